//! Palazzo's refusals in a player's words: one sentence for every reason the engine gives.
//! The engine only says which rule refused; the words players read are chosen here, so no
//! renderer restates a check to explain it.

use crate::discord::message::capital;
use crate::engine::palazzo::RuleError;
use crate::lang::Lang;
use crate::t;

use super::text::{card_text, currency_code};

pub fn refusal(error: &RuleError, lang: Lang) -> String {
    match error {
        RuleError::GameOver => t!(lang, "palazzo-refused-game-over"),
        RuleError::NotYourTurn(seat) => t!(
            lang,
            "refused-not-your-turn",
            who = t!(lang, "seat", number = seat.0 + 1)
        ),
        RuleError::NotNow(what) => t!(lang, "palazzo-refused-not-now", what = not_now_code(what)),
        RuleError::NotEnoughMoneyCards { needed, left } => t!(
            lang,
            "palazzo-refused-not-enough-money-cards",
            needed = *needed,
            left = *left
        ),
        RuleError::NoCardForRebuild => t!(lang, "palazzo-refused-no-card-for-rebuild"),
        RuleError::NotInHand(card) => t!(
            lang,
            "palazzo-refused-not-in-hand",
            card = card_text(*card, lang)
        ),
        RuleError::CardsNotInHand => t!(lang, "palazzo-refused-cards-not-in-hand"),
        RuleError::NotRevealed(card) => capital(&t!(
            lang,
            "palazzo-refused-not-revealed",
            card = card_text(*card, lang)
        )),
        RuleError::BuyCount => t!(lang, "palazzo-refused-buy-count"),
        RuleError::NotInWarehouse(_) => t!(lang, "palazzo-refused-not-in-warehouse"),
        RuleError::CannotAffordBuying { price } => {
            t!(lang, "palazzo-refused-cannot-afford", price = *price)
        }
        RuleError::WarehouseEmpty => t!(lang, "palazzo-refused-warehouse-empty"),
        RuleError::NotAPayment => t!(lang, "palazzo-refused-not-a-payment"),
        RuleError::PaymentTooLow { value, price } => t!(
            lang,
            "palazzo-refused-payment-too-low",
            value = *value,
            price = *price
        ),
        RuleError::WrongCurrency(currency) => t!(
            lang,
            "palazzo-refused-wrong-currency",
            currency = currency_code(Some(*currency))
        ),
        RuleError::EmptyRaise => t!(lang, "palazzo-refused-empty-raise"),
        RuleError::BidTooLow { high, total } => t!(
            lang,
            "palazzo-refused-bid-too-low",
            high = *high,
            total = *total
        ),
        RuleError::NotInQuarry(_) => t!(lang, "palazzo-refused-not-in-quarry"),
        RuleError::NotPending(_) => t!(lang, "palazzo-refused-not-pending"),
        RuleError::NoSuchPalace(palace) => {
            t!(lang, "palazzo-refused-no-such-palace", palace = *palace)
        }
        RuleError::NotOnTop { floor, palace, top } => t!(
            lang,
            "palazzo-refused-not-on-top",
            floor = *floor,
            palace = *palace,
            top = *top
        ),
        RuleError::FloorTaken { floor, palace } => t!(
            lang,
            "palazzo-refused-floor-taken",
            floor = *floor,
            palace = *palace
        ),
        RuleError::NotInPalaces(_) => t!(lang, "palazzo-refused-not-in-palaces"),
        RuleError::PalaceTooSmall => t!(lang, "palazzo-refused-palace-too-small"),
        RuleError::NotAlone => t!(lang, "palazzo-refused-not-alone"),
        RuleError::SamePalace => t!(lang, "palazzo-refused-same-palace"),
        RuleError::NothingToRebuild => t!(lang, "palazzo-refused-nothing-to-rebuild"),
    }
}

/// What the engine says is being decided, as the catalogue's message selects it. The engine
/// names it in English for its logs; a phrase it does not have yet reads as "something else".
fn not_now_code(what: &str) -> &'static str {
    match what {
        "the turn's action is being chosen" => "choose",
        "the revealed money is being taken" => "take-money",
        "the tiles drawn are to be bought or auctioned" => "buy-or-auction",
        "an auction is running" => "auction",
        "a quarry is being shared out" => "share-out",
        "acquired tiles are being built" => "build",
        "the game is over" => "over",
        _ => "other",
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::engine::Seat;
    use crate::engine::palazzo::{Currency, TileId};

    /// One of each variant. `refusal`'s match has no catch-all, so a new variant cannot lack
    /// words; add it here too, so that its words are checked.
    pub(in crate::discord::palazzo) fn every_variant() -> Vec<RuleError> {
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
            let text = refusal(&error, Lang::En);
            let first = text.chars().next();
            assert!(first.is_some_and(char::is_uppercase), "{error:?}: {text:?}");
            assert!(text.ends_with('.'), "{error:?}: {text:?}");
            assert!(!text.contains("TileId"), "{error:?}: {text:?}");
        }
        assert_eq!(
            refusal(&RuleError::NotRevealed("red5".parse().unwrap()), Lang::En),
            "Red 5 is not among the revealed cards."
        );
    }
}
