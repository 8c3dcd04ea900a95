//! The pages under load, measured by hand (`cargo test --release --test it pages_load --
//! --ignored --nocapture`): 200 viewers follow one game live (each reading the state its
//! events carry, as the page's script does) and 50 replay five finished games step by step,
//! while two players play on the fake Discord. Prints the page loads', the moves' (from the
//! click to each viewer), the step pictures' (drawn then, or already drawn for someone) and
//! the clicks' latencies, the clicks also before the load, for comparison.
//!
//! The viewers and replayers run on a runtime of their own (one thread), as browsers would
//! run elsewhere; they still share the machine's two cores with the bot.

use std::collections::HashSet;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::support::bot;
use crate::support::fake_discord::{FakeDiscord, FakeUser};
use crate::support::percentile;

const VIEWERS: usize = 200;
const REPLAYERS: usize = 50;
const REPLAYED_GAMES: usize = 5;
/// How often a replayer asks for the next step: someone clicking through a game quickly.
const REPLAY_PACE: Duration = Duration::from_millis(100);
const MOVES_BEFORE: usize = 30;
const MOVES_UNDER_LOAD: usize = 60;
/// How long the players take between decisions: long enough that each move reaches every
/// viewer before the next, so its time is its own.
const MOVE_PACE: Duration = Duration::from_millis(250);

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

/// Plays decisions on `board` until the game ends or `moves` are played; each click's time to
/// its callback goes into `clicks`. Paced, one decision each [`MOVE_PACE`], the time of each
/// goes into `clicked` (for the viewers).
async fn play(
    fake: &FakeDiscord,
    (board, players): (u64, &[FakeUser]),
    moves: usize,
    clicked: Option<&Mutex<Option<Instant>>>,
    clicks: &Timed,
) {
    for turn in 0..moves {
        if bot::is_over(&fake.message(board).unwrap()) {
            break;
        }
        if let Some(clicked) = clicked {
            tokio::time::sleep(MOVE_PACE).await;
            *clicked.lock().unwrap() = Some(Instant::now());
        }
        for i in bot::play_one(fake, board, players, turn).await {
            clicks.add(bot::answered(&i).await.elapsed);
        }
    }
}

/// A viewer: loads the page (all arrive at once), then follows its events; each event after
/// the first is a move, timed from its click.
async fn view(
    http: reqwest::Client,
    page: String,
    arrivals: Arc<Timed>,
    (moves, clicked): (Arc<Timed>, Arc<Mutex<Option<Instant>>>),
) {
    let t = Instant::now();
    let html = http.get(&page).send().await.unwrap().text().await.unwrap();
    arrivals.add(t.elapsed());
    assert!(html.contains("slider"));
    let mut stream = http.get(format!("{page}/events")).send().await.unwrap();
    let mut buffer = Vec::new();
    let mut events = 0;
    while let Ok(Some(chunk)) = stream.chunk().await {
        buffer.extend_from_slice(&chunk);
        while let Some(end) = buffer.windows(2).position(|w| w == b"\n\n") {
            let event: Vec<u8> = buffer.drain(..end + 2).collect();
            if !event.starts_with(b"event: moved") {
                continue;
            }
            events += 1;
            if events > 1 {
                let clicked = clicked.lock().unwrap().expect("a move was clicked");
                moves.add(clicked.elapsed());
            }
        }
    }
}

/// The step pictures served: each `(game, step)` once served is drawn for whoever asks next.
#[derive(Default)]
struct Replays {
    served: Mutex<HashSet<(usize, i64)>>,
    first: Timed,
    drawn: Timed,
}

