//! Why the table refused: [`TableError`] for everything around the rules, and [`ActError`]
//! for an action, which the engine may refuse with its own typed error. The words players
//! read are the Discord layer's.

use crate::engine::SetupError;
use crate::schedule::SettingsError;
use crate::store::{GameStatus, StoreError};

/// Why the table refused, in words for the player who clicked.
#[derive(Debug, thiserror::Error)]
pub enum TableError {
    #[error("there is no such game")]
    NotFound,
    #[error("you are not seated at this game")]
    NotSeated,
    #[error("only the host can do that")]
    NotHost,
    #[error("this game has left its lobby")]
    NotInLobby,
    #[error("you already have a seat at this game")]
    AlreadySeated,
    #[error("the table is full")]
    Full,
    #[error("at least {min} players are needed to start")]
    NotEnoughPlayers { min: u8 },
    #[error("the host cannot leave; they cancel the game instead")]
    HostCannotLeave,
    #[error("this game is not being played")]
    NotActive,
    #[error("this game is over")]
    Finished,
    #[error("there is no seat {}", .0 + 1)]
    NoSuchSeat(u8),
    #[error("seat {} is already played by the program", .0 + 1)]
    ProgramSeat(u8),
    #[error("you cannot vote on your own seat")]
    OwnSeat,
    #[error(
        "that seat has missed {missed} deadline{} in a row; the others may vote it to the \
         program after {needed}",
        if *missed == 1 { "" } else { "s" }
    )]
    NotAbsent { missed: u32, needed: u32 },
    #[error("only the host or a server admin can give a seat to someone else")]
    NotHostOrAdmin,
    #[error("they already have a seat at this game")]
    MemberSeated,
    #[error("this rematch is for the players of the game before")]
    NotInvited,
    #[error("there is no computer player to take out")]
    NoComputer,
    #[error("the board has moved on; play from the current board")]
    Stale { current: i64 },
    #[error("{0}")]
    CannotTakeBack(super::take_back::Kept),
    /// A seat changed hands in another process after this one judged a move on it.
    #[error("that seat has just changed hands; try again")]
    SeatChanged,
    /// The pace asked for is refused; the message says why.
    #[error("{0}")]
    Settings(#[from] SettingsError),
    /// The engine could not set the game up (the seats do not suit it).
    #[error("{0}")]
    Setup(#[from] SetupError),
    /// The stored game does not add up (unreadable JSON, a log that does not replay to the
    /// snapshot). Log it; the player can only be told something went wrong.
    #[error("this game's records are damaged: {0}")]
    Corrupt(String),
    #[error("the game could not be saved or loaded; try again")]
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
            TableError::Store(_) => "store",
        }
    }
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
