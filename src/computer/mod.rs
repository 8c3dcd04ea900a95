//! Computer players: a random legal move, the game's rules of thumb, or a search over the
//! hidden cards dealt many ways. Pure like the engines: no Discord, no database, no async; a
//! decision is a function of the state its seat may see, the budget and a seed.

pub mod arena;
mod level;
pub mod search;

use std::time::Duration;

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

pub use level::{Level, UnknownLevel};
pub use search::{Budget, Searched};

use crate::engine::{Heuristic, Seat};

/// The time the `strong` level thinks per decision unless told otherwise.
pub const DEFAULT_BUDGET: Duration = Duration::from_secs(1);

/// One decision of a computer seat and what it cost.
#[derive(Debug, Clone)]
pub struct Decision<A> {
    pub action: A,
    /// What the search did, for the `strong` level.
    pub searched: Option<Searched>,
}

/// What `level` plays for `seat` in `game`, or `None` if `seat` need not act. Only what `seat`
/// may see is used: the `strong` level searches states dealt again from its view
/// ([`Game::determinize`](crate::engine::Game::determinize)), and the other levels look at
/// nothing hidden. The same `seed` gives the same decision under an iteration budget.
pub fn decide<G: Heuristic>(
    game: &G,
    seat: Seat,
    level: Level,
    budget: Budget,
    seed: u64,
) -> Option<Decision<G::Action>> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let plain = |action| Decision {
        action,
        searched: None,
    };
    match level {
        Level::Random => {
            let mut choices = game.choices(seat);
            if choices.is_empty() {
                return None;
            }
            Some(plain(
                choices.swap_remove(rng.random_range(0..choices.len())),
            ))
        }
        // The rules of thumb are handed a state dealt again from the seat's view: whatever
        // they read, they cannot read what the seat does not know.
        Level::Basic => game
            .determinize(seat, &mut rng)
            .basic_action(seat, &mut rng)
            .map(plain),
        Level::Strong => {
            search::search(game, seat, budget, &mut rng).map(|(action, searched)| Decision {
                action,
                searched: Some(searched),
            })
        }
    }
}

/// What `level` does unasked for `seat`, one of the seats the game does not wait on
/// ([`Heuristic::volunteers`]): an offer nobody asked for, or `None`. The `random` level never
/// volunteers (it plays only when awaited); the others follow the rules of thumb on a state
/// dealt again from the seat's view, as `basic` does.
pub fn volunteer<G: Heuristic>(game: &G, seat: Seat, level: Level, seed: u64) -> Option<G::Action> {
    if level == Level::Random || !game.volunteers().contains(seat) {
        return None;
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    game.determinize(seat, &mut rng)
        .basic_action(seat, &mut rng)
}
