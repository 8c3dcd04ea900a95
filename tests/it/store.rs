//! The store, on a temporary `SQLite` file and on a `PostgreSQL` database: lobby rules, atomic
//! appends guarded by the version, reopening; and, on `SQLite`, its settings and a reopen after
//! an interrupted write (a dropped transaction, and a writer process killed mid-transaction).

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use tavola::store::{
    Append, AppendTimers, GameId, GameStatus, NewTimer, Rearm, SeatRow, Store, StoreError,
    TimerKind,
};
use tempfile::TempDir;

use crate::on_both_stores;

const HOST: u64 = 1_000_000_000_000_000_001;
const CHANNEL: u64 = 900_000_000_000_000_000;

async fn fresh() -> (TempDir, PathBuf, Store) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tavola.db");
    let store = Store::open_in(&path).await.unwrap();
    (dir, path, store)
}

async fn lobby(store: &Store) -> GameId {
    store
        .create_lobby("palazzo", Some(7), CHANNEL, HOST, "{}", 42)
        .await
        .unwrap()
}

/// A started game with `others` joined after the host.
async fn started(store: &Store, others: &[u64]) -> GameId {
    let id = lobby(store).await;
    for &u in others {
        store.join(id, u, 4).await.unwrap();
    }
    let players = u8::try_from(others.len() + 1).unwrap();
    store.start(id, players, r#"{"turn":0}"#).await.unwrap();
    id
}

fn owners(seats: &[SeatRow]) -> Vec<Option<u64>> {
    seats.iter().map(|s| s.owner).collect()
}

async fn count_actions(store: &Store, id: GameId) -> i64 {
    sqlx::query_scalar(store.sql("SELECT COUNT(*) FROM actions WHERE game_id = ?"))
        .bind(id.0)
        .fetch_one(store.pool())
        .await
        .unwrap()
}

on_both_stores! {
    async fn the_host_takes_seat_zero_of_a_new_lobby(db, store) {
        let id = lobby(&store).await;
        let (game, seats) = store.load(id).await.unwrap().unwrap();
        assert_eq!(game.id, id);
        assert_eq!(game.kind, "palazzo");
        assert_eq!(game.guild_id, Some(7));
        assert_eq!(game.channel_id, CHANNEL);
        assert_eq!(game.host, HOST);
        assert_eq!(game.status, GameStatus::Lobby);
        assert_eq!(game.version, 0);
        assert_eq!(game.state_json, None);
        assert_eq!(game.board_message_id, None);
        assert_eq!(
            seats,
            [SeatRow {
                seat: 0,
                owner: Some(HOST),
                dm_ok: true,
                missed_deadlines: 0,
                computer: None
            }]
        );
        assert!(store.load(GameId(id.0 + 1)).await.unwrap().is_none());
}
}

on_both_stores! {
    async fn joining_appends_seats_once_each_up_to_the_maximum(db, store) {
        let id = lobby(&store).await;
        assert_eq!(store.join(id, 2, 3).await.unwrap(), 1);
        assert_eq!(store.join(id, 3, 3).await.unwrap(), 2);
        assert!(matches!(
            store.join(id, 2, 3).await,
            Err(StoreError::AlreadySeated { seat: 1, .. })
        ));
        assert!(matches!(
            store.join(id, HOST, 3).await,
            Err(StoreError::AlreadySeated { seat: 0, .. })
        ));
        assert!(matches!(
            store.join(id, 4, 3).await,
            Err(StoreError::Full { max: 3, .. })
        ));
        assert!(matches!(
            store.join(GameId(999), 4, 3).await,
            Err(StoreError::NotFound(GameId(999)))
        ));
        let (_, seats) = store.load(id).await.unwrap().unwrap();
        assert_eq!(owners(&seats), [Some(HOST), Some(2), Some(3)]);
}
}

on_both_stores! {
    /// A start set up for other seats than the lobby holds (another process seated someone
    /// meanwhile) is refused, and the lobby stays as it is.
    async fn a_start_for_other_seats_than_stored_is_refused(db, store) {
        let id = lobby(&store).await;
        store.join(id, 2, 4).await.unwrap();
        assert!(matches!(
            store.start(id, 1, "{}").await,
            Err(StoreError::Conflict { current: 0, .. })
        ));
        assert!(matches!(
            store.start(id, 3, "{}").await,
            Err(StoreError::Conflict { current: 0, .. })
        ));
        assert_eq!(store.load(id).await.unwrap().unwrap().0.status, GameStatus::Lobby);
        store.start(id, 2, "{}").await.unwrap();
        assert_eq!(store.load(id).await.unwrap().unwrap().0.status, GameStatus::Active);
}
}

on_both_stores! {
    async fn leaving_renumbers_the_seats_in_order_and_the_host_cannot_leave(db, store) {
        let id = lobby(&store).await;
        for u in [2, 3, 4] {
            store.join(id, u, 4).await.unwrap();
        }
        // Seat 3's flag must follow its owner when the seat is renumbered.
        assert!(store.mark_dm_failed(id, 3).await.unwrap());

        store.leave(id, 2).await.unwrap();
        let (_, seats) = store.load(id).await.unwrap().unwrap();
        assert_eq!(
            seats,
            [
                SeatRow {
                    seat: 0,
                    owner: Some(HOST),
                    dm_ok: true,
                    missed_deadlines: 0,
                    computer: None
                },
                SeatRow {
                    seat: 1,
                    owner: Some(3),
                    dm_ok: true,
                    missed_deadlines: 0,
                    computer: None
                },
                SeatRow {
                    seat: 2,
                    owner: Some(4),
                    dm_ok: false,
                    missed_deadlines: 0,
                    computer: None
                },
            ]
        );

        assert!(matches!(
            store.leave(id, HOST).await,
            Err(StoreError::HostCannotLeave(_))
        ));
        assert!(matches!(
            store.leave(id, 2).await,
            Err(StoreError::NotSeated(_))
        ));
        // The freed place can be taken again, at the end.
        assert_eq!(store.join(id, 2, 4).await.unwrap(), 3);
        store.leave(id, 4).await.unwrap();
        let (_, seats) = store.load(id).await.unwrap().unwrap();
        assert_eq!(owners(&seats), [Some(HOST), Some(3), Some(2)]);
        assert_eq!(seats.iter().map(|s| s.seat).collect::<Vec<_>>(), [0, 1, 2]);
}
}

on_both_stores! {
    async fn starting_closes_the_lobby_and_keeps_version_zero(db, store) {
        let id = lobby(&store).await;
        store.join(id, 2, 4).await.unwrap();
        store.start(id, 2, r#"{"turn":0}"#).await.unwrap();

        let (game, _) = store.load(id).await.unwrap().unwrap();
        assert_eq!(game.status, GameStatus::Active);
        assert_eq!(game.version, 0);
        assert_eq!(game.state_json.as_deref(), Some(r#"{"turn":0}"#));

        let not_lobby = |r: Result<(), StoreError>| {
            assert!(
                matches!(
                    r,
                    Err(StoreError::WrongStatus {
                        status: GameStatus::Active,
                        ..
                    })
                ),
                "{r:?}"
            );
        };
        not_lobby(store.join(id, 3, 4).await.map(|_| ()));
        not_lobby(store.leave(id, 2).await);
        not_lobby(store.start(id, 2, "{}").await);
}
}

on_both_stores! {
    async fn cancelling_works_from_the_lobby_or_play_but_only_once(db, store) {
        let in_lobby = lobby(&store).await;
        let in_play = started(&store, &[2]).await;
        store.cancel(in_lobby).await.unwrap();
        store.cancel(in_play).await.unwrap();
        for id in [in_lobby, in_play] {
            assert_eq!(
                store.load(id).await.unwrap().unwrap().0.status,
                GameStatus::Cancelled
            );
            assert!(matches!(
                store.cancel(id).await,
                Err(StoreError::WrongStatus {
                    status: GameStatus::Cancelled,
                    ..
                })
            ));
        }
        assert!(matches!(
            store.append(in_play, 0, 0, "1", "{}", false).await,
            Err(StoreError::WrongStatus { .. })
        ));
        assert!(matches!(
            store.join(in_lobby, 3, 4).await,
            Err(StoreError::WrongStatus { .. })
        ));
        assert!(matches!(
            store.cancel(GameId(999)).await,
            Err(StoreError::NotFound(_))
        ));
}
}

on_both_stores! {
    async fn append_logs_the_action_and_moves_the_version_together(db, store) {
        let id = started(&store, &[2]).await;

        assert_eq!(
            store
                .append(id, 0, 0, r#""take_money""#, r#"{"turn":1}"#, false)
                .await
                .unwrap(),
            1
        );
        assert_eq!(
            store
                .append(id, 1, 1, r#""pass""#, r#"{"turn":2}"#, false)
                .await
                .unwrap(),
            2
        );
        let (game, _) = store.load(id).await.unwrap().unwrap();
        assert_eq!(game.version, 2);
        assert_eq!(game.status, GameStatus::Active);
        assert_eq!(game.state_json.as_deref(), Some(r#"{"turn":2}"#));

        let actions = store.actions(id).await.unwrap();
        assert_eq!(
            actions
                .iter()
                .map(|a| (a.seq, a.seat, a.action_json.as_str()))
                .collect::<Vec<_>>(),
            [(1, 0, r#""take_money""#), (2, 1, r#""pass""#)]
        );

        // The finishing action closes the game; nothing is appended after it.
        assert_eq!(
            store
                .append(id, 2, 0, "3", r#"{"over":true}"#, true)
                .await
                .unwrap(),
            3
        );
        assert_eq!(
            store.load(id).await.unwrap().unwrap().0.status,
            GameStatus::Finished
        );
        assert!(matches!(
            store.append(id, 3, 0, "4", "{}", false).await,
            Err(StoreError::WrongStatus {
                status: GameStatus::Finished,
                ..
            })
        ));
        assert_eq!(
            store.games_in_status(GameStatus::Finished).await.unwrap(),
            [id]
        );
}
}

on_both_stores! {
    async fn a_stale_expected_version_is_refused_and_stores_nothing(db, store) {
        let id = started(&store, &[2]).await;
        store
            .append(id, 0, 0, "1", r#"{"v":1}"#, false)
            .await
            .unwrap();

        for stale in [0, 2, -1] {
            let r = store
                .append(id, stale, 1, "99", r#"{"v":"stale"}"#, false)
                .await;
            assert!(
                matches!(r, Err(StoreError::Conflict { current: 1, .. })),
                "{stale}: {r:?}"
            );
        }
        let (game, _) = store.load(id).await.unwrap().unwrap();
        assert_eq!(game.version, 1);
        assert_eq!(game.state_json.as_deref(), Some(r#"{"v":1}"#));
        assert_eq!(count_actions(&store, id).await, 1);

        // A game in the lobby has no version to append to.
        let waiting = lobby(&store).await;
        assert!(matches!(
            store.append(waiting, 0, 0, "1", "{}", false).await,
            Err(StoreError::WrongStatus {
                status: GameStatus::Lobby,
                ..
            })
        ));
        assert!(matches!(
            store.append(GameId(999), 0, 0, "1", "{}", false).await,
            Err(StoreError::NotFound(_))
        ));
}
}

on_both_stores! {
    /// The version update runs before the insert: when the insert fails, the update must be rolled
    /// back with it.
    async fn a_failed_insert_rolls_back_the_version_update(db, store) {
        let id = started(&store, &[2]).await;
        let r = store
            .append(id, 0, 0, "not json", r#"{"v":1}"#, false)
            .await;
        assert!(matches!(r, Err(StoreError::Db(_))), "{r:?}");
        let (game, _) = store.load(id).await.unwrap().unwrap();
        assert_eq!(game.version, 0);
        assert_eq!(game.state_json.as_deref(), Some(r#"{"turn":0}"#));
        assert_eq!(count_actions(&store, id).await, 0);
        assert_eq!(store.append(id, 0, 0, "1", "{}", false).await.unwrap(), 1);
}
}

on_both_stores! {
    async fn simultaneous_appends_at_one_version_store_exactly_one(db, store) {
        let id = started(&store, &[2]).await;
        let tries = (0..20).map(|i| {
            let store = store.clone();
            tokio::spawn(async move {
                store
                    .append(id, 0, 0, &i.to_string(), &format!(r#"{{"by":{i}}}"#), false)
                    .await
            })
        });
        let mut won = 0;
        for t in tries {
            match t.await.unwrap() {
                Ok(1) => won += 1,
                Err(StoreError::Conflict { current: 1, .. }) => {}
                other => panic!("{other:?}"),
            }
        }
        assert_eq!(won, 1);
        assert_eq!(count_actions(&store, id).await, 1);
}
}

on_both_stores! {
    /// Moves of many games sent at once share transactions (group commit), and a move refused in a
    /// shared transaction is rolled back alone: every other move of its group is stored, with its
    /// own answer.
    async fn moves_sent_at_once_share_transactions_and_a_refused_one_is_rolled_back_alone(db, store) {
        const GAMES: usize = 100;
        let deadline_of = |i: usize| 1_000_000 + i as i64;
        let mut games = Vec::new();
        for _ in 0..GAMES {
            games.push(started(&store, &[2]).await);
        }
        let before = store.committed();
        // Every fifth move is stale (its game is at version 0, not 3) or breaks the log's
        // constraint (an action that is not JSON): refused inside the shared transaction.
        let moves = games.iter().enumerate().map(|(i, &id)| {
            let store = store.clone();
            tokio::spawn(async move {
                let (expected, action) = match i % 10 {
                    0 => (3, "1"),
                    5 => (0, "not json"),
                    _ => (0, "1"),
                };
                let state = format!(r#"{{"game":{i}}}"#);
                // Each game arms a deadline of its own: its answer must carry that one.
                let rearm = Rearm {
                    keep: Vec::new(),
                    arm: vec![NewTimer {
                        kind: TimerKind::Deadline,
                        seat: 1,
                        waiting_since: 0,
                        due_at: deadline_of(i),
                    }],
                };
                let append = Append {
                    seat: 0,
                    action_json: action,
                    events_json: "[]",
                    state_json: Some(&state),
                    timers: AppendTimers {
                        rearm,
                        ..AppendTimers::default()
                    },
                    ..Append::default()
                };
                store.append_with(id, expected, &append).await
            })
        });
        let moves: Vec<_> = moves.collect();
        for (i, m) in moves.into_iter().enumerate() {
            match (i % 10, m.await.unwrap()) {
                (0, Err(StoreError::Conflict { current: 0, .. })) | (5, Err(StoreError::Db(_))) => {}
                (0 | 5, other) => panic!("move {i} should be refused: {other:?}"),
                (_, Ok(a)) if a.version == 1 && a.next_deadline == Some(deadline_of(i)) => {}
                (_, other) => panic!("move {i} should be stored: {other:?}"),
            }
        }
        let after = store.committed();
        let (transactions, moves) = (
            after.transactions - before.transactions,
            after.moves - before.moves,
        );
        assert_eq!(moves, GAMES as u64, "every move went through the committer");
        assert!(
            transactions < moves,
            "{moves} moves sent at once took {transactions} transactions"
        );

        // What was answered stored is there after a reopen; what was refused left nothing.
        store.close().await;
        let store = db.open().await;
        for (i, &id) in games.iter().enumerate() {
            let (game, _) = store.load(id).await.unwrap().unwrap();
            let stored = i % 5 != 0;
            assert_eq!(game.version, i64::from(stored), "game {i}");
            assert_eq!(
                count_actions(&store, id).await,
                i64::from(stored),
                "game {i}"
            );
            let state = if stored {
                format!(r#"{{"game":{i}}}"#)
            } else {
                r#"{"turn":0}"#.into()
            };
            assert_eq!(game.state_json.as_deref(), Some(state.as_str()), "game {i}");
        }
}
}

on_both_stores! {
    async fn a_dm_failure_is_marked_once(db, store) {
        let id = started(&store, &[2]).await;
        assert!(store.mark_dm_failed(id, 1).await.unwrap());
        assert!(!store.mark_dm_failed(id, 1).await.unwrap());
        let (_, seats) = store.load(id).await.unwrap().unwrap();
        assert_eq!(
            seats.iter().map(|s| s.dm_ok).collect::<Vec<_>>(),
            [true, false]
        );
        assert!(store.mark_dm_ok(id, 1).await.unwrap());
        assert!(!store.mark_dm_ok(id, 1).await.unwrap());
        assert!(matches!(
            store.mark_dm_failed(id, 5).await,
            Err(StoreError::NoSuchSeat { seat: 5, .. })
        ));
}
}

on_both_stores! {
    async fn games_are_listed_by_status(db, store) {
        let a = lobby(&store).await;
        let b = started(&store, &[2]).await;
        let c = started(&store, &[2]).await;
        store.cancel(c).await.unwrap();
        let d = lobby(&store).await;
        assert_eq!(
            store.games_in_status(GameStatus::Lobby).await.unwrap(),
            [a, d]
        );
        assert_eq!(
            store.games_in_status(GameStatus::Active).await.unwrap(),
            [b]
        );
        assert_eq!(
            store.games_in_status(GameStatus::Cancelled).await.unwrap(),
            [c]
        );
        assert!(
            store
                .games_in_status(GameStatus::Finished)
                .await
                .unwrap()
                .is_empty()
        );
}
}

on_both_stores! {
    async fn snowflakes_and_seeds_round_trip_through_i64(db, store) {
        let big = (1u64 << 63) - 1;
        let id = store
            .create_lobby("palazzo", None, big, big - 1, "{}", u64::MAX)
            .await
            .unwrap();
        store.set_board_message(id, big - 2).await.unwrap();
        let (game, seats) = store.load(id).await.unwrap().unwrap();
        assert_eq!(game.guild_id, None);
        assert_eq!(game.channel_id, big);
        assert_eq!(game.host, big - 1);
        assert_eq!(game.board_message_id, Some(big - 2));
        assert_eq!(game.seed, u64::MAX);
        assert_eq!(seats[0].owner, Some(big - 1));
        assert!(matches!(
            store.set_board_message(GameId(999), 1).await,
            Err(StoreError::NotFound(_))
        ));
}
}

#[test]
fn game_ids_read_and_show_as_short_ids() {
    assert_eq!(GameId(7).to_string(), "#7");
    assert_eq!("#7".parse::<GameId>().unwrap(), GameId(7));
    assert_eq!(" 12 ".parse::<GameId>().unwrap(), GameId(12));
    assert!("#x".parse::<GameId>().is_err());
}

on_both_stores! {
    async fn everything_is_there_after_reopening_the_file(db, store) {
        let a = started(&store, &[2, 3]).await;
        store
            .append(a, 0, 0, "1", r#"{"v":1}"#, false)
            .await
            .unwrap();
        store
            .append(a, 1, 1, "2", r#"{"v":2}"#, false)
            .await
            .unwrap();
        store.set_board_message(a, 555).await.unwrap();
        store.mark_dm_failed(a, 2).await.unwrap();
        let b = lobby(&store).await;
        store.join(b, 9, 4).await.unwrap();

        let before = (
            store.load(a).await.unwrap(),
            store.actions(a).await.unwrap(),
            store.load(b).await.unwrap(),
        );
        store.close().await;
        drop(store);

        // A restart, through the URL form.
        let store = Store::open(&db.url()).await.unwrap();
        let after = (
            store.load(a).await.unwrap(),
            store.actions(a).await.unwrap(),
            store.load(b).await.unwrap(),
        );
        assert_eq!(before, after);
        assert_eq!(
            store
                .append(a, 2, 2, "3", r#"{"v":3}"#, false)
                .await
                .unwrap(),
            3
        );
        // Ids keep counting up (AUTOINCREMENT never reuses one).
        assert!(lobby(&store).await.0 > b.0);
}
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn an_in_memory_database_is_shared_by_the_pool() {
    let store = Store::open("sqlite::memory:").await.unwrap();
    let id = lobby(&store).await;
    // Several connections at once must all see the same database.
    let loads = (0..8).map(|_| {
        let store = store.clone();
        tokio::spawn(async move { store.load(id).await.unwrap().is_some() })
    });
    for l in loads {
        assert!(l.await.unwrap());
    }
}

#[tokio::test]
async fn the_database_runs_in_wal_mode_with_full_sync_foreign_keys_and_memory_temp_store() {
    let (_dir, _, store) = fresh().await;
    let mut conn = store.pool().acquire().await.unwrap();
    let mode: String = sqlx::query_scalar("PRAGMA journal_mode")
        .fetch_one(&mut *conn)
        .await
        .unwrap();
    let sync: i64 = sqlx::query_scalar("PRAGMA synchronous")
        .fetch_one(&mut *conn)
        .await
        .unwrap();
    let fk: i64 = sqlx::query_scalar("PRAGMA foreign_keys")
        .fetch_one(&mut *conn)
        .await
        .unwrap();
    let busy: i64 = sqlx::query_scalar("PRAGMA busy_timeout")
        .fetch_one(&mut *conn)
        .await
        .unwrap();
    assert_eq!((mode.as_str(), sync, fk, busy), ("wal", 2, 1, 5000));
    // Savepoints' sub-journals in memory (2), not in temporary files.
    let temp_store: i64 = sqlx::query_scalar("PRAGMA temp_store")
        .fetch_one(&mut *conn)
        .await
        .unwrap();
    assert_eq!(temp_store, 2);
    // Foreign keys hold: no seat or action for a game that does not exist.
    let orphan = sqlx::query(
        "INSERT INTO actions (game_id, seq, seat, action, created_at) VALUES (999, 1, 0, '1', 0)",
    )
    .execute(&mut *conn)
    .await;
    assert!(orphan.is_err());
}

/// A transaction that wrote an action and moved the version, dropped without a commit (the
/// task died, the connection was lost): after a reopen the game is as it was, and the next
/// append goes through.
#[tokio::test]
async fn a_dropped_transaction_leaves_the_game_intact_after_a_reopen() {
    let (_dir, path, store) = fresh().await;
    let id = started(&store, &[2]).await;
    store
        .append(id, 0, 0, "1", r#"{"v":1}"#, false)
        .await
        .unwrap();

    {
        let mut tx = store.pool().begin_with("BEGIN IMMEDIATE").await.unwrap();
        sqlx::query("INSERT INTO actions (game_id, seq, seat, action, created_at) VALUES (?, 2, 1, '\"lost\"', 0)")
            .bind(id.0)
            .execute(&mut *tx)
            .await
            .unwrap();
        sqlx::query("UPDATE games SET version = 2, state = '{\"v\":\"lost\"}' WHERE id = ?")
            .bind(id.0)
            .execute(&mut *tx)
            .await
            .unwrap();
        // dropped here, uncommitted
    }
    store.close().await;
    drop(store);

    let store = Store::open_in(&path).await.unwrap();
    let (game, _) = store.load(id).await.unwrap().unwrap();
    assert_eq!(game.version, 1);
    assert_eq!(game.state_json.as_deref(), Some(r#"{"v":1}"#));
    assert_eq!(store.actions(id).await.unwrap().len(), 1);
    assert_eq!(
        store
            .append(id, 1, 1, "2", r#"{"v":2}"#, false)
            .await
            .unwrap(),
        2
    );
}

const CRASH_DB: &str = "TAVOLA_CRASH_TEST_DB";
const CRASH_GAME: &str = "TAVOLA_CRASH_TEST_GAME";
/// Uncommitted rows the killed writer leaves behind: enough (about 12 MB) to overflow `SQLite`'s
/// page cache, so uncommitted pages reach the WAL file on disk before the kill.
const CRASH_ROWS: i64 = 3_000;

/// Run in a child process by `a_writer_killed_mid_transaction_...`: commits one append, then
/// writes a large transaction it never commits, says READY and waits to be killed.
#[tokio::test]
#[ignore = "a helper that the crash test runs in a child process"]
async fn crash_child_writer() {
    let (Ok(path), Ok(game)) = (std::env::var(CRASH_DB), std::env::var(CRASH_GAME)) else {
        return; // run directly: nothing to do
    };
    let id = GameId(game.parse().unwrap());
    let store = Store::open_in(Path::new(&path)).await.unwrap();
    store
        .append(id, 1, 1, "2", r#"{"v":2}"#, false)
        .await
        .unwrap();

    let mut tx = store.pool().begin_with("BEGIN IMMEDIATE").await.unwrap();
    let filler = format!("\"{}\"", "x".repeat(4000));
    for seq in 3..3 + CRASH_ROWS {
        sqlx::query(
            "INSERT INTO actions (game_id, seq, seat, action, created_at) VALUES (?, ?, 0, ?, 0)",
        )
        .bind(id.0)
        .bind(seq)
        .bind(&filler)
        .execute(&mut *tx)
        .await
        .unwrap();
    }
    sqlx::query("UPDATE games SET version = ?, state = '{\"v\":\"uncommitted\"}' WHERE id = ?")
        .bind(2 + CRASH_ROWS)
        .bind(id.0)
        .execute(&mut *tx)
        .await
        .unwrap();
    println!("READY");
    tokio::time::sleep(std::time::Duration::from_secs(120)).await;
    panic!("the crash test should have killed this process");
}

/// A writer process is killed (SIGKILL) in the middle of a transaction large enough that its
/// uncommitted pages are in the WAL file: the reopened database has every committed append
/// (including the killed process's own) and nothing of the interrupted transaction.
#[tokio::test]
async fn a_writer_killed_mid_transaction_leaves_the_game_intact_after_a_reopen() {
    let (_dir, path, store) = fresh().await;
    let id = started(&store, &[2]).await;
    store
        .append(id, 0, 0, "1", r#"{"v":1}"#, false)
        .await
        .unwrap();
    store.close().await;
    drop(store);

    let mut child = Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "store::crash_child_writer",
            "--ignored",
            "--nocapture",
        ])
        .env(CRASH_DB, &path)
        .env(CRASH_GAME, id.0.to_string())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap();
    let out = BufReader::new(child.stdout.take().unwrap());
    let mut ready = false;
    for line in out.lines() {
        if line.unwrap().contains("READY") {
            ready = true;
            break;
        }
    }
    assert!(
        ready,
        "the child writer did not reach its uncommitted transaction"
    );
    let wal = std::fs::metadata(path.with_extension("db-wal")).map_or(0, |m| m.len());
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(
        wal > 4_000_000,
        "expected uncommitted pages in the WAL before the kill; it held {wal} bytes"
    );

    let store = Store::open_in(&path).await.unwrap();
    let (game, _) = store.load(id).await.unwrap().unwrap();
    assert_eq!(game.version, 2);
    assert_eq!(game.state_json.as_deref(), Some(r#"{"v":2}"#));
    assert_eq!(
        store
            .actions(id)
            .await
            .unwrap()
            .iter()
            .map(|a| a.seq)
            .collect::<Vec<_>>(),
        [1, 2]
    );
    let check: String = sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_one(store.pool())
        .await
        .unwrap();
    assert_eq!(check, "ok");
    assert_eq!(
        store
            .append(id, 2, 0, "3", r#"{"v":3}"#, false)
            .await
            .unwrap(),
        3
    );
}
