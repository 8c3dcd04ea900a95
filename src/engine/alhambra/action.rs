//! What a seat may do, what happens, and why a move is refused.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::components::{Building, BuildingType, Card, Currency, Scoring};
use super::money::Cards;
use super::participants::Participants;
use crate::engine::Seat;

/// One decision of one seat. Small and serialisable: a game record is a list of these.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Take one display money card of any value, or several adding up to at most 5.
    TakeMoney { cards: Cards },
    /// Buy the building in the slot of this currency, paid with these cards of that currency.
    ///
    /// In the 2-player game the buyer may give the building to Dirk, the imaginary third
    /// player. That choice is a field of the buy rather than a follow-up decision: the text
    /// makes it part of buying ("each time they buy a building card, they may keep it for
    /// themselves or donate it to Dirk"), a record stays one line per purchase, and `apply`
    /// stays a single atomic step with no phase in between. It is left out of the JSON when
    /// false, so records of 3–6 players never show it.
    Buy {
        slot: Currency,
        payment: Cards,
        #[serde(default, skip_serializing_if = "is_false")]
        for_dirk: bool,
    },
    /// Only when nothing else is possible (see `components::assumed`): ends the turn.
    Pass,
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl Action {
    /// The name of every kind of action, as records write it.
    pub const KINDS: [&'static str; 3] = ["take_money", "buy", "pass"];

    /// This action's kind, one of [`Action::KINDS`].
    pub fn kind(&self) -> &'static str {
        match self {
            Action::TakeMoney { .. } => "take_money",
            Action::Buy { .. } => "buy",
            Action::Pass => "pass",
        }
    }
}

/// Points per building type (Pavilion … Tower) won by one player in one scoring.
pub type TypePoints = [u32; 6];

/// One scoring's points: per seat and type, and Dirk's in the 2-player game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoringResult {
    pub scoring: Scoring,
    /// One entry per seat, in seat order.
    pub seats: Participants<TypePoints>,
    /// Dirk's points (2 players only).
    pub dirk: Option<TypePoints>,
}

impl ScoringResult {
    /// What `seat` scored in this scoring, all types together.
    pub fn seat_total(&self, seat: Seat) -> u32 {
        self.seats[seat.index()].iter().sum()
    }

    pub fn dirk_total(&self) -> Option<u32> {
        self.dirk.map(|p| p.iter().sum())
    }
}

/// What happened, in the order it happened: the source of log lines and messages.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    MoneyTaken {
        seat: Seat,
        cards: Cards,
    },
    Bought {
        seat: Seat,
        building: Building,
        slot: Currency,
        paid: Cards,
        /// Paid exactly, so the seat acts again.
        exact: bool,
        for_dirk: bool,
    },
    Passed {
        seat: Seat,
    },
    /// After a turn: a building goes into an empty slot.
    BuildingDrawn {
        building: Building,
        slot: Currency,
    },
    /// After a turn: a money card goes on display.
    MoneyDrawn {
        card: Card,
    },
    DeckReshuffled {
        cards: usize,
    },
    Scored(ScoringResult),
    /// 2 players: buildings drawn for Dirk (at the start, after scoring A and after B).
    DirkTakes {
        buildings: super::Buildings,
    },
    /// The building deck ran out: the game ends.
    BuildingsRunOut {
        empty_slots: usize,
    },
    /// At the end: a display building goes to the seat richest in its slot's currency, or to
    /// nobody on a tie.
    DisplayAwarded {
        slot: Currency,
        building: Building,
        to: Option<Seat>,
    },
    TurnBegins {
        seat: Seat,
    },
    GameOver,
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::MoneyTaken { seat, cards } => write!(f, "{seat} takes {cards}"),
            Event::Bought {
                seat,
                building,
                slot,
                paid,
                exact,
                for_dirk,
            } => {
                write!(
                    f,
                    "{seat} buys the {} for {} {}, paying {paid}",
                    building.kind,
                    building.price,
                    slot.plural()
                )?;
                if *for_dirk {
                    f.write_str(", and gives it to Dirk")?;
                }
                if *exact {
                    f.write_str(": paid exactly, another action")?;
                }
                Ok(())
            }
            Event::Passed { seat } => write!(f, "{seat} can do nothing and passes"),
            Event::BuildingDrawn { building, slot } => {
                write!(f, "The {} goes to the {slot} slot", describe(building))
            }
            Event::MoneyDrawn { card } => write!(f, "{card} goes on display"),
            Event::DeckReshuffled { cards } => {
                write!(
                    f,
                    "The discards ({cards} cards) are shuffled into a new deck"
                )
            }
            Event::Scored(result) => {
                write!(f, "Scoring {}: ", result.scoring)?;
                let mut parts: Vec<String> = result
                    .seats
                    .iter()
                    .enumerate()
                    .map(|(i, p)| score_line(&Seat(i as u8).to_string(), p))
                    .collect();
                if let Some(p) = &result.dirk {
                    parts.push(score_line("Dirk", p));
                }
                f.write_str(&parts.join("; "))
            }
            Event::DirkTakes { buildings } => {
                let names: Vec<_> = buildings.iter().map(describe).collect();
                if names.is_empty() {
                    f.write_str("Dirk takes no building: the deck is empty")
                } else {
                    write!(f, "Dirk takes {}", names.join(", "))
                }
            }
            Event::BuildingsRunOut { empty_slots } => {
                let s = if *empty_slots == 1 { "" } else { "s" };
                write!(
                    f,
                    "The building deck is empty and {empty_slots} slot{s} cannot be refilled: \
                     the game ends"
                )
            }
            Event::DisplayAwarded { slot, building, to } => match to {
                Some(seat) => write!(
                    f,
                    "{seat}, richest in {}, takes the {}",
                    slot.plural(),
                    describe(building)
                ),
                None => write!(
                    f,
                    "Nobody is richest in {}: the {} leaves the game",
                    slot.plural(),
                    describe(building)
                ),
            },
            Event::TurnBegins { seat } => write!(f, "{seat}'s turn"),
            Event::GameOver => f.write_str("The game is over"),
        }
    }
}

