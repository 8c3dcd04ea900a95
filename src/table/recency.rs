//! Which cached games were used last, so the cache can keep a bounded number of them and let go
//! of the one used longest ago.

use std::collections::{BTreeMap, HashMap};

use crate::store::GameId;

/// What the table service's cache holds by default: about 100 kB per game in play, so some
/// 100 MB at most.
pub const DEFAULT_CACHE_SIZE: usize = 1000;

/// The cached games in the order they were last used. Each game's entry is changed only by
/// whoever holds that game's lock, so it always says whether the game is cached.
#[derive(Default)]
pub struct Recency {
    tick: u64,
    by_game: HashMap<GameId, u64>,
    by_tick: BTreeMap<u64, GameId>,
}

impl Recency {
    /// `game` is cached and was used just now.
    pub fn touch(&mut self, game: GameId) {
        self.tick += 1;
        if let Some(old) = self.by_game.insert(game, self.tick) {
            self.by_tick.remove(&old);
        }
        self.by_tick.insert(self.tick, game);
    }

    /// `game` is no longer cached.
    pub fn remove(&mut self, game: GameId) {
        if let Some(tick) = self.by_game.remove(&game) {
            self.by_tick.remove(&tick);
        }
    }

    pub fn contains(&self, game: GameId) -> bool {
        self.by_game.contains_key(&game)
    }

    pub fn len(&self) -> usize {
        self.by_game.len()
    }

    /// The games used longest ago, oldest first, as many as exceed `bound`.
    pub fn over(&self, bound: usize) -> Vec<GameId> {
        let excess = self.len().saturating_sub(bound);
        self.by_tick.values().take(excess).copied().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_games_over_the_bound_are_those_used_longest_ago() {
        let mut r = Recency::default();
        for g in 1..=5 {
            r.touch(GameId(g));
        }
        r.touch(GameId(1));
        assert_eq!(r.len(), 5);
        assert_eq!(r.over(3), vec![GameId(2), GameId(3)]);
        r.remove(GameId(2));
        assert_eq!(r.over(3), vec![GameId(3)]);
        assert_eq!(r.over(10), Vec::<GameId>::new());
        r.touch(GameId(3));
        assert_eq!(r.over(3), vec![GameId(4)]);
    }
}
