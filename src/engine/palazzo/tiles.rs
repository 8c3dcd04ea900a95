//! Drawing tiles (ruling 5): from stack I, then II, then III. The first tile drawn goes to the
//! warehouse, the second to the quarry `windows` steps clockwise from the architect. A game-end
//! tile is set aside and not replaced; the fifth ends the game at once.

use super::components::{GAME_END_TILES, StackItem, Tile};
use super::{Event, Palazzo, Phase, Spot};

pub const QUARRIES: u8 = 4;

impl Palazzo {
    pub(super) fn draw_tiles(&mut self, events: &mut Vec<Event>) {
        for spot in [Spot::Warehouse, Spot::Quarry(0)] {
            match self.draw_item() {
                StackItem::GameEnd => {
                    self.game_end_tiles += 1;
                    events.push(Event::GameEndTileDrawn {
                        count: self.game_end_tiles,
                    });
                    if self.game_end_tiles == GAME_END_TILES {
                        self.phase = Phase::Over;
                        events.push(Event::GameOver);
                        return;
                    }
                }
                StackItem::Tile(tile) => {
                    let to = match spot {
                        Spot::Warehouse => {
                            self.warehouse.push(tile);
                            Spot::Warehouse
                        }
                        Spot::Quarry(_) => {
                            let q = self.quarry_for(&tile);
                            self.quarries[q as usize].push(tile);
                            Spot::Quarry(q)
                        }
                    };
                    events.push(Event::TileDrawn { tile, to });
                }
            }
        }
        self.phase = Phase::BuyOrAuction;
    }

    /// The quarry a drawn tile goes to: as many steps clockwise from the architect as it has
    /// windows.
    pub fn quarry_for(&self, tile: &Tile) -> u8 {
        (self.architect + tile.windows) % QUARRIES
    }

    fn draw_item(&mut self) -> StackItem {
        self.stacks
            .iter_mut()
            .find_map(arrayvec::ArrayVec::pop)
            .expect("stack III holds game-end tiles until the game is over")
    }

    /// How many items (tiles and game-end tiles) each stack holds.
    pub fn stack_sizes(&self) -> [usize; 3] {
        self.stacks.each_ref().map(arrayvec::ArrayVec::len)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::palazzo::Action;
    use crate::engine::{Game, Seat};

    fn game() -> Palazzo {
        let mut g = Palazzo::setup(&Default::default(), 3, 5).unwrap();
        g.active = Seat(0);
        g
    }

    #[test]
    fn ruling_5_first_tile_to_the_warehouse_second_to_the_quarry_its_windows_away() {
        let mut g = game();
        g.architect = 2;
        let first = g.stacks[0][g.stacks[0].len() - 1];
        let second = g.stacks[0][g.stacks[0].len() - 2];
        let (StackItem::Tile(first), StackItem::Tile(second)) = (first, second) else {
            panic!("stack I holds tiles")
        };
        g.apply(Seat(0), &Action::DrawTiles).unwrap();
        assert_eq!(g.warehouse.last(), Some(&first));
        let q = (2 + second.windows) % 4;
        assert_eq!(g.quarries[q as usize].last(), Some(&second));
        assert_eq!(g.phase, Phase::BuyOrAuction);
    }

    #[test]
    fn ruling_5_stacks_are_drawn_in_order_i_ii_iii() {
        let mut g = game();
        let i_tiles = g.stacks[0].len();
        g.stacks[0].truncate(1);
        g.apply(Seat(0), &Action::DrawTiles).unwrap();
        assert!(g.stacks[0].is_empty());
        assert_eq!(g.stacks[1].len(), 14, "the second tile came from stack II");
        assert!(i_tiles > 1);
    }

    #[test]
    fn ruling_5_a_game_end_tile_is_set_aside_and_not_replaced() {
        let mut g = game();
        g.stacks[0].clear();
        g.stacks[1].clear();
        let tile = g.stacks[2]
            .iter()
            .copied()
            .find(|i| *i != StackItem::GameEnd)
            .unwrap();
        g.stacks[2] = [StackItem::GameEnd, tile, StackItem::GameEnd]
            .into_iter()
            .collect();
        let warehouse = g.warehouse.len();
        let events = g.apply(Seat(0), &Action::DrawTiles).unwrap();
        assert_eq!(g.game_end_tiles, 1);
        assert_eq!(
            g.warehouse.len(),
            warehouse,
            "no tile replaced the game-end tile"
        );
        assert_eq!(g.stacks[2][..], [StackItem::GameEnd]);
        assert!(matches!(events[0], Event::GameEndTileDrawn { count: 1 }));
    }

    #[test]
    fn ruling_5_the_fifth_game_end_tile_ends_the_game_at_once() {
        let mut g = game();
        g.stacks[0].clear();
        g.stacks[1].clear();
        g.game_end_tiles = 4;
        let tile = g.stacks[2]
            .iter()
            .copied()
            .find(|i| *i != StackItem::GameEnd)
            .unwrap();
        g.stacks[2] = [tile, StackItem::GameEnd].into_iter().collect();
        let events = g.apply(Seat(0), &Action::DrawTiles).unwrap();
        assert_eq!(events.last(), Some(&Event::GameOver));
        assert_eq!(g.stacks[2][..], [tile], "the second tile is not drawn");
        assert!(g.is_over());
        assert!(g.outcome().is_some());
        assert_eq!(
            g.apply(Seat(0), &Action::DrawTiles),
            Err(crate::engine::palazzo::RuleError::GameOver)
        );
    }
}
