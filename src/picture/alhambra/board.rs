//! Alhambra's public board: the construction yard (each slot's currency and the building for
//! sale there), the money on display, every seat's buildings by type with the points at stake
//! in the next scoring, the scorings so far, and the decks.

use super::super::fonts::Face;
use super::super::names::seat_name;
use super::super::style::{
    BODY, HIGHLIGHT, INK, INNER, LINE, MARGIN, MUTED, PANEL, PAPER, SMALL, WIDTH, band, bold, font,
    heading, heading_with, ink_on, seat_marker, text_in, title_bar, turn_arrow,
};
use super::super::svg::{Anchor, Colour, Font, Paint, Scene, Svg};
use super::pieces::{
    ACCENT, at_stake, currency_plural, currency_sign, currency_title, money_card, next_scoring,
    type_badge, type_colour, type_name,
};
use crate::engine::Seat;
use crate::engine::alhambra::{BuildingType, PublicView, Scoring, SlotView};
use crate::lang::Lang;
use crate::t;

/// The board as SVG text.
pub fn board_scene(view: &PublicView, names: &[String], lang: Lang) -> Scene {
    let mut svg = Svg::new(WIDTH, PAPER);
    let line = match (view.to_act, &view.outcome) {
        (Some(seat), _) => t!(
            lang,
            "alhambra-picture-decision",
            who = super::super::names::short_name(names, seat.index()),
            action = view.actions_taken + 1,
            max = view.max_actions
        ),
        (None, Some(o)) => {
            let winners = o
                .standings
                .iter()
                .filter(|s| s.rank == 1)
                .map(|s| super::super::names::short_name(names, s.seat.index()))
                .reduce(|first, last| t!(lang, "list-and", first = first, last = last))
                .unwrap_or_default();
            t!(lang, "alhambra-picture-won", winners = winners)
        }
        (None, None) => t!(lang, "alhambra-picture-over"),
    };
    let mut y = title_bar(&mut svg, &t!(lang, "alhambra-title"), ACCENT, &line);
    y = heading_with(
        &mut svg,
        y,
        &t!(lang, "alhambra-picture-yard"),
        &t!(lang, "alhambra-picture-yard-note"),
    );
    y = yard(&mut svg, y + 4.0, &view.yard, lang) + 18.0;
    y = heading(&mut svg, y, &t!(lang, "alhambra-picture-display"));
    y = display(&mut svg, y + 4.0, view, lang) + 18.0;
    y = buildings(&mut svg, y, view, names, lang) + 10.0;
    y = scorings(&mut svg, y, view, names, lang) + 10.0;
    let mut footer = t!(
        lang,
        "alhambra-picture-footer",
        buildings = view.building_deck,
        money = view.money_deck,
        discards = view.discards
    );
    if !view.out_of_game.is_empty() {
        footer.push_str(" · ");
        footer.push_str(&t!(
            lang,
            "alhambra-picture-out-of-game",
            count = view.out_of_game.len()
        ));
    }
    text_in(
        &mut svg,
        MARGIN,
        y + 20.0,
        INNER,
        &footer,
        font(SMALL, Face::Regular).coloured(MUTED),
    );
    svg.finish(y + 32.0 + MARGIN)
}

const SLOT_GAP: f32 = 8.0;

/// The four slots: a band in the slot's currency, and the building card for sale below it.
fn yard(svg: &mut Svg, y: f32, yard: &[SlotView], lang: Lang) -> f32 {
    const CARD: f32 = 112.0;
    const BAND: f32 = 38.0;
    let w = (INNER - 3.0 * SLOT_GAP) / 4.0;
    for (i, slot) in yard.iter().enumerate() {
        let x = MARGIN + i as f32 * (w + SLOT_GAP);
        svg.rect(x, y, w, BAND + CARD + 10.0, 8.0, Paint::fill(PANEL));
        currency_sign(svg, slot.currency, (x + 20.0, y + 20.0), 10.0);
        svg.text(
            x + 38.0,
            y + 28.0,
            &currency_title(slot.currency, lang),
            font(22.0, Face::Bold),
        );
        let (cx, cy, cw) = (x + 6.0, y + BAND, w - 12.0);
        if let Some(b) = &slot.building {
            let fill = type_colour(b.kind);
            let ink = ink_on(fill);
            svg.rect(
                cx,
                cy,
                cw,
                CARD,
                8.0,
                Paint::fill(fill).with_stroke(INK, 2.0),
            );
            type_badge(svg, b.kind, cx + 8.0, cy + 8.0, 28.0, lang);
            svg.text(
                cx + 44.0,
                cy + 30.0,
                &type_name(b.kind, lang),
                Font::new(21.0, Face::CondensedBold, ink),
            );
            svg.text(
                cx + cw / 2.0,
                cy + 84.0,
                &b.price.to_string(),
                Font::new(44.0, Face::Bold, ink).anchored(Anchor::Middle),
            );
            svg.text(
                cx + cw / 2.0,
                cy + 104.0,
                &currency_plural(slot.currency, lang),
                Font::new(17.0, Face::Condensed, ink).anchored(Anchor::Middle),
            );
        } else {
            svg.rect(
                cx,
                cy,
                cw,
                CARD,
                8.0,
                Paint::stroke(MUTED, 2.0).dashed(8.0, 6.0),
            );
            svg.text(
                cx + cw / 2.0,
                cy + 64.0,
                &t!(lang, "alhambra-picture-bought"),
                font(SMALL, Face::Regular)
                    .coloured(MUTED)
                    .anchored(Anchor::Middle),
            );
        }
    }
    y + BAND + CARD + 10.0
}

