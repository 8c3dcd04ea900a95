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
    /// name is not kept) and reads Discord in `lang` (a language tag, kept as given).
    pub async fn remember_player(
        &self,
        user: u64,
        name: &str,
        lang: &str,
    ) -> Result<(), StoreError> {
        let name: String = name.trim().chars().take(MAX_NAME).collect();
        if name.is_empty() {
            return Ok(());
        }
        sqlx::query(self.sql(
            "INSERT INTO player_names (user_id, name, lang, updated_at) VALUES (?, ?, ?, ?)
             ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, lang = excluded.lang,
                                                 updated_at = excluded.updated_at",
        ))
        .bind(user as i64)
        .bind(name)
        .bind(lang)
        .bind(now_ms())
        .execute(&self.writer)
        .await?;
        Ok(())
    }

    /// The remembered names of `users` (those never seen are missing).
    pub async fn names_of(&self, users: &[u64]) -> Result<HashMap<u64, String>, StoreError> {
        self.player_column(users, "name").await
    }

    /// The remembered languages of `users`, as tags (those never seen are missing).
    pub async fn langs_of(&self, users: &[u64]) -> Result<HashMap<u64, String>, StoreError> {
        self.player_column(users, "lang").await
    }

    async fn player_column(
        &self,
        users: &[u64],
        column: &'static str,
    ) -> Result<HashMap<u64, String>, StoreError> {
        let sql = match column {
            "name" => "SELECT name AS v FROM player_names WHERE user_id = ?",
            _ => "SELECT lang AS v FROM player_names WHERE user_id = ? AND lang IS NOT NULL",
        };
        let mut found = HashMap::new();
        for &user in users {
            let row = sqlx::query(self.sql(sql))
                .bind(user as i64)
                .fetch_optional(&self.readers)
                .await?;
            if let Some(row) = row {
                found.insert(user, row.try_get("v")?);
            }
        }
        Ok(found)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_name_and_language_are_remembered_replaced_and_cut() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open_in(&dir.path().join("t.sqlite")).await.unwrap();
        store.remember_player(1, "  Anna ", "de").await.unwrap();
        store.remember_player(2, "   ", "de").await.unwrap();
        store
            .remember_player(3, &"x".repeat(300), "en-US")
            .await
            .unwrap();
        let names = store.names_of(&[1, 2, 3, 4]).await.unwrap();
        assert_eq!(names.get(&1).map(String::as_str), Some("Anna"));
        assert!(!names.contains_key(&2), "a blank name is not kept");
        assert_eq!(names[&3].chars().count(), MAX_NAME);
        assert!(!names.contains_key(&4));
        store.remember_player(1, "Anna B.", "en-GB").await.unwrap();
        assert_eq!(store.names_of(&[1]).await.unwrap()[&1], "Anna B.");
        let langs = store.langs_of(&[1, 2, 3]).await.unwrap();
        assert_eq!(
            langs.get(&1).map(String::as_str),
            Some("en-GB"),
            "the latest is kept"
        );
        assert!(!langs.contains_key(&2));
        assert_eq!(langs[&3], "en-US");
    }
}
