//! Golden playthroughs, for every game of the list (`src/games.rs`): one seeded random game per
//! player count and option set, written out step by step in `tests/it/snapshots/`
//! (`<game>_<players>p`, `<game>_<players>p_<options>`), so any
//! change to the rules shows up in review as a changed file. What a game shows before the first
//! action and at the end is its own (`Audit::describe_start`, `Audit::describe_end`).
//! Finished records kept in `tests/records/` must still replay to their stored results.

use std::collections::BTreeMap;
use std::fmt::Write;
use std::path::Path;

use tavola::engine::playout::random_game;
use tavola::engine::record::Record;
use tavola::engine::{Audit, Game, GameKind};

const SEED: u64 = 2026;

fn playthrough<G: Audit>(options: &G::Options, players: u8) -> String {
    let (_, record) = random_game::<G>(options, players, SEED).unwrap();
    let mut out = String::new();
    writeln!(out, "{}, {players} players, seed {SEED}", G::TITLE).unwrap();
    if *options != G::Options::default() {
        writeln!(out, "options {}", serde_json::to_string(options).unwrap()).unwrap();
    }
    out.push_str(&record.start().unwrap().describe_start());
    let end = record
        .replay(|step, s, _, events| {
            let action = serde_json::to_string(&s.action).unwrap();
            writeln!(out, "{step:>3}. {}: {action}", s.seat).unwrap();
            for event in events {
                writeln!(out, "       {event}").unwrap();
            }
        })
        .unwrap();
    out.push_str(&end.describe_end());
    out
}

/// One playthrough per player count and option set: `<game>_<players>p`, and
/// `<game>_<players>p_<options>` for each option set but the default.
fn golden<G: Audit>() {
    let (min, max) = G::PLAYERS;
    for (options_name, options) in G::option_sets() {
        for players in min..=max {
            let mut name = format!("{}_{players}p", G::NAME);
            if !options_name.is_empty() {
                name = format!("{name}_{options_name}");
            }
            insta::assert_snapshot!(name, playthrough::<G>(&options, players));
        }
    }
}

/// `#[test] fn palazzo()` and so on, one per game.
macro_rules! golden_of_every_game {
    ($($variant:ident => $module:ident: $game:ty,)*) => {
        $(
            #[test]
            fn $module() {
                golden::<$game>();
            }
        )*
    };
}

tavola::games!(golden_of_every_game);

/// Replays a kept record of `G` to its stored result; returns its number of players and the
/// name of its option set.
fn replay_kept<G: Audit>(path: &Path, text: &str) -> (usize, &'static str) {
    let record: Record<G> =
        serde_json::from_str(text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let game = record
        .replay(|_, _, _, _| {})
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert!(game.is_over(), "{} is a finished game", path.display());
    let options = G::option_sets()
        .into_iter()
        .find(|(_, options)| *options == record.options)
        .unwrap_or_else(|| panic!("{}: options of no option set", path.display()))
        .0;
    (record.seats.len(), options)
}

/// Every record in `tests/records/` is of a game of the list, named after it and its options,
/// and replays to its stored result; every game keeps one for each of its player counts and
/// option sets.
#[test]
fn kept_records_replay_to_their_results() {
    #[derive(serde::Deserialize)]
    struct Head {
        game: String,
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records");
    let mut seen: BTreeMap<(&str, &str), Vec<usize>> = BTreeMap::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        let head: Head =
            serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let kind = GameKind::from_name(&head.game)
            .unwrap_or_else(|| panic!("{}: no game is named {}", path.display(), head.game));
        let (players, options) = tavola::with_game!(kind, G => replay_kept::<G>(&path, &text));
        let file = path.file_name().unwrap().to_string_lossy();
        let infix = if options.is_empty() {
            String::new()
        } else {
            format!("-{options}")
        };
        assert!(
            file.starts_with(&format!("{}-{players}p{infix}-", kind.name())),
            "{file} is named after its game, players and options"
        );
        seen.entry((kind.name(), options))
            .or_default()
            .push(players);
    }
    for kind in GameKind::ALL {
        let (min, max) = tavola::with_game!(kind, G => G::PLAYERS);
        let sets: Vec<&str> =
            tavola::with_game!(kind, G => G::option_sets().into_iter().map(|(n, _)| n).collect());
        for options in sets {
            let mut counts = seen.remove(&(kind.name(), options)).unwrap_or_default();
            counts.sort_unstable();
            assert_eq!(
                counts,
                (min..=max).map(usize::from).collect::<Vec<_>>(),
                "one kept record of {} {options:?} per player count (`tavola simulate --game {} \
                 --players N --seed 77 --options NAME --out tests/records`)",
                kind.title(),
                kind.name()
            );
        }
    }
}
