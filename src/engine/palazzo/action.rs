//! What a seat may do, what happens, and why a move is refused.

use std::fmt;

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

use super::components::{Card, Currency, Tile, TileId};
use super::money::Cards;
use crate::engine::Seat;

/// The tiles of one purchase: one or two (a record with more is refused when read).
pub type BuyTiles = ArrayVec<TileId, 2>;

/// One decision of one seat. Small and serialisable: a game record is a list of these.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// The turn's choice: take money.
    TakeMoney,
    /// The turn's choice: draw two tiles, then buy or auction.
    DrawTiles,
    /// The turn's choice: rebuild, paid with one money card.
    Rebuild { change: Rebuild, pay: Card },
    /// Take one of the revealed money cards.
    PickMoney { card: Card },
    /// Buy one or two tiles from the warehouse, paid together.
    Buy { tiles: BuyTiles, payment: Cards },
    /// Move the architect and auction (or share out) the next quarry.
    Auction,
    /// Add cards to this seat's bid.
    Raise { cards: Cards },
    /// Leave the auction, taking back the bid.
    Pass,
    /// Take a tile from a quarry being shared out.
    TakeTile { tile: TileId },
    /// Build an acquired tile.
    Place { tile: TileId, site: Site },
}

impl Action {
    /// The name of every kind of action, as records write it.
    pub const KINDS: [&'static str; 10] = [
        "take_money",
        "draw_tiles",
        "rebuild",
        "pick_money",
        "buy",
        "auction",
        "raise",
        "pass",
        "take_tile",
        "place",
    ];

    /// This action's kind, one of [`Action::KINDS`].
    pub fn kind(&self) -> &'static str {
        match self {
            Action::TakeMoney => "take_money",
            Action::DrawTiles => "draw_tiles",
            Action::Rebuild { .. } => "rebuild",
            Action::PickMoney { .. } => "pick_money",
            Action::Buy { .. } => "buy",
            Action::Auction => "auction",
            Action::Raise { .. } => "raise",
            Action::Pass => "pass",
            Action::TakeTile { .. } => "take_tile",
            Action::Place { .. } => "place",
        }
    }
}

/// Where an acquired tile goes (ruling 6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Site {
    /// On top of this palace (its index in the seat's palaces).
    Palace(u8),
    NewPalace,
    OutOfGame,
}

/// The three forms of rebuilding (ruling 7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rebuild {
    /// Take a tile out of a palace of two or more tiles to stand alone.
    Detach { tile: TileId },
    /// Put a lone tile into another palace at its floor's place.
    Insert { tile: TileId, palace: u8 },
    /// Put a lone tile out of the game.
    Remove { tile: TileId },
}

/// What happened, in the order it happened: the source of log lines and messages.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    DeckReshuffled {
        cards: usize,
    },
    MoneyRevealed {
        seat: Seat,
        cards: Cards,
    },
    MoneyTaken {
        seat: Seat,
        card: Card,
    },
    TileDrawn {
        tile: Tile,
        to: Spot,
    },
    GameEndTileDrawn {
        count: u8,
    },
    Bought {
        seat: Seat,
        /// One or two, as a purchase is.
        tiles: ArrayVec<Tile, 2>,
        paid: Cards,
        price: u32,
    },
    ArchitectMoved {
        quarry: u8,
    },
    NothingToAuction,
    AuctionOpened {
        seat: Seat,
        quarry: u8,
    },
    ShareOutStarted {
        quarry: u8,
        tiles: usize,
    },
    Raised {
        seat: Seat,
        cards: Cards,
        total: u32,
    },
    Passed {
        seat: Seat,
    },
    AuctionWon {
        seat: Seat,
        total: u32,
        tiles: usize,
    },
    TileTaken {
        seat: Seat,
        tile: Tile,
    },
    TilesRemoved {
        tiles: usize,
    },
    Placed {
        seat: Seat,
        tile: Tile,
        site: Site,
    },
    Rebuilt {
        seat: Seat,
        change: Rebuild,
        tile: Tile,
        paid: Card,
    },
    TurnBegins {
        seat: Seat,
    },
    GameOver,
}

