//! The five kinds of special tile (G-6). A seat holds them face up; a played tile goes back to
//! the supply once its effect is complete (G-77).

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::engine::multiset::{Kind, Multiset};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TileKind {
    /// Place the tower on any square instead of rolling (G-78).
    StartingSpace,
    /// Give one item, take one from the supply (G-82).
    Trade,
    /// Take one commodity of any kind in stock (G-81).
    CommodityOfChoice,
    /// Perform the action of a building one owns (G-83).
    BuildingAction,
    /// One more action this turn, spent by itself when needed (G-79).
    ExtraAction,
}

impl TileKind {
    pub const COUNT: usize = 5;
    pub const ALL: [TileKind; TileKind::COUNT] = [
        TileKind::StartingSpace,
        TileKind::Trade,
        TileKind::CommodityOfChoice,
        TileKind::BuildingAction,
        TileKind::ExtraAction,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    /// The name in records and data files.
    pub fn key(self) -> &'static str {
        match self {
            TileKind::StartingSpace => "starting_space",
            TileKind::Trade => "trade",
            TileKind::CommodityOfChoice => "commodity_of_choice",
            TileKind::BuildingAction => "building_action",
            TileKind::ExtraAction => "extra_action",
        }
    }
}

impl fmt::Display for TileKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TileKind::StartingSpace => "Starting space",
            TileKind::Trade => "Trade 1:1",
            TileKind::CommodityOfChoice => "Commodity of your choice",
            TileKind::BuildingAction => "Building action",
            TileKind::ExtraAction => "Extra action",
        })
    }
}

impl Kind for TileKind {
    fn from_kind(kind: usize) -> Option<Self> {
        TileKind::ALL.get(kind).copied()
    }
    fn kind(self) -> usize {
        self.index()
    }
    fn code(self) -> String {
        self.key().to_string()
    }
}

/// Special tiles by kind. Serialised as the list of its tiles, copies repeated.
pub type Tiles = Multiset<TileKind, { TileKind::COUNT }>;
