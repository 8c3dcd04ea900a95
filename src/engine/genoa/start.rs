//! Phase 1 (G-36 to G-38): the tower player rolls both dice, or plays a Starting space tile,
//! and the whole tower goes on that square. A start in the market costs a round and the tower
//! player starts again (or loses the turn, by option).

use rand::RngExt;

use super::data::{self, Place};
use super::event::Event;
use super::options::MarketStart;
use super::square::{SIDE, Square};
use super::tile::TileKind;
use super::{Genoa, Phase, RuleError};
use crate::engine::Seat;

impl Genoa {
    /// Refuses anyone but the tower player.
    pub(super) fn expect_tower(&self, seat: Seat) -> Result<(), RuleError> {
        if seat == self.tower() {
            Ok(())
        } else {
            Err(RuleError::TowerPlayerOnly(self.tower()))
        }
    }

    fn expect_start(&self, seat: Seat) -> Result<(), RuleError> {
        self.expect_tower(seat)?;
        if self.phase == Phase::Start {
            Ok(())
        } else {
            Err(RuleError::WrongMoment)
        }
    }

    /// G-36: red is the column, blue the row (G-12).
    pub(super) fn roll(&mut self, seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError> {
        self.expect_start(seat)?;
        let red = self.rng.random_range(1..=SIDE);
        let blue = self.rng.random_range(1..=SIDE);
        events.push(Event::Rolled { seat, red, blue });
        self.start_on(
            Square::at(red, blue).expect("the dice name a square"),
            events,
        );
        Ok(())
    }

    /// G-78: instead of rolling, any square.
    pub(super) fn start_at(
        &mut self,
        seat: Seat,
        square: Square,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.expect_start(seat)?;
        if !self.seat(seat).tiles.contains(TileKind::StartingSpace) {
            return Err(RuleError::NoStartingSpace);
        }
        self.seat_mut(seat).tiles.remove(TileKind::StartingSpace);
        self.supply.tiles.add(TileKind::StartingSpace);
        events.push(Event::StartingSpace { seat, square });
        self.start_on(square, events);
        Ok(())
    }

    fn start_on(&mut self, square: Square, events: &mut Vec<Event>) {
        if data::board().place(square) == Place::Market {
            // G-95: never below 1, so the round in progress is always completed.
            self.rounds_left = self.rounds_left.saturating_sub(1).max(1);
            events.push(Event::MarketStart {
                rounds_left: self.rounds_left,
            });
            match self.options.market_start {
                MarketStart::Reroll => {}
                MarketStart::TurnLost => self.finish_turn(events),
            }
            return;
        }
        events.push(Event::TowerPlaced { square });
        self.enter(square, None, events);
    }
}

#[cfg(test)]
mod tests {
    use super::super::fixtures::{ANNA, BEN, b, game, sq, with};
    use super::super::options::Options;
    use super::super::{Action, Event};
    use super::*;
    use crate::engine::Game;

    #[test]
    fn rule_g36_a_roll_puts_the_tower_on_the_red_column_and_the_blue_row() {
        let mut g = game(3);
        let events = g.roll_to(3, 2);
        assert_eq!(
            events[0],
            Event::Rolled {
                seat: ANNA,
                red: 3,
                blue: 2
            }
        );
        assert!(events.contains(&Event::TowerPlaced { square: sq(3, 2) }));
        assert_eq!(g.turn.discs(), [sq(3, 2)]);
        assert_eq!(g.phase, Phase::Move, "a street opens no window (G-51)");
        assert_eq!(
            g.clone().apply(BEN, &Action::Roll),
            Err(RuleError::TowerPlayerOnly(ANNA))
        );
        assert_eq!(
            g.clone().apply(ANNA, &Action::Roll),
            Err(RuleError::WrongMoment)
        );
    }

    #[test]
    fn rule_g38_a_start_on_a_building_opens_its_window() {
        let mut g = game(3);
        let events = g.roll_to(1, 1);
        assert!(events.contains(&Event::WindowOpened {
            building: b("villa_colini")
        }));
        assert!(g.window().is_some());
    }

    #[test]
    fn rule_g37_a_market_start_costs_a_round_and_the_tower_player_rolls_again() {
        let mut g = game(3);
        let events = g.roll_to(5, 5);
        assert!(events.contains(&Event::MarketStart { rounds_left: 9 }));
        assert_eq!((g.phase.clone(), g.tower()), (Phase::Start, ANNA));
        assert!(g.turn.discs().is_empty());
        g.roll_to(4, 4);
        assert_eq!(g.rounds_left(), 8, "each market start costs one");
    }

    #[test]
    fn rule_g37_with_turn_lost_a_market_start_ends_the_turn() {
        let mut g = with(
            Options {
                market_start: MarketStart::TurnLost,
                start_player: super::super::options::StartPlayer::FirstSeat,
                ..Options::default()
            },
            3,
        );
        let events = g.roll_to(4, 5);
        assert!(events.contains(&Event::TurnEnded { seat: ANNA }));
        assert_eq!((g.phase.clone(), g.tower()), (Phase::Start, BEN));
        assert_eq!(g.rounds_left(), 9);
    }

    #[test]
    fn rule_g78_a_starting_space_puts_the_tower_anywhere_the_market_included() {
        let mut g = game(3);
        let anywhere = Action::StartAt { square: sq(8, 8) };
        assert_eq!(
            g.clone().apply(ANNA, &anywhere),
            Err(RuleError::NoStartingSpace)
        );
        let events = g.start_on_square(sq(5, 4));
        assert!(events.contains(&Event::MarketStart { rounds_left: 9 }));
        assert!(g.seat(ANNA).tiles.is_empty(), "the tile went back (G-77)");
        assert_eq!(g.supply().tiles.count(TileKind::StartingSpace), 5);
        g.start_on_square(sq(8, 8));
        assert_eq!(g.window().unwrap().building, b("villa_zasteri"));
        // Only in one's own turn's first phase.
        g.give_tiles(BEN, &[TileKind::StartingSpace]);
        assert!(!g.choices(BEN).contains(&anywhere));
        assert!(g.clone().apply(BEN, &anywhere).is_err());
    }
}
