//! What happened, in the order it happened: the source of the board's log and the messages.
//! Every event is public (G-105, G-106): cards still secret appear by their kind alone.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::action::TilePlay;
use super::building::BuildingId;
use super::bundle::Bundle;
use super::card::{CardId, CardKind, CardSet};
use super::commodity::Commodities;
use super::offer::{OfferId, Subject};
use super::square::Square;
use super::tile::{TileKind, Tiles};
use crate::engine::Seat;

/// A bundle as the table sees it: cards by kind only (G-106).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Shown {
    pub ducats: u32,
    pub commodities: Commodities,
    /// Cards by kind, in [`CardKind::ALL`] order.
    pub cards: [u8; CardKind::COUNT],
    pub tiles: Tiles,
    pub markers: u8,
}

impl From<&Bundle> for Shown {
    fn from(b: &Bundle) -> Shown {
        Shown {
            ducats: b.ducats,
            commodities: b.commodities,
            cards: b.cards.counts(),
            tiles: b.tiles,
            markers: b.markers,
        }
    }
}

impl Shown {
    pub fn is_empty(&self) -> bool {
        *self == Shown::default()
    }
}

impl fmt::Display for Shown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts: Vec<String> = Vec::new();
        if self.ducats > 0 {
            parts.push(format!("{} ducats", self.ducats));
        }
        for kind in self.commodities.distinct() {
            parts.push(format!("{} {kind}", self.commodities.count(kind)));
        }
        for (kind, &n) in CardKind::ALL.iter().zip(&self.cards) {
            if n > 0 {
                parts.push(format!("{n} {kind} card{}", if n == 1 { "" } else { "s" }));
            }
        }
        for kind in self.tiles.distinct() {
            parts.push(format!("{} {kind}", self.tiles.count(kind)));
        }
        if self.markers > 0 {
            parts.push(format!(
                "{} marker{}",
                self.markers,
                if self.markers == 1 { "" } else { "s" }
            ));
        }
        if parts.is_empty() {
            f.write_str("nothing")
        } else {
            f.write_str(&parts.join(", "))
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    /// The tower player rolled (G-36); the tower starts on (red, blue) unless it is the market.
    Rolled {
        seat: Seat,
        red: u8,
        blue: u8,
    },
    /// A Starting space tile was played (G-78).
    StartingSpace {
        seat: Seat,
        square: Square,
    },
    /// The tower started in the market: a round less (G-37, G-95).
    MarketStart {
        rounds_left: u8,
    },
    /// The tower stands on its first square (G-38).
    TowerPlaced {
        square: Square,
    },
    /// The tower stepped, leaving a disc (G-39).
    Stepped {
        to: Square,
    },
    /// The tower player stopped moving (G-41, G-45).
    Stopped,
    /// A building's action window opened (G-47).
    WindowOpened {
        building: BuildingId,
    },
    /// Nobody took the action: void at once because nobody could (G-50), or declared (G-49a).
    WindowVoid {
        building: BuildingId,
        by_itself: bool,
    },
    /// A player passed on the window (G-49a).
    Passed {
        seat: Seat,
    },
    /// An offer was made (G-108), as the table sees it.
    OfferMade {
        id: OfferId,
        from: Seat,
        to: Option<Seat>,
        subject: Subject,
        give: Shown,
        get: Shown,
    },
    /// A player's newer offer on the same subject replaced this one (G-109).
    OfferReplaced {
        id: OfferId,
    },
    OfferWithdrawn {
        id: OfferId,
    },
    OfferDeclined {
        id: OfferId,
    },
    /// Its subject closed, or the turn ended (G-61).
    OfferLapsed {
        id: OfferId,
    },
    /// The offer was accepted and both sides exchanged (G-57, G-111).
    OfferAccepted {
        id: OfferId,
        from: Seat,
        by: Seat,
        give: Shown,
        get: Shown,
    },
    /// `seat` took the action at `building`, spending an Extra action tile if `extra` (G-47a,
    /// G-52).
    ActionTaken {
        seat: Seat,
        building: BuildingId,
        extra: bool,
    },
    /// The bank paid a building's owner for its use (G-84).
    OwnerIncome {
        owner: Seat,
        building: BuildingId,
        ducats: u32,
    },
    /// What a building's effect gave (G-53); cards drawn by kind only.
    Received {
        seat: Seat,
        building: BuildingId,
        commodities: Commodities,
        tiles: Tiles,
        markers: u8,
        cards: [u8; CardKind::COUNT],
    },
    /// A pile's face-up cards were shuffled into a new face-down pile (G-85, G-86).
    Reshuffled {
        pile: CardKind,
        cards: u8,
    },
    LargeOrderDelivered {
        seat: Seat,
        card: CardId,
        tile: Option<TileKind>,
        ducats: u32,
    },
    SmallOrderDelivered {
        seat: Seat,
        card: CardId,
        ducats: u32,
    },
    MessageDelivered {
        seat: Seat,
        card: CardId,
        ducats: u32,
    },
    /// A special tile was played (a card given by Trade 1:1 goes face up, so it is public).
    TilePlayed {
        seat: Seat,
        play: TilePlay,
    },
    ActionOver {
        seat: Seat,
        building: BuildingId,
    },
    /// A marker was placed through an acquisition right (G-88).
    MarkerPlaced {
        seat: Seat,
        building: BuildingId,
    },
    /// A right lapsed, unused or with no unowned building next to it (G-93).
    RightLapsed {
        street: Square,
    },
    TurnEnded {
        seat: Seat,
    },
    /// A round ended (G-95).
    RoundEnded {
        rounds_left: u8,
    },
    /// Contract income at the end (G-97); `buildings` are those that counted.
    ContractsScored {
        seat: Seat,
        ducats: u32,
        cards: CardSet,
    },
    GameOver,
}

