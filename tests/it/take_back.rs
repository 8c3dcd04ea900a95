//! Taking back one's own last actions, through the table service on both stores, in every
//! game: what the rules allow is offered to the seat that acted and no one else, taking it back
//! puts the game back exactly as it was (and the log replays to it), several actions of one
//! seat in a row come back one by one, the same actions played again give the same game,
//! nothing can be taken back once another seat has acted, and the timers follow the game as it
//! was: the next seat's are dropped, and the seat deciding again keeps its deadline.

use std::time::Duration;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use tavola::engine::alhambra::Alhambra;
use tavola::engine::palazzo::Palazzo;
use tavola::engine::princes::Princes;
use tavola::engine::{Game, Heuristic, Seat};
use tavola::schedule::Settings;
use tavola::store::{GameId, Store, TimerKind};
use tavola::table::{Kept, TableError, Tables};

use crate::on_both_stores;
use crate::table::{CHANNEL, HOST, started, user};

/// The seat to act, its owner and a random action of theirs, as the table shows the game.
async fn a_move<G: Game>(
    tables: &Tables<G>,
    id: GameId,
    rng: &mut ChaCha8Rng,
) -> (Seat, u64, i64, G::Action) {
    let view = tables.view(id).await.unwrap();
    let state = view.state.as_ref().unwrap();
    let seat = state.to_act().iter().next().unwrap();
    let action = state.random_action(seat, rng).unwrap();
    (seat, view.owner(seat).unwrap(), view.game.version, action)
}

/// A value as JSON, for comparing games exactly.
pub(crate) fn json<T: serde::Serialize>(value: &T) -> serde_json::Value {
    serde_json::to_value(value).unwrap()
}

/// One action of a run of actions by one seat, each offered to be taken back.
struct Played<G: Game> {
    /// The game before it, as JSON.
    before: serde_json::Value,
    action: G::Action,
}

/// Random games of three with `seeds`, at most `cap` actions each: after every action the rules
/// let its player take back, they take back the whole run of their own actions that ends with
/// it, one by one (each time the game is JSON-equal to the game before that action, the log
/// replays to it, and the action before is offered exactly when it is theirs in the run); then
/// they play the run again (the game is JSON-equal to the game after it), and play on. Returns
/// how many actions were taken back, and the longest run.
async fn every_run_taken_back_exactly_and_played_again<G: Heuristic>(
    store: Store,
    seeds: std::ops::Range<u64>,
    cap: usize,
) -> (usize, usize) {
    let tables = Tables::<G>::new(store);
    let (mut taken, mut longest) = (0, 0);
    for seed in seeds {
        let id = started(&tables, 3, 40 + seed).await;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut run: Vec<Played<G>> = Vec::new();
        let mut run_of = None;
        for _ in 0..cap {
            let (seat, owner, version, action) = a_move(&tables, id, &mut rng).await;
            let before = json(&tables.view(id).await.unwrap().state);
            let moved = tables
                .act(id, owner, version, action.clone())
                .await
                .unwrap();
            let after = moved.after.clone();
            if after.state.as_ref().unwrap().is_over() {
                break;
            }
            if moved.steps.len() > 1 || after.game.take_back != Some(seat.0) {
                run.clear();
                continue;
            }
            if run_of != Some(seat) {
                run.clear();
                run_of = Some(seat);
            }
            run.push(Played { before, action });
            longest = longest.max(run.len());
            for other in [HOST, user(1), user(2)] {
                if other != owner {
                    let refused = tables.take_back(id, other, after.game.version).await;
                    assert!(
                        matches!(refused, Err(TableError::CannotTakeBack(Kept::NotYours))),
                        "{refused:?}"
                    );
                }
            }
            // The run back, one action at a time.
            let mut version = after.game.version;
            for (i, played) in run.iter().enumerate().rev() {
                let back = tables.take_back(id, owner, version).await.unwrap();
                assert_eq!(back.seat, seat);
                assert_eq!(json(&back.action), json(&played.action));
                assert_eq!(json(&back.after.state), played.before, "the game as it was");
                assert_eq!(back.after.game.version, version + 1);
                assert_eq!(
                    back.after.game.take_back,
                    (i > 0).then_some(seat.0),
                    "the action before is offered while it is in the run"
                );
                version += 1;
                assert_eq!(tables.verify(id).await.unwrap(), version as usize);
                // A click on the board shown before the take-back is stale.
                let stale = tables
                    .act(id, owner, version - 1, played.action.clone())
                    .await;
                assert!(stale.is_err(), "a click on the old board is refused");
                taken += 1;
            }
            // And forward again.
            for played in &run {
                let again = tables.act(id, owner, version, played.action.clone()).await;
                let again = again.unwrap();
                assert_eq!(again.after.game.take_back, Some(seat.0));
                version = again.after.game.version;
            }
            assert_eq!(
                json(&tables.view(id).await.unwrap().state),
                json(&after.state),
                "played again alike"
            );
        }
        // The record holds the actions that stand, and replays to the game as it stands.
        let record = tables.record(id).await.unwrap();
        let replayed = record.replay(|_, _, _, _| {}).unwrap();
        assert_eq!(Some(replayed), tables.view(id).await.unwrap().state);
        let stored = tables.store().log(id).await.unwrap();
        assert_eq!(record.actions.len() + 2 * taken_in(&stored), stored.len());
    }
    (taken, longest)
}

