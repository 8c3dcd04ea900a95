//! A player's principality: the 7×7 grid, the Palazzo in its corner, and the rules for
//! placing buildings and landscapes on it.
//!
//! Cells are `(column, row)` with `(0, 0)` the top-left corner; the Palazzo fills the 3-wide,
//! 2-high block in the bottom-left corner. A piece's shape (from [`assumed`]) is
//! turned and flipped by an [`Orientation`] and placed with its [`Anchor`] cell: the top-left
//! cell of the turned shape's bounding box.
//!
//! Internally the grid is a 49-bit mask, bit `row * 7 + column`: occupancy, the cells of
//! buildings and the Palazzo, and every piece in each of its orientations (precomputed once).
//! Legal anchors of a shape are found for all 49 cells at once by intersecting shifted copies of
//! the free cells, so listing every placement costs a few dozen word operations per
//! orientation.

use std::sync::LazyLock;

use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};

use super::components::{Building, GRID, Landscape, PALAZZO_HEIGHT, PALAZZO_WIDTH, Piece, assumed};

/// One of the eight ways to lay a piece: `turns` quarter turns clockwise of the shape as drawn,
/// then a mirror left-to-right if `flipped`. Shapes with symmetries reach the same cells by
/// several orientations; [`Principality::placements`] lists each set of cells once.
///
/// [`turned`](Orientation::turned) and [`flipped`](Orientation::flipped) act on what is shown:
/// turning a mirrored piece clockwise is the mirror of the piece turned counter-clockwise, so
/// `o.flipped().turned() == o.turned().turned().turned().flipped()`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "StoredOrientation")]
pub struct Orientation {
    turns: u8,
    flipped: bool,
}

/// The top-left cell of a placed piece's bounding box.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Anchor {
    pub column: u8,
    pub row: u8,
}

/// A piece laid on the grid: what the action "place" carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Placement {
    pub piece: Piece,
    pub orientation: Orientation,
    pub anchor: Anchor,
}

/// Why a piece cannot go where a player asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum PlaceError {
    #[error("the piece would stick out of the principality")]
    OffGrid,
    #[error("the piece would overlap another piece or the Palazzo")]
    Overlap,
    #[error(
        "a building may not touch another building or the Palazzo side by side without two builders"
    )]
    Adjacent,
    #[error("the principality already has this building")]
    AlreadyBuilt,
}

/// The grid of one player.
///
/// Saved as the list of placements only; the masks are rebuilt from it when loaded, so two
/// principalities with the same history are equal field by field.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "StoredPrincipality", into = "StoredPrincipality")]
pub struct Principality {
    /// What has been placed, in order: each piece covers a cell of its own, so never more
    /// pieces than cells.
    placed: ArrayVec<Placement, { (GRID * GRID) as usize }>,
    /// Cells of the Palazzo and of every piece.
    occupied: u64,
    /// Cells of the Palazzo and of the buildings: what a building may not touch side by side.
    walls: u64,
    /// Bit `b as usize` for each building `b` built.
    built: u16,
}

/// What fills a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cell {
    Empty,
    Palazzo,
    Piece(Piece),
}

impl Orientation {
    /// The eight orientations, the shape as drawn first.
    pub const ALL: [Orientation; 8] = [
        Orientation {
            turns: 0,
            flipped: false,
        },
        Orientation {
            turns: 1,
            flipped: false,
        },
        Orientation {
            turns: 2,
            flipped: false,
        },
        Orientation {
            turns: 3,
            flipped: false,
        },
        Orientation {
            turns: 0,
            flipped: true,
        },
        Orientation {
            turns: 1,
            flipped: true,
        },
        Orientation {
            turns: 2,
            flipped: true,
        },
        Orientation {
            turns: 3,
            flipped: true,
        },
    ];

    /// `None` unless `turns < 4`.
    pub fn new(turns: u8, flipped: bool) -> Option<Orientation> {
        (turns < 4).then_some(Orientation { turns, flipped })
    }

    /// Quarter turns clockwise applied before the mirror, `0..4`.
    pub fn turns(self) -> u8 {
        self.turns
    }

    /// Whether the turned shape is mirrored left-to-right.
    pub fn is_flipped(self) -> bool {
        self.flipped
    }

    /// A quarter turn more, clockwise (the preview's "turn" button).
    pub fn turned(self) -> Orientation {
        // Turning the mirror of a shape clockwise shows the mirror of the shape turned
        // counter-clockwise.
        let turns = if self.flipped {
            (self.turns + 3) % 4
        } else {
            (self.turns + 1) % 4
        };
        Orientation { turns, ..self }
    }

    /// Mirrored left-to-right (the preview's "flip" button).
    pub fn flipped(self) -> Orientation {
        Orientation {
            flipped: !self.flipped,
            ..self
        }
    }

    /// The position in [`Orientation::ALL`].
    fn index(self) -> usize {
        usize::from(self.flipped) * 4 + usize::from(self.turns)
    }
}

/// Orientation as saved: checked when loaded, since a turn count of 4 or more has no shape.
#[derive(Deserialize)]
struct StoredOrientation {
    turns: u8,
    flipped: bool,
}

impl TryFrom<StoredOrientation> for Orientation {
    type Error = String;

    fn try_from(stored: StoredOrientation) -> Result<Orientation, String> {
        Orientation::new(stored.turns, stored.flipped)
            .ok_or_else(|| format!("an orientation has {} quarter turns", stored.turns))
    }
}

impl Placement {
    /// The cells this placement covers, `(column, row)`; cells off the grid included as they
    /// fall (so may exceed 6; coordinates past 255 stay at 255).
    pub fn cells(&self) -> Vec<(u8, u8)> {
        let shape = oriented(self.piece, self.orientation);
        shape.cells[..usize::from(shape.count)]
            .iter()
            .map(|&(dx, dy)| {
                (
                    self.anchor.column.saturating_add(dx),
                    self.anchor.row.saturating_add(dy),
                )
            })
            .collect()
    }

