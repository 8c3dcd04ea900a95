//! Alhambra's own controls, and how each is written in a component id (after the game's
//! namespace mark, see `discord::ids`). The verbs and arguments are those of the ids Alhambra
//! has always written, so boards and pickers posted before typed controls still read.

use crate::discord::ids::GameControl;
use crate::engine::alhambra::{Card, Cards, Currency};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Control {
    /// The select of the money on display (the cards are the values chosen: their places).
    TakeMoney,
    /// Shown when there is no money to take.
    Pass,
    /// Opens the payment picker for the building in the slot of this currency.
    Buy(Currency),
    /// The payment picker's select (the cards are the values chosen: their places in the
    /// hand's cards of that currency).
    Select(Currency),
    /// The payment picker's *Cheapest*.
    Cheapest(Currency),
    /// The payment picker's *Pay* (or *Pay, and give it to Dirk*) with these cards.
    Pay {
        slot: Currency,
        payment: Cards,
        for_dirk: bool,
    },
}

impl GameControl for Control {
    fn verb(&self) -> &str {
        match self {
            Control::TakeMoney => "take",
            Control::Pass => "pass",
            Control::Buy(_) => "buy",
            Control::Select(_) => "sel",
            Control::Cheapest(_) => "cheap",
            Control::Pay {
                for_dirk: false, ..
            } => "pay",
            Control::Pay { for_dirk: true, .. } => "payd",
        }
    }

    fn args(&self) -> Vec<String> {
        match self {
            Control::TakeMoney | Control::Pass => Vec::new(),
            Control::Buy(slot) | Control::Select(slot) | Control::Cheapest(slot) => {
                vec![slot.index().to_string()]
            }
            // An empty selection is no argument: an id's arguments are never empty.
            Control::Pay { slot, payment, .. } => std::iter::once(slot.index().to_string())
                .chain(Some(encode(payment)).filter(|code| !code.is_empty()))
                .collect(),
        }
    }

    fn parse(verb: &str, args: &[String]) -> Option<Control> {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let slot = |i: &str| slot_currency(i.parse().ok()?);
        Some(match (verb, args.as_slice()) {
            ("take", []) => Control::TakeMoney,
            ("pass", []) => Control::Pass,
            ("buy", [i]) => Control::Buy(slot(i)?),
            ("sel", [i]) => Control::Select(slot(i)?),
            ("cheap", [i]) => Control::Cheapest(slot(i)?),
            ("pay" | "payd", [i, code @ ..]) if code.len() <= 1 => {
                let slot = slot(i)?;
                Control::Pay {
                    slot,
                    payment: decode(slot, code.first().copied().unwrap_or(""))?,
                    for_dirk: verb == "payd",
                }
            }
            _ => return None,
        })
    }
}

/// A selection of cards, as the payment picker's buttons carry it: the digits of their
/// values (the currency is the slot's), e.g. "355".
fn encode(cards: &Cards) -> String {
    cards.iter().map(|c| c.value().to_string()).collect()
}

/// The cards of `currency` written by [`encode`]; `None` for anything else.
fn decode(currency: Currency, code: &str) -> Option<Cards> {
    let mut cards = Cards::default();
    for d in code.chars() {
        let value = d.to_digit(10)?;
        cards.add(Card::new(currency, value as u8)?);
    }
    Some(cards)
}

