//! The eight kinds of commodity tile (G-4), five of each. Which warehouse produces which two
//! kinds is map data (`data/board.json`), not code.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::engine::multiset::{Kind, Multiset};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Commodity {
    Ale,
    Wine,
    Silver,
    Copper,
    Linen,
    Silk,
    Pepper,
    Saffron,
}

impl Commodity {
    pub const COUNT: usize = 8;
    pub const ALL: [Commodity; Commodity::COUNT] = [
        Commodity::Ale,
        Commodity::Wine,
        Commodity::Silver,
        Commodity::Copper,
        Commodity::Linen,
        Commodity::Silk,
        Commodity::Pepper,
        Commodity::Saffron,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    /// The name in records and data files.
    pub fn key(self) -> &'static str {
        match self {
            Commodity::Ale => "ale",
            Commodity::Wine => "wine",
            Commodity::Silver => "silver",
            Commodity::Copper => "copper",
            Commodity::Linen => "linen",
            Commodity::Silk => "silk",
            Commodity::Pepper => "pepper",
            Commodity::Saffron => "saffron",
        }
    }
}

impl fmt::Display for Commodity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

impl Kind for Commodity {
    fn from_kind(kind: usize) -> Option<Self> {
        Commodity::ALL.get(kind).copied()
    }
    fn kind(self) -> usize {
        self.index()
    }
    fn code(self) -> String {
        self.key().to_string()
    }
}

/// Commodity tiles by kind: a seat's, the supply's, or one side of an offer. Serialised as the
/// list of its tiles, copies repeated.
pub type Commodities = Multiset<Commodity, { Commodity::COUNT }>;
