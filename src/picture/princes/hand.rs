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
    ACCENT, BONUS, FREEDOM, PRESTIGE, RECRUITING, badge, building_colour, building_initials,
    counted, freedom_letter, landscape_colour, landscape_letter,
};
use crate::engine::princes::{
    Bonus, Card, Piece, Prestige, PrivateView, Profession, PublicView, SeatView,
};

/// The seat's principality in its hand: cells of this many px.
const CELL: f32 = 46.0;

pub fn hand_scene(view: &PrivateView, names: &[String]) -> Scene {
    let mut svg = Svg::new(WIDTH, PAPER);
    let public = &view.public;
    let me = public.seats.get(view.seat.index());
    let line = format!(
        "{} · ƒ {} · {} PP · minimum work value {}",
        short_name(names, view.seat.index()),
        me.map_or(0, |s| s.money),
        number(me.map_or(0, |s| s.points)),
        public.minimum_work
    );
    let mut y = title_bar(
        &mut svg,
        "The Princes of Florence · your hand",
        ACCENT,
        &line,
    );

    if !view.drawn.is_empty() {
        y = heading_with(
            &mut svg,
            y,
            "Drawn for you",
            "keep one, the rest go under the deck",
        );
        let mut words = Vec::new();
        for card in &view.drawn {
            match card {
                Card::Profession(p) => y = profession_row(&mut svg, y, *p, None, me, public),
                Card::Bonus(b) => words.push(((BONUS, "+"), bonus_title(*b), bonus_fine_print(*b))),
                Card::Prestige(p) => words.push(((PRESTIGE, "★"), prestige_title(*p), "")),
            }
        }
        y = text_cards(&mut svg, y, &words) + 8.0;
    }

    y = heading_with(
        &mut svg,
        y,
        "Professions",
        "work value now, without bonus cards",
    );
    if view.professions.is_empty() {
        svg.text(
            MARGIN,
            y + 26.0,
            "No profession card in hand.",
            font(BODY, Face::Regular).coloured(MUTED),
        );
        y += 40.0;
    }
    for hp in &view.professions {
        y = profession_row(&mut svg, y, hp.profession, Some(hp.work_value), me, public);
    }
    let recruiting = me.map_or(0, |s| s.recruiting_in_hand);
    if recruiting > 0 {
        counted(
            &mut svg,
            MARGIN,
            y + 4.0,
            30.0,
            (RECRUITING, "R"),
            recruiting,
        );
        svg.text(
            MARGIN + 80.0,
            y + 28.0,
            "recruiting: play another's profession from the table",
            font(20.0, Face::Regular),
        );
        y += 44.0;
    }
    y += 8.0;

    y = heading_with(&mut svg, y, "Bonus cards", "each adds to one work's value");
    if view.bonus.is_empty() {
        y = none(&mut svg, y, "No bonus card.");
    }
    let cards: Vec<_> = view
        .bonus
        .iter()
        .map(|b| ((BONUS, "+"), bonus_title(b), bonus_fine_print(b)))
        .collect();
    y = text_cards(&mut svg, y, &cards);
    y += 8.0;
    y = heading_with(
        &mut svg,
        y,
        "Prestige cards",
        "scored at the end: full (tied) points",
    );
    if view.prestige.is_empty() {
        y = none(&mut svg, y, "No prestige card.");
    }
    let cards: Vec<_> = view
        .prestige
        .iter()
        .map(|p| ((PRESTIGE, "★"), prestige_title(p), ""))
        .collect();
    y = text_cards(&mut svg, y, &cards);
    y += 8.0;

    if let Some(seat) = me {
        y = heading(&mut svg, y, "Your principality");
        let h = seat_panel_height(seat, public, INNER, CELL);
        seat_panel(
            &mut svg,
            (MARGIN, y, INNER, h),
            seat,
            public,
            names,
            &acting(public),
            CELL,
        );
        y = super::pieces::legend(&mut svg, MARGIN, y + h);
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
) -> f32 {
    const H: f32 = 84.0;
    let (b, l, f) = p.wants();
    let has = |piece: Piece| me.is_some_and(|s| s.placed.iter().any(|q| q.piece == piece));
    let wants = [
        (
            (building_colour(b), building_initials(b)),
            b.to_string(),
            has(Piece::Building(b)),
        ),
        (
            (landscape_colour(l), landscape_letter(l)),
            l.to_string(),
            has(Piece::Landscape(l)),
        ),
        (
            (FREEDOM, freedom_letter(f)),
            f.to_string(),
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
        &p.to_string(),
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
            ("work value ✓", INK)
        } else {
            ("below minimum", Colour(0xB3261E))
        };
        svg.text(
            right,
            y + 68.0,
            note,
            Font::new(18.0, Face::Condensed, colour).anchored(Anchor::End),
        );
    }
    y + H
}

/// A card with words: its badge, a short title and its text wrapped.
type Words<'a> = ((Colour, &'a str), &'a str, &'a str);

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
fn bonus_fine_print(b: Bonus) -> &'static str {
    match b {
        Bonus::ProfessionsInHand | Bonus::ProfessionsOnTable | Bonus::Categories => b.text(),
        _ => "",
    }
}

fn bonus_title(b: Bonus) -> &'static str {
    match b {
        Bonus::Buildings => "+1 a building",
        Bonus::LargeBuildings => "+2 a large building",
        Bonus::MediumBuildingsAndForests => "+1 a medium building or forest",
        Bonus::BuildingSizes => "+2 a building size",
        Bonus::Landscapes => "+1 a landscape",
        Bonus::SmallBuildingsAndLandscapes => "+1 a small building or landscape",
        Bonus::Forests => "+2 a forest",
        Bonus::Lakes => "+2 a lake",
        Bonus::Parks => "+2 a park",
        Bonus::Freedoms => "+2 a freedom",
        Bonus::Jesters => "+2 a jester",
        Bonus::JestersAndFreedoms => "+1 a jester or freedom",
        Bonus::Builders => "+2 a builder",
        Bonus::BuildersAndLakes => "+1 a builder or lake",
        Bonus::PrestigeCardsAndFreedoms => "+1 a prestige card or freedom",
        Bonus::ProfessionsInHand => "+1 a profession in hand",
        Bonus::LandscapeTypes => "+2 a landscape type",
        Bonus::ProfessionsOnTable => "+1 a work on the table",
        Bonus::PrestigeCards => "+2 a prestige card",
        Bonus::Categories => "+1 a category",
    }
}

fn prestige_title(p: Prestige) -> &'static str {
    match p {
        Prestige::FewestEmptySpaces => "Fewest empty spaces: 8 (4) PP",
        Prestige::MostBuildings => "Most buildings: 6 (3) PP",
        Prestige::TwoLargeBuildings => "Two large buildings: 5 PP",
        Prestige::MostLandscapes => "Most landscapes: 7 (4) PP",
        Prestige::MostForests => "Most forests: 7 (4) PP",
        Prestige::AllLandscapeTypes => "All three landscape types: 8 PP",
        Prestige::MostLakes => "Most lakes: 6 (3) PP",
        Prestige::AllFreedoms => "All three freedoms: 8 PP",
        Prestige::BuildingsFreedomsWorks => "4 buildings, 2 freedoms, 4 works: 6 PP",
        Prestige::MostJesters => "Most jesters: 6 (3) PP",
        Prestige::MostBuilders => "Most builders: 6 (3) PP",
        Prestige::MostParks => "Most parks: 5 (3) PP",
        Prestige::BuilderJesterLandscapes => "Builder, jester, 2 landscapes: 7 PP",
        Prestige::MostWorks => "Most works: 7 (4) PP",
    }
}
