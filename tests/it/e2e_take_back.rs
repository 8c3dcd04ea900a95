//! Taking back on Discord, end to end: a Palazzo tile placed, and an Alhambra purchase paid
//! exactly, are taken back from the board by their player before the next player moves (no one
//! else may), the board shows the game as it was, the player decides again, and the game goes
//! on to its end with a record that replays to the final board.

use std::time::Duration;

use crate::support::bad_days::Kind;
use crate::support::bot::{self, answered, board_version, is_over, moved_on, with_verb};
use crate::support::fake_discord::{FakeDiscord, FakeUser};
use crate::take_back::json;
use tavola::engine::alhambra::Alhambra;
use tavola::engine::palazzo::Palazzo;
use tavola::engine::{Game, Seat};

/// One decision by the player to act, seen through: the board has moved on.
async fn decide(fake: &FakeDiscord, kind: Kind, board: u64, players: &[FakeUser], turn: usize) {
    let before = board_version(&fake.message(board).unwrap());
    kind.decide(fake, board, players, turn).await;
    moved_on(fake, board, before, Duration::from_secs(5))
        .await
        .expect("the decision was played");
}

/// Plays `kind` until its board offers to take back an action tagged `tag` in records, takes
/// it back (after a refused try by another player), decides again and plays to the end.
async fn taken_back_and_decided_again<G: Game>(kind: Kind, tag: &str) {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = bot::database(dir.path());
    let bot = bot::start(&fake, &db).await;
    let players: Vec<FakeUser> = [(2001, "Alice"), (2002, "Bruno"), (2003, "Chiara")]
        .into_iter()
        .map(|(id, name)| fake.user(id, name))
        .collect();
    let (game, board) = bot::start_game_of(&fake, kind.title(), &players).await;
    let tables = bot.tables::<G>();

    let mut turn = 0;
    let (shown, undo, before, actor) = loop {
        turn += 1;
        assert!(turn < 400, "no {tag} was ever offered to be taken back");
        let before = tables.view(game).await.unwrap();
        decide(&fake, kind, board, &players, turn).await;
        let shown = fake.message(board).unwrap();
        let Some(undo) = with_verb(&shown, "undo") else {
            continue;
        };
        let log = tables.store().log(game).await.unwrap();
        let last = log.last().unwrap();
        if !last.action_json.contains(&format!("\"{tag}\"")) {
            continue;
        }
        let actor = before.owner(Seat(last.seat)).unwrap();
        break (shown, undo, before, actor);
    };
    let actor = players.iter().find(|p| p.id == actor).unwrap();
    let stranger = players.iter().find(|p| p.id != actor.id).unwrap();

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

    // Its player's click takes it back: the game is exactly as it was before.
    let i = actor.click(&shown, &undo).await;
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
    let i = actor.click(&shown, &undo).await;
    assert!(answered(&i).await.content().contains("moved on"));

    // The player decides again, and the game goes on to its end.
    let mut more = 0;
    while !is_over(&fake.message(board).unwrap()) {
        more += 1;
        assert!(more < 3_000, "the game does not end");
        decide(&fake, kind, board, &players, turn + more).await;
    }
    let record = tables.record(game).await.unwrap();
    let replayed = record.replay(|_, _, _, _| {}).unwrap();
    assert_eq!(Some(replayed), tables.view(game).await.unwrap().state);
    tables.verify(game).await.unwrap();
    fake.assert_no_violations();
    bot.stop(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_palazzo_tile_placed_is_taken_back_by_its_player_and_placed_again() {
    taken_back_and_decided_again::<Palazzo>(Kind::Palazzo, "place").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_alhambra_purchase_is_taken_back_before_the_next_player_moves() {
    taken_back_and_decided_again::<Alhambra>(Kind::Alhambra, "buy").await;
}
