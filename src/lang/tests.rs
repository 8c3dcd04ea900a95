//! The catalogue holds together: every language has every message with the same variables, and
//! every message the code asks for exists, asked with exactly its variables.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

use super::*;

/// A message's variables, and the messages it refers to.
#[derive(Debug, Default, Clone, PartialEq)]
struct Uses {
    variables: BTreeSet<String>,
    messages: BTreeSet<String>,
}

fn pattern_uses(pattern: &Pattern<&str>, uses: &mut Uses) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_uses(expression, uses);
        }
    }
}

fn expression_uses(expression: &Expression<&str>, uses: &mut Uses) {
    match expression {
        Expression::Inline(inline) => inline_uses(inline, uses),
        Expression::Select { selector, variants } => {
            inline_uses(selector, uses);
            for variant in variants {
                pattern_uses(&variant.value, uses);
            }
        }
    }
}

fn inline_uses(inline: &InlineExpression<&str>, uses: &mut Uses) {
    match inline {
        InlineExpression::VariableReference { id } => {
            uses.variables.insert(id.name.to_string());
        }
        InlineExpression::MessageReference { id, .. } => {
            uses.messages.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_uses(a, uses);
            }
            for a in &arguments.named {
                inline_uses(&a.value, uses);
            }
        }
        // A term's own variables are its parameters, given here.
        InlineExpression::TermReference { arguments, .. } => {
            for a in arguments.iter().flat_map(|a| &a.named) {
                inline_uses(&a.value, uses);
            }
        }
        InlineExpression::Placeable { expression } => expression_uses(expression, uses),
        InlineExpression::StringLiteral { .. } | InlineExpression::NumberLiteral { .. } => {}
    }
}

fn catalogue_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("locales")
}

/// One language's messages (attributes as `message.attribute`) and what each uses, its
/// message references followed; a file that does not parse, or a message defined twice, fails.
/// A language's catalogue is its folder's files and a file of its own name beside them
/// (`locales/fr.ftl`: a language added as one file).
fn messages_of(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let dir = catalogue_root().join(lang.tag());
    let mut direct: BTreeMap<String, Uses> = BTreeMap::new();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .into_iter()
        .flatten()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
        .collect();
    let single = catalogue_root().join(format!("{}.ftl", lang.tag()));
    if single.is_file() {
        files.push(single);
    }
    files.sort();
    assert!(!files.is_empty(), "{} has no catalogue", lang.tag());
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let resource = fluent_syntax::parser::parse(text.as_str())
            .unwrap_or_else(|(_, e)| panic!("{}: {e:?}", file.display()));
        for entry in &resource.body {
            let (id, value, attributes) = match entry {
                Entry::Message(m) => (m.id.name, m.value.as_ref(), &m.attributes),
                Entry::Junk { content } => panic!("{}: cannot read {content:?}", file.display()),
                _ => continue,
            };
            let mut uses = Uses::default();
            if let Some(value) = value {
                pattern_uses(value, &mut uses);
            }
            let mut keys = vec![(id.to_string(), uses)];
            for a in attributes {
                let mut uses = Uses::default();
                pattern_uses(&a.value, &mut uses);
                keys.push((format!("{id}.{}", a.id.name), uses));
            }
            for (key, uses) in keys {
                assert!(
                    direct.insert(key.clone(), uses).is_none(),
                    "{}: {key} is defined twice in {}",
                    file.display(),
                    lang.tag()
                );
            }
        }
    }
    // A message's variables include those of the messages it refers to.
    direct
        .keys()
        .map(|key| {
            let mut seen = BTreeSet::new();
            let mut todo = vec![key.clone()];
            let mut variables = BTreeSet::new();
            while let Some(k) = todo.pop() {
                if !seen.insert(k.clone()) {
                    continue;
                }
                let uses = direct
                    .get(&k)
                    .unwrap_or_else(|| panic!("{}: {key} refers to no message {k}", lang.tag()));
                variables.extend(uses.variables.iter().cloned());
                todo.extend(uses.messages.iter().cloned());
            }
            (key.clone(), variables)
        })
        .collect()
}

#[test]
fn every_language_has_every_message_with_the_same_variables() {
    let english = messages_of(Lang::En);
    assert!(english.len() > 10, "the English catalogue is read");
    for &lang in &Lang::ALL[1..] {
        let other = messages_of(lang);
        let missing: Vec<&String> = english.keys().filter(|k| !other.contains_key(*k)).collect();
        let extra: Vec<&String> = other.keys().filter(|k| !english.contains_key(*k)).collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", lang.tag());
        assert!(
            extra.is_empty(),
            "{} has messages English has not: {extra:?}",
            lang.tag()
        );
        for (key, variables) in &english {
            assert_eq!(
                &other[key],
                variables,
                "{}: {key} uses other variables than English",
                lang.tag()
            );
        }
    }
}

