//! A timer, and what asking to fire one finds.

use std::fmt;

use super::rows::GameId;

/// A timer's row id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TimerId(pub i64);

impl fmt::Display for TimerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// What a timer does when it falls due.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TimerKind {
    /// Remind the seat's owner that the game waits for them.
    Remind,
    /// The seat's time is up: its default action is played.
    Deadline,
    /// A computer seat is to act: the program thinks and plays, off the async runtime.
    Think,
}

impl TimerKind {
    /// The value stored in `timers.kind`.
    pub fn as_str(self) -> &'static str {
        match self {
            TimerKind::Remind => "remind",
            TimerKind::Deadline => "deadline",
            TimerKind::Think => "think",
        }
    }

    pub fn from_name(name: &str) -> Option<TimerKind> {
        [TimerKind::Remind, TimerKind::Deadline, TimerKind::Think]
            .into_iter()
            .find(|k| k.as_str() == name)
    }
}

/// One row of `timers`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Timer {
    pub id: TimerId,
    pub game: GameId,
    /// The game's engine (`games.kind`, e.g. `"palazzo"`): which table service fires it.
    pub game_kind: String,
    pub kind: TimerKind,
    pub seat: u8,
    /// The game version it was armed for; once the game has moved past it, it is obsolete.
    pub version: i64,
    /// When the seat's decision began (carried from one reminder to the next).
    pub waiting_since: i64,
    pub due_at: i64,
    /// When it was claimed; `None` while pending.
    pub fired_at: Option<i64>,
}

/// A timer to arm at the game's version of the write that arms it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NewTimer {
    pub kind: TimerKind,
    pub seat: u8,
    pub waiting_since: i64,
    pub due_at: i64,
}

/// How a write changes a game's pending timers: those of the `keep` seats carry over to the new
/// version unchanged (seats still waiting on the same decision); every other pending timer is
/// dropped; `arm` are added. The default drops them all (a finished game, or a plain append).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Rearm {
    pub keep: Vec<u8>,
    pub arm: Vec<NewTimer>,
}

/// What an attempt to claim a timer found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Claim {
    /// This caller claimed it: fire it.
    Fired,
    /// Someone else claimed it first.
    AlreadyFired,
    /// It is not due yet.
    NotDue,
    /// Its game has moved on (or ended), so it was dropped; or it was dropped already.
    Obsolete,
}
