//! A tiny SVG writer: the few shapes the pictures use, each written as one element.
//!
//! Text is written as the outlines of its glyphs (see `fonts`), never as characters, so a
//! player's name cannot break the document or smuggle an element into it, whatever it holds.
//! Numbers are written with at most two decimals, so the same scene always gives the same text.

use std::fmt::{self, Write};

use super::fonts;

/// An opaque colour, written `#rrggbb`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Colour(pub u32);

impl Colour {
    pub const WHITE: Colour = Colour(0xFFFFFF);
    pub const BLACK: Colour = Colour(0x000000);
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{:06x}", self.0 & 0xFF_FF_FF)
    }
}

/// A length or coordinate, written without trailing zeros: `12`, `12.5`, `-3.25`.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Num(f32);

impl fmt::Display for Num {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let hundredths = (self.0 * 100.0).round();
        if !hundredths.is_finite() {
            return f.write_str("0");
        }
        let hundredths = hundredths as i64;
        let (sign, abs) = if hundredths < 0 {
            ("-", -hundredths)
        } else {
            ("", hundredths)
        };
        let (whole, frac) = (abs / 100, abs % 100);
        match frac {
            0 => write!(f, "{sign}{whole}"),
            _ if frac % 10 == 0 => write!(f, "{sign}{whole}.{}", frac / 10),
            _ => write!(f, "{sign}{whole}.{frac:02}"),
        }
    }
}

/// How a shape is painted: a fill, an outline, or both.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Paint {
    pub fill: Option<Colour>,
    pub stroke: Option<(Colour, f32)>,
    /// Dash and gap lengths of the outline; none for a solid one.
    pub dash: Option<(f32, f32)>,
}

impl Paint {
    pub fn fill(colour: Colour) -> Paint {
        Paint {
            fill: Some(colour),
            ..Paint::default()
        }
    }

    pub fn stroke(colour: Colour, width: f32) -> Paint {
        Paint {
            stroke: Some((colour, width)),
            ..Paint::default()
        }
    }

    pub fn with_stroke(self, colour: Colour, width: f32) -> Paint {
        Paint {
            stroke: Some((colour, width)),
            ..self
        }
    }

    pub fn dashed(self, dash: f32, gap: f32) -> Paint {
        Paint {
            dash: Some((dash, gap)),
            ..self
        }
    }

    fn write(&self, out: &mut String) {
        match self.fill {
            Some(c) => write!(out, r#" fill="{c}""#),
            None => write!(out, r#" fill="none""#),
        }
        .expect("writing to a String");
        if let Some((c, w)) = self.stroke {
            write!(out, r#" stroke="{c}" stroke-width="{}""#, Num(w)).expect("writing");
            if let Some((d, g)) = self.dash {
                write!(out, r#" stroke-dasharray="{} {}""#, Num(d), Num(g)).expect("writing");
            }
        }
    }
}

/// Which way text runs from its anchor point.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Anchor {
    #[default]
    Start,
    Middle,
    End,
}

/// The faces the pictures use: `DejaVu` Sans and its semi-condensed cut, shipped in the binary
/// (see `fonts`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Face {
    #[default]
    Regular,
    Bold,
    /// Narrower letters for table headers and tight places.
    Condensed,
    CondensedBold,
}

impl Face {
    pub const ALL: [Face; 4] = [
        Face::Regular,
        Face::Bold,
        Face::Condensed,
        Face::CondensedBold,
    ];
}

/// How a line of text looks.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Font {
    pub size: f32,
    pub face: Face,
    pub colour: Colour,
    pub anchor: Anchor,
}

impl Font {
    pub fn new(size: f32, face: Face, colour: Colour) -> Font {
        Font {
            size,
            face,
            colour,
            anchor: Anchor::Start,
        }
    }

    pub fn anchored(self, anchor: Anchor) -> Font {
        Font { anchor, ..self }
    }

