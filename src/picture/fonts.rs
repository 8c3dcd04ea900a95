//! The fonts every picture uses, shipped inside the binary (`DejaVu` Sans, from the `dejavu`
//! crate), turned into glyph outlines here.
//!
//! Text is written into the SVG as paths — each glyph's outline from the font, placed by its
//! advance width — rather than as `<text>` for the rasteriser to shape: shaping set up a shaper
//! per text element and took a third of a board's render time, and Tavola's labels (names,
//! numbers, a few words) need no shaping beyond advance widths. It also means no font database
//! and no system font is ever looked at, and that [`text_width`] measures exactly what is drawn.
//! The rasteriser does not fill these paths: it paints the same outlines from a cache of
//! filled glyphs (`glyphs`), placed by the same advances.

use std::fmt::Write;
use std::sync::OnceLock;

use skrifa::instance::{LocationRef, Size};
use skrifa::outline::{DrawSettings, OutlinePen};
use skrifa::{FontRef, GlyphId, MetadataProvider};

/// The faces the pictures use: `DejaVu` Sans and its semi-condensed cut, shipped in the binary.
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

fn bytes(face: Face) -> &'static [u8] {
    match face {
        Face::Regular => dejavu::sans::regular(),
        Face::Bold => dejavu::sans::bold(),
        Face::Condensed => dejavu::sans_condensed::regular(),
        Face::CondensedBold => dejavu::sans_condensed::bold(),
    }
}

/// One glyph, ready to be written: its advance and its outline, in font units.
#[derive(Debug, Default)]
struct Glyph {
    advance: i32,
    /// The outline's first point, written absolute (offset by the pen position) ...
    start: Option<(i32, i32)>,
    /// ... and the rest of it in relative commands, which need no offset.
    rest: String,
}

/// Records an outline as SVG path data: coordinates rounded to whole font units (a unit is
/// 1/2048 em), then written relative to the previous point so a glyph can go anywhere.
#[derive(Default)]
struct Pen {
    start: Option<(i32, i32)>,
    rest: String,
    at: (i32, i32),
    subpath_start: (i32, i32),
}

impl Pen {
    fn point(&mut self, x: f32, y: f32) -> (i32, i32) {
        let p = (x.round() as i32, y.round() as i32);
        let d = (p.0 - self.at.0, p.1 - self.at.1);
        self.at = p;
        d
    }
}

impl OutlinePen for Pen {
    fn move_to(&mut self, x: f32, y: f32) {
        if self.start.is_none() {
            self.at = (x.round() as i32, y.round() as i32);
            self.start = Some(self.at);
        } else {
            let (dx, dy) = self.point(x, y);
            write!(self.rest, "m{dx} {dy}").expect("writing to a String");
        }
        self.subpath_start = self.at;
    }

    fn line_to(&mut self, x: f32, y: f32) {
        let (dx, dy) = self.point(x, y);
        write!(self.rest, "l{dx} {dy}").expect("writing to a String");
    }

    fn quad_to(&mut self, cx: f32, cy: f32, x: f32, y: f32) {
        let from = self.at;
        let c = (cx.round() as i32 - from.0, cy.round() as i32 - from.1);
        let (dx, dy) = self.point(x, y);
        write!(self.rest, "q{} {} {dx} {dy}", c.0, c.1).expect("writing to a String");
    }

    fn curve_to(&mut self, cx0: f32, cy0: f32, cx1: f32, cy1: f32, x: f32, y: f32) {
        let from = self.at;
        let c0 = (cx0.round() as i32 - from.0, cy0.round() as i32 - from.1);
        let c1 = (cx1.round() as i32 - from.0, cy1.round() as i32 - from.1);
        let (dx, dy) = self.point(x, y);
        write!(self.rest, "c{} {} {} {} {dx} {dy}", c0.0, c0.1, c1.0, c1.1)
            .expect("writing to a String");
    }

    fn close(&mut self) {
        self.rest.push('z');
        // After a close the current point is where the subpath began.
        self.at = self.subpath_start;
    }
}

/// One face: the parsed font, its units per em, and the glyphs of the commonest characters.
struct FaceGlyphs {
    font: FontRef<'static>,
    units_per_em: f32,
    /// Indexed by code point below [`TABLE`], each built on first use.
    table: Vec<OnceLock<Glyph>>,
}

