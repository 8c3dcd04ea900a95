//! Crash safety: the built `tavola` binary, run as a separate process against the fake Discord,
//! is killed with SIGKILL at 30 moments of a scripted 3-player game of Palazzo and restarted
//! each time. After every kill, before the restart:
//!
//! - `SQLite`'s `PRAGMA integrity_check` says `ok` and no foreign key dangles;
//! - the log holds seqs 1..=version, replays to the stored snapshot (`Tables::verify`), and
//!   extends the log seen at the previous kill (nothing stored was lost or rewritten);
//! - every action whose click Discord saw accepted (an update of the board to the next version,
//!   or a picker closed with "Done: ...") is in the log, at its version, by its player's seat;
//! - the board in the channel never shows a version the database does not have.
//!
//! After the restart the game goes on from the board message the killed process left: its
//! buttons still work. When the kill fell between storing an action and showing it, that board
//! is behind the game; a click on it is then refused as stale and the board is brought up to
//! date, as a player would see it. After the 30 kills the game is played to its end, and the
//! stored record, replayed from scratch, must equal the stored final state and give the scores
//! the final board shows; and every ping, hand DM and game-over post the game called for must
//! have reached Discord exactly once, whichever kill fell between storing a move and saying it.
//!
//! The kill schedule (how many decisions between kills, where each kill falls) comes from a
//! fixed seed; the bot seeds its games at random, which is fine: every check is against the
//! bot's own log. `CRASH_SEED=<n>` tries another schedule.

use crate::support;

use std::path::Path;
use std::time::{Duration, Instant};

use crate::support::bot::{
    self, Click, board_version, is_over, play_one, start_game, to_act, try_play_one, verb,
};
use crate::support::fake_discord::{FakeDiscord, FakeUser, Injected};
use crate::support::process::{BotProcess, Launch};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;
use sqlx::sqlite::SqlitePoolOptions;
use tavola::discord::ids::WireId;
use tavola::engine::Game;
use tavola::engine::palazzo::Palazzo;
use tavola::store::{GameId, GameStatus, Store};
use tavola::table::Tables;

const KILLS: usize = 30;
/// The kill schedule's seed (`CRASH_SEED` overrides it).
const SCHEDULE_SEED: u64 = 20_240_611;
/// Complete decisions played between two kills: 0 to this many.
const MAX_DECISIONS_BETWEEN: usize = 6;
/// A kill after a click falls this long after the injection, at most. The bot answers in 2–5 ms
/// on the fake, so kills land before the click arrives, while it is stored, while it is
/// answered, and while the board, pings and DMs follow.
const MAX_KILL_DELAY: Duration = Duration::from_millis(5);
/// More decisions than any game of Palazzo takes.
const MAX_DECISIONS: usize = 3_000;
/// How long a living bot may take to answer; only reached when something is wrong.
const WAIT: Duration = Duration::from_secs(5);

fn players(fake: &FakeDiscord) -> Vec<FakeUser> {
    [(1001, "Alice"), (1002, "Bruno"), (1003, "Chiara")]
        .into_iter()
        .map(|(id, name)| fake.user(id, name))
        .collect()
}

/// The `incarnation`th start of the bot on the database file `db`.
fn launch(db: &Path, incarnation: usize) -> Launch {
    Launch::sqlite(db).named(format!("bot-{incarnation}"))
}

/// Waits `d` without sleeping (timers are too coarse for sub-millisecond delays), letting the
/// fake's tasks run.
pub(crate) async fn pause(d: Duration) {
    let until = Instant::now() + d;
    while Instant::now() < until {
        tokio::task::yield_now().await;
    }
}

/// Where a kill falls.
#[derive(Debug, Clone, Copy)]
enum KillAt {
    /// After some complete decisions (the board updated; pings and DMs may still be on their
    /// way), `delay` later.
    Between { delay: Duration },
    /// `delay` after injecting the `click`-th interaction of the next decision (or after its
    /// last, if it has fewer).
    AfterClick { click: usize, delay: Duration },
}

/// An action Discord showed as accepted: the board moved to `version` (= the clicked control's
/// version + 1), or a picker said "Done".
#[derive(Debug, Clone)]
struct Ack {
    version: i64,
    user: u64,
    what: String,
}

