//! The layers, read from the source: the import graph of every file under `src/` (see
//! [`imports`]) has no cycle, and no import runs up against the layers below. Data flows one
//! way (router → table → engine and store → outbox → render → Discord), so the engine knows
//! nothing around it, the table and the store know nothing of Discord, nothing imports the
//! router but what starts the bot, and the Discord layer's shared vocabulary imports no handler.
//!
//! New files need no change here: a file belongs to the layer of its top-level module. A new
//! top-level module needs its line in [`LAYERS`].

mod imports;

use std::collections::BTreeSet;
use std::path::Path;

use imports::{Crate, Graph, cycle, cycles};

/// The layers, from the ground up, each with why it sits there. A file may import the files of
/// its own top-level module and of the layers below its own; never a layer above, nor another
/// module of its own layer (modules of one layer stand side by side).
const LAYERS: &[(&[&str], &str)] = &[
    (
        &[
            "clock",
            "games",
            "lang",
            "lib",
            "shards",
            "telemetry",
            "yardstick",
        ],
        "the ground: time, the one list of games, the languages and their catalogue, the \
         crate's root, which shard serves a game, the metrics and the benchmarks' yardstick \
         import nothing of the crate",
    ),
    (
        &["engine"],
        "the rules, pure: they know the list of games (GameKind is generated from it) and \
         nothing else",
    ),
    (
        &["computer", "picture"],
        "the computer players and the pictures, each made from the engine alone",
    ),
    (
        &["store"],
        "rows, not rules: it records a computer seat's level, and knows no game",
    ),
    (
        &["schedule"],
        "the pace of a game, armed as the store's timers",
    ),
    (
        &["table"],
        "the table service: the engine, the store and the schedule under one lock per game",
    ),
    (
        &["config"],
        "the bot's settings, which size the table service's cache",
    ),
    (
        &["cli", "discord", "health"],
        "the ways in, side by side: the command line's tools, the bot, and the probe of a \
         running bot",
    ),
    (
        &["web"],
        "the pages on the web: a game's public views in the words and pictures its board \
         uses, served beside the bot",
    ),
    (&["main"], "the binary, which starts one or the other"),
];

/// What a layer must not name in its code, crates outside included: the engine is pure and
/// synchronous, and only the Discord layer speaks to Discord.
const FOREIGN: &[(&str, &[&str])] = &[
    (
        "engine",
        &["serenity", "poise", "sqlx", "tokio", "async fn"],
    ),
    ("store", &["serenity", "poise"]),
    ("table", &["serenity", "poise"]),
];

/// What the engine may import besides itself: the list of games.
const ENGINE_KNOWS: &[&str] = &["engine", "games"];

/// The Discord layer's shared vocabulary: what every handler and every game's folder speaks. It
/// imports nothing else of the Discord layer.
const VOCABULARY: &[&str] = &[
    "discord/controls.rs",
    "discord/follow_up.rs",
    "discord/ids.rs",
    "discord/lobby.rs",
    "discord/message.rs",
    "discord/names.rs",
    "discord/pictures.rs",
    "discord/reply.rs",
    "discord/ui.rs",
    "discord/words.rs",
];

/// The router, which every click reaches first, and the files that hand it the bot's events:
/// the only ones that may import it.
const ROUTER: &str = "discord/router.rs";
const STARTS_THE_BOT: &[&str] = &["discord/client.rs"];

fn src() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn graph() -> Graph {
    let graph = Crate::read(&src()).graph();
    // The reader sees the crate: the engine's face and the list of games are there, and the
    // Discord layer imports the engine.
    assert!(graph.contains_key("engine/mod.rs") && graph.contains_key("games.rs"));
    assert!(graph["engine/mod.rs"].contains("games.rs"), "{graph:#?}");
    graph
}

/// The top-level module a file belongs to: `engine` for `engine/alhambra/mod.rs`, `lib` for
/// `lib.rs`.
fn module(file: &str) -> &str {
    let first = file.split('/').next().unwrap_or(file);
    first.strip_suffix(".rs").unwrap_or(first)
}

/// The layer of a top-level module, counted from the ground.
fn layer(module: &str) -> Option<usize> {
    LAYERS
        .iter()
        .position(|(modules, _)| modules.contains(&module))
}

#[test]
fn the_import_graph_has_no_cycle() {
    let circles: Vec<String> = cycles(&graph())
        .into_iter()
        .map(|(files, one)| format!("{files:?}, e.g. {}", one.join(" → ")))
        .collect();
    assert!(
        circles.is_empty(),
        "files that import each other:\n{}",
        circles.join("\n")
    );
}

