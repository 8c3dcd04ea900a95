//! From a scene to a picture file: usvg parses each layer's shapes, resvg paints them with
//! tiny-skia, `glyphs` paints the layer's text over them, and `webp` encodes the pixels as
//! lossless WebP (the `png` crate encodes PNG where a file name asks for it).

use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg;

use super::glyphs;
use super::svg::Scene;

/// A picture, encoded: the file's bytes, its format and the size it decodes to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Picture {
    pub bytes: Vec<u8>,
    pub width: u32,
    pub height: u32,
    pub format: Format,
}

/// How a picture's pixels are stored. Both are lossless: the same scene decodes to the same
/// pixels in either.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// What Discord gets: a board is a third of its PNG's size, and every client shows it.
    WebP,
    /// For files a person asks for by name (`tavola render --out board.png`).
    Png,
}

impl Format {
    /// The file name extension of the format, without its dot.
    pub fn extension(self) -> &'static str {
        match self {
            Format::WebP => "webp",
            Format::Png => "png",
        }
    }

    /// The format a file name asks for by its extension, if it is one of these.
    pub fn of_file(name: &std::path::Path) -> Option<Format> {
        let extension = name.extension()?.to_str()?.to_ascii_lowercase();
        [Format::WebP, Format::Png]
            .into_iter()
            .find(|f| f.extension() == extension)
    }
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
    #[error("encoding the WebP: {0}")]
    WebP(String),
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

/// Rasterises `scene` at its own size onto an opaque picture and encodes it as WebP.
pub fn rasterise(scene: &Scene) -> Result<Picture, PictureError> {
    rasterise_as(scene, Format::WebP)
}

