//! A lossless WebP encoder made for the pictures this bot draws.
//!
//! A board is flat areas, rules and text in a few hundred colours: almost every pixel repeats
//! the one to its left or the one above it, or a colour seen a moment before, and a letter or a
//! frame repeats one drawn earlier. This encoder codes exactly that, in one greedy pass: a copy
//! of the run to the left, of the row above, or of the last place the same colours were seen
//! (the format's backward references), a hit in the colour cache, or a literal colour; then one
//! set of Huffman codes for the whole picture.
//!
//! Why not a library: measured over 700 boards of the four games
//! (`cargo bench --bench pictures -- --distribution`), libwebp searches for the best of many
//! codings and takes 40–60 ms for a Genoa board (method 1; method 0 gives files three times
//! larger), and the image-webp encoder is fast but codes only runs along a row, so its files are
//! as large as PNG. This one takes 3–6 ms for a Genoa board, and its files are a tenth smaller
//! than libwebp's method 1.
//!
//! The bitstream is RFC 9649 (WebP), section 3. Tests decode every picture with both libwebp
//! and image-webp and compare the pixels.

/// The colour cache has 2^10 entries: a board's text colours and its edges' shades fit, and
/// larger caches cost more in codes than they save (measured: 9–11 bits within 1 %).
const CACHE_BITS: u32 = 10;
const CACHE_SIZE: usize = 1 << CACHE_BITS;
/// The longest copy the format allows.
const MAX_COPY: usize = 4096;
/// A copy shorter than this is coded as colours instead: one pixel costs a cache hit about as
/// much as a copy's length and distance.
const MIN_COPY: usize = 2;
/// The distance codes of the two neighbours (the format's table of short distances starts
/// with the pixel above, then the one to the left).
const ABOVE: u32 = 1;
const LEFT: u32 = 2;

/// The green alphabet holds the green literals, then the 24 length prefixes, then the cache.
const GREEN_SIZE: usize = 256 + 24 + CACHE_SIZE;
const DISTANCE_SIZE: usize = 40;

/// What the pixels are coded as, in order.
#[derive(Clone, Copy)]
enum Token {
    /// A colour as it is, as ARGB.
    Literal(u32),
    /// A colour seen before, by its place in the cache.
    Cached(u16),
    /// The next `length` pixels are those `code` (ABOVE or LEFT) points at.
    Copy { length: u16, code: u32 },
}

/// Encodes opaque RGBA pixels (`width` × `height`, 4 bytes each) as a lossless WebP file.
///
/// # Panics
/// If `rgba` is not `width` × `height` × 4 bytes, or a side is 0 or over 16,384 (the format's
/// limit; pictures are kept far smaller by their layouts).
#[must_use]
pub fn encode(rgba: &[u8], width: u32, height: u32) -> Vec<u8> {
    assert!((1..=16_384).contains(&width) && (1..=16_384).contains(&height));
    assert_eq!(rgba.len(), width as usize * height as usize * 4);
    // Pixel memory is aligned for whole pixels as it comes from the allocator; a copy is made
    // only if it ever is not.
    let pixels: std::borrow::Cow<[u32]> = bytemuck::try_cast_slice(rgba)
        .map_or_else(|_| bytemuck::pod_collect_to_vec(rgba).into(), Into::into);
    let tokens = tokens(&pixels, width as usize);

    let mut green = vec![0u32; GREEN_SIZE];
    let mut red = vec![0u32; 256];
    let mut blue = vec![0u32; 256];
    let mut alpha = vec![0u32; 256];
    let mut distance = vec![0u32; DISTANCE_SIZE];
    for token in &tokens {
        match *token {
            Token::Literal(c) => {
                let [a, r, g, b] = c.to_be_bytes();
                green[usize::from(g)] += 1;
                red[usize::from(r)] += 1;
                blue[usize::from(b)] += 1;
                alpha[usize::from(a)] += 1;
            }
            Token::Cached(i) => green[256 + 24 + usize::from(i)] += 1,
            Token::Copy { length, code } => {
                green[256 + prefix(u32::from(length)).0 as usize] += 1;
                distance[prefix(code).0 as usize] += 1;
            }
        }
    }
    let codes = [&green, &red, &blue, &alpha, &distance].map(|f| Code::new(f, MAX_LENGTH));

    let mut w = Bits::with_capacity(pixels.len() / 16);
    w.put(0x2F, 8);
    w.put(width - 1, 14);
    w.put(height - 1, 14);
    // "Alpha is used" is only a hint; every picture is opaque.
    w.put(0, 1);
    w.put(0, 3);
    // No transforms; a colour cache; one set of codes for the whole picture.
    w.put(0, 1);
    w.put(1, 1);
    w.put(CACHE_BITS, 4);
    w.put(0, 1);
    for code in &codes {
        code.write_header(&mut w);
    }
    let [green, red, blue, alpha, distance] = &codes;
    for token in &tokens {
        match *token {
            Token::Literal(c) => {
                let [a, r, g, b] = c.to_be_bytes();
                green.put(&mut w, usize::from(g));
                red.put(&mut w, usize::from(r));
                blue.put(&mut w, usize::from(b));
                alpha.put(&mut w, usize::from(a));
            }
            Token::Cached(i) => green.put(&mut w, 256 + 24 + usize::from(i)),
            Token::Copy { length, code } => {
                let (symbol, extra, bits) = prefix(u32::from(length));
                green.put(&mut w, 256 + symbol as usize);
                w.put(extra, bits);
                let (symbol, extra, bits) = prefix(code);
                distance.put(&mut w, symbol as usize);
                w.put(extra, bits);
            }
        }
    }
    riff(&w.finish())
}

