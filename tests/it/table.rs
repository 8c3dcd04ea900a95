//! The table service over a temporary `SQLite` file and over a `PostgreSQL` database: lobby
//! rules, whole random games of Palazzo played through `act`, one writer per game under
//! concurrent clicks, refused actions that store nothing, and reloading after a (simulated)
//! restart.

use std::sync::Arc;
use std::time::{Duration, Instant};

use rand_chacha::ChaCha8Rng;
use tavola::engine::palazzo::{Action, Palazzo};
use tavola::engine::playout::players_rng;
use tavola::engine::{Game, Seat};
use tavola::store::{GameId, GameRow, GameStatus, Store};
use tavola::table::{ActError, Acted, SNAPSHOT_EVERY, TableError, Tables};

use crate::on_both_stores;
use crate::support::stores::Db;

pub(crate) const HOST: u64 = 500_000_000_000_000_000;
pub(crate) const CHANNEL: u64 = 600_000_000_000_000_000;

pub(crate) fn user(i: u64) -> u64 {
    HOST + i
}

/// A started game of `players`, the host in seat 0 and `user(i)` in seat i.
pub(crate) async fn started<G: Game>(tables: &Tables<G>, players: u64, seed: u64) -> GameId {
    let id = tables
        .open_lobby(Some(1), CHANNEL, HOST, Default::default(), seed)
        .await
        .unwrap();
    for i in 1..players {
        assert_eq!(tables.join(id, user(i)).await.unwrap(), Seat(i as u8));
    }
    tables.start(id, HOST).await.unwrap();
    id
}

/// One random legal action by whoever must act, through `act` as that seat's owner.
pub(crate) async fn step(
    tables: &Tables<Palazzo>,
    id: GameId,
    rng: &mut ChaCha8Rng,
) -> Acted<Palazzo> {
    let view = tables.view(id).await.unwrap();
    let state = view.state.as_ref().unwrap();
    let seat = state.to_act().iter().next().expect("someone must act");
    let owner = view.owner(seat).expect("every seat has an owner");
    let action = state.random_action(seat, rng).unwrap();
    let moved = tables
        .act(id, owner, view.game.version, action)
        .await
        .unwrap();
    // Every seat has an owner: the move is this action alone.
    assert_eq!(moved.steps.len(), 1);
    let acted = moved.steps.into_iter().next().unwrap();
    assert_eq!(acted.seat, seat);
    assert_eq!(acted.version, view.game.version + 1);
    acted
}

/// Plays to the end; returns the number of actions.
pub(crate) async fn play_out(tables: &Tables<Palazzo>, id: GameId, rng: &mut ChaCha8Rng) -> i64 {
    loop {
        let acted = step(tables, id, rng).await;
        assert_eq!(acted.finished, acted.state.is_over());
        if acted.finished {
            return acted.version;
        }
        assert!(acted.version < 10_000, "the game does not end");
    }
}

/// The game's row as stored (not as cached).
async fn stored_game(tables: &Tables<Palazzo>, id: GameId) -> GameRow {
    tables.store().load(id).await.unwrap().unwrap().0
}

async fn stored_actions(tables: &Tables<Palazzo>, id: GameId) -> usize {
    tables.store().actions(id).await.unwrap().len()
}