    /// The same cells reached with the orientation [`Principality::placements`] uses: the first
    /// in [`Orientation::ALL`] giving this shape. Lets an action chosen by turning and flipping
    /// a preview be matched against the listed choices.
    pub fn canonical(self) -> Placement {
        let shapes = &SHAPES[piece_index(self.piece)];
        Placement {
            orientation: Orientation::ALL[usize::from(shapes.canonical[self.orientation.index()])],
            ..self
        }
    }

    /// The covered cells as a mask (bit `row * 7 + column`), or `None` when some fall off the
    /// grid.
    pub fn mask(&self) -> Option<u64> {
        let shape = oriented(self.piece, self.orientation);
        let fits = |at: u8, extent: u8| u16::from(at) + u16::from(extent) <= u16::from(GRID);
        (fits(self.anchor.column, shape.width) && fits(self.anchor.row, shape.height))
            .then(|| shape.mask << bit(self.anchor.column, self.anchor.row))
    }
}

impl Principality {
    /// An empty principality: only the Palazzo.
    pub fn new() -> Principality {
        Principality {
            placed: ArrayVec::new(),
            occupied: PALAZZO,
            walls: PALAZZO,
            built: 0,
        }
    }

    /// Whether `placement` is legal here; `adjacent_buildings` is true when the player has two
    /// or more builders. The one-of-each-building rule is checked here too.
    ///
    /// When several rules are broken, the error is the first of: [`PlaceError::AlreadyBuilt`]
    /// (it holds wherever the piece goes), [`PlaceError::OffGrid`], [`PlaceError::Overlap`],
    /// [`PlaceError::Adjacent`].
    pub fn check(&self, placement: &Placement, adjacent_buildings: bool) -> Result<(), PlaceError> {
        let building = match placement.piece {
            Piece::Building(b) if self.has(b) => return Err(PlaceError::AlreadyBuilt),
            Piece::Building(_) => true,
            Piece::Landscape(_) => false,
        };
        let mask = placement.mask().ok_or(PlaceError::OffGrid)?;
        if mask & self.occupied != 0 {
            return Err(PlaceError::Overlap);
        }
        if building && !adjacent_buildings && mask & side_neighbours(self.walls) != 0 {
            return Err(PlaceError::Adjacent);
        }
        Ok(())
    }

    /// Places the piece; on error nothing changes.
    pub fn place(
        &mut self,
        placement: Placement,
        adjacent_buildings: bool,
    ) -> Result<(), PlaceError> {
        self.check(&placement, adjacent_buildings)?;
        let mask = placement
            .mask()
            .expect("a checked placement lies on the grid");
        self.occupied |= mask;
        if let Piece::Building(b) = placement.piece {
            self.walls |= mask;
            self.built |= 1 << b as u16;
        }
        self.placed.push(placement);
        Ok(())
    }

    /// Every legal placement of `piece`, each distinct set of cells once, in a stable order.
    ///
    /// The order: by orientation, in the order of [`Orientation::ALL`], each set of cells with
    /// the first orientation reaching it (see [`Placement::canonical`]); within an orientation,
    /// by anchor row, then column, top to bottom and left to right.
    pub fn placements(
        &self,
        piece: Piece,
        adjacent_buildings: bool,
    ) -> impl Iterator<Item = Placement> + use<> {
        let shapes = &SHAPES[piece_index(piece)];
        let distinct = &shapes.distinct[..usize::from(shapes.distinct_count)];
        // The anchors of each distinct orientation, as bits: nothing is allocated.
        let mut anchors = [0u64; 8];
        if let Some(free) = self.free_for(piece, adjacent_buildings) {
            for (slot, &o) in anchors.iter_mut().zip(distinct) {
                *slot = shapes.oriented[usize::from(o)].anchors(free);
            }
        }
        // Past the distinct orientations the anchors are 0: nothing is listed for them.
        anchors
            .into_iter()
            .zip(shapes.distinct)
            .flat_map(move |(bits, o)| {
                let orientation = Orientation::ALL[usize::from(o)];
                std::iter::successors(Some(bits), |&b| Some(b & b.wrapping_sub(1)))
                    .take_while(|&b| b != 0)
                    .map(move |b| {
                        let at = b.trailing_zeros() as u8;
                        Placement {
                            piece,
                            orientation,
                            anchor: Anchor {
                                column: at % GRID,
                                row: at / GRID,
                            },
                        }
                    })
            })
    }

    /// How many placements [`Principality::placements`] lists, without listing them.
    pub fn placement_count(&self, piece: Piece, adjacent_buildings: bool) -> usize {
        let Some(free) = self.free_for(piece, adjacent_buildings) else {
            return 0;
        };
        let shapes = &SHAPES[piece_index(piece)];
        shapes.distinct[..usize::from(shapes.distinct_count)]
            .iter()
            .map(|&o| shapes.oriented[usize::from(o)].anchors(free).count_ones() as usize)
            .sum()
    }

    /// The placement at index `i` of [`Principality::placements`], without listing them: a
    /// random placement costs a few bit counts.
    pub fn nth_placement(
        &self,
        piece: Piece,
        adjacent_buildings: bool,
        mut i: usize,
    ) -> Option<Placement> {
        let free = self.free_for(piece, adjacent_buildings)?;
        let shapes = &SHAPES[piece_index(piece)];
        for &o in &shapes.distinct[..usize::from(shapes.distinct_count)] {
            let mut bits = shapes.oriented[usize::from(o)].anchors(free);
            let n = bits.count_ones() as usize;
            if i >= n {
                i -= n;
                continue;
            }
            for _ in 0..i {
                bits &= bits - 1;
            }
            let at = bits.trailing_zeros() as u8;
            return Some(Placement {
                piece,
                orientation: Orientation::ALL[usize::from(o)],
                anchor: Anchor {
                    column: at % GRID,
                    row: at / GRID,
                },
            });
        }
        None
    }

