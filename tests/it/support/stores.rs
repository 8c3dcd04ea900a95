//! The two stores a suite runs on: a temporary `SQLite` file, and a fresh database on the
//! tests' `PostgreSQL` server ([`super::postgres`]).
//!
//! [`on_both_stores!`](crate::on_both_stores) turns one test body into a test on each.

use tavola::store::Store;
use tempfile::TempDir;

/// Where a test's store lives, for as long as the test holds it.
pub enum Db {
    /// The directory holding the database file.
    Sqlite(TempDir),
    /// The database's URL.
    Postgres(String),
}

impl Db {
    /// A new, empty `SQLite` file in a temporary directory.
    pub fn sqlite() -> Db {
        Db::Sqlite(tempfile::tempdir().unwrap())
    }

    /// A new, empty database on the test server; `None` when there is none (the skip is
    /// printed, or is a failure in CI).
    pub async fn postgres() -> Option<Db> {
        super::postgres::database().await.map(Db::Postgres)
    }

    /// The database's address, as `DATABASE_URL` would give it.
    pub fn url(&self) -> String {
        match self {
            Db::Sqlite(dir) => format!("sqlite://{}", dir.path().join("tavola.db").display()),
            Db::Postgres(url) => url.clone(),
        }
    }

    /// The store on it, migrated: a process starting, or starting again.
    pub async fn open(&self) -> Store {
        Store::open(&self.url()).await.unwrap()
    }
}

/// A test run once on each store: `on_both_stores! { async fn name(db, store) { … } }` makes
/// the tests `name::sqlite` and `name::postgres`, each with `db: &Db` and `store: Store` (the
/// store opened on `db`). The `PostgreSQL` one says it was skipped when there is no server.
#[macro_export]
macro_rules! on_both_stores {
    ($(#[$attr:meta])* async fn $name:ident($db:ident, $store:ident) $body:block) => {
        $(#[$attr])*
        mod $name {
            #[allow(unused_imports)]
            use super::*;

            #[allow(unused_variables)]
            async fn run($db: &$crate::support::stores::Db, $store: ::tavola::store::Store) $body

            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn sqlite() {
                let db = $crate::support::stores::Db::sqlite();
                let store = db.open().await;
                run(&db, store).await;
            }

            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn postgres() {
                let Some(db) = $crate::support::stores::Db::postgres().await else {
                    return;
                };
                let store = db.open().await;
                run(&db, store).await;
            }
        }
    };
}
