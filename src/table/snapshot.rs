//! A game as the table hands it out: its rows, its state and its recent events.

use crate::engine::{Game, Seat};
use crate::schedule::Settings;
use crate::store::{GameRow, SeatRow};

/// How many events of a game the table keeps for its board: the last actions' events, up to
/// this many (a board shows fewer lines; some events make none).
pub const RECENT_EVENTS: usize = 24;

/// A game as the table sees it now.
#[derive(Debug, Clone)]
pub struct Snapshot<G: Game> {
    /// The game's row; its `state_json` is not kept (`state` is the state, parsed).
    pub game: GameRow,
    pub seats: Vec<SeatRow>,
    /// The engine state; `None` in the lobby (and for a game cancelled there).
    pub state: Option<G>,
    /// The game's pace: reminders and deadline.
    pub settings: Settings,
    /// The events of the game's last actions, oldest first (at most [`RECENT_EVENTS`]).
    pub recent: Vec<G::Event>,
}

impl<G: Game> Snapshot<G> {
    /// The seats `user` owns, in seat order.
    pub fn seats_of(&self, user: u64) -> impl Iterator<Item = Seat> + '_ {
        seats_of(&self.seats, user)
    }

    /// The owner of `seat`; `None` for a seat the program plays or one that does not exist.
    pub fn owner(&self, seat: Seat) -> Option<u64> {
        self.seats.get(seat.index()).and_then(|s| s.owner)
    }
}

pub(super) fn seats_of(seats: &[SeatRow], user: u64) -> impl Iterator<Item = Seat> + '_ {
    seats
        .iter()
        .filter(move |s| s.owner == Some(user))
        .map(|s| Seat(s.seat))
}
