//! How seats are named in messages, and the standings that name them; the name a player goes
//! by, for pictures.

use poise::serenity_prelude::{Member, User};

use crate::engine::{Seat, Standing};

/// The name a player goes by where the interaction came from: their nickname on the server, or
/// their display name, or their user name.
pub fn display_name(user: &User, member: Option<&Member>) -> String {
    member
        .and_then(|m| m.nick.clone())
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone())
}

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