on_both_stores! {
    async fn lobby_rules_join_leave_start_cancel(db, store) {
        let tables = Tables::<Palazzo>::new(store);
        let id = tables
            .open_lobby(None, CHANNEL, HOST, Default::default(), 1)
            .await
            .unwrap();
        let lobby = tables.view(id).await.unwrap();
        assert_eq!(lobby.game.status, GameStatus::Lobby);
        assert!(lobby.state.is_none());
        assert_eq!(lobby.seats_of(HOST).collect::<Vec<_>>(), [Seat(0)]);

        assert!(matches!(
            tables.start(id, HOST).await,
            Err(TableError::NotEnoughPlayers { min: 2 })
        ));
        assert_eq!(tables.join(id, user(1)).await.unwrap(), Seat(1));
        assert!(matches!(
            tables.join(id, user(1)).await,
            Err(TableError::AlreadySeated)
        ));
        assert_eq!(tables.join(id, user(2)).await.unwrap(), Seat(2));
        assert_eq!(tables.join(id, user(3)).await.unwrap(), Seat(3));
        assert!(matches!(
            tables.join(id, user(4)).await,
            Err(TableError::Full)
        ));

        assert!(matches!(
            tables.leave(id, HOST).await,
            Err(TableError::HostCannotLeave)
        ));
        assert!(matches!(
            tables.leave(id, user(9)).await,
            Err(TableError::NotSeated)
        ));
        tables.leave(id, user(2)).await.unwrap();
        let seats = tables.view(id).await.unwrap().seats;
        assert_eq!(
            seats.iter().map(|s| (s.seat, s.owner)).collect::<Vec<_>>(),
            [(0, Some(HOST)), (1, Some(user(1))), (2, Some(user(3)))]
        );

        // Play needs a started game.
        assert!(matches!(
            tables.act(id, HOST, 0, Action::TakeMoney).await,
            Err(ActError::Table(TableError::NotActive))
        ));
        assert!(matches!(
            tables.start(id, user(1)).await,
            Err(TableError::NotHost)
        ));
        let started = tables.start(id, HOST).await.unwrap();
        assert_eq!(started.game.status, GameStatus::Active);
        assert_eq!(started.game.version, 0);
        assert_eq!(started.state.as_ref().unwrap().players(), 3);
        assert_eq!(
            started.state,
            Some(Palazzo::setup(&Default::default(), 3, 1).unwrap())
        );

        assert!(matches!(
            tables.join(id, user(4)).await,
            Err(TableError::NotInLobby)
        ));
        assert!(matches!(
            tables.leave(id, user(1)).await,
            Err(TableError::NotInLobby)
        ));
        assert!(matches!(
            tables.start(id, HOST).await,
            Err(TableError::NotInLobby)
        ));

        assert!(matches!(
            tables.cancel(id, user(1)).await,
            Err(TableError::NotHost)
        ));
        tables.cancel(id, HOST).await.unwrap();
        assert_eq!(
            tables.view(id).await.unwrap().game.status,
            GameStatus::Cancelled
        );
        assert!(matches!(
            tables.cancel(id, HOST).await,
            Err(TableError::NotActive)
        ));
        assert!(matches!(
            tables.act(id, HOST, 0, Action::TakeMoney).await,
            Err(ActError::Table(TableError::NotActive))
        ));
        assert!(matches!(
            tables.view(GameId(999)).await,
            Err(TableError::NotFound)
        ));
        assert!(matches!(
            tables.join(GameId(999), 1).await,
            Err(TableError::NotFound)
        ));
}
}

on_both_stores! {
    async fn a_random_game_played_through_act_finishes_verifies_and_replays(db, store) {
        let tables = Tables::<Palazzo>::new(store);
        for players in 2..=4u64 {
            let seed = 100 + players;
            let id = started(&tables, players, seed).await;
            let mut rng = players_rng(seed);
            let actions = play_out(&tables, id, &mut rng).await;

            let end = tables.view(id).await.unwrap();
            assert_eq!(end.game.status, GameStatus::Finished);
            assert_eq!(end.game.version, actions);
            let state = end.state.unwrap();
            assert!(state.is_over());
            assert_eq!(stored_actions(&tables, id).await as i64, actions);
            assert_eq!(tables.verify(id).await.unwrap() as i64, actions);

            let record = tables.record(id).await.unwrap();
            assert_eq!(record.actions.len() as i64, actions);
            assert_eq!(record.seed, seed);
            assert_eq!(record.seats.len() as u64, players);
            assert_eq!(record.seats[0].name, format!("<@{HOST}>"));
            assert!(record.result.is_some());
            assert_eq!(record.result, state.outcome());
            let replayed = record.replay(|_, _, _, _| {}).unwrap();
            assert_eq!(replayed, state);
            // The record survives its JSON form.
            let json = serde_json::to_string(&record).unwrap();
            let back: tavola::engine::record::Record<Palazzo> = serde_json::from_str(&json).unwrap();
            assert_eq!(back.replay(|_, _, _, _| {}).unwrap(), state);

            assert!(matches!(
                tables.act(id, HOST, actions, Action::TakeMoney).await,
                Err(ActError::Table(TableError::Finished))
            ));
            assert!(matches!(
                tables.cancel(id, HOST).await,
                Err(TableError::Finished)
            ));
        }
}
}

