//! What one side of an offer gives (G-55): ducats and items — commodities, named cards from
//! hand, special tiles, and markers from hand. Placed markers, buildings and promises are not
//! items.

use serde::{Deserialize, Serialize};

use super::card::CardSet;
use super::commodity::Commodities;
use super::tile::Tiles;

/// Ducats and items; every part may be empty. Written in records with its empty parts left
/// out: `{"ducats": 10, "commodities": ["wine"]}`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Bundle {
    #[serde(skip_serializing_if = "is_zero")]
    pub ducats: u32,
    #[serde(skip_serializing_if = "Commodities::is_empty")]
    pub commodities: Commodities,
    #[serde(skip_serializing_if = "CardSet::is_empty")]
    pub cards: CardSet,
    #[serde(skip_serializing_if = "Tiles::is_empty")]
    pub tiles: Tiles,
    #[serde(skip_serializing_if = "is_zero")]
    pub markers: u8,
}

fn is_zero<T: Default + PartialEq>(n: &T) -> bool {
    *n == T::default()
}

impl Bundle {
    pub const EMPTY: Bundle = Bundle {
        ducats: 0,
        commodities: Commodities::EMPTY,
        cards: CardSet::EMPTY,
        tiles: Tiles::EMPTY,
        markers: 0,
    };

    /// Only ducats.
    pub fn ducats(ducats: u32) -> Bundle {
        Bundle {
            ducats,
            ..Bundle::EMPTY
        }
    }

    pub fn is_empty(&self) -> bool {
        self.ducats == 0 && !self.has_item()
    }

    /// Whether it holds anything but ducats (G-100: a 2-player offer needs an item).
    pub fn has_item(&self) -> bool {
        self.items() > 0
    }

    /// How many items: commodity tiles, cards, special tiles and markers.
    pub fn items(&self) -> usize {
        self.commodities.len() + self.cards.len() + self.tiles.len() + usize::from(self.markers)
    }
}
