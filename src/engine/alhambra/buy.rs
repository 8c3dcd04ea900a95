//! Buying one display building, paid in its slot's currency with at least its price and no
//! change; paying exactly gives another action. The yard is not refilled during the turn, so
//! four exact purchases empty it and a turn has at most five actions. Passing, when nothing
//! else is possible, ends the turn.

use super::components::{Currency, assumed};
use super::money::{Cards, cheapest_payment};
use super::{Alhambra, Event, RuleError};
use crate::engine::Seat;

impl Alhambra {
    /// Whether `payment` buys the building in `slot` for `seat` now.
    pub fn check_buy(
        &self,
        seat: Seat,
        slot: Currency,
        payment: &Cards,
        for_dirk: bool,
    ) -> Result<(), RuleError> {
        if for_dirk && self.dirk.is_none() {
            return Err(RuleError::NoDirk);
        }
        let building = self.in_slot(slot).ok_or(RuleError::EmptySlot(slot))?;
        if let Some(card) = payment.distinct().find(|c| c.currency() != slot) {
            return Err(RuleError::WrongCurrency { slot, card });
        }
        if !self.seat(seat).hand.contains_all(payment) {
            return Err(RuleError::CardsNotInHand);
        }
        let (value, price) = (payment.total(), u32::from(building.price));
        if value < price {
            return Err(RuleError::PaymentTooLow {
                kind: building.kind,
                price,
                currency: slot,
                value,
            });
        }
        Ok(())
    }

    /// Whether `seat` can pay for any display building.
    pub fn can_buy(&self, seat: Seat) -> bool {
        let hand = &self.seat(seat).hand;
        assumed::SLOTS.iter().any(|&c| {
            self.in_slot(c)
                .is_some_and(|b| hand.total_in(c) >= u32::from(b.price))
        })
    }

    /// The cheapest payment `seat` can make for the building in `slot`.
    pub fn cheapest_payment_for(&self, seat: Seat, slot: Currency) -> Option<Cards> {
        self.cheapest_purchase(seat, slot).ok()
    }

    /// The cheapest payment `seat` can make for the building in `slot`, or why it cannot buy
    /// it: the slot is empty, or its cards of that currency add up to less than the price.
    pub fn cheapest_purchase(&self, seat: Seat, slot: Currency) -> Result<Cards, RuleError> {
        let building = self.in_slot(slot).ok_or(RuleError::EmptySlot(slot))?;
        let hand = &self.seat(seat).hand;
        let price = u32::from(building.price);
        cheapest_payment(hand, slot, price).ok_or(RuleError::CannotAfford {
            kind: building.kind,
            price,
            currency: slot,
            held: hand.total_in(slot),
        })
    }

    pub(super) fn buy(
        &mut self,
        seat: Seat,
        slot: Currency,
        payment: &Cards,
        for_dirk: bool,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.check_buy(seat, slot, payment, for_dirk)?;
        let building = self.yard[slot.slot()].take().expect("checked");
        self.seat_mut(seat).hand.remove_all(payment);
        self.discards.add_all(payment);
        match (&mut self.dirk, for_dirk) {
            (Some(dirk), true) => dirk.push(building),
            _ => self.seats[seat.index()].buildings.push(building),
        }
        // An exact payment gives another action (also when the building goes to Dirk).
        let exact = payment.total() == u32::from(building.price);
        let again = exact && (!for_dirk || assumed::EXACT_BONUS_WHEN_GIVEN_TO_DIRK);
        events.push(Event::Bought {
            seat,
            building,
            slot,
            paid: *payment,
            exact: again,
            for_dirk,
        });
        self.actions += 1;
        if !again {
            self.end_turn(events);
        }
        Ok(())
    }

    /// Whether `seat` has nothing else to do: no money on display, nothing it can pay for.
    pub fn can_pass(&self, seat: Seat) -> bool {
        assumed::may_pass(!self.money_display.is_empty(), self.can_buy(seat))
    }

