//! The state of a game of Genoa: its seats, the supply, the bank, the turn and its phases, and
//! the offers that stand. Every rule file reads and changes it; none of them is imported here.

use arrayvec::ArrayVec;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::building::{self, BuildingId, BuildingSet};
use super::card::{CardKind, CardSet};
use super::commodity::Commodities;
use super::offer::{Offer, OfferId};
use super::options::Options;
use super::pile::Pile;
use super::square::Square;
use super::tile::Tiles;
use crate::engine::{Seat, SeatSet};

/// The most players.
pub const MAX_PLAYERS: usize = 5;
/// Open offers at once: one per player on the subject at hand, and a few plain trades each.
pub const MAX_OFFERS: usize = 20;
/// Plain trades one player may keep open at once (G-109 allows any number; the table needs a
/// bound, and three is more than a player follows).
pub const MAX_OPEN_TRADES: usize = 3;
/// Offers one player may make in one turn, replacements included. The completion sets no
/// bound, but without one an offer declined could be made again for ever — by a computer
/// player as by a person pressing a button — and a game need never end; ten is more than a
/// busy table makes in a turn (ruling 26).
pub const MAX_OFFERS_PER_TURN: u8 = 10;
/// Acquisition rights in one turn: at most five street discs, four buildings around each.
pub const MAX_RIGHTS: usize = 20;

/// The whole state of a game of Genoa, hidden parts included.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Genoa {
    pub(super) options: Options,
    pub(super) players: u8,
    /// All chance after setup (dice, reshuffles) comes from here.
    pub(super) rng: ChaCha8Rng,
    pub(super) seats: ArrayVec<SeatState, MAX_PLAYERS>,
    /// Commodity tiles and special tiles nobody holds (G-25).
    pub(super) supply: Supply,
    /// Large orders, small orders, messages, contracts, in [`CardKind::ALL`] order.
    pub(super) piles: [Pile; CardKind::COUNT],
    /// Each building's owner, in the map's order (G-92).
    pub(super) owners: ArrayVec<Option<Seat>, { building::MAX_BUILDINGS }>,
    /// Holds the first-player marker all game (G-29).
    pub(super) start_player: Seat,
    /// Rounds still to play, the current one included (G-30, G-95).
    pub(super) rounds_left: u8,
    pub(super) turn: Turn,
    pub(super) phase: Phase,
    /// The open offers, oldest first.
    pub(super) offers: ArrayVec<Offer, MAX_OFFERS>,
    /// The number the next offer gets (G-108).
    pub(super) next_offer: OfferId,
    /// What the bank has paid out and taken in since the start: every ducat is accounted for.
    pub(super) bank: Bank,
}

/// One player's holdings (G-26, G-28), all public but the cards in hand (G-103 to G-105).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatState {
    pub(super) ducats: u32,
    pub(super) commodities: Commodities,
    pub(super) tiles: Tiles,
    pub(super) hand: CardSet,
    pub(super) markers_in_hand: u8,
    /// Markers still in the player's supply on the board (G-26, G-56).
    pub(super) markers_in_supply: u8,
    /// Tower actions taken this turn (G-52).
    pub(super) actions: u8,
    /// Extra action tiles spent this turn: each raises this turn's allowance by one (G-52).
    pub(super) extra: u8,
    /// Offers made this turn ([`MAX_OFFERS_PER_TURN`]); absent from games saved before the
    /// bound.
    #[serde(default)]
    pub(super) offered: u8,
}

impl SeatState {
    pub fn ducats(&self) -> u32 {
        self.ducats
    }
    pub fn commodities(&self) -> &Commodities {
        &self.commodities
    }
    pub fn tiles(&self) -> &Tiles {
        &self.tiles
    }
    /// The cards in hand: secret from the others (G-104).
    pub fn hand(&self) -> CardSet {
        self.hand
    }
    pub fn markers_in_hand(&self) -> u8 {
        self.markers_in_hand
    }
    pub fn markers_in_supply(&self) -> u8 {
        self.markers_in_supply
    }
    pub fn actions_taken(&self) -> u8 {
        self.actions
    }
}

/// The general supply (G-25).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Supply {
    pub commodities: Commodities,
    pub tiles: Tiles,
}

/// What the bank paid and took: ducats are not conserved, but accounted for.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bank {
    pub paid: u32,
    pub taken: u32,
}

