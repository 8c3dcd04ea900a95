//! The metrics endpoint: started on a free port, scraped over HTTP while the real bot plays
//! and refuses clicks on the fake Discord.

use std::time::Duration;

use serde_json::json;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::support::bot::{self, answered, start_game, with_verb};
use crate::support::fake_discord::{FakeDiscord, FakeUser};

/// The endpoint's text, fetched as Prometheus would.
async fn scrape(addr: std::net::SocketAddr) -> String {
    let fetch = async {
        let mut stream = tokio::net::TcpStream::connect(addr).await?;
        stream
            .write_all(b"GET /metrics HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
            .await?;
        let mut response = Vec::new();
        stream.read_to_end(&mut response).await?;
        std::io::Result::Ok(String::from_utf8_lossy(&response).into_owned())
    };
    let response = tokio::time::timeout(Duration::from_secs(5), fetch)
        .await
        .expect("the endpoint answers")
        .expect("the endpoint is reachable");
    assert!(response.starts_with("HTTP/1.1 200"), "{response}");
    response
}

/// The value of the series `series` (name and labels as rendered), 0 if it is not there yet.
fn value(text: &str, series: &str) -> f64 {
    text.lines()
        .find_map(|line| line.strip_prefix(series)?.strip_prefix(' '))
        .map_or(0.0, |v| v.trim().parse().expect("a number"))
}

/// The endpoint is served, in the Prometheus format; actions, refusals by kind, the answer's
/// latency, the games cached and Discord's answers are counted as the bot plays.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_metrics_endpoint_counts_actions_refusals_latency_and_discord_requests() {
    // A free port: the exporter binds the address it is given.
    let addr = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap();
    tavola::telemetry::install(addr).expect("the exporter starts");

    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let players: Vec<FakeUser> = [(1001, "Alice"), (1002, "Bruno")]
        .into_iter()
        .map(|(id, name)| fake.user(id, name))
        .collect();
    let (_game, board) = start_game(&fake, &players).await;
    let before = scrape(addr).await;

    let shown = fake.message(board).unwrap();
    let draw = with_verb(&shown, "draw").unwrap();
    let actor = bot::to_act(&shown).unwrap();
    let actor = players.iter().find(|p| p.id == actor).unwrap();
    // Refused: someone not seated, and a tampered id.
    let stranger = fake.user(1999, "Dario");
    answered(&stranger.click(&shown, &draw).await).await;
    let junk = json!({"component_type": 2, "custom_id": format!("{draw}:-1")});
    answered(&actor.click_unchecked(board, junk).await).await;
    // Accepted.
    answered(&actor.click(&shown, &draw).await).await;
    // An answer is counted once Discord's reply to it is back, a moment after the fake has it.
    let answers = [
        "tavola_interaction_seconds_count{kind=\"component\"}",
        "tavola_discord_requests_total{route=\"interaction_response\",status=\"2xx\"}",
    ];
    let mut after = scrape(addr).await;
    for _ in 0..50 {
        if answers
            .iter()
            .all(|series| value(&after, series) - value(&before, series) >= 3.0)
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
        after = scrape(addr).await;
    }

    let moved = |series: &str| value(&after, series) - value(&before, series);
    assert!(
        moved("tavola_actions_accepted_total{game=\"palazzo\"}") >= 1.0,
        "{after}"
    );
    assert!(
        moved("tavola_refusals_total{kind=\"not_seated\"}") >= 1.0,
        "{after}"
    );
    assert!(
        moved("tavola_refusals_total{kind=\"bad_id\"}") >= 1.0,
        "{after}"
    );
    assert!(
        moved("tavola_interaction_seconds_count{kind=\"component\"}") >= 3.0,
        "{after}"
    );
    assert!(
        moved("tavola_discord_requests_total{route=\"interaction_response\",status=\"2xx\"}")
            >= 3.0,
        "{after}"
    );
    assert!(value(&after, "tavola_games_cached") >= 1.0, "{after}");
    assert!(
        after.contains("# TYPE tavola_interaction_seconds histogram"),
        "{after}"
    );
    fake.assert_no_violations();
    bot.stop(&fake).await;
}

/// The bot binary run against the fake Discord with debug logs: every line logged while it
/// handles a command or a click is on standard error and names the interaction and the game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_line_logged_while_handling_an_interaction_names_it_and_its_game() {
    use std::process::{Command, Stdio};

    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("bot.log");
    let out = dir.path().join("bot.out");
    let mut child = Command::new(env!("CARGO_BIN_EXE_tavola"))
        // No `.env` of the developer's is read: the bot looks in its working directory.
        .current_dir(dir.path())
        .env("DISCORD_TOKEN", bot::TOKEN)
        .env(
            "DATABASE_URL",
            format!("sqlite://{}", bot::database(dir.path()).display()),
        )
        .env("DISCORD_GUILD_ID", FakeDiscord::GUILD_ID.to_string())
        .env("DISCORD_API_BASE", fake.api_base())
        .env("RUST_LOG", "warn,tavola=debug")
        .env_remove("METRICS_ADDR")
        .stdin(Stdio::null())
        .stdout(std::fs::File::create(&out).unwrap())
        .stderr(std::fs::File::create(&log).unwrap())
        .spawn()
        .expect("the tavola binary starts");
    let registered = fake
        .wait_call(Duration::from_secs(30), |c| {
            c.method == "PUT" && c.path.ends_with("/commands") && c.status == 200
        })
        .await;
    let logs = || std::fs::read_to_string(&log).unwrap_or_default();
    if registered.is_none() {
        let _ = child.kill();
        panic!("the bot did not register its commands: {}", logs());
    }
    let host = fake.user(1001, "Alice");
    let guest = fake.user(1002, "Bruno");
    let (game, lobby) = bot::open_game(&fake, &host).await;
    let shown = fake.message(lobby).unwrap();
    let join = with_verb(&shown, "join").unwrap();
    let click = guest.click(&shown, &join).await;
    answered(&click).await;
    // The last line is written once what follows the answer is sent.
    let handled = format!("interaction={}", click.id);
    for _ in 0..100 {
        if logs()
            .lines()
            .any(|l| l.contains(&handled) && l.contains("interaction handled"))
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let _ = child.kill();
    let _ = child.wait();

    let logs = logs();
    assert!(
        std::fs::read_to_string(&out).unwrap().is_empty(),
        "nothing on standard output"
    );
    let lines: Vec<&str> = logs
        .lines()
        .filter(|l| l.contains("interaction{"))
        .collect();
    // The command: the game it opened is recorded on its span once known.
    let play_handled = lines
        .iter()
        .find(|l| l.contains("command=play") && l.contains("interaction handled"))
        .unwrap_or_else(|| panic!("the /play command's lines: {logs}"));
    assert!(
        play_handled.contains(&format!("game={}", game.0)),
        "{play_handled}"
    );
    // The click: every line of it (the router's own included) carries both ids.
    let clicked: Vec<&&str> = lines
        .iter()
        .filter(|l| l.contains(&format!("interaction={}", click.id)))
        .collect();
    assert!(clicked.len() >= 3, "received, routed, handled: {logs}");
    for line in &clicked {
        assert!(line.contains(&format!("game={}", game.0)), "{line}");
        assert!(line.contains("verb=join"), "{line}");
    }
    assert!(
        clicked.iter().any(|l| l.contains("component")),
        "the router's line is inside the span: {logs}"
    );
    // One line per event.
    assert!(
        logs.lines().all(|l| l.is_empty()
            || l.contains("DEBUG")
            || l.contains("INFO")
            || l.contains("WARN")
            || l.contains("ERROR")),
        "{logs}"
    );
}
