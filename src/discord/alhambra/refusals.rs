//! Alhambra's refusals in a player's words: one sentence for every reason the engine gives.
//! The engine only says which rule refused; the words players read are chosen here, so no
//! renderer restates a check to explain it.

use super::text::type_name;
use crate::discord::message::capital;
use crate::engine::alhambra::RuleError;

pub fn refusal(error: &RuleError) -> String {
    match error {
        RuleError::GameOver => "The game is over.".into(),
        RuleError::NotYourTurn(seat) => format!("It is not your turn: {seat} decides now."),
        RuleError::NothingTaken => "Take at least one money card.".into(),
        RuleError::NotOnDisplay(card) => capital(&format!("{card} is not on display.")),
        RuleError::TooMuchMoney { total } => {
            format!("Several money cards may add up to at most 5: these add up to {total}.")
        }
        RuleError::EmptySlot(slot) => format!("The {slot} slot is empty until the turn ends."),
        RuleError::CardsNotInHand => "You do not hold all of these cards.".into(),
        RuleError::WrongCurrency { slot, card } => format!(
            "The building in the {slot} slot is paid in {}: {card} is not.",
            slot.plural()
        ),
        RuleError::PaymentTooLow {
            kind,
            price,
            currency,
            value,
        } => format!(
            "That {kind} costs {price} {}: your payment brings {value}.",
            currency.plural()
        ),
        RuleError::CannotAfford {
            kind,
            price,
            currency,
            held,
        } => format!(
            "Your {} add up to {held}: the {} costs {price}.",
            currency.plural(),
            type_name(*kind)
        ),
        RuleError::NoDirk => "Only in the 2-player game can a building be given to Dirk.".into(),
        RuleError::CannotPass => {
            "You can still take money or buy a building: pass only when you can do neither.".into()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Seat;
    use crate::engine::alhambra::{BuildingType, Currency};

    /// One of each variant. `refusal`'s match has no catch-all, so a new variant cannot lack
    /// words; add it here too, so that its words are checked.
    fn every_variant() -> Vec<RuleError> {
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
            let text = refusal(&error);
            let first = text.chars().next();
            assert!(first.is_some_and(char::is_uppercase), "{error:?}: {text:?}");
            assert!(text.ends_with('.'), "{error:?}: {text:?}");
        }
    }

    #[test]
    fn the_openers_refusals_read_as_they_did() {
        assert_eq!(
            refusal(&RuleError::EmptySlot(Currency::Ducat)),
            "The ducat slot is empty until the turn ends."
        );
        assert_eq!(
            refusal(&RuleError::CannotAfford {
                kind: BuildingType::Garden,
                price: 10,
                currency: Currency::Denar,
                held: 7,
            }),
            "Your denars add up to 7: the Garden costs 10."
        );
    }
}
