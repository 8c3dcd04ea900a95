//! The two databases a store runs on: `SQLite` (a file beside the bot, the default) and
//! `PostgreSQL` (a server several bot processes share), both through sqlx's `Any` driver so that
//! the store's SQL is written once.
//!
//! The SQL is written for `SQLite`, with `?` parameters, and kept to what both databases read
//! alike. `PostgreSQL` numbers its parameters (`$1`, `$2`…), so [`Backend::sql`] renumbers a
//! statement once and keeps the result: the store's statements come in a fixed set of shapes,
//! so what is kept stays small.

use std::collections::HashMap;
use std::str::FromStr;
use std::sync::{Arc, LazyLock, Mutex, Once};
use std::time::Duration;

use sqlx::ConnectOptions;
use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqliteSynchronous};
use sqlx::{AnyConnection, AnyPool, Executor};

use super::error::StoreError;

/// How long a connection waits for another writer before giving up with "database is locked".
pub const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// Which database a store is on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// The embedded migrations of each backend (`migrations/sqlite/`, `migrations/postgres/`): the
/// same schema, each in its database's own words.
pub static SQLITE_MIGRATIONS: sqlx::migrate::Migrator = sqlx::migrate!("migrations/sqlite");
pub static POSTGRES_MIGRATIONS: sqlx::migrate::Migrator = sqlx::migrate!("migrations/postgres");

impl Backend {
    /// The backend a connection is to.
    pub(super) fn of(conn: &AnyConnection) -> Backend {
        if conn.backend_name() == "PostgreSQL" {
            Backend::Postgres
        } else {
            Backend::Sqlite
        }
    }

    /// The database's name, as people write it.
    pub fn name(self) -> &'static str {
        match self {
            Backend::Sqlite => "SQLite",
            Backend::Postgres => "PostgreSQL",
        }
    }

    /// `sql`, written with `?` parameters, as this database reads it.
    pub fn sql(self, sql: &str) -> &str {
        match self {
            Backend::Sqlite => sql,
            Backend::Postgres => numbered(sql),
        }
    }

    pub(super) fn migrations(self) -> &'static sqlx::migrate::Migrator {
        match self {
            Backend::Sqlite => &SQLITE_MIGRATIONS,
            Backend::Postgres => &POSTGRES_MIGRATIONS,
        }
    }

    /// How a write transaction begins. `SQLite`'s takes the write lock up front, rather than
    /// failing half-way when a read turns into a write; `PostgreSQL` locks the rows it writes.
    pub(super) fn begin_write(self) -> &'static str {
        match self {
            Backend::Sqlite => "BEGIN IMMEDIATE",
            Backend::Postgres => "BEGIN",
        }
    }
}

/// `sql` with its `?` and `?N` parameters written `$n`, computed once per statement shape.
fn numbered(sql: &str) -> &'static str {
    static KEPT: LazyLock<Mutex<HashMap<Box<str>, &'static str>>> = LazyLock::new(Mutex::default);
    let mut kept = KEPT
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some(&text) = kept.get(sql) {
        return text;
    }
    // Leaked on purpose: one copy per statement shape, for the life of the process.
    let text: &'static str = Box::leak(renumber(sql).into_boxed_str());
    kept.insert(sql.into(), text);
    text
}

/// `?` becomes `$n` (the next number), `?N` becomes `$N`; quoted text is left alone.
fn renumber(sql: &str) -> String {
    let mut out = String::with_capacity(sql.len() + 8);
    let mut next = 0;
    let mut quoted = false;
    let mut chars = sql.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\'' => {
                quoted = !quoted;
                out.push(c);
            }
            '?' if !quoted => {
                let mut digits = String::new();
                while let Some(d) = chars.next_if(char::is_ascii_digit) {
                    digits.push(d);
                }
                if digits.is_empty() {
                    next += 1;
                    out.push_str(&format!("${next}"));
                } else {
                    // As `SQLite` counts: a later bare `?` follows the largest number so far.
                    next = next.max(digits.parse().unwrap_or(next));
                    out.push('$');
                    out.push_str(&digits);
                }
            }
            _ => out.push(c),
        }
    }
    out
}

