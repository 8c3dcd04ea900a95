//! One seat's hand of money cards: the groups of three it holds (15 each), then the other cards
//! by currency and the certificates, and the best single payment it can make.

use super::super::fonts::Face;
use super::super::names::seat_name;
use super::super::style::{
    BODY, INK, INNER, MARGIN, MUTED, PANEL, PAPER, SMALL, WIDTH, font, heading, heading_with,
    marker, title_bar,
};
use super::super::svg::{Anchor, Paint, Scene, Svg};
use super::pieces::{ACCENT, CARD_H, CARD_W, card, currency_marker, currency_title};
use crate::engine::palazzo::{Card, Cards, Currency, PrivateView};
use crate::lang::Lang;
use crate::t;

const GAP: f32 = 6.0;

pub fn hand_scene(view: &PrivateView, names: &[String], lang: Lang) -> Scene {
    let mut svg = Svg::new(WIDTH, PAPER);
    let n = view.hand.len();
    let line = t!(
        lang,
        "palazzo-picture-hand-line",
        who = seat_name(names, view.seat.index()),
        count = n,
        best = view.best_value
    );
    let mut y = title_bar(
        &mut svg,
        &t!(lang, "palazzo-picture-hand-title"),
        ACCENT,
        &line,
    );
    if n == 0 {
        svg.text(
            MARGIN,
            y + 30.0,
            &t!(lang, "palazzo-hand-empty"),
            font(BODY, Face::Regular),
        );
        return svg.finish(y + 60.0);
    }

    let mut loose = view.hand;
    if view.groups.is_empty() {
        y = heading(&mut svg, y, &t!(lang, "palazzo-picture-cards"));
    } else {
        y = heading_with(
            &mut svg,
            y,
            &t!(lang, "palazzo-picture-groups"),
            &t!(lang, "palazzo-picture-groups-note"),
        );
        let w = 3.0 * CARD_W + 2.0 * GAP + 20.0;
        let per_row = ((INNER + 12.0) / (w + 12.0)) as usize;
        for (i, group) in view.groups.iter().enumerate() {
            loose.remove_all(group);
            let x = MARGIN + (i % per_row) as f32 * (w + 12.0);
            let gy = y + (i / per_row) as f32 * (CARD_H + 52.0);
            svg.rect(
                x,
                gy,
                w,
                CARD_H + 40.0,
                10.0,
                Paint::fill(PANEL).with_stroke(INK, 2.0),
            );
            for (k, c) in group.iter().enumerate() {
                card(&mut svg, x + 10.0 + k as f32 * (CARD_W + GAP), gy + 10.0, c);
            }
            svg.text(
                x + w / 2.0,
                gy + CARD_H + 33.0,
                "= 15",
                font(22.0, Face::Bold).anchored(Anchor::Middle),
            );
        }
        y += view.groups.len().div_ceil(per_row) as f32 * (CARD_H + 52.0) + 8.0;
        y = heading(&mut svg, y, &t!(lang, "palazzo-picture-other-cards"));
    }

    // One row per currency, then the certificates.
    let label_w = 210.0;
    let currencies = Currency::ALL.map(Some).into_iter().chain([None]);
    for currency in currencies {
        let cards = loose.only(|c| c.currency() == currency);
        let per_row = ((INNER - label_w + GAP) / (CARD_W + GAP)) as usize;
        let rows = cards.len().div_ceil(per_row).max(1);
        if let Some(c) = currency {
            let fill = super::pieces::currency_colour(Some(c));
            marker(
                &mut svg,
                currency_marker(c),
                (MARGIN + 12.0, y + 34.0),
                10.0,
                Paint::fill(fill).with_stroke(INK, 1.5),
            );
        } else {
            svg.rect(
                MARGIN + 2.0,
                y + 24.0,
                20.0,
                20.0,
                3.0,
                Paint::fill(super::pieces::currency_colour(None)).with_stroke(INK, 1.5),
            );
        }
        svg.text(
            MARGIN + 32.0,
            y + 36.0,
            &currency_title(currency, lang),
            font(BODY, Face::Bold),
        );
        let total: u32 = cards.iter().map(|c| u32::from(c.value())).sum();
        let note = match cards.len() {
            0 => t!(lang, "palazzo-picture-none"),
            _ => t!(lang, "palazzo-picture-in-all", total = total),
        };
        svg.text(
            MARGIN + 32.0,
            y + 62.0,
            &note,
            font(SMALL, Face::Regular).coloured(MUTED),
        );
        for (i, c) in cards.iter().enumerate() {
            let (row, col) = (i / per_row, i % per_row);
            card(
                &mut svg,
                MARGIN + label_w + col as f32 * (CARD_W + GAP),
                y + 4.0 + row as f32 * (CARD_H + GAP),
                c,
            );
        }
        y += rows as f32 * (CARD_H + GAP) + 12.0;
    }

    y = heading_with(
        &mut svg,
        y + 4.0,
        &t!(lang, "palazzo-hand-best"),
        &format!("{}", view.best_value),
    );
    y = payment_row(&mut svg, y, &view.best_payment, lang);
    svg.finish(y + MARGIN)
}

/// The cards of one payment, in a row (wrapping).
fn payment_row(svg: &mut Svg, y: f32, cards: &Cards, lang: Lang) -> f32 {
    if cards.is_empty() {
        svg.text(
            MARGIN,
            y + 26.0,
            &t!(lang, "palazzo-nothing"),
            font(SMALL, Face::Regular).coloured(MUTED),
        );
        return y + 40.0;
    }
    let per_row = ((INNER + GAP) / (CARD_W + GAP)) as usize;
    let list: Vec<Card> = cards.iter().collect();
    for (i, c) in list.iter().enumerate() {
        let (row, col) = (i / per_row, i % per_row);
        card(
            svg,
            MARGIN + col as f32 * (CARD_W + GAP),
            y + 4.0 + row as f32 * (CARD_H + GAP),
            *c,
        );
    }
    y + 4.0 + list.len().div_ceil(per_row) as f32 * (CARD_H + GAP)
}
