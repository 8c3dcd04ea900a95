//! The layers, read from the source: data flows one way (router → table → engine and store →
//! render → Discord), so the engine imports nothing around it, the table nothing of Discord,
//! and the Discord layer's modules import each other without a cycle, its shared vocabulary
//! importing no handler.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every `.rs` file under `dir`.
fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out.sort();
    out
}

/// The code of a file without its comments (a doc comment may name any module).
fn code(path: &Path) -> String {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(|line| match line.find("//") {
            Some(at) => &line[..at],
            None => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The words that follow `super::` or `crate::discord::` in `code`, and the names inside a
/// `use super::{…}` group: the sibling modules a Discord module refers to.
fn siblings(code: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for prefix in ["super::", "crate::discord::"] {
        for (at, _) in code.match_indices(prefix) {
            let rest = &code[at + prefix.len()..];
            if let Some(group) = rest.strip_prefix('{') {
                let group = &group[..group.find('}').unwrap_or(group.len())];
                out.extend(group.split(',').filter_map(|item| {
                    let name = item.trim().split("::").next()?.trim();
                    (!name.is_empty()).then(|| name.to_string())
                }));
            } else {
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                out.insert(name);
            }
        }
    }
    out
}

/// The Discord layer's modules (a folder counts as one) and the siblings each refers to.
fn discord_graph() -> BTreeMap<String, BTreeSet<String>> {
    let dir = src().join("discord");
    let module = |path: &Path| {
        let rel = path.strip_prefix(&dir).unwrap();
        let first = rel
            .components()
            .next()
            .unwrap()
            .as_os_str()
            .to_string_lossy();
        first.trim_end_matches(".rs").to_string()
    };
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let all: BTreeSet<String> = files(&dir).iter().map(|p| module(p)).collect();
    for path in files(&dir) {
        let name = module(&path);
        let refs: Vec<String> = siblings(&code(&path))
            .into_iter()
            .filter(|s| all.contains(s) && *s != name && s != "mod")
            .collect();
        graph.entry(name).or_default().extend(refs);
    }
    graph
}

/// A cycle in `graph`, if there is one.
fn cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|n| n == node) {
            return Some(path[at..].to_vec());
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(found) = visit(next, graph, path, done) {
                return Some(found);
            }
        }
        path.pop();
        done.insert(node.to_string());
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|n| visit(n, graph, &mut Vec::new(), &mut done))
}

#[test]
fn the_discord_layer_has_no_import_cycle() {
    let graph = discord_graph();
    assert!(graph.contains_key("handlers") && graph.contains_key("router"));
    assert_eq!(cycle(&graph), None, "{graph:#?}");
}

#[test]
fn the_cycle_finder_finds_a_cycle() {
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    graph.entry("a".into()).or_default().insert("b".into());
    graph.entry("b".into()).or_default().insert("c".into());
    assert_eq!(cycle(&graph), None);
    graph.entry("c".into()).or_default().insert("a".into());
    assert_eq!(
        cycle(&graph),
        Some(vec!["a".into(), "b".into(), "c".into()])
    );
}

#[test]
fn nothing_imports_the_router_and_the_vocabulary_imports_no_handler() {
    let graph = discord_graph();
    for (module, refs) in &graph {
        // The client hands the router to serenity's framework: the one module above it.
        if module != "client" {
            assert!(!refs.contains("router"), "{module} imports the router");
        }
    }
    let vocabulary = [
        "reply",
        "follow_up",
        "controls",
        "ids",
        "message",
        "names",
        "ui",
        "lobby",
        "pictures",
    ];
    for word in vocabulary {
        let refs = &graph[word];
        let handlers: Vec<_> = refs
            .iter()
            .filter(|r| !vocabulary.contains(&r.as_str()))
            .collect();
        assert!(handlers.is_empty(), "{word} imports {handlers:?}");
    }
}

/// Every file under `src/<layer>` that mentions one of `forbidden` in its code.
fn mentions(layer: &str, forbidden: &[&str]) -> Vec<String> {
    files(&src().join(layer))
        .into_iter()
        .flat_map(|path| {
            let code = code(&path);
            forbidden
                .iter()
                .filter(|f| code.contains(*f))
                .map(|f| format!("{} mentions {f}", path.display()))
                .collect::<Vec<_>>()
        })
        .collect()
}

#[test]
fn the_engine_knows_nothing_around_it() {
    let around = [
        "crate::discord",
        "crate::table",
        "crate::store",
        "crate::schedule",
        "serenity",
        "poise",
        "sqlx",
        "tokio",
        "async fn",
    ];
    assert_eq!(mentions("engine", &around), Vec::<String>::new());
}

#[test]
fn the_table_and_the_store_know_nothing_of_discord() {
    let discord = ["crate::discord", "serenity", "poise"];
    assert_eq!(mentions("table", &discord), Vec::<String>::new());
    assert_eq!(mentions("store", &discord), Vec::<String>::new());
}
