//! What the Discord client lets a user send for a registered slash command: only its options,
//! of their registered types, a choice's value (the user picks it by name), within the limits,
//! and with the required ones; users and channels given as options come with `resolved` data.

use serde_json::{Map, Value, json};

use super::payloads;

/// Option types: subcommand, subcommand group, string, integer, boolean, user, channel, role,
/// mentionable, number, attachment.
const SUB_COMMAND: u64 = 1;
const SUB_COMMAND_GROUP: u64 = 2;
const STRING: u64 = 3;
const INTEGER: u64 = 4;
const BOOLEAN: u64 = 5;
const USER: u64 = 6;
const CHANNEL: u64 = 7;
const NUMBER: u64 = 10;

/// Conforms the options a test gives to the registered command, as the Discord client would
/// have sent them; panics with an explanation where no user could have sent them. Returns the
/// options and the `resolved` data (empty when there is none).
pub fn conform(
    command: &Value,
    given: &Value,
    user_of: &dyn Fn(u64) -> Value,
    guild: Option<u64>,
) -> (Value, Value) {
    let mut resolved = Map::new();
    let name = command["name"].as_str().unwrap_or_default().to_owned();
    let options = conform_level(
        &command["options"],
        given,
        &format!("/{name}"),
        user_of,
        guild,
        &mut resolved,
    );
    (options, Value::Object(resolved))
}

fn conform_level(
    registered: &Value,
    given: &Value,
    path: &str,
    user_of: &dyn Fn(u64) -> Value,
    guild: Option<u64>,
    resolved: &mut Map<String, Value>,
) -> Value {
    let registered: Vec<&Value> = registered.as_array().into_iter().flatten().collect();
    let names: Vec<&str> = registered
        .iter()
        .filter_map(|o| o["name"].as_str())
        .collect();
    let given = given.as_array().cloned().unwrap_or_default();
    let mut out = Vec::new();
    for mut option in given {
        let option_name = option["name"].as_str().unwrap_or_default().to_owned();
        let spec = registered
            .iter()
            .find(|o| o["name"] == option_name.as_str())
            .unwrap_or_else(|| panic!("{path} has no option {option_name:?}; it has {names:?}"));
        let kind = spec["type"].as_u64().unwrap_or(STRING);
        let here = format!("{path} {option_name}");
        option["type"] = json!(kind);
        if kind == SUB_COMMAND || kind == SUB_COMMAND_GROUP {
            let nested = option.get("options").cloned().unwrap_or(json!([]));
            option["options"] =
                conform_level(&spec["options"], &nested, &here, user_of, guild, resolved);
        } else {
            let value = option.get("value").cloned().unwrap_or(Value::Null);
            option["value"] = conform_value(spec, kind, value, &here);
            resolve(kind, &option["value"], user_of, guild, resolved);
        }
        out.push(option);
    }
    let is_subcommand_level = registered
        .iter()
        .any(|o| matches!(o["type"].as_u64(), Some(SUB_COMMAND | SUB_COMMAND_GROUP)));
    if is_subcommand_level {
        assert_eq!(
            out.len(),
            1,
            "{path} needs exactly one subcommand of {names:?}"
        );
    }
    for spec in registered.iter().filter(|o| o["required"] == true) {
        assert!(
            out.iter().any(|o| o["name"] == spec["name"]),
            "{path} requires the option {}",
            spec["name"]
        );
    }
    Value::Array(out)
}

/// The value the client sends for what the user typed or picked.
#[allow(clippy::match_same_arms)] // one arm per option type, as Discord's documentation lists them
fn conform_value(spec: &Value, kind: u64, value: Value, here: &str) -> Value {
    if let Some(choices) = spec["choices"].as_array().filter(|c| !c.is_empty()) {
        let chosen = choices
            .iter()
            .find(|c| c["value"] == value)
            .or_else(|| choices.iter().find(|c| c["name"] == value))
            .unwrap_or_else(|| {
                let names: Vec<&Value> = choices.iter().map(|c| &c["name"]).collect();
                panic!("{here} offers the choices {names:?}, not {value}")
            });
        return chosen["value"].clone();
    }
    let typed = match (kind, &value) {
        (STRING, Value::String(_)) => value.clone(),
        (STRING, Value::Number(n)) => json!(n.to_string()),
        (INTEGER, Value::Number(n)) if n.is_i64() || n.is_u64() => value.clone(),
        (INTEGER, Value::String(s)) if s.parse::<i64>().is_ok() => json!(s.parse::<i64>().unwrap()),
        (NUMBER, Value::Number(_)) => value.clone(),
        (NUMBER, Value::String(s)) if s.parse::<f64>().is_ok() => json!(s.parse::<f64>().unwrap()),
        (BOOLEAN, Value::Bool(_)) => value.clone(),
        (USER | CHANNEL | 8 | 9 | 11, Value::String(s)) if s.parse::<u64>().is_ok() => {
            value.clone()
        }
        (USER | CHANNEL | 8 | 9 | 11, Value::Number(n)) if n.is_u64() => json!(n.to_string()),
        _ => panic!("{here} is of option type {kind}; a user cannot give it {value}"),
    };
    if let (Some(min), Some(v)) = (spec["min_value"].as_f64(), typed.as_f64()) {
        assert!(v >= min, "{here} is at least {min}; the client refuses {v}");
    }
    if let (Some(max), Some(v)) = (spec["max_value"].as_f64(), typed.as_f64()) {
        assert!(v <= max, "{here} is at most {max}; the client refuses {v}");
    }
    if kind == STRING {
        let len = typed.as_str().unwrap_or_default().chars().count() as u64;
        if let Some(min) = spec["min_length"].as_u64() {
            assert!(len >= min, "{here} needs at least {min} characters");
        }
        if let Some(max) = spec["max_length"].as_u64() {
            assert!(len <= max, "{here} takes at most {max} characters");
        }
    }
    typed
}

/// Adds the user (and member) or channel an option names to `resolved`.
fn resolve(
    kind: u64,
    value: &Value,
    user_of: &dyn Fn(u64) -> Value,
    guild: Option<u64>,
    resolved: &mut Map<String, Value>,
) {
    let Some(id) = value.as_str().and_then(|s| s.parse::<u64>().ok()) else {
        return;
    };
    let mut add = |table: &str, entry: Value| {
        resolved
            .entry(table.to_owned())
            .or_insert_with(|| json!({}))
            .as_object_mut()
            .unwrap()
            .insert(id.to_string(), entry);
    };
    match kind {
        USER => {
            add("users", user_of(id));
            if guild.is_some() {
                let mut member = payloads::member(&user_of(id));
                member.as_object_mut().unwrap().remove("user");
                add("members", member);
            }
        }
        CHANNEL => add(
            "channels",
            json!({"id": payloads::id(id), "name": format!("table-{id}"), "type": 0, "permissions": "2248473465835073"}),
        ),
        _ => {}
    }
}
