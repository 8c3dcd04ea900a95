//! Boards, hands and scores of random games at 2 to 5 players: each a well-formed SVG and a
//! PNG 800 px wide within budget; the fullest board the rules allow within the raster's
//! limits; nothing hidden on a board; the marks a player reads by drawn where they should be.

use serde_json::Value;

use super::super::raster::{MAX_SIDE, rasterise};
use super::super::style::seat_colour;
use super::super::svg::{Colour, Scene};
use super::super::{Picture, Pictured, ScoreHistory};
use super::*;
use crate::engine::genoa::view::{OfferView, PhaseView};
use crate::engine::genoa::{
    BuildingId, CardKind, CardSet, Commodity, Options, Shown, Square, Subject, TileKind, Void,
};
use crate::engine::playout::{play_random, players_rng};
use crate::engine::{Game, Seat, SeatSet};

const MAX_BYTES: usize = BUDGET;

fn names(players: u8) -> Vec<String> {
    [
        "Anna",
        "Bartolomeo di Giovanni de' Medici",
        "Chiara",
        "Domenico Ghirlandaio il Vecchio",
        "Ercole",
    ]
    .iter()
    .take(usize::from(players))
    .map(ToString::to_string)
    .collect()
}

/// Snapshots of one random game: every `every`th state and the last, each with the score
/// history up to it.
fn states(players: u8, seed: u64, every: usize) -> Vec<(Genoa, ScoreHistory)> {
    let mut game = Genoa::setup(&Options::default(), players, seed).unwrap();
    let mut history = ScoreHistory::new(usize::from(players));
    history.push(&Genoa::shown_scores(&game.public_view()));
    let mut out = vec![(game.clone(), history.clone())];
    let mut step = 0;
    let mut kept = Vec::new();
    play_random(&mut game, &mut players_rng(seed), |g, _, _| {
        history.push(&Genoa::shown_scores(&g.public_view()));
        step += 1;
        if step % every == 0 {
            kept.push((g.clone(), history.clone()));
        }
    });
    out.extend(kept);
    out.push((game, history));
    out
}

fn decode(picture: &Picture) -> (u32, u32) {
    let (w, h, _) = super::super::raster::decoded(picture);
    (w, h)
}

fn parses(scene: &Scene, what: &str) {
    resvg::usvg::roxmltree::Document::parse(&scene.to_string())
        .unwrap_or_else(|e| panic!("{what}: {e}"));
    assert!(
        scene.height <= MAX_SIDE as f32,
        "{what}: {} px tall",
        scene.height
    );
}

fn check(scene: &Scene, what: &str) -> Picture {
    parses(scene, what);
    let png = rasterise(scene).unwrap_or_else(|e| panic!("{what}: {e}"));
    assert!(
        png.bytes.len() <= MAX_BYTES,
        "{what}: {} bytes, over the budget",
        png.bytes.len()
    );
    assert_eq!(decode(&png), (png.width, png.height), "{what}");
    assert_eq!(png.width, 800, "{what}: every picture is 800 px wide");
    png
}

/// Whether `scene` writes `text` (in any face and size).
fn writes(scene: &Scene, text: &str) -> bool {
    scene
        .layers
        .iter()
        .flat_map(|layer| &layer.texts)
        .any(|t| t.text == text)
}

/// Whether `scene` writes a line containing `part`.
fn writes_part(scene: &Scene, part: &str) -> bool {
    scene
        .layers
        .iter()
        .flat_map(|layer| &layer.texts)
        .any(|t| t.text.contains(part))
}

