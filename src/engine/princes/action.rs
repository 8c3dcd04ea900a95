//! What a seat may do, what happens, and why a move is refused.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::bonus_cards::Bonus;
use super::components::{
    Building, CardSet, Character, Freedom, Object, POINT_SOLD, Piece, Profession,
};
use super::prestige_cards::Prestige;
use super::principality::{PlaceError, Placement};
use crate::engine::{Seat, SeatSet};

/// One decision of one seat. Small and serialisable: a game record is a list of these.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Setup: return one of the four professions dealt, keeping three.
    Return { profession: Profession },
    /// Auction: name an object, bidding the opening price for it.
    Name { object: Object },
    /// Auction: bid 100 more than the high bid.
    Raise,
    /// Decline: name nothing (out of this round's auction), leave a bidding, bid on no
    /// character, recruit nobody now, or (the last player) take nothing.
    Pass,
    /// Auction, the last player without an object: take it for the opening price.
    Take { object: Object },
    /// Lay the building or landscape just acquired.
    Place { placement: Placement },
    /// Keep one of the cards drawn; the others go under their deck.
    Keep { card: Card },
    /// Play a recruiting card: take a face-up profession from an opponent's table.
    Recruit { from: Seat, profession: Profession },
    /// The Merchant, after winning an auction: the object for free, or pay and score points.
    Merchant { free: bool },
    /// Character auction: put the marker on a space (in hundreds of florins).
    Bid { character: Character, space: u8 },
    /// Action: complete a work with a profession from hand, playing these bonus cards.
    Work {
        profession: Profession,
        bonus: CardSet<Bonus>,
    },
    /// Action (the Princess): complete a work without a profession card.
    Princess,
    /// After a work: take this many prestige points for 200 florins each of its payment.
    Convert { points: u8 },
    /// Action: build a building (placed next).
    Build { building: Building },
    /// Action: take a profession card, 1 of the top 5 (300 florins).
    Profession,
    /// Action: introduce a freedom (300 florins).
    Freedom { freedom: Freedom },
    /// Action: acquire a bonus card, 1 of the top 5 (300 florins).
    Bonus,
    /// End this action turn.
    EndTurn,
    /// Base game: move back this many spaces on the fame track for 100 florins each.
    Sell { points: u8 },
    /// The Professor: a prestige or bonus card for free.
    Professor { deck: Deck },
    /// The Merchant: score as many points as the rank on the fame track.
    MerchantPoints,
}

impl Action {
    /// The name of every kind of action, as records write it.
    pub const KINDS: [&'static str; 21] = [
        "return",
        "name",
        "raise",
        "pass",
        "take",
        "place",
        "keep",
        "recruit",
        "merchant",
        "bid",
        "work",
        "princess",
        "convert",
        "build",
        "profession",
        "freedom",
        "bonus",
        "end_turn",
        "sell",
        "professor",
        "merchant_points",
    ];

    pub fn kind(&self) -> &'static str {
        match self {
            Action::Return { .. } => "return",
            Action::Name { .. } => "name",
            Action::Raise => "raise",
            Action::Pass => "pass",
            Action::Take { .. } => "take",
            Action::Place { .. } => "place",
            Action::Keep { .. } => "keep",
            Action::Recruit { .. } => "recruit",
            Action::Merchant { .. } => "merchant",
            Action::Bid { .. } => "bid",
            Action::Work { .. } => "work",
            Action::Princess => "princess",
            Action::Convert { .. } => "convert",
            Action::Build { .. } => "build",
            Action::Profession => "profession",
            Action::Freedom { .. } => "freedom",
            Action::Bonus => "bonus",
            Action::EndTurn => "end_turn",
            Action::Sell { .. } => "sell",
            Action::Professor { .. } => "professor",
            Action::MerchantPoints => "merchant_points",
        }
    }
}

/// A card drawn from one of the three decks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Card {
    Profession(Profession),
    Bonus(Bonus),
    Prestige(Prestige),
}

/// The three decks of cards (the Professor draws from the prestige or the bonus deck).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Deck {
    Profession,
    Bonus,
    Prestige,
}

impl fmt::Display for Deck {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Deck::Profession => "Profession",
            Deck::Bonus => "Bonus",
            Deck::Prestige => "Prestige",
        })
    }
}

