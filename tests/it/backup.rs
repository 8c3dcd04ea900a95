//! `tavola backup`: a consistent copy of a live store, made by the binary as a user runs it
//! while the bot's table service goes on writing, then opened as a store and checked game by
//! game against the log it holds and against the original.

use std::path::Path;
use std::process::{Command, Output};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use tavola::clock::Clock;
use tavola::engine::alhambra::Alhambra;
use tavola::engine::palazzo::Palazzo;
use tavola::engine::playout::players_rng;
use tavola::engine::princes::Princes;
use tavola::engine::{Game, GameKind, Heuristic};
use tavola::store::{GameId, Store};
use tavola::table::{TableService, Tables};

use crate::table::started;

const HOST: u64 = 700_000_000_000_000_000;

fn backup(dir: &Path, db: &Path, out: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tavola"))
        // No `.env` of the developer's is read: the command looks in its working directory.
        .current_dir(dir)
        .env("DATABASE_URL", format!("sqlite://{}", db.display()))
        .env_remove("RUST_LOG")
        .args(["backup", out.to_str().unwrap()])
        .output()
        .expect("the binary runs")
}

/// Plays up to `n` random actions, each by the seat's owner; returns whether the game is over.
async fn play<G: Heuristic>(tables: &Tables<G>, id: GameId, n: usize, seed: u64) -> bool {
    let mut rng = players_rng(seed);
    for _ in 0..n {
        let view = tables.view(id).await.unwrap();
        let state = view.state.as_ref().unwrap();
        let Some(seat) = state.to_act().iter().next() else {
            return true;
        };
        let owner = view.owner(seat).unwrap();
        let action = state.random_action(seat, &mut rng).unwrap();
        let moved = tables
            .act(id, owner, view.game.version, action)
            .await
            .unwrap_or_else(|e| panic!("game {id}: {e}"));
        if moved.after.state.as_ref().is_some_and(Game::is_over) {
            return true;
        }
    }
    false
}

/// The copy's game `id` checked: its log has every seq and replays to its snapshot (and its
/// status), it reads as a game, and its log is the original's, or the start of it for a game
/// written during the backup. Returns its version.
async fn check<G: Game>(original: &TableService, copy: &TableService, id: GameId) -> i64 {
    let copy_tables = copy.of::<G>();
    copy_tables
        .verify(id)
        .await
        .unwrap_or_else(|e| panic!("game {id} in the copy: {e}"));
    let copied = copy_tables.view(id).await.unwrap();
    let now = original.of::<G>().view(id).await.unwrap();
    assert!(copied.game.version <= now.game.version);
    let copied_log = copy.store().actions(id).await.unwrap();
    let log = original.store().actions(id).await.unwrap();
    assert_eq!(copied_log.len() as i64, copied.game.version);
    let same = |a: &[tavola::store::StoredAction], b: &[tavola::store::StoredAction]| {
        a.iter()
            .zip(b)
            .all(|(x, y)| (x.seq, x.seat, &x.action_json) == (y.seq, y.seat, &y.action_json))
    };
    assert!(
        same(&copied_log, &log),
        "game {id}: the copy's log is the original's"
    );
    if copied.game.version == now.game.version {
        assert_eq!(copied.state, now.state, "game {id}");
        assert_eq!(copied.seats, now.seats, "game {id}");
        assert_eq!(copied.game.status, now.game.status, "game {id}");
    }
    copied.game.version
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_of_a_live_store_replays_every_game_to_its_stored_state() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("tavola.sqlite");
    let store = Store::open_in(&db).await.unwrap();
    let service = TableService::new(store.clone(), Clock::system());
    let palazzo = service.of::<Palazzo>();
    let alhambra = service.of::<Alhambra>();
    let princes = service.of::<Princes>();

    // Games of every kind: finished, in play, and a lobby.
    let mut games = Vec::new();
    let finished = started(&palazzo, 3, 1).await;
    assert!(play(&palazzo, finished, 10_000, 1).await, "the game ends");
    games.push((GameKind::Palazzo, finished));
    for seed in 2..5 {
        let id = started(&palazzo, 2 + seed % 3, seed).await;
        play(&palazzo, id, 30, seed).await;
        games.push((GameKind::Palazzo, id));
    }
    let id = started(&alhambra, 3, 5).await;
    play(&alhambra, id, 40, 5).await;
    games.push((GameKind::Alhambra, id));
    let id = started(&princes, 3, 6).await;
    play(&princes, id, 40, 6).await;
    games.push((GameKind::Princes, id));
    let lobby = palazzo
        .open_lobby(Some(1), 1, HOST, Default::default(), 7)
        .await
        .unwrap();
    games.push((GameKind::Palazzo, lobby));

    // A writer keeps playing one game while the backup is made.
    let busy = started(&palazzo, 4, 8).await;
    games.push((GameKind::Palazzo, busy));
    let stop = Arc::new(AtomicBool::new(false));
    let writer = {
        let (palazzo, stop) = (palazzo.clone(), stop.clone());
        tokio::spawn(async move {
            let mut moves = 0;
            while !stop.load(Ordering::Relaxed) {
                if play(&palazzo, busy, 1, moves).await {
                    break;
                }
                moves += 1;
            }
            moves
        })
    };
    // Let it get going.
    while palazzo.view(busy).await.unwrap().game.version < 5 {
        tokio::task::yield_now().await;
    }
    let copy = dir.path().join("copy.sqlite");
    let out = {
        let (dir, db, copy) = (dir.path().to_owned(), db.clone(), copy.clone());
        tokio::task::spawn_blocking(move || backup(&dir, &db, &copy))
            .await
            .unwrap()
    };
    stop.store(true, Ordering::Relaxed);
    let moves = writer.await.unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains(&format!("{} games", games.len())),
        "{stdout}"
    );
    assert!(moves > 0, "the writer was writing");

    // The copy, opened as a store: every game as stored replays to its state.
    let copy_service = TableService::new(Store::open_in(&copy).await.unwrap(), Clock::system());
    let in_copy: Vec<i64> = sqlx::query_scalar("SELECT id FROM games ORDER BY id")
        .fetch_all(copy_service.store().pool())
        .await
        .unwrap();
    assert_eq!(in_copy.len(), games.len());
    for (kind, id) in &games {
        assert!(in_copy.contains(&id.0));
        let version =
            tavola::with_game!(*kind, G => check::<G>(&service, &copy_service, *id).await);
        if *id == lobby {
            assert_eq!(version, 0);
        }
        if *id == busy {
            assert!(
                version >= 5,
                "the busy game was copied as it stood: {version}"
            );
        }
    }
    // The copied games play on from the copy.
    let copied_palazzo = copy_service.of::<Palazzo>();
    play(&copied_palazzo, busy, 5, 99).await;
    copied_palazzo.verify(busy).await.unwrap();

    // An existing file is never overwritten.
    let before = std::fs::read(&copy).unwrap();
    let again = backup(dir.path(), &db, &copy);
    assert!(!again.status.success());
    let stderr = String::from_utf8_lossy(&again.stderr);
    assert!(stderr.contains("already exists"), "{stderr}");
    assert_eq!(
        std::fs::read(&copy).unwrap(),
        before,
        "the copy is untouched"
    );

    // Nor is a database created where there is none.
    let missing = dir.path().join("missing.sqlite");
    let out = backup(dir.path(), &missing, &dir.path().join("copy2.sqlite"));
    assert!(!out.status.success());
    assert!(!missing.exists(), "no database was created");
}
