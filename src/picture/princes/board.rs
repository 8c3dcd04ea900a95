//! The public board: the round and its minimum work value, the auction's seven stacks (what is
//! left, which are taken this round, the lot on bid), the decision at hand, the expansion's
//! characters, the buildings and freedoms left, and every seat's principality with what it
//! holds beside it.

use super::super::fonts::Face;
use super::super::fonts::{fit, text_width};
use super::super::grid::GridAt;
use super::super::names::{seat_name, short_name};
use super::super::style::{
    BODY, HIGHLIGHT, INK, INNER, LINE, MARGIN, MUTED, PANEL, PAPER, SMALL, WIDTH, font,
    heading_with, number, seat_marker, text_in, title_bar, turn_arrow,
};
use super::super::svg::{Anchor, Colour, Font, Paint, Scene, Svg};
use super::pieces::{
    ACCENT, BONUS, BUILDER, FREEDOM, JESTER, PRESTIGE, PROFESSION, RECRUITING, badge,
    building_colour, counted, legend, object_badge, object_name, principality,
};
use super::words::{self, building_initials, code, freedom_letter};
use crate::engine::Seat;
use crate::engine::princes::components::GRID;
use crate::engine::princes::components::ROUNDS;
use crate::engine::princes::{
    Building, Character, Decision, Freedom, Holder, Object, Placing, PublicView, SeatView,
};
use crate::lang::Lang;
use crate::t;

/// The board as SVG text.
pub fn board_scene(view: &PublicView, names: &[String], lang: Lang) -> Scene {
    let mut svg = Svg::new(WIDTH, PAPER);
    let mut y = title_bar(
        &mut svg,
        &t!(lang, "game-princes"),
        ACCENT,
        &decision_line(view, names, lang),
    );
    y = heading_with(
        &mut svg,
        y,
        &t!(
            lang,
            "princes-picture-round",
            round = view.round.clamp(1, ROUNDS),
            rounds = ROUNDS
        ),
        &t!(lang, "princes-picture-minimum", minimum = view.minimum_work),
    );
    text_in(
        &mut svg,
        MARGIN,
        y + 18.0,
        INNER,
        &t!(
            lang,
            "princes-picture-decks",
            professions = view.professions_left,
            bonus = view.bonus_left,
            prestige = view.prestige_left,
            start = short_name(names, view.start.index())
        ),
        font(SMALL, Face::Regular).coloured(MUTED),
    );
    y = stacks(&mut svg, y + 32.0, view, lang) + 12.0;
    y = decision_panel(&mut svg, y, view, names, lang) + 12.0;
    if view.expansion {
        y = characters(&mut svg, y, view, names, lang) + 12.0;
    }
    y = supply(&mut svg, y, view, lang) + 8.0;
    y = principalities(&mut svg, y, view, names, lang);
    y = legend(&mut svg, MARGIN, y, lang);
    svg.finish(y + MARGIN)
}

/// Who is to act, by decision.
pub(super) fn acting(view: &PublicView) -> Vec<Seat> {
    match &view.decision {
        Decision::ChooseProfessions { seats } => seats.iter().collect(),
        Decision::NameObject { seat, .. }
        | Decision::Bid { seat, .. }
        | Decision::BidCharacter { seat, .. }
        | Decision::Action { seat, .. }
        | Decision::Place { seat, .. }
        | Decision::Pick { seat, .. }
        | Decision::Recruit { seat }
        | Decision::Merchant { seat, .. }
        | Decision::Convert { seat, .. } => vec![*seat],
        Decision::Over => Vec::new(),
    }
}

fn placing_name(what: Placing, lang: Lang) -> String {
    match what {
        Placing::Piece(p) => t!(
            lang,
            "princes-picture-placing",
            piece = words::piece(p, lang)
        ),
        Placing::AnyLandscape => t!(lang, "princes-picture-placing-any"),
    }
}