on_both_stores! {
    async fn fifty_simultaneous_clicks_on_one_version_apply_exactly_once(db, store) {
        let tables = Tables::<Palazzo>::new(store);
        let id = started(&tables, 3, 7).await;
        let view = tables.view(id).await.unwrap();
        let state = view.state.unwrap();
        let seat = state.to_act().single().unwrap();
        let owner = view.seats[seat.index()].owner.unwrap();
        let action = state.choices(seat).remove(0);

        let start = Arc::new(tokio::sync::Barrier::new(50));
        let clicks: Vec<_> = (0..50)
            .map(|_| {
                let (tables, action, start) = (tables.clone(), action.clone(), start.clone());
                tokio::spawn(async move {
                    start.wait().await;
                    tables.act(id, owner, 0, action).await
                })
            })
            .collect();
        let (mut applied, mut stale) = (0, 0);
        for click in clicks {
            match click.await.unwrap() {
                Ok(moved) => {
                    assert_eq!(moved.version(), 1);
                    applied += 1;
                }
                Err(ActError::Table(TableError::Stale { current: 1 })) => stale += 1,
                Err(e) => panic!("unexpected: {e:?}"),
            }
        }
        assert_eq!((applied, stale), (1, 49));
        assert_eq!(stored_actions(&tables, id).await, 1);
        assert_eq!(tables.view(id).await.unwrap().game.version, 1);
        tables.verify(id).await.unwrap();
}
}

on_both_stores! {
    async fn two_games_progress_concurrently(db, store) {
        let tables = Tables::<Palazzo>::new(store);
        let a = started(&tables, 2, 11).await;
        let b = started(&tables, 4, 12).await;
        let play = |id: GameId, seed: u64| {
            let tables = tables.clone();
            tokio::spawn(async move {
                let mut rng = players_rng(seed);
                let mut versions = Vec::new();
                loop {
                    let acted = step(&tables, id, &mut rng).await;
                    versions.push((Instant::now(), acted.version));
                    if acted.finished {
                        return versions;
                    }
                }
            })
        };
        let (ta, tb) = (play(a, 11), play(b, 12));
        let (va, vb) = (ta.await.unwrap(), tb.await.unwrap());
        for (id, v) in [(a, &va), (b, &vb)] {
            assert_eq!(tables.verify(id).await.unwrap(), v.len());
            assert_eq!(
                tables.view(id).await.unwrap().game.status,
                GameStatus::Finished
            );
        }
        // Neither game waited for the other: their actions interleave in time. (Writers queue
        // fairly for the one write connection; SQLite's own busy handler would let one game
        // starve the other.)
        let span = |v: &[(Instant, i64)]| (v[0].0, v[v.len() - 1].0);
        let during = |v: &[(Instant, i64)], (from, to): (Instant, Instant)| {
            v.iter().filter(|(t, _)| *t > from && *t < to).count()
        };
        let (a_in_b, b_in_a) = (during(&va, span(&vb)), during(&vb, span(&va)));
        let shorter = va.len().min(vb.len());
        println!(
            "a: {} actions, b: {}; a during b: {a_in_b}, b during a: {b_in_a}",
            va.len(),
            vb.len()
        );
        assert!(
            a_in_b.max(b_in_a) * 2 > shorter,
            "the games did not progress together: {a_in_b} of a's actions during b, {b_in_a} of b's during a"
        );
}
}

on_both_stores! {
    async fn users_without_a_seat_are_refused(db, store) {
        let tables = Tables::<Palazzo>::new(store);
        let id = started(&tables, 2, 3).await;
        assert!(matches!(
            tables.act(id, user(77), 0, Action::TakeMoney).await,
            Err(ActError::Table(TableError::NotSeated))
        ));
        assert!(matches!(
            tables.act_as_seat(id, Seat(2), 0, Action::TakeMoney).await,
            Err(ActError::Table(TableError::NotSeated))
        ));
        assert_eq!(stored_actions(&tables, id).await, 0);
}
}

