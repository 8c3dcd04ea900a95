//! Scale: what many stored games cost. Measurements the project reports, written as ignored
//! tests that print figures. They are benchmarks: nothing is asserted about durations.
//!
//! ```sh
//! cargo test --release --test it -- --ignored --nocapture scale::
//! ```
//!
//! - `start_with_10000_stored_games`: a database of 10,000 games of Palazzo (9,000 finished,
//!   1,000 in play), each a real random game played by the engine and stored as the bot stores
//!   it (the game row with its state snapshot, seats with owners, the log with seqs
//!   1..=version, a pending reminder for each seat to act, the standings of finished games).
//!   The built `tavola` binary is started on it against the fake Discord, three times, and timed
//!   from spawn to its commands being registered and to its scheduler's first pass; then
//!   `Store::open` alone, in process. The same starts on a database of one game, for reference.
//! - `memory_with_1000_active_games_loaded`: the table service's cache holding 1,000 games in
//!   play, measured as the growth of this process's resident memory (`VmRSS`) while they are
//!   loaded, after `SQLite`'s page cache is filled and the memory freed so far handed back to the
//!   system (`malloc_trim`); then what forgetting them gives back, and, for comparison, what
//!   their JSON snapshots and their parsed states weigh alone. Resident memory moves by whole
//!   pages and the allocator reuses what was freed, so these figures are good to a kilobyte or
//!   two per game, no better.
//! - `memory_after_10000_games_with_the_cache_bound`: the resident memory after the table
//!   service has loaded and moved 10,000 games in play with its cache at the default bound.
//!
//! The scheduler's first pass is seen from outside through one game whose reminder fell due
//! while the bot was down (the *sentinel*): the reminder is posted in that pass, after the
//! games without timers are armed and the program's seats resumed, which is all the start does
//! with stored games. Its timer is made due again before each start.

use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::json;
use sqlx::{Connection, Row, SqliteConnection};
use tavola::engine::palazzo::{self, Palazzo};
use tavola::engine::playout::{play_random, players_rng};
use tavola::engine::{Game, Seat};
use tavola::schedule::Settings;
use tavola::store::{GameId, GameStatus, Store, now_ms};
use tavola::table::Tables;

use crate::support::bot;
use crate::support::fake_discord::{Call, FakeDiscord};

/// Game `id` is seeded `SEED + id`.
const SEED: u64 = 20_260_000;
/// The players' user ids: `USER + n`, `n` below `POOL` (a server with a few hundred players).
const USER: u64 = 400_000_000_000_000_000;
const POOL: u64 = 997;
/// The games' board messages: `BOARD + id`.
const BOARD: u64 = 700_000_000_000_000_000;
const MINUTE: i64 = 60_000;
const HOUR: i64 = 60 * MINUTE;
const DAY: i64 = 24 * HOUR;
/// Games per transaction (and per generation batch).
const BATCH: usize = 1_000;
/// Copies of the 1,000 states parsed to weigh one alone.
const COPIES: usize = 10;
/// Process starts measured on each database.
const STARTS: usize = 3;
/// How long a start may take before the test gives up (only reached when something is wrong).
const START_WAIT: Duration = Duration::from_secs(120);

/// The two tests measure one process's memory and time: they run one after the other.
static SERIAL: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

// ----- the database -----

/// One generated game, as JSON rows for `json_each` (each an array, comma-separated).
#[derive(Default)]
struct Rows {
    games: String,
    seats: String,
    actions: String,
    timers: String,
    results: String,
    actions_count: usize,
    state_bytes: usize,
}

/// The user in seat `seat` of game `id`: seats of one game never share a user.
fn user_of(id: i64, seat: u8) -> u64 {
    USER + (id as u64 * 4 + u64::from(seat)) % POOL
}

