//! Load: many games played at once on one bot process, through the fake Discord. A
//! measurement, written as an ignored test that prints figures; nothing is asserted about
//! durations.
//!
//! ```sh
//! cargo test --release --test it -- --ignored --nocapture load::
//! ```
//!
//! `LOAD_GAMES` (200), `LOAD_THINK_MS` (6,000: some 60 decisions a second over 200 games),
//! `LOAD_PICTURES` (1) and `LOAD_FLOOD` (0 clicks a second on *My hand* from one player of the
//! first game, whose own figures are then left out) change the setting.
//!
//! The bot's own time per click is its `tavola_interaction_own_seconds` summary (from the
//! interaction's arrival in the router to its answer ready to send); the round trip is the
//! fake's (from injection to the answer received, the fake's own work and the HTTP call
//! included). A decision is *shown* when the board's picture is of its version or later,
//! timed from the click. The outbox's delay is its `tavola_outbox_delay_seconds` summary. The
//! summaries' quantiles cover the last minute, as the exporter keeps them.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::support::bot::{self, board_version, is_over, play_one, start_game_with};
use crate::support::fake_discord::{FakeDiscord, FakeMessage, FakeUser, opt};
use crate::support::percentile;

/// Games in play at once.
const GAMES: u64 = 200;
/// Decisions each game plays while measured.
const DECISIONS: usize = 12;
/// How long a player looks at the board before deciding, at most (at least a tenth of it):
/// games in play, at a brisk human pace, not a flood.
const THINK_MS: u64 = 6_000;
/// How long a decision may wait to be shown before it counts as never shown.
const SHOWN_WAIT: Duration = Duration::from_secs(20);

fn setting(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(default)
}

/// Whether the board's picture shows version `version` or later.
fn pictured_at(board: &FakeMessage, version: i64) -> bool {
    board
        .when_pictured()
        .is_some_and(|p| board_version(&p) >= version || is_over(&p))
}

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
    let games = setting("LOAD_GAMES", GAMES);
    let think = Duration::from_millis(setting("LOAD_THINK_MS", THINK_MS));
    let pictures = setting("LOAD_PICTURES", 1) == 1;
    let flood = setting("LOAD_FLOOD", 0);
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
        let options = [opt("pictures", pictures)];
        let (_, board) = start_game_with(&fake, "Palazzo", &players, &options).await;
        tables.push((board, players));
    }
    let began = Instant::now();
    let playing_done = Arc::new(AtomicBool::new(false));
    let flooding = (flood > 0).then(|| {
        let (board, players) = tables[0].clone();
        let fake = fake.handle();
        let done = playing_done.clone();
        tokio::spawn(async move {
            let mut tick =
                tokio::time::interval(Duration::from_secs(1) / u32::try_from(flood).unwrap());
            let mut clicks = Vec::new();
            while !done.load(Ordering::Relaxed) {
                tick.tick().await;
                let seen = fake.message(board).unwrap();
                let Some(hand) = seen.button("My hand") else {
                    break;
                };
                let who = players[0].clone();
                clicks.push(tokio::spawn(async move {
                    who.click(&seen, &hand).await.try_callback(bot::WAIT).await
                }));
            }
            let (mut answered, mut lost) = (Vec::new(), 0);
            for c in clicks {
                match c.await.unwrap() {
                    Some(cb) => answered.push(cb.elapsed),
                    None => lost += 1,
                }
            }
            (answered, lost)
        })
    });
    let playing = tables.into_iter().enumerate().map(|(g, (board, players))| {
        let fake = fake.handle();
        tokio::spawn(async move {
            let mut rng = ChaCha8Rng::seed_from_u64(g as u64);
            let (mut round_trips, mut unanswered) = (Vec::new(), 0);
            let (mut shown, mut never_shown) = (Vec::new(), 0);
            for turn in 0..DECISIONS {
                tokio::time::sleep(think.mul_f64(rng.random_range(0.1..1.0))).await;
                let seen = fake.message(board).unwrap();
                if is_over(&seen) {
                    break;
                }
                let before = board_version(&seen);
                let clicked = Instant::now();
                for i in play_one(&fake, board, &players, turn).await {
                    match i.try_callback(bot::WAIT).await {
                        Some(cb) => round_trips.push(cb.elapsed),
                        None => unanswered += 1,
                    }
                }
                let Some(now) = bot::moved_on(&fake, board, before, bot::WAIT * 4).await else {
                    continue;
                };
                if pictures {
                    let version = board_version(&now);
                    match fake
                        .wait_message_id(board, SHOWN_WAIT, |m| pictured_at(m, version))
                        .await
                    {
                        Some(_) => shown.push(clicked.elapsed()),
                        None => never_shown += 1,
                    }
                }
            }
            (round_trips, unanswered, shown, never_shown)
        })
    });
    let (mut round_trips, mut unanswered, mut stuck) = (Vec::new(), 0, 0);
    let (mut shown, mut never_shown) = (Vec::<Duration>::new(), 0);
    for (g, game) in playing.collect::<Vec<_>>().into_iter().enumerate() {
        // A scripted player panics on an answer that never came (Discord's 3 s missed).
        let Ok((r, u, s, n)) = game.await else {
            stuck += 1;
            continue;
        };
        if flood > 0 && g == 0 {
            // The flooded game's own figures measure the flood, not the others' games.
            continue;
        }
        round_trips.extend(r);
        unanswered += u;
        shown.extend(s);
        never_shown += n;
    }
    let took = began.elapsed();
    playing_done.store(true, Ordering::Relaxed);
    // The last board edits and pings.
    tokio::time::sleep(Duration::from_secs(1)).await;
    round_trips.sort();
    shown.sort();
    let pct = |p| percentile(&round_trips, p);
    let decisions = shown.len() + never_shown;
    println!(
        "{games} games at once, pictures {}, each player thinking up to {think:?}: {} clicks \
         answered in {took:.1?} ({:.0} clicks/s), {unanswered} not answered within {:?}, \
         {stuck} games stopped by a lost answer",
        if pictures { "on" } else { "off" },
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
    if pictures && !shown.is_empty() {
        let within = shown
            .iter()
            .filter(|d| **d <= Duration::from_secs(2))
            .count();
        println!(
            "decisions shown on the board's picture ({decisions}, {:.0}/s): p50 {:.2?}, p99 \
             {:.2?}, max {:.2?}; {:.1} % within 2 s, {never_shown} not within {SHOWN_WAIT:?}",
            decisions as f64 / took.as_secs_f64(),
            percentile(&shown, 0.5),
            percentile(&shown, 0.99),
            shown.last().unwrap(),
            100.0 * within as f64 / decisions as f64,
        );
    }
    if let Some(flooding) = flooding {
        let (mut answered, lost) = flooding.await.unwrap();
        answered.sort();
        println!(
            "the flood: {flood} clicks/s on My hand, {} answered (p50 {:.2?}, p99 {:.2?}), {lost} \
             not within {:?}",
            answered.len(),
            percentile(&answered, 0.5),
            percentile(&answered, 0.99),
            bot::WAIT
        );
    }
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
