//! The vocabulary of The Princes of Florence: what a principality can hold and what the cards
//! ask for. Every *assumed* fact (see `docs/rules.md`) is in [`assumed`], and nowhere else.

use serde::{Deserialize, Serialize};

/// What the rule text does not give and no source settles: our choices, in one place.
pub mod assumed {
    use super::{Building, Landscape, Piece};

    /// The shape of each piece as drawn in rows, top to bottom, `#` a cell (*assumed*: the text
    /// gives only the cell counts). Every piece may be turned and flipped.
    pub fn shape(piece: Piece) -> &'static [&'static str] {
        match piece {
            Piece::Building(b) => match b {
                Building::University => &["###", "###", ".#."],
                Building::Laboratory => &["####", "###."],
                Building::Workshop => &["##.", "###", ".##"],
                Building::Library => &["###", "##."],
                Building::Opera => &["###", ".#.", ".#."],
                Building::Studio => &["####", "#..."],
                Building::Hospital => &["###", "#.#"],
                Building::Theater => &[".#.", "###", ".#."],
                Building::Tower => &["###"],
                Building::Chapel => &["##", "#."],
            },
            Piece::Landscape(l) => match l {
                Landscape::Forest => &["##", "##"],
                Landscape::Lake => &["##", "#."],
                Landscape::Park => &["##"],
            },
        }
    }
}

/// The Muse & Princess expansion's six special characters, auctioned after the objects.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Character {
    Banker,
    Cardinal,
    Merchant,
    Muse,
    Princess,
    Professor,
}

impl Indexed for Character {
    const ALL: &'static [Character] = &Character::ALL;
    fn index(self) -> usize {
        self as usize
    }
}

impl Character {
    pub const ALL: [Character; 6] = [
        Character::Banker,
        Character::Cardinal,
        Character::Merchant,
        Character::Muse,
        Character::Princess,
        Character::Professor,
    ];

    /// The bidding spaces, in hundreds of florins: 0–5 on the Banker, 3–15 elsewhere (*text*).
    pub fn spaces(self) -> std::ops::RangeInclusive<u8> {
        if self == Character::Banker {
            0..=5
        } else {
            3..=15
        }
    }
}

impl std::fmt::Display for Character {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{self:?}")
    }
}

/// The grid's side, and the Palazzo's block in the bottom-left corner (*sourced*).
pub const GRID: u8 = 7;
pub const PALAZZO_WIDTH: u8 = 3;
pub const PALAZZO_HEIGHT: u8 = 2;

/// The ten kinds of building; each principality may hold one of each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Building {
    University,
    Laboratory,
    Workshop,
    Library,
    Opera,
    Studio,
    Hospital,
    Theater,
    Tower,
    Chapel,
}

impl Building {
    pub const ALL: [Building; 10] = [
        Building::University,
        Building::Laboratory,
        Building::Workshop,
        Building::Library,
        Building::Opera,
        Building::Studio,
        Building::Hospital,
        Building::Theater,
        Building::Tower,
        Building::Chapel,
    ];

    pub fn size(self) -> Size {
        match self {
            Building::University | Building::Laboratory | Building::Workshop => Size::Large,
            Building::Tower | Building::Chapel => Size::Small,
            _ => Size::Medium,
        }
    }
}

/// A building's size class (the Palazzo is none of them).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Size {
    Large,
    Medium,
    Small,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Landscape {
    Forest,
    Lake,
    Park,
}

impl Landscape {
    pub const ALL: [Landscape; 3] = [Landscape::Forest, Landscape::Lake, Landscape::Park];
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Freedom {
    Travel,
    Religion,
    Opinion,
}

impl Freedom {
    pub const ALL: [Freedom; 3] = [Freedom::Travel, Freedom::Religion, Freedom::Opinion];
}

/// Anything placed on the 7×7 grid of a principality.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Piece {
    Building(Building),
    Landscape(Landscape),
}

/// The three sizes, largest first.
impl Size {
    pub const ALL: [Size; 3] = [Size::Large, Size::Medium, Size::Small];
}

/// Rounds in a game (*text*).
pub const ROUNDS: u8 = 7;

/// The minimum work value of rounds 1 to 7 (*sourced*).
pub const MIN_WORK_VALUE: [u8; ROUNDS as usize] = [7, 10, 12, 14, 15, 16, 17];

/// Copies of each building (*text*).
pub const BUILDINGS_EACH: u8 = 3;
/// Tiles of each landscape (*text*).
pub const LANDSCAPES_EACH: u8 = 6;
/// Builder tiles (*text*), and the most one principality may hold.
pub const BUILDERS: u8 = 6;
pub const MAX_BUILDERS: u8 = 3;
/// Jester tiles (*text*).
pub const JESTERS: u8 = 7;
/// Freedom tiles of each kind in the box (*text*); players − 1 of each are in play.
pub const FREEDOMS_EACH: u8 = 4;
/// Recruiting cards (*text*).
pub const RECRUITING_CARDS: u8 = 5;