/// Every `t!(lang, "key", name = …)` in the source, with the names it gives.
fn asked_in_source() -> Vec<(String, String, BTreeSet<String>)> {
    let mut found = Vec::new();
    let mut dirs = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            // The machinery's own examples are not messages.
            if path.ends_with("src/lang") {
                continue;
            }
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                // `t!(` itself, not the end of `assert!(` or `print!(`.
                let calls = text.match_indices("t!(").filter(|(i, _)| {
                    !text[..*i]
                        .chars()
                        .next_back()
                        .is_some_and(|c| c.is_alphanumeric() || c == '_')
                });
                for (i, _) in calls {
                    if let Some((key, names)) = parse_call(&text[i + 3..]) {
                        found.push((path.display().to_string(), key, names));
                    }
                }
            }
        }
    }
    found
}

/// The key and the variable names of one `t!(` call, from the text after its parenthesis;
/// `None` for what only looks like one (the macro's own definition, a key that is no literal).
fn parse_call(call: &str) -> Option<(String, BTreeSet<String>)> {
    // The call's own text: up to its closing parenthesis.
    let mut depth = 1;
    let mut in_string = false;
    let mut end = call.len();
    let mut previous = ' ';
    for (i, c) in call.char_indices() {
        match c {
            '"' if previous != '\\' => in_string = !in_string,
            '(' | '[' | '{' if !in_string => depth += 1,
            ')' | ']' | '}' if !in_string => {
                depth -= 1;
                if depth == 0 {
                    end = i;
                    break;
                }
            }
            _ => {}
        }
        previous = c;
    }
    let call = &call[..end];
    let after_lang = &call[call.find(',')? + 1..];
    let key = after_lang.trim_start().strip_prefix('"')?;
    let key = &key[..key.find('"')?];
    // Top-level `name = ` pairs after the key.
    let rest = &after_lang[after_lang.find(key)? + key.len() + 1..];
    let mut names = BTreeSet::new();
    let mut depth = 0;
    let mut in_string = false;
    let mut part = String::new();
    for c in rest.chars().chain([',']) {
        match c {
            '"' => in_string = !in_string,
            '(' | '[' | '{' if !in_string => depth += 1,
            ')' | ']' | '}' if !in_string => depth -= 1,
            ',' if !in_string && depth == 0 => {
                if let Some((name, _)) = part.split_once('=') {
                    names.insert(name.trim().to_string());
                }
                part.clear();
                continue;
            }
            _ => {}
        }
        part.push(c);
    }
    Some((key.to_string(), names))
}

#[test]
fn every_message_the_code_asks_for_exists_with_exactly_the_variables_given() {
    let english = messages_of(Lang::En);
    let asked = asked_in_source();
    assert!(asked.len() > 10, "the calls are found: {}", asked.len());
    let mut wrong = Vec::new();
    for (file, key, names) in &asked {
        match english.get(key) {
            None => wrong.push(format!("{file}: no message {key}")),
            Some(variables) if variables != names => wrong.push(format!(
                "{file}: {key} wants {variables:?}, is given {names:?}"
            )),
            Some(_) => {}
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn a_call_is_read_with_its_key_and_variable_names() {
    let (key, names) =
        parse_call(r#"lang, "seat-named", who = f(a, b), n = [1, 2].len()) + x"#).unwrap();
    assert_eq!(key, "seat-named");
    assert_eq!(names, BTreeSet::from(["who".to_string(), "n".to_string()]));
    assert_eq!(parse_call(r"$lang:expr, $key:literal"), None);
}

#[test]
fn discord_locales_find_their_language_and_others_read_as_english() {
    assert_eq!(Lang::from_discord("de"), Some(Lang::De));
    assert_eq!(Lang::from_discord("en-GB"), Some(Lang::En));
    assert_eq!(Lang::from_discord("ja"), None);
    assert_eq!(Lang::of_discord("ja"), Lang::En);
    assert_eq!(Lang::of_discord("en-XA"), Lang::Pseudo);
    assert!(
        !Lang::ALL.contains(&Lang::Pseudo),
        "players are not offered it"
    );
}

#[test]
fn a_language_is_stored_by_its_tag_and_an_unknown_one_reads_as_english() {
    assert_eq!(serde_json::to_string(&Lang::De).unwrap(), "\"de\"");
    assert_eq!(serde_json::from_str::<Lang>("\"de\"").unwrap(), Lang::De);
    assert_eq!(serde_json::from_str::<Lang>("\"tlh\"").unwrap(), Lang::En);
}

#[test]
fn plurals_and_variables_come_from_the_catalogue() {
    assert_eq!(crate::t!(Lang::En, "seat", number = 3), "Seat 3");
    assert_eq!(crate::t!(Lang::De, "seat", number = 3), "Platz 3");
    assert_eq!(crate::t!(Lang::Pseudo, "seat", number = 3), "⟦Seat 3···⟧");
}
