//! The Princes of Florence on Discord, end to end: the real bot against the fake Discord,
//! played through slash commands and clicks only. Scripted players return a profession from
//! their private picker, name objects and raise or pass in the auctions, bid on characters
//! (with the expansion), complete works through the work picker, build, take cards, and place
//! every piece through the placement preview (turning, flipping and moving it, jumping to a
//! place it fits, confirming); the final scores must equal a replay of the stored log, every
//! DM the engine's hand, and no channel message may show anything private.

use serde_json::Value;
use tavola::discord::ids::{Control, WireId};
use tavola::discord::princes::hand;
use tavola::discord::ui::Ui;
use tavola::engine::princes::Princes;
use tavola::engine::{Game, Seat};
use tavola::lang::Lang;

use crate::support::bot::{
    self, WAIT, answered, board_version, embed_texts, is_over, options, received_texts,
    shows_a_hand, start_game_with, to_act, verb,
};
use crate::support::fake_discord::{FakeDiscord, FakeMessage, FakeUser, Injected, opt};

/// More decisions than any game of The Princes of Florence needs.
const MAX_DECISIONS: usize = 4_000;

fn players(fake: &FakeDiscord, n: usize) -> Vec<FakeUser> {
    [
        (6001, "Lorenzo"),
        (6002, "Giuliano"),
        (6003, "Clarice"),
        (6004, "Piero"),
    ]
    .into_iter()
    .take(n)
    .map(|(id, name)| fake.user(id, name))
    .collect()
}

/// The enabled game controls of a message: (verb, args, id).
fn controls(message: &FakeMessage) -> Vec<(String, Vec<String>, String)> {
    message
        .interactive_components()
        .into_iter()
        .filter(|c| c["disabled"] != Value::Bool(true))
        .filter_map(|c| c["custom_id"].as_str())
        .filter_map(|id| {
            let wire = WireId::parse(id).ok()?;
            match wire.control {
                Control::Game(words) => Some((words.verb, words.args, id.to_string())),
                Control::Shared(_) => None,
            }
        })
        .collect()
}

fn find(message: &FakeMessage, v: &str, args: &[&str]) -> Option<String> {
    controls(message)
        .into_iter()
        .find(|(verb, a, _)| {
            verb == v && (args.is_empty() || a.iter().map(String::as_str).eq(args.iter().copied()))
        })
        .map(|(_, _, id)| id)
}

/// The cards a hand's texts show: the professions' names, the bonus and prestige cards.
fn cards_shown(texts: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    for pair in texts[2..].chunks(2) {
        let (name, value) = (&pair[0], &pair[1]);
        if name.starts_with("Professions") {
            out.push(name.clone());
            out.extend(
                value
                    .lines()
                    .filter_map(|l| l.split("**").nth(1))
                    .map(str::to_string),
            );
        } else if name.starts_with("Bonus") || name.starts_with("Prestige") {
            out.push(name.clone());
            out.push(value.clone());
        }
    }
    out
}

/// What a scripted game saw, for its assertions.
#[derive(Default, Debug)]
struct Seen {
    works: usize,
    built: usize,
    placed: usize,
    turned: usize,
    refused_placements: usize,
    raised: usize,
    characters: usize,
    refusals: usize,
}

/// Opens a private picker from `message` with `id`; `None` if the bot refused (privately).
async fn open(
    actor: &FakeUser,
    message: &FakeMessage,
    id: &str,
    seen: &mut Seen,
) -> Option<FakeMessage> {
    let i = actor.click(message, id).await;
    let cb = answered(&i).await;
    assert!(cb.is_ephemeral(), "pickers and refusals are private");
    let picker = i
        .ephemeral_responses()
        .pop()
        .filter(|m| !controls(m).is_empty());
    if picker.is_none() {
        seen.refusals += 1;
    }
    picker
}

