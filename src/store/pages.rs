//! The secrets in the links to the pages on the web: one per game (a column of `games`, drawn
//! when the game is opened) and one per server (`server_pages`, drawn the first time `/stats`
//! links to it), and what a server's page lists.
//!
//! A token is 128 bits from a generator seeded by the operating system, never derived from an
//! id: knowing one game's link tells nothing of another's. The store only keeps tokens; they
//! are compared, in constant time, where a request brings one (`web`).

use sqlx::Row;

use super::{GameId, Store, StoreError, now_ms};

/// A new page token: 128 random bits as 32 lower-case hex digits. `rand`'s thread generator is
/// a cryptographic one (`ChaCha`, reseeded from the operating system).
pub fn new_token() -> String {
    format!("{:032x}", rand::random::<u128>())
}

/// How many finished games a server's page lists at most, newest first.
pub const FINISHED_LISTED: i64 = 100;

/// A finished game as a server's page lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finished {
    pub id: GameId,
    /// The engine's name, e.g. `"palazzo"`.
    pub kind: String,
    /// When it ended (its last move), ms since the epoch.
    pub ended_at: i64,
    pub page_token: String,
}

impl Store {
    /// The token of `guild`'s page, drawn and stored the first time it is asked for.
    pub async fn server_page_token(&self, guild: u64) -> Result<String, StoreError> {
        // Two processes may draw one at once: the first stored stands, and both read it.
        sqlx::query(self.sql(
            "INSERT INTO server_pages (guild_id, token, created_at) VALUES (?, ?, ?) \
             ON CONFLICT (guild_id) DO NOTHING",
        ))
        .bind(guild as i64)
        .bind(new_token())
        .bind(now_ms())
        .execute(&self.writer)
        .await?;
        self.server_page(guild)
            .await?
            .ok_or_else(|| StoreError::Corrupt(format!("server {guild} has no page token")))
    }

    /// The token of `guild`'s page, if `/stats` has ever linked to it.
    pub async fn server_page(&self, guild: u64) -> Result<Option<String>, StoreError> {
        Ok(
            sqlx::query_scalar(self.sql("SELECT token FROM server_pages WHERE guild_id = ?"))
                .bind(guild as i64)
                .fetch_optional(&self.writer)
                .await?,
        )
    }

    /// The game's version and the time of its last change, if it exists: what a page
    /// following it live compares.
    pub async fn version_of(&self, id: GameId) -> Result<Option<(i64, i64)>, StoreError> {
        let row = sqlx::query(self.sql("SELECT version, updated_at FROM games WHERE id = ?"))
            .bind(id.0)
            .fetch_optional(self.pool())
            .await?;
        row.map(|r| Ok((r.try_get("version")?, r.try_get("updated_at")?)))
            .transpose()
    }

    /// The finished games of `guild`, the latest first (at most [`FINISHED_LISTED`]).
    pub async fn finished_in(&self, guild: u64) -> Result<Vec<Finished>, StoreError> {
        let rows = sqlx::query(self.sql(
            "SELECT id, kind, updated_at, page_token FROM games \
             WHERE guild_id = ? AND status = 'finished' ORDER BY updated_at DESC, id DESC LIMIT ?",
        ))
        .bind(guild as i64)
        .bind(FINISHED_LISTED)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|r| {
                Ok(Finished {
                    id: GameId(r.try_get("id")?),
                    kind: r.try_get("kind")?,
                    ended_at: r.try_get("updated_at")?,
                    page_token: r.try_get("page_token")?,
                })
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_128_bits_of_hex_and_never_repeat() {
        let tokens: std::collections::HashSet<String> = (0..1000).map(|_| new_token()).collect();
        assert_eq!(tokens.len(), 1000);
        for t in &tokens {
            assert_eq!(t.len(), 32, "{t}");
            assert!(
                t.bytes()
                    .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase())
            );
        }
    }
}
