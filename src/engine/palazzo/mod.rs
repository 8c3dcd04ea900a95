//! Palazzo (Reiner Knizia, 2005) for 2–4 players.
//!
//! One file per rule area: [`setup`], [`take_money`], [`tiles`] (drawing), [`buy`],
//! [`auction`] (bidding and sharing out), [`build`], [`rebuild`], [`score`]; [`state`] holds the
//! game's state, [`palace`] a palace, [`money`] what counts as a payment and the payment helper,
//! [`view`] what leaves the engine; this file, the `Game` that calls them.

mod action;
mod auction;
mod audit;
mod build;
mod buy;
mod choices;
pub mod components;
mod determinize;
mod heuristic;
pub mod money;
mod palace;
mod rebuild;
mod score;
mod setup;
mod state;
mod take_back;
mod take_money;
mod tiles;
mod view;

#[cfg(test)]
mod fixtures;
#[cfg(test)]
mod worked_examples;

use rand::Rng;

pub use action::{Action, BuyTiles, Event, Rebuild, RuleError, Site, Spot};
pub use buy::BuyPayments;
pub use components::{Card, Currency, Material, Stack, StackItem, Tile, TileId, Tiles};
pub use money::{Cards, Payment, best_payment, cheapest_payment};
pub use palace::Palace;
pub use score::palace_score;
use state::{AfterBuild, Build, Deck, MOST_PLAYERS, Phase, ShareOut};
pub use state::{Auction, Bid, Options, Palaces, Palazzo, Pending, SeatState, StackItems};
pub use view::{Decision, PalaceView, PrivateView, PublicView, SeatView};

use crate::engine::{Game, GameKind, Irreversible, Outcome, Seat, SeatSet, SetupError};

impl Game for Palazzo {
    const NAME: &'static str = "palazzo";
    const TITLE: &'static str = GameKind::Palazzo.title();
    const PLAYERS: (u8, u8) = (2, MOST_PLAYERS as u8);

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
        match &self.phase {
            Phase::ChooseAction | Phase::BuyOrAuction => SeatSet::only(self.active),
            Phase::TakeMoney { picks, .. } => SeatSet::only(self.money_picker(*picks)),
            Phase::Auction(a) => SeatSet::only(a.turn),
            Phase::ShareOut(s) => SeatSet::only(self.active.after(s.taken, self.players)),
            Phase::Build(b) => SeatSet::only(b.seat),
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
        match (&self.phase, action) {
            (Phase::ChooseAction, Action::TakeMoney) => self.take_money(events)?,
            (Phase::ChooseAction, Action::DrawTiles) => self.draw_tiles(events),
            (Phase::ChooseAction, Action::Rebuild { change, pay }) => {
                self.rebuild(seat, *change, *pay, events)?;
            }
            (Phase::TakeMoney { .. }, Action::PickMoney { card }) => {
                self.pick_money(seat, *card, events)?;
            }
            (Phase::BuyOrAuction, Action::Buy { tiles, payment }) => {
                self.buy(seat, tiles, payment, events)?;
            }
            (Phase::BuyOrAuction, Action::Auction) => self.open_auction(events),
            (Phase::Auction(_), Action::Raise { cards }) => self.raise(seat, cards, events)?,
            (Phase::Auction(_), Action::Pass) => self.pass(seat, events),
            (Phase::ShareOut(_), Action::TakeTile { tile }) => {
                self.take_tile(seat, *tile, events)?;
            }
            (Phase::Build(_), Action::Place { tile, site }) => {
                self.place(seat, *tile, *site, events)?;
            }
            (phase, _) => return Err(RuleError::NotNow(phase.waiting_for())),
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
        _action: &Action,
        after: &Self,
        events: &[Event],
    ) -> Result<(), Irreversible> {
        take_back::take_back(self, seat, after, events)
    }
}
