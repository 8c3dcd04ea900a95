//! The city: the grid drawn square by square from the map's data (`data::board()`, never a
//! copy of it), each building outlined, named and signed with what its action gives, its owner's
//! marker in a corner; the tower's discs numbered in the order it went, the tower itself ringed;
//! the squares it may step to next marked with the step's arrow.
//!
//! Every square keeps one corner free for a disc (its bottom right, or its top right when the
//! building goes on below it) and a building its bottom-left corner for its owner's marker, so
//! a building's name and sign stay in the band between and nothing covers them.

use super::super::fonts::Face;
use super::super::fonts::text_width;
use super::super::fonts::wrap;
use super::super::grid::{GridAt, outline};
use super::super::style::{INK, LINE, MUTED, font, seat_marker};
use super::super::svg::{Anchor, Colour, Font, Paint, Svg};
use super::signs::{Chip, draw_line, line_width};
use crate::engine::Seat;
use crate::engine::genoa::data::{self, BuildingInfo, Effect, Group, Place};
use crate::engine::genoa::square::{Direction, SIDE, SQUARES, Square};
use crate::engine::genoa::view::{PhaseView, PublicView};
use crate::engine::genoa::{BuildingId, CardKind};
use crate::lang::Lang;
use crate::t;

/// The labels of the columns above the grid and of the rows left of it.
const LABELS: f32 = 24.0;
/// A corner kept for a disc or a marker: this many px square.
const CORNER: f32 = 28.0;
/// A sign's height on the map: in a building of one square, and in larger ones.
const SIGN_SMALL: f32 = 23.0;
const SIGN: f32 = 27.0;

pub(super) const STREET: Colour = Colour(0xB9AF9E);
pub(super) const MARKET: Colour = Colour(0xE2B08C);
/// The tower's discs.
const DISC: Colour = Colour(0x2B2620);
/// The squares the tower may step to.
pub(super) const STEP: Colour = Colour(0x1B7F3B);
/// The building whose action is at stake, and the street whose right is.
pub(super) const AT_STAKE: Colour = Colour(0xE08E00);

/// Each group's paint, light enough for ink on it.
pub(super) fn group_colour(g: Group) -> Colour {
    match g {
        Group::Villa => Colour(0xE2D2EE),
        Group::Central => Colour(0xCCDDEE),
        Group::Warehouse => Colour(0xF0D9AE),
        Group::Tile => Colour(0xD3E6C4),
    }
}

/// Where the city is drawn: the grid's top-left corner and a square's side.
#[derive(Debug, Clone, Copy)]
pub(super) struct Map {
    pub x: f32,
    pub y: f32,
    pub cell: f32,
}

impl Map {
    /// The city spread over `width` px from `x`, labels included, its labels' top at `y`.
    pub fn new(x: f32, y: f32, width: f32) -> Map {
        Map {
            x: x + LABELS,
            y: y + LABELS,
            cell: ((width - LABELS) / f32::from(SIDE)).floor(),
        }
    }

    /// The y below the city.
    pub fn bottom(self) -> f32 {
        self.y + self.cell * f32::from(SIDE)
    }

    fn grid(self) -> GridAt {
        GridAt {
            x: self.x,
            y: self.y,
            cell: self.cell,
        }
    }

    /// The top-left corner of `square`.
    fn at(self, s: Square) -> (f32, f32) {
        (
            self.x + f32::from(s.x() - 1) * self.cell,
            self.y + f32::from(s.y() - 1) * self.cell,
        )
    }
}

fn cell(s: Square) -> (i32, i32) {
    (i32::from(s.x()) - 1, i32::from(s.y()) - 1)
}

fn squares() -> impl Iterator<Item = Square> {
    (0..SQUARES).filter_map(Square::from_index)
}

/// A building's bounding box in px: `(x, y, w, h)`.
fn bounds(map: Map, info: &BuildingInfo) -> (f32, f32, f32, f32) {
    let xs = info.squares.iter().map(|s| s.x());
    let ys = info.squares.iter().map(|s| s.y());
    let (x0, x1) = (xs.clone().min().unwrap_or(1), xs.max().unwrap_or(1));
    let (y0, y1) = (ys.clone().min().unwrap_or(1), ys.max().unwrap_or(1));
    let (x, y) = map.at(Square::at(x0, y0).expect("on the grid"));
    (
        x,
        y,
        f32::from(x1 - x0 + 1) * map.cell,
        f32::from(y1 - y0 + 1) * map.cell,
    )
}

/// The centre of the corner of `square` kept for its disc: the bottom right, or the top right
/// where its building goes on below it.
fn disc_corner(map: Map, square: Square) -> (f32, f32) {
    let (x, y) = map.at(square);
    let board = data::board();
    let centre = (x + map.cell / 2.0, y + map.cell / 2.0);
    let Some(b) = board.building_at(square) else {
        return centre;
    };
    let below = Square::at(square.x(), square.y() + 1);
    let continues = below.is_some_and(|s| board.building_at(s) == Some(b));
    let r = CORNER / 2.0 + 2.0;
    if continues {
        (x + map.cell - r, y + r)
    } else {
        (x + map.cell - r, y + map.cell - r)
    }
}

