//! The pieces Princes's board, hand and scores pictures share.

use super::super::fonts::{Face, text_width};
use super::super::grid::{GridAt, outline};
use super::super::style::{INK, LINE, MUTED, SMALL, ink_on};
use super::super::svg::{Anchor, Colour, Font, Paint, Svg};
use super::words::{self, piece_initials};
use crate::engine::princes::components::{GRID, PALAZZO_HEIGHT, PALAZZO_WIDTH};
use crate::engine::princes::{Building, Landscape, Object, Piece, Placement};
use crate::lang::Lang;
use crate::t;

/// The colour of the title band: Florentine crimson.
pub(super) const ACCENT: Colour = Colour(0x7B1E3A);

/// Each building's colour: warm and muted, none green or blue so no building is mistaken for a
/// landscape; its initials tell them apart in any case.
pub(super) fn building_colour(b: Building) -> Colour {
    match b {
        Building::University => Colour(0x8E3B46),
        Building::Laboratory => Colour(0xC9822E),
        Building::Workshop => Colour(0x7A5A3A),
        Building::Library => Colour(0xB65C8F),
        Building::Opera => Colour(0x6A4C9C),
        Building::Studio => Colour(0xE2B64A),
        Building::Hospital => Colour(0xE9967A),
        Building::Theater => Colour(0xA32A2A),
        Building::Tower => Colour(0x5E6B78),
        Building::Chapel => Colour(0xEAD9B0),
    }
}

pub(super) fn landscape_colour(l: Landscape) -> Colour {
    match l {
        Landscape::Forest => Colour(0x2E6B30),
        Landscape::Lake => Colour(0x3A7CC0),
        Landscape::Park => Colour(0xA9D88C),
    }
}

pub(super) fn piece_colour(p: Piece) -> Colour {
    match p {
        Piece::Building(b) => building_colour(b),
        Piece::Landscape(l) => landscape_colour(l),
    }
}

pub(super) const FREEDOM: Colour = Colour(0xF3E3A0);
pub(super) const JESTER: Colour = Colour(0xD04E8A);
pub(super) const BUILDER: Colour = Colour(0x8D6E63);
pub(super) const PRESTIGE: Colour = Colour(0x3F3A8C);
pub(super) const RECRUITING: Colour = Colour(0x9C6B2F);
pub(super) const PROFESSION: Colour = Colour(0xF7EBD0);
pub(super) const BONUS: Colour = Colour(0xCFE3F4);
pub(super) const PALAZZO: Colour = Colour(0xB8AE9C);
pub(super) const EMPTY: Colour = Colour(0xFFFDF8);

/// An object of the auction: its colour and the letter on its badge.
pub(super) fn object_badge(o: Object, lang: Lang) -> (Colour, String) {
    let letter = |l: Landscape| words::landscape_letter(l, lang);
    match o {
        Object::Forest => (
            landscape_colour(Landscape::Forest),
            letter(Landscape::Forest),
        ),
        Object::Lake => (landscape_colour(Landscape::Lake), letter(Landscape::Lake)),
        Object::Park => (landscape_colour(Landscape::Park), letter(Landscape::Park)),
        Object::Landscape => (
            landscape_colour(Landscape::Park),
            Landscape::ALL.map(letter).join("/"),
        ),
        Object::Jester => (JESTER, t!(lang, "princes-picture-jester-letter")),
        Object::Builder => (BUILDER, t!(lang, "princes-picture-builder-letter")),
        Object::Prestige => (PRESTIGE, "★".into()),
        Object::Recruiting => (RECRUITING, t!(lang, "princes-picture-recruiting-letter")),
    }
}

/// An object of the auction by the short name its stack shows: "Forest", "Prestige".
pub(super) fn object_name(o: Object, lang: Lang) -> String {
    t!(lang, "princes-picture-object", object = words::code(o))
}

/// A small square badge of `size` px with `text` centred on its colour; returns its width.
pub(super) fn badge(svg: &mut Svg, x: f32, y: f32, size: f32, fill: Colour, text: &str) -> f32 {
    let font = Font::new(size * 0.6, Face::CondensedBold, ink_on(fill));
    let w = (text_width(text, font.size, font.face) + size * 0.4).max(size);
    svg.rect(
        x,
        y,
        w,
        size,
        size * 0.2,
        Paint::fill(fill).with_stroke(INK, 1.5),
    );
    svg.text(
        x + w / 2.0,
        y + size * 0.71,
        text,
        font.anchored(Anchor::Middle),
    );
    w
}

