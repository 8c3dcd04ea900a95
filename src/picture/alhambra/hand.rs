//! One seat's hand: its money cards by currency, each currency's total, and beside it the
//! building for sale in that currency's slot (whether the hand can pay it, and exactly).

use super::super::fonts::Face;
use super::super::names::seat_name;
use super::super::style::{
    BODY, INNER, LINE, MARGIN, MUTED, PAPER, SMALL, WIDTH, font, heading, text_in, title_bar,
};
use super::super::svg::{Paint, Scene, Svg};
use super::pieces::{ACCENT, currency_sign, currency_title, money_card, type_name};
use crate::engine::alhambra::{Currency, PrivateView};
use crate::lang::Lang;
use crate::t;

const CARD: (f32, f32) = (56.0, 80.0);
const GAP: f32 = 6.0;

pub fn hand_scene(view: &PrivateView, names: &[String], lang: Lang) -> Scene {
    let mut svg = Svg::new(WIDTH, PAPER);
    let n = view.hand.len();
    let line = t!(
        lang,
        "alhambra-picture-hand-line",
        who = seat_name(names, view.seat.index()),
        count = n
    );
    let mut y = title_bar(
        &mut svg,
        &t!(lang, "alhambra-picture-hand-title"),
        ACCENT,
        &line,
    );
    y = heading(&mut svg, y, &t!(lang, "alhambra-picture-by-currency"));
    let label_w = 190.0;
    let per_row = ((INNER - label_w + GAP) / (CARD.0 + GAP)) as usize;
    for currency in Currency::ALL {
        let cards = view.hand.of(currency);
        let rows = cards.len().div_ceil(per_row).max(1);
        let h = (rows as f32 * (CARD.1 + GAP)).max(112.0);
        currency_sign(&mut svg, currency, (MARGIN + 12.0, y + 24.0), 11.0);
        svg.text(
            MARGIN + 32.0,
            y + 32.0,
            &currency_title(currency, lang),
            font(BODY, Face::Bold),
        );
        let total = view.totals[currency.index()];
        svg.text(
            MARGIN + 32.0,
            y + 58.0,
            &t!(lang, "alhambra-picture-in-all", total = total),
            font(SMALL, Face::Regular).coloured(MUTED),
        );
        // The building for sale in this currency, and whether these cards can pay for it.
        let slot = view.public.yard.iter().find(|s| s.currency == currency);
        if let Some(b) = slot.and_then(|s| s.building) {
            let price = u32::from(b.price);
            let verdict = match total.cmp(&price) {
                std::cmp::Ordering::Less => {
                    t!(lang, "alhambra-picture-short", short = price - total)
                }
                std::cmp::Ordering::Equal => t!(lang, "alhambra-picture-exactly"),
                std::cmp::Ordering::Greater => t!(lang, "alhambra-picture-can-pay"),
            };
            let note = font(18.0, Face::Condensed).coloured(MUTED);
            let room = label_w - 40.0;
            let sale = format!("{} {}", type_name(b.kind, lang), b.price);
            text_in(&mut svg, MARGIN + 32.0, y + 84.0, room, &sale, note);
            text_in(&mut svg, MARGIN + 32.0, y + 106.0, room, &verdict, note);
        }
        if cards.is_empty() {
            svg.text(
                MARGIN + label_w,
                y + 34.0,
                &t!(lang, "alhambra-none"),
                font(SMALL, Face::Regular).coloured(MUTED),
            );
        }
        for (i, card) in cards.iter().enumerate() {
            let (row, col) = (i / per_row, i % per_row);
            money_card(
                &mut svg,
                MARGIN + label_w + col as f32 * (CARD.0 + GAP),
                y + 4.0 + row as f32 * (CARD.1 + GAP),
                CARD,
                card,
                lang,
            );
        }
        y += h + 8.0;
        svg.line((MARGIN, y), (WIDTH - MARGIN, y), Paint::stroke(LINE, 1.0));
        y += 8.0;
    }
    svg.finish(y + MARGIN)
}