/// Who decides what now, in one line.
fn decision_line(view: &PublicView, names: &[String], lang: Lang) -> String {
    let who = |s: &Seat| short_name(names, s.index());
    match &view.decision {
        Decision::ChooseProfessions { seats } => t!(
            lang,
            "princes-picture-line-professions",
            count = seats.len()
        ),
        Decision::NameObject {
            seat, last_player, ..
        } => {
            if *last_player {
                t!(lang, "princes-picture-line-take", who = who(seat))
            } else {
                t!(lang, "princes-picture-line-name", who = who(seat))
            }
        }
        Decision::Bid { seat, bidding } => t!(
            lang,
            "princes-picture-line-bid",
            who = who(seat),
            object = object_name(bidding.object, lang),
            high = bidding.high,
            leader = who(&bidding.leader)
        ),
        Decision::BidCharacter { seat, .. } => {
            t!(lang, "princes-picture-line-character", who = who(seat))
        }
        Decision::Action { seat, turn } => t!(
            lang,
            "princes-picture-line-action",
            who = who(seat),
            left = turn.actions_left
        ),
        Decision::Place { seat, what } => t!(
            lang,
            "princes-picture-line-place",
            who = who(seat),
            what = placing_name(*what, lang)
        ),
        Decision::Pick { seat, deck, drawn } => t!(
            lang,
            "princes-picture-line-pick",
            who = who(seat),
            drawn = *drawn,
            deck = code(deck)
        ),
        Decision::Recruit { seat } => t!(lang, "princes-picture-line-recruit", who = who(seat)),
        Decision::Merchant { seat, price, .. } => t!(
            lang,
            "princes-picture-line-merchant",
            who = who(seat),
            price = *price
        ),
        Decision::Convert { seat, payment } => t!(
            lang,
            "princes-picture-line-convert",
            who = who(seat),
            payment = *payment
        ),
        Decision::Over => match &view.outcome {
            Some(o) => {
                let winners: Vec<String> = o
                    .standings
                    .iter()
                    .filter(|s| s.rank == 1)
                    .map(|s| who(&s.seat))
                    .collect();
                let winners = match winners.as_slice() {
                    [rest @ .., last] if !rest.is_empty() => t!(
                        lang,
                        "list-and",
                        first = rest.join(", "),
                        last = last.as_str()
                    ),
                    _ => winners.join(""),
                };
                t!(lang, "princes-picture-line-won", winners = winners)
            }
            None => t!(lang, "princes-picture-line-over"),
        },
    }
}

/// The seven stacks of the auction side by side: each one's badge, how many are left, its
/// name, a black marker on the stacks taken this round and the lot on bid highlighted.
fn stacks(svg: &mut Svg, y: f32, view: &PublicView, lang: Lang) -> f32 {
    const GAP: f32 = 8.0;
    const H: f32 = 96.0;
    let w = (INNER - 6.0 * GAP) / 7.0;
    let (taken, on_bid): (Vec<Object>, Option<Object>) = match &view.decision {
        Decision::NameObject { blocked, .. } => (blocked.clone(), None),
        Decision::Bid { bidding, .. } => (Vec::new(), Some(bidding.object)),
        _ => (Vec::new(), None),
    };
    let s = &view.supply;
    for (i, o) in Object::STACKS.into_iter().enumerate() {
        let x = MARGIN + i as f32 * (w + GAP);
        let left = match o {
            Object::Forest => s.landscapes[0],
            Object::Lake => s.landscapes[1],
            Object::Park => s.landscapes[2],
            Object::Jester => s.jesters,
            Object::Builder => s.builders,
            Object::Prestige => u8::try_from(view.prestige_left).unwrap_or(u8::MAX),
            Object::Recruiting | Object::Landscape => s.recruiting,
        };
        let bid = on_bid.is_some_and(|b| b == o || (b == Object::Landscape && o < Object::Jester));
        let is_taken = taken.contains(&o);
        let fill = if bid {
            HIGHLIGHT
        } else if is_taken {
            Colour(0xE2D9C8)
        } else {
            PANEL
        };
        let stroke = if bid { (INK, 3.0) } else { (LINE, 1.5) };
        svg.rect(
            x,
            y,
            w,
            H,
            8.0,
            Paint::fill(fill).with_stroke(stroke.0, stroke.1),
        );
        let (colour, letter) = object_badge(o, lang);
        badge(svg, x + 8.0, y + 8.0, 32.0, colour, &letter);
        let count = Font::new(30.0, Face::Bold, if left == 0 { MUTED } else { INK });
        svg.text(x + 48.0, y + 36.0, &left.to_string(), count);
        text_in(
            svg,
            x + 7.0,
            y + 64.0,
            w - 9.0,
            &object_name(o, lang),
            font(17.0, Face::CondensedBold),
        );
        let note = if bid {
            t!(lang, "princes-picture-on-bid")
        } else if is_taken {
            t!(lang, "princes-picture-taken")
        } else if left == 0 {
            t!(lang, "princes-picture-none-left")
        } else {
            String::new()
        };
        svg.text(
            x + 8.0,
            y + 87.0,
            &note,
            font(17.0, Face::Condensed).coloured(if bid { INK } else { MUTED }),
        );
        if is_taken {
            // The round's marker on the stack: a black disc with a white cross.
            let (cx, cy) = (x + w - 16.0, y + 18.0);
            svg.circle(cx, cy, 12.0, Paint::fill(INK));
            let white = Paint::stroke(Colour::WHITE, 2.5);
            svg.line((cx - 5.0, cy - 5.0), (cx + 5.0, cy + 5.0), white);
            svg.line((cx - 5.0, cy + 5.0), (cx + 5.0, cy - 5.0), white);
        }
    }
    y + H
}