/// Where a drawn tile went.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Spot {
    Warehouse,
    Quarry(u8),
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::DeckReshuffled { cards } => {
                write!(
                    f,
                    "The discards ({cards} cards) are shuffled into a new deck"
                )
            }
            Event::MoneyRevealed { seat, cards } => {
                write!(f, "{seat} takes money: {cards} revealed")
            }
            Event::MoneyTaken { seat, card } => write!(f, "{seat} takes {card}"),
            Event::TileDrawn { tile, to } => match to {
                Spot::Warehouse => write!(f, "{tile} goes to the warehouse"),
                Spot::Quarry(q) => write!(f, "{tile} goes to quarry {}", q + 1),
            },
            Event::GameEndTileDrawn { count } => write!(f, "Game-end tile {count} of 5 drawn"),
            Event::Bought {
                seat,
                tiles,
                paid,
                price,
            } => {
                let n = tiles.len();
                write!(
                    f,
                    "{seat} buys {n} tile{} for {price}, paying {paid}",
                    plural(n)
                )
            }
            Event::ArchitectMoved { quarry } => {
                write!(f, "The architect moves to quarry {}", quarry + 1)
            }
            Event::NothingToAuction => f.write_str("No quarry holds a tile: nothing to auction"),
            Event::AuctionOpened { seat, quarry } => {
                write!(f, "{seat} auctions quarry {} and opens at 3", quarry + 1)
            }
            Event::ShareOutStarted { quarry, tiles } => {
                write!(
                    f,
                    "Quarry {} holds {tiles} tiles: they are shared out",
                    quarry + 1
                )
            }
            Event::Raised { seat, cards, total } => {
                write!(f, "{seat} adds {cards}: bid {total}")
            }
            Event::Passed { seat } => write!(f, "{seat} passes"),
            Event::AuctionWon { seat, total, tiles } => {
                write!(f, "{seat} wins {tiles} tile{} for {total}", plural(*tiles))
            }
            Event::TileTaken { seat, tile } => write!(f, "{seat} takes {tile}"),
            Event::TilesRemoved { tiles } => {
                write!(f, "{tiles} tile{} leave the game", plural(*tiles))
            }
            Event::Placed { seat, tile, site } => match site {
                Site::Palace(p) => write!(f, "{seat} builds {tile} on palace {}", p + 1),
                Site::NewPalace => write!(f, "{seat} starts a palace with {tile}"),
                Site::OutOfGame => write!(f, "{seat} puts {tile} out of the game"),
            },
            Event::Rebuilt {
                seat,
                change,
                tile,
                paid,
            } => {
                write!(f, "{seat} pays {paid} to ")?;
                match change {
                    Rebuild::Detach { .. } => write!(f, "take {tile} out to stand alone"),
                    Rebuild::Insert { palace, .. } => {
                        write!(f, "build {tile} into palace {}", palace + 1)
                    }
                    Rebuild::Remove { .. } => write!(f, "put {tile} out of the game"),
                }
            }
            Event::TurnBegins { seat } => write!(f, "{seat}'s turn"),
            Event::GameOver => f.write_str("The fifth game-end tile: the game is over"),
        }
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// Why an action was refused. The words here are for logs and tests; players read the Discord
/// layer's (`discord::palazzo::refusals`). Serialisable, as a seat's private view carries the
/// engine's reasons why a kind of action is not open to it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[serde(rename_all = "snake_case")]
pub enum RuleError {
    #[error("the game is over")]
    GameOver,
    #[error("it is not your turn: {0} decides now")]
    NotYourTurn(Seat),
    #[error("that is not possible now: {0}")]
    NotNow(&'static str),
    #[error("taking money needs {needed} cards in the deck and discards; only {left} are left")]
    NotEnoughMoneyCards { needed: usize, left: usize },
    #[error("you have no money card to pay for a rebuild")]
    NoCardForRebuild,
    #[error("you do not hold {0}")]
    NotInHand(Card),
    #[error("you do not hold all of these cards")]
    CardsNotInHand,
    #[error("{0} is not among the revealed cards")]
    NotRevealed(Card),
    #[error("buy one or two different tiles from the warehouse")]
    BuyCount,
    #[error("that tile is not in the warehouse")]
    NotInWarehouse(TileId),
    #[error("you cannot pay {price} for even one tile, so you must auction")]
    CannotAffordBuying { price: u32 },
    #[error("the warehouse is empty: you must auction")]
    WarehouseEmpty,
    #[error("these cards are not one payment: use one currency, certificates and groups of three")]
    NotAPayment,
    #[error("your payment is worth {value}; the price is {price}")]
    PaymentTooLow { value: u32, price: u32 },
    #[error("your bid already holds {0}: you may add only {0}, certificates and groups of three")]
    WrongCurrency(Currency),
    #[error("add at least one card, or pass")]
    EmptyRaise,
    #[error("your bid must beat {high}: these cards bring it to {total}")]
    BidTooLow { high: u32, total: u32 },
    #[error("that tile is not in the quarry being shared out")]
    NotInQuarry(TileId),
    #[error("you have no tile {0:?} to build")]
    NotPending(TileId),
    #[error("you have no palace {0}")]
    NoSuchPalace(u8),
    #[error("a floor-{floor} tile cannot go on top of palace {palace}, which reaches floor {top}")]
    NotOnTop { floor: u8, palace: u8, top: u8 },
    #[error("palace {palace} already has a floor {floor}")]
    FloorTaken { floor: u8, palace: u8 },
    #[error("you have no such tile in your palaces")]
    NotInPalaces(TileId),
    #[error("only a tile of a palace of two or more tiles can be taken out")]
    PalaceTooSmall,
    #[error("only a tile standing alone can be moved or put out of the game")]
    NotAlone,
    #[error("a tile cannot be built into its own palace")]
    SamePalace,
    #[error("you have nothing to rebuild")]
    NothingToRebuild,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::palazzo::money::cards;

    #[test]
    fn an_actions_kind_is_its_tag_in_records() {
        let examples = [
            Action::TakeMoney,
            Action::DrawTiles,
            Action::Rebuild {
                change: Rebuild::Remove { tile: TileId(1) },
                pay: Card::CERTIFICATE,
            },
            Action::PickMoney {
                card: Card::CERTIFICATE,
            },
            Action::Buy {
                tiles: [TileId(1)].into_iter().collect(),
                payment: cards("red5"),
            },
            Action::Auction,
            Action::Raise {
                cards: cards("red5"),
            },
            Action::Pass,
            Action::TakeTile { tile: TileId(2) },
            Action::Place {
                tile: TileId(2),
                site: Site::NewPalace,
            },
        ];
        let kinds: Vec<&str> = examples.iter().map(Action::kind).collect();
        assert_eq!(kinds, Action::KINDS);
        for action in &examples {
            let json = serde_json::to_value(action).unwrap();
            let tag = match &json {
                serde_json::Value::String(s) => s.clone(),
                serde_json::Value::Object(m) => m.keys().next().unwrap().clone(),
                _ => unreachable!(),
            };
            assert_eq!(tag, action.kind());
        }
    }
}