/// Game `id`, played by the engine with random players (2 to 4 of them) and stored as the bot
/// stores it: finished, or in play at a random point of its game, with a pending reminder for
/// every seat to act. The sentinel's reminder is due already; the others fall due within the
/// next 12 hours, after the measurement.
fn game_rows(id: i64, active: bool, sentinel: bool, now: i64) -> Rows {
    let seed = SEED + id as u64;
    let mut shape = ChaCha8Rng::seed_from_u64(seed ^ 0x5ca1e);
    let players: u8 = shape.random_range(2..=4);
    let options = palazzo::Options::default();
    let mut game = Palazzo::setup(&options, players, seed).expect("set up");
    let mut log: Vec<(Seat, palazzo::Action)> = Vec::new();
    play_random(&mut game, &mut players_rng(seed), |_, seat, action| {
        log.push((seat, action));
    });
    let state = if active {
        // Cut at a random point: the state is the snapshot after the log's last action.
        let cut = shape.random_range(1..log.len());
        log.truncate(cut);
        let mut state = Palazzo::setup(&options, players, seed).expect("set up");
        for (seat, action) in &log {
            state.apply(*seat, action).expect("the log replays");
        }
        state
    } else {
        game
    };
    let version = log.len() as i64;
    let state_json = serde_json::to_string(&state).unwrap();
    let step = shape.random_range(1..=30) * MINUTE;
    let last = if active {
        now - shape.random_range(0..11 * HOUR)
    } else {
        now - shape.random_range(1..=90) * DAY
    };
    let created = last - version * step - 5 * MINUTE;
    let at = |seq: i64| created + 5 * MINUTE + seq * step;

    let mut rows = Rows {
        actions_count: log.len(),
        state_bytes: state_json.len(),
        ..Rows::default()
    };
    rows.games = json!([
        id,
        "palazzo",
        FakeDiscord::GUILD_ID,
        FakeDiscord::CHANNEL_ID,
        BOARD + id as u64,
        user_of(id, 0),
        if active { "active" } else { "finished" },
        serde_json::to_string(&options).unwrap(),
        seed as i64,
        version,
        state_json,
        created,
        last,
        serde_json::to_string(&Settings::default()).unwrap(),
    ])
    .to_string();
    let mut seats = Vec::new();
    for seat in 0..players {
        seats.push(json!([id, seat, user_of(id, seat), 1]).to_string());
    }
    rows.seats = seats.join(",");
    let mut actions = Vec::with_capacity(log.len());
    for (i, (seat, action)) in log.iter().enumerate() {
        let seq = i as i64 + 1;
        let action = serde_json::to_string(action).unwrap();
        actions.push(json!([id, seq, seat.0, action, at(seq)]).to_string());
    }
    rows.actions = actions.join(",");
    if active {
        let due = if sentinel {
            now - MINUTE
        } else {
            last + 12 * HOUR
        };
        let timers: Vec<String> = state
            .to_act()
            .iter()
            .map(|seat| json!([id, "remind", seat.0, version, last, due]).to_string())
            .collect();
        assert!(!timers.is_empty(), "a game in play has a seat to act");
        rows.timers = timers.join(",");
    } else {
        let outcome = state.outcome().expect("a finished game has an outcome");
        let results: Vec<String> = outcome
            .standings
            .iter()
            .map(|s| json!([id, s.seat.0, user_of(id, s.seat.0), s.rank, s.score]).to_string())
            .collect();
        rows.results = results.join(",");
    }
    rows
}

/// A JSON array of every game's rows of one table.
fn array(games: &[Rows], rows: impl Fn(&Rows) -> &str) -> String {
    let parts: Vec<&str> = games.iter().map(rows).filter(|r| !r.is_empty()).collect();
    format!("[{}]", parts.join(","))
}

/// A stored database and what it holds.
struct Built {
    games: usize,
    active: usize,
    actions: usize,
    state_bytes: usize,
    /// The last game in play: its reminder is due at start.
    sentinel: i64,
    generated: Duration,
    inserted: Duration,
}

fn url(db: &Path) -> String {
    format!("sqlite://{}", db.display())
}

/// A connection of its own (the bot's settings: WAL, synchronous, foreign keys).
async fn connect(db: &Path) -> SqliteConnection {
    SqliteConnection::connect_with(&Store::connect_options(&url(db)).unwrap().sqlite().unwrap())
        .await
        .expect("the database opens")
}

