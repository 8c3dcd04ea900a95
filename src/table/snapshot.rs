//! A game as the table hands it out: its rows, its state and its recent events.

use std::collections::HashMap;

use crate::engine::{Game, Seat};
use crate::lang::Lang;
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
    /// The language each seated person reads, as far as the Discord layer has filled it in
    /// (the table does not know it): what is written to one of them alone is in theirs.
    pub readers: HashMap<u64, Lang>,
    /// The seated people away on vacation, with when they are back (ms since the epoch), in
    /// seat order.
    pub away: Vec<(u64, i64)>,
    /// The link to the game's page on the web, if pages are served.
    pub page: Option<String>,
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

    /// The language the whole table reads: the game's.
    pub fn lang(&self) -> Lang {
        self.settings.language
    }

    /// The language `user` reads what is written to them alone: theirs if known, else the
    /// game's.
    pub fn lang_of(&self, user: Option<u64>) -> Lang {
        user.and_then(|u| self.readers.get(&u).copied())
            .unwrap_or(self.settings.language)
    }
}

pub(super) fn seats_of(seats: &[SeatRow], user: u64) -> impl Iterator<Item = Seat> + '_ {
    seats
        .iter()
        .filter(move |s| s.owner == Some(user))
        .map(|s| Seat(s.seat))
}
