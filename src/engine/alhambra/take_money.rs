//! Taking money: one display card of any value, or several adding up to at most 5
//! (currencies disregarded). Taking money ends the turn.

use arrayvec::ArrayVec;

use super::money::Cards;
use super::{Alhambra, DISPLAY, Event, RuleError};
use crate::engine::Seat;

/// Several cards taken together may add up to at most this.
pub const SEVERAL_AT_MOST: u32 = 5;

/// One different take from the display.
pub(super) struct Take {
    pub cards: Cards,
    /// How many cards.
    pub count: u32,
    /// Their values added up, currencies disregarded.
    pub total: u32,
}

/// The different takes from a display of at most [`DISPLAY`] cards: at most one per non-empty
/// subset of its positions.
pub type TakeOptions = ArrayVec<Cards, TAKES>;

/// The most different takes: one per non-empty subset of the display's positions.
pub(super) const TAKES: usize = (1 << DISPLAY) - 1;

impl Alhambra {
    /// The money display as a set of cards.
    pub fn money_display_cards(&self) -> Cards {
        self.money_display.iter().copied().collect()
    }

    /// Whether `cards` may be taken from the display now.
    pub fn check_take_money(&self, cards: &Cards) -> Result<(), RuleError> {
        if cards.is_empty() {
            return Err(RuleError::NothingTaken);
        }
        let display = self.money_display_cards();
        if let Some(card) = cards
            .distinct()
            .find(|&c| cards.count(c) > display.count(c))
        {
            return Err(RuleError::NotOnDisplay(card));
        }
        let total = cards.total();
        if cards.len() > 1 && total > SEVERAL_AT_MOST {
            return Err(RuleError::TooMuchMoney { total });
        }
        Ok(())
    }

    /// Every different set of display cards that may be taken, in a fixed order: by the mask
    /// of display positions, each set the first time it comes up.
    pub fn take_money_options(&self) -> TakeOptions {
        self.takes().map(|take| take.cards).collect()
    }

