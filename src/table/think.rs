//! A computer seat's turn. A move that leaves a program seat to act arms its `think` timer,
//! due at once; firing it leases it ([`Tables::fire`] answers [`Fired::Thinking`]), and
//! [`Tables::think`] decides on a blocking thread from a bounded pool
//! ([`Computers`](super::Computers)), never under the game's lock, then plays the decision as
//! a move like any other, claiming the timer in the same transaction. A process that dies
//! mid-search leaves the timer leased: it falls due again when the lease ends, so a restart
//! resumes the turn.

use super::cache::cached;
use super::computers::decision_seed;
use super::fired::{Fired, Thinking, answer_timer};
use super::moves::{Mover, play_move};
use super::{TableError, Tables};
use crate::computer::Level;
use crate::engine::{Heuristic, Seat};
use crate::store::{Claim, GameStatus, Timer};

impl<G: Heuristic> Tables<G> {
    /// Leases a due `think` timer whose seat the program still plays and which is still to act
    /// at the timer's version (the caller has checked that under the game's lock).
    pub(super) async fn lease_turn(
        &self,
        timer: &Timer,
        state: &G,
        level: Level,
        game_seed: u64,
    ) -> Result<Fired<G>, TableError> {
        let now = self.clock().now_ms();
        let leased_until = now + self.service.computers().lease_ms();
        if !self.store().lease_timer(timer, leased_until).await? {
            return Ok(Fired::Nothing(Claim::AlreadyFired));
        }
        let seat = Seat(timer.seat);
        Ok(Fired::Thinking(Box::new(Thinking {
            timer: timer.clone(),
            leased_until,
            state: state.clone(),
            seat,
            level,
            seed: decision_seed(game_seed, timer.version, seat),
        })))
    }

    /// Decides a leased turn on the pool (outside the game's lock: clicks on this game and
    /// every other go on meanwhile), then plays it as a move, claiming the timer. If the game
    /// moved on in the meantime (another seat acted at the same time), nothing is played and
    /// the turn, if still the seat's, falls due again at once, to be thought on afresh.
    pub async fn think(&self, job: Thinking<G>) -> Result<Fired<G>, TableError> {
        let Thinking {
            timer,
            leased_until,
            state,
            seat,
            level,
            seed,
        } = job;
        let decided = self
            .service
            .computers()
            .decide(state, seat, level, seed)
            .await?;
        self.with_game_at(timer.game, timer.version, async |store, slot| {
            let now = self.clock().now_ms();
            let rows = &cached(slot)?.rows;
            if rows.game.status != GameStatus::Active {
                return Ok(Fired::Nothing(Claim::Obsolete));
            }
            if rows.game.version != timer.version {
                let leased = Timer {
                    due_at: leased_until,
                    ..timer.clone()
                };
                store.lease_timer(&leased, now).await?;
                return Ok(Fired::Nothing(Claim::Obsolete));
            }
            let Some(action) = decided else {
                store.drop_timer(timer.id).await?;
                return Ok(Fired::Nothing(Claim::Obsolete));
            };
            let by = Mover::Computer(timer.id);
            let played = play_move::<G>(store, slot, Some((seat, action, by)), now, None).await;
            answer_timer(&timer, played, Fired::Thought, "a computer seat's move")
        })
        .await
    }
}