/// A replayer: steps through `page` from `from` at [`REPLAY_PACE`], round and round.
async fn replay(
    http: reqwest::Client,
    game: usize,
    page: String,
    steps: i64,
    from: i64,
    replays: Arc<Replays>,
) {
    let mut pace = tokio::time::interval(REPLAY_PACE);
    for i in 0.. {
        pace.tick().await;
        let step = (from + i) % (steps + 1);
        let was_served = replays.served.lock().unwrap().contains(&(game, step));
        let t = Instant::now();
        let picture = http
            .get(format!("{page}/step/{step}"))
            .send()
            .await
            .unwrap();
        assert_eq!(picture.status(), 200);
        picture.bytes().await.unwrap();
        if was_served {
            &replays.drawn
        } else {
            &replays.first
        }
        .add(t.elapsed());
        replays.served.lock().unwrap().insert((game, step));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement, run by hand"]
async fn two_hundred_viewers_and_fifty_replays_while_a_game_is_played() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start_with_pages(&fake, &bot::database(dir.path())).await;
    let players = [fake.user(1001, "Anna"), fake.user(1002, "Bruno")];
    let tables = bot.tables::<tavola::engine::palazzo::Palazzo>();

    // Finished games to replay.
    let mut replayed = Vec::new();
    for _ in 0..REPLAYED_GAMES {
        let (finished, board) = bot::start_game(&fake, &players).await;
        play(&fake, (board, &players), 1000, None, &Timed::default()).await;
        let view = tables.view(finished).await.unwrap();
        replayed.push((view.page.clone().unwrap(), view.game.version));
    }

    // The game followed, its first decisions the unloaded baseline.
    let (live, live_board) = bot::start_game(&fake, &players).await;
    let live_page = tables.view(live).await.unwrap().page.unwrap();
    let clicked = Arc::new(Mutex::new(None));
    let quiet_clicks = Timed::default();
    let live_game = (live_board, &players[..]);
    play(
        &fake,
        live_game,
        MOVES_BEFORE,
        Some(&clicked),
        &quiet_clicks,
    )
    .await;

    let load = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .unwrap();
    let http = reqwest::Client::builder()
        .pool_max_idle_per_host(VIEWERS + REPLAYERS)
        .build()
        .unwrap();
    let arrivals = Arc::new(Timed::default());
    let pages = Arc::new(Timed::default());
    let moves = Arc::new(Timed::default());
    let replays = Arc::new(Replays::default());
    for _ in 0..VIEWERS {
        let moved = (moves.clone(), clicked.clone());
        load.spawn(view(
            http.clone(),
            live_page.clone(),
            arrivals.clone(),
            moved,
        ));
    }
    for r in 0..REPLAYERS {
        let game = r % REPLAYED_GAMES;
        let (page, steps) = replayed[game].clone();
        // Each starts at its own step, so the first pass draws many pictures at once.
        let from = (r as i64 * 7) % (steps + 1);
        let http = http.clone();
        load.spawn(replay(http, game, page, steps, from, replays.clone()));
    }
    // Page loads sampled through the load, one every 50 ms.
    {
        let (http, page, pages) = (http.clone(), live_page.clone(), pages.clone());
        load.spawn(async move {
            let mut pace = tokio::time::interval(Duration::from_millis(50));
            loop {
                pace.tick().await;
                let t = Instant::now();
                http.get(&page).send().await.unwrap().text().await.unwrap();
                pages.add(t.elapsed());
            }
        });
    }
    let loaded_clicks = Timed::default();
    let started = Instant::now();
    play(
        &fake,
        live_game,
        MOVES_UNDER_LOAD,
        Some(&clicked),
        &loaded_clicks,
    )
    .await;
    let played = started.elapsed();
    load.shutdown_background();
    println!(
        "{VIEWERS} viewers following one game, {REPLAYERS} replaying {REPLAYED_GAMES} finished \
         games (a step every {REPLAY_PACE:?} each), {MOVES_UNDER_LOAD} decisions (one every \
         {MOVE_PACE:?}) played in {played:.1?}",
    );
    arrivals.report("page loads, the viewers arriving at once");
    pages.report("page loads through the load");
    moves.report("moves reaching viewers, from the click");
    replays.first.report("step pictures, drawn then");
    replays.drawn.report("step pictures, already drawn");
    quiet_clicks.report("clicks before the load");
    loaded_clicks.report("clicks under the load");
    bot.stop(&fake).await;
}
