//! Palazzo's public board: the warehouse and its price, stacks and game-end tiles, the money
//! deck, the four quarries and the architect, the decision at hand (an auction's bids, revealed
//! money, a quarry being shared out, tiles to build) and every seat's palaces.

use super::super::fonts::Face;
use super::super::fonts::text_width;
use super::super::names::seat_name;
use super::super::style::{
    BODY, HEADING, HIGHLIGHT, INK, INNER, LINE, MARGIN, MUTED, PANEL, PAPER, SMALL, WIDTH, band,
    bold, font, heading, heading_with, number, seat_marker, signed, text_in, turn_arrow,
};
use super::super::svg::{Anchor, Colour, Paint, Scene, Svg};
use super::pieces::{
    ACCENT, CARD_H, CARD_W, FLOOR_W, currency_marker, legend, tile_rows, tower, tower_height,
};
use crate::engine::Seat;
use crate::engine::palazzo::{Auction, Cards, Decision, PublicView, SeatView};
use crate::lang::Lang;
use crate::t;

/// The board as SVG text: for tests and debugging.
pub fn board_scene(view: &PublicView, names: &[String], lang: Lang) -> Scene {
    let mut svg = Svg::new(WIDTH, PAPER);
    let mut y = super::super::style::title_bar(
        &mut svg,
        &t!(lang, "game-palazzo"),
        ACCENT,
        &decision_line(view, names, lang),
    );
    y = heading_with(
        &mut svg,
        y,
        &t!(lang, "palazzo-picture-warehouse"),
        &t!(lang, "palazzo-picture-price", price = view.tile_price),
    );
    if view.warehouse.is_empty() {
        svg.text(
            MARGIN,
            y + 26.0,
            &t!(lang, "palazzo-empty"),
            font(BODY, Face::Regular).coloured(MUTED),
        );
        y += 40.0;
    } else {
        y = tile_rows(&mut svg, MARGIN, y + 4.0, INNER, &view.warehouse, lang) + 16.0;
    }
    y = supplies(&mut svg, y, view, lang) + 16.0;
    y = quarries(&mut svg, y, view, lang) + 12.0;
    legend(
        &mut svg,
        MARGIN,
        y + 14.0,
        &t!(lang, "palazzo-picture-legend-materials"),
    );
    legend(
        &mut svg,
        MARGIN,
        y + 40.0,
        &t!(lang, "palazzo-picture-legend-tiles"),
    );
    y += 62.0;
    y = decision_panel(&mut svg, y, view, names, lang);
    y = heading(&mut svg, y, &t!(lang, "palazzo-picture-palaces"));
    for seat in &view.seats {
        y = seat_palaces(&mut svg, y, seat, view.decision.seat(), names, lang) + 10.0;
    }
    svg.finish(y + MARGIN)
}

/// Who decides what now, in one line.
fn decision_line(view: &PublicView, names: &[String], lang: Lang) -> String {
    let who = |s: &Seat| super::super::names::short_name(names, s.index());
    match &view.decision {
        Decision::ChooseAction {
            seat,
            can_take_money,
        } => {
            if *can_take_money {
                t!(lang, "palazzo-picture-choose", who = who(seat))
            } else {
                t!(lang, "palazzo-picture-choose-no-money", who = who(seat))
            }
        }
        Decision::TakeMoney { seat, .. } => {
            t!(lang, "palazzo-picture-take-money", who = who(seat))
        }
        Decision::BuyOrAuction { seat } => t!(
            lang,
            "palazzo-picture-buy-or-auction",
            who = who(seat),
            price = view.tile_price
        ),
        Decision::Bid { seat, auction } => {
            let (high_seat, high) = auction.high();
            t!(
                lang,
                "palazzo-picture-bid",
                who = who(seat),
                high = high,
                by = who(&high_seat)
            )
        }
        Decision::ShareOut { seat, .. } => {
            t!(lang, "palazzo-picture-share-out", who = who(seat))
        }
        Decision::Build { seat, pending } => t!(
            lang,
            "palazzo-picture-build",
            who = who(seat),
            count = pending.len()
        ),
        Decision::Over => match &view.outcome {
            Some(o) => {
                let winners = o
                    .standings
                    .iter()
                    .filter(|s| s.rank == 1)
                    .map(|s| who(&s.seat))
                    .reduce(|first, last| t!(lang, "list-and", first = first, last = last))
                    .unwrap_or_default();
                t!(lang, "palazzo-picture-won", winners = winners)
            }
            None => t!(lang, "palazzo-picture-over"),
        },
    }
}

