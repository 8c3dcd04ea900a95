//! A computer seat's turn. A move that leaves a program seat to act arms its `think` timer,
//! due at once; firing it leases it ([`Tables::fire`] answers [`Fired::Thinking`]), and
//! [`Tables::think`] decides on a blocking thread from a bounded pool, never under the game's
//! lock, then plays the decision as a move like any other, claiming the timer in the same
//! transaction. A process that dies mid-search leaves the timer leased: it falls due again
//! when the lease ends, so a restart resumes the turn.

use std::sync::Arc;

use tokio::sync::Semaphore;

use super::cache::cached;
use super::moves::{Mover, decision_seed, play_move};
use super::timers::answer_timer;
use super::{Fired, TableError, Tables};
use crate::computer::{self, Budget, DEFAULT_BUDGET, Level};
use crate::engine::{Heuristic, Seat};
use crate::schedule::millis;
use crate::store::{Claim, GameStatus, Timer};

/// How long past the search's budget a leased turn waits before it is taken up again.
const LEASE_MARGIN_MS: i64 = 60_000;

/// How the program thinks: its budget per decision, and the pool that bounds how many
/// searches run at once.
#[derive(Debug, Clone)]
pub struct Computers {
    pub budget: Budget,
    pool: Arc<Semaphore>,
}

impl Computers {
    /// `budget` per decision, at most `threads` searches at once (at least one).
    pub fn new(budget: Budget, threads: usize) -> Computers {
        Computers {
            budget,
            pool: Arc::new(Semaphore::new(threads.max(1))),
        }
    }

    /// How long a turn is leased for.
    fn lease_ms(&self) -> i64 {
        LEASE_MARGIN_MS
            + match self.budget {
                Budget::Time(t) => millis(t),
                Budget::Iterations(_) => 0,
            }
    }

    /// Decides on a thread of the pool, waiting for one to be free.
    pub(super) async fn decide<G: Heuristic>(
        &self,
        state: G,
        seat: Seat,
        level: Level,
        seed: u64,
    ) -> Result<Option<G::Action>, TableError> {
        let permit = Arc::clone(&self.pool)
            .acquire_owned()
            .await
            .map_err(|_| TableError::Program("the computer players' pool is closed".into()))?;
        let budget = self.budget;
        tokio::task::spawn_blocking(move || {
            let _held = permit;
            computer::decide(&state, seat, level, budget, seed).map(|d| d.action)
        })
        .await
        .map_err(|e| TableError::Program(format!("a computer player's search failed: {e}")))
    }
}

impl Computers {
    /// `budget` per decision, searching on every core but one (one on a single core): a core
    /// stays free for the clicks, however many computer seats are to act.
    pub fn with_budget(budget: Budget) -> Computers {
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        Computers::new(budget, cores.saturating_sub(1))
    }
}

impl Default for Computers {
    /// A second per decision; see [`Computers::with_budget`].
    fn default() -> Computers {
        Computers::with_budget(Budget::Time(DEFAULT_BUDGET))
    }
}

/// A computer seat's turn, leased: what [`Tables::think`] needs to decide and play it.
#[derive(Debug, Clone)]
pub struct Thinking<G: Heuristic> {
    timer: Timer,
    /// When the lease ends (the timer's `due_at` now).
    leased_until: i64,
    state: G,
    seat: Seat,
    level: Level,
    seed: u64,
}

impl<G: Heuristic> Thinking<G> {
    pub fn game(&self) -> crate::store::GameId {
        self.timer.game
    }

    pub fn seat(&self) -> Seat {
        self.seat
    }

    pub fn level(&self) -> Level {
        self.level
    }
}

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
