//! Money: sets of cards (hands, payments, the discards) and the payment helper.
//!
//! A building is paid in its slot's currency only, with at least its price and no change; a
//! payment of exactly the price earns another action. [`cheapest_payment`] finds the payment
//! that overpays least, with the fewest cards.

use std::fmt;

use super::components::{Card, Currency, VALUES, copies};
use crate::engine::multiset::Multiset;

/// A multiset of money cards: a hand, a payment, the discards.
pub type Cards = Multiset<Card, { Card::KINDS }>;

impl Cards {
    /// Every money card of a game of `players`: 108, or 72 for two.
    pub fn full_deck(players: u8) -> Cards {
        Cards::from_counts([copies(players); Card::KINDS])
    }

    /// The sum of the values, currencies disregarded.
    pub fn total(&self) -> u32 {
        self.counts()
            .chunks_exact(VALUES_PER_CURRENCY)
            .map(value_of_counts)
            .sum()
    }

    /// The sum of the values of this currency's cards.
    pub fn total_in(&self, currency: Currency) -> u32 {
        value_of_counts(&self.counts()[currency_kinds(currency)])
    }

    /// Only this currency's cards.
    pub fn of(&self, currency: Currency) -> Cards {
        let range = currency_kinds(currency);
        let mut counts = [0; Card::KINDS];
        counts[range.clone()].copy_from_slice(&self.counts()[range]);
        Cards::from_counts(counts)
    }

    /// The one currency of all these cards; `None` when empty or mixed.
    pub fn single_currency(&self) -> Option<Currency> {
        let mut found = None;
        for card in self.distinct() {
            match found {
                None => found = Some(card.currency()),
                Some(c) if c != card.currency() => return None,
                Some(_) => {}
            }
        }
        found
    }
}

impl fmt::Display for Cards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("no cards");
        }
        for (i, card) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{card}")?;
        }
        Ok(())
    }
}

/// Cards are numbered by currency, then value: each currency's nine values in a row.
const VALUES_PER_CURRENCY: usize = 9;

/// The kind numbers of one currency's cards, values 1 to 9.
fn currency_kinds(currency: Currency) -> std::ops::Range<usize> {
    let first = Card::new(currency, 1).expect("value in range").kind();
    first..first + VALUES_PER_CURRENCY
}

/// What the cards counted by value (1 to 9) are worth together.
fn value_of_counts(counts: &[u8]) -> u32 {
    counts
        .iter()
        .zip(1..)
        .map(|(&n, value)| u32::from(n) * value)
        .sum()
}

/// The most one hand can hold of one currency: three copies of 1–9.
const MOST_OF_ONE_CURRENCY: usize = 3 * 45;

/// The cheapest payment of at least `price` from `hand`'s cards of `currency`: the smallest
/// total (the least overpay, exact when possible), then the fewest cards. `None` if the hand's
/// cards of that currency do not reach the price.
pub fn cheapest_payment(hand: &Cards, currency: Currency, price: u32) -> Option<Cards> {
    let own = hand.of(currency);
    let total = own.total();
    if total < price {
        return None;
    }
    // The least total reaching the price is below price + 9: above, a card (worth at most 9)
    // could be left out and the rest would still reach it. Sums beyond are never needed.
    let most = total.min(price + 8) as usize;
    // Each copy is an item of a 0/1 knapsack over sums 0..=most; `best[s]` is the fewest cards
    // reaching exactly `s`, with how many of each value they use. Higher values are tried
    // first, so among equally cheap payments the one of fewer, larger cards is kept.
    let mut best = [None::<(u8, [u8; 9])>; MOST_OF_ONE_CURRENCY + 1];
    best[0] = Some((0, [0; 9]));
    for value in VALUES.rev() {
        let card = Card::new(currency, value).expect("value in range");
        let v = value as usize;
        for _ in 0..own.count(card) {
            for s in (v..=most).rev() {
                let Some((n, used)) = best[s - v] else {
                    continue;
                };
                if best[s].is_none_or(|(m, _)| n + 1 < m) {
                    let mut used = used;
                    used[v - 1] += 1;
                    best[s] = Some((n + 1, used));
                }
            }
        }
    }
    let (_, used) = best[price as usize..=most].iter().flatten().next()?;
    let mut out = Cards::EMPTY;
    for (i, &n) in used.iter().enumerate() {
        let card = Card::new(currency, i as u8 + 1).expect("value in range");
        (0..n).for_each(|_| out.add(card));
    }
    Some(out)
}

