//! Palazzo's refusals in a player's words: one sentence for every reason the engine gives.
//! The engine only says which rule refused; the words players read are chosen here, so no
//! renderer restates a check to explain it.

use crate::discord::message::capital;
use crate::engine::palazzo::RuleError;

pub fn refusal(error: &RuleError) -> String {
    match error {
        RuleError::GameOver => "The game is over.".into(),
        RuleError::NotYourTurn(seat) => format!("It is not your turn: {seat} decides now."),
        RuleError::NotNow(what) => format!("That is not possible now: {what}."),
        RuleError::NotEnoughMoneyCards { needed, left } => format!(
            "Taking money needs {needed} cards in the deck and discards; only {left} are left."
        ),
        RuleError::NoCardForRebuild => "You have no money card to pay for a rebuild.".into(),
        RuleError::NotInHand(card) => format!("You do not hold {card}."),
        RuleError::CardsNotInHand => "You do not hold all of these cards.".into(),
        RuleError::NotRevealed(card) => {
            capital(&format!("{card} is not among the revealed cards."))
        }
        RuleError::BuyCount => "Buy one or two different tiles from the warehouse.".into(),
        RuleError::NotInWarehouse(_) => "That tile is not in the warehouse.".into(),
        RuleError::CannotAffordBuying { price } => {
            format!("You cannot pay {price} for even one tile, so you must auction.")
        }
        RuleError::WarehouseEmpty => "The warehouse is empty: you must auction.".into(),
        RuleError::NotAPayment => "These cards are not one payment: use one currency, \
                                   certificates and groups of three."
            .into(),
        RuleError::PaymentTooLow { value, price } => {
            format!("Your payment is worth {value}; the price is {price}.")
        }
        RuleError::WrongCurrency(currency) => format!(
            "Your bid already holds {currency}: you may add only {currency}, certificates and \
             groups of three."
        ),
        RuleError::EmptyRaise => "Add at least one card, or pass.".into(),
        RuleError::BidTooLow { high, total } => {
            format!("Your bid must beat {high}: these cards bring it to {total}.")
        }
        RuleError::NotInQuarry(_) => "That tile is not in the quarry being shared out.".into(),
        RuleError::NotPending(_) => "You have no such tile to build.".into(),
        RuleError::NoSuchPalace(palace) => format!("You have no palace {palace}."),
        RuleError::NotOnTop { floor, palace, top } => format!(
            "A floor-{floor} tile cannot go on top of palace {palace}, which reaches floor {top}."
        ),
        RuleError::FloorTaken { floor, palace } => {
            format!("Palace {palace} already has a floor {floor}.")
        }
        RuleError::NotInPalaces(_) => "You have no such tile in your palaces.".into(),
        RuleError::PalaceTooSmall => {
            "Only a tile of a palace of two or more tiles can be taken out.".into()
        }
        RuleError::NotAlone => {
            "Only a tile standing alone can be moved or put out of the game.".into()
        }
        RuleError::SamePalace => "A tile cannot be built into its own palace.".into(),
        RuleError::NothingToRebuild => "You have nothing to rebuild.".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Seat;
    use crate::engine::palazzo::{Currency, TileId};

    /// One of each variant. `refusal`'s match has no catch-all, so a new variant cannot lack
    /// words; add it here too, so that its words are checked.
    fn every_variant() -> Vec<RuleError> {
        let card = "brown4".parse().unwrap();
        vec![
            RuleError::GameOver,
            RuleError::NotYourTurn(Seat(1)),
            RuleError::NotNow("an auction is running"),
            RuleError::NotEnoughMoneyCards { needed: 4, left: 2 },
            RuleError::NoCardForRebuild,
            RuleError::NotInHand(card),
            RuleError::CardsNotInHand,
            RuleError::NotRevealed(card),
            RuleError::BuyCount,
            RuleError::NotInWarehouse(TileId(3)),
            RuleError::CannotAffordBuying { price: 8 },
            RuleError::WarehouseEmpty,
            RuleError::NotAPayment,
            RuleError::PaymentTooLow { value: 5, price: 6 },
            RuleError::WrongCurrency(Currency::Silver),
            RuleError::EmptyRaise,
            RuleError::BidTooLow { high: 9, total: 7 },
            RuleError::NotInQuarry(TileId(3)),
            RuleError::NotPending(TileId(3)),
            RuleError::NoSuchPalace(4),
            RuleError::NotOnTop {
                floor: 2,
                palace: 1,
                top: 3,
            },
            RuleError::FloorTaken {
                floor: 2,
                palace: 1,
            },
            RuleError::NotInPalaces(TileId(3)),
            RuleError::PalaceTooSmall,
            RuleError::NotAlone,
            RuleError::SamePalace,
            RuleError::NothingToRebuild,
        ]
    }

    #[test]
    fn every_refusal_is_a_sentence() {
        for error in every_variant() {
            let text = refusal(&error);
            let first = text.chars().next();
            assert!(first.is_some_and(char::is_uppercase), "{error:?}: {text:?}");
            assert!(text.ends_with('.'), "{error:?}: {text:?}");
            assert!(!text.contains("TileId"), "{error:?}: {text:?}");
        }
        assert_eq!(
            refusal(&RuleError::NotRevealed("red5".parse().unwrap())),
            "Red 5 is not among the revealed cards."
        );
    }
}
