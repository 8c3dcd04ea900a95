//! How well a computer seat plays.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// The three levels of computer player, weakest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// A uniformly random legal action (the engine's random player).
    Random,
    /// The game's rules of thumb ([`Heuristic`](crate::engine::Heuristic)).
    Basic,
    /// A search over the hidden cards dealt many ways ([`search`](super::search)).
    Strong,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Random, Level::Basic, Level::Strong];

    /// Its name on the command line and in records: "random", "basic", "strong".
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Basic => "basic",
            Level::Strong => "strong",
        }
    }
}

impl Level {
    /// Its name for players: "Random", "Basic", "Strong".
    #[must_use]
    pub fn title(self) -> &'static str {
        match self {
            Level::Random => "Random",
            Level::Basic => "Basic",
            Level::Strong => "Strong",
        }
    }

    /// What it does, in a few words for players.
    #[must_use]
    pub fn blurb(self) -> &'static str {
        match self {
            Level::Random => "plays any legal move: for learning the rules",
            Level::Basic => "plays by rules of thumb, at once",
            Level::Strong => "thinks about a second a move, guessing at the hidden cards",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level's name not known.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("no computer level {0:?}; known: random, basic, strong")]
pub struct UnknownLevel(pub String);

impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        Level::ALL
            .into_iter()
            .find(|l| l.name() == s)
            .ok_or_else(|| UnknownLevel(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_read_back_from_their_names_and_refuse_others() {
        for level in Level::ALL {
            assert_eq!(level.name().parse(), Ok(level));
        }
        assert!("grandmaster".parse::<Level>().is_err());
        assert!(Level::Random < Level::Basic && Level::Basic < Level::Strong);
    }
}
