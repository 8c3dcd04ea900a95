//! Statements sent to the database as one query where it allows.
//!
//! sqlx runs each `SQLite` connection on a thread of its own, so every query is a round trip to
//! that thread and back: two thread hand-offs, which cost far more than the small statements a
//! move writes (a profile of many games at once spent most of the writer's time switching
//! threads). A script gathers statements, each with its `?`s bound in order, and on `SQLite`
//! sends them as one query; sqlx steps through them in turn, each statement taking its
//! parameters from where the one before left off. The text of a script depends only on which
//! statements it holds, so sqlx's statement cache prepares each shape once.
//!
//! `PostgreSQL` prepares one statement at a time, so there the statements are sent in turn, on
//! the same connection and in the same transaction.
//!
//! A failing statement stops the script there: what ran before it stays written, so a caller
//! that needs all or nothing runs a script inside a savepoint.

use sqlx::any::{AnyArguments, AnyRow};
use sqlx::{Any, AnyConnection, Encode, Type};

use super::{Backend, StoreError};

/// Statements and their parameters, to be run as one query.
#[derive(Default)]
pub(super) struct Script<'q> {
    /// Every statement, each closed by `;`.
    sql: String,
    /// Every statement's parameters, in order.
    args: AnyArguments<'q>,
    /// Where each statement ends: in `sql`, and in `args`.
    ends: Vec<(usize, usize)>,
    /// The first parameter that could not be encoded: the script refuses to run.
    unencodable: Option<sqlx::error::BoxDynError>,
}

impl<'q> Script<'q> {
    pub(super) fn new() -> Script<'q> {
        Script::default()
    }

    /// Appends one statement (without its closing `;`); its parameters follow with [`bind`].
    /// They must be plain `?`s: a numbered `?N` would count from the script's first
    /// parameter on `SQLite` and from the statement's on `PostgreSQL`.
    ///
    /// [`bind`]: Script::bind
    pub(super) fn add(&mut self, statement: &str) -> &mut Script<'q> {
        self.close_last();
        self.sql.push_str(statement);
        self
    }

    /// Binds the next `?` of the script.
    pub(super) fn bind<T>(&mut self, value: T) -> &mut Script<'q>
    where
        T: 'q + Encode<'q, Any> + Type<Any>,
    {
        if let Err(e) = sqlx::Arguments::add(&mut self.args, value) {
            self.unencodable.get_or_insert(e);
        }
        self
    }

    fn close_last(&mut self) {
        let closed = self.ends.last().map_or(0, |&(end, _)| end);
        if self.sql.len() > closed {
            self.sql.push(';');
            self.ends.push((self.sql.len(), self.args.values.0.len()));
        }
    }

    /// Runs every statement, in order; returns the rows of those that have any (`RETURNING`),
    /// in order. The script is left empty.
    pub(super) async fn run(
        &mut self,
        conn: &mut AnyConnection,
    ) -> Result<Vec<AnyRow>, StoreError> {
        self.close_last();
        let Script {
            sql,
            args,
            ends,
            unencodable,
        } = std::mem::take(self);
        if let Some(e) = unencodable {
            return Err(sqlx::Error::Encode(e).into());
        }
        if sql.is_empty() {
            return Ok(Vec::new());
        }
        match Backend::of(conn) {
            Backend::Sqlite => Ok(sqlx::query_with(&sql, args).fetch_all(conn).await?),
            Backend::Postgres => {
                let mut rows = Vec::new();
                let mut values = args.values.0.into_iter();
                let mut start = (0, 0);
                for (end, end_arg) in ends {
                    let mut one = AnyArguments::default();
                    one.values.0.extend(values.by_ref().take(end_arg - start.1));
                    let statement = Backend::Postgres.sql(&sql[start.0..end - 1]);
                    rows.extend(
                        sqlx::query_with(statement, one)
                            .fetch_all(&mut *conn)
                            .await?,
                    );
                    start = (end, end_arg);
                }
                Ok(rows)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use sqlx::{Connection, Row};

    use super::*;

    async fn memory() -> AnyConnection {
        let mut conn = AnyConnection::connect("sqlite::memory:").await.unwrap();
        sqlx::query("CREATE TABLE t (k INTEGER PRIMARY KEY, v TEXT NOT NULL)")
            .execute(&mut conn)
            .await
            .unwrap();
        conn
    }

    fn insert(script: &mut Script<'_>, k: i64, v: &'static str) {
        script
            .add("INSERT INTO t (k, v) VALUES (?, ?)")
            .bind(k)
            .bind(v);
    }

    #[tokio::test]
    async fn each_statement_takes_its_own_parameters_and_rows_come_from_returning() {
        let mut conn = memory().await;
        let mut script = Script::new();
        insert(&mut script, 1, "one");
        insert(&mut script, 2, "two");
        script
            .add("UPDATE t SET v = ? WHERE k = ? RETURNING v")
            .bind("deux")
            .bind(2_i64);
        let rows = script.run(&mut conn).await.unwrap();
        assert_eq!(rows.len(), 1);
        assert_eq!(rows[0].get::<String, _>(0), "deux");
        let all: Vec<(i64, String)> = sqlx::query_as("SELECT k, v FROM t ORDER BY k")
            .fetch_all(&mut conn)
            .await
            .unwrap();
        assert_eq!(all, vec![(1, "one".into()), (2, "deux".into())]);
        // Run, the script is empty again: running it twice writes nothing twice.
        assert!(script.run(&mut conn).await.unwrap().is_empty());
    }

    #[tokio::test]
    async fn a_failing_statement_stops_the_script_there() {
        let mut conn = memory().await;
        let mut script = Script::new();
        insert(&mut script, 1, "one");
        script
            .add("INSERT INTO t (k, v) VALUES (?, NULL)")
            .bind(2_i64);
        insert(&mut script, 3, "three");
        assert!(script.run(&mut conn).await.is_err());
        let keys: Vec<i64> = sqlx::query_scalar("SELECT k FROM t ORDER BY k")
            .fetch_all(&mut conn)
            .await
            .unwrap();
        assert_eq!(keys, vec![1]);
    }
}
