//! The names players go by, as last seen: pictures draw them where a message would mention the
//! player. Kept apart from the games, by user: a name is how a person is shown, not who holds a
//! seat.

use std::collections::HashMap;

use sqlx::Row;

use super::{Store, StoreError, now_ms};

/// The longest name kept; Discord's own display names are at most 32 characters, nicknames 32.
pub const MAX_NAME: usize = 100;

impl Store {
    /// Remembers that `user` goes by `name` (trimmed, cut to [`MAX_NAME`] characters; a blank
    /// name is not kept).
    pub async fn remember_name(&self, user: u64, name: &str) -> Result<(), StoreError> {
        let name: String = name.trim().chars().take(MAX_NAME).collect();
        if name.is_empty() {
            return Ok(());
        }
        sqlx::query(self.sql(
            "INSERT INTO player_names (user_id, name, updated_at) VALUES (?, ?, ?)
             ON CONFLICT (user_id) DO UPDATE SET name = excluded.name,
                                                 updated_at = excluded.updated_at",
        ))
        .bind(user as i64)
        .bind(name)
        .bind(now_ms())
        .execute(&self.writer)
        .await?;
        Ok(())
    }

    /// The remembered names of `users` (those never seen are missing).
    pub async fn names_of(&self, users: &[u64]) -> Result<HashMap<u64, String>, StoreError> {
        let mut names = HashMap::new();
        for &user in users {
            let row = sqlx::query(self.sql("SELECT name FROM player_names WHERE user_id = ?"))
                .bind(user as i64)
                .fetch_optional(&self.readers)
                .await?;
            if let Some(row) = row {
                names.insert(user, row.try_get("name")?);
            }
        }
        Ok(names)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_name_is_remembered_replaced_and_cut() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open_in(&dir.path().join("t.sqlite")).await.unwrap();
        store.remember_name(1, "  Anna ").await.unwrap();
        store.remember_name(2, "   ").await.unwrap();
        store.remember_name(3, &"x".repeat(300)).await.unwrap();
        let names = store.names_of(&[1, 2, 3, 4]).await.unwrap();
        assert_eq!(names.get(&1).map(String::as_str), Some("Anna"));
        assert!(!names.contains_key(&2), "a blank name is not kept");
        assert_eq!(names[&3].chars().count(), MAX_NAME);
        assert!(!names.contains_key(&4));
        store.remember_name(1, "Anna B.").await.unwrap();
        assert_eq!(store.names_of(&[1]).await.unwrap()[&1], "Anna B.");
    }
}
