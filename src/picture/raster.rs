//! From SVG to PNG bytes: usvg parses, resvg paints with tiny-skia, the `png` crate encodes.
//! The SVG holds only shapes (text arrives as glyph outlines), so no font is needed here.

use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg;

use super::{PictureError, Png};

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

/// Rasterises `svg` at its own size onto an opaque picture and encodes it.
pub fn rasterise(svg: &str) -> Result<Png, PictureError> {
    let tree =
        usvg::Tree::from_str(svg, &options()).map_err(|e| PictureError::Svg(e.to_string()))?;
    let size = tree.size().to_int_size();
    let (width, height) = (size.width(), size.height());
    if width > MAX_SIDE || height > MAX_SIDE {
        return Err(PictureError::TooLarge { width, height });
    }
    let mut pixmap = Pixmap::new(width, height).ok_or(PictureError::TooLarge { width, height })?;
    resvg::render(&tree, Transform::identity(), &mut pixmap.as_mut());
    let bytes = encode(&pixmap)?;
    Ok(Png {
        bytes,
        width,
        height,
    })
}

/// Encodes as 8-bit RGB: every picture has an opaque background, so alpha carries nothing.
///
/// Measured over 3,000 boards (`benches/pictures.rs`): fdeflate's fastest mode left the
/// largest boards over 200 KB (214 KB); zlib level 1 with the Up filter halves the sizes
/// (p99 ~145 KB) for ~3 ms more; level 2 saves another 30 % but costs ~10 ms. The adaptive
/// filter, which tries five filters per row, cost more time than it saved bytes.
fn encode(pixmap: &Pixmap) -> Result<Vec<u8>, PictureError> {
    let data = pixmap.data();
    let mut rgb = vec![0; data.len() / 4 * 3];
    for (to, from) in rgb.chunks_exact_mut(3).zip(data.chunks_exact(4)) {
        to.copy_from_slice(&from[..3]);
    }
    let mut out = Vec::with_capacity(rgb.len() / 8);
    let mut encoder = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_deflate_compression(png::DeflateCompression::Level(1));
    encoder.set_filter(png::Filter::Up);
    let mut writer = encoder.write_header().map_err(PictureError::Encode)?;
    writer
        .write_image_data(&rgb)
        .map_err(PictureError::Encode)?;
    writer.finish().map_err(PictureError::Encode)?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picture::svg::{Colour, Face, Font, Paint, Svg};

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

    #[test]
    fn a_malformed_document_is_an_error_not_a_panic() {
        assert!(matches!(rasterise("<svg"), Err(PictureError::Svg(_))));
        let huge = Svg::new(5000.0, Colour::WHITE).finish(10.0);
        assert!(matches!(
            rasterise(&huge),
            Err(PictureError::TooLarge { width: 5000, .. })
        ));
    }
}
