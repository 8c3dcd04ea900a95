//! Alhambra's components: building cards, money cards, the scoring cards and the
//! construction yard's four slots.
//!
//! Facts the rule text shows only in pictures (prices, colours, the scoring table) are recorded,
//! with their sources, in `docs/rules.md`. Our own choices where no source speaks sit in
//! [`assumed`], so they can be corrected in one place.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// Choices of ours where the rule text, the rulings and the public sources are silent.
pub mod assumed {
    use super::{Card, Currency};

    /// The construction yard's slots, left to right (`docs/rules.md`: *assumed*). The building
    /// in a slot is paid in that slot's currency.
    pub const SLOTS: [Currency; 4] = [
        Currency::Denar,
        Currency::Dirham,
        Currency::Ducat,
        Currency::Florin,
    ];

    /// The starting capital is dealt first to seat 0, then clockwise (the text says only "to
    /// the next player").
    pub const FIRST_TO_BE_DEALT: u8 = 0;

    /// The money deck left after the starting capital and the display is split into five piles
    /// as even as possible; when the cards do not divide by five, the extra cards (one each) go
    /// to the top piles: pile 1, then pile 2, and so on. A scoring card is shuffled into its
    /// pile at a uniformly random place.
    pub fn pile_sizes(cards: usize) -> [usize; 5] {
        let (base, extra) = (cards / 5, cards % 5);
        std::array::from_fn(|i| base + usize::from(i < extra))
    }

    /// 2 players: how many buildings Dirk takes when he should take `wanted` and the building
    /// deck holds `deck`: all that are left when it holds fewer (the text does not say).
    pub fn dirk_takes(wanted: usize, deck: usize) -> usize {
        wanted.min(deck)
    }

    /// 2 players: after scoring B, "a third of all remaining cards, rounded down" counts the
    /// building deck only, not the display.
    pub fn dirk_after_b(deck: usize) -> usize {
        deck / 3
    }

    /// 2 players: a building bought for Dirk is paid like any other, and an exact payment gives
    /// the buyer another action as well (the text is silent on the bonus).
    pub const EXACT_BONUS_WHEN_GIVEN_TO_DIRK: bool = true;

    /// A seat that must act but can do nothing — no money on display to take and no display
    /// building it can pay for — passes, and its turn ends. The text assumes a choice always
    /// exists; it does not when the money deck and the discards are empty and the display holds
    /// no money. Passing is offered only then, so it never replaces a real choice.
    pub fn may_pass(money_on_display: bool, can_buy: bool) -> bool {
        !money_on_display && !can_buy
    }

    /// When the game ends (the yard cannot be refilled), the money display is not refilled:
    /// there is no next turn. A scoring card still in the money deck is never scored.
    pub const MONEY_REFILL_AT_THE_END: bool = false;

    /// "The player owning the most money" of a currency at the end: the highest total value of
    /// that currency's cards in hand, not the number of cards. The card is taken without paying
    /// ("the actual price does not matter"); a card nobody takes leaves the game. Dirk holds no
    /// money and never takes one.
    pub fn wealth_in(hand: impl IntoIterator<Item = Card>, currency: Currency) -> u32 {
        hand.into_iter()
            .filter(|card| card.currency() == currency)
            .map(|card| u32::from(card.value()))
            .sum()
    }
}

/// The six types of building, in rank order (Pavilion 1 … Tower 6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BuildingType {
    Pavilion,
    Seraglio,
    Arcades,
    Chambers,
    Garden,
    Tower,
}

impl BuildingType {
    pub const ALL: [BuildingType; 6] = [
        BuildingType::Pavilion,
        BuildingType::Seraglio,
        BuildingType::Arcades,
        BuildingType::Chambers,
        BuildingType::Garden,
        BuildingType::Tower,
    ];

    /// 1 (Pavilion) to 6 (Tower): the base of its points in every scoring.
    pub fn rank(self) -> u32 {
        self as u32 + 1
    }

