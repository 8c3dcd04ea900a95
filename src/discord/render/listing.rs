//! A game as one line of a listing (`/games`, the daily digest, the summary of what quiet
//! hours held back), and the link to a message.

use crate::discord::names::{seat_names, title};
use crate::discord::ui::Ui;
use crate::lang::Lang;
use crate::store::{GameStatus, Held};
use crate::t;
use crate::table::Snapshot;

/// A link to a message.
pub fn board_link(guild: Option<u64>, channel: u64, message: u64) -> String {
    let guild = guild.map_or("@me".to_string(), |g| g.to_string());
    format!("https://discord.com/channels/{guild}/{channel}/{message}")
}

/// One game in a listing: its name, its state, and a link to its board; for a game in play,
/// since when it has waited for its seats to act (`since`, or its last change).
pub fn game_line<G: Ui>(snap: &Snapshot<G>, since: Option<i64>, lang: Lang) -> String {
    let g = &snap.game;
    let state = match &snap.state {
        None => t!(lang, "games-in-lobby", seated = snap.seats.len()),
        Some(state) => G::decision(&state.public_view(), &seat_names(snap, lang), lang),
    };
    let board = g
        .board_message_id
        .map(|m| {
            let board = t!(lang, "games-board-link");
            format!(" · [{board}]({})", board_link(g.guild_id, g.channel_id, m))
        })
        .unwrap_or_default();
    // Discord shows the time relative to the reader's clock ("3 hours ago").
    let since = if g.status == GameStatus::Active {
        let at = since.unwrap_or(g.updated_at);
        let since = t!(
            lang,
            "games-deciding-since",
            when = format!("<t:{}:R>", at / 1000)
        );
        format!(" · {since}")
    } else {
        String::new()
    };
    let head = t!(
        lang,
        "games-line",
        game = title::<G>(lang),
        id = g.id.0,
        channel = format!("<#{}>", g.channel_id)
    );
    format!("{head}{board}\n{state}{since}")
}

/// A game in the summary of what quiet hours held back: the game as in a listing, and what
/// happened in it meanwhile (`whats`, each once).
pub fn held_line<G: Ui>(snap: &Snapshot<G>, whats: &[Held], lang: Lang) -> String {
    let what: Vec<String> = whats
        .iter()
        .map(|w| match w {
            Held::Turn => t!(lang, "held-turn"),
            Held::Hand => t!(lang, "held-hand"),
            Held::Reminder => t!(lang, "held-reminder"),
        })
        .collect();
    let what = t!(lang, "held-what", what = what.join(", "));
    format!("{}\n{what}", game_line(snap, None, lang))
}
