//! Boards, hands, scores and previews of random games: each a well-formed SVG and a PNG 800 px
//! wide within budget; nothing hidden on a board; a preview's verdict written as it should be.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::super::fonts::{Face, wrap};
use super::super::svg::Scene;
use super::super::{Picture, Pictured, ScoreHistory};
use super::*;
use crate::engine::playout::players_rng;
use crate::engine::princes::components::GRID;
use crate::engine::princes::principality::{Anchor, Orientation, PlaceError};
use crate::engine::princes::{Building, Expansion, Landscape, Options, Piece, Placement};
use crate::engine::{Audit, Game, Seat};
use crate::lang::Lang;

/// The size budget of one picture.
const MAX_BYTES: usize = 200 * 1024;

fn names(players: u8) -> Vec<String> {
    [
        "Anna",
        "Bartolomeo di Giovanni de' Medici",
        "Chiara",
        "Donato",
        "Ercole",
    ]
    .iter()
    .take(usize::from(players))
    .map(ToString::to_string)
    .collect()
}

fn options(expansion: bool) -> Options {
    Options {
        expansion: expansion.then_some(Expansion::MusePrincess),
    }
}

/// Snapshots of one random game: every `every`th state, and the last; with the score history
/// up to each.
fn states(players: u8, expansion: bool, seed: u64, every: usize) -> Vec<(Princes, ScoreHistory)> {
    let mut game = Princes::setup(&options(expansion), players, seed).unwrap();
    let mut rng = players_rng(seed);
    let mut history = ScoreHistory::new(usize::from(players));
    history.push(&Princes::shown_scores(&game.public_view()));
    let mut out = vec![(game.clone(), history.clone())];
    let mut step = 0;
    while let Some(seat) = game.to_act().iter().next() {
        let action = game.random_action(seat, &mut rng).expect("a choice");
        game.apply(seat, &action).expect("an offered action");
        history.push(&Princes::shown_scores(&game.public_view()));
        step += 1;
        if step % every == 0 {
            out.push((game.clone(), history.clone()));
        }
    }
    out.push((game, history));
    out
}

fn decode(picture: &Picture) -> (u32, u32) {
    let (w, h, _) = super::super::raster::decoded(picture);
    (w, h)
}

fn check(scene: &Scene, what: &str) -> Picture {
    resvg::usvg::roxmltree::Document::parse(&scene.to_string())
        .unwrap_or_else(|e| panic!("{what}: {e}"));
    let png = super::super::raster::rasterise(scene).unwrap_or_else(|e| panic!("{what}: {e}"));
    assert!(
        png.bytes.len() <= MAX_BYTES,
        "{what}: {} bytes, over the budget",
        png.bytes.len()
    );
    assert_eq!(decode(&png), (png.width, png.height), "{what}");
    assert_eq!(png.width, 800, "{what}: every picture is 800 px wide");
    png
}

#[test]
fn boards_hands_and_scores_of_random_games_render_within_budget() {
    for players in 2..=5 {
        for expansion in [false, true] {
            let seed = u64::from(players) * 10 + u64::from(expansion);
            let names = names(players);
            let snapshots = states(players, expansion, seed, 9);
            assert!(
                snapshots.len() > 3,
                "a game of some length: {}",
                snapshots.len()
            );
            for (i, (g, history)) in snapshots.iter().enumerate() {
                let what = format!("{players} players, expansion {expansion}, snapshot {i}");
                let view = g.public_view();
                check(
                    &board_scene(&view, &names, Lang::En),
                    &format!("{what}: board"),
                );
                let seat = g.to_act().iter().next().unwrap_or(Seat(0));
                check(
                    &hand_scene(&g.private_view(seat), &names, Lang::En),
                    &format!("{what}: hand"),
                );
                if i + 1 == snapshots.len() {
                    assert!(view.outcome.is_some(), "{what}: the game ended");
                    check(
                        &scores_scene(&view, history, &names, Lang::En),
                        &format!("{what}: scores"),
                    );
                }
            }
        }
    }
}

#[test]
fn nothing_hidden_shows_on_a_board() {
    let mut shuffler = ChaCha8Rng::seed_from_u64(3);
    for players in 2..=5 {
        for expansion in [false, true] {
            let names = names(players);
            for (g, _) in states(players, expansion, 100 + u64::from(players), 3) {
                if g.outcome().is_some() {
                    continue;
                }
                let board = board_scene(&g.public_view(), &names, Lang::En);
                let shuffled = g.reshuffle_hidden(&mut shuffler);
                assert_eq!(
                    board,
                    board_scene(&shuffled.public_view(), &names, Lang::En),
                    "the board shows something hidden"
                );
            }
        }
    }
}

