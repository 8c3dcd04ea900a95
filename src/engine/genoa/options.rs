//! The game's options: every value of the configuration table of assumed rules. Their defaults
//! are data (`data/config.json`, the `options` section), so a corrected rulebook changes a file,
//! not the code; a game stores all of its options, so a change of defaults never changes a
//! game already begun.

use std::fmt;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Every rule the sources leave open, as chosen for one game (defaults: [`Options::default`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
// Each flag is one independent rule of the configuration table, named as the table names it.
#[allow(clippy::struct_excessive_bools)]
pub struct Options {
    /// Rounds to play (without market starts) by number of players (G-30).
    pub rounds_by_players: RoundsByPlayers,
    /// What a market start does besides costing a round (G-37).
    pub market_start: MarketStart,
    /// Whether the tower may step through the market (G-43).
    pub market_passable: bool,
    /// Whether the tower may step onto a square it has visited this turn (G-42).
    pub revisit_squares: bool,
    /// Ducats the bank pays a building's owner when another player takes its action (G-84).
    pub owner_income: u16,
    /// Whether the owner is paid for using his own building too (G-84).
    pub owner_income_own_use: bool,
    /// How many acquisition rights a street disc gives (G-87).
    pub acquire_rights_per_street_disc: Rights,
    /// Whether the tower player must sell a right while a valid bid for it stands (G-90).
    pub acquire_compulsory: bool,
    /// What placing a marker costs, paid to the bank (G-91).
    pub acquire_price_to_bank: u16,
    /// Whether a contract counts only for a building its holder owns (G-97).
    pub contract_requires_ownership: bool,
    /// What a group of 1, 2, 3 and 4 contracted buildings pays (G-97).
    pub contract_values: [u16; 4],
    /// What each building beyond the fourth adds to its group (G-97).
    pub contract_value_beyond: u16,
    /// Whether plain trades are allowed (G-60).
    pub free_trade: bool,
    /// What separates players equal on ducats (G-99).
    pub tie_break: TieBreak,
    /// Who starts (G-29).
    pub start_player: StartPlayer,
    /// Which buildings the contract cards name (G-23).
    pub contract_set: ContractSet,
}

impl Options {
    /// The rounds a game of `players` lasts without market starts.
    pub fn rounds(&self, players: u8) -> u8 {
        self.rounds_by_players.get(players)
    }

    /// What a group of `n` contracted buildings pays (G-97).
    pub fn contract_value(&self, n: usize) -> u32 {
        match n {
            0 => 0,
            1..=4 => u32::from(self.contract_values[n - 1]),
            _ => {
                u32::from(self.contract_values[3])
                    + u32::from(self.contract_value_beyond) * (n as u32 - 4)
            }
        }
    }
}

/// Rounds by player count, 2 to 5; written `{"2": 12, "3": 10, "4": 8, "5": 7}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoundsByPlayers([u8; 4]);

impl RoundsByPlayers {
    pub fn new(two: u8, three: u8, four: u8, five: u8) -> RoundsByPlayers {
        RoundsByPlayers([two, three, four, five])
    }

    pub fn get(&self, players: u8) -> u8 {
        self.0[usize::from(players.clamp(2, 5) - 2)]
    }
}

impl Serialize for RoundsByPlayers {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map((2u8..=5).map(|p| (p.to_string(), self.get(p))))
    }
}

impl<'de> Deserialize<'de> for RoundsByPlayers {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let map = std::collections::BTreeMap::<String, u8>::deserialize(d)?;
        let mut rounds = [0; 4];
        for (i, r) in rounds.iter_mut().enumerate() {
            let key = (i + 2).to_string();
            *r = *map
                .get(&key)
                .ok_or_else(|| D::Error::custom(format!("no rounds for {key} players")))?;
            if *r == 0 {
                return Err(D::Error::custom("a game lasts at least one round"));
            }
        }
        if map.len() != 4 {
            return Err(D::Error::custom(
                "rounds are given for 2, 3, 4 and 5 players only",
            ));
        }
        Ok(RoundsByPlayers(rounds))
    }
}

/// G-37: after a market start the tower player rolls again, or loses his turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MarketStart {
    Reroll,
    TurnLost,
}

/// G-87: one right per street disc, or one per unowned building next to it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rights {
    One,
    AllAdjacent,
}

/// G-99: after ducats, the most commodity tiles, or the most items of any kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TieBreak {
    Commodities,
    Items,
}

/// G-29: a random start player, or the first seat (the table chose, e.g. the youngest, by
/// seating them first).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StartPlayer {
    Random,
    FirstSeat,
}

/// G-23: contracts for the fourteen outer buildings, or for all but the villas.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ContractSet {
    Outer14,
    NoVillas,
}

impl fmt::Display for ContractSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ContractSet::Outer14 => "the 14 outer buildings",
            ContractSet::NoVillas => "all buildings but the villas",
        })
    }
}
