//! The tests' own `PostgreSQL` server (`support/postgres.rs`): every test gets a database no
//! other test sees, and the `PostgreSQL` schema (`migrations/postgres/`) migrates onto one.
//! Skipped, saying so, where no `PostgreSQL` can run (never in CI).

use sqlx::{Connection, PgConnection};

use crate::support::postgres;

/// The tables of a database's `public` schema, by name.
async fn tables(conn: &mut PgConnection) -> Vec<String> {
    sqlx::query_scalar(
        "SELECT table_name::text FROM information_schema.tables \
         WHERE table_schema = 'public' ORDER BY table_name",
    )
    .fetch_all(conn)
    .await
    .unwrap()
}

#[tokio::test]
async fn each_database_is_new_and_its_own() {
    let Some(first) = postgres::database().await else {
        return;
    };
    let second = postgres::database().await.unwrap();
    assert_ne!(first, second);
    let mut first = PgConnection::connect(&first).await.unwrap();
    let mut second = PgConnection::connect(&second).await.unwrap();
    assert!(tables(&mut first).await.is_empty());

    sqlx::raw_sql("CREATE TABLE only_here (x BIGINT)")
        .execute(&mut first)
        .await
        .unwrap();
    assert_eq!(tables(&mut first).await, ["only_here"]);
    assert!(tables(&mut second).await.is_empty());
}

#[tokio::test]
async fn the_schema_migrates() {
    let Some(url) = postgres::database().await else {
        return;
    };
    let mut conn = PgConnection::connect(&url).await.unwrap();
    sqlx::migrate!("migrations/postgres")
        .run(&mut conn)
        .await
        .unwrap();
    assert_eq!(
        tables(&mut conn).await,
        [
            "_sqlx_migrations",
            "actions",
            "games",
            "guild_settings",
            "held",
            "outbox",
            "person_settings",
            "player_names",
            "ratings",
            "results",
            "seats",
            "server_pages",
            "timers",
            "vacations",
            "votes",
        ]
    );

    // The upsert that keeps one pending board edit per game names a partial unique index in its
    // conflict target; PostgreSQL accepts the target only if such an index exists.
    sqlx::raw_sql(
        "INSERT INTO games (kind, channel_id, host_user_id, status, options, seed, created_at, \
         updated_at, page_token) VALUES ('palazzo', 1, 1, 'active', '{}', 7, 0, 0, 't')",
    )
    .execute(&mut conn)
    .await
    .unwrap();
    for version in [3_i64, 2, 5] {
        sqlx::query(
            "INSERT INTO outbox (game_id, kind, what, version, due_at, created_at) \
             VALUES (1, 'board', '\"Board\"', $1, 0, 0) \
             ON CONFLICT (game_id) WHERE kind = 'board' \
             DO UPDATE SET version = GREATEST(outbox.version, excluded.version)",
        )
        .bind(version)
        .execute(&mut conn)
        .await
        .unwrap();
    }
    let boards: Vec<i64> = sqlx::query_scalar("SELECT version FROM outbox")
        .fetch_all(&mut conn)
        .await
        .unwrap();
    assert_eq!(boards, [5]);
}