/// Where a store lives and how it is opened ([`super::Store::open_with`]).
#[derive(Debug, Clone)]
pub struct Options {
    place: Place,
    read_only: bool,
    synchronous: SqliteSynchronous,
}

#[derive(Debug, Clone)]
enum Place {
    /// Parsed once: an in-memory database is named when parsed, and all the store's pools
    /// must open the same one.
    Sqlite(Box<SqliteConnectOptions>),
    /// A database in memory, shared by the store's pools: its address, with a name of its own.
    SqliteMemory(String),
    Postgres(String),
}

impl FromStr for Options {
    type Err = StoreError;

    /// `sqlite://file.db`, `sqlite::memory:` or `postgres://user@host/db`.
    fn from_str(url: &str) -> Result<Options, StoreError> {
        let place = if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Place::Postgres(url.to_string())
        } else if url.starts_with("sqlite:") && url.contains(":memory:") {
            static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
            let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            let pid = std::process::id();
            Place::SqliteMemory(format!("sqlite:file:tavola-memory-{pid}-{n}?mode=memory"))
        } else if url.starts_with("sqlite:") {
            Place::Sqlite(Box::new(SqliteConnectOptions::from_str(url)?))
        } else {
            return Err(StoreError::Url(url.to_string()));
        };
        Ok(Options {
            place,
            read_only: false,
            synchronous: SqliteSynchronous::Full,
        })
    }
}

impl Options {
    /// The `SQLite` file at `path`.
    pub fn file(path: &std::path::Path) -> Options {
        Options {
            place: Place::Sqlite(Box::new(SqliteConnectOptions::new().filename(path))),
            read_only: false,
            synchronous: SqliteSynchronous::Full,
        }
    }

    /// Opens without writing, nor creating, nor migrating (`SQLite` only: a `PostgreSQL`
    /// store's reader is the server's business).
    #[must_use]
    pub fn read_only(mut self, read_only: bool) -> Options {
        self.read_only = read_only;
        self
    }

    /// How hard `SQLite` syncs a commit to the disk (`Full` unless a measurement asks).
    #[must_use]
    pub fn synchronous(mut self, synchronous: SqliteSynchronous) -> Options {
        self.synchronous = synchronous;
        self
    }

    /// The same settings for a plain `SQLite` connection, for tools and tests that need
    /// `SQLite` itself; `None` on `PostgreSQL`.
    pub fn sqlite(&self) -> Option<SqliteConnectOptions> {
        let sqlite = match &self.place {
            Place::Sqlite(sqlite) => (**sqlite).clone(),
            Place::SqliteMemory(url) => SqliteConnectOptions::from_str(url).ok()?,
            Place::Postgres(_) => return None,
        };
        let options = sqlite
            .create_if_missing(!self.read_only)
            .read_only(self.read_only)
            .busy_timeout(BUSY_TIMEOUT)
            .foreign_keys(true)
            .synchronous(self.synchronous)
            .pragma("temp_store", "memory");
        Some(if self.read_only {
            options
        } else {
            options.journal_mode(SqliteJournalMode::Wal)
        })
    }

    pub fn backend(&self) -> Backend {
        match self.place {
            Place::Sqlite(_) | Place::SqliteMemory(_) => Backend::Sqlite,
            Place::Postgres(_) => Backend::Postgres,
        }
    }

    pub fn is_read_only(&self) -> bool {
        self.read_only
    }

