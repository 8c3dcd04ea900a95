//! The game's message as it stands: its lobby, its board, or what it became when it ended
//! unfinished.

use crate::computer::Level;
use crate::discord::controls::{link_to_page, offer_take_back};
use crate::discord::lobby;
use crate::discord::message::{Message, clip, limits};
use crate::discord::names::{seat_name, seat_names, title};
use crate::discord::ui::{BoardContext, Ui};
use crate::store::GameStatus;
use crate::t;
use crate::table::Snapshot;

use super::events::event_lines;

/// How many recent events a board shows.
pub const RECENT_LINES: usize = 6;

/// The game's message as it stands: its lobby (a rematch's naming the players it waits for,
/// `invited`), its board, or what it became when it ended unfinished.
pub fn game_message<G: Ui>(snap: &Snapshot<G>, invited: Option<&[u64]>) -> Message {
    match snap.state {
        None => lobby_message(snap, invited),
        Some(_) => board(snap),
    }
}

/// The board of a game that has started.
pub fn board<G: Ui>(snap: &Snapshot<G>) -> Message {
    let lang = snap.lang();
    let Some(state) = &snap.state else {
        return lobby::cancelled(&title::<G>(lang), snap.game.id, lang);
    };
    if snap.game.status == GameStatus::Cancelled {
        return lobby::ended(
            &title::<G>(lang),
            snap.game.id,
            &t!(lang, "game-abandoned"),
            &t!(lang, "game-abandoned-why"),
            lang,
        );
    }
    let names = seat_names(snap, lang);
    let mut recent: Vec<String> = event_lines::<G>(&snap.recent, &names, lang).collect();
    recent.drain(..recent.len().saturating_sub(RECENT_LINES));
    let thinking: Vec<String> = state
        .awaited()
        .iter()
        .filter(|s| snap.owner(*s).is_none())
        .map(|s| seat_name(&names, s))
        .collect();
    let mut board = G::board(
        &state.public_view(),
        &BoardContext {
            game: snap.game.id,
            version: snap.game.version,
            names: &names,
            recent: &recent,
            settings: &snap.settings,
            deadline: snap.game.next_deadline,
            thinking: &thinking,
            lang,
        },
    );
    say_who_is_away(&mut board, snap, &names);
    offer_take_back(&mut board, snap, lang);
    link_to_page(&mut board, snap, lang);
    board
}

/// Heads the board with who is away on vacation, and until when: their clocks stand still.
fn say_who_is_away<G: Ui>(board: &mut Message, snap: &Snapshot<G>, names: &[String]) {
    let lang = snap.lang();
    let away: Vec<String> = snap
        .away
        .iter()
        .filter_map(|&(user, until)| {
            let seat = snap.seats_of(user).next()?;
            Some(t!(
                lang,
                "board-away",
                who = seat_name(names, seat),
                until = format!("<t:{}:f>", until.div_euclid(1000))
            ))
        })
        .collect();
    if away.is_empty() || snap.game.status != GameStatus::Active {
        return;
    }
    if let Some(embed) = board.embeds.first_mut() {
        let head = away.join("\n");
        embed.description = clip(
            &format!("{head}\n{}", embed.description),
            limits::DESCRIPTION,
        );
    }
}

/// The lobby of a game not yet started; a rematch's names the players it waits for
/// (`invited`).
pub fn lobby_message<G: Ui>(snap: &Snapshot<G>, invited: Option<&[u64]>) -> Message {
    let seated: Vec<lobby::Seated> = snap
        .seats
        .iter()
        .map(|s| match s.owner {
            Some(user) => lobby::Seated::Person(user),
            None => lobby::Seated::Computer(s.computer.unwrap_or(Level::Strong)),
        })
        .collect();
    let lang = snap.lang();
    let variant = serde_json::from_str::<G::Options>(&snap.game.options_json)
        .ok()
        .and_then(|options| G::options_text(&options, lang));
    lobby::lobby(&lobby::Lobby {
        game: snap.game.id,
        title: &title::<G>(lang),
        lang,
        host: snap.game.host,
        seated: &seated,
        players: G::PLAYERS,
        settings: &snap.settings,
        variant: variant.as_deref(),
        rematch: snap.game.rematch_of.zip(invited),
    })
}
