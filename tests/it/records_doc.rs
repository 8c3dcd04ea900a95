//! `docs/records.md` shows a record as this build writes it, and an example of every action of
//! every game of the list: each must parse as one, and every kind of action must have an
//! example.

use std::collections::BTreeSet;

use serde::de::DeserializeOwned;
use tavola::engine::record::Record;
use tavola::engine::{Audit, GameKind};

/// The JSON examples in the table of the section `## {title}`.
fn examples(title: &str) -> Vec<&'static str> {
    let doc = include_str!("../../docs/records.md");
    let section = doc
        .split(&format!("## {title}\n"))
        .nth(1)
        .and_then(|s| s.split("\n## ").next())
        .unwrap_or_else(|| panic!("the section {title}"));
    section
        .lines()
        .filter(|l| l.starts_with('|'))
        .filter_map(|row| row.split('`').nth(1))
        .filter(|e| e.starts_with('"') || e.starts_with('{'))
        .collect()
}

/// The kinds of the documented actions, each example parsed as an action.
fn documented<A: DeserializeOwned>(
    title: &str,
    kind: fn(&A) -> &'static str,
) -> BTreeSet<&'static str> {
    examples(title)
        .into_iter()
        .map(|example| {
            let action: A = serde_json::from_str(example)
                .unwrap_or_else(|e| panic!("{example} does not parse: {e}"));
            kind(&action)
        })
        .collect()
}

/// For every game of the list, the section `## <title> actions`.
#[test]
fn every_documented_action_parses_and_every_action_is_documented() {
    for kind in GameKind::ALL {
        tavola::with_game!(kind, G => documents_every_action::<G>());
    }
}

fn documents_every_action<G: Audit>() {
    let kinds = documented::<G::Action>(&format!("{} actions", G::TITLE), G::action_kind);
    assert_eq!(
        kinds,
        G::ACTION_KINDS.iter().copied().collect(),
        "{} actions",
        G::TITLE
    );
}

/// The record at the top of the document reads, and is written back exactly as shown.
#[test]
fn the_documented_record_is_one_this_build_reads_and_writes() {
    let doc = include_str!("../../docs/records.md");
    let example = doc
        .split("```json\n")
        .nth(1)
        .and_then(|s| s.split("\n```").next())
        .expect("the record example");
    let shown: serde_json::Value = serde_json::from_str(example).unwrap();
    let kind = GameKind::from_name(shown["game"].as_str().unwrap()).expect("a game of the list");
    let written = tavola::with_game!(kind, G => {
        let record: Record<G> = serde_json::from_str(example).unwrap();
        assert_eq!(record.result.as_ref().unwrap().standings.len(), record.seats.len());
        serde_json::to_value(&record).unwrap()
    });
    assert_eq!(written, shown);
}
