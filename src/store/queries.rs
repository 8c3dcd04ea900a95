//! What every part of the store reads and writes alike: SQL in the database's own dialect, a
//! game's row, the time.

use std::time::{SystemTime, UNIX_EPOCH};

use sqlx::any::AnyRow;
use sqlx::{AnyConnection, Row};

use super::backend::Backend;
use super::error::StoreError;
use super::rows::{GameId, GameRow, GameStatus};

/// Now, in unix milliseconds.
pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

pub(super) const GAME_COLUMNS: &str = "id, kind, guild_id, channel_id, board_message_id, host_user_id, \
     status, options, seed, version, state, state_version, created_at, updated_at, next_deadline, settings, rematch_of, \
     take_back_seat, thread_id, page_token";

/// `sql`, written with `?` parameters, as the database behind `conn` reads it.
pub(super) fn sql<'a>(conn: &AnyConnection, sql: &'a str) -> &'a str {
    Backend::of(conn).sql(sql)
}

pub(super) async fn game_row(
    conn: &mut AnyConnection,
    id: GameId,
) -> Result<Option<GameRow>, StoreError> {
    let row = sqlx::query(sql(
        conn,
        &format!("SELECT {GAME_COLUMNS} FROM games WHERE id = ?"),
    ))
    .bind(id.0)
    .fetch_optional(conn)
    .await?;
    row.map(|r| decode_game(&r)).transpose()
}

/// Seats a new game's host in seat 0.
pub(super) async fn seat_host_in(
    conn: &mut AnyConnection,
    id: GameId,
    host: u64,
) -> Result<(), StoreError> {
    sqlx::query(sql(
        conn,
        "INSERT INTO seats (game_id, seat, user_id, dm_ok) VALUES (?, 0, ?, 1)",
    ))
    .bind(id.0)
    .bind(host as i64)
    .execute(conn)
    .await?;
    Ok(())
}

/// The game's row, if it is in `status`.
pub(super) async fn expect_status(
    conn: &mut AnyConnection,
    id: GameId,
    status: GameStatus,
) -> Result<GameRow, StoreError> {
    let row = game_row(conn, id).await?.ok_or(StoreError::NotFound(id))?;
    if row.status != status {
        return Err(StoreError::WrongStatus {
            id,
            status: row.status,
        });
    }
    Ok(row)
}

pub(super) async fn touch(conn: &mut AnyConnection, id: GameId) -> Result<(), StoreError> {
    sqlx::query(sql(conn, "UPDATE games SET updated_at = ? WHERE id = ?"))
        .bind(now_ms())
        .bind(id.0)
        .execute(conn)
        .await?;
    Ok(())
}

pub(super) fn seat_number(n: i64) -> Result<u8, StoreError> {
    u8::try_from(n).map_err(|_| StoreError::Corrupt(format!("seat {n}")))
}

pub(super) fn decode_game(r: &AnyRow) -> Result<GameRow, StoreError> {
    let status: String = r.try_get("status")?;
    Ok(GameRow {
        id: GameId(r.try_get("id")?),
        kind: r.try_get("kind")?,
        guild_id: r.try_get::<Option<i64>, _>("guild_id")?.map(|g| g as u64),
        channel_id: r.try_get::<i64, _>("channel_id")? as u64,
        board_message_id: r
            .try_get::<Option<i64>, _>("board_message_id")?
            .map(|m| m as u64),
        host: r.try_get::<i64, _>("host_user_id")? as u64,
        status: GameStatus::from_name(&status)
            .ok_or_else(|| StoreError::Corrupt(format!("status {status:?}")))?,
        options_json: r.try_get("options")?,
        seed: r.try_get::<i64, _>("seed")? as u64,
        version: r.try_get("version")?,
        state_json: r.try_get("state")?,
        state_version: r.try_get("state_version")?,
        created_at: r.try_get("created_at")?,
        updated_at: r.try_get("updated_at")?,
        next_deadline: r.try_get("next_deadline")?,
        settings_json: r.try_get("settings")?,
        rematch_of: r.try_get::<Option<i64>, _>("rematch_of")?.map(GameId),
        take_back: r
            .try_get::<Option<i64>, _>("take_back_seat")?
            .map(seat_number)
            .transpose()?,
        thread_id: r.try_get::<Option<i64>, _>("thread_id")?.map(|t| t as u64),
        page_token: r.try_get("page_token")?,
    })
}