/// Cards from their short codes, e.g. `cards("denar5 ducat3")`.
#[cfg(test)]
pub(crate) fn cards(codes: &str) -> Cards {
    codes
        .split_whitespace()
        .map(|c| c.parse::<Card>().expect("card code"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deck_holds_108_cards_or_72_for_two() {
        let deck = Cards::full_deck(4);
        assert_eq!(deck.len(), 108);
        assert_eq!(deck.total(), 4 * 3 * 45);
        assert_eq!(Cards::full_deck(2).len(), 72);
        assert_eq!(deck.total_in(Currency::Ducat), 3 * 45);
    }

    #[test]
    fn a_currency_is_picked_out_and_totalled() {
        let hand = cards("denar5 denar4 ducat9 florin1");
        assert_eq!(hand.of(Currency::Denar), cards("denar4 denar5"));
        assert_eq!(hand.total_in(Currency::Denar), 9);
        assert_eq!(hand.total_in(Currency::Dirham), 0);
        assert_eq!(hand.total(), 19);
        assert_eq!(
            cards("ducat1 ducat9").single_currency(),
            Some(Currency::Ducat)
        );
        assert_eq!(hand.single_currency(), None);
        assert_eq!(Cards::EMPTY.single_currency(), None);
    }

    #[test]
    fn cheapest_payment_pays_exactly_when_it_can() {
        let hand = cards("ducat2 ducat3 ducat5 ducat9 denar7");
        assert_eq!(
            cheapest_payment(&hand, Currency::Ducat, 7),
            Some(cards("ducat2 ducat5"))
        );
        assert_eq!(
            cheapest_payment(&hand, Currency::Ducat, 10),
            Some(cards("ducat2 ducat3 ducat5"))
        );
        assert_eq!(
            cheapest_payment(&hand, Currency::Ducat, 9),
            Some(cards("ducat9")),
            "one card beats 2 + 3 + ... of the same total"
        );
        assert_eq!(
            cheapest_payment(&hand, Currency::Ducat, 6),
            Some(cards("ducat2 ducat5")),
            "no exact 6: 7 is the least overpay"
        );
        assert_eq!(cheapest_payment(&hand, Currency::Ducat, 20), None);
        assert_eq!(
            cheapest_payment(&hand, Currency::Denar, 7),
            Some(cards("denar7"))
        );
        assert_eq!(cheapest_payment(&hand, Currency::Florin, 2), None);
    }

    #[test]
    fn cheapest_payment_agrees_with_trying_every_subset() {
        use rand::seq::SliceRandom;
        use rand::{RngExt, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(99);
        let deck: Vec<Card> = Cards::full_deck(3).iter().collect();
        for _ in 0..500 {
            let mut deck = deck.clone();
            deck.shuffle(&mut rng);
            let hand: Cards = deck[..rng.random_range(0..30)].iter().copied().collect();
            let currency = Currency::ALL[rng.random_range(0..4)];
            let price = rng.random_range(2..=14);
            let key = |c: &Cards| (c.total(), c.len());
            let expected = hand
                .of(currency)
                .subsets()
                .into_iter()
                .filter(|c| c.total() >= price)
                .min_by_key(key);
            let found = cheapest_payment(&hand, currency, price);
            assert_eq!(
                found.as_ref().map(key),
                expected.as_ref().map(key),
                "{hand:?} {currency} {price}"
            );
            if let Some(found) = found {
                assert!(hand.contains_all(&found));
                assert_eq!(found.single_currency(), Some(currency));
            }
        }
    }

    #[test]
    fn cards_serialise_as_a_list_of_short_codes() {
        let hand = cards("ducat5 denar1 ducat5");
        let json = serde_json::to_string(&hand).unwrap();
        assert_eq!(json, r#"["denar1","ducat5","ducat5"]"#);
        assert_eq!(serde_json::from_str::<Cards>(&json).unwrap(), hand);
    }
}
