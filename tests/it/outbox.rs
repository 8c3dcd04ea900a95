//! The outbox: what a move must say on Discord is written with the move and sent from there, so
//! a process that dies between storing a move and saying it loses nothing, a repeated delivery
//! of a click is answered once, and a finished game's final board always arrives.

use std::time::Duration;

use serde_json::json;
use tavola::discord::follow_up::FollowUp;
use tavola::discord::render;
use tavola::discord::ui::Ui;
use tavola::engine::alhambra::Alhambra;
use tavola::engine::palazzo::Palazzo;
use tavola::engine::{Game, Seat};
use tavola::store::{GameId, Outgoing, Store};
use tavola::table::Tables;

use crate::support::bot::{self, board_version, drained, is_over, mentions, start_game_of};
use crate::support::fake_discord::{FakeDiscord, FakeMessage, FakeUser, opt, sub};

/// How many moves a process stores before it dies without saying them.
const MOVES: usize = 30;

/// The channel's "your turn" pings, each as the user it mentions.
fn pings(fake: &FakeDiscord) -> Vec<u64> {
    fake.messages_in(crate::support::fake_discord::CHANNEL_ID)
        .iter()
        .filter(|m| m.content().contains("your turn"))
        .filter_map(|m| mentions(m.content()).first().copied())
        .collect()
}

/// What the moves [`play_silently`] made call for.
#[derive(Default)]
struct Owed {
    /// A ping each time the first seat to act changes, by seat.
    pings: Vec<Seat>,
    /// How many hand DMs each seat is owed (its hand changed).
    dms: [usize; 2],
}

/// Plays default actions for the seats to act, through the table alone (no Discord: the
/// process that stores these dies before saying anything), `moves` times or to the end.
async fn play_silently<G: Ui>(tables: &Tables<G>, game: GameId, moves: usize) -> Owed {
    let mut owed = Owed::default();
    for _ in 0..moves {
        let snap = tables.view(game).await.expect("the game");
        let state = snap.state.expect("started");
        let Some(seat) = state.to_act().iter().next() else {
            break;
        };
        let action = state.default_action(seat).expect("a default action");
        let moved = tables
            .act_as_seat(game, seat, snap.game.version, action)
            .await
            .expect("the move is stored");
        let after = moved.after.state.as_ref().unwrap();
        let now = after.to_act().iter().next();
        if let Some(now) = now
            && Some(now) != Some(seat)
        {
            owed.pings.push(now);
        }
        for s in 0..2u8 {
            let (b, a) = (
                moved.before.private_view(Seat(s)),
                after.private_view(Seat(s)),
            );
            if G::hand_changed(&b, &a) {
                owed.dms[usize::from(s)] += 1;
            }
        }
    }
    owed
}

/// What a test starts from: a bot on a fresh database (in a folder kept while the test runs),
/// and two players at a game (its id and board) that has said everything its start called for.
type Table = (
    tempfile::TempDir,
    std::path::PathBuf,
    FakeDiscord,
    [FakeUser; 2],
    bot::Bot,
    (GameId, u64),
);

/// Two players start a game of `kind` (its name in `/play`).
async fn table(kind: &str) -> Table {
    let dir = tempfile::tempdir().unwrap();
    let db = bot::database(dir.path());
    let fake = FakeDiscord::start().await;
    let bot = bot::start(&fake, &db).await;
    let players = [fake.user(1001, "Alice"), fake.user(1002, "Bruno")];
    let started = start_game_of(&fake, kind, &players).await;
    drained(&bot.data.store).await;
    (dir, db, fake, players, bot, started)
}

/// The version of a Palazzo game, as the bot's table has it.
async fn version_of(bot: &bot::Bot, game: GameId) -> i64 {
    bot.tables::<Palazzo>()
        .view(game)
        .await
        .unwrap()
        .game
        .version
}