    /// Whether `piece` fits anywhere (faster than `placements`).
    pub fn fits(&self, piece: Piece, adjacent_buildings: bool) -> bool {
        let Some(free) = self.free_for(piece, adjacent_buildings) else {
            return false;
        };
        let shapes = &SHAPES[piece_index(piece)];
        shapes.distinct[..usize::from(shapes.distinct_count)]
            .iter()
            .any(|&o| shapes.oriented[usize::from(o)].anchors(free) != 0)
    }

    /// What fills the cell; panics off the grid.
    pub fn cell(&self, column: u8, row: u8) -> Cell {
        assert!(
            column < GRID && row < GRID,
            "cell ({column}, {row}) is off the grid"
        );
        let at = 1u64 << bit(column, row);
        if PALAZZO & at != 0 {
            Cell::Palazzo
        } else if self.occupied & at == 0 {
            Cell::Empty
        } else {
            self.placed
                .iter()
                .find(|p| p.mask().is_some_and(|m| m & at != 0))
                .map_or(Cell::Empty, |p| Cell::Piece(p.piece))
        }
    }

    /// Cells of the Palazzo and of every piece, as a mask (bit `row * 7 + column`).
    pub fn occupied_cells(&self) -> u64 {
        self.occupied
    }

    /// Cells of the Palazzo and of the buildings, as a mask: those a building may not touch
    /// side by side without two builders.
    pub fn building_cells(&self) -> u64 {
        self.walls
    }

    /// Cells neither built on, planted nor the Palazzo's.
    pub fn empty_cells(&self) -> u8 {
        (ALL_CELLS & !self.occupied).count_ones() as u8
    }

    pub fn has(&self, building: Building) -> bool {
        self.built & (1 << building as u16) != 0
    }

    pub fn buildings(&self) -> impl Iterator<Item = Building> + '_ {
        self.placed.iter().filter_map(|p| match p.piece {
            Piece::Building(b) => Some(b),
            Piece::Landscape(_) => None,
        })
    }

    /// How many landscapes of `kind` are planted.
    pub fn landscapes(&self, kind: Landscape) -> u8 {
        self.placed
            .iter()
            .filter(|p| p.piece == Piece::Landscape(kind))
            .count() as u8
    }

    /// Everything placed, in the order it was placed.
    pub fn placed(&self) -> &[Placement] {
        &self.placed
    }

    /// The cells `piece` may cover, or `None` when it may not be placed at all (a building
    /// already built).
    fn free_for(&self, piece: Piece, adjacent_buildings: bool) -> Option<u64> {
        let blocked = match piece {
            Piece::Building(b) if self.has(b) => return None,
            Piece::Building(_) if !adjacent_buildings => {
                self.occupied | side_neighbours(self.walls)
            }
            Piece::Building(_) | Piece::Landscape(_) => self.occupied,
        };
        Some(ALL_CELLS & !blocked)
    }
}

impl Default for Principality {
    fn default() -> Principality {
        Principality::new()
    }
}

/// A principality as saved: the placements alone.
#[derive(Serialize, Deserialize)]
struct StoredPrincipality {
    placed: Vec<Placement>,
}

impl From<Principality> for StoredPrincipality {
    fn from(principality: Principality) -> StoredPrincipality {
        StoredPrincipality {
            placed: principality.placed.to_vec(),
        }
    }
}

impl TryFrom<StoredPrincipality> for Principality {
    type Error = String;

    /// Replays the placements, refusing a saved grid that could not have been played. Whether
    /// two buildings touched legally depends on the builders held at the time, which the grid
    /// does not record, so adjacency is not checked.
    fn try_from(stored: StoredPrincipality) -> Result<Principality, String> {
        let mut principality = Principality::new();
        for (i, placement) in stored.placed.into_iter().enumerate() {
            principality
                .place(placement, true)
                .map_err(|e| format!("saved placement {i} ({placement:?}): {e}"))?;
        }
        Ok(principality)
    }
}

/// Every cell of the grid.
pub const ALL_CELLS: u64 = (1 << (GRID * GRID)) - 1;

/// The cells of column 0.
const FIRST_COLUMN: u64 = {
    let mut mask = 0;
    let mut row = 0;
    while row < GRID {
        mask |= 1 << (row * GRID);
        row += 1;
    }
    mask
};

const LAST_COLUMN: u64 = FIRST_COLUMN << (GRID - 1);

const PALAZZO: u64 = {
    let mut mask = 0;
    let mut row = GRID - PALAZZO_HEIGHT;
    while row < GRID {
        let mut column = 0;
        while column < PALAZZO_WIDTH {
            mask |= 1 << bit(column, row);
            column += 1;
        }
        row += 1;
    }
    mask
};

const fn bit(column: u8, row: u8) -> u32 {
    row as u32 * GRID as u32 + column as u32
}

/// The cells sharing a side with some cell of `mask`, on the grid. A shift by one moves a cell
/// of the last column onto the first column of the next row (and back), so those are cut.
pub fn side_neighbours(mask: u64) -> u64 {
    let east = (mask << 1) & !FIRST_COLUMN;
    let west = (mask >> 1) & !LAST_COLUMN;
    let south = mask << GRID;
    let north = mask >> GRID;
    (east | west | south | north) & ALL_CELLS
}

/// A piece's shape in one orientation, anchored at `(0, 0)`.
#[derive(Debug, Clone, Copy, Default)]
struct Oriented {
    width: u8,
    height: u8,
    mask: u64,
    /// `(dx, dy)` from the anchor, the first `count` used; the largest piece has 7 cells.
    cells: [(u8, u8); 7],
    count: u8,
    /// The anchors that keep the whole bounding box on the grid.
    on_grid: u64,
}

impl Oriented {
    /// Every anchor where all cells of the shape are in `free`: shifting `free` down by a
    /// cell's offset lines it up with the anchor. `on_grid` keeps the box within each row, so
    /// the shifts never carry a cell across a row's end.
    fn anchors(&self, free: u64) -> u64 {
        self.cells[..usize::from(self.count)]
            .iter()
            .fold(self.on_grid, |acc, &(dx, dy)| acc & (free >> bit(dx, dy)))
    }
}