/// Chooses option `pick` (wrapping) of the first select with verb `v`; whether it was played.
async fn choose(
    fake: &FakeDiscord,
    actor: &FakeUser,
    picker: &FakeMessage,
    v: &str,
    pick: usize,
) -> bool {
    let Some(select) = find(picker, v, &[]) else {
        return false;
    };
    let values = options(picker, &select);
    let value = &values[pick % values.len()];
    played(
        fake,
        &actor.select(picker, &select, &[value.as_str()]).await,
    )
    .await
}

/// Whether a picker's confirmation was played: a move the rules accept is acknowledged at once
/// and its picker closed with "Done: ..." once stored; a refusal is a private answer instead.
async fn played(fake: &FakeDiscord, i: &Injected) -> bool {
    if answered(i).await.kind != 6 {
        return false;
    }
    bot::confirmed(fake, i).await;
    true
}

/// The work picker with the profession worth most chosen (its select's labels say "· worth N").
async fn most_valuable_profession(
    fake: &FakeDiscord,
    actor: &FakeUser,
    picker: FakeMessage,
) -> FakeMessage {
    let Some(select) = find(&picker, "wkp", &[]) else {
        return picker;
    };
    let best = picker.component(&select).and_then(|c| {
        c["options"]
            .as_array()?
            .iter()
            .max_by_key(|o| number_after(o["label"].as_str().unwrap_or_default(), "worth "))
            .and_then(|o| o["value"].as_str().map(str::to_string))
    });
    let Some(best) = best else {
        return picker;
    };
    let cb = answered(&actor.select(&picker, &select, &[best.as_str()]).await).await;
    assert_eq!(cb.kind, 7, "the picker shows the profession chosen");
    fake.message(picker.id).unwrap()
}

/// The number written right after `what` in `text` (0 if none).
fn number_after(text: &str, what: &str) -> u32 {
    text.split_once(what).map_or(0, |(_, rest)| {
        rest.chars()
            .take_while(char::is_ascii_digit)
            .collect::<String>()
            .parse()
            .unwrap_or(0)
    })
}

/// Places the piece of the preview opened by `id`: turns, flips and moves it now and then,
/// jumps to a place it fits, and confirms.
async fn place(
    fake: &FakeDiscord,
    actor: &FakeUser,
    board: &FakeMessage,
    id: &str,
    turn: usize,
    seen: &mut Seen,
) {
    let mut preview = open(actor, board, id, seen)
        .await
        .expect("the preview opens");
    assert!(preview.text().contains("Place the"), "{}", preview.text());
    let moves: &[&str] = match turn % 3 {
        0 => &["↻ Turn", "⇋ Flip", "➡️", "⬇️"],
        1 => &["⬅️", "⬆️", "↻ Turn"],
        _ => &[],
    };
    for label in moves {
        let Some(button) = preview.button(label) else {
            continue;
        };
        if preview
            .component(&button)
            .is_some_and(|c| c["disabled"] == Value::Bool(true))
        {
            continue;
        }
        let cb = answered(&actor.click(&preview, &button).await).await;
        assert_eq!(cb.kind, 7, "the preview is updated in place");
        preview = fake.message(preview.id).unwrap();
        seen.turned += 1;
    }
    if find(&preview, "put", &[]).is_none() {
        // Not a place it fits: it says why, and the next place that fits is one click away.
        assert!(preview.text().contains('❌'), "{}", preview.text());
        seen.refused_placements += 1;
        let fit = find(&preview, "fit", &[]).expect("the next place that fits");
        assert_eq!(answered(&actor.click(&preview, &fit).await).await.kind, 7);
        preview = fake.message(preview.id).unwrap();
    }
    let put = find(&preview, "put", &[]).expect("a placement that fits can be confirmed");
    bot::confirmed(fake, &actor.click(&preview, &put).await).await;
    seen.placed += 1;
}

