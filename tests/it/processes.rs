//! Two bot processes on one database, as two table services over one `SQLite` file or one
//! `PostgreSQL` database, each with a cache of its own: a process whose cached game is behind (the other moved it on) learns it
//! from the click's board version or from the store's version guard, and plays the click on
//! the game as stored or refuses it as stale — never twice, never on an old state.

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tavola::engine::palazzo::Palazzo;
use tavola::engine::{Game, Seat};
use tavola::store::{GameId, Store};
use tavola::table::{ActError, TableError, Tables};

use crate::on_both_stores;
use crate::support::stores::Db;
use crate::table::{CHANNEL, HOST, started, user};

/// Two processes' table services over one database: the test's store, and a second opened on
/// the same database.
async fn two_processes(db: &Db, store: Store) -> [Tables<Palazzo>; 2] {
    [Tables::new(store), Tables::new(db.open().await)]
}

/// The owner of the seat to act and a random legal action of theirs, in the game as `tables`
/// sees it at `version` or later.
async fn a_click(
    tables: &Tables<Palazzo>,
    id: GameId,
    version: i64,
    rng: &mut ChaCha8Rng,
) -> (u64, <Palazzo as Game>::Action) {
    let view = tables.view_at(id, version).await.unwrap();
    let state = view.state.as_ref().unwrap();
    let seat: Seat = state.to_act().iter().next().expect("someone must act");
    let action = state.random_action(seat, rng).unwrap();
    (view.owner(seat).unwrap(), action)
}

/// A lobby opened through `tables` with the host and `user(1)` seated.
async fn lobby_of_two(tables: &Tables<Palazzo>, seed: u64) -> GameId {
    let id = tables
        .open_lobby(Some(1), CHANNEL, HOST, Default::default(), seed)
        .await
        .unwrap();
    tables.join(id, user(1)).await.unwrap();
    id
}

fn stale(e: &ActError<impl std::fmt::Debug>) -> Option<i64> {
    match e {
        ActError::Table(TableError::Stale { current }) => Some(*current),
        _ => None,
    }
}

on_both_stores! {
    async fn a_click_on_the_current_board_is_played_by_a_process_whose_cache_is_behind(db, store) {
        let [a, b] = two_processes(db, store).await;
        let id = started(&a, 3, 7).await;
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        // Both processes have the game cached at version 0.
        assert_eq!(b.view(id).await.unwrap().game.version, 0);

        let (who, action) = a_click(&a, id, 0, &mut rng).await;
        assert_eq!(a.act(id, who, 0, action).await.unwrap().version(), 1);

        // The board now shows version 1; its next click reaches the other process.
        let (who, action) = a_click(&a, id, 1, &mut rng).await;
        let moved = b.act(id, who, 1, action).await.expect("played, not stale");
        assert_eq!(moved.version(), 2);
        assert_eq!(moved.before, a.view(id).await.unwrap().state.unwrap());
        assert_eq!(b.store().actions(id).await.unwrap().len(), 2);
}
}

on_both_stores! {
    /// A start moves no version: the first click on a game another process started agrees
    /// with this process's cached lobby on the version, and is played all the same.
    async fn the_first_click_on_a_game_another_process_started_is_played(db, store) {
        let [a, b] = two_processes(db, store).await;
        let id = lobby_of_two(&a, 9).await;
        // The other process caches the lobby ...
        assert!(b.view(id).await.unwrap().state.is_none());
        a.start(id, HOST).await.unwrap();
        // ... and gets the game's first click.
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let (who, action) = a_click(&a, id, 0, &mut rng).await;
        let moved = b.act(id, who, 0, action).await.expect("played, not 'not started'");
        assert_eq!(moved.version(), 1);
        assert_eq!(a.store().actions(id).await.unwrap().len(), 1);
}
}

on_both_stores! {
    /// A process whose cached lobby missed a player seated through the other starts the game
    /// with every seat the database holds.
    async fn a_start_from_a_process_whose_lobby_is_behind_seats_everyone_seated(db, store) {
        let [a, b] = two_processes(db, store).await;
        let id = lobby_of_two(&a, 10).await;
        assert_eq!(b.view(id).await.unwrap().seats.len(), 2);
        a.join(id, user(2)).await.unwrap();
        let started = b.start(id, HOST).await.unwrap();
        assert_eq!(started.seats.len(), 3);
        assert_eq!(started.state.unwrap().players(), 3);
        let (_, seats) = b.store().load(id).await.unwrap().unwrap();
        assert_eq!(seats.len(), 3);
}
}

