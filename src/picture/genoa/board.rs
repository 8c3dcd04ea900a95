//! The public board: whose decision it is and what it is about, the round track, the city (the
//! tower's path and where it may step, every building's owner), a key to the signs, the supply
//! (commodities, special tiles, the four card piles), every player's holdings, and the open
//! offers.

use super::super::fonts::Face;
use super::super::fonts::{fit, text_width};
use super::super::names::{seat_name, short_name};
use super::super::raster::MAX_SIDE;
use super::super::style::{
    HEADING, HIGHLIGHT, INK, INNER, LINE, MARGIN, MUTED, PANEL, PAPER, SMALL, WIDTH, font, heading,
    heading_with, text_in, title_bar,
};
use super::super::svg::{Anchor, Colour, Paint, Scene, Svg};
use super::city::{self, AT_STAKE, Map, effect_sign};
use super::holdings::players_table;
use super::offers::{Fit, offer_table, square_name};
use super::signs::{ACCENT, Chip, card, draw_line, lines};
use crate::engine::genoa::data;
use crate::engine::genoa::view::{PhaseView, PublicView};
use crate::engine::genoa::{Commodity, Direction, TileKind};
use crate::engine::{Outcome, Seat, SeatSet};

/// The board as a scene, every offer in full.
pub fn board_scene(view: &PublicView, names: &[String]) -> Scene {
    fitted_board(view, names, Fit::ALL)
}

/// The board as a scene, as much of the offers as `fit` says.
pub(super) fn fitted_board(view: &PublicView, names: &[String], fit: Fit) -> Scene {
    let mut svg = Svg::new(WIDTH, PAPER);
    let mut y = title_bar(&mut svg, "Genoa", ACCENT, &decision_line(view, names));
    if view.board_assumed {
        assumed_note(&mut svg);
    }
    y = decision_panel(&mut svg, y, view, names) + 12.0;
    y = round_track(&mut svg, y, view) + 8.0;
    let map = Map::new(MARGIN, y, INNER);
    y = city::city(&mut svg, map, view) + 8.0;
    y = key(&mut svg, y) + 6.0;
    y = supply(&mut svg, y, view) + 10.0;
    y = players(&mut svg, y, view, names);
    y = offers(&mut svg, y, view, names, fit);
    svg.finish(y + MARGIN)
}

/// "Board layout assumed" in a box at the right of the title band: the map is our design,
/// not the printed board (G-14).
fn assumed_note(svg: &mut Svg) {
    let text = "Board layout assumed";
    let f = font(SMALL, Face::Bold).coloured(ACCENT);
    let w = text_width(text, f.size, f.face) + 20.0;
    let x = WIDTH - MARGIN - w;
    svg.rect(
        x,
        12.0,
        w,
        32.0,
        6.0,
        Paint::fill(Colour(0xFFF1D6)).with_stroke(INK, 1.5),
    );
    svg.text(x + 10.0, 35.0, text, f);
}

/// A seat's name, short enough to share a line.
fn who(names: &[String], seat: Seat) -> String {
    short_name(names, seat.index())
}

