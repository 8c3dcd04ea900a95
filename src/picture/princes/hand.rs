//! One seat's hand: its profession cards (what each wants and the work value it would have now),
//! recruiting, bonus and prestige cards, the cards drawn for it to keep one of, and its
//! principality.

use super::super::fonts::Face;
use super::super::fonts::fit;
use super::super::fonts::wrap;
use super::super::names::short_name;
use super::super::style::{
    BODY, INK, INNER, LINE, MARGIN, MUTED, PANEL, PAPER, WIDTH, font, heading, heading_with,
    number, text_in, title_bar,
};
use super::super::svg::{Anchor, Colour, Font, Paint, Scene, Svg};
use super::board::{acting, seat_panel, seat_panel_height};
use super::pieces::{
    ACCENT, BONUS, FREEDOM, PRESTIGE, RECRUITING, badge, building_colour, counted, landscape_colour,
};
use super::words::{self, building_initials, freedom_letter, landscape_letter};
use crate::engine::princes::{Bonus, Card, Piece, PrivateView, Profession, PublicView, SeatView};
use crate::lang::Lang;
use crate::t;

/// The seat's principality in its hand: cells of this many px.
const CELL: f32 = 46.0;

pub fn hand_scene(view: &PrivateView, names: &[String], lang: Lang) -> Scene {
    let mut svg = Svg::new(WIDTH, PAPER);
    let public = &view.public;
    let me = public.seats.get(view.seat.index());
    let line = t!(
        lang,
        "princes-picture-hand-line",
        who = short_name(names, view.seat.index()),
        money = me.map_or(0, |s| s.money),
        points = number(me.map_or(0, |s| s.points)),
        minimum = public.minimum_work
    );
    let mut y = title_bar(
        &mut svg,
        &t!(
            lang,
            "princes-picture-hand-title",
            game = t!(lang, "game-princes")
        ),
        ACCENT,
        &line,
    );
    let bonus_mark = (BONUS, "+");
    let prestige_mark = (PRESTIGE, "★");

    if !view.drawn.is_empty() {
        y = heading_with(
            &mut svg,
            y,
            &t!(lang, "princes-picture-drawn"),
            &t!(lang, "princes-picture-drawn-note"),
        );
        let mut cards = Vec::new();
        for card in &view.drawn {
            match card {
                Card::Profession(p) => {
                    y = profession_row(&mut svg, y, *p, None, me, public, lang);
                }
                Card::Bonus(b) => cards.push((
                    bonus_mark,
                    words::bonus_title(*b, lang),
                    bonus_fine_print(*b, lang),
                )),
                Card::Prestige(p) => cards.push((
                    prestige_mark,
                    words::prestige_title(*p, lang),
                    String::new(),
                )),
            }
        }
        y = text_cards(&mut svg, y, &cards) + 8.0;
    }

    y = heading_with(
        &mut svg,
        y,
        &t!(lang, "princes-picture-professions"),
        &t!(lang, "princes-picture-professions-note"),
    );
    if view.professions.is_empty() {
        svg.text(
            MARGIN,
            y + 26.0,
            &t!(lang, "princes-picture-no-profession"),
            font(BODY, Face::Regular).coloured(MUTED),
        );
        y += 40.0;
    }
    for hp in &view.professions {
        y = profession_row(
            &mut svg,
            y,
            hp.profession,
            Some(hp.work_value),
            me,
            public,
            lang,
        );
    }
    let recruiting = me.map_or(0, |s| s.recruiting_in_hand);
    if recruiting > 0 {
        counted(
            &mut svg,
            MARGIN,
            y + 4.0,
            30.0,
            (RECRUITING, &t!(lang, "princes-picture-recruiting-letter")),
            recruiting,
        );
        svg.text(
            MARGIN + 80.0,
            y + 28.0,
            &t!(lang, "princes-picture-recruiting"),
            font(20.0, Face::Regular),
        );
        y += 44.0;
    }
    y += 8.0;

    y = heading_with(
        &mut svg,
        y,
        &t!(lang, "princes-picture-bonus"),
        &t!(lang, "princes-picture-bonus-note"),
    );
    if view.bonus.is_empty() {
        y = none(&mut svg, y, &t!(lang, "princes-picture-no-bonus"));
    }
    let cards: Vec<_> = view
        .bonus
        .iter()
        .map(|b| {
            (
                bonus_mark,
                words::bonus_title(b, lang),
                bonus_fine_print(b, lang),
            )
        })
        .collect();
    y = text_cards(&mut svg, y, &cards);
    y += 8.0;
    y = heading_with(
        &mut svg,
        y,
        &t!(lang, "princes-picture-prestige"),
        &t!(lang, "princes-picture-prestige-note"),
    );
    if view.prestige.is_empty() {
        y = none(&mut svg, y, &t!(lang, "princes-picture-no-prestige"));
    }
    let cards: Vec<_> = view
        .prestige
        .iter()
        .map(|p| (prestige_mark, words::prestige_title(p, lang), String::new()))
        .collect();
    y = text_cards(&mut svg, y, &cards);
    y += 8.0;

    if let Some(seat) = me {
        y = heading(&mut svg, y, &t!(lang, "princes-picture-your-principality"));
        let h = seat_panel_height(seat, public, INNER, CELL, lang);
        seat_panel(
            &mut svg,
            (MARGIN, y, INNER, h),
            seat,
            public,
            names,
            &acting(public),
            CELL,
            lang,
        );
        y = super::pieces::legend(&mut svg, MARGIN, y + h, lang);
    }
    svg.finish(y + MARGIN)
}