/// What happened, in the order it happened: the source of log lines and messages. Events are
/// public: a card kept in secret is named by its deck only.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    ProfessionReturned {
        seat: Seat,
    },
    RoundBegins {
        round: u8,
        start: Seat,
        minimum: u8,
    },
    Named {
        seat: Seat,
        object: Object,
        bid: u16,
    },
    Raised {
        seat: Seat,
        bid: u16,
    },
    Passed {
        seat: Seat,
    },
    CannotBid {
        seat: Seat,
    },
    Won {
        seat: Seat,
        object: Object,
        price: u16,
    },
    Took {
        seat: Seat,
        object: Object,
        price: u16,
    },
    MerchantFree {
        seat: Seat,
        object: Object,
    },
    MerchantPoints {
        seat: Seat,
        points: u8,
    },
    Placed {
        seat: Seat,
        piece: Piece,
        points: u8,
    },
    Hired {
        seat: Seat,
        object: Object,
        points: u8,
    },
    CardKept {
        seat: Seat,
        deck: Deck,
    },
    Recruited {
        seat: Seat,
        from: Seat,
        profession: Profession,
    },
    WorkCompleted {
        seat: Seat,
        profession: Option<Profession>,
        value: u8,
        bonus: CardSet<Bonus>,
    },
    Converted {
        seat: Seat,
        points: u8,
        florins: u16,
    },
    Built {
        seat: Seat,
        building: Building,
        cost: u16,
    },
    FreedomIntroduced {
        seat: Seat,
        freedom: Freedom,
    },
    CardBought {
        seat: Seat,
        deck: Deck,
        price: u16,
    },
    TurnBegins {
        seat: Seat,
        actions: u8,
    },
    TurnEnds {
        seat: Seat,
    },
    CharacterBid {
        seat: Seat,
        character: Character,
        bid: u16,
    },
    CharacterBought {
        seat: Seat,
        character: Character,
        price: u16,
    },
    BankerPaid {
        seat: Seat,
        florins: u16,
    },
    BankerPotGrows {
        pot: u16,
    },
    CharacterPlayed {
        seat: Seat,
        character: Character,
    },
    CharacterReturned {
        seat: Seat,
        character: Character,
    },
    BestWork {
        seats: SeatSet,
        value: u8,
    },
    NoBestWork,
    Sold {
        seat: Seat,
        points: u8,
    },
    PrestigeScored {
        seat: Seat,
        card: Prestige,
        points: u8,
    },
    BankerConverted {
        seat: Seat,
        points: u8,
    },
    GameOver,
}

fn hundreds(f: &mut fmt::Formatter<'_>, florins: u16) -> fmt::Result {
    if florins >= 1000 {
        write!(f, "{},{:03} florins", florins / 1000, florins % 1000)
    } else {
        write!(f, "{florins} florins")
    }
}