on_both_stores! {
    async fn a_refused_action_stores_nothing_and_keeps_the_version(db, store) {
        let tables = Tables::<Palazzo>::new(store);
        let id = started(&tables, 3, 5).await;
        let mut rng = players_rng(5);
        for _ in 0..3 {
            step(&tables, id, &mut rng).await;
        }
        let before = tables.view(id).await.unwrap();
        let state = before.state.clone().unwrap();
        let seat = state.to_act().iter().next().unwrap();
        let owner = before.owner(seat).unwrap();
        let other = before
            .seats
            .iter()
            .find(|s| s.seat != seat.0)
            .unwrap()
            .owner
            .unwrap();

        // An action the rules refuse, and an action by a seat whose turn it is not.
        let illegal = [Action::Place {
            tile: tavola::engine::palazzo::TileId(250),
            site: tavola::engine::palazzo::Site::NewPalace,
        }];
        for action in illegal {
            let r = tables.act(id, owner, 3, action).await;
            assert!(
                matches!(&r, Err(ActError::Rule(e)) if !e.to_string().is_empty()),
                "{r:?}"
            );
        }
        let legal_for_seat = state.choices(seat).remove(0);
        let r = tables.act(id, other, 3, legal_for_seat.clone()).await;
        assert!(matches!(&r, Err(ActError::Rule(_))), "{r:?}");

        let after = tables.view(id).await.unwrap();
        assert_eq!(after.game.version, 3);
        assert_eq!(after.state, before.state);
        assert_eq!(stored_actions(&tables, id).await, 3);
        let row = stored_game(&tables, id).await;
        assert_eq!(row.version, 3);
        tables.forget(id).await;
        assert_eq!(
            tables.view(id).await.unwrap().state,
            before.state,
            "the stored game is unchanged"
        );

        // A stale click is refused too, before the rules are asked.
        assert!(matches!(
            tables.act(id, owner, 2, legal_for_seat.clone()).await,
            Err(ActError::Table(TableError::Stale { current: 3 }))
        ));
        // And the right action still goes through.
        assert_eq!(
            tables
                .act(id, owner, 3, legal_for_seat)
                .await
                .unwrap()
                .version(),
            4
        );
        tables.verify(id).await.unwrap();
}
}

on_both_stores! {
    async fn after_a_restart_the_game_reloads_from_sqlite_and_play_continues(db, store) {
        let tables = Tables::<Palazzo>::new(store);
        let id = started(&tables, 3, 21).await;
        let mut rng = players_rng(21);
        for _ in 0..25 {
            step(&tables, id, &mut rng).await;
        }
        let before = tables.view(id).await.unwrap();
        let row = stored_game(&tables, id).await;
        assert_eq!(
            (row.version, row.state_version),
            (25, 0),
            "the moves so far stored no snapshot: the reload replays them"
        );

        // Forgetting the cache: the same service reloads from the database.
        tables.forget(id).await;
        assert_eq!(tables.cached_games(), 0);
        let reloaded = tables.view(id).await.unwrap();
        assert_eq!(reloaded.game.version, 25);
        assert_eq!(reloaded.state, before.state);
        assert_eq!(reloaded.seats, before.seats);
        for _ in 0..5 {
            step(&tables, id, &mut rng).await;
        }

        // A real restart: a new store and service over the same file.
        tables.store().close().await;
        drop(tables);
        let tables = Tables::<Palazzo>::new(db.open().await);
        assert_eq!(tables.view(id).await.unwrap().game.version, 30);
        let actions = play_out(&tables, id, &mut rng).await;
        assert!(actions > 30);
        assert_eq!(tables.verify(id).await.unwrap() as i64, actions);
}
}

on_both_stores! {
    async fn an_unreadable_snapshot_is_rebuilt_from_the_log(db, store) {
        let tables = Tables::<Palazzo>::new(store);
        let id = started(&tables, 2, 31).await;
        let mut rng = players_rng(31);
        for _ in 0..12 {
            step(&tables, id, &mut rng).await;
        }
        let before = tables.view(id).await.unwrap();
        sqlx::query(tables.store().sql("UPDATE games SET state = '{\"format\":\"from an older build\"}' WHERE id = ?"))
            .bind(id.0)
            .execute(tables.store().pool())
            .await
            .unwrap();
        assert!(matches!(
            tables.verify(id).await,
            Err(TableError::Corrupt(_))
        ));

        tables.forget(id).await;
        let rebuilt = tables.view(id).await.unwrap();
        assert_eq!(rebuilt.state, before.state);
        // The next action writes a good snapshot again.
        step(&tables, id, &mut rng).await;
        assert_eq!(tables.verify(id).await.unwrap(), 13);
        let row = stored_game(&tables, id).await;
        assert_eq!(row.state_version, 13);
}
}

