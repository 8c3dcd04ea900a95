//! Money: sets of cards, what counts as a payment (ruling 1), and the payment helper.
//!
//! A payment splits into *groups* — three cards of one value in the three currencies, or three
//! 2-certificates, worth 15 each — and loose cards: certificates plus cards of one currency at
//! face value. The split is forced (see [`Cards::payment`]), so checking a payment is a few
//! comparisons, not a search.

use std::fmt;

use super::components::{CERTIFICATES, COPIES, Card, Currency, VALUES};
use crate::engine::multiset::Multiset;

/// A group of three is worth this, whatever its face values.
pub const GROUP_VALUE: u32 = 15;

/// A multiset of money cards: a hand, a payment, a bid, the discards.
pub type Cards = Multiset<Card, { Card::KINDS }>;

/// How a set of cards pays: its value and the currency of its loose cards, if any.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Payment {
    pub value: u32,
    /// The currency of the loose currency cards; `None` when it holds only groups and
    /// certificates.
    pub currency: Option<Currency>,
    pub groups: u8,
}

impl Cards {
    /// The 55 money cards of the game.
    pub fn full_deck() -> Cards {
        let mut counts = [COPIES; Card::KINDS];
        counts[Card::CERTIFICATE.kind()] = CERTIFICATES;
        Cards::from_counts(counts)
    }

    /// The sum of face values, groups ignored.
    pub fn face_value(&self) -> u32 {
        self.iter().map(|c| u32::from(c.value())).sum()
    }

    /// How many `currency` cards of `value` (3–7) these are: read from the counts by kind.
    fn coin_count(&self, currency: Currency, value: u8) -> u8 {
        debug_assert!(VALUES.contains(&value));
        self.counts()[currency.index() * 5 + usize::from(value - 3)]
    }

    fn certificates(&self) -> u8 {
        self.count(Card::CERTIFICATE)
    }

    /// The value of these cards as one payment, or `None` if they are not a payment (ruling 1).
    ///
    /// The split is forced: at each value the cards common to all three currencies must form
    /// groups (else three currencies would stay loose), and certificates are best grouped in
    /// threes (15 beats 6). What is left must be of one currency.
    pub fn payment(&self) -> Option<Payment> {
        let mut value = 0;
        let mut groups = 0;
        let mut currency = None;
        for v in VALUES {
            let [r, b, s] = Currency::ALL.map(|c| self.coin_count(c, v));
            let g = r.min(b).min(s);
            groups += g;
            for c in Currency::ALL {
                let loose = self.coin_count(c, v) - g;
                if loose == 0 {
                    continue;
                }
                if currency.is_some_and(|other| other != c) {
                    return None;
                }
                currency = Some(c);
                value += u32::from(loose) * u32::from(v);
            }
        }
        let certs = self.certificates();
        groups += certs / 3;
        value += u32::from(groups) * GROUP_VALUE + u32::from(certs % 3) * 2;
        Some(Payment {
            value,
            currency,
            groups,
        })
    }