/// The pixels as tokens: at each place the longer of the copies from above and from the left,
/// or, where those are short, a longer copy from where the same three colours were last seen
/// (a letter or a frame drawn before); else the colour, from the cache if it is there. The
/// cache is kept as the decoder keeps it: every pixel, however coded, goes into it.
fn tokens(pixels: &[u32], width: usize) -> Vec<Token> {
    let mut cache = [0u32; CACHE_SIZE];
    let mut last_cached = None;
    let mut remember = |cache: &mut [u32; CACHE_SIZE], pixel: u32| {
        // A run of one colour would write the same slot again and again.
        if last_cached != Some(pixel) {
            let c = argb(pixel);
            cache[slot(c)] = c;
            last_cached = Some(pixel);
        }
    };
    let mut seen = vec![0u32; 1 << SEEN_BITS];
    let mut out = Vec::with_capacity(pixels.len() / 8);
    let mut i = 0;
    while i < pixels.len() {
        let run = |distance: usize| {
            if i < distance || distance > MAX_DISTANCE {
                return 0;
            }
            let end = pixels.len().min(i + MAX_COPY);
            pixels[i..end]
                .iter()
                .zip(&pixels[i - distance..end - distance])
                .take_while(|(a, b)| a == b)
                .count()
        };
        let (above, left) = (run(width), run(1));
        let (mut length, mut code) = if above >= left {
            (above, ABOVE)
        } else {
            (left, LEFT)
        };
        if let Some(three) = pixels.get(i..i + 3) {
            let at = seen_slot(three);
            // Places are kept one up, so that 0 is "not seen".
            let here = u32::try_from(i + 1).expect("a picture has under 2^28 pixels");
            let before = std::mem::replace(&mut seen[at], here) as usize;
            if length < LOOK_FURTHER && before > 0 {
                let distance = i + 1 - before;
                let further = run(distance);
                if further > length + 2 {
                    (length, code) = (further, distance_code(distance, width));
                }
            }
        }
        if length >= MIN_COPY {
            out.push(Token::Copy {
                length: u16::try_from(length).expect("at most 4,096"),
                code,
            });
            for &c in &pixels[i..i + length] {
                remember(&mut cache, c);
            }
            i += length;
        } else {
            let c = argb(pixels[i]);
            let at = slot(c);
            out.push(if cache[at] == c {
                Token::Cached(u16::try_from(at).expect("the cache is small"))
            } else {
                Token::Literal(c)
            });
            remember(&mut cache, pixels[i]);
            i += 1;
        }
    }
    out
}