/// Seats' names joined: "Anna, Bart and Chiara".
fn joined(names: &[String], seats: SeatSet) -> String {
    let all: Vec<String> = seats.iter().map(|s| who(names, s)).collect();
    match all.as_slice() {
        [] => "nobody".into(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// Whose decision it is, in one line.
fn decision_line(view: &PublicView, names: &[String]) -> String {
    let tower = who(names, view.tower);
    match &view.phase {
        PhaseView::Start => format!("{tower} places the tower"),
        PhaseView::Window {
            building,
            unanswered,
            ..
        } => {
            if unanswered.is_empty() {
                format!("{tower} decides the action at {}", building.name())
            } else {
                format!(
                    "{}: waiting on {}",
                    building.name(),
                    joined(names, *unanswered)
                )
            }
        }
        PhaseView::Acting {
            building, actor, ..
        } => format!("{} acts at {}", who(names, *actor), building.name()),
        PhaseView::Move => format!("{tower} steps the tower or stops"),
        PhaseView::Acquire { rights, at } => match rights.get(*at) {
            Some(r) => format!("{tower}: the right at {}", r.street),
            None => format!("{tower} ends the turn"),
        },
        PhaseView::Over => match &view.outcome {
            Some(o) => format!("Game over · won by {}", joined(names, o.winners())),
            None => "Game over".into(),
        },
    }
}

/// The seats of `set` as chips: marker and name.
fn seat_chips(names: &[String], set: SeatSet) -> Vec<Chip> {
    let mut chips = Vec::new();
    // Names cut shorter as more share the line.
    let room = if set.len() > 3 { 120.0 } else { 180.0 };
    for s in set.iter() {
        chips.push(Chip::Seat(s));
        chips.push(Chip::Bold(fit(
            &seat_name(names, s.index()),
            room,
            PANEL_H * 0.8,
            Face::Bold,
        )));
    }
    if chips.is_empty() {
        chips.push(Chip::Muted("nobody".into()));
    }
    chips
}

/// Words then chips, as one line to be wrapped.
fn said(words: &str, chips: Vec<Chip>) -> Vec<Chip> {
    let mut line = vec![Chip::Text(words.into())];
    line.extend(chips);
    line
}

const PANEL_H: f32 = 25.0;
const PANEL_LINE: f32 = 32.0;

/// The decision at hand in detail, in a highlighted panel under the title's line; returns the
/// y below it.
fn decision_panel(svg: &mut Svg, y: f32, view: &PublicView, names: &[String]) -> f32 {
    let tower_name = who(names, view.tower);
    let mut said_lines: Vec<Vec<Chip>> = Vec::new();
    let discs = data::config().components.tower_discs;
    match &view.phase {
        PhaseView::Start => {
            let mut line = vec![Chip::Text(
                "The dice name the square: red the column, blue the row".into(),
            )];
            let tiles = view.seats.get(view.tower.index()).map(|s| s.tiles);
            if tiles.is_some_and(|t| t.contains(TileKind::StartingSpace)) {
                line = vec![
                    Chip::Text(format!("{tower_name} rolls, or plays a Starting space")),
                    Chip::Tile(TileKind::StartingSpace, None),
                    Chip::Text("to choose any square".into()),
                ];
            }
            said_lines.push(line);
        }
        PhaseView::Window {
            building,
            passed,
            may_void,
            asked,
            ..
        } => {
            let mut line = vec![Chip::Text(format!("Action at {}:", building.name()))];
            line.extend(effect_sign(building.info().effect).concat());
            if !passed.is_empty() {
                line.push(Chip::Text("· passed:".into()));
                line.extend(seat_chips(names, *passed));
            }
            said_lines.push(line);
            let then = if *may_void {
                format!("{tower_name} takes it, gives it for an offer, or declares it void")
            } else {
                format!("{tower_name} takes it or accepts a bid")
            };
            said_lines.push(vec![Chip::Text(then)]);
            if *asked {
                said_lines.push(vec![Chip::Text(format!(
                    "{tower_name} has named a price: see the offers"
                ))]);
            }
        }
        PhaseView::Acting {
            received, ordered, ..
        } => {
            let mut state = vec![Chip::Text(
                if *received {
                    "Effect received ✓"
                } else {
                    "Effect not received yet"
                }
                .into(),
            )];
            if *ordered {
                state.push(Chip::Text("· an order completed ✓".into()));
            }
            said_lines.push(state);
        }
        PhaseView::Move => {
            said_lines.push(vec![Chip::Text(format!(
                "{} of {discs} discs down · {}",
                view.discs.len(),
                match view.legal_steps.len() {
                    0 => "no square to step to: the tower stops".to_string(),
                    1 => "1 square to step to (marked)".to_string(),
                    n => format!("{n} squares to step to (marked)"),
                }
            ))]);
        }
        PhaseView::Acquire { rights, at } => {
            for (i, r) in rights.iter().enumerate() {
                let mark = match i.cmp(at) {
                    std::cmp::Ordering::Less => "done",
                    std::cmp::Ordering::Equal => "now",
                    std::cmp::Ordering::Greater => "next",
                };
                let places: Vec<&str> = r
                    .candidates
                    .iter()
                    .map(crate::engine::genoa::building::BuildingId::name)
                    .collect();
                let to = if places.is_empty() {
                    "no unowned building".to_string()
                } else {
                    places.join(" or ")
                };
                let chip = format!("Right at {} ({mark}): {to}", square_name(r.street));
                said_lines.push(vec![if i == *at {
                    Chip::Bold(chip)
                } else {
                    Chip::Muted(chip)
                }]);
            }
        }
        PhaseView::Over => {
            let winners = view
                .outcome
                .as_ref()
                .map(Outcome::winners)
                .unwrap_or_default();
            said_lines.push(said("Won by", seat_chips(names, winners)));
        }
    }
    if !matches!(view.phase, PhaseView::Over) {
        said_lines.push(said("Waiting on:", seat_chips(names, view.awaited)));
    }
    let rows: Vec<Vec<Chip>> = said_lines
        .into_iter()
        .flat_map(|l| lines(l, INNER - 8.0, PANEL_H))
        .collect();
    let h = rows.len() as f32 * PANEL_LINE + 10.0;
    svg.rect(0.0, y - MARGIN, WIDTH, h + 4.0, 0.0, Paint::fill(PANEL));
    for (i, chips) in rows.iter().enumerate() {
        draw_line(
            svg,
            MARGIN,
            y - MARGIN + 6.0 + i as f32 * PANEL_LINE,
            PANEL_H,
            chips,
        );
    }
    y - MARGIN + h + 4.0
}

/// The round track on one line: the round, a box per round (those played shaded, the current
/// one marked), and how many are left; returns the y below it.
fn round_track(svg: &mut Svg, y: f32, view: &PublicView) -> f32 {
    let total = view.numbers.rounds.max(view.rounds_left).max(1);
    let over = matches!(view.phase, PhaseView::Over);
    let current = (total - view.rounds_left.min(total) + 1).min(total);
    let title = if over {
        format!("{total} rounds played")
    } else {
        format!("Round {current} of {total}")
    };
    let tf = font(HEADING, Face::Bold);
    svg.text(MARGIN, y + 26.0, &title, tf);
    let left = match (over, view.rounds_left) {
        (true, _) => String::new(),
        (false, 1) => "the last".to_string(),
        (false, n) => format!("{n} left"),
    };
    let lf = font(20.0, Face::Regular).coloured(MUTED);
    let left_w = text_width(&left, lf.size, lf.face);
    let x0 = MARGIN + text_width(&title, tf.size, tf.face) + 14.0;
    let gap = 3.0;
    let room = WIDTH - MARGIN - x0 - left_w - 12.0;
    let w = ((room - gap * f32::from(total - 1)) / f32::from(total)).min(34.0);
    for i in 1..=total {
        let x = x0 + f32::from(i - 1) * (w + gap);
        let (fill, stroke, ink) = if !over && i == current {
            (HIGHLIGHT, (INK, 2.5), INK)
        } else if over || i < current {
            (Colour(0xD9CFBE), (LINE, 1.0), MUTED)
        } else {
            (PANEL, (LINE, 1.5), INK)
        };
        svg.rect(
            x,
            y + 4.0,
            w,
            28.0,
            5.0,
            Paint::fill(fill).with_stroke(stroke.0, stroke.1),
        );
        svg.text(
            x + w / 2.0,
            y + 25.0,
            &i.to_string(),
            font(17.0, Face::Bold)
                .coloured(ink)
                .anchored(Anchor::Middle),
        );
    }
    let end = x0 + f32::from(total) * (w + gap) + 8.0;
    svg.text(end, y + 25.0, &left, lf);
    y + 36.0
}

/// The key to the city's marks, on one line; returns the y below it.
fn key(svg: &mut Svg, y: f32) -> f32 {
    let small = font(18.0, Face::Regular).coloured(MUTED);
    let cy = y + 15.0;
    let say = |svg: &mut Svg, x: &mut f32, text: &str, gap: f32| {
        svg.text(*x, cy + 6.0, text, small);
        *x += text_width(text, small.size, small.face) + gap;
    };
    let mut x = MARGIN + 13.0;
    city::disc(svg, (x, cy), 1, false);
    x += 17.0;
    say(svg, &mut x, "discs in order ·", 20.0);
    city::disc(svg, (x, cy), 3, true);
    x += 20.0;
    say(svg, &mut x, "the tower ·", 18.0);
    city::step_badge(svg, (x, cy), Some(Direction::North), true);
    x += 17.0;
    say(svg, &mut x, "a step (hollow: no action) ·", 6.0);
    svg.rect(x, cy - 10.0, 24.0, 20.0, 3.0, Paint::stroke(AT_STAKE, 5.0));
    x += 32.0;
    say(svg, &mut x, "at stake", 0.0);
    y + 32.0
}

/// The supply: commodities and special tiles by kind, each with its name and how many are
/// left, and the four card piles; returns the y below it.
fn supply(svg: &mut Svg, y: f32, view: &PublicView) -> f32 {
    let mut y = heading(svg, y, "Supply");
    let h = 25.0;
    // The sign, how many, and the name: "(Al) 4 ale".
    let entry = |svg: &mut Svg, x: f32, y: f32, w: f32, sign: Chip, name: &str, n: u8| {
        let after = sign.draw(svg, x, y, h) + 6.0;
        let count = n.to_string();
        let ink = if n == 0 { MUTED } else { INK };
        let cf = font(19.0, Face::Bold).coloured(ink);
        svg.text(after, y + 19.0, &count, cf);
        let nx = after + text_width(&count, cf.size, cf.face) + 6.0;
        text_in(
            svg,
            nx,
            y + 19.0,
            x + w - nx - 4.0,
            name,
            font(18.0, Face::Condensed).coloured(ink),
        );
    };
    let column = INNER / 4.0;
    for (i, &c) in Commodity::ALL.iter().enumerate() {
        let (x, ry) = (MARGIN + (i % 4) as f32 * column, y + (i / 4) as f32 * 30.0);
        let n = view.supply.commodities.count(c);
        entry(svg, x, ry, column, Chip::Commodity(c, None), c.key(), n);
    }
    y += 2.0 * 30.0 + 4.0;
    // Three columns, the widest for "Commodity of your choice".
    let columns = [0.3 * INNER, 0.26 * INNER, 0.44 * INNER];
    for (i, &t) in TileKind::ALL.iter().enumerate() {
        let col = i % 3;
        let x = MARGIN + columns[..col].iter().sum::<f32>();
        let ry = y + (i / 3) as f32 * 30.0;
        let n = view.supply.tiles.count(t);
        entry(
            svg,
            x,
            ry,
            columns[col],
            Chip::Tile(t, None),
            &tile_name(t),
            n,
        );
    }
    y += 2.0 * 30.0 + 6.0;
    piles(svg, y, view)
}

/// A special tile's name beside its sign (whose letters say "1:1" already).
fn tile_name(t: TileKind) -> String {
    match t {
        TileKind::Trade => "Trade".to_string(),
        t => t.to_string(),
    }
}

/// The four piles side by side: the card's back, its name, the cards face down and those face
/// up under it (G-85); returns the y below them.
fn piles(svg: &mut Svg, y: f32, view: &PublicView) -> f32 {
    const GAP: f32 = 8.0;
    const HEIGHT: f32 = 62.0;
    let w = (INNER - 3.0 * GAP) / 4.0;
    for (i, pile) in view.piles.iter().enumerate() {
        let x = MARGIN + i as f32 * (w + GAP);
        svg.rect(
            x,
            y,
            w,
            HEIGHT,
            8.0,
            Paint::fill(PANEL).with_stroke(LINE, 1.5),
        );
        let cw = card(svg, x + 8.0, y + 8.0, 46.0, pile.kind);
        let tx = x + 8.0 + cw + 8.0;
        let room = x + w - tx - 6.0;
        text_in(
            svg,
            tx,
            y + 26.0,
            room,
            &pile.kind.to_string(),
            font(19.0, Face::CondensedBold),
        );
        let counts = format!("{} down · {} up", pile.face_down, pile.face_up.len());
        text_in(
            svg,
            tx,
            y + 51.0,
            room,
            &counts,
            font(18.0, Face::Condensed),
        );
    }
    y + HEIGHT
}

/// Every player's holdings, in seat order; returns the y below them.
fn players(svg: &mut Svg, y: f32, view: &PublicView, names: &[String]) -> f32 {
    let y = heading(svg, y, "Players");
    let seats: Vec<_> = view.seats.iter().collect();
    players_table(svg, y - 6.0, &seats, view, names) + 10.0
}

/// The open offers; returns the y below them.
fn offers(svg: &mut Svg, y: f32, view: &PublicView, names: &[String], fit: Fit) -> f32 {
    let note = match view.offers.len() {
        0 => "none",
        _ => "numbered as made",
    };
    let y = heading_with(svg, y + 4.0, "Open offers", note);
    if view.offers.is_empty() {
        return y - 8.0;
    }
    let all: Vec<_> = view.offers.iter().collect();
    // Whatever the offers, the picture stays within the rasteriser's limit.
    let room = MAX_SIDE as f32 - MARGIN - y;
    offer_table(svg, y - 6.0, &all, view, names, room, fit)
}

#[cfg(test)]
mod scratch {
    use super::*;
    use crate::engine::Game;
    use crate::engine::genoa::{Genoa, Options};
    use crate::engine::playout::{play_random, players_rng};
    use crate::picture::raster::rasterise;

    #[test]
    #[ignore = "scratch"]
    fn section_bytes() {
        let mut game = Genoa::setup(&Options::default(), 5, 3).unwrap();
        let mut at = None;
        let mut n = 0;
        play_random(&mut game, &mut players_rng(3), |g, _, _| {
            n += 1;
            if n == 94 * 7 {
                at = Some(g.public_view());
            }
        });
        let view = at.unwrap();
        let names: Vec<String> = [
            "Anna",
            "Bartolomeo di Giovanni de' Medici",
            "Chiara",
            "Domenico Ghirlandaio il Vecchio",
            "Ercole",
        ]
        .iter()
        .map(std::string::ToString::to_string)
        .collect();
        let measure = |name: &str, f: &dyn Fn(&mut Svg) -> f32| {
            let mut svg = Svg::new(WIDTH, PAPER);
            let y = f(&mut svg);
            let png = rasterise(&svg.finish(y)).unwrap();
            println!("{name}: {} bytes, {} px", png.bytes.len(), y);
        };
        measure("title", &|svg| {
            title_bar(svg, "Genoa", ACCENT, &decision_line(&view, &names))
        });
        measure("decision", &|svg| decision_panel(svg, 120.0, &view, &names));
        measure("round", &|svg| round_track(svg, 0.0, &view));
        measure("city", &|svg| {
            city::city(svg, Map::new(MARGIN, 0.0, INNER), &view)
        });
        measure("key", &|svg| key(svg, 0.0));
        measure("supply", &|svg| supply(svg, 0.0, &view));
        measure("players", &|svg| players(svg, 0.0, &view, &names));
        measure("offers", &|svg| offers(svg, 0.0, &view, &names, Fit::ALL));
        measure("blank", &|_| 500.0);
        let parts = |name: &str, f: &dyn Fn(&mut Svg) -> f32| {
            let mut svg = Svg::new(WIDTH, PAPER);
            let y = f(&mut svg);
            let scene = svg.finish(y);
            let mut shapes = scene.clone();
            for l in &mut shapes.layers {
                l.texts.clear();
            }
            let mut texts = scene.clone();
            for l in &mut texts.layers {
                l.shapes.clear();
            }
            println!(
                "{name}: shapes {} text {}",
                rasterise(&shapes).unwrap().bytes.len(),
                rasterise(&texts).unwrap().bytes.len()
            );
        };
        parts("city", &|svg| {
            city::city(svg, Map::new(MARGIN, 0.0, INNER), &view)
        });
        parts("supply", &|svg| supply(svg, 0.0, &view));
        parts("players", &|svg| players(svg, 0.0, &view, &names));
    }
}
