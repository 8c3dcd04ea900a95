use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use tavola::engine::GameKind;

/// Tavola: Renaissance board games in Discord channels.
///
/// With no command, runs the bot (settings from the environment or `.env`).
#[derive(Parser)]
#[command(version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Run the Discord bot (the default).
    Run,
    /// Play random games and report their speed; optionally keep their records.
    Simulate {
        /// The game, by its name in records, e.g. palazzo (an unknown name lists them all).
        #[arg(long, value_parser = parse_game)]
        game: GameKind,
        #[arg(long)]
        players: u8,
        #[arg(long, default_value_t = 1)]
        games: u64,
        /// The first game's seed; game i uses seed + i.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Play with the game's options of this name, e.g. `muse_princess` for The Princes of
        /// Florence with its expansion (an unknown name lists them).
        #[arg(long)]
        options: Option<String>,
        /// Write one record per game into this folder.
        #[arg(long)]
        out: Option<PathBuf>,
        /// Also time a fixed piece of work on the same core and print how many actions the
        /// engine plays in its time: a speed to compare across machines.
        #[arg(long)]
        yardstick: bool,
    },
    /// Play games between computer players and report how each level fared: win share with a
    /// 95 % interval, mean points, time per decision.
    Arena {
        /// The game, by its name in records, e.g. palazzo.
        #[arg(long, value_parser = parse_game)]
        game: GameKind,
        #[arg(long)]
        players: u8,
        /// One level per seat (random, basic, strong), comma-separated; the last fills the
        /// seats left. Seats rotate from game to game.
        #[arg(long, value_delimiter = ',', required = true)]
        seats: Vec<tavola::computer::Level>,
        #[arg(long, default_value_t = 100)]
        games: u64,
        /// The first game's seed; game i uses seed + i.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// The strong level's thinking time per decision, in milliseconds.
        #[arg(long, default_value_t = 1000, conflicts_with = "iterations")]
        budget_ms: u64,
        /// Instead of a time, a number of search iterations per decision (the same on every
        /// machine).
        #[arg(long)]
        iterations: Option<u32>,
        /// Play with the game's options of this name, e.g. `muse_princess`.
        #[arg(long)]
        options: Option<String>,
        /// Games played at once; by default one per core.
        #[arg(long)]
        threads: Option<usize>,
    },
    /// Replay game records, checking every action and the stored result.
    Replay {
        /// Also print, one JSON line per step, the action and the full state after it
        /// (scores then go to standard error).
        #[arg(long)]
        trace: bool,
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Probe the running bot for a health check: its database (`DATABASE_URL`) answers, its
    /// outbox holds no message older than the limit, and its gateway is connected (read from
    /// its metrics at `METRICS_ADDR`, when set). Exits 0 if healthy, 1 if not.
    Health {
        /// The oldest a waiting outbox message may be, in seconds.
        #[arg(long, default_value_t = 300)]
        max_outbox_age: u64,
    },
    /// Copy the bot's database (`DATABASE_URL`) into a new file, consistently, while the bot
    /// runs. An existing file is never overwritten.
    Backup {
        /// The copy to write; it must not exist yet.
        file: PathBuf,
    },
    /// Copy every game, record, result and timer of one database into another, empty one
    /// (e.g. a `SQLite` file into `PostgreSQL`), then replay every game on the copy to check it.
    /// Stop the bot first: what it writes during the copy would not be copied.
    MigrateStore {
        /// The database to copy, e.g. `sqlite://tavola.sqlite`.
        #[arg(long)]
        from: String,
        /// The database to copy into, e.g. `postgres://tavola@localhost/tavola`; created tables
        /// are fine, games are not.
        #[arg(long)]
        to: String,
    },
    /// Draw one moment of a game record as the bot's pictures show it, as PNG.
    ///
    /// The public board after --step actions (0 is the game as set up; the default is the
    /// last), or with --seat that seat's hand, or with --final the final scores with the plot
    /// of the whole game. A step past the record's end is an error.
    Render {
        record: PathBuf,
        /// How many of the record's actions have been played.
        #[arg(long, conflicts_with = "final_scores")]
        step: Option<usize>,
        /// Draw this seat's hand instead of the board: 1 is the first seat.
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=8), conflicts_with = "final_scores")]
        seat: Option<u8>,
        /// Draw the final scores picture (after the whole record).
        #[arg(long = "final")]
        final_scores: bool,
        /// The PNG file to write.
        #[arg(long)]
        out: PathBuf,
        /// The language of the words drawn (a tag: en-US, de).
        #[arg(long, default_value = "en-US")]
        lang: String,
    },
}

