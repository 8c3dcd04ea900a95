//! A player's principality: the 7×7 grid, the Palazzo in its corner, and the rules for
//! placing buildings and landscapes on it.
//!
//! Cells are `(column, row)` with `(0, 0)` the top-left corner; the Palazzo fills the 3-wide,
//! 2-high block in the bottom-left corner. A piece's shape (from [`assumed`](super::components::assumed)) is
//! turned and flipped by an [`Orientation`] and placed with its [`Anchor`] cell: the top-left
//! cell of the turned shape's bounding box.

use serde::{Deserialize, Serialize};

use super::components::{Building, Landscape, Piece};

/// One of the eight ways to lay a piece: `turns` quarter turns clockwise, then a mirror
/// left-to-right if `flipped`. Shapes with symmetries reach the same cells by several
/// orientations; [`Principality::placements`] lists each set of cells once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
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
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Principality {
    /// What has been placed, in order.
    placed: Vec<Placement>,
    // Implementation detail for the implementer: occupancy bitmasks, etc.
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
        todo!("{turns} {flipped}")
    }

    /// A quarter turn more, clockwise (the preview's "turn" button).
    pub fn turned(self) -> Orientation {
        todo!()
    }

    /// Mirrored left-to-right (the preview's "flip" button).
    pub fn flipped(self) -> Orientation {
        todo!()
    }
}

impl Placement {
    /// The cells this placement covers, `(column, row)`; cells off the grid included as they
    /// fall (so may exceed 6).
    pub fn cells(&self) -> Vec<(u8, u8)> {
        todo!()
    }
}

impl Principality {
    /// An empty principality: only the Palazzo.
    pub fn new() -> Principality {
        todo!()
    }

    /// Whether `placement` is legal here; `adjacent_buildings` is true when the player has two
    /// or more builders. The one-of-each-building rule is checked here too.
    pub fn check(&self, placement: &Placement, adjacent_buildings: bool) -> Result<(), PlaceError> {
        todo!("{placement:?} {adjacent_buildings}")
    }

    /// Places the piece; on error nothing changes.
    pub fn place(
        &mut self,
        placement: Placement,
        adjacent_buildings: bool,
    ) -> Result<(), PlaceError> {
        todo!("{placement:?} {adjacent_buildings}")
    }

    /// Every legal placement of `piece`, each distinct set of cells once, in a stable order.
    pub fn placements(&self, piece: Piece, adjacent_buildings: bool) -> Vec<Placement> {
        todo!("{piece:?} {adjacent_buildings}")
    }

    /// Whether `piece` fits anywhere (faster than `placements`).
    pub fn fits(&self, piece: Piece, adjacent_buildings: bool) -> bool {
        todo!("{piece:?} {adjacent_buildings}")
    }

    pub fn cell(&self, column: u8, row: u8) -> Cell {
        todo!("{column} {row}")
    }

    /// Cells neither built on, planted nor the Palazzo's.
    pub fn empty_cells(&self) -> u8 {
        todo!()
    }

    pub fn has(&self, building: Building) -> bool {
        todo!("{building:?}")
    }

    pub fn buildings(&self) -> impl Iterator<Item = Building> + '_ {
        self.placed.iter().filter_map(|p| match p.piece {
            Piece::Building(b) => Some(b),
            Piece::Landscape(_) => None,
        })
    }

    /// How many landscapes of `kind` are planted.
    pub fn landscapes(&self, kind: Landscape) -> u8 {
        todo!("{kind:?}")
    }

    /// Everything placed, in the order it was placed.
    pub fn placed(&self) -> &[Placement] {
        &self.placed
    }
}

impl Default for Principality {
    fn default() -> Principality {
        Principality::new()
    }
}
