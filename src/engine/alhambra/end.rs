//! The end: after a turn whose empty slots cannot all be refilled because the building deck is
//! empty. Each building left on display goes to the seat holding the most money in its slot's
//! currency; on a tie nobody takes it (ruling 4). Then scoring C, and the game is over.

use super::components::{Currency, assumed};
use super::participants::Participants;
use super::{Alhambra, Event};
use crate::engine::Seat;

impl Alhambra {
    /// The seat holding strictly the most money (by value) in `currency`, if one does.
    pub fn richest_in(&self, currency: Currency) -> Option<Seat> {
        let totals: Participants<u32> = self
            .seats
            .iter()
            .map(|s| assumed::wealth_in(s.hand.iter(), currency))
            .collect();
        let most = *totals.iter().max()?;
        let mut richest = (0..totals.len()).filter(|&i| totals[i] == most);
        match (richest.next(), richest.next()) {
            (Some(i), None) if most > 0 => Some(Seat(i as u8)),
            _ => None,
        }
    }

    pub(super) fn finish(&mut self, events: &mut Vec<Event>) {
        for (i, &slot) in assumed::SLOTS.iter().enumerate() {
            let Some(building) = self.yard[i].take() else {
                continue;
            };
            let to = self.richest_in(slot);
            match to {
                Some(seat) => self.seat_mut(seat).buildings.push(building),
                None => self.out_of_game.push(building),
            }
            events.push(Event::DisplayAwarded { slot, building, to });
        }
        self.score(super::Scoring::C, events);
        self.over = true;
        events.push(Event::GameOver);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::alhambra::components::BuildingType::*;
    use crate::engine::alhambra::fixtures::game;
    use crate::engine::alhambra::money::cards;
    use crate::engine::alhambra::{Action, Scoring};
    use crate::engine::{Game, SeatSet};

    /// Seat 0 buys the denar slot's pavilion (2) with `denar9`, overpaying; the building deck
    /// holds `deck` cards.
    fn last_turn(deck: usize, hands: &[&str]) -> (Alhambra, Vec<Event>) {
        let mut g = game(3);
        g.set_slot(Currency::Denar, Pavilion, 2);
        g.set_slot(Currency::Dirham, Seraglio, 3);
        g.set_slot(Currency::Ducat, Arcades, 4);
        g.set_slot(Currency::Florin, Chambers, 5);
        g.set_hands(hands);
        g.thin_building_deck(deck);
        g.assert_sound();
        let events = g
            .apply(
                Seat(0),
                &Action::Buy {
                    slot: Currency::Denar,
                    payment: cards("denar9"),
                    for_dirk: false,
                },
            )
            .unwrap();
        g.assert_sound();
        (g, events)
    }

    #[test]
    fn rule_the_game_ends_when_the_yard_cannot_be_refilled() {
        let (g, events) = last_turn(0, &["denar9", "", ""]);
        assert!(g.is_over());
        assert_eq!(g.to_act(), SeatSet::EMPTY);
        assert!(events.contains(&Event::BuildingsRunOut { empty_slots: 1 }));
        assert_eq!(events.last(), Some(&Event::GameOver));
        assert_eq!(g.scorings().last().unwrap().scoring, Scoring::C);
        assert!(g.outcome().is_some());
        let before = g.clone();
        let mut after = g.clone();
        assert_eq!(
            after.apply(Seat(1), &Action::Pass),
            Err(crate::engine::alhambra::RuleError::GameOver)
        );
        assert_eq!(after, before);
    }

    #[test]
    fn rule_a_full_refill_goes_on_while_the_deck_lasts() {
        let (g, _) = last_turn(1, &["denar9", "", ""]);
        assert!(!g.is_over(), "one card refilled the one empty slot");
        assert_eq!(g.building_deck_len(), 0);
    }

    #[test]
    fn rule_as_many_buildings_as_possible_are_refilled_before_the_end() {
        let mut g = game(3);
        for (c, (k, p)) in assumed::SLOTS.into_iter().zip([
            (Pavilion, 2),
            (Seraglio, 3),
            (Arcades, 4),
            (Chambers, 5),
        ]) {
            g.set_slot(c, k, p);
        }
        g.set_hands(&["denar2 dirham3 ducat9", "", ""]);
        g.thin_building_deck(1);
        let next = *g.building_deck.last().unwrap();
        let buy = |g: &mut Alhambra, slot, pay| {
            g.apply(
                Seat(0),
                &Action::Buy {
                    slot,
                    payment: cards(pay),
                    for_dirk: false,
                },
            )
            .unwrap()
        };
        buy(&mut g, Currency::Denar, "denar2");
        buy(&mut g, Currency::Dirham, "dirham3");
        let events = buy(&mut g, Currency::Ducat, "ducat9");
        assert!(events.contains(&Event::BuildingDrawn {
            building: next,
            slot: Currency::Denar
        }));
        assert!(events.contains(&Event::BuildingsRunOut { empty_slots: 2 }));
        // The refilled denar card and the florin card are handed out; nobody holds money.
        let awarded: Vec<_> = events
            .iter()
            .filter_map(|e| match e {
                Event::DisplayAwarded { slot, to, .. } => Some((*slot, *to)),
                _ => None,
            })
            .collect();
        assert_eq!(awarded, [(Currency::Denar, None), (Currency::Florin, None)]);
        assert!(g.is_over());
        g.assert_sound();
    }

    #[test]
    fn ruling_4_display_buildings_go_to_the_richest_in_their_slots_currency() {
        // After seat 0's purchase: the dirham slot's seraglio goes to seat 1 (dirham 5 + 4
        // beats 8); the ducat arcades to seat 2; the florin chambers to seat 0.
        let (g, events) = last_turn(
            0,
            &[
                "denar9 florin1 dirham8",
                "dirham5 dirham4 ducat1",
                "ducat2 denar7",
            ],
        );
        let awarded: Vec<_> = events
            .iter()
            .filter_map(|e| match e {
                Event::DisplayAwarded { slot, to, .. } => Some((*slot, *to)),
                _ => None,
            })
            .collect();
        assert_eq!(
            awarded,
            [
                (Currency::Dirham, Some(Seat(1))),
                (Currency::Ducat, Some(Seat(2))),
                (Currency::Florin, Some(Seat(0))),
            ]
        );
        let kinds =
            |s: u8| -> Vec<_> { g.seat(Seat(s)).buildings().iter().map(|b| b.kind).collect() };
        assert_eq!(kinds(0), [Pavilion, Chambers]);
        assert_eq!(kinds(1), [Seraglio]);
        assert_eq!(kinds(2), [Arcades]);
        // The price does not matter: nobody paid.
        assert_eq!(g.seat(Seat(1)).hand(), &cards("dirham5 dirham4 ducat1"));
    }

    #[test]
    fn ruling_4_a_tie_for_the_most_money_means_nobody_takes_the_card() {
        let (g, events) = last_turn(0, &["denar9 ducat3", "ducat2 ducat1", "florin4"]);
        let awarded: Vec<_> = events
            .iter()
            .filter_map(|e| match e {
                Event::DisplayAwarded { slot, to, .. } => Some((*slot, *to)),
                _ => None,
            })
            .collect();
        assert_eq!(
            awarded,
            [
                (Currency::Dirham, None),
                (Currency::Ducat, None),
                (Currency::Florin, Some(Seat(2))),
            ],
            "nobody holds dirhams; ducats tie at 3"
        );
        let n = g.out_of_game.len();
        let left: Vec<_> = g.out_of_game[n - 2..].iter().map(|b| b.kind).collect();
        assert_eq!(left, [Seraglio, Arcades], "they leave the game");
    }

    #[test]
    fn assumed_the_money_display_is_not_refilled_when_the_game_ends() {
        let mut g = game(3);
        for (c, (k, p)) in assumed::SLOTS.into_iter().zip([
            (Pavilion, 2),
            (Seraglio, 3),
            (Arcades, 4),
            (Chambers, 5),
        ]) {
            g.set_slot(c, k, p);
        }
        g.set_hands(&["denar2 dirham3 ducat4 florin5", "", ""]);
        g.set_display("denar1 dirham1 ducat9 florin9");
        g.thin_building_deck(0);
        for (slot, pay) in [
            (Currency::Denar, "denar2"),
            (Currency::Dirham, "dirham3"),
            (Currency::Ducat, "ducat4"),
            (Currency::Florin, "florin5"),
        ] {
            g.apply(
                Seat(0),
                &Action::Buy {
                    slot,
                    payment: cards(pay),
                    for_dirk: false,
                },
            )
            .unwrap();
        }
        let events = g
            .apply(
                Seat(0),
                &Action::TakeMoney {
                    cards: cards("denar1 dirham1"),
                },
            )
            .unwrap();
        assert!(events.contains(&Event::BuildingsRunOut { empty_slots: 4 }));
        assert!(!events.iter().any(|e| matches!(e, Event::MoneyDrawn { .. })));
        assert_eq!(g.money_display().len(), 2);
        assert!(g.is_over());
        g.assert_sound();
    }

    #[test]
    fn the_richest_is_by_value_not_by_card_count() {
        let mut g = game(3);
        g.set_hands(&["ducat1 ducat1 ducat1", "ducat9", ""]);
        assert_eq!(g.richest_in(Currency::Ducat), Some(Seat(1)));
        assert_eq!(g.richest_in(Currency::Denar), None);
    }
}