/// One decision of the player to act, for players elsewhere (`support::bad_days`).
pub(crate) async fn decide_once(
    fake: &FakeDiscord,
    board_id: u64,
    players: &[FakeUser],
    turn: usize,
) {
    decide(fake, board_id, players, turn, &mut Seen::default()).await;
}

/// One decision of the player to act, from the board and the bot's answers alone.
async fn decide(
    fake: &FakeDiscord,
    board_id: u64,
    players: &[FakeUser],
    turn: usize,
    seen: &mut Seen,
) {
    let board = fake.message(board_id).expect("the board");
    let before = board_version(&board);
    let actor_id = to_act(&board).expect("someone acts");
    let actor = players
        .iter()
        .find(|p| p.id == actor_id)
        .expect("a player acts");
    let has = |v: &str, args: &[&str]| find(&board, v, args);

    if let Some(id) = has("open", &["0"]) {
        // The deal: return one of the four professions, privately.
        let picker = open(actor, &board, &id, seen)
            .await
            .expect("the professions");
        assert!(choose(fake, actor, &picker, "do", turn).await);
    } else if let Some(id) = has("place", &[]) {
        place(fake, actor, &board, &id, turn, seen).await;
    } else if let Some(id) = has("open", &["4"]) {
        let picker = open(actor, &board, &id, seen)
            .await
            .expect("the cards drawn");
        assert!(choose(fake, actor, &picker, "do", turn).await);
    } else if let Some(id) = has("merch", &[]) {
        answered(&actor.click(&board, &id).await).await;
    } else if let Some(select) = has("conv", &[]) {
        let values = options(&board, &select);
        let value = &values[turn % values.len()];
        answered(&actor.select(&board, &select, &[value.as_str()]).await).await;
    } else if has("name", &[]).is_some()
        || (has("pass", &[]).is_some()
            && has("end", &[]).is_none()
            && has("raise", &[]).is_none()
            && has("char", &[]).is_none())
    {
        // Naming an object (or the recruiting card's choice): a lot now and then, else pass.
        let names: Vec<String> = controls(&board)
            .into_iter()
            .filter(|(v, ..)| v == "name")
            .map(|(.., id)| id)
            .collect();
        let id = if !names.is_empty() && turn % 4 != 3 {
            names[turn % names.len()].clone()
        } else {
            has("pass", &[]).expect("a pass")
        };
        answered(&actor.click(&board, &id).await).await;
    } else if has("raise", &[]).is_some()
        || (has("pass", &[]).is_some() && has("char", &[]).is_none() && has("end", &[]).is_none())
    {
        let id = match has("raise", &[]) {
            Some(raise) if turn.is_multiple_of(3) => {
                seen.raised += 1;
                raise
            }
            _ => has("pass", &[]).expect("a pass"),
        };
        answered(&actor.click(&board, &id).await).await;
    } else if let Some(select) = has("char", &[]) {
        let mut done = false;
        if turn.is_multiple_of(2) {
            let values = options(&board, &select);
            let value = &values[turn % values.len()];
            let i = actor.select(&board, &select, &[value.as_str()]).await;
            assert!(answered(&i).await.is_ephemeral());
            if let Some(picker) = i
                .ephemeral_responses()
                .pop()
                .filter(|m| !controls(m).is_empty())
            {
                done = choose(fake, actor, &picker, "bid", 0).await;
                seen.characters += usize::from(done);
            }
        }
        if !done {
            answered(&actor.click(&board, &has("pass", &[]).unwrap()).await).await;
        }
    } else if let Some(end) = has("end", &[]) {
        // The action phase: try a work, a building or a card, else end the turn.
        let mut done = false;
        match turn % 4 {
            0 => {
                if let Some(id) = has("works", &[])
                    && let Some(picker) = open(actor, &board, &id, seen).await
                {
                    assert!(
                        picker.text().contains("Complete a work"),
                        "{}",
                        picker.text()
                    );
                    let picker = most_valuable_profession(fake, actor, picker).await;
                    if let Some(work) = find(&picker, "work", &[]) {
                        // The picker says what the work is worth and what it needs: a work
                        // worth the minimum is played, any other refused in those words.
                        let worth = |what: &str| number_after(&picker.text(), what);
                        let enough = worth("is worth **") >= worth("at least **");
                        let i = actor.click(&picker, &work).await;
                        done = played(fake, &i).await;
                        assert_eq!(done, enough, "{}", picker.text());
                        if !done {
                            let refusal = answered(&i).await;
                            assert!(refusal.content().contains("needs at least"));
                            seen.refusals += 1;
                        }
                        seen.works += usize::from(done);
                    }
                }
            }
            1 => {
                if let Some(id) = has("open", &["1"])
                    && let Some(picker) = open(actor, &board, &id, seen).await
                {
                    done = choose(fake, actor, &picker, "do", turn).await;
                    seen.built += usize::from(done);
                }
            }
            2 => {
                let card = if turn % 8 == 2 { "prof" } else { "bonus" };
                if let Some(id) = has(card, &[]) {
                    let cb = answered(&actor.click(&board, &id).await).await;
                    done = !cb.is_ephemeral();
                }
            }
            _ => {}
        }
        if !done {
            answered(&actor.click(&board, &end).await).await;
        }
    } else {
        panic!("no decision on the board: {}", board.text());
    }
    bot::moved_on(fake, board_id, before, WAIT)
        .await
        .unwrap_or_else(|| panic!("the decision at version {before} was not accepted"));
}

