//! Alhambra: The Card Game (Dirk Henn) for 2–6 players.
//!
//! One file per rule area: [`setup`] (starting capital, the start player, the five piles),
//! [`take_money`], [`buy`] (and passing), [`refill`] (after a turn: the yard, the money display,
//! the scoring cards), [`score`] (scorings A, B, C and ruling 1's shared ranks), [`dirk`] (the
//! imaginary third player of the 2-player game), [`end`] (the last display cards and scoring
//! C), [`take_back`] (which actions a player may take back); [`money`] holds the cards and the
//! payment helper, [`view`] what leaves the engine.

mod action;
mod audit;
mod buy;
mod choices;
pub mod components;
mod determinize;
mod dirk;
mod end;
mod heuristic;
pub mod money;
mod participants;
mod refill;
mod score;
mod setup;
mod take_back;
mod take_money;
mod view;

#[cfg(test)]
mod fixtures;
#[cfg(test)]
mod worked_examples;

use arrayvec::ArrayVec;
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

pub use action::{Action, Event, RuleError, ScoringResult, TypePoints};
pub use components::{
    Building, BuildingId, BuildingType, Buildings, Card, Currency, DeckItem, Scoring,
};
pub use money::{Cards, cheapest_payment};
pub use score::rank_points;
pub use view::{DirkView, PrivateView, PublicView, SeatView, SlotView};

use crate::engine::{Game, GameKind, Irreversible, Outcome, Seat, SeatSet, SetupError};

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
    players: u8,
    /// All chance after setup (reshuffling the discards) comes from here.
    rng: ChaCha8Rng,
    /// The face-down building deck; the top is its last card.
    #[serde(with = "components::as_ids")]
    building_deck: Buildings,
    /// The display beside the construction yard, one building (or none) per slot, in the
    /// order of `components::assumed::SLOTS`.
    #[serde(with = "components::as_ids::yard")]
    yard: [Option<Building>; 4],
    /// The face-down money deck with the scoring cards still in it; the top is its last item.
    money_deck: Vec<DeckItem>,
    /// The face-up money cards, in the order they were laid out.
    money_display: ArrayVec<Card, DISPLAY>,
    discards: Cards,
    seats: Vec<SeatState>,
    /// 2 players: Dirk's buildings; `None` with 3–6 players.
    #[serde(with = "components::as_ids::dirk")]
    dirk: Option<Buildings>,
    /// The scorings so far, in order (A, B, then C at the end).
    scorings: ArrayVec<ScoringResult, 3>,
    /// Display buildings nobody took at the end (ruling 4).
    #[serde(with = "components::as_ids")]
    out_of_game: Buildings,
    /// Whose turn it is.
    active: Seat,
    /// How many actions the active seat has taken this turn (each one an exact purchase).
    actions: u8,
    over: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatState {
    hand: Cards,
    #[serde(with = "components::as_ids")]
    buildings: Buildings,
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

    fn seat_mut(&mut self, seat: Seat) -> &mut SeatState {
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

impl Game for Alhambra {
    const NAME: &'static str = "alhambra";
    const TITLE: &'static str = GameKind::Alhambra.title();
    const PLAYERS: (u8, u8) = (2, 6);

    type Options = Options;
    type Action = Action;
    type Event = Event;
    type Error = RuleError;
    type PublicView = PublicView;
    type PrivateView = PrivateView;

    fn setup(_options: &Options, players: u8, seed: u64) -> Result<Self, SetupError> {
        SetupError::check_players(Self::TITLE, Self::PLAYERS, players)?;
        Ok(setup::new_game(players, seed))
    }

    fn players(&self) -> u8 {
        self.players
    }

    fn to_act(&self) -> SeatSet {
        if self.over {
            SeatSet::EMPTY
        } else {
            SeatSet::only(self.active)
        }
    }

    fn apply_into(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if self.over {
            return Err(RuleError::GameOver);
        }
        if seat != self.active {
            return Err(RuleError::NotYourTurn(self.active));
        }
        match action {
            Action::TakeMoney { cards } => self.take_money(seat, cards, events)?,
            Action::Buy {
                slot,
                payment,
                for_dirk,
            } => self.buy(seat, *slot, payment, *for_dirk, events)?,
            Action::Pass => self.pass(seat, events)?,
        }
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
        self.over.then(|| score::outcome(self))
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

    // Decided from what the action said and what it moved, whatever its kind.
    fn take_back(
        &self,
        seat: Seat,
        _action: &Action,
        after: &Self,
        events: &[Event],
    ) -> Result<(), Irreversible> {
        take_back::take_back(self, seat, after, events)
    }
}