/// Rasterises `scene` and encodes it as `format`.
pub fn rasterise_as(scene: &Scene, format: Format) -> Result<Picture, PictureError> {
    let (width, height) = (scene.width.ceil() as u32, scene.height.ceil() as u32);
    if width > MAX_SIDE || height > MAX_SIDE {
        return Err(PictureError::TooLarge { width, height });
    }
    let mut pixmap = blank(width, height).ok_or(PictureError::TooLarge { width, height })?;
    let bytes = paint(scene, &mut pixmap).and_then(|()| match format {
        Format::WebP => Ok(super::webp::encode(
            pixmap.data(),
            pixmap.width(),
            pixmap.height(),
        )),
        Format::Png => png(&pixmap),
    });
    // The pixels' memory is kept for the next picture, whatever became of this one.
    PIXELS.with(|kept| kept.replace(pixmap.take()));
    Ok(Picture {
        bytes: bytes?,
        width,
        height,
        format,
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

/// The same picture as PNG, for a file that asks for PNG by its name: the WebP decoded (the
/// same pixels, as it is lossless) and encoded again.
pub fn to_png(picture: &Picture) -> Result<Picture, PictureError> {
    if picture.format == Format::Png {
        return Ok(picture.clone());
    }
    let (width, height, rgba) = read_webp(&picture.bytes)?;
    let size = resvg::tiny_skia::IntSize::from_wh(width, height)
        .ok_or(PictureError::TooLarge { width, height })?;
    let pixmap = Pixmap::from_vec(rgba, size).ok_or(PictureError::TooLarge { width, height })?;
    Ok(Picture {
        bytes: png(&pixmap)?,
        width: picture.width,
        height: picture.height,
        format: Format::Png,
    })
}

/// Encodes as 8-bit RGB PNG, deflate level 1 with the Up filter (fast, and these pictures
/// only go to files a person asked for): the alpha channel carries nothing. Rows are converted
/// one at a time as the encoder takes them, so the RGB copy is never whole in memory.
fn png(pixmap: &Pixmap) -> Result<Vec<u8>, PictureError> {
    use std::io::Write;

    let width = pixmap.width() as usize;
    let mut out = Vec::with_capacity(width * pixmap.height() as usize / 8);
    let mut encoder = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_deflate_compression(png::DeflateCompression::Level(1));
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

/// A WebP file's width, height and RGBA pixels, read by image-webp (the encoder's files
/// carry no alpha, which the decoder then leaves out: it is put back as opaque).
pub(crate) fn read_webp(bytes: &[u8]) -> Result<(u32, u32, Vec<u8>), PictureError> {
    let unreadable = |e: image_webp::DecodingError| PictureError::WebP(e.to_string());
    let mut decoder =
        image_webp::WebPDecoder::new(std::io::Cursor::new(bytes)).map_err(unreadable)?;
    let (width, height) = decoder.dimensions();
    let size = decoder
        .output_buffer_size()
        .ok_or(PictureError::TooLarge { width, height })?;
    let mut pixels = vec![0; size];
    decoder.read_image(&mut pixels).map_err(unreadable)?;
    let rgba = if decoder.has_alpha() {
        pixels
    } else {
        pixels
            .chunks_exact(3)
            .flat_map(|p| [p[0], p[1], p[2], 0xFF])
            .collect()
    };
    Ok((width, height, rgba))
}

/// For tests: the picture's RGB pixels, read by a decoder other than the encoder's own
/// (image-webp for WebP).
#[cfg(test)]
pub(crate) fn decoded(picture: &Picture) -> (u32, u32, Vec<u8>) {
    match picture.format {
        Format::WebP => {
            let (w, h, rgba) = read_webp(&picture.bytes).unwrap();
            let rgb = rgba
                .chunks_exact(4)
                .flat_map(|p| [p[0], p[1], p[2]])
                .collect();
            (w, h, rgb)
        }
        Format::Png => {
            let mut reader = png::Decoder::new(std::io::Cursor::new(&picture.bytes))
                .read_info()
                .unwrap();
            let mut buf = vec![0; reader.output_buffer_size().unwrap()];
            let info = reader.next_frame(&mut buf).unwrap();
            assert_eq!(info.color_type, png::ColorType::Rgb);
            buf.truncate(info.buffer_size());
            (info.width, info.height, buf)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picture::fonts::Face;
    use crate::picture::svg::{Anchor, Colour, Font, Paint, Svg};

    #[test]
    fn a_scene_becomes_a_picture_of_its_size_with_its_colours_in_either_format() {
        let mut svg = Svg::new(120.0, Colour(0x102030));
        svg.rect(10.0, 10.0, 50.0, 50.0, 0.0, Paint::fill(Colour(0xFF0000)));
        svg.text(70.0, 40.0, "Ag", Font::new(24.0, Face::Bold, Colour::WHITE));
        let scene = svg.finish(80.0);
        for format in [Format::WebP, Format::Png] {
            let picture = rasterise_as(&scene, format).unwrap();
            assert_eq!(picture.format, format);
            assert_eq!((picture.width, picture.height), (120, 80));
            let (w, h, pixels) = decoded(&picture);
            assert_eq!((w, h), (120, 80));
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

    /// A picture like a board: text and shapes of a few colours, anti-aliased.
    fn boardlike() -> Scene {
        let mut svg = Svg::new(800.0, Colour(0xF4EBD9));
        for row in 0..12 {
            for column in 0..8 {
                let (x, y) = (10.0 + column as f32 * 98.0, 10.0 + row as f32 * 60.0);
                let colour = [0x2E4A62, 0xB5472F, 0x6B8E23, 0xDAA520][(row + column) % 4];
                svg.rect(x, y, 90.0, 52.0, 6.0, Paint::fill(Colour(colour)));
                svg.text(
                    x + 8.0,
                    y + 30.0,
                    &format!("Tile {row}·{column}"),
                    Font::new(14.0, Face::Bold, Colour::WHITE),
                );
            }
        }
        svg.finish(740.0)
    }

    #[test]
    fn webp_and_png_hold_the_same_pixels_and_the_webp_is_far_smaller() {
        let scene = boardlike();
        let webp = rasterise(&scene).unwrap();
        let png = rasterise_as(&scene, Format::Png).unwrap();
        assert_eq!(decoded(&webp), decoded(&png), "lossless: the same pixels");
        assert!(
            webp.bytes.len() * 2 < png.bytes.len(),
            "WebP {} bytes, PNG {}",
            webp.bytes.len(),
            png.bytes.len()
        );
        let converted = to_png(&webp).unwrap();
        assert_eq!(converted.format, Format::Png);
        assert_eq!(
            decoded(&converted),
            decoded(&png),
            "converted, the same pixels"
        );
    }

    #[test]
    fn a_file_name_asks_for_its_format() {
        let of = |name: &str| Format::of_file(std::path::Path::new(name));
        assert_eq!(of("board.png"), Some(Format::Png));
        assert_eq!(of("out/Board.PNG"), Some(Format::Png));
        assert_eq!(of("board.webp"), Some(Format::WebP));
        assert_eq!(of("board.jpg"), None);
        assert_eq!(of("board"), None);
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
        let cached = decoded(&rasterise(&scene).unwrap()).2;
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
