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