/// What the test knows between kills.
#[derive(Default)]
struct Ledger {
    acks: Vec<Ack>,
    /// Clicks not answered yet, and confirmations whose picker is not closed yet: looked at
    /// again at each check (an answer the killed bot had sent may reach the fake a moment
    /// after the kill).
    pending: Vec<Click>,
    /// The log at the last check: (seq, seat, action).
    log: Vec<(i64, u8, String)>,
}

impl Ledger {
    /// Records the actions `clicks` show accepted.
    fn note(&mut self, fake: &FakeDiscord, board: u64, clicks: &[Click]) {
        let mut pending = std::mem::take(&mut self.pending);
        pending.extend(clicks.iter().cloned());
        for c in pending {
            let i = &c.interaction;
            match c.callback.clone().or_else(|| fake.callback(i.id)) {
                Some(cb) if confirmation_pending(fake, i, &cb) => self.pending.push(c),
                Some(cb) => self
                    .acks
                    .extend(acknowledgement(fake, i, c.version, &cb, board)),
                None => self.pending.push(c),
            }
        }
    }
}

/// The accepted action an answer shows, if any. On the board an accepted action updates the
/// board (kind 7) to the next version. A picker's confirmation is acknowledged (kind 6) before
/// its move is played, and shows the move accepted when the picker is closed with "Done: ...".
/// Picker steps (kind 7 on the picker) and refusals (kind 4) are not actions.
fn acknowledgement(
    fake: &FakeDiscord,
    i: &Injected,
    version: i64,
    cb: &support::fake_discord::Callback,
    board: u64,
) -> Option<Ack> {
    let clicked = i.payload["message"]["id"].as_str().unwrap_or_default();
    let custom_id = i.payload["data"]["custom_id"].as_str().unwrap_or_default();
    let shown = match cb.kind {
        7 if clicked == board.to_string() => {
            if let Some(shown) = first_version(&cb.data["components"]) {
                assert_eq!(
                    shown,
                    version + 1,
                    "an accepted click on the board at version {version} shows version {shown}"
                );
            }
            cb.content().to_string()
        }
        6 => {
            let picker = fake.message(clicked.parse().ok()?)?;
            if !picker.content().starts_with("Done:") {
                return None;
            }
            picker.content().to_string()
        }
        _ => return None,
    };
    Some(Ack {
        version: version + 1,
        user: i.user_id,
        what: format!("{} ({shown})", verb(custom_id)),
    })
}

/// Whether `cb` acknowledged a picker's confirmation whose picker is not closed yet: the move
/// may still be played (and the picker closed) after the answer.
fn confirmation_pending(
    fake: &FakeDiscord,
    i: &Injected,
    cb: &support::fake_discord::Callback,
) -> bool {
    let clicked = i.payload["message"]["id"].as_str().unwrap_or_default();
    cb.kind == 6
        && clicked
            .parse()
            .ok()
            .and_then(|id| fake.message(id))
            .is_some_and(|picker| !picker.content().starts_with("Done:"))
}

/// The version of the first control in a message's components.
fn first_version(components: &Value) -> Option<i64> {
    fn walk(v: &Value) -> Option<i64> {
        match v {
            Value::Array(items) => items.iter().find_map(walk),
            Value::Object(obj) => obj
                .get("custom_id")
                .and_then(Value::as_str)
                .and_then(|id| WireId::parse(id).ok())
                .map(|id| id.version)
                .or_else(|| obj.get("components").and_then(walk)),
            _ => None,
        }
    }
    walk(components)
}