/// Draws the city from the public view; returns the y below it.
pub(super) fn city(svg: &mut Svg, map: Map, view: &PublicView, lang: Lang) -> f32 {
    let board = data::board();
    let side = map.cell * f32::from(SIDE);
    // Column and row numbers: squares are named (column, row), as the dice read them.
    let label = font(18.0, Face::Bold).coloured(MUTED);
    for i in 1..=SIDE {
        let mid = (f32::from(i) - 0.5) * map.cell;
        svg.text(
            map.x + mid,
            map.y - 6.0,
            &i.to_string(),
            label.anchored(Anchor::Middle),
        );
        svg.text(
            map.x - LABELS / 2.0,
            map.y + mid + 6.0,
            &i.to_string(),
            label.anchored(Anchor::Middle),
        );
    }
    for s in squares() {
        let (x, y) = map.at(s);
        let fill = match board.place(s) {
            Place::Street => STREET,
            Place::Market => MARKET,
            Place::Building(b) => group_colour(b.info().group),
        };
        svg.rect(x, y, map.cell, map.cell, 0.0, Paint::fill(fill));
    }
    // The squares of a building are told apart by a faint line, each street square by its
    // frame; on the pixel's centre, so a line of one pixel stays one pixel wide.
    let thin = Paint::stroke(LINE, 1.0);
    for i in 1..SIDE {
        let d = f32::from(i) * map.cell + 0.5;
        svg.line((map.x + d, map.y), (map.x + d, map.y + side), thin);
        svg.line((map.x, map.y + d), (map.x + side, map.y + d), thin);
    }
    let market: Vec<(i32, i32)> = squares()
        .filter(|&s| board.place(s) == Place::Market)
        .map(cell)
        .collect();
    if !market.is_empty() {
        outline(svg, map.grid(), &market, Paint::stroke(INK, 2.0));
        let n = market.len() as f32;
        let (cx, cy) = market.iter().fold((0.0, 0.0), |(a, b), &(c, r)| {
            (a + c as f32 + 0.5, b + r as f32 + 0.5)
        });
        svg.text(
            map.x + cx / n * map.cell,
            map.y + cy / n * map.cell + 7.0,
            &t!(lang, "genoa-picture-market"),
            font(20.0, Face::Bold).anchored(Anchor::Middle),
        );
    }
    let at_stake = match &view.phase {
        PhaseView::Window { building, .. } | PhaseView::Acting { building, .. } => Some(*building),
        _ => None,
    };
    for b in BuildingId::all() {
        let info = b.info();
        let cells: Vec<(i32, i32)> = info.squares.iter().copied().map(cell).collect();
        if at_stake == Some(b) {
            outline(svg, map.grid(), &cells, Paint::stroke(AT_STAKE, 7.0));
        }
        outline(svg, map.grid(), &cells, Paint::stroke(INK, 2.0));
        building(
            svg,
            map,
            b,
            view.owners.get(b.index()).copied().flatten(),
            lang,
        );
    }
    if let PhaseView::Acquire { rights, at } = &view.phase
        && let Some(right) = rights.get(*at)
    {
        let (x, y) = map.at(right.street);
        svg.rect(
            x + 3.0,
            y + 3.0,
            map.cell - 6.0,
            map.cell - 6.0,
            4.0,
            Paint::stroke(AT_STAKE, 6.0),
        );
    }
    steps(svg, map, view);
    discs(svg, map, &view.discs);
    svg.rect(map.x, map.y, side, side, 0.0, Paint::stroke(INK, 2.0));
    map.bottom()
}

/// A building's name in lines that fit `width`, and the font: its name as large as fits in
/// two lines, else its short form.
fn name_lines(b: BuildingId, width: f32, lang: Lang) -> (Vec<String>, Font) {
    let name = t!(lang, "genoa-building", building = b.key());
    for (face, size) in [
        (Face::CondensedBold, 19.0),
        (Face::CondensedBold, 17.0),
        (Face::Condensed, 17.0),
        (Face::Condensed, 16.0),
    ] {
        let lines = wrap(&name, width, size, face);
        if lines.len() <= 2 && lines.iter().all(|l| text_width(l, size, face) <= width) {
            return (lines, Font::new(size, face, INK));
        }
    }
    (
        vec![t!(lang, "genoa-building-short", building = b.key())],
        Font::new(19.0, Face::CondensedBold, INK),
    )
}

/// What a building's action gives, as lines of signs (G-62 to G-68).
pub(super) fn effect_sign(effect: Effect, lang: Lang) -> Vec<Vec<Chip>> {
    match effect {
        Effect::Villa {} => vec![
            vec![
                Chip::Card(CardKind::Contract, None),
                Chip::Text(t!(lang, "genoa-picture-sign-or")),
            ],
            vec![
                Chip::Text(t!(lang, "genoa-picture-sign-deliver")),
                Chip::Card(CardKind::LargeOrder, None),
            ],
        ],
        Effect::Draw { pile, cards } => vec![vec![Chip::Card(pile, Some(cards))]],
        Effect::Markers { count } => vec![vec![Chip::Markers(None, Some(count))]],
        Effect::Commodities { kinds } => vec![
            kinds
                .iter()
                .map(|&k| Chip::Commodity(k, None))
                .collect::<Vec<_>>(),
        ],
        Effect::Tile { kind } => vec![vec![Chip::Tile(kind, None)]],
    }
}

