//! Genoa (Rüdiger Dorn), *Die Händler von Genua*, for 2–5 players: the tower moves through the
//! city, the tower player sells the actions of the buildings it visits, and anyone may trade
//! almost anything with anyone.
//!
//! The rules are those of `docs/rules.md` (Genoa), which cites each rule by its id (G-1 …
//! G-125). Where no source survives — the map, the card lists, acquisition, owner income, the
//! rounds for 3 and 4 players — the choices are data ([`data`]: `data/*.json`), so a corrected
//! rulebook is a change of those files.
//!
//! One file per rule area: [`setup`] (G-25 to G-31), [`start`] (phase 1, G-36 to G-38),
//! [`movement`] (steps and stops, G-39 to G-46), [`window`] (who takes a building's action,
//! G-47 to G-51), [`allowance`] (one action per player per turn, G-52, G-101), [`acting`]
//! (inside an action: effects, orders and tiles, G-53, G-62 to G-83), [`messages`] (G-74,
//! G-75), [`owner_income`] (G-84), [`offers`] (making, accepting, declining and withdrawing
//! offers, G-54 to G-61, G-100, G-108 to G-111), [`acquire`] (phase 3, G-87 to G-93a),
//! [`turn`] (phase 4 and the rounds, G-94, G-95), [`score`] (G-96 to G-99); [`who_acts`] says
//! which seats may act and which the game waits on, [`choices`] what each may do.

mod acquire;
mod acting;
mod action;
mod allowance;
mod audit;
pub mod building;
mod bundle;
pub mod card;
mod choices;
pub mod commodity;
pub mod data;
mod determinize;
mod error;
mod event;
mod heuristic;
mod messages;
mod movement;
mod offer;
mod offers;
pub mod options;
mod owner_income;
mod pile;
mod score;
mod setup;
pub mod square;
mod start;
mod take_back;
pub mod tile;
mod turn;
pub mod view;
mod who_acts;
mod window;

#[cfg(test)]
mod fixtures;
#[cfg(test)]
mod worked_examples;

use arrayvec::ArrayVec;
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

pub use action::{Action, Item, Take, TilePlay, VillaChoice};
pub use building::{BuildingId, BuildingSet};
pub use bundle::Bundle;
pub use card::{CardId, CardKind, CardSet, Face};
pub use commodity::{Commodities, Commodity};
pub use error::{OfferError, RuleError};
pub use event::{Event, Shown};
pub use offer::{Offer, OfferId, Subject, Terms, Void};
pub use options::Options;
pub use pile::Pile;
pub use square::{Direction, Square};
pub use tile::{TileKind, Tiles};
pub use view::{PrivateView, PublicView};

use crate::engine::{Game, Irreversible, Outcome, Seat, SeatSet, SetupError};

/// The most players.
pub const MAX_PLAYERS: usize = 5;
/// Open offers at once: one per player on the subject at hand, and a few plain trades each.
pub const MAX_OFFERS: usize = 20;
/// Plain trades one player may keep open at once (G-109 allows any number; the table needs a
/// bound, and three is more than a player follows).
pub const MAX_OPEN_TRADES: usize = 3;
/// Acquisition rights in one turn: at most five street discs, four buildings around each.
pub const MAX_RIGHTS: usize = 20;

/// The whole state of a game of Genoa, hidden parts included.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Genoa {
    options: Options,
    players: u8,
    /// All chance after setup (dice, reshuffles) comes from here.
    rng: ChaCha8Rng,
    seats: ArrayVec<SeatState, MAX_PLAYERS>,
    /// Commodity tiles and special tiles nobody holds (G-25).
    supply: Supply,
    /// Large orders, small orders, messages, contracts, in [`CardKind::ALL`] order.
    piles: [Pile; CardKind::COUNT],
    /// Each building's owner, in the map's order (G-92).
    owners: ArrayVec<Option<Seat>, { building::MAX_BUILDINGS }>,
    /// Holds the first-player marker all game (G-29).
    start_player: Seat,
    /// Rounds still to play, the current one included (G-30, G-95).
    rounds_left: u8,
    turn: Turn,
    phase: Phase,
    /// The open offers, oldest first.
    offers: ArrayVec<Offer, MAX_OFFERS>,
    /// The number the next offer gets (G-108).
    next_offer: OfferId,
    /// What the bank has paid out and taken in since the start: every ducat is accounted for.
    bank: Bank,
}