on_both_stores! {
    async fn the_snapshot_is_stored_every_few_moves_and_at_the_end_and_a_reload_anywhere_catches_up(db, store) {
        let tables = Tables::<Palazzo>::new(store);
        let id = started(&tables, 4, 61).await;
        let mut rng = players_rng(61);
        let mut snapshots = Vec::new();
        loop {
            let acted = step(&tables, id, &mut rng).await;
            let row = stored_game(&tables, id).await;
            assert_eq!(row.version, acted.version);
            assert!(
                row.version - row.state_version < SNAPSHOT_EVERY,
                "the snapshot at {} is too far behind version {}",
                row.state_version,
                row.version
            );
            if row.state_version == row.version {
                snapshots.push(row.version);
            }
            // Every seventh move, the game is dropped from the cache and loaded from its snapshot
            // and the actions after it: it must come back as it was.
            if acted.version % 7 == 0 || acted.finished {
                tables.forget(id).await;
                let reloaded = tables.view(id).await.unwrap();
                assert_eq!(
                    reloaded.state.as_ref(),
                    Some(&acted.state),
                    "at {}",
                    acted.version
                );
                assert_eq!(reloaded.game.version, acted.version);
            }
            if acted.finished {
                assert_eq!(
                    row.state_version, row.version,
                    "a finished game's snapshot is final"
                );
                break;
            }
        }
        let last = *snapshots.last().unwrap();
        let expected: Vec<i64> = (1..=last / SNAPSHOT_EVERY)
            .map(|k| k * SNAPSHOT_EVERY)
            .filter(|v| *v < last)
            .chain([last])
            .collect();
        assert_eq!(snapshots, expected);
        tables.verify(id).await.unwrap();
}
}

on_both_stores! {
    async fn verify_catches_a_log_that_does_not_match_the_snapshot(db, store) {
        let tables = Tables::<Palazzo>::new(store);
        let id = started(&tables, 2, 41).await;
        let mut rng = players_rng(41);
        for _ in 0..6 {
            step(&tables, id, &mut rng).await;
        }
        tables.verify(id).await.unwrap();
        sqlx::query(tables.store().sql("DELETE FROM actions WHERE game_id = ? AND seq = 6"))
            .bind(id.0)
            .execute(tables.store().pool())
            .await
            .unwrap();
        assert!(matches!(
            tables.verify(id).await,
            Err(TableError::Corrupt(_))
        ));
        assert!(matches!(
            tables.record(id).await,
            Err(TableError::Corrupt(_))
        ));
}
}

on_both_stores! {
    async fn act_as_seat_plays_for_the_program_and_timeouts(db, store) {
        let tables = Tables::<Palazzo>::new(store);
        let id = started(&tables, 2, 51).await;
        // Seat 1 becomes a seat the program plays.
        sqlx::query(tables.store().sql("UPDATE seats SET user_id = NULL WHERE game_id = ? AND seat = 1"))
            .bind(id.0)
            .execute(tables.store().pool())
            .await
            .unwrap();
        tables.forget(id).await;
        let mut rng = players_rng(51);
        loop {
            let view = tables.view(id).await.unwrap();
            let state = view.state.unwrap();
            let Some(seat) = state.to_act().iter().next() else {
                break;
            };
            let acted = if let Some(owner) = view.seats[seat.index()].owner {
                let action = state.random_action(seat, &mut rng).unwrap();
                tables.act(id, owner, view.game.version, action).await
            } else {
                let action = state.default_action(seat).unwrap();
                tables
                    .act_as_seat(id, seat, view.game.version, action)
                    .await
            }
            .unwrap();
            assert_eq!(acted.first().seat, seat);
        }
        tables.verify(id).await.unwrap();
        assert_eq!(tables.record(id).await.unwrap().seats[1].name, "program");
}
}

on_both_stores! {
    async fn a_user_holding_several_seats_acts_for_the_one_that_must_decide(db, store) {
        let tables = Tables::<Palazzo>::new(store);
        let id = started(&tables, 3, 61).await;
        sqlx::query(tables.store().sql("UPDATE seats SET user_id = ? WHERE game_id = ?"))
            .bind(HOST as i64)
            .bind(id.0)
            .execute(tables.store().pool())
            .await
            .unwrap();
        tables.forget(id).await;
        let mut rng = players_rng(61);
        let actions = play_out(&tables, id, &mut rng).await;
        assert_eq!(tables.verify(id).await.unwrap() as i64, actions);
}
}

on_both_stores! {
    async fn board_message_and_dm_flags_go_through_the_cache(db, store) {
        let tables = Tables::<Palazzo>::new(store);
        let id = started(&tables, 2, 71).await;
        tables.set_board_message(id, 4242).await.unwrap();
        assert!(tables.mark_dm_failed(id, Seat(1)).await.unwrap());
        assert!(!tables.mark_dm_failed(id, Seat(1)).await.unwrap());
        let view = tables.view(id).await.unwrap();
        assert_eq!(view.game.board_message_id, Some(4242));
        assert!(!view.seats[1].dm_ok);
        tables.forget(id).await;
        let view = tables.view(id).await.unwrap();
        assert_eq!(view.game.board_message_id, Some(4242));
        assert!(!view.seats[1].dm_ok);
        assert!(tables.mark_dm_ok(id, Seat(1)).await.unwrap());
        assert!(tables.view(id).await.unwrap().seats[1].dm_ok);
}
}

