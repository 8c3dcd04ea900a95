//! Building (ruling 6): every acquired tile is placed at once, in the order the seat chooses —
//! on top of one of its palaces (higher than every floor there), as a new palace, or out of
//! the game.

use serde::{Deserialize, Serialize};

use super::components::{Tile, TileId};
use super::{AfterBuild, Event, Palazzo, Phase, RuleError, Site};
use crate::engine::Seat;

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
        self.tiles().map(|t| t.windows as u32).sum()
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

impl Palazzo {
    /// Tiles `seat` has acquired and not yet built.
    pub fn pending(&self, seat: Seat) -> &[Tile] {
        match &self.phase {
            Phase::Build(b) if b.seat == seat => &b.pending,
            _ => &[],
        }
    }

    /// Whether `tile` may be placed at `site` by `seat`, and if not, why.
    pub(super) fn check_site(&self, seat: Seat, tile: &Tile, site: Site) -> Result<(), RuleError> {
        if let Site::Palace(p) = site {
            let palace = self
                .seat(seat)
                .palaces
                .get(p as usize)
                .ok_or(RuleError::NoSuchPalace(p + 1))?;
            if !palace.fits_on_top(tile) {
                return Err(RuleError::NotOnTop {
                    floor: tile.floor,
                    palace: p + 1,
                    top: palace.top_floor(),
                });
            }
        }
        Ok(())
    }

    pub(super) fn place(
        &mut self,
        seat: Seat,
        id: TileId,
        site: Site,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let Phase::Build(build) = &self.phase else {
            unreachable!("called while building");
        };
        let i = build
            .pending
            .iter()
            .position(|t| t.id == id)
            .ok_or(RuleError::NotPending(id))?;
        let tile = build.pending[i];
        self.check_site(seat, &tile, site)?;

        match site {
            Site::Palace(p) => self.seat_mut(seat).palaces[p as usize].insert(tile),
            Site::NewPalace => self.seat_mut(seat).palaces.push(Palace::new(tile)),
            Site::OutOfGame => self.out_of_game.push(tile),
        }
        events.push(Event::Placed { seat, tile, site });
        let Phase::Build(build) = &mut self.phase else {
            unreachable!()
        };
        build.pending.remove(i);
        if build.pending.is_empty() {
            let then = std::mem::replace(&mut build.then, AfterBuild::EndTurn);
            match then {
                AfterBuild::EndTurn => self.end_turn(events),
                AfterBuild::ShareOut(share) => self.continue_share_out(share, events),
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::palazzo::components::Material;

    pub(crate) fn tile(material: Material, floor: u8, windows: u8) -> Tile {
        *Tile::all()
            .iter()
            .find(|t| t.material == material && t.floor == floor && t.windows == windows)
            .unwrap()
    }

    fn palace(tiles: &[Tile]) -> Palace {
        Palace::try_from(tiles.to_vec()).unwrap()
    }

    #[test]
    fn rule_floors_rise_from_bottom_to_top_and_may_skip() {
        let p = palace(&[tile(Material::Brick, 2, 1), tile(Material::Brick, 4, 1)]);
        assert!(p.fits_on_top(&tile(Material::Marble, 5, 1)));
        assert!(
            !p.fits_on_top(&tile(Material::Marble, 3, 1)),
            "no tile under the top"
        );
        assert!(!p.fits_on_top(&tile(Material::Marble, 1, 1)));
    }

    #[test]
    fn rule_no_palace_has_two_tiles_of_one_floor() {
        let p = palace(&[tile(Material::Brick, 2, 1), tile(Material::Brick, 4, 1)]);
        assert!(!p.fits_on_top(&tile(Material::Sandstone, 4, 3)));
        let twice = vec![tile(Material::Brick, 4, 1), tile(Material::Marble, 4, 2)];
        assert!(Palace::try_from(twice).is_err());
    }

    #[test]
    fn rule_materials_may_be_mixed() {
        let p = palace(&[tile(Material::Brick, 2, 1), tile(Material::Marble, 3, 1)]);
        assert!(p.fits_on_top(&tile(Material::Sandstone, 5, 1)));
        assert!(!p.is_pure());
    }
}