/// Where three colours in a row were last seen is kept in 2^16 slots by their hash.
const SEEN_BITS: u32 = 16;
/// Only where the neighbours give a copy shorter than this is an earlier place looked at: a
/// longer neighbour copy is seldom beaten, and looking costs time.
const LOOK_FURTHER: usize = 8;
/// The farthest a copy may reach back: the largest distance code, less the short ones.
const MAX_DISTANCE: usize = (1 << 20) - 120;

fn seen_slot(three: &[u32]) -> usize {
    let h = three[0].wrapping_mul(0x9E37_79B1)
        ^ three[1].wrapping_mul(0x85EB_CA77).rotate_left(7)
        ^ three[2].wrapping_mul(0xC2B2_AE3D).rotate_left(13);
    (h >> (32 - SEEN_BITS)) as usize
}

/// The code of a distance: one of the format's 120 short offsets in two dimensions where one
/// lands on it (their codes are short), else the distance plus 120.
fn distance_code(distance: usize, width: usize) -> u32 {
    let short = if width > 16 {
        // Only one offset of at most 8 to either side can land on the distance.
        let up = (distance + 8) / width;
        let left = distance as i64 - (up * width) as i64;
        (up < 8 && left.abs() <= 8)
            .then(|| SHORT_CODES[up][usize::try_from(left + 8).expect("within ±8")])
            .filter(|&code| code > 0)
            .map(usize::from)
    } else {
        PLANE
            .iter()
            .position(|&(left, up)| {
                i64::from(left) + i64::from(up) * width as i64 == distance as i64
            })
            .map(|code| code + 1)
    };
    match short {
        Some(code) => u32::try_from(code).expect("under 121"),
        None => u32::try_from(distance + 120).expect("under 2^20"),
    }
}

/// The short codes by rows up and pixels to the left (+8); 0 where an offset has none.
const SHORT_CODES: [[u8; 17]; 8] = {
    let mut table = [[0u8; 17]; 8];
    let mut code = 0;
    while code < PLANE.len() {
        let (left, up) = PLANE[code];
        table[up as usize][(left + 8) as usize] = code as u8 + 1;
        code += 1;
    }
    table
};

/// The format's short distances, as (pixels to the left, rows up): RFC 9649, section 4.2.2.
const PLANE: [(i8, i8); 120] = [
    (0, 1),
    (1, 0),
    (1, 1),
    (-1, 1),
    (0, 2),
    (2, 0),
    (1, 2),
    (-1, 2),
    (2, 1),
    (-2, 1),
    (2, 2),
    (-2, 2),
    (0, 3),
    (3, 0),
    (1, 3),
    (-1, 3),
    (3, 1),
    (-3, 1),
    (2, 3),
    (-2, 3),
    (3, 2),
    (-3, 2),
    (0, 4),
    (4, 0),
    (1, 4),
    (-1, 4),
    (4, 1),
    (-4, 1),
    (3, 3),
    (-3, 3),
    (2, 4),
    (-2, 4),
    (4, 2),
    (-4, 2),
    (0, 5),
    (3, 4),
    (-3, 4),
    (4, 3),
    (-4, 3),
    (5, 0),
    (1, 5),
    (-1, 5),
    (5, 1),
    (-5, 1),
    (2, 5),
    (-2, 5),
    (5, 2),
    (-5, 2),
    (4, 4),
    (-4, 4),
    (3, 5),
    (-3, 5),
    (5, 3),
    (-5, 3),
    (0, 6),
    (6, 0),
    (1, 6),
    (-1, 6),
    (6, 1),
    (-6, 1),
    (2, 6),
    (-2, 6),
    (6, 2),
    (-6, 2),
    (4, 5),
    (-4, 5),
    (5, 4),
    (-5, 4),
    (3, 6),
    (-3, 6),
    (6, 3),
    (-6, 3),
    (0, 7),
    (7, 0),
    (1, 7),
    (-1, 7),
    (5, 5),
    (-5, 5),
    (7, 1),
    (-7, 1),
    (4, 6),
    (-4, 6),
    (6, 4),
    (-6, 4),
    (2, 7),
    (-2, 7),
    (7, 2),
    (-7, 2),
    (3, 7),
    (-3, 7),
    (7, 3),
    (-7, 3),
    (5, 6),
    (-5, 6),
    (6, 5),
    (-6, 5),
    (8, 0),
    (4, 7),
    (-4, 7),
    (7, 4),
    (-7, 4),
    (8, 1),
    (8, 2),
    (6, 6),
    (-6, 6),
    (8, 3),
    (5, 7),
    (-5, 7),
    (7, 5),
    (-7, 5),
    (8, 4),
    (6, 7),
    (-6, 7),
    (7, 6),
    (-7, 6),
    (8, 5),
    (7, 7),
    (-7, 7),
    (8, 6),
    (8, 7),
];

