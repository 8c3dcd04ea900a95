//! The typed rows the store hands out, and the store's errors.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::computer::Level;

/// A game's id: the `games.id` row id. Players see it as `#7`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct GameId(pub i64);

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// Reads `#7` or `7`, as a player would type it.
impl FromStr for GameId {
    type Err = std::num::ParseIntError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        s.strip_prefix('#').unwrap_or(s).parse().map(GameId)
    }
}

/// Where a game is in its life: `lobby` → `active` → `finished`, or `cancelled` from the lobby
/// or from play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameStatus {
    /// Players join and leave; there is no engine state yet.
    Lobby,
    /// Being played.
    Active,
    /// Played to its end.
    Finished,
    /// Stopped by its host, abandoned by a vote of its players, or left by all of them: it
    /// does not count in `/stats`.
    Cancelled,
}

impl GameStatus {
    pub const ALL: [GameStatus; 4] = [
        GameStatus::Lobby,
        GameStatus::Active,
        GameStatus::Finished,
        GameStatus::Cancelled,
    ];

    /// The value stored in `games.status`.
    pub fn as_str(self) -> &'static str {
        match self {
            GameStatus::Lobby => "lobby",
            GameStatus::Active => "active",
            GameStatus::Finished => "finished",
            GameStatus::Cancelled => "cancelled",
        }
    }

    pub fn from_name(name: &str) -> Option<GameStatus> {
        GameStatus::ALL.into_iter().find(|s| s.as_str() == name)
    }
}

impl fmt::Display for GameStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One row of `games`. Discord ids are snowflakes (`u64`); times are unix milliseconds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRow {
    pub id: GameId,
    /// The engine's name, e.g. `"palazzo"`.
    pub kind: String,
    /// `None` in direct messages.
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    /// The board message, once posted.
    pub board_message_id: Option<u64>,
    /// The user who opened the game; always seat 0.
    pub host: u64,
    pub status: GameStatus,
    /// The engine's options, as JSON.
    pub options_json: String,
    pub seed: u64,
    /// How many actions have been applied: the seq of the last stored action.
    pub version: i64,
    /// The engine state after `state_version` actions, as JSON; `None` in the lobby. A cache
    /// of the log: replaying the first `state_version` actions from `(options, seed)` must
    /// give exactly this, and the actions after it bring it to `version`.
    pub state_json: Option<String>,
    /// The version `state_json` stands at: `version` or a little behind it, since a move need
    /// not store the whole state.
    pub state_version: i64,
    pub created_at: i64,
    pub updated_at: i64,
    /// The earliest pending deadline of the game's timers (see `store::timers`), if any.
    pub next_deadline: Option<i64>,
    /// The game's pace (reminders, deadline), as JSON: see `schedule::Settings`.
    pub settings_json: String,
    /// The finished game this one is a rematch of.
    pub rematch_of: Option<GameId>,
    /// The seat that may take back the game's last action now, as the rules judged it when
    /// that action (or the take-back before it) was stored.
    pub take_back: Option<u8>,
    /// The thread started from the board, where the game's talk goes; `None`: the channel.
    pub thread_id: Option<u64>,
    /// The secret in the link to the game's page on the web ([`super::pages`]).
    pub page_token: String,
}

impl GameRow {
    /// Where everything the table is told besides its board goes: the game's thread if it has
    /// one, else its channel.
    pub fn talk_channel(&self) -> u64 {
        self.thread_id.unwrap_or(self.channel_id)
    }
}

/// One row of `seats`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SeatRow {
    /// 0-based, clockwise; the host is seat 0.
    pub seat: u8,
    /// The Discord user who plays the seat; `None`: played by the program.
    pub owner: Option<u64>,
    /// Whether direct messages reach the owner (cleared when Discord refuses one).
    pub dm_ok: bool,
    /// How many deadlines the seat has missed (each played by its default action).
    pub missed_deadlines: u32,
    /// For a seat without owner: the level a computer seat was added at in the lobby; `None`
    /// for a seat handed to the program during play (played at the strongest level).
    pub computer: Option<Level>,
}

/// One row of `actions`: the `seq`-th accepted action (from 1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredAction {
    pub seq: i64,
    pub seat: u8,
    pub action_json: String,
    /// For a row that takes an action back: that action's `seq` (`action_json` repeats it).
    pub undoes: Option<i64>,
    /// When it was stored, in unix milliseconds.
    pub created_at: i64,
}