on_both_stores! {
    /// Palazzo: played to the end.
    async fn palazzo_runs_are_taken_back_exactly_and_played_again_the_same(db, store) {
        let run = every_run_taken_back_exactly_and_played_again::<Palazzo>(store, 0..4, 1_000);
        let (taken, longest) = Box::pin(run).await;
        assert!(taken > 20, "only {taken} actions were ever taken back");
        assert!(longest >= 2, "never two actions in a row were taken back");
}
}

on_both_stores! {
    /// Alhambra: the first 150 actions of two games.
    async fn alhambra_runs_are_taken_back_exactly_and_played_again_the_same(db, store) {
        let run = every_run_taken_back_exactly_and_played_again::<Alhambra>(store, 0..2, 150);
        let (taken, longest) = Box::pin(run).await;
        assert!(taken > 20, "only {taken} actions were ever taken back");
        assert!(longest >= 2, "never two actions in a row were taken back");
}
}

on_both_stores! {
    /// The Princes of Florence: the first 150 actions of two games.
    async fn princes_runs_are_taken_back_exactly_and_played_again_the_same(db, store) {
        let run = every_run_taken_back_exactly_and_played_again::<Princes>(store, 0..2, 150);
        let (taken, longest) = Box::pin(run).await;
        assert!(taken > 20, "only {taken} actions were ever taken back");
        assert!(longest >= 2, "never two actions in a row were taken back");
}
}

/// How many take-backs a log holds.
fn taken_in(log: &[tavola::store::StoredAction]) -> usize {
    log.iter().filter(|r| r.undoes.is_some()).count()
}

on_both_stores! {
    /// Once the next seat has acted, the action before stands.
    async fn nothing_is_taken_back_once_another_seat_has_acted(db, store) {
        let tables = Tables::<Palazzo>::new(store);
        let id = started(&tables, 2, 77).await;
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        // Play until an action is offered, then let the other seat act.
        loop {
            let (seat, owner, version, action) = a_move(&tables, id, &mut rng).await;
            let moved = tables.act(id, owner, version, action).await.unwrap();
            if moved.after.game.take_back != Some(seat.0) {
                continue;
            }
            let (next, next_owner, version, action) = a_move(&tables, id, &mut rng).await;
            if next == seat {
                continue;
            }
            tables.act(id, next_owner, version, action).await.unwrap();
            let refused = tables.take_back(id, owner, version + 1).await;
            assert!(
                matches!(refused, Err(TableError::CannotTakeBack(_))),
                "{refused:?}"
            );
            assert_eq!(tables.store().log(id).await.unwrap().len() as i64, version + 1);
            return;
        }
}
}

