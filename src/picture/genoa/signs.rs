//! The signs every Genoa picture shares, each a shape that says what it is without its colour:
//! a commodity is a round tile with two letters, a card a card's shape with its pile's letter,
//! a special tile a square tile with its letters, an ownership marker a house, a seat its
//! marker shape. [`Chip`]s line them up with their counts and words.

use super::super::fonts::Face;
use super::super::fonts::text_width;
use super::super::style::{INK, MUTED, ink_on, seat_colour, seat_marker};
use super::super::svg::{Anchor, Colour, Font, Paint, Svg};
use crate::engine::Seat;
use crate::engine::genoa::{CardKind, Commodity, Shown, TileKind};
use crate::lang::Lang;
use crate::t;

/// The colour of the title band: the deep blue of the Ligurian sea.
pub(super) const ACCENT: Colour = Colour(0x1F4E79);

/// Eight colours far apart in hue and lightness; the letters tell them apart in any case.
pub(super) fn commodity_colour(c: Commodity) -> Colour {
    match c {
        Commodity::Ale => Colour(0x8C5A2B),
        Commodity::Wine => Colour(0x7B1E3A),
        Commodity::Silver => Colour(0xC3C8CE),
        Commodity::Copper => Colour(0xD2733A),
        Commodity::Linen => Colour(0xF1E8D0),
        Commodity::Silk => Colour(0x3E6FB0),
        Commodity::Pepper => Colour(0x2B2B2B),
        Commodity::Saffron => Colour(0xF3C623),
    }
}

/// Two letters per kind (in English, silver, silk and saffron share their first).
pub(super) fn commodity_letters(c: Commodity, lang: Lang) -> String {
    t!(lang, "genoa-commodity-letters", commodity = c.key())
}

pub(super) fn card_colour(k: CardKind) -> Colour {
    match k {
        CardKind::LargeOrder => Colour(0x7E4FA0),
        CardKind::SmallOrder => Colour(0x6FA8DC),
        CardKind::Message => Colour(0xE8C15A),
        CardKind::Contract => Colour(0x3F8F5A),
    }
}

pub(super) fn card_letter(k: CardKind, lang: Lang) -> String {
    t!(lang, "genoa-card-letter", kind = k.key())
}

/// Special tiles are parchment, each kind its letters.
const TILE: Colour = Colour(0xF5E6B8);

pub(super) fn tile_letters(k: TileKind, lang: Lang) -> String {
    t!(lang, "genoa-tile-letters", tile = k.key())
}

/// A commodity tile: a disc `h` across, top-left at `(x, y)`; returns its width.
pub(super) fn commodity(svg: &mut Svg, x: f32, y: f32, h: f32, c: Commodity, lang: Lang) -> f32 {
    let fill = commodity_colour(c);
    let r = h / 2.0;
    svg.circle(
        x + r,
        y + r,
        r - 0.75,
        Paint::fill(fill).with_stroke(INK, 1.5),
    );
    svg.text(
        x + r,
        y + r + h * 0.19,
        &commodity_letters(c, lang),
        Font::new(h * 0.52, Face::CondensedBold, ink_on(fill)).anchored(Anchor::Middle),
    );
    h
}

/// A card of `kind` seen from its back: upright, `h` tall; returns its width.
pub(super) fn card(svg: &mut Svg, x: f32, y: f32, h: f32, kind: CardKind, lang: Lang) -> f32 {
    let fill = card_colour(kind);
    let w = (h * 0.74).round();
    svg.rect(
        x,
        y,
        w,
        h,
        h * 0.12,
        Paint::fill(fill).with_stroke(INK, 1.5),
    );
    svg.text(
        x + w / 2.0,
        y + h * 0.71,
        &card_letter(kind, lang),
        Font::new(h * 0.6, Face::Bold, ink_on(fill)).anchored(Anchor::Middle),
    );
    w
}