fn plus_points(f: &mut fmt::Formatter<'_>, points: u8) -> fmt::Result {
    if points > 0 {
        write!(f, " (+{points} PP)")?;
    }
    Ok(())
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::ProfessionReturned { seat } => {
                write!(f, "{seat} keeps three professions and returns one")
            }
            Event::RoundBegins {
                round,
                start,
                minimum,
            } => write!(
                f,
                "Round {round} begins; {start} starts; a work needs a value of {minimum}"
            ),
            Event::Named { seat, object, bid } => {
                write!(f, "{seat} puts up {object} and bids ")?;
                hundreds(f, *bid)
            }
            Event::Raised { seat, bid } => {
                write!(f, "{seat} bids ")?;
                hundreds(f, *bid)
            }
            Event::Passed { seat } => write!(f, "{seat} passes"),
            Event::CannotBid { seat } => write!(f, "{seat} cannot bid and passes"),
            Event::Won {
                seat,
                object,
                price,
            } => {
                write!(f, "{seat} wins {object} for ")?;
                hundreds(f, *price)
            }
            Event::Took {
                seat,
                object,
                price,
            } => {
                write!(f, "{seat}, the last without an object, takes {object} for ")?;
                hundreds(f, *price)
            }
            Event::MerchantFree { seat, object } => {
                write!(f, "{seat} plays the Merchant and takes {object} for free")
            }
            Event::MerchantPoints { seat, points } => {
                write!(f, "{seat} plays the Merchant and scores {points} PP")
            }
            Event::Placed {
                seat,
                piece,
                points,
            } => {
                write!(f, "{seat} places the {piece}")?;
                plus_points(f, *points)
            }
            Event::Hired {
                seat,
                object,
                points,
            } => {
                write!(f, "{seat} takes {object}")?;
                plus_points(f, *points)
            }
            Event::CardKept { seat, deck } => write!(f, "{seat} keeps a {deck} card"),
            Event::Recruited {
                seat,
                from,
                profession,
            } => write!(f, "{seat} recruits the {profession} from {from}"),
            Event::WorkCompleted {
                seat,
                profession,
                value,
                bonus,
            } => {
                match profession {
                    Some(p) => write!(f, "{seat}'s {p} completes a work of value {value}")?,
                    None => write!(f, "{seat}'s Princess completes a work of value {value}")?,
                }
                match bonus.len() {
                    0 => Ok(()),
                    1 => write!(f, " with a bonus card"),
                    n => write!(f, " with {n} bonus cards"),
                }
            }
            Event::Converted {
                seat,
                points,
                florins,
            } => {
                write!(f, "{seat} turns ")?;
                hundreds(f, *florins)?;
                write!(f, " of the payment into {points} PP")
            }
            Event::Built {
                seat,
                building,
                cost,
            } => {
                write!(f, "{seat} builds a {building} for ")?;
                hundreds(f, *cost)
            }
            Event::FreedomIntroduced { seat, freedom } => {
                write!(f, "{seat} introduces the freedom of {freedom}")
            }
            Event::CardBought { seat, deck, price } => {
                write!(f, "{seat} draws {deck} cards for ")?;
                hundreds(f, *price)
            }
            Event::TurnBegins { seat, actions } => {
                write!(f, "{seat}'s turn: up to {actions} actions")
            }
            Event::TurnEnds { seat } => write!(f, "{seat} ends the turn"),
            Event::CharacterBid {
                seat,
                character,
                bid,
            } => {
                write!(f, "{seat} bids ")?;
                hundreds(f, *bid)?;
                write!(f, " for the {character}")
            }
            Event::CharacterBought {
                seat,
                character,
                price,
            } => {
                write!(f, "{seat} buys the {character} for ")?;
                hundreds(f, *price)
            }
            Event::BankerPaid { seat, florins } => {
                write!(f, "the Banker pays {seat} ")?;
                hundreds(f, *florins)
            }
            Event::BankerPotGrows { pot } => {
                write!(f, "nobody bought the Banker: it now holds ")?;
                hundreds(f, *pot)
            }
            Event::CharacterPlayed { seat, character } => {
                write!(f, "{seat} plays the {character}")
            }
            Event::CharacterReturned { seat, character } => {
                write!(f, "{seat} returns the {character} unused")
            }
            Event::BestWork { seats, value } => {
                let names: Vec<String> = seats.iter().map(|s| s.to_string()).collect();
                write!(
                    f,
                    "best work of the round ({value}): {} +3 PP",
                    names.join(", ")
                )
            }
            Event::NoBestWork => write!(f, "no work was completed this round"),
            Event::Sold { seat, points } => {
                write!(f, "{seat} moves back {points} PP for ")?;
                hundreds(f, u16::from(*points) * POINT_SOLD)
            }
            Event::PrestigeScored { seat, card, points } => {
                write!(f, "{seat} scores {points} PP: {card}")
            }
            Event::BankerConverted { seat, points } => {
                write!(f, "{seat} still holds the Banker: money into {points} PP")
            }
            Event::GameOver => write!(f, "the game is over"),
        }
    }
}

/// Why a move is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("the game is over")]
    GameOver,
    #[error("it is not your turn: waiting for {0}")]
    NotYourTurn(Seat),
    #[error("not now: {0}")]
    NotNow(&'static str),
    #[error("that costs {cost} florins and you have {money}")]
    CannotAfford { cost: u32, money: u32 },
    #[error("{0} is not available")]
    Unavailable(&'static str),
    #[error("you do not hold that card")]
    NotHeld,
    #[error("this work has a value of {value}; this round needs at least {minimum}")]
    BelowMinimum { value: u8, minimum: u8 },
    #[error("no action left this turn")]
    NoActionLeft,
    #[error("you may {0} no more this round")]
    LimitReached(&'static str),
    #[error("{0}")]
    Place(#[from] PlaceError),
    #[error("that number is out of range")]
    OutOfRange,
    #[error("{0}")]
    Refused(&'static str),
}