/// A building's name, sign and owner within its box.
fn building(svg: &mut Svg, map: Map, b: BuildingId, owner: Option<Seat>, lang: Lang) {
    let info = b.info();
    let (x, y, w, h) = bounds(map, info);
    let tall = h > map.cell * 1.5;
    // The band between the corners kept for discs and the owner.
    let top = y + if tall { CORNER + 2.0 } else { 3.0 };
    let bottom = y + h - CORNER - 3.0;
    let (lines, name_font) = name_lines(b, w - 8.0, lang);
    let line_h = name_font.size * 1.05;
    let sign_h = if w > map.cell * 1.5 || tall {
        SIGN
    } else {
        SIGN_SMALL
    };
    let mut sign = effect_sign(info.effect, lang);
    // A villa's sign in one line where it fits: "C or deliver L".
    if sign.len() > 1 {
        let one: Vec<Chip> = sign.concat();
        if line_width(&one, sign_h, lang) <= w - 8.0 {
            sign = vec![one];
        }
    }
    let content = lines.len() as f32 * line_h + 2.0 + sign.len() as f32 * (sign_h + 3.0);
    let mut ty = top + ((bottom - top - content) / 2.0).max(0.0);
    for l in &lines {
        ty += line_h;
        svg.text(
            x + w / 2.0,
            ty - name_font.size * 0.22,
            l,
            name_font.anchored(Anchor::Middle),
        );
    }
    ty += 2.0;
    for chips in &sign {
        let lw = line_width(chips, sign_h, lang);
        draw_line(svg, x + (w - lw) / 2.0, ty, sign_h, chips, lang);
        ty += sign_h + 3.0;
    }
    if let Some(seat) = owner {
        let r = CORNER / 2.0 + 1.0;
        seat_marker(svg, seat.index(), (x + r + 1.0, y + h - r - 1.0), 13.5);
    }
}

/// The squares the tower may step to: a dashed frame, and in the disc's corner the step's
/// arrow — filled where the step opens an action window, hollow where it does not (G-47).
fn steps(svg: &mut Svg, map: Map, view: &PublicView) {
    let Some(&from) = view.discs.last() else {
        return;
    };
    for step in &view.legal_steps {
        let (x, y) = map.at(step.to);
        svg.rect(
            x + 4.0,
            y + 4.0,
            map.cell - 8.0,
            map.cell - 8.0,
            6.0,
            Paint::stroke(STEP, 3.0).dashed(9.0, 5.0),
        );
        let (cx, cy) = disc_corner(map, step.to);
        // With squares visited twice allowed, a disc may stand there: the arrow goes beside it.
        let cx = if view.discs.contains(&step.to) {
            cx - CORNER
        } else {
            cx
        };
        step_badge(svg, (cx, cy), from.direction_to(step.to), step.opens_window);
    }
}

/// A step's badge: the arrow of its direction in a green disc, filled or hollow.
pub(super) fn step_badge(
    svg: &mut Svg,
    (cx, cy): (f32, f32),
    direction: Option<Direction>,
    opens_window: bool,
) {
    let (fill, ink) = if opens_window {
        (STEP, Colour::WHITE)
    } else {
        (Colour::WHITE, STEP)
    };
    svg.circle(cx, cy, 13.0, Paint::fill(fill).with_stroke(STEP, 2.5));
    let arrow = match direction {
        Some(Direction::North) => "↑",
        Some(Direction::East) => "→",
        Some(Direction::South) => "↓",
        Some(Direction::West) => "←",
        None => "•",
    };
    svg.text(
        cx,
        cy + 6.5,
        arrow,
        Font::new(19.0, Face::Bold, ink).anchored(Anchor::Middle),
    );
}

/// The discs in the order the tower went, numbered from 1; the last is the tower, ringed.
fn discs(svg: &mut Svg, map: Map, discs: &[Square]) {
    for (i, &s) in discs.iter().enumerate() {
        disc(svg, disc_corner(map, s), i + 1, i + 1 == discs.len());
    }
}

/// One disc numbered `n`, ringed if it is the tower.
pub(super) fn disc(svg: &mut Svg, (cx, cy): (f32, f32), n: usize, tower: bool) {
    if tower {
        svg.circle(cx, cy, 15.5, Paint::fill(DISC).with_stroke(AT_STAKE, 4.0));
    } else {
        svg.circle(
            cx,
            cy,
            12.5,
            Paint::fill(DISC).with_stroke(Colour::WHITE, 1.5),
        );
    }
    svg.text(
        cx,
        cy + 6.0,
        &n.to_string(),
        Font::new(17.0, Face::Bold, Colour::WHITE).anchored(Anchor::Middle),
    );
}
