//! Alhambra: The Card Game (Dirk Henn) for 2–6 players.
//!
//! One file per rule area: [`setup`] (starting capital, the start player, the five piles),
//! [`take_money`], [`buy`] (and passing), [`refill`] (after a turn: the yard, the money display,
//! the scoring cards), [`score`] (scorings A, B, C and ruling 1's shared ranks), [`dirk`] (the
//! imaginary third player of the 2-player game), [`end`] (the last display cards and scoring
//! C), [`take_back`] (which actions a player may take back); [`state`] holds the game's state,
//! [`money`] the cards and the payment helper, [`view`] what leaves the engine; this file, the
//! `Game` that calls them.

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
mod state;
mod take_back;
mod take_money;
mod view;

#[cfg(test)]
mod fixtures;
#[cfg(test)]
mod worked_examples;

use rand::Rng;

pub use action::{Action, Event, RuleError, ScoringResult, TypePoints};
pub use components::{
    Building, BuildingId, BuildingType, Buildings, Card, Currency, DeckItem, Scoring,
};
pub use money::{Cards, cheapest_payment};
pub use score::rank_points;
pub use state::{Alhambra, DISPLAY, MAX_ACTIONS, Options, SeatState, count_types};
pub use view::{DirkView, PrivateView, PublicView, SeatView, SlotView};

use crate::engine::{Game, GameKind, Irreversible, Outcome, Seat, SeatSet, SetupError};

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
