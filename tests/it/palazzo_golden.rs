//! Golden playthroughs: one seeded random game per player count, written out step by step in
//! `tests/it/snapshots/`, so any change to the rules shows up in review as a changed file.
//! Finished records kept in `tests/records/` must still replay to their stored results.

use std::fmt::Write;

use tavola::engine::Game;
use tavola::engine::palazzo::Palazzo;
use tavola::engine::playout::random_game;
use tavola::engine::record::Record;

const SEED: u64 = 2026;

fn playthrough(players: u8) -> String {
    let (_, record) = random_game::<Palazzo>(&Default::default(), players, SEED).unwrap();
    let mut out = String::new();
    writeln!(out, "Palazzo, {players} players, seed {SEED}").unwrap();
    record
        .replay(|step, s, _, events| {
            let action = serde_json::to_string(&s.action).unwrap();
            writeln!(out, "{step:>3}. {}: {action}", s.seat).unwrap();
            for event in events {
                writeln!(out, "       {event}").unwrap();
            }
        })
        .unwrap();
    for s in &record.result.as_ref().unwrap().standings {
        writeln!(
            out,
            "{}: {} points, tie-break {:?}, rank {}",
            s.seat,
            s.score,
            s.tie_breaks.first(),
            s.rank
        )
        .unwrap();
    }
    out
}

#[test]
fn golden_two_players() {
    insta::assert_snapshot!("palazzo_2p", playthrough(2));
}

#[test]
fn golden_three_players() {
    insta::assert_snapshot!("palazzo_3p", playthrough(3));
}

#[test]
fn golden_four_players() {
    insta::assert_snapshot!("palazzo_4p", playthrough(4));
}

#[test]
fn kept_records_replay_to_their_results() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records");
    let mut seen = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if !name.starts_with("palazzo-") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let record: Record<Palazzo> = serde_json::from_str(&text).unwrap();
        let game = record
            .replay(|_, _, _, _| {})
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(game.is_over(), "{} is a finished game", path.display());
        seen += 1;
    }
    assert!(seen >= 3, "one kept record per player count");
}