/// A seat's marker and its name cut to `width`; returns the x after it.
fn seat_chip(svg: &mut Svg, x: f32, y: f32, seat: Seat, names: &[String], width: f32) -> f32 {
    seat_marker(svg, seat.index(), (x + 10.0, y - 8.0), 9.0);
    let name = fit(
        &seat_name(names, seat.index()),
        width - 26.0,
        BODY,
        Face::Bold,
    );
    svg.text(x + 24.0, y, &name, font(BODY, Face::Bold));
    x + 24.0 + text_width(&name, BODY, Face::Bold) + 16.0
}

/// A label then the seats' chips, on one line (names cut to share it).
fn seats_line(svg: &mut Svg, y: f32, label: &str, seats: &[Seat], names: &[String], lang: Lang) {
    let lf = font(BODY, Face::Regular).coloured(MUTED);
    svg.text(MARGIN + 4.0, y, label, lf);
    let mut x = MARGIN + 8.0 + text_width(label, BODY, Face::Regular) + 8.0;
    if seats.is_empty() {
        svg.text(x, y, &t!(lang, "princes-nobody"), lf);
        return;
    }
    let each = ((WIDTH - MARGIN - x) / seats.len() as f32).min(220.0);
    for &s in seats {
        x = seat_chip(svg, x, y, s, names, each - 16.0);
    }
}