/// A special tile: a square (wider for long letters) with a second frame inside, so it is
/// told from a card; returns its width.
pub(super) fn tile(svg: &mut Svg, x: f32, y: f32, h: f32, kind: TileKind, lang: Lang) -> f32 {
    let letters = tile_letters(kind, lang);
    let font = Font::new(h * 0.5, Face::CondensedBold, INK);
    let w = (text_width(&letters, font.size, font.face) + h * 0.4).max(h);
    svg.rect(x, y, w, h, h * 0.1, Paint::fill(TILE).with_stroke(INK, 1.5));
    svg.rect(
        x + 3.0,
        y + 3.0,
        w - 6.0,
        h - 6.0,
        h * 0.06,
        Paint::stroke(Colour(0xA8925A), 1.0),
    );
    svg.text(
        x + w / 2.0,
        y + h * 0.68,
        &letters,
        font.anchored(Anchor::Middle),
    );
    w
}

/// An ownership marker: a little house, `h` tall, in `fill` (a seat's colour, or white for
/// markers of whoever takes them); returns its width.
pub(super) fn house(svg: &mut Svg, x: f32, y: f32, h: f32, fill: Colour) -> f32 {
    let w = h * 0.8;
    svg.polygon(
        &[
            (x + w / 2.0, y + 1.0),
            (x + w - 1.0, y + h * 0.42),
            (x + w - 1.0, y + h - 1.0),
            (x + 1.0, y + h - 1.0),
            (x + 1.0, y + h * 0.42),
        ],
        Paint::fill(fill).with_stroke(INK, 1.5),
    );
    w
}

/// One thing in a line of signs.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Chip {
    /// Words in ink, bold.
    Bold(String),
    /// Words in ink.
    Text(String),
    /// Words in muted grey.
    Muted(String),
    /// A commodity, and how many if given.
    Commodity(Commodity, Option<u8>),
    Card(CardKind, Option<u8>),
    Tile(TileKind, Option<u8>),
    /// Ownership markers: a house in the seat's colour (white for anyone's), and how many.
    Markers(Option<Seat>, Option<u8>),
    /// A seat's marker shape in its colour.
    Seat(Seat),
}

/// The gap between chips in a line.
pub(super) const GAP: f32 = 7.0;

impl Chip {
    fn font(&self, h: f32) -> Font {
        match self {
            Chip::Bold(_) => Font::new(h * 0.8, Face::Bold, INK),
            Chip::Text(_) => Font::new(h * 0.8, Face::Regular, INK),
            Chip::Muted(_) => Font::new(h * 0.8, Face::Regular, MUTED),
            _ => Font::new(h * 0.75, Face::Bold, INK),
        }
    }

    fn count(&self) -> Option<u8> {
        match self {
            Chip::Commodity(_, n) | Chip::Card(_, n) | Chip::Tile(_, n) | Chip::Markers(_, n) => *n,
            _ => None,
        }
    }

    fn count_text(&self) -> Option<String> {
        self.count().map(|n| format!("×{n}"))
    }

    /// How wide the chip is drawn `h` tall.
    pub fn width(&self, h: f32, lang: Lang) -> f32 {
        let font = self.font(h);
        let sign = match self {
            Chip::Bold(t) | Chip::Text(t) | Chip::Muted(t) => {
                return text_width(t, font.size, font.face);
            }
            Chip::Commodity(..) | Chip::Seat(_) => h,
            Chip::Card(..) => (h * 0.74).round(),
            Chip::Tile(k, _) => {
                let f = Font::new(h * 0.5, Face::CondensedBold, INK);
                (text_width(&tile_letters(*k, lang), f.size, f.face) + h * 0.4).max(h)
            }
            Chip::Markers(..) => h * 0.8,
        };
        sign + self
            .count_text()
            .map_or(0.0, |t| 2.0 + text_width(&t, font.size, font.face))
    }

