//! A game as its page shows it, read once per change of the game and kept: two hundred
//! viewers of one game cost one replay of its record, not two hundred.

use std::sync::Arc;

use mini_moka::sync::Cache;
use subtle::ConstantTimeEq;

use super::error::WebError;
use super::names;
use super::public::{Loaded, read};
use crate::schedule::Settings;
use crate::store::{GameId, GameRow, SeatRow, Store};
use crate::table::TableService;

/// The games read lately, by what changes when they change: a move (the version) or anything
/// else about them (the time of the last change).
pub struct Kept(Cache<(GameId, i64, i64), Arc<Loaded>>);

impl Default for Kept {
    fn default() -> Kept {
        Kept(Cache::new(KEPT_GAMES))
    }
}

/// How many games' readings are kept.
const KEPT_GAMES: u64 = 512;

/// The game `id` (as the address spells it) if `token` is its page's: else not found, the
/// same whether the game does not exist or the token is wrong.
pub async fn find(
    store: &Store,
    id: &str,
    token: &str,
) -> Result<(GameRow, Vec<SeatRow>), WebError> {
    let id: i64 = id.parse().map_err(|_| WebError::NotFound)?;
    let (game, seats) = store.load(GameId(id)).await?.ok_or(WebError::NotFound)?;
    if same_token(&game.page_token, token) {
        Ok((game, seats))
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
    let (game, seats) = find(tables.store(), id, token).await?;
    let key = (game.id, game.version, game.updated_at);
    if let Some(kept) = kept.0.get(&key) {
        return Ok(kept);
    }
    let kind = crate::engine::GameKind::from_name(&game.kind).ok_or(WebError::NotFound)?;
    let lang = serde_json::from_str::<Settings>(&game.settings_json)
        .unwrap_or_default()
        .language;
    let names = names::of(tables.store(), &seats, lang).await;
    let loaded = Arc::new(crate::with_game!(kind, G => {
        read::<G>(tables, &game, &seats, names, lang).await
    })?);
    kept.0.insert(key, loaded.clone());
    Ok(loaded)
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