/// This turn: whose it is and where the tower has been.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub(super) tower: Seat,
    /// The squares the tower has stood on this turn, in order; the last is where it stands
    /// (G-39, G-40).
    pub(super) discs: ArrayVec<Square, 5>,
    /// The buildings the tower has visited this turn: each opened its window on first entry
    /// (G-47), and counts for messages (G-74).
    pub(super) visited: BuildingSet,
}

impl Turn {
    pub fn tower(&self) -> Seat {
        self.tower
    }
    pub fn discs(&self) -> &[Square] {
        &self.discs
    }
    pub fn visited(&self) -> BuildingSet {
        self.visited
    }
}

/// Where the turn stands (G-35).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Phase 1: the tower player rolls or plays a Starting space (G-36).
    Start,
    /// A building's action window, its action not yet taken (G-47).
    Window(Window),
    /// The actor is inside the action (G-73).
    Acting(Acting),
    /// The tower stands with no window open: step, stop, or sell the next step (G-59, G-107).
    Move,
    /// Phase 3: the acquisition rights, one at a time (G-87 to G-93a).
    Acquire(Acquire),
    Over,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Window {
    pub building: BuildingId,
    /// Eligible players who said they do not want the action (G-49a).
    pub passed: SeatSet,
    /// Whether the tower player has posted his ask in this window (one per window).
    pub asked: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Acting {
    pub building: BuildingId,
    pub actor: Seat,
    /// Whether the building's effect has been received (G-47a).
    pub received: bool,
    /// Whether an order has been completed in this action (G-70).
    pub ordered: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Acquire {
    /// In the order the tower visited the streets (G-89).
    pub rights: ArrayVec<Right, MAX_RIGHTS>,
    /// The right being resolved; `rights.len()` once all are (the tower player then ends his
    /// turn, G-93a).
    pub at: u8,
}

impl Acquire {
    pub fn current(&self) -> Option<Right> {
        self.rights.get(usize::from(self.at)).copied()
    }
}

/// An acquisition right (G-87, G-88): one marker on one unowned building next to `street`;
/// with one right per building (`Rights::AllAdjacent`), on `building` only.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Right {
    pub street: Square,
    pub building: Option<BuildingId>,
}

impl Genoa {
    pub fn options(&self) -> &Options {
        &self.options
    }

    pub fn seat(&self, seat: Seat) -> &SeatState {
        &self.seats[seat.index()]
    }

    pub(super) fn seat_mut(&mut self, seat: Seat) -> &mut SeatState {
        &mut self.seats[seat.index()]
    }

    /// Every seat, clockwise from seat 0.
    pub fn all_seats(&self) -> impl Iterator<Item = Seat> + use<> {
        (0..self.players).map(Seat)
    }

    pub fn supply(&self) -> &Supply {
        &self.supply
    }

    pub fn pile(&self, kind: CardKind) -> &Pile {
        &self.piles[kind.index()]
    }

    pub fn owner(&self, b: BuildingId) -> Option<Seat> {
        self.owners[b.index()]
    }

    /// The buildings `seat` owns.
    pub fn owned_by(&self, seat: Seat) -> BuildingSet {
        BuildingId::all()
            .filter(|&b| self.owner(b) == Some(seat))
            .collect()
    }

    pub fn start_player(&self) -> Seat {
        self.start_player
    }

    pub fn rounds_left(&self) -> u8 {
        self.rounds_left
    }

    pub fn turn(&self) -> &Turn {
        &self.turn
    }

    pub fn tower(&self) -> Seat {
        self.turn.tower
    }

    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    pub fn offers(&self) -> &[Offer] {
        &self.offers
    }

    pub fn offer(&self, id: OfferId) -> Option<&Offer> {
        self.offers.iter().find(|o| o.id == id)
    }

    pub fn bank(&self) -> Bank {
        self.bank
    }

    /// Where the tower stands, once placed this turn.
    pub fn tower_square(&self) -> Option<Square> {
        self.turn.discs.last().copied()
    }

    /// Whether the discs stand (from the tower's placement to the end of the turn, G-75).
    pub(super) fn discs_stand(&self) -> bool {
        !self.turn.discs.is_empty()
    }

    /// Pays `seat` from the bank.
    pub(super) fn pay(&mut self, seat: Seat, ducats: u32) {
        self.seat_mut(seat).ducats += ducats;
        self.bank.paid += ducats;
    }

    /// `seat` pays the bank; the caller has checked it can.
    pub(super) fn charge(&mut self, seat: Seat, ducats: u32) {
        let s = self.seat_mut(seat);
        debug_assert!(s.ducats >= ducats);
        s.ducats -= ducats;
        self.bank.taken += ducats;
    }
}