#[test]
fn boards_hands_and_scores_of_random_games_render_within_budget() {
    for players in 2..=5 {
        let seed = u64::from(players) * 10;
        let names = names(players);
        let snapshots = states(players, seed, 40);
        assert!(snapshots.len() > 5, "a game of some length");
        for (i, (g, history)) in snapshots.iter().enumerate() {
            let what = format!("{players} players, snapshot {i}");
            let view = g.public_view();
            // Every SVG parses; a PNG of every third, and of the last.
            let raster = i % 3 == 0 || i + 1 == snapshots.len();
            let board = board_scene(&view, &names, Lang::En);
            let seat = g.awaited().iter().next().unwrap_or(Seat(0));
            let hand = hand_scene(&g.private_view(seat), &names, Lang::En);
            let scores = scores_scene(&view, history, &names, Lang::En);
            if raster {
                // The board as sent: drawn again with fewer offers in full while over budget.
                parses(&board, &what);
                let sent = Genoa::board_picture(&view, &names, crate::lang::Lang::En).unwrap();
                assert!(
                    sent.bytes.len() <= MAX_BYTES,
                    "{what}: board: {} bytes, over the budget",
                    sent.bytes.len()
                );
                assert_eq!(sent.width, 800, "{what}: every picture is 800 px wide");
                check(&hand, &format!("{what}: hand"));
                check(&scores, &format!("{what}: scores"));
            } else {
                parses(&board, &what);
                parses(&hand, &what);
                parses(&scores, &what);
            }
            if i + 1 == snapshots.len() {
                assert!(view.outcome.is_some(), "{what}: the game ended");
                assert!(writes(&scores, "Genoa · final scores"));
            } else {
                assert!(writes(&scores, "Genoa · scores so far"));
            }
        }
    }
}

/// `game` with one card of `seat`'s hand swapped for a face-down card of the same kind, and
/// every face-down pile in reverse: the same game for everyone but `seat`.
fn with_hidden_changed(game: &Genoa, seat: Seat) -> Option<Genoa> {
    let mut state: Value = serde_json::to_value(game).unwrap();
    let in_offers: Vec<String> = game
        .offers()
        .iter()
        .flat_map(|o| o.terms.give.cards.union(o.terms.get.cards).iter())
        .map(|c| c.key().to_string())
        .collect();
    let hand = state["seats"][seat.index()]["hand"].as_array()?.clone();
    let piles = state["piles"].as_array()?.clone();
    let mut swapped = false;
    for (i, card) in hand.iter().enumerate() {
        let id = card.as_str()?;
        if in_offers.iter().any(|o| o == id) {
            continue;
        }
        let kind = CardSet::EMPTY
            .union(
                [crate::engine::genoa::CardId::from_key(id)?]
                    .into_iter()
                    .collect(),
            )
            .iter()
            .next()?
            .kind();
        let pile = &piles[CardKind::ALL.iter().position(|&k| k == kind)?];
        let Some(other) = pile["face_down"]
            .as_array()
            .and_then(|d| d.first())
            .cloned()
        else {
            continue;
        };
        let p = CardKind::ALL.iter().position(|&k| k == kind)?;
        state["seats"][seat.index()]["hand"][i] = other.clone();
        state["piles"][p]["face_down"][0] = card.clone();
        swapped = true;
        break;
    }
    if !swapped {
        return None;
    }
    for p in state["piles"].as_array_mut()? {
        if let Some(down) = p["face_down"].as_array_mut() {
            down.reverse();
        }
    }
    let changed: Genoa = serde_json::from_value(state).unwrap();
    (changed != *game).then_some(changed)
}

#[test]
fn nothing_hidden_shows_on_a_board() {
    let mut compared = 0;
    for players in 2..=5 {
        let names = names(players);
        for (g, _) in states(players, 300 + u64::from(players), 23) {
            if g.outcome().is_some() {
                continue;
            }
            for seat in g.all_seats() {
                let Some(changed) = with_hidden_changed(&g, seat) else {
                    continue;
                };
                assert_ne!(
                    g.private_view(seat)
                        .hand
                        .iter()
                        .map(|c| c.card)
                        .collect::<Vec<_>>(),
                    changed
                        .private_view(seat)
                        .hand
                        .iter()
                        .map(|c| c.card)
                        .collect::<Vec<_>>(),
                    "the hand changed"
                );
                assert_eq!(
                    board_scene(&g.public_view(), &names, Lang::En),
                    board_scene(&changed.public_view(), &names, Lang::En),
                    "{players} players: the board shows something of seat {seat}'s hand"
                );
                compared += 1;
            }
        }
    }
    assert!(compared > 100, "{compared} boards compared");
}

