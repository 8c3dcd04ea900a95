//! How seats are named in messages, and the standings that name them.

use crate::engine::{Seat, Standing};

/// A seat's name among `names`; the seat's number if it has none.
pub fn seat_name(names: &[String], seat: Seat) -> String {
    names
        .get(seat.index())
        .cloned()
        .unwrap_or_else(|| seat.to_string())
}

/// One line per standing, in the order given: "🏆 1. <@7> — 80 pts".
pub fn standing_lines(standings: &[Standing], names: &[String]) -> Vec<String> {
    standings
        .iter()
        .map(|s| {
            let medal = if s.rank == 1 { "🏆 " } else { "" };
            format!(
                "{medal}{}. {} — {} pts",
                s.rank,
                seat_name(names, s.seat),
                s.score
            )
        })
        .collect()
}