/// Plays 3-player games with random players until `acts` actions are done, timing each
/// `act`; with `at_once` games played concurrently. Also times the engine's share (clone,
/// apply, JSON encoding) of the same actions.
async fn timed_acts(
    tables: &Tables<Palazzo>,
    at_once: u64,
    acts: usize,
    first_seed: u64,
) -> (Vec<Duration>, Vec<Duration>) {
    let players = (0..at_once).map(|p| {
        let tables = tables.clone();
        tokio::spawn(async move {
            let (mut act, mut engine) = (Vec::new(), Vec::new());
            let mut seed = first_seed + p * 1_000_000;
            while act.len() < acts / at_once as usize {
                seed += 1;
                let id = started(&tables, 3, seed).await;
                let mut rng = players_rng(seed);
                loop {
                    let view = tables.view(id).await.unwrap();
                    let state = view.state.unwrap();
                    let Some(seat) = state.to_act().iter().next() else {
                        break;
                    };
                    let owner = view.seats[seat.index()].owner.unwrap();
                    let action = state.random_action(seat, &mut rng).unwrap();

                    let t = Instant::now();
                    let mut next = state.clone();
                    next.apply(seat, &action).unwrap();
                    let _ = serde_json::to_string(&next).unwrap();
                    let _ = serde_json::to_string(&action).unwrap();
                    engine.push(t.elapsed());

                    let t = Instant::now();
                    tables
                        .act(id, owner, view.game.version, action)
                        .await
                        .unwrap();
                    act.push(t.elapsed());
                }
            }
            (act, engine)
        })
    });
    let (mut act, mut engine) = (Vec::new(), Vec::new());
    for p in players.collect::<Vec<_>>() {
        let (a, e) = p.await.unwrap();
        act.extend(a);
        engine.extend(e);
    }
    (act, engine)
}

fn report(label: &str, times: &mut [Duration]) {
    times.sort();
    let pct = |p: f64| times[((times.len() as f64 * p) as usize).min(times.len() - 1)];
    println!(
        "{label}: n={} p50 {:?} p90 {:?} p99 {:?} max {:?}",
        times.len(),
        pct(0.50),
        pct(0.90),
        pct(0.99),
        times[times.len() - 1]
    );
}

/// Measures one `act` (game lock, cached state, apply, durable commit): percentiles over
/// thousands of actions, one game at a time and 16 games at once, with `synchronous = FULL`
/// (what the store uses) and `NORMAL` for comparison; "engine" is the part spent cloning,
/// applying and encoding, timed separately on the same actions.
///
/// `cargo test --test table -- --ignored --nocapture act_latency` (the test profile is
/// optimised).
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "a measurement, not a check"]
async fn act_latency() {
    use sqlx::sqlite::SqliteSynchronous;
    for sync in [SqliteSynchronous::Full, SqliteSynchronous::Normal] {
        for at_once in [1, 16] {
            let dir = tempfile::tempdir().unwrap();
            let url = format!("sqlite://{}", dir.path().join("bench.db").display());
            let options = Store::connect_options(&url).unwrap().synchronous(sync);
            let tables = Tables::<Palazzo>::new(Store::open_with(options).await.unwrap());
            let started = Instant::now();
            let (mut act, mut engine) = timed_acts(&tables, at_once, 3_000, 1000).await;
            let rate = act.len() as f64 / started.elapsed().as_secs_f64();
            println!("synchronous={sync:?}, {at_once} game(s) at once, {rate:.0} acts/s:");
            report("  act   ", &mut act);
            report("  engine", &mut engine);
        }
    }
}

/// The machine's rate of durable one-row commits (`synchronous = FULL`, WAL, one connection,
/// one `INSERT` per transaction) in `dir`, over `run`: what one commit per move would allow.
async fn raw_commits_per_second(dir: &std::path::Path, run: Duration) -> f64 {
    use sqlx::ConnectOptions;
    use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqliteSynchronous};
    let mut conn = SqliteConnectOptions::new()
        .filename(dir.join("raw.db"))
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        .synchronous(SqliteSynchronous::Full)
        .connect()
        .await
        .unwrap();
    sqlx::query("CREATE TABLE IF NOT EXISTS t (x INTEGER)")
        .execute(&mut conn)
        .await
        .unwrap();
    let started = Instant::now();
    let mut commits = 0u32;
    while started.elapsed() < run {
        sqlx::query("INSERT INTO t (x) VALUES (?)")
            .bind(commits)
            .execute(&mut conn)
            .await
            .unwrap();
        commits += 1;
    }
    f64::from(commits) / started.elapsed().as_secs_f64()
}

