//! The Princes of Florence (Richard Ulrich & Wolfgang Kramer, 2000) for 2–5 players, with the
//! Muse & Princess expansion.
//!
//! One file per rule area: [`setup`], [`auction`] (the objects), [`characters`] (the
//! expansion's auction and cards), [`actions`] (the action phase: build, profession, freedom,
//! bonus card, recruiting, selling points), [`work`] (completing a work), [`bonus_cards`],
//! [`prestige_cards`], [`end`] (best work, new round, final scoring), [`take_back`] (which
//! actions may be taken back); [`state`] holds the game's state, [`components`] the vocabulary,
//! [`principality`] the grid, [`view`] what leaves the engine; this file, the `Game` that calls
//! them.

mod action;
mod actions;
mod auction;
mod audit;
pub mod bonus_cards;
pub mod characters;
mod choices;
pub mod components;
mod determinize;
mod end;
mod heuristic;
pub mod prestige_cards;
pub mod principality;
mod setup;
mod state;
mod take_back;
pub mod tally;
mod view;
mod work;

#[cfg(test)]
mod fixtures;
#[cfg(test)]
mod worked_examples;

use rand::Rng;

pub use action::{Action, Card, Deck, Event, RuleError};
pub use bonus_cards::Bonus;
pub use components::{
    Building, CardSet, Character, Freedom, Landscape, MIN_WORK_VALUE, Object, Piece, Profession,
};
pub use prestige_cards::Prestige;
pub use principality::{Placement, Principality};
pub use state::{
    Auction, Bidding, CharacterAuction, Characters, DRAWN, Drawn, Expansion, Holder, Options,
    Pending, Placing, Princes, SeatState, Source, Supply, Turn,
};
use state::{MAX_PLAYERS, Phase};
pub use tally::Tally;
pub use view::{Decision, Prices, PrivateView, PublicView, SeatView};

use crate::engine::{Game, GameKind, Irreversible, Outcome, Seat, SeatSet, SetupError};

impl Game for Princes {
    const NAME: &'static str = "princes";
    const TITLE: &'static str = GameKind::Princes.title();
    const PLAYERS: (u8, u8) = (2, MAX_PLAYERS as u8);

    type Options = Options;
    type Action = Action;
    type Event = Event;
    type Error = RuleError;
    type PublicView = PublicView;
    type PrivateView = PrivateView;

    fn setup(options: &Options, players: u8, seed: u64) -> Result<Self, SetupError> {
        SetupError::check_players(Self::TITLE, Self::PLAYERS, players)?;
        Ok(setup::new_game(options, players, seed))
    }

    fn players(&self) -> u8 {
        self.players
    }

    fn to_act(&self) -> SeatSet {
        if let Some(p) = &self.pending {
            return SeatSet::only(p.seat());
        }
        match &self.phase {
            Phase::Deal { .. } => self
                .all_seats()
                .filter(|&s| self.seat(s).hand.len() > 3)
                .collect(),
            Phase::Auction(a) => SeatSet::only(a.to_act()),
            Phase::Characters(c) => SeatSet::only(c.turn),
            Phase::Actions(t) => SeatSet::only(t.seat),
            Phase::Over => SeatSet::EMPTY,
        }
    }

    fn apply_into(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let to_act = self.to_act();
        if to_act.is_empty() {
            return Err(RuleError::GameOver);
        }
        if !to_act.contains(seat) {
            let now = to_act.iter().next().expect("someone acts");
            return Err(RuleError::NotYourTurn(now));
        }
        // Every rule checks before it changes anything, so a refusal leaves the state as it was.
        match action {
            Action::Sell { points } => self.sell(seat, *points, events)?,
            Action::Professor { deck } => self.professor(seat, *deck, events)?,
            Action::MerchantPoints => self.merchant_points(seat, events)?,
            _ if self.pending.is_some() => self.resolve_pending(seat, action, events)?,
            _ => match (&self.phase, action) {
                (Phase::Deal { .. }, Action::Return { profession }) => {
                    self.return_profession(seat, *profession, events)?;
                }
                (Phase::Auction(_), _) => self.auction_action(seat, action, events)?,
                (Phase::Characters(_), Action::Bid { character, space }) => {
                    self.bid_character(seat, *character, *space, events)?;
                }
                (Phase::Characters(_), Action::Pass) => self.pass_characters(seat, events),
                (Phase::Actions(_), _) => self.turn_action(seat, action, events)?,
                (phase, _) => return Err(RuleError::NotNow(phase.waiting_for())),
            },
        }
        self.proceed(events);
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
        (self.phase == Phase::Over).then(|| end::outcome(self))
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
        after: &Princes,
        events: &[Event],
    ) -> Result<(), Irreversible> {
        take_back::take_back(self, seat, action, after, events)
    }
}
