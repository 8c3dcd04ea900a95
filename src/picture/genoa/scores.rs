//! The scores: each player's ducats in order of standing — at the end with the contract
//! income revealed and broken out (G-96, G-97), and the tie-break (G-99) — the groups each
//! player's contracts paid for, and every player's ducats over the game.

use super::super::ScoreHistory;
use super::super::fonts::Face as FontFace;
use super::super::fonts::fit;
use super::super::names::seat_name;
use super::super::plot::score_plot;
use super::super::style::{
    BODY, HIGHLIGHT, LINE, MARGIN, MUTED, PAPER, WIDTH, band, bold, font, heading, seat_marker,
    text_in, title_bar,
};
use super::super::svg::{Anchor, Paint, Scene, Svg};
use super::signs::{ACCENT, Chip, draw_line, lines};
use crate::engine::genoa::options::TieBreak;
use crate::engine::genoa::view::{PhaseView, PublicView};
use crate::engine::genoa::{BuildingSet, Face};
use crate::lang::Lang;
use crate::t;

pub fn scores_scene(
    view: &PublicView,
    history: &ScoreHistory,
    names: &[String],
    lang: Lang,
) -> Scene {
    let mut svg = Svg::new(WIDTH, PAPER);
    let over = matches!(view.phase, PhaseView::Over);
    let game = t!(lang, "game-genoa");
    let final_title = || t!(lang, "genoa-picture-final-scores", game = game.as_str());
    let (title, line) = match &view.outcome {
        Some(o) if o.decided_by_tie_break => (final_title(), t!(lang, "genoa-picture-tie")),
        Some(_) => (final_title(), String::new()),
        None => (
            t!(lang, "genoa-picture-scores-so-far", game = game.as_str()),
            t!(lang, "genoa-picture-secret", n = view.rounds_left),
        ),
    };
    let mut y = title_bar(&mut svg, &title, ACCENT, &line);

    let rank = |i: usize| {
        view.outcome
            .as_ref()
            .and_then(|o| o.standings.iter().find(|s| s.seat.index() == i))
            .map_or(0, |s| s.rank)
    };
    let tie_break = |i: usize| {
        view.outcome
            .as_ref()
            .and_then(|o| o.standings.iter().find(|s| s.seat.index() == i))
            .and_then(|s| s.tie_breaks.first().copied())
    };
    let mut order: Vec<usize> = (0..view.seats.len()).collect();
    order.sort_by_key(|&i| (rank(i), std::cmp::Reverse(view.seats[i].ducats), i));

    let tb_kind = match view.options.tie_break {
        TieBreak::Commodities => "commodities",
        TieBreak::Items => "items",
    };
    let tb_label = t!(lang, "genoa-picture-tie-break-head", tie_break = tb_kind);
    let ducats_head = t!(lang, "genoa-ducats");
    // Columns' centres, right to left: total, contracts, before them, the tie-break.
    let cols: Vec<(String, f32)> = if over {
        vec![
            (t!(lang, "genoa-picture-before"), 420.0),
            (t!(lang, "genoa-picture-contracts"), 540.0),
            (tb_label.clone(), 645.0),
            (ducats_head, WIDTH - MARGIN - 4.0),
        ]
    } else {
        vec![(ducats_head, WIDTH - MARGIN - 4.0)]
    };
    let head = font(18.0, FontFace::CondensedBold).coloured(MUTED);
    for (i, (label, x)) in cols.iter().enumerate() {
        let anchor = if i + 1 == cols.len() {
            Anchor::End
        } else {
            Anchor::Middle
        };
        svg.text(*x, y + 20.0, label, head.anchored(anchor));
    }
    y += 30.0;
    svg.line((MARGIN, y), (WIDTH - MARGIN, y), Paint::stroke(LINE, 1.5));
    y += 6.0;
    let name_room = if over { 300.0 } else { 560.0 };
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
            name_room,
            &seat_name(names, i),
            bold(),
        );
        let regular = font(BODY, FontFace::Regular);
        if over {
            let contracts = seat.contracts.as_ref().map_or(0, |c| c.ducats);
            let before = seat.ducats.saturating_sub(contracts);
            svg.text(
                cols[0].1,
                y + 30.0,
                &before.to_string(),
                regular.anchored(Anchor::Middle),
            );
            let c = if contracts == 0 {
                "·".to_string()
            } else {
                format!("+{contracts}")
            };
            svg.text(cols[1].1, y + 30.0, &c, regular.anchored(Anchor::Middle));
            let tb = tie_break(i).map_or_else(|| "·".to_string(), |n| n.to_string());
            svg.text(
                cols[2].1,
                y + 30.0,
                &tb,
                regular.coloured(MUTED).anchored(Anchor::Middle),
            );
        }
        svg.text(
            WIDTH - MARGIN - 4.0,
            y + 30.0,
            &seat.ducats.to_string(),
            font(BODY + 2.0, FontFace::Bold).anchored(Anchor::End),
        );
        y += 48.0;
    }
    let key = if over {
        t!(
            lang,
            "genoa-picture-scores-key",
            head = tb_label.as_str(),
            tie_break = tb_kind
        )
    } else {
        t!(lang, "genoa-picture-scores-key-now")
    };
    let kf = font(18.0, FontFace::Condensed).coloured(MUTED);
    for l in super::super::fonts::wrap(&key, WIDTH - 2.0 * MARGIN, kf.size, kf.face) {
        y += 22.0;
        svg.text(MARGIN, y, &l, kf);
    }
    if over {
        y = contracts(&mut svg, y + 12.0, view, names, &order, lang);
    }
    y = heading(
        &mut svg,
        y + 12.0,
        &t!(lang, "genoa-picture-ducats-over-game"),
    );
    y = score_plot(
        &mut svg,
        y,
        history,
        names,
        &t!(lang, "genoa-picture-moves"),
    );
    svg.finish(y + MARGIN)
}