/// A pixel as its RGBA bytes in memory, as the format's ARGB.
fn argb(pixel: u32) -> u32 {
    let [r, g, b, a] = pixel.to_ne_bytes();
    u32::from_be_bytes([a, r, g, b])
}

/// A colour's place in the cache, by the format's hash.
fn slot(argb: u32) -> usize {
    (0x1E35_A7BD_u32.wrapping_mul(argb) >> (32 - CACHE_BITS)) as usize
}

/// A length or distance code (≥ 1) as the format codes it: a prefix symbol, then extra bits
/// and their count.
fn prefix(value: u32) -> (u32, u32, u32) {
    let v = value - 1;
    if v < 4 {
        return (v, 0, 0);
    }
    let high = v.ilog2();
    let second = (v >> (high - 1)) & 1;
    let bits = high - 1;
    (2 * high + second, v & ((1 << bits) - 1), bits)
}

/// Bits written least significant first, as the format reads them.
struct Bits {
    out: Vec<u8>,
    buffer: u64,
    count: u32,
}

impl Bits {
    fn with_capacity(bytes: usize) -> Self {
        Bits {
            out: Vec::with_capacity(bytes),
            buffer: 0,
            count: 0,
        }
    }

    /// Writes the low `count` bits of `value` (at most 32).
    fn put(&mut self, value: u32, count: u32) {
        debug_assert!(count <= 32 && (count == 32 || value >> count == 0));
        self.buffer |= u64::from(value) << self.count;
        self.count += count;
        if self.count >= 32 {
            self.out
                .extend_from_slice(&(self.buffer as u32).to_le_bytes());
            self.buffer >>= 32;
            self.count -= 32;
        }
    }

    fn finish(mut self) -> Vec<u8> {
        let bytes = self.count.div_ceil(8) as usize;
        self.out
            .extend_from_slice(&self.buffer.to_le_bytes()[..bytes]);
        self.out
    }
}

/// The file around the bitstream: a RIFF container holding one `VP8L` chunk.
fn riff(bitstream: &[u8]) -> Vec<u8> {
    let padded = bitstream.len() + bitstream.len() % 2;
    let chunk = u32::try_from(bitstream.len()).expect("a picture is far under 4 GB");
    let file = u32::try_from(4 + 8 + padded).expect("a picture is far under 4 GB");
    let mut out = Vec::with_capacity(12 + 8 + padded);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&file.to_le_bytes());
    out.extend_from_slice(b"WEBP");
    out.extend_from_slice(b"VP8L");
    out.extend_from_slice(&chunk.to_le_bytes());
    out.extend_from_slice(bitstream);
    if bitstream.len() % 2 == 1 {
        out.push(0);
    }
    out
}

/// The longest Huffman code the format allows, and the longest in the code that codes the
/// code lengths.
const MAX_LENGTH: u8 = 15;
const MAX_LENGTH_OF_LENGTHS: u8 = 7;
/// The order in which the lengths of the code-length code are written.
const LENGTH_ORDER: [usize; 19] = [
    17, 18, 0, 1, 2, 3, 4, 5, 16, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
];

/// A Huffman code: each symbol's length and its bits, reversed for writing.
struct Code {
    lengths: Vec<u8>,
    bits: Vec<u16>,
    /// The symbol of a code with only one: both decoders read it from no bits at all.
    single: Option<usize>,
}

impl Code {
    /// The code for `frequencies`, no code longer than `limit` bits.
    fn new(frequencies: &[u32], limit: u8) -> Code {
        let lengths = lengths(frequencies, limit);
        let mut used = lengths.iter().enumerate().filter(|(_, l)| **l > 0);
        let single = match (used.next(), used.next()) {
            (Some((symbol, _)), None) => Some(symbol),
            _ => None,
        };
        Code {
            bits: canonical(&lengths),
            lengths,
            single,
        }
    }

