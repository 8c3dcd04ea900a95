//! Text painted glyph by glyph from a cache of coverage masks.
//!
//! Filling glyph outlines was most of a board's render time (a board holds a thousand
//! letters, and each curve was flattened and filled on every render), while a board uses a few
//! dozen distinct letters at a few sizes. So each glyph is filled once per face, size and
//! quarter-pixel position into an 8-bit coverage mask, and every later letter is a copy
//! blended in the text's colour. Quarter-pixel positions keep letters spaced as their advances
//! say: rounding each to a whole pixel made words visibly uneven.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use resvg::tiny_skia::{FillRule, Mask, PathBuilder, Pixmap, Transform};
use skrifa::outline::OutlinePen;

use super::fonts;
use super::fonts::Face;
use super::svg::Text;

/// Positions per pixel, on each axis, that a glyph is filled at.
const STEPS: f32 = 4.0;

/// Masks kept per thread at most: far more than the pictures use (a few faces and sizes of
/// Latin letters), a bound for names written in a thousand different characters.
const MAX_CACHED: usize = 20_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Key {
    c: char,
    face: Face,
    /// The size in px, as bits: sizes are a handful of exact constants.
    size: u32,
    /// The quarter-pixel offset of the glyph's origin, across and down.
    step: (u8, u8),
}

/// A glyph's coverage, placed relative to its origin's whole pixel.
struct GlyphMask {
    left: i32,
    top: i32,
    width: usize,
    alpha: Vec<u8>,
}

thread_local! {
    // Per thread, so painting never waits on a lock: pictures are drawn on one thread in
    // the bot, and each test thread fills its own.
    static CACHE: RefCell<HashMap<Key, Rc<GlyphMask>>> = RefCell::new(HashMap::new());
}

/// Paints `texts` onto `pixmap`, which must be opaque (every picture has a background).
pub(super) fn paint(pixmap: &mut Pixmap, texts: &[Text]) {
    for text in texts {
        paint_one(pixmap, text);
    }
}

fn paint_one(pixmap: &mut Pixmap, text: &Text) {
    let size = text.font.size;
    let face = text.font.face;
    let mut pen_x = 0;
    for c in text.text.chars() {
        let (advance, units_per_em) = fonts::advance(c, face);
        let scale = size / units_per_em;
        let (x, sx) = split(text.x + pen_x as f32 * scale);
        let (y, sy) = split(text.y);
        pen_x += advance;
        if c.is_whitespace() {
            continue;
        }
        let key = Key {
            c,
            face,
            size: size.to_bits(),
            step: (sx, sy),
        };
        let mask = CACHE.with(|cache| {
            let mut cache = cache.borrow_mut();
            if let Some(mask) = cache.get(&key) {
                return Rc::clone(mask);
            }
            if cache.len() >= MAX_CACHED {
                cache.clear();
            }
            let mask = Rc::new(fill(key, scale));
            cache.insert(key, Rc::clone(&mask));
            mask
        });
        blend(pixmap, &mask, x, y, text.font.colour.0);
    }
}

/// A position as its whole pixel and its quarter-pixel step past it.
fn split(at: f32) -> (i32, u8) {
    let steps = (at * STEPS).round() as i32;
    (
        steps.div_euclid(STEPS as i32),
        steps.rem_euclid(STEPS as i32) as u8,
    )
}