/// The database as the killed bot left it, opened read-only (nothing is repaired or
/// checkpointed by looking). Checks it and returns the game's version.
async fn check_database(
    db: &Path,
    game: GameId,
    ledger: &mut Ledger,
    board_shows: i64,
    when: &str,
) -> i64 {
    let url = format!("sqlite://{}", db.display());
    let options = Store::connect_options(&url).unwrap().read_only(true);

    // SQLite's own checks, on a single plain connection.
    let pool = SqlitePoolOptions::new()
        .max_connections(1)
        .connect_with(options.sqlite().unwrap())
        .await
        .unwrap_or_else(|e| panic!("{when}: the database does not open: {e}"));
    let integrity: Vec<String> = sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_all(&pool)
        .await
        .unwrap();
    assert_eq!(integrity, ["ok"], "{when}: integrity_check");
    let dangling = sqlx::query("PRAGMA foreign_key_check")
        .fetch_all(&pool)
        .await
        .unwrap();
    assert!(dangling.is_empty(), "{when}: dangling foreign keys");
    pool.close().await;

    // The game: its log is whole and replays to its snapshot.
    let store = Store::open_with(options)
        .await
        .unwrap_or_else(|e| panic!("{when}: the store does not open read-only: {e}"));
    let tables = Tables::<Palazzo>::new(store.clone());
    let replayed = tables
        .verify(game)
        .await
        .unwrap_or_else(|e| panic!("{when}: {e}"));
    let (row, seats) = store.load(game).await.unwrap().expect("the game is stored");
    let actions = store.actions(game).await.unwrap();
    store.close().await;
    assert_eq!(replayed as i64, row.version);
    let seqs: Vec<i64> = actions.iter().map(|a| a.seq).collect();
    assert_eq!(
        seqs,
        (1..=row.version).collect::<Vec<_>>(),
        "{when}: seqs 1..=version"
    );
    let log: Vec<(i64, u8, String)> = actions
        .into_iter()
        .map(|a| (a.seq, a.seat, a.action_json))
        .collect();
    assert!(
        log.starts_with(&ledger.log),
        "{when}: the log lost or rewrote actions: it had {} actions and now has {}",
        ledger.log.len(),
        log.len()
    );

    // Every acknowledged action is there, by the seat of the player who made it; no version
    // was acknowledged twice.
    let mut versions: Vec<i64> = ledger.acks.iter().map(|a| a.version).collect();
    versions.sort_unstable();
    versions.dedup();
    assert_eq!(
        versions.len(),
        ledger.acks.len(),
        "{when}: a version acknowledged twice"
    );
    for ack in &ledger.acks {
        let stored = log.get(ack.version as usize - 1).unwrap_or_else(|| {
            panic!(
                "{when}: an acknowledged action is lost: version {} ({}) by <@{}>, \
                 but the game is at version {}",
                ack.version, ack.what, ack.user, row.version
            )
        });
        let seat = seats.iter().find(|s| s.owner == Some(ack.user)).unwrap();
        assert_eq!(
            stored.1, seat.seat,
            "{when}: action {} ({}) was <@{}>'s, but seat {} is stored",
            ack.version, ack.what, ack.user, stored.1
        );
    }
    assert!(
        board_shows <= row.version || board_shows == i64::MAX,
        "{when}: the channel's board shows version {board_shows}, the database has {}",
        row.version
    );
    assert_ne!(row.status, GameStatus::Cancelled);
    ledger.log = log;
    row.version
}

/// After a restart, when the board in the channel is behind the game (the bot was killed after
/// storing an action and before showing it): a click on it is refused as stale and the board is
/// shown as it stands.
async fn catch_up(fake: &FakeDiscord, board: u64, players: &[FakeUser], version: i64) {
    let shown = fake.message(board).unwrap();
    let actor = to_act(&shown).expect("someone acts");
    let actor = players.iter().find(|p| p.id == actor).unwrap();
    let control = shown
        .interactive_components()
        .into_iter()
        .filter(|c| c["disabled"] != Value::Bool(true))
        .find(|c| c["custom_id"].as_str().is_some_and(|id| verb(id) != "hand"))
        .cloned()
        .expect("a control on the board");
    let id = control["custom_id"].as_str().unwrap();
    let i = if control["type"] == 3 {
        let value = control["options"][0]["value"].as_str().unwrap();
        actor.select(&shown, id, &[value]).await
    } else {
        actor.click(&shown, id).await
    };
    let cb = bot::answered(&i).await;
    assert_eq!(cb.kind, 4, "a click on a stale board is refused");
    assert!(cb.content().contains("moved on"), "{}", cb.content());
    let current = fake
        .wait_message_id(board, WAIT, |m| board_version(m) >= version)
        .await;
    assert!(
        current.is_some(),
        "the board stays at version {} while the game is at version {version}: nothing \
         brings it up to date, so nobody can play on",
        board_version(&shown)
    );
}