fn none(svg: &mut Svg, y: f32, text: &str) -> f32 {
    svg.text(
        MARGIN,
        y + 26.0,
        text,
        font(BODY, Face::Regular).coloured(MUTED),
    );
    y + 40.0
}

/// A profession card as a row: its name, the building, landscape and freedom it wants (✓ on
/// those the seat has) and, in hand, the value of a work by it now.
fn profession_row(
    svg: &mut Svg,
    y: f32,
    p: Profession,
    value: Option<u8>,
    me: Option<&SeatView>,
    public: &PublicView,
    lang: Lang,
) -> f32 {
    const H: f32 = 84.0;
    let (b, l, f) = p.wants();
    let has = |piece: Piece| me.is_some_and(|s| s.placed.iter().any(|q| q.piece == piece));
    let wants = [
        (
            (building_colour(b), building_initials(b, lang)),
            words::building(b, lang),
            has(Piece::Building(b)),
        ),
        (
            (landscape_colour(l), landscape_letter(l, lang)),
            words::landscape(l, lang),
            has(Piece::Landscape(l)),
        ),
        (
            (FREEDOM, freedom_letter(f, lang)),
            words::freedom(f, lang),
            me.is_some_and(|s| s.freedoms.contains(f)),
        ),
    ];
    svg.rect(
        MARGIN,
        y,
        INNER,
        H - 8.0,
        8.0,
        Paint::fill(super::pieces::PROFESSION).with_stroke(LINE, 1.5),
    );
    text_in(
        svg,
        MARGIN + 12.0,
        y + 30.0,
        420.0,
        &words::profession(p, lang),
        font(BODY, Face::Bold),
    );
    let mut x = MARGIN + 12.0;
    for ((fill, letters), name, held) in &wants {
        let w = badge(svg, x, y + 42.0, 26.0, *fill, letters);
        let label = if *held {
            format!("{name} ✓")
        } else {
            name.clone()
        };
        let lf = if *held {
            font(19.0, Face::CondensedBold)
        } else {
            font(19.0, Face::Condensed).coloured(MUTED)
        };
        svg.text(x + w + 6.0, y + 62.0, &label, lf);
        x += 150.0;
    }
    if let Some(v) = value {
        let right = MARGIN + INNER - 14.0;
        svg.text(
            right,
            y + 46.0,
            &v.to_string(),
            Font::new(38.0, Face::Bold, INK).anchored(Anchor::End),
        );
        let (note, colour) = if v >= public.minimum_work {
            (t!(lang, "princes-picture-work-value"), INK)
        } else {
            (t!(lang, "princes-picture-below-minimum"), Colour(0xB3261E))
        };
        svg.text(
            right,
            y + 68.0,
            &note,
            Font::new(18.0, Face::Condensed, colour).anchored(Anchor::End),
        );
    }
    y + H
}

/// A card with words: its badge, a short title and its text wrapped.
type Words<'a> = ((Colour, &'a str), String, String);

const TEXT_SIZE: f32 = 18.0;

/// Cards with words, two to a row; returns the y below them.
fn text_cards(svg: &mut Svg, y: f32, cards: &[Words]) -> f32 {
    const GAP: f32 = 12.0;
    let w = (INNER - GAP) / 2.0;
    let lines = |text: &str| wrap(text, w - 20.0, TEXT_SIZE, Face::Condensed);
    let mut y = y;
    for pair in cards.chunks(2) {
        let h = pair
            .iter()
            .map(|(_, _, text)| 44.0 + lines(text).len() as f32 * 22.0)
            .fold(0.0, f32::max);
        for (k, (mark, title, text)) in pair.iter().enumerate() {
            let x = MARGIN + k as f32 * (w + GAP);
            svg.rect(x, y, w, h, 8.0, Paint::fill(PANEL).with_stroke(LINE, 1.5));
            badge(svg, x + 8.0, y + 8.0, 28.0, mark.0, mark.1);
            svg.text(
                x + 44.0,
                y + 30.0,
                &fit(title, w - 52.0, 20.0, Face::CondensedBold),
                font(20.0, Face::CondensedBold),
            );
            for (i, l) in lines(text).iter().enumerate() {
                svg.text(
                    x + 10.0,
                    y + 56.0 + i as f32 * 22.0,
                    l,
                    font(TEXT_SIZE, Face::Condensed),
                );
            }
        }
        y += h + GAP;
    }
    y
}

/// The card's words where its title does not say all: which professions count, and the
/// categories. Text is what makes a picture heavy, so the other cards show their title only.
fn bonus_fine_print(b: Bonus, lang: Lang) -> String {
    match b {
        Bonus::ProfessionsInHand | Bonus::ProfessionsOnTable | Bonus::Categories => {
            words::bonus_text(b, lang)
        }
        _ => String::new(),
    }
}
