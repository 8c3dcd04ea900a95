//! After a turn: the yard is refilled from left to right into its empty slots, then the money
//! display to four cards. An empty money deck is replaced by the shuffled discards. A scoring
//! card drawn while refilling is scored at once, and refilling goes on (ruling 3); in the
//! 2-player game Dirk draws right after the scoring. When the yard cannot be refilled because
//! the building deck is empty, the game ends (see [`super::end`]).

use rand::seq::SliceRandom;

use super::components::{DeckItem, assumed};
use super::money::Cards;
use super::{Alhambra, DISPLAY, Event};

impl Alhambra {
    /// Ends the active seat's turn: refills, scores what is drawn, and starts the next turn
    /// (or ends the game).
    pub(super) fn end_turn(&mut self, events: &mut Vec<Event>) {
        let mut empty_slots = 0;
        for (i, &slot) in assumed::SLOTS.iter().enumerate() {
            if self.yard[i].is_some() {
                continue;
            }
            match self.building_deck.pop() {
                Some(building) => {
                    self.yard[i] = Some(building);
                    events.push(Event::BuildingDrawn { building, slot });
                }
                None => empty_slots += 1,
            }
        }
        if empty_slots > 0 {
            events.push(Event::BuildingsRunOut { empty_slots });
            if assumed::MONEY_REFILL_AT_THE_END {
                self.refill_money(events);
            }
            self.finish(events);
            return;
        }
        self.refill_money(events);
        self.active = self.active.after(1, self.players);
        self.actions = 0;
        events.push(Event::TurnBegins { seat: self.active });
    }

    /// Lays out money until four cards are on display, or deck and discards are both empty.
    fn refill_money(&mut self, events: &mut Vec<Event>) {
        while self.money_display.len() < DISPLAY {
            if self.money_deck.is_empty() {
                if self.discards.is_empty() {
                    return;
                }
                self.reshuffle_discards(events);
            }
            match self.money_deck.pop().expect("a deck was just made") {
                DeckItem::Money(card) => {
                    self.money_display.push(card);
                    events.push(Event::MoneyDrawn { card });
                }
                DeckItem::Scoring(scoring) => {
                    self.score(scoring, events);
                    self.dirk_after(scoring, events);
                }
            }
        }
    }

    /// The deck ran out: the discards, shuffled, become the new deck.
    fn reshuffle_discards(&mut self, events: &mut Vec<Event>) {
        // Into the empty deck's own room: it once held every card, so nothing is allocated.
        self.money_deck.clear();
        self.money_deck
            .extend(self.discards.iter().map(DeckItem::Money));
        self.money_deck.shuffle(&mut self.rng);
        self.discards = Cards::EMPTY;
        events.push(Event::DeckReshuffled {
            cards: self.money_deck.len(),
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::alhambra::components::Scoring;
    use crate::engine::alhambra::fixtures::{game, scoring_next};
    use crate::engine::alhambra::money::cards;
    use crate::engine::alhambra::{Action, Currency};
    use crate::engine::{Game, Seat};

    #[test]
    fn rule_an_empty_money_deck_is_replaced_by_the_shuffled_discards() {
        let mut g = game(3);
        // Only the scoring cards stay in the deck: refilling scores them, then reshuffles.
        g.money_deck_into_discards();
        let discards = g.discards.len();
        assert!(discards > 10);
        let events = g
            .apply(
                Seat(0),
                &Action::TakeMoney {
                    cards: g.take_money_options()[0],
                },
            )
            .unwrap();
        assert!(
            events.contains(&Event::DeckReshuffled { cards: discards }),
            "{events:?}"
        );
        assert_eq!(g.money_display().len(), 4);
        assert!(g.discards.is_empty());
        g.assert_sound();
    }

    #[test]
    fn rule_the_display_stays_short_when_deck_and_discards_are_empty() {
        let mut g = game(3);
        g.empty_money_supply();
        g.set_display("denar1 denar2");
        g.assert_sound();
        g.apply(
            Seat(0),
            &Action::TakeMoney {
                cards: cards("denar1"),
            },
        )
        .unwrap();
        assert_eq!(g.money_display().len(), 1);
    }

    #[test]
    fn ruling_3_a_scoring_card_drawn_while_refilling_is_scored_at_once_then_refilling_goes_on() {
        let mut g = game(3);
        g.set_display("denar1 denar2 dirham9 florin9");
        scoring_next(&mut g, Scoring::A);
        // One money card above the scoring card: it is drawn first.
        let top = g.money_deck.remove(g.money_deck.len() - 2);
        g.money_deck.push(top);
        let DeckItem::Money(first) = top else {
            panic!()
        };
        let events = g
            .apply(
                Seat(0),
                &Action::TakeMoney {
                    cards: cards("denar1 denar2"),
                },
            )
            .unwrap();
        let kinds: Vec<&str> = events
            .iter()
            .map(|e| match e {
                Event::MoneyTaken { .. } => "taken",
                Event::MoneyDrawn { .. } => "drawn",
                Event::Scored(_) => "scored",
                Event::TurnBegins { .. } => "turn",
                _ => "other",
            })
            .collect();
        assert_eq!(kinds, ["taken", "drawn", "scored", "drawn", "turn"]);
        assert_eq!(events[1], Event::MoneyDrawn { card: first });
        assert_eq!(g.money_display().len(), 4, "refilling went on to four");
        assert_eq!(g.scorings().len(), 1);
        assert!(!g.money_deck.contains(&DeckItem::Scoring(Scoring::A)));
        g.assert_sound();
    }

    #[test]
    fn rule_scoring_takes_place_before_the_next_players_turn() {
        let mut g = game(4);
        g.set_slot(
            Currency::Denar,
            crate::engine::alhambra::BuildingType::Pavilion,
            5,
        );
        g.set_hand(Seat(0), "denar9");
        scoring_next(&mut g, Scoring::A);
        // A purchase draws no money: the display is full and nothing is scored.
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
        assert!(!events.iter().any(|e| matches!(e, Event::Scored(_))));
        // Taking money does.
        let events = g.take_first_money(Seat(1));
        let scored = events
            .iter()
            .position(|e| matches!(e, Event::Scored(_)))
            .unwrap();
        let turn = events
            .iter()
            .position(|e| matches!(e, Event::TurnBegins { .. }))
            .unwrap();
        assert!(scored < turn);
        let Event::Scored(result) = &events[scored] else {
            unreachable!()
        };
        assert_eq!(
            result.seat_total(Seat(0)),
            1,
            "seat 0's pavilion: A gives 1"
        );
    }
}