    pub fn coloured(self, colour: Colour) -> Font {
        Font { colour, ..self }
    }
}

/// An SVG document being written. Its height may grow as content is added: it is fixed when
/// the document is finished.
#[derive(Debug, Clone)]
pub struct Svg {
    width: f32,
    background: Colour,
    body: String,
}

impl Svg {
    pub fn new(width: f32, background: Colour) -> Svg {
        Svg {
            width,
            background,
            body: String::with_capacity(16 * 1024),
        }
    }

    pub fn width(&self) -> f32 {
        self.width
    }

    /// A rectangle with corners rounded by `radius`.
    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, radius: f32, paint: Paint) {
        let b = &mut self.body;
        write!(
            b,
            r#"<rect x="{}" y="{}" width="{}" height="{}""#,
            Num(x),
            Num(y),
            Num(w.max(0.0)),
            Num(h.max(0.0))
        )
        .expect("writing to a String");
        if radius > 0.0 {
            write!(b, r#" rx="{}""#, Num(radius)).expect("writing to a String");
        }
        paint.write(b);
        b.push_str("/>");
    }

    pub fn circle(&mut self, cx: f32, cy: f32, r: f32, paint: Paint) {
        let b = &mut self.body;
        write!(
            b,
            r#"<circle cx="{}" cy="{}" r="{}""#,
            Num(cx),
            Num(cy),
            Num(r.max(0.0))
        )
        .expect("writing to a String");
        paint.write(b);
        b.push_str("/>");
    }

    pub fn line(&mut self, (x1, y1): (f32, f32), (x2, y2): (f32, f32), paint: Paint) {
        let b = &mut self.body;
        write!(
            b,
            r#"<line x1="{}" y1="{}" x2="{}" y2="{}""#,
            Num(x1),
            Num(y1),
            Num(x2),
            Num(y2)
        )
        .expect("writing to a String");
        paint.write(b);
        b.push_str("/>");
    }

    /// A closed shape through `points`.
    pub fn polygon(&mut self, points: &[(f32, f32)], paint: Paint) {
        self.poly("polygon", points, paint);
    }

    /// An open line through `points`, with round joins.
    pub fn polyline(&mut self, points: &[(f32, f32)], paint: Paint) {
        self.poly("polyline", points, paint);
    }

    fn poly(&mut self, element: &str, points: &[(f32, f32)], paint: Paint) {
        let b = &mut self.body;
        write!(b, r#"<{element} points=""#).expect("writing to a String");
        for (i, (x, y)) in points.iter().enumerate() {
            let sep = if i == 0 { "" } else { " " };
            write!(b, "{sep}{},{}", Num(*x), Num(*y)).expect("writing to a String");
        }
        b.push('"');
        paint.write(b);
        if element == "polyline" {
            b.push_str(r#" stroke-linejoin="round" stroke-linecap="round""#);
        }
        b.push_str("/>");
    }

    /// One line of text whose baseline starts (or centres, or ends) at `(x, y)`: one path of
    /// its glyphs' outlines, in font units, scaled and flipped into place.
    pub fn text(&mut self, x: f32, y: f32, text: &str, font: Font) {
        let (d, scale) = fonts::text_path(text, font.size, font.face);
        if d.is_empty() {
            return;
        }
        let x = match font.anchor {
            Anchor::Start => x,
            Anchor::Middle => x - fonts::text_width(text, font.size, font.face) / 2.0,
            Anchor::End => x - fonts::text_width(text, font.size, font.face),
        };
        write!(
            self.body,
            r#"<path transform="matrix({} 0 0 {} {} {})" fill="{}" d="{d}"/>"#,
            scale,
            -scale,
            Num(x),
            Num(y),
            font.colour
        )
        .expect("writing to a String");
    }

    /// The finished document, `height` pixels tall.
    pub fn finish(self, height: f32) -> String {
        let (w, h) = (Num(self.width), Num(height));
        let mut out = String::with_capacity(self.body.len() + 256);
        write!(
            out,
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}"><rect width="{w}" height="{h}" fill="{}"/>"#,
            self.background
        )
        .expect("writing to a String");
        out.push_str(&self.body);
        out.push_str("</svg>");
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_written_short_and_stably() {
        let n = |x: f32| Num(x).to_string();
        assert_eq!(n(12.0), "12");
        assert_eq!(n(12.5), "12.5");
        assert_eq!(n(-3.25), "-3.25");
        assert_eq!(n(0.004), "0");
        assert_eq!(n(-0.004), "0");
        assert_eq!(n(1.05), "1.05");
        assert_eq!(n(f32::NAN), "0");
        assert_eq!(n(f32::INFINITY), "0");
    }

    #[test]
    fn colours_are_six_hex_digits() {
        assert_eq!(Colour(0xB5472F).to_string(), "#b5472f");
        assert_eq!(Colour(0xFF).to_string(), "#0000ff");
        assert_eq!(Colour(0xAB_00_00_00).to_string(), "#000000");
    }

    #[test]
    fn shapes_are_written_as_one_element_each() {
        let mut svg = Svg::new(200.0, Colour(0xF0F0F0));
        svg.rect(1.0, 2.0, 30.0, 40.5, 4.0, Paint::fill(Colour(0x123456)));
        svg.circle(
            5.0,
            5.0,
            2.0,
            Paint::stroke(Colour::BLACK, 1.5).dashed(4.0, 2.0),
        );
        svg.polyline(
            &[(0.0, 0.0), (10.0, 5.5)],
            Paint::stroke(Colour::BLACK, 2.0),
        );
        let doc = svg.finish(120.0);
        assert_eq!(
            doc,
            concat!(
                r##"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="120" viewBox="0 0 200 120">"##,
                r##"<rect width="200" height="120" fill="#f0f0f0"/>"##,
                r##"<rect x="1" y="2" width="30" height="40.5" rx="4" fill="#123456"/>"##,
                r##"<circle cx="5" cy="5" r="2" fill="none" stroke="#000000" stroke-width="1.5" stroke-dasharray="4 2"/>"##,
                r##"<polyline points="0,0 10,5.5" fill="none" stroke="#000000" stroke-width="2" stroke-linejoin="round" stroke-linecap="round"/>"##,
                "</svg>"
            )
        );
        resvg::usvg::roxmltree::Document::parse(&doc).expect("well-formed");
    }

    #[test]
    fn text_is_one_path_of_outlines_placed_by_its_anchor() {
        let font = Font::new(20.0, Face::Bold, Colour(0x112233));
        let mut svg = Svg::new(300.0, Colour::WHITE);
        svg.text(100.0, 50.0, "Anna", font);
        let start = svg.body.clone();
        assert!(
            start.starts_with(
                r##"<path transform="matrix(0.009765625 0 0 -0.009765625 100 50)" fill="#112233" d="M"##
            ),
            "{start}"
        );
        let width = fonts::text_width("Anna", 20.0, Face::Bold);
        let mut svg = Svg::new(300.0, Colour::WHITE);
        svg.text(100.0, 50.0, "Anna", font.anchored(Anchor::End));
        assert!(
            svg.body.contains(&format!(" {} 50)", Num(100.0 - width))),
            "{}",
            svg.body
        );
        let mut svg = Svg::new(300.0, Colour::WHITE);
        svg.text(0.0, 0.0, "", font);
        svg.text(0.0, 0.0, "   ", font);
        assert!(svg.body.is_empty(), "nothing to draw, nothing written");
    }

    #[test]
    fn a_name_is_drawn_never_written() {
        let mut svg = Svg::new(300.0, Colour::WHITE);
        let evil = r#"</svg><image href="file:///etc/passwd"/>&amp;"#;
        svg.text(
            1.0,
            20.0,
            evil,
            Font::new(10.0, Face::Regular, Colour::BLACK),
        );
        let doc = svg.finish(50.0);
        assert!(!doc.contains("<image") && !doc.contains("passwd"), "{doc}");
        let parsed = resvg::usvg::roxmltree::Document::parse(&doc).expect("well-formed");
        assert_eq!(
            parsed.root_element().children().count(),
            2,
            "the background and one path"
        );
    }
}
