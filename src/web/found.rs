//! A game as its pages find it: what they need of its row, and its page's token.

use std::sync::Arc;
use std::time::Duration;

use subtle::ConstantTimeEq;

use super::error::WebError;
use crate::engine::GameKind;
use crate::lang::Lang;
use crate::schedule::Settings;
use crate::store::{GameId, GameRow, GameStatus, SeatRow, Store};

/// How long what was read of a game is trusted while this process writes nothing (a write
/// here makes it old at once): how late a move made by another process over the same database
/// reaches a page at most. The live watch reads its game again this often; a row kept for
/// pages expires after it.
pub const TRUSTED: Duration = Duration::from_secs(3);

/// What a page needs of a game's row (not its state, which its record replays).
pub struct Found {
    pub id: GameId,
    pub kind: GameKind,
    token: String,
    pub version: i64,
    pub updated_at: i64,
    pub status: GameStatus,
    /// Whether it has left the lobby: it has a record to replay.
    pub started: bool,
    pub lang: Lang,
    pub seats: Vec<SeatRow>,
}

impl Found {
    /// The game `id` as stored now; `None` if there is none (or of a kind this build does not
    /// know).
    pub async fn read(store: &Store, id: GameId) -> Result<Option<Arc<Found>>, WebError> {
        let row = store.load(id).await?;
        Ok(row.and_then(|(game, seats)| Found::of(game, seats).map(Arc::new)))
    }

    /// The row's page facts; `None` for a game of a kind this build does not know.
    fn of(game: GameRow, seats: Vec<SeatRow>) -> Option<Found> {
        Some(Found {
            id: game.id,
            kind: GameKind::from_name(&game.kind)?,
            started: game.state_json.is_some() || game.version > 0,
            lang: serde_json::from_str::<Settings>(&game.settings_json)
                .unwrap_or_default()
                .language,
            token: game.page_token,
            version: game.version,
            updated_at: game.updated_at,
            status: game.status,
            seats,
        })
    }

    /// Whether `token` opens this game's page.
    pub fn opens_with(&self, token: &str) -> bool {
        same_token(&self.token, token)
    }

    /// What changes when the game does: a move (the version) or anything else about it (the
    /// time of its last change).
    pub fn key(&self) -> (GameId, i64, i64) {
        (self.id, self.version, self.updated_at)
    }
}

/// Whether `given` is `stored`, compared in time that does not depend on where they differ.
pub fn same_token(stored: &str, given: &str) -> bool {
    !stored.is_empty() && bool::from(stored.as_bytes().ct_eq(given.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::same_token;

    #[test]
    fn a_token_matches_itself_only() {
        let token = crate::store::new_token();
        assert!(same_token(&token, &token));
        assert!(!same_token(&token, &token[..31]));
        assert!(!same_token(&token, &format!("{token}0")));
        assert!(!same_token(&token, &crate::store::new_token()));
        assert!(!same_token(&token, ""));
        // A game without a token (none should be) has no page.
        assert!(!same_token("", ""));
    }
}
