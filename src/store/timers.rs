//! Timers: the reminders and deadlines of games played over days, kept in `SQLite` so they
//! survive restarts.
//!
//! A timer belongs to one seat at one version of its game. It fires at most once: firing starts
//! by *claiming* it, `UPDATE timers SET fired_at = ? WHERE id = ? AND fired_at IS NULL` (and
//! the game still at the timer's version), in a transaction; only the caller whose update
//! changed the row goes on. A deadline is claimed in the very transaction that stores the
//! action played for the seat ([`Store::append_with`]), so the claim and the move commit
//! together or not at all.
//!
//! Whenever a game moves on, its pending timers are replaced in the same transaction
//! ([`Rearm`]); a pending timer of an older version can therefore only be left over from
//! outside the table service, and is dropped (deleted) rather than fired.

use sqlx::any::AnyRow;
use sqlx::{AnyConnection, Row};

use super::script::Script;
use super::timer::{Claim, NewTimer, Rearm, Timer, TimerId, TimerKind};
use super::{GameId, Outgoing, Store, StoreError, seat_number, sql};

const TIMER_COLUMNS: &str = "t.id, t.game_id, g.kind AS game_kind, t.kind, t.seat, t.version, \
     t.waiting_since, t.due_at, t.fired_at";

impl Store {
    /// Pending timers due at `now` or before, of the games this process serves, soonest first
    /// (at the same instant, deadlines before reminders), at most `limit`.
    pub async fn due_timers(&self, now: i64, limit: i64) -> Result<Vec<Timer>, StoreError> {
        let rows = sqlx::query(self.sql(&format!(
            "SELECT {TIMER_COLUMNS} FROM timers t JOIN games g ON g.id = t.game_id \
             WHERE t.fired_at IS NULL AND t.due_at <= ? AND {} \
             ORDER BY t.due_at, t.kind, t.id LIMIT ?",
            self.own_games()
        )))
        .bind(now)
        .bind(limit)
        .fetch_all(self.pool())
        .await?;
        rows.iter().map(decode_timer).collect()
    }

    /// When the next pending timer of a game this process serves falls due.
    pub async fn next_due(&self) -> Result<Option<i64>, StoreError> {
        Ok(sqlx::query_scalar(self.sql(&format!(
            "SELECT MIN(t.due_at) FROM timers t JOIN games g ON g.id = t.game_id \
             WHERE t.fired_at IS NULL AND {}",
            self.own_games()
        )))
        .fetch_one(self.pool())
        .await?)
    }

    /// The game's pending timers, soonest first.
    pub async fn pending_timers(&self, game: GameId) -> Result<Vec<Timer>, StoreError> {
        let rows = sqlx::query(self.sql(&format!(
            "SELECT {TIMER_COLUMNS} FROM timers t JOIN games g ON g.id = t.game_id \
             WHERE t.game_id = ? AND t.fired_at IS NULL ORDER BY t.due_at, t.kind, t.id"
        )))
        .bind(game.0)
        .fetch_all(self.pool())
        .await?;
        rows.iter().map(decode_timer).collect()
    }

    /// Every timer of the game still in the table, fired or pending, in the order armed.
    pub async fn timers(&self, game: GameId) -> Result<Vec<Timer>, StoreError> {
        let rows = sqlx::query(self.sql(&format!(
            "SELECT {TIMER_COLUMNS} FROM timers t JOIN games g ON g.id = t.game_id \
             WHERE t.game_id = ? ORDER BY t.id"
        )))
        .bind(game.0)
        .fetch_all(self.pool())
        .await?;
        rows.iter().map(decode_timer).collect()
    }

    /// The games in play (of those this process serves) without a pending timer, oldest
    /// first: games started before timers existed, or whose seats to act are all the
    /// program's with no deadline.
    pub async fn unarmed_games(&self) -> Result<Vec<GameId>, StoreError> {
        let ids: Vec<i64> = sqlx::query_scalar(self.sql(&format!(
            "SELECT id FROM games g WHERE status = 'active' AND {} AND NOT EXISTS \
             (SELECT 1 FROM timers WHERE game_id = g.id AND fired_at IS NULL) ORDER BY id",
            self.own_games()
        )))
        .fetch_all(self.pool())
        .await?;
        Ok(ids.into_iter().map(GameId).collect())
    }