/// The eight orientations of one piece, and which of them differ.
struct Shapes {
    oriented: [Oriented; 8],
    /// Indices into `Orientation::ALL` of the first orientation giving each distinct shape.
    distinct: [u8; 8],
    distinct_count: u8,
    /// For each orientation, the first one giving the same shape.
    canonical: [u8; 8],
}

const PIECES: usize = Building::ALL.len() + Landscape::ALL.len();

fn piece_index(piece: Piece) -> usize {
    match piece {
        Piece::Building(b) => b as usize,
        Piece::Landscape(l) => Building::ALL.len() + l as usize,
    }
}

fn oriented(piece: Piece, orientation: Orientation) -> &'static Oriented {
    &SHAPES[piece_index(piece)].oriented[orientation.index()]
}

static SHAPES: LazyLock<[Shapes; PIECES]> = LazyLock::new(|| {
    // In the order of `piece_index`.
    let mut pieces = Building::ALL
        .map(Piece::Building)
        .into_iter()
        .chain(Landscape::ALL.map(Piece::Landscape));
    std::array::from_fn(|_| shapes_of(pieces.next().expect("PIECES counts every piece")))
});

fn shapes_of(piece: Piece) -> Shapes {
    let rows = assumed::shape(piece);
    let drawn: Vec<(u8, u8)> = rows
        .iter()
        .enumerate()
        .flat_map(|(y, row)| {
            row.bytes()
                .enumerate()
                .filter(|&(_, c)| c == b'#')
                .map(move |(x, _)| (x as u8, y as u8))
        })
        .collect();
    let width = rows.iter().map(|r| r.len()).max().unwrap_or(0) as u8;
    let height = rows.len() as u8;
    let oriented = Orientation::ALL.map(|o| orient(&drawn, width, height, o));
    let mut distinct = [0; 8];
    let mut distinct_count = 0;
    let mut canonical = [0; 8];
    for (i, shape) in oriented.iter().enumerate() {
        // The same cells anchored at the same corner give the same mask and box.
        let first = (0..i)
            .find(|&j| oriented[j].mask == shape.mask)
            .unwrap_or(i);
        canonical[i] = first as u8;
        if first == i {
            distinct[distinct_count] = i as u8;
            distinct_count += 1;
        }
    }
    Shapes {
        oriented,
        distinct,
        distinct_count: distinct_count as u8,
        canonical,
    }
}

