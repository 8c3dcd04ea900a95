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
use crate::lang::Lang;
use crate::t;

/// The board as a scene, every offer in full.
pub fn board_scene(view: &PublicView, names: &[String], lang: Lang) -> Scene {
    fitted_board(view, names, Fit::ALL, lang)
}

/// The board as a scene, as much of the offers as `fit` says.
pub(super) fn fitted_board(view: &PublicView, names: &[String], fit: Fit, lang: Lang) -> Scene {
    let mut svg = Svg::new(WIDTH, PAPER);
    let mut y = title_bar(
        &mut svg,
        &t!(lang, "game-genoa"),
        ACCENT,
        &decision_line(view, names, lang),
    );
    if view.board_assumed {
        assumed_note(&mut svg, lang);
    }
    y = decision_panel(&mut svg, y, view, names, lang) + 12.0;
    y = round_track(&mut svg, y, view, lang) + 8.0;
    let map = Map::new(MARGIN, y, INNER);
    y = city::city(&mut svg, map, view, lang) + 8.0;
    y = key(&mut svg, y, lang) + 6.0;
    y = supply(&mut svg, y, view, lang) + 10.0;
    y = players(&mut svg, y, view, names, lang);
    y = offers(&mut svg, y, view, names, fit, lang);
    svg.finish(y + MARGIN)
}

