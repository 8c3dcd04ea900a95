//! The Princes of Florence's refusals in a player's words: one sentence for every reason the
//! engine gives, a placement's too.

use crate::discord::message::capital;
use crate::engine::princes::RuleError;
use crate::engine::princes::principality::PlaceError;

use super::text::florins;

pub fn refusal(error: &RuleError) -> String {
    match error {
        RuleError::GameOver => "The game is over.".into(),
        RuleError::NotYourTurn(seat) => format!("It is not your turn: {seat} decides now."),
        RuleError::NotNow(what) => format!("That is not possible now: {what}."),
        RuleError::CannotAfford { cost, money } => format!(
            "That costs {} and you have {}.",
            florins(*cost),
            florins(*money)
        ),
        RuleError::Unavailable(what) => capital(&format!("{what} is not available.")),
        RuleError::NotHeld => "You do not hold that card.".into(),
        RuleError::BelowMinimum { value, minimum } => format!(
            "This work would have a value of {value}; this round a work needs at least {minimum}."
        ),
        RuleError::NoActionLeft => "You have no action left this turn: end your turn.".into(),
        RuleError::LimitReached(what) => format!("You may {what} no more this round."),
        RuleError::Place(why) => place_refusal(*why),
        RuleError::OutOfRange => "That number is out of range.".into(),
        RuleError::Refused(why) => capital(&format!("{why}.")),
    }
}

/// Why a piece cannot go where the preview shows it.
pub fn place_refusal(why: PlaceError) -> String {
    match why {
        PlaceError::OffGrid => "The piece would stick out of your principality.".into(),
        PlaceError::Overlap => "The piece would cover another piece or the Palazzo.".into(),
        PlaceError::Adjacent => "Without two builders, a building may not touch another \
                                 building or the Palazzo side by side."
            .into(),
        PlaceError::AlreadyBuilt => "Your principality already has this building.".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Seat;

    #[test]
    fn every_refusal_is_a_sentence() {
        for error in [
            RuleError::GameOver,
            RuleError::NotYourTurn(Seat(1)),
            RuleError::NotNow("an auction is running"),
            RuleError::CannotAfford {
                cost: 1300,
                money: 200,
            },
            RuleError::Unavailable("that card"),
            RuleError::NotHeld,
            RuleError::BelowMinimum {
                value: 9,
                minimum: 10,
            },
            RuleError::NoActionLeft,
            RuleError::LimitReached("build"),
            RuleError::Place(PlaceError::OffGrid),
            RuleError::Place(PlaceError::Overlap),
            RuleError::Place(PlaceError::Adjacent),
            RuleError::Place(PlaceError::AlreadyBuilt),
            RuleError::OutOfRange,
            RuleError::Refused("with the expansion, prestige points cannot be sold"),
        ] {
            let text = refusal(&error);
            assert!(
                text.chars().next().is_some_and(char::is_uppercase),
                "{error:?}: {text:?}"
            );
            assert!(text.ends_with('.'), "{error:?}: {text:?}");
            assert!(!text.ends_with(".."), "{error:?}: {text:?}");
        }
        assert_eq!(
            refusal(&RuleError::CannotAfford {
                cost: 1300,
                money: 200
            }),
            "That costs 1,300 florins and you have 200 florins."
        );
    }
}
