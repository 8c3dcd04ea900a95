//! A tiny SVG writer: the few shapes the pictures use, each written as one element.
//!
//! Text is written as the outlines of its glyphs (see `fonts`), never as characters, so a
//! player's name cannot break the document or smuggle an element into it, whatever it holds.
//! Numbers are written with at most two decimals, so the same scene always gives the same text.

use std::fmt::{self, Write};

use super::fonts::{self, Face};

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

    /// How far the outline reaches past the shape's edge, doubled.
    fn stroke_width(&self) -> f32 {
        self.stroke.map_or(0.0, |(_, w)| w)
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
///
/// Shapes are written as SVG elements; text is kept as [`Text`] runs, for the rasteriser to
/// paint from its glyph cache (see `glyphs`) and for [`Scene`]'s SVG to write as outlines. So
/// that painting text after shapes changes nothing, a shape that would cover text written before
/// it starts a new [`Layer`]: each layer's shapes are painted, then its text.
#[derive(Debug, Clone)]
pub struct Svg {
    width: f32,
    background: Colour,
    layers: Vec<Layer>,
}

/// Shapes, then the text painted over them.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Layer {
    /// SVG elements.
    pub shapes: String,
    pub texts: Vec<Text>,
    /// Where the texts are: a shape that meets one of these goes to the next layer.
    covered: Vec<Bounds>,
}

/// One line of text: its baseline's left end, what it says and how.
#[derive(Debug, Clone, PartialEq)]
pub struct Text {
    pub x: f32,
    pub y: f32,
    pub text: String,
    pub font: Font,
}

/// A box `(left, top, right, bottom)` that a shape or a text stays within.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Bounds(f32, f32, f32, f32);

impl Bounds {
    /// The box of `(x, y, w, h)`, widened by half the outline and a pixel of anti-aliasing.
    fn around(x: f32, y: f32, w: f32, h: f32, stroke: f32) -> Bounds {
        let m = stroke / 2.0 + 1.0;
        Bounds(
            x.min(x + w) - m,
            y.min(y + h) - m,
            x.max(x + w) + m,
            y.max(y + h) + m,
        )
    }

    fn of_points(points: &[(f32, f32)], stroke: f32) -> Bounds {
        let (mut l, mut t, mut r, mut b) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
        for &(x, y) in points {
            (l, t, r, b) = (l.min(x), t.min(y), r.max(x), b.max(y));
        }
        Bounds::around(l, t, r - l, b - t, stroke)
    }

    fn meets(self, other: Bounds) -> bool {
        self.0 < other.2 && other.0 < self.2 && self.1 < other.3 && other.1 < self.3
    }
}

/// A finished picture: what the rasteriser paints, and as SVG (its `Display`) what a person
/// reads, diffs or opens in a browser, its text written as glyph outlines.
#[derive(Debug, Clone, PartialEq)]
pub struct Scene {
    pub width: f32,
    pub height: f32,
    pub background: Colour,
    pub layers: Vec<Layer>,
}

impl Svg {
    pub fn new(width: f32, background: Colour) -> Svg {
        Svg {
            width,
            background,
            layers: vec![Layer {
                shapes: String::with_capacity(16 * 1024),
                ..Layer::default()
            }],
        }
    }

    /// Where a shape within `bounds` is written: the current layer, or a new one if the shape
    /// would cover the current layer's text.
    fn shapes(&mut self, bounds: Bounds) -> &mut String {
        let covers_text = self
            .layers
            .last()
            .is_some_and(|l| l.covered.iter().any(|&t| t.meets(bounds)));
        if covers_text {
            self.layers.push(Layer::default());
        }
        &mut self
            .layers
            .last_mut()
            .expect("a document has a layer")
            .shapes
    }

    pub fn width(&self) -> f32 {
        self.width
    }

    /// A rectangle with corners rounded by `radius`.
    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, radius: f32, paint: Paint) {
        let b = self.shapes(Bounds::around(x, y, w, h, paint.stroke_width()));
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
        let bounds = Bounds::around(cx - r, cy - r, 2.0 * r, 2.0 * r, paint.stroke_width());
        let b = self.shapes(bounds);
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
        let b = self.shapes(Bounds::of_points(
            &[(x1, y1), (x2, y2)],
            paint.stroke_width(),
        ));
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
        let b = self.shapes(Bounds::of_points(points, paint.stroke_width()));
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

    /// One line of text whose baseline starts (or centres, or ends) at `(x, y)`.
    pub fn text(&mut self, x: f32, y: f32, text: &str, font: Font) {
        if text.chars().all(char::is_whitespace) {
            return;
        }
        let width = fonts::text_width(text, font.size, font.face);
        let x = match font.anchor {
            Anchor::Start => x,
            Anchor::Middle => x - width / 2.0,
            Anchor::End => x - width,
        };
        // Ascent and descent of DejaVu are under 1.2 and 0.3 em.
        let bounds = Bounds::around(x, y - 1.2 * font.size, width, 1.5 * font.size, 0.0);
        let layer = self.layers.last_mut().expect("a document has a layer");
        layer.covered.push(bounds);
        layer.texts.push(Text {
            x,
            y,
            text: text.to_string(),
            font,
        });
    }

    /// The finished picture, `height` pixels tall.
    pub fn finish(self, height: f32) -> Scene {
        Scene {
            width: self.width,
            height,
            background: self.background,
            layers: self.layers,
        }
    }
}

