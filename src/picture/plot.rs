//! The line plot of every seat's score over the game, for the final scores pictures.
//!
//! Each seat's line has its colour, its dash and its marker, and ends in its name and score
//! written beside it, so no legend (and no colour vision) is needed to read it.

use super::fonts::Face;
use super::fonts::text_width;
use super::history::ScoreHistory;
use super::style::{
    INK, LINE, MARGIN, MUTED, Marker, SMALL, WIDTH, font, marker, number, seat_colour, text_in,
};
use super::svg::{Anchor, Paint, Svg};

const HEIGHT: f32 = 360.0;
const LABEL_GAP: f32 = 24.0;

/// A step that puts about `target` ticks over `span`: 1, 2, 5, 10, 20, 50…
fn tick_step(span: f32, target: f32) -> f32 {
    let raw = (span / target).max(1.0);
    let magnitude = 10f32.powf(raw.log10().floor());
    [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * magnitude)
        .find(|&s| s >= raw)
        .unwrap_or(10.0 * magnitude)
}

/// Moves labels apart so that no two are closer than `gap`, keeping them within `lo..=hi`
/// where they fit; each label is given as its wanted y, the result keeps the input order.
fn spread(wanted: &[f32], gap: f32, lo: f32, hi: f32) -> Vec<f32> {
    let mut order: Vec<usize> = (0..wanted.len()).collect();
    order.sort_by(|&a, &b| wanted[a].total_cmp(&wanted[b]).then(a.cmp(&b)));
    let mut placed = vec![0.0; wanted.len()];
    let mut last = f32::NEG_INFINITY;
    for &i in &order {
        let y = wanted[i].max(lo).max(last + gap);
        placed[i] = y;
        last = y;
    }
    // Pushed past the bottom: shift the run back up as far as the top allows.
    let overflow = last - hi;
    if overflow > 0.0 {
        let first = order.first().map_or(lo, |&i| placed[i]);
        let shift = overflow.min((first - lo).max(0.0));
        for y in &mut placed {
            *y -= shift;
        }
    }
    placed
}

