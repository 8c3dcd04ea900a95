//! What a principality and its owner hold, counted: all that bonus and prestige cards ask.

use serde::Serialize;

use super::components::{Building, CardSet, Freedom, Landscape, Size};

/// One seat's holdings as the cards count them. The Palazzo is no building.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct Tally {
    pub buildings: CardSet<Building>,
    /// Forests, lakes and parks planted, in [`Landscape::ALL`] order.
    pub landscapes: [u8; 3],
    pub jesters: u8,
    pub builders: u8,
    pub freedoms: CardSet<Freedom>,
    pub prestige_cards: u8,
    /// Profession and recruiting cards in hand.
    pub in_hand: u8,
    /// Profession and recruiting cards on the table: the player's works.
    pub on_table: u8,
    pub empty_cells: u8,
}

impl Tally {
    pub fn landscape(&self, kind: Landscape) -> u8 {
        self.landscapes[kind as usize]
    }

    pub fn landscape_count(&self) -> u8 {
        self.landscapes.iter().sum()
    }

    pub fn landscape_types(&self) -> u8 {
        self.landscapes.iter().filter(|&&n| n > 0).count() as u8
    }

    pub fn building_count(&self) -> u8 {
        self.buildings.len()
    }

    pub fn of_size(&self, size: Size) -> u8 {
        self.buildings.iter().filter(|b| b.size() == size).count() as u8
    }

    pub fn sizes(&self) -> u8 {
        Size::ALL.iter().filter(|&&s| self.of_size(s) > 0).count() as u8
    }

    pub fn freedom_count(&self) -> u8 {
        self.freedoms.len()
    }

    /// Profession and recruiting cards in hand and on the table.
    pub fn professions(&self) -> u8 {
        self.in_hand + self.on_table
    }
}

#[cfg(test)]
pub mod samples {
    use super::*;
    use Building as B;

    fn buildings() -> CardSet<Building> {
        [B::University, B::Workshop, B::Opera, B::Tower, B::Chapel]
            .into_iter()
            .collect()
    }

    /// The holdings the text's bonus card summary values each card against: 2 forests, a lake,
    /// no park, no jester, 2 builders, a prestige card, 2 freedoms, 3 profession cards on the
    /// table, a profession and a recruiting card in hand, and a University, Workshop, Opera,
    /// Tower and Chapel.
    pub fn bonus_sample() -> Tally {
        Tally {
            buildings: buildings(),
            landscapes: [2, 1, 0],
            jesters: 0,
            builders: 2,
            freedoms: [Freedom::Travel, Freedom::Religion].into_iter().collect(),
            prestige_cards: 1,
            in_hand: 2,
            on_table: 3,
            // 49 − 6 (Palazzo) − 7 − 7 − 5 − 3 − 3 − 4 − 4 − 3.
            empty_cells: 7,
        }
    }

    /// The holdings of the prestige card summary: as [`bonus_sample`] but 4 profession and a
    /// recruiting card on the table and one profession card in hand.
    pub fn prestige_sample() -> Tally {
        Tally {
            in_hand: 1,
            on_table: 5,
            ..bonus_sample()
        }
    }
}
