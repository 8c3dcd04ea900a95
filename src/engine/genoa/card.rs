//! The sixty cards in four piles with distinct backs (G-8): a card is a number into the decks'
//! data (`data/decks.json`), written in records by its printed id (`"L-05"`). What a card names
//! (its [`Face`]) is data too.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::building::BuildingId;
use super::commodity::Commodity;

/// The most cards the decks may hold: [`CardSet`] is a 64-bit set.
pub const MAX_CARDS: usize = 64;

/// The four piles, by the back of their cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardKind {
    LargeOrder,
    SmallOrder,
    Message,
    Contract,
}

impl CardKind {
    pub const COUNT: usize = 4;
    /// In the order of the deal (G-27).
    pub const ALL: [CardKind; CardKind::COUNT] = [
        CardKind::LargeOrder,
        CardKind::SmallOrder,
        CardKind::Message,
        CardKind::Contract,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn key(self) -> &'static str {
        match self {
            CardKind::LargeOrder => "large_order",
            CardKind::SmallOrder => "small_order",
            CardKind::Message => "message",
            CardKind::Contract => "contract",
        }
    }
}

impl fmt::Display for CardKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CardKind::LargeOrder => "Large order",
            CardKind::SmallOrder => "Small order",
            CardKind::Message => "Message",
            CardKind::Contract => "Contract",
        })
    }
}

/// What a card names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Face {
    /// Deliver these three commodities at this villa (G-20, G-71).
    LargeOrder {
        villa: BuildingId,
        commodities: [Commodity; 3],
    },
    /// Return this commodity when taking this building's action (G-21, G-72).
    SmallOrder {
        building: BuildingId,
        commodity: Commodity,
    },
    /// Delivered when the tower visits both buildings in one turn (G-22, G-74).
    Message { buildings: [BuildingId; 2] },
    /// Counts at the end for this building (G-23, G-97).
    Contract { building: BuildingId },
}

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct CardId(u8);

impl CardId {
    pub(super) const fn new(index: u8) -> CardId {
        CardId(index)
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A set of cards: a hand, or the cards of an offer. Cheap to copy; serialised as the list of
/// its ids.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CardSet(u64);

impl CardSet {
    pub const EMPTY: CardSet = CardSet(0);

    pub fn bits(self) -> u64 {
        self.0
    }

    pub fn contains(self, c: CardId) -> bool {
        self.0 & (1 << c.0) != 0
    }

    pub fn insert(&mut self, c: CardId) {
        self.0 |= 1 << c.0;
    }

    pub fn remove(&mut self, c: CardId) {
        self.0 &= !(1 << c.0);
    }

    // By reference, for serde's `skip_serializing_if`.
    #[allow(clippy::trivially_copy_pass_by_ref)]
    pub fn is_empty(&self) -> bool {
        self.0 == 0
    }

    // `is_empty` takes a reference for serde; a set is a copied number, so `len` takes it by value.
    #[allow(clippy::len_without_is_empty)]
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn contains_all(self, other: CardSet) -> bool {
        other.0 & !self.0 == 0
    }

    pub fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    pub fn intersection(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    pub fn minus(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// Only the cards of `kind`.
    pub fn only(self, kind: CardKind) -> CardSet {
        self.intersection(CardSet::of_kind(kind))
    }

    /// How many cards of each kind, in [`CardKind::ALL`] order: what the table may see of a
    /// hand (G-104).
    pub fn counts(self) -> [u8; CardKind::COUNT] {
        CardKind::ALL.map(|k| self.only(k).len() as u8)
    }

    /// The cards, in id order.
    pub fn iter(self) -> impl Iterator<Item = CardId> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let at = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                CardId(at)
            })
        })
    }

    /// The card at `n` in id order.
    pub fn nth(self, n: usize) -> Option<CardId> {
        self.iter().nth(n)
    }
}

impl FromIterator<CardId> for CardSet {
    fn from_iter<I: IntoIterator<Item = CardId>>(iter: I) -> Self {
        let mut set = CardSet::EMPTY;
        for c in iter {
            set.insert(c);
        }
        set
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Serialize for CardSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for CardSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(Vec::<CardId>::deserialize(d)?.into_iter().collect())
    }
}