/// The decision at hand in detail: a few lines in a panel.
fn decision_panel(svg: &mut Svg, y: f32, view: &PublicView, names: &[String], lang: Lang) -> f32 {
    const LINE_H: f32 = 36.0;
    let mut lines: Vec<(String, Vec<Seat>)> = Vec::new();
    let text = |s: String| (s, Vec::new());
    match &view.decision {
        Decision::ChooseProfessions { seats } => {
            lines.push(text(t!(lang, "princes-picture-panel-professions")));
            lines.push((
                t!(lang, "princes-picture-panel-waiting"),
                seats.iter().collect(),
            ));
        }
        Decision::NameObject {
            seat,
            last_player,
            done,
            out,
            ..
        } => {
            lines.push((
                if *last_player {
                    t!(lang, "princes-picture-panel-take")
                } else {
                    t!(lang, "princes-picture-panel-name")
                },
                vec![*seat],
            ));
            lines.push((
                t!(lang, "princes-picture-panel-done"),
                done.iter().collect(),
            ));
            if !out.is_empty() {
                lines.push((t!(lang, "princes-picture-panel-out"), out.iter().collect()));
            }
        }
        Decision::Bid { seat, bidding } => {
            lines.push((
                t!(
                    lang,
                    "princes-picture-panel-on-bid",
                    object = object_name(bidding.object, lang),
                    high = bidding.high
                ),
                vec![bidding.leader],
            ));
            lines.push((
                t!(lang, "princes-picture-panel-raise", by = view.prices.raise),
                vec![*seat],
            ));
            if !bidding.passed.is_empty() {
                lines.push((
                    t!(lang, "princes-picture-panel-passed"),
                    bidding.passed.iter().collect(),
                ));
            }
        }
        Decision::BidCharacter { seat, finished, .. } => {
            lines.push((t!(lang, "princes-picture-panel-character"), vec![*seat]));
            if !finished.is_empty() {
                lines.push((
                    t!(lang, "princes-picture-panel-finished"),
                    finished.iter().collect(),
                ));
            }
        }
        Decision::Action { seat, turn } => {
            lines.push((
                t!(
                    lang,
                    "princes-picture-panel-action",
                    left = turn.actions_left
                ),
                vec![*seat],
            ));
            let mut done = vec![
                t!(lang, "princes-picture-works", count = turn.works),
                t!(lang, "princes-picture-builds", count = turn.builds),
                t!(
                    lang,
                    "princes-picture-bonus-cards",
                    count = turn.bonus_cards
                ),
            ];
            if turn.profession {
                done.push(t!(lang, "princes-picture-profession-bought"));
            }
            if turn.freedom {
                done.push(t!(lang, "princes-picture-a-freedom"));
            }
            if turn.muse > 0 {
                done.push(t!(lang, "princes-picture-muse", muse = turn.muse));
            }
            lines.push(text(t!(
                lang,
                "princes-picture-this-turn",
                done = done.join(" · ")
            )));
        }
        Decision::Place { seat, what } => {
            lines.push((
                t!(
                    lang,
                    "princes-picture-panel-place",
                    what = placing_name(*what, lang)
                ),
                vec![*seat],
            ));
        }
        Decision::Pick { seat, deck, drawn } => lines.push((
            t!(
                lang,
                "princes-picture-panel-pick",
                drawn = *drawn,
                deck = code(deck)
            ),
            vec![*seat],
        )),
        Decision::Recruit { seat } => {
            lines.push((t!(lang, "princes-picture-panel-recruit"), vec![*seat]));
        }
        Decision::Merchant {
            seat,
            object,
            price,
        } => lines.push((
            t!(
                lang,
                "princes-picture-panel-merchant",
                object = words::object_taken(*object, lang),
                price = *price
            ),
            vec![*seat],
        )),
        Decision::Convert { seat, payment } => lines.push((
            t!(lang, "princes-picture-panel-convert", payment = *payment),
            vec![*seat],
        )),
        Decision::Over => {
            let winners = view
                .outcome
                .as_ref()
                .map(|o| o.winners().iter().collect())
                .unwrap_or_default();
            lines.push((t!(lang, "princes-picture-panel-won"), winners));
        }
    }
    // A label and its seats share a line if they fit, else the seats go on the next.
    let mut rows: Vec<(String, Vec<Seat>)> = Vec::new();
    for (label, seats) in lines {
        let need = text_width(&label, BODY, Face::Regular) + seats.len() as f32 * 150.0 + 24.0;
        if seats.is_empty() || need <= INNER {
            rows.push((label, seats));
        } else {
            rows.push((label, Vec::new()));
            rows.push((String::new(), seats));
        }
    }
    let h = rows.len() as f32 * LINE_H + 12.0;
    svg.rect(
        MARGIN - 8.0,
        y,
        INNER + 16.0,
        h,
        8.0,
        Paint::fill(HIGHLIGHT),
    );
    for (i, (label, seats)) in rows.iter().enumerate() {
        let ly = y + 32.0 + i as f32 * LINE_H;
        if seats.is_empty() {
            text_in(
                svg,
                MARGIN + 4.0,
                ly,
                INNER - 8.0,
                label,
                font(BODY, Face::Regular),
            );
        } else {
            seats_line(svg, ly, label, seats, names, lang);
        }
    }
    y + h
}

