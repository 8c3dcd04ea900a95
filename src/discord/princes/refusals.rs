//! The Princes of Florence's refusals in a player's words: one sentence for every reason the
//! engine gives, a placement's too.

use crate::engine::princes::RuleError;
use crate::engine::princes::principality::PlaceError;
use crate::lang::Lang;
use crate::t;

use super::text::florins;

pub fn refusal(error: &RuleError, lang: Lang) -> String {
    match error {
        RuleError::GameOver => t!(lang, "princes-refused-game-over"),
        RuleError::NotYourTurn(seat) => t!(
            lang,
            "princes-refused-not-your-turn",
            who = t!(lang, "seat", number = seat.0 + 1)
        ),
        RuleError::NotNow(what) => t!(
            lang,
            "princes-refused-not-now",
            why = t!(lang, "princes-refused-reason", why = reason(what))
        ),
        RuleError::CannotAfford { cost, money } => t!(
            lang,
            "princes-refused-cannot-afford",
            cost = florins(*cost, lang),
            money = florins(*money, lang)
        ),
        RuleError::Unavailable(what) => t!(
            lang,
            "princes-refused-unavailable",
            what = unavailable(what)
        ),
        RuleError::NotHeld => t!(lang, "princes-refused-not-held"),
        RuleError::BelowMinimum { value, minimum } => t!(
            lang,
            "princes-refused-below-minimum",
            value = *value,
            minimum = *minimum
        ),
        RuleError::NoActionLeft => t!(lang, "princes-refused-no-action-left"),
        RuleError::LimitReached(what) => t!(lang, "princes-refused-limit", what = limited(what)),
        RuleError::Place(why) => place_refusal(*why, lang),
        RuleError::OutOfRange => t!(lang, "princes-refused-out-of-range"),
        RuleError::Refused(why) => match refused(why) {
            Some(code) => t!(lang, "princes-refused", why = code),
            None => t!(lang, "princes-refused-other"),
        },
    }
}

/// The engine's words for what is going on, as the catalogue's code for them; the engine
/// names them in English for its logs.
fn reason(what: &str) -> &'static str {
    match what {
        "it is the action phase" => "action-phase",
        "an object is being auctioned" => "object-auctioned",
        "an object is to be named" => "object-to-name",
        "no character auction is running" => "no-character-auction",
        "another decision is owed first" => "decision-owed",
        "no cards are drawn" => "no-cards-drawn",
        "a piece is to be placed" => "piece-to-place",
        "a card is to be kept" => "card-to-keep",
        "a recruiting card may be played or kept" => "recruiting-card",
        "the Merchant's choice is to be made" => "merchant-choice",
        "a work's payment may be converted into points" => "convert-payment",
        "each player is choosing three professions" => "choosing-professions",
        "the objects are being auctioned" => "objects-auctioned",
        "the special characters are being auctioned" => "characters-auctioned",
        "the action phase is running" => "action-phase-running",
        "the game is over" => "game-over",
        _ => "other",
    }
}

/// What is not available, as the catalogue's code for it.
fn unavailable(what: &str) -> &'static str {
    match what {
        "that card" => "card",
        "that building" => "building",
        "that deck" => "deck",
        "that freedom" => "freedom",
        "that profession" => "profession",
        "that object" => "object",
        "that character" => "character",
        _ => "other",
    }
}

/// What may be done no more this round, as the catalogue's code for it.
fn limited(what: &str) -> &'static str {
    match what {
        "complete a work" => "work",
        "build" => "build",
        "take a profession card" => "profession",
        "acquire a bonus card" => "bonus",
        "introduce a freedom" => "freedom",
        _ => "other",
    }
}

