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
mod lookup;
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
mod state;
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
pub use state::{
    Acquire, Acting, Bank, Genoa, MAX_OFFERS, MAX_OFFERS_PER_TURN, MAX_OPEN_TRADES, MAX_PLAYERS,
    MAX_RIGHTS, Phase, Right, SeatState, Supply, Turn, Window,
};
pub use tile::{TileKind, Tiles};
pub use view::{PrivateView, PublicView};

use rand::Rng;

use crate::engine::{Game, Irreversible, Outcome, Seat, SeatSet, SetupError};

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

    fn answering(&self) -> SeatSet {
        Genoa::answering(self)
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
