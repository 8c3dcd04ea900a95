//! The preview of a piece being placed: one seat's principality, large, with the piece drawn
//! translucent where it would go — outlined solid green with a ✓ when it may go there, dashed
//! red with ✗ on the cells in the way and the reason written under the grid when not. Three
//! columns and rows of margin right and below the grid show the cells of a piece partly off it.

use super::super::fonts::Face;
use super::super::fonts::wrap;
use super::super::grid::GridAt;
use super::super::names::short_name;
use super::super::raster::rasterise;
use super::super::style::{BODY, INK, MARGIN, MUTED, PAPER, WIDTH, font, text_in, title_bar};
use super::super::svg::{Colour, Paint, Scene, Svg};
use super::super::{Picture, PictureError};
use super::pieces::{
    ACCENT, EMPTY, Fill, N, PALAZZO, cells_of, mix, occupancy, piece_body, piece_colour,
    principality,
};
use crate::engine::Seat;
use crate::engine::princes::components::GRID;
use crate::engine::princes::{Placement, PublicView};
use crate::lang::Lang;
use crate::t;

/// Cells of margin right of and below the grid: the largest piece is four cells long, so one
/// anchored on the grid shows whole.
const SPARE: i32 = 3;
const CELL: f32 = 68.0;
const LEGAL: Colour = Colour(0x1B7F3B);
const ILLEGAL: Colour = Colour(0xC62828);
const OFF_GRID: Colour = Colour(0xE9E1D2);

/// The preview as SVG. `legal` is what the engine's check says of the placement: `Ok`, or the
/// reason it may not go there (e.g. a `PlaceError` written with `to_string`).
pub fn preview_scene(
    view: &PublicView,
    seat: Seat,
    placement: &Placement,
    legal: Result<(), &str>,
    names: &[String],
    lang: Lang,
) -> Scene {
    let mut svg = Svg::new(WIDTH, PAPER);
    let line = format!(
        "{} · {}",
        short_name(names, seat.index()),
        if legal.is_ok() {
            t!(lang, "princes-picture-preview-fits")
        } else {
            t!(lang, "princes-picture-preview-cannot")
        }
    );
    let y = title_bar(
        &mut svg,
        &t!(
            lang,
            "princes-picture-preview-title",
            piece = super::words::piece(placement.piece, lang)
        ),
        ACCENT,
        &line,
    );
    let total = (N as i32 + SPARE) as f32 * CELL;
    let g = GridAt {
        x: (WIDTH - total) / 2.0,
        y,
        cell: CELL,
    };
    // The margin off the grid: pale and dashed, labelled.
    svg.rect(g.x, g.y, total, total, 0.0, Paint::fill(OFF_GRID));
    svg.rect(
        g.x,
        g.y,
        total,
        total,
        0.0,
        Paint::stroke(MUTED, 1.5).dashed(6.0, 5.0),
    );
    svg.text(
        g.x + g.side(GRID) + 8.0,
        g.y + total - 10.0,
        &t!(lang, "princes-picture-off-grid"),
        font(20.0, Face::Regular).coloured(MUTED),
    );
    let placed = view
        .seats
        .get(seat.index())
        .map_or(&[][..], |s| s.placed.as_slice());
    principality(&mut svg, g, placed, lang);

    // The piece: its visible cells, each tinted over what lies under it.
    let grid = occupancy(placed);
    let limit = N as i32 + SPARE;
    let cells: Vec<(i32, i32)> = cells_of(placement)
        .into_iter()
        .filter(|&(c, r)| c < limit && r < limit)
        .collect();
    let colour = piece_colour(placement.piece);
    let under = |(c, r): (i32, i32)| -> (Colour, bool) {
        match grid
            .get(r as usize)
            .and_then(|row| row.get(c as usize))
            .copied()
        {
            None => (OFF_GRID, true),
            Some(Fill::Empty) => (EMPTY, false),
            Some(Fill::Palazzo) => (PALAZZO, true),
            Some(Fill::Piece(i)) => (piece_colour(placed[i].piece), true),
        }
    };
    if !cells.is_empty() {
        let tint = |c: (i32, i32)| mix(under(c).0, colour, 0.62);
        piece_body(&mut svg, g, placement.piece, &cells, tint, lang);
        let paint = if legal.is_ok() {
            Paint::stroke(LEGAL, 5.0)
        } else {
            Paint::stroke(ILLEGAL, 5.0).dashed(12.0, 7.0)
        };
        super::super::grid::outline(&mut svg, g, &cells, paint);
        if legal.is_err() {
            // A cross on each cell in the way: off the grid or already filled.
            for &c in cells.iter().filter(|&&c| under(c).1) {
                let (x, y) = (g.x + c.0 as f32 * CELL, g.y + c.1 as f32 * CELL);
                let (a, b) = (CELL * 0.25, CELL * 0.75);
                let cross = Paint::stroke(ILLEGAL, 5.0);
                svg.line((x + a, y + a), (x + b, y + b), cross);
                svg.line((x + a, y + b), (x + b, y + a), cross);
            }
        }
    }

    // Under the grid: the verdict, and the reason when it may not go there.
    let mut y = g.y + total + 40.0;
    match legal {
        Ok(()) => {
            svg.text(MARGIN, y, "✓", font(30.0, Face::Bold).coloured(LEGAL));
            text_in(
                &mut svg,
                MARGIN + 34.0,
                y,
                WIDTH - 2.0 * MARGIN - 34.0,
                &t!(lang, "princes-picture-preview-fits-here"),
                font(BODY + 2.0, Face::Bold),
            );
        }
        Err(reason) => {
            svg.text(MARGIN, y, "✗", font(30.0, Face::Bold).coloured(ILLEGAL));
            let lines = wrap(reason, WIDTH - 2.0 * MARGIN - 34.0, BODY + 2.0, Face::Bold);
            for (i, l) in lines.iter().enumerate() {
                if i > 0 {
                    y += 34.0;
                }
                svg.text(
                    MARGIN + 34.0,
                    y,
                    l,
                    font(BODY + 2.0, Face::Bold).coloured(INK),
                );
            }
        }
    }
    svg.finish(y + 24.0 + MARGIN)
}

/// [`preview_scene`] as PNG: what the Discord layer shows while a player chooses, turns, flips
/// or moves a piece.
pub fn preview_picture(
    view: &PublicView,
    seat: Seat,
    placement: &Placement,
    legal: Result<(), &str>,
    names: &[String],
    lang: Lang,
) -> Result<Picture, PictureError> {
    rasterise(&preview_scene(view, seat, placement, legal, names, lang))
}