/// The expansion's six characters: where each card is, the markers bid on them, the pot.
fn characters(svg: &mut Svg, y: f32, view: &PublicView, names: &[String], lang: Lang) -> f32 {
    const GAP: f32 = 8.0;
    const H: f32 = 88.0;
    let w = (INNER - 5.0 * GAP) / 6.0;
    let markers: &[(Character, Seat, u8)] = match &view.decision {
        Decision::BidCharacter { markers, .. } => markers,
        _ => &[],
    };
    svg.text(
        MARGIN,
        y + 20.0,
        &t!(lang, "princes-picture-characters"),
        font(SMALL, Face::Regular).coloured(MUTED),
    );
    let y = y + 30.0;
    for (i, (c, holder)) in view.characters.iter().enumerate() {
        let x = MARGIN + i as f32 * (w + GAP);
        svg.rect(
            x,
            y,
            w,
            H,
            8.0,
            Paint::fill(Colour(0xEDE4F5)).with_stroke(LINE, 1.5),
        );
        svg.text(
            x + 8.0,
            y + 24.0,
            &words::character(*c, lang),
            font(20.0, Face::CondensedBold),
        );
        let small = font(18.0, Face::Condensed);
        match holder {
            Holder::Free => svg.text(
                x + 8.0,
                y + 50.0,
                &t!(lang, "princes-picture-free"),
                small.coloured(MUTED),
            ),
            Holder::Used => svg.text(
                x + 8.0,
                y + 50.0,
                &t!(lang, "princes-picture-used"),
                small.coloured(MUTED),
            ),
            Holder::Held(s) => {
                seat_marker(svg, s.index(), (x + 16.0, y + 44.0), 8.0);
                text_in(
                    svg,
                    x + 28.0,
                    y + 50.0,
                    w - 32.0,
                    &seat_name(names, s.index()),
                    font(18.0, Face::CondensedBold),
                );
            }
        }
        if let Some((_, s, space)) = markers.iter().find(|m| m.0 == *c) {
            seat_marker(svg, s.index(), (x + 16.0, y + 70.0), 8.0);
            svg.text(
                x + 28.0,
                y + 77.0,
                &t!(
                    lang,
                    "princes-picture-bid",
                    bid = u32::from(*space) * u32::from(view.prices.space)
                ),
                font(18.0, Face::CondensedBold),
            );
        } else if *c == Character::Banker {
            svg.text(
                x + 8.0,
                y + 77.0,
                &t!(lang, "princes-picture-pot", pot = view.banker_pot),
                small,
            );
        }
    }
    y + H
}

/// The buildings and freedoms left in the supply.
fn supply(svg: &mut Svg, y: f32, view: &PublicView, lang: Lang) -> f32 {
    const COLUMN: f32 = INNER / 5.0;
    let label = font(SMALL, Face::Regular).coloured(MUTED);
    svg.text(
        MARGIN,
        y + 20.0,
        &t!(lang, "princes-picture-buildings-left"),
        label,
    );
    let y = y + 28.0;
    // Each building's badge, name and count: the key to the initials on the grids too.
    let key =
        |svg: &mut Svg, x: f32, y: f32, (fill, letters): (Colour, &str), name: &str, n: u8| {
            let w = badge(svg, x, y, 26.0, fill, letters);
            let count = format!("{n}");
            let cf = font(19.0, Face::Bold);
            let cw = text_width(&count, cf.size, cf.face);
            text_in(
                svg,
                x + w + 5.0,
                y + 19.0,
                COLUMN - w - cw - 18.0,
                name,
                font(18.0, Face::Condensed).coloured(if n == 0 { MUTED } else { INK }),
            );
            svg.text(
                x + COLUMN - 10.0,
                y + 20.0,
                &count,
                cf.anchored(Anchor::End),
            );
        };
    for (i, (b, n)) in Building::ALL
        .into_iter()
        .zip(view.supply.buildings)
        .enumerate()
    {
        let (x, ry) = (MARGIN + (i % 5) as f32 * COLUMN, y + (i / 5) as f32 * 32.0);
        key(
            svg,
            x,
            ry,
            (building_colour(b), &building_initials(b, lang)),
            &words::building(b, lang),
            n,
        );
    }
    let y = y + 64.0 + 4.0;
    svg.text(
        MARGIN,
        y + 20.0,
        &t!(lang, "princes-picture-freedoms-left"),
        label,
    );
    for (i, (f, n)) in Freedom::ALL
        .into_iter()
        .zip(view.supply.freedoms)
        .enumerate()
    {
        let x = MARGIN + (i + 1) as f32 * COLUMN;
        let name = t!(lang, "princes-picture-freedom", freedom = code(f));
        key(svg, x, y, (FREEDOM, &freedom_letter(f, lang)), &name, n);
    }
    y + 34.0
}

const PANEL_GAP: f32 = 16.0;
/// A cell of a principality on the board: two grids and their holdings fit side by side.
const CELL: f32 = 32.0;

