//! `docs/records.md` shows an example of every action of every game: each must parse as one,
//! and every kind of action must have an example.

use std::collections::BTreeSet;

use serde::de::DeserializeOwned;

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

#[test]
fn every_documented_action_parses_and_every_action_is_documented() {
    use tavola::engine::palazzo::Action;
    let kinds = documented::<Action>("Palazzo actions", Action::kind);
    assert_eq!(kinds, Action::KINDS.into_iter().collect());
}

#[test]
fn every_documented_alhambra_action_parses_and_every_action_is_documented() {
    use tavola::engine::alhambra::Action;
    let kinds = documented::<Action>("Alhambra actions", Action::kind);
    assert_eq!(kinds, Action::KINDS.into_iter().collect());
}