fn run_bot() -> anyhow::Result<()> {
    // One line per event on standard error (standard output is for the commands' results),
    // each with the fields of the spans it was logged in (the interaction, the game).
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        // Colours only for a person watching: a file or the journal gets plain text.
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "info,serenity=warn".into()),
        )
        .init();
    let config = tavola::config::Config::from_env()?;
    let web = config.web.clone();
    tokio::runtime::Runtime::new()?.block_on(tavola::discord::run_with(
        config,
        |tables| async move {
            match web {
                Some(web) => tavola::web::start(&web, tables).await,
                None => Ok(()),
            }
        },
    ))
}

fn health(max_outbox_age: u64) -> anyhow::Result<()> {
    let url = tavola::config::database_url();
    let metrics = tavola::config::metrics_addr()?;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let report = runtime.block_on(tavola::health::probe(
        &url,
        metrics,
        std::time::Duration::from_secs(max_outbox_age),
    ));
    print!("{}", report.text);
    anyhow::ensure!(report.healthy, "unhealthy");
    Ok(())
}

fn backup(file: &std::path::Path) -> anyhow::Result<()> {
    let url = tavola::config::database_url();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let done = runtime.block_on(tavola::store::backup::backup(&url, file))?;
    println!(
        "{url} copied to {}: {} games, {} bytes",
        file.display(),
        done.games,
        done.bytes
    );
    Ok(())
}

fn migrate_store(from: &str, to: &str) -> anyhow::Result<()> {
    let runtime = tokio::runtime::Runtime::new()?;
    runtime.block_on(async {
        let source = tavola::store::Store::open(from).await?;
        let target = tavola::store::Store::open(to).await?;
        let copied = source.copy_into(&target).await?;
        for (table, rows) in &copied.rows {
            println!("{table}: {rows} rows");
        }
        let service = tavola::table::TableService::new(target, tavola::clock::Clock::system());
        let (games, actions) = service.verify_all().await?;
        println!("{games} games replayed on the copy ({actions} actions): every one matches");
        anyhow::Ok(())
    })
}

fn parse_game(name: &str) -> Result<GameKind, String> {
    GameKind::from_name(name).ok_or_else(|| {
        let known: Vec<_> = GameKind::ALL.iter().map(|k| k.name()).collect();
        format!("unknown game; known: {}", known.join(", "))
    })
}

fn main() -> ExitCode {
    let result = match Cli::parse().command.unwrap_or(Command::Run) {
        Command::Run => run_bot(),
        Command::Simulate {
            game,
            players,
            games,
            seed,
            options,
            out,
            yardstick,
        } => tavola::cli::simulate(
            game,
            players,
            games,
            seed,
            options.as_deref(),
            out.as_deref(),
        )
        .map(|simulation| {
            println!("{simulation}");
            if yardstick {
                println!("{}", tavola::cli::beside_yardstick(&simulation));
            }
        }),
        Command::Arena {
            game,
            players,
            seats,
            games,
            seed,
            budget_ms,
            iterations,
            options,
            threads,
        } => {
            let budget = iterations.map_or(
                tavola::computer::Budget::Time(std::time::Duration::from_millis(budget_ms)),
                tavola::computer::Budget::Iterations,
            );
            let threads = threads.unwrap_or_else(|| {
                std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
            });
            tavola::cli::arena(
                game,
                players,
                &seats,
                games,
                seed,
                budget,
                options.as_deref(),
                threads,
            )
            .map(|report| print!("{report}"))
        }
        Command::Replay { trace, files } => {
            let mut stdout = std::io::stdout().lock();
            let sink = trace.then_some(&mut stdout);
            tavola::cli::replay(&files, sink).map(|lines| {
                for line in lines {
                    if trace {
                        eprintln!("{line}");
                    } else {
                        println!("{line}");
                    }
                }
            })
        }
        Command::Health { max_outbox_age } => health(max_outbox_age),
        Command::Backup { file } => backup(&file),
        Command::MigrateStore { from, to } => migrate_store(&from, &to),
        Command::Render {
            record,
            step,
            seat,
            final_scores,
            out,
            lang,
        } => tavola::cli::render_command(&record, step, seat, final_scores, &out, &lang)
            .map(|line| println!("{line}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e:#}");
            ExitCode::FAILURE
        }
    }
}
