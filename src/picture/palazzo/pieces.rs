//! The pieces Palazzo's board, hand and scores pictures share.

use super::super::fonts::Face;
use super::super::style::{INK, Marker, SMALL, ink_on, marker};
use super::super::svg::{Anchor, Colour, Font, Paint, Svg};
use crate::engine::palazzo::{Card, Currency, Material, Tile};
use crate::lang::Lang;
use crate::t;

/// The colour of the title band: the board embed's colour.
pub(super) const ACCENT: Colour = Colour(0xB5651D);

pub(super) fn material_colour(m: Material) -> Colour {
    match m {
        Material::Brick => Colour(0xA83F2A),
        Material::Sandstone => Colour(0xE3C272),
        Material::Marble => Colour(0xF6F4EF),
    }
}

/// A material as the catalogue's messages select it.
fn material_code(m: Material) -> &'static str {
    match m {
        Material::Brick => "brick",
        Material::Sandstone => "sandstone",
        Material::Marble => "marble",
    }
}

/// A currency as the catalogue's messages select it; the certificates are `certificate`.
fn currency_code(c: Option<Currency>) -> &'static str {
    match c {
        Some(Currency::Red) => "red",
        Some(Currency::Brown) => "brown",
        Some(Currency::Silver) => "silver",
        None => "certificate",
    }
}

pub(super) fn material_letter(m: Material, lang: Lang) -> String {
    t!(lang, "palazzo-material-letter", material = material_code(m))
}

const WINDOW: Colour = Colour(0x2F2A33);
const WINDOW_FRAME: Colour = Colour(0xFFF4D6);

/// `n` windows side by side, centred on `cx`, tops at `y`.
pub(super) fn windows(svg: &mut Svg, cx: f32, y: f32, n: u8, (w, h): (f32, f32)) {
    let gap = w * 0.6;
    let total = f32::from(n) * w + f32::from(n.saturating_sub(1)) * gap;
    for i in 0..n {
        let x = cx - total / 2.0 + f32::from(i) * (w + gap);
        svg.rect(
            x,
            y,
            w,
            h,
            w * 0.3,
            Paint::fill(WINDOW).with_stroke(WINDOW_FRAME, 1.5),
        );
    }
}

pub(super) const TILE_W: f32 = 54.0;
pub(super) const TILE_GAP: f32 = 6.0;
pub(super) const TILE_H: f32 = 66.0;

/// A building tile as it lies in the warehouse or a quarry: its material's colour and letter,
/// its floor as a large number, its windows along the bottom.
pub(super) fn tile(svg: &mut Svg, x: f32, y: f32, t: &Tile, lang: Lang) {
    let fill = material_colour(t.material);
    let ink = ink_on(fill);
    svg.rect(
        x,
        y,
        TILE_W,
        TILE_H,
        6.0,
        Paint::fill(fill).with_stroke(INK, 1.5),
    );
    svg.text(
        x + 5.0,
        y + 19.0,
        &material_letter(t.material, lang),
        Font::new(17.0, Face::Bold, ink),
    );
    svg.text(
        x + TILE_W / 2.0 + 5.0,
        y + 41.0,
        &t.floor.to_string(),
        Font::new(28.0, Face::Bold, ink).anchored(Anchor::Middle),
    );
    windows(svg, x + TILE_W / 2.0, y + 47.0, t.windows, (9.0, 13.0));
}

/// Tiles in rows of as many as fit in `width`; returns the y below them.
pub(super) fn tile_rows(
    svg: &mut Svg,
    x: f32,
    y: f32,
    width: f32,
    tiles: &[Tile],
    lang: Lang,
) -> f32 {
    const GAP: f32 = TILE_GAP;
    let per_row = (((width + GAP) / (TILE_W + GAP)) as usize).max(1);
    for (i, t) in tiles.iter().enumerate() {
        let (row, col) = (i / per_row, i % per_row);
        tile(
            svg,
            x + col as f32 * (TILE_W + GAP),
            y + row as f32 * (TILE_H + GAP),
            t,
            lang,
        );
    }
    let rows = tiles.len().div_ceil(per_row);
    y + rows as f32 * (TILE_H + GAP) - if rows > 0 { GAP } else { 0.0 }
}

pub(super) const FLOOR_W: f32 = 92.0;
pub(super) const FLOOR_H: f32 = 30.0;