/// Latin, Latin-1 and Latin Extended: other characters are built each time they are drawn.
const TABLE: u32 = 0x250;

impl FaceGlyphs {
    fn new(face: Face) -> FaceGlyphs {
        let font = FontRef::new(bytes(face)).expect("the shipped DejaVu fonts parse");
        let units_per_em = f32::from(
            font.metrics(Size::unscaled(), LocationRef::default())
                .units_per_em,
        );
        FaceGlyphs {
            font,
            units_per_em,
            table: (0..TABLE).map(|_| OnceLock::new()).collect(),
        }
    }

    fn build(&self, c: char) -> Glyph {
        // A character the font lacks is drawn as glyph 0, the missing-glyph box.
        let id = self.font.charmap().map(c).unwrap_or(GlyphId::NOTDEF);
        let advance = self
            .font
            .glyph_metrics(Size::unscaled(), LocationRef::default())
            .advance_width(id)
            .unwrap_or(0.0)
            .round() as i32;
        let mut pen = Pen::default();
        if let Some(outline) = self.font.outline_glyphs().get(id) {
            let settings = DrawSettings::unhinted(Size::unscaled(), LocationRef::default());
            if outline.draw(settings, &mut pen).is_err() {
                pen = Pen::default();
            }
        }
        Glyph {
            advance,
            start: pen.start,
            rest: pen.rest,
        }
    }

    /// Calls `f` with the glyph of `c`.
    fn with_glyph<T>(&self, c: char, f: impl FnOnce(&Glyph) -> T) -> T {
        match self.table.get(c as usize) {
            Some(slot) => f(slot.get_or_init(|| self.build(c))),
            None => f(&self.build(c)),
        }
    }
}

fn faces() -> &'static [FaceGlyphs; 4] {
    static FACES: OnceLock<[FaceGlyphs; 4]> = OnceLock::new();
    FACES.get_or_init(|| Face::ALL.map(FaceGlyphs::new))
}

fn face_glyphs(face: Face) -> &'static FaceGlyphs {
    &faces()[face as usize]
}

/// The advance of `c` in font units, and the font's units per em.
pub(super) fn advance(c: char, face: Face) -> (i32, f32) {
    let glyphs = face_glyphs(face);
    (glyphs.with_glyph(c, |g| g.advance), glyphs.units_per_em)
}

/// Draws `c`'s outline in font units, y up, with `pen`; a character the font lacks is its
/// missing-glyph box, as in [`text_path`].
pub(super) fn outline(c: char, face: Face, pen: &mut impl OutlinePen) {
    let font = &face_glyphs(face).font;
    let id = font.charmap().map(c).unwrap_or(GlyphId::NOTDEF);
    if let Some(outline) = font.outline_glyphs().get(id) {
        let settings = DrawSettings::unhinted(Size::unscaled(), LocationRef::default());
        // A glyph that fails to draw is left as far as it got: a broken letter, not a panic.
        let _ = outline.draw(settings, pen);
    }
}

/// How wide `text` is drawn at `size` px in `face`: exactly, as [`text_path`] draws it.
pub fn text_width(text: &str, size: f32, face: Face) -> f32 {
    let glyphs = face_glyphs(face);
    let units: i32 = text
        .chars()
        .map(|c| glyphs.with_glyph(c, |g| g.advance))
        .sum();
    units as f32 * size / glyphs.units_per_em
}

/// `text`'s outlines as SVG path data in font units, y up, the baseline starting at the
/// origin; and the scale that turns font units into pixels at `size`.
pub(super) fn text_path(text: &str, size: f32, face: Face) -> (String, f32) {
    let glyphs = face_glyphs(face);
    let mut d = String::with_capacity(text.len() * 160);
    let mut pen_x = 0;
    for c in text.chars() {
        glyphs.with_glyph(c, |g| {
            if let Some((x, y)) = g.start {
                write!(d, "M{} {y}", pen_x + x).expect("writing to a String");
                d.push_str(&g.rest);
            }
            pen_x += g.advance;
        });
    }
    (d, size / glyphs.units_per_em)
}

