//! A consistent copy of a live store, for `tavola backup`.
//!
//! `VACUUM INTO` writes the database as one read transaction sees it: a writer committing
//! meanwhile (the bot playing moves) neither blocks the copy for long nor leaks half a move
//! into it, and the copy is compact and self-contained (no WAL beside it).

use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

use sqlx::sqlite::SqliteConnectOptions;
use sqlx::{ConnectOptions, Connection};

use super::{Backend, Options};

/// What a backup wrote.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Backup {
    /// Games in the copy.
    pub games: i64,
    /// Its size in bytes.
    pub bytes: u64,
}

/// Why a backup was not made.
#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    #[error("{0} already exists; a backup never overwrites a file (choose a new name)")]
    Exists(String),
    #[error("the database {url} cannot be opened: {source}")]
    Open {
        url: String,
        #[source]
        source: sqlx::Error,
    },
    #[error("{0} is not a path SQLite can be given (not UTF-8)")]
    Path(String),
    #[error("copying the database failed: {0}")]
    Copy(#[source] sqlx::Error),
    #[error("a PostgreSQL store is backed up by the server's own tools (pg_dump), not by Tavola")]
    Postgres,
}

/// Copies the database at `url` (which must exist: it is never created here, nor migrated)
/// into a new file `out`, as it stands in one transaction.
pub async fn backup(url: &str, out: &Path) -> Result<Backup, BackupError> {
    if matches!(
        url.parse().map(|o: Options| o.backend()),
        Ok(Backend::Postgres)
    ) {
        return Err(BackupError::Postgres);
    }
    if out.exists() {
        return Err(BackupError::Exists(out.display().to_string()));
    }
    let open = |source| BackupError::Open {
        url: url.to_string(),
        source,
    };
    let mut conn = SqliteConnectOptions::from_str(url)
        .map_err(open)?
        .create_if_missing(false)
        // The bot may be writing: wait for its commit rather than fail.
        .busy_timeout(Duration::from_secs(30))
        .connect()
        .await
        .map_err(open)?;
    let out_text = out
        .to_str()
        .ok_or_else(|| BackupError::Path(out.display().to_string()))?;
    let copied: Result<Backup, sqlx::Error> = async {
        let games: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM games")
            .fetch_one(&mut conn)
            .await?;
        sqlx::query("VACUUM INTO ?")
            .bind(out_text)
            .execute(&mut conn)
            .await?;
        Ok(Backup { games, bytes: 0 })
    }
    .await;
    let _ = conn.close().await;
    let mut done = copied.map_err(BackupError::Copy)?;
    done.bytes = std::fs::metadata(out).map_or(0, |m| m.len());
    Ok(done)
}
