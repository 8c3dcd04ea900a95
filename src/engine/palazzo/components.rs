//! Palazzo's components: building tiles, the three stacks, money cards.
//!
//! Facts the rule texts show only in pictures are recorded, with their sources, in
//! `docs/rules.md`. The one *assumed* facts — how the 48 tiles split into stacks I, II and III,
//! among others — live in [`assumed`], so they can be corrected in one place.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// Choices of ours where the rule texts and public sources are silent.
pub mod assumed {
    use super::{Stack, Tile};

    /// Stack I holds every floor-1 and floor-2 tile (18); stack II every floor-3 tile and the
    /// 1-window floor-4 tiles (15); stack III the other floor-4 tiles and every floor-5 tile (15).
    pub fn stack_of(tile: &Tile) -> Stack {
        match (tile.floor, tile.windows) {
            (1 | 2, _) => Stack::I,
            (3, _) | (4, 1) => Stack::II,
            _ => Stack::III,
        }
    }
    /// The architect starts on quarry 0 (the texts say "any one of the quarries").
    pub const ARCHITECT_START: u8 = 0;
    /// A warehouse of ten or more tiles sells them for nothing rather than for a negative price.
    pub const LOWEST_PRICE: u32 = 0;
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Material {
    Brick,
    Sandstone,
    Marble,
}

impl Material {
    pub const ALL: [Material; 3] = [Material::Brick, Material::Sandstone, Material::Marble];
}

impl fmt::Display for Material {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Material::Brick => "brick",
            Material::Sandstone => "sandstone",
            Material::Marble => "marble",
        })
    }
}

/// Which of the 48 building tiles (two tiles may look alike: the extra floor-3 tiles).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TileId(pub u8);

/// A building tile. Only [`Tile::all`] makes them, so every tile is one of the real 48.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Tile {
    pub id: TileId,
    pub material: Material,
    /// 1 (ground floor) to 5 (roof).
    pub floor: u8,
    /// 1 to 3 windows (doors count as windows).
    pub windows: u8,
}

pub const TILE_COUNT: usize = 48;

/// Tiles laid face up at setup: four quarries and the warehouse, one each.
pub const FACE_UP: usize = 5;

/// Items in the stacks after setup: the tiles not laid face up, and the game-end tiles.
const STACKED_ITEMS: usize = TILE_COUNT - FACE_UP + GAME_END_TILES as usize;

/// The most tiles the warehouse or one quarry can hold. Each starts with one face-up tile and
/// gains at most one per draw; a draw takes two stacked items, so there are at most 24 draws.
pub const PLACE_CAPACITY: usize = 1 + STACKED_ITEMS / 2;

/// The tiles of the warehouse, of a quarry, or of a quarry being shared out.
pub type Tiles = arrayvec::ArrayVec<Tile, PLACE_CAPACITY>;

/// Tiles put back in the box: at most every tile.
pub type OutOfGame = arrayvec::ArrayVec<Tile, TILE_COUNT>;

/// The most items a stack holds: stack III's 15 tiles and the 5 game-end tiles (a test checks
/// this against [`assumed::stack_of`]). Tiles only leave the stacks.
pub const STACK_CAPACITY: usize = 20;
pub const GAME_END_TILES: u8 = 5;

impl Tile {
    /// The 48 tiles: per material one tile for each floor 1–5 with 1, 2 and 3 windows, plus an
    /// extra floor-3 tile with 1 window.
    pub fn all() -> [Tile; TILE_COUNT] {
        let mut tiles = [Tile {
            id: TileId(0),
            material: Material::Brick,
            floor: 1,
            windows: 1,
        }; TILE_COUNT];
        let mut i = 0;
        for material in Material::ALL {
            for floor in 1..=5 {
                for windows in 1..=3 {
                    tiles[i] = Tile {
                        id: TileId(i as u8),
                        material,
                        floor,
                        windows,
                    };
                    i += 1;
                }
            }
            tiles[i] = Tile {
                id: TileId(i as u8),
                material,
                floor: 3,
                windows: 1,
            };
            i += 1;
        }
        tiles
    }

    pub fn by_id(id: TileId) -> Option<Tile> {
        Tile::all().get(id.0 as usize).copied()
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = if self.windows == 1 { "" } else { "s" };
        write!(
            f,
            "{} floor {} ({} window{s})",
            self.material, self.floor, self.windows
        )
    }
}

/// The three face-down stacks, drawn I, then II, then III.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stack {
    I,
    II,
    III,
}

/// What lies in a stack: a building tile or (stack III only) a game-end tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StackItem {
    Tile(Tile),
    GameEnd,
}

/// The three money currencies; the rule texts name them by colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Currency {
    Red,
    Brown,
    Silver,
}

impl Currency {
    pub const ALL: [Currency; 3] = [Currency::Red, Currency::Brown, Currency::Silver];

