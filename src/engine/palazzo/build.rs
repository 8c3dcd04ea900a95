//! Building (ruling 6): every acquired tile is placed at once, in the order the seat chooses —
//! on top of one of its palaces (higher than every floor there), as a new palace, or out of
//! the game.

use super::components::{Tile, TileId};
use super::palace::Palace;
use super::{AfterBuild, Event, Palazzo, Phase, RuleError, Site};
use crate::engine::Seat;

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
    use crate::engine::palazzo::Action;
    use crate::engine::palazzo::components::Material::{
        self, Brick as B, Marble as M, Sandstone as S,
    };
    use crate::engine::palazzo::fixtures::{game, tile as free_tile};
    use crate::engine::palazzo::money::cards;
    use crate::engine::{Game, SeatSet};

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

    fn place(g: &mut Palazzo, tile: &Tile, site: Site) -> Result<Vec<Event>, RuleError> {
        g.apply(
            Seat(0),
            &Action::Place {
                tile: tile.id,
                site,
            },
        )
    }

    fn floors(g: &Palazzo, palace: usize) -> Vec<Tile> {
        g.seats[0].palaces[palace].tiles().copied().collect()
    }

    #[test]
    fn ruling_6_acquired_tiles_are_built_in_the_order_the_player_chooses() {
        let mut g = game(2);
        g.apply(Seat(0), &Action::DrawTiles).unwrap();
        let (m3, b1) = (free_tile(&g, M, 3, 2), free_tile(&g, B, 1, 2));
        g.set_warehouse(&[m3, b1]);
        g.set_hand(Seat(0), "red7 red7 red5");
        g.apply(
            Seat(0),
            &Action::Buy {
                tiles: [m3.id, b1.id].into_iter().collect(),
                payment: cards("red7 red7 red5"),
            },
        )
        .unwrap();
        assert_eq!(g.pending(Seat(0)), &[m3, b1]);
        let offered = g.choices(Seat(0));
        for t in [m3, b1] {
            assert!(offered.contains(&Action::Place {
                tile: t.id,
                site: Site::NewPalace
            }));
        }
        // Every acquired tile is built at once: nothing else may happen meanwhile.
        let before = g.clone();
        assert_eq!(
            g.apply(Seat(0), &Action::DrawTiles),
            Err(RuleError::NotNow("acquired tiles are being built"))
        );
        assert_eq!(
            g.apply(
                Seat(1),
                &Action::Place {
                    tile: b1.id,
                    site: Site::NewPalace
                }
            ),
            Err(RuleError::NotYourTurn(Seat(0)))
        );
        assert_eq!(g, before);

        // The floor-1 tile, bought second, goes first, so the floor-3 tile can go on it.
        let events = place(&mut g, &b1, Site::NewPalace).unwrap();
        assert_eq!(
            events,
            [Event::Placed {
                seat: Seat(0),
                tile: b1,
                site: Site::NewPalace
            }]
        );
        assert_eq!(g.pending(Seat(0)), &[m3]);
        assert_eq!(g.to_act(), SeatSet::only(Seat(0)));
        g.assert_sound();
        let events = place(&mut g, &m3, Site::Palace(0)).unwrap();
        assert_eq!(events.last(), Some(&Event::TurnBegins { seat: Seat(1) }));
        assert_eq!(g.seats[0].palaces.len(), 1);
        assert_eq!(floors(&g, 0), [b1, m3]);
        assert_eq!((g.active, &g.phase), (Seat(1), &Phase::ChooseAction));
        g.assert_sound();
    }

    #[test]
    fn ruling_6_a_tile_goes_on_top_of_a_palace_as_a_new_palace_or_out_of_the_game() {
        let mut g = game(3);
        let (s1, s3) = (free_tile(&g, S, 1, 1), free_tile(&g, S, 3, 2));
        g.give_palace(Seat(0), &[s1, s3]);
        let (s5, b4, m2) = (
            free_tile(&g, S, 5, 3),
            free_tile(&g, B, 4, 2),
            free_tile(&g, M, 2, 1),
        );
        g.acquire(Seat(0), &[s5, b4, m2]);
        g.assert_sound();

        place(&mut g, &s5, Site::Palace(0)).unwrap();
        assert_eq!(floors(&g, 0), [s1, s3, s5]);
        g.assert_sound();

        place(&mut g, &b4, Site::NewPalace).unwrap();
        assert_eq!(floors(&g, 1), [b4]);
        g.assert_sound();

        let out = g.out_of_game.len();
        place(&mut g, &m2, Site::OutOfGame).unwrap();
        assert_eq!(g.out_of_game.len(), out + 1);
        assert_eq!(g.out_of_game.last(), Some(&m2));
        assert_eq!(g.seats[0].palaces.len(), 2);
        assert!(!g.seats[0].palaces.iter().any(|p| p.contains(m2.id)));
        assert_eq!(g.active, Seat(1));
        g.assert_sound();
    }

    #[test]
    fn ruling_6_only_a_pending_tile_can_be_built_and_only_on_a_palace_there_is() {
        let mut g = game(2);
        let (b2, b3) = (free_tile(&g, B, 2, 1), free_tile(&g, B, 3, 1));
        g.acquire(Seat(0), &[b2, b3]);
        let stranger = g.warehouse[0];
        let before = g.clone();
        assert_eq!(
            place(&mut g, &stranger, Site::NewPalace),
            Err(RuleError::NotPending(stranger.id))
        );
        assert_eq!(
            place(&mut g, &b2, Site::Palace(0)),
            Err(RuleError::NoSuchPalace(1))
        );
        assert_eq!(g, before);

        place(&mut g, &b2, Site::NewPalace).unwrap();
        let before = g.clone();
        assert_eq!(
            place(&mut g, &b2, Site::OutOfGame),
            Err(RuleError::NotPending(b2.id)),
            "a tile is built once"
        );
        assert_eq!(g, before);
    }
}