/// Creates the database `db` (migrated by `Store::open`) holding `finished + active` games,
/// ids 1.., those in play spread evenly among them. Generated on every core, inserted with one
/// transaction per [`BATCH`] games.
async fn build_database(db: &Path, finished: usize, active: usize) -> Built {
    Store::open_in(db).await.expect("migrated").close().await;
    let total = finished + active;
    let is_active = |i: usize| (i * active) / total != ((i - 1) * active) / total;
    let sentinel = (1..=total).rev().find(|&i| is_active(i)).unwrap_or(0);
    let now = now_ms();
    let threads = std::thread::available_parallelism().map_or(2, std::num::NonZero::get);

    let mut conn = connect(db).await;
    let mut built = Built {
        games: total,
        active,
        actions: 0,
        state_bytes: 0,
        sentinel: sentinel as i64,
        generated: Duration::ZERO,
        inserted: Duration::ZERO,
    };
    for first in (1..=total).step_by(BATCH) {
        let ids: Vec<usize> = (first..=total.min(first + BATCH - 1)).collect();
        let started = Instant::now();
        let games: Vec<Rows> = tokio::task::block_in_place(|| {
            std::thread::scope(|s| {
                let workers: Vec<_> = (0..threads)
                    .map(|t| {
                        let ids = &ids;
                        s.spawn(move || {
                            ids.iter()
                                .skip(t)
                                .step_by(threads)
                                .map(|&i| game_rows(i as i64, is_active(i), i == sentinel, now))
                                .collect::<Vec<_>>()
                        })
                    })
                    .collect();
                workers
                    .into_iter()
                    .flat_map(|w| w.join().expect("a generator"))
                    .collect()
            })
        });
        built.generated += started.elapsed();
        built.actions += games.iter().map(|g| g.actions_count).sum::<usize>();
        built.state_bytes += games.iter().map(|g| g.state_bytes).sum::<usize>();

        let started = Instant::now();
        let mut tx = conn.begin().await.unwrap();
        let inserts: [(&str, String); 5] = [
            (
                "INSERT INTO games (id, kind, guild_id, channel_id, board_message_id, \
                 host_user_id, status, options, seed, version, state, state_version, \
                 created_at, updated_at, settings) SELECT value->>0, value->>1, value->>2, \
                 value->>3, value->>4, value->>5, value->>6, value->>7, value->>8, value->>9, \
                 value->>10, value->>9, value->>11, value->>12, value->>13 FROM json_each(?)",
                array(&games, |g| &g.games),
            ),
            (
                "INSERT INTO seats (game_id, seat, user_id, dm_ok) \
                 SELECT value->>0, value->>1, value->>2, value->>3 FROM json_each(?)",
                array(&games, |g| &g.seats),
            ),
            (
                "INSERT INTO actions (game_id, seq, seat, action, created_at) \
                 SELECT value->>0, value->>1, value->>2, value->>3, value->>4 FROM json_each(?)",
                array(&games, |g| &g.actions),
            ),
            (
                "INSERT INTO timers (game_id, kind, seat, version, waiting_since, due_at) \
                 SELECT value->>0, value->>1, value->>2, value->>3, value->>4, value->>5 \
                 FROM json_each(?)",
                array(&games, |g| &g.timers),
            ),
            (
                "INSERT INTO results (game_id, seat, user_id, rank, score) \
                 SELECT value->>0, value->>1, value->>2, value->>3, value->>4 FROM json_each(?)",
                array(&games, |g| &g.results),
            ),
        ];
        for (sql, rows) in inserts {
            sqlx::query(sql)
                .bind(rows)
                .execute(&mut *tx)
                .await
                .unwrap_or_else(|e| panic!("{sql}: {e}"));
        }
        tx.commit().await.unwrap();
        built.inserted += started.elapsed();
    }

    // What the bot would find: as many games, a log of seqs 1..=version for each (as many
    // actions as the version, the last numbered the version), a pending timer for each in play.
    let counts = sqlx::query(
        "SELECT (SELECT count(*) FROM games), \
         (SELECT count(*) FROM games WHERE status = 'active'), \
         (SELECT count(*) FROM actions), \
         (SELECT count(*) FROM games g WHERE \
            (SELECT count(*) || ',' || coalesce(max(seq), 0) FROM actions a \
             WHERE a.game_id = g.id) != g.version || ',' || g.version), \
         (SELECT count(*) FROM games g WHERE g.status = 'active' AND NOT EXISTS \
            (SELECT 1 FROM timers t WHERE t.game_id = g.id AND t.fired_at IS NULL))",
    )
    .fetch_one(&mut conn)
    .await
    .unwrap();
    let get = |i: usize| counts.get::<i64, _>(i) as usize;
    assert_eq!(
        (get(0), get(1), get(2), get(3), get(4)),
        (total, active, built.actions, 0, 0)
    );
    sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)")
        .execute(&mut conn)
        .await
        .unwrap();
    conn.close().await.unwrap();
    built
}