/// Stacks I–III, the game-end tiles drawn and the money deck, in three boxes side by side.
fn supplies(svg: &mut Svg, y: f32, view: &PublicView, lang: Lang) -> f32 {
    const H: f32 = 96.0;
    let w = (INNER - 2.0 * 12.0) / 3.0;
    let label = font(SMALL, Face::Bold).coloured(MUTED);
    let big = font(30.0, Face::Bold);
    for i in 0..3 {
        let x = MARGIN + i as f32 * (w + 12.0);
        svg.rect(x, y, w, H, 8.0, Paint::fill(PANEL));
    }
    // Stacks: a little pile per stack with its numeral, and how many items it holds.
    let x0 = MARGIN;
    svg.text(
        x0 + 12.0,
        y + 26.0,
        &t!(lang, "palazzo-picture-stacks"),
        label,
    );
    for (i, left) in view.stacks.into_iter().enumerate() {
        let numeral = t!(lang, "palazzo-picture-stack", stack = i + 1);
        let cx = x0 + 12.0 + i as f32 * 78.0;
        let colour = if left == 0 { LINE } else { Colour(0x7A6A55) };
        for k in 0..3 {
            let d = k as f32 * 3.0;
            svg.rect(
                cx + d,
                y + 40.0 - d,
                24.0,
                40.0,
                3.0,
                Paint::fill(colour).with_stroke(PAPER, 1.0),
            );
        }
        svg.text(
            cx + 18.0,
            y + 66.0,
            &numeral,
            font(16.0, Face::Bold)
                .coloured(Colour::WHITE)
                .anchored(Anchor::Middle),
        );
        svg.text(
            cx + 36.0,
            y + 74.0,
            &left.to_string(),
            font(24.0, Face::Bold),
        );
    }
    // Game-end tiles: five boxes, one filled per tile drawn (the fifth ends the game).
    let x1 = MARGIN + w + 12.0;
    svg.text(
        x1 + 12.0,
        y + 26.0,
        &t!(lang, "palazzo-picture-game-end-tiles"),
        label,
    );
    for k in 0..5u8 {
        let drawn = k < view.game_end_tiles;
        let paint = if drawn {
            Paint::fill(Colour(0x3D2B1F)).with_stroke(INK, 1.5)
        } else {
            Paint::stroke(MUTED, 1.5).dashed(4.0, 3.0)
        };
        svg.rect(
            x1 + 12.0 + f32::from(k) * 30.0,
            y + 44.0,
            24.0,
            30.0,
            3.0,
            paint,
        );
    }
    svg.text(
        x1 + w - 12.0,
        y + 72.0,
        &format!("{}/5", view.game_end_tiles),
        big.anchored(Anchor::End),
    );
    // Money.
    let x2 = MARGIN + 2.0 * (w + 12.0);
    svg.text(
        x2 + 12.0,
        y + 26.0,
        &t!(lang, "palazzo-picture-money-cards"),
        label,
    );
    svg.text(x2 + 12.0, y + 74.0, &view.deck.to_string(), big);
    let deck_w = text_width(&view.deck.to_string(), 30.0, Face::Bold);
    svg.text(
        x2 + 18.0 + deck_w,
        y + 74.0,
        &t!(lang, "palazzo-picture-deck"),
        font(SMALL, Face::Regular).coloured(MUTED),
    );
    svg.text(
        x2 + w - 12.0,
        y + 74.0,
        &t!(lang, "palazzo-picture-discards", count = view.discards),
        font(SMALL, Face::Regular)
            .coloured(MUTED)
            .anchored(Anchor::End),
    );
    y + H
}