    /// Claims a due timer at `now`, in one transaction: [`Claim::Fired`] for exactly one
    /// caller, however many try. An obsolete timer is dropped.
    pub async fn claim_timer(&self, id: TimerId, now: i64) -> Result<Claim, StoreError> {
        let mut tx = self.write().await?;
        let claim = claim_in(&mut tx, id, now, false).await?;
        tx.commit().await?;
        Ok(claim)
    }

    /// Claims a due reminder and, if claimed, arms `next` (the following reminder for the same
    /// seat at the same version) in the same transaction.
    pub async fn fire_reminder(
        &self,
        timer: &Timer,
        now: i64,
        next: Option<NewTimer>,
    ) -> Result<Claim, StoreError> {
        let mut tx = self.write().await?;
        let claim = claim_in(&mut tx, timer.id, now, false).await?;
        if claim == Claim::Fired {
            if let Some(next) = &next {
                let mut script = Script::new();
                insert_timer(&mut script, timer.game, timer.version, next);
                script.run(&mut tx).await?;
            }
            let deadline: Option<i64> = sqlx::query_scalar(sql(
                &tx,
                "SELECT due_at FROM timers WHERE game_id = ? AND kind = 'deadline' \
                 AND seat = ? AND fired_at IS NULL",
            ))
            .bind(timer.game.0)
            .bind(i64::from(timer.seat))
            .fetch_optional(&mut *tx)
            .await?;
            let reminder = Outgoing::Reminder {
                seat: timer.seat,
                waiting_since: timer.waiting_since,
                at: now,
                deadline,
            };
            super::outbox::enqueue_in(&mut tx, timer.game, timer.version, &[reminder]).await?;
        }
        tx.commit().await?;
        if claim == Claim::Fired {
            self.wrote_outbox();
        }
        Ok(claim)
    }

    /// Leases a due pending timer until `until`: its `due_at` moves there, so no pass of the
    /// scheduler (in this process or another) hands it out again while its holder works on
    /// it, and if the holder dies it falls due again. True for exactly one caller among those
    /// who saw it due at `timer.due_at`.
    pub async fn lease_timer(&self, timer: &Timer, until: i64) -> Result<bool, StoreError> {
        let mut tx = self.write().await?;
        let leased = sqlx::query(sql(
            &tx,
            "UPDATE timers SET due_at = ? WHERE id = ? AND due_at = ? AND fired_at IS NULL",
        ))
        .bind(until)
        .bind(timer.id.0)
        .bind(timer.due_at)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        tx.commit().await?;
        Ok(leased == 1)
    }

    /// Drops a pending timer. True if it was pending.
    pub async fn drop_timer(&self, id: TimerId) -> Result<bool, StoreError> {
        let mut tx = self.write().await?;
        let game: Option<i64> = sqlx::query_scalar(sql(
            &tx,
            "DELETE FROM timers WHERE id = ? AND fired_at IS NULL RETURNING game_id",
        ))
        .bind(id.0)
        .fetch_optional(&mut *tx)
        .await?;
        if let Some(game) = game {
            refresh_next_deadline_in(&mut tx, GameId(game)).await?;
        }
        tx.commit().await?;
        Ok(game.is_some())
    }

    /// Replaces the game's pending timers as `rearm` says, at its current version, outside any
    /// action (the table service rearms inside [`Store::start_with`] and
    /// [`Store::append_with`]). Returns the game's next deadline.
    pub async fn rearm(&self, game: GameId, rearm: &Rearm) -> Result<Option<i64>, StoreError> {
        let mut tx = self.write().await?;
        let version: i64 = sqlx::query_scalar(sql(&tx, "SELECT version FROM games WHERE id = ?"))
            .bind(game.0)
            .fetch_optional(&mut *tx)
            .await?
            .ok_or(StoreError::NotFound(game))?;
        let next = rearm_in(&mut tx, game, version, rearm).await?;
        tx.commit().await?;
        self.armed(rearm);
        Ok(next)
    }
}