    fn put(&self, w: &mut Bits, symbol: usize) {
        if self.single.is_none() {
            w.put(
                u32::from(self.bits[symbol]),
                u32::from(self.lengths[symbol]),
            );
        }
    }

    /// Writes the code: as a "simple" code where it has one symbol under 256 (or none), else
    /// as code lengths, themselves Huffman coded.
    fn write_header(&self, w: &mut Bits) {
        let unused = self.lengths.iter().all(|&l| l == 0);
        if unused || self.single.is_some_and(|s| s < 256) {
            let symbol = self.single.unwrap_or(0);
            w.put(1, 1);
            w.put(0, 1);
            if symbol < 2 {
                w.put(0, 1);
                w.put(u32::try_from(symbol).expect("0 or 1"), 1);
            } else {
                w.put(1, 1);
                w.put(u32::try_from(symbol).expect("under 256"), 8);
            }
            return;
        }
        w.put(0, 1);
        let tokens = length_tokens(&self.lengths);
        let mut frequencies = [0u32; 19];
        for &(symbol, _, _) in &tokens {
            frequencies[usize::from(symbol)] += 1;
        }
        let of_lengths = Code::new(&frequencies, MAX_LENGTH_OF_LENGTHS);
        let count = LENGTH_ORDER
            .iter()
            .rposition(|&s| of_lengths.lengths[s] > 0)
            .map_or(4, |last| (last + 1).max(4));
        w.put(u32::try_from(count - 4).expect("at most 15"), 4);
        for &s in &LENGTH_ORDER[..count] {
            w.put(u32::from(of_lengths.lengths[s]), 3);
        }
        // Every symbol's length follows (no shorter "max symbol").
        w.put(0, 1);
        for (symbol, extra, bits) in tokens {
            of_lengths.put(w, usize::from(symbol));
            w.put(extra, bits);
        }
    }
}

/// Code lengths as the code-length alphabet writes them: 0–15 as themselves, 16 to repeat the
/// previous length 3–6 times, 17 and 18 for 3–10 and 11–138 zeros. Each with its extra bits.
fn length_tokens(lengths: &[u8]) -> Vec<(u8, u32, u32)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < lengths.len() {
        let l = lengths[i];
        let run = lengths[i..].iter().take_while(|&&x| x == l).count();
        if l == 0 {
            let mut left = run;
            while left >= 11 {
                let n = left.min(138);
                out.push((18, u32::try_from(n - 11).expect("small"), 7));
                left -= n;
            }
            if left >= 3 {
                out.push((17, u32::try_from(left - 3).expect("small"), 3));
                left = 0;
            }
            out.extend(std::iter::repeat_n((0, 0, 0), left));
        } else {
            out.push((l, 0, 0));
            let mut left = run - 1;
            while left >= 3 {
                let n = left.min(6);
                out.push((16, u32::try_from(n - 3).expect("small"), 2));
                left -= n;
            }
            out.extend(std::iter::repeat_n((l, 0, 0), left));
        }
        i += run;
    }
    out
}

/// Huffman code lengths for `frequencies`, none longer than `limit`. Where the optimal code
/// is too deep, the rarest symbols are counted as more frequent until it is not (libwebp's way:
/// it costs a fraction of a per cent).
fn lengths(frequencies: &[u32], limit: u8) -> Vec<u8> {
    let mut floor = 1u32;
    loop {
        let counts: Vec<u32> = frequencies
            .iter()
            .map(|&f| if f == 0 { 0 } else { f.max(floor) })
            .collect();
        let lengths = huffman(&counts);
        if lengths.iter().all(|&l| l <= limit) {
            return lengths;
        }
        floor *= 2;
    }
}

