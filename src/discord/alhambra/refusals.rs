//! Alhambra's refusals in a player's words: one sentence for every reason the engine gives.
//! The engine only says which rule refused; the words players read are chosen here, so no
//! renderer restates a check to explain it.

use super::text::{card_name, currency_code, type_code};
use crate::discord::message::capital;
use crate::engine::alhambra::RuleError;
use crate::lang::Lang;
use crate::t;

pub fn refusal(error: &RuleError, lang: Lang) -> String {
    match error {
        RuleError::GameOver => t!(lang, "alhambra-refused-game-over"),
        RuleError::NotYourTurn(seat) => t!(
            lang,
            "refused-not-your-turn",
            who = t!(lang, "seat", number = seat.0 + 1)
        ),
        RuleError::NothingTaken => t!(lang, "alhambra-refused-nothing-taken"),
        RuleError::NotOnDisplay(card) => capital(&t!(
            lang,
            "alhambra-refused-not-on-display",
            card = card_name(*card, lang)
        )),
        RuleError::TooMuchMoney { total } => {
            t!(lang, "alhambra-refused-too-much-money", total = *total)
        }
        RuleError::EmptySlot(slot) => t!(
            lang,
            "alhambra-refused-empty-slot",
            currency = currency_code(*slot)
        ),
        RuleError::CardsNotInHand => t!(lang, "alhambra-refused-cards-not-in-hand"),
        RuleError::WrongCurrency { slot, card } => t!(
            lang,
            "alhambra-refused-wrong-currency",
            currency = currency_code(*slot),
            card = card_name(*card, lang)
        ),
        RuleError::PaymentTooLow {
            kind,
            price,
            currency,
            value,
        } => t!(
            lang,
            "alhambra-refused-payment-too-low",
            kind = type_code(*kind),
            price = *price,
            currency = currency_code(*currency),
            value = *value
        ),
        RuleError::CannotAfford {
            kind,
            price,
            currency,
            held,
        } => t!(
            lang,
            "alhambra-refused-cannot-afford",
            currency = currency_code(*currency),
            held = *held,
            kind = type_code(*kind),
            price = *price
        ),
        RuleError::NoDirk => t!(lang, "alhambra-refused-no-dirk"),
        RuleError::CannotPass => t!(lang, "alhambra-refused-cannot-pass"),
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::engine::Seat;
    use crate::engine::alhambra::{BuildingType, Currency};

    /// One of each variant. `refusal`'s match has no catch-all, so a new variant cannot lack
    /// words; add it here too, so that its words are checked.
    pub(in crate::discord::alhambra) fn every_variant() -> Vec<RuleError> {
        let card = "dirham4".parse().unwrap();
        vec![
            RuleError::GameOver,
            RuleError::NotYourTurn(Seat(2)),
            RuleError::NothingTaken,
            RuleError::NotOnDisplay(card),
            RuleError::TooMuchMoney { total: 7 },
            RuleError::EmptySlot(Currency::Ducat),
            RuleError::CardsNotInHand,
            RuleError::WrongCurrency {
                slot: Currency::Denar,
                card,
            },
            RuleError::PaymentTooLow {
                kind: BuildingType::Garden,
                price: 10,
                currency: Currency::Denar,
                value: 7,
            },
            RuleError::CannotAfford {
                kind: BuildingType::Garden,
                price: 10,
                currency: Currency::Denar,
                held: 7,
            },
            RuleError::NoDirk,
            RuleError::CannotPass,
        ]
    }

    #[test]
    fn every_refusal_is_a_sentence() {
        for error in every_variant() {
            let text = refusal(&error, Lang::En);
            let first = text.chars().next();
            assert!(first.is_some_and(char::is_uppercase), "{error:?}: {text:?}");
            assert!(text.ends_with('.'), "{error:?}: {text:?}");
        }
    }

    #[test]
    fn the_openers_refusals_read_as_they_did() {
        assert_eq!(
            refusal(&RuleError::EmptySlot(Currency::Ducat), Lang::En),
            "The ducat slot is empty until the turn ends."
        );
        assert_eq!(
            refusal(
                &RuleError::CannotAfford {
                    kind: BuildingType::Garden,
                    price: 10,
                    currency: Currency::Denar,
                    held: 7,
                },
                Lang::En
            ),
            "Your denars add up to 7: the Garden costs 10."
        );
    }
}