/// Claims timer `id` at `now` inside a write transaction; see [`Claim`]. A `leased` timer
/// (a computer turn being played) is claimed whenever its lease ends.
pub(super) async fn claim_in(
    conn: &mut AnyConnection,
    id: TimerId,
    now: i64,
    leased: bool,
) -> Result<Claim, StoreError> {
    let claimed = sqlx::query(sql(
        conn,
        "UPDATE timers SET fired_at = ?1 WHERE id = ?2 AND fired_at IS NULL \
         AND (due_at <= ?1 OR ?3) \
         AND version = (SELECT g.version FROM games g \
                        WHERE g.id = timers.game_id AND g.status = 'active')",
    ))
    .bind(now)
    .bind(id.0)
    .bind(leased)
    .execute(&mut *conn)
    .await?
    .rows_affected()
        == 1;
    if claimed {
        return Ok(Claim::Fired);
    }
    let row = sqlx::query(sql(
        conn,
        "SELECT t.game_id, t.fired_at, t.due_at, t.version, g.version AS game_version, g.status \
         FROM timers t JOIN games g ON g.id = t.game_id WHERE t.id = ?",
    ))
    .bind(id.0)
    .fetch_optional(&mut *conn)
    .await?;
    let Some(row) = row else {
        return Ok(Claim::Obsolete);
    };
    if row.try_get::<Option<i64>, _>("fired_at")?.is_some() {
        return Ok(Claim::AlreadyFired);
    }
    let current = row.try_get::<i64, _>("version")? == row.try_get::<i64, _>("game_version")?
        && row.try_get::<String, _>("status")? == "active";
    if !current {
        sqlx::query(sql(conn, "DELETE FROM timers WHERE id = ?"))
            .bind(id.0)
            .execute(&mut *conn)
            .await?;
        refresh_next_deadline_in(conn, GameId(row.try_get("game_id")?)).await?;
        return Ok(Claim::Obsolete);
    }
    debug_assert!(row.try_get::<i64, _>("due_at")? > now);
    Ok(Claim::NotDue)
}

/// Applies `rearm` to the game's pending timers, the game being at `version` now. The script's
/// last row is the game's next deadline (also written to `games.next_deadline`).
pub(super) fn rearm(script: &mut Script<'_>, game: GameId, version: i64, rearm: &Rearm) {
    rearm_timers(script, game, version, rearm);
    refresh_next_deadline(script, game);
}

/// The game's earliest pending deadline, as a subquery whose one `?` is the game's id.
pub(super) const NEXT_DEADLINE: &str = "(SELECT MIN(due_at) FROM timers \
     WHERE game_id = ? AND kind = 'deadline' AND fired_at IS NULL)";

/// [`rearm`] without writing the game's next deadline: the caller's next update of the game
/// sets it to [`NEXT_DEADLINE`].
pub(super) fn rearm_timers(script: &mut Script<'_>, game: GameId, version: i64, rearm: &Rearm) {
    for &seat in &rearm.keep {
        script
            .add(
                "UPDATE timers SET version = ? \
                 WHERE game_id = ? AND seat = ? AND fired_at IS NULL",
            )
            .bind(version)
            .bind(game.0)
            .bind(i64::from(seat));
    }
    script
        .add("DELETE FROM timers WHERE game_id = ? AND fired_at IS NULL AND version <> ?")
        .bind(game.0)
        .bind(version);
    // A seat armed afresh loses what it had (a seat that changed hands without a move).
    for timer in &rearm.arm {
        script
            .add("DELETE FROM timers WHERE game_id = ? AND seat = ? AND fired_at IS NULL")
            .bind(game.0)
            .bind(i64::from(timer.seat));
    }
    for timer in &rearm.arm {
        insert_timer(script, game, version, timer);
    }
}