/// The money cards on display, large.
fn display(svg: &mut Svg, y: f32, view: &PublicView, lang: Lang) -> f32 {
    const W: f32 = 84.0;
    const H: f32 = 112.0;
    if view.money_display.is_empty() {
        svg.text(
            MARGIN,
            y + 26.0,
            &t!(lang, "alhambra-none"),
            font(BODY, Face::Regular).coloured(MUTED),
        );
        return y + 40.0;
    }
    for (i, card) in view.money_display.iter().enumerate() {
        money_card(svg, MARGIN + i as f32 * (W + 12.0), y, (W, H), *card, lang);
    }
    y + H
}

const NAME_W: f32 = 200.0;
const TYPE_W: f32 = 80.0;
const ROW: f32 = 58.0;

/// The seats' buildings by type: one row per seat (and Dirk), one column per type, each cell
/// the count and, small, the points it would win in the next scoring if it were now.
fn buildings(svg: &mut Svg, y: f32, view: &PublicView, names: &[String], lang: Lang) -> f32 {
    type Row = (String, Option<usize>, [u32; 6], Option<usize>);
    let next = next_scoring(view);
    let note = match next {
        Some(s) => t!(lang, "alhambra-picture-stake", scoring = s.to_string()),
        None => String::new(),
    };
    let mut y = heading_with(svg, y, &t!(lang, "alhambra-picture-buildings"), &note);
    let x0 = MARGIN + NAME_W;
    // Header: each type's badge and name.
    for t in BuildingType::ALL {
        let x = x0 + t.index() as f32 * TYPE_W;
        type_badge(svg, t, x + TYPE_W / 2.0 - 14.0, y, 28.0, lang);
        svg.text(
            x + TYPE_W / 2.0,
            y + 50.0,
            &type_name(t, lang),
            font(18.0, Face::Condensed).anchored(Anchor::Middle),
        );
    }
    let cards_x = x0 + 6.0 * TYPE_W + (WIDTH - MARGIN - x0 - 6.0 * TYPE_W) / 2.0;
    svg.text(
        cards_x,
        y + 50.0,
        &t!(lang, "alhambra-picture-cards"),
        font(18.0, Face::Condensed).anchored(Anchor::Middle),
    );
    y += 60.0;
    let stake = next.map(|s| at_stake(view, s));
    // Per row: the name, the seat (none for Dirk), buildings by type, money cards.
    let mut rows: Vec<Row> = view
        .seats
        .iter()
        .map(|s| {
            (
                seat_name(names, s.seat.index()),
                Some(s.seat.index()),
                s.by_type,
                Some(s.money_cards),
            )
        })
        .collect();
    if let Some(d) = &view.dirk {
        rows.push((t!(lang, "alhambra-dirk"), None, d.by_type, None));
    }
    for (r, (name, seat, by_type, cards)) in rows.iter().enumerate() {
        if let Some(i) = seat {
            if view.to_act == Some(Seat(*i as u8)) {
                band(svg, y, ROW - 4.0, HIGHLIGHT);
                turn_arrow(svg, MARGIN, y + 27.0, 16.0);
            }
            seat_marker(svg, *i, (MARGIN + 30.0, y + 27.0), 10.0);
        } else {
            svg.circle(
                MARGIN + 30.0,
                y + 27.0,
                10.0,
                Paint::stroke(MUTED, 2.0).dashed(3.0, 3.0),
            );
        }
        let name_font = if seat.is_some() {
            bold()
        } else {
            font(BODY, Face::Regular).coloured(MUTED)
        };
        text_in(svg, MARGIN + 48.0, y + 35.0, NAME_W - 56.0, name, name_font);
        if seat.is_none() {
            svg.text(
                MARGIN + 48.0,
                y + 52.0,
                &t!(lang, "alhambra-picture-imaginary"),
                font(16.0, Face::Regular).coloured(MUTED),
            );
        }
        for t in BuildingType::ALL {
            let x = x0 + t.index() as f32 * TYPE_W + TYPE_W / 2.0;
            let n = by_type[t.index()];
            let count_font = if n == 0 {
                font(24.0, Face::Regular).coloured(LINE)
            } else {
                font(26.0, Face::Bold)
            };
            svg.text(
                x,
                y + 30.0,
                &n.to_string(),
                count_font.anchored(Anchor::Middle),
            );
            if let Some(stake) = &stake {
                let p = stake[r][t.index()];
                if p > 0 {
                    svg.text(
                        x,
                        y + 50.0,
                        &format!("+{p}"),
                        font(18.0, Face::Bold)
                            .coloured(Colour(0x1B6E3A))
                            .anchored(Anchor::Middle),
                    );
                }
            }
        }
        if let Some(n) = cards {
            svg.text(
                cards_x,
                y + 34.0,
                &n.to_string(),
                font(BODY, Face::Regular).anchored(Anchor::Middle),
            );
        }
        svg.line(
            (MARGIN, y + ROW - 2.0),
            (WIDTH - MARGIN, y + ROW - 2.0),
            Paint::stroke(LINE, 1.0),
        );
        y += ROW;
    }
    y
}