    /// The payment's value if it is one that may be added to a bid already holding `bound`
    /// (ruling 2: once a bid holds a currency, later increments add only that currency,
    /// certificates and groups).
    pub fn payment_within(&self, bound: Option<Currency>) -> Option<Payment> {
        self.payment()
            .filter(|p| bound.is_none() || p.currency.is_none() || p.currency == bound)
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

/// The cheapest payment from `hand` worth at least `amount`, its loose cards in `bound`'s
/// currency if one is given (an auction bid's constraint). Cheapest means the lowest value, then
/// the fewest cards, then the lowest face values; among payments equal on all three, the one
/// with the fewest cards of the lowest values (groups before loose cards at each value, red
/// before brown before silver). `None` if the hand cannot reach `amount`.
///
/// The lowest value is found first, from the sums each currency's cards can make (a bitset per
/// value, see [`Search`]); the search then visits only choices that can still end at exactly
/// that value. Nothing is allocated.
pub fn cheapest_payment(hand: &Cards, amount: u32, bound: Option<Currency>) -> Option<Cards> {
    let currencies: &[Currency] = match &bound {
        Some(c) => std::slice::from_ref(c),
        None => &Currency::ALL,
    };
    let counts = hand.counts();
    let certificates = counts[Card::CERTIFICATE.kind()];
    let groups: [u8; 5] = std::array::from_fn(|i| counts[i].min(counts[5 + i]).min(counts[10 + i]));
    let loose_of = |c: Currency| -> [u8; 5] { std::array::from_fn(|i| counts[c.index() * 5 + i]) };
    let mut search = Search {
        amount,
        certificates,
        groups,
        loose: [0; 5],
        currency: Currency::Red,
        exact: false,
        reach: [0; 6],
        rest: [0; 6],
        path: [(0, 0); 5],
        best: Best {
            key: (u32::MAX, u32::MAX, u32::MAX),
            path: [(0, 0); 5],
            certificates: 0,
            currency: Currency::Red,
        },
        found: false,
    };
    if amount < SUMS - MOST_OVERPAY {
        // The lowest value any payment reaching `amount` has, over every currency allowed.
        let mut reaches = [[0u64; 6]; 3];
        let mut lowest = None::<u32>;
        for (k, (reach, &currency)) in reaches.iter_mut().zip(currencies).enumerate() {
            if k > 0 && loose_of(currency) == groups {
                // Only groups and certificates: the first currency's search has those.
                continue;
            }
            *reach = sums(&groups, &loose_of(currency), certificates);
            let above = reach[0] >> amount;
            if above != 0 {
                let value = amount + above.trailing_zeros();
                lowest = Some(lowest.map_or(value, |l| l.min(value)));
            }
        }
        let lowest = lowest?;
        // Nothing worth more than the lowest value can win, nor can anything worth it with
        // more cards than one already found: the key starts just above every such payment.
        search.best.key = (lowest, u32::MAX, u32::MAX);
        search.exact = true;
        for (reach, &currency) in reaches.iter().zip(currencies) {
            if (reach[0] >> lowest) & 1 == 1 {
                search.reach = *reach;
                search.loose = loose_of(currency);
                search.currency = currency;
                search.visit(0, Partial::default());
            }
        }
    } else {
        // Amounts too large for the bitsets (no game comes near): the search alone, pruned by
        // the most the values still to come can add.
        if best_value(hand, bound) < amount {
            return None;
        }
        for &currency in currencies {
            search.loose = loose_of(currency);
            for i in (0..5).rev() {
                let v = i as u32 + 3;
                let most =
                    u32::from(groups[i]) * GROUP_VALUE + u32::from(search.loose[i] - groups[i]) * v;
                search.rest[i] = search.rest[i + 1] + most;
            }
            search.currency = currency;
            search.visit(0, Partial::default());
        }
    }
    search.found.then(|| search.best.cards())
}

/// The bitsets hold sums 0 to `SUMS - 1`.
const SUMS: u32 = u64::BITS;
/// The cheapest payment reaching an amount exceeds it by at most this: were it more, leaving
/// out one group (15), one loose card (at most 7) or one certificate (a step of at most 11)
/// would still reach the amount, more cheaply.
const MOST_OVERPAY: u32 = 14;

/// Per value index 0–4 (values 3–7), and at 5 for the certificates alone: bit `s` of entry `i`
/// is set when the choices at values `i`.. (groups, loose cards of the currency whose counts
/// `loose` gives, then any number of the certificates) can add exactly `s`. Sums of
/// `SUMS` or more are dropped.
fn sums(groups: &[u8; 5], loose: &[u8; 5], certificates: u8) -> [u64; 6] {
    let mut reach = [0u64; 6];
    for c in 0..=certificates {
        reach[5] |= 1u64.checked_shl(certificate_value(c)).unwrap_or(0);
    }
    for i in (0..5).rev() {
        let v = i as u32 + 3;
        let next = reach[i + 1];
        if loose[i] == 0 {
            // No card of this value to pay (a group needs one of each currency).
            reach[i] = next;
            continue;
        }
        let mut here = 0;
        for g in 0..=u32::from(groups[i]) {
            for l in 0..=u32::from(loose[i]) - g {
                here |= next.checked_shl(g * GROUP_VALUE + l * v).unwrap_or(0);
            }
        }
        reach[i] = here;
    }
    reach
}

/// Value, card count and face value: lower is cheaper, in that order.
type Key = (u32, u32, u32);

#[derive(Clone, Copy, Default)]
struct Partial {
    value: u32,
    cards: u32,
    face: u32,
}

/// The cheapest payment found so far: its key, and how it was made.
struct Best {
    key: Key,
    /// Groups and loose cards per value.
    path: [(u8, u8); 5],
    certificates: u8,
    currency: Currency,
}

impl Best {
    fn cards(&self) -> Cards {
        let mut cards = Cards::EMPTY;
        for (i, (v, &(g, l))) in VALUES.zip(&self.path).enumerate() {
            debug_assert_eq!(usize::from(v - 3), i);
            for c in Currency::ALL {
                let n = g + if c == self.currency { l } else { 0 };
                cards.add_copies(Card::coin(c, v).expect("value in range"), n);
            }
        }
        cards.add_copies(Card::CERTIFICATE, self.certificates);
        cards
    }
}

/// A depth-first search over how many groups and loose cards to pay at each value 3–7, fewer
/// first; certificates are added last, as few as reach the amount. A choice stops the path
/// once the amount is reached (anything more costs more). The first payment found with the
/// lowest key wins.
struct Search {
    amount: u32,
    certificates: u8,
    /// Per value: how many groups the hand holds, and how many cards of the loose currency.
    groups: [u8; 5],
    loose: [u8; 5],
    /// The currency of the loose cards.
    currency: Currency,
    /// Whether the lowest value is known (`best.key` starts at it) and `reach` is used, else
    /// `rest`.
    exact: bool,
    /// The sums the values from `i` on can add (see [`sums`]).
    reach: [u64; 6],
    /// The most the values from `i` on can add, when `reach` is not used.
    rest: [u32; 6],
    /// The groups and loose cards chosen so far, per value.
    path: [(u8, u8); 5],
    best: Best,
    found: bool,
}

impl Search {
    /// Visits the choices at value index `i` onwards, `at` being what the earlier ones add;
    /// a choice is entered only if it can still beat the best payment found.
    fn visit(&mut self, i: usize, at: Partial) {
        if at.value >= self.amount {
            // Anything more costs more: stop here.
            self.offer(at, 0);
            return;
        }
        if i == 5 {
            let need = self.amount - at.value;
            if let Some(certs) = (1..=self.certificates).find(|&c| certificate_value(c) >= need) {
                self.offer(at, certs);
            }
            return;
        }
        if !self.exact
            && at.value + self.rest[i] + certificate_value(self.certificates) < self.amount
        {
            return;
        }
        let v = i as u32 + 3;
        for g in 0..=self.groups[i] {
            for l in 0..=self.loose[i] - g {
                let next = Partial {
                    value: at.value + u32::from(g) * GROUP_VALUE + u32::from(l) * v,
                    cards: at.cards + 3 * u32::from(g) + u32::from(l),
                    face: at.face + 3 * u32::from(g) * v + u32::from(l) * v,
                };
                let (best_value, best_cards, _) = self.best.key;
                if next.value > best_value || (next.value == best_value && next.cards > best_cards)
                {
                    // More loose cards only add value and cards.
                    break;
                }
                if self.exact && (self.reach[i + 1] >> (best_value - next.value)) & 1 == 0 {
                    // The values after this one cannot make up exactly the lowest value.
                    continue;
                }
                self.path[i] = (g, l);
                self.visit(i + 1, next);
            }
        }
        self.path[i] = (0, 0);
    }

    /// Records the payment made of the choices so far (later values at zero), plus `certs`.
    fn offer(&mut self, at: Partial, certs: u8) {
        let key = (
            at.value + certificate_value(certs),
            at.cards + u32::from(certs),
            at.face + 2 * u32::from(certs),
        );
        if key >= self.best.key {
            return;
        }
        self.best = Best {
            key,
            path: self.path,
            certificates: certs,
            currency: self.currency,
        };
        self.found = true;
    }
}

/// What `n` certificates pay: 15 for every three, 2 for each one left over.
fn certificate_value(n: u8) -> u32 {
    u32::from(n / 3) * GROUP_VALUE + u32::from(n % 3) * 2
}

/// The value of [`best_payment`], without building it: per value, every group at 15 and the
/// loose cards of the best currency at face value, plus the certificates.
pub fn best_value(hand: &Cards, bound: Option<Currency>) -> u32 {
    let mut groups = 0;
    let mut loose = [0u32; 3];
    for v in VALUES {
        let counts = Currency::ALL.map(|c| hand.coin_count(c, v));
        let g = counts.iter().copied().min().unwrap_or(0);
        groups += u32::from(g);
        for (total, n) in loose.iter_mut().zip(counts) {
            *total += u32::from(n - g) * u32::from(v);
        }
    }
    let best_loose = match bound {
        Some(c) => loose[c as usize],
        None => loose.into_iter().max().unwrap_or(0),
    };
    groups * GROUP_VALUE + best_loose + certificate_value(hand.certificates())
}

/// The most valuable single payment `hand` can make (loose cards in `bound`'s currency if
/// given), with its value: every group, every certificate, and every loose card of the best
/// currency. Empty with value 0 for an empty hand.
pub fn best_payment(hand: &Cards, bound: Option<Currency>) -> (Cards, u32) {
    let currencies: &[Currency] = match &bound {
        Some(c) => std::slice::from_ref(c),
        None => &Currency::ALL,
    };
    currencies
        .iter()
        .map(|&loose| {
            let mut cards = Cards::EMPTY;
            for v in VALUES {
                let g = Currency::ALL
                    .iter()
                    .map(|&c| hand.coin_count(c, v))
                    .min()
                    .unwrap_or(0);
                for c in Currency::ALL {
                    let n = if c == loose { hand.coin_count(c, v) } else { g };
                    for _ in 0..n {
                        cards.add(Card::coin(c, v).expect("value in range"));
                    }
                }
            }
            for _ in 0..hand.certificates() {
                cards.add(Card::CERTIFICATE);
            }
            let value = cards.payment().map_or(0, |p| p.value);
            (cards, value)
        })
        .max_by_key(|&(cards, value)| (value, std::cmp::Reverse(cards.len())))
        .unwrap_or((Cards::EMPTY, 0))
}

#[cfg(test)]
pub(crate) fn cards(codes: &str) -> Cards {
    codes
        .split_whitespace()
        .map(|c| c.parse::<Card>().expect("card code"))
        .collect()
}

/// The payment search as it was before the bitsets, to hold the new one to the same payments
/// (ties included: the random games depend on them).
#[cfg(test)]
mod reference {
    use super::*;

    /// The first search, kept as it was: every choice of groups and loose cards per value in
    /// order, pruned by the most the rest can add. The faster one must agree with it card for card.
    pub(super) fn cheapest_payment(
        hand: &Cards,
        amount: u32,
        bound: Option<Currency>,
    ) -> Option<Cards> {
        if best_value(hand, bound) < amount {
            return None;
        }
        let currencies: &[Currency] = match &bound {
            Some(c) => std::slice::from_ref(c),
            None => &Currency::ALL,
        };
        let mut search = Search {
            amount,
            certificates: hand.certificates(),
            groups: [0; 5],
            loose: [0; 5],
            rest: [0; 6],
            path: ([0; 5], [0; 5]),
            best: None,
        };
        for &currency in currencies {
            for (i, v) in VALUES.enumerate() {
                search.groups[i] = Currency::ALL
                    .iter()
                    .map(|&c| hand.coin_count(c, v))
                    .min()
                    .unwrap_or(0);
                search.loose[i] = hand.coin_count(currency, v);
            }
            // The most the values from `i` on can still add, for pruning.
            for i in (0..5).rev() {
                let v = i as u32 + 3;
                let most = u32::from(search.groups[i]) * GROUP_VALUE
                    + u32::from(search.loose[i] - search.groups[i]) * v;
                search.rest[i] = search.rest[i + 1] + most;
            }
            search.visit(0, Partial::default(), currency);
        }
        search.best.map(|(_, cards)| cards)
    }

    /// Value, card count and face value: lower is cheaper, in that order.
    type Key = (u32, u32, u32);

    #[derive(Clone, Copy, Default)]
    struct Partial {
        value: u32,
        cards: u32,
        face: u32,
    }

    /// A depth-first search over how many groups and loose cards to pay at each value 3–7;
    /// certificates are added last, as few as reach the amount.
    struct Search {
        amount: u32,
        certificates: u8,
        /// Per value: how many groups the hand holds, and how many cards of the loose currency.
        groups: [u8; 5],
        loose: [u8; 5],
        rest: [u32; 6],
        /// The groups and loose cards chosen so far, per value.
        path: ([u8; 5], [u8; 5]),
        best: Option<(Key, Cards)>,
    }

    impl Search {
        fn visit(&mut self, i: usize, at: Partial, currency: Currency) {
            if self
                .best
                .as_ref()
                .is_some_and(|((value, ..), _)| at.value > *value)
            {
                return;
            }
            if at.value >= self.amount {
                // Anything more costs more: stop here.
                self.offer(i, at, 0, currency);
                return;
            }
            if i == 5 {
                let need = self.amount - at.value;
                if let Some(certs) = (1..=self.certificates).find(|&c| certificate_value(c) >= need)
                {
                    self.offer(i, at, certs, currency);
                }
                return;
            }
            if at.value + self.rest[i] + certificate_value(self.certificates) < self.amount {
                return;
            }
            let v = i as u32 + 3;
            for g in 0..=self.groups[i] {
                for l in 0..=self.loose[i] - g {
                    self.path.0[i] = g;
                    self.path.1[i] = l;
                    let next = Partial {
                        value: at.value + u32::from(g) * GROUP_VALUE + u32::from(l) * v,
                        cards: at.cards + 3 * u32::from(g) + u32::from(l),
                        face: at.face + 3 * u32::from(g) * v + u32::from(l) * v,
                    };
                    self.visit(i + 1, next, currency);
                }
            }
            self.path.0[i] = 0;
            self.path.1[i] = 0;
        }

        /// Records the payment made of the choices for values before `upto`, plus `certs`.
        fn offer(&mut self, upto: usize, at: Partial, certs: u8, currency: Currency) {
            let key = (
                at.value + certificate_value(certs),
                at.cards + u32::from(certs),
                at.face + 2 * u32::from(certs),
            );
            if self.best.as_ref().is_some_and(|(k, _)| *k <= key) {
                return;
            }
            let mut cards = Cards::EMPTY;
            for (i, v) in VALUES.enumerate().take(upto) {
                for c in Currency::ALL {
                    let n = self.path.0[i] + if c == currency { self.path.1[i] } else { 0 };
                    cards.add_copies(Card::coin(c, v).expect("value in range"), n);
                }
            }
            cards.add_copies(Card::CERTIFICATE, certs);
            self.best = Some((key, cards));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(codes: &str) -> Option<u32> {
        cards(codes).payment().map(|p| p.value)
    }

    #[test]
    fn the_deck_holds_55_cards() {
        let deck = Cards::full_deck();
        assert_eq!(deck.len(), 55);
        assert_eq!(deck.count(Card::CERTIFICATE), 10);
        assert_eq!(deck.face_value(), 3 * 3 * (3 + 4 + 5 + 6 + 7) + 20);
    }

    #[test]
    fn ruling_1_one_currency_and_certificates_pay_at_face_value() {
        assert_eq!(value("red3 red7 cert"), Some(12));
        assert_eq!(value("silver5"), Some(5));
        assert_eq!(value("cert cert"), Some(4));
    }

    #[test]
    fn ruling_1_two_currencies_are_not_a_payment() {
        assert_eq!(value("red3 brown3"), None);
        assert_eq!(value("red3 brown4 cert"), None);
    }

    #[test]
    fn ruling_1_a_group_of_one_value_in_three_currencies_is_worth_15() {
        assert_eq!(value("red3 brown3 silver3"), Some(15));
        assert_eq!(value("red7 brown7 silver7"), Some(15));
        let p = cards("red4 brown4 silver4 red6 cert").payment().unwrap();
        assert_eq!(
            (p.value, p.currency, p.groups),
            (23, Some(Currency::Red), 1)
        );
    }

    #[test]
    fn ruling_1_three_certificates_are_a_group_worth_15() {
        assert_eq!(value("cert cert cert"), Some(15));
        assert_eq!(value("cert cert cert cert"), Some(17));
        assert_eq!(value("cert cert cert cert cert cert"), Some(30));
    }

    #[test]
    fn ruling_1_three_identical_cards_of_one_currency_are_not_a_group() {
        assert_eq!(value("red5 red5 red5"), Some(15), "face value, 5+5+5");
        assert_eq!(value("red6 red6 red6"), Some(18), "not 15");
    }

    #[test]
    fn ruling_1_groups_and_certificates_alone_need_no_currency_card() {
        let p = cards("red4 brown4 silver4 cert").payment().unwrap();
        assert_eq!((p.value, p.currency), (17, None));
        assert_eq!(value(""), Some(0));
    }

    #[test]
    fn ruling_1_groups_combine_with_one_loose_currency_only() {
        assert_eq!(value("red4 brown4 silver4 red5 brown5 silver5"), Some(30));
        assert_eq!(value("red4 brown4 silver4 brown6 brown3"), Some(24));
        assert_eq!(value("red4 brown4 silver4 brown6 red3"), None);
        assert_eq!(value("red4 red4 brown4 silver4"), Some(19));
        assert_eq!(value("red4 red4 brown4 brown4 silver4"), None);
    }

    #[test]
    fn ruling_2_a_bound_bid_takes_only_its_currency_certificates_and_groups() {
        let bound = Some(Currency::Brown);
        assert!(cards("brown5 cert").payment_within(bound).is_some());
        assert!(cards("cert cert").payment_within(bound).is_some());
        assert!(cards("red3 brown3 silver3").payment_within(bound).is_some());
        assert!(cards("red5").payment_within(bound).is_none());
        assert!(cards("red5").payment_within(None).is_some());
    }

    #[test]
    fn cheapest_payment_reaches_the_amount_with_least_overpay() {
        let hand = cards("red3 red7 brown5 brown6 cert");
        assert_eq!(cheapest_payment(&hand, 9, None), Some(cards("red7 cert")));
        assert_eq!(cheapest_payment(&hand, 10, None), Some(cards("red3 red7")));
        assert_eq!(
            cheapest_payment(&hand, 13, None),
            Some(cards("brown5 brown6 cert"))
        );
        assert_eq!(cheapest_payment(&hand, 14, None), None);
        assert_eq!(cheapest_payment(&hand, 0, None), Some(Cards::EMPTY));
    }

    #[test]
    fn cheapest_payment_respects_the_bids_currency() {
        let hand = cards("red3 red7 brown5 brown6 cert");
        assert_eq!(
            cheapest_payment(&hand, 6, Some(Currency::Brown)),
            Some(cards("brown6"))
        );
        assert_eq!(cheapest_payment(&hand, 14, Some(Currency::Red)), None);
        assert_eq!(
            cheapest_payment(&hand, 12, Some(Currency::Red)),
            Some(cards("red3 red7 cert"))
        );
    }

    #[test]
    fn cheapest_payment_uses_groups_when_they_are_cheaper() {
        let hand = cards("red7 brown7 silver7 red3");
        assert_eq!(
            cheapest_payment(&hand, 12, None),
            Some(cards("red7 brown7 silver7"))
        );
        assert_eq!(
            cheapest_payment(&hand, 16, None),
            Some(cards("red7 brown7 silver7 red3"))
        );
    }

    #[test]
    fn best_payment_takes_every_group_and_the_richest_currency() {
        let hand = cards("red4 brown4 silver4 red3 brown7 brown6 cert cert cert cert");
        let (pay, value) = best_payment(&hand, None);
        assert_eq!(value, 15 + 13 + 17);
        assert_eq!(
            pay,
            cards("red4 brown4 silver4 brown7 brown6 cert cert cert cert")
        );
        assert_eq!(best_payment(&hand, Some(Currency::Red)).1, 15 + 3 + 17);
        assert_eq!(best_payment(&Cards::EMPTY, None), (Cards::EMPTY, 0));
    }

    #[test]
    fn best_payment_is_never_beaten_by_a_cheapest_payment() {
        let hand = cards("red4 brown4 silver4 red3 red5 brown7 brown6 silver5 cert cert");
        let (_, best) = best_payment(&hand, None);
        assert!(cheapest_payment(&hand, best, None).is_some());
        assert!(cheapest_payment(&hand, best + 1, None).is_none());
    }

    #[test]
    fn cheapest_payment_agrees_with_trying_every_subset() {
        use rand::{RngExt, SeedableRng, seq::SliceRandom};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(99);
        let deck: Vec<Card> = Cards::full_deck().iter().collect();
        for _ in 0..400 {
            let mut deck = deck.clone();
            deck.shuffle(&mut rng);
            let hand: Cards = deck[..rng.random_range(0..11)].iter().copied().collect();
            let bound = [None, Some(Currency::Red), Some(Currency::Silver)][rng.random_range(0..3)];
            let amount = rng.random_range(0..60);
            let key = |c: &Cards| (c.payment().unwrap().value, c.len(), c.face_value());
            let expected = hand
                .subsets()
                .into_iter()
                .filter(|c| c.payment_within(bound).is_some_and(|p| p.value >= amount))
                .min_by_key(key);
            let found = cheapest_payment(&hand, amount, bound);
            assert_eq!(
                found.as_ref().map(key),
                expected.as_ref().map(key),
                "{hand:?} {amount} {bound:?}"
            );
            if let Some(found) = found {
                assert!(hand.contains_all(&found));
                assert!(found.payment_within(bound).is_some());
            }
            let most = hand
                .subsets()
                .into_iter()
                .filter_map(|c| c.payment_within(bound))
                .map(|p| p.value)
                .max();
            assert_eq!(Some(best_value(&hand, bound)), most, "{hand:?} {bound:?}");
            assert_eq!(best_payment(&hand, bound).1, best_value(&hand, bound));
        }
    }

    #[test]
    fn cheapest_payment_is_the_reference_searchs_card_for_card() {
        use rand::{RngExt, SeedableRng, seq::SliceRandom};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        let deck: Vec<Card> = Cards::full_deck().iter().collect();
        let bounds = [
            None,
            Some(Currency::Red),
            Some(Currency::Brown),
            Some(Currency::Silver),
        ];
        for round in 0..3000 {
            let mut deck = deck.clone();
            deck.shuffle(&mut rng);
            // Mostly hands as games see them; some large enough for amounts past the bitsets.
            let size = if round % 10 == 0 {
                rng.random_range(20..40)
            } else {
                rng.random_range(0..14)
            };
            let hand: Cards = deck[..size].iter().copied().collect();
            let bound = bounds[rng.random_range(0..bounds.len())];
            let most = best_value(&hand, bound);
            let amounts = [
                0,
                1,
                rng.random_range(0..=most + 2),
                most,
                most + 1,
                rng.random_range(40..70),
                rng.random_range(100..200),
            ];
            for amount in amounts {
                assert_eq!(
                    cheapest_payment(&hand, amount, bound),
                    reference::cheapest_payment(&hand, amount, bound),
                    "{hand:?} {amount} {bound:?}"
                );
            }
        }
    }

    #[test]
    fn cards_serialise_as_a_list_of_short_codes() {
        let hand = cards("red5 cert red5");
        let json = serde_json::to_string(&hand).unwrap();
        assert_eq!(json, r#"["red5","red5","cert"]"#);
        assert_eq!(serde_json::from_str::<Cards>(&json).unwrap(), hand);
    }
}