    pub fn index(self) -> usize {
        self as usize
    }

    /// The card's colour, as the text's examples name the types.
    pub fn colour(self) -> &'static str {
        match self {
            BuildingType::Pavilion => "blue",
            BuildingType::Seraglio => "red",
            BuildingType::Arcades => "brown",
            BuildingType::Chambers => "white",
            BuildingType::Garden => "green",
            BuildingType::Tower => "purple",
        }
    }

    /// The printed prices of this type's cards, one per card.
    pub const fn prices(self) -> &'static [u8] {
        match self {
            BuildingType::Pavilion => &[2, 3, 4, 5, 6, 7, 8],
            BuildingType::Seraglio => &[3, 4, 5, 6, 7, 8, 9],
            BuildingType::Arcades => &[4, 5, 6, 6, 7, 8, 8, 9, 10],
            BuildingType::Chambers => &[5, 6, 7, 7, 8, 9, 9, 10, 11],
            BuildingType::Garden => &[6, 7, 8, 8, 8, 9, 10, 10, 10, 11, 12],
            BuildingType::Tower => &[7, 8, 9, 9, 9, 10, 11, 11, 11, 12, 13],
        }
    }
}

impl fmt::Display for BuildingType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            BuildingType::Pavilion => "pavilion",
            BuildingType::Seraglio => "seraglio",
            BuildingType::Arcades => "arcades",
            BuildingType::Chambers => "chambers",
            BuildingType::Garden => "garden",
            BuildingType::Tower => "tower",
        })
    }
}

/// Which of the 54 building cards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct BuildingId(pub u8);

/// A building card. Only [`Building::all`] makes them, so every card is one of the real 54.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Building {
    pub id: BuildingId,
    #[serde(rename = "type")]
    pub kind: BuildingType,
    pub price: u8,
}

pub const BUILDING_COUNT: usize = 54;

/// Some of the buildings (a deck, a player's, Dirk's): never more than the game has, so a list
/// of them has a fixed capacity and grows without allocating.
pub type Buildings = arrayvec::ArrayVec<Building, BUILDING_COUNT>;

/// The 54 cards, type by type in rank order, each type's cards by price.
const ALL_BUILDINGS: [Building; BUILDING_COUNT] = {
    let mut out = [Building {
        id: BuildingId(0),
        kind: BuildingType::Pavilion,
        price: 0,
    }; BUILDING_COUNT];
    let mut i = 0;
    let mut k = 0;
    while k < BuildingType::ALL.len() {
        let kind = BuildingType::ALL[k];
        let prices = kind.prices();
        let mut j = 0;
        while j < prices.len() {
            out[i] = Building {
                id: BuildingId(i as u8),
                kind,
                price: prices[j],
            };
            i += 1;
            j += 1;
        }
        k += 1;
    }
    assert!(i == BUILDING_COUNT);
    out
};

impl Building {
    /// The 54 cards, type by type in rank order, each type's cards by price.
    pub fn all() -> [Building; BUILDING_COUNT] {
        ALL_BUILDINGS
    }

    pub fn by_id(id: BuildingId) -> Option<Building> {
        ALL_BUILDINGS.get(id.0 as usize).copied()
    }
}

/// Buildings written as their ids (0–53) in the game state, where they are many; events and
/// views write them out in full.
pub(super) mod as_ids {
    use serde::de::Error;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use super::{BUILDING_COUNT, Building, BuildingId};

    fn building<E: Error>(id: BuildingId) -> Result<Building, E> {
        Building::by_id(id).ok_or_else(|| E::custom(format!("no building {}", id.0)))
    }

    pub fn serialize<S: Serializer>(buildings: &[Building], s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(buildings.iter().map(|b| b.id))
    }

