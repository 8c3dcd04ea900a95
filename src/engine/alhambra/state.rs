//! The state of a game of Alhambra, hidden parts included: what every rule file reads and
//! changes.

use arrayvec::ArrayVec;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::action::ScoringResult;
use super::components::{self, Building, Buildings, Card, Currency, DeckItem};
use super::money::Cards;
use crate::engine::Seat;

/// Alhambra has no options yet; the struct keeps records forward-compatible.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {}

/// The most actions in one turn: four exact purchases empty the yard, then one more action.
pub const MAX_ACTIONS: u8 = 5;
/// Buildings and money cards on display after every turn.
pub const DISPLAY: usize = 4;

/// The whole state of a game of Alhambra, hidden parts included.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Alhambra {
    pub(super) players: u8,
    /// All chance after setup (reshuffling the discards) comes from here.
    pub(super) rng: ChaCha8Rng,
    /// The face-down building deck; the top is its last card.
    #[serde(with = "components::as_ids")]
    pub(super) building_deck: Buildings,
    /// The display beside the construction yard, one building (or none) per slot, in the
    /// order of `components::assumed::SLOTS`.
    #[serde(with = "components::as_ids::yard")]
    pub(super) yard: [Option<Building>; 4],
    /// The face-down money deck with the scoring cards still in it; the top is its last item.
    pub(super) money_deck: Vec<DeckItem>,
    /// The face-up money cards, in the order they were laid out.
    pub(super) money_display: ArrayVec<Card, DISPLAY>,
    pub(super) discards: Cards,
    pub(super) seats: Vec<SeatState>,
    /// 2 players: Dirk's buildings; `None` with 3–6 players.
    #[serde(with = "components::as_ids::dirk")]
    pub(super) dirk: Option<Buildings>,
    /// The scorings so far, in order (A, B, then C at the end).
    pub(super) scorings: ArrayVec<ScoringResult, 3>,
    /// Display buildings nobody took at the end (ruling 4).
    #[serde(with = "components::as_ids")]
    pub(super) out_of_game: Buildings,
    /// Whose turn it is.
    pub(super) active: Seat,
    /// How many actions the active seat has taken this turn (each one an exact purchase).
    pub(super) actions: u8,
    pub(super) over: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatState {
    pub(super) hand: Cards,
    #[serde(with = "components::as_ids")]
    pub(super) buildings: Buildings,
}

impl SeatState {
    pub fn hand(&self) -> &Cards {
        &self.hand
    }

    pub fn buildings(&self) -> &[Building] {
        &self.buildings
    }
}

/// How many buildings of each type (Pavilion … Tower) these are.
pub fn count_types(buildings: &[Building]) -> [u32; 6] {
    let mut counts = [0; 6];
    for b in buildings {
        counts[b.kind.index()] += 1;
    }
    counts
}

impl Alhambra {
    pub fn seat(&self, seat: Seat) -> &SeatState {
        &self.seats[seat.index()]
    }

    pub(super) fn seat_mut(&mut self, seat: Seat) -> &mut SeatState {
        &mut self.seats[seat.index()]
    }

    pub fn active(&self) -> Seat {
        self.active
    }

    /// Actions the active seat has taken this turn.
    pub fn actions_taken(&self) -> u8 {
        self.actions
    }

    /// The building in the slot of `currency`, if any.
    pub fn in_slot(&self, currency: Currency) -> Option<Building> {
        self.yard[currency.slot()]
    }

    pub fn money_display(&self) -> &[Card] {
        &self.money_display
    }

    pub fn dirk(&self) -> Option<&[Building]> {
        self.dirk.as_deref()
    }

    pub fn scorings(&self) -> &[ScoringResult] {
        &self.scorings
    }

    pub fn building_deck_len(&self) -> usize {
        self.building_deck.len()
    }
}