/// Every seat's principality, two to a row.
fn principalities(svg: &mut Svg, y: f32, view: &PublicView, names: &[String], lang: Lang) -> f32 {
    let acting = acting(view);
    let w = (INNER - PANEL_GAP) / 2.0;
    let mut y = heading_with(
        svg,
        y,
        &t!(lang, "princes-picture-principalities"),
        &t!(lang, "princes-picture-pp-key"),
    );
    for pair in view.seats.chunks(2) {
        let h = pair
            .iter()
            .map(|s| seat_panel_height(s, view, w, CELL, lang))
            .fold(0.0, f32::max);
        for (k, seat) in pair.iter().enumerate() {
            let x = MARGIN + k as f32 * (w + PANEL_GAP);
            seat_panel(svg, (x, y, w, h), seat, view, names, &acting, CELL, lang);
        }
        y += h + PANEL_GAP;
    }
    y
}

/// The chips under a seat's grid: its professions on the table, recruiting cards there, and
/// the characters it holds.
fn table_chips(seat: &SeatView, view: &PublicView, lang: Lang) -> Vec<(String, Colour)> {
    let mut chips: Vec<(String, Colour)> = seat
        .table
        .iter()
        .map(|p| (words::profession(p, lang), PROFESSION))
        .collect();
    if seat.recruiting_on_table > 0 {
        chips.push((
            t!(
                lang,
                "princes-picture-recruiting-chip",
                count = seat.recruiting_on_table
            ),
            Colour(0xE9D2B0),
        ));
    }
    for (c, holder) in &view.characters {
        if *holder == Holder::Held(seat.seat) {
            chips.push((
                format!("◆ {}", words::character(*c, lang)),
                Colour(0xDCCDEE),
            ));
        }
    }
    chips
}

const CHIP_H: f32 = 28.0;
/// A line of holdings beside a grid.
const ROW: f32 = 32.0;
const CHIP_FONT: f32 = 18.0;

/// Chips laid in rows within `width`: (x offset, row) of each, and the rows used.
fn chip_rows(chips: &[(String, Colour)], width: f32) -> (Vec<(f32, usize)>, usize) {
    let mut at = Vec::with_capacity(chips.len());
    let (mut x, mut row) = (0.0, 0);
    for (text, _) in chips {
        let w = text_width(text, CHIP_FONT, Face::Condensed) + 14.0;
        if x > 0.0 && x + w > width {
            x = 0.0;
            row += 1;
        }
        at.push((x, row));
        x += w + 6.0;
    }
    (at, if chips.is_empty() { 0 } else { row + 1 })
}

/// How tall [`seat_panel`] draws a seat in `w` px with cells of `cell` px.
pub(super) fn seat_panel_height(
    seat: &SeatView,
    view: &PublicView,
    w: f32,
    cell: f32,
    lang: Lang,
) -> f32 {
    let (_, rows) = chip_rows(&table_chips(seat, view, lang), w - 20.0);
    44.0 + (7.0 * cell).max(7.0 * ROW) + 34.0 + rows as f32 * (CHIP_H + 4.0) + 6.0
}

