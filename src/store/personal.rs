//! Each person's own settings (`/settings`), what their quiet hours held back, and when their
//! daily digest is due. Kept by Discord user, apart from the games: a setting is how a person
//! wants to be told, whichever seats they hold.

use sqlx::Row;

use super::{GameId, Store, StoreError};

/// What a person set with `/settings`. A person who never did has [`PersonSettings::default`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PersonSettings {
    /// Whether the ping for their turn also comes by DM, beside the channel's mention.
    pub dm_pings: bool,
    /// Whether their hand comes by DM after every change (else only on request: *My hand*).
    pub hand_dm: bool,
    /// Whether a daily DM lists the games waiting on them.
    pub digest: bool,
    /// An IANA time zone name (`Europe/Berlin`); `None`: UTC.
    pub time_zone: Option<String>,
    /// Quiet hours, minutes of the day in their time zone, from and until.
    pub quiet: Option<(u16, u16)>,
}

impl Default for PersonSettings {
    fn default() -> Self {
        PersonSettings {
            dm_pings: false,
            hand_dm: true,
            digest: false,
            time_zone: None,
            quiet: None,
        }
    }
}

/// What quiet hours held back from a person, for one game: told in the summary sent when they
/// end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Held {
    /// The game came to wait on them.
    Turn,
    /// Their hand changed.
    Hand,
    /// They were reminded that the game waits on them.
    Reminder,
}

impl Held {
    fn as_str(self) -> &'static str {
        match self {
            Held::Turn => "turn",
            Held::Hand => "hand",
            Held::Reminder => "reminder",
        }
    }

    fn parse(s: &str) -> Result<Held, StoreError> {
        match s {
            "turn" => Ok(Held::Turn),
            "hand" => Ok(Held::Hand),
            "reminder" => Ok(Held::Reminder),
            other => Err(StoreError::Corrupt(format!("held: unknown kind {other}"))),
        }
    }
}

/// One thing held back: which game, what, and when.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeldItem {
    pub id: i64,
    pub game: GameId,
    pub what: Held,
    pub at: i64,
}

/// How many people's held messages, or digests, one pass reads.
const BATCH: i64 = 256;

impl Store {
    /// What `user` set, or the defaults.
    pub async fn person_settings(&self, user: u64) -> Result<PersonSettings, StoreError> {
        let row = sqlx::query(self.sql(
            "SELECT dm_pings, hand_dm, digest, time_zone, quiet_from, quiet_to \
             FROM person_settings WHERE user_id = ?",
        ))
        .bind(user as i64)
        .fetch_optional(self.pool())
        .await?;
        let Some(row) = row else {
            return Ok(PersonSettings::default());
        };
        let minute = |v: Option<i64>| v.and_then(|m| u16::try_from(m).ok());
        let from = minute(row.try_get("quiet_from")?);
        let to = minute(row.try_get("quiet_to")?);
        Ok(PersonSettings {
            dm_pings: row.try_get::<i64, _>("dm_pings")? != 0,
            hand_dm: row.try_get::<i64, _>("hand_dm")? != 0,
            digest: row.try_get::<i64, _>("digest")? != 0,
            time_zone: row.try_get("time_zone")?,
            quiet: from.zip(to),
        })
    }

    /// Stores what `user` set at `now`; `digest_due` is when their next digest is due (`None`
    /// while it is off).
    pub async fn save_person_settings(
        &self,
        user: u64,
        settings: &PersonSettings,
        digest_due: Option<i64>,
        now: i64,
    ) -> Result<(), StoreError> {
        sqlx::query(self.sql(
            "INSERT INTO person_settings \
             (user_id, dm_pings, hand_dm, digest, time_zone, quiet_from, quiet_to, digest_due, \
              updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) \
             ON CONFLICT (user_id) DO UPDATE SET dm_pings = excluded.dm_pings, \
             hand_dm = excluded.hand_dm, digest = excluded.digest, \
             time_zone = excluded.time_zone, quiet_from = excluded.quiet_from, \
             quiet_to = excluded.quiet_to, digest_due = excluded.digest_due, \
             updated_at = excluded.updated_at",
        ))
        .bind(user as i64)
        .bind(i64::from(settings.dm_pings))
        .bind(i64::from(settings.hand_dm))
        .bind(i64::from(settings.digest))
        .bind(settings.time_zone.as_deref())
        .bind(settings.quiet.map(|(from, _)| i64::from(from)))
        .bind(settings.quiet.map(|(_, to)| i64::from(to)))
        .bind(digest_due)
        .bind(now)
        .execute(&self.writer)
        .await?;
        Ok(())
    }

