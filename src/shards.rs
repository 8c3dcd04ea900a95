//! Which of Discord's shards a process runs, and so which games are its own.
//!
//! Discord splits a bot's servers into shards: a server's events reach the bot on shard
//! `(guild_id >> 22) % total`, and events from direct messages on shard 0. A bot on many
//! servers runs its shards across several processes over one database (`DISCORD_SHARDS`). A
//! game belongs to the shard of the server it is played in: that process fires its timers and
//! sends its outbox, so each is done once, in order, and by the process that hears the game's
//! channel. Any process may still play a click on any game (a click in a direct message
//! arrives on shard 0): the database's version guard keeps one writer per game.
//!
//! ```
//! use tavola::shards::Shards;
//!
//! let mine: Shards = "2-3/4".parse().unwrap();
//! assert_eq!(Shards::of_guild(Some(41_771_983_423_143_937), 4), 2);
//! assert!(mine.holds(Some(41_771_983_423_143_937)));
//! assert!(!mine.holds(None), "direct messages come on shard 0");
//! assert!("2-1/4".parse::<Shards>().is_err());
//! ```

use std::fmt;
use std::str::FromStr;

/// A range of shards, `first..=last` of `total`: never empty, never past the total.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Shards {
    first: u32,
    last: u32,
    total: u32,
}

/// Why a shard range is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShardsError {
    #[error("shards are written FIRST-LAST/TOTAL or SHARD/TOTAL, e.g. 0-1/4, not {0:?}")]
    Form(String),
    #[error("a bot has at least one shard")]
    NoShards,
    #[error("shard {shard} is past the last of {total} (shards count from 0)")]
    PastTotal { shard: u32, total: u32 },
    #[error("the range {first}-{last} runs backwards")]
    Backwards { first: u32, last: u32 },
}

impl Shards {
    /// Shards `first..=last` of `total`.
    pub fn new(first: u32, last: u32, total: u32) -> Result<Shards, ShardsError> {
        if total == 0 {
            return Err(ShardsError::NoShards);
        }
        if first > last {
            return Err(ShardsError::Backwards { first, last });
        }
        if last >= total {
            return Err(ShardsError::PastTotal { shard: last, total });
        }
        Ok(Shards { first, last, total })
    }

    /// Every shard of `total`: one process runs the whole bot.
    pub fn all(total: u32) -> Result<Shards, ShardsError> {
        Shards::new(0, total.saturating_sub(1), total)
    }

    pub fn first(self) -> u32 {
        self.first
    }

    pub fn last(self) -> u32 {
        self.last
    }

    pub fn total(self) -> u32 {
        self.total
    }

    /// Whether this is every shard: the process runs the whole bot alone.
    pub fn is_all(self) -> bool {
        self.first == 0 && self.last + 1 == self.total
    }

    /// The shard Discord sends the events of `guild` on (`None`: direct messages).
    pub fn of_guild(guild: Option<u64>, total: u32) -> u32 {
        guild.map_or(0, |g| {
            u32::try_from((g >> 22) % u64::from(total.max(1))).expect("below a u32 total")
        })
    }

    /// Whether games played in `guild` are this process's own.
    pub fn holds(self, guild: Option<u64>) -> bool {
        (self.first..=self.last).contains(&Shards::of_guild(guild, self.total))
    }

    /// The same test in SQL, on the guild id column `guild` (a game in direct messages has
    /// none). Every part is a number this type checked, so nothing is spliced in from outside.
    pub fn sql_holds(self, guild: &str) -> String {
        format!(
            "((coalesce({guild}, 0) >> 22) % {}) BETWEEN {} AND {}",
            self.total, self.first, self.last
        )
    }
}

impl fmt::Display for Shards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.first == self.last {
            write!(f, "{}/{}", self.first, self.total)
        } else {
            write!(f, "{}-{}/{}", self.first, self.last, self.total)
        }
    }
}

impl FromStr for Shards {
    type Err = ShardsError;

    /// `FIRST-LAST/TOTAL` (e.g. `0-1/4`) or `SHARD/TOTAL` (e.g. `3/4`).
    fn from_str(s: &str) -> Result<Shards, ShardsError> {
        let form = || ShardsError::Form(s.to_string());
        let number = |n: &str| n.trim().parse::<u32>().map_err(|_| form());
        let (range, total) = s.split_once('/').ok_or_else(form)?;
        let (first, last) = match range.split_once('-') {
            Some((first, last)) => (number(first)?, number(last)?),
            None => (number(range)?, number(range)?),
        };
        Shards::new(first, last, number(total)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_are_read_as_written_and_shown_the_same_way() {
        for text in ["0-1/4", "3/4", "0/1", "2-5/6"] {
            assert_eq!(text.parse::<Shards>().unwrap().to_string(), text);
        }
        let s: Shards = " 1 - 2 / 3".parse().unwrap();
        assert_eq!((s.first(), s.last(), s.total()), (1, 2, 3));
        assert_eq!(Shards::all(4).unwrap(), "0-3/4".parse().unwrap());
        assert!(Shards::all(4).unwrap().is_all());
        assert!(!"0-2/4".parse::<Shards>().unwrap().is_all());
        assert!(!"1-3/4".parse::<Shards>().unwrap().is_all());
    }

    #[test]
    fn absurd_ranges_are_refused_with_the_reason() {
        assert_eq!(
            "2-1/4".parse::<Shards>(),
            Err(ShardsError::Backwards { first: 2, last: 1 })
        );
        assert_eq!(
            "0-4/4".parse::<Shards>(),
            Err(ShardsError::PastTotal { shard: 4, total: 4 })
        );
        assert_eq!("0/0".parse::<Shards>(), Err(ShardsError::NoShards));
        assert_eq!(Shards::all(0), Err(ShardsError::NoShards));
        for bad in ["", "4", "a/4", "0-/4", "0-1", "-1/4", "0-1/4/8"] {
            assert!(
                matches!(bad.parse::<Shards>(), Err(ShardsError::Form(_))),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn a_guild_is_on_the_shard_discord_computes() {
        // Discord's formula, on ids whose timestamp part differs.
        for (guild, total) in [
            (41_771_983_423_143_937_u64, 4),
            (u64::MAX >> 1, 7),
            (1 << 22, 2),
        ] {
            let expected = u32::try_from((guild >> 22) % u64::from(total)).unwrap();
            assert_eq!(Shards::of_guild(Some(guild), total), expected);
        }
        assert_eq!(Shards::of_guild(Some(3 << 22), 2), 1);
        assert_eq!(Shards::of_guild(None, 5), 0);
        let odd: Shards = "1/2".parse().unwrap();
        assert!(odd.holds(Some(3 << 22)));
        assert!(!odd.holds(Some(2 << 22)));
        assert!(!odd.holds(None));
        // Every guild has exactly one owner among processes that split the shards.
        let parts: Vec<Shards> = ["0-1/5", "2/5", "3-4/5"]
            .iter()
            .map(|s| s.parse().unwrap())
            .collect();
        for g in 0..100_u64 {
            let guild = Some(((g * 7_919) << 22) | g);
            assert_eq!(parts.iter().filter(|p| p.holds(guild)).count(), 1);
        }
    }
}
