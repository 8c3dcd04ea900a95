//! How long each player takes to move: for `/stats`.
//!
//! A move's time is read from the log, among the actions that stand (take-backs and what they
//! took back left out), as the time since the action before it in the same game: the moment the
//! game last changed, which is when the seat was asked (or near it when several seats decide at
//! once). A decision taken back and made again is thus timed from when it was first asked. A
//! game's first action has no action before it and is left out, and so are the moves nobody
//! made themselves (the program's, a missed deadline's). Each move is credited to the person
//! who made it (`actions.user_id`), whoever holds the seat now.

use sqlx::Row;

use super::{Store, StoreError};

/// One member's pace in a server's games.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pace {
    pub user: u64,
    /// The median time they took to move, in milliseconds.
    pub median_ms: i64,
    /// How many of their moves it is the median of.
    pub moves: u32,
}

impl Store {
    /// Each member's median time to move over `guild`'s games, the members with the most moves
    /// first.
    pub async fn pace(&self, guild: u64) -> Result<Vec<Pace>, StoreError> {
        let rows = sqlx::query(self.sql(
            "SELECT user_id, took FROM ( \
                 SELECT a.user_id, a.created_at - LAG(a.created_at) \
                     OVER (PARTITION BY a.game_id ORDER BY a.seq) AS took \
                 FROM actions a JOIN games g ON g.id = a.game_id \
                 WHERE g.guild_id = ? AND a.undoes IS NULL AND NOT EXISTS ( \
                     SELECT 1 FROM actions u WHERE u.game_id = a.game_id AND u.undoes = a.seq)) t \
             WHERE user_id IS NOT NULL AND took IS NOT NULL",
        ))
        .bind(guild as i64)
        .fetch_all(self.pool())
        .await?;
        let mut took: std::collections::HashMap<u64, Vec<i64>> = std::collections::HashMap::new();
        for r in &rows {
            let user = r.try_get::<i64, _>("user_id")? as u64;
            took.entry(user)
                .or_default()
                .push(r.try_get::<i64, _>("took")?.max(0));
        }
        let mut pace: Vec<Pace> = took
            .into_iter()
            .map(|(user, mut times)| {
                times.sort_unstable();
                Pace {
                    user,
                    median_ms: times[times.len() / 2],
                    moves: times.len() as u32,
                }
            })
            .collect();
        pace.sort_by(|a, b| (b.moves, a.user).cmp(&(a.moves, b.user)));
        Ok(pace)
    }
}
