//! A game as its page shows it: what it shows, in the game's language, from public views only,
//! and what its pictures are drawn from.

use std::any::Any;
use std::sync::Arc;

use serde::Serialize;

use super::error::WebError;
use super::found::Found;
use crate::discord::names::title;
use crate::discord::render::{alt_text, event_lines};
use crate::discord::ui::Ui;
use crate::engine::{GameKind, Seat};
use crate::lang::Lang;
use crate::store::{GameId, GameStatus};
use crate::t;
use crate::table::TableService;

/// What a game's page shows and its live events carry (and `/state` answers): public, every word in the game's
/// language.
#[derive(Debug, Clone, Serialize)]
pub struct Public {
    pub title: String,
    /// `lobby`, `active`, `finished` or `cancelled`.
    pub status: &'static str,
    /// The status in words, with who is to move.
    pub status_words: String,
    pub version: i64,
    /// `<version>:<time of the last change>`: what the live events name, so the page knows
    /// whether it has seen a change.
    pub seen: String,
    /// The actions that stand: the replay's steps run from 0 (as set up) to this.
    pub steps: usize,
    pub players: Vec<Player>,
    /// The history in words, by the step whose action caused it (from 1).
    pub log: Vec<Logged>,
    /// The board now, in words: its picture's alt text.
    pub alt: String,
}

#[derive(Debug, Clone, Serialize)]
pub struct Player {
    pub name: String,
    /// The score the board shows now; none in the lobby.
    pub score: Option<i32>,
    /// The final rank, once the game is over.
    pub rank: Option<u8>,
    pub to_move: bool,
}

#[derive(Debug, Clone, Serialize)]
pub struct Logged {
    pub step: usize,
    pub lines: Vec<String>,
}

/// A game read for its pages: what it shows, and what its pictures are drawn from.
pub struct Loaded {
    /// The game, its version and the time of its last change: what it was read at.
    pub key: (GameId, i64, i64),
    pub kind: GameKind,
    pub lang: Lang,
    pub names: Vec<String>,
    pub public: Public,
    /// `public` written out as JSON once, for every viewer it is sent to.
    pub state_json: axum::body::Bytes,
    /// The game's record (`Record<G>` of its engine), once it has started.
    pub record: Option<Arc<dyn Any + Send + Sync>>,
    pub finished: bool,
}

/// The status's name in the state a page reads.
pub fn status_name(status: GameStatus) -> &'static str {
    match status {
        GameStatus::Lobby => "lobby",
        GameStatus::Active => "active",
        GameStatus::Finished => "finished",
        GameStatus::Cancelled => "cancelled",
    }
}

/// Reads the game for its page: its record replayed once for the history in words, the board
/// now and the scores. Only public views are read.
pub async fn read<G: Ui>(
    tables: &TableService,
    game: &Found,
    names: Vec<String>,
) -> Result<Loaded, WebError> {
    let lang = game.lang;
    let mut public = Public {
        title: t!(lang, "web-title", game = title::<G>(lang), id = game.id.0),
        status: status_name(game.status),
        status_words: String::new(),
        version: game.version,
        seen: format!("{}:{}", game.version, game.updated_at),
        steps: 0,
        players: names
            .iter()
            .map(|name| Player {
                name: name.clone(),
                score: None,
                rank: None,
                to_move: false,
            })
            .collect(),
        log: Vec::new(),
        alt: String::new(),
    };
    if !game.started {
        public.status_words = match game.status {
            GameStatus::Cancelled => t!(lang, "web-status-cancelled"),
            _ => t!(lang, "web-status-lobby", seated = game.seats.len()),
        };
        return Loaded::new(game, names, public, None);
    }
    let record = tables.of::<G>().record(game.id).await?;
    let mut log = Vec::new();
    let state = record.replay(|step, _, _, events| {
        let lines: Vec<String> = event_lines::<G>(events, &names, lang)
            .map(|line| alt_text::plain(&line))
            .collect();
        if !lines.is_empty() {
            log.push(Logged { step, lines });
        }
    })?;
    let view = state.public_view();
    let scores = G::shown_scores(&view);
    let outcome = state.outcome();
    let awaited = if game.status == GameStatus::Active {
        state.awaited()
    } else {
        crate::engine::SeatSet::EMPTY
    };
    for (i, player) in public.players.iter_mut().enumerate() {
        let seat = Seat(i as u8);
        player.score = scores.get(i).copied();
        player.to_move = awaited.contains(seat);
        player.rank = outcome
            .as_ref()
            .and_then(|o| o.standings.iter().find(|s| s.seat == seat))
            .map(|s| s.rank);
    }
    let to_move: Vec<&str> = awaited
        .iter()
        .filter_map(|s| names.get(s.index()).map(String::as_str))
        .collect();
    public.status_words = match game.status {
        GameStatus::Active => t!(lang, "web-status-active", who = to_move.join(", ")),
        GameStatus::Finished => t!(lang, "web-status-finished"),
        GameStatus::Cancelled | GameStatus::Lobby => t!(lang, "web-status-cancelled"),
    };
    public.steps = record.actions.len();
    public.log = log;
    public.alt = alt_text::board::<G>(&view, &names, lang);
    Loaded::new(game, names, public, Some(Arc::new(record)))
}

impl Loaded {
    fn new(
        game: &Found,
        names: Vec<String>,
        public: Public,
        record: Option<Arc<dyn Any + Send + Sync>>,
    ) -> Result<Loaded, WebError> {
        let state_json = serde_json::to_vec(&public)
            .map_err(|e| WebError::Unwritable(e.to_string()))?
            .into();
        Ok(Loaded {
            key: game.key(),
            kind: game.kind,
            lang: game.lang,
            names,
            public,
            state_json,
            record,
            finished: game.status == GameStatus::Finished,
        })
    }
}
