//! `docs/records.md` shows an example of every Palazzo action: each must parse as one, and
//! every kind of action must have an example.

use std::collections::BTreeSet;

use tavola::engine::palazzo::Action;

#[test]
fn every_documented_action_parses_and_every_action_is_documented() {
    let doc = include_str!("../../docs/records.md");
    let section = doc
        .split("## Palazzo actions")
        .nth(1)
        .and_then(|s| s.split("\n## ").next())
        .expect("the actions section");
    let mut kinds = BTreeSet::new();
    for row in section.lines().filter(|l| l.starts_with('|')) {
        let Some(example) = row.split('`').nth(1) else {
            continue;
        };
        if !(example.starts_with('"') || example.starts_with('{')) {
            continue;
        }
        let action: Action = serde_json::from_str(example)
            .unwrap_or_else(|e| panic!("{example} does not parse: {e}"));
        kinds.insert(action.kind());
    }
    assert_eq!(kinds, Action::KINDS.into_iter().collect());
}
