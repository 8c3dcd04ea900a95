//! The store's error: what it refuses, and why a change failed.

use super::rows::{GameId, GameStatus};
use super::timer::{Claim, TimerId};

/// What the store refuses, or why it failed.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("there is no game {0}")]
    NotFound(GameId),
    #[error("game {id} is {status}")]
    WrongStatus { id: GameId, status: GameStatus },
    #[error("the user already has seat {seat} of game {id}")]
    AlreadySeated { id: GameId, seat: u8 },
    #[error("the user has no seat at game {0}")]
    NotSeated(GameId),
    #[error("game {id} has no seat {seat}")]
    NoSuchSeat { id: GameId, seat: u8 },
    #[error("game {id} is full ({max} seats)")]
    Full { id: GameId, max: u8 },
    #[error("the host cannot leave game {0}; they cancel it")]
    HostCannotLeave(GameId),
    /// Another write got there first: the game is at version `current` now.
    #[error("game {id} has moved on to version {current}")]
    Conflict { id: GameId, current: i64 },
    /// The seat changed hands since the move was judged (another process gave it away):
    /// nothing was stored.
    #[error("seat {seat} of game {id} has changed hands")]
    SeatChanged { id: GameId, seat: u8 },
    /// A timer could not be claimed for an action that answers it: nothing was stored.
    #[error("timer {id} was not fired: {claim:?}")]
    TimerNotClaimed { id: TimerId, claim: Claim },
    #[error("unreadable row: {0}")]
    Corrupt(String),
    #[error("database: {0}")]
    Db(#[from] sqlx::Error),
    #[error("{0} is not a database address Tavola knows (sqlite://… or postgres://…)")]
    Url(String),
    /// A copy goes into an empty store only.
    #[error("the target already holds {0} games; a copy goes into an empty database only")]
    NotEmpty(i64),
    /// The transaction that held the change failed as a whole (shared by other games' moves,
    /// so the database's error is told to each as text): nothing of it was stored.
    #[error("not stored: {0}")]
    Unsaved(String),
    #[error("migrating the database: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    /// The store could not start the thread that commits moves.
    #[error("starting the committer: {0}")]
    Committer(#[from] std::io::Error),
}
