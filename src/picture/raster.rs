//! From a scene to PNG bytes: usvg parses each layer's shapes, resvg paints them with
//! tiny-skia, `glyphs` paints the layer's text over them, the `png` crate encodes.

use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg;

use super::glyphs;
use super::svg::Scene;

/// A picture, encoded: 8-bit RGB PNG bytes and the size they decode to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Png {
    pub bytes: Vec<u8>,
    pub width: u32,
    pub height: u32,
}

/// Why a picture could not be made. None of these should happen with a well-formed view: each
/// points at a bug in a layout, and the text board still works without the picture.
#[derive(Debug, thiserror::Error)]
pub enum PictureError {
    #[error("the picture's SVG did not parse: {0}")]
    Svg(String),
    #[error(
        "the picture would be {width}×{height} px, over the limit of {} px a side",
        MAX_SIDE
    )]
    TooLarge { width: u32, height: u32 },
    #[error("encoding the PNG: {0}")]
    Encode(#[from] png::EncodingError),
}

/// The largest picture drawn, either way: a board that would need more is a bug in its layout.
pub const MAX_SIDE: u32 = 4000;

fn options() -> usvg::Options<'static> {
    usvg::Options {
        // The pictures reference no image; should one ever appear, nothing is read from disk.
        image_href_resolver: usvg::ImageHrefResolver {
            resolve_data: Box::new(|_, _, _| None),
            resolve_string: Box::new(|_, _| None),
        },
        ..usvg::Options::default()
    }
}

/// Rasterises `scene` at its own size onto an opaque picture and encodes it.
pub fn rasterise(scene: &Scene) -> Result<Png, PictureError> {
    let (width, height) = (scene.width.ceil() as u32, scene.height.ceil() as u32);
    if width > MAX_SIDE || height > MAX_SIDE {
        return Err(PictureError::TooLarge { width, height });
    }
    let mut pixmap = blank(width, height).ok_or(PictureError::TooLarge { width, height })?;
    let painted = paint(scene, &mut pixmap);
    let bytes = painted.and_then(|()| match encode(&pixmap, FAST)? {
        // Rare (the largest 5-player boards late in a game): worth a second, slower pass.
        fast if fast.len() > SMALLER_ABOVE => encode(&pixmap, SMALLER),
        fast => Ok(fast),
    });
    // The pixels' memory is kept for the next picture, whatever became of this one.
    PIXELS.with(|kept| kept.replace(pixmap.take()));
    Ok(Png {
        bytes: bytes?,
        width,
        height,
    })
}

thread_local! {
    // A board is some 5 MB of pixels: fresh memory for each would be faulted in page by page,
    // which cost about a millisecond a picture; this thread's last buffer is reused instead.
    static PIXELS: std::cell::Cell<Vec<u8>> = const { std::cell::Cell::new(Vec::new()) };
}

/// A transparent pixmap of `width` × `height`, on this thread's kept memory.
fn blank(width: u32, height: u32) -> Option<Pixmap> {
    let size = resvg::tiny_skia::IntSize::from_wh(width, height)?;
    let mut data = PIXELS.with(std::cell::Cell::take);
    data.clear();
    data.resize(width as usize * height as usize * 4, 0);
    Pixmap::from_vec(data, size)
}

/// Paints each layer's shapes, then its text.
fn paint(scene: &Scene, pixmap: &mut Pixmap) -> Result<(), PictureError> {
    let mut doc = String::new();
    for (i, layer) in scene.layers.iter().enumerate() {
        if i == 0 || !layer.shapes.is_empty() {
            doc.clear();
            scene.header(&mut doc, i == 0);
            doc.push_str(&layer.shapes);
            doc.push_str("</svg>");
            let tree = usvg::Tree::from_str(&doc, &options())
                .map_err(|e| PictureError::Svg(e.to_string()))?;
            resvg::render(&tree, Transform::identity(), &mut pixmap.as_mut());
        }
        glyphs::paint(pixmap, &layer.texts);
    }
    Ok(())
}

