//! A palace: its tiles, at most one on each floor.

use serde::{Deserialize, Serialize};

use super::components::{Tile, TileId};

pub const FLOORS: usize = 5;

/// A palace: at most one tile per floor, so "no two tiles of one floor" cannot be broken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "Vec<Tile>", into = "Vec<Tile>")]
pub struct Palace {
    floors: [Option<Tile>; FLOORS],
}

impl Palace {
    pub fn new(tile: Tile) -> Palace {
        let mut floors = [None; FLOORS];
        floors[tile.floor as usize - 1] = Some(tile);
        Palace { floors }
    }

    /// Its tiles from the ground up.
    pub fn tiles(&self) -> impl Iterator<Item = &Tile> + '_ {
        self.floors.iter().flatten()
    }

    pub fn len(&self) -> usize {
        self.tiles().count()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn top_floor(&self) -> u8 {
        self.tiles().last().map_or(0, |t| t.floor)
    }

    pub fn has_floor(&self, floor: u8) -> bool {
        self.floors[floor as usize - 1].is_some()
    }

    pub fn contains(&self, id: TileId) -> bool {
        self.tiles().any(|t| t.id == id)
    }

    /// The tile standing alone, if this palace is a single tile.
    pub fn lone(&self) -> Option<Tile> {
        let mut tiles = self.tiles();
        match (tiles.next(), tiles.next()) {
            (Some(t), None) => Some(*t),
            _ => None,
        }
    }

    /// Whether `tile` may go on top (ruling 6).
    pub fn fits_on_top(&self, tile: &Tile) -> bool {
        tile.floor > self.top_floor()
    }

    /// Puts `tile` at its floor's place; the caller has checked the floor is free.
    pub(super) fn insert(&mut self, tile: Tile) {
        debug_assert!(!self.has_floor(tile.floor));
        self.floors[tile.floor as usize - 1] = Some(tile);
    }

    pub(super) fn take(&mut self, id: TileId) -> Option<Tile> {
        let slot = self
            .floors
            .iter_mut()
            .find(|t| t.is_some_and(|t| t.id == id))?;
        slot.take()
    }

    pub fn windows(&self) -> u32 {
        self.tiles().map(|t| u32::from(t.windows)).sum()
    }

    /// Whether every tile is of one material.
    pub fn is_pure(&self) -> bool {
        let mut tiles = self.tiles();
        let first = tiles.next().map(|t| t.material);
        tiles.all(|t| Some(t.material) == first)
    }
}

impl TryFrom<Vec<Tile>> for Palace {
    type Error = String;

    fn try_from(tiles: Vec<Tile>) -> Result<Self, Self::Error> {
        let mut floors = [None; FLOORS];
        for tile in tiles {
            if !(1..=FLOORS as u8).contains(&tile.floor) {
                return Err(format!("a palace has no floor {}", tile.floor));
            }
            if floors[tile.floor as usize - 1].replace(tile).is_some() {
                return Err(format!("a palace has two floor-{} tiles", tile.floor));
            }
        }
        if floors.iter().all(Option::is_none) {
            return Err("a palace has at least one tile".into());
        }
        Ok(Palace { floors })
    }
}

impl From<Palace> for Vec<Tile> {
    fn from(palace: Palace) -> Self {
        palace.tiles().copied().collect()
    }
}