    /// Holds `what` of `game` back from `user` until `release_at`, the end of their quiet hours.
    pub async fn hold(
        &self,
        user: u64,
        game: GameId,
        what: Held,
        now: i64,
        release_at: i64,
    ) -> Result<(), StoreError> {
        sqlx::query(self.sql(
            "INSERT INTO held (user_id, game_id, what, held_at, release_at) VALUES (?, ?, ?, ?, ?)",
        ))
        .bind(user as i64)
        .bind(game.0)
        .bind(what.as_str())
        .bind(now)
        .bind(release_at)
        .execute(&self.writer)
        .await?;
        Ok(())
    }

    /// The people whose held messages are due at `now`, each with everything held for them
    /// (due or not: one summary says it all), oldest first.
    pub async fn due_held(&self, now: i64) -> Result<Vec<(u64, Vec<HeldItem>)>, StoreError> {
        let users: Vec<i64> = sqlx::query_scalar(self.sql(
            "SELECT DISTINCT user_id FROM held WHERE release_at <= ? ORDER BY user_id LIMIT ?",
        ))
        .bind(now)
        .bind(BATCH)
        .fetch_all(self.pool())
        .await?;
        let mut due = Vec::with_capacity(users.len());
        for user in users {
            let rows =
                sqlx::query(self.sql(
                    "SELECT id, game_id, what, held_at FROM held WHERE user_id = ? ORDER BY id",
                ))
                .bind(user)
                .fetch_all(self.pool())
                .await?;
            let items = rows
                .iter()
                .map(|r| {
                    Ok(HeldItem {
                        id: r.try_get("id")?,
                        game: GameId(r.try_get("game_id")?),
                        what: Held::parse(r.try_get("what")?)?,
                        at: r.try_get("held_at")?,
                    })
                })
                .collect::<Result<Vec<_>, StoreError>>()?;
            due.push((user as u64, items));
        }
        Ok(due)
    }

    /// Puts off the summary of what is held for `user` until `until` (it failed on a bad day).
    pub async fn postpone_held(&self, user: u64, until: i64) -> Result<(), StoreError> {
        sqlx::query(self.sql("UPDATE held SET release_at = ? WHERE user_id = ?"))
            .bind(until)
            .bind(user as i64)
            .execute(&self.writer)
            .await?;
        Ok(())
    }

    /// Forgets the held messages `ids`, once their summary is sent.
    pub async fn release_held(&self, ids: &[i64]) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        for id in ids {
            sqlx::query(super::sql(&tx, "DELETE FROM held WHERE id = ?"))
                .bind(id)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// The people whose daily digest is due at `now`, with when it fell due.
    pub async fn due_digests(&self, now: i64) -> Result<Vec<(u64, i64)>, StoreError> {
        let rows = sqlx::query(self.sql(
            "SELECT user_id, digest_due FROM person_settings \
             WHERE digest_due IS NOT NULL AND digest_due <= ? ORDER BY digest_due LIMIT ?",
        ))
        .bind(now)
        .bind(BATCH)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|r| {
                Ok((
                    r.try_get::<i64, _>("user_id")? as u64,
                    r.try_get("digest_due")?,
                ))
            })
            .collect()
    }

    /// Moves `user`'s digest due at `was` on to `next`. False if another pass (or process) has
    /// already moved it, or the digest was turned off meanwhile: then this pass sends nothing.
    pub async fn digest_moved(&self, user: u64, was: i64, next: i64) -> Result<bool, StoreError> {
        let moved =
            sqlx::query(self.sql(
                "UPDATE person_settings SET digest_due = ? WHERE user_id = ? AND digest_due = ?",
            ))
            .bind(next)
            .bind(user as i64)
            .bind(was)
            .execute(&self.writer)
            .await?
            .rows_affected();
        Ok(moved == 1)
    }

    /// The games in play in which a seat of `user` is waited on now, with since when (from
    /// its pending timers), the longest waiting first; in `guild` only, if given.
    pub async fn games_waiting_on(
        &self,
        user: u64,
        guild: Option<u64>,
    ) -> Result<Vec<(GameId, i64)>, StoreError> {
        let rows = sqlx::query(self.sql(
            "SELECT g.id, MIN(t.waiting_since) AS since FROM games g \
             JOIN seats s ON s.game_id = g.id \
             JOIN timers t ON t.game_id = g.id AND t.seat = s.seat AND t.fired_at IS NULL \
             AND t.kind IN ('remind', 'deadline') \
             WHERE s.user_id = ? AND g.status = 'active' AND (? IS NULL OR g.guild_id = ?) \
             GROUP BY g.id ORDER BY since, g.id LIMIT ?",
        ))
        .bind(user as i64)
        .bind(guild.map(|g| g as i64))
        .bind(guild.map(|g| g as i64))
        .bind(super::listing::LISTED)
        .fetch_all(self.pool())
        .await?;
        rows.iter()
            .map(|r| Ok((GameId(r.try_get("id")?), r.try_get("since")?)))
            .collect()
    }
}
