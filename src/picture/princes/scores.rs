//! The scores: each seat's prestige points by source, in order of standing, and the plot of
//! every seat's points over the game.

use super::super::ScoreHistory;
use super::super::fonts::Face;
use super::super::names::seat_name;
use super::super::plot::score_plot;
use super::super::style::{
    BODY, HIGHLIGHT, LINE, MARGIN, MUTED, PAPER, WIDTH, band, bold, font, heading, number,
    seat_marker, text_in, title_bar,
};
use super::super::svg::{Anchor, Paint, Scene, Svg};
use super::pieces::ACCENT;
use super::words::code;
use crate::engine::princes::{PublicView, Source};
use crate::lang::Lang;
use crate::t;

fn source_label(s: Source, lang: Lang) -> String {
    t!(lang, "princes-picture-source", source = code(s))
}

/// The sources worth a column: the expansion's only with it, selling only without it (the
/// expansion forbids it); any source that scored is shown whatever the options.
fn columns(view: &PublicView) -> Vec<Source> {
    Source::ALL
        .into_iter()
        .filter(|&s| {
            let scored = view
                .seats
                .iter()
                .any(|seat| seat.points_by_source.iter().any(|&(t, p)| t == s && p != 0));
            scored
                || match s {
                    Source::Merchant | Source::Banker => view.expansion,
                    Source::Sold => !view.expansion,
                    _ => true,
                }
        })
        .collect()
}

pub fn scores_scene(
    view: &PublicView,
    history: &ScoreHistory,
    names: &[String],
    lang: Lang,
) -> Scene {
    let mut svg = Svg::new(WIDTH, PAPER);
    let game = || t!(lang, "game-princes");
    let (title, line) = match &view.outcome {
        Some(o) if o.decided_by_tie_break => (
            t!(lang, "princes-picture-final-title", game = game()),
            t!(lang, "princes-picture-tie"),
        ),
        Some(_) => (
            t!(lang, "princes-picture-final-title", game = game()),
            String::new(),
        ),
        None => (
            t!(lang, "princes-picture-so-far-title", game = game()),
            t!(lang, "princes-picture-under-way", round = view.round),
        ),
    };
    let mut y = title_bar(&mut svg, &title, ACCENT, &line);

    let mut order: Vec<usize> = (0..view.seats.len()).collect();
    let rank = |i: usize| {
        view.outcome
            .as_ref()
            .and_then(|o| o.standings.iter().find(|s| s.seat.index() == i))
            .map_or(0, |s| s.rank)
    };
    order.sort_by_key(|&i| (rank(i), -view.seats[i].points, i));

    let cols = columns(view);
    let (left, right) = (250.0, WIDTH - MARGIN - 64.0);
    let cw = (right - left) / cols.len() as f32;
    let head = font(18.0, Face::CondensedBold).coloured(MUTED);
    for (k, s) in cols.iter().enumerate() {
        svg.text(
            left + (k as f32 + 0.5) * cw,
            y + 20.0,
            &source_label(*s, lang),
            head.anchored(Anchor::Middle),
        );
    }
    svg.text(
        WIDTH - MARGIN - 4.0,
        y + 20.0,
        &t!(lang, "princes-picture-pp-head"),
        head.anchored(Anchor::End),
    );
    y += 30.0;
    svg.line((MARGIN, y), (WIDTH - MARGIN, y), Paint::stroke(LINE, 1.5));
    y += 6.0;
    for &i in &order {
        let seat = &view.seats[i];
        let r = rank(i);
        if r == 1 {
            band(&mut svg, y, 44.0, HIGHLIGHT);
        }
        if r > 0 {
            svg.text(MARGIN + 2.0, y + 30.0, &format!("{r}."), bold());
        }
        seat_marker(&mut svg, i, (MARGIN + 46.0, y + 22.0), 10.0);
        text_in(
            &mut svg,
            MARGIN + 64.0,
            y + 30.0,
            left - MARGIN - 72.0,
            &seat_name(names, i),
            bold(),
        );
        for (k, s) in cols.iter().enumerate() {
            let p = seat
                .points_by_source
                .iter()
                .find(|(t, _)| t == s)
                .map_or(0, |&(_, p)| i32::from(p));
            let f = if p == 0 {
                font(BODY, Face::Regular).coloured(MUTED)
            } else {
                font(BODY, Face::Regular)
            };
            let text = if p == 0 { "·".to_string() } else { number(p) };
            svg.text(
                left + (k as f32 + 0.5) * cw,
                y + 30.0,
                &text,
                f.anchored(Anchor::Middle),
            );
        }
        svg.text(
            WIDTH - MARGIN - 4.0,
            y + 30.0,
            &number(seat.points),
            font(BODY + 2.0, Face::Bold).anchored(Anchor::End),
        );
        y += 48.0;
    }
    let key = t!(lang, "princes-picture-sources-key");
    let kf = font(18.0, Face::Condensed).coloured(MUTED);
    let lines = super::super::fonts::wrap(&key, WIDTH - 2.0 * MARGIN, kf.size, kf.face);
    for l in &lines {
        y += 22.0;
        svg.text(MARGIN, y, l, kf);
    }
    y = heading(
        &mut svg,
        y + 12.0,
        &t!(lang, "princes-picture-over-the-game"),
    );
    y = score_plot(
        &mut svg,
        y,
        history,
        names,
        &t!(lang, "princes-picture-moves"),
    );
    svg.finish(y + MARGIN)
}