/// "garden (10)".
fn describe(b: &Building) -> String {
    b.to_string()
}

/// "seat 1 scores 5 (chambers 4, pavilion 1)".
fn score_line(who: &str, points: &TypePoints) -> String {
    let total: u32 = points.iter().sum();
    let parts: Vec<_> = BuildingType::ALL
        .iter()
        .zip(points)
        .filter(|&(_, &p)| p > 0)
        .map(|(t, p)| format!("{t} {p}"))
        .collect();
    if parts.is_empty() {
        format!("{who} scores 0")
    } else {
        format!("{who} scores {total} ({})", parts.join(", "))
    }
}

/// Why an action was refused. The words here are for logs and tests; players read the Discord
/// layer's (`discord::alhambra::refusals`). Serialisable, as a seat's private view carries the
/// engine's reasons why a building is not open to it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[serde(rename_all = "snake_case")]
pub enum RuleError {
    #[error("the game is over")]
    GameOver,
    #[error("it is not your turn: {0} decides now")]
    NotYourTurn(Seat),
    #[error("take at least one money card")]
    NothingTaken,
    #[error("{0} is not on display")]
    NotOnDisplay(Card),
    #[error("several money cards may add up to at most 5: these add up to {total}")]
    TooMuchMoney { total: u32 },
    #[error("the {0} slot is empty: its building was bought this turn")]
    EmptySlot(Currency),
    #[error("you do not hold all of these cards")]
    CardsNotInHand,
    #[error("the building in the {slot} slot is paid in {}: {card} is not", slot.plural())]
    WrongCurrency { slot: Currency, card: Card },
    #[error(
        "that {kind} costs {price} {}: your payment brings {value}",
        currency.plural()
    )]
    PaymentTooLow {
        kind: BuildingType,
        price: u32,
        currency: Currency,
        value: u32,
    },
    /// Not an action's refusal but a purchase's that cannot be made at all: the seat's cards of
    /// the slot's currency add up to less than the price.
    #[error("your {} add up to {held}: that {kind} costs {price}", currency.plural())]
    CannotAfford {
        kind: BuildingType,
        price: u32,
        currency: Currency,
        held: u32,
    },
    #[error("only in the 2-player game can a building be given to Dirk")]
    NoDirk,
    #[error("you can still take money or buy a building: pass only when you can do neither")]
    CannotPass,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::alhambra::money::cards;

    #[test]
    fn an_actions_kind_is_its_tag_in_records() {
        let examples = [
            Action::TakeMoney {
                cards: cards("denar2 florin3"),
            },
            Action::Buy {
                slot: Currency::Ducat,
                payment: cards("ducat9"),
                for_dirk: false,
            },
            Action::Pass,
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

    #[test]
    fn a_buy_for_oneself_leaves_for_dirk_out_of_the_json() {
        let keep = Action::Buy {
            slot: Currency::Ducat,
            payment: cards("ducat9"),
            for_dirk: false,
        };
        let json = serde_json::to_string(&keep).unwrap();
        assert_eq!(json, r#"{"buy":{"slot":"ducat","payment":["ducat9"]}}"#);
        assert_eq!(serde_json::from_str::<Action>(&json).unwrap(), keep);
        let give: Action = serde_json::from_str(
            r#"{"buy":{"slot":"denar","payment":["denar2"],"for_dirk":true}}"#,
        )
        .unwrap();
        assert!(matches!(give, Action::Buy { for_dirk: true, .. }));
    }

    #[test]
    fn errors_speak_to_players() {
        let e = RuleError::PaymentTooLow {
            kind: BuildingType::Garden,
            price: 9,
            currency: Currency::Ducat,
            value: 7,
        };
        assert_eq!(
            e.to_string(),
            "that garden costs 9 ducats: your payment brings 7"
        );
        let e = RuleError::WrongCurrency {
            slot: Currency::Denar,
            card: "florin3".parse().unwrap(),
        };
        assert_eq!(
            e.to_string(),
            "the building in the denar slot is paid in denars: florin 3 is not"
        );
    }
}
