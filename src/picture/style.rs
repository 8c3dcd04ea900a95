//! What every picture shares: its width, text sizes, colours, seat markers and a few widgets.
//!
//! Pictures are drawn 800 px wide: Discord shows an embed's image about 400 px wide on a phone,
//! so the smallest text here (20 px) reads as 10 px there, and body text as 12.

use super::fonts::Face;
use super::fonts::fit;
use super::svg::{Colour, Font, Paint, Svg};

pub const WIDTH: f32 = 800.0;
pub const MARGIN: f32 = 20.0;
/// The width inside the margins.
pub const INNER: f32 = WIDTH - 2.0 * MARGIN;

pub const TITLE: f32 = 34.0;
pub const HEADING: f32 = 26.0;
pub const BODY: f32 = 24.0;
pub const SMALL: f32 = 20.0;

pub const PAPER: Colour = Colour(0xFAF6EE);
pub const PANEL: Colour = Colour(0xF0E9DA);
pub const LINE: Colour = Colour(0xC9BCA3);
pub const INK: Colour = Colour(0x221E1A);
pub const MUTED: Colour = Colour(0x6B6258);
/// The seat to act, and other things that need the eye first.
pub const HIGHLIGHT: Colour = Colour(0xFFE082);

pub fn font(size: f32, face: Face) -> Font {
    Font::new(size, face, INK)
}

pub fn bold() -> Font {
    font(BODY, Face::Bold)
}

/// Text cut with an ellipsis where it would pass `width`.
pub fn text_in(svg: &mut Svg, x: f32, y: f32, width: f32, text: &str, font: Font) {
    svg.text(x, y, &fit(text, width, font.size, font.face), font);
}

/// The band at the top: the game's name on its colour, and what is happening now.
/// Returns where the content below starts.
pub fn title_bar(svg: &mut Svg, title: &str, accent: Colour, line: &str) -> f32 {
    svg.rect(0.0, 0.0, WIDTH, 56.0, 0.0, Paint::fill(accent));
    svg.text(
        MARGIN,
        40.0,
        title,
        Font::new(TITLE, Face::Bold, Colour::WHITE),
    );
    if line.is_empty() {
        return 56.0 + MARGIN;
    }
    svg.rect(0.0, 56.0, WIDTH, 44.0, 0.0, Paint::fill(HIGHLIGHT));
    text_in(svg, MARGIN, 87.0, INNER, line, font(BODY, Face::Bold));
    100.0 + MARGIN
}

/// A section heading with a rule under it; returns the y below it.
pub fn heading(svg: &mut Svg, y: f32, text: &str) -> f32 {
    svg.text(MARGIN, y + 26.0, text, font(HEADING, Face::Bold));
    svg.line(
        (MARGIN, y + 36.0),
        (WIDTH - MARGIN, y + 36.0),
        Paint::stroke(LINE, 2.0),
    );
    y + 48.0
}

/// A heading with a note after it in muted text, e.g. "Warehouse" and "8 a tile".
pub fn heading_with(svg: &mut Svg, y: f32, text: &str, note: &str) -> f32 {
    let below = heading(svg, y, text);
    let x = MARGIN + super::fonts::text_width(text, HEADING, Face::Bold) + 14.0;
    text_in(
        svg,
        x,
        y + 26.0,
        WIDTH - MARGIN - x,
        note,
        font(BODY, Face::Regular).coloured(MUTED),
    );
    below
}

/// Seat colours: the Okabe–Ito palette, told apart by most colour-blind eyes, and each seat
/// also has its own marker shape and line dash (see [`Marker`]).
const SEAT_COLOURS: [Colour; 6] = [
    Colour(0xE69F00),
    Colour(0x0072B2),
    Colour(0x009E73),
    Colour(0xD55E00),
    Colour(0xCC79A7),
    Colour(0x56B4E9),
];

pub fn seat_colour(seat: usize) -> Colour {
    SEAT_COLOURS[seat % SEAT_COLOURS.len()]
}

/// A shape per seat, drawn beside its name and on its line in the plot, so seats are told
/// apart without colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Marker {
    Circle,
    Square,
    Triangle,
    Diamond,
    TriangleDown,
    Hexagon,
}

impl Marker {
    pub fn of_seat(seat: usize) -> Marker {
        [
            Marker::Circle,
            Marker::Square,
            Marker::Triangle,
            Marker::Diamond,
            Marker::TriangleDown,
            Marker::Hexagon,
        ][seat % 6]
    }

    /// The dash of the seat's line in a plot: solid, then ever sparser.
    pub fn dash(self) -> Option<(f32, f32)> {
        match self {
            Marker::Circle => None,
            Marker::Square => Some((14.0, 6.0)),
            Marker::Triangle => Some((4.0, 5.0)),
            Marker::Diamond => Some((18.0, 5.0)),
            Marker::TriangleDown => Some((8.0, 8.0)),
            Marker::Hexagon => Some((2.0, 3.0)),
        }
    }
}