/// Whether the scene draws `text` in `face` at `size`: text is written as glyph outlines
/// scaled into place, so look for a path with those outlines at that scale.
/// Whether `scene` writes `text` at `size` px in `face`.
fn draws(scene: &Scene, text: &str, size: f32, face: Face) -> bool {
    scene
        .layers
        .iter()
        .flat_map(|layer| &layer.texts)
        .any(|t| t.text == text && (t.font.size - size).abs() < 0.01 && t.font.face == face)
}

fn placement(piece: Piece, column: u8, row: u8) -> Placement {
    Placement {
        piece,
        orientation: Orientation::ALL[0],
        anchor: Anchor { column, row },
    }
}

#[test]
fn a_preview_writes_why_a_piece_cannot_go_there_and_nothing_when_it_can() {
    let g = Princes::setup(&options(false), 3, 1).unwrap();
    let view = g.public_view();
    let names = names(3);
    let lake = placement(Piece::Landscape(Landscape::Lake), 3, 2);
    let fits = preview_scene(&view, Seat(1), &lake, Ok(()), &names, Lang::En);
    check(&fits, "legal preview");
    let reason = PlaceError::Overlap.to_string();
    // Over the Palazzo: the engine refuses it, and the preview says why.
    let over = placement(Piece::Landscape(Landscape::Lake), 1, 5);
    let refused = preview_scene(&view, Seat(1), &over, Err(&reason), &names, Lang::En);
    check(&refused, "illegal preview");
    let lines = wrap(&reason, 800.0 - 40.0 - 34.0, 26.0, Face::Bold);
    assert!(lines.iter().all(|l| draws(&refused, l, 26.0, Face::Bold)));
    assert!(!lines.iter().any(|l| draws(&fits, l, 26.0, Face::Bold)));
    assert!(draws(&refused, "✗", 30.0, Face::Bold) && !draws(&fits, "✗", 30.0, Face::Bold));
}

#[test]
fn a_piece_partly_off_the_grid_is_still_drawn() {
    let g = Princes::setup(&options(false), 2, 5).unwrap();
    let view = g.public_view();
    let tower = placement(Piece::Building(Building::Tower), GRID - 1, 0);
    let reason = PlaceError::OffGrid.to_string();
    let svg = preview_scene(&view, Seat(0), &tower, Err(&reason), &names(2), Lang::En);
    check(&svg, "off the grid");
    assert!(
        draws(&svg, "To", CELL_OF_PREVIEW * 0.5, Face::Bold),
        "its initials"
    );
}

/// The preview's cell, as the module draws it.
const CELL_OF_PREVIEW: f32 = 68.0;

/// Writes a few pictures to the temporary directory to look at:
/// `cargo test --lib picture::princes -- --ignored --nocapture write_pictures`.
#[test]
#[ignore = "writes files to look at"]
fn write_pictures() {
    let dir = std::env::temp_dir();
    let write = |name: &str, scene: &Scene| {
        let png = super::super::raster::rasterise(scene).unwrap();
        let path = dir.join(format!("princes-{name}.png"));
        std::fs::write(&path, super::super::raster::to_png(&png).unwrap().bytes).unwrap();
        println!(
            "{} {} bytes, {}×{}",
            path.display(),
            png.bytes.len(),
            png.width,
            png.height
        );
    };
    for (players, expansion) in [(5, true), (2, false), (3, false), (4, true)] {
        let names = names(players);
        let snapshots = states(players, expansion, 7 + u64::from(players), 1);
        let mid = &snapshots[snapshots.len() * 2 / 3].0;
        write(
            &format!("board-{players}{}", if expansion { "x" } else { "" }),
            &board_scene(&mid.public_view(), &names, Lang::En),
        );
        let seat = mid.to_act().iter().next().unwrap_or(Seat(0));
        write(
            &format!("hand-{players}"),
            &hand_scene(&mid.private_view(seat), &names, Lang::En),
        );
        let (last, history) = snapshots.last().unwrap();
        write(
            &format!("scores-{players}"),
            &scores_scene(&last.public_view(), history, &names, Lang::En),
        );
        let view = mid.public_view();
        let piece = placement(Piece::Building(Building::Workshop), 3, 1);
        write(
            "preview-legal",
            &preview_scene(&view, seat, &piece, Ok(()), &names, Lang::En),
        );
        let off = placement(Piece::Building(Building::Laboratory), 5, 4);
        let reason = PlaceError::Adjacent.to_string();
        write(
            "preview-illegal",
            &preview_scene(&view, seat, &off, Err(&reason), &names, Lang::En),
        );
    }
}