fn to_whom(to: Option<Seat>) -> String {
    match to {
        Some(s) => s.to_string(),
        None => "whoever takes it".into(),
    }
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Rolled { seat, red, blue } => write!(f, "{seat} rolled red {red}, blue {blue}"),
            Event::StartingSpace { seat, square } => {
                write!(f, "{seat} played a Starting space for {square}")
            }
            Event::MarketStart { rounds_left } => {
                write!(
                    f,
                    "the tower started in the market: {rounds_left} rounds left"
                )
            }
            Event::TowerPlaced { square } => write!(f, "the tower starts on {square}"),
            Event::Stepped { to } => write!(f, "the tower stepped to {to}"),
            Event::Stopped => f.write_str("the tower stopped"),
            Event::WindowOpened { building } => write!(f, "the {building} is open for its action"),
            Event::WindowVoid {
                building,
                by_itself,
            } => {
                if *by_itself {
                    write!(f, "nobody could take the {building}'s action")
                } else {
                    write!(f, "the {building}'s action was declared void")
                }
            }
            Event::Passed { seat } => write!(f, "{seat} passed"),
            Event::OfferMade {
                id,
                from,
                to,
                subject,
                give,
                get,
            } => {
                let about = match subject {
                    Subject::Trade => "a trade".to_string(),
                    Subject::Action => "the action".to_string(),
                    Subject::Move { to, with_action } => format!(
                        "a step to {to}{}",
                        if *with_action { " and its action" } else { "" }
                    ),
                    Subject::Right { building } => format!("the right to the {building}"),
                };
                write!(
                    f,
                    "offer {id}: {from} to {} for {about}: gives {give}, asks {get}",
                    to_whom(*to)
                )
            }
            Event::OfferReplaced { id } => write!(f, "offer {id} was replaced"),
            Event::OfferWithdrawn { id } => write!(f, "offer {id} was withdrawn"),
            Event::OfferDeclined { id } => write!(f, "offer {id} was declined"),
            Event::OfferLapsed { id } => write!(f, "offer {id} lapsed"),
            Event::OfferAccepted {
                id,
                from,
                by,
                give,
                get,
            } => write!(f, "{by} accepted offer {id}: {from} gave {give} for {get}"),
            Event::ActionTaken {
                seat,
                building,
                extra,
            } => write!(
                f,
                "{seat} takes the {building}'s action{}",
                if *extra {
                    " (an Extra action tile)"
                } else {
                    ""
                }
            ),
            Event::OwnerIncome {
                owner,
                building,
                ducats,
            } => write!(f, "{owner} earns {ducats} ducats as the {building}'s owner"),
            Event::Received {
                seat,
                building,
                commodities,
                tiles,
                markers,
                cards,
            } => {
                let shown = Shown {
                    ducats: 0,
                    commodities: *commodities,
                    cards: *cards,
                    tiles: *tiles,
                    markers: *markers,
                };
                write!(f, "{seat} receives {shown} at the {building}")
            }
            Event::Reshuffled { pile, cards } => {
                write!(f, "the {pile} pile was reshuffled ({cards} cards)")
            }
            Event::LargeOrderDelivered {
                seat,
                card,
                tile,
                ducats,
            } => {
                write!(f, "{seat} delivers large order {card} for {ducats} ducats")?;
                match tile {
                    Some(t) => write!(f, " and a {t} tile"),
                    None => Ok(()),
                }
            }
            Event::SmallOrderDelivered { seat, card, ducats } => {
                write!(f, "{seat} delivers small order {card} for {ducats} ducats")
            }
            Event::MessageDelivered { seat, card, ducats } => {
                write!(f, "{seat} delivers message {card} for {ducats} ducats")
            }
            Event::TilePlayed { seat, play } => match play {
                TilePlay::Commodity { kind } => {
                    write!(f, "{seat} plays Commodity of your choice for {kind}")
                }
                TilePlay::Trade { give, take } => {
                    write!(f, "{seat} plays Trade 1:1: {give:?} for {take:?}")
                }
                TilePlay::BuildingAction { building, .. } => {
                    write!(f, "{seat} plays Building action at the {building}")
                }
            },
            Event::ActionOver { seat, building } => {
                write!(f, "{seat} ends the {building}'s action")
            }
            Event::MarkerPlaced { seat, building } => {
                write!(f, "{seat} places a marker on the {building}")
            }
            Event::RightLapsed { street } => write!(f, "the right of {street} lapsed"),
            Event::TurnEnded { seat } => write!(f, "{seat} ends the turn"),
            Event::RoundEnded { rounds_left } => {
                write!(f, "the round ends: {rounds_left} rounds left")
            }
            Event::ContractsScored { seat, ducats, .. } => {
                write!(f, "{seat} earns {ducats} ducats for contracts")
            }
            Event::GameOver => f.write_str("the game is over"),
        }
    }
}
