//! Palazzo (Reiner Knizia, 2005) for 2–4 players.
//!
//! One file per rule area: [`setup`], [`take_money`], [`tiles`] (drawing), [`buy`],
//! [`auction`] (bidding and sharing out), [`build`], [`rebuild`], [`score`]; [`money`] holds
//! what counts as a payment and the payment helper, [`view`] what leaves the engine.

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
mod rebuild;
mod score;
mod setup;
mod take_back;
mod take_money;
mod tiles;
mod view;

#[cfg(test)]
mod fixtures;
#[cfg(test)]
mod worked_examples;

use arrayvec::ArrayVec;
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

pub use action::{Action, BuyTiles, Event, Rebuild, RuleError, Site, Spot};
pub use auction::{Auction, Bid};
pub use build::Palace;
pub use buy::BuyPayments;
pub use components::{Card, Currency, Material, Stack, StackItem, Tile, TileId, Tiles};
pub use money::{Cards, Payment, best_payment, cheapest_payment};
pub use score::palace_score;
pub use view::{Decision, PalaceView, PrivateView, PublicView, SeatView};

use crate::engine::{Game, GameKind, Irreversible, Outcome, Seat, SeatSet, SetupError};
use components::{MONEY_CARDS, OutOfGame, STACK_CAPACITY, TILE_COUNT};

/// Palazzo has no options yet; the struct keeps records forward-compatible.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {}

/// The whole state of a game of Palazzo, hidden parts included.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Palazzo {
    players: u8,
    /// All chance after setup (reshuffling the discards) comes from here.
    rng: ChaCha8Rng,
    /// Stacks I, II, III; the top of each is its last item.
    stacks: [StackItems; 3],
    warehouse: Tiles,
    quarries: [Tiles; 4],
    /// The quarry the architect stands on.
    architect: u8,
    game_end_tiles: u8,
    /// Tiles put back in the box.
    out_of_game: OutOfGame,
    /// The money deck; the top is its last card.
    deck: Deck,
    discards: Cards,
    seats: ArrayVec<SeatState, MOST_PLAYERS>,
    /// Whose turn it is.
    active: Seat,
    phase: Phase,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatState {
    hand: Cards,
    /// Boxed: room for every tile as a palace of its own is large, and a state is moved and
    /// held in futures whole. Growing it never allocates; cloning a state allocates once a seat.
    palaces: Box<Palaces>,
}

/// The most seats a game has (`Game::PLAYERS` names it).
const MOST_PLAYERS: usize = 4;

/// The money deck: at most every money card.
type Deck = ArrayVec<Card, MONEY_CARDS>;

/// A seat's palaces: each holds at least one tile, so there are at most as many as tiles.
pub type Palaces = ArrayVec<Palace, TILE_COUNT>;

/// The items of one stack.
pub type StackItems = ArrayVec<StackItem, STACK_CAPACITY>;

/// Tiles a seat has acquired and builds: a purchase's one or two, a share-out's one, or an
/// auctioned quarry's (fewer than the [`auction::SHARE_OUT_AT`] that would be shared out).
pub type Pending = ArrayVec<Tile, { auction::SHARE_OUT_AT - 1 }>;

/// What the game is waiting for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Phase {
    /// The active seat chooses one of the three actions.
    ChooseAction,
    /// Revealed money is being picked: the active seat twice, then each other seat once.
    TakeMoney {
        revealed: Cards,
        picks: u8,
    },
    /// Two tiles are drawn; the active seat buys or auctions.
    BuyOrAuction,
    Auction(Auction),
    /// A quarry of four or more tiles is shared out, one tile a seat from the active one.
    ShareOut(ShareOut),
    /// A seat builds the tiles it acquired, in the order it chooses.
    Build(Build),
    Over,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct ShareOut {
    pool: Tiles,
    /// How many seats have taken a tile.
    taken: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct Build {
    seat: Seat,
    pending: Pending,
    then: AfterBuild,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum AfterBuild {
    EndTurn,
    ShareOut(ShareOut),
}

impl Phase {
    /// What is being decided, for "not now" errors.
    fn waiting_for(&self) -> &'static str {
        match self {
            Phase::ChooseAction => "the turn's action is being chosen",
            Phase::TakeMoney { .. } => "the revealed money is being taken",
            Phase::BuyOrAuction => "the tiles drawn are to be bought or auctioned",
            Phase::Auction(_) => "an auction is running",
            Phase::ShareOut(_) => "a quarry is being shared out",
            Phase::Build(_) => "acquired tiles are being built",
            Phase::Over => "the game is over",
        }
    }
}

impl Palazzo {
    pub fn seat(&self, seat: Seat) -> &SeatState {
        &self.seats[seat.index()]
    }

    fn seat_mut(&mut self, seat: Seat) -> &mut SeatState {
        &mut self.seats[seat.index()]
    }

    pub fn active(&self) -> Seat {
        self.active
    }

    pub fn game_end_tiles(&self) -> u8 {
        self.game_end_tiles
    }

    fn end_turn(&mut self, events: &mut Vec<Event>) {
        self.active = self.active.after(1, self.players);
        self.phase = Phase::ChooseAction;
        events.push(Event::TurnBegins { seat: self.active });
    }
}

impl SeatState {
    pub fn hand(&self) -> &Cards {
        &self.hand
    }

    pub fn palaces(&self) -> &[Palace] {
        &self.palaces
    }
}

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
#[cfg(test)]
mod tests {
    /// A state is copied whole when cloned and moved whole in the bot's futures: its bounded
    /// lists are inline, so their room must stay small (the palaces are boxed for this).
    #[test]
    fn a_state_stays_small() {
        assert!(std::mem::size_of::<super::Palazzo>() <= 2048);
    }
}
