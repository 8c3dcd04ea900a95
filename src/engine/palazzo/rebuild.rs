//! Rebuilding (ruling 7): for exactly one money card, take a tile out of a palace of two or more
//! to stand alone; or put a lone tile into another palace at its floor's place; or put a lone
//! tile out of the game.

use super::components::{Card, TileId};
use super::palace::Palace;
use super::{Event, Palazzo, Rebuild, RuleError};
use crate::engine::Seat;

impl Palazzo {
    /// Every rebuild `seat` could make now, whatever card pays for it.
    pub fn rebuilds(&self, seat: Seat) -> Vec<Rebuild> {
        self.each_rebuild(seat).collect()
    }

    /// The rebuilds of [`Palazzo::rebuilds`], in its order, without listing them: per palace,
    /// a lone tile's removal then its insertions into each other palace with its floor free,
    /// or else each of its tiles taken out.
    pub(super) fn each_rebuild(&self, seat: Seat) -> impl Iterator<Item = Rebuild> + '_ {
        let palaces = &self.seat(seat).palaces;
        palaces.iter().enumerate().flat_map(move |(i, palace)| {
            let lone = palace.lone();
            let remove = lone.map(|t| Rebuild::Remove { tile: t.id });
            let inserts = lone.into_iter().flat_map(move |lone| {
                palaces
                    .iter()
                    .enumerate()
                    .filter(move |&(j, other)| i != j && !other.has_floor(lone.floor))
                    .map(move |(j, _)| Rebuild::Insert {
                        tile: lone.id,
                        palace: j as u8,
                    })
            });
            let detaches = palace
                .tiles()
                .filter(move |_| lone.is_none())
                .map(|t| Rebuild::Detach { tile: t.id });
            remove.into_iter().chain(inserts).chain(detaches)
        })
    }

    /// How many rebuilds [`Palazzo::each_rebuild`] yields, counted per palace.
    pub(super) fn rebuild_count(&self, seat: Seat) -> usize {
        let palaces = &self.seat(seat).palaces;
        palaces
            .iter()
            .map(|palace| match palace.lone() {
                Some(lone) => {
                    // Its own palace has the floor, so it is not counted among the others.
                    1 + palaces.iter().filter(|o| !o.has_floor(lone.floor)).count()
                }
                None => palace.len(),
            })
            .sum()
    }

    /// The rebuilds `seat` could pay for now, or why it can make none: it holds no money card,
    /// or nothing in its palaces can be rebuilt.
    pub fn rebuild_options(&self, seat: Seat) -> Result<Vec<Rebuild>, RuleError> {
        if self.seat(seat).hand.is_empty() {
            return Err(RuleError::NoCardForRebuild);
        }
        let changes = self.rebuilds(seat);
        if changes.is_empty() {
            return Err(RuleError::NothingToRebuild);
        }
        Ok(changes)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;
    use crate::engine::palazzo::components::{Material, Tile};
    use crate::engine::palazzo::fixtures::{game, tile};
    use crate::engine::palazzo::money::cards;
    use crate::engine::palazzo::{Action, Phase};

    use Material::{Brick as B, Marble as M, Sandstone as S};

    fn rebuild(g: &mut Palazzo, change: Rebuild, pay: &str) -> Result<Vec<Event>, RuleError> {
        let pay = pay.parse().unwrap();
        g.apply(Seat(0), &Action::Rebuild { change, pay })
    }

    fn floors(g: &Palazzo, palace: usize) -> Vec<Tile> {
        g.seats[0].palaces[palace].tiles().copied().collect()
    }

    #[test]
    fn ruling_7_a_tile_is_taken_out_of_a_palace_to_stand_alone_even_from_the_middle() {
        let mut g = game(2);
        g.set_hand(Seat(0), "red5 cert");
        let (b1, s2, m3) = (tile(&g, B, 1, 1), tile(&g, S, 2, 2), tile(&g, M, 3, 3));
        g.give_palace(Seat(0), &[b1, s2, m3]);
        let discards = g.discards;
        let change = Rebuild::Detach { tile: s2.id };
        assert!(g.choices(Seat(0)).contains(&Action::Rebuild {
            change,
            pay: Card::CERTIFICATE
        }));
        let events = rebuild(&mut g, change, "cert").unwrap();
        assert_eq!(
            events,
            [
                Event::Rebuilt {
                    seat: Seat(0),
                    change,
                    tile: s2,
                    paid: Card::CERTIFICATE
                },
                Event::TurnBegins { seat: Seat(1) }
            ]
        );
        assert_eq!(g.seats[0].palaces.len(), 2);
        assert_eq!(floors(&g, 0), [b1, m3]);
        assert_eq!(floors(&g, 1), [s2]);
        assert_eq!(g.seats[0].hand, cards("red5"));
        assert_eq!(g.discards.len(), discards.len() + 1);
        assert_eq!(
            g.discards.count(Card::CERTIFICATE),
            1 + discards.count(Card::CERTIFICATE)
        );
        assert_eq!((g.active, &g.phase), (Seat(1), &Phase::ChooseAction));
        g.assert_sound();
    }

    #[test]
    fn ruling_7_only_a_palace_of_two_or_more_gives_up_a_tile() {
        let mut g = game(2);
        g.set_hand(Seat(0), "red5");
        let lone = tile(&g, B, 2, 1);
        g.give_palace(Seat(0), &[lone]);
        let before = g.clone();
        assert_eq!(
            rebuild(&mut g, Rebuild::Detach { tile: lone.id }, "red5"),
            Err(RuleError::PalaceTooSmall)
        );
        assert_eq!(g, before);
        assert!(
            !g.rebuilds(Seat(0))
                .contains(&Rebuild::Detach { tile: lone.id })
        );
    }

    #[test]
    fn ruling_7_a_lone_tile_goes_into_another_palace_at_its_floors_place() {
        let mut g = game(2);
        g.set_hand(Seat(0), "brown3");
        let (s2, s4) = (tile(&g, S, 2, 1), tile(&g, S, 4, 1));
        let (b1, m3, m5) = (tile(&g, B, 1, 2), tile(&g, M, 3, 2), tile(&g, M, 5, 2));
        g.give_palace(Seat(0), &[s2, s4]);
        for lone in [b1, m3, m5] {
            g.give_palace(Seat(0), &[lone]);
        }
        for (lone, expected) in [
            (b1, [b1, s2, s4]), // at the bottom
            (m3, [s2, m3, s4]), // between two floors
            (m5, [s2, s4, m5]), // on top
        ] {
            let mut g = g.clone();
            let change = Rebuild::Insert {
                tile: lone.id,
                palace: 0,
            };
            assert!(g.rebuilds(Seat(0)).contains(&change));
            rebuild(&mut g, change, "brown3").unwrap();
            assert_eq!(floors(&g, 0), expected);
            assert_eq!(g.seats[0].palaces.len(), 3, "the lone palace is gone");
            assert!(!g.seats[0].palaces[1..].iter().any(|p| p.contains(lone.id)));
            assert!(g.seats[0].hand.is_empty());
            assert_eq!(g.discards.count("brown3".parse().unwrap()), 1);
            assert_eq!(g.active, Seat(1));
            g.assert_sound();
        }
    }

    #[test]
    fn ruling_7_a_lone_tile_cannot_go_where_its_floor_is_already_built() {
        let mut g = game(2);
        g.set_hand(Seat(0), "brown3");
        let (s2, s4, m2) = (tile(&g, S, 2, 1), tile(&g, S, 4, 1), tile(&g, M, 2, 3));
        g.give_palace(Seat(0), &[s2, s4]);
        g.give_palace(Seat(0), &[m2]);
        let change = Rebuild::Insert {
            tile: m2.id,
            palace: 0,
        };
        let before = g.clone();
        assert_eq!(
            rebuild(&mut g, change, "brown3"),
            Err(RuleError::FloorTaken {
                floor: 2,
                palace: 1
            })
        );
        assert_eq!(g, before);
        assert!(!g.rebuilds(Seat(0)).contains(&change));
        assert!(
            g.choices(Seat(0))
                .iter()
                .all(|a| !matches!(a, Action::Rebuild { change: c, .. } if *c == change))
        );
    }

    #[test]
    fn ruling_7_a_tile_cannot_move_from_one_palace_directly_into_another() {
        let mut g = game(2);
        g.set_hand(Seat(0), "brown3");
        let (b1, b3) = (tile(&g, B, 1, 1), tile(&g, B, 3, 2));
        let (s2, s4) = (tile(&g, S, 2, 1), tile(&g, S, 4, 1));
        let m5 = tile(&g, M, 5, 1);
        g.give_palace(Seat(0), &[b1, b3]);
        g.give_palace(Seat(0), &[s2, s4]);
        g.give_palace(Seat(0), &[m5]);
        let before = g.clone();
        let change = Rebuild::Insert {
            tile: b3.id,
            palace: 1,
        };
        assert_eq!(rebuild(&mut g, change, "brown3"), Err(RuleError::NotAlone));
        assert_eq!(
            rebuild(&mut g, Rebuild::Remove { tile: b3.id }, "brown3"),
            Err(RuleError::NotAlone),
            "nor out of the game"
        );
        assert_eq!(
            rebuild(
                &mut g,
                Rebuild::Insert {
                    tile: m5.id,
                    palace: 2
                },
                "brown3"
            ),
            Err(RuleError::SamePalace)
        );
        assert_eq!(g, before);
        let offered = g.rebuilds(Seat(0));
        assert!(
            offered
                .iter()
                .all(|r| !matches!(r, Rebuild::Insert { tile, .. } | Rebuild::Remove { tile } if *tile != m5.id)),
            "only the lone tile may be moved: {offered:?}"
        );
    }

    #[test]
    fn ruling_7_a_lone_tile_may_be_put_out_of_the_game() {
        let mut g = game(2);
        g.set_hand(Seat(0), "silver6");
        let (b1, b2, m4) = (tile(&g, B, 1, 3), tile(&g, B, 2, 3), tile(&g, M, 4, 3));
        g.give_palace(Seat(0), &[b1, b2]);
        g.give_palace(Seat(0), &[m4]);
        let out = g.out_of_game.len();
        rebuild(&mut g, Rebuild::Remove { tile: m4.id }, "silver6").unwrap();
        assert_eq!(g.out_of_game.len(), out + 1);
        assert_eq!(g.out_of_game.last(), Some(&m4));
        assert_eq!(g.seats[0].palaces.len(), 1);
        assert_eq!(floors(&g, 0), [b1, b2]);
        assert_eq!(g.discards, cards("silver6"));
        assert_eq!(g.active, Seat(1));
        g.assert_sound();
    }

    #[test]
    fn the_rebuilds_open_to_a_seat_or_why_there_are_none() {
        let mut g = game(2);
        g.set_hand(Seat(0), "silver6");
        assert_eq!(g.rebuild_options(Seat(0)), Err(RuleError::NothingToRebuild));
        let m4 = tile(&g, M, 4, 3);
        g.give_palace(Seat(0), &[m4]);
        assert_eq!(
            g.rebuild_options(Seat(0)),
            Ok(vec![Rebuild::Remove { tile: m4.id }])
        );
    }

    #[test]
    fn ruling_7_costs_exactly_one_card_of_the_players_choice() {
        let mut g = game(2);
        g.set_hand(Seat(0), "red7 brown3 cert");
        let m4 = tile(&g, M, 4, 3);
        g.give_palace(Seat(0), &[m4]);
        let change = Rebuild::Remove { tile: m4.id };
        let paid_with: Vec<_> = g
            .choices(Seat(0))
            .into_iter()
            .filter_map(|a| match a {
                Action::Rebuild { change: c, pay } if c == change => Some(pay.code()),
                _ => None,
            })
            .collect();
        assert_eq!(paid_with, ["red7", "brown3", "cert"], "any one card pays");
        let before = g.clone();
        assert_eq!(
            rebuild(&mut g, change, "silver5"),
            Err(RuleError::NotInHand("silver5".parse().unwrap()))
        );
        assert_eq!(g, before);
        rebuild(&mut g, change, "red7").unwrap();
        assert_eq!(g.seats[0].hand, cards("brown3 cert"), "one card, no change");
        assert_eq!(g.discards, cards("red7"));
        g.assert_sound();
    }

    #[test]
    fn ruling_7_no_rebuild_without_a_money_card() {
        let mut g = game(2);
        g.set_hand(Seat(0), "");
        let (b1, b2, m4) = (tile(&g, B, 1, 3), tile(&g, B, 2, 3), tile(&g, M, 4, 3));
        g.give_palace(Seat(0), &[b1, b2]);
        g.give_palace(Seat(0), &[m4]);
        assert!(!g.rebuilds(Seat(0)).is_empty(), "there would be rebuilds");
        assert_eq!(g.rebuild_options(Seat(0)), Err(RuleError::NoCardForRebuild));
        let before = g.clone();
        for change in [
            Rebuild::Detach { tile: b1.id },
            Rebuild::Remove { tile: m4.id },
        ] {
            assert_eq!(
                rebuild(&mut g, change, "cert"),
                Err(RuleError::NoCardForRebuild)
            );
        }
        assert_eq!(g, before);
        assert!(
            g.choices(Seat(0))
                .iter()
                .all(|a| !matches!(a, Action::Rebuild { .. }))
        );
        assert!(g.choices(Seat(0)).contains(&Action::DrawTiles));
    }
}
