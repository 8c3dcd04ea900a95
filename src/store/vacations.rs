//! Vacations: a person's clocks in one server's games standing still for a while, and the
//! server's allowance of them. Starting or ending one moves the person's pending reminders
//! and deadlines in the same transaction, and queues a board edit for each game it touches,
//! so the boards say who is away.

use sqlx::{AnyConnection, Row};

use super::outbox::enqueue_at_current_in;
use super::timers::refresh_next_deadline_in;
use super::{GameId, Outgoing, Store, StoreError, sql};

/// The vacation days a server allows per [`WINDOW_DAYS`] when it set none.
pub const DEFAULT_VACATION_DAYS: u32 = 14;
/// The rolling window the allowance counts over.
pub const WINDOW_DAYS: i64 = 90;
/// The most a server may allow: every day of the window.
pub const MAX_VACATION_DAYS: u32 = 90;
pub const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// One vacation, ms since the epoch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Vacation {
    pub starts_at: i64,
    pub ends_at: i64,
}

/// What asking for a vacation came to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VacationStart {
    /// It began; these games' timers moved and their boards are being repainted.
    Started {
        vacation: Vacation,
        games: Vec<GameId>,
    },
    /// One is under way already.
    Away(Vacation),
    /// It would take more than the server allows: `used_ms` were used in the window.
    OverAllowance { used_ms: i64, allowed_days: u32 },
}

impl Store {
    /// How many vacation days the server allows per [`WINDOW_DAYS`].
    pub async fn vacation_days(&self, guild: u64) -> Result<u32, StoreError> {
        let days: Option<i64> = sqlx::query_scalar(
            self.sql("SELECT vacation_days FROM guild_settings WHERE guild_id = ?"),
        )
        .bind(guild as i64)
        .fetch_optional(self.pool())
        .await?;
        Ok(days
            .and_then(|d| u32::try_from(d).ok())
            .unwrap_or(DEFAULT_VACATION_DAYS))
    }

    /// Sets the server's allowance (at most [`MAX_VACATION_DAYS`]; 0 turns vacations off).
    pub async fn set_vacation_days(&self, guild: u64, days: u32) -> Result<(), StoreError> {
        sqlx::query(self.sql(
            "INSERT INTO guild_settings (guild_id, vacation_days) VALUES (?, ?) \
             ON CONFLICT (guild_id) DO UPDATE SET vacation_days = excluded.vacation_days",
        ))
        .bind(guild as i64)
        .bind(i64::from(days.min(MAX_VACATION_DAYS)))
        .execute(&self.writer)
        .await?;
        Ok(())
    }

    /// The person's vacation in the server under way at `now`, if any.
    pub async fn current_vacation(
        &self,
        user: u64,
        guild: u64,
        now: i64,
    ) -> Result<Option<Vacation>, StoreError> {
        let mut conn = self.pool().acquire().await?;
        current_in(&mut conn, user, guild, now).await
    }

    /// How long the person's vacations in the server lasted (or last, up to now) within the
    /// window before `now`.
    pub async fn vacation_used(&self, user: u64, guild: u64, now: i64) -> Result<i64, StoreError> {
        let mut conn = self.pool().acquire().await?;
        used_in(&mut conn, user, guild, now).await
    }

    /// Starts the person's vacation in the server at `now` for `days` days, unless one is under
    /// way or it would exceed the server's allowance over the window. Every pending reminder and
    /// deadline of the seats they own in the server's games in play moves by its length.
    pub async fn start_vacation(
        &self,
        user: u64,
        guild: u64,
        now: i64,
        days: u32,
    ) -> Result<VacationStart, StoreError> {
        let allowed_days = self.vacation_days(guild).await?;
        let mut tx = self.write().await?;
        if let Some(away) = current_in(&mut tx, user, guild, now).await? {
            return Ok(VacationStart::Away(away));
        }
        let used_ms = used_in(&mut tx, user, guild, now).await?;
        let length = i64::from(days) * DAY_MS;
        if used_ms + length > i64::from(allowed_days) * DAY_MS {
            return Ok(VacationStart::OverAllowance {
                used_ms,
                allowed_days,
            });
        }
        let vacation = Vacation {
            starts_at: now,
            ends_at: now + length,
        };
        sqlx::query(sql(
            &tx,
            "INSERT INTO vacations (user_id, guild_id, starts_at, ends_at) VALUES (?, ?, ?, ?)",
        ))
        .bind(user as i64)
        .bind(guild as i64)
        .bind(vacation.starts_at)
        .bind(vacation.ends_at)
        .execute(&mut *tx)
        .await?;
        let games = shift_in(&mut tx, user, guild, length, now).await?;
        tx.commit().await?;
        self.wrote_outbox();
        Ok(VacationStart::Started { vacation, games })
    }