/// Durable actions per second with `GAMES` games of Palazzo in play at once, each played by a
/// task of its own through `Tables::act` (every action committed with `synchronous = FULL`
/// before `act` returns), beside the raw one-row commit rate measured in the same folder just
/// before and just after (the disk's flush rate wanders from one minute to the next).
///
/// `cargo test --release --test it -- --ignored --nocapture durable_actions_per_second`
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement, not a check"]
async fn durable_actions_per_second() {
    durable_actions_per_second_through(&Db::sqlite(), 1).await;
}

/// The same with the games split between two processes (two table services, each with its
/// own connections and group commit) over one `SQLite` file.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement, not a check"]
async fn durable_actions_per_second_two_processes_one_sqlite_file() {
    durable_actions_per_second_through(&Db::sqlite(), 2).await;
}

/// The same on `PostgreSQL`, through one process and through two. The tests' server runs
/// without fsync unless told: `TAVOLA_TEST_POSTGRES_FSYNC=on cargo test --release --test it --
/// --ignored --nocapture durable_actions_per_second_postgres`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement, not a check"]
async fn durable_actions_per_second_postgres() {
    for processes in [1, 2] {
        let Some(db) = Db::postgres().await else {
            return;
        };
        durable_actions_per_second_through(&db, processes).await;
    }
}

async fn durable_actions_per_second_through(db: &Db, processes: usize) {
    const GAMES: u64 = 1_000;
    const ACTS_PER_GAME: usize = 40;
    let tables = Tables::<Palazzo>::new(db.open().await);
    let mut all = vec![tables.clone()];
    for _ in 1..processes {
        all.push(Tables::new(db.open().await));
    }
    // What the disk itself allows, beside a SQLite store (PostgreSQL's own figure is its
    // server's business).
    let raw_commits = async || match db {
        Db::Sqlite(dir) => raw_commits_per_second(dir.path(), Duration::from_secs(3)).await,
        Db::Postgres(_) => f64::NAN,
    };
    let raw = raw_commits().await;
    let mut ids = Vec::new();
    for seed in 0..GAMES {
        ids.push(started(&tables, 3, 9_000 + seed).await);
    }
    let committed = tables.service().store().committed();
    let cpu = cpu_time();
    let began = Instant::now();
    let players = ids.into_iter().enumerate().map(|(i, id)| {
        let tables = all[i % processes].clone();
        tokio::spawn(async move {
            let mut rng = players_rng(id.0 as u64);
            let mut acts = 0;
            while acts < ACTS_PER_GAME {
                acts += 1;
                if step(&tables, id, &mut rng).await.finished {
                    break;
                }
            }
            acts
        })
    });
    let mut acts = 0;
    for p in players.collect::<Vec<_>>() {
        acts += p.await.unwrap();
    }
    let took = began.elapsed();
    let cpu = cpu_time().saturating_sub(cpu);
    let raw_after = raw_commits().await;
    let now = tables.service().store().committed();
    let transactions = now.transactions - committed.transactions;
    println!(
        "{} store, {GAMES} games at once through {processes} process(es): {acts} durable actions in \
         {took:.2?}, {:.0}/s, in {transactions} (first process's) \
         transactions ({:.1} moves each), process CPU {cpu:.2?} ({:.0} us per action); raw \
         one-row synchronous=FULL commits in the same folder: {raw:.0}/s before, \
         {raw_after:.0}/s after",
        tables.store().backend().name(),
        acts as f64 / took.as_secs_f64(),
        (now.moves - committed.moves) as f64 / transactions.max(1) as f64,
        cpu.as_secs_f64() * 1e6 / acts as f64,
    );
}

/// The CPU time this process has used (user and system), from `/proc/self/stat`.
fn cpu_time() -> Duration {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap();
    // The fields after the command's name, which is in parentheses and may hold spaces.
    let fields: Vec<&str> = stat
        .rsplit(')')
        .next()
        .unwrap()
        .split_whitespace()
        .collect();
    let ticks: u64 = fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap();
    // Linux reports these in clock ticks of 1/100 s (USER_HZ).
    Duration::from_millis(ticks * 10)
}