/// The store of a process with no Discord, on the bot's database.
async fn silent_store(db: &std::path::Path) -> Store {
    Store::open(&format!("sqlite://{}", db.display()))
        .await
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_stored_by_a_process_that_died_before_saying_them_are_said_after_the_restart() {
    // Alhambra: its default moves take money, so hands change.
    let (_dir, db, fake, players, bot, (game, board)) = table("Alhambra").await;
    let pings_before = pings(&fake).len();
    let dms_before: Vec<usize> = players.iter().map(|p| fake.dms_to(p.id).len()).collect();
    bot.stop(&fake).await;

    // Another process stores moves and dies before sending a thing: the moves'
    // messages wait in the outbox, written with them.
    let store = silent_store(&db).await;
    let tables = Tables::<Alhambra>::new(store.clone());
    let owed = play_silently(&tables, game, MOVES).await;
    assert!(
        owed.dms.iter().sum::<usize>() > 0,
        "the moves changed a hand"
    );
    let version = tables.view(game).await.unwrap().game.version;
    let waiting = store.outbox_of(game).await.unwrap();
    assert_eq!(
        waiting
            .iter()
            .filter(|p| matches!(p.what, Outgoing::Moved { .. }))
            .count(),
        MOVES,
        "one row per move: {waiting:?}"
    );
    assert_eq!(
        waiting.iter().filter(|p| p.what == Outgoing::Board).count(),
        1,
        "one board edit, however many moves: {waiting:?}"
    );
    store.close().await;

    // The bot comes back: it says everything the moves called for, once.
    let bot = bot::start(&fake, &db).await;
    drained(&bot.data.store).await;
    let shown = fake.message(board).expect("the board");
    assert_eq!(
        board_version(&shown),
        version,
        "the board shows the last move"
    );
    let snap = bot.tables::<Alhambra>().view(game).await.unwrap();
    let new_pings = &pings(&fake)[pings_before..];
    let pinged: Vec<u64> = owed
        .pings
        .iter()
        .map(|s| snap.owner(*s).expect("a person's seat"))
        .collect();
    assert_eq!(new_pings, pinged, "each ping the moves called for, once");
    let new_dms: Vec<usize> = players
        .iter()
        .zip(&dms_before)
        .map(|(p, before)| fake.dms_to(p.id).len() - before)
        .collect();
    // Seats 0 and 1 are Alice's and Bruno's (the host sits first).
    assert_eq!(new_dms, owed.dms, "each hand that changed, once");
    assert_eq!(fake.nonce_repeats(), 0, "nothing was sent twice");
    fake.assert_no_violations();
    bot.stop(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_that_ended_while_the_bot_was_down_shows_its_final_board_and_scores_once() {
    let (_dir, db, fake, players, bot, (game, board)) = table("Palazzo").await;
    bot.stop(&fake).await;

    let store = silent_store(&db).await;
    let tables = Tables::<Palazzo>::new(store.clone());
    play_silently(&tables, game, 5_000).await;
    assert!(
        tables.view(game).await.unwrap().state.unwrap().is_over(),
        "the game ended"
    );
    store.close().await;

    let bot = bot::start(&fake, &db).await;
    drained(&bot.data.store).await;
    let last = fake.message(board).expect("the board");
    assert!(is_over(&last), "the final board arrived: {}", last.text());
    let over: Vec<FakeMessage> = fake
        .messages_in(crate::support::fake_discord::CHANNEL_ID)
        .into_iter()
        .filter(|m| m.id != board && m.content().contains(&format!("game {game} is over")))
        .collect();
    assert_eq!(over.len(), 1, "the final scores are posted once");

    // `/game board` shows a finished game's final board again.
    let i = players[0]
        .slash("game", json!([sub("board", json!([opt("game", game.0)]))]))
        .await;
    let cb = bot::answered(&i).await;
    assert!(!cb.is_ephemeral(), "{}", cb.content());
    let again = fake
        .wait_message(Duration::from_secs(5), |m| {
            m.interaction_id == Some(i.id) && is_over(m)
        })
        .await
        .expect("the final board, posted again");
    assert_ne!(again.id, board);
    fake.assert_no_violations();
    bot.stop(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_click_delivered_twice_is_played_and_answered_once() {
    let (_dir, _db, fake, players, bot, (game, board)) = table("Palazzo").await;
    let version = version_of(&bot, game).await;

    let clicks = bot::play_one(&fake, board, &players, 0).await;
    let last = clicks.last().expect("a click");
    let played = version_of(&bot, game).await;
    assert!(played > version, "the decision was played");
    let answers = fake.responses(last.id).len();

    // Discord delivers the last click again (as after a gateway resume).
    assert!(fake.dispatch("INTERACTION_CREATE", last.payload.clone()));
    tokio::time::sleep(Duration::from_millis(500)).await;
    let now = version_of(&bot, game).await;
    assert_eq!(now, played, "nothing was played twice");
    assert_eq!(
        fake.responses(last.id).len(),
        answers,
        "no second answer (no \"the board has moved on\")"
    );
    let refused = fake
        .calls()
        .into_iter()
        .filter(|c| c.path.contains(&last.id.to_string()) && c.status >= 400)
        .count();
    assert_eq!(refused, 0, "the bot did not try to answer again");
    bot.stop(&fake).await;
}

/// A two-player game of Palazzo just started, in a store in memory with no Discord.
async fn started_in_memory() -> (Store, GameId) {
    let store = Store::open("sqlite::memory:").await.unwrap();
    let id = store
        .create_lobby("palazzo", Some(1), 2, 10, "{}", 7)
        .await
        .unwrap();
    store.join(id, 11, 4).await.unwrap();
    store.start(id, 2, "{}").await.unwrap();
    (store, id)
}

#[tokio::test]
async fn the_store_writes_a_moves_messages_with_it_and_keeps_one_board_raised_to_the_newest() {
    let (store, id) = started_in_memory().await;
    let started = store.outbox_of(id).await.unwrap();
    let kinds: Vec<Outgoing> = started.iter().map(|p| p.what).collect();
    assert_eq!(
        kinds,
        [Outgoing::Board, Outgoing::Started],
        "with the start"
    );

    for v in 0..3 {
        store.append(id, v, 0, "{}", "{}", false).await.unwrap();
    }
    let rows = store.outbox_of(id).await.unwrap();
    let boards: Vec<_> = rows.iter().filter(|p| p.what == Outgoing::Board).collect();
    assert_eq!(boards.len(), 1, "one board edit waits: {rows:?}");
    assert_eq!(boards[0].version, 3, "raised to the newest version");
    let moved: Vec<Outgoing> = rows
        .iter()
        .filter(|p| matches!(p.what, Outgoing::Moved { .. }))
        .map(|p| p.what)
        .collect();
    assert_eq!(
        moved,
        (0..3)
            .map(|v| Outgoing::Moved {
                from: v,
                to: v + 1,
                missed: None
            })
            .collect::<Vec<_>>(),
        "one row per move, in order"
    );

    // A board painted at version 2 while a move made it 3 stays, to be painted again.
    let board = boards[0].id;
    store.outbox_sent(board, 2).await.unwrap();
    assert!(
        store
            .outbox_of(id)
            .await
            .unwrap()
            .iter()
            .any(|p| p.id == board),
        "a board behind the game is painted again"
    );
    store.outbox_sent(board, 3).await.unwrap();
    assert!(
        !store
            .outbox_of(id)
            .await
            .unwrap()
            .iter()
            .any(|p| p.id == board),
        "a board showing the newest version is done"
    );

    // A failed send waits and counts; progress is kept.
    let first = store.outbox_of(id).await.unwrap()[0].clone();
    store.outbox_progress(first.id, 2).await.unwrap();
    store.outbox_retry(first.id, i64::MAX - 1).await.unwrap();
    let again = store.outbox_of(id).await.unwrap()[0].clone();
    assert_eq!((again.parts_done, again.attempts), (2, 1));
    assert!(
        !store
            .due_outbox(tavola::store::now_ms(), 100)
            .await
            .unwrap()
            .iter()
            .any(|p| p.id == first.id),
        "not due before its retry"
    );
    let depth = store.outbox_depth().await.unwrap();
    assert_eq!(depth.rows, 4);
    assert!(depth.oldest_created_at.is_some());
}

/// What each message of a list is and whom it goes to, to compare two renderings of a row.
fn shape(parts: &[FollowUp]) -> Vec<String> {
    parts
        .iter()
        .map(|f| match f {
            FollowUp::Dm { seat, user, .. } => format!("dm seat {seat} to {user:?}"),
            FollowUp::Post { message, .. } | FollowUp::GameOver { message, .. } => {
                format!("post {:?}", message.content)
            }
            other => format!("{other:?}"),
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_moves_messages_stay_the_same_list_when_a_dm_is_found_closed_between_two_tries() {
    // An outbox row resumes after the messages it has sent by counting them: were a hand
    // found undeliverable between two tries dropped from the list, the row would skip the
    // message after it (a lost ping, once in a while in the bad-day games).
    let (_dir, db, fake, _players, bot, (game, _board)) = table("Alhambra").await;
    bot.stop(&fake).await;
    let store = silent_store(&db).await;
    let tables = Tables::<Alhambra>::new(store.clone());
    let mut checked = 0;
    for _ in 0..MOVES {
        play_silently(&tables, game, 1).await;
        let version = tables.view(game).await.unwrap().game.version;
        let rendered = || async {
            let moved = tables
                .moved_between(game, version - 1, version)
                .await
                .unwrap();
            shape(&render::after_move(&moved))
        };
        let before = rendered().await;
        let Some(to_bruno) = before.iter().position(|p| p.starts_with("dm seat 1 ")) else {
            continue;
        };
        assert_eq!(before[to_bruno], "dm seat 1 to Some(1002)");
        tables.mark_dm_failed(game, Seat(1)).await.unwrap();
        let after = rendered().await;
        assert_eq!(after.len(), before.len(), "{before:?} then {after:?}");
        assert_eq!(after[to_bruno], "dm seat 1 to None", "addressed to nobody");
        for (i, (b, a)) in before.iter().zip(&after).enumerate() {
            if i != to_bruno {
                assert_eq!(b, a, "message {i} is the same");
            }
        }
        tables.mark_dm_ok(game, Seat(1)).await.unwrap();
        checked += 1;
    }
    assert!(checked > 2, "moves that changed Bruno's hand: {checked}");
    store.close().await;
}

#[tokio::test]
async fn a_boards_edit_waits_out_its_grace_unless_hurried_and_what_a_move_says_never_waits() {
    let (store, id) = started_in_memory().await;
    for row in store.outbox_of(id).await.unwrap() {
        store.outbox_sent(row.id, 0).await.unwrap();
    }
    store.append(id, 0, 0, "{}", "{}", false).await.unwrap();
    let rows = store.outbox_of(id).await.unwrap();
    let board = |rows: &[tavola::store::Pending]| {
        rows.iter()
            .find(|p| p.what == Outgoing::Board)
            .cloned()
            .expect("a board edit waits")
    };
    let waiting = board(&rows);
    assert_eq!(
        waiting.due_at - waiting.created_at,
        tavola::store::BOARD_GRACE_MS,
        "the answer to the click may show the board first"
    );
    for said in rows.iter().filter(|p| p.what != Outgoing::Board) {
        assert_eq!(said.due_at, said.created_at, "{said:?} is due at once");
    }

    store.board_due_now(id).await.unwrap();
    let now = tavola::store::now_ms();
    let hurried = board(&store.outbox_of(id).await.unwrap());
    assert!(
        hurried.due_at <= now && hurried.due_at >= waiting.created_at,
        "due at once (by {now}), not as {waiting:?}: {hurried:?}"
    );
    assert_eq!(hurried.version, waiting.version);
    // Nothing waiting, or no such game: nothing to hurry, and no error.
    store
        .outbox_sent(hurried.id, hurried.version)
        .await
        .unwrap();
    let left = store.outbox_of(id).await.unwrap();
    store.board_due_now(id).await.unwrap();
    store.board_due_now(GameId(id.0 + 100)).await.unwrap();
    assert_eq!(store.outbox_of(id).await.unwrap(), left);
}
