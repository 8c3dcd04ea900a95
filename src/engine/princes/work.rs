//! Completing a work: its value from what the principality offers the artist or scholar, the
//! round's minimum, the bank's payment, and the part of it taken as prestige points.

use super::bonus_cards::Bonus;
use super::components::Character;
use super::components::{CardSet, Profession};
use super::{Event, Pending, Princes, RuleError, Source};
use crate::engine::Seat;

/// What the bank pays a work point, and what a prestige point costs of the payment (*text*).
pub const FLORINS_PER_VALUE: u16 = 100;
pub const FLORINS_PER_POINT: u16 = 200;

/// The text's parts of a work value.
pub const BUILDING_VALUE: u8 = 4;
pub const LANDSCAPE_VALUE: u8 = 3;
pub const FREEDOM_VALUE: u8 = 3;
pub const JESTER_VALUE: u8 = 2;

impl Princes {
    /// The value of a work by `profession` from the seat's hand now, with these bonus cards
    /// (and the Muse when played this turn): the building +4, the landscape +3, the freedom
    /// +3, each jester +2, each profession and recruiting card in hand or on the table +1
    /// (the one played included), and each bonus card its amount (*text*).
    pub fn work_value(&self, seat: Seat, profession: Profession, bonus: CardSet<Bonus>) -> u8 {
        let s = self.seat(seat);
        let (building, landscape, freedom) = profession.wants();
        let mut tally = s.tally();
        if s.hand.contains(profession) {
            tally.in_hand -= 1;
            tally.on_table += 1;
        }
        let mut value = tally.professions() + JESTER_VALUE * s.jesters;
        if tally.buildings.contains(building) {
            value += BUILDING_VALUE;
        }
        if tally.landscape(landscape) > 0 {
            value += LANDSCAPE_VALUE;
        }
        if s.freedoms.contains(freedom) {
            value += FREEDOM_VALUE;
        }
        value + bonus.iter().map(|b| b.value(&tally)).sum::<u8>() + self.muse()
    }

    /// The Princess's work: each landscape +3, each builder +2, each building +2, each
    /// profession and recruiting card +1 (ruling 12: the 32 printed is a misprint of 2).
    pub fn princess_value(&self, seat: Seat) -> u8 {
        let t = self.seat(seat).tally();
        3 * t.landscape_count()
            + 2 * t.builders
            + 2 * t.building_count()
            + t.professions()
            + self.muse()
    }

    fn muse(&self) -> u8 {
        self.turn().map_or(0, |t| t.muse)
    }

    /// Whether the seat may complete a work now (an action left, fewer than two works).
    fn check_work(&self) -> Result<(), RuleError> {
        let t = self.check_action_left()?;
        if t.works >= super::actions::MAX_WORKS {
            return Err(RuleError::LimitReached("complete a work"));
        }
        Ok(())
    }

    pub fn can_work(
        &self,
        seat: Seat,
        profession: Profession,
        bonus: CardSet<Bonus>,
    ) -> Result<u8, RuleError> {
        self.check_work()?;
        let s = self.seat(seat);
        if !s.hand.contains(profession) || !bonus.is_subset(s.bonus) {
            return Err(RuleError::NotHeld);
        }
        let value = self.work_value(seat, profession, bonus);
        let minimum = self.minimum_work();
        if value < minimum {
            return Err(RuleError::BelowMinimum { value, minimum });
        }
        Ok(value)
    }

    pub(super) fn work(
        &mut self,
        seat: Seat,
        profession: Profession,
        bonus: CardSet<Bonus>,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let value = self.can_work(seat, profession, bonus)?;
        let s = self.seat_mut(seat);
        s.hand.remove(profession);
        s.table.insert(profession);
        s.bonus = CardSet::from_bits(s.bonus.bits() & !bonus.bits());
        self.bonus_played = self.bonus_played.union(bonus);
        events.push(Event::WorkCompleted {
            seat,
            profession: Some(profession),
            value,
            bonus,
        });
        self.complete(seat, value);
        Ok(())
    }

    pub fn can_princess(&self, seat: Seat) -> Result<u8, RuleError> {
        if !self.characters.held_by(seat, Character::Princess) {
            return Err(RuleError::NotHeld);
        }
        self.check_work()?;
        let value = self.princess_value(seat);
        let minimum = self.minimum_work();
        if value < minimum {
            return Err(RuleError::BelowMinimum { value, minimum });
        }
        Ok(value)
    }

    pub(super) fn princess_work(
        &mut self,
        seat: Seat,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let value = self.can_princess(seat)?;
        self.characters.give_back(Character::Princess);
        events.push(Event::CharacterPlayed {
            seat,
            character: Character::Princess,
        });
        events.push(Event::WorkCompleted {
            seat,
            profession: None,
            value,
            bonus: CardSet::EMPTY,
        });
        self.complete(seat, value);
        Ok(())
    }