/// The four quarries side by side, the architect's marked.
fn quarries(svg: &mut Svg, y: f32, view: &PublicView, lang: Lang) -> f32 {
    const GAP: f32 = 8.0;
    let y = heading(svg, y, &t!(lang, "palazzo-picture-quarries"));
    let w = (INNER - 3.0 * GAP) / 4.0;
    let inner = w - 8.0;
    let tallest = view
        .quarries
        .iter()
        .map(|q| {
            let per_row = ((inner + super::pieces::TILE_GAP)
                / (super::pieces::TILE_W + super::pieces::TILE_GAP))
                as usize;
            q.len().div_ceil(per_row.max(1)).max(1)
        })
        .max()
        .unwrap_or(1);
    let h = 44.0 + tallest as f32 * (super::pieces::TILE_H + super::pieces::TILE_GAP) + 4.0;
    for (q, tiles) in view.quarries.iter().enumerate() {
        let x = MARGIN + q as f32 * (w + GAP);
        let here = view.architect as usize == q;
        let fill = if here { HIGHLIGHT } else { PANEL };
        svg.rect(x, y, w, h, 8.0, Paint::fill(fill));
        // The quarry's name, made smaller if it would run under the architect.
        let name = t!(lang, "palazzo-picture-quarry", quarry = q + 1);
        let room = w - 44.0;
        let size = 22.0 * (room / text_width(&name, 22.0, Face::Bold)).min(1.0);
        svg.text(x + 10.0, y + 30.0, &name, font(size, Face::Bold));
        if here {
            architect(svg, x + w - 24.0, y + 6.0);
        }
        if tiles.is_empty() {
            svg.text(
                x + 10.0,
                y + 66.0,
                &t!(lang, "palazzo-empty"),
                font(SMALL, Face::Regular).coloured(MUTED),
            );
        } else {
            tile_rows(svg, x + 4.0, y + 42.0, inner, tiles, lang);
        }
    }
    if view.architect < 4 {
        // Say it in words once, under the quarry it stands on.
        let x = MARGIN + f32::from(view.architect) * (w + GAP);
        svg.text(
            x + w / 2.0,
            y + h + 20.0,
            &t!(lang, "palazzo-picture-architect"),
            font(SMALL, Face::Bold).anchored(Anchor::Middle),
        );
    }
    y + h + 24.0
}

/// The architect: a small figure with a builder's hat, 20 × 30 px from `(x, y)`.
fn architect(svg: &mut Svg, x: f32, y: f32) {
    let paint = Paint::fill(INK);
    svg.circle(x, y + 9.0, 6.0, paint);
    svg.rect(x - 9.0, y + 2.0, 18.0, 3.5, 1.5, paint);
    svg.polygon(
        &[
            (x - 9.0, y + 30.0),
            (x - 6.0, y + 16.0),
            (x + 6.0, y + 16.0),
            (x + 9.0, y + 30.0),
        ],
        paint,
    );
}

/// What is being decided, when it needs more than the title line: the auction's bids, the
/// money revealed, the quarry being shared out, the tiles waiting to be built.
fn decision_panel(svg: &mut Svg, y: f32, view: &PublicView, names: &[String], lang: Lang) -> f32 {
    match &view.decision {
        Decision::Bid { auction, .. } => auction_panel(svg, y, auction, names, lang),
        Decision::TakeMoney { revealed, .. } => {
            let y = heading(svg, y, &t!(lang, "palazzo-picture-money-revealed"));
            let y = cards_row(svg, MARGIN, y + 4.0, revealed);
            legend(
                svg,
                MARGIN,
                y + 16.0,
                &t!(lang, "palazzo-picture-money-key"),
            );
            y + 36.0
        }
        Decision::ShareOut { seat, pool } => {
            let y = heading_with(
                svg,
                y,
                &t!(lang, "palazzo-picture-shared-out"),
                &t!(
                    lang,
                    "palazzo-picture-takes-first",
                    who = seat_name(names, seat.index())
                ),
            );
            tile_rows(svg, MARGIN, y + 4.0, INNER, pool, lang) + 20.0
        }
        Decision::Build { seat, pending } => {
            let y = heading(
                svg,
                y,
                &t!(
                    lang,
                    "palazzo-picture-builds",
                    who = seat_name(names, seat.index())
                ),
            );
            tile_rows(svg, MARGIN, y + 4.0, INNER, pending, lang) + 20.0
        }
        Decision::ChooseAction { .. } | Decision::BuyOrAuction { .. } | Decision::Over => y,
    }
}

