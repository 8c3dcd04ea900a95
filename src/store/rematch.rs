//! Rematches: a new lobby opened from a finished game, for the same players.

use super::{GameId, GameStatus, Store, StoreError, expect_status, now_ms, seat_host_in, sql};

/// What asking for a rematch found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rematch {
    /// A new lobby was opened, its host seated.
    Opened(GameId),
    /// The game already has its rematch (a game has one at most).
    Exists(GameId),
}

impl Store {
    /// Opens the rematch of the finished game `old`: a lobby of the same game in the same
    /// channel with the same options and pace, its talk in the same thread, `host` in seat 0,
    /// the old game's computer players (at their levels) in the next seats, and a new seed. A
    /// game has at most one rematch: if it exists, it is returned instead.
    pub async fn open_rematch(
        &self,
        old: GameId,
        host: u64,
        seed: u64,
    ) -> Result<Rematch, StoreError> {
        let mut tx = self.write().await?;
        expect_status(&mut tx, old, GameStatus::Finished).await?;
        let existing: Option<i64> =
            sqlx::query_scalar(sql(&tx, "SELECT id FROM games WHERE rematch_of = ?"))
                .bind(old.0)
                .fetch_optional(&mut *tx)
                .await?;
        if let Some(id) = existing {
            return Ok(Rematch::Exists(GameId(id)));
        }
        let now = now_ms();
        let id: i64 = sqlx::query_scalar(sql(
            &tx,
            "INSERT INTO games (kind, guild_id, channel_id, host_user_id, status, options, \
             settings, seed, version, created_at, updated_at, rematch_of, thread_id, page_token) \
             SELECT kind, guild_id, channel_id, ?, 'lobby', options, settings, ?, 0, ?, ?, id, \
             thread_id, ? \
             FROM games WHERE id = ? RETURNING id",
        ))
        .bind(host as i64)
        .bind(seed as i64)
        .bind(now)
        .bind(now)
        .bind(super::pages::new_token())
        .bind(old.0)
        .fetch_one(&mut *tx)
        .await?;
        seat_host_in(&mut tx, GameId(id), host).await?;
        let computers: Vec<String> = sqlx::query_scalar(sql(
            &tx,
            "SELECT computer FROM seats WHERE game_id = ? AND computer IS NOT NULL ORDER BY seat",
        ))
        .bind(old.0)
        .fetch_all(&mut *tx)
        .await?;
        for (seat, level) in (1_i64..).zip(&computers) {
            sqlx::query(sql(
                &tx,
                "INSERT INTO seats (game_id, seat, user_id, dm_ok, computer) \
                 VALUES (?, ?, NULL, 0, ?)",
            ))
            .bind(id)
            .bind(seat)
            .bind(level)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(Rematch::Opened(GameId(id)))
    }
}