/// `text` as it fits in `width` px: whole, or cut with an ellipsis.
pub fn fit(text: &str, width: f32, size: f32, face: Face) -> String {
    if text_width(text, size, face) <= width {
        return text.to_string();
    }
    let ellipsis = text_width("…", size, face);
    let mut out = String::new();
    let mut used = 0.0;
    for c in text.chars() {
        let w = text_width(c.encode_utf8(&mut [0; 4]), size, face);
        if used + w + ellipsis > width {
            break;
        }
        used += w;
        out.push(c);
    }
    let kept = out.trim_end().len();
    out.truncate(kept);
    out.push('…');
    out
}

/// `text` broken into lines no wider than `width`, at word boundaries.
pub(crate) fn wrap(text: &str, width: f32, size: f32, face: Face) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let candidate = if line.is_empty() {
            word.to_string()
        } else {
            format!("{line} {word}")
        };
        if !line.is_empty() && text_width(&candidate, size, face) > width {
            lines.push(std::mem::replace(&mut line, word.to_string()));
        } else {
            line = candidate;
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
// The widths and ticks compared are whole numbers, exact in f32.
#[allow(clippy::float_cmp)]
mod tests {
    use super::*;

    #[test]
    fn wider_text_measures_wider_and_scales_with_the_size() {
        let w = text_width("Palazzo", 20.0, Face::Regular);
        assert!(w > 60.0 && w < 100.0, "{w}");
        assert!((text_width("Palazzo", 40.0, Face::Regular) - 2.0 * w).abs() < 0.01);
        assert!(text_width("Palazzo", 20.0, Face::Bold) > w);
        assert!(text_width("Palazzo", 20.0, Face::Condensed) < w);
        assert!(
            text_width("Palazzo", 20.0, Face::CondensedBold)
                < text_width("Palazzo", 20.0, Face::Bold)
        );
        assert!(text_width("WWW", 20.0, Face::Regular) > text_width("iii", 20.0, Face::Regular));
        assert_eq!(text_width("", 20.0, Face::Regular), 0.0);
    }

    #[test]
    fn characters_outside_the_table_are_measured_and_drawn_too() {
        assert!(text_width("Ωμέγα", 20.0, Face::Regular) > 40.0);
        assert!(
            text_width("東京", 20.0, Face::Regular) > 10.0,
            "as missing-glyph boxes"
        );
        let (d, _) = text_path("東", 20.0, Face::Regular);
        assert!(d.starts_with('M'), "the missing-glyph box is drawn: {d}");
    }

    #[test]
    fn a_glyph_path_is_one_absolute_move_then_relative_commands() {
        let (d, scale) = text_path("l", 20.0, Face::Regular);
        assert!((scale - 20.0 / 2048.0).abs() < 1e-6);
        assert!(d.starts_with('M'), "{d}");
        assert_eq!(d.matches('M').count(), 1);
        assert!(d.ends_with('z'), "{d}");
        assert!(!d.contains(['L', 'Q', 'C']), "{d}");
        // The second glyph is the first moved by its advance.
        let (two, _) = text_path("ll", 20.0, Face::Regular);
        let advance = (text_width("l", 2048.0, Face::Regular)).round() as i32;
        let first_x: i32 = d[1..].split(' ').next().unwrap().parse().unwrap();
        assert!(two.contains(&format!("M{} ", first_x + advance)), "{two}");
        assert_eq!(
            text_path(" ", 20.0, Face::Regular).0,
            "",
            "a space draws nothing"
        );
    }

    #[test]
    fn fitting_keeps_what_fits_and_cuts_the_rest_with_an_ellipsis() {
        assert_eq!(fit("Anna", 200.0, 20.0, Face::Regular), "Anna");
        let long = "Bartholomew the Magnificent of Florence";
        let cut = fit(long, 150.0, 20.0, Face::Regular);
        assert!(cut.ends_with('…'), "{cut}");
        assert!(long.starts_with(cut.trim_end_matches('…')));
        assert!(text_width(&cut, 20.0, Face::Regular) <= 150.0);
        assert_eq!(fit("Anna", 1.0, 20.0, Face::Regular), "…");
    }
}