/// The table service's own check on a sample of the stored games (the first and last few, the
/// sentinel): each log has seqs 1..=version and replays to its snapshot, finished if and only
/// if the game is; a finished game's stored standings are its outcome's.
async fn verify_sample(db: &Path, built: &Built) {
    let store = Store::open(&url(db)).await.unwrap();
    let tables = Tables::<Palazzo>::new(store.clone());
    let total = built.games as i64;
    let mut sample: Vec<i64> = (1..=5).chain(total - 4..=total).collect();
    sample.push(built.sentinel);
    sample.retain(|&id| (1..=total).contains(&id));
    sample.sort_unstable();
    sample.dedup();
    for id in sample {
        let id = GameId(id);
        tables
            .verify(id)
            .await
            .unwrap_or_else(|e| panic!("game {id}: {e}"));
        let snapshot = tables.view(id).await.unwrap();
        let stored = store.results(id).await.unwrap();
        let outcome = snapshot.state.as_ref().unwrap().outcome();
        let expected: Vec<(u8, u8, i32)> = outcome
            .map(|o| {
                o.standings
                    .iter()
                    .map(|s| (s.seat.0, s.rank, s.score))
                    .collect()
            })
            .unwrap_or_default();
        let stored: Vec<(u8, u8, i32)> = stored.iter().map(|p| (p.seat, p.rank, p.score)).collect();
        assert_eq!(stored, expected, "game {id}: the stored standings");
    }
    store.close().await;
}

/// Makes the sentinel's pending reminder due, so the next start fires it in its first pass.
async fn make_sentinel_due(db: &Path, game: i64) {
    let mut conn = connect(db).await;
    let due = sqlx::query(
        "UPDATE timers SET due_at = ? WHERE game_id = ? AND kind = 'remind' AND fired_at IS NULL",
    )
    .bind(now_ms() - MINUTE)
    .bind(game)
    .execute(&mut conn)
    .await
    .unwrap()
    .rows_affected();
    assert!(due >= 1, "the sentinel has a pending reminder");
    conn.close().await.unwrap();
}

/// The database's files: main and WAL.
fn file_sizes(db: &Path) -> (u64, u64) {
    let size = |p: PathBuf| std::fs::metadata(p).map_or(0, |m| m.len());
    let mut wal = db.as_os_str().to_owned();
    wal.push("-wal");
    (size(db.to_path_buf()), size(PathBuf::from(wal)))
}

/// Bytes per table and index (`SQLite`'s `dbstat`), largest first; empty if it is not built in.
async fn table_sizes(db: &Path) -> Vec<(String, u64)> {
    let mut conn = connect(db).await;
    let rows = sqlx::query(
        "SELECT name, sum(pgsize) AS bytes FROM dbstat GROUP BY name ORDER BY bytes DESC",
    )
    .fetch_all(&mut conn)
    .await
    .unwrap_or_default();
    conn.close().await.unwrap();
    rows.iter()
        .map(|r| (r.get::<String, _>(0), r.get::<i64, _>(1) as u64))
        .filter(|(_, bytes)| *bytes >= 64 * 1024)
        .collect()
}

