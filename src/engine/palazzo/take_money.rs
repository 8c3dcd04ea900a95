//! Taking money: players + 1 cards are revealed; the active seat takes two, then each other
//! seat clockwise takes one (ruling 8: only if deck and discards hold enough).

use rand::seq::SliceRandom;

use super::components::Card;
use super::money::Cards;
use super::{Event, Palazzo, Phase, RuleError};
use crate::engine::Seat;

impl Palazzo {
    /// How many cards taking money reveals.
    pub fn money_to_reveal(&self) -> usize {
        self.players as usize + 1
    }

    pub fn can_take_money(&self) -> bool {
        self.deck.len() + self.discards.len() >= self.money_to_reveal()
    }

    /// Who takes the next revealed card after `picks` have been taken.
    pub(super) fn money_picker(&self, picks: u8) -> Seat {
        self.active.after(picks.saturating_sub(1), self.players)
    }

    pub(super) fn take_money(&mut self, events: &mut Vec<Event>) -> Result<(), RuleError> {
        let needed = self.money_to_reveal();
        if !self.can_take_money() {
            return Err(RuleError::NotEnoughMoneyCards {
                needed,
                left: self.deck.len() + self.discards.len(),
            });
        }
        let mut revealed = Cards::EMPTY;
        for _ in 0..needed {
            let card = if let Some(card) = self.deck.pop() {
                card
            } else {
                self.reshuffle_discards(events);
                self.deck.pop().expect("enough cards were checked")
            };
            revealed.add(card);
        }
        events.push(Event::MoneyRevealed {
            seat: self.active,
            cards: revealed,
        });
        self.phase = Phase::TakeMoney { revealed, picks: 0 };
        Ok(())
    }

    /// The deck ran out: the discards become the new deck (ruling 8).
    fn reshuffle_discards(&mut self, events: &mut Vec<Event>) {
        self.deck = self.discards.iter().collect();
        self.deck.shuffle(&mut self.rng);
        self.discards = Cards::EMPTY;
        events.push(Event::DeckReshuffled {
            cards: self.deck.len(),
        });
    }

    pub(super) fn pick_money(
        &mut self,
        seat: Seat,
        card: Card,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let Phase::TakeMoney { revealed, picks } = &mut self.phase else {
            unreachable!("called in the money phase");
        };
        if !revealed.remove(card) {
            return Err(RuleError::NotRevealed(card));
        }
        *picks += 1;
        let (left, picks) = (*revealed, *picks);
        self.seat_mut(seat).hand.add(card);
        events.push(Event::MoneyTaken { seat, card });

        // The last seat has no choice: it takes the one card left.
        if left.len() == 1 {
            let last = left.iter().next().expect("one card");
            let seat = self.money_picker(picks);
            self.seat_mut(seat).hand.add(last);
            events.push(Event::MoneyTaken { seat, card: last });
            self.end_turn(events);
        } else if left.is_empty() {
            self.end_turn(events);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::palazzo::Action;
    use crate::engine::{Game, Seat};

    fn game(players: u8) -> Palazzo {
        let mut g = Palazzo::setup(&Default::default(), players, 11).unwrap();
        g.active = Seat(0);
        g
    }

    #[test]
    fn rule_take_money_reveals_one_more_card_than_players() {
        for players in 2..=4 {
            let mut g = game(players);
            g.apply(Seat(0), &Action::TakeMoney).unwrap();
            let Phase::TakeMoney { revealed, .. } = g.phase else {
                panic!()
            };
            assert_eq!(revealed.len(), players as usize + 1);
        }
    }

    #[test]
    fn rule_active_player_takes_two_then_each_other_player_one_clockwise() {
        let mut g = game(4);
        g.apply(Seat(0), &Action::TakeMoney).unwrap();
        let mut order = Vec::new();
        while let Phase::TakeMoney { revealed, .. } = g.phase {
            let seat = g.to_act().single().unwrap();
            order.push(seat.0);
            let card = revealed.iter().next().unwrap();
            g.apply(seat, &Action::PickMoney { card }).unwrap();
        }
        assert_eq!(order, [0, 0, 1, 2], "seat 3 is given the last card");
        let sizes: Vec<_> = g.seats.iter().map(|s| s.hand.len()).collect();
        assert_eq!(sizes, [6, 5, 5, 5]);
        assert_eq!(g.active, Seat(1));
        assert_eq!(g.phase, Phase::ChooseAction);
    }

    #[test]
    fn rule_two_players_reveal_three_cards_and_the_other_gets_the_last() {
        let mut g = game(2);
        g.apply(Seat(0), &Action::TakeMoney).unwrap();
        for _ in 0..2 {
            let Phase::TakeMoney { revealed, .. } = g.phase else {
                panic!()
            };
            let card = revealed.iter().next().unwrap();
            g.apply(Seat(0), &Action::PickMoney { card }).unwrap();
        }
        assert_eq!([g.seats[0].hand.len(), g.seats[1].hand.len()], [6, 5]);
    }

    #[test]
    fn a_card_not_revealed_cannot_be_picked() {
        let mut g = game(3);
        g.apply(Seat(0), &Action::TakeMoney).unwrap();
        let Phase::TakeMoney { revealed, .. } = g.phase else {
            panic!()
        };
        let missing = (0..Card::KINDS)
            .filter_map(Card::from_kind)
            .find(|c| !revealed.contains(*c))
            .unwrap();
        let before = g.clone();
        let err = g.apply(Seat(0), &Action::PickMoney { card: missing });
        assert_eq!(err, Err(RuleError::NotRevealed(missing)));
        assert_eq!(g, before);
    }

    #[test]
    fn ruling_8_the_discards_are_shuffled_into_a_new_deck_when_it_runs_out() {
        let mut g = game(3);
        g.discards = g.deck.drain(2..).collect();
        let total = g.deck.len() + g.discards.len();
        let events = g.apply(Seat(0), &Action::TakeMoney).unwrap();
        assert!(matches!(events[0], Event::DeckReshuffled { .. }));
        assert!(g.discards.is_empty());
        assert_eq!(g.deck.len(), total - 4);
    }

    #[test]
    fn ruling_8_taking_money_needs_players_plus_one_cards_in_deck_and_discards() {
        let mut g = game(3);
        let rest: Cards = g.deck.drain(1..).collect();
        g.seats[1].hand.add_all(&rest);
        let two: Cards = g.seats[1].hand.iter().take(2).collect();
        g.seats[1].hand.remove_all(&two);
        g.discards = two;
        assert_eq!(g.deck.len() + g.discards.len(), 3);
        let before = g.clone();
        assert_eq!(
            g.apply(Seat(0), &Action::TakeMoney),
            Err(RuleError::NotEnoughMoneyCards { needed: 4, left: 3 })
        );
        assert_eq!(g, before);
        assert!(!g.choices(Seat(0)).contains(&Action::TakeMoney));
    }
}