/// The time to draw and rasterise a board, over ~200 boards of random games:
/// `cargo test --release --lib picture::princes -- --ignored --nocapture board_render_time`.
#[test]
#[ignore = "a measurement"]
fn board_render_time() {
    let mut boards = Vec::new();
    for players in 2..=5 {
        for expansion in [false, true] {
            let names = names(players);
            for (g, _) in states(players, expansion, 50 + u64::from(players), 2) {
                boards.push((g.public_view(), names.clone()));
            }
        }
    }
    boards.truncate(200);
    let mut wall = Vec::with_capacity(boards.len());
    let mut cpu = Vec::with_capacity(boards.len());
    let mut sizes = Vec::with_capacity(boards.len());
    for (view, names) in &boards {
        let (start, cpu_start) = (std::time::Instant::now(), cpu_time());
        let png = Princes::board_picture(view, names, crate::lang::Lang::En).unwrap();
        wall.push(start.elapsed());
        if let (Some(a), Some(b)) = (cpu_start, cpu_time()) {
            cpu.push(b.saturating_sub(a));
        }
        sizes.push(png.bytes.len());
    }
    sizes.sort_unstable();
    let report = |name: &str, mut times: Vec<std::time::Duration>| {
        if times.is_empty() {
            return;
        }
        times.sort();
        let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
        println!(
            "{} boards, {name}: p50 {:.1?}, p99 {:.1?}, max {:.1?}",
            times.len(),
            at(0.5),
            at(0.99),
            times[times.len() - 1]
        );
    };
    report("wall clock", wall);
    report("CPU time", cpu);
    println!(
        "PNG bytes: p50 {}, p99 {}, max {}",
        sizes[sizes.len() / 2],
        sizes[(sizes.len() - 1) * 99 / 100],
        sizes[sizes.len() - 1]
    );
}

/// The time this thread has run on a CPU, where Linux tells it: unlike the wall clock, it does
/// not count the time other processes held the core (the machine is shared).
fn cpu_time() -> Option<std::time::Duration> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns = text.split_whitespace().next()?.parse().ok()?;
    Some(std::time::Duration::from_nanos(ns))
}

/// Every word the pictures draw comes from the catalogue: boards, hands and scores of random
/// games with and without the expansion, and previews, drawn in the pseudo-language (the
/// seats named without words). And German draws German.
#[test]
fn every_word_drawn_comes_from_the_catalogue() {
    let lang = Lang::Pseudo;
    for (players, expansion) in [(2, false), (3, true), (5, true)] {
        let names: Vec<String> = (1..=players).map(|i| format!("P{i}")).collect();
        let snapshots = states(players, expansion, 300 + u64::from(players), 7);
        for (i, (g, history)) in snapshots.iter().enumerate() {
            let what = format!("{players} players, expansion {expansion}, snapshot {i}");
            let view = g.public_view();
            let board = board_scene(&view, &names, lang);
            assert!(
                board.unsourced_words().is_empty(),
                "{what}: board {:?}",
                board.unsourced_words()
            );
            for seat in 0..players {
                let hand = hand_scene(&g.private_view(Seat(seat)), &names, lang);
                assert!(
                    hand.unsourced_words().is_empty(),
                    "{what}: hand {:?}",
                    hand.unsourced_words()
                );
            }
            let scores = scores_scene(&view, history, &names, lang);
            assert!(
                scores.unsourced_words().is_empty(),
                "{what}: scores {:?}",
                scores.unsourced_words()
            );
        }
    }
    let g = Princes::setup(&options(false), 3, 1).unwrap();
    let view = g.public_view();
    let names: Vec<String> = vec!["P1".into(), "P2".into(), "P3".into()];
    let lake = placement(Piece::Landscape(Landscape::Lake), 3, 2);
    let reason = crate::t!(lang, "princes-place-overlap");
    for legal in [Ok(()), Err(reason.as_str())] {
        let preview = preview_scene(&view, Seat(1), &lake, legal, &names, lang);
        assert!(
            preview.unsourced_words().is_empty(),
            "preview {:?}",
            preview.unsourced_words()
        );
    }
    let board = board_scene(&view, &names, Lang::De);
    assert!(
        draws(&board, "Die Fürsten von Florenz", 30.0, Face::Bold) || {
            board
                .layers
                .iter()
                .flat_map(|layer| &layer.texts)
                .any(|t| t.text == "Die Fürsten von Florenz")
        }
    );
}
