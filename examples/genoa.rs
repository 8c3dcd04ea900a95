//! `tavola simulate` and `tavola arena` for Genoa, whose Discord side does not exist yet, so it
//! is not in the list of games (`src/games.rs`) the commands dispatch on. The same library
//! functions run as the commands will once Genoa is registered; then this example goes, and
//!
//! ```text
//! cargo run --release --example genoa -- simulate --players 4 --games 300 --seed 11
//! cargo run --release --example genoa -- arena --players 2 --seats basic,random --games 200
//! ```
//!
//! become `tavola simulate --game genoa …` and `tavola arena --game genoa …` with the same
//! arguments. The first is what the instruction guard (`.ci/instructions`) counts:
//! `valgrind --tool=cachegrind --cache-sim=no target/release/examples/genoa simulate …`.

use std::process::ExitCode;
use std::time::Duration;

use clap::{Parser, Subcommand};
use tavola::computer::{Budget, Level};
use tavola::engine::genoa::Genoa;

#[derive(Parser)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// As `tavola simulate --game genoa`.
    Simulate {
        #[arg(long)]
        players: u8,
        #[arg(long, default_value_t = 1)]
        games: u64,
        #[arg(long, default_value_t = 0)]
        seed: u64,
        #[arg(long)]
        options: Option<String>,
    },
    /// As `tavola arena --game genoa`.
    Arena {
        #[arg(long)]
        players: u8,
        #[arg(long, value_delimiter = ',', required = true)]
        seats: Vec<Level>,
        #[arg(long, default_value_t = 100)]
        games: u64,
        #[arg(long, default_value_t = 0)]
        seed: u64,
        #[arg(long, default_value_t = 1000, conflicts_with = "iterations")]
        budget_ms: u64,
        #[arg(long)]
        iterations: Option<u32>,
        #[arg(long)]
        options: Option<String>,
        #[arg(long)]
        threads: Option<usize>,
    },
}

fn main() -> ExitCode {
    let result = match Cli::parse().command {
        Command::Simulate {
            players,
            games,
            seed,
            options,
        } => tavola::cli::simulate_game::<Genoa>(players, games, seed, options.as_deref(), None)
            .map(|simulation| println!("{simulation}")),
        Command::Arena {
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
                Budget::Time(Duration::from_millis(budget_ms)),
                Budget::Iterations,
            );
            let threads = threads.unwrap_or_else(|| {
                std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
            });
            let Some(&last) = seats.last() else {
                eprintln!("name at least one level for the seats");
                return ExitCode::FAILURE;
            };
            let mut seats = seats;
            seats.resize(usize::from(players), last);
            tavola::cli::arena_game::<Genoa>(
                seats,
                games,
                seed,
                budget,
                options.as_deref(),
                threads,
            )
            .map(|report| print!("{report}"))
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e:#}");
            ExitCode::FAILURE
        }
    }
}