    pub(super) fn pass(&mut self, seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError> {
        if !self.can_pass(seat) {
            return Err(RuleError::CannotPass);
        }
        events.push(Event::Passed { seat });
        self.end_turn(events);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;
    use crate::engine::alhambra::components::BuildingType::{self, *};
    use crate::engine::alhambra::fixtures::game;
    use crate::engine::alhambra::money::cards;
    use crate::engine::alhambra::{Action, MAX_ACTIONS};

    fn buy(g: &mut Alhambra, slot: Currency, pay: &str) -> Result<Vec<Event>, RuleError> {
        g.apply(
            Seat(0),
            &Action::Buy {
                slot,
                payment: cards(pay),
                for_dirk: false,
            },
        )
    }

    /// Seat 0 to act, with these buildings in the slots (left to right) and this hand.
    fn buying(yard: [(BuildingType, u8); 4], hand: &str) -> Alhambra {
        let mut g = game(3);
        for (c, (kind, price)) in assumed::SLOTS.into_iter().zip(yard) {
            g.set_slot(c, kind, price);
        }
        g.set_hand(Seat(0), hand);
        g.assert_sound();
        g
    }

    const YARD: [(BuildingType, u8); 4] = [(Pavilion, 2), (Seraglio, 3), (Arcades, 4), (Tower, 13)];

    #[test]
    fn rule_a_building_is_paid_in_its_slots_currency() {
        let mut g = buying(YARD, "denar9 dirham3 ducat4 florin9");
        let before = g.clone();
        assert_eq!(
            buy(&mut g, Currency::Ducat, "denar9"),
            Err(RuleError::WrongCurrency {
                slot: Currency::Ducat,
                card: "denar9".parse().unwrap()
            })
        );
        assert_eq!(
            buy(&mut g, Currency::Ducat, "ducat4 florin9"),
            Err(RuleError::WrongCurrency {
                slot: Currency::Ducat,
                card: "florin9".parse().unwrap()
            })
        );
        assert_eq!(g, before);
        buy(&mut g, Currency::Ducat, "ducat4").unwrap();
        assert_eq!(g.seat(Seat(0)).buildings()[0].kind, Arcades);
        g.assert_sound();
    }

    #[test]
    fn rule_the_payment_must_reach_the_price() {
        let mut g = buying(YARD, "florin9 florin2 florin1 denar9");
        let before = g.clone();
        let err = buy(&mut g, Currency::Florin, "florin9 florin2").unwrap_err();
        assert_eq!(
            err,
            RuleError::PaymentTooLow {
                kind: Tower,
                price: 13,
                currency: Currency::Florin,
                value: 11
            }
        );
        assert_eq!(
            err.to_string(),
            "that tower costs 13 florins: your payment brings 11"
        );
        assert_eq!(
            buy(&mut g, Currency::Florin, "florin9 florin9"),
            Err(RuleError::CardsNotInHand)
        );
        assert_eq!(g, before);
    }

    #[test]
    fn rule_overpaying_gets_no_change_and_ends_the_turn() {
        let mut g = buying(YARD, "dirham9 dirham1");
        let events = buy(&mut g, Currency::Dirham, "dirham9").unwrap();
        assert!(matches!(events[0], Event::Bought { exact: false, .. }));
        assert_eq!(g.seat(Seat(0)).hand(), &cards("dirham1"), "no change");
        assert!(g.discards.contains("dirham9".parse().unwrap()));
        assert_eq!(g.active(), Seat(1));
        g.assert_sound();
    }

    #[test]
    fn rule_an_exact_payment_gives_another_action() {
        let mut g = buying(YARD, "dirham1 dirham2 denar1");
        let events = buy(&mut g, Currency::Dirham, "dirham1 dirham2").unwrap();
        assert!(matches!(events[..], [Event::Bought { exact: true, .. }]));
        assert_eq!(g.active(), Seat(0), "still seat 0's turn");
        assert_eq!(g.actions_taken(), 1);
        assert_eq!(
            g.in_slot(Currency::Dirham),
            None,
            "not refilled during the turn"
        );
        assert_eq!(
            buy(&mut g, Currency::Dirham, "denar1"),
            Err(RuleError::EmptySlot(Currency::Dirham))
        );
        g.assert_sound();
    }

    #[test]
    fn rule_at_most_five_actions_four_exact_purchases_then_one_more() {
        let mut g = buying(YARD, "denar2 dirham3 ducat4 florin9 florin4");
        for (slot, pay) in [
            (Currency::Denar, "denar2"),
            (Currency::Dirham, "dirham3"),
            (Currency::Ducat, "ducat4"),
            (Currency::Florin, "florin9 florin4"),
        ] {
            buy(&mut g, slot, pay).unwrap();
            assert_eq!(g.active(), Seat(0));
        }
        assert_eq!(g.actions_taken(), 4);
        assert!(g.yard.iter().all(Option::is_none));
        // The fifth action: only money is left to take.
        let choices = g.choices(Seat(0));
        assert!(!choices.is_empty());
        assert!(
            choices
                .iter()
                .all(|a| matches!(a, Action::TakeMoney { .. }))
        );
        let take = choices[0].clone();
        g.apply(Seat(0), &take).unwrap();
        assert_eq!(g.active(), Seat(1), "the fifth action ends the turn");
        assert!(
            g.yard.iter().all(Option::is_some),
            "refilled after the turn"
        );
        assert_eq!(MAX_ACTIONS, 5);
        g.assert_sound();
    }

    #[test]
    fn rule_the_yard_is_refilled_left_to_right_after_the_turn() {
        let mut g = buying(YARD, "denar2 ducat4 ducat1");
        buy(&mut g, Currency::Denar, "denar2").unwrap();
        let next: Vec<_> = g.building_deck.iter().rev().take(2).copied().collect();
        let events = buy(&mut g, Currency::Ducat, "ducat4 ducat1").unwrap();
        assert_eq!(
            g.in_slot(Currency::Denar),
            Some(next[0]),
            "first card leftmost"
        );
        assert_eq!(g.in_slot(Currency::Ducat), Some(next[1]));
        let drawn: Vec<_> = events
            .iter()
            .filter_map(|e| match e {
                Event::BuildingDrawn { slot, .. } => Some(*slot),
                _ => None,
            })
            .collect();
        assert_eq!(drawn, [Currency::Denar, Currency::Ducat]);
        g.assert_sound();
    }

    #[test]
    fn rule_a_buy_for_dirk_is_paid_and_an_exact_one_still_gives_another_action() {
        let mut g = game(2);
        g.set_slot(Currency::Denar, Pavilion, 4);
        g.set_hand(Seat(0), "denar4 denar3 denar2");
        let dirk = g.dirk().unwrap().len();
        g.apply(
            Seat(0),
            &Action::Buy {
                slot: Currency::Denar,
                payment: cards("denar4"),
                for_dirk: true,
            },
        )
        .unwrap();
        assert_eq!(g.dirk().unwrap().len(), dirk + 1);
        assert!(g.seat(Seat(0)).buildings().is_empty());
        assert_eq!(g.seat(Seat(0)).hand(), &cards("denar3 denar2"));
        assert_eq!(g.active(), Seat(0), "paid exactly: another action");
        g.assert_sound();
    }

    #[test]
    fn rule_two_players_are_offered_to_keep_or_give_each_building() {
        let mut g = game(2);
        g.set_slot(Currency::Denar, Pavilion, 4);
        g.set_hand(Seat(0), "denar4");
        let buys: Vec<_> = g
            .choices(Seat(0))
            .into_iter()
            .filter(|a| matches!(a, Action::Buy { .. }))
            .collect();
        assert_eq!(buys.len(), 2);
        assert!(buys.contains(&Action::Buy {
            slot: Currency::Denar,
            payment: cards("denar4"),
            for_dirk: true
        }));
    }

    #[test]
    fn assumed_pass_only_when_no_money_is_on_display_and_nothing_is_affordable() {
        let mut g = game(3);
        for (c, (kind, price)) in assumed::SLOTS.into_iter().zip(YARD) {
            g.set_slot(c, kind, price);
        }
        g.set_hands(&["denar1", "denar2", ""]);
        let before = g.clone();
        assert_eq!(g.apply(Seat(0), &Action::Pass), Err(RuleError::CannotPass));
        assert_eq!(g, before, "money is on display");
        g.empty_money_supply();
        g.assert_sound();
        assert_eq!(g.choices(Seat(0)), [Action::Pass]);
        let events = g.apply(Seat(0), &Action::Pass).unwrap();
        assert_eq!(events[0], Event::Passed { seat: Seat(0) });
        assert_eq!(g.active(), Seat(1));
        g.assert_sound();
        // Seat 1 can pay for the pavilion: no pass.
        assert_eq!(g.apply(Seat(1), &Action::Pass), Err(RuleError::CannotPass));
        assert!(!g.choices(Seat(1)).contains(&Action::Pass));
    }
}
