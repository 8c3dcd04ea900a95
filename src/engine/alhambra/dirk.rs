//! The 2-player game's imaginary third player, Dirk: he takes six buildings at the start, six
//! more right after scoring A and a third (rounded down) of the building deck right after B;
//! he scores like a player and never takes a turn. Buyers may give him what they buy (see
//! `Action::Buy`).

use super::components::{Buildings, Scoring, assumed};
use super::{Alhambra, Event};

/// Buildings Dirk takes at the start, and after scoring A.
pub const AT_START: usize = 6;
pub const AFTER_A: usize = 6;

/// Takes `n` buildings from the top of `deck` (see [`assumed::dirk_takes`] when it holds
/// fewer).
pub(super) fn draw(deck: &mut Buildings, n: usize) -> Buildings {
    let n = assumed::dirk_takes(n, deck.len());
    deck.drain(deck.len() - n..).rev().collect()
}

impl Alhambra {
    /// How many buildings Dirk takes right after `scoring` (none after C).
    pub fn dirk_draw_after(&self, scoring: Scoring) -> usize {
        match scoring {
            Scoring::A => AFTER_A,
            Scoring::B => assumed::dirk_after_b(self.building_deck.len()),
            Scoring::C => 0,
        }
    }

    /// In the 2-player game, Dirk's draw right after a scoring.
    pub(super) fn dirk_after(&mut self, scoring: Scoring, events: &mut Vec<Event>) {
        if self.dirk.is_none() || scoring == Scoring::C {
            return;
        }
        let n = self.dirk_draw_after(scoring);
        let taken = draw(&mut self.building_deck, n);
        self.dirk
            .as_mut()
            .expect("checked above")
            .extend(taken.iter().copied());
        events.push(Event::DirkTakes { buildings: taken });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::alhambra::fixtures::{game, scoring_next};
    use crate::engine::alhambra::{Action, Currency, Event};
    use crate::engine::{Game, Seat};

    fn dirk_len(g: &Alhambra) -> usize {
        g.dirk.as_ref().unwrap().len()
    }

    #[test]
    fn dirk_takes_six_buildings_at_the_start() {
        for seed in 0..20 {
            let g = Alhambra::setup(&Default::default(), 2, seed).unwrap();
            assert_eq!(dirk_len(&g), 6);
            assert_eq!(g.building_deck.len(), 54 - 4 - 6);
        }
    }

    #[test]
    fn dirk_takes_six_more_right_after_scoring_a() {
        let mut g = game(2);
        scoring_next(&mut g, Scoring::A);
        let deck = g.building_deck.len();
        let events = g.take_first_money(Seat(0));
        let scored = events
            .iter()
            .position(|e| matches!(e, Event::Scored(r) if r.scoring == Scoring::A))
            .expect("scoring A");
        let Event::DirkTakes { buildings } = &events[scored + 1] else {
            panic!("Dirk draws right after the scoring: {events:?}")
        };
        assert_eq!(buildings.len(), 6);
        assert_eq!(dirk_len(&g), 12);
        assert_eq!(g.building_deck.len(), deck - 6);
        g.assert_sound();
    }

    #[test]
    fn dirk_takes_a_third_of_the_building_deck_rounded_down_right_after_b() {
        for keep in [30, 31, 32, 2] {
            let mut g = game(2);
            scoring_next(&mut g, Scoring::A);
            g.take_first_money(Seat(0));
            assert_eq!(dirk_len(&g), 12);
            g.thin_building_deck(keep);
            scoring_next(&mut g, Scoring::B);
            let events = g.take_first_money(Seat(1));
            let Some(Event::DirkTakes { buildings }) =
                events.iter().find(|e| matches!(e, Event::DirkTakes { .. }))
            else {
                panic!("Dirk draws after B")
            };
            assert_eq!(buildings.len(), keep / 3, "a third of {keep}");
            assert_eq!(dirk_len(&g), 12 + keep / 3);
            assert_eq!(g.building_deck.len(), keep - keep / 3);
            g.assert_sound();
        }
    }

    #[test]
    fn dirk_takes_what_is_left_when_the_deck_holds_fewer_than_six() {
        let mut g = game(2);
        g.thin_building_deck(4);
        scoring_next(&mut g, Scoring::A);
        g.take_first_money(Seat(0));
        assert_eq!(dirk_len(&g), 10);
        assert!(g.building_deck.is_empty());
        g.assert_sound();
    }

    #[test]
    fn there_is_no_dirk_with_three_players_or_more() {
        let mut g = game(3);
        scoring_next(&mut g, Scoring::A);
        let events = g.take_first_money(Seat(0));
        assert!(!events.iter().any(|e| matches!(e, Event::DirkTakes { .. })));
        assert!(g.dirk.is_none());
        g.set_slot(
            Currency::Denar,
            crate::engine::alhambra::BuildingType::Pavilion,
            8,
        );
        g.set_hand(Seat(1), "denar9");
        let payment = g.seat(Seat(1)).hand;
        let before = g.clone();
        let err = g.apply(
            Seat(1),
            &Action::Buy {
                slot: Currency::Denar,
                payment,
                for_dirk: true,
            },
        );
        assert_eq!(err, Err(crate::engine::alhambra::RuleError::NoDirk));
        assert_eq!(g, before);
    }
}
