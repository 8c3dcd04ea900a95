//! One seat's hand, for its eyes only: every card with what it names and whether it can be
//! completed now (the view's `ready`), what the contracts would pay now, the seat's holdings,
//! and the offers it made or was made, with the cards named.

use super::super::fonts::Face;
use super::super::fonts::text_width;
use super::super::names::short_name;
use super::super::raster::MAX_SIDE;
use super::super::style::{
    BODY, INNER, LINE, MARGIN, MUTED, PAPER, WIDTH, font, heading, heading_with, title_bar,
};
use super::super::svg::{Anchor, Colour, Paint, Scene, Svg};
use super::holdings::players_table;
use super::offers::{Fit, offer_table};
use super::signs::{ACCENT, Chip, card, draw_line, lines};
use crate::engine::genoa::view::{CardView, PrivateView, PublicView};
use crate::engine::genoa::{BuildingId, CardKind, Commodities, Face as CardFace};
use crate::lang::Lang;
use crate::t;

const H: f32 = 25.0;
const LINE_H: f32 = 31.0;
const CARD_H: f32 = 34.0;
const READY: Colour = Colour(0x1B7F3B);

pub fn hand_scene(view: &PrivateView, names: &[String], lang: Lang) -> Scene {
    let mut svg = Svg::new(WIDTH, PAPER);
    let public = &view.public;
    let me = public.seats.get(view.seat.index());
    let line = t!(
        lang,
        "genoa-picture-hand-line",
        who = short_name(names, view.seat.index()),
        ducats = me.map_or(0, |s| s.ducats),
        pay = view.contract_income
    );
    let mut y = title_bar(
        &mut svg,
        &t!(
            lang,
            "genoa-picture-hand-title",
            game = t!(lang, "game-genoa")
        ),
        ACCENT,
        &line,
    );
    let held = me.map(|s| s.commodities).unwrap_or_default();

    for kind in CardKind::ALL {
        let cards: Vec<&CardView> = view.hand.iter().filter(|c| c.card.kind() == kind).collect();
        let (title, note) = section(kind, public, lang);
        y = heading_with(&mut svg, y, &title, &note);
        if cards.is_empty() {
            svg.text(
                MARGIN,
                y + 24.0,
                &t!(lang, "genoa-picture-none-in-hand"),
                font(BODY - 2.0, Face::Regular).coloured(MUTED),
            );
            y += 34.0;
        }
        for c in cards {
            y = card_row(&mut svg, y, c, &held, lang);
        }
        y += 12.0;
    }

    if let Some(seat) = me {
        y = heading(&mut svg, y, &t!(lang, "genoa-picture-what-you-hold"));
        y = players_table(&mut svg, y - 6.0, &[seat], public, names, lang) + 12.0;
    }
    let mine: Vec<_> = public
        .offers
        .iter()
        .filter(|o| o.from == view.seat || o.to == Some(view.seat))
        .collect();
    if !mine.is_empty() {
        y = heading_with(
            &mut svg,
            y,
            &t!(lang, "genoa-picture-your-offers"),
            &t!(lang, "genoa-picture-your-offers-note"),
        );
        let room = MAX_SIDE as f32 - MARGIN - y;
        y = offer_table(
            &mut svg,
            y - 6.0,
            &mine,
            public,
            names,
            room,
            Fit::ALL,
            lang,
        );
    }
    svg.finish(y + MARGIN)
}

/// A section's heading and the note after it: what the cards ask and pay.
fn section(kind: CardKind, view: &PublicView, lang: Lang) -> (String, String) {
    let n = &view.numbers;
    match kind {
        CardKind::LargeOrder => (
            t!(lang, "genoa-picture-large-orders"),
            t!(
                lang,
                "genoa-picture-large-orders-note",
                ducats = n.large_order
            ),
        ),
        CardKind::SmallOrder => (
            t!(lang, "genoa-picture-small-orders"),
            t!(
                lang,
                "genoa-picture-small-orders-note",
                ducats = n.small_order
            ),
        ),
        CardKind::Message => (
            t!(lang, "genoa-picture-messages"),
            t!(lang, "genoa-picture-messages-note", ducats = n.message),
        ),
        CardKind::Contract => {
            let pays: Vec<String> = n.contract_groups.iter().map(u32::to_string).collect();
            (
                t!(lang, "genoa-picture-contracts"),
                t!(lang, "genoa-picture-contracts-note", pays = pays.join(", ")),
            )
        }
    }
}