/// Optimal (unlimited) Huffman code lengths; a single used symbol gets length 1.
fn huffman(counts: &[u32]) -> Vec<u8> {
    use std::cmp::Reverse;
    use std::collections::BinaryHeap;

    let mut lengths = vec![0u8; counts.len()];
    // Nodes: the symbols, then the joined pairs; each knows its parent.
    let mut parent: Vec<usize> = Vec::with_capacity(counts.len() * 2);
    let mut heap = BinaryHeap::new();
    for (symbol, &count) in counts.iter().enumerate() {
        parent.push(usize::MAX);
        if count > 0 {
            heap.push(Reverse((u64::from(count), symbol)));
        }
    }
    match heap.len() {
        0 => return lengths,
        1 => {
            let Reverse((_, symbol)) = heap.pop().expect("one");
            lengths[symbol] = 1;
            return lengths;
        }
        _ => {}
    }
    while heap.len() > 1 {
        let Reverse((a, i)) = heap.pop().expect("two or more");
        let Reverse((b, j)) = heap.pop().expect("two or more");
        let node = parent.len();
        parent.push(usize::MAX);
        parent[i] = node;
        parent[j] = node;
        heap.push(Reverse((a + b, node)));
    }
    for (symbol, &count) in counts.iter().enumerate() {
        if count > 0 {
            let (mut depth, mut node) = (0u8, symbol);
            while parent[node] != usize::MAX {
                node = parent[node];
                depth += 1;
            }
            lengths[symbol] = depth;
        }
    }
    lengths
}

