//! Alhambra's components and events in words and symbols, for the board, the hand and the
//! pickers, in the reader's language.

use crate::discord::names::seat_name;
use crate::engine::Seat;
use crate::engine::alhambra::{Building, BuildingType, Card, Cards, Currency, Event, TypePoints};
use crate::lang::Lang;
use crate::t;

/// A currency's symbol: its colour.
pub fn currency_mark(c: Currency) -> &'static str {
    match c {
        Currency::Denar => "🔵",
        Currency::Dirham => "🟢",
        Currency::Ducat => "🟠",
        Currency::Florin => "🟡",
    }
}

/// A building type's symbol: its colour on the cards.
pub fn type_mark(t: BuildingType) -> &'static str {
    match t {
        BuildingType::Pavilion => "🟦",
        BuildingType::Seraglio => "🟥",
        BuildingType::Arcades => "🟫",
        BuildingType::Chambers => "⬜",
        BuildingType::Garden => "🟩",
        BuildingType::Tower => "🟪",
    }
}

/// A currency as the catalogue's messages select it.
pub fn currency_code(c: Currency) -> &'static str {
    match c {
        Currency::Denar => "denar",
        Currency::Dirham => "dirham",
        Currency::Ducat => "ducat",
        Currency::Florin => "florin",
    }
}

/// A building type as the catalogue's messages select it.
pub fn type_code(t: BuildingType) -> &'static str {
    match t {
        BuildingType::Pavilion => "pavilion",
        BuildingType::Seraglio => "seraglio",
        BuildingType::Arcades => "arcades",
        BuildingType::Chambers => "chambers",
        BuildingType::Garden => "garden",
        BuildingType::Tower => "tower",
    }
}

/// A type's name with a capital, e.g. "Garden".
pub fn type_name(t: BuildingType, lang: Lang) -> String {
    t!(lang, "alhambra-type-title", kind = type_code(t))
}

/// A money card, e.g. "🔵5".
pub fn card_text(card: Card) -> String {
    format!("{}{}", currency_mark(card.currency()), card.value())
}

/// A money card in words, e.g. "dirham 4".
pub fn card_name(card: Card, lang: Lang) -> String {
    t!(
        lang,
        "alhambra-card",
        currency = currency_code(card.currency()),
        value = card.value()
    )
}

