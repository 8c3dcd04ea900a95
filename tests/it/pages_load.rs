//! The pages under load, measured by hand (`cargo test --release --test it pages_load --
//! --ignored --nocapture`): 200 viewers follow one game live (each reloading its state at
//! every move, as the page's script does) and 50 replay a finished game step by step, while
//! two players play on the fake Discord. Prints the page loads', the state reloads', the step
//! pictures' (the first pass draws them, the next are drawn once) and the clicks' latencies,
//! the clicks also before the load, for comparison.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::support::bot;
use crate::support::fake_discord::FakeDiscord;
use crate::support::percentile;

const VIEWERS: usize = 200;
const REPLAYERS: usize = 50;
const MOVES_UNDER_LOAD: usize = 20;

#[derive(Default)]
struct Timed(Mutex<Vec<Duration>>);

impl Timed {
    fn add(&self, d: Duration) {
        self.0.lock().unwrap().push(d);
    }

    fn report(&self, what: &str) {
        let mut all = self.0.lock().unwrap().clone();
        all.sort();
        if all.is_empty() {
            println!("{what}: none");
            return;
        }
        println!(
            "{what}: {} — p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
            all.len(),
            ms(percentile(&all, 0.5)),
            ms(percentile(&all, 0.99)),
            ms(*all.last().unwrap())
        );
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Plays decisions on `board` until `done` says stop; each click's time to its callback goes
/// into `clicks`.
async fn play(
    fake: &FakeDiscord,
    board: u64,
    players: &[crate::support::fake_discord::FakeUser],
    moves: usize,
    clicks: &Timed,
) {
    for turn in 0..moves {
        if bot::is_over(&fake.message(board).unwrap()) {
            break;
        }
        for i in bot::play_one(fake, board, players, turn).await {
            clicks.add(bot::answered(&i).await.elapsed);
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement, run by hand"]
async fn two_hundred_viewers_and_fifty_replays_while_a_game_is_played() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start_with_pages(&fake, &bot::database(dir.path())).await;
    let players = [fake.user(1001, "Anna"), fake.user(1002, "Bruno")];

    // A finished game to replay, its clicks the unloaded baseline.
    let quiet_clicks = Timed::default();
    let (finished, board) = bot::start_game(&fake, &players).await;
    play(&fake, board, &players, 1000, &quiet_clicks).await;
    let tables = bot.tables::<tavola::engine::palazzo::Palazzo>();
    let replayed = tables.view(finished).await.unwrap();
    let replay_page = replayed.page.clone().unwrap();
    let steps = replayed.game.version;

    let (live, live_board) = bot::start_game(&fake, &players).await;
    let live_page = tables.view(live).await.unwrap().page.unwrap();
    let http = reqwest::Client::builder()
        .pool_max_idle_per_host(VIEWERS + REPLAYERS)
        .build()
        .unwrap();
    let pages = Arc::new(Timed::default());
    let states = Arc::new(Timed::default());
    let first_pass = Arc::new(Timed::default());
    let drawn = Arc::new(Timed::default());
    let events = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let stop = Arc::new(tokio::sync::Notify::new());
    let mut tasks = Vec::new();
    for _ in 0..VIEWERS {
        let (http, page, pages, states, events) = (
            http.clone(),
            live_page.clone(),
            pages.clone(),
            states.clone(),
            events.clone(),
        );
        tasks.push(tokio::spawn(async move {
            let t = Instant::now();
            let html = http.get(&page).send().await.unwrap().text().await.unwrap();
            pages.add(t.elapsed());
            assert!(html.contains("slider"));
            let mut stream = http.get(format!("{page}/events")).send().await.unwrap();
            while let Ok(Some(chunk)) = stream.chunk().await {
                if !chunk.windows(5).any(|w| w == b"moved") {
                    continue;
                }
                events.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let t = Instant::now();
                let state = http.get(format!("{page}/state")).send().await.unwrap();
                assert_eq!(state.status(), 200);
                state.bytes().await.unwrap();
                states.add(t.elapsed());
            }
        }));
    }
    for r in 0..REPLAYERS {
        let (http, page, first_pass, drawn, stop) = (
            http.clone(),
            replay_page.clone(),
            first_pass.clone(),
            drawn.clone(),
            stop.clone(),
        );
        tasks.push(tokio::spawn(async move {
            let mut pass = 0;
            loop {
                // Each replayer starts at its own step, so the first pass draws many at once.
                for i in 0..=steps {
                    let step = (i + r as i64) % (steps + 1);
                    let t = Instant::now();
                    let picture = tokio::select! {
                        answer = http.get(format!("{page}/step/{step}")).send() => answer.unwrap(),
                        () = stop.notified() => return,
                    };
                    assert_eq!(picture.status(), 200);
                    picture.bytes().await.unwrap();
                    if pass == 0 { &first_pass } else { &drawn }.add(t.elapsed());
                }
                pass += 1;
            }
        }));
    }
    // Page loads sampled through the load, one every 50 ms.
    let sampler = {
        let (http, page, pages, stop) =
            (http.clone(), live_page.clone(), pages.clone(), stop.clone());
        tokio::spawn(async move {
            loop {
                let t = Instant::now();
                tokio::select! {
                    answer = http.get(&page).send() => { answer.unwrap().text().await.unwrap(); }
                    () = stop.notified() => return,
                }
                pages.add(t.elapsed());
                tokio::select! {
                    () = tokio::time::sleep(Duration::from_millis(50)) => {}
                    () = stop.notified() => return,
                }
            }
        })
    };
    let loaded_clicks = Timed::default();
    let started = Instant::now();
    play(
        &fake,
        live_board,
        &players,
        MOVES_UNDER_LOAD,
        &loaded_clicks,
    )
    .await;
    let played = started.elapsed();
    stop.notify_waiters();
    for task in tasks {
        task.abort();
    }
    sampler.abort();
    println!(
        "{VIEWERS} viewers following one game, {REPLAYERS} replaying a finished game of {steps} \
         steps, {MOVES_UNDER_LOAD} decisions played in {played:.1?}; {} events reached viewers",
        events.load(std::sync::atomic::Ordering::Relaxed)
    );
    pages.report("page loads");
    states.report("state reloads after a move");
    first_pass.report("step pictures, first pass (drawn then)");
    drawn.report("step pictures, once drawn");
    quiet_clicks.report("clicks before the load");
    loaded_clicks.report("clicks under the load");
    bot.stop(&fake).await;
}