// ----- measuring -----

fn mib(bytes: u64) -> String {
    format!("{:.1} MiB", bytes as f64 / (1024.0 * 1024.0))
}

fn ms(d: Duration) -> String {
    let ms = d.as_secs_f64() * 1000.0;
    if ms < 100.0 {
        format!("{ms:.1} ms")
    } else {
        format!("{ms:.0} ms")
    }
}

fn list(ds: &[Duration]) -> String {
    ds.iter().map(|d| ms(*d)).collect::<Vec<_>>().join(", ")
}

/// `VmRSS` and `VmHWM` (peak) of a `/proc/<pid>/status` file, in bytes.
fn rss(status: &str) -> (u64, u64) {
    let text = std::fs::read_to_string(status).expect("/proc status");
    let field = |name: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(name))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
            .map_or(0, |kib| kib * 1024)
    };
    (field("VmRSS:"), field("VmHWM:"))
}

/// Hands the memory `free` kept back to the system (glibc's `malloc_trim`, every arena), so that
/// what was freed before a measurement is not reused unseen during it.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn trim() {
    unsafe extern "C" {
        safe fn malloc_trim(pad: usize) -> std::ffi::c_int;
    }
    malloc_trim(0);
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn trim() {}

/// The bot binary, running; killed when dropped.
struct BotProcess {
    child: Child,
    log: PathBuf,
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// One measured start of the bot process.
struct Start {
    /// Spawn → the fake Discord answered the bot's `PUT .../commands`.
    commands: Duration,
    /// Spawn → the sentinel's reminder was posted: the scheduler's first pass.
    scheduler: Duration,
    /// The process's resident memory then, and its peak.
    rss: (u64, u64),
}

impl BotProcess {
    /// Spawns `tavola` on `db` as `tests/it/crash_safety.rs` does.
    fn spawn(fake: &FakeDiscord, dir: &Path, db: &Path, name: &str) -> BotProcess {
        let log = dir.join(format!("{name}.log"));
        let child = Command::new(env!("CARGO_BIN_EXE_tavola"))
            .current_dir(dir)
            .env("DISCORD_TOKEN", bot::TOKEN)
            .env("DATABASE_URL", url(db))
            .env("DISCORD_GUILD_ID", FakeDiscord::GUILD_ID.to_string())
            .env("DISCORD_API_BASE", fake.api_base())
            .env("RUST_LOG", "warn")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(File::create(&log).expect("a log file"))
            .spawn()
            .expect("the tavola binary starts");
        BotProcess { child, log }
    }