/// A badge followed by "×n"; returns the x after it.
pub(super) fn counted(
    svg: &mut Svg,
    x: f32,
    y: f32,
    size: f32,
    (fill, text): (Colour, &str),
    n: impl std::fmt::Display,
) -> f32 {
    let w = badge(svg, x, y, size, fill, text);
    let label = format!("×{n}");
    let font = Font::new(size * 0.72, Face::Bold, INK);
    svg.text(x + w + 3.0, y + size * 0.76, &label, font);
    x + w + 3.0 + text_width(&label, font.size, font.face)
}

/// `c` mixed with `over`, `t` of the way: a translucent paint, computed.
pub(super) fn mix(c: Colour, over: Colour, t: f32) -> Colour {
    let ch = |s: u32| {
        let a = ((c.0 >> s) & 0xFF) as f32;
        let b = ((over.0 >> s) & 0xFF) as f32;
        ((a + (b - a) * t).round() as u32) << s
    };
    Colour(ch(16) | ch(8) | ch(0))
}

/// What fills a cell of the grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Fill {
    Empty,
    Palazzo,
    /// The piece at this index of the placements.
    Piece(usize),
}

pub(super) const N: usize = GRID as usize;

/// Which placement fills each cell, `[row][column]`.
pub(super) fn occupancy(placed: &[Placement]) -> [[Fill; N]; N] {
    let mut grid = [[Fill::Empty; N]; N];
    for row in grid.iter_mut().skip(N - usize::from(PALAZZO_HEIGHT)) {
        for cell in row.iter_mut().take(usize::from(PALAZZO_WIDTH)) {
            *cell = Fill::Palazzo;
        }
    }
    for (i, p) in placed.iter().enumerate() {
        for (c, r) in p.cells() {
            if let Some(cell) = grid
                .get_mut(usize::from(r))
                .and_then(|row| row.get_mut(usize::from(c)))
            {
                *cell = Fill::Piece(i);
            }
        }
    }
    grid
}

/// The cell of a piece nearest its centre: where its initials go.
pub(super) fn label_cell(cells: &[(i32, i32)]) -> (i32, i32) {
    let n = cells.len().max(1) as f32;
    let cx = cells.iter().map(|c| c.0 as f32).sum::<f32>() / n;
    let cy = cells.iter().map(|c| c.1 as f32).sum::<f32>() / n;
    cells
        .iter()
        .copied()
        .min_by(|a, b| {
            let d = |c: &(i32, i32)| (c.0 as f32 - cx).powi(2) + (c.1 as f32 - cy).powi(2);
            d(a).total_cmp(&d(b)).then(a.cmp(b))
        })
        .unwrap_or((0, 0))
}

/// A landscape's texture in one cell, so the three differ without colour: trees on a forest,
/// waves on a lake, flower dots on a park.
fn texture(svg: &mut Svg, (x, y): (f32, f32), s: f32, l: Landscape, fill: Colour) {
    let mark = mix(fill, ink_on(fill), 0.45);
    match l {
        Landscape::Forest => {
            for (dx, dy) in [(0.3, 0.62), (0.68, 0.42)] {
                let (cx, cy) = (x + s * dx, y + s * dy);
                svg.polygon(
                    &[
                        (cx, cy - s * 0.2),
                        (cx + s * 0.14, cy + s * 0.12),
                        (cx - s * 0.14, cy + s * 0.12),
                    ],
                    Paint::fill(mark),
                );
            }
        }
        Landscape::Lake => {
            for dy in [0.38, 0.66] {
                let yy = y + s * dy;
                svg.polyline(
                    &[
                        (x + s * 0.2, yy),
                        (x + s * 0.35, yy - s * 0.07),
                        (x + s * 0.5, yy),
                        (x + s * 0.65, yy - s * 0.07),
                        (x + s * 0.8, yy),
                    ],
                    Paint::stroke(mark, (s * 0.05).max(1.2)),
                );
            }
        }
        Landscape::Park => {
            for (dx, dy) in [(0.3, 0.32), (0.7, 0.45), (0.4, 0.72)] {
                svg.circle(x + s * dx, y + s * dy, s * 0.07, Paint::fill(mark));
            }
        }
    }
}