    pub fn deserialize<'de, D: Deserializer<'de>, T: FromIterator<Building>>(
        d: D,
    ) -> Result<T, D::Error> {
        let ids = Vec::<BuildingId>::deserialize(d)?;
        if ids.len() > BUILDING_COUNT {
            return Err(D::Error::custom("more buildings than the game has"));
        }
        ids.into_iter().map(building).collect()
    }

    /// The yard: one id or `null` per slot.
    pub mod yard {
        use super::{
            Building, BuildingId, Deserialize, Deserializer, Serialize, Serializer, building,
        };

        pub fn serialize<S: Serializer>(
            yard: &[Option<Building>; 4],
            s: S,
        ) -> Result<S::Ok, S::Error> {
            yard.map(|b| b.map(|b| b.id)).serialize(s)
        }

        pub fn deserialize<'de, D: Deserializer<'de>>(
            d: D,
        ) -> Result<[Option<Building>; 4], D::Error> {
            let ids = <[Option<BuildingId>; 4]>::deserialize(d)?;
            let mut yard = [None; 4];
            for (slot, id) in yard.iter_mut().zip(ids) {
                *slot = id.map(building).transpose()?;
            }
            Ok(yard)
        }
    }

    /// Dirk's buildings: a list of ids, or `null` without Dirk.
    pub mod dirk {
        use super::super::Buildings;
        use super::{
            BUILDING_COUNT, BuildingId, Deserialize, Deserializer, Error, Serialize, Serializer,
            building,
        };

        #[allow(clippy::ref_option)] // serde's `with` hands the field over by reference
        pub fn serialize<S: Serializer>(dirk: &Option<Buildings>, s: S) -> Result<S::Ok, S::Error> {
            dirk.as_ref()
                .map(|d| d.iter().map(|b| b.id).collect::<Vec<_>>())
                .serialize(s)
        }

        pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Buildings>, D::Error> {
            let Some(ids) = Option::<Vec<BuildingId>>::deserialize(d)? else {
                return Ok(None);
            };
            if ids.len() > BUILDING_COUNT {
                return Err(Error::custom("more buildings than the game has"));
            }
            ids.into_iter()
                .map(building)
                .collect::<Result<_, _>>()
                .map(Some)
        }
    }
}

impl fmt::Display for Building {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.kind, self.price)
    }
}

/// The four currencies, in the order of the construction yard's slots.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Currency {
    Denar,
    Dirham,
    Ducat,
    Florin,
}

impl Currency {
    pub const ALL: [Currency; 4] = [
        Currency::Denar,
        Currency::Dirham,
        Currency::Ducat,
        Currency::Florin,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    /// The card's colour.
    pub fn colour(self) -> &'static str {
        match self {
            Currency::Denar => "blue",
            Currency::Dirham => "green",
            Currency::Ducat => "orange",
            Currency::Florin => "yellow",
        }
    }

    /// "ducats", for "costs 9 ducats".
    pub fn plural(self) -> &'static str {
        match self {
            Currency::Denar => "denars",
            Currency::Dirham => "dirhams",
            Currency::Ducat => "ducats",
            Currency::Florin => "florins",
        }
    }

    /// The construction-yard slot (0–3, left to right) paid in this currency.
    pub fn slot(self) -> usize {
        assumed::SLOTS
            .iter()
            .position(|&c| c == self)
            .expect("every currency has a slot")
    }
}

impl fmt::Display for Currency {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Currency::Denar => "denar",
            Currency::Dirham => "dirham",
            Currency::Ducat => "ducat",
            Currency::Florin => "florin",
        })
    }
}

/// The face values of money cards.
pub const VALUES: std::ops::RangeInclusive<u8> = 1..=9;
/// Copies of each card: three, or two in the 2-player game.
pub fn copies(players: u8) -> u8 {
    if players == 2 { 2 } else { 3 }
}
/// 108 money cards, or 72 for two players.
pub fn money_card_count(players: u8) -> usize {
    4 * 9 * copies(players) as usize
}

