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
