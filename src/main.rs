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
    },
}

fn run_bot() -> anyhow::Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "info,serenity=warn".into()),
        )
        .init();
    let config = tavola::config::Config::from_env()?;
    tokio::runtime::Runtime::new()?.block_on(tavola::discord::run(config))
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
        } => tavola::cli::simulate(
            game,
            players,
            games,
            seed,
            options.as_deref(),
            out.as_deref(),
        )
        .map(|line| println!("{line}")),
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
        Command::Render {
            record,
            step,
            seat,
            final_scores,
            out,
        } => tavola::cli::render_command(&record, step, seat, final_scores, &out)
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