async fn a_whole_game(n: usize, expansion: bool) -> Seen {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let players = players(&fake, n);
    let mut asked = Vec::new();
    if expansion {
        asked.push(opt(
            "expansion",
            bot::choice(&fake, "play", "expansion", "muse_princess"),
        ));
    }
    let (game, board) = start_game_with(&fake, "The Princes of Florence", &players, &asked).await;
    let first = fake.message(board).unwrap();
    assert!(first.text().contains("a work needs"), "{}", first.text());
    assert_eq!(
        first.text().contains("The Muse & Princess"),
        expansion,
        "{}",
        first.text()
    );
    for p in &players {
        assert_eq!(
            fake.wait_dms(p.id, 1, WAIT).await.len(),
            1,
            "{}'s hand by DM",
            p.name
        );
    }

    let mut seen = Seen::default();
    for turn in 0..MAX_DECISIONS {
        if is_over(&fake.message(board).unwrap()) {
            break;
        }
        decide(&fake, board, &players, turn, &mut seen).await;
    }
    assert!(
        is_over(&fake.message(board).unwrap()),
        "the game ended in {MAX_DECISIONS} decisions"
    );

    let tables = bot.tables::<Princes>();
    let snap = tables.view(game).await.unwrap();
    let state = snap.state.clone().unwrap();
    let outcome = state.outcome().expect("the game is over");
    tables
        .verify(game)
        .await
        .expect("the log replays to the stored game");
    let record = tables.record(game).await.unwrap();
    assert_eq!(record.options.expansion.is_some(), expansion);
    let replayed = record.replay(|_, _, _, _| {}).unwrap();
    assert_eq!(
        replayed.outcome(),
        Some(outcome.clone()),
        "scores equal the replayed log"
    );

    let last_board = fake.message(board).unwrap();
    assert!(last_board.text().contains("Final scores"));
    let scores = fake
        .wait_message(WAIT, |m| {
            m.content().starts_with("**The Princes of Florence game")
        })
        .await
        .expect("the end is announced");
    let winner = outcome.winners().iter().next().unwrap();
    assert!(
        scores
            .content()
            .contains(&format!("<@{}>", players[winner.index()].id)),
        "{}",
        scores.content()
    );

    // Each player's last DM shows the cards their hand ended with (a DM is sent when the
    // cards change; money, points and work values are public or follow from what is), and
    // *My hand* renders the same; no channel message shows a hand or a card still held.
    for (i, p) in players.iter().enumerate() {
        let last = fake.dms_to(p.id).pop().unwrap();
        let view = state.private_view(Seat(i as u8));
        let expected = Princes::hand(&view, game, &[], Lang::En);
        assert_eq!(
            cards_shown(&received_texts(&last)),
            cards_shown(&embed_texts(&expected)),
            "{}'s hand",
            p.name
        );
        assert_eq!(
            embed_texts(&hand::hand(&view, game, Lang::En)),
            embed_texts(&expected)
        );
    }
    let secret: Vec<String> = (0..n)
        .flat_map(|i| {
            state
                .private_view(Seat(i as u8))
                .bonus
                .iter()
                .map(|b| b.to_string())
                .collect::<Vec<_>>()
        })
        .collect();
    for m in bot::channel_messages(&fake) {
        let text = m.text();
        assert!(!shows_a_hand(&m) && !text.contains("Your hand"), "{text}");
        for card in &secret {
            assert!(
                !text.contains(card.as_str()),
                "{card} shown in the channel: {text}"
            );
        }
    }
    fake.assert_no_violations();
    seen
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_complete_3_player_game_of_the_princes_of_florence() {
    let seen = a_whole_game(3, false).await;
    println!("{seen:?}");
    assert!(seen.placed > 5, "{} pieces placed", seen.placed);
    assert!(seen.turned > 0, "the preview turned and moved");
    assert!(seen.works + seen.refusals > 0, "works tried");
    assert!(seen.built > 0, "a building built");
    assert!(seen.raised > 0, "a raise");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_complete_2_player_game_with_the_muse_and_princess() {
    let seen = a_whole_game(2, true).await;
    assert!(seen.placed > 3, "{} pieces placed", seen.placed);
    assert!(seen.characters > 0, "a character bid");
}

/// A tampered id, a click by someone not seated, and a preview confirmed where the piece does
/// not fit are refused privately and change nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_is_refused_privately_and_changes_nothing() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let players = players(&fake, 3);
    let (game, board) = start_game_with(&fake, "The Princes of Florence", &players, &[]).await;
    let current = fake.message(board).unwrap();
    let version = board_version(&current);
    let open = find(&current, "open", &["0"]).expect("the professions' opener");

    let outsider = fake.user(6999, "Olaf");
    let cb = answered(&outsider.click(&current, &open).await).await;
    assert!(
        cb.is_ephemeral() && cb.content().contains("not seated"),
        "{}",
        cb.content()
    );

    let tampered = open.replace("g.open:0", "g.open:9");
    let cb = answered(
        &players[0]
            .click_unchecked(
                board,
                serde_json::json!({"custom_id": tampered, "component_type": 2}),
            )
            .await,
    )
    .await;
    assert!(
        cb.is_ephemeral() && cb.content().contains("altered"),
        "{}",
        cb.content()
    );

    // A placement where nothing can be placed now: the engine refuses it in words.
    let put = format!("tv1:{}:{version}:g.put:8:0:0:6", game.0);
    let cb = answered(
        &players[0]
            .click_unchecked(
                board,
                serde_json::json!({"custom_id": put, "component_type": 2}),
            )
            .await,
    )
    .await;
    assert!(cb.is_ephemeral(), "{}", cb.content());
    let after = bot.tables::<Princes>().view(game).await.unwrap();
    assert_eq!(after.game.version, version, "nothing changed");

    // An expansion another game does not have opens no game.
    let asked = serde_json::json!([
        opt("game", bot::choice(&fake, "play", "game", "Palazzo")),
        opt(
            "expansion",
            bot::choice(&fake, "play", "expansion", "muse_princess")
        ),
    ]);
    let cb = answered(&players[0].slash("play", asked).await).await;
    assert!(
        cb.is_ephemeral() && cb.content().contains("Palazzo has no expansion"),
        "{}",
        cb.content()
    );
    assert_eq!(verb(&open), "open");
    fake.assert_no_violations();
}
