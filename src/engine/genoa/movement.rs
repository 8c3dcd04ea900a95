//! The tower's movement (G-39 to G-46): up to four steps to orthogonal neighbours, each leaving a
//! disc; never into the market, never onto a square it has stood on (by default); a stop at any
//! time, always an explicit decision. Entering a building not yet visited this turn opens its
//! action window (G-47).

use super::data::{self, Place};
use super::event::Event;
use super::square::Square;
use super::{Genoa, Phase, RuleError, Subject, Window};
use crate::engine::{Seat, SeatSet};

impl Genoa {
    /// Whether the tower may step to `to` now (G-39 to G-43, G-46).
    pub fn is_legal_step(&self, to: Square) -> bool {
        let Some(at) = self.tower_square() else {
            return false;
        };
        self.phase == Phase::Move
            && self.turn.discs.len() < self.turn.discs.capacity()
            && at.direction_to(to).is_some()
            && (self.options.market_passable || data::board().place(to) != Place::Market)
            && (self.options.revisit_squares || !self.turn.discs.contains(&to))
    }

    /// The squares the tower may step to now.
    pub fn legal_steps(&self) -> impl Iterator<Item = Square> + '_ {
        self.tower_square()
            .into_iter()
            .flat_map(Square::neighbours)
            .filter(|&s| self.is_legal_step(s))
    }

    /// Whether entering `square` would open an action window: a building not visited this
    /// turn (G-47).
    pub fn opens_window(&self, square: Square) -> bool {
        data::board()
            .building_at(square)
            .is_some_and(|b| !self.turn.visited.contains(b))
    }

    pub(super) fn step(
        &mut self,
        seat: Seat,
        to: Square,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.expect_tower(seat)?;
        self.expect_move()?;
        if !self.is_legal_step(to) {
            return Err(RuleError::IllegalStep);
        }
        self.lapse_offers(|o| matches!(o.terms.subject, Subject::Move { .. }), events);
        events.push(Event::Stepped { to });
        self.enter(to, None, events);
        Ok(())
    }

    pub(super) fn stop(&mut self, seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError> {
        self.expect_tower(seat)?;
        self.expect_move()?;
        self.lapse_offers(|o| matches!(o.terms.subject, Subject::Move { .. }), events);
        events.push(Event::Stopped);
        self.begin_acquiring(events);
        Ok(())
    }

    /// G-46: a step or stop waits for the window to close.
    fn expect_move(&self) -> Result<(), RuleError> {
        match self.phase {
            Phase::Move => Ok(()),
            Phase::Window(_) | Phase::Acting(_) => Err(RuleError::WindowOpen),
            _ => Err(RuleError::WrongMoment),
        }
    }

    /// The tower enters `square` and leaves a disc there. A building not yet visited this turn
    /// opens its window (G-47): taken at once by `actor` when a move offer with the action was
    /// accepted (G-59), void at once if nobody can act (G-50).
    pub(super) fn enter(&mut self, square: Square, actor: Option<Seat>, events: &mut Vec<Event>) {
        self.turn.discs.push(square);
        let building = data::board()
            .building_at(square)
            .filter(|b| !self.turn.visited.contains(*b));
        let Some(building) = building else {
            self.phase = Phase::Move;
            return;
        };
        self.turn.visited.insert(building);
        events.push(Event::WindowOpened { building });
        if let Some(actor) = actor {
            self.take_action(actor, building, events);
        } else if self.all_seats().any(|s| self.has_action(s)) {
            self.phase = Phase::Window(Window {
                building,
                passed: SeatSet::EMPTY,
                asked: false,
            });
        } else {
            events.push(Event::WindowVoid {
                building,
                by_itself: true,
            });
            self.phase = Phase::Move;
        }
    }
}