/// Cards in one row (wrapping), in the hand's order; returns the y below.
fn cards_row(svg: &mut Svg, x: f32, y: f32, cards: &Cards) -> f32 {
    const GAP: f32 = 8.0;
    let per_row = ((INNER + GAP) / (CARD_W + GAP)) as usize;
    let n = cards.len();
    for (i, c) in cards.iter().enumerate() {
        let (row, col) = (i / per_row, i % per_row);
        super::pieces::card(
            svg,
            x + col as f32 * (CARD_W + GAP),
            y + row as f32 * (CARD_H + GAP),
            c,
        );
    }
    y + n.div_ceil(per_row).max(1) as f32 * (CARD_H + GAP)
}

/// The auction: one row per seat with its bid, the seat to raise marked, passed seats struck.
fn auction_panel(svg: &mut Svg, y: f32, auction: &Auction, names: &[String], lang: Lang) -> f32 {
    const ROW: f32 = 44.0;
    let (high_seat, _) = auction.high();
    let mut y = heading_with(
        svg,
        y,
        &t!(lang, "palazzo-picture-auction", quarry = auction.quarry + 1),
        &t!(
            lang,
            "palazzo-picture-auction-by",
            who = seat_name(names, auction.auctioneer.index())
        ),
    );
    for (i, bid) in auction.bids.iter().enumerate() {
        let seat = Seat(i as u8);
        if seat == auction.turn && !bid.passed {
            band(svg, y, ROW - 4.0, HIGHLIGHT);
            turn_arrow(svg, MARGIN, y + 20.0, 16.0);
        }
        seat_marker(svg, i, (MARGIN + 30.0, y + 20.0), 9.0);
        let name_font = if bid.passed {
            font(BODY, Face::Regular).coloured(MUTED)
        } else {
            bold()
        };
        text_in(
            svg,
            MARGIN + 48.0,
            y + 29.0,
            250.0,
            &seat_name(names, i),
            name_font,
        );
        let x = MARGIN + 310.0;
        if bid.passed {
            svg.text(
                x,
                y + 29.0,
                &t!(lang, "palazzo-picture-passed"),
                font(BODY, Face::Regular).coloured(MUTED),
            );
            svg.line(
                (MARGIN + 44.0, y + 21.0),
                (MARGIN + 400.0, y + 21.0),
                Paint::stroke(MUTED, 2.0),
            );
        } else {
            let what = if seat == high_seat && bid.total > 0 {
                t!(lang, "palazzo-picture-high", total = bid.total)
            } else {
                bid.total.to_string()
            };
            svg.text(x, y + 29.0, &what, font(HEADING, Face::Bold));
            let mut cx = x + text_width(&what, HEADING, Face::Bold).max(110.0);
            if bid.certificate {
                let label = if bid.cards.is_empty() {
                    t!(lang, "palazzo-picture-certificate")
                } else {
                    t!(lang, "palazzo-picture-certificate-and")
                };
                svg.text(cx, y + 29.0, &label, font(SMALL, Face::Regular));
                cx += text_width(&label, SMALL, Face::Regular) + 8.0;
            }
            // The bid's cards, small, by currency shape and value.
            for c in bid.cards.iter() {
                if cx > WIDTH - MARGIN - 36.0 {
                    svg.text(cx, y + 29.0, "…", font(SMALL, Face::Bold));
                    break;
                }
                let fill = super::pieces::currency_colour(c.currency());
                let ink = super::super::style::ink_on(fill);
                svg.rect(
                    cx,
                    y + 4.0,
                    32.0,
                    34.0,
                    4.0,
                    Paint::fill(fill).with_stroke(INK, 1.0),
                );
                if let Some(cur) = c.currency() {
                    super::super::style::marker(
                        svg,
                        currency_marker(cur),
                        (cx + 8.0, y + 11.0),
                        4.0,
                        Paint::fill(ink),
                    );
                }
                svg.text(
                    cx + 19.0,
                    y + 33.0,
                    &c.value().to_string(),
                    font(20.0, Face::Bold)
                        .coloured(ink)
                        .anchored(Anchor::Middle),
                );
                cx += 36.0;
            }
            if bid.cards.is_empty() && !bid.certificate {
                svg.text(
                    x + 110.0,
                    y + 29.0,
                    &t!(lang, "palazzo-picture-no-bid"),
                    font(SMALL, Face::Regular).coloured(MUTED),
                );
            }
        }
        y += ROW;
    }
    legend(
        svg,
        MARGIN,
        y + 14.0,
        &t!(lang, "palazzo-picture-money-key"),
    );
    y + 34.0
}