/// One money card: a currency and a value 1–9, stored as its kind index (0–35), so no other
/// card exists.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

impl Card {
    pub const KINDS: usize = 36;

    pub fn new(currency: Currency, value: u8) -> Option<Card> {
        VALUES
            .contains(&value)
            .then(|| Card(currency as u8 * 9 + value - 1))
    }

    pub fn from_kind(kind: usize) -> Option<Card> {
        (kind < Self::KINDS).then_some(Card(kind as u8))
    }

    pub fn kind(self) -> usize {
        self.0 as usize
    }

    pub fn currency(self) -> Currency {
        Currency::ALL[self.0 as usize / 9]
    }

    pub fn value(self) -> u8 {
        self.0 % 9 + 1
    }

    /// The short written form used in records: `denar5`, `florin1`.
    pub fn code(self) -> String {
        format!("{}{}", self.currency(), self.value())
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.currency(), self.value())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a money card: write denar1…denar9, dirham1…, ducat1… or florin1…florin9")]
pub struct ParseCardError(String);

impl FromStr for Card {
    type Err = ParseCardError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseCardError(s.to_string());
        let split = s.len().checked_sub(1).ok_or_else(err)?;
        let (name, digit) = s.split_at_checked(split).ok_or_else(err)?;
        let currency = Currency::ALL
            .into_iter()
            .find(|c| c.to_string() == name)
            .ok_or_else(err)?;
        let value = digit.parse().map_err(|_| err())?;
        Card::new(currency, value).ok_or_else(err)
    }
}

impl Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.code())
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// The three scorings: A and B when their cards are drawn, C at the end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Scoring {
    A,
    B,
    C,
}

impl Scoring {
    /// The points for ranks 1, 2, 3 of a type (the table in `docs/rules.md`: A — first i;
    /// B — first i+7, second i; C — first i+15, second i+7, third i, for the type's rank i).
    pub fn points(self, kind: BuildingType) -> arrayvec::ArrayVec<u32, 3> {
        let i = kind.rank();
        let points: &[u32] = match self {
            Scoring::A => &[i],
            Scoring::B => &[i + 7, i],
            Scoring::C => &[i + 15, i + 7, i],
        };
        points.iter().copied().collect()
    }
}

impl fmt::Display for Scoring {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Scoring::A => "A",
            Scoring::B => "B",
            Scoring::C => "C",
        })
    }
}

/// What lies in the money deck: a money card, or scoring card A or B shuffled in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DeckItem {
    Money(Card),
    Scoring(Scoring),
}

impl DeckItem {
    /// `denar5`, or `scoring_a` / `scoring_b`.
    pub fn code(self) -> String {
        match self {
            DeckItem::Money(card) => card.code(),
            DeckItem::Scoring(s) => format!("scoring_{}", s.to_string().to_lowercase()),
        }
    }
}

impl Serialize for DeckItem {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.code())
    }
}

impl<'de> Deserialize<'de> for DeckItem {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        match &*s {
            "scoring_a" => Ok(DeckItem::Scoring(Scoring::A)),
            "scoring_b" => Ok(DeckItem::Scoring(Scoring::B)),
            other => other
                .parse()
                .map(DeckItem::Money)
                .map_err(serde::de::Error::custom),
        }
    }
}

impl crate::engine::multiset::Kind for Card {
    fn from_kind(kind: usize) -> Option<Card> {
        Card::from_kind(kind)
    }

    fn kind(self) -> usize {
        Card::kind(self)
    }