/// A marker of radius `r` around `(cx, cy)`.
pub fn marker(svg: &mut Svg, shape: Marker, (cx, cy): (f32, f32), r: f32, paint: Paint) {
    use std::f32::consts::FRAC_PI_2;
    let poly = |n: usize, start: f32, r: f32| -> Vec<(f32, f32)> {
        (0..n)
            .map(|i| {
                let a = start + i as f32 * std::f32::consts::TAU / n as f32;
                (cx + r * a.cos(), cy + r * a.sin())
            })
            .collect()
    };
    match shape {
        Marker::Circle => svg.circle(cx, cy, r, paint),
        Marker::Square => svg.rect(cx - r * 0.85, cy - r * 0.85, r * 1.7, r * 1.7, 0.0, paint),
        Marker::Triangle => svg.polygon(&poly(3, -FRAC_PI_2, r * 1.15), paint),
        Marker::Diamond => svg.polygon(&poly(4, -FRAC_PI_2, r * 1.15), paint),
        Marker::TriangleDown => svg.polygon(&poly(3, FRAC_PI_2, r * 1.15), paint),
        Marker::Hexagon => svg.polygon(&poly(6, 0.0, r * 1.05), paint),
    }
}

/// A seat's marker in its colour, outlined so light colours show on paper.
pub fn seat_marker(svg: &mut Svg, seat: usize, at: (f32, f32), r: f32) {
    let paint = Paint::fill(seat_colour(seat)).with_stroke(INK, 1.5);
    marker(svg, Marker::of_seat(seat), at, r, paint);
}

/// The seat to act is marked with a filled arrow before its name.
pub fn turn_arrow(svg: &mut Svg, x: f32, y: f32, size: f32) {
    svg.polygon(
        &[
            (x, y - size / 2.0),
            (x + size * 0.8, y),
            (x, y + size / 2.0),
        ],
        Paint::fill(INK),
    );
}

/// A light band behind a row, e.g. the seat to act.
pub fn band(svg: &mut Svg, y: f32, h: f32, colour: Colour) {
    svg.rect(MARGIN - 8.0, y, INNER + 16.0, h, 8.0, Paint::fill(colour));
}

/// Points written with their sign, as players say them: "+8", "−5", "0".
pub fn signed(points: i32) -> String {
    match points {
        p if p > 0 => format!("+{p}"),
        p if p < 0 => format!("−{}", -p),
        _ => "0".to_string(),
    }
}

/// A number as it is printed, with a real minus sign: "−5".
pub fn number(n: i32) -> String {
    if n < 0 {
        format!("−{}", -i64::from(n))
    } else {
        n.to_string()
    }
}

/// Relative luminance, as WCAG defines it for contrast.
fn luminance(c: Colour) -> f32 {
    let [r, g, b] = [16, 8, 0].map(|s| {
        let v = ((c.0 >> s) & 0xFF) as f32 / 255.0;
        if v <= 0.04045 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    });
    0.2126 * r + 0.7152 * g + 0.0722 * b
}

fn contrast(a: Colour, b: Colour) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// Text colour that reads on `background`: white or ink, whichever contrasts more.
pub fn ink_on(background: Colour) -> Colour {
    if contrast(background, Colour::WHITE) > contrast(background, INK) {
        Colour::WHITE
    } else {
        INK
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_carry_their_sign() {
        assert_eq!(signed(8), "+8");
        assert_eq!(signed(-5), "−5");
        assert_eq!(signed(0), "0");
        assert_eq!(number(-10), "−10");
        assert_eq!(number(7), "7");
    }

    #[test]
    fn text_is_white_on_dark_and_ink_on_light() {
        assert_eq!(ink_on(Colour(0x202020)), Colour::WHITE);
        assert_eq!(ink_on(Colour(0xF0F0F0)), INK);
        assert_eq!(ink_on(Colour(0xF2C530)), INK, "yellow");
        assert_eq!(ink_on(Colour(0x2F6DB5)), Colour::WHITE, "blue");
        assert_eq!(ink_on(Colour(0x1B5E20)), Colour::WHITE, "a dark green");
        assert_eq!(
            ink_on(Colour(0x3F8F47)),
            INK,
            "a mid green reads better in ink"
        );
        assert!(contrast(Colour::WHITE, INK) > 15.0);
    }

    #[test]
    fn every_seat_of_six_has_its_own_colour_and_marker() {
        let colours: std::collections::HashSet<_> = (0..6).map(seat_colour).collect();
        assert_eq!(colours.len(), 6);
        let dashes: Vec<_> = (0..6).map(|s| Marker::of_seat(s).dash()).collect();
        for (i, d) in dashes.iter().enumerate() {
            assert!(!dashes[..i].contains(d), "seat {i} shares a dash");
        }
    }
}
