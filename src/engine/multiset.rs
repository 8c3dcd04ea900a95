//! Counted sets of cards drawn from a fixed number of kinds — a hand, a payment, the discards —
//! shared by every game whose cards are interchangeable copies. Each game names its own
//! (`type Cards = Multiset<Card, { Card::KINDS }>`) and adds what its rules ask of it.

use std::fmt;
use std::marker::PhantomData;

use serde::de::{Deserialize, Deserializer};
use serde::ser::{Serialize, SerializeSeq, Serializer};

/// A kind of card: one of `KINDS`, numbered from 0.
pub trait Kind: Copy {
    /// The card for number `kind`, if there is one.
    fn from_kind(kind: usize) -> Option<Self>;
    /// This card's number, below the multiset's `N`.
    fn kind(self) -> usize;
    /// A short code for debugging output, e.g. "red5".
    fn code(self) -> String;
}

/// How many copies of each of `N` kinds of `T`. Serialised as the list of its cards.
pub struct Multiset<T, const N: usize> {
    counts: [u8; N],
    kind: PhantomData<T>,
}

// Written by hand: a derive would ask `T` for traits the counts alone provide.
impl<T, const N: usize> Clone for Multiset<T, N> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T, const N: usize> Copy for Multiset<T, N> {}
impl<T, const N: usize> PartialEq for Multiset<T, N> {
    fn eq(&self, other: &Self) -> bool {
        self.counts == other.counts
    }
}
impl<T, const N: usize> Eq for Multiset<T, N> {}
impl<T, const N: usize> std::hash::Hash for Multiset<T, N> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.counts.hash(state);
    }
}
impl<T, const N: usize> Default for Multiset<T, N> {
    fn default() -> Self {
        Self::EMPTY
    }
}

impl<T, const N: usize> Multiset<T, N> {
    pub const EMPTY: Self = Multiset {
        counts: [0; N],
        kind: PhantomData,
    };

    /// The multiset with `counts[k]` copies of kind `k`.
    pub const fn from_counts(counts: [u8; N]) -> Self {
        Multiset {
            counts,
            kind: PhantomData,
        }
    }

    /// How many copies of each kind, by kind number: for arithmetic over a whole hand without
    /// walking it card by card.
    pub const fn counts(&self) -> &[u8; N] {
        &self.counts
    }

    pub fn len(&self) -> usize {
        self.counts.iter().map(|&c| c as usize).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.counts.iter().all(|&c| c == 0)
    }

    /// Whether every card of `other` is here (counting copies).
    pub fn contains_all(&self, other: &Self) -> bool {
        self.counts.iter().zip(&other.counts).all(|(a, b)| a >= b)
    }

    pub fn add_all(&mut self, other: &Self) {
        for (a, b) in self.counts.iter_mut().zip(&other.counts) {
            *a += b;
        }
    }

    /// Takes every card of `other` out. The caller has checked [`Multiset::contains_all`].
    pub fn remove_all(&mut self, other: &Self) {
        debug_assert!(self.contains_all(other));
        for (a, b) in self.counts.iter_mut().zip(&other.counts) {
            *a -= b;
        }
    }
}

impl<T: Kind, const N: usize> Multiset<T, N> {
    pub fn count(&self, card: T) -> u8 {
        self.counts[card.kind()]
    }

    pub fn add(&mut self, card: T) {
        self.add_copies(card, 1);
    }

    /// Adds `n` copies of `card`.
    pub fn add_copies(&mut self, card: T, n: u8) {
        self.counts[card.kind()] += n;
    }

    /// Takes one `card` out; false (and nothing changes) if there is none.
    pub fn remove(&mut self, card: T) -> bool {
        let c = &mut self.counts[card.kind()];
        if *c == 0 {
            return false;
        }
        *c -= 1;
        true
    }

    pub fn contains(&self, card: T) -> bool {
        self.count(card) > 0
    }