/// Florins: the bank's notes, 27 × 100, 12 × 500 and 14 × 1,000 (*text*). The bank never runs
/// short (ruling 1): its balance is kept as a ledger and may go below zero.
pub const FLORINS: i64 = 27 * 100 + 12 * 500 + 14 * 1000;

/// Base game: what the bank pays for each prestige point sold back (*text*).
pub const POINT_SOLD: u16 = 100;

/// A kind of card or tile with a fixed list of members, for [`CardSet`].
pub trait Indexed: Copy + Eq + std::fmt::Debug + Serialize + 'static {
    const ALL: &'static [Self];
    fn index(self) -> usize {
        Self::ALL
            .iter()
            .position(|&x| x == self)
            .expect("a member of ALL")
    }
}

/// A set of distinct cards of one kind (at most 32), as a bit mask; serialised as a list.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct CardSet<T> {
    bits: u32,
    kind: std::marker::PhantomData<T>,
}

impl<T: Indexed> CardSet<T> {
    pub const EMPTY: CardSet<T> = CardSet {
        bits: 0,
        kind: std::marker::PhantomData,
    };

    pub fn from_bits(bits: u32) -> CardSet<T> {
        CardSet {
            bits: bits & ((1u64 << T::ALL.len()) - 1) as u32,
            kind: std::marker::PhantomData,
        }
    }

    pub fn bits(self) -> u32 {
        self.bits
    }

    pub fn full() -> CardSet<T> {
        CardSet::from_bits(u32::MAX)
    }

    pub fn contains(self, card: T) -> bool {
        self.bits & (1 << card.index()) != 0
    }

    pub fn insert(&mut self, card: T) {
        self.bits |= 1 << card.index();
    }

    /// Whether `card` was there.
    pub fn remove(&mut self, card: T) -> bool {
        let had = self.contains(card);
        self.bits &= !(1 << card.index());
        had
    }

    pub fn len(self) -> u8 {
        self.bits.count_ones() as u8
    }

    pub fn is_empty(self) -> bool {
        self.bits == 0
    }

    pub fn is_subset(self, of: CardSet<T>) -> bool {
        self.bits & !of.bits == 0
    }

    pub fn union(self, other: CardSet<T>) -> CardSet<T> {
        CardSet::from_bits(self.bits | other.bits)
    }

    pub fn intersects(self, other: CardSet<T>) -> bool {
        self.bits & other.bits != 0
    }

    pub fn iter(self) -> impl Iterator<Item = T> {
        T::ALL
            .iter()
            .enumerate()
            .filter(move |(i, _)| self.bits & (1 << i) != 0)
            .map(|(_, &t)| t)
    }
}

impl<T: Indexed> Default for CardSet<T> {
    fn default() -> Self {
        CardSet::EMPTY
    }
}

impl<T: Indexed> std::fmt::Debug for CardSet<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl<T: Indexed> FromIterator<T> for CardSet<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

impl<T: Indexed> Serialize for CardSet<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de, T: Indexed + Deserialize<'de>> Deserialize<'de> for CardSet<T> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let cards = Vec::<T>::deserialize(d)?;
        Ok(cards.into_iter().collect())
    }
}

impl Indexed for Building {
    const ALL: &'static [Building] = &Building::ALL;
    fn index(self) -> usize {
        self as usize
    }
}

impl Indexed for Freedom {
    const ALL: &'static [Freedom] = &Freedom::ALL;
    fn index(self) -> usize {
        self as usize
    }
}

/// The 21 artists and scholars (*sourced*: names and what each wants).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Profession {
    Mathematician,
    Theologian,
    Philosopher,
    Botanist,
    Alchemist,
    Physicist,
    Watchmaker,
    Goldsmith,
    BellFounder,
    Cartographer,
    Jurist,
    Choreographer,
    Composer,
    Sculptor,
    Painter,
    Pharmacist,
    Doctor,
    Playwright,
    Poet,
    Astronomer,
    OrganBuilder,
}

impl Indexed for Profession {
    const ALL: &'static [Profession] = &Profession::ALL;
    fn index(self) -> usize {
        self as usize
    }
}

impl Profession {
    pub const ALL: [Profession; 21] = [
        Profession::Mathematician,
        Profession::Theologian,
        Profession::Philosopher,
        Profession::Botanist,
        Profession::Alchemist,
        Profession::Physicist,
        Profession::Watchmaker,
        Profession::Goldsmith,
        Profession::BellFounder,
        Profession::Cartographer,
        Profession::Jurist,
        Profession::Choreographer,
        Profession::Composer,
        Profession::Sculptor,
        Profession::Painter,
        Profession::Pharmacist,
        Profession::Doctor,
        Profession::Playwright,
        Profession::Poet,
        Profession::Astronomer,
        Profession::OrganBuilder,
    ];