/// Fills the glyph of `key` at its quarter-pixel offset.
fn fill(key: Key, scale: f32) -> GlyphMask {
    let mut pen = Builder(PathBuilder::new());
    fonts::outline(key.c, key.face, &mut pen);
    let Some(path) = pen.0.finish() else {
        return GlyphMask {
            left: 0,
            top: 0,
            width: 0,
            alpha: Vec::new(),
        };
    };
    let (dx, dy) = (f32::from(key.step.0) / STEPS, f32::from(key.step.1) / STEPS);
    // Font units are y up; one pixel of margin on each side for the anti-aliased edge.
    let b = path.bounds();
    let left = (b.left() * scale + dx).floor() as i32 - 1;
    let top = (-b.bottom() * scale + dy).floor() as i32 - 1;
    let right = (b.right() * scale + dx).ceil() as i32 + 1;
    let bottom = (-b.top() * scale + dy).ceil() as i32 + 1;
    let (width, height) = ((right - left) as u32, (bottom - top) as u32);
    let Some(mut mask) = Mask::new(width, height) else {
        return GlyphMask {
            left: 0,
            top: 0,
            width: 0,
            alpha: Vec::new(),
        };
    };
    let place = Transform::from_row(scale, 0.0, 0.0, -scale, dx - left as f32, dy - top as f32);
    mask.fill_path(&path, FillRule::Winding, true, place);
    GlyphMask {
        left,
        top,
        width: width as usize,
        alpha: mask.take(),
    }
}

/// Blends `colour` through `mask` onto the opaque `pixmap`, the glyph's origin at `(x, y)`.
fn blend(pixmap: &mut Pixmap, mask: &GlyphMask, x: i32, y: i32, colour: u32) {
    if mask.width == 0 {
        return;
    }
    let (pw, ph) = (pixmap.width() as i32, pixmap.height() as i32);
    let rgb = [(colour >> 16) as u8, (colour >> 8) as u8, colour as u8].map(u32::from);
    let data = pixmap.data_mut();
    for (row, coverage) in mask.alpha.chunks_exact(mask.width).enumerate() {
        let py = y + mask.top + row as i32;
        if !(0..ph).contains(&py) {
            continue;
        }
        for (column, &a) in coverage.iter().enumerate() {
            let px = x + mask.left + column as i32;
            if a == 0 || !(0..pw).contains(&px) {
                continue;
            }
            let at = (py * pw + px) as usize * 4;
            let a = u32::from(a);
            for (channel, &c) in data[at..at + 3].iter_mut().zip(&rgb) {
                // An opaque pixel's premultiplied channels are its colour: a plain mix.
                *channel = ((c * a + u32::from(*channel) * (255 - a) + 127) / 255) as u8;
            }
        }
    }
}

/// Builds a tiny-skia path from a glyph's outline.
struct Builder(PathBuilder);

impl OutlinePen for Builder {
    fn move_to(&mut self, x: f32, y: f32) {
        self.0.move_to(x, y);
    }

    fn line_to(&mut self, x: f32, y: f32) {
        self.0.line_to(x, y);
    }

    fn quad_to(&mut self, cx: f32, cy: f32, x: f32, y: f32) {
        self.0.quad_to(cx, cy, x, y);
    }

    fn curve_to(&mut self, cx0: f32, cy0: f32, cx1: f32, cy1: f32, x: f32, y: f32) {
        self.0.cubic_to(cx0, cy0, cx1, cy1, x, y);
    }

    fn close(&mut self) {
        self.0.close();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_split_into_whole_pixels_and_quarter_steps() {
        assert_eq!(split(10.0), (10, 0));
        assert_eq!(split(10.26), (10, 1));
        assert_eq!(split(10.5), (10, 2));
        assert_eq!(split(10.9), (11, 0), "rounds to the nearest quarter");
        assert_eq!(split(-0.25), (-1, 3));
    }

    #[test]
    fn a_glyph_mask_covers_its_letter_and_is_filled_once() {
        let key = Key {
            c: 'H',
            face: Face::Bold,
            size: 20f32.to_bits(),
            step: (0, 0),
        };
        let mask = fill(key, 20.0 / 2048.0);
        let full = mask.alpha.iter().filter(|&&a| a > 250).count();
        assert!(
            full > 40,
            "the stems of an H at 20 px: {full} px fully covered"
        );
        assert!(
            mask.top < -10,
            "an H stands above its baseline: top {}",
            mask.top
        );
        let space = fill(Key { c: ' ', ..key }, 20.0 / 2048.0);
        assert_eq!(space.width, 0, "a space has no outline");
    }
}