on_both_stores! {
    async fn a_click_on_an_old_board_is_refused_by_the_version_guard_and_the_cache_catches_up(db, store) {
        let [a, b] = two_processes(db, store).await;
        let id = started(&a, 2, 8).await;
        let mut rng = ChaCha8Rng::seed_from_u64(2);
        let (who, action) = a_click(&a, id, 0, &mut rng).await;
        // The other process has the game cached at version 0 ...
        let before = b.view(id).await.unwrap();
        a.act(id, who, 0, action.clone()).await.unwrap();
        // ... so the same click, sent to it (a duplicate delivery, a second player's click on
        // the same board), agrees with its cache but not with the database.
        let refused = b.act(id, who, 0, action).await.unwrap_err();
        assert_eq!(stale(&refused), Some(1), "{refused:?}");
        assert_eq!(b.store().actions(id).await.unwrap().len(), 1);
        let after = b.view(id).await.unwrap();
        assert_eq!(after.game.version, 1);
        assert_ne!(after.state, before.state);
        assert_eq!(after.state, a.view(id).await.unwrap().state);
}
}

on_both_stores! {
    /// A seat changing hands moves no version either. A process whose cache still shows the
    /// seat's old owner refuses that owner's click (the store's guard checks the seat's owner
    /// as well as the version) and plays the new owner's.
    async fn a_seat_given_away_through_one_process_is_not_played_by_its_old_owner_through_the_other(db, store) {
        let [a, b] = two_processes(db, store).await;
        let id = started(&a, 2, 11).await;
        let mut rng = ChaCha8Rng::seed_from_u64(4);
        let (old, action) = a_click(&a, id, 0, &mut rng).await;
        let seat = b.view(id).await.unwrap().seats.iter().find(|s| s.owner == Some(old)).unwrap().seat;
        let newcomer = user(40);
        a.replace(id, HOST, true, Seat(seat), newcomer).await.unwrap();

        let refused = b.act(id, old, 0, action.clone()).await.unwrap_err();
        assert!(matches!(refused, ActError::Table(TableError::NotSeated)), "{refused:?}");
        assert!(b.store().actions(id).await.unwrap().is_empty());
        let moved = b.act(id, newcomer, 0, action).await.expect("the new owner's click is played");
        assert_eq!(moved.version(), 1);
}
}

on_both_stores! {
    /// The same when the seat went to the program: its old owner's click through the process
    /// that missed it is refused, and the program's move stands.
    async fn a_seat_left_to_the_program_through_one_process_is_not_played_by_its_old_owner_through_the_other(db, store) {
        let [a, b] = two_processes(db, store).await;
        let id = started(&a, 3, 12).await;
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let (old, action) = a_click(&a, id, 0, &mut rng).await;
        b.view(id).await.unwrap();
        a.leave_play(id, old).await.unwrap();
        let version = a.view(id).await.unwrap().game.version;

        let refused = b.act(id, old, version, action).await.unwrap_err();
        assert!(matches!(refused, ActError::Table(TableError::NotSeated)), "{refused:?}");
        assert_eq!(b.store().actions(id).await.unwrap().len() as i64, version);
}
}