#[test]
fn every_top_level_module_has_one_layer() {
    let mut modules: Vec<&str> = LAYERS.iter().flat_map(|(m, _)| m.iter().copied()).collect();
    let count = modules.len();
    modules.sort_unstable();
    modules.dedup();
    assert_eq!(modules.len(), count, "a module in two layers");
    let graph = graph();
    let unplaced: BTreeSet<&str> = graph
        .keys()
        .map(|f| module(f))
        .filter(|m| layer(m).is_none())
        .collect();
    assert!(unplaced.is_empty(), "modules with no layer: {unplaced:?}");
}

#[test]
fn no_import_runs_up_against_the_layers() {
    let graph = graph();
    let mut wrong = Vec::new();
    for (file, targets) in &graph {
        let from = module(file);
        for target in targets {
            let to = module(target);
            let (Some(a), Some(b)) = (layer(from), layer(to)) else {
                continue;
            };
            if from != to && b >= a {
                wrong.push(format!("{file} → {target} ({from} may not import {to})"));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "imports against the layers:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn the_engine_knows_nothing_around_it() {
    let graph = graph();
    let around: Vec<String> = graph
        .iter()
        .filter(|(file, _)| module(file) == "engine")
        .flat_map(|(file, targets)| {
            targets
                .iter()
                .filter(|t| !ENGINE_KNOWS.contains(&module(t)))
                .map(move |t| format!("{file} → {t}"))
        })
        .collect();
    assert_eq!(around, Vec::<String>::new());
}

#[test]
fn no_layer_names_what_it_must_not() {
    let mut named = Vec::new();
    for (file, text) in imports::sources(&src()) {
        let code = imports::strip(&text);
        for (layer, words) in FOREIGN {
            if module(&file) == *layer {
                named.extend(
                    words
                        .iter()
                        .filter(|w| code.contains(*w))
                        .map(|w| format!("{file} names {w}")),
                );
            }
        }
    }
    assert_eq!(named, Vec::<String>::new());
}

#[test]
fn nothing_imports_the_router_but_what_starts_the_bot() {
    let graph = graph();
    assert!(graph.contains_key(ROUTER), "the router is {ROUTER}");
    let importers: Vec<&String> = graph
        .iter()
        .filter(|(file, targets)| {
            targets.contains(ROUTER) && !STARTS_THE_BOT.contains(&file.as_str())
        })
        .map(|(file, _)| file)
        .collect();
    assert!(importers.is_empty(), "{importers:?} import the router");
}

/// The Discord layer's folders that are not a game's: the click handlers, the render, and a
/// person's settings (a command with its panel and its clicks).
const NOT_A_GAME: &[&str] = &["handlers", "render", "settings"];

/// A game's own Discord folder (`discord/<game>/`), if `file` is in one.
fn game_folder(file: &str) -> Option<&str> {
    let rest = file.strip_prefix("discord/")?;
    rest.split_once('/')
        .map(|(folder, _)| folder)
        .filter(|folder| !NOT_A_GAME.contains(folder))
}

/// The render, which the outbox and the handlers both call: the files under `discord/render/`.
fn in_render(file: &str) -> bool {
    file.starts_with("discord/render/")
}

#[test]
fn the_render_imports_no_handler_no_sender_and_no_state_of_the_bot() {
    let graph = graph();
    assert!(
        graph.keys().any(|f| in_render(f)),
        "the render is discord/render/"
    );
    let mut wrong = Vec::new();
    for (file, targets) in graph.iter().filter(|(f, _)| in_render(f)) {
        for target in targets {
            let allowed = module(target) != "discord"
                || in_render(target)
                || VOCABULARY.contains(&target.as_str())
                || game_folder(target).is_some();
            if !allowed {
                wrong.push(format!("{file} → {target}"));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "the render imports:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn the_discord_vocabulary_and_the_games_import_no_handler() {
    let graph = graph();
    for file in VOCABULARY {
        assert!(graph.contains_key(*file), "{file} is not in the crate");
    }
    let mut wrong = Vec::new();
    for (file, targets) in &graph {
        let speaker = VOCABULARY.contains(&file.as_str()) || game_folder(file).is_some();
        if !speaker {
            continue;
        }
        for target in targets {
            let own_folder =
                game_folder(file).is_some() && game_folder(target) == game_folder(file);
            if module(target) == "discord" && !own_folder && !VOCABULARY.contains(&target.as_str())
            {
                wrong.push(format!("{file} → {target}"));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "the vocabulary and the games import handlers:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn the_cycle_finder_finds_every_circle_and_only_circles() {
    let edges = |pairs: &[(&str, &str)]| {
        let mut graph = Graph::new();
        for (a, b) in pairs {
            graph.entry((*a).into()).or_default().insert((*b).into());
            graph.entry((*b).into()).or_default();
        }
        graph
    };
    let chain = edges(&[("a", "b"), ("b", "c"), ("a", "c")]);
    assert_eq!(cycle(&chain), None);
    assert!(cycles(&chain).is_empty());
    let round = edges(&[
        ("a", "b"),
        ("b", "c"),
        ("c", "a"),
        ("c", "d"),
        ("d", "e"),
        ("e", "d"),
    ]);
    assert_eq!(
        cycle(&round),
        Some(vec!["a".into(), "b".into(), "c".into()])
    );
    let found: Vec<Vec<String>> = cycles(&round).into_iter().map(|(set, _)| set).collect();
    let expected: Vec<Vec<String>> = vec![
        vec!["a".into(), "b".into(), "c".into()],
        vec!["d".into(), "e".into()],
    ];
    assert_eq!(found, expected);
}

#[test]
fn the_reader_resolves_each_kind_of_path_to_the_file_that_defines_it() {
    let sources: std::collections::BTreeMap<String, String> = [
        ("lib.rs", "pub mod a;\npub mod b;\npub mod c;\n#[macro_export]\nmacro_rules! m { () => { $crate::c::deep() } }"),
        ("a/mod.rs", "mod x;\nmod y;\npub use x::Thing;\nuse crate::b::Other;\npub fn f() { y::g() }"),
        ("a/x.rs", "pub struct Thing;\n// crate::c::Deep in a comment\nconst S: &str = \"crate::c::deep\";"),
        ("a/y.rs", "use super::{Thing, super::b};\npub fn g() {}\n#[cfg(test)]\nmod tests { use crate::c::deep; }"),
        ("b.rs", "pub struct Other;\npub fn h() { let _ = crate::a::Thing; crate::c::deep(); }"),
        ("c/mod.rs", "mod deep_file;\npub use self::deep_file::*;\n#[cfg(test)]\nmod tests;"),
        ("c/deep_file.rs", "pub fn deep() { crate::m!(); }"),
        ("c/tests.rs", "use crate::b::Other;"),
        ("main.rs", "use tavola::a::f;\nfn main() { f() }"),
    ]
    .into_iter()
    .map(|(f, s)| (f.to_string(), s.to_string()))
    .collect();
    let graph = Crate::from_sources(&sources).graph();
    let to = |file: &str| -> Vec<&str> { graph[file].iter().map(String::as_str).collect() };
    // `pub use` is an edge; a bare path to a child (`y::g`) and an imported name are too.
    assert_eq!(to("a/mod.rs"), ["a/x.rs", "a/y.rs", "b.rs"]);
    // A parent's re-export leads to the file that defines the item; a nested group is read.
    assert_eq!(to("a/y.rs"), ["a/x.rs", "b.rs"]);
    // An inline path through a face's `pub use` leads past the face, a glob one's too.
    assert_eq!(to("b.rs"), ["a/x.rs", "c/deep_file.rs"]);
    // Comments and strings name nothing; a glob re-export is an edge; `$crate` in a macro is
    // the caller's, and the caller names the macro's file.
    assert_eq!(to("a/x.rs"), Vec::<&str>::new());
    assert_eq!(to("c/mod.rs"), ["c/deep_file.rs"]);
    assert_eq!(to("c/deep_file.rs"), ["lib.rs"]);
    assert_eq!(to("lib.rs"), Vec::<&str>::new());
    // The binary names the library as `tavola`; test code is left out.
    assert_eq!(to("main.rs"), ["a/mod.rs"]);
    assert!(!graph.contains_key("c/tests.rs"));
}

#[test]
fn the_reader_finds_known_edges_of_the_crate() {
    let graph = graph();
    for (from, to) in [
        // `use crate::engine::Seat`, through the engine's `pub use seat::Seat`.
        ("picture/alhambra/board.rs", "engine/seat.rs"),
        // `use super::controls::Control`.
        ("discord/alhambra/picker.rs", "discord/alhambra/controls.rs"),
        // `crate::games!(@game_kind)`, a macro exported at the root but written in games.rs.
        ("engine/mod.rs", "games.rs"),
        // `use super::{Alhambra, …}`, through the folder's `pub use state::Alhambra`.
        ("engine/alhambra/view.rs", "engine/alhambra/state.rs"),
    ] {
        assert!(
            graph[from].contains(to),
            "{from} → {to} not found: {:?}",
            graph[from]
        );
    }
}
