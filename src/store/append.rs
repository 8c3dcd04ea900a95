//! What one stored action writes besides the log, and what storing it answers.

use super::placing::Placing;
use super::timer::{Rearm, TimerId};

/// One accepted action and what it changes besides the log
/// ([`Store::append_with`](super::Store::append_with)).
#[derive(Debug, Clone, Default)]
pub struct Append<'a> {
    /// The seat that acted.
    pub seat: u8,
    pub action_json: &'a str,
    /// What the action did: the engine's events, as JSON.
    pub events_json: &'a str,
    /// The engine state after the action, when it is to be kept as the game's snapshot
    /// (`None`: the snapshot stays where it was, and a load replays this action).
    pub state_json: Option<&'a str>,
    /// Whether the seat's owner made the move themselves (not a deadline, not the program):
    /// the seat is present again.
    pub by_owner: bool,
    /// For a take-back: the `seq` of the action it takes back (`action_json` repeats that
    /// action, and `state_json` is the game as it was before it).
    pub undoes: Option<i64>,
    /// The seat that may take back the game's last action once this move is stored (the
    /// table asks the rules); `None`: no one.
    pub take_back: Option<u8>,
    /// Who the move was judged to hold the seat: the store refuses it if the seat has
    /// changed hands since ([`StoreError::SeatChanged`](super::StoreError::SeatChanged)), which
    /// moves no version.
    pub holder: Holder,
    /// `Some` when the action ends the game: every seat's standing.
    pub end: Option<&'a [Placing]>,
    pub timers: AppendTimers,
}

/// Who holds a seat, as a move's writer believes: the store checks it in the move's guard.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Holder {
    /// Not checked (tools and tests that write actions directly).
    #[default]
    Unchecked,
    /// The Discord user who plays the seat.
    Person(u64),
    /// The program plays the seat.
    Program,
}

impl Holder {
    /// The holder of a seat whose owner is `owner`.
    pub fn of(owner: Option<u64>) -> Holder {
        owner.map_or(Holder::Program, Holder::Person)
    }
}

/// What an append does about timers, in the same transaction as the action.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct AppendTimers {
    /// The deadline this action answers, with the time it fires: it is claimed first, and the
    /// acting seat's missed deadlines go up by one. If it cannot be claimed nothing is stored
    /// ([`StoreError::TimerNotClaimed`](super::StoreError::TimerNotClaimed)).
    pub deadline: Option<(TimerId, i64)>,
    /// The computer turn this action is, with the time it is played: claimed first like a
    /// deadline (whatever its lease says of when it is due), but no deadline was missed.
    pub think: Option<(TimerId, i64)>,
    /// The game's timers from the new version on.
    pub rearm: Rearm,
}

/// What [`Store::append_with`](super::Store::append_with) stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Appended {
    /// The game's version now.
    pub version: i64,
    /// The earliest pending deadline of the game now.
    pub next_deadline: Option<i64>,
    /// The acting seat's missed deadlines, when the action answered one.
    pub missed_deadlines: Option<u32>,
}