on_both_stores! {
    /// Whole games with every click sent to a random process, some to both at once, and some made
    /// on a board one move old: the log holds exactly the clicks accepted, in order, and replays
    /// to the game both processes show.
    async fn whole_games_clicked_through_two_processes_apply_each_accepted_click_once(db, store) {
        let tables = two_processes(db, store).await;
        for seed in 0..4_u64 {
            let mut rng = ChaCha8Rng::seed_from_u64(100 + seed);
            let id = started(&tables[0], 2 + seed % 3, seed).await;
            let (mut accepted, mut refused) = (Vec::new(), 0);
            let mut version = 0;
            let mut old: Option<(i64, u64, <Palazzo as Game>::Action)> = None;
            loop {
                let shown = tables[rng.random_range(0..2)].view_at(id, version).await;
                if shown.unwrap().state.unwrap().is_over() {
                    break;
                }
                if let Some((v, who, action)) = old.take().filter(|_| rng.random_bool(0.2)) {
                    let p = &tables[rng.random_range(0..2)];
                    let e = p.act(id, who, v, action).await.unwrap_err();
                    assert_eq!(stale(&e), Some(version), "a click on version {v}: {e:?}");
                    refused += 1;
                    continue;
                }
                let (who, action) =
                    a_click(&tables[rng.random_range(0..2)], id, version, &mut rng).await;
                let moved = if rng.random_bool(0.3) {
                    // Delivered to both processes at once: one plays it, the other refuses it.
                    let (x, y) = tokio::join!(
                        tables[0].act(id, who, version, action.clone()),
                        tables[1].act(id, who, version, action.clone())
                    );
                    let (won, lost) = match (x, y) {
                        (Ok(m), Err(e)) | (Err(e), Ok(m)) => (m, e),
                        other => panic!("exactly one process plays a click: {other:?}"),
                    };
                    // The loser sees the game as the winner left it.
                    let over = won.after.state.as_ref().is_some_and(Game::is_over);
                    assert!(
                        stale(&lost) == Some(version + 1)
                            || over && matches!(lost, ActError::Table(TableError::Finished)),
                        "{lost:?}"
                    );
                    refused += 1;
                    won
                } else {
                    tables[rng.random_range(0..2)]
                        .act(id, who, version, action.clone())
                        .await
                        .expect("a click on the current board is played")
                };
                assert_eq!(moved.version(), version + 1);
                accepted.push(serde_json::to_string(&action).unwrap());
                old = Some((version, who, action));
                version += 1;
            }
            let log: Vec<String> = tables[1]
                .store()
                .actions(id)
                .await
                .unwrap()
                .into_iter()
                .map(|a| a.action_json)
                .collect();
            assert_eq!(log, accepted, "game {seed}: the accepted clicks, each once");
            assert!(refused > 0, "game {seed}: some clicks were refused");
            for p in &tables {
                assert_eq!(p.view_at(id, version).await.unwrap().game.version, version);
                assert_eq!(p.verify(id).await.unwrap(), accepted.len());
            }
        }
}
}

on_both_stores! {
    /// Processes that split the shards split the games: each sees the timers and outbox rows of
    /// the games in its own shards' servers (and a game in direct messages is shard 0's), so a
    /// message or a deadline is served by exactly one of them.
    async fn each_process_serves_the_timers_and_outbox_of_the_games_on_its_shards(db, store) {
        let all = store;
        let tables = Tables::<Palazzo>::new(all.clone());
        let even = db.open()
            .await
            .serving("0/2".parse().unwrap());
        let odd = db.open()
            .await
            .serving("1/2".parse().unwrap());
        let guilds = [
            Some(2 << 22),
            Some(3 << 22),
            None,
            Some((5 << 22) | 0x11),
            Some(8 << 22),
        ];
        let mut on = [Vec::new(), Vec::new()];
        for (i, guild) in guilds.into_iter().enumerate() {
            let id = tables
                .open_lobby(guild, CHANNEL, HOST, Default::default(), i as u64)
                .await
                .unwrap();
            tables.join(id, user(1)).await.unwrap();
            tables.start(id, HOST).await.unwrap();
            on[tavola::shards::Shards::of_guild(guild, 2) as usize].push(id);
        }
        assert_eq!(on.iter().map(Vec::len).collect::<Vec<_>>(), [3, 2]);

        let mut everything = on.concat();
        everything.sort();
        assert_eq!(
            served(&all).await,
            (everything.clone(), everything),
            "one process serves every game"
        );
        for (store, mine) in [(&even, &on[0]), (&odd, &on[1])] {
            assert_eq!(served(store).await, (mine.clone(), mine.clone()));
            let rows = store.outbox_depth().await.unwrap().rows;
            assert_eq!(
                rows,
                store.due_outbox(i64::MAX, 100).await.unwrap().len() as i64
            );
            assert!(store.next_due().await.unwrap().is_some());
            assert!(store.next_outbox_due().await.unwrap().is_some());
        }
        assert_eq!(
            even.outbox_depth().await.unwrap().rows + odd.outbox_depth().await.unwrap().rows,
            all.outbox_depth().await.unwrap().rows
        );
}
}

/// The games whose timers, and whose outbox rows, `store` serves: each list in order, once.
async fn served(store: &Store) -> (Vec<GameId>, Vec<GameId>) {
    let once = |mut ids: Vec<GameId>| {
        ids.sort();
        ids.dedup();
        ids
    };
    let timers = store.due_timers(i64::MAX, 100).await.unwrap();
    let outbox = store.due_outbox(i64::MAX, 100).await.unwrap();
    (
        once(timers.iter().map(|t| t.game).collect()),
        once(outbox.iter().map(|p| p.game).collect()),
    )
}
