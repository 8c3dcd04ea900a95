//! Alhambra's components in words and symbols, for the board, the hand and the pickers.

use crate::discord::message::capital;
use crate::engine::alhambra::{Building, BuildingType, Card, Cards, Currency};

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

/// A type's name with a capital, e.g. "Garden".
pub fn type_name(t: BuildingType) -> String {
    capital(&t.to_string())
}

/// A money card, e.g. "🔵5".
pub fn card_text(card: Card) -> String {
    format!("{}{}", currency_mark(card.currency()), card.value())
}

/// Money cards in display order, e.g. "🔵5 🟢2".
pub fn cards_text(cards: &[Card]) -> String {
    if cards.is_empty() {
        return "none".into();
    }
    cards
        .iter()
        .map(|c| card_text(*c))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A set of cards of one currency, by value, e.g. "3 + 5 + 5".
pub fn values_text(cards: &Cards) -> String {
    let values: Vec<String> = cards.iter().map(|c| c.value().to_string()).collect();
    if values.is_empty() {
        "nothing".into()
    } else {
        values.join(" + ")
    }
}

/// A building for sale, e.g. "🟩 Garden 10".
pub fn building_text(b: &Building) -> String {
    format!("{} {} {}", type_mark(b.kind), type_name(b.kind), b.price)
}

/// Buildings owned, by type: e.g. "🟦×2 🟩×1", or "none".
pub fn by_type_text(by_type: &[u32; 6]) -> String {
    let parts: Vec<String> = BuildingType::ALL
        .iter()
        .zip(by_type)
        .filter(|(_, n)| **n > 0)
        .map(|(t, n)| format!("{}×{n}", type_mark(*t)))
        .collect();
    if parts.is_empty() {
        "no building".into()
    } else {
        parts.join(" ")
    }
}

/// A currency's name with a capital, e.g. "Denar".
pub fn currency_name(c: Currency) -> String {
    capital(&c.to_string())
}
