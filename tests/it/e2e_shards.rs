//! The whole bot across shards, end to end: two processes of the built binary over one
//! database, each running one of the fake Discord's two gateway shards, as an operator of a
//! bot on many servers runs it.
//!
//! Four games are played to their end at once, two in a server on each shard. The clicks of
//! one of them reach both processes in turn (as while a bot changes its shard count), so each
//! process plays moves on a game the other has moved on since it last looked. Mid-game the
//! process of one shard is killed with SIGKILL and started again. Then every game's log must
//! replay to its board, no click may have been applied twice (or an action stored that nobody
//! clicked), and every ping, hand and game-over post each game called for must have reached
//! Discord exactly once.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::support::bad_days::{self, BadDay, Kind, Played};
use crate::support::fake_discord::gateway::Joined;
use crate::support::fake_discord::{
    CHANNEL_ID, FakeDiscord, FakeUser, GUILD_ID, OTHER_GUILD_ID, opt,
};
use crate::support::process::{BotProcess, Launch};
use crate::support::stores::Db;
use tavola::discord::ids::WireId;
use tavola::store::Store;

const SHARDS: u32 = 2;
/// The killed process is killed once every game of its shard has stored this many actions.
const KILL_AFTER: i64 = 8;

/// One game of the test: what it is, who plays it, where.
#[derive(Clone)]
struct Table {
    kind: Kind,
    players: Vec<FakeUser>,
}

/// The four tables: on each server, a game whose clicks come on the server's shard, and on
/// `GUILD_ID`'s one whose clicks come on both shards in turn. Each game has a channel and
/// players of its own, so what one game says is never counted for another.
fn tables(fake: &FakeDiscord) -> Vec<Table> {
    let seat = |guild: u64, channel: u64, ids: &[(u64, &str)]| -> Vec<FakeUser> {
        ids.iter()
            .map(|&(id, name)| fake.user(id, name).in_guild(guild, channel))
            .collect()
    };
    vec![
        Table {
            kind: Kind::Palazzo,
            players: seat(
                GUILD_ID,
                CHANNEL_ID,
                &[(8101, "Agnese"), (8102, "Baldo"), (8103, "Cosimo")],
            ),
        },
        Table {
            kind: Kind::Palazzo,
            players: seat(
                GUILD_ID,
                CHANNEL_ID + 1,
                &[(8201, "Delia"), (8202, "Ermes")],
            )
            .iter()
            .map(FakeUser::across_shards)
            .collect(),
        },
        Table {
            kind: Kind::Alhambra,
            players: seat(
                OTHER_GUILD_ID,
                CHANNEL_ID + 2,
                &[(8301, "Fosca"), (8302, "Gino")],
            ),
        },
        Table {
            kind: Kind::Princes,
            players: seat(
                OTHER_GUILD_ID,
                CHANNEL_ID + 3,
                &[(8401, "Ilaria"), (8402, "Lapo")],
            ),
        },
    ]
}

/// The two processes, by the shard each runs; a slot is empty while its process restarts.
type Processes = Arc<Mutex<[Option<BotProcess>; 2]>>;

/// Whether no process has exited by itself.
fn alive(processes: &Processes) -> bool {
    processes
        .lock()
        .unwrap()
        .iter_mut()
        .all(|p| p.as_mut().is_none_or(BotProcess::running))
}