/// The game's version in the database (read-only).
async fn stored_version(db: &Path) -> i64 {
    let url = format!("sqlite://{}", db.display());
    let options = Store::connect_options(&url).unwrap().read_only(true);
    let pool = SqlitePoolOptions::new()
        .max_connections(1)
        .connect_with(options.sqlite().unwrap())
        .await
        .unwrap();
    let version = sqlx::query_scalar("SELECT max(version) FROM games")
        .fetch_one(&pool)
        .await
        .unwrap();
    pool.close().await;
    version
}

/// Waits until the running bot has sent everything its outbox holds.
async fn outbox_drained(db: &Path) {
    let url = format!("sqlite://{}", db.display());
    let store = Store::open_with(Store::connect_options(&url).unwrap().read_only(true))
        .await
        .unwrap();
    bot::drained(&store).await;
    store.close().await;
}

/// Progress, shown with `--nocapture`.
fn tracing_line(what: &str, started: Instant) {
    eprintln!("{:>8.3?} {what}", started.elapsed());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_killed_thirty_times_loses_no_acknowledged_action() {
    let started = Instant::now();
    let seed = std::env::var("CRASH_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(SCHEDULE_SEED);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = bot::database(dir.path());
    let mut incarnation = 0;
    let mut process = BotProcess::start(&fake, dir.path(), &launch(&db, incarnation)).await;
    let players = players(&fake);
    let (game, board) = start_game(&fake, &players).await;

    let mut ledger = Ledger::default();
    let mut turn = 0;
    let (mut between, mut stale_boards, mut played_on) = (0, 0, 0);
    // Whether the board in the channel is the one the last killed process rendered.
    let mut board_of_the_dead = false;
    // What the clicks a kill fell after became: lost before they were stored, stored but not
    // answered, answered.
    let (mut lost, mut unanswered, mut answered) = (0, 0, 0);
    for kill in 1..=KILLS {
        let decisions = rng.random_range(0..=MAX_DECISIONS_BETWEEN);
        let delay = Duration::from_micros(rng.random_range(0..=MAX_KILL_DELAY.as_micros() as u64));
        let at = if rng.random_bool(0.35) {
            KillAt::Between { delay }
        } else {
            // Most decisions take one click; pickers take two or three.
            let click = match rng.random_range(0..10) {
                0..6 => 0,
                6..9 => 1,
                _ => 2,
            };
            KillAt::AfterClick { click, delay }
        };

        // Complete decisions first; the first after a restart uses the buttons the killed
        // process rendered.
        for d in 0..decisions {
            if is_over(&fake.message(board).unwrap()) {
                break;
            }
            let attempt = try_play_one(&fake, board, &players, turn, WAIT, async |_: &Injected| {
                true
            })
            .await;
            turn += 1;
            ledger.note(&fake, board, &attempt.clicks);
            assert!(
                attempt.accepted,
                "kill {kill}, decision {d}: not accepted: {attempt:?}"
            );
            if d == 0 && board_of_the_dead {
                played_on += 1;
            }
        }

        // Then the kill.
        let mut killed = false;
        let over = is_over(&fake.message(board).unwrap());
        match (at, over) {
            (KillAt::AfterClick { click, delay }, false) => {
                let before = board_version(&fake.message(board).unwrap());
                let mut clicks = 0;
                let attempt =
                    try_play_one(&fake, board, &players, turn, WAIT, async |_: &Injected| {
                        clicks += 1;
                        if clicks <= click {
                            return true;
                        }
                        pause(delay).await;
                        process.sigkill();
                        killed = true;
                        false
                    })
                    .await;
                turn += 1;
                if !killed {
                    // The decision took fewer clicks: the kill comes after its last.
                    pause(delay).await;
                    process.sigkill();
                }
                let logs = process.reap(&fake).await;
                assert!(!logs.contains("panicked"), "the bot panicked: {logs}");
                ledger.note(&fake, board, &attempt.clicks);
                let last = attempt.clicks.last().expect("a click");
                if fake.callback(last.interaction.id).is_some() {
                    answered += 1;
                } else if stored_version(&db).await > before {
                    unanswered += 1;
                } else {
                    lost += 1;
                }
            }
            (KillAt::AfterClick { delay, .. } | KillAt::Between { delay }, _) => {
                between += 1;
                pause(delay).await;
                process.sigkill();
                let logs = process.reap(&fake).await;
                assert!(!logs.contains("panicked"), "the bot panicked: {logs}");
            }
        }
        let when = format!("after kill {kill} ({at:?}, {decisions} decisions before)");
        let shown = board_version(&fake.message(board).unwrap());
        let version = check_database(&db, game, &mut ledger, shown, &when).await;

        incarnation += 1;
        process = BotProcess::start(&fake, dir.path(), &launch(&db, incarnation)).await;
        board_of_the_dead = !is_over(&fake.message(board).unwrap());
        // Read the board again: an edit the killed bot had fully sent may have landed since.
        let shown = board_version(&fake.message(board).unwrap());
        if shown < version && board_of_the_dead {
            stale_boards += 1;
            catch_up(&fake, board, &players, version).await;
            board_of_the_dead = false;
        }
        tracing_line(&when, started);
    }

    // The rest of the game, without kills.
    for _ in 0..MAX_DECISIONS {
        if is_over(&fake.message(board).unwrap()) {
            break;
        }
        for i in play_one(&fake, board, &players, turn).await {
            let cb = i.callback(WAIT).await;
            let version = WireId::parse(i.payload["data"]["custom_id"].as_str().unwrap())
                .unwrap()
                .version;
            if let Some(ack) = acknowledgement(&fake, &i, version, &cb, board) {
                ledger.acks.push(ack);
            }
        }
        turn += 1;
    }
    let final_board = fake.message(board).unwrap();
    assert!(is_over(&final_board), "the game ended");
    outbox_drained(&db).await;
    process.sigkill();
    process.reap(&fake).await;
    let version = check_database(&db, game, &mut ledger, i64::MAX, "at the end").await;

    // The stored record, replayed from scratch, is the stored final state, and its outcome is
    // the final board's.
    let url = format!("sqlite://{}", db.display());
    let store = Store::open_with(Store::connect_options(&url).unwrap().read_only(true))
        .await
        .unwrap();
    let tables = Tables::<Palazzo>::new(store.clone());
    let record = tables.record(game).await.unwrap();
    assert_eq!(record.actions.len() as i64, version);
    let replayed = record.replay(|_, _, _, _| {}).expect("the record replays");
    let snapshot = tables.view(game).await.unwrap();
    assert_eq!(snapshot.game.status, GameStatus::Finished);
    assert!(
        snapshot.state.as_ref() == Some(&replayed),
        "the replayed game differs from the stored one"
    );
    tables.verify(game).await.unwrap();
    // Every ping, hand and game-over post the start and the moves called for reached the
    // channel or the DMs once, whichever kill fell between storing a move and saying it.
    support::bad_days::said_once(&fake, &store, &tables, game, board, &players).await;
    let outcome = replayed.outcome().expect("the game is over");
    for s in &outcome.standings {
        let user = players[s.seat.index()].id;
        let line = format!("<@{user}> — {} pts", s.score);
        assert!(
            final_board.text().contains(&line),
            "{line} on the final board:\n{}",
            final_board.text()
        );
    }
    store.close().await;

    // A request the killed bot had not finished sending never reaches the fake's handler (the
    // body is incomplete, so axum refuses it before), so a kill leaves no violation behind.
    fake.assert_no_violations();
    println!(
        "{KILLS} kills (schedule seed {seed}) in {:?}: {between} between decisions; after a \
         click, {lost} before anything was stored, {unanswered} after it was stored and \
         before it was answered, {answered} after the answer. {version} actions stored, {} \
         acknowledged; {} interactions never answered (or pickers never closed); {stale_boards} boards behind the game \
         after a restart, brought up to date by a click; {played_on} restarts followed by a \
         decision on the board the killed process left",
        started.elapsed(),
        ledger.acks.len(),
        ledger.pending.len(),
    );
    let gateway = fake.gateway_stats();
    assert_eq!(
        (gateway.identifies, gateway.resumes),
        (KILLS as u64 + 1, 0),
        "each process identified once"
    );
}
