//! Load: many games played at once on one bot process, through the fake Discord. A
//! measurement, written as an ignored test that prints figures; nothing is asserted about
//! durations.
//!
//! ```sh
//! cargo test --release --test it -- --ignored --nocapture load::
//! ```
//!
//! The bot's own time per click is its `tavola_interaction_own_seconds` summary (from the
//! interaction's arrival in the router to its answer ready to send); the round trip is the
//! fake's (from injection to the answer received, the fake's own work and the HTTP call
//! included). The outbox's delay is its `tavola_outbox_delay_seconds` summary. The summaries'
//! quantiles cover the last minute, as the exporter keeps them.

use std::time::{Duration, Instant};

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::support::bot::{self, board_version, is_over, play_one, start_game};
use crate::support::fake_discord::{FakeDiscord, FakeUser};
use crate::support::percentile;

/// Games in play at once (`LOAD_GAMES` tries another number).
const GAMES: u64 = 200;
/// Decisions each game plays while measured.
const DECISIONS: usize = 12;
/// How long a player looks at the board before deciding, at most (at least a tenth of it):
/// games in play, at a brisk human pace, not a flood.
const THINK: Duration = Duration::from_secs(3);

/// The quantiles of `metric` (with `label`) in the exporter's text.
fn quantiles(text: &str, metric: &str, label: &str) -> Vec<(String, f64)> {
    text.lines()
        .filter(|l| l.starts_with(&format!("{metric}{{")) && l.contains(label))
        .filter_map(|l| {
            let q = l.split("quantile=\"").nth(1)?.split('"').next()?.to_owned();
            let v = l.rsplit(' ').next()?.parse().ok()?;
            Some((q, v))
        })
        .collect()
}

fn show(name: &str, qs: &[(String, f64)]) {
    let shown: Vec<String> = qs
        .iter()
        .filter(|(q, _)| ["0.5", "0.99", "1"].contains(&q.as_str()))
        .map(|(q, v)| format!("p{q}: {:.2} ms", v * 1000.0))
        .collect();
    println!("{name}: {}", shown.join(", "));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement, not a check"]
async fn two_hundred_games_at_once() {
    let games: u64 = std::env::var("LOAD_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(GAMES);
    let metrics = tavola::telemetry::install_recorder().unwrap();
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let mut tables: Vec<(u64, Vec<FakeUser>)> = Vec::new();
    for g in 0..games {
        // Each game in a channel of its own, as on a real server.
        let channel = 50_000 + g;
        let players = vec![
            fake.user(10_000 + 2 * g, &format!("P{g}a"))
                .in_channel(channel),
            fake.user(10_001 + 2 * g, &format!("P{g}b"))
                .in_channel(channel),
        ];
        let (_, board) = start_game(&fake, &players).await;
        tables.push((board, players));
    }
    let began = Instant::now();
    let playing = tables.into_iter().enumerate().map(|(g, (board, players))| {
        let fake = fake.handle();
        tokio::spawn(async move {
            let mut rng = ChaCha8Rng::seed_from_u64(g as u64);
            let (mut round_trips, mut unanswered) = (Vec::new(), 0);
            for turn in 0..DECISIONS {
                tokio::time::sleep(THINK.mul_f64(rng.random_range(0.1..1.0))).await;
                let shown = fake.message(board).unwrap();
                if is_over(&shown) {
                    break;
                }
                let before = board_version(&shown);
                for i in play_one(&fake, board, &players, turn).await {
                    match i.try_callback(bot::WAIT).await {
                        Some(cb) => round_trips.push(cb.elapsed),
                        None => unanswered += 1,
                    }
                }
                bot::moved_on(&fake, board, before, bot::WAIT * 4).await;
            }
            (round_trips, unanswered)
        })
    });
    let (mut round_trips, mut unanswered, mut stuck): (Vec<Duration>, usize, usize) =
        (Vec::new(), 0, 0);
    for g in playing.collect::<Vec<_>>() {
        // A scripted player panics on an answer that never came (Discord's 3 s missed).
        let Ok((r, u)) = g.await else {
            stuck += 1;
            continue;
        };
        round_trips.extend(r);
        unanswered += u;
    }
    let took = began.elapsed();
    // The last board edits and pings.
    tokio::time::sleep(Duration::from_secs(1)).await;
    round_trips.sort();
    let pct = |p| percentile(&round_trips, p);
    println!(
        "{games} games at once, each player thinking up to {THINK:?}: {} clicks answered in \
         {took:.1?} ({:.0} clicks/s), {unanswered} not answered within {:?}, {stuck} games \
         stopped by a lost answer",
        round_trips.len(),
        round_trips.len() as f64 / took.as_secs_f64(),
        bot::WAIT
    );
    println!(
        "click -> callback, round trip through the fake: p50 {:.2?}, p99 {:.2?}, max {:.2?}",
        pct(0.5),
        pct(0.99),
        round_trips.last().unwrap()
    );
    let text = metrics.render();
    show(
        "click -> answer ready, the bot's own time",
        &quantiles(&text, "tavola_interaction_own_seconds", "component"),
    );
    show(
        "outbox delay, messages since written",
        &quantiles(&text, "tavola_outbox_delay_seconds", "message"),
    );
    show(
        "outbox delay, board edits since due",
        &quantiles(&text, "tavola_outbox_delay_seconds", "board"),
    );
    bot.stop(&fake).await;
}
