//! Why the table refused: [`TableError`] for everything around the rules, and [`ActError`]
//! for an action, which the engine may refuse with its own typed error. The words players
//! read are the Discord layer's.

use std::fmt;

use crate::engine::{Irreversible, SetupError};
use crate::schedule::SettingsError;
use crate::store::{GameStatus, StoreError};

/// Why the table refused. Its `Display` is for logs: the refusal's key ([`TableError::kind`])
/// and what it carries. The words a player reads are the Discord layer's.
#[derive(Debug, thiserror::Error)]
pub enum TableError {
    NotFound,
    NotSeated,
    NotHost,
    NotInLobby,
    AlreadySeated,
    Full,
    NotEnoughPlayers {
        min: u8,
    },
    HostCannotLeave,
    NotActive,
    Finished,
    /// No seat of this index (counted from 0).
    NoSuchSeat(u8),
    /// The seat of this index (counted from 0) is the program's already.
    ProgramSeat(u8),
    OwnSeat,
    /// The seat has not missed enough deadlines in a row to be voted to the program.
    NotAbsent {
        missed: u32,
        needed: u32,
    },
    NotHostOrAdmin,
    MemberSeated,
    NotInvited,
    NoComputer,
    /// The click was on a board drawn for an older version.
    Stale {
        current: i64,
    },
    CannotTakeBack(Kept),
    /// A seat changed hands in another process after this one judged a move on it.
    SeatChanged,
    /// The pace asked for is refused; the error says why.
    Settings(#[from] SettingsError),
    /// The engine could not set the game up (the seats do not suit it).
    Setup(#[from] SetupError),
    /// The stored game does not add up (unreadable JSON, a log that does not replay to the
    /// snapshot). Log it; the player can only be told something went wrong.
    Corrupt(String),
    /// A move of the program's own (a computer player's, or the default move of a missed
    /// deadline) could not be made: the rules refused it, or its search did not run. A fault
    /// of the program, not of the stored game.
    Program(String),
    /// A value could not be written as JSON to be stored.
    Unencodable(String),
    Store(#[source] StoreError),
}

impl TableError {
    /// The variant's name in snake case, for counting refusals by kind.
    pub fn kind(&self) -> &'static str {
        match self {
            TableError::NotFound => "not_found",
            TableError::NotSeated => "not_seated",
            TableError::NotHost => "not_host",
            TableError::NotInLobby => "not_in_lobby",
            TableError::AlreadySeated => "already_seated",
            TableError::Full => "full",
            TableError::NotEnoughPlayers { .. } => "not_enough_players",
            TableError::HostCannotLeave => "host_cannot_leave",
            TableError::NotActive => "not_active",
            TableError::Finished => "finished",
            TableError::NoSuchSeat(_) => "no_such_seat",
            TableError::ProgramSeat(_) => "program_seat",
            TableError::OwnSeat => "own_seat",
            TableError::NotAbsent { .. } => "not_absent",
            TableError::NotHostOrAdmin => "not_host_or_admin",
            TableError::MemberSeated => "member_seated",
            TableError::NotInvited => "not_invited",
            TableError::NoComputer => "no_computer",
            TableError::Stale { .. } => "stale",
            TableError::SeatChanged => "seat_changed",
            TableError::CannotTakeBack(_) => "cannot_take_back",
            TableError::Settings(_) => "settings",
            TableError::Setup(_) => "setup",
            TableError::Corrupt(_) => "corrupt",
            TableError::Program(_) => "program",
            TableError::Unencodable(_) => "unencodable",
            TableError::Store(_) => "store",
        }
    }
}

/// The refusal's key and what it carries, e.g. `not_enough_players (min 2)`.
impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.kind())?;
        match self {
            TableError::NotEnoughPlayers { min } => write!(f, " (min {min})"),
            TableError::NoSuchSeat(seat) | TableError::ProgramSeat(seat) => {
                write!(f, " (seat index {seat})")
            }
            TableError::NotAbsent { missed, needed } => {
                write!(f, " (missed {missed}, needed {needed})")
            }
            TableError::Stale { current } => write!(f, " (now at version {current})"),
            TableError::CannotTakeBack(why) => write!(f, ": {why}"),
            TableError::Settings(e) => write!(f, ": {e}"),
            TableError::Setup(e) => write!(f, ": {e}"),
            TableError::Corrupt(what)
            | TableError::Program(what)
            | TableError::Unencodable(what) => write!(f, ": {what}"),
            TableError::Store(e) => write!(f, ": {e}"),
            _ => Ok(()),
        }
    }
}

/// Why the last action cannot be taken back now. Its `Display` is for logs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Kept {
    #[error("nothing to take back")]
    Nothing,
    /// The last action is another player's, or was answered by one.
    #[error("not the seat's own last action")]
    NotYours,
    /// The rules keep it.
    #[error("the rules keep it: {0}")]
    Rules(Irreversible),
}

/// The store's refusals become the player's; its failures stay [`TableError::Store`].
impl From<StoreError> for TableError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::NotFound(_) => TableError::NotFound,
            StoreError::WrongStatus { status, .. } => match status {
                GameStatus::Lobby | GameStatus::Cancelled => TableError::NotActive,
                GameStatus::Active => TableError::NotInLobby,
                GameStatus::Finished => TableError::Finished,
            },
            StoreError::AlreadySeated { .. } => TableError::AlreadySeated,
            StoreError::NotSeated(_) | StoreError::NoSuchSeat { .. } => TableError::NotSeated,
            StoreError::Full { .. } => TableError::Full,
            StoreError::HostCannotLeave(_) => TableError::HostCannotLeave,
            StoreError::Conflict { current, .. } => TableError::Stale { current },
            StoreError::SeatChanged { .. } => TableError::SeatChanged,
            e => TableError::Store(e),
        }
    }
}

/// Why an action was not played: the engine's own refusal, typed, or the table's.
#[derive(Debug, thiserror::Error)]
pub enum ActError<E> {
    /// The rules refuse it; the engine's error says which rule.
    #[error("{0}")]
    Rule(E),
    #[error(transparent)]
    Table(#[from] TableError),
}

impl<E> From<StoreError> for ActError<E> {
    fn from(e: StoreError) -> Self {
        ActError::Table(e.into())
    }
}