#[test]
fn the_assumed_layout_is_said_only_when_it_is() {
    let g = Genoa::setup(&Options::default(), 3, 1).unwrap();
    let mut view = g.public_view();
    assert!(view.board_assumed, "the shipped map is our design (G-14)");
    assert!(writes(
        &board_scene(&view, &names(3), Lang::En),
        "Board layout assumed"
    ));
    view.board_assumed = false;
    assert!(!writes(
        &board_scene(&view, &names(3), Lang::En),
        "Board layout assumed"
    ));
}

/// How many `tag` elements filled with `colour` the scene draws.
fn shapes(scene: &Scene, tag: &str, colour: Colour) -> usize {
    let fill = format!(r#"fill="{colour}""#);
    scene
        .layers
        .iter()
        .flat_map(|l| l.shapes.split('<'))
        .filter(|e| e.starts_with(tag) && e.contains(&fill))
        .count()
}

#[test]
fn every_building_is_named_and_its_owner_shown_by_colour_and_shape() {
    let game = Genoa::setup(&Options::default(), 4, 9).unwrap();
    let mut view = game.public_view();
    let names = names(4);
    let bare = board_scene(&view, &names, Lang::En);
    for b in BuildingId::all() {
        let name = b.name();
        let named = writes(&bare, name)
            || name.split_whitespace().all(|w| writes_part(&bare, w))
            || writes(&bare, &b.info().short);
        assert!(named, "{name} is not named on the city");
    }
    let palace = BuildingId::from_key("palace").unwrap();
    for (seat, tag) in [(0, "circle"), (1, "rect"), (2, "polygon"), (3, "polygon")] {
        view.owners = vec![None; view.owners.len()];
        view.owners[palace.index()] = Some(Seat(seat));
        let owned = board_scene(&view, &names, Lang::En);
        let colour = seat_colour(usize::from(seat));
        assert_eq!(
            shapes(&owned, tag, colour),
            shapes(&bare, tag, colour) + 1,
            "seat {seat}'s marker on the Palace, a {tag} in its colour"
        );
    }
}

/// A state of a long 5-player game with every seat's holdings filled up and `offers` open
/// offers, each side giving `side`; one in three void.
fn crowded_view(offers: usize, side: Shown) -> crate::engine::genoa::view::PublicView {
    let mut game = Genoa::setup(&Options::default(), 5, 12).unwrap();
    let mut rng = players_rng(12);
    // The view half-way through the game: the board at its fullest of buildings and goods.
    let mut views = Vec::new();
    play_random(&mut game, &mut rng, |g, _, _| views.push(g.public_view()));
    assert!(views.len() > 100, "a long game: {} steps", views.len());
    let mut view = views.swap_remove(views.len() / 2);
    let subjects = [
        Subject::Trade,
        Subject::Action,
        Subject::Move {
            to: Square::at(3, 2).unwrap(),
            with_action: true,
        },
        Subject::Right {
            building: BuildingId::all().next().unwrap(),
        },
    ];
    view.offers = (0..offers)
        .map(|i| OfferView {
            id: 900 + i as u16,
            from: Seat((i % 5) as u8),
            to: if i % 7 == 3 {
                None
            } else {
                Some(Seat(((i + 1) % 5) as u8))
            },
            subject: subjects[i % subjects.len()],
            give: side,
            get: side,
            void: (i % 3 == 0).then_some(Void::Lacks(Seat(((i + 1) % 5) as u8))),
            cards: None,
        })
        .collect();
    for s in &mut view.seats {
        for c in Commodity::ALL {
            s.commodities.add(c);
        }
        for t in TileKind::ALL {
            s.tiles.add(t);
        }
        s.cards = [9, 9, 9, 9];
        s.ducats = 99_999;
    }
    view.awaited = (0..5).map(Seat).collect::<SeatSet>();
    view
}

/// A bundle of a few items, as offers hold: ducats, two commodities, a card, a tile.
fn some_items() -> Shown {
    let mut shown = Shown {
        ducats: 45,
        ..Shown::default()
    };
    shown.commodities.add(Commodity::Silk);
    shown.commodities.add_copies(Commodity::Pepper, 2);
    shown.cards[CardKind::Message.index()] = 1;
    shown.tiles.add(TileKind::Trade);
    shown
}

/// A bundle of everything at once.
fn everything() -> Shown {
    let mut shown = Shown {
        ducats: 1234,
        cards: [2, 2, 2, 2],
        markers: 3,
        ..Shown::default()
    };
    for c in Commodity::ALL {
        shown.commodities.add_copies(c, 2);
    }
    for t in TileKind::ALL {
        shown.tiles.add(t);
    }
    shown
}

#[test]
fn the_fullest_board_shows_every_offer_within_the_limits() {
    let names = names(5);
    let view = crowded_view(crate::engine::genoa::MAX_OFFERS, some_items());
    let board = board_scene(&view, &names, Lang::En);
    // Far beyond what a table leaves open, so beyond the byte budget too; within the
    // rasteriser's limit, and legible.
    parses(&board, "the fullest board");
    let png = rasterise(&board).expect("within the rasteriser's limit");
    assert_eq!(png.width, 800);
    for o in &view.offers {
        assert!(
            writes(&board, &format!("#{}", o.id)),
            "offer {} drawn",
            o.id
        );
    }
    assert!(!writes_part(&board, "more open offers"));
    assert!(writes_part(&board, "Void:"), "a void offer says so");
}

#[test]
fn offers_too_large_to_draw_are_counted_and_the_picture_keeps_its_limit() {
    let names = names(5);
    let view = crowded_view(crate::engine::genoa::MAX_OFFERS, everything());
    let board = board_scene(&view, &names, Lang::En);
    parses(&board, "offers of everything");
    rasterise(&board).expect("within the rasteriser's limit");
    let drawn = view
        .offers
        .iter()
        .filter(|o| writes(&board, &format!("#{}", o.id)))
        .count();
    assert!(drawn >= 10, "{drawn} offers drawn");
    let more = view.offers.len() - drawn;
    if more > 0 {
        assert!(writes_part(
            &board,
            &format!("… and {more} more open offers")
        ));
    }
}

#[test]
fn a_void_offer_says_why() {
    let mut view = crowded_view(2, some_items());
    view.offers[0].void = Some(Void::NoActionLeft(Seat(2)));
    view.offers[1].void = None;
    let board = board_scene(&view, &names(5), Lang::En);
    assert!(writes(&board, "✗ Void: Chiara has no action left"));
    assert_eq!(
        board
            .layers
            .iter()
            .flat_map(|l| &l.texts)
            .filter(|t| t.text.starts_with("✗ Void"))
            .count(),
        1,
        "only the void offer is marked"
    );
}

#[test]
fn the_tower_its_discs_and_its_steps_are_drawn() {
    let mut game = Genoa::setup(&Options::default(), 3, 4).unwrap();
    let mut rng = players_rng(4);
    // Play until the tower may step, with at least two discs down.
    let mut found = None;
    play_random(&mut game, &mut rng, |g, _, _| {
        let v = g.public_view();
        if found.is_none() && matches!(v.phase, PhaseView::Move) && v.discs.len() >= 2 {
            found = Some(v);
        }
    });
    let view = found.expect("a move window with two discs");
    let board = board_scene(&view, &names(3), Lang::En);
    for n in 1..=view.discs.len() {
        assert!(writes(&board, &n.to_string()), "disc {n}");
    }
    let arrows = ["↑", "→", "↓", "←"];
    let drawn = board
        .layers
        .iter()
        .flat_map(|l| &l.texts)
        .filter(|t| arrows.contains(&t.text.as_str()) && (t.font.size - 19.0).abs() < 0.1)
        .count();
    // One in the key, one per step.
    assert_eq!(drawn, view.legal_steps.len() + 1);
}

/// Writes a few pictures to the temporary directory to look at:
/// `cargo test --lib picture::genoa -- --ignored --nocapture write_pictures`.
#[test]
#[ignore = "writes files to look at"]
fn write_pictures() {
    let dir = std::env::temp_dir();
    let write = |name: &str, scene: &Scene| {
        let png = rasterise(scene).unwrap();
        let path = dir.join(format!("genoa-{name}.png"));
        std::fs::write(&path, super::super::raster::to_png(&png).unwrap().bytes).unwrap();
        println!(
            "{} {} bytes, {}×{}",
            path.display(),
            png.bytes.len(),
            png.width,
            png.height
        );
    };
    for players in 2..=5 {
        let names = names(players);
        let snapshots = states(players, 7 + u64::from(players), 1);
        let mid = &snapshots[snapshots.len() / 2].0;
        write(
            &format!("board-{players}"),
            &board_scene(&mid.public_view(), &names, Lang::En),
        );
        let seat = mid.awaited().iter().next().unwrap_or(Seat(0));
        write(
            &format!("hand-{players}"),
            &hand_scene(&mid.private_view(seat), &names, Lang::En),
        );
        let (last, history) = snapshots.last().unwrap();
        write(
            &format!("scores-{players}"),
            &scores_scene(&last.public_view(), history, &names, Lang::En),
        );
        write(
            &format!("final-board-{players}"),
            &board_scene(&last.public_view(), &names, Lang::En),
        );
        let (g, h) = &snapshots[snapshots.len() / 3];
        write(
            &format!("scores-mid-{players}"),
            &scores_scene(&g.public_view(), h, &names, Lang::En),
        );
    }
    // German, the longer words.
    let snapshots = states(4, 11, 1);
    let (mid, _) = &snapshots[snapshots.len() / 2];
    write(
        "de-board",
        &board_scene(&mid.public_view(), &names(4), Lang::De),
    );
    let seat = mid.awaited().iter().next().unwrap_or(Seat(0));
    write(
        "de-hand",
        &hand_scene(&mid.private_view(seat), &names(4), Lang::De),
    );
    let (last, history) = snapshots.last().unwrap();
    write(
        "de-scores",
        &scores_scene(&last.public_view(), history, &names(4), Lang::De),
    );
    let full = crowded_view(crate::engine::genoa::MAX_OFFERS, some_items());
    write("de-fullest", &board_scene(&full, &names(5), Lang::De));
    let full = crowded_view(crate::engine::genoa::MAX_OFFERS, some_items());
    write("fullest", &board_scene(&full, &names(5), Lang::En));
    let full = crowded_view(crate::engine::genoa::MAX_OFFERS, everything());
    write("everything", &board_scene(&full, &names(5), Lang::En));
}

/// The largest boards of a few random games, written to the temporary directory with their
/// sizes, and the time and size of drawing each board as the bot does (one thread):
/// `cargo test --lib picture::genoa -- --ignored --nocapture largest_boards`.
#[test]
#[ignore = "writes files to look at"]
fn largest_boards() {
    let mut sizes = Vec::new();
    let (mut times, mut drawn) = (Vec::new(), Vec::new());
    for players in 2..=5 {
        for seed in 0..6 {
            let names = names(players);
            for (i, (g, _)) in states(players, seed * 10 + 3, 7).iter().enumerate() {
                let view = g.public_view();
                let full = rasterise(&board_scene(&view, &names, Lang::En))
                    .unwrap()
                    .bytes
                    .len();
                let started = std::time::Instant::now();
                let png = Genoa::board_picture(&view, &names, crate::lang::Lang::En).unwrap();
                times.push(started.elapsed());
                drawn.push(png.bytes.len());
                sizes.push((full, players, seed, i, png));
            }
        }
    }
    times.sort();
    drawn.sort_unstable();
    let at = |n: usize, q: f64| ((n - 1) as f64 * q) as usize;
    println!(
        "{} boards drawn as sent: time p50 {:?}, p99 {:?}, max {:?}; size p50 {} B, p99 {} B, max {} B",
        times.len(),
        times[at(times.len(), 0.5)],
        times[at(times.len(), 0.99)],
        times[times.len() - 1],
        drawn[at(drawn.len(), 0.5)],
        drawn[at(drawn.len(), 0.99)],
        drawn[drawn.len() - 1]
    );
    sizes.sort_by_key(|s| std::cmp::Reverse(s.0));
    let all: Vec<usize> = sizes.iter().map(|s| s.0).collect();
    println!(
        "{} boards in full: max {}, p99 {}, p50 {}; {} over the budget, drawn again",
        all.len(),
        all[0],
        all[all.len() / 100],
        all[all.len() / 2],
        all.iter().filter(|&&b| b > BUDGET).count()
    );
    for (k, (bytes, players, seed, i, png)) in sizes.iter().take(3).enumerate() {
        let path = std::env::temp_dir().join(format!("genoa-largest-{k}.png"));
        std::fs::write(&path, super::super::raster::to_png(png).unwrap().bytes).unwrap();
        println!(
            "{} {bytes} bytes in full, {} drawn: {players}p seed {seed} state {i}, {} px",
            path.display(),
            png.bytes.len(),
            png.height
        );
    }
}

/// Names with no word in them, so that every word drawn is the catalogue's.
fn wordless_names(players: u8) -> Vec<String> {
    (1..=players).map(|i| format!("P{i}")).collect()
}

/// Boards, hands and scores of random games, and the fullest boards at every fit, drawn in the
/// pseudo-language: every word drawn comes from the catalogue. In German the headings are
/// German.
#[test]
fn every_word_drawn_comes_from_the_catalogue() {
    let lang = Lang::Pseudo;
    let mut scenes = 0;
    for players in 2..=5 {
        let names = wordless_names(players);
        for (i, (g, history)) in states(players, 60 + u64::from(players), 25)
            .iter()
            .enumerate()
        {
            let view = g.public_view();
            let what = format!("{players} players, snapshot {i}");
            let board = board_scene(&view, &names, lang);
            assert_eq!(
                board.unsourced_words(),
                Vec::<String>::new(),
                "board, {what}"
            );
            for seat in (0..players).map(Seat) {
                let hand = hand_scene(&g.private_view(seat), &names, lang);
                assert_eq!(hand.unsourced_words(), Vec::<String>::new(), "hand, {what}");
            }
            let scores = scores_scene(&view, history, &names, lang);
            assert_eq!(
                scores.unsourced_words(),
                Vec::<String>::new(),
                "scores, {what}"
            );
            scenes += 2 + usize::from(players);
        }
    }
    for side in [some_items(), everything()] {
        let full = crowded_view(crate::engine::genoa::MAX_OFFERS, side);
        for fit in Fit::STEPS {
            let board = board::fitted_board(&full, &wordless_names(5), fit, lang);
            assert_eq!(board.unsourced_words(), Vec::<String>::new(), "{fit:?}");
            scenes += 1;
        }
    }
    assert!(scenes > 100, "{scenes} scenes");
    // The check finds English words: drawn in English, a board has them.
    let english = board_scene(
        &states(3, 63, 25)[1].0.public_view(),
        &wordless_names(3),
        Lang::En,
    );
    assert!(english.unsourced_words().contains(&"Supply".to_string()));

    let (g, history) = states(4, 64, 25).pop().unwrap();
    let view = g.public_view();
    let board = board_scene(&view, &names(4), Lang::De);
    assert!(writes(&board, "Die Händler von Genua"));
    assert!(writes(&board, "Vorrat"));
    assert!(writes(&board, "Offene Angebote"));
    let scores = scores_scene(&view, &history, &names(4), Lang::De);
    assert!(writes(&scores, "Die Händler von Genua · Endwertung"));
    let hand = hand_scene(&g.private_view(Seat(0)), &names(4), Lang::De);
    assert!(writes(&hand, "Die Händler von Genua · deine Hand"));
    assert!(writes(&hand, "Große Aufträge"));
}