/// Waits until every game of `shard` has stored `actions` actions, then kills that shard's
/// process and starts it again. Returns each of those games' version at the kill.
async fn kill_mid_game(
    fake: FakeDiscord,
    dir: std::path::PathBuf,
    store: Store,
    processes: Processes,
    launch: Launch,
    channels: Vec<u64>,
) -> Vec<i64> {
    let shard = launch.shards.expect("a shard range").0;
    let deadline = std::time::Instant::now() + Duration::from_secs(300);
    let versions = loop {
        let mut versions = Vec::new();
        for &channel in &channels {
            for game in store.games_in_channel(channel).await.unwrap() {
                let (row, _) = store.load(game).await.unwrap().expect("the game");
                versions.push(row.version);
            }
        }
        if versions.len() == channels.len() && versions.iter().all(|&v| v >= KILL_AFTER) {
            break versions;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the games of shard {shard} did not get going: {versions:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let mut killed = processes.lock().unwrap()[shard as usize]
        .take()
        .expect("the process of the shard");
    killed.sigkill();
    killed.reap(&fake).await;
    // Down for a moment: the clicks meanwhile wait for the shard to come back, or are lost
    // with the killed connection, as on Discord.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let again = BotProcess::start(&fake, &dir, &launch.named(format!("shard-{shard}-again"))).await;
    processes.lock().unwrap()[shard as usize] = Some(again);
    versions
}

async fn games_across_two_shards_and_two_processes_with_a_kill(db: &Db) {
    let fake = FakeDiscord::builder().shards(SHARDS).start().await;
    let dir = tempfile::tempdir().unwrap();
    let url = db.url();
    let launches: Vec<Launch> = (0..SHARDS)
        .map(|k| Launch::shards(&url, (k, k, SHARDS)))
        .collect();
    let processes: Processes = Arc::new(Mutex::new([
        Some(BotProcess::start(&fake, dir.path(), &launches[0]).await),
        Some(BotProcess::start(&fake, dir.path(), &launches[1]).await),
    ]));
    let store = db.open().await;
    let tables = tables(&fake);
    let killed_shard = fake.shard_of(Some(GUILD_ID));
    assert_ne!(
        killed_shard,
        fake.shard_of(Some(OTHER_GUILD_ID)),
        "the two servers are on different shards"
    );

    let killer = tokio::spawn(kill_mid_game(
        fake.handle(),
        dir.path().to_owned(),
        store.clone(),
        processes.clone(),
        launches[killed_shard as usize].clone(),
        tables
            .iter()
            .filter(|t| t.players[0].guild_id() == Some(GUILD_ID))
            .map(|t| t.players[0].channel_id())
            .collect(),
    ));
    let games: Vec<_> = tables
        .iter()
        .map(|table| {
            let fake = fake.handle();
            let table = table.clone();
            let processes = processes.clone();
            tokio::spawn(async move {
                bad_days::play(&fake, table.kind, &table.players, &BadDay::Calm, || {
                    alive(&processes)
                })
                .await
            })
        })
        .collect();
    let mut played: Vec<Played> = Vec::new();
    for game in games {
        played.push(game.await.expect("the game is played to its end"));
    }
    let at_kill = killer
        .await
        .expect("the process is killed and started again");
    assert!(alive(&processes), "no process exited by itself");
    for (table, played) in tables.iter().zip(&played) {
        eprintln!("{:?}: {played:?}", table.kind);
    }
    // A message sent again after the kill is answered with the first one (its nonce).
    eprintln!("creates repeated: {}", fake.nonce_repeats());

    // The kill fell mid-game, on a shard whose process then joined the gateway afresh; the
    // other shard's process was never disturbed.
    for (table, played) in tables.iter().zip(&played) {
        if table.players[0].guild_id() == Some(GUILD_ID) {
            let (row, _) = store.load(played.game).await.unwrap().unwrap();
            assert!(
                at_kill.iter().all(|&v| v < row.version),
                "{:?} was still in play at the kill ({at_kill:?}, then {})",
                table.kind,
                row.version
            );
        }
    }
    let identified = |shard: u32| {
        fake.joins()
            .iter()
            .filter(|j| j.shard == shard && j.how == Joined::Identify)
            .count()
    };
    assert_eq!(identified(killed_shard), 2, "{:#?}", fake.joins());
    assert_eq!(identified(1 - killed_shard), 1, "{:#?}", fake.joins());

    // The game whose clicks came on both shards had moves played by both processes.
    let spread = &played[1];
    let mut shards_of_its_clicks: Vec<u32> = fake
        .interactions_by_shard()
        .into_iter()
        .filter(|(_, data)| {
            data["custom_id"]
                .as_str()
                .and_then(|id| WireId::parse(id).ok())
                .is_some_and(|id| id.game == spread.game)
        })
        .map(|(shard, _)| shard)
        .collect();
    shards_of_its_clicks.sort_unstable();
    shards_of_its_clicks.dedup();
    assert_eq!(
        shards_of_its_clicks,
        vec![0, 1],
        "its clicks came on both shards"
    );

    // Everything owed reaches Discord, once; each log replays to its board.
    bad_days::settled(&fake, &store).await;
    for (table, played) in tables.iter().zip(&played) {
        bad_days::check(&fake, &store, table.kind, played, &table.players).await;
    }
    fake.assert_no_violations();
    assert!(alive(&processes), "no process exited by itself");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_across_two_shards_and_two_processes_with_a_kill_on_sqlite() {
    games_across_two_shards_and_two_processes_with_a_kill(&Db::sqlite()).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_across_two_shards_and_two_processes_with_a_kill_on_postgres() {
    let Some(db) = Db::postgres().await else {
        return;
    };
    games_across_two_shards_and_two_processes_with_a_kill(&db).await;
}

/// Click → callback with 200 games in play across the two processes: the fake's clock (from
/// the event handed to the gateway to the answer received), each process's own (from the
/// event reaching its router to the answer ready, read from its `tavola::latency` log lines
/// for the decisions alone, not the games' setup) and the players' (from a decision's first
/// click to the board showing it). Tables with pictures, the default; `TAVOLA_PICTURES=0` for
/// text boards, which answer a click with the board itself. A measurement, not a check:
/// `TAVOLA_TEST_POSTGRES=require cargo test --test it -- --ignored --nocapture
/// click_to_callback_with_200_games`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement: run with --ignored --nocapture"]
async fn click_to_callback_with_200_games_across_two_processes() {
    const GAMES: u64 = 200;
    const DECISIONS: usize = 10;
    // Players think between decisions: each game decides about every `PACE` (the games
    // spread over it), some 60 decisions a second across the 200 games. `TAVOLA_PACE_MS=0`
    // has every game decide as fast as it can, which measures a saturated bot instead.
    let pace = Duration::from_millis(
        std::env::var("TAVOLA_PACE_MS")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(3_000),
    );
    let pictures = std::env::var("TAVOLA_PICTURES").map_or(true, |v| v != "0");
    let Some(db) = Db::postgres().await else {
        return;
    };
    let fake = FakeDiscord::builder().shards(SHARDS).start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut processes = Vec::new();
    for k in 0..SHARDS {
        let launch = Launch {
            log: "warn,tavola::latency=debug",
            ..Launch::shards(&db.url(), (k, k, SHARDS))
        };
        processes.push(BotProcess::start(&fake, dir.path(), &launch).await);
    }
    let options = [opt("pictures", pictures)];
    let mut boards = Vec::new();
    for g in 0..GAMES {
        let guild = if g % 2 == 0 { GUILD_ID } else { OTHER_GUILD_ID };
        let channel = CHANNEL_ID + 100 + g;
        let players: Vec<FakeUser> = (0..2)
            .map(|p| {
                fake.user(900_000 + 2 * g + p, "Player")
                    .in_guild(guild, channel)
            })
            .collect();
        let (_, board) =
            crate::support::bot::start_game_with(&fake, "Palazzo", &players, &options).await;
        boards.push((board, players));
    }
    let opened = fake.callback_latencies().len();
    let logged: Vec<usize> = processes.iter().map(|p| p.logs().len()).collect();
    let since = std::time::Instant::now();
    let plays: Vec<_> = boards
        .into_iter()
        .enumerate()
        .map(|(g, (board, players))| {
            let fake = fake.handle();
            tokio::spawn(async move {
                let mut shown = Vec::new();
                let mut failed = 0;
                tokio::time::sleep(pace.mul_f64(g as f64 / GAMES as f64)).await;
                for turn in 0..DECISIONS {
                    if turn > 0 {
                        tokio::time::sleep(pace).await;
                    }
                    // A decision the scripted players could not see through (its board not
                    // moved on in time) is counted, and the next one starts from the board.
                    let (fake, players) = (fake.handle(), players.clone());
                    let decided = std::time::Instant::now();
                    let decision = tokio::spawn(async move {
                        crate::support::bot::play_one(&fake, board, &players, turn).await;
                    });
                    match decision.await {
                        Ok(()) => shown.push(decided.elapsed()),
                        Err(_) => failed += 1,
                    }
                }
                (shown, failed)
            })
        })
        .collect();
    let (mut shown, mut failed) = (Vec::new(), 0);
    for play in plays {
        let (s, f) = play.await.expect("the decisions are played");
        shown.extend(s);
        failed += f;
    }
    let elapsed = since.elapsed();
    let mut latencies: Vec<Duration> = fake.callback_latencies()[opened..].to_vec();
    latencies.sort_unstable();
    shown.sort_unstable();
    let quantiles = |sorted: &[Duration]| {
        let p = |q| crate::support::percentile(sorted, q);
        format!(
            "p50 {:.1?}, p99 {:.1?}, max {:.1?}",
            p(0.5),
            p(0.99),
            sorted.last().copied().unwrap_or_default()
        )
    };
    eprintln!(
        "{GAMES} games ({}), {} clicks in {elapsed:.1?}, a decision per game every {pace:?}, \
         over two processes on PostgreSQL; {failed} of {} decisions not seen through",
        if pictures { "pictures" } else { "text boards" },
        latencies.len(),
        GAMES as usize * DECISIONS
    );
    eprintln!("click → callback at the fake: {}", quantiles(&latencies));
    eprintln!(
        "decision → board showing it, at the players: {}",
        quantiles(&shown)
    );
    for (k, p) in processes.iter().enumerate() {
        let mut own: Vec<Duration> = p.logs()[logged[k]..]
            .lines()
            .filter_map(|l| {
                l.split("own_us=")
                    .nth(1)?
                    .split_whitespace()
                    .next()?
                    .parse()
                    .ok()
            })
            .map(Duration::from_micros)
            .collect();
        own.sort_unstable();
        eprintln!(
            "process of shard {k}, its own time over {} clicks: {}",
            own.len(),
            quantiles(&own)
        );
    }
    for mut p in processes {
        p.check_running("during the measurement");
    }
}