/// The deflate level of every picture's first encoding.
const FAST: u8 = 1;
/// A picture whose first encoding is larger than this is encoded again at [`SMALLER`], which
/// takes about twice as long and saves a sixth or more: the size budget is 200 KB.
const SMALLER_ABOVE: usize = 180 * 1024;
const SMALLER: u8 = 3;

/// Encodes as 8-bit RGB at deflate `level`: every picture has an opaque background, so alpha carries nothing.
/// Rows are converted one at a time as the encoder takes them, so the RGB copy of the picture
/// is never whole in memory.
///
/// Measured over 3,000 boards (`benches/pictures.rs`): fdeflate's fastest mode left the
/// largest boards over 200 KB (214 KB); zlib level 1 with the Up filter halves the sizes
/// (p99 ~145 KB) for ~3 ms more; level 2 saves another 30 % but costs ~10 ms. The adaptive
/// filter, which tries five filters per row, cost more time than it saved bytes.
fn encode(pixmap: &Pixmap, level: u8) -> Result<Vec<u8>, PictureError> {
    use std::io::Write;

    let width = pixmap.width() as usize;
    let mut out = Vec::with_capacity(width * pixmap.height() as usize / 8);
    let mut encoder = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_deflate_compression(png::DeflateCompression::Level(level));
    encoder.set_filter(png::Filter::Up);
    let mut writer = encoder.write_header().map_err(PictureError::Encode)?;
    let mut stream = writer
        .stream_writer_with_size(64 * 1024)
        .map_err(PictureError::Encode)?;
    let mut row = vec![0; width * 3];
    for pixels in pixmap.data().chunks_exact(width * 4) {
        for (to, from) in row.chunks_exact_mut(3).zip(pixels.chunks_exact(4)) {
            to.copy_from_slice(&from[..3]);
        }
        stream
            .write_all(&row)
            .map_err(|e| PictureError::Encode(e.into()))?;
    }
    stream.finish().map_err(PictureError::Encode)?;
    writer.finish().map_err(PictureError::Encode)?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picture::fonts::Face;
    use crate::picture::svg::{Anchor, Colour, Font, Paint, Svg};

    fn decode(png: &Png) -> (png::OutputInfo, Vec<u8>) {
        let mut reader = png::Decoder::new(std::io::Cursor::new(&png.bytes))
            .read_info()
            .unwrap();
        let mut buf = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut buf).unwrap();
        buf.truncate(info.buffer_size());
        (info, buf)
    }

    #[test]
    fn a_scene_becomes_a_png_of_its_size_with_its_colours() {
        let mut svg = Svg::new(120.0, Colour(0x102030));
        svg.rect(10.0, 10.0, 50.0, 50.0, 0.0, Paint::fill(Colour(0xFF0000)));
        svg.text(70.0, 40.0, "Ag", Font::new(24.0, Face::Bold, Colour::WHITE));
        let png = rasterise(&svg.finish(80.0)).unwrap();
        assert_eq!((png.width, png.height), (120, 80));
        let (info, pixels) = decode(&png);
        assert_eq!((info.width, info.height), (120, 80));
        assert_eq!(info.color_type, png::ColorType::Rgb);
        let at = |x: usize, y: usize| &pixels[(y * 120 + x) * 3..][..3];
        assert_eq!(at(0, 0), [0x10, 0x20, 0x30], "the background");
        assert_eq!(at(30, 30), [0xFF, 0, 0], "the square");
        let white = (60..120)
            .flat_map(|x| (0..80).map(move |y| (x, y)))
            .filter(|&(x, y)| at(x, y) == [0xFF, 0xFF, 0xFF])
            .count();
        assert!(
            white > 30,
            "the text is drawn with the shipped font: {white} px"
        );
    }

    #[test]
    fn the_same_scene_gives_the_same_bytes() {
        let scene = || {
            let mut svg = Svg::new(200.0, Colour::WHITE);
            svg.circle(50.0, 50.0, 30.0, Paint::fill(Colour(0x336699)));
            svg.text(
                10.0,
                90.0,
                "Palazzo",
                Font::new(20.0, Face::Regular, Colour::BLACK),
            );
            svg.finish(100.0)
        };
        assert_eq!(rasterise(&scene()).unwrap(), rasterise(&scene()).unwrap());
    }

    /// A busy picture: little squares of many colours, as many as it takes for the fast
    /// encoding to pass [`SMALLER_ABOVE`].
    fn busy() -> Scene {
        let mut svg = Svg::new(800.0, Colour::WHITE);
        let mut colour: u32 = 0x1234_5678;
        for row in 0..200 {
            for column in 0..200 {
                colour = colour.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
                let (x, y) = (column as f32 * 4.0, row as f32 * 4.0);
                svg.rect(x, y, 3.0, 3.0, 0.0, Paint::fill(Colour(colour >> 8)));
            }
        }
        svg.finish(800.0)
    }

    #[test]
    fn a_picture_over_the_threshold_is_encoded_again_smaller_with_the_same_pixels() {
        let scene = busy();
        let png = rasterise(&scene).unwrap();
        let mut pixmap = blank(png.width, png.height).unwrap();
        paint(&scene, &mut pixmap).unwrap();
        let fast = encode(&pixmap, FAST).unwrap();
        assert!(fast.len() > SMALLER_ABOVE, "{} bytes", fast.len());
        assert!(
            png.bytes.len() < fast.len(),
            "{} bytes, {} at the fast level",
            png.bytes.len(),
            fast.len()
        );
        let fast = Png {
            bytes: fast,
            width: png.width,
            height: png.height,
        };
        assert_eq!(decode(&png).1, decode(&fast).1);
    }

    #[test]
    fn a_picture_too_large_is_an_error_not_a_panic() {
        let huge = Svg::new(5000.0, Colour::WHITE).finish(10.0);
        assert!(matches!(
            rasterise(&huge),
            Err(PictureError::TooLarge { width: 5000, .. })
        ));
    }

    #[test]
    fn cached_glyphs_paint_what_the_outlines_paint() {
        // The SVG (text as outlines, filled by resvg) and the picture (text from the glyph
        // cache) of the same scene must agree but for the shading of the letters' edges.
        let mut svg = Svg::new(400.0, Colour(0xF4EBD9));
        svg.rect(0.0, 0.0, 400.0, 30.0, 0.0, Paint::fill(Colour(0x2E4A62)));
        let font = Font::new(17.0, Face::Bold, Colour::WHITE);
        svg.text(12.5, 21.0, "Palazzo · Runde 3 · 42", font);
        svg.text(
            200.0,
            70.0,
            "Quarry IV: 2 tiles",
            Font::new(14.0, Face::Condensed, Colour(0x333333)).anchored(Anchor::Middle),
        );
        svg.line(
            (190.0, 65.0),
            (260.0, 65.0),
            Paint::stroke(Colour(0xB5472F), 2.0),
        );
        let scene = svg.finish(100.0);
        let cached = decode(&rasterise(&scene).unwrap()).1;
        let tree =
            resvg::usvg::Tree::from_str(&scene.to_string(), &options()).expect("the SVG parses");
        let mut pixmap = Pixmap::new(400, 100).unwrap();
        resvg::render(&tree, Transform::identity(), &mut pixmap.as_mut());
        let outlined: Vec<u8> = pixmap
            .data()
            .chunks_exact(4)
            .flat_map(|p| [p[0], p[1], p[2]])
            .collect();
        // A quarter-pixel step moves a letter by at most an eighth of a pixel: its edges
        // shade a little differently, nothing more (a misplaced letter differs by ~200).
        let worst = cached
            .iter()
            .zip(&outlined)
            .map(|(a, b)| a.abs_diff(*b))
            .max()
            .unwrap();
        let inked = outlined
            .chunks_exact(3)
            .filter(|p| p.iter().all(|&c| c > 0xF0))
            .count();
        assert!(inked > 100, "the white title is drawn: {inked} px");
        assert!(worst <= 80, "a pixel differs by {worst} of 255");
    }
}