/// The currency of the slot numbered `i` in an id.
fn slot_currency(i: usize) -> Option<Currency> {
    Currency::ALL.get(i).copied()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::ids::{ComponentId, Control as Id, MAX_LEN};
    use crate::store::GameId;

    fn cards(currency: Currency, values: &[u8]) -> Cards {
        let mut out = Cards::default();
        for &v in values {
            out.add(Card::new(currency, v).unwrap());
        }
        out
    }

    fn every_kind() -> Vec<Control> {
        let payment = cards(Currency::Florin, &[9, 9, 9, 8]);
        vec![
            Control::TakeMoney,
            Control::Pass,
            Control::Buy(Currency::Ducat),
            Control::Select(Currency::Florin),
            Control::Cheapest(Currency::Denar),
            Control::Pay {
                slot: Currency::Florin,
                payment,
                for_dirk: false,
            },
            Control::Pay {
                slot: Currency::Florin,
                payment,
                for_dirk: true,
            },
            Control::Pay {
                slot: Currency::Dirham,
                payment: Cards::default(),
                for_dirk: false,
            },
        ]
    }

    #[test]
    fn selections_travel_in_the_ids_and_come_back() {
        let cards = cards(Currency::Denar, &[3, 5, 5]);
        assert_eq!(decode(Currency::Denar, &encode(&cards)), Some(cards));
        assert_eq!(decode(Currency::Denar, "0"), None);
        assert_eq!(decode(Currency::Denar, "3x"), None);
    }

    #[test]
    fn junk_after_any_control_is_refused() {
        crate::discord::ids::assert_junk_refused(&every_kind());
    }

    #[test]
    fn every_control_is_written_in_the_games_namespace_and_read_back() {
        for control in every_kind() {
            let id = control.id(GameId(7), 12);
            assert!(id.starts_with("tv1:7:12:g."), "{id}");
            let back = ComponentId::<Control>::parse(&id).unwrap();
            assert_eq!(back.control, Id::Game(control), "{id}");
        }
    }

    #[test]
    fn ids_posted_before_the_namespace_read_as_the_same_controls() {
        for (old, control) in [
            ("tv1:3:8:take", Control::TakeMoney),
            ("tv1:3:8:pass", Control::Pass),
            ("tv1:3:8:buy:2", Control::Buy(Currency::Ducat)),
            ("tv1:3:8:sel:0", Control::Select(Currency::Denar)),
            ("tv1:3:8:cheap:3", Control::Cheapest(Currency::Florin)),
            (
                "tv1:3:8:pay:0:55",
                Control::Pay {
                    slot: Currency::Denar,
                    payment: cards(Currency::Denar, &[5, 5]),
                    for_dirk: false,
                },
            ),
            (
                "tv1:3:8:payd:1:29",
                Control::Pay {
                    slot: Currency::Dirham,
                    payment: cards(Currency::Dirham, &[2, 9]),
                    for_dirk: true,
                },
            ),
            (
                "tv1:3:8:pay:1",
                Control::Pay {
                    slot: Currency::Dirham,
                    payment: Cards::default(),
                    for_dirk: false,
                },
            ),
        ] {
            let id = ComponentId::<Control>::parse(old).unwrap();
            assert_eq!((id.game, id.version), (GameId(3), 8));
            assert_eq!(id.control, Id::Game(control.clone()), "{old}");
            assert_eq!(control.id(GameId(3), 8), old.replace(":8:", ":8:g."));
        }
    }

    #[test]
    fn malformed_controls_are_refused() {
        for bad in [
            "tv1:1:1:g.buy",
            "tv1:1:1:g.buy:4",
            "tv1:1:1:g.take:0",
            "tv1:1:1:g.pay:0:50",
            "tv1:1:1:g.pay:0:5:5",
            "tv1:1:1:g.payd",
            "tv1:1:1:g.rematch",
        ] {
            assert!(ComponentId::<Control>::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_longest_ids_fit_discords_limit() {
        // Every card of one currency there is: three of each value 1–9.
        let all: Vec<u8> = (1..=9).flat_map(|v| [v; 3]).collect();
        let mut controls = every_kind();
        controls.push(Control::Pay {
            slot: Currency::Florin,
            payment: cards(Currency::Florin, &all),
            for_dirk: true,
        });
        for control in controls {
            let id = control.id(GameId(i64::MAX), i64::MAX);
            assert!(id.len() <= MAX_LEN, "{} characters: {id}", id.len());
            assert_eq!(
                ComponentId::<Control>::parse(&id).unwrap().control,
                Id::Game(control)
            );
        }
    }
}