    fn code(self) -> String {
        Card::code(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn there_are_54_buildings_with_the_recorded_counts_and_prices() {
        let all = Building::all();
        for (i, b) in all.iter().enumerate() {
            assert_eq!(b.id, BuildingId(i as u8));
            assert_eq!(Building::by_id(b.id), Some(*b));
        }
        let count = |k| all.iter().filter(|b| b.kind == k).count();
        let counts = BuildingType::ALL.map(count);
        assert_eq!(counts, [7, 7, 9, 9, 11, 11]);
        let range = |k| {
            let prices: Vec<_> = all
                .iter()
                .filter(|b| b.kind == k)
                .map(|b| b.price)
                .collect();
            (*prices.iter().min().unwrap(), *prices.iter().max().unwrap())
        };
        // The text's table: 2-8, 3-9, 4-10, 5-11, 6-12, 7-13.
        assert_eq!(
            BuildingType::ALL.map(range),
            [(2, 8), (3, 9), (4, 10), (5, 11), (6, 12), (7, 13)]
        );
        assert_eq!(Building::by_id(BuildingId(54)), None);
    }

    #[test]
    fn type_ranks_run_from_pavilion_1_to_tower_6() {
        let ranks = BuildingType::ALL.map(BuildingType::rank);
        assert_eq!(ranks, [1, 2, 3, 4, 5, 6]);
        assert_eq!(BuildingType::Chambers.colour(), "white");
        assert_eq!(BuildingType::Tower.colour(), "purple");
        assert_eq!(BuildingType::Garden.colour(), "green");
    }

    #[test]
    fn the_scoring_table_is_the_recorded_one() {
        use BuildingType::*;
        assert_eq!(Scoring::A.points(Pavilion)[..], [1]);
        assert_eq!(Scoring::A.points(Tower)[..], [6]);
        assert_eq!(Scoring::B.points(Pavilion)[..], [8, 1]);
        assert_eq!(Scoring::B.points(Tower)[..], [13, 6]);
        assert_eq!(Scoring::C.points(Pavilion)[..], [16, 8, 1]);
        assert_eq!(Scoring::C.points(Garden)[..], [20, 12, 5]);
        assert_eq!(Scoring::C.points(Tower)[..], [21, 13, 6]);
    }

    #[test]
    fn the_slots_run_denar_dirham_ducat_florin() {
        assert_eq!(assumed::SLOTS, Currency::ALL);
        for c in Currency::ALL {
            assert_eq!(assumed::SLOTS[c.slot()], c);
        }
    }

    #[test]
    fn money_is_108_cards_or_72_for_two_players() {
        assert_eq!(money_card_count(2), 72);
        for players in 3..=6 {
            assert_eq!(money_card_count(players), 108);
        }
    }

    #[test]
    fn cards_round_trip_through_their_short_form() {
        for kind in 0..Card::KINDS {
            let card = Card::from_kind(kind).unwrap();
            assert_eq!(card.code().parse::<Card>(), Ok(card));
        }
        let c: Card = "ducat7".parse().unwrap();
        assert_eq!((c.currency(), c.value()), (Currency::Ducat, 7));
        for bad in ["ducat0", "ducat10", "gold5", "", "7", "denar", "ducát5"] {
            assert!(bad.parse::<Card>().is_err(), "{bad} parsed");
        }
        for item in [DeckItem::Scoring(Scoring::A), DeckItem::Money(c)] {
            let json = serde_json::to_string(&item).unwrap();
            assert_eq!(serde_json::from_str::<DeckItem>(&json).unwrap(), item);
        }
        assert_eq!(
            serde_json::to_string(&DeckItem::Scoring(Scoring::B)).unwrap(),
            r#""scoring_b""#
        );
    }

    #[test]
    fn pile_sizes_differ_by_at_most_one_and_the_top_piles_take_the_extra() {
        assert_eq!(assumed::pile_sizes(72), [15, 15, 14, 14, 14]);
        assert_eq!(assumed::pile_sizes(70), [14; 5]);
        for n in 0..120 {
            let sizes = assumed::pile_sizes(n);
            assert_eq!(sizes.iter().sum::<usize>(), n);
            assert!(sizes.windows(2).all(|w| w[0] >= w[1] && w[0] - w[1] <= 1));
        }
    }
}
