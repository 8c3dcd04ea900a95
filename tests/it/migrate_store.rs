//! `tavola migrate-store`: a store played on for a while, copied into an empty one (`SQLite`
//! and `PostgreSQL`), is the same store there, and its games replay on the copy.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use tavola::clock::Clock;
use tavola::engine::palazzo::Palazzo;
use tavola::store::{GameStatus, Held, PersonSettings, Store, StoreError};
use tavola::table::{TableService, Tables};

use crate::on_both_stores;
use crate::support::stores::Db;
use crate::table::{CHANNEL, HOST, play_out, started, step};

const TABLES: [&str; 14] = [
    "games",
    "seats",
    "actions",
    "timers",
    "votes",
    "results",
    "player_names",
    "ratings",
    "outbox",
    "person_settings",
    "held",
    "vacations",
    "guild_settings",
    "server_pages",
];

/// Every table of a migrated `SQLite` store but the migrations' own bookkeeping.
async fn tables_of(store: &Store) -> Vec<String> {
    let mut tables: Vec<String> = sqlx::query_scalar(
        "SELECT name FROM sqlite_master WHERE type = 'table' \
         AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_sqlx_%' ORDER BY name",
    )
    .fetch_all(store.pool())
    .await
    .unwrap();
    tables.sort();
    tables
}

async fn count(store: &Store, table: &str) -> i64 {
    sqlx::query_scalar(&format!("SELECT COUNT(*) FROM {table}"))
        .fetch_one(store.pool())
        .await
        .unwrap()
}

on_both_stores! {
    /// A `SQLite` store with games in every state (a lobby, games in play with their timers
    /// and messages owed, finished games with results and ratings, a cancelled one) copies
    /// into the empty store `store` row for row; every game replays there; play goes on
    /// there with new ids past the copied ones; and a second copy is refused.
    async fn a_store_copies_whole_into_an_empty_one_and_replays_there(db, store) {
        let source_db = Db::sqlite();
        let source = Tables::<Palazzo>::new(source_db.open().await);
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let mut ids = Vec::new();
        for seed in 0..4 {
            let id = started(&source, 2 + seed % 3, seed).await;
            if seed % 2 == 0 {
                play_out(&source, id, &mut rng).await;
            } else {
                for _ in 0..7 {
                    step(&source, id, &mut rng).await;
                }
            }
            ids.push(id);
        }
        let lobby = source
            .open_lobby(Some(1), CHANNEL, HOST, Default::default(), 9)
            .await
            .unwrap();
        ids.push(lobby);
        let cancelled = started(&source, 2, 11).await;
        source.store().cancel(cancelled).await.unwrap();
        ids.push(cancelled);
        source.store().set_board_message(ids[1], 4242).await.unwrap();
        // Each person's own: settings, what quiet hours hold, a vacation, a server's allowance.
        let person = PersonSettings {
            time_zone: Some("Europe/Berlin".into()),
            quiet: Some((22 * 60, 7 * 60)),
            ..PersonSettings::default()
        };
        source.store().save_person_settings(HOST, &person, Some(99), 1).await.unwrap();
        source.store().hold(HOST, ids[1], Held::Turn, 1, 2).await.unwrap();
        let server_page = source.store().server_page_token(1).await.unwrap();
        for sql in [
            "INSERT INTO vacations (user_id, guild_id, starts_at, ends_at) VALUES (1, 1, 10, 20)",
            "INSERT INTO guild_settings (guild_id, vacation_days) VALUES (1, 7)",
        ] {
            sqlx::query(sql).execute(source.store().pool()).await.unwrap();
        }
        let mut listed: Vec<String> = TABLES.iter().map(ToString::to_string).collect();
        listed.sort();
        assert_eq!(tables_of(source.store()).await, listed, "every table is copied");

        let copied = source.store().copy_into(&store).await.unwrap();
        for table in TABLES {
            let n = count(source.store(), table).await;
            assert_eq!(copied.of(table), n as u64, "{table}");
            assert_eq!(count(&store, table).await, n, "{table}");
        }
        assert!(copied.of("actions") > 20 && copied.of("results") > 0);
        for table in [
            "person_settings",
            "held",
            "vacations",
            "guild_settings",
            "server_pages",
        ] {
            assert_eq!(copied.of(table), 1, "{table}");
        }
        // The links stay the same: each game's page token is copied with it, and the server's.
        assert_eq!(store.server_page(1).await.unwrap(), Some(server_page));
        assert_eq!(store.person_settings(HOST).await.unwrap(), person);
        for &id in &ids {
            assert_eq!(
                store.load(id).await.unwrap(),
                source.store().load(id).await.unwrap(),
                "game {id}"
            );
            assert_eq!(
                store.actions(id).await.unwrap(),
                source.store().actions(id).await.unwrap()
            );
        }
        let service = TableService::new(store.clone(), Clock::system());
        let (games, actions) = service.verify_all().await.unwrap();
        assert_eq!(games, ids.len());
        assert_eq!(actions as u64, copied.of("actions"));

        // The copy is a store to play on: the game in play goes on, new games take new ids.
        let target = Tables::<Palazzo>::new(db.open().await);
        step(&target, ids[1], &mut rng).await;
        let next = started(&target, 2, 12).await;
        assert!(next.0 > cancelled.0);
        assert_eq!(
            store.games_in_status(GameStatus::Lobby).await.unwrap(),
            vec![lobby]
        );

        let again = source.store().copy_into(&store).await;
        assert!(matches!(again, Err(StoreError::NotEmpty(n)) if n == ids.len() as i64 + 1));
    }
}

on_both_stores! {
    /// The replay after a copy has teeth: a copy missing one action of a game is caught.
    async fn a_copy_missing_an_action_fails_the_replay(db, store) {
        let source_db = Db::sqlite();
        let source = Tables::<Palazzo>::new(source_db.open().await);
        let mut rng = ChaCha8Rng::seed_from_u64(6);
        let id = started(&source, 3, 21).await;
        for _ in 0..9 {
            step(&source, id, &mut rng).await;
        }
        source.store().copy_into(&store).await.unwrap();
        sqlx::query(store.sql("DELETE FROM actions WHERE game_id = ? AND seq = 4"))
            .bind(id.0)
            .execute(store.pool())
            .await
            .unwrap();
        let service = TableService::new(store.clone(), Clock::system());
        assert!(service.verify_all().await.is_err());
    }
}