/// Draws the plot below `y` with its heading; returns the y below it.
pub fn score_plot(
    svg: &mut Svg,
    y: f32,
    history: &ScoreHistory,
    names: &[String],
    x_label: &str,
) -> f32 {
    let seats = history.seats();
    let moments = history.len();
    if seats == 0 || moments == 0 {
        return y;
    }
    let label_width = 170.0;
    let (left, right) = (MARGIN + 56.0, WIDTH - MARGIN - label_width);
    let (top, bottom) = (y + 12.0, y + HEIGHT - 44.0);

    let all = (0..moments).flat_map(|i| history.at(i).iter().copied());
    let (lo, hi) = all.fold((0, 1), |(lo, hi), s| (lo.min(s), hi.max(s)));
    let step = tick_step((hi - lo) as f32, 5.0);
    let lo = (lo as f32 / step).floor() * step;
    let hi = ((hi as f32 / step).ceil() * step).max(lo + step);
    let last_x = (moments - 1).max(1) as f32;
    let px = |i: f32| left + (right - left) * i / last_x;
    let py = |s: f32| bottom - (bottom - top) * (s - lo) / (hi - lo);

    // Grid and axes.
    let grid = Paint::stroke(LINE, 1.0);
    let tick_font = font(SMALL, Face::Regular).coloured(MUTED);
    let mut v = lo;
    while v <= hi + 0.01 {
        let gy = py(v);
        let paint = if v == 0.0 {
            Paint::stroke(MUTED, 2.0)
        } else {
            grid
        };
        svg.line((left, gy), (right, gy), paint);
        svg.text(
            left - 8.0,
            gy + 7.0,
            &number(v as i32),
            tick_font.anchored(Anchor::End),
        );
        v += step;
    }
    let xstep = tick_step(last_x, 5.0);
    let mut t = 0.0;
    while t <= last_x + 0.01 {
        let gx = px(t);
        svg.line((gx, bottom), (gx, bottom + 6.0), Paint::stroke(MUTED, 2.0));
        svg.text(
            gx,
            bottom + 26.0,
            &format!("{}", t as i32),
            tick_font.anchored(Anchor::Middle),
        );
        t += xstep;
    }
    svg.line((left, top), (left, bottom), Paint::stroke(MUTED, 2.0));
    svg.text(
        f32::midpoint(left, right),
        bottom + 52.0 - 4.0,
        x_label,
        tick_font.anchored(Anchor::Middle),
    );

    // One line per seat; a small offset per seat keeps equal scores from hiding each other.
    let mut ends = Vec::with_capacity(seats);
    for seat in 0..seats {
        let offset = (seat as f32 - (seats as f32 - 1.0) / 2.0) * 2.5;
        let scores: Vec<i32> = history.of(seat).collect();
        let mut points = vec![(px(0.0), py(scores[0] as f32) + offset)];
        for i in 1..moments {
            if scores[i] != scores[i - 1] {
                points.push((px(i as f32), py(scores[i - 1] as f32) + offset));
                points.push((px(i as f32), py(scores[i] as f32) + offset));
            }
        }
        let end = (px(last_x), py(scores[moments - 1] as f32) + offset);
        points.push(end);
        let shape = Marker::of_seat(seat);
        let mut paint = Paint::stroke(seat_colour(seat), 4.0);
        if let Some((d, g)) = shape.dash() {
            paint = paint.dashed(d, g);
        }
        svg.polyline(&points, paint);
        // Markers along the line, staggered per seat so they do not sit on one another.
        let fill = Paint::fill(seat_colour(seat)).with_stroke(INK, 1.5);
        for k in 0..4 {
            let at = (k as f32 + (seat as f32 + 1.0) / (seats as f32 + 1.0)) / 4.0;
            let i = ((at * last_x).round() as usize).min(moments - 1);
            marker(
                svg,
                shape,
                (px(i as f32), py(scores[i] as f32) + offset),
                7.0,
                fill,
            );
        }
        marker(svg, shape, end, 8.0, fill);
        ends.push((end.1, scores[moments - 1]));
    }

    // The names at the right, pulled apart where lines end close together.
    let wanted: Vec<f32> = ends.iter().map(|e| e.0).collect();
    let placed = spread(&wanted, LABEL_GAP, top, bottom);
    for seat in 0..seats {
        let (ly, score) = (placed[seat], ends[seat].1);
        let x = right + 14.0;
        if (ly - ends[seat].0).abs() > 1.0 {
            svg.line(
                (right + 8.0, ends[seat].0),
                (x - 2.0, ly),
                Paint::stroke(MUTED, 1.0),
            );
        }
        let score_text = format!(": {}", number(score));
        let name_font = font(SMALL, Face::Bold);
        let score_w = text_width(&score_text, SMALL, Face::Bold);
        let name = super::names::seat_name(names, seat);
        let room = WIDTH - x - score_w - 4.0;
        let shown = super::fonts::fit(&name, room, SMALL, Face::Bold);
        let name_w = text_width(&shown, SMALL, Face::Bold);
        text_in(svg, x, ly + 7.0, room, &shown, name_font);
        svg.text(x + name_w, ly + 7.0, &score_text, name_font);
    }
    y + HEIGHT
}

#[cfg(test)]
// The widths and ticks compared are whole numbers, exact in f32.
#[allow(clippy::float_cmp)]
mod tests {
    use super::*;

    #[test]
    fn ticks_are_round_numbers() {
        assert_eq!(tick_step(4.0, 5.0), 1.0);
        assert_eq!(tick_step(40.0, 5.0), 10.0);
        assert_eq!(tick_step(63.0, 5.0), 20.0);
        assert_eq!(tick_step(412.0, 5.0), 100.0);
        assert_eq!(tick_step(0.0, 5.0), 1.0);
    }

    #[test]
    fn labels_keep_their_distance_and_order_within_bounds() {
        assert_eq!(spread(&[10.0, 100.0], 24.0, 0.0, 200.0), [10.0, 100.0]);
        let close = spread(&[50.0, 50.0, 55.0], 24.0, 0.0, 200.0);
        assert_eq!(close, [50.0, 74.0, 98.0]);
        let low = spread(&[195.0, 200.0], 24.0, 0.0, 200.0);
        assert!(low[1] <= 200.0 && low[1] - low[0] >= 24.0, "{low:?}");
    }
}