    /// A pool of at most `max` connections to the database.
    pub(super) async fn pool(&self, max: u32) -> Result<AnyPool, StoreError> {
        static DRIVERS: Once = Once::new();
        DRIVERS.call_once(sqlx::any::install_default_drivers);
        let options = AnyPoolOptions::new()
            .max_connections(max)
            // Keeps an in-memory database alive, and a connection warm.
            .min_connections(1)
            .idle_timeout(None)
            .max_lifetime(None);
        match &self.place {
            Place::Postgres(url) => Ok(options
                // A server can restart under the bot: a dead connection is found before use.
                .test_before_acquire(true)
                .acquire_timeout(Duration::from_secs(10))
                .connect_with(AnyConnectOptions::from_str(url)?)
                .await?),
            Place::Sqlite(_) | Place::SqliteMemory(_) => {
                let pragmas: Arc<str> = self.pragmas().into();
                Ok(options
                    // A local file: no network to check before each use.
                    .test_before_acquire(false)
                    .after_connect(move |conn, _| {
                        let pragmas = pragmas.clone();
                        Box::pin(async move {
                            conn.execute(&*pragmas).await?;
                            Ok(())
                        })
                    })
                    .connect_with(AnyConnectOptions::from_str(&self.sqlite_url())?)
                    .await?)
            }
        }
    }

    /// The `SQLite` address with the open mode spelled out: created if missing unless read-only.
    fn sqlite_url(&self) -> String {
        match &self.place {
            Place::Sqlite(sqlite) => (**sqlite)
                .clone()
                .create_if_missing(!self.read_only)
                .read_only(self.read_only)
                .to_url_lossy()
                .to_string(),
            Place::SqliteMemory(url) | Place::Postgres(url) => url.clone(),
        }
    }

    /// What every `SQLite` connection is set to. The `Any` driver opens a connection from its
    /// address alone, so these are sent once it is open.
    fn pragmas(&self) -> String {
        let synchronous = match self.synchronous {
            SqliteSynchronous::Off => "OFF",
            SqliteSynchronous::Normal => "NORMAL",
            SqliteSynchronous::Full => "FULL",
            SqliteSynchronous::Extra => "EXTRA",
        };
        let mut pragmas = format!(
            "PRAGMA busy_timeout = {}; PRAGMA foreign_keys = ON; PRAGMA synchronous = {synchronous}; \
             PRAGMA temp_store = MEMORY;",
            BUSY_TIMEOUT.as_millis()
        );
        // Every move is a savepoint, and a savepoint keeps the pages it changes in a
        // sub-journal, a temporary file by default: one write to the disk per page and move,
        // which a profile of many games at once found to be a tenth of all the time. Kept in
        // memory instead (`temp_store`); they only ever serve a rollback of the transaction in
        // progress.
        if !self.read_only {
            // Readers never wait for the writer, and a commit is one append to the log.
            pragmas.push_str(" PRAGMA journal_mode = WAL;");
        }
        pragmas
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parameters_are_numbered_in_order_and_numbered_ones_kept() {
        assert_eq!(
            renumber("UPDATE t SET a = ?, b = ? WHERE c = ?"),
            "UPDATE t SET a = $1, b = $2 WHERE c = $3"
        );
        assert_eq!(
            renumber("UPDATE t SET a = ?2 WHERE b = ?1 AND c = ?2"),
            "UPDATE t SET a = $2 WHERE b = $1 AND c = $2"
        );
        assert_eq!(
            renumber("SELECT '?' || ? FROM t WHERE k = 'a?b'"),
            "SELECT '?' || $1 FROM t WHERE k = 'a?b'"
        );
    }

    #[test]
    fn sqlite_reads_the_text_as_written_and_postgres_gets_the_same_copy_each_time() {
        let sql = "SELECT ? + ?";
        assert_eq!(Backend::Sqlite.sql(sql), sql);
        let first = Backend::Postgres.sql(sql);
        assert_eq!(first, "SELECT $1 + $2");
        assert!(std::ptr::eq(first, Backend::Postgres.sql(sql)));
    }

    #[test]
    fn addresses_choose_the_backend_and_anything_else_is_refused() {
        let backend = |url: &str| url.parse::<Options>().map(|o| o.backend());
        assert_eq!(backend("sqlite://t.db").unwrap(), Backend::Sqlite);
        assert_eq!(backend("sqlite::memory:").unwrap(), Backend::Sqlite);
        assert_eq!(
            backend("postgres://tavola@localhost/tavola").unwrap(),
            Backend::Postgres
        );
        assert!(matches!(backend("mysql://x"), Err(StoreError::Url(_))));
    }
}