    /// Draws the chip `h` tall from `(x, y)`, its top; returns the x after it.
    pub fn draw(&self, svg: &mut Svg, x: f32, y: f32, h: f32, lang: Lang) -> f32 {
        let font = self.font(h);
        let baseline = y + h * 0.78;
        let w = match self {
            Chip::Bold(t) | Chip::Text(t) | Chip::Muted(t) => {
                svg.text(x, baseline, t, font);
                return x + text_width(t, font.size, font.face);
            }
            Chip::Commodity(c, _) => commodity(svg, x, y, h, *c, lang),
            Chip::Card(k, _) => card(svg, x, y, h, *k, lang),
            Chip::Tile(k, _) => tile(svg, x, y, h, *k, lang),
            Chip::Markers(seat, _) => house(
                svg,
                x,
                y,
                h,
                seat.map_or(Colour::WHITE, |s| seat_colour(s.index())),
            ),
            Chip::Seat(s) => {
                seat_marker(svg, s.index(), (x + h / 2.0, y + h / 2.0), h * 0.42);
                h
            }
        };
        let mut x = x + w;
        if let Some(t) = self.count_text() {
            let f = if self.count() == Some(0) {
                font.coloured(MUTED)
            } else {
                font
            };
            svg.text(x + 2.0, baseline, &t, f);
            x += 2.0 + text_width(&t, font.size, font.face);
        }
        x
    }
}

/// The width of `chips` in one line, `h` tall.
pub(super) fn line_width(chips: &[Chip], h: f32, lang: Lang) -> f32 {
    let gaps = chips.len().saturating_sub(1) as f32 * GAP;
    chips.iter().map(|c| c.width(h, lang)).sum::<f32>() + gaps
}

/// Draws `chips` in one line from `(x, y)`, `h` tall; returns the x after the last.
pub(super) fn draw_line(svg: &mut Svg, x: f32, y: f32, h: f32, chips: &[Chip], lang: Lang) -> f32 {
    let mut at = x;
    for (i, c) in chips.iter().enumerate() {
        if i > 0 {
            at += GAP;
        }
        at = c.draw(svg, at, y, h, lang);
    }
    at
}

/// `chips` broken into lines no wider than `width` (a chip wider than a line gets its own).
pub(super) fn lines(chips: Vec<Chip>, width: f32, h: f32, lang: Lang) -> Vec<Vec<Chip>> {
    let mut out: Vec<Vec<Chip>> = Vec::new();
    let mut line: Vec<Chip> = Vec::new();
    let mut used = 0.0;
    for chip in chips {
        let w = chip.width(h, lang);
        if !line.is_empty() && used + GAP + w > width {
            out.push(std::mem::take(&mut line));
            used = 0.0;
        }
        used += if line.is_empty() { w } else { GAP + w };
        line.push(chip);
    }
    if !line.is_empty() {
        out.push(line);
    }
    out
}

/// What a bundle holds, as chips: ducats, commodities, cards by kind, special tiles, markers;
/// "nothing" when empty.
pub(super) fn bundle(shown: &Shown, lang: Lang) -> Vec<Chip> {
    let mut chips = Vec::new();
    if shown.ducats > 0 {
        chips.push(Chip::Bold(t!(lang, "genoa-shown-ducats", n = shown.ducats)));
    }
    for c in shown.commodities.distinct() {
        chips.push(Chip::Commodity(c, count(shown.commodities.count(c))));
    }
    for (&k, &n) in CardKind::ALL.iter().zip(&shown.cards) {
        if n > 0 {
            chips.push(Chip::Card(k, count(n)));
        }
    }
    for t in shown.tiles.distinct() {
        chips.push(Chip::Tile(t, count(shown.tiles.count(t))));
    }
    if shown.markers > 0 {
        chips.push(Chip::Markers(None, count(shown.markers)));
    }
    if chips.is_empty() {
        chips.push(Chip::Muted(t!(lang, "genoa-nothing")));
    }
    chips
}

/// A count worth writing: one thing is drawn once, with no "×1".
fn count(n: u8) -> Option<u8> {
    (n != 1).then_some(n)
}
