//! Palazzo's final scores: the standings, each seat's points palace by palace, and the plot of
//! every seat's score over the game.

use super::super::ScoreHistory;
use super::super::fonts::Face;
use super::super::fonts::text_width;
use super::super::names::seat_name;
use super::super::plot::score_plot;
use super::super::style::{
    BODY, HIGHLIGHT, INNER, MARGIN, MUTED, PAPER, SMALL, WIDTH, band, bold, font, heading, number,
    seat_marker, signed, text_in, title_bar,
};
use super::super::svg::{Anchor, Scene, Svg};
use super::pieces::{ACCENT, tower, tower_height};
use crate::engine::palazzo::PublicView;
use crate::lang::Lang;
use crate::t;

/// Palaces are drawn at this fraction of their size on the board.
const SCALE: f32 = 0.5;

pub fn scores_scene(
    view: &PublicView,
    history: &ScoreHistory,
    names: &[String],
    lang: Lang,
) -> Scene {
    let mut svg = Svg::new(WIDTH, PAPER);
    let (title, line) = match &view.outcome {
        Some(o) if o.decided_by_tie_break => (
            t!(lang, "palazzo-picture-final-title"),
            t!(lang, "palazzo-picture-tie"),
        ),
        Some(_) => (t!(lang, "palazzo-picture-final-title"), String::new()),
        None => (
            t!(lang, "palazzo-picture-so-far-title"),
            t!(lang, "palazzo-picture-under-way"),
        ),
    };
    let mut y = title_bar(&mut svg, &title, ACCENT, &line);

    // Seats in order of their standing (or of their points, before the end).
    let mut order: Vec<usize> = (0..view.seats.len()).collect();
    let rank = |i: usize| {
        view.outcome
            .as_ref()
            .and_then(|o| o.standings.get(i))
            .map_or(0, |s| s.rank)
    };
    order.sort_by_key(|&i| (rank(i), -view.seats[i].score, i));

    for &i in &order {
        let seat = &view.seats[i];
        let standing = view.outcome.as_ref().and_then(|o| o.standings.get(i));
        let won = standing.is_some_and(|s| s.rank == 1);
        let palaces_h = seat
            .palaces
            .iter()
            .map(|p| tower_height(&p.tiles, SCALE))
            .fold(0.0, f32::max);
        let h = 46.0 + palaces_h + 30.0;
        if won {
            band(&mut svg, y - 4.0, h, HIGHLIGHT);
        }
        let place = standing.map_or(String::new(), |s| format!("{}.", s.rank));
        svg.text(MARGIN + 4.0, y + 28.0, &place, bold());
        seat_marker(&mut svg, i, (MARGIN + 52.0, y + 20.0), 10.0);
        let (points, score) = (number(seat.score), seat.score.abs());
        let total = match standing.and_then(|s| s.tie_breaks.first().copied()) {
            Some(tb)
                if view
                    .outcome
                    .as_ref()
                    .is_some_and(|o| o.decided_by_tie_break) =>
            {
                t!(
                    lang,
                    "palazzo-picture-payment",
                    points = points,
                    score = score,
                    payment = tb
                )
            }
            _ => t!(
                lang,
                "palazzo-picture-points",
                points = points,
                score = score
            ),
        };
        svg.text(
            WIDTH - MARGIN,
            y + 28.0,
            &total,
            font(BODY, Face::Bold).anchored(Anchor::End),
        );
        let room = INNER - 90.0 - text_width(&total, BODY, Face::Bold);
        text_in(
            &mut svg,
            MARGIN + 70.0,
            y + 28.0,
            room,
            &seat_name(names, i),
            bold(),
        );

        // The palaces, small, each with its points under it.
        let base = y + 46.0 + palaces_h;
        let w = super::pieces::FLOOR_W * SCALE;
        let per_row = ((INNER - 70.0) / (w + 10.0)) as usize;
        if seat.palaces.is_empty() {
            svg.text(
                MARGIN + 70.0,
                y + 62.0,
                &t!(lang, "palazzo-picture-no-palace"),
                font(SMALL, Face::Regular).coloured(MUTED),
            );
        }
        for (k, p) in seat.palaces.iter().enumerate().take(per_row) {
            let x = MARGIN + 70.0 + k as f32 * (w + 10.0);
            tower(&mut svg, x, base, &p.tiles, SCALE, lang);
            svg.text(
                x + w / 2.0,
                base + 22.0,
                &signed(p.score),
                font(SMALL, Face::Bold).anchored(Anchor::Middle),
            );
        }
        if seat.palaces.len() > per_row {
            let rest: i32 = seat.palaces[per_row..].iter().map(|p| p.score).sum();
            svg.text(
                WIDTH - MARGIN,
                base,
                &t!(
                    lang,
                    "palazzo-picture-more",
                    count = seat.palaces.len() - per_row,
                    points = signed(rest)
                ),
                font(SMALL, Face::Regular).anchored(Anchor::End),
            );
        }
        y += h + 8.0;
    }

    y = heading(
        &mut svg,
        y + 8.0,
        &t!(lang, "palazzo-picture-over-the-game"),
    );
    y = score_plot(
        &mut svg,
        y,
        history,
        names,
        &t!(lang, "palazzo-picture-moves"),
    );
    svg.finish(y + MARGIN)
}
