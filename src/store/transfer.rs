//! Copying a whole store into another, for `tavola migrate-store` (e.g. a `SQLite` file into a
//! new `PostgreSQL` database, when a bot outgrows one machine).
//!
//! Every row of every table is copied as it is, ids included, so a game's buttons (which carry
//! its id) keep working on the new store. The copy goes into an empty store only, in one
//! transaction: a copy that fails leaves the target as empty as it was. Replaying every game on
//! the target is the caller's check (`tavola::table::verify_store`), as the store knows no
//! rules.

use sqlx::any::{AnyRow, AnyTypeInfoKind};
use sqlx::{AnyConnection, Column, Row};

use super::{Backend, Store, StoreError};

/// The tables, parents before children (foreign keys), each with the order its rows are read
/// in. A rematch names an older game, so games in id order come before their rematches.
const TABLES: [(&str, &str); 14] = [
    ("games", "id"),
    ("seats", "game_id, seat"),
    ("actions", "game_id, seq"),
    ("timers", "id"),
    ("votes", "game_id, motion, voter"),
    ("results", "game_id, seat"),
    ("player_names", "user_id"),
    ("ratings", "guild_id, kind, player"),
    ("outbox", "id"),
    ("person_settings", "user_id"),
    ("held", "id"),
    ("vacations", "id"),
    ("guild_settings", "guild_id"),
    ("server_pages", "guild_id"),
];

/// Rows sent in one `INSERT`: well under both databases' limits on parameters.
const ROWS_PER_INSERT: usize = 200;

/// What a copy moved: rows per table, in [`TABLES`] order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Copied {
    pub rows: Vec<(&'static str, u64)>,
}

impl Store {
    /// Copies every row of `self` into `to`, which must hold no game yet
    /// ([`StoreError::NotEmpty`]). Returns the rows copied per table.
    pub async fn copy_into(&self, to: &Store) -> Result<Copied, StoreError> {
        let mut tx = to.write().await?;
        let games: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM games")
            .fetch_one(&mut *tx)
            .await?;
        if games > 0 {
            return Err(StoreError::NotEmpty(games));
        }
        let mut copied = Copied { rows: Vec::new() };
        for (table, order) in TABLES {
            let rows = sqlx::query(&format!("SELECT * FROM {table} ORDER BY {order}"))
                .fetch_all(&self.readers)
                .await?;
            for chunk in rows.chunks(ROWS_PER_INSERT) {
                insert(&mut tx, table, chunk).await?;
            }
            copied.rows.push((table, rows.len() as u64));
        }
        if to.backend == Backend::Postgres {
            // Ids were copied, not drawn: the identities must go on from the largest.
            for table in ["games", "timers", "outbox", "held", "vacations"] {
                sqlx::query(&format!(
                    "SELECT setval(pg_get_serial_sequence('{table}', 'id'), \
                     COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false)"
                ))
                .execute(&mut *tx)
                .await?;
            }
        }
        tx.commit().await?;
        Ok(copied)
    }
}

/// Inserts `rows` (read from `table` of the other store) into `table`, as they are.
async fn insert(conn: &mut AnyConnection, table: &str, rows: &[AnyRow]) -> Result<(), StoreError> {
    let Some(first) = rows.first() else {
        return Ok(());
    };
    let columns: Vec<&str> = first.columns().iter().map(Column::name).collect();
    let one = format!("({})", vec!["?"; columns.len()].join(", "));
    let text = format!(
        "INSERT INTO {table} ({}) VALUES {}",
        columns.join(", "),
        vec![one; rows.len()].join(", ")
    );
    let mut query = sqlx::query(super::sql(conn, &text));
    for row in rows {
        for (i, column) in row.columns().iter().enumerate() {
            query = match column.type_info().kind() {
                AnyTypeInfoKind::Text => query.bind(row.try_get::<Option<String>, _>(i)?),
                AnyTypeInfoKind::Real | AnyTypeInfoKind::Double => {
                    query.bind(row.try_get::<Option<f64>, _>(i)?)
                }
                AnyTypeInfoKind::Blob => query.bind(row.try_get::<Option<Vec<u8>>, _>(i)?),
                AnyTypeInfoKind::Null
                | AnyTypeInfoKind::Bool
                | AnyTypeInfoKind::SmallInt
                | AnyTypeInfoKind::Integer
                | AnyTypeInfoKind::BigInt => query.bind(row.try_get::<Option<i64>, _>(i)?),
            };
        }
    }
    query.execute(&mut *conn).await?;
    Ok(())
}

impl Copied {
    /// The rows copied from `table`.
    pub fn of(&self, table: &str) -> u64 {
        self.rows
            .iter()
            .find(|(t, _)| *t == table)
            .map_or(0, |&(_, n)| n)
    }
}
