//! A game as its pages find it and show it, read once per change and kept: two hundred viewers
//! of one game cost one reading of its row and one replay of its record per move, not two
//! hundred, and a request between moves reads no database at all.

use std::sync::Arc;

use mini_moka::sync::Cache;

use super::error::WebError;
use super::found::{Found, TRUSTED};
use super::names;
use super::once::Once;
use super::public::{Loaded, read};
use crate::store::{GameId, Store};
use crate::table::TableService;

/// The games read lately: their rows, by the store's change count when read (a write here
/// makes them old at once), and what their pages show, by what changes when they change.
pub struct Kept {
    found: Once<(GameId, u64), Option<Arc<Found>>>,
    loaded: Once<(GameId, i64, i64), Arc<Loaded>>,
}

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
    if found.opens_with(token) {
        Ok(found)
    } else {
        Err(WebError::NotFound)
    }
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