/// A palace standing on `base` (the y of its foot), tiles stacked as built: each floor in its
/// material's colour with its windows, the floor number at the left and the material's letter
/// at the right. A roof caps a fifth floor. Returns the y of its top.
pub(super) fn tower(
    svg: &mut Svg,
    x: f32,
    base: f32,
    tiles: &[Tile],
    scale: f32,
    lang: Lang,
) -> f32 {
    let (w, h) = (FLOOR_W * scale, FLOOR_H * scale);
    let mut top = base;
    for t in tiles {
        top -= h;
        let fill = material_colour(t.material);
        let ink = ink_on(fill);
        svg.rect(x, top, w, h, 0.0, Paint::fill(fill).with_stroke(INK, 1.5));
        if scale >= 1.0 {
            let font = Font::new(18.0, Face::Bold, ink);
            svg.text(x + 6.0, top + 22.0, &t.floor.to_string(), font);
            svg.text(
                x + w - 6.0,
                top + 21.0,
                &material_letter(t.material, lang),
                Font::new(15.0, Face::Bold, ink).anchored(Anchor::End),
            );
            windows(svg, x + w / 2.0, top + 7.0, t.windows, (9.0, 16.0));
        } else {
            windows(
                svg,
                x + w / 2.0,
                top + h * 0.25,
                t.windows,
                (w * 0.1, h * 0.5),
            );
        }
        if t.floor == 5 {
            let roof = [
                (x - 3.0, top),
                (x + w / 2.0, top - h * 0.6),
                (x + w + 3.0, top),
            ];
            svg.polygon(&roof, Paint::fill(Colour(0x5B3A29)).with_stroke(INK, 1.5));
            top -= h * 0.6;
        }
    }
    top
}

/// How tall [`tower`] draws these tiles.
pub(super) fn tower_height(tiles: &[Tile], scale: f32) -> f32 {
    let roof = if tiles.iter().any(|t| t.floor == 5) {
        0.6
    } else {
        0.0
    };
    (tiles.len() as f32 + roof) * FLOOR_H * scale
}

pub(super) fn currency_colour(c: Option<Currency>) -> Colour {
    match c {
        Some(Currency::Red) => Colour(0xC62828),
        Some(Currency::Brown) => Colour(0x6D4423),
        Some(Currency::Silver) => Colour(0xB4BBC3),
        None => Colour(0xF3E7C4),
    }
}

/// Each currency's shape, so red and brown are told apart without colour. Certificates have
/// none: they are pale cards that read "2".
pub(super) fn currency_marker(c: Currency) -> Marker {
    match c {
        Currency::Red => Marker::Circle,
        Currency::Brown => Marker::Square,
        Currency::Silver => Marker::Diamond,
    }
}

pub(super) fn currency_title(c: Option<Currency>, lang: Lang) -> String {
    t!(lang, "palazzo-currency-title", currency = currency_code(c))
}

pub(super) const CARD_W: f32 = 50.0;
pub(super) const CARD_H: f32 = 70.0;

/// A money card: its currency's colour and shape and its value; a certificate is a pale card
/// with a double frame.
pub(super) fn card(svg: &mut Svg, x: f32, y: f32, c: Card) {
    let fill = currency_colour(c.currency());
    let ink = ink_on(fill);
    svg.rect(
        x,
        y,
        CARD_W,
        CARD_H,
        6.0,
        Paint::fill(fill).with_stroke(INK, 1.5),
    );
    match c.currency() {
        Some(currency) => marker(
            svg,
            currency_marker(currency),
            (x + 12.0, y + 13.0),
            6.5,
            Paint::fill(ink),
        ),
        None => svg.rect(
            x + 4.0,
            y + 4.0,
            CARD_W - 8.0,
            CARD_H - 8.0,
            4.0,
            Paint::stroke(INK, 1.0).dashed(3.0, 3.0),
        ),
    }
    svg.text(
        x + CARD_W / 2.0,
        y + 52.0,
        &c.value().to_string(),
        Font::new(30.0, Face::Bold, ink).anchored(Anchor::Middle),
    );
}

/// The key to the pieces, in small text.
pub(super) fn legend(svg: &mut Svg, x: f32, y: f32, text: &str) {
    svg.text(
        x,
        y,
        text,
        Font::new(SMALL, Face::Regular, super::super::style::MUTED),
    );
}
