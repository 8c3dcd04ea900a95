//! Genoa on Discord, end to end: the real bot against the fake Discord, played through slash
//! commands and clicks only. The seat the board names opens its picker from *Act…* and
//! chooses one of the engine's choices — rolls, steps, actions taken, bids, asks, trades,
//! answers — varied from decision to decision; the final scores must equal a replay of the
//! stored log, every player's last DM the engine's hand, and no channel message may show a hand.

use std::collections::BTreeMap;

use crate::support::bot::{
    self, WAIT, answered, board_version, embed_texts, is_over, received_texts, shows_a_hand,
    start_game_of, to_act, verb, with_verb,
};
use crate::support::fake_discord::{FakeDiscord, FakeMessage, FakeUser};
use tavola::discord::ui::Ui;
use tavola::engine::genoa::Genoa;
use tavola::engine::{Game, Seat};

/// More decisions than any scripted game of Genoa needs.
const MAX_DECISIONS: usize = 6_000;

fn players(fake: &FakeDiscord, n: usize) -> Vec<FakeUser> {
    [
        (7001, "Bianca"),
        (7002, "Cosimo"),
        (7003, "Dora"),
        (7004, "Emilio"),
    ]
    .into_iter()
    .take(n)
    .map(|(id, name)| fake.user(id, name))
    .collect()
}

/// Every choice of a picker: (control id, the value chosen in its select or `None` for a
/// button, label). The decisions of the moment are buttons, the offers in selects.
fn choices(picker: &FakeMessage) -> Vec<(String, Option<String>, String)> {
    let mut out = Vec::new();
    for id in picker.custom_ids() {
        let control = picker.component(&id).expect("the control");
        match verb(&id).as_str() {
            "pick" => out.push((
                id.clone(),
                None,
                control["label"].as_str().unwrap_or_default().to_string(),
            )),
            "choose" => {
                for o in control["options"].as_array().into_iter().flatten() {
                    out.push((
                        id.clone(),
                        Some(o["value"].as_str().unwrap_or_default().to_string()),
                        o["label"].as_str().unwrap_or_default().to_string(),
                    ));
                }
            }
            _ => {}
        }
    }
    out
}

/// The first word of a choice's label, to count what the game saw.
fn kind_of(label: &str) -> String {
    label
        .split_whitespace()
        .next()
        .unwrap_or_default()
        .to_string()
}

/// One decision of the seat the board names, from the board and the bot's answers alone.
async fn decide(
    fake: &FakeDiscord,
    board_id: u64,
    players: &[FakeUser],
    turn: usize,
    seen: &mut BTreeMap<String, usize>,
) {
    let board = fake.message(board_id).expect("the board");
    let before = board_version(&board);
    let actor_id = to_act(&board).unwrap_or_else(|| panic!("someone acts: {}", board.text()));
    let actor = players
        .iter()
        .find(|p| p.id == actor_id)
        .expect("a player acts");
    let act = with_verb(&board, "act").expect("Act… while the game goes on");
    let i = actor.click(&board, &act).await;
    let cb = answered(&i).await;
    assert!(cb.is_ephemeral(), "the picker is private");
    let picker = i
        .ephemeral_responses()
        .pop()
        .expect("the seat the board names has a picker");
    let all = choices(&picker);
    assert!(!all.is_empty(), "a picker with nothing in it");
    // Mostly the first choices (rolling, taking, stepping, answering), now and then any.
    let pick = if turn % 4 == 3 {
        (turn * 7) % all.len()
    } else {
        (turn / 4) % all.len().min(3)
    };
    let (id, value, label) = &all[pick];
    *seen.entry(kind_of(label)).or_default() += 1;
    let i = match value {
        Some(value) => actor.select(&picker, id, &[value.as_str()]).await,
        None => actor.click(&picker, id).await,
    };
    let cb = answered(&i).await;
    assert!(
        !cb.is_ephemeral(),
        "\"{label}\" is played, not refused: {}",
        cb.content()
    );
    bot::moved_on(fake, board_id, before, WAIT)
        .await
        .unwrap_or_else(|| panic!("\"{label}\" at version {before} was not accepted"));
}

async fn a_whole_game(n: usize) -> BTreeMap<String, usize> {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let players = players(&fake, n);
    let (game, board) = start_game_of(&fake, "Genoa", &players).await;
    for p in &players {
        assert!(
            !fake.wait_dms(p.id, 1, WAIT).await.is_empty(),
            "{}'s hand by DM",
            p.name
        );
    }
    let mut seen = BTreeMap::new();
    let mut decisions = 0;
    while !is_over(&fake.message(board).unwrap()) {
        assert!(
            decisions < MAX_DECISIONS,
            "the game did not end in {MAX_DECISIONS} decisions"
        );
        decide(&fake, board, &players, decisions, &mut seen).await;
        decisions += 1;
    }

    let tables = bot.tables::<Genoa>();
    let state = tables.view(game).await.unwrap().state.clone().unwrap();
    let outcome = state.outcome().expect("the game is over");
    tables
        .verify(game)
        .await
        .expect("the log replays to the stored game");
    let replayed = tables
        .record(game)
        .await
        .unwrap()
        .replay(|_, _, _, _| {})
        .unwrap();
    assert_eq!(
        replayed.outcome(),
        Some(outcome.clone()),
        "scores equal the replayed log"
    );
    let last_board = fake.message(board).unwrap();
    assert!(
        last_board.text().contains("Final scores"),
        "{}",
        last_board.text()
    );
    for seat in 1..=n {
        assert!(
            !last_board.text().contains(&format!("Seat {seat} ")),
            "events name the players: {}",
            last_board.text()
        );
    }

    // Each player's last DM is their hand as it ended; no channel message shows a hand.
    for (i, p) in players.iter().enumerate() {
        let expected = embed_texts(&Genoa::hand(&state.private_view(Seat(i as u8)), game));
        let last = fake
            .wait_dm(p.id, WAIT, |m| received_texts(m) == expected)
            .await;
        assert!(
            last.is_some(),
            "{}'s last hand: {:?}, expected {expected:?}",
            p.name,
            fake.dms_to(p.id).last().map(received_texts)
        );
    }
    for m in bot::channel_messages(&fake) {
        assert!(
            !shows_a_hand(&m) && !m.text().contains("your hand"),
            "{}",
            m.text()
        );
    }
    fake.assert_no_violations();
    seen.insert("decisions".into(), decisions);
    seen
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_complete_2_player_game_of_genoa_by_clicks() {
    let seen = a_whole_game(2).await;
    for kind in ["Roll", "Take"] {
        assert!(seen.contains_key(kind), "no {kind}: {seen:?}");
    }
    println!("{seen:?}");
}
