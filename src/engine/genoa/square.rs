//! A square of the 8×8 city (G-11, G-12), written `[x, y]` from 1: x the column (the red die),
//! y the row (the blue die), (1, 1) the top-left corner. What stands on a square is map data
//! ([`super::data`]).

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The side of the grid. Fixed by the sources (two eight-sided dice), so it is code, not data;
/// the map's data is checked against it when loaded.
pub const SIDE: u8 = 8;
/// Every square of the grid.
pub const SQUARES: usize = (SIDE as usize) * (SIDE as usize);

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

impl Square {
    /// The square at column `x` and row `y`, both from 1; `None` off the grid.
    pub fn at(x: u8, y: u8) -> Option<Square> {
        ((1..=SIDE).contains(&x) && (1..=SIDE).contains(&y))
            .then(|| Square((y - 1) * SIDE + (x - 1)))
    }

    /// The square of number `index` (row by row from the top-left, from 0).
    pub fn from_index(index: usize) -> Option<Square> {
        (index < SQUARES).then_some(Square(index as u8))
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The column, from 1 (the red die).
    pub fn x(self) -> u8 {
        self.0 % SIDE + 1
    }

    /// The row, from 1 (the blue die).
    pub fn y(self) -> u8 {
        self.0 / SIDE + 1
    }

    /// The squares sharing an edge with this one (G-16: diagonals never count).
    pub fn neighbours(self) -> impl Iterator<Item = Square> {
        let (x, y) = (self.x(), self.y());
        [
            (x, y.wrapping_sub(1)),
            (x + 1, y),
            (x, y + 1),
            (x.wrapping_sub(1), y),
        ]
        .into_iter()
        .filter_map(|(x, y)| Square::at(x, y))
    }

    /// Which way `to` lies from here, if it is a neighbour.
    pub fn direction_to(self, to: Square) -> Option<Direction> {
        let (dx, dy) = (
            i16::from(to.x()) - i16::from(self.x()),
            i16::from(to.y()) - i16::from(self.y()),
        );
        match (dx, dy) {
            (0, -1) => Some(Direction::North),
            (1, 0) => Some(Direction::East),
            (0, 1) => Some(Direction::South),
            (-1, 0) => Some(Direction::West),
            _ => None,
        }
    }
}

/// A step's direction, as players read it on the picture: north is up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Direction {
    North,
    East,
    South,
    West,
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.x(), self.y())
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.x(), self.y())
    }
}

impl Serialize for Square {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        [self.x(), self.y()].serialize(s)
    }
}

impl<'de> Deserialize<'de> for Square {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let [x, y] = <[u8; 2]>::deserialize(d)?;
        Square::at(x, y)
            .ok_or_else(|| serde::de::Error::custom(format!("[{x}, {y}] is not on the board")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_are_read_as_column_and_row_from_the_top_left() {
        let s = Square::at(3, 2).unwrap();
        assert_eq!((s.x(), s.y(), s.index()), (3, 2, 10));
        assert_eq!(Square::at(0, 1), None);
        assert_eq!(Square::at(1, 9), None);
        assert_eq!(serde_json::to_string(&s).unwrap(), "[3,2]");
        assert_eq!(serde_json::from_str::<Square>("[3,2]").unwrap(), s);
        assert!(serde_json::from_str::<Square>("[9,2]").is_err());
    }

    #[test]
    fn a_corner_has_two_neighbours_and_the_middle_four() {
        let corner = Square::at(1, 1).unwrap();
        assert_eq!(corner.neighbours().count(), 2);
        let mid = Square::at(4, 4).unwrap();
        let n: Vec<_> = mid.neighbours().collect();
        assert_eq!(n.len(), 4);
        assert!(n.iter().all(|s| mid.direction_to(*s).is_some()));
        assert_eq!(
            mid.direction_to(Square::at(4, 3).unwrap()),
            Some(Direction::North)
        );
        assert_eq!(mid.direction_to(Square::at(5, 5).unwrap()), None);
    }
}
