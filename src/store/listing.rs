//! Finding games: a player's games in a server, the games in a channel.

use sqlx::Row;

use super::{GameId, Store, StoreError};

/// How many games a listing returns at most (a Discord embed holds 25 fields).
pub const LISTED: i64 = 25;

impl Store {
    /// The games `user` sits at in `guild` that are in their lobby or being played, the most
    /// recently moved first.
    pub async fn games_of(&self, guild: u64, user: u64) -> Result<Vec<GameId>, StoreError> {
        let rows = sqlx::query(self.sql(
            "SELECT DISTINCT g.id, g.updated_at FROM games g JOIN seats s ON s.game_id = g.id \
             WHERE g.guild_id = ? AND s.user_id = ? AND g.status IN ('lobby', 'active') \
             ORDER BY g.updated_at DESC, g.id DESC LIMIT ?",
        ))
        .bind(guild as i64)
        .bind(user as i64)
        .bind(LISTED)
        .fetch_all(self.pool())
        .await?;
        rows.iter().map(|r| Ok(GameId(r.try_get("id")?))).collect()
    }

    /// The games of `channel` in their lobby or being played, newest first.
    pub async fn games_in_channel(&self, channel: u64) -> Result<Vec<GameId>, StoreError> {
        let rows = sqlx::query(self.sql(
            "SELECT id FROM games WHERE channel_id = ? AND status IN ('lobby', 'active') \
             ORDER BY id DESC LIMIT ?",
        ))
        .bind(channel as i64)
        .bind(LISTED)
        .fetch_all(self.pool())
        .await?;
        rows.iter().map(|r| Ok(GameId(r.try_get("id")?))).collect()
    }

    /// The games in play with a seat the program plays, oldest first.
    pub async fn games_with_program_seats(&self) -> Result<Vec<GameId>, StoreError> {
        let ids: Vec<i64> = sqlx::query_scalar(self.sql(
            "SELECT DISTINCT g.id FROM games g JOIN seats s ON s.game_id = g.id \
             WHERE g.status = 'active' AND s.user_id IS NULL ORDER BY g.id",
        ))
        .fetch_all(self.pool())
        .await?;
        Ok(ids.into_iter().map(GameId).collect())
    }

    /// The name of the game `id` is (`games.kind`), if it exists.
    pub async fn kind_of(&self, id: GameId) -> Result<Option<String>, StoreError> {
        Ok(
            sqlx::query_scalar(self.sql("SELECT kind FROM games WHERE id = ?"))
                .bind(id.0)
                .fetch_optional(self.pool())
                .await?,
        )
    }
}