on_both_stores! {
    /// After a take-back the timers are those of the game as it was: the seat that moved next
    /// waits no more (its timers are dropped), and the seat deciding again is reminded later
    /// but keeps the deadline of the decision it was asked when the seat before it moved.
    async fn a_take_back_drops_the_next_seats_timers_and_keeps_the_deciding_seats_deadline(db, store) {
        let tables = Tables::<Palazzo>::new(store);
        let settings = Settings::from_hours(None, Some(24)).unwrap();
        let id = tables
            .open_lobby_with_settings(Some(1), CHANNEL, HOST, Default::default(), settings, 5)
            .await
            .unwrap();
        tables.join(id, user(1)).await.unwrap();
        tables.start(id, HOST).await.unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        // An action offered to be taken back, answering a decision asked by the other seat's move.
        let (seat, owner, version) = loop {
            let (seat, owner, version, action) = a_move(&tables, id, &mut rng).await;
            let moved = tables.act(id, owner, version, action).await.unwrap();
            let log = tables.store().log(id).await.unwrap();
            let answered_the_other = log.len() >= 2 && log[log.len() - 2].seat != seat.0;
            if moved.after.game.take_back == Some(seat.0) && answered_the_other {
                break (seat, owner, moved.after.game.version);
            }
        };
        let next = tables.view(id).await.unwrap().state.unwrap().to_act();
        assert!(!next.contains(seat), "the other seat decides now");
        let pending = tables.store().pending_timers(id).await.unwrap();
        assert!(pending.iter().all(|t| next.contains(Seat(t.seat))), "{pending:?}");

        // Time passes before the player takes it back.
        tokio::time::sleep(Duration::from_millis(50)).await;
        let asked = tables.store().log(id).await.unwrap()[version as usize - 2].created_at;
        tables.take_back(id, owner, version).await.unwrap();
        let day = 24 * 3_600_000;
        let pending = tables.store().pending_timers(id).await.unwrap();
        let armed: Vec<_> = pending
            .iter()
            .map(|t| (t.kind, t.seat, t.version, t.waiting_since))
            .collect();
        assert_eq!(
            armed,
            [
                (TimerKind::Remind, seat.0, version + 1, asked),
                (TimerKind::Deadline, seat.0, version + 1, asked),
            ],
            "only the seat deciding again waits, since it was asked"
        );
        let deadline = pending[1].due_at;
        assert_eq!(deadline, asked + day, "the deadline of the decision it was asked");
        let remind = pending[0].due_at;
        assert!(remind > asked + day / 2, "reminded from the take-back on: {remind}");
        assert_eq!(
            tables.view(id).await.unwrap().game.next_deadline,
            Some(deadline)
        );
}
}

on_both_stores! {
    /// A take-back and the next player's move, clicked at once on the same board, through one
    /// table service or through two (two processes on one database): exactly one is stored,
    /// the other is refused, and the log replays to the game as it stands.
    async fn a_take_back_and_the_next_players_move_at_once_are_serialised(db, store) {
        let one = Tables::<Palazzo>::new(store.clone());
        let other = Tables::<Palazzo>::new(store);
        let id = started(&one, 2, 9).await;
        let mut rng = ChaCha8Rng::seed_from_u64(9);
        let (mut backs, mut moves) = (0, 0);
        for round in 0..12 {
            // Play until a take-back is offered and the other seat is to act.
            let (owner, version, next_owner, next_action) = loop {
                let (seat, owner, version, action) = a_move(&one, id, &mut rng).await;
                let moved = one.act(id, owner, version, action).await.unwrap();
                let (next, next_owner, version, next_action) = a_move(&one, id, &mut rng).await;
                if moved.after.game.take_back == Some(seat.0) && next != seat {
                    break (owner, version, next_owner, next_action);
                }
            };
            let racer = if round % 2 == 0 { one.clone() } else { other.clone() };
            let mover = tokio::spawn(async move {
                racer.act(id, next_owner, version, next_action).await.is_ok()
            });
            let taker = one.clone();
            let back = tokio::spawn(async move { taker.take_back(id, owner, version).await });
            let (back, moved) = (back.await.unwrap(), mover.await.unwrap());
            assert!(back.is_ok() != moved, "one of the two: {back:?} / moved: {moved}");
            if back.is_ok() {
                backs += 1;
                // The seat decides again; the game goes on.
                let (_, owner, version, action) = a_move(&one, id, &mut rng).await;
                one.act(id, owner, version, action).await.unwrap();
            } else {
                moves += 1;
            }
            assert_eq!(one.verify(id).await.unwrap(), one.store().log(id).await.unwrap().len());
            other.forget(id).await;
        }
        println!("{backs} take-backs and {moves} moves won the race");
}
}