fn orient(drawn: &[(u8, u8)], width: u8, height: u8, orientation: Orientation) -> Oriented {
    let (mut width, mut height) = (width, height);
    let mut cells = drawn.to_vec();
    for _ in 0..orientation.turns {
        // Clockwise: the left column, read bottom to top, becomes the top row.
        for cell in &mut cells {
            *cell = (height - 1 - cell.1, cell.0);
        }
        (width, height) = (height, width);
    }
    if orientation.flipped {
        for cell in &mut cells {
            cell.0 = width - 1 - cell.0;
        }
    }
    cells.sort_unstable_by_key(|&(x, y)| (y, x));
    let mut shape = Oriented {
        width,
        height,
        count: cells.len() as u8,
        ..Oriented::default()
    };
    for (slot, &(x, y)) in shape.cells.iter_mut().zip(&cells) {
        *slot = (x, y);
        shape.mask |= 1 << bit(x, y);
    }
    for row in 0..=GRID.saturating_sub(height) {
        for column in 0..=GRID.saturating_sub(width) {
            shape.on_grid |= 1 << bit(column, row);
        }
    }
    shape
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use rand::{RngExt, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    use super::*;
    use crate::engine::princes::components::Size;

    fn all_pieces() -> Vec<Piece> {
        Building::ALL
            .map(Piece::Building)
            .into_iter()
            .chain(Landscape::ALL.map(Piece::Landscape))
            .collect()
    }

    fn at(piece: Piece, turns: u8, flipped: bool, column: u8, row: u8) -> Placement {
        Placement {
            piece,
            orientation: Orientation::new(turns, flipped).unwrap(),
            anchor: Anchor { column, row },
        }
    }

    fn building(b: Building, column: u8, row: u8) -> Placement {
        at(Piece::Building(b), 0, false, column, row)
    }

    fn landscape(l: Landscape, column: u8, row: u8) -> Placement {
        at(Piece::Landscape(l), 0, false, column, row)
    }

    fn sorted(mut cells: Vec<(u8, u8)>) -> Vec<(u8, u8)> {
        cells.sort_unstable();
        cells
    }

    /// Cells moved so the smallest column and row are 0, sorted: a shape wherever it lies.
    fn normalised(cells: &[(u8, u8)]) -> Vec<(u8, u8)> {
        let left = cells.iter().map(|c| c.0).min().unwrap();
        let top = cells.iter().map(|c| c.1).min().unwrap();
        sorted(cells.iter().map(|&(c, r)| (c - left, r - top)).collect())
    }

    fn shape_cells(piece: Piece, orientation: Orientation) -> Vec<(u8, u8)> {
        sorted(
            Placement {
                piece,
                orientation,
                anchor: Anchor { column: 0, row: 0 },
            }
            .cells(),
        )
    }

    /// The rules of placement written out cell by cell, with no masks, to hold the fast code to.
    fn reference_legal(grid: &Principality, placement: &Placement, adjacent: bool) -> bool {
        #[derive(Clone, Copy, PartialEq)]
        enum Fill {
            Empty,
            Wall,
            Planted,
        }
        let mut fill = [[Fill::Empty; 7]; 7];
        for row in &mut fill[5..7] {
            row[0..3].fill(Fill::Wall);
        }
        for placed in grid.placed() {
            for (column, row) in placed.cells() {
                fill[usize::from(row)][usize::from(column)] = match placed.piece {
                    Piece::Building(_) => Fill::Wall,
                    Piece::Landscape(_) => Fill::Planted,
                };
            }
        }
        let is_building = matches!(placement.piece, Piece::Building(_));
        if is_building && grid.placed().iter().any(|p| p.piece == placement.piece) {
            return false;
        }
        let cells = placement.cells();
        if cells.iter().any(|&(c, r)| c >= 7 || r >= 7) {
            return false;
        }
        if cells
            .iter()
            .any(|&(c, r)| fill[usize::from(r)][usize::from(c)] != Fill::Empty)
        {
            return false;
        }
        if is_building && !adjacent {
            for &(c, r) in &cells {
                for (dc, dr) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
                    let (nc, nr) = (i16::from(c) + dc, i16::from(r) + dr);
                    if (0..7).contains(&nc)
                        && (0..7).contains(&nr)
                        && fill[nr as usize][nc as usize] == Fill::Wall
                    {
                        return false;
                    }
                }
            }
        }
        true
    }

    /// A grid filled by `attempts` random tries, each placed when legal.
    fn random_grid(rng: &mut ChaCha8Rng, attempts: usize) -> Principality {
        let pieces = all_pieces();
        let mut grid = Principality::new();
        for _ in 0..attempts {
            let placement = Placement {
                piece: pieces[rng.random_range(0..pieces.len())],
                orientation: Orientation::ALL[rng.random_range(0..8)],
                anchor: Anchor {
                    column: rng.random_range(0..7),
                    row: rng.random_range(0..7),
                },
            };
            let _ = grid.place(placement, rng.random_bool(0.3));
        }
        grid
    }

    #[test]
    fn assumed_shapes_have_the_texts_cell_counts() {
        for piece in all_pieces() {
            let expected = match piece {
                Piece::Building(b) => match b.size() {
                    Size::Large => 7,
                    Size::Medium => 5,
                    Size::Small => 3,
                },
                Piece::Landscape(Landscape::Forest) => 4,
                Piece::Landscape(Landscape::Lake) => 3,
                Piece::Landscape(Landscape::Park) => 2,
            };
            let drawn: usize = assumed::shape(piece)
                .iter()
                .map(|row| row.matches('#').count())
                .sum();
            assert_eq!(drawn, expected, "{piece:?} as drawn");
            for o in Orientation::ALL {
                assert_eq!(shape_cells(piece, o).len(), expected, "{piece:?} {o:?}");
            }
        }
    }

    #[test]
    fn assumed_shapes_are_connected() {
        for piece in all_pieces() {
            let cells = shape_cells(piece, Orientation::ALL[0]);
            let mut reached = vec![cells[0]];
            let mut i = 0;
            while i < reached.len() {
                let (c, r) = reached[i];
                for &other in &cells {
                    let touches = c.abs_diff(other.0) + r.abs_diff(other.1) == 1;
                    if touches && !reached.contains(&other) {
                        reached.push(other);
                    }
                }
                i += 1;
            }
            assert_eq!(reached.len(), cells.len(), "{piece:?} falls apart");
        }
    }

    #[test]
    fn assumed_shapes_have_these_many_distinct_orientations() {
        // Counted by hand from each drawing: 8 divided by the number of the eight orientations
        // that leave it unchanged (its symmetries, named after each).
        use Building::*;
        let expected = [
            (Piece::Building(University), 4), // "###" "###" ".#.": a mirror
            (Piece::Building(Laboratory), 8), // "####" "###.": none
            (Piece::Building(Workshop), 2),   // "##." "###" ".##": a half turn, a diagonal
            (Piece::Building(Library), 8),    // "###" "##.": none
            (Piece::Building(Opera), 4),      // "###" ".#." ".#.": a mirror
            (Piece::Building(Studio), 8),     // "####" "#...": none
            (Piece::Building(Hospital), 4),   // "###" "#.#": a mirror
            (Piece::Building(Theater), 1),    // the plus: all eight
            (Piece::Building(Tower), 2),      // "###": a half turn and mirrors
            (Piece::Building(Chapel), 4),     // "##" "#.": a diagonal
            (Piece::Landscape(Landscape::Forest), 1), // the square: all eight
            (Piece::Landscape(Landscape::Lake), 4), // "##" "#.": a diagonal
            (Piece::Landscape(Landscape::Park), 2), // "##": a half turn and mirrors
        ];
        assert_eq!(expected.len(), PIECES);
        for (piece, count) in expected {
            let distinct: BTreeSet<_> = Orientation::ALL
                .iter()
                .map(|&o| shape_cells(piece, o))
                .collect();
            assert_eq!(distinct.len(), count, "{piece:?} by cells");
            let shapes = &SHAPES[piece_index(piece)];
            assert_eq!(
                usize::from(shapes.distinct_count),
                count,
                "{piece:?} in the table"
            );
        }
    }

    #[test]
    fn every_piece_has_its_own_row_of_the_table() {
        let indices: BTreeSet<_> = all_pieces().into_iter().map(piece_index).collect();
        assert_eq!(indices, (0..PIECES).collect());
        for piece in all_pieces() {
            let drawn = normalised(&shape_cells(piece, Orientation::ALL[0]));
            let expected: Vec<(u8, u8)> = sorted(
                assumed::shape(piece)
                    .iter()
                    .enumerate()
                    .flat_map(|(r, row)| {
                        row.char_indices()
                            .filter(|&(_, ch)| ch == '#')
                            .map(move |(c, _)| (c as u8, r as u8))
                    })
                    .collect(),
            );
            assert_eq!(drawn, expected, "{piece:?}");
        }
    }

    #[test]
    fn orientation_is_quarter_turns_clockwise_then_a_mirror() {
        let studio = Piece::Building(Building::Studio); // "####" over "#..."
        let cells = |turns, flipped| shape_cells(studio, Orientation::new(turns, flipped).unwrap());
        // Turned clockwise: "##", ".#", ".#", ".#".
        assert_eq!(cells(1, false), [(0, 0), (1, 0), (1, 1), (1, 2), (1, 3)]);
        // Mirrored: "####" over "...#".
        assert_eq!(cells(0, true), [(0, 0), (1, 0), (2, 0), (3, 0), (3, 1)]);
        // Turned, then mirrored: "##", "#.", "#.", "#.".
        assert_eq!(cells(1, true), [(0, 0), (0, 1), (0, 2), (0, 3), (1, 0)]);
        assert_eq!(Orientation::new(4, false), None);
        for (i, o) in Orientation::ALL.into_iter().enumerate() {
            assert_eq!(Orientation::new(o.turns(), o.is_flipped()), Some(o));
            assert_eq!(o.index(), i);
        }
    }

    #[test]
    fn turned_shows_the_shape_turned_clockwise_and_flipped_its_mirror() {
        for piece in all_pieces() {
            for o in Orientation::ALL {
                let shown = shape_cells(piece, o);
                let height = shown.iter().map(|c| c.1).max().unwrap() + 1;
                let width = shown.iter().map(|c| c.0).max().unwrap() + 1;
                let clockwise: Vec<_> = shown.iter().map(|&(c, r)| (height - 1 - r, c)).collect();
                assert_eq!(
                    shape_cells(piece, o.turned()),
                    sorted(clockwise),
                    "{piece:?} {o:?} turned"
                );
                let mirrored: Vec<_> = shown.iter().map(|&(c, r)| (width - 1 - c, r)).collect();
                assert_eq!(
                    shape_cells(piece, o.flipped()),
                    sorted(mirrored),
                    "{piece:?} {o:?} flipped"
                );
            }
        }
    }

    #[test]
    fn turning_four_times_or_flipping_twice_changes_nothing() {
        for o in Orientation::ALL {
            assert_eq!(o.turned().turned().turned().turned(), o);
            assert_eq!(o.flipped().flipped(), o);
            assert_ne!(o.turned(), o);
            assert_ne!(o.flipped(), o);
            // Turning a mirror clockwise is mirroring a counter-clockwise turn.
            assert_eq!(o.flipped().turned(), o.turned().turned().turned().flipped());
        }
        // The buttons reach all eight from the drawing.
        let mut reached = BTreeSet::new();
        let mut o = Orientation::ALL[0];
        for _ in 0..4 {
            reached.insert(o.index());
            reached.insert(o.flipped().index());
            o = o.turned();
        }
        assert_eq!(reached.len(), 8);
    }

    #[test]
    fn rule_a_piece_lies_entirely_within_the_grid() {
        let grid = Principality::new();
        let tower = Piece::Building(Building::Tower);
        // Lying "###": columns 4..7 fit, 5..8 do not; the row below the grid neither.
        assert_eq!(grid.check(&at(tower, 0, false, 4, 0), false), Ok(()));
        assert_eq!(
            grid.check(&at(tower, 0, false, 5, 0), false),
            Err(PlaceError::OffGrid)
        );
        assert_eq!(
            grid.check(&at(tower, 0, false, 0, 7), false),
            Err(PlaceError::OffGrid)
        );
        // Standing: rows 4..7 fit, 5..8 do not.
        assert_eq!(grid.check(&at(tower, 1, false, 6, 4), false), Ok(()));
        assert_eq!(
            grid.check(&at(tower, 1, false, 6, 5), false),
            Err(PlaceError::OffGrid)
        );
        // Anchors far off neither panic nor wrap around.
        let far = at(tower, 0, false, 255, 255);
        assert_eq!(grid.check(&far, true), Err(PlaceError::OffGrid));
        assert_eq!(far.cells(), [(255, 255); 3]);
        assert_eq!(
            at(tower, 0, false, 5, 0).cells(),
            [(5, 0), (6, 0), (7, 0)],
            "cells off the grid are listed as they fall"
        );
    }

    #[test]
    fn rule_a_piece_may_not_overlap_another_piece_or_the_palazzo() {
        let mut grid = Principality::new();
        grid.place(landscape(Landscape::Forest, 2, 1), false)
            .unwrap();
        for piece in [
            Piece::Building(Building::Chapel),
            Piece::Landscape(Landscape::Park),
        ] {
            assert_eq!(
                grid.check(&at(piece, 0, false, 3, 2), true),
                Err(PlaceError::Overlap),
                "{piece:?} on the forest"
            );
            assert_eq!(
                grid.check(&at(piece, 0, false, 2, 5), true),
                Err(PlaceError::Overlap),
                "{piece:?} on the Palazzo's corner (2, 5)"
            );
            assert_eq!(
                grid.check(&at(piece, 0, false, 3, 5), true),
                Ok(()),
                "{piece:?} just right of the Palazzo"
            );
        }
    }

    #[test]
    fn rule_buildings_may_not_share_a_side_but_may_touch_at_corners() {
        let mut grid = Principality::new();
        // Tower "###" on cells (1..4, 1).
        grid.place(building(Building::Tower, 1, 1), false).unwrap();
        let chapel = Piece::Building(Building::Chapel); // "##" over "#."
        // Right beside it: (4, 1) touches (3, 1).
        assert_eq!(
            grid.check(&at(chapel, 0, false, 4, 1), false),
            Err(PlaceError::Adjacent)
        );
        // Below it: (1, 2) touches (1, 1).
        assert_eq!(
            grid.check(&at(chapel, 0, false, 1, 2), false),
            Err(PlaceError::Adjacent)
        );
        // Diagonally below-right: (4, 2) meets (3, 1) at a corner only.
        assert_eq!(grid.check(&at(chapel, 0, false, 4, 2), false), Ok(()));
        // Turned three times, "#." over "##" at (0, 1): (0, 1) is beside the tower's end.
        assert_eq!(
            grid.check(&at(chapel, 3, false, 0, 1), false),
            Err(PlaceError::Adjacent)
        );
        // Above-right at a corner: "##" over "#." at (4, 0) has (4, 0), (5, 0), (4, 1); (4, 1)
        // is beside (3, 1). Mirrored, "##" over ".#" at (4, 0) leaves (4, 1) empty: corner only.
        assert_eq!(
            grid.check(&at(chapel, 0, false, 4, 0), false),
            Err(PlaceError::Adjacent)
        );
        assert_eq!(grid.check(&at(chapel, 0, true, 4, 0), false), Ok(()));
        // With two builders, side by side is allowed.
        assert_eq!(grid.check(&at(chapel, 0, false, 4, 1), true), Ok(()));
        grid.place(at(chapel, 0, false, 4, 1), true).unwrap();
    }

    #[test]
    fn rule_a_building_may_not_touch_the_palazzo_side_by_side_without_two_builders() {
        let grid = Principality::new();
        let tower = Piece::Building(Building::Tower);
        // Lying on row 4, just above the Palazzo's top row (5).
        let above = at(tower, 0, false, 0, 4);
        // Standing in column 3, beside the Palazzo's right column (2).
        let beside = at(tower, 1, false, 3, 4);
        // Lying on row 4 from column 3: (3, 4) meets the Palazzo's corner (2, 5) only.
        let corner = at(tower, 0, false, 3, 4);
        for placement in [above, beside] {
            assert_eq!(
                grid.check(&placement, false),
                Err(PlaceError::Adjacent),
                "{placement:?}"
            );
            assert_eq!(grid.check(&placement, true), Ok(()), "{placement:?}");
        }
        assert_eq!(grid.check(&corner, false), Ok(()));
    }

    #[test]
    fn rule_landscapes_may_touch_buildings_the_palazzo_and_each_other() {
        let mut grid = Principality::new();
        grid.place(building(Building::Tower, 1, 1), false).unwrap();
        // Beside the Palazzo and beside the tower, without builders.
        grid.place(landscape(Landscape::Park, 0, 4), false).unwrap();
        grid.place(landscape(Landscape::Forest, 4, 1), false)
            .unwrap();
        grid.place(landscape(Landscape::Lake, 1, 2), false).unwrap();
        // A landscape beside a landscape, and a building beside a landscape.
        grid.place(landscape(Landscape::Park, 4, 3), false).unwrap();
        grid.place(building(Building::Chapel, 5, 4), false).unwrap();
        assert_eq!(grid.placed().len(), 6);
    }

    #[test]
    fn rule_each_building_once_but_landscapes_repeat() {
        let mut grid = Principality::new();
        grid.place(building(Building::Tower, 0, 0), false).unwrap();
        assert!(grid.has(Building::Tower));
        assert!(!grid.has(Building::Chapel));
        let again = building(Building::Tower, 0, 2);
        assert_eq!(grid.check(&again, true), Err(PlaceError::AlreadyBuilt));
        assert_eq!(grid.place(again, true), Err(PlaceError::AlreadyBuilt));
        // The refusal comes first even where the piece would also stick out.
        assert_eq!(
            grid.check(&building(Building::Tower, 6, 6), true),
            Err(PlaceError::AlreadyBuilt)
        );
        assert!(
            grid.placements(Piece::Building(Building::Tower), true)
                .collect::<Vec<_>>()
                .is_empty()
        );
        assert!(!grid.fits(Piece::Building(Building::Tower), true));
        for column in [0, 2] {
            grid.place(landscape(Landscape::Park, column, 3), false)
                .unwrap();
        }
        assert_eq!(grid.landscapes(Landscape::Park), 2);
        assert_eq!(grid.landscapes(Landscape::Lake), 0);
        assert_eq!(grid.buildings().collect::<Vec<_>>(), [Building::Tower]);
    }

    #[test]
    fn place_refused_changes_nothing() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        for _ in 0..20 {
            let mut grid = random_grid(&mut rng, 15);
            for piece in all_pieces() {
                for o in Orientation::ALL {
                    for (column, row) in [(0, 0), (3, 3), (5, 5), (6, 2)] {
                        let placement = Placement {
                            piece,
                            orientation: o,
                            anchor: Anchor { column, row },
                        };
                        let before = grid.clone();
                        if grid.place(placement, false).is_err() {
                            assert_eq!(grid, before);
                        } else {
                            grid = before;
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn rule_placements_list_exactly_the_legal_cell_sets_on_random_grids() {
        let mut rng = ChaCha8Rng::seed_from_u64(2024);
        let mut grids = 0;
        for attempts in [0, 2, 5, 10, 20, 40, 80] {
            for _ in 0..6 {
                let grid = random_grid(&mut rng, attempts);
                grids += 1;
                for piece in all_pieces() {
                    for adjacent in [false, true] {
                        let mut legal = BTreeSet::new();
                        for orientation in Orientation::ALL {
                            for column in 0..7 {
                                for row in 0..7 {
                                    let p = Placement {
                                        piece,
                                        orientation,
                                        anchor: Anchor { column, row },
                                    };
                                    let ok = grid.check(&p, adjacent).is_ok();
                                    assert_eq!(
                                        ok,
                                        reference_legal(&grid, &p, adjacent),
                                        "{p:?} adjacent {adjacent} on {:?}",
                                        grid.placed()
                                    );
                                    if ok {
                                        legal.insert(sorted(p.cells()));
                                        assert!(
                                            grid.placements(piece, adjacent)
                                                .collect::<Vec<_>>()
                                                .contains(&p.canonical())
                                        );
                                    }
                                }
                            }
                        }
                        let listed = grid.placements(piece, adjacent).collect::<Vec<_>>();
                        let cells: BTreeSet<_> = listed.iter().map(|p| sorted(p.cells())).collect();
                        assert_eq!(cells.len(), listed.len(), "{piece:?} listed twice");
                        assert_eq!(cells, legal, "{piece:?} adjacent {adjacent}");
                        assert_eq!(grid.fits(piece, adjacent), !listed.is_empty());
                        assert_eq!(grid.placement_count(piece, adjacent), listed.len());
                        for (i, &p) in listed.iter().enumerate() {
                            assert_eq!(grid.nth_placement(piece, adjacent, i), Some(p));
                        }
                        assert_eq!(grid.nth_placement(piece, adjacent, listed.len()), None);
                        assert!(listed.iter().all(|&p| p == p.canonical()));
                    }
                }
            }
        }
        assert_eq!(grids, 42);
    }

    #[test]
    fn placements_come_by_orientation_then_row_then_column() {
        let grid = Principality::new();
        let listed = grid
            .placements(Piece::Building(Building::Chapel), true)
            .collect::<Vec<_>>();
        let key = |p: &Placement| (p.orientation.index(), p.anchor.row, p.anchor.column);
        assert!(listed.windows(2).all(|w| key(&w[0]) < key(&w[1])));
        assert_eq!(listed[0], building(Building::Chapel, 0, 0));
        assert_eq!(
            listed,
            grid.placements(Piece::Building(Building::Chapel), true)
                .collect::<Vec<_>>()
        );
    }

    #[test]
    fn rule_placements_on_an_empty_grid_counted_by_hand() {
        let grid = Principality::new();
        // Forest 2×2: 6×6 anchors, less the 3×2 whose square reaches the Palazzo.
        assert_eq!(
            grid.placements(Piece::Landscape(Landscape::Forest), false)
                .collect::<Vec<_>>()
                .len(),
            30
        );
        // Tower without builders, lying: rows 0–3 five each, row 4 from column 3 (two),
        // rows 5–6 only at column 4 (one each) = 24; standing: columns 0–2 rows 0–1 (six),
        // column 3 rows 0–2 (three), columns 4–6 five each = 24.
        assert_eq!(
            grid.placements(Piece::Building(Building::Tower), false)
                .collect::<Vec<_>>()
                .len(),
            48
        );
        // With two builders, lying: rows 0–4 five each, rows 5–6 two each = 29; standing:
        // columns 0–2 three each, columns 3–6 five each = 29.
        assert_eq!(
            grid.placements(Piece::Building(Building::Tower), true)
                .collect::<Vec<_>>()
                .len(),
            58
        );
    }

    #[test]
    fn empty_cells_and_what_fills_each_cell() {
        let mut grid = Principality::new();
        assert_eq!(grid.empty_cells(), 43);
        assert_eq!(grid.cell(0, 5), Cell::Palazzo);
        assert_eq!(grid.cell(2, 6), Cell::Palazzo);
        assert_eq!(grid.cell(3, 6), Cell::Empty);
        assert_eq!(grid.cell(2, 4), Cell::Empty);
        grid.place(building(Building::University, 4, 4), false)
            .unwrap();
        grid.place(landscape(Landscape::Lake, 0, 0), false).unwrap();
        assert_eq!(grid.empty_cells(), 43 - 7 - 3);
        let university = Piece::Building(Building::University);
        assert_eq!(grid.cell(4, 4), Cell::Piece(university));
        assert_eq!(grid.cell(5, 6), Cell::Piece(university));
        assert_eq!(grid.cell(4, 6), Cell::Empty);
        assert_eq!(grid.cell(1, 1), Cell::Empty);
        assert_eq!(
            grid.cell(0, 1),
            Cell::Piece(Piece::Landscape(Landscape::Lake))
        );
        let covered = (0..7)
            .flat_map(|c| (0..7).map(move |r| (c, r)))
            .filter(|&(c, r)| grid.cell(c, r) == Cell::Empty)
            .count();
        assert_eq!(covered, usize::from(grid.empty_cells()));
    }

    #[test]
    fn saved_as_the_placements_and_loaded_equal() {
        let mut rng = ChaCha8Rng::seed_from_u64(11);
        for attempts in [0, 5, 30, 100] {
            let grid = random_grid(&mut rng, attempts);
            let json = serde_json::to_value(&grid).unwrap();
            assert_eq!(
                json,
                serde_json::json!({ "placed": serde_json::to_value(grid.placed()).unwrap() })
            );
            let loaded: Principality = serde_json::from_value(json).unwrap();
            assert_eq!(loaded, grid);
        }
        let json = serde_json::json!({ "placed": [
            { "piece": { "landscape": "park" }, "orientation": { "turns": 0, "flipped": false },
              "anchor": { "column": 2, "row": 5 } },
        ] });
        assert!(
            serde_json::from_value::<Principality>(json).is_err(),
            "on the Palazzo"
        );
        let json = serde_json::json!({ "turns": 4, "flipped": false });
        assert!(serde_json::from_value::<Orientation>(json).is_err());
    }

    #[test]
    #[ignore = "a measurement: cargo test --lib engine::princes -- --ignored --nocapture"]
    fn measure_placements() {
        use std::hint::black_box;
        use std::time::Instant;
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let mut half = Principality::new();
        while half.empty_cells() > 22 {
            half = random_grid(&mut rng, 12);
        }
        let pieces = all_pieces();
        for (name, grid) in [("empty", Principality::new()), ("half full", half)] {
            const ROUNDS: usize = 20_000;
            let start = Instant::now();
            let mut listed = 0;
            for _ in 0..ROUNDS {
                for &piece in &pieces {
                    for adjacent in [false, true] {
                        listed += black_box(&grid)
                            .placements(black_box(piece), adjacent)
                            .collect::<Vec<_>>()
                            .len();
                    }
                }
            }
            let calls = ROUNDS * pieces.len() * 2;
            let per_call = start.elapsed().as_nanos() as f64 / calls as f64;
            let start = Instant::now();
            let mut fitting = 0;
            for _ in 0..ROUNDS {
                for &piece in &pieces {
                    for adjacent in [false, true] {
                        fitting += usize::from(black_box(&grid).fits(black_box(piece), adjacent));
                    }
                }
            }
            let per_fits = start.elapsed().as_nanos() as f64 / calls as f64;
            println!(
                "{name} ({} empty cells): placements {per_call:.0} ns per call ({:.1} listed), \
                 fits {per_fits:.0} ns ({fitting} fitting)",
                grid.empty_cells(),
                listed as f64 / calls as f64,
            );
        }
    }
}