    pub fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Currency {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Currency::Red => "red",
            Currency::Brown => "brown",
            Currency::Silver => "silver",
        })
    }
}

/// The face values of currency cards.
pub const VALUES: std::ops::RangeInclusive<u8> = 3..=7;
/// How many cards of each currency and value, and how many 2-certificates, make the deck.
pub const COPIES: u8 = 3;
pub const CERTIFICATES: u8 = 10;
pub const MONEY_CARDS: usize = 3 * 5 * COPIES as usize + CERTIFICATES as usize;

/// One money card: a currency card of value 3–7, or a currency-neutral 2-certificate.
///
/// Stored as its kind index (0–14 currency cards, 15 the certificate), so no other card exists.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

impl Card {
    pub const CERTIFICATE: Card = Card(15);
    pub const KINDS: usize = 16;

    /// A currency card, if `value` is one the deck holds.
    pub fn coin(currency: Currency, value: u8) -> Option<Card> {
        VALUES
            .contains(&value)
            .then(|| Card(currency as u8 * 5 + value - 3))
    }

    pub fn from_kind(kind: usize) -> Option<Card> {
        (kind < Self::KINDS).then_some(Card(kind as u8))
    }

    pub fn kind(self) -> usize {
        self.0 as usize
    }

    pub fn currency(self) -> Option<Currency> {
        (self != Card::CERTIFICATE).then(|| Currency::ALL[self.0 as usize / 5])
    }

    pub fn value(self) -> u8 {
        match self.currency() {
            Some(_) => self.0 % 5 + 3,
            None => 2,
        }
    }

    pub fn is_certificate(self) -> bool {
        self == Card::CERTIFICATE
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.currency() {
            Some(c) => write!(f, "{c} {}", self.value()),
            None => f.write_str("2-certificate"),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a money card: write red3…red7, brown3…brown7, silver3…silver7 or cert")]
pub struct ParseCardError(String);

/// The short written form used in records: `red5`, `silver3`, `cert`.
impl FromStr for Card {
    type Err = ParseCardError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s == "cert" {
            return Ok(Card::CERTIFICATE);
        }
        let err = || ParseCardError(s.to_string());
        let split = s.len().checked_sub(1).ok_or_else(err)?;
        let (name, digit) = s.split_at_checked(split).ok_or_else(err)?;
        let currency = Currency::ALL
            .into_iter()
            .find(|c| c.to_string() == name)
            .ok_or_else(err)?;
        let value = digit.parse().map_err(|_| err())?;
        Card::coin(currency, value).ok_or_else(err)
    }
}

impl Card {
    pub fn code(self) -> String {
        match self.currency() {
            Some(c) => format!("{c}{}", self.value()),
            None => "cert".to_string(),
        }
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
    use super::assumed::stack_of;
    use super::*;

    #[test]
    fn there_are_48_tiles_16_per_material_with_one_extra_floor_3() {
        let tiles = Tile::all();
        for (i, t) in tiles.iter().enumerate() {
            assert_eq!(t.id, TileId(i as u8));
        }
        for m in Material::ALL {
            let of: Vec<_> = tiles.iter().filter(|t| t.material == m).collect();
            assert_eq!(of.len(), 16);
            let floor3_1 = of.iter().filter(|t| t.floor == 3 && t.windows == 1).count();
            assert_eq!(floor3_1, 2);
            for floor in 1..=5 {
                for windows in 1..=3 {
                    assert!(of.iter().any(|t| t.floor == floor && t.windows == windows));
                }
            }
        }
    }

    #[test]
    fn stacks_split_18_15_15_as_assumed() {
        let count = |s| Tile::all().iter().filter(|t| stack_of(t) == s).count();
        assert_eq!(
            (count(Stack::I), count(Stack::II), count(Stack::III)),
            (18, 15, 15)
        );
        for stack in [Stack::I, Stack::II] {
            assert!(count(stack) <= STACK_CAPACITY);
        }
        assert!(count(Stack::III) + GAME_END_TILES as usize <= STACK_CAPACITY);
        assert!(
            Tile::all()
                .iter()
                .filter(|t| stack_of(t) == Stack::I)
                .all(|t| t.floor <= 2)
        );
    }

    #[test]
    fn cards_round_trip_through_their_short_form() {
        for kind in 0..Card::KINDS {
            let card = Card::from_kind(kind).unwrap();
            assert_eq!(card.code().parse::<Card>(), Ok(card));
        }
        assert_eq!("cert".parse::<Card>().unwrap().value(), 2);
        assert_eq!(
            "silver7".parse::<Card>().unwrap().currency(),
            Some(Currency::Silver)
        );
        for bad in ["red2", "red8", "gold5", "", "7", "red", "cert2", "ré5"] {
            assert!(bad.parse::<Card>().is_err(), "{bad} parsed");
        }
    }
}