/// A piece's cells, each filled with `fill_of` it, a landscape's texture on each cell but the
/// one with its initials, and its initials.
pub(super) fn piece_body(
    svg: &mut Svg,
    g: GridAt,
    piece: Piece,
    cells: &[(i32, i32)],
    fill_of: impl Fn((i32, i32)) -> Colour,
    lang: Lang,
) {
    let label = label_cell(cells);
    for &c in cells {
        let (x, y) = g.at(c);
        let fill = fill_of(c);
        svg.rect(x, y, g.cell, g.cell, 0.0, Paint::fill(fill));
        if let Piece::Landscape(l) = piece
            && c != label
        {
            texture(svg, (x, y), g.cell, l, fill);
        }
    }
    let (x, y) = g.at(label);
    let text = piece_initials(piece, lang);
    let size = g.cell * if text.chars().count() > 1 { 0.5 } else { 0.58 };
    svg.text(
        x + g.cell / 2.0,
        y + g.cell / 2.0 + size * 0.36,
        &text,
        Font::new(size, Face::Bold, ink_on(fill_of(label))).anchored(Anchor::Middle),
    );
}

/// The cells of a placement as signed coordinates.
pub(super) fn cells_of(p: &Placement) -> Vec<(i32, i32)> {
    p.cells()
        .into_iter()
        .map(|(c, r)| (i32::from(c), i32::from(r)))
        .collect()
}

/// A principality: the 7×7 grid, the Palazzo in its corner and every placed piece as its shape
/// in its colour with its initials.
pub(super) fn principality(svg: &mut Svg, g: GridAt, placed: &[Placement], lang: Lang) {
    let side = g.side(GRID);
    svg.rect(g.x, g.y, side, side, 0.0, Paint::fill(EMPTY));
    // The empty grid's lines first, under everything.
    let thin = Paint::stroke(LINE, 1.0);
    for i in 1..GRID {
        let d = f32::from(i) * g.cell;
        svg.line((g.x + d, g.y), (g.x + d, g.y + side), thin);
        svg.line((g.x, g.y + d), (g.x + side, g.y + d), thin);
    }
    let grid = occupancy(placed);
    // The Palazzo.
    let palazzo: Vec<(i32, i32)> = (0..i32::from(PALAZZO_WIDTH))
        .flat_map(|c| (i32::from(GRID - PALAZZO_HEIGHT)..i32::from(GRID)).map(move |r| (c, r)))
        .collect();
    let (px, py) = g.at(palazzo[0]);
    let (pw, ph) = (
        f32::from(PALAZZO_WIDTH) * g.cell,
        f32::from(PALAZZO_HEIGHT) * g.cell,
    );
    svg.rect(px, py, pw, ph, 0.0, Paint::fill(PALAZZO));
    // Crenellations along its top, so it reads as a palace, not a piece.
    let merlon = g.cell * 0.22;
    let mut mx = px + merlon * 0.5;
    while mx + merlon <= px + pw {
        svg.rect(
            mx,
            py + 2.0,
            merlon,
            merlon,
            0.0,
            Paint::fill(mix(PALAZZO, INK, 0.3)),
        );
        mx += merlon * 2.0;
    }
    let long = t!(lang, "princes-picture-palazzo");
    let label = if text_width(&long, g.cell * 0.42, Face::Bold) < pw - 8.0 {
        long
    } else {
        t!(lang, "princes-picture-palazzo-short")
    };
    svg.text(
        px + pw / 2.0,
        py + ph / 2.0 + g.cell * 0.3,
        &label,
        Font::new(g.cell * 0.42, Face::Bold, INK).anchored(Anchor::Middle),
    );
    // Each piece: the cells it fills that are on the grid (a later piece never overlaps).
    let mut shapes: Vec<Vec<(i32, i32)>> = vec![Vec::new(); placed.len()];
    for (r, row) in grid.iter().enumerate() {
        for (c, cell) in row.iter().enumerate() {
            if let Fill::Piece(i) = cell {
                shapes[*i].push((c as i32, r as i32));
            }
        }
    }
    for (p, cells) in placed.iter().zip(&shapes) {
        if !cells.is_empty() {
            piece_body(svg, g, p.piece, cells, |_| piece_colour(p.piece), lang);
        }
    }
    let thick = Paint::stroke(INK, (g.cell * 0.08).clamp(2.0, 4.0));
    outline(svg, g, &palazzo, thick);
    for cells in &shapes {
        outline(svg, g, cells, thick);
    }
    svg.rect(g.x, g.y, side, side, 0.0, Paint::stroke(INK, 2.0));
}

/// The key to the holdings beside a grid, in small muted text; returns the y below it. (The
/// buildings' initials are keyed where the board lists the buildings left.)
pub(super) fn legend(svg: &mut Svg, x: f32, y: f32, lang: Lang) -> f32 {
    super::super::style::text_in(
        svg,
        x,
        y + 20.0,
        super::super::style::INNER,
        &t!(lang, "princes-picture-legend"),
        Font::new(SMALL - 1.0, Face::Condensed, MUTED),
    );
    y + 29.0
}