/// Why the engine refuses, as the catalogue's code for it.
fn refused(why: &str) -> Option<&'static str> {
    Some(match why {
        "with the expansion, prestige points cannot be sold" => "no-selling",
        "you already have that building" => "have-building",
        "that building fits nowhere in your principality" => "building-fits-nowhere",
        "prestige cards are auctioned" => "prestige-auctioned",
        "you already have that freedom" => "have-freedom",
        "you could not take that object (it fits nowhere, or you have three builders)" => {
            "cannot-take-object-why"
        }
        "you are the last without an object: take one or pass" => "last-take-or-pass",
        "you could not take that object" => "cannot-take-object",
        "only the last player without an object may take one without an auction" => {
            "only-last-takes"
        }
        "that is not the piece to place" => "not-the-piece",
        "bid on a higher space than the marker there" => "bid-higher",
        "the Professor gives a prestige or a bonus card" => "professor-decks",
        _ => return None,
    })
}

/// Why a piece cannot go where the preview shows it.
pub fn place_refusal(why: PlaceError, lang: Lang) -> String {
    match why {
        PlaceError::OffGrid => t!(lang, "princes-place-off-grid"),
        PlaceError::Overlap => t!(lang, "princes-place-overlap"),
        PlaceError::Adjacent => t!(lang, "princes-place-adjacent"),
        PlaceError::AlreadyBuilt => t!(lang, "princes-place-already-built"),
    }
}

/// Every reason the engine's source gives a refusal, by the kind of refusal: the string
/// literals handed to `NotNow`, `Unavailable`, `LimitReached` and `Refused`, and those of the
/// phases and decisions pending that `NotNow` names.
#[cfg(test)]
pub(super) fn engine_reasons() -> Vec<(&'static str, &'static str)> {
    const SOURCES: [&str; 7] = [
        include_str!("../../engine/princes/actions.rs"),
        include_str!("../../engine/princes/auction.rs"),
        include_str!("../../engine/princes/characters.rs"),
        include_str!("../../engine/princes/mod.rs"),
        include_str!("../../engine/princes/state.rs"),
        include_str!("../../engine/princes/work.rs"),
        include_str!("../../engine/princes/end.rs"),
    ];
    /// The string literals of `text`.
    fn literals(text: &'static str) -> Vec<&'static str> {
        text.split('"').skip(1).step_by(2).collect()
    }
    let mut out = Vec::new();
    for source in SOURCES {
        for kind in ["NotNow", "Unavailable", "LimitReached", "Refused"] {
            let open = format!("RuleError::{kind}(");
            for (at, _) in source.match_indices(&open) {
                let rest = source[at + open.len()..].trim_start();
                if rest.starts_with('"') {
                    out.push((kind, literals(rest)[0]));
                } else if rest.starts_with("match") {
                    // A match of literals, up to its close.
                    let end = rest.find("}))").expect("the match closes");
                    out.extend(literals(&rest[..end]).into_iter().map(|r| (kind, r)));
                }
            }
        }
        if let Some(at) = source.find("fn waiting_for") {
            let body = &source[at..];
            let end = body.find("\n    }\n").expect("the function ends");
            out.extend(literals(&body[..end]).into_iter().map(|r| ("NotNow", r)));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Seat;

    #[test]
    fn every_reason_the_engine_gives_has_its_own_words() {
        let reasons = engine_reasons();
        assert!(reasons.len() > 25, "{reasons:?}");
        for (kind, why) in reasons {
            let known = match kind {
                "NotNow" => reason(why) != "other",
                "Unavailable" => unavailable(why) != "other",
                "LimitReached" => limited(why) != "other",
                _ => refused(why).is_some(),
            };
            assert!(known, "{kind}({why:?}) has no words in the catalogue");
        }
    }

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
            let text = refusal(&error, Lang::En);
            assert!(
                text.chars().next().is_some_and(char::is_uppercase),
                "{error:?}: {text:?}"
            );
            assert!(text.ends_with('.'), "{error:?}: {text:?}");
            assert!(!text.ends_with(".."), "{error:?}: {text:?}");
        }
        assert_eq!(
            refusal(
                &RuleError::CannotAfford {
                    cost: 1300,
                    money: 200
                },
                Lang::En
            ),
            "That costs 1,300 florins and you have 200 florins."
        );
    }
}
