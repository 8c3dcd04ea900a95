//! Component ids: self-contained, so a button works after a restart and days later.
//!
//! `tv1:<game>:<version>:<verb>[:<arg>...]` — the game's id, the state version the component
//! was rendered for (a click on an older version is refused as stale), a verb and its
//! arguments. Every id is at most 100 characters, Discord's limit.

use std::fmt;

use poise::serenity_prelude::{ComponentInteraction, ComponentInteractionDataKind};

use crate::store::GameId;

const PREFIX: &str = "tv1";

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ComponentId {
    pub game: GameId,
    pub version: i64,
    pub verb: String,
    pub args: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("this control is not one of Tavola's, or it was altered")]
pub struct BadId;

impl ComponentId {
    pub fn new(game: GameId, version: i64, verb: &str) -> ComponentId {
        ComponentId {
            game,
            version,
            verb: verb.to_string(),
            args: Vec::new(),
        }
    }

    pub fn arg(mut self, arg: impl fmt::Display) -> ComponentId {
        self.args.push(arg.to_string());
        self
    }

    pub fn parse(id: &str) -> Result<ComponentId, BadId> {
        if id.len() > 100 {
            return Err(BadId);
        }
        let mut parts = id.split(':');
        if parts.next() != Some(PREFIX) {
            return Err(BadId);
        }
        let game = parts.next().and_then(|s| s.parse().ok()).ok_or(BadId)?;
        let version = parts
            .next()
            .and_then(|s| s.parse().ok())
            .filter(|v| *v >= 0)
            .ok_or(BadId)?;
        let verb = parts.next().filter(|v| is_word(v)).ok_or(BadId)?;
        let args: Vec<String> = parts.map(str::to_string).collect();
        if args.iter().any(|a| !is_word(a)) {
            return Err(BadId);
        }
        Ok(ComponentId {
            game: GameId(game),
            version,
            verb: verb.to_string(),
            args,
        })
    }

    /// The argument at `i`, parsed.
    pub fn arg_as<T: std::str::FromStr>(&self, i: usize) -> Result<T, BadId> {
        self.args.get(i).and_then(|a| a.parse().ok()).ok_or(BadId)
    }
}

/// The values chosen in a select, empty for a button: what a component sends besides its id.
pub fn values(c: &ComponentInteraction) -> &[String] {
    match &c.data.kind {
        ComponentInteractionDataKind::StringSelect { values } => values,
        _ => &[],
    }
}

fn is_word(s: &str) -> bool {
    !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'))
}

impl fmt::Display for ComponentId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{PREFIX}:{}:{}:{}", self.game.0, self.version, self.verb)?;
        for arg in &self.args {
            write!(f, ":{arg}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip() {
        let id = ComponentId::new(GameId(42), 17, "pick").arg("red5");
        let text = id.to_string();
        assert_eq!(text, "tv1:42:17:pick:red5");
        assert_eq!(ComponentId::parse(&text), Ok(id));
    }

    #[test]
    fn tampered_ids_are_refused() {
        for bad in [
            "",
            "tv2:1:1:pass",
            "tv1:x:1:pass",
            "tv1:1:-3:pass",
            "tv1:1:1",
            "tv1:1:1:",
            "tv1:1:1:pass:",
            "tv1:1:1:pa ss",
            "tv1:99999999999999999999:1:pass",
        ] {
            assert_eq!(ComponentId::parse(bad), Err(BadId), "{bad:?}");
        }
        assert_eq!(
            ComponentId::parse(&format!("tv1:1:1:{}", "a".repeat(100))),
            Err(BadId)
        );
    }
}
