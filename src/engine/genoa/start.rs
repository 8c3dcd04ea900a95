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