/// One seat: its name, points and money cards, then its palaces as towers with their points.
fn seat_palaces(
    svg: &mut Svg,
    y: f32,
    seat: &SeatView,
    to_act: Option<Seat>,
    names: &[String],
    lang: Lang,
) -> f32 {
    const GAP: f32 = 12.0;
    let per_row = ((INNER + GAP) / (FLOOR_W + GAP)) as usize;
    let rows: Vec<_> = seat.palaces.chunks(per_row).collect();
    let row_heights: Vec<f32> = rows
        .iter()
        .map(|row| {
            row.iter()
                .map(|p| tower_height(&p.tiles, 1.0))
                .fold(super::pieces::FLOOR_H, f32::max)
                + 40.0
        })
        .collect();
    let body: f32 = if rows.is_empty() {
        36.0
    } else {
        row_heights.iter().sum()
    };
    let height = 44.0 + body;
    if to_act == Some(seat.seat) {
        band(svg, y - 4.0, height, HIGHLIGHT);
        turn_arrow(svg, MARGIN, y + 20.0, 16.0);
    }
    let i = seat.seat.index();
    seat_marker(svg, i, (MARGIN + 30.0, y + 20.0), 10.0);
    let cards = t!(
        lang,
        "palazzo-picture-seat",
        points = number(seat.score),
        score = seat.score.abs(),
        cards = seat.money_cards
    );
    let right = font(BODY, Face::Regular).anchored(Anchor::End);
    svg.text(WIDTH - MARGIN, y + 28.0, &cards, right);
    let room = INNER - 60.0 - text_width(&cards, BODY, Face::Regular);
    text_in(
        svg,
        MARGIN + 48.0,
        y + 28.0,
        room,
        &seat_name(names, i),
        bold(),
    );
    let mut top = y + 44.0;
    if rows.is_empty() {
        svg.text(
            MARGIN + 48.0,
            top + 22.0,
            &t!(lang, "palazzo-no-palace-yet"),
            font(SMALL, Face::Regular).coloured(MUTED),
        );
    }
    for (row, h) in rows.iter().zip(&row_heights) {
        let base = top + h - 34.0;
        for (k, p) in row.iter().enumerate() {
            let x = MARGIN + k as f32 * (FLOOR_W + GAP);
            tower(svg, x, base, &p.tiles, 1.0, lang);
            let pure =
                p.tiles.len() >= 3 && p.tiles.iter().all(|t| t.material == p.tiles[0].material);
            let label = if pure {
                format!("{} ★", signed(p.score))
            } else {
                signed(p.score)
            };
            svg.text(
                x + FLOOR_W / 2.0,
                base + 26.0,
                &label,
                font(22.0, Face::Bold).anchored(Anchor::Middle),
            );
        }
        top += h;
    }
    y + height
}