/// Money cards in words, e.g. "denar 3, dirham 5".
pub fn card_names(cards: &Cards, lang: Lang) -> String {
    cards
        .iter()
        .map(|c| card_name(c, lang))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Money cards in display order, e.g. "🔵5 🟢2".
pub fn cards_text(cards: &[Card], lang: Lang) -> String {
    if cards.is_empty() {
        return t!(lang, "alhambra-none");
    }
    cards
        .iter()
        .map(|c| card_text(*c))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A set of cards of one currency, by value, e.g. "3 + 5 + 5".
pub fn values_text(cards: &Cards, lang: Lang) -> String {
    let values: Vec<String> = cards.iter().map(|c| c.value().to_string()).collect();
    if values.is_empty() {
        t!(lang, "alhambra-nothing")
    } else {
        values.join(" + ")
    }
}

/// A building for sale, e.g. "🟩 Garden 10".
pub fn building_text(b: &Building, lang: Lang) -> String {
    format!(
        "{} {} {}",
        type_mark(b.kind),
        type_name(b.kind, lang),
        b.price
    )
}

/// Buildings owned, by type: e.g. "🟦×2 🟩×1", or "no building".
pub fn by_type_text(by_type: &[u32; 6], lang: Lang) -> String {
    let parts: Vec<String> = BuildingType::ALL
        .iter()
        .zip(by_type)
        .filter(|(_, n)| **n > 0)
        .map(|(t, n)| format!("{}×{n}", type_mark(*t)))
        .collect();
    if parts.is_empty() {
        t!(lang, "alhambra-no-building")
    } else {
        parts.join(" ")
    }
}

/// A currency's name with a capital, e.g. "Denar".
pub fn currency_name(c: Currency, lang: Lang) -> String {
    t!(lang, "alhambra-currency-title", currency = currency_code(c))
}

/// A currency's name for an amount, e.g. "ducats".
pub fn currency_plural(c: Currency, lang: Lang) -> String {
    t!(lang, "alhambra-currencies", currency = currency_code(c))
}

/// What an event did, in one line, its seats by their names.
pub fn event_text(event: &Event, names: &[String], lang: Lang) -> String {
    let who = |s: &Seat| seat_name(names, *s);
    let building = |b: &Building| {
        t!(
            lang,
            "alhambra-building",
            kind = type_code(b.kind),
            price = b.price
        )
    };
    let yes = |b: bool| if b { "yes" } else { "no" };
    match event {
        Event::MoneyTaken { seat, cards } => t!(
            lang,
            "alhambra-event-money-taken",
            who = who(seat),
            cards = card_names(cards, lang)
        ),
        Event::Bought {
            seat,
            building,
            slot,
            paid,
            exact,
            for_dirk,
        } => t!(
            lang,
            "alhambra-event-bought",
            who = who(seat),
            kind = type_code(building.kind),
            price = building.price,
            currency = currency_code(*slot),
            paid = card_names(paid, lang),
            dirk = yes(*for_dirk),
            exact = yes(*exact)
        ),
        Event::Passed { seat } => t!(lang, "alhambra-event-passed", who = who(seat)),
        Event::BuildingDrawn { building, slot } => t!(
            lang,
            "alhambra-event-building-drawn",
            kind = type_code(building.kind),
            price = building.price,
            currency = currency_code(*slot)
        ),
        Event::MoneyDrawn { card } => t!(
            lang,
            "alhambra-event-money-drawn",
            card = card_name(*card, lang)
        ),
        Event::DeckReshuffled { cards } => {
            t!(lang, "alhambra-event-reshuffled", cards = *cards)
        }
        Event::Scored(result) => {
            let mut scores: Vec<String> = result
                .seats
                .iter()
                .enumerate()
                .map(|(i, p)| score_line(&who(&Seat(i as u8)), p, lang))
                .collect();
            if let Some(p) = &result.dirk {
                scores.push(score_line(&t!(lang, "alhambra-dirk"), p, lang));
            }
            t!(
                lang,
                "alhambra-event-scored",
                scoring = result.scoring.to_string(),
                scores = scores.join("; ")
            )
        }
        Event::DirkTakes { buildings } => {
            if buildings.is_empty() {
                t!(lang, "alhambra-event-dirk-takes-none")
            } else {
                let names: Vec<String> = buildings.iter().map(building).collect();
                t!(
                    lang,
                    "alhambra-event-dirk-takes",
                    buildings = names.join(", ")
                )
            }
        }
        Event::BuildingsRunOut { empty_slots } => {
            t!(lang, "alhambra-event-run-out", count = *empty_slots)
        }
        Event::DisplayAwarded { slot, building, to } => match to {
            Some(seat) => t!(
                lang,
                "alhambra-event-awarded",
                who = who(seat),
                currency = currency_code(*slot),
                kind = type_code(building.kind),
                price = building.price
            ),
            None => t!(
                lang,
                "alhambra-event-not-awarded",
                currency = currency_code(*slot),
                kind = type_code(building.kind),
                price = building.price
            ),
        },
        Event::TurnBegins { seat } => t!(lang, "alhambra-event-turn", who = who(seat)),
        Event::GameOver => t!(lang, "alhambra-event-game-over"),
    }
}

/// "<@1> scores 5 (chambers 4, pavilion 1)".
fn score_line(who: &str, points: &TypePoints, lang: Lang) -> String {
    let total: u32 = points.iter().sum();
    let parts: Vec<String> = BuildingType::ALL
        .iter()
        .zip(points)
        .filter(|&(_, &p)| p > 0)
        .map(|(t, p)| {
            t!(
                lang,
                "alhambra-type-points",
                kind = type_code(*t),
                points = *p
            )
        })
        .collect();
    if parts.is_empty() {
        t!(lang, "alhambra-event-score-none", who = who)
    } else {
        t!(
            lang,
            "alhambra-event-score",
            who = who,
            total = total,
            types = parts.join(", ")
        )
    }
}