/// Each player's contracts as revealed: the groups that paid and what each paid; returns the
/// y below them.
fn contracts(
    svg: &mut Svg,
    y: f32,
    view: &PublicView,
    names: &[String],
    order: &[usize],
    lang: Lang,
) -> f32 {
    let name = |b: crate::engine::genoa::BuildingId| t!(lang, "genoa-building", building = b.key());
    let mut y = heading(svg, y, &t!(lang, "genoa-picture-contracts"));
    let h = 24.0;
    for &i in order {
        let seat = &view.seats[i];
        let Some(c) = &seat.contracts else { continue };
        let mut chips = vec![
            Chip::Seat(seat.seat),
            Chip::Bold(fit(&seat_name(names, i), 200.0, h * 0.8, FontFace::Bold)),
            Chip::Muted(t!(lang, "genoa-picture-contract-count", n = c.cards.len())),
        ];
        if c.groups.is_empty() {
            chips.push(Chip::Muted(t!(lang, "genoa-picture-none-counted")));
        }
        for (k, (group, ducats)) in c.groups.iter().enumerate() {
            let buildings: Vec<String> = group.iter().map(name).collect();
            let sep = if k + 1 < c.groups.len() { " ·" } else { "" };
            chips.push(Chip::Text(format!(
                "{} = {ducats}{sep}",
                buildings.join(" + ")
            )));
        }
        // The contracts that did not count: their buildings were not the player's.
        let counted: BuildingSet = c
            .groups
            .iter()
            .fold(BuildingSet::EMPTY, |a, (g, _)| a.union(*g));
        let idle: Vec<String> = c
            .cards
            .iter()
            .filter_map(|card| match card.face(view.options.contract_set) {
                Face::Contract { building } if !counted.contains(building) => Some(name(building)),
                _ => None,
            })
            .collect();
        if !idle.is_empty() {
            chips.push(Chip::Muted(t!(lang, "genoa-picture-not-owned")));
            for (k, name) in idle.iter().enumerate() {
                let comma = if k + 1 < idle.len() { "," } else { "" };
                chips.push(Chip::Muted(format!("{name}{comma}")));
            }
        }
        for line in lines(chips, WIDTH - 2.0 * MARGIN, h, lang) {
            draw_line(svg, MARGIN, y, h, &line, lang);
            y += 30.0;
        }
        y += 4.0;
    }
    y
}