/// One seat in a panel: its name and points, its principality with cells of `cell` px, what
/// it holds beside the grid and its works on the table under it.
#[allow(clippy::too_many_arguments)]
pub(super) fn seat_panel(
    svg: &mut Svg,
    (x, y, w, h): (f32, f32, f32, f32),
    seat: &SeatView,
    view: &PublicView,
    names: &[String],
    acting: &[Seat],
    cell: f32,
    lang: Lang,
) {
    let to_act = acting.contains(&seat.seat);
    svg.rect(
        x,
        y,
        w,
        h,
        8.0,
        Paint::fill(PANEL).with_stroke(
            if to_act { INK } else { LINE },
            if to_act { 3.0 } else { 1.5 },
        ),
    );
    if to_act {
        svg.rect(x, y, w, 40.0, 8.0, Paint::fill(HIGHLIGHT));
        svg.rect(x, y + 20.0, w, 20.0, 0.0, Paint::fill(HIGHLIGHT));
    }
    let mut nx = x + 10.0;
    if to_act {
        turn_arrow(svg, nx, y + 21.0, 16.0);
        nx += 18.0;
    }
    seat_marker(svg, seat.seat.index(), (nx + 11.0, y + 21.0), 10.0);
    let pp = t!(lang, "princes-picture-pp", points = number(seat.points));
    svg.text(
        x + w - 10.0,
        y + 29.0,
        &pp,
        font(BODY, Face::Bold).anchored(Anchor::End),
    );
    let room = w - (nx + 28.0 - x) - text_width(&pp, BODY, Face::Bold) - 22.0;
    text_in(
        svg,
        nx + 28.0,
        y + 29.0,
        room,
        &seat_name(names, seat.seat.index()),
        font(BODY, Face::Bold),
    );

    let g = GridAt {
        x: x + 10.0,
        y: y + 44.0,
        cell,
    };
    principality(svg, g, &seat.placed, lang);

    // Beside the grid: money, builders, jesters, freedoms, best work, cards in hand.
    let cx = g.x + g.side(GRID) + 12.0;
    let row = |i: usize| g.y + i as f32 * ROW;
    svg.text(
        cx,
        row(0) + 22.0,
        &format!("ƒ {}", seat.money),
        font(22.0, Face::Bold),
    );
    counted(
        svg,
        cx,
        row(1) + 3.0,
        24.0,
        (BUILDER, &t!(lang, "princes-picture-builder-letter")),
        seat.builders,
    );
    counted(
        svg,
        cx,
        row(2) + 3.0,
        24.0,
        (JESTER, &t!(lang, "princes-picture-jester-letter")),
        seat.jesters,
    );
    let mut fx = cx;
    for f in Freedom::ALL {
        let (fy, s) = (row(3) + 3.0, 24.0);
        let letter = freedom_letter(f, lang);
        if seat.freedoms.contains(f) {
            fx += badge(svg, fx, fy, s, FREEDOM, &letter) + 5.0;
        } else {
            svg.rect(
                fx,
                fy,
                s,
                s,
                5.0,
                Paint::stroke(MUTED, 1.2).dashed(3.0, 3.0),
            );
            // Not held: the letter faint in a dashed box, so the slot still says which.
            svg.text(
                fx + s / 2.0,
                fy + s * 0.71,
                &letter,
                font(s * 0.6, Face::Condensed)
                    .coloured(Colour(0x8A7F70))
                    .anchored(Anchor::Middle),
            );
            fx += s + 5.0;
        }
    }
    if seat.best_work > 0 {
        let best = t!(lang, "princes-picture-best", value = seat.best_work);
        svg.text(cx, row(4) + 22.0, &best, font(SMALL, Face::Bold));
    }
    let x2 = cx + 54.0;
    counted(
        svg,
        cx,
        row(5) + 4.0,
        22.0,
        (PROFESSION, &t!(lang, "princes-picture-profession-letter")),
        seat.professions_in_hand,
    );
    counted(
        svg,
        x2,
        row(5) + 4.0,
        22.0,
        (RECRUITING, &t!(lang, "princes-picture-recruiting-letter")),
        seat.recruiting_in_hand,
    );
    counted(svg, cx, row(6) + 4.0, 22.0, (BONUS, "+"), seat.bonus_cards);
    counted(
        svg,
        x2,
        row(6) + 4.0,
        22.0,
        (PRESTIGE, "★"),
        seat.prestige_cards,
    );

    // Under the grid: the works on the table (recruitable), and characters held.
    let ty = g.y + g.side(GRID).max(7.0 * ROW) + 26.0;
    let chips = table_chips(seat, view, lang);
    let works = t!(
        lang,
        "princes-picture-works-on-table",
        works = u32::from(seat.recruiting_on_table) + u32::from(seat.table.len()),
        empty = seat.empty_cells
    );
    svg.text(
        x + 10.0,
        ty,
        &works,
        font(18.0, Face::Regular).coloured(MUTED),
    );
    let (at, _) = chip_rows(&chips, w - 20.0);
    for ((text, fill), (dx, r)) in chips.iter().zip(at) {
        let cw = text_width(text, CHIP_FONT, Face::Condensed) + 14.0;
        let (px, py) = (x + 10.0 + dx, ty + 8.0 + r as f32 * (CHIP_H + 4.0));
        svg.rect(
            px,
            py,
            cw,
            CHIP_H,
            6.0,
            Paint::fill(*fill).with_stroke(INK, 1.0),
        );
        svg.text(
            px + 7.0,
            py + 20.0,
            text,
            Font::new(CHIP_FONT, Face::Condensed, INK),
        );
    }
}
