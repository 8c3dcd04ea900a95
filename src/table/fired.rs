//! What firing a due timer did ([`Tables::fire`](super::Tables::fire)), and what a computer
//! seat's turn, leased, carries to [`Tables::think`](super::Tables::think).

use super::{ActError, Moved, TableError};
use crate::computer::Level;
use crate::engine::{Heuristic, Seat};
use crate::store::{Claim, StoreError, Timer};

/// What a due timer did ([`Tables::fire`](super::Tables::fire)).
#[derive(Debug, Clone)]
pub enum Fired<G: Heuristic> {
    /// The seat's owner is to be reminded; the next reminder is armed.
    Reminded {
        seat: Seat,
        /// `None` for a seat the program plays.
        owner: Option<u64>,
        /// When the seat's decision began.
        waiting_since: i64,
        /// The game's next deadline, if it has one.
        deadline: Option<i64>,
    },
    /// The seat missed its deadline: its default action was played and stored like any other
    /// move (the program's replies included); `moved.missed` counts the seat's misses in a row.
    DeadlineMissed(Box<Moved<G>>),
    /// A computer seat's turn, leased: [`Tables::think`](super::Tables::think) decides and
    /// plays it.
    Thinking(Box<Thinking<G>>),
    /// A computer seat's turn, played and stored like any move (the program's quick replies
    /// included).
    Thought(Box<Moved<G>>),
    /// Nothing to do: the timer was obsolete (and is dropped), not due yet, or fired already.
    Nothing(Claim),
}

/// A computer seat's turn, leased: what [`Tables::think`](super::Tables::think) needs to
/// decide and play it.
#[derive(Debug, Clone)]
pub struct Thinking<G: Heuristic> {
    pub(super) timer: Timer,
    /// When the lease ends (the timer's `due_at` now).
    pub(super) leased_until: i64,
    pub(super) state: G,
    pub(super) seat: Seat,
    pub(super) level: Level,
    pub(super) seed: u64,
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

/// What playing the move a timer asked for came to: `fired` with the move, nothing if another
/// firing claimed the timer first, and a refusal of the program's own move as corruption.
pub(super) fn answer_timer<G: Heuristic>(
    timer: &Timer,
    played: Result<Option<Moved<G>>, ActError<G::Error>>,
    fired: fn(Box<Moved<G>>) -> Fired<G>,
    what: &str,
) -> Result<Fired<G>, TableError> {
    match played {
        Ok(moved) => Ok(fired(Box::new(
            moved.expect("a move with a first action has a step"),
        ))),
        Err(ActError::Table(TableError::Store(StoreError::TimerNotClaimed { claim, .. }))) => {
            Ok(Fired::Nothing(claim))
        }
        Err(ActError::Table(e)) => Err(e),
        Err(ActError::Rule(e)) => Err(TableError::Program(format!(
            "game {}: {what} is refused: {e}",
            timer.game
        ))),
    }
}
