//! The Princes of Florence's components named in the reader's language, for the pictures and
//! the Discord layer alike. The catalogue's messages pick a component's name by its code: the
//! name of its variant (`University`, `BellFounder`), which Fluent takes as a variant key.

use std::fmt::Debug;

use crate::engine::princes::{
    Bonus, Building, Character, Deck, Freedom, Landscape, Object, Piece, Prestige, Profession,
};
use crate::lang::Lang;
use crate::t;

/// A component's code in the catalogue: its variant's name.
pub fn code(component: impl Debug) -> String {
    format!("{component:?}")
}

pub fn building(b: Building, lang: Lang) -> String {
    t!(lang, "princes-building", building = code(b))
}

pub fn landscape(l: Landscape, lang: Lang) -> String {
    t!(lang, "princes-landscape", landscape = code(l))
}

pub fn freedom(f: Freedom, lang: Lang) -> String {
    t!(lang, "princes-freedom", freedom = code(f))
}

pub fn profession(p: Profession, lang: Lang) -> String {
    t!(lang, "princes-profession", profession = code(p))
}

pub fn character(c: Character, lang: Lang) -> String {
    t!(lang, "princes-character", character = code(c))
}

pub fn piece(p: Piece, lang: Lang) -> String {
    match p {
        Piece::Building(b) => building(b, lang),
        Piece::Landscape(l) => landscape(l, lang),
    }
}

/// An object of the auction as a name: "Forest", "Prestige card".
pub fn object(o: Object, lang: Lang) -> String {
    t!(lang, "princes-object", object = code(o))
}

/// An object of the auction as what one takes or wins: "a Forest", "a Prestige card".
pub fn object_taken(o: Object, lang: Lang) -> String {
    t!(lang, "princes-object-taken", object = code(o))
}

/// The cards of a deck, in a sentence: "profession", as in "5 profession cards".
pub fn deck_cards(d: Deck, lang: Lang) -> String {
    t!(lang, "princes-deck-cards", deck = code(d))
}

/// A bonus card's words.
pub fn bonus_text(b: Bonus, lang: Lang) -> String {
    t!(lang, "princes-bonus-text", card = code(b))
}

/// A bonus card's short title, as the hand's picture shows it: "+1 a building".
pub fn bonus_title(b: Bonus, lang: Lang) -> String {
    t!(lang, "princes-bonus-title", card = code(b))
}

/// A prestige card's words.
pub fn prestige_text(p: Prestige, lang: Lang) -> String {
    t!(lang, "princes-prestige-text", card = code(p))
}

/// A prestige card's short title, as the hand's picture shows it.
pub fn prestige_title(p: Prestige, lang: Lang) -> String {
    t!(lang, "princes-prestige-title", card = code(p))
}

/// What a profession wants, in words: "University, Lake, Religion".
pub fn wants(p: Profession, lang: Lang) -> String {
    let (b, l, f) = p.wants();
    t!(
        lang,
        "princes-wants",
        building = building(b, lang),
        landscape = landscape(l, lang),
        freedom = freedom(f, lang)
    )
}

/// A building's initials as drawn on its shape.
pub fn building_initials(b: Building, lang: Lang) -> String {
    t!(lang, "princes-building-initials", building = code(b))
}

/// A landscape's letter as drawn on its shape.
pub fn landscape_letter(l: Landscape, lang: Lang) -> String {
    t!(lang, "princes-landscape-letter", landscape = code(l))
}

/// A freedom's letter as drawn on its badge.
pub fn freedom_letter(f: Freedom, lang: Lang) -> String {
    t!(lang, "princes-freedom-letter", freedom = code(f))
}

/// A piece's initials as drawn on its shape.
pub fn piece_initials(p: Piece, lang: Lang) -> String {
    match p {
        Piece::Building(b) => building_initials(b, lang),
        Piece::Landscape(l) => landscape_letter(l, lang),
    }
}

/// Amounts of florins with the language's thousands separator: "1,300".
pub fn amount(florins: u32, lang: Lang) -> String {
    if florins >= 1000 {
        format!(
            "{}{}{:03}",
            florins / 1000,
            t!(lang, "princes-thousands"),
            florins % 1000
        )
    } else {
        florins.to_string()
    }
}

/// Florins as the game writes them: "1,300 florins".
pub fn florins(florins: u32, lang: Lang) -> String {
    t!(lang, "princes-florins", amount = amount(florins, lang))
}
