//! How the program thinks: its budget per decision, the pool of threads its searches share,
//! and the seed of each decision, so a decision made again after a crash is the same one.

use std::sync::Arc;

use tokio::sync::Semaphore;

use super::TableError;
use crate::computer::{self, Budget, DEFAULT_BUDGET, Level};
use crate::engine::{Heuristic, Seat};
use crate::schedule::millis;

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
    pub(super) fn lease_ms(&self) -> i64 {
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

/// The seed of a computer seat's decision at a game's version: its games differ, and a
/// decision made again (after a crash before the commit) is the same one.
pub(super) fn decision_seed(game_seed: u64, version: i64, seat: Seat) -> u64 {
    let mut x = game_seed
        ^ (version as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ u64::from(seat.0).rotate_left(56);
    // splitmix64's finaliser: nearby inputs give unrelated seeds.
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}
