//! Alhambra's final scores: the standings, each seat's points by scoring (A, B, C) and by
//! building type, and the plot of every seat's points over the game.

use super::super::ScoreHistory;
use super::super::fonts::Face;
use super::super::fonts::text_width;
use super::super::names::seat_name;
use super::super::plot::score_plot;
use super::super::style::{
    BODY, HIGHLIGHT, INK, INNER, MARGIN, MUTED, PAPER, SMALL, WIDTH, band, bold, font, heading,
    ink_on, seat_marker, text_in, title_bar,
};
use super::super::svg::{Anchor, Font, Paint, Scene, Svg};
use super::pieces::{ACCENT, type_colour, type_initial, type_name};
use crate::engine::Seat;
use crate::engine::alhambra::{BuildingType, PublicView, TypePoints};
use crate::lang::Lang;
use crate::t;

/// One participant's points: per scoring and per type, over every scoring so far.
struct Breakdown {
    name: String,
    seat: Option<usize>,
    by_scoring: Vec<(String, u32)>,
    by_type: TypePoints,
    total: u32,
}

fn breakdowns(view: &PublicView, names: &[String], lang: Lang) -> Vec<Breakdown> {
    let seats = view.seats.len();
    let participants = seats + usize::from(view.dirk.is_some());
    (0..participants)
        .map(|p| {
            let is_dirk = p == seats;
            let of = |r: &crate::engine::alhambra::ScoringResult| {
                if is_dirk {
                    r.dirk.unwrap_or_default()
                } else {
                    r.seats[p]
                }
            };
            let mut by_type = [0; 6];
            let mut by_scoring = Vec::new();
            for r in &view.scorings {
                let points = of(r);
                for (t, n) in by_type.iter_mut().zip(points) {
                    *t += n;
                }
                by_scoring.push((r.scoring.to_string(), points.iter().sum()));
            }
            Breakdown {
                name: if is_dirk {
                    t!(lang, "alhambra-dirk-imaginary")
                } else {
                    seat_name(names, p)
                },
                seat: (!is_dirk).then_some(p),
                total: by_type.iter().sum(),
                by_scoring,
                by_type,
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
    let (title, line) = match &view.outcome {
        Some(_) => (t!(lang, "alhambra-picture-final-title"), String::new()),
        None => (
            t!(lang, "alhambra-picture-so-far-title"),
            t!(lang, "alhambra-picture-under-way"),
        ),
    };
    let mut y = title_bar(&mut svg, &title, ACCENT, &line);

    let all = breakdowns(view, names, lang);
    let most = all.iter().map(|b| b.total).max().unwrap_or(0).max(1);
    let rank = |b: &Breakdown| {
        b.seat
            .and_then(|i| view.outcome.as_ref().and_then(|o| o.standings.get(i)))
            .map(|s| s.rank)
    };
    let mut order: Vec<&Breakdown> = all.iter().collect();
    // Seats by standing (or points), Dirk last: he shaped the scorings but takes no place.
    order.sort_by_key(|b| {
        (
            b.seat.is_none(),
            rank(b).unwrap_or(0),
            std::cmp::Reverse(b.total),
        )
    });

    let bar_x = MARGIN + 70.0;
    let bar_w = INNER - 70.0;
    for b in order {
        let won = rank(b) == Some(1);
        if won {
            band(&mut svg, y - 4.0, 104.0, HIGHLIGHT);
        }
        if let Some(r) = rank(b) {
            svg.text(MARGIN + 4.0, y + 28.0, &format!("{r}."), bold());
        }
        match b.seat {
            Some(i) => seat_marker(&mut svg, i, (MARGIN + 52.0, y + 20.0), 10.0),
            None => svg.circle(
                MARGIN + 52.0,
                y + 20.0,
                10.0,
                Paint::stroke(MUTED, 2.0).dashed(3.0, 3.0),
            ),
        }
        let total = t!(lang, "alhambra-picture-points", points = b.total);
        svg.text(
            WIDTH - MARGIN,
            y + 28.0,
            &total,
            font(BODY, Face::Bold).anchored(Anchor::End),
        );
        let parts: Vec<String> = b
            .by_scoring
            .iter()
            .map(|(s, n)| format!("{s} {n}"))
            .collect();
        let detail = parts.join(" · ");
        let detail_w = text_width(&detail, SMALL, Face::Regular);
        let total_w = text_width(&total, BODY, Face::Bold);
        svg.text(
            WIDTH - MARGIN - total_w - 18.0,
            y + 28.0,
            &detail,
            font(SMALL, Face::Regular)
                .coloured(MUTED)
                .anchored(Anchor::End),
        );
        let room = INNER - 90.0 - total_w - detail_w - 24.0;
        let name_font = if b.seat.is_some() {
            bold()
        } else {
            font(BODY, Face::Regular).coloured(MUTED)
        };
        text_in(&mut svg, bar_x, y + 28.0, room, &b.name, name_font);
        // Points by type: a bar of one segment per type, as long as its points.
        let mut x = bar_x;
        let by = y + 44.0;
        for t in BuildingType::ALL {
            let n = b.by_type[t.index()];
            if n == 0 {
                continue;
            }
            let w = bar_w * n as f32 / most as f32;
            let fill = type_colour(t);
            svg.rect(x, by, w, 44.0, 0.0, Paint::fill(fill).with_stroke(INK, 1.0));
            let label = format!("{} {n}", type_initial(t, lang));
            let f = Font::new(18.0, Face::CondensedBold, ink_on(fill));
            if text_width(&label, 18.0, Face::CondensedBold) + 6.0 <= w {
                svg.text(x + w / 2.0, by + 29.0, &label, f.anchored(Anchor::Middle));
            } else if text_width(&n.to_string(), 18.0, Face::CondensedBold) + 4.0 <= w {
                svg.text(
                    x + w / 2.0,
                    by + 29.0,
                    &n.to_string(),
                    f.anchored(Anchor::Middle),
                );
            }
            x += w;
        }
        if b.total == 0 {
            svg.text(
                bar_x,
                by + 28.0,
                &t!(lang, "alhambra-picture-no-points"),
                font(SMALL, Face::Regular).coloured(MUTED),
            );
        }
        y += 112.0;
    }
    // The key to the bars.
    let mut x = MARGIN;
    for t in BuildingType::ALL {
        super::pieces::type_badge(&mut svg, t, x, y, 24.0, lang);
        let name = type_name(t, lang);
        svg.text(x + 30.0, y + 19.0, &name, font(SMALL, Face::Regular));
        x += 30.0 + text_width(&name, SMALL, Face::Regular) + 16.0;
    }
    y += 40.0;
    let _ = Seat(0);
    y = heading(&mut svg, y, &t!(lang, "alhambra-picture-over-the-game"));
    y = score_plot(
        &mut svg,
        y,
        history,
        names,
        &t!(lang, "alhambra-picture-moves"),
    );
    svg.finish(y + MARGIN)
}