/// "Board layout assumed" in a box at the right of the title band: the map is our design,
/// not the printed board (G-14).
fn assumed_note(svg: &mut Svg, lang: Lang) {
    let text = t!(lang, "genoa-picture-assumed");
    let text = text.as_str();
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
fn joined(names: &[String], seats: SeatSet, lang: Lang) -> String {
    let all: Vec<String> = seats.iter().map(|s| who(names, s)).collect();
    match all.as_slice() {
        [] => t!(lang, "genoa-nobody"),
        [one] => one.clone(),
        [rest @ .., last] => t!(
            lang,
            "list-and",
            first = rest.join(", "),
            last = last.as_str()
        ),
    }
}

/// Whose decision it is, in one line.
fn decision_line(view: &PublicView, names: &[String], lang: Lang) -> String {
    let tower = who(names, view.tower);
    match &view.phase {
        PhaseView::Start => t!(lang, "genoa-picture-start", tower = tower),
        PhaseView::Window {
            building,
            unanswered,
            ..
        } => {
            if unanswered.is_empty() {
                t!(
                    lang,
                    "genoa-picture-window-decides",
                    tower = tower,
                    building = building_name(*building, lang)
                )
            } else {
                t!(
                    lang,
                    "genoa-picture-window-waiting",
                    building = building_name(*building, lang),
                    seats = joined(names, *unanswered, lang)
                )
            }
        }
        PhaseView::Acting {
            building, actor, ..
        } => t!(
            lang,
            "genoa-picture-acting",
            who = who(names, *actor),
            building = building_name(*building, lang)
        ),
        PhaseView::Move => t!(lang, "genoa-decision-move", tower = tower),
        PhaseView::Acquire { rights, at } => match rights.get(*at) {
            Some(r) => t!(
                lang,
                "genoa-picture-right",
                tower = tower,
                street = r.street.to_string()
            ),
            None => t!(lang, "genoa-decision-end-turn", tower = tower),
        },
        PhaseView::Over => match &view.outcome {
            Some(o) => t!(
                lang,
                "genoa-picture-over-won",
                winners = joined(names, o.winners(), lang)
            ),
            None => t!(lang, "genoa-picture-over"),
        },
    }
}

/// The seats of `set` as chips: marker and name.
fn seat_chips(names: &[String], set: SeatSet, lang: Lang) -> Vec<Chip> {
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
        chips.push(Chip::Muted(t!(lang, "genoa-nobody")));
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
fn decision_panel(svg: &mut Svg, y: f32, view: &PublicView, names: &[String], lang: Lang) -> f32 {
    let tower_name = who(names, view.tower);
    let mut said_lines: Vec<Vec<Chip>> = Vec::new();
    let discs = data::config().components.tower_discs;
    match &view.phase {
        PhaseView::Start => {
            let mut line = vec![Chip::Text(t!(lang, "genoa-picture-dice"))];
            let tiles = view.seats.get(view.tower.index()).map(|s| s.tiles);
            if tiles.is_some_and(|t| t.contains(TileKind::StartingSpace)) {
                line = vec![
                    Chip::Text(t!(
                        lang,
                        "genoa-picture-rolls-or-plays",
                        tower = tower_name.as_str()
                    )),
                    Chip::Tile(TileKind::StartingSpace, None),
                    Chip::Text(t!(lang, "genoa-picture-any-square")),
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
            let mut line = vec![Chip::Text(t!(
                lang,
                "genoa-picture-action-at",
                building = building_name(*building, lang)
            ))];
            line.extend(effect_sign(building.info().effect, lang).concat());
            if !passed.is_empty() {
                line.push(Chip::Text(t!(lang, "genoa-picture-passed")));
                line.extend(seat_chips(names, *passed, lang));
            }
            said_lines.push(line);
            let then = if *may_void {
                t!(lang, "genoa-picture-may-void", tower = tower_name.as_str())
            } else {
                t!(
                    lang,
                    "genoa-picture-take-or-accept",
                    tower = tower_name.as_str()
                )
            };
            said_lines.push(vec![Chip::Text(then)]);
            if *asked {
                said_lines.push(vec![Chip::Text(t!(
                    lang,
                    "genoa-picture-asked",
                    tower = tower_name.as_str()
                ))]);
            }
        }
        PhaseView::Acting {
            received, ordered, ..
        } => {
            let mut state = vec![Chip::Text(if *received {
                t!(lang, "genoa-picture-received")
            } else {
                t!(lang, "genoa-picture-not-received")
            })];
            if *ordered {
                state.push(Chip::Text(t!(lang, "genoa-picture-ordered")));
            }
            said_lines.push(state);
        }
        PhaseView::Move => {
            said_lines.push(vec![Chip::Text(t!(
                lang,
                "genoa-picture-discs",
                down = view.discs.len(),
                discs = discs,
                steps = view.legal_steps.len()
            ))]);
        }
        PhaseView::Acquire { rights, at } => {
            for (i, r) in rights.iter().enumerate() {
                let mark = match i.cmp(at) {
                    std::cmp::Ordering::Less => "done",
                    std::cmp::Ordering::Equal => "now",
                    std::cmp::Ordering::Greater => "next",
                };
                let to = r
                    .candidates
                    .iter()
                    .map(|b| building_name(b, lang))
                    .reduce(|a, b| t!(lang, "genoa-picture-or", first = a, second = b))
                    .unwrap_or_else(|| t!(lang, "genoa-picture-no-unowned"));
                let chip = t!(
                    lang,
                    "genoa-picture-right-line",
                    street = square_name(r.street, lang),
                    mark = mark,
                    to = to
                );
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
            said_lines.push(said(
                &t!(lang, "genoa-picture-won-by"),
                seat_chips(names, winners, lang),
            ));
        }
    }
    if !matches!(view.phase, PhaseView::Over) {
        said_lines.push(said(
            &t!(lang, "genoa-picture-waiting-on"),
            seat_chips(names, view.awaited, lang),
        ));
    }
    let rows: Vec<Vec<Chip>> = said_lines
        .into_iter()
        .flat_map(|l| lines(l, INNER - 8.0, PANEL_H, lang))
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
            lang,
        );
    }
    y - MARGIN + h + 4.0
}

/// The round track on one line: the round, a box per round (those played shaded, the current
/// one marked), and how many are left; returns the y below it.
fn round_track(svg: &mut Svg, y: f32, view: &PublicView, lang: Lang) -> f32 {
    let total = view.numbers.rounds.max(view.rounds_left).max(1);
    let over = matches!(view.phase, PhaseView::Over);
    let current = (total - view.rounds_left.min(total) + 1).min(total);
    let title = if over {
        t!(lang, "genoa-picture-rounds-played", total = total)
    } else {
        t!(
            lang,
            "genoa-picture-round",
            current = current,
            total = total
        )
    };
    let tf = font(HEADING, Face::Bold);
    svg.text(MARGIN, y + 26.0, &title, tf);
    let left = match (over, view.rounds_left) {
        (true, _) => String::new(),
        (false, 1) => t!(lang, "genoa-picture-last-round"),
        (false, n) => t!(lang, "genoa-picture-rounds-left", n = n),
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
fn key(svg: &mut Svg, y: f32, lang: Lang) -> f32 {
    let small = font(18.0, Face::Regular).coloured(MUTED);
    let cy = y + 15.0;
    let say = |svg: &mut Svg, x: &mut f32, text: &str, gap: f32| {
        svg.text(*x, cy + 6.0, text, small);
        *x += text_width(text, small.size, small.face) + gap;
    };
    let mut x = MARGIN + 13.0;
    city::disc(svg, (x, cy), 1, false);
    x += 17.0;
    say(svg, &mut x, &t!(lang, "genoa-picture-key-discs"), 20.0);
    city::disc(svg, (x, cy), 3, true);
    x += 20.0;
    say(svg, &mut x, &t!(lang, "genoa-picture-key-tower"), 18.0);
    city::step_badge(svg, (x, cy), Some(Direction::North), true);
    x += 17.0;
    say(svg, &mut x, &t!(lang, "genoa-picture-key-step"), 6.0);
    svg.rect(x, cy - 10.0, 24.0, 20.0, 3.0, Paint::stroke(AT_STAKE, 5.0));
    x += 32.0;
    say(svg, &mut x, &t!(lang, "genoa-picture-key-stake"), 0.0);
    y + 32.0
}

/// The supply: commodities and special tiles by kind, each with its name and how many are
/// left, and the four card piles; returns the y below it.
fn supply(svg: &mut Svg, y: f32, view: &PublicView, lang: Lang) -> f32 {
    let mut y = heading(svg, y, &t!(lang, "genoa-picture-supply"));
    let h = 25.0;
    // The sign, how many, and the name: "(Al) 4 ale".
    let entry = |svg: &mut Svg, x: f32, y: f32, w: f32, sign: Chip, name: &str, n: u8| {
        let after = sign.draw(svg, x, y, h, lang) + 6.0;
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
        entry(
            svg,
            x,
            ry,
            column,
            Chip::Commodity(c, None),
            &t!(lang, "genoa-commodity", commodity = c.key()),
            n,
        );
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
            &t!(lang, "genoa-tile-short", tile = t.key()),
            n,
        );
    }
    y += 2.0 * 30.0 + 6.0;
    piles(svg, y, view, lang)
}

/// A building's name, in the reader's language.
fn building_name(b: crate::engine::genoa::BuildingId, lang: Lang) -> String {
    t!(lang, "genoa-building", building = b.key())
}

/// The four piles side by side: the card's back, its name, the cards face down and those face
/// up under it (G-85); returns the y below them.
fn piles(svg: &mut Svg, y: f32, view: &PublicView, lang: Lang) -> f32 {
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
        let cw = card(svg, x + 8.0, y + 8.0, 46.0, pile.kind, lang);
        let tx = x + 8.0 + cw + 8.0;
        let room = x + w - tx - 6.0;
        text_in(
            svg,
            tx,
            y + 26.0,
            room,
            &t!(lang, "genoa-picture-pile-name", kind = pile.kind.key()),
            font(19.0, Face::CondensedBold),
        );
        let counts = t!(
            lang,
            "genoa-picture-pile",
            down = pile.face_down,
            up = pile.face_up.len()
        );
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
fn players(svg: &mut Svg, y: f32, view: &PublicView, names: &[String], lang: Lang) -> f32 {
    let y = heading(svg, y, &t!(lang, "genoa-picture-players"));
    let seats: Vec<_> = view.seats.iter().collect();
    players_table(svg, y - 6.0, &seats, view, names, lang) + 10.0
}

/// The open offers; returns the y below them.
fn offers(svg: &mut Svg, y: f32, view: &PublicView, names: &[String], fit: Fit, lang: Lang) -> f32 {
    let note = match view.offers.len() {
        0 => t!(lang, "genoa-picture-offers-none"),
        _ => t!(lang, "genoa-picture-offers-numbered"),
    };
    let y = heading_with(svg, y + 4.0, &t!(lang, "genoa-open-offers"), &note);
    if view.offers.is_empty() {
        return y - 8.0;
    }
    let all: Vec<_> = view.offers.iter().collect();
    // Whatever the offers, the picture stays within the rasteriser's limit.
    let room = MAX_SIDE as f32 - MARGIN - y;
    offer_table(svg, y - 6.0, &all, view, names, room, fit, lang)
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
            title_bar(
                svg,
                "Genoa",
                ACCENT,
                &decision_line(&view, &names, Lang::En),
            )
        });
        measure("decision", &|svg| {
            decision_panel(svg, 120.0, &view, &names, Lang::En)
        });
        measure("round", &|svg| round_track(svg, 0.0, &view, Lang::En));
        measure("city", &|svg| {
            city::city(svg, Map::new(MARGIN, 0.0, INNER), &view, Lang::En)
        });
        measure("key", &|svg| key(svg, 0.0, Lang::En));
        measure("supply", &|svg| supply(svg, 0.0, &view, Lang::En));
        measure("players", &|svg| players(svg, 0.0, &view, &names, Lang::En));
        measure("offers", &|svg| {
            offers(svg, 0.0, &view, &names, Fit::ALL, Lang::En)
        });
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
            city::city(svg, Map::new(MARGIN, 0.0, INNER), &view, Lang::En)
        });
        parts("supply", &|svg| supply(svg, 0.0, &view, Lang::En));
        parts("players", &|svg| players(svg, 0.0, &view, &names, Lang::En));
    }
}
