//! How seats are named in messages, and the standings that name them; the name a player goes
//! by, for pictures.

use poise::serenity_prelude::{Member, User};

use crate::engine::{Game, GameKind, Seat, Standing};
use crate::lang::Lang;
use crate::store::SeatRow;
use crate::t;
use crate::table::Snapshot;

/// The name a player goes by where the interaction came from: their nickname on the server, or
/// their display name, or their user name.
pub fn display_name(user: &User, member: Option<&Member>) -> String {
    member
        .and_then(|m| m.nick.clone())
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone())
}

/// Each seat's name in messages: a mention of its owner, a computer player by its level, or
/// the program for a seat handed to it.
pub fn seat_names<G: Game>(snap: &Snapshot<G>, lang: Lang) -> Vec<String> {
    snap.seats
        .iter()
        .map(|s| named(s, |user| format!("<@{user}>"), lang))
        .collect()
}

/// A seat's name: its owner's as `person` names them, a computer player by its level, or the
/// program for a seat handed to it.
pub fn named(seat: &SeatRow, person: impl FnOnce(u64) -> String, lang: Lang) -> String {
    match (seat.owner, seat.computer) {
        (Some(user), _) => person(user),
        (None, Some(level)) => t!(
            lang,
            "seat-computer",
            level = level.name(),
            number = seat.seat + 1
        ),
        (None, None) => t!(lang, "seat-program", number = seat.seat + 1),
    }
}

/// A game's name for players, in `lang`: its published name there.
pub fn game_title(kind: GameKind, lang: Lang) -> String {
    crate::lang::tr(lang, &format!("game-{}", kind.name()), [])
}

/// The name of the game `G` for players.
pub fn title<G: Game>(lang: Lang) -> String {
    GameKind::from_name(G::NAME).map_or_else(|| G::TITLE.to_string(), |k| game_title(k, lang))
}

/// Replaces "seat N" in an event's words by the seat's name.
pub fn with_names(line: &str, names: &[String]) -> String {
    let mut out = line.to_string();
    for (i, name) in names.iter().enumerate().rev() {
        out = out.replace(&format!("seat {}", i + 1), name);
    }
    out
}

/// A seat's name among `names`; the seat's number if it has none.
pub fn seat_name(names: &[String], seat: Seat) -> String {
    names
        .get(seat.index())
        .cloned()
        .unwrap_or_else(|| t!(Lang::En, "seat", number = seat.0 + 1))
}

/// One line per standing, in the order given: "🏆 1. <@7> — 80 pts".
pub fn standing_lines(standings: &[Standing], names: &[String], lang: Lang) -> Vec<String> {
    standings
        .iter()
        .map(|s| {
            let medal = if s.rank == 1 { "🏆 " } else { "" };
            let line = t!(
                lang,
                "standing",
                rank = s.rank,
                who = seat_name(names, s.seat),
                points = s.score
            );
            format!("{medal}{line}")
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::with_names;

    #[test]
    fn seat_numbers_become_names() {
        let names = vec!["<@1>".to_string(), "<@2>".to_string()];
        assert_eq!(with_names("seat 2 takes red 5", &names), "<@2> takes red 5");
        assert_eq!(with_names("seat 1 passes", &names), "<@1> passes");
    }
}
