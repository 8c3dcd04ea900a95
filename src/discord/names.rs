//! How seats are named in messages.

use crate::engine::Seat;

/// A seat's name among `names`; the seat's number if it has none.
pub fn seat_name(names: &[String], seat: Seat) -> String {
    names
        .get(seat.index())
        .cloned()
        .unwrap_or_else(|| seat.to_string())
}