    /// The bank pays the work; its marker goes up; the payment may now be converted.
    fn complete(&mut self, seat: Seat, value: u8) {
        let payment = u16::from(value) * FLORINS_PER_VALUE;
        self.receive(seat, u32::from(payment));
        let s = self.seat_mut(seat);
        s.best_work = s.best_work.max(value);
        let t = self.turn_mut();
        t.works += 1;
        t.actions_left -= 1;
        self.pending = Some(Pending::Convert { seat, payment });
    }

    /// Takes `points` for 200 florins each of the work's payment (none at all is allowed).
    pub(super) fn convert(
        &mut self,
        seat: Seat,
        payment: u16,
        points: u8,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let florins = u16::from(points) * FLORINS_PER_POINT;
        if florins > payment {
            return Err(RuleError::OutOfRange);
        }
        self.pay(seat, u32::from(florins));
        self.score(seat, Source::Works, i16::from(points));
        self.pending = None;
        if points > 0 {
            events.push(Event::Converted {
                seat,
                points,
                florins,
            });
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::super::fixtures::{actions, game};
    use super::super::{Action, Event};
    use super::*;
    use crate::engine::{Audit, Game};

    #[test]
    fn rule_a_work_below_the_minimum_is_refused_and_nothing_changes() {
        let mut g = actions(game(3, false), 2, Seat(0));
        g.set_hand(Seat(0), &[Profession::Poet, Profession::Doctor]);
        let before = g.clone();
        let work = Action::Work {
            profession: Profession::Poet,
            bonus: CardSet::EMPTY,
        };
        assert_eq!(
            g.apply(Seat(0), &work),
            Err(RuleError::BelowMinimum {
                value: 2,
                minimum: 10
            })
        );
        assert_eq!(g, before);
        assert!(!g.choices(Seat(0)).contains(&work));
    }

    #[test]
    fn rule_bonus_cards_raise_the_value_and_leave_the_game() {
        let mut g = actions(game(3, false), 1, Seat(0));
        g.set_hand(Seat(0), &[Profession::Poet, Profession::Doctor]);
        g.give_bonus(Seat(0), Bonus::ProfessionsInHand);
        g.give_bonus(Seat(0), Bonus::ProfessionsOnTable);
        let both: CardSet<Bonus> = [Bonus::ProfessionsInHand, Bonus::ProfessionsOnTable]
            .into_iter()
            .collect();
        // 2 cards, in hand 1 after playing, on the table 1.
        assert_eq!(g.work_value(Seat(0), Profession::Poet, both), 4);
        g.give_jesters(Seat(0), 2);
        g.play(
            0,
            Action::Work {
                profession: Profession::Poet,
                bonus: both,
            },
        );
        assert!(g.seat(Seat(0)).bonus.is_empty());
        assert_eq!(g.bonus_played, both);
        g.check_invariants().unwrap();
    }

    #[test]
    fn rule_the_best_work_scores_3_for_every_seat_tied_at_the_top() {
        let mut g = actions(game(3, false), 1, Seat(0));
        g.seats[0].best_work = 12;
        g.seats[1].best_work = 12;
        g.seats[2].best_work = 9;
        g.turn_mut().done = 2;
        let events = g.play(0, Action::EndTurn);
        assert!(events.contains(&Event::BestWork {
            seats: [Seat(0), Seat(1)].into_iter().collect(),
            value: 12
        }));
        assert_eq!(g.seat(Seat(0)).pp(), 3);
        assert_eq!(g.seat(Seat(2)).pp(), 0);
        assert_eq!(g.round, 2);
        assert_eq!(g.start, Seat(1), "the starting player moves left");
    }

    #[test]
    fn rule_two_works_a_round_and_the_marker_shows_the_better() {
        let mut g = actions(game(3, false), 1, Seat(0));
        g.set_hand(
            Seat(0),
            &[Profession::Poet, Profession::Doctor, Profession::Jurist],
        );
        g.give_jesters(Seat(0), 3);
        g.turn_mut().actions_left = 3;
        for p in [Profession::Poet, Profession::Doctor] {
            g.play(
                0,
                Action::Work {
                    profession: p,
                    bonus: CardSet::EMPTY,
                },
            );
            g.play(0, Action::Convert { points: 0 });
        }
        assert_eq!(g.seat(Seat(0)).best_work, 9);
        assert_eq!(
            g.can_work(Seat(0), Profession::Jurist, CardSet::EMPTY),
            Err(RuleError::LimitReached("complete a work"))
        );
    }
}