    /// The building, landscape and freedom this profession wants (*sourced*).
    pub fn wants(self) -> (Building, Landscape, Freedom) {
        use Building as B;
        use Freedom as F;
        use Landscape as L;
        match self {
            Profession::Mathematician => (B::University, L::Lake, F::Religion),
            Profession::Theologian => (B::University, L::Park, F::Travel),
            Profession::Philosopher => (B::University, L::Forest, F::Opinion),
            Profession::Botanist => (B::Laboratory, L::Park, F::Religion),
            Profession::Alchemist => (B::Laboratory, L::Lake, F::Opinion),
            Profession::Physicist => (B::Laboratory, L::Forest, F::Travel),
            Profession::Watchmaker => (B::Workshop, L::Lake, F::Travel),
            Profession::Goldsmith => (B::Workshop, L::Park, F::Opinion),
            Profession::BellFounder => (B::Workshop, L::Forest, F::Religion),
            Profession::Cartographer => (B::Library, L::Lake, F::Religion),
            Profession::Jurist => (B::Library, L::Forest, F::Opinion),
            Profession::Choreographer => (B::Opera, L::Forest, F::Travel),
            Profession::Composer => (B::Opera, L::Lake, F::Opinion),
            Profession::Sculptor => (B::Studio, L::Forest, F::Religion),
            Profession::Painter => (B::Studio, L::Lake, F::Travel),
            Profession::Pharmacist => (B::Hospital, L::Park, F::Opinion),
            Profession::Doctor => (B::Hospital, L::Forest, F::Travel),
            Profession::Playwright => (B::Theater, L::Park, F::Religion),
            Profession::Poet => (B::Theater, L::Lake, F::Travel),
            Profession::Astronomer => (B::Tower, L::Forest, F::Religion),
            Profession::OrganBuilder => (B::Chapel, L::Forest, F::Opinion),
        }
    }
}

/// The objects of the auction: the seven stacks, and with two players the three landscapes as
/// one lot whose winner chooses the kind (*text*).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Object {
    Forest,
    Lake,
    Park,
    Jester,
    Builder,
    Prestige,
    Recruiting,
    /// Two players only: a landscape of the winner's choice.
    Landscape,
}

impl Object {
    /// The lots of a game of three or more players.
    pub const STACKS: [Object; 7] = [
        Object::Forest,
        Object::Lake,
        Object::Park,
        Object::Jester,
        Object::Builder,
        Object::Prestige,
        Object::Recruiting,
    ];
    /// The lots of a two-player game.
    pub const TWO_PLAYER_LOTS: [Object; 5] = [
        Object::Landscape,
        Object::Jester,
        Object::Builder,
        Object::Prestige,
        Object::Recruiting,
    ];

    pub fn lots(players: u8) -> &'static [Object] {
        if players == 2 {
            &Object::TWO_PLAYER_LOTS
        } else {
            &Object::STACKS
        }
    }

    /// The stacks this lot blocks for the rest of the round, as a mask over [`Object::STACKS`].
    pub fn stack_mask(self) -> u8 {
        match self {
            Object::Landscape => 0b111,
            other => 1 << (other as u8),
        }
    }
}

impl From<Landscape> for Object {
    fn from(l: Landscape) -> Object {
        match l {
            Landscape::Forest => Object::Forest,
            Landscape::Lake => Object::Lake,
            Landscape::Park => Object::Park,
        }
    }
}

impl std::fmt::Display for Object {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Object::Forest => "a Forest",
            Object::Lake => "a Lake",
            Object::Park => "a Park",
            Object::Jester => "a Jester",
            Object::Builder => "a Builder",
            Object::Prestige => "a Prestige card",
            Object::Recruiting => "a Recruiting card",
            Object::Landscape => "a Landscape",
        })
    }
}

macro_rules! display_words {
    ($($t:ty),*) => {$(
        impl std::fmt::Display for $t {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                let name = format!("{self:?}");
                let mut words = String::new();
                for (i, c) in name.chars().enumerate() {
                    if i > 0 && c.is_uppercase() {
                        words.push(' ');
                    }
                    words.push(c);
                }
                f.write_str(&words)
            }
        }
    )*};
}

display_words!(Building, Landscape, Freedom, Profession);

impl std::fmt::Display for Piece {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Piece::Building(b) => write!(f, "{b}"),
            Piece::Landscape(l) => write!(f, "{l}"),
        }
    }
}
