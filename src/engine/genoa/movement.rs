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

#[cfg(test)]
mod tests {
    use super::super::fixtures::{ANNA, b, game, options, play, sq, with};
    use super::super::{Action, Event};
    use super::*;
    use crate::engine::Game;

    #[test]
    fn rule_g39_to_g41_four_steps_at_most_each_leaving_a_disc_and_a_stop_at_any_time() {
        let mut g = game(3);
        g.roll_to(2, 3);
        assert!(
            g.choices(ANNA).contains(&Action::Stop),
            "even before a step"
        );
        for (x, y) in [(2, 4), (2, 5), (2, 6), (3, 6)] {
            play(&mut g, ANNA, Action::Step { to: sq(x, y) });
            if g.window().is_some() {
                play(&mut g, ANNA, Action::Take);
                play(&mut g, ANNA, Action::Receive);
                play(&mut g, ANNA, Action::ActionOver);
            }
        }
        assert_eq!(
            g.turn.discs().len(),
            5,
            "five squares: the start and four steps"
        );
        assert_eq!(g.legal_steps().count(), 0);
        assert_eq!(
            g.clone().apply(ANNA, &Action::Step { to: sq(3, 7) }),
            Err(RuleError::IllegalStep)
        );
    }

    #[test]
    fn rule_g42_no_square_twice_unless_revisits_are_allowed() {
        let mut g = game(3);
        g.roll_to(2, 3);
        play(&mut g, ANNA, Action::Step { to: sq(2, 4) });
        assert!(!g.is_legal_step(sq(2, 3)));
        let mut g = with(options(|o| o.revisit_squares = true), 3);
        g.roll_to(2, 3);
        play(&mut g, ANNA, Action::Step { to: sq(2, 4) });
        play(&mut g, ANNA, Action::Step { to: sq(2, 3) });
        // A street stood on twice is one square with a disc: one right (G-87).
        play(&mut g, ANNA, Action::Stop);
        assert_eq!(g.acquiring().unwrap().rights.len(), 2);
    }

    #[test]
    fn rule_g43_the_market_is_closed_to_steps_unless_passable() {
        let mut g = game(3);
        g.roll_to(4, 3);
        play(&mut g, ANNA, Action::Take);
        play(&mut g, ANNA, Action::Receive);
        play(&mut g, ANNA, Action::ActionOver);
        assert!(!g.is_legal_step(sq(4, 4)));
        let mut g = with(options(|o| o.market_passable = true), 3);
        g.roll_to(3, 3);
        play(&mut g, ANNA, Action::Step { to: sq(3, 4) });
        play(&mut g, ANNA, Action::Take);
        play(&mut g, ANNA, Action::Receive);
        play(&mut g, ANNA, Action::ActionOver);
        let events = play(&mut g, ANNA, Action::Step { to: sq(4, 4) });
        assert_eq!(
            events,
            [Event::Stepped { to: sq(4, 4) }],
            "no action there (G-51)"
        );
    }

    #[test]
    fn rule_g44_another_square_of_a_visited_building_opens_no_window() {
        let mut g = game(3);
        g.roll_to(1, 1);
        play(&mut g, ANNA, Action::Take);
        play(
            &mut g,
            ANNA,
            Action::Villa(super::super::VillaChoice::Contract),
        );
        play(&mut g, ANNA, Action::ActionOver);
        assert!(g.is_legal_step(sq(2, 1)) && !g.opens_window(sq(2, 1)));
        let events = play(&mut g, ANNA, Action::Step { to: sq(2, 1) });
        assert!(
            !events
                .iter()
                .any(|e| matches!(e, Event::WindowOpened { .. }))
        );
        assert_eq!(g.turn.visited().len(), 1);
        assert!(g.turn.visited().contains(b("villa_colini")));
    }

    #[test]
    fn rule_g46_no_step_or_stop_while_a_window_is_open() {
        let mut g = game(3);
        g.roll_to(1, 3);
        for action in [Action::Step { to: sq(2, 3) }, Action::Stop] {
            assert_eq!(g.clone().apply(ANNA, &action), Err(RuleError::WindowOpen));
        }
        play(&mut g, ANNA, Action::Take);
        assert_eq!(
            g.clone().apply(ANNA, &Action::Stop),
            Err(RuleError::WindowOpen),
            "nor inside the action"
        );
    }
}
