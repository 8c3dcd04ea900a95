//! The pieces Alhambra's board, hand and scores pictures share.

use super::super::fonts::Face;
use super::super::style::{INK, Marker, ink_on, marker};
use super::super::svg::{Anchor, Colour, Font, Paint, Svg};
use crate::engine::alhambra::{BuildingType, Card, Currency, PublicView, Scoring, rank_points};
use crate::lang::Lang;
use crate::t;

/// The colour of the title band: the board embed's colour.
pub(super) const ACCENT: Colour = Colour(0x2E7D32);

/// The colours of the building cards, as the rules name them.
pub(super) fn type_colour(t: BuildingType) -> Colour {
    match t {
        BuildingType::Pavilion => Colour(0x3A75C0),
        BuildingType::Seraglio => Colour(0xC23B33),
        BuildingType::Arcades => Colour(0x8A5A2E),
        BuildingType::Chambers => Colour(0xF4F1EA),
        BuildingType::Garden => Colour(0x3F8F47),
        BuildingType::Tower => Colour(0x7B4FA0),
    }
}

/// A building type as the catalogue's messages select it.
fn type_code(t: BuildingType) -> &'static str {
    match t {
        BuildingType::Pavilion => "pavilion",
        BuildingType::Seraglio => "seraglio",
        BuildingType::Arcades => "arcades",
        BuildingType::Chambers => "chambers",
        BuildingType::Garden => "garden",
        BuildingType::Tower => "tower",
    }
}

/// A currency as the catalogue's messages select it.
fn currency_code(c: Currency) -> &'static str {
    match c {
        Currency::Denar => "denar",
        Currency::Dirham => "dirham",
        Currency::Ducat => "ducat",
        Currency::Florin => "florin",
    }
}

pub(super) fn type_name(t: BuildingType, lang: Lang) -> String {
    t!(lang, "alhambra-type-title", kind = type_code(t))
}

/// A type's initial, on its badge and its bar (two letters where two types share one).
pub(super) fn type_initial(t: BuildingType, lang: Lang) -> String {
    t!(lang, "alhambra-type-initial", kind = type_code(t))
}

pub(super) fn currency_colour(c: Currency) -> Colour {
    match c {
        Currency::Denar => Colour(0x2E6DB4),
        Currency::Dirham => Colour(0x3B8B3E),
        Currency::Ducat => Colour(0xE0801F),
        Currency::Florin => Colour(0xF2CB3A),
    }
}

pub(super) fn currency_marker(c: Currency) -> Marker {
    match c {
        Currency::Denar => Marker::Circle,
        Currency::Dirham => Marker::Triangle,
        Currency::Ducat => Marker::Square,
        Currency::Florin => Marker::Diamond,
    }
}

pub(super) fn currency_title(c: Currency, lang: Lang) -> String {
    t!(lang, "alhambra-currency-title", currency = currency_code(c))
}

/// A currency's name for an amount, e.g. "ducats".
pub(super) fn currency_plural(c: Currency, lang: Lang) -> String {
    t!(lang, "alhambra-currencies", currency = currency_code(c))
}

/// A currency's shape in its colour, outlined.
pub(super) fn currency_sign(svg: &mut Svg, c: Currency, at: (f32, f32), r: f32) {
    let paint = Paint::fill(currency_colour(c)).with_stroke(INK, 1.5);
    marker(svg, currency_marker(c), at, r, paint);
}

/// A building type's badge: a square in its colour with its initial.
pub(super) fn type_badge(svg: &mut Svg, t: BuildingType, x: f32, y: f32, size: f32, lang: Lang) {
    let fill = type_colour(t);
    svg.rect(
        x,
        y,
        size,
        size,
        size * 0.2,
        Paint::fill(fill).with_stroke(INK, 1.5),
    );
    let initial = type_initial(t, lang);
    // Two letters (or the pseudo-language's marks) are set smaller to stay on the badge.
    let scale = if initial.chars().count() > 1 {
        0.5
    } else {
        0.68
    };
    svg.text(
        x + size / 2.0,
        y + size * 0.76,
        &initial,
        Font::new(size * scale, Face::Bold, ink_on(fill)).anchored(Anchor::Middle),
    );
}

/// A money card, `w` × `h`: its currency's colour and shape, its value, its currency's name.
pub(super) fn money_card(
    svg: &mut Svg,
    x: f32,
    y: f32,
    (w, h): (f32, f32),
    card: Card,
    lang: Lang,
) {
    let c = card.currency();
    let fill = currency_colour(c);
    let ink = ink_on(fill);
    svg.rect(x, y, w, h, 7.0, Paint::fill(fill).with_stroke(INK, 1.5));
    marker(
        svg,
        currency_marker(c),
        (x + 13.0, y + 14.0),
        7.0,
        Paint::fill(ink),
    );
    svg.text(
        x + w / 2.0,
        y + h * 0.62,
        &card.value().to_string(),
        Font::new(h * 0.4, Face::Bold, ink).anchored(Anchor::Middle),
    );
    if h >= 90.0 {
        svg.text(
            x + w / 2.0,
            y + h - 10.0,
            &t!(lang, "alhambra-currency", currency = currency_code(c)),
            Font::new(17.0, Face::Condensed, ink).anchored(Anchor::Middle),
        );
    }
}

/// The scoring that comes next: A or B while its card is in the money deck, else C at the end;
/// none once the game is over.
pub(super) fn next_scoring(view: &PublicView) -> Option<Scoring> {
    if view.outcome.is_some() {
        return None;
    }
    Some(view.scorings_to_come.first().copied().unwrap_or(Scoring::C))
}

/// What `scoring` would give each seat (then Dirk, with two players), per type, if it were
/// scored now: the points at stake.
pub(super) fn at_stake(view: &PublicView, scoring: Scoring) -> Vec<[u32; 6]> {
    let mut counts: Vec<[u32; 6]> = view.seats.iter().map(|s| s.by_type).collect();
    if let Some(d) = &view.dirk {
        counts.push(d.by_type);
    }
    let mut out = vec![[0; 6]; counts.len()];
    for t in BuildingType::ALL {
        let of_type: Vec<u32> = counts.iter().map(|c| c[t.index()]).collect();
        for (o, p) in out
            .iter_mut()
            .zip(rank_points(&of_type, &scoring.points(t)))
        {
            o[t.index()] = p;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;
    use crate::engine::alhambra::Alhambra;

    #[test]
    fn the_next_scoring_is_the_first_card_to_come_then_c() {
        let g = Alhambra::setup(&Default::default(), 3, 1).unwrap();
        let mut view = g.public_view();
        assert_eq!(next_scoring(&view), Some(Scoring::A));
        view.scorings_to_come.clear();
        assert_eq!(next_scoring(&view), Some(Scoring::C));
    }

    #[test]
    fn the_stake_ranks_every_seat_and_dirk_by_type() {
        let g = Alhambra::setup(&Default::default(), 2, 1).unwrap();
        let mut view = g.public_view();
        view.seats[0].by_type = [2, 0, 0, 0, 0, 1];
        view.seats[1].by_type = [1, 0, 0, 0, 0, 1];
        view.dirk.as_mut().unwrap().by_type = [0, 0, 0, 0, 0, 0];
        let stake = at_stake(&view, Scoring::B);
        // Pavilions: first 8, second 1; towers tied for first share 13 + 6 → 9 each.
        assert_eq!(stake[0], [8, 0, 0, 0, 0, 9]);
        assert_eq!(stake[1], [1, 0, 0, 0, 0, 9]);
        assert_eq!(stake[2], [0; 6], "Dirk, with nothing");
    }
}
