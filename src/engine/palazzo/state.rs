//! The state of a game of Palazzo, hidden parts included: what every rule file reads and
//! changes, the auction under way among it.

use arrayvec::ArrayVec;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::action::Event;
use super::components::{
    Card, Currency, MONEY_CARDS, OutOfGame, STACK_CAPACITY, StackItem, TILE_COUNT, Tile, Tiles,
};
use super::money::Cards;
use super::palace::Palace;
use crate::engine::Seat;

/// Palazzo has no options yet; the struct keeps records forward-compatible.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {}

/// The whole state of a game of Palazzo, hidden parts included.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Palazzo {
    pub(super) players: u8,
    /// All chance after setup (reshuffling the discards) comes from here.
    pub(super) rng: ChaCha8Rng,
    /// Stacks I, II, III; the top of each is its last item.
    pub(super) stacks: [StackItems; 3],
    pub(super) warehouse: Tiles,
    pub(super) quarries: [Tiles; 4],
    /// The quarry the architect stands on.
    pub(super) architect: u8,
    pub(super) game_end_tiles: u8,
    /// Tiles put back in the box.
    pub(super) out_of_game: OutOfGame,
    /// The money deck; the top is its last card.
    pub(super) deck: Deck,
    pub(super) discards: Cards,
    pub(super) seats: ArrayVec<SeatState, MOST_PLAYERS>,
    /// Whose turn it is.
    pub(super) active: Seat,
    pub(super) phase: Phase,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatState {
    pub(super) hand: Cards,
    /// Boxed: room for every tile as a palace of its own is large, and a state is moved and
    /// held in futures whole. Growing it never allocates; cloning a state allocates once a seat.
    pub(super) palaces: Box<Palaces>,
}

/// The most seats a game has (`Game::PLAYERS` names it).
pub(super) const MOST_PLAYERS: usize = 4;

/// The money deck: at most every money card.
pub(super) type Deck = ArrayVec<Card, MONEY_CARDS>;

/// A seat's palaces: each holds at least one tile, so there are at most as many as tiles.
pub type Palaces = ArrayVec<Palace, TILE_COUNT>;

/// The items of one stack.
pub type StackItems = ArrayVec<StackItem, STACK_CAPACITY>;

/// A quarry holding this many tiles is shared out, not auctioned.
pub const SHARE_OUT_AT: usize = 4;

/// Tiles a seat has acquired and builds: a purchase's one or two, a share-out's one, or an
/// auctioned quarry's (fewer than the [`SHARE_OUT_AT`] that would be shared out).
pub type Pending = ArrayVec<Tile, { SHARE_OUT_AT - 1 }>;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Auction {
    pub quarry: u8,
    pub auctioneer: Seat,
    /// Whose turn it is to raise or pass.
    pub turn: Seat,
    /// One bid per seat, in seat order.
    pub bids: ArrayVec<Bid, MOST_PLAYERS>,
}

/// Everything one seat has put out in this auction (ruling 2: bids accumulate).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Bid {
    pub cards: Cards,
    /// The sum of the values of every increment, the 3-certificate included.
    pub total: u32,
    /// Set by the first increment with loose currency cards; later ones must match it.
    pub currency: Option<Currency>,
    /// Whether the 3-certificate is part of this bid (the auctioneer's, until they pass).
    pub certificate: bool,
    pub passed: bool,
}

/// What the game is waiting for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(super) enum Phase {
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
pub(super) struct ShareOut {
    pub(super) pool: Tiles,
    /// How many seats have taken a tile.
    pub(super) taken: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Build {
    pub(super) seat: Seat,
    pub(super) pending: Pending,
    pub(super) then: AfterBuild,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(super) enum AfterBuild {
    EndTurn,
    ShareOut(ShareOut),
}

impl Phase {
    /// What is being decided, for "not now" errors.
    pub(super) fn waiting_for(&self) -> &'static str {
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

    pub(super) fn seat_mut(&mut self, seat: Seat) -> &mut SeatState {
        &mut self.seats[seat.index()]
    }

    pub fn active(&self) -> Seat {
        self.active
    }

    pub fn game_end_tiles(&self) -> u8 {
        self.game_end_tiles
    }

    pub(super) fn end_turn(&mut self, events: &mut Vec<Event>) {
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

#[cfg(test)]
mod tests {
    /// A state is copied whole when cloned and moved whole in the bot's futures: its bounded
    /// lists are inline, so their room must stay small (the palaces are boxed for this).
    #[test]
    pub(super) fn a_state_stays_small() {
        assert!(std::mem::size_of::<super::Palazzo>() <= 2048);
    }
}
