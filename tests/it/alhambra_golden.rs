//! Golden playthroughs of Alhambra: one seeded random game for 2 and for 4 players, written out
//! step by step in `tests/it/snapshots/`, so any change to the rules shows up in review as a
//! changed file. Finished records kept in `tests/records/alhambra-*.json` must still replay to
//! their stored results.

use std::fmt::Write;

use tavola::engine::Game;
use tavola::engine::alhambra::Alhambra;
use tavola::engine::playout::random_game;
use tavola::engine::record::Record;

const SEED: u64 = 2026;

fn playthrough(players: u8) -> String {
    let (game, record) = random_game::<Alhambra>(&Default::default(), players, SEED).unwrap();
    let mut out = String::new();
    writeln!(out, "Alhambra, {players} players, seed {SEED}").unwrap();
    let start = record.start().unwrap();
    writeln!(out, "start: {} acts", start.active()).unwrap();
    for s in 0..players {
        let seat = tavola::engine::Seat(s);
        writeln!(out, "  {seat}: {}", start.seat(seat).hand()).unwrap();
    }
    if let Some(dirk) = start.dirk() {
        let names: Vec<_> = dirk.iter().map(ToString::to_string).collect();
        writeln!(out, "  Dirk: {}", names.join(", ")).unwrap();
    }
    record
        .replay(|step, s, _, events| {
            let action = serde_json::to_string(&s.action).unwrap();
            writeln!(out, "{step:>3}. {}: {action}", s.seat).unwrap();
            for event in events {
                writeln!(out, "       {event}").unwrap();
            }
        })
        .unwrap();
    let view = game.public_view();
    for seat in &view.seats {
        writeln!(
            out,
            "{}: {} points, buildings by type {:?}",
            seat.seat, seat.points, seat.by_type
        )
        .unwrap();
    }
    if let Some(dirk) = &view.dirk {
        writeln!(
            out,
            "Dirk: {} points, buildings by type {:?}",
            dirk.points, dirk.by_type
        )
        .unwrap();
    }
    for s in &record.result.as_ref().unwrap().standings {
        writeln!(out, "{}: {} points, rank {}", s.seat, s.score, s.rank).unwrap();
    }
    out
}

#[test]
fn golden_two_players() {
    insta::assert_snapshot!("alhambra_2p", playthrough(2));
}

#[test]
fn golden_four_players() {
    insta::assert_snapshot!("alhambra_4p", playthrough(4));
}

#[test]
fn golden_six_players() {
    insta::assert_snapshot!("alhambra_6p", playthrough(6));
}

#[test]
fn kept_records_replay_to_their_results() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records");
    let mut seen = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if !name.starts_with("alhambra-") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let record: Record<Alhambra> = serde_json::from_str(&text).unwrap();
        let game = record
            .replay(|_, _, _, _| {})
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert!(game.is_over(), "{} is a finished game", path.display());
        seen.push(record.seats.len());
    }
    seen.sort();
    assert_eq!(seen, [2, 3, 4, 5, 6], "one kept record per player count");
}