fn name(b: BuildingId, lang: Lang) -> String {
    t!(lang, "genoa-building", building = b.key())
}

/// What a card names, as chips after its id.
fn asks(face: CardFace, held: &Commodities, lang: Lang) -> Vec<Chip> {
    match face {
        CardFace::LargeOrder { villa, commodities } => {
            let mut chips = vec![Chip::Text(format!("{}:", name(villa, lang)))];
            chips.extend(commodities.iter().map(|&c| Chip::Commodity(c, None)));
            let missing: Vec<String> = commodities
                .iter()
                .filter(|&&c| !held.contains(c))
                .map(|c| t!(lang, "genoa-commodity", commodity = c.key()))
                .collect();
            if !missing.is_empty() {
                chips.push(Chip::Muted(t!(
                    lang,
                    "genoa-picture-you-lack",
                    what = missing.join(", ")
                )));
            }
            chips
        }
        CardFace::SmallOrder {
            building,
            commodity,
        } => {
            let mut chips = vec![
                Chip::Text(format!("{}:", name(building, lang))),
                Chip::Commodity(commodity, None),
                Chip::Text(t!(lang, "genoa-commodity", commodity = commodity.key())),
            ];
            if !held.contains(commodity) {
                chips.push(Chip::Muted(t!(lang, "genoa-picture-you-lack-it")));
            }
            chips
        }
        CardFace::Message { buildings } => vec![Chip::Text(format!(
            "{} + {}",
            name(buildings[0], lang),
            name(buildings[1], lang)
        ))],
        CardFace::Contract { building } => vec![Chip::Text(name(building, lang))],
    }
}

/// Whether a card can be completed now, in words.
fn status(c: &CardView, lang: Lang) -> (String, Colour) {
    let (status, colour) = match (c.face, c.ready) {
        (CardFace::Contract { .. }, true) => ("yours", READY),
        (CardFace::Contract { .. }, false) => ("not-yours", MUTED),
        (CardFace::Message { .. }, true) => ("visited", READY),
        (CardFace::Message { .. }, false) => ("not-visited", MUTED),
        (_, true) => ("ready", READY),
        (_, false) => ("not-ready", MUTED),
    };
    (t!(lang, "genoa-picture-status", status = status), colour)
}

/// One card on a line (two if it must): its back, its id, what it names, and whether it can
/// be completed now at the right; returns the y below it.
fn card_row(svg: &mut Svg, y: f32, c: &CardView, held: &Commodities, lang: Lang) -> f32 {
    let (said, colour) = status(c, lang);
    let said = said.as_str();
    let sf = font(20.0, Face::Bold).coloured(colour);
    let said_w = text_width(said, sf.size, sf.face);
    let x = MARGIN;
    let tx = x + CARD_H * 0.74 + 10.0;
    let mut chips = vec![Chip::Bold(c.card.key().to_string())];
    chips.extend(asks(c.face, held, lang));
    let body = lines(chips, WIDTH - MARGIN - tx - said_w - 12.0, H, lang);
    let h = (body.len() as f32 * LINE_H).max(CARD_H) + 10.0;
    if c.ready {
        svg.rect(
            MARGIN - 8.0,
            y + 1.0,
            INNER + 16.0,
            h - 2.0,
            6.0,
            Paint::fill(Colour(0xDCEFD9)),
        );
    }
    card(svg, x, y + 5.0, CARD_H, c.card.kind(), lang);
    let mut ly = y + 5.0 + (CARD_H - H) / 2.0 - if body.len() > 1 { 4.0 } else { 0.0 };
    for chips in &body {
        draw_line(svg, tx, ly, H, chips, lang);
        ly += LINE_H;
    }
    svg.text(
        WIDTH - MARGIN,
        y + 5.0 + CARD_H / 2.0 + 7.0,
        said,
        sf.anchored(Anchor::End),
    );
    svg.line(
        (MARGIN, y + h),
        (WIDTH - MARGIN, y + h),
        Paint::stroke(LINE, 1.0),
    );
    y + h
}