    /// Ends the person's vacation in the server at `now`: what was not used of it comes off
    /// their pending reminders and deadlines again (none before now). `None` if none was under
    /// way.
    pub async fn end_vacation(
        &self,
        user: u64,
        guild: u64,
        now: i64,
    ) -> Result<Option<Vec<GameId>>, StoreError> {
        let mut tx = self.write().await?;
        let Some(away) = current_in(&mut tx, user, guild, now).await? else {
            return Ok(None);
        };
        sqlx::query(sql(
            &tx,
            "UPDATE vacations SET ends_at = ? \
             WHERE user_id = ? AND guild_id = ? AND starts_at <= ? AND ends_at > ?",
        ))
        .bind(now)
        .bind(user as i64)
        .bind(guild as i64)
        .bind(now)
        .bind(now)
        .execute(&mut *tx)
        .await?;
        let games = shift_in(&mut tx, user, guild, now - away.ends_at, now).await?;
        tx.commit().await?;
        self.wrote_outbox();
        // Timers moved earlier may be due at once.
        self.armed.notify_one();
        Ok(Some(games))
    }
}

async fn current_in(
    conn: &mut AnyConnection,
    user: u64,
    guild: u64,
    now: i64,
) -> Result<Option<Vacation>, StoreError> {
    let row = sqlx::query(sql(
        conn,
        "SELECT starts_at, ends_at FROM vacations \
         WHERE user_id = ? AND guild_id = ? AND starts_at <= ? AND ends_at > ? \
         ORDER BY ends_at DESC LIMIT 1",
    ))
    .bind(user as i64)
    .bind(guild as i64)
    .bind(now)
    .bind(now)
    .fetch_optional(&mut *conn)
    .await?;
    row.map(|r| {
        Ok(Vacation {
            starts_at: r.try_get("starts_at")?,
            ends_at: r.try_get("ends_at")?,
        })
    })
    .transpose()
}

async fn used_in(
    conn: &mut AnyConnection,
    user: u64,
    guild: u64,
    now: i64,
) -> Result<i64, StoreError> {
    let since = now - WINDOW_DAYS * DAY_MS;
    let rows = sqlx::query(sql(
        conn,
        "SELECT starts_at, ends_at FROM vacations \
         WHERE user_id = ? AND guild_id = ? AND ends_at > ?",
    ))
    .bind(user as i64)
    .bind(guild as i64)
    .bind(since)
    .fetch_all(&mut *conn)
    .await?;
    let mut used = 0;
    for r in rows {
        let starts: i64 = r.try_get("starts_at")?;
        let ends: i64 = r.try_get("ends_at")?;
        used += (ends.min(now) - starts.max(since)).max(0);
    }
    Ok(used)
}

/// Moves the pending reminders and deadlines of the person's seats in the server's games in
/// play by `by` (none to before `now`), and queues those games' boards. Returns the games.
async fn shift_in(
    conn: &mut AnyConnection,
    user: u64,
    guild: u64,
    by: i64,
    now: i64,
) -> Result<Vec<GameId>, StoreError> {
    let games: Vec<i64> = sqlx::query_scalar(sql(
        conn,
        "SELECT DISTINCT g.id FROM games g JOIN seats s ON s.game_id = g.id \
         WHERE g.guild_id = ? AND g.status = 'active' AND s.user_id = ? ORDER BY g.id",
    ))
    .bind(guild as i64)
    .bind(user as i64)
    .fetch_all(&mut *conn)
    .await?;
    for &game in &games {
        sqlx::query(sql(
            conn,
            "UPDATE timers SET due_at = CASE WHEN due_at + ? < ? THEN ? ELSE due_at + ? END \
             WHERE game_id = ? AND fired_at IS NULL AND kind IN ('remind', 'deadline') \
             AND seat IN (SELECT s.seat FROM seats s WHERE s.game_id = ? AND s.user_id = ?)",
        ))
        .bind(by)
        .bind(now)
        .bind(now)
        .bind(by)
        .bind(game)
        .bind(game)
        .bind(user as i64)
        .execute(&mut *conn)
        .await?;
        refresh_next_deadline_in(conn, GameId(game)).await?;
        enqueue_at_current_in(conn, GameId(game), &[Outgoing::Board]).await?;
    }
    Ok(games.into_iter().map(GameId).collect())
}
