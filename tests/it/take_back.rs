//! Taking back one's own last action, through the table service on both stores: what the
//! rules allow is offered to the seat that acted and no one else, taking it back puts the game
//! back exactly as it was (and the log replays to it), the same action played again gives the
//! same game, and nothing can be taken back once another seat has acted.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use tavola::engine::palazzo::Palazzo;
use tavola::engine::{Game, Seat};
use tavola::store::GameId;
use tavola::table::{Kept, TableError, Tables};

use crate::on_both_stores;
use crate::table::{HOST, started, user};

/// The seat to act, its owner and a random action of theirs, as the table shows the game.
async fn a_move(
    tables: &Tables<Palazzo>,
    id: GameId,
    rng: &mut ChaCha8Rng,
) -> (Seat, u64, i64, <Palazzo as Game>::Action) {
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

on_both_stores! {
    /// Random games of three: after every action the rules let its player take back, they
    /// take it back (the game is JSON-equal to the game before it, and the log replays to it),
    /// play it again (the game is JSON-equal to the game after it), and play on.
    async fn every_action_offered_is_taken_back_exactly_and_played_again_the_same(db, store) {
        let tables = Tables::<Palazzo>::new(store);
        let mut taken = 0;
        for seed in 0..4 {
            let id = started(&tables, 3, 40 + seed).await;
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            loop {
                let (seat, owner, version, action) = a_move(&tables, id, &mut rng).await;
                let before = tables.view(id).await.unwrap();
                let moved = tables.act(id, owner, version, action.clone()).await.unwrap();
                let after = moved.after.clone();
                if after.state.as_ref().unwrap().is_over() {
                    break;
                }
                let Some(offered) = after.game.take_back else {
                    continue;
                };
                assert_eq!(offered, seat.0, "offered to the seat that acted");
                for other in [HOST, user(1), user(2)] {
                    if other != owner {
                        let refused = tables.take_back(id, other, after.game.version).await;
                        assert!(
                            matches!(refused, Err(TableError::CannotTakeBack(Kept::NotYours))),
                            "{refused:?}"
                        );
                    }
                }
                let back = tables.take_back(id, owner, after.game.version).await.unwrap();
                assert_eq!(back.seat, seat);
                assert_eq!(back.action, action);
                assert_eq!(json(&back.after.state), json(&before.state), "the game as it was");
                assert_eq!(back.after.game.version, version + 2);
                assert_eq!(tables.verify(id).await.unwrap(), (version + 2) as usize);
                // A click on the board shown before the take-back is stale.
                let stale = tables.act(id, owner, version + 1, action.clone()).await;
                assert!(stale.is_err(), "a click on the old board is refused");
                let again = tables.act(id, owner, version + 2, action).await.unwrap();
                assert_eq!(json(&again.after.state), json(&after.state), "played again alike");
                taken += 1;
            }
            // The record holds the actions that stand, and replays to the game's end.
            let record = tables.record(id).await.unwrap();
            let replayed = record.replay(|_, _, _, _| {}).unwrap();
            assert_eq!(Some(replayed), tables.view(id).await.unwrap().state);
            let stored = tables.store().log(id).await.unwrap();
            assert_eq!(record.actions.len() + 2 * taken_in(&stored), stored.len());
        }
        assert!(taken > 20, "only {taken} actions were ever offered to be taken back");
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