    /// The different takes, as [`Alhambra::take_money_options`] orders them, with their size
    /// and total.
    pub(super) fn takes(&self) -> impl Iterator<Item = Take> + '_ {
        let display = &self.money_display;
        // For each position, the earlier positions holding the same card. Among equal cards
        // a take uses the first ones, so a mask holding a card but not an earlier equal one
        // repeats a take already listed (with a smaller mask).
        let mut earlier_same = [0u32; DISPLAY];
        for (j, card) in display.iter().enumerate() {
            for (i, other) in display[..j].iter().enumerate() {
                if other == card {
                    earlier_same[j] |= 1 << i;
                }
            }
        }
        (1u32..1 << display.len()).filter_map(move |mask| {
            let mut take = Take {
                cards: Cards::EMPTY,
                count: mask.count_ones(),
                total: 0,
            };
            for (i, &card) in display.iter().enumerate() {
                if mask & (1 << i) != 0 {
                    if earlier_same[i] & !mask != 0 {
                        return None;
                    }
                    take.cards.add(card);
                    take.total += u32::from(card.value());
                }
            }
            // Any one card, or several adding up to at most 5.
            (take.count == 1 || take.total <= SEVERAL_AT_MOST).then_some(take)
        })
    }

    pub(super) fn take_money(
        &mut self,
        seat: Seat,
        cards: &Cards,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.check_take_money(cards)?;
        for card in cards.iter() {
            let i = self
                .money_display
                .iter()
                .position(|&c| c == card)
                .expect("checked to be on display");
            self.money_display.remove(i);
        }
        self.seat_mut(seat).hand.add_all(cards);
        events.push(Event::MoneyTaken {
            seat,
            cards: *cards,
        });
        self.end_turn(events);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;
    use crate::engine::alhambra::Action;
    use crate::engine::alhambra::fixtures::game;
    use crate::engine::alhambra::money::cards;

    fn take(g: &mut Alhambra, codes: &str) -> Result<Vec<Event>, RuleError> {
        g.apply(
            Seat(0),
            &Action::TakeMoney {
                cards: cards(codes),
            },
        )
    }

    #[test]
    fn rule_take_money_one_card_of_any_value() {
        let mut g = game(3);
        g.set_display("ducat9 denar8 florin1 dirham2");
        take(&mut g, "ducat9").unwrap();
        assert_eq!(g.seat(Seat(0)).hand().count("ducat9".parse().unwrap()), 1);
        g.assert_sound();
    }

    #[test]
    fn rule_take_money_several_cards_adding_up_to_at_most_5() {
        let mut g = game(3);
        g.set_display("ducat9 denar3 florin1 dirham1");
        let hand = *g.seat(Seat(0)).hand();
        take(&mut g, "denar3 florin1 dirham1").unwrap();
        let mut gained = *g.seat(Seat(0)).hand();
        gained.remove_all(&hand);
        assert_eq!(
            gained,
            cards("denar3 florin1 dirham1"),
            "5, currencies mixed"
        );
        g.assert_sound();
    }

    #[test]
    fn rule_take_money_several_cards_over_5_are_refused() {
        let mut g = game(3);
        g.set_display("ducat9 denar3 florin3 dirham1");
        let before = g.clone();
        assert_eq!(
            take(&mut g, "denar3 florin3"),
            Err(RuleError::TooMuchMoney { total: 6 })
        );
        assert_eq!(
            take(&mut g, "ducat9 dirham1"),
            Err(RuleError::TooMuchMoney { total: 10 })
        );
        assert_eq!(g, before);
        let offered = g.take_money_options();
        assert!(offered.contains(&cards("ducat9")));
        assert!(offered.contains(&cards("denar3 dirham1")));
        assert!(!offered.contains(&cards("denar3 florin3")));
        assert_eq!(offered.len(), 4 + 2, "the four cards, and 3 + 1 twice");
    }

    #[test]
    fn the_takes_are_every_different_legal_subset_of_the_display_once() {
        use rand::{RngExt, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        for _ in 0..300 {
            let mut g = game(3);
            // Few distinct cards, so that displays often repeat one.
            let display: Vec<String> = (0..rng.random_range(0..=4))
                .map(|_| format!("denar{}", rng.random_range(1..=3)))
                .collect();
            if display
                .iter()
                .any(|c| display.iter().filter(|d| *d == c).count() > 2)
            {
                continue; // more copies than a game can spare
            }
            g.set_display(&display.join(" "));
            let mut expected: Vec<Cards> = Vec::new();
            for mask in 1u32..1 << display.len() {
                let cards: Cards = (0..display.len())
                    .filter(|i| mask & (1 << i) != 0)
                    .map(|i| g.money_display()[i])
                    .collect();
                if !expected.contains(&cards) && g.check_take_money(&cards).is_ok() {
                    expected.push(cards);
                }
            }
            assert_eq!(g.take_money_options().to_vec(), expected, "{display:?}");
        }
    }

    #[test]
    fn rule_only_display_cards_can_be_taken() {
        let mut g = game(3);
        g.set_display("ducat9 denar3 florin3 dirham1");
        let before = g.clone();
        assert_eq!(
            take(&mut g, "denar1"),
            Err(RuleError::NotOnDisplay("denar1".parse().unwrap()))
        );
        assert_eq!(
            take(&mut g, "dirham1 dirham1"),
            Err(RuleError::NotOnDisplay("dirham1".parse().unwrap())),
            "one dirham 1 is on display, not two"
        );
        assert_eq!(take(&mut g, ""), Err(RuleError::NothingTaken));
        assert_eq!(g, before);
    }

    #[test]
    fn rule_taking_money_ends_the_turn_and_the_display_is_refilled_to_4() {
        let mut g = game(4);
        g.set_display("ducat9 denar2 florin3 dirham1");
        let events = take(&mut g, "denar2 florin3").unwrap();
        assert_eq!(g.active(), Seat(1));
        assert_eq!(g.actions_taken(), 0);
        assert_eq!(g.money_display().len(), 4);
        let drawn = events
            .iter()
            .filter(|e| matches!(e, Event::MoneyDrawn { .. }))
            .count();
        assert_eq!(drawn, 2);
        assert_eq!(events.last(), Some(&Event::TurnBegins { seat: Seat(1) }));
        g.assert_sound();
    }
}
