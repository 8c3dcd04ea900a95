//! Rebuilding (ruling 7): for exactly one money card, take a tile out of a palace of two or more
//! to stand alone; or put a lone tile into another palace at its floor's place; or put a lone
//! tile out of the game.

use super::build::Palace;
use super::components::{Card, TileId};
use super::{Event, Palazzo, Rebuild, RuleError};
use crate::engine::Seat;

impl Palazzo {
    /// Every rebuild `seat` could make now, whatever card pays for it.
    pub fn rebuilds(&self, seat: Seat) -> Vec<Rebuild> {
        let palaces = &self.seat(seat).palaces;
        let mut out = Vec::new();
        for (i, palace) in palaces.iter().enumerate() {
            match palace.lone() {
                Some(lone) => {
                    out.push(Rebuild::Remove { tile: lone.id });
                    for (j, other) in palaces.iter().enumerate() {
                        if i != j && !other.has_floor(lone.floor) {
                            out.push(Rebuild::Insert {
                                tile: lone.id,
                                palace: j as u8,
                            });
                        }
                    }
                }
                None => out.extend(palace.tiles().map(|t| Rebuild::Detach { tile: t.id })),
            }
        }
        out
    }

    /// The index of the palace holding `tile`.
    fn palace_of(&self, seat: Seat, tile: TileId) -> Result<usize, RuleError> {
        self.seat(seat)
            .palaces
            .iter()
            .position(|p| p.contains(tile))
            .ok_or(RuleError::NotInPalaces(tile))
    }

    /// Checks `change` and returns the index of the palace the tile comes from.
    fn check_rebuild(&self, seat: Seat, change: Rebuild) -> Result<usize, RuleError> {
        let palaces = &self.seat(seat).palaces;
        match change {
            Rebuild::Detach { tile } => {
                let from = self.palace_of(seat, tile)?;
                if palaces[from].len() < 2 {
                    return Err(RuleError::PalaceTooSmall);
                }
                Ok(from)
            }
            Rebuild::Insert { tile, palace } => {
                let from = self.palace_of(seat, tile)?;
                let lone = palaces[from].lone().ok_or(RuleError::NotAlone)?;
                let into = palaces
                    .get(palace as usize)
                    .ok_or(RuleError::NoSuchPalace(palace + 1))?;
                if from == palace as usize {
                    return Err(RuleError::SamePalace);
                }
                if into.has_floor(lone.floor) {
                    return Err(RuleError::FloorTaken {
                        floor: lone.floor,
                        palace: palace + 1,
                    });
                }
                Ok(from)
            }
            Rebuild::Remove { tile } => {
                let from = self.palace_of(seat, tile)?;
                palaces[from].lone().ok_or(RuleError::NotAlone)?;
                Ok(from)
            }
        }
    }

    pub(super) fn rebuild(
        &mut self,
        seat: Seat,
        change: Rebuild,
        pay: Card,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let hand = &self.seat(seat).hand;
        if hand.is_empty() {
            return Err(RuleError::NoCardForRebuild);
        }
        if !hand.contains(pay) {
            return Err(RuleError::NotInHand(pay));
        }
        let from = self.check_rebuild(seat, change)?;

        let state = self.seat_mut(seat);
        state.hand.remove(pay);
        let tile = match change {
            Rebuild::Detach { tile } => {
                let tile = state.palaces[from].take(tile).expect("checked");
                state.palaces.push(Palace::new(tile));
                tile
            }
            Rebuild::Insert { palace, .. } => {
                let tile = state.palaces[from].lone().expect("checked");
                state.palaces[palace as usize].insert(tile);
                state.palaces.remove(from);
                tile
            }
            Rebuild::Remove { .. } => {
                let tile = state.palaces.remove(from).lone().expect("checked");
                self.out_of_game.push(tile);
                tile
            }
        };
        self.discards.add(pay);
        events.push(Event::Rebuilt {
            seat,
            change,
            tile,
            paid: pay,
        });
        self.end_turn(events);
        Ok(())
    }
}
