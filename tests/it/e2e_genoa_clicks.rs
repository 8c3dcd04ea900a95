//! A game of Genoa for three on the fake Discord, clicked at random: between the moves that
//! carry the game to its end, every control anyone can see is clicked now and then — the
//! board as it is and as it was (old versions kept), each player's DMs, the pickers and offer
//! builders the clicks opened — by whoever can see it: a player, or an outsider on the
//! channel's messages. Selects get a random choice of their options. Every interaction must
//! be answered, the game must end, and its log must replay to the stored game.

use std::time::Duration;

use rand::{Rng, RngExt, SeedableRng};

use crate::e2e_genoa::players;
use crate::e2e_genoa_four::{Table, quickest};
use crate::support::bot::{self, WAIT, answered, is_over, verb, with_verb};
use crate::support::fake_discord::{FakeDiscord, FakeMessage, FakeUser};
use tavola::engine::Game;
use tavola::engine::genoa::Genoa;

/// The most random clicks between two moves.
const CLICKS_PER_MOVE: usize = 4;

/// A callback that updates the message clicked.
const UPDATE: u8 = 7;

/// A message someone has seen, and who can see it (`None`: everyone in the channel).
struct Seen {
    message: FakeMessage,
    owner: Option<u64>,
}

/// A control of `message` and the values a click sends: none for a button, a random choice
/// within the select's bounds for a select.
fn random_control(
    message: &FakeMessage,
    rng: &mut impl Rng,
) -> Option<(String, Option<Vec<String>>)> {
    let controls: Vec<_> = message
        .interactive_components()
        .into_iter()
        .filter(|c| !c["disabled"].as_bool().unwrap_or(false))
        .collect();
    if controls.is_empty() {
        return None;
    }
    let c = controls[rng.random_range(0..controls.len())];
    let id = c["custom_id"].as_str()?.to_string();
    if c["type"] != 3 {
        return Some((id, None));
    }
    let options: Vec<String> = c["options"]
        .as_array()?
        .iter()
        .filter_map(|o| o["value"].as_str().map(str::to_string))
        .collect();
    let min = c["min_values"].as_u64().unwrap_or(1) as usize;
    let max = (c["max_values"].as_u64().unwrap_or(1) as usize).min(options.len());
    let n = rng.random_range(min..=max);
    let mut chosen = options;
    while chosen.len() > n {
        chosen.swap_remove(rng.random_range(0..chosen.len()));
    }
    Some((id, Some(chosen)))
}

/// Votes that would end the game or give a seat away: players do not click them at random
/// (an outsider may, and is refused).
fn ends_the_game(id: &str) -> bool {
    matches!(verb(id).as_str(), "abandon" | "absent")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_3_player_game_clicked_at_random_answers_every_click_and_ends() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let people = players(&fake, 3);
    let outsider = fake.user(7999, "Nobody");
    let (game, board) = bot::start_game_of(&fake, "Genoa", &people).await;
    let t = Table {
        fake: &fake,
        board,
        game,
        tables: bot.tables::<Genoa>(),
        people: &people,
    };
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
    let mut seen: Vec<Seen> = Vec::new();
    let mut known = std::collections::HashSet::new();
    let mut last_opened: Option<usize> = None;
    let mut board_at = 0;
    let (mut random, mut moves, mut opened) = (0, 0, 0);
    while !is_over(&fake.message(board).unwrap()) {
        assert!(moves < 3_000, "the game did not end");
        // The board as it is now, and each player's last DM, when new and clickable.
        let mut fresh = vec![(fake.message(board).unwrap(), None)];
        for p in &people {
            fresh.extend(fake.dms_to(p.id).pop().map(|dm| (dm, Some(p.id))));
        }
        for (message, owner) in fresh {
            if !message.custom_ids().is_empty() && known.insert((message.id, message.edits)) {
                if message.id == board {
                    board_at = seen.len();
                }
                seen.push(Seen { message, owner });
            }
        }
        for _ in 0..rng.random_range(0..=CLICKS_PER_MOVE) {
            // The picker or builder opened last, what was seen last, anything older, or
            // the current board's *Act…* (the way into pickers and builders).
            let kind = rng.random_range(0..4);
            let pick = match (kind, last_opened) {
                (0, Some(last)) => last,
                (1, _) => seen.len() - 1 - rng.random_range(0..seen.len().min(6)),
                (3, _) => board_at,
                _ => rng.random_range(0..seen.len()),
            };
            let Seen { message, owner } = &seen[pick];
            let control = if kind == 3 {
                with_verb(message, "act").map(|id| (id, None))
            } else {
                random_control(message, &mut rng)
            };
            let Some((id, values)) = control else {
                continue;
            };
            let who: &FakeUser = match owner {
                Some(owner) => people.iter().find(|p| p.id == *owner).unwrap(),
                None => match rng.random_range(0..4) {
                    3 => &outsider,
                    i => &people[i],
                },
            };
            if who.id != outsider.id && ends_the_game(&id) {
                continue;
            }
            let i = match &values {
                Some(values) => {
                    let values: Vec<&str> = values.iter().map(String::as_str).collect();
                    who.select(message, &id, &values).await
                }
                None => who.click(message, &id).await,
            };
            let cb = answered(&i).await;
            random += 1;
            // What it opened (a picker, a builder) is seen by its clicker.
            let shown = if cb.kind == UPDATE {
                fake.message(message.id).filter(FakeMessage::is_ephemeral)
            } else {
                i.ephemeral_responses().pop()
            };
            if let Some(shown) = shown.filter(|m| !m.custom_ids().is_empty()) {
                opened += 1;
                last_opened = Some(seen.len());
                seen.push(Seen {
                    message: shown,
                    owner: Some(who.id),
                });
            }
        }
        // The game moves on: the first seat it waits on decides, quickly.
        let (state, version) = t.state().await;
        let Some(seat) = state.awaited().iter().next() else {
            bot::moved_on(&fake, board, version, WAIT).await;
            continue;
        };
        let stepping = state.public_view().discs.len() < 3;
        if t.play(t.person(seat), &quickest(stepping)).await.is_none() {
            // A random click's move may land after its answer: the seat may have decided.
            let (_, now) = t.state().await;
            assert_ne!(now, version, "{seat} has nothing to do at {version}");
            continue;
        }
        moves += 1;
    }

    // Every interaction had its answer; the game replays from its log.
    let injected = fake.interactions().len();
    let latencies = fake.callback_latencies();
    assert_eq!(latencies.len(), injected, "every interaction answered");
    assert!(
        random > 300 && opened > 100,
        "{random} random clicks, {opened} opened"
    );
    t.tables.verify(game).await.expect("the log replays");
    let (state, _) = t.state().await;
    assert!(state.outcome().is_some(), "the game is over");
    fake.assert_no_violations();
    let mut sorted = latencies.clone();
    sorted.sort();
    let at = |q: f64| sorted[((sorted.len() - 1) as f64 * q) as usize];
    println!(
        "{injected} interactions ({random} random clicks, {moves} moves): click → callback p50 {:?}, p99 {:?}, max {:?}",
        at(0.5),
        at(0.99),
        sorted.last().copied().unwrap_or(Duration::ZERO)
    );
    bot.stop(&fake).await;
}