/// The canonical codes for `lengths`, each with its bits reversed (the format reads a code
/// from its first bit, which is written least significant first).
fn canonical(lengths: &[u8]) -> Vec<u16> {
    let max = lengths.iter().copied().max().unwrap_or(0);
    let mut per_length = vec![0u16; usize::from(max) + 1];
    for &l in lengths.iter().filter(|&&l| l > 0) {
        per_length[usize::from(l)] += 1;
    }
    let mut next = vec![0u16; usize::from(max) + 1];
    let mut code = 0u16;
    for l in 1..=usize::from(max) {
        code = (code + per_length[l - 1]) << 1;
        next[l] = code;
    }
    lengths
        .iter()
        .map(|&l| {
            if l == 0 {
                return 0;
            }
            let c = next[usize::from(l)];
            next[usize::from(l)] += 1;
            c.reverse_bits() >> (16 - l)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The pixels of `file` as decoded by libwebp and by image-webp, which must agree.
    fn decoded(file: &[u8]) -> (u32, u32, Vec<u8>) {
        let by_libwebp = ::webp::Decoder::new(file)
            .decode()
            .expect("libwebp decodes it");
        let (w, h, by_image_webp) =
            crate::picture::raster::read_webp(file).expect("image-webp decodes it");
        assert_eq!((by_libwebp.width(), by_libwebp.height()), (w, h));
        let by_libwebp: Vec<u8> = if by_libwebp.is_alpha() {
            by_libwebp.to_vec()
        } else {
            by_libwebp
                .chunks_exact(3)
                .flat_map(|p| [p[0], p[1], p[2], 0xFF])
                .collect()
        };
        assert!(by_libwebp == by_image_webp, "the two decoders disagree");
        (w, h, by_image_webp)
    }

    fn round_trip(rgba: &[u8], width: u32, height: u32) -> usize {
        let file = encode(rgba, width, height);
        let (w, h, pixels) = decoded(&file);
        assert_eq!((w, h), (width, height));
        assert!(pixels == rgba, "the pixels came back changed");
        file.len()
    }

    /// A deterministic stream of bytes (no generator crate needed for a test picture).
    fn noise(seed: u64) -> impl FnMut() -> u32 {
        let mut x = seed | 1;
        move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 32) as u32
        }
    }

    #[test]
    fn a_flat_picture_is_a_few_bytes_and_comes_back() {
        let rgba: Vec<u8> = [0x20, 0x40, 0x60, 0xFF].repeat(300 * 200);
        let size = round_trip(&rgba, 300, 200);
        assert!(size < 100, "{size} bytes");
    }

    #[test]
    fn tiny_pictures_come_back() {
        for (w, h) in [(1, 1), (1, 2), (2, 1), (3, 3), (1, 40), (40, 1)] {
            let mut next = noise(u64::from(w * 100 + h));
            let rgba: Vec<u8> = (0..w * h)
                .flat_map(|_| {
                    let [r, g, b, _] = next().to_le_bytes();
                    [r, g, b, 0xFF]
                })
                .collect();
            round_trip(&rgba, w, h);
        }
    }

    #[test]
    fn noise_of_every_colour_comes_back() {
        // Literals of all values, codes as deep as they go, few copies.
        let mut next = noise(7);
        let rgba: Vec<u8> = (0..257 * 93)
            .flat_map(|_| {
                let [r, g, b, _] = next().to_le_bytes();
                [r, g, b, 0xFF]
            })
            .collect();
        round_trip(&rgba, 257, 93);
    }

    #[test]
    fn skewed_colours_need_limited_codes_and_come_back() {
        // Colour frequencies falling off like powers of two: an optimal Huffman code would be
        // deeper than the format's 15 bits.
        let mut next = noise(11);
        let mut rgba = Vec::new();
        for _ in 0..(640 * 480) {
            let r = next();
            let level = (r | 1 << 24).trailing_zeros() as u8;
            rgba.extend_from_slice(&[level * 9, (r >> 8) as u8 & 3, level, 0xFF]);
        }
        round_trip(&rgba, 640, 480);
    }

    #[test]
    fn stripes_and_repeats_come_back() {
        // Long copies from above and from the left, some over 4,096 pixels, and runs that
        // cross the end of a row.
        let (w, h) = (1000u32, 60u32);
        let mut rgba = Vec::new();
        for y in 0..h {
            for x in 0..w {
                let c = if (x / 7 + y / 3) % 5 == 0 { 0x10 } else { 0xE0 };
                rgba.extend_from_slice(&[c, (y % 4) as u8 * 40, 0x55, 0xFF]);
            }
        }
        round_trip(&rgba, w, h);
    }

    #[test]
    fn a_distance_gets_the_short_code_that_lands_on_it() {
        for width in [1, 5, 16, 17, 40, 800] {
            for distance in 1..=(9 * width + 20) {
                let code = distance_code(distance, width);
                let scanned = PLANE.iter().position(|&(left, up)| {
                    i64::from(left) + i64::from(up) * width as i64 == distance as i64
                });
                match scanned {
                    Some(i) => assert_eq!(code as usize, i + 1, "width {width}, {distance}"),
                    None => assert_eq!(code as usize, distance + 120, "width {width}"),
                }
            }
        }
        assert_eq!(distance_code(800, 800), ABOVE);
        assert_eq!(distance_code(1, 800), LEFT);
    }

    #[test]
    fn repeated_shapes_far_apart_are_copied_and_come_back() {
        // The same small pattern at many places: copies from where it was last seen, at
        // distances short and long.
        let (w, h) = (500usize, 300usize);
        let (sw, sh) = (40, 20);
        let mut next = noise(3);
        let stamp: Vec<u32> = (0..sw * sh).map(|_| next() | 0xFF00_0000).collect();
        let mut pixels = vec![u32::from_ne_bytes([0xF4, 0xEB, 0xD9, 0xFF]); w * h];
        for k in 0..40 {
            let at = (k * 7919) % (w * (h - sh) - sw);
            for row in 0..sh {
                for col in 0..sw {
                    pixels[at + row * w + col] = stamp[row * sw + col];
                }
            }
        }
        let rgba: Vec<u8> = bytemuck::cast_slice(&pixels).to_vec();
        let size = round_trip(&rgba, w as u32, h as u32);
        // The stamp's 800 colours cost some 3 KB once; drawn 40 times as colours, 80 KB.
        assert!(size < 10_000, "{size} bytes");
    }

    #[test]
    fn the_length_and_distance_prefixes_decode_to_their_values() {
        // The format's decoding, RFC 9649 §3.5.2.2, applied to what `prefix` writes.
        for value in 1..=5000u32 {
            let (symbol, extra, bits) = prefix(value);
            let decoded = if symbol < 4 {
                symbol + 1
            } else {
                let extra_bits = (symbol - 2) >> 1;
                assert_eq!(extra_bits, bits);
                ((2 + (symbol & 1)) << extra_bits) + extra + 1
            };
            assert_eq!(decoded, value);
            assert!(symbol < 40);
        }
    }
}
