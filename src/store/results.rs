//! Finished games' standings, and the server statistics `/stats` shows from them.
//!
//! Only finished games have results: a game cancelled or abandoned never counts.

use sqlx::{AnyConnection, Row};

use super::{GameId, Placing, Store, StoreError, sql};
use crate::computer::Level;

/// A server's finished games, by game and by player.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Stats {
    /// Each game's name (`GameKind` name) and how many were finished, most played first.
    pub games: Vec<(String, u32)>,
    /// Of those, how many had a seat the program finished (a computer player, or a seat
    /// handed to the program), by game.
    pub with_computers: Vec<(String, u32)>,
    /// Each player's games of each kind.
    pub players: Vec<PlayerStats>,
}

/// One member's finished games of one kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerStats {
    pub kind: String,
    pub user: u64,
    pub played: u32,
    /// Games they won or shared first place in.
    pub won: u32,
}

pub(super) async fn write_in(
    conn: &mut AnyConnection,
    id: GameId,
    placings: &[Placing],
) -> Result<(), StoreError> {
    for p in placings {
        sqlx::query(sql(
            conn,
            "INSERT INTO results (game_id, seat, user_id, rank, score, computer) \
             VALUES (?, ?, ?, ?, ?, ?)",
        ))
        .bind(id.0)
        .bind(i64::from(p.seat))
        .bind(p.user.map(|u| u as i64))
        .bind(i64::from(p.rank))
        .bind(i64::from(p.score))
        .bind(p.computer.map(Level::name))
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}

impl Store {
    /// The standings of a finished game, by seat.
    pub async fn results(&self, id: GameId) -> Result<Vec<Placing>, StoreError> {
        let rows = sqlx::query(self.sql(
            "SELECT seat, user_id, rank, score, computer FROM results WHERE game_id = ? \
             ORDER BY seat",
        ))
        .bind(id.0)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|r| {
                Ok(Placing {
                    seat: super::seat_number(r.try_get("seat")?)?,
                    user: r.try_get::<Option<i64>, _>("user_id")?.map(|u| u as u64),
                    rank: r.try_get::<i64, _>("rank")?.clamp(1, 255) as u8,
                    score: r.try_get::<i64, _>("score")? as i32,
                    computer: r
                        .try_get::<Option<String>, _>("computer")?
                        .and_then(|l| l.parse().ok()),
                })
            })
            .collect()
    }

    /// `(kind, n)` rows of a query on `guild`'s games.
    async fn kind_counts(&self, guild: u64, sql: &str) -> Result<Vec<(String, u32)>, StoreError> {
        sqlx::query(self.sql(sql))
            .bind(guild as i64)
            .fetch_all(self.pool())
            .await?
            .iter()
            .map(|r| Ok((r.try_get("kind")?, r.try_get::<i64, _>("n")? as u32)))
            .collect()
    }

    /// The finished games of `guild`: how many of each kind, and each member's played and
    /// won (seats the program finished are not anyone's).
    pub async fn stats(&self, guild: u64) -> Result<Stats, StoreError> {
        let games = self
            .kind_counts(
                guild,
                "SELECT kind, COUNT(*) AS n FROM games WHERE guild_id = ? \
                 AND status = 'finished' GROUP BY kind ORDER BY n DESC, kind",
            )
            .await?;
        let with_computers = self
            .kind_counts(
                guild,
                "SELECT g.kind, COUNT(DISTINCT g.id) AS n FROM games g \
                 JOIN results r ON r.game_id = g.id \
                 WHERE g.guild_id = ? AND g.status = 'finished' AND r.user_id IS NULL \
                 GROUP BY g.kind ORDER BY g.kind",
            )
            .await?;
        let players = sqlx::query(self.sql(
            "SELECT g.kind, r.user_id, COUNT(DISTINCT g.id) AS played, \
                    COUNT(DISTINCT CASE WHEN r.rank = 1 THEN g.id END) AS won \
             FROM results r JOIN games g ON g.id = r.game_id \
             WHERE g.guild_id = ? AND g.status = 'finished' AND r.user_id IS NOT NULL \
             GROUP BY g.kind, r.user_id ORDER BY won DESC, played DESC, r.user_id",
        ))
        .bind(guild as i64)
        .fetch_all(self.pool())
        .await?
        .iter()
        .map(|r| {
            Ok(PlayerStats {
                kind: r.try_get("kind")?,
                user: r.try_get::<i64, _>("user_id")? as u64,
                played: r.try_get::<i64, _>("played")? as u32,
                won: r.try_get::<i64, _>("won")? as u32,
            })
        })
        .collect::<Result<_, StoreError>>()?;
        Ok(Stats {
            games,
            with_computers,
            players,
        })
    }
}