    fn logs(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// Waits for a REST call made since `since` that `pred` accepts; returns when the fake
    /// received it, from `since`.
    async fn wait_call(
        &mut self,
        fake: &FakeDiscord,
        since: Instant,
        what: &str,
        pred: impl Fn(&Call) -> bool,
    ) -> Duration {
        let deadline = Instant::now() + START_WAIT;
        loop {
            let seen = fake
                .wait_call(Duration::from_millis(20), |c| c.at >= since && pred(c))
                .await;
            if let Some(call) = seen {
                return call.at - since;
            }
            if let Ok(Some(status)) = self.child.try_wait() {
                panic!("the bot exited at start ({status}): {}", self.logs());
            }
            assert!(Instant::now() < deadline, "{what}: {}", self.logs());
        }
    }
}

/// Starts the bot on `db` (whose sentinel reminder is due), measures, and kills it.
async fn measure_start(fake: &FakeDiscord, dir: &Path, db: &Path, name: &str) -> Start {
    let since = Instant::now();
    let mut bot = BotProcess::spawn(fake, dir, db, name);
    let commands = bot
        .wait_call(fake, since, "no commands registered", |c| {
            c.method == "PUT" && c.path.ends_with("/commands") && c.status == 200
        })
        .await;
    let channel = format!("/channels/{}/messages", FakeDiscord::CHANNEL_ID);
    let scheduler = bot
        .wait_call(fake, since, "the due reminder was not posted", |c| {
            c.method == "POST"
                && c.path == channel
                && c.body
                    .as_ref()
                    .and_then(|b| b["content"].as_str())
                    .is_some_and(|t| t.starts_with('⏰'))
        })
        .await;
    let rss = rss(&format!("/proc/{}/status", bot.child.id()));
    let logs = bot.logs();
    assert!(!logs.contains("panicked"), "the bot panicked: {logs}");
    drop(bot);
    assert!(
        fake.wait_disconnected(Duration::from_secs(5)).await,
        "the killed bot's gateway closed"
    );
    Start {
        commands,
        scheduler,
        rss,
    }
}

/// [`STARTS`] starts of the bot on `db`, printed as `label`.
async fn measure_starts(fake: &FakeDiscord, dir: &Path, db: &Path, built: &Built, label: &str) {
    let mut starts = Vec::new();
    for run in 1..=STARTS {
        make_sentinel_due(db, built.sentinel).await;
        starts.push(measure_start(fake, dir, db, &format!("{label}-{run}")).await);
    }
    let commands: Vec<Duration> = starts.iter().map(|s| s.commands).collect();
    let scheduler: Vec<Duration> = starts.iter().map(|s| s.scheduler).collect();
    let rss: Vec<String> = starts.iter().map(|s| mib(s.rss.0)).collect();
    let peak: Vec<String> = starts.iter().map(|s| mib(s.rss.1)).collect();
    println!(
        "scale: [{label}] start (process spawn → commands registered): {}",
        list(&commands)
    );
    println!(
        "scale: [{label}] start (process spawn → scheduler's first pass fired the due \
         reminder): {}",
        list(&scheduler)
    );
    println!(
        "scale: [{label}] bot process RSS after start: {} (peak {})",
        rss.join(", "),
        peak.join(", ")
    );
}

/// `Store::open` (connections and the migrations check) and the queries the start runs on
/// stored games, in process.
async fn measure_in_process(db: &Path) {
    let mut opens = Vec::new();
    for _ in 0..STARTS {
        let started = Instant::now();
        let store = Store::open(&url(db)).await.expect("the store opens");
        opens.push(started.elapsed());
        store.close().await;
    }
    println!(
        "scale: Store::open (connect + migrations check), in process: {}",
        list(&opens)
    );

    let store = Store::open(&url(db)).await.unwrap();
    let mut queries = Vec::new();
    let started = Instant::now();
    let unarmed = store.unarmed_games().await.unwrap();
    queries.push(format!(
        "unarmed_games {} ({} found)",
        ms(started.elapsed()),
        unarmed.len()
    ));
    let started = Instant::now();
    let program = store.games_with_program_seats().await.unwrap();
    queries.push(format!(
        "games_with_program_seats {} ({} found)",
        ms(started.elapsed()),
        program.len()
    ));
    let started = Instant::now();
    let due = store.due_timers(now_ms(), 64).await.unwrap();
    queries.push(format!(
        "due_timers {} ({} due)",
        ms(started.elapsed()),
        due.len()
    ));
    let started = Instant::now();
    store.next_due().await.unwrap();
    queries.push(format!("next_due {}", ms(started.elapsed())));
    store.close().await;
    println!(
        "scale: the start's queries on stored games: {}",
        queries.join(", ")
    );
}

fn describe(label: &str, db: &Path, built: &Built) {
    let (main, wal) = file_sizes(db);
    println!(
        "scale: [{label}] {} games ({} finished, {} in play), {} actions; generated in {}, \
         inserted in {} ({} transactions)",
        built.games,
        built.games - built.active,
        built.active,
        built.actions,
        ms(built.generated),
        ms(built.inserted),
        built.games.div_ceil(BATCH)
    );
    println!(
        "scale: [{label}] database file: {} ({} bytes; WAL {} bytes); state snapshots {} \
         ({:.1} KiB per game)",
        mib(main),
        main,
        wal,
        mib(built.state_bytes as u64),
        built.state_bytes as f64 / 1024.0 / built.games as f64
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a benchmark: run with --release --ignored --nocapture"]
async fn start_with_10000_stored_games() {
    // Let the memory measurement, if it runs too, go first: this test's allocations would blur
    // its figures.
    tokio::time::sleep(Duration::from_millis(200)).await;
    let _serial = SERIAL.lock().await;
    let dir = tempfile::tempdir().unwrap();

    let small = dir.path().join("one-game.sqlite");
    let reference = build_database(&small, 0, 1).await;
    let db = bot::database(dir.path());
    let built = build_database(&db, 9_000, 1_000).await;
    verify_sample(&db, &built).await;
    describe("10000 games", &db, &built);
    let tables: Vec<String> = table_sizes(&db)
        .await
        .into_iter()
        .map(|(name, bytes)| format!("{name} {}", mib(bytes)))
        .collect();
    if !tables.is_empty() {
        println!(
            "scale: [10000 games] by table and index: {}",
            tables.join(", ")
        );
    }

    let fake = FakeDiscord::start().await;
    measure_starts(&fake, dir.path(), &small, &reference, "1 game").await;
    measure_starts(&fake, dir.path(), &db, &built, "10000 games").await;
    measure_in_process(&db).await;
    let (main, wal) = file_sizes(&db);
    println!(
        "scale: [10000 games] database file after the starts: {} (WAL {} bytes)",
        mib(main),
        wal
    );
    fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a benchmark: run with --release --ignored --nocapture"]
async fn memory_with_1000_active_games_loaded() {
    let _serial = if let Ok(guard) = SERIAL.try_lock() {
        guard
    } else {
        println!(
            "scale: (the start measurement ran first in this process: memory it freed may \
             be reused, so the growth below may be understated)"
        );
        SERIAL.lock().await
    };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("active.sqlite");
    let built = build_database(&db, 0, 1_000).await;
    verify_sample(&db, &built).await;
    describe("1000 in play", &db, &built);

    let store = Store::open_in(&db).await.unwrap();
    let tables = Tables::<Palazzo>::new(store.clone());
    let ids = store.games_in_status(GameStatus::Active).await.unwrap();
    assert_eq!(ids.len(), 1_000);
    // Warm up the connections, their statement caches and the code paths: one game loaded,
    // then forgotten.
    tables.view(ids[0]).await.unwrap();
    tables.forget(ids[0]).await;
    assert_eq!(tables.cached_games(), 0);

    // SQLite's page cache (at most 2 MiB per connection) filled first, so that it does not
    // count as the games' memory: the loads below run sequentially, on one reader connection.
    let scanned: i64 = sqlx::query_scalar("SELECT sum(length(state)) FROM games")
        .fetch_one(store.pool())
        .await
        .unwrap();
    assert!(scanned > 0);
    // What the database's generation freed is handed back first, so the loading below takes
    // fresh pages rather than reusing freed ones unseen.
    trim();
    let (before, _) = rss("/proc/self/status");
    let started = Instant::now();
    for &id in &ids {
        let snapshot = tables.view(id).await.unwrap();
        assert_eq!(snapshot.game.status, GameStatus::Active);
    }
    let loaded = started.elapsed();
    let (after, peak) = rss("/proc/self/status");
    assert_eq!(tables.cached_games(), 1_000, "every game is in the cache");

    // The other way round: what forgetting them all gives back.
    for &id in &ids {
        tables.forget(id).await;
    }
    assert_eq!(tables.cached_games(), 0);
    trim();
    let (forgotten, _) = rss("/proc/self/status");

    // The parts, measured the same way, ten copies of each so that memory freed above and
    // reused here weighs little: the snapshots' JSON text alone, then the states parsed from it.
    let mut texts: Vec<String> = Vec::new();
    for _ in 0..COPIES {
        let batch: Vec<String> =
            sqlx::query_scalar("SELECT state FROM games WHERE status = 'active'")
                .fetch_all(store.pool())
                .await
                .unwrap();
        texts.extend(batch);
    }
    let (with_texts, _) = rss("/proc/self/status");
    let states: Vec<Palazzo> = texts
        .iter()
        .map(|t| serde_json::from_str(t).unwrap())
        .collect();
    let (with_states, _) = rss("/proc/self/status");
    assert_eq!(states.len(), COPIES * ids.len());
    drop((texts, states));

    let per_game = |bytes: u64| bytes as f64 / 1024.0 / ids.len() as f64;
    let grown = after.saturating_sub(before);
    let freed = after.saturating_sub(forgotten);
    let json = built.state_bytes as f64 / 1024.0 / ids.len() as f64;
    println!(
        "scale: [1000 in play] RSS before loading: {}, after: {} (process peak {}): growth {} \
         = {:.1} KiB per game",
        mib(before),
        mib(after),
        mib(peak),
        mib(grown),
        per_game(grown)
    );
    println!(
        "scale: [1000 in play] RSS after forgetting them all: {}: {} given back = {:.1} KiB per \
         game",
        mib(forgotten),
        mib(freed),
        per_game(freed)
    );
    println!(
        "scale: [1000 in play] state JSON: {} in all, {json:.1} KiB per game (the cache keeps \
         only the parsed state): growth / JSON = {:.1}",
        mib(built.state_bytes as u64),
        per_game(grown) / json
    );
    println!(
        "scale: [1000 in play] the parts alone ({COPIES} copies of each): a JSON text {:.1} KiB, \
         a parsed state {:.1} KiB",
        per_game(with_texts.saturating_sub(forgotten)) / COPIES as f64,
        per_game(with_states.saturating_sub(with_texts)) / COPIES as f64
    );
    println!(
        "scale: [1000 in play] loading the 1000 games into the cache (view each, cold): {}",
        ms(loaded)
    );
    drop(tables);
    store.close().await;
}

/// The process's resident memory after the table service has served 10,000 games in play, its
/// cache bound at the default (`GAME_CACHE_SIZE`, 1,000 games): each game is loaded and played
/// one move, so the cache turns over ten times. The bound, not the number of games ever seen,
/// sets the memory.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement, not a check"]
async fn memory_after_10000_games_with_the_cache_bound() {
    const GAMES: usize = 10_000;
    let _serial = SERIAL.lock().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("many.sqlite");
    let built = build_database(&db, 0, GAMES).await;
    describe("10000 in play", &db, &built);
    let store = Store::open_in(&db).await.unwrap();
    let tables = Tables::<Palazzo>::new(store.clone());
    let bound = tables.service().cache_size();
    let ids = store.games_in_status(GameStatus::Active).await.unwrap();
    assert_eq!(ids.len(), GAMES);
    trim();
    let (before, _) = rss("/proc/self/status");
    let started = Instant::now();
    let mut rng = ChaCha8Rng::seed_from_u64(10_000);
    let mut after_each_thousand = Vec::new();
    for (i, &id) in ids.iter().enumerate() {
        let snap = tables.view(id).await.unwrap();
        let state = snap.state.unwrap();
        if let Some(seat) = state.to_act().iter().next() {
            let action = state.random_action(seat, &mut rng).unwrap();
            tables
                .act_as_seat(id, seat, snap.game.version, action)
                .await
                .unwrap();
        }
        if (i + 1) % 1_000 == 0 {
            after_each_thousand.push(rss("/proc/self/status").0);
        }
    }
    let took = started.elapsed();
    assert!(tables.cached_games() <= bound);
    let (after, peak) = rss("/proc/self/status");
    println!(
        "scale: [10000 in play] cache bound {bound}: RSS before {}, after 10,000 games loaded \
         and moved {} (peak {}), {} cached; in {}",
        mib(before),
        mib(after),
        mib(peak),
        tables.cached_games(),
        ms(took)
    );
    println!(
        "scale: [10000 in play] RSS after each thousand games: {}",
        after_each_thousand
            .iter()
            .map(|&b| mib(b))
            .collect::<Vec<_>>()
            .join(", ")
    );
    drop(tables);
    store.close().await;
}