/// [`rearm`], run at once; returns the game's next deadline.
pub(super) async fn rearm_in(
    conn: &mut AnyConnection,
    game: GameId,
    version: i64,
    rearm: &Rearm,
) -> Result<Option<i64>, StoreError> {
    let mut script = Script::new();
    self::rearm(&mut script, game, version, rearm);
    next_deadline(&script.run(conn).await?)
}

/// The next deadline in the rows of a script that ended with [`refresh_next_deadline`].
pub(super) fn next_deadline(rows: &[AnyRow]) -> Result<Option<i64>, StoreError> {
    Ok(match rows.last() {
        Some(row) => row.try_get::<Option<i64>, _>(0)?,
        None => None,
    })
}

/// Drops every pending timer of the game (it is cancelled).
pub(super) async fn drop_all_in(conn: &mut AnyConnection, game: GameId) -> Result<(), StoreError> {
    sqlx::query(sql(
        conn,
        "DELETE FROM timers WHERE game_id = ? AND fired_at IS NULL",
    ))
    .bind(game.0)
    .execute(&mut *conn)
    .await?;
    refresh_next_deadline_in(conn, game).await?;
    Ok(())
}

/// Counts a missed deadline for the seat; returns how many it has missed now.
pub(super) async fn count_missed_in(
    conn: &mut AnyConnection,
    game: GameId,
    seat: u8,
) -> Result<u32, StoreError> {
    let missed: Option<i64> = sqlx::query_scalar(sql(
        conn,
        "UPDATE seats SET missed_deadlines = missed_deadlines + 1 \
         WHERE game_id = ? AND seat = ? RETURNING missed_deadlines",
    ))
    .bind(game.0)
    .bind(i64::from(seat))
    .fetch_optional(&mut *conn)
    .await?;
    let missed = missed.ok_or(StoreError::NoSuchSeat { id: game, seat })?;
    u32::try_from(missed).map_err(|_| StoreError::Corrupt(format!("missed deadlines {missed}")))
}

fn insert_timer(script: &mut Script<'_>, game: GameId, version: i64, timer: &NewTimer) {
    script
        .add(
            "INSERT INTO timers (game_id, kind, seat, version, waiting_since, due_at) \
             VALUES (?, ?, ?, ?, ?, ?)",
        )
        .bind(game.0)
        .bind(timer.kind.as_str())
        .bind(i64::from(timer.seat))
        .bind(version)
        .bind(timer.waiting_since)
        .bind(timer.due_at);
}

/// Sets `games.next_deadline` to the game's earliest pending deadline; the statement's row is
/// that deadline.
fn refresh_next_deadline(script: &mut Script<'_>, game: GameId) {
    // Plain `?`s: a numbered one would count from the script's first parameter.
    script
        .add(&format!(
            "UPDATE games SET next_deadline = {NEXT_DEADLINE} WHERE id = ? \
             RETURNING next_deadline"
        ))
        .bind(game.0)
        .bind(game.0);
}

/// [`refresh_next_deadline`], run at once.
pub(super) async fn refresh_next_deadline_in(
    conn: &mut AnyConnection,
    game: GameId,
) -> Result<Option<i64>, StoreError> {
    let mut script = Script::new();
    refresh_next_deadline(&mut script, game);
    next_deadline(&script.run(conn).await?)
}

fn decode_timer(r: &AnyRow) -> Result<Timer, StoreError> {
    let kind: String = r.try_get("kind")?;
    Ok(Timer {
        id: TimerId(r.try_get("id")?),
        game: GameId(r.try_get("game_id")?),
        game_kind: r.try_get("game_kind")?,
        kind: TimerKind::from_name(&kind)
            .ok_or_else(|| StoreError::Corrupt(format!("timer kind {kind:?}")))?,
        seat: seat_number(r.try_get("seat")?)?,
        version: r.try_get("version")?,
        waiting_since: r.try_get("waiting_since")?,
        due_at: r.try_get("due_at")?,
        fired_at: r.try_get("fired_at")?,
    })
}