/// Points per scoring: A, B, C and the total; the next scoring's column shows, muted, what it
/// would give now.
fn scorings(svg: &mut Svg, y: f32, view: &PublicView, names: &[String], lang: Lang) -> f32 {
    const COL: f32 = 120.0;
    let mut y = heading(svg, y, &t!(lang, "alhambra-picture-scorings"));
    let x0 = WIDTH - MARGIN - 4.0 * COL;
    let next = next_scoring(view);
    let stake_totals: Option<Vec<u32>> =
        next.map(|s| at_stake(view, s).iter().map(|p| p.iter().sum()).collect());
    for (k, s) in [Scoring::A, Scoring::B, Scoring::C].into_iter().enumerate() {
        let done = view.scorings.iter().any(|r| r.scoring == s);
        let label = if done {
            format!("{s}")
        } else if Some(s) == next {
            t!(lang, "alhambra-picture-next", scoring = s.to_string())
        } else {
            t!(lang, "alhambra-picture-later", scoring = s.to_string())
        };
        let f = if done {
            font(SMALL, Face::Bold)
        } else {
            font(SMALL, Face::Regular).coloured(MUTED)
        };
        svg.text(
            x0 + k as f32 * COL + COL / 2.0,
            y + 20.0,
            &label,
            f.anchored(Anchor::Middle),
        );
    }
    svg.text(
        x0 + 3.0 * COL + COL / 2.0,
        y + 20.0,
        &t!(lang, "alhambra-picture-total"),
        font(SMALL, Face::Bold).anchored(Anchor::Middle),
    );
    y += 30.0;
    let seats = view.seats.len();
    let participants = seats + usize::from(view.dirk.is_some());
    for p in 0..participants {
        let is_dirk = p == seats;
        let name = if is_dirk {
            t!(lang, "alhambra-dirk-imaginary")
        } else {
            seat_name(names, p)
        };
        if is_dirk {
            svg.circle(
                MARGIN + 30.0,
                y + 20.0,
                10.0,
                Paint::stroke(MUTED, 2.0).dashed(3.0, 3.0),
            );
        } else {
            seat_marker(svg, p, (MARGIN + 30.0, y + 20.0), 10.0);
        }
        let name_font = if is_dirk {
            font(BODY, Face::Regular).coloured(MUTED)
        } else {
            bold()
        };
        text_in(
            svg,
            MARGIN + 48.0,
            y + 28.0,
            x0 - MARGIN - 56.0,
            &name,
            name_font,
        );
        let mut total = 0;
        for (k, s) in [Scoring::A, Scoring::B, Scoring::C].into_iter().enumerate() {
            let cx = x0 + k as f32 * COL + COL / 2.0;
            let result = view.scorings.iter().find(|r| r.scoring == s);
            let points = result.and_then(|r| {
                if is_dirk {
                    r.dirk_total()
                } else {
                    Some(r.seat_total(Seat(p as u8)))
                }
            });
            match points {
                Some(n) => {
                    total += n;
                    svg.text(
                        cx,
                        y + 28.0,
                        &n.to_string(),
                        font(BODY, Face::Regular).anchored(Anchor::Middle),
                    );
                }
                None if Some(s) == next => {
                    let n = stake_totals.as_ref().map_or(0, |t| t[p]);
                    svg.text(
                        cx,
                        y + 28.0,
                        &format!("({n})"),
                        font(BODY, Face::Regular)
                            .coloured(MUTED)
                            .anchored(Anchor::Middle),
                    );
                }
                None => {
                    svg.text(
                        cx,
                        y + 28.0,
                        "–",
                        font(BODY, Face::Regular)
                            .coloured(LINE)
                            .anchored(Anchor::Middle),
                    );
                }
            }
        }
        svg.text(
            x0 + 3.0 * COL + COL / 2.0,
            y + 28.0,
            &total.to_string(),
            font(BODY, Face::Bold).anchored(Anchor::Middle),
        );
        y += 40.0;
    }
    if next.is_some() {
        svg.text(
            MARGIN,
            y + 18.0,
            &t!(lang, "alhambra-picture-stake-key"),
            font(SMALL, Face::Regular).coloured(MUTED),
        );
        y += 28.0;
    }
    y
}