impl Scene {
    /// The words the scene draws that no message of the catalogue said, as the
    /// pseudo-language shows them. A message wrapped over lines is read whole: a line that
    /// opens a message and does not close it (nor ends cut short, with "…") is read with the
    /// lines after it until the message closes.
    #[cfg(test)]
    pub fn unsourced_words(&self) -> Vec<String> {
        use crate::lang::{PSEUDO_CLOSE, PSEUDO_OPEN, unsourced_words};
        let mut words = Vec::new();
        let mut carried = String::new();
        for text in self.layers.iter().flat_map(|layer| &layer.texts) {
            if !carried.is_empty() {
                carried.push(' ');
            }
            carried.push_str(&text.text);
            let open = carried.chars().filter(|&c| c == PSEUDO_OPEN).count();
            let closed = carried.chars().filter(|&c| c == PSEUDO_CLOSE).count();
            if open > closed && !carried.ends_with('…') {
                continue;
            }
            words.extend(unsourced_words(&carried));
            carried.clear();
        }
        words.extend(unsourced_words(&carried));
        words
    }

    /// The opening of an SVG document of this scene's size, with its background if `painted`.
    pub(super) fn header(&self, out: &mut String, painted: bool) {
        let (w, h) = (Num(self.width), Num(self.height));
        write!(
            out,
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">"#,
        )
        .expect("writing to a String");
        if painted {
            write!(
                out,
                r#"<rect width="{w}" height="{h}" fill="{}"/>"#,
                self.background
            )
            .expect("writing to a String");
        }
    }
}

impl fmt::Display for Scene {
    /// The whole scene as one SVG document, text as one path of glyph outlines per line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = String::with_capacity(
            self.layers
                .iter()
                .map(|l| l.shapes.len() + l.texts.len() * 1200)
                .sum::<usize>()
                + 256,
        );
        self.header(&mut out, true);
        for layer in &self.layers {
            out.push_str(&layer.shapes);
            for text in &layer.texts {
                let (d, scale) = fonts::text_path(&text.text, text.font.size, text.font.face);
                if d.is_empty() {
                    continue;
                }
                write!(
                    out,
                    r#"<path transform="matrix({} 0 0 {} {} {})" fill="{}" d="{d}"/>"#,
                    scale,
                    -scale,
                    Num(text.x),
                    Num(text.y),
                    text.font.colour
                )?;
            }
        }
        out.push_str("</svg>");
        f.write_str(&out)
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
        let doc = svg.finish(120.0).to_string();
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
        let written = |svg: Svg| {
            let doc = svg.finish(100.0).to_string();
            let body = doc[doc.find("/>").unwrap() + 2..].to_string();
            body.trim_end_matches("</svg>").to_string()
        };
        let mut svg = Svg::new(300.0, Colour::WHITE);
        svg.text(100.0, 50.0, "Anna", font);
        let start = written(svg);
        assert!(
            start.starts_with(
                r##"<path transform="matrix(0.009765625 0 0 -0.009765625 100 50)" fill="#112233" d="M"##
            ),
            "{start}"
        );
        let width = fonts::text_width("Anna", 20.0, Face::Bold);
        let mut svg = Svg::new(300.0, Colour::WHITE);
        svg.text(100.0, 50.0, "Anna", font.anchored(Anchor::End));
        let end = written(svg);
        assert!(
            end.contains(&format!(" {} 50)", Num(100.0 - width))),
            "{end}"
        );
        let mut svg = Svg::new(300.0, Colour::WHITE);
        svg.text(0.0, 0.0, "", font);
        svg.text(0.0, 0.0, "   ", font);
        assert!(written(svg).is_empty(), "nothing to draw, nothing written");
    }

    #[test]
    fn a_shape_over_earlier_text_is_painted_after_it() {
        let font = Font::new(20.0, Face::Regular, Colour::BLACK);
        let mut svg = Svg::new(300.0, Colour::WHITE);
        svg.rect(0.0, 0.0, 300.0, 100.0, 0.0, Paint::fill(Colour(0xEEEEEE)));
        svg.text(10.0, 40.0, "Passed", font);
        svg.rect(200.0, 0.0, 50.0, 100.0, 0.0, Paint::fill(Colour(0x123456)));
        svg.text(10.0, 90.0, "Anna", font);
        let scene = svg.clone().finish(100.0);
        assert_eq!(scene.layers.len(), 1, "nothing covers the text");
        assert_eq!(scene.layers[0].texts.len(), 2);

        svg.line((5.0, 33.0), (80.0, 33.0), Paint::stroke(Colour::BLACK, 2.0));
        svg.text(150.0, 40.0, "struck", font);
        let scene = svg.finish(100.0);
        assert_eq!(
            scene.layers.len(),
            2,
            "the strike-through is drawn over the name"
        );
        assert!(scene.layers[1].shapes.starts_with("<line"));
        assert_eq!(scene.layers[1].texts.len(), 1);
        let doc = scene.to_string();
        let line = doc.find("<line").unwrap();
        assert_eq!(
            doc[..line].matches("<path").count(),
            2,
            "the SVG keeps the order things were drawn in"
        );
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
        let doc = svg.finish(50.0).to_string();
        assert!(!doc.contains("<image") && !doc.contains("passwd"), "{doc}");
        let parsed = resvg::usvg::roxmltree::Document::parse(&doc).expect("well-formed");
        assert_eq!(
            parsed.root_element().children().count(),
            2,
            "the background and one path"
        );
    }
}
