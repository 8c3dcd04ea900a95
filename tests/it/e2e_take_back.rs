//! Taking back on Discord, end to end: a Palazzo tile placed is taken back from the board by
//! its player (no one else may), the board shows the game as it was, the tile is placed again,
//! and the game goes on to its end with a record that replays to the final board.

use std::time::Duration;

use crate::support::bot::{
    self, answered, board_version, is_over, moved_on, play_one, start_game, with_verb,
};
use crate::support::fake_discord::{FakeDiscord, FakeUser};
use tavola::engine::Seat;
use tavola::engine::palazzo::Palazzo;

fn json<T: serde::Serialize>(value: &T) -> serde_json::Value {
    serde_json::to_value(value).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_palazzo_tile_placed_is_taken_back_by_its_player_and_placed_again() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = bot::database(dir.path());
    let bot = bot::start(&fake, &db).await;
    let players: Vec<FakeUser> = [(2001, "Alice"), (2002, "Bruno"), (2003, "Chiara")]
        .into_iter()
        .map(|(id, name)| fake.user(id, name))
        .collect();
    let (game, board) = start_game(&fake, &players).await;
    let tables = bot.tables::<Palazzo>();

    let mut turn = 0;
    let (shown, undo, before, placer) = loop {
        turn += 1;
        assert!(
            turn < 400,
            "no tile placement was ever offered to be taken back"
        );
        let before = tables.view(game).await.unwrap();
        play_one(&fake, board, &players, turn).await;
        let shown = fake.message(board).unwrap();
        let Some(undo) = with_verb(&shown, "undo") else {
            continue;
        };
        let log = tables.store().log(game).await.unwrap();
        let last = log.last().unwrap();
        if !last.action_json.contains("\"place\"") {
            continue;
        }
        let placer = before.owner(Seat(last.seat)).unwrap();
        break (shown, undo, before, placer);
    };
    let placer = players.iter().find(|p| p.id == placer).unwrap();
    let stranger = players.iter().find(|p| p.id != placer.id).unwrap();

    // Someone else's click changes nothing.
    let i = stranger.click(&shown, &undo).await;
    let cb = answered(&i).await;
    assert!(cb.is_ephemeral());
    assert!(
        cb.content()
            .to_lowercase()
            .contains("only the last action can be taken back, by its player"),
        "{}",
        cb.content()
    );
    assert_eq!(
        tables.view(game).await.unwrap().game.version,
        board_version(&shown)
    );

    // Its player's click takes the tile back: the game is as it was before the placement.
    let i = placer.click(&shown, &undo).await;
    let cb = answered(&i).await;
    assert!(cb.is_ephemeral());
    assert!(cb.content().starts_with("Taken back: "), "{}", cb.content());
    let after = moved_on(&fake, board, board_version(&shown), Duration::from_secs(5))
        .await
        .expect("the board shows the game as it was");
    assert_eq!(board_version(&after), board_version(&shown) + 1);
    let now = tables.view(game).await.unwrap();
    assert_eq!(json(&now.state), json(&before.state));
    // The old board's buttons are stale now.
    let i = placer.click(&shown, &undo).await;
    assert!(answered(&i).await.content().contains("moved on"));

    // The tile is placed again, and the game goes on to its end.
    play_one(&fake, board, &players, turn).await;
    let mut more = 0;
    while !is_over(&fake.message(board).unwrap()) {
        more += 1;
        assert!(more < 3_000, "the game does not end");
        play_one(&fake, board, &players, turn + more).await;
    }
    let record = tables.record(game).await.unwrap();
    let replayed = record.replay(|_, _, _, _| {}).unwrap();
    assert_eq!(Some(replayed), tables.view(game).await.unwrap().state);
    tables.verify(game).await.unwrap();
    fake.assert_no_violations();
    bot.stop(&fake).await;
}
