use std::fmt;

use serde::{Deserialize, Serialize};

/// A place at the table, numbered clockwise from 0. State is kept by seat, never by who owns it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat `steps` places clockwise at a table of `players`.
    pub fn after(self, steps: u8, players: u8) -> Seat {
        Seat((self.0 + steps) % players)
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0 + 1)
    }
}

/// A small set of seats (games seat at most 8), cheap to copy and compare.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(into = "Vec<Seat>", from = "Vec<Seat>")]
pub struct SeatSet(u8);

impl SeatSet {
    pub const EMPTY: SeatSet = SeatSet(0);

    pub fn only(seat: Seat) -> SeatSet {
        SeatSet(1 << seat.0)
    }

    pub fn contains(self, seat: Seat) -> bool {
        seat.0 < 8 && self.0 & (1 << seat.0) != 0
    }

    pub fn insert(&mut self, seat: Seat) {
        self.0 |= 1 << seat.0;
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn iter(self) -> impl Iterator<Item = Seat> {
        (0..8u8).filter(move |i| self.0 & (1 << i) != 0).map(Seat)
    }

    /// The one seat in the set, if it holds exactly one.
    pub fn single(self) -> Option<Seat> {
        (self.len() == 1).then(|| Seat(self.0.trailing_zeros() as u8))
    }
}

impl FromIterator<Seat> for SeatSet {
    fn from_iter<I: IntoIterator<Item = Seat>>(iter: I) -> Self {
        let mut set = SeatSet::EMPTY;
        for seat in iter {
            set.insert(seat);
        }
        set
    }
}

impl From<SeatSet> for Vec<Seat> {
    fn from(set: SeatSet) -> Self {
        set.iter().collect()
    }
}

impl From<Vec<Seat>> for SeatSet {
    fn from(seats: Vec<Seat>) -> Self {
        seats.into_iter().filter(|s| s.0 < 8).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clockwise_wraps_round_the_table() {
        assert_eq!(Seat(2).after(1, 3), Seat(0));
        assert_eq!(Seat(1).after(3, 4), Seat(0));
    }

    #[test]
    fn seat_sets_hold_what_was_put_in() {
        let set: SeatSet = [Seat(0), Seat(3)].into_iter().collect();
        assert!(set.contains(Seat(3)) && !set.contains(Seat(1)));
        assert_eq!(set.len(), 2);
        assert_eq!(set.single(), None);
        assert_eq!(SeatSet::only(Seat(2)).single(), Some(Seat(2)));
        assert_eq!(serde_json::to_string(&set).unwrap(), "[0,3]");
    }
}
