//! The thread a game's talk goes to ([`GameRow::talk_channel`](super::GameRow::talk_channel)).

use super::{GameId, Store, StoreError, now_ms};

impl Store {
    /// Records `thread` as the thread started from the game's board.
    pub async fn set_thread(&self, id: GameId, thread: u64) -> Result<(), StoreError> {
        let done =
            sqlx::query(self.sql("UPDATE games SET thread_id = ?, updated_at = ? WHERE id = ?"))
                .bind(thread as i64)
                .bind(now_ms())
                .bind(id.0)
                .execute(&self.writer)
                .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound(id));
        }
        Ok(())
    }
}
