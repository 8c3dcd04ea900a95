//! The players' public holdings as a table (G-103 to G-105): a row per player with its name,
//! what it is this turn, its cards in hand by kind, its ownership markers in hand and in supply
//! and its ducats; under it, its commodities, special tiles and the buildings it owns. The
//! column heads name the cards and markers once, for every row.

use super::super::fonts::Face;
use super::super::fonts::{fit, text_width};
use super::super::names::seat_name;
use super::super::style::{
    BODY, HIGHLIGHT, INK, LINE, MARGIN, MUTED, WIDTH, font, seat_marker, text_in, turn_arrow,
};
use super::super::svg::{Anchor, Colour, Paint, Svg};
use super::signs::{Chip, card, draw_line, house, lines};
use crate::engine::genoa::CardKind;
use crate::engine::genoa::view::{PhaseView, PublicView, SeatView};
use crate::lang::Lang;
use crate::t;

/// The signs' height, a line's, and a row's first line.
const H: f32 = 23.0;
const LINE_H: f32 = 28.0;
const FIRST: f32 = 34.0;

/// The columns' centres: the four kinds of card, then markers in hand and in supply.
const CARD_COLUMNS: [f32; 4] = [428.0, 464.0, 500.0, 536.0];
const HAND: f32 = 616.0;
const SUPPLY: f32 = 670.0;
/// Where a row's name ends at most.
const NAME_END: f32 = 404.0;

/// A row's second part: commodities, special tiles and the buildings owned.
fn goods(seat: &SeatView, width: f32, lang: Lang) -> Vec<Vec<Chip>> {
    let mut chips = Vec::new();
    for c in seat.commodities.distinct() {
        chips.push(Chip::Commodity(c, Some(seat.commodities.count(c))));
    }
    for t in seat.tiles.distinct() {
        chips.push(Chip::Tile(t, Some(seat.tiles.count(t))));
    }
    if chips.is_empty() {
        chips.push(Chip::Muted(t!(lang, "genoa-picture-no-goods")));
    }
    let owned: Vec<_> = seat.owned.iter().collect();
    if !owned.is_empty() {
        chips.push(Chip::Muted(t!(lang, "genoa-picture-owns")));
    }
    for (i, b) in owned.iter().enumerate() {
        let comma = if i + 1 < owned.len() { "," } else { "" };
        chips.push(Chip::Text(format!(
            "{}{comma}",
            t!(lang, "genoa-building", building = b.key())
        )));
    }
    lines(chips, width, H, lang)
}

/// What the seat is this turn, in a few muted words.
fn roles(seat: &SeatView, view: &PublicView, lang: Lang) -> String {
    let mut roles = Vec::new();
    let over = matches!(view.phase, PhaseView::Over);
    if seat.seat == view.tower && !over {
        roles.push(t!(lang, "genoa-picture-role-tower"));
    }
    if !over && (seat.actions_taken > 0 || !seat.has_action) {
        roles.push(if seat.has_action {
            t!(lang, "genoa-picture-actions", n = seat.actions_taken)
        } else {
            t!(
                lang,
                "genoa-picture-actions-none-left",
                n = seat.actions_taken
            )
        });
    }
    roles.join(" · ")
}

/// The width the rows' second parts wrap in.
const GOODS_WIDTH: f32 = WIDTH - 2.0 * MARGIN - 40.0;

/// The table of `seats` from `y`: the column heads, then a row per seat, highlighted where
/// the game waits on it; returns the y below it.
pub(super) fn players_table(
    svg: &mut Svg,
    y: f32,
    seats: &[&SeatView],
    view: &PublicView,
    names: &[String],
    lang: Lang,
) -> f32 {
    let head = font(17.0, Face::Condensed).coloured(MUTED);
    for (k, &cx) in CardKind::ALL.iter().zip(&CARD_COLUMNS) {
        card(svg, cx - 10.0, y + 2.0, 27.0, *k, lang);
    }
    let mid = f32::midpoint(HAND, SUPPLY);
    let label = t!(lang, "genoa-picture-hand-supply");
    let label = label.as_str();
    house(
        svg,
        mid - text_width(label, head.size, head.face) / 2.0 - 22.0,
        y + 5.0,
        21.0,
        Colour::WHITE,
    );
    svg.text(mid, y + 22.0, label, head.anchored(Anchor::Middle));
    svg.text(
        WIDTH - MARGIN - 4.0,
        y + 22.0,
        &t!(lang, "genoa-picture-ducats-head"),
        head.anchored(Anchor::End),
    );
    svg.text(
        CARD_COLUMNS[0] - 18.0,
        y + 22.0,
        &t!(lang, "genoa-picture-cards-in-hand"),
        head.anchored(Anchor::End),
    );
    let mut y = y + 32.0;
    svg.line((MARGIN, y), (WIDTH - MARGIN, y), Paint::stroke(LINE, 1.5));
    for seat in seats {
        let rows = goods(seat, GOODS_WIDTH, lang);
        let h = FIRST + rows.len() as f32 * LINE_H + 8.0;
        let awaited = view.awaited.contains(seat.seat);
        if awaited {
            svg.rect(
                MARGIN - 8.0,
                y + 2.0,
                WIDTH - 2.0 * MARGIN + 16.0,
                h - 4.0,
                8.0,
                Paint::fill(HIGHLIGHT),
            );
        }
        let base = y + 26.0;
        let mut nx = MARGIN;
        if awaited {
            turn_arrow(svg, nx, base - 8.0, 16.0);
        }
        nx += 18.0;
        seat_marker(svg, seat.seat.index(), (nx + 10.0, base - 8.0), 10.0);
        nx += 26.0;
        let role = roles(seat, view, lang);
        let role_font = font(17.0, Face::Condensed).coloured(MUTED);
        let role_w = text_width(&role, role_font.size, role_font.face);
        let room = NAME_END - nx;
        let name = fit(
            &seat_name(names, seat.seat.index()),
            (room - role_w - 8.0).max(room * 0.5),
            BODY,
            Face::Bold,
        );
        svg.text(nx, base, &name, font(BODY, Face::Bold));
        let after = nx + text_width(&name, BODY, Face::Bold) + 8.0;
        text_in(svg, after, base - 1.0, NAME_END - after, &role, role_font);
        let count = |svg: &mut Svg, cx: f32, n: u8| {
            let f = font(22.0, Face::Bold).coloured(if n == 0 { MUTED } else { INK });
            svg.text(cx, base, &n.to_string(), f.anchored(Anchor::Middle));
        };
        for (&cx, &n) in CARD_COLUMNS.iter().zip(&seat.cards) {
            count(svg, cx, n);
        }
        count(svg, HAND, seat.markers_in_hand);
        svg.text(
            f32::midpoint(HAND, SUPPLY),
            base,
            "/",
            font(20.0, Face::Regular)
                .coloured(MUTED)
                .anchored(Anchor::Middle),
        );
        count(svg, SUPPLY, seat.markers_in_supply);
        svg.text(
            WIDTH - MARGIN - 4.0,
            base,
            &seat.ducats.to_string(),
            font(BODY, Face::Bold).anchored(Anchor::End),
        );
        let mut ly = y + FIRST + 2.0;
        for chips in &rows {
            draw_line(svg, MARGIN + 40.0, ly, H, chips, lang);
            ly += LINE_H;
        }
        y += h;
        svg.line((MARGIN, y), (WIDTH - MARGIN, y), Paint::stroke(LINE, 1.0));
    }
    y
}