    /// Every card, copies repeated, in kind order.
    pub fn iter(&self) -> impl Iterator<Item = T> + '_ {
        self.counts.iter().enumerate().flat_map(|(kind, &n)| {
            std::iter::repeat_n(T::from_kind(kind).expect("kind index"), n as usize)
        })
    }

    /// Each distinct card once.
    pub fn distinct(&self) -> impl Iterator<Item = T> + '_ {
        self.counts
            .iter()
            .enumerate()
            .filter(|&(_, &n)| n > 0)
            .map(|(kind, _)| T::from_kind(kind).expect("kind index"))
    }

    /// Every sub-multiset (each kind taken 0 to all its copies): the brute-force oracle the
    /// payment searches are tested against.
    #[cfg(test)]
    pub fn subsets(&self) -> Vec<Self> {
        let mut out = vec![Self::EMPTY];
        for card in self.distinct() {
            let mut next = Vec::new();
            for base in &out {
                for n in 0..=self.count(card) {
                    let mut with = *base;
                    with.add_copies(card, n);
                    next.push(with);
                }
            }
            out = next;
        }
        out
    }

    /// Only the cards `keep` keeps.
    pub fn only(&self, keep: impl Fn(T) -> bool) -> Self {
        let mut out = Self::EMPTY;
        for card in self.distinct().filter(|c| keep(*c)) {
            out.counts[card.kind()] = self.count(card);
        }
        out
    }
}

impl<T: Kind, const N: usize> FromIterator<T> for Multiset<T, N> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        let mut cards = Self::EMPTY;
        for card in iter {
            cards.add(card);
        }
        cards
    }
}

impl<T: Kind, const N: usize> fmt::Debug for Multiset<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter().map(Kind::code)).finish()
    }
}

impl<T: Kind + Serialize, const N: usize> Serialize for Multiset<T, N> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut seq = s.serialize_seq(Some(self.len()))?;
        for card in self.iter() {
            seq.serialize_element(&card)?;
        }
        seq.end()
    }
}

impl<'de, T: Kind + Deserialize<'de>, const N: usize> Deserialize<'de> for Multiset<T, N> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let cards = Vec::<T>::deserialize(d)?;
        if cards.len() > u8::MAX as usize {
            return Err(serde::de::Error::custom("too many cards"));
        }
        Ok(cards.into_iter().collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Clone, Copy, PartialEq, serde::Serialize, serde::Deserialize)]
    struct Die(u8);

    impl Kind for Die {
        fn from_kind(kind: usize) -> Option<Die> {
            (kind < 6).then_some(Die(kind as u8 + 1))
        }
        fn kind(self) -> usize {
            self.0 as usize - 1
        }
        fn code(self) -> String {
            format!("d{}", self.0)
        }
    }

    type Dice = Multiset<Die, 6>;

    #[test]
    fn copies_are_counted_added_and_taken_out() {
        let mut dice: Dice = [Die(3), Die(3), Die(6)].into_iter().collect();
        assert_eq!((dice.len(), dice.count(Die(3))), (3, 2));
        assert!(dice.remove(Die(3)) && dice.remove(Die(3)) && !dice.remove(Die(3)));
        let pair: Dice = [Die(6), Die(1)].into_iter().collect();
        assert!(!dice.contains_all(&pair));
        dice.add(Die(1));
        assert!(dice.contains_all(&pair));
        dice.remove_all(&pair);
        assert!(dice.is_empty());
        assert_eq!(pair.only(|d| d.0 > 3).iter().collect::<Vec<_>>(), [Die(6)]);
        assert_eq!(format!("{pair:?}"), r#"["d1", "d6"]"#);
    }

    #[test]
    fn a_multiset_is_serialised_as_its_cards() {
        let dice: Dice = [Die(2), Die(5), Die(2)].into_iter().collect();
        let json = serde_json::to_string(&dice).unwrap();
        assert_eq!(json, "[2,2,5]");
        assert_eq!(serde_json::from_str::<Dice>(&json).unwrap(), dice);
    }
}
