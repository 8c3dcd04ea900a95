//! A game as its pages find it and show it, read once per change and kept: two hundred viewers
//! of one game cost one reading of its row and one replay of its record per move, not two
//! hundred, and a request between moves reads no database at all.

use std::sync::Arc;
use std::time::Duration;

use mini_moka::sync::Cache;
use subtle::ConstantTimeEq;

use super::error::WebError;
use super::names;
use super::once::Once;
use super::public::{Loaded, read};
use crate::engine::GameKind;
use crate::lang::Lang;
use crate::schedule::Settings;
use crate::store::{GameId, GameRow, GameStatus, SeatRow, Store};
use crate::table::TableService;

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

    /// What changes when the game does: a move (the version) or anything else about it (the
    /// time of its last change).
    pub fn key(&self) -> (GameId, i64, i64) {
        (self.id, self.version, self.updated_at)
    }
}

/// The games read lately: their rows, by the store's change count when read (a write here
/// makes them old at once), and what their pages show, by what changes when they change.
pub struct Kept {
    found: Once<(GameId, u64), Option<Arc<Found>>>,
    loaded: Once<(GameId, i64, i64), Arc<Loaded>>,
}

/// How long a row read is trusted while this process writes nothing: how late a move made by
/// another process over the same database reaches a page at most, as [`super::live`] polls.
const TRUSTED: Duration = Duration::from_secs(3);

/// How many games' rows, and how many games' readings, are kept.
const KEPT_GAMES: u64 = 512;

impl Default for Kept {
    fn default() -> Kept {
        Kept {
            found: Once::new(
                Cache::builder()
                    .max_capacity(KEPT_GAMES)
                    .time_to_live(TRUSTED)
                    .build(),
            ),
            loaded: Once::new(Cache::new(KEPT_GAMES)),
        }
    }
}

/// The game `id` (as the address spells it) if `token` is its page's: else not found, the
/// same whether the game does not exist or the token is wrong.
pub async fn find(
    store: &Store,
    kept: &Kept,
    id: &str,
    token: &str,
) -> Result<Arc<Found>, WebError> {
    let id = GameId(id.parse().map_err(|_| WebError::NotFound)?);
    // Counted before reading: a write committed meanwhile ticks it, and the next request
    // reads again.
    let count = store.change_count();
    let found = kept
        .found
        .get((id, count), || Found::read(store, id))
        .await?
        .ok_or(WebError::NotFound)?;
    if same_token(&found.token, token) {
        Ok(found)
    } else {
        Err(WebError::NotFound)
    }
}

/// Whether `given` is `stored`, compared in time that does not depend on where they differ.
pub fn same_token(stored: &str, given: &str) -> bool {
    !stored.is_empty() && bool::from(stored.as_bytes().ct_eq(given.as_bytes()))
}

/// The game `id` with page token `token`, read for its page (or as kept).
pub async fn load(
    tables: &TableService,
    kept: &Kept,
    id: &str,
    token: &str,
) -> Result<Arc<Loaded>, WebError> {
    let found = find(tables.store(), kept, id, token).await?;
    shown(tables, kept, &found).await
}

/// What the page of `found` shows, as kept for its version.
pub async fn shown(
    tables: &TableService,
    kept: &Kept,
    found: &Found,
) -> Result<Arc<Loaded>, WebError> {
    kept.loaded
        .get(found.key(), || async {
            let names = names::of(tables.store(), &found.seats, found.lang).await;
            let loaded = crate::with_game!(found.kind, G => read::<G>(tables, found, names).await)?;
            Ok(Arc::new(loaded))
        })
        .await
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