on_both_stores! {
    async fn recent_events_come_back_with_the_game_after_a_restart_stored_or_replayed(db, store) {
        let tables = Tables::<Palazzo>::new(store);
        let id = started(&tables, 3, 61).await;
        let mut rng = players_rng(61);
        let mut events = Vec::new();
        for _ in 0..40 {
            events.extend(step(&tables, id, &mut rng).await.events);
        }
        let keep = events.len().saturating_sub(tavola::table::RECENT_EVENTS);
        let expected = events[keep..].to_vec();
        assert_eq!(tables.view(id).await.unwrap().recent, expected);

        // Read back from the events stored with each action.
        tables.forget(id).await;
        assert_eq!(tables.view(id).await.unwrap().recent, expected);

        // Actions stored before events were: the table replays the log instead.
        sqlx::query(tables.store().sql("UPDATE actions SET events = NULL WHERE game_id = ?"))
            .bind(id.0)
            .execute(tables.store().pool())
            .await
            .unwrap();
        tables.forget(id).await;
        assert_eq!(tables.view(id).await.unwrap().recent, expected);
}
}

on_both_stores! {
    /// The cache keeps at most its bound of games, dropping the one used longest ago; a game
    /// dropped reloads from the store as it was (state, version, seats, recent events) and plays
    /// on, through to a verified end.
    async fn the_cache_holds_its_bound_and_an_evicted_game_reloads_unchanged(db, store) {
        let tables = Tables::<Palazzo>::new(store);
        let service = tables.service();
        assert_eq!(service.cache_size(), tavola::table::DEFAULT_CACHE_SIZE);
        service.set_cache_size(3);
        let mut rng = players_rng(5);
        let mut games = Vec::new();
        for seed in 0..10 {
            let id = started(&tables, 3, 40 + seed).await;
            for _ in 0..4 {
                step(&tables, id, &mut rng).await;
            }
            games.push(id);
            assert!(
                tables.cached_games() <= 3,
                "{} cached",
                tables.cached_games()
            );
        }
        // Round after round over every game: the bound holds throughout.
        for round in 0..3 {
            for &id in &games {
                step(&tables, id, &mut rng).await;
                assert!(
                    tables.cached_games() <= 3,
                    "round {round}: {}",
                    tables.cached_games()
                );
            }
        }
        let first = games[0];
        let before = tables.view(first).await.unwrap();
        assert!(service.is_cached(first));
        for &id in &games[1..4] {
            tables.view(id).await.unwrap();
        }
        assert!(
            !service.is_cached(first),
            "the game used longest ago was dropped"
        );
        assert_eq!(tables.cached_games(), 3);

        let after = tables.view(first).await.unwrap();
        assert!(service.is_cached(first), "reloaded");
        assert_eq!(after.game.version, before.game.version);
        assert_eq!(after.game.version, 7);
        assert_eq!(after.state, before.state);
        assert_eq!(after.seats, before.seats);
        assert_eq!(after.recent, before.recent);
        assert_eq!(tables.verify(first).await.unwrap(), 7);
        // It plays on correctly, every other game dropped and reloaded along the way.
        let mut others = games[1..].iter().cycle();
        loop {
            let acted = step(&tables, first, &mut rng).await;
            if acted.finished {
                break;
            }
            tables.view(*others.next().unwrap()).await.unwrap();
            assert!(tables.cached_games() <= 3);
        }
        let actions = tables.verify(first).await.unwrap();
        assert_eq!(stored_actions(&tables, first).await, actions);
        for &id in &games {
            tables.verify(id).await.unwrap();
        }
}
}

on_both_stores! {
    /// Many games played at once through a small cache: each game's moves still apply one at a
    /// time and are all stored; once the clicks stop, the cache is back within its bound.
    async fn games_played_at_once_through_a_small_cache_lose_nothing(db, store) {
        let tables = Tables::<Palazzo>::new(store);
        tables.service().set_cache_size(2);
        let mut games = Vec::new();
        for seed in 0..8 {
            games.push(started(&tables, 2, 70 + seed).await);
        }
        let mut tasks = Vec::new();
        for (i, &id) in games.iter().enumerate() {
            let tables = tables.clone();
            tasks.push(tokio::spawn(async move {
                let mut rng = players_rng(i as u64);
                for _ in 0..15 {
                    step(&tables, id, &mut rng).await;
                }
            }));
        }
        for t in tasks {
            t.await.unwrap();
        }
        assert!(
            tables.cached_games() <= 2,
            "{} cached",
            tables.cached_games()
        );
        for &id in &games {
            assert_eq!(tables.view(id).await.unwrap().game.version, 15);
            assert_eq!(tables.verify(id).await.unwrap(), 15);
        }
}
}
