//! Stopping the bot as an operator's service manager does: SIGTERM, mid-game. The process
//! closes its gateway, stops its timers and outbox, says so in its log and exits with status 0
//! well within the grace period; started again, it serves the same game, whose old buttons
//! still work.

use std::time::{Duration, Instant};

use crate::support::bot::{self, answered, start_game};
use crate::support::fake_discord::FakeDiscord;
use crate::support::process::{BotProcess, Launch};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_stops_the_bot_cleanly_with_status_0_and_the_game_goes_on_after_a_restart() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = bot::database(dir.path());
    let launch = Launch::sqlite(&db).named("before");
    let mut process = BotProcess::start(
        &fake,
        dir.path(),
        &Launch {
            log: "info",
            ..launch
        },
    )
    .await;
    let players = [fake.user(8101, "Ada"), fake.user(8102, "Bruno")];
    let (_, board) = start_game(&fake, &players).await;

    let asked = Instant::now();
    process.sigterm();
    let status = process
        .exited(Duration::from_secs(10))
        .await
        .unwrap_or_else(|| panic!("still running 10 s after SIGTERM: {}", process.logs()));
    let took = asked.elapsed();
    assert_eq!(
        status.code(),
        Some(0),
        "a clean exit: {status}\n{}",
        process.logs()
    );
    let logs = process.logs();
    assert!(
        logs.contains("shutting down") && logs.contains("SIGTERM") && logs.contains("stopped"),
        "{logs}"
    );
    // The messages the game's start called for were said before the exit, not left over.
    assert!(logs.contains("outbox drained"), "{logs}");
    let store = tavola::store::Store::open(&format!("sqlite://{}", db.display()))
        .await
        .unwrap();
    assert_eq!(store.outbox_depth().await.unwrap().rows, 0, "nothing waits");
    store.close().await;
    assert!(
        fake.wait_shard_disconnected(0, Duration::from_secs(5))
            .await,
        "the gateway was closed"
    );
    println!("stopped {took:?} after SIGTERM");

    // Started again: the board posted before the stop still answers, and the game moves.
    let _again = BotProcess::start(&fake, dir.path(), &Launch::sqlite(&db).named("after")).await;
    let seen = fake.message(board).unwrap();
    let hand = seen.button("My hand").expect("My hand on the board");
    let cb = answered(&players[0].click(&seen, &hand).await).await;
    assert!(cb.is_ephemeral(), "the old board's button answers");
    fake.assert_no_violations();
}

/// Runs `tavola health` as a service manager would, against the database `url` and the
/// metrics at `metrics`: its exit status and what it printed.
fn health(url: &str, metrics: std::net::SocketAddr) -> (bool, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tavola"))
        .arg("health")
        .env("DATABASE_URL", url)
        .env("METRICS_ADDR", metrics.to_string())
        .env_remove("DISCORD_TOKEN")
        .current_dir(std::env::temp_dir())
        .output()
        .expect("tavola health runs");
    let said =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    (out.status.success(), said)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tavola_health_passes_for_a_running_bot_and_fails_once_it_has_stopped() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = bot::database(dir.path());
    let url = format!("sqlite://{}", db.display());
    let metrics = {
        let free = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        free.local_addr().unwrap()
    };
    let mut process = BotProcess::start(
        &fake,
        dir.path(),
        &Launch {
            metrics: Some(metrics),
            ..Launch::sqlite(&db)
        },
    )
    .await;
    let (healthy, said) = tokio::task::block_in_place(|| health(&url, metrics));
    assert!(healthy, "{said}");
    assert!(said.contains("gateway: ok — connected"), "{said}");
    assert!(
        said.contains("database: ok — reachable; outbox 0 messages"),
        "{said}"
    );

    process.sigterm();
    process
        .exited(Duration::from_secs(10))
        .await
        .expect("stopped");
    let (healthy, said) = tokio::task::block_in_place(|| health(&url, metrics));
    assert!(!healthy, "a stopped bot is not healthy: {said}");
    assert!(said.contains("gateway: FAILING"), "{said}");
    assert!(
        said.contains("database: ok"),
        "the database still answers: {said}"
    );
}

#[test]
fn the_systemd_unit_stops_the_bot_by_sigterm_and_waits_longer_than_its_grace() {
    let unit = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/deploy/tavola.service"
    ))
    .expect("the unit is in the repository");
    let setting = |key: &str| {
        unit.lines()
            .find_map(|l| l.strip_prefix(key)?.strip_prefix('='))
            .unwrap_or_else(|| panic!("{key} is set"))
            .trim()
            .to_owned()
    };
    assert_eq!(setting("KillSignal"), "SIGTERM");
    let wait: u64 = setting("TimeoutStopSec").parse().unwrap();
    assert!(
        wait > 10,
        "systemd kills after {wait} s, before the bot's own 10 s bound"
    );
    assert_eq!(setting("ExecStart"), "/usr/local/bin/tavola");
    let health = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/deploy/tavola-health.service"
    ))
    .unwrap();
    assert!(health.contains("ExecStart=/usr/local/bin/tavola health"));
}