/// One player's holdings (G-26, G-28), all public but the cards in hand (G-103 to G-105).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatState {
    ducats: u32,
    commodities: Commodities,
    tiles: Tiles,
    hand: CardSet,
    markers_in_hand: u8,
    /// Markers still in the player's supply on the board (G-26, G-56).
    markers_in_supply: u8,
    /// Tower actions taken this turn (G-52).
    actions: u8,
    /// Extra action tiles spent this turn: each raises this turn's allowance by one (G-52).
    extra: u8,
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
    tower: Seat,
    /// The squares the tower has stood on this turn, in order; the last is where it stands
    /// (G-39, G-40).
    discs: ArrayVec<Square, 5>,
    /// The buildings the tower has visited this turn: each opened its window on first entry
    /// (G-47), and counts for messages (G-74).
    visited: BuildingSet,
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

    fn seat_mut(&mut self, seat: Seat) -> &mut SeatState {
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
    fn discs_stand(&self) -> bool {
        !self.turn.discs.is_empty()
    }

    /// Pays `seat` from the bank.
    fn pay(&mut self, seat: Seat, ducats: u32) {
        self.seat_mut(seat).ducats += ducats;
        self.bank.paid += ducats;
    }

    /// `seat` pays the bank; the caller has checked it can.
    fn charge(&mut self, seat: Seat, ducats: u32) {
        let s = self.seat_mut(seat);
        debug_assert!(s.ducats >= ducats);
        s.ducats -= ducats;
        self.bank.taken += ducats;
    }
}

impl Game for Genoa {
    const NAME: &'static str = "genoa";
    const TITLE: &'static str = "Genoa";
    const PLAYERS: (u8, u8) = (2, 5);

    type Options = Options;
    type Action = Action;
    type Event = Event;
    type Error = RuleError;
    type PublicView = PublicView;
    type PrivateView = PrivateView;

    fn setup(options: &Options, players: u8, seed: u64) -> Result<Self, SetupError> {
        SetupError::check_players(Self::TITLE, Self::PLAYERS, players)?;
        Ok(setup::new_game(*options, players, seed))
    }

    fn players(&self) -> u8 {
        self.players
    }

    fn to_act(&self) -> SeatSet {
        self.may_act()
    }

    fn awaited(&self) -> SeatSet {
        self.waiting_on()
    }

    fn random_mover<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Seat> {
        self.random_seat(rng)
    }

    fn apply_into(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if self.phase == Phase::Over {
            return Err(RuleError::GameOver);
        }
        // Every rule checks before it changes anything, so a refusal leaves the state as it
        // was.
        match *action {
            Action::Roll => self.roll(seat, events)?,
            Action::StartAt { square } => self.start_at(seat, square, events)?,
            Action::Take => self.take(seat, events)?,
            Action::Void => self.void(seat, events)?,
            Action::Pass => self.pass(seat, events)?,
            Action::Offer(terms) => self.make_offer(seat, terms, events)?,
            Action::Accept { offer } => self.accept(seat, offer, events)?,
            Action::Decline { offer } => self.decline(seat, offer, events)?,
            Action::Withdraw { offer } => self.withdraw(seat, offer, events)?,
            Action::Receive => self.receive(seat, events)?,
            Action::Villa(choice) => self.villa(seat, choice, events)?,
            Action::SmallOrder { card } => self.small_order(seat, card, events)?,
            Action::Play(play) => self.play(seat, play, events)?,
            Action::ActionOver => self.action_over(seat, events)?,
            Action::Step { to } => self.step(seat, to, events)?,
            Action::Stop => self.stop(seat, events)?,
            Action::Place { building } => self.place(seat, building, events)?,
            Action::Lapse => self.lapse(seat, events)?,
            Action::EndTurn => self.end_turn(seat, events)?,
        }
        // G-75: a message is delivered as soon as its two buildings hold discs, whoever holds
        // it and however the card came to hand.
        self.deliver_messages(events);
        self.lapse_unbacked_offers(events);
        Ok(())
    }

    fn choices(&self, seat: Seat) -> Vec<Action> {
        choices::choices(self, seat)
    }

    fn public_view(&self) -> PublicView {
        view::public(self)
    }

    fn private_view(&self, seat: Seat) -> PrivateView {
        view::private(self, seat)
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| score::outcome(self))
    }

    fn determinize<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Self {
        self.determinized(seat, rng)
    }

    fn default_action(&self, seat: Seat) -> Option<Action> {
        choices::default_action(self, seat)
    }

    fn random_action<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Option<Action> {
        choices::random_action(self, seat, rng)
    }

    fn take_back(
        &self,
        seat: Seat,
        action: &Action,
        after: &Self,
        events: &[Event],
    ) -> Result<(), Irreversible> {
        take_back::take_back(self, seat, action, after, events)
    }
}
