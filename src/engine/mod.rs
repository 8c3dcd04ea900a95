//! The rules engines and the contract every game implements.
//!
//! An engine is pure: no I/O, no async, no Discord, no database. All chance flows from a seeded
//! generator held in the state, so a game is reproduced exactly by `(options, seed, actions)`.

pub mod alhambra;
pub mod multiset;
pub mod palazzo;
pub mod playout;
pub mod record;
mod seat;

use std::fmt::{Debug, Display};

use rand::Rng;
use serde::{Serialize, de::DeserializeOwned};

pub use seat::{Seat, SeatSet};

/// The games Tavola knows, by the name records and commands use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameKind {
    Palazzo,
    Alhambra,
}

impl GameKind {
    pub const ALL: [GameKind; 2] = [GameKind::Palazzo, GameKind::Alhambra];

    pub fn name(self) -> &'static str {
        match self {
            GameKind::Palazzo => palazzo::Palazzo::NAME,
            GameKind::Alhambra => alhambra::Alhambra::NAME,
        }
    }

    /// The name players read, e.g. "Palazzo".
    pub fn title(self) -> &'static str {
        match self {
            GameKind::Palazzo => "Palazzo",
            GameKind::Alhambra => "Alhambra",
        }
    }

    pub fn from_name(name: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|k| k.name() == name)
    }
}

/// Runs `$body` with `$G` bound to the engine type of `$kind`.
#[macro_export]
macro_rules! with_game {
    ($kind:expr, $G:ident => $body:expr) => {
        match $kind {
            $crate::engine::GameKind::Palazzo => {
                type $G = $crate::engine::palazzo::Palazzo;
                $body
            }
            $crate::engine::GameKind::Alhambra => {
                type $G = $crate::engine::alhambra::Alhambra;
                $body
            }
        }
    };
}

/// Why a game could not be set up.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("{game} is played by {min} to {max} players, not {players}")]
    PlayerCount {
        game: &'static str,
        min: u8,
        max: u8,
        players: u8,
    },
}

impl SetupError {
    /// Refuses a number of `players` outside `(min, max)` for `game` (its name for players).
    pub fn check_players(
        game: &'static str,
        (min, max): (u8, u8),
        players: u8,
    ) -> Result<(), SetupError> {
        if (min..=max).contains(&players) {
            Ok(())
        } else {
            Err(SetupError::PlayerCount {
                game,
                min,
                max,
                players,
            })
        }
    }
}

/// The contract between a game's rules and everything around them (store, table, Discord).
///
/// The implementing type *is* the full game state, hidden parts included; it leaves the engine
/// only through [`Game::public_view`] and [`Game::private_view`].
pub trait Game:
    Clone + PartialEq + Debug + Serialize + DeserializeOwned + Send + Sync + 'static
{
    /// The short name used in records and on the command line.
    const NAME: &'static str;
    /// The smallest and largest number of players.
    const PLAYERS: (u8, u8);

    type Options: Default + Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    type Event: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Display + Send + Sync;
    type Error: std::error::Error + Clone + PartialEq + Send + Sync + 'static;
    type PublicView: Serialize;
    type PrivateView: Serialize;

    /// A new game; every random choice (shuffles, the first player) comes from `seed`.
    fn setup(options: &Self::Options, players: u8, seed: u64) -> Result<Self, SetupError>;

    fn players(&self) -> u8;

    /// The seats that must decide now: empty once the game is over.
    fn to_act(&self) -> SeatSet;

    /// Applies one decision. Atomic: on error the state is exactly as it was.
    fn apply(&mut self, seat: Seat, action: &Self::Action)
    -> Result<Vec<Self::Event>, Self::Error>;

    /// What `seat` may do now. Actions that carry a payment are offered with the cheapest legal
    /// payment filled in: payments are validated when applied, not enumerated.
    fn choices(&self, seat: Seat) -> Vec<Self::Action>;

    /// Everything every player may see, and nothing more.
    fn public_view(&self) -> Self::PublicView;

    /// What `seat` may see: the public view plus that seat's secrets.
    fn private_view(&self, seat: Seat) -> Self::PrivateView;

    /// Scores and ranks, once the game is over.
    fn outcome(&self) -> Option<Outcome>;

    /// A legal action that always moves the game towards its end: for timeouts and as the
    /// dumbest program player.
    fn default_action(&self, seat: Seat) -> Option<Self::Action>;

    /// A random legal action, as a random player would choose it. The default picks uniformly
    /// among [`Game::choices`]; games override it to vary payments too.
    fn random_action<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Option<Self::Action> {
        let mut choices = self.choices(seat);
        if choices.is_empty() {
            return None;
        }
        let i = (rng.next_u64() % choices.len() as u64) as usize;
        Some(choices.swap_remove(i))
    }

    fn is_over(&self) -> bool {
        self.to_act().is_empty()
    }
}

/// Checks that tests, `replay` and the simulation battery run on a game's hidden state.
pub trait Audit: Game {
    /// Every component accounted for and every structural invariant holds.
    fn check_invariants(&self) -> Result<(), String>;

    /// The same game with everything hidden reshuffled (stack order, deck order, which cards
    /// each hand holds, hand sizes kept): its public view must not change.
    fn reshuffle_hidden<R: Rng + ?Sized>(&self, rng: &mut R) -> Self;

    /// Any well-formed action, legal or not, for probing that illegal ones are refused.
    fn arbitrary_action<R: Rng + ?Sized>(&self, rng: &mut R) -> Self::Action;

    /// Whether `action` is among `seat`'s choices, payments aside (they are validated, not
    /// enumerated): an action the rules accept must be offered.
    fn is_offered(&self, seat: Seat, action: &Self::Action) -> bool {
        self.choices(seat).contains(action)
    }
}

/// The end of a game: one standing per seat, in seat order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct Outcome {
    pub standings: Vec<Standing>,
    /// Whether a tie on points was broken by the game's tie-break.
    pub decided_by_tie_break: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct Standing {
    pub seat: Seat,
    pub score: i32,
    /// The tie-break value, where the game has one.
    pub tie_break: Option<i32>,
    /// 1 for the winner(s); tied seats share a rank.
    pub rank: u8,
}

impl Outcome {
    /// Ranks seats by score, then by tie-break; equal on both means a shared rank.
    pub fn ranked(scores: &[(i32, Option<i32>)]) -> Outcome {
        let key = |i: usize| (scores[i].0, scores[i].1.unwrap_or(i32::MIN));
        let standings = (0..scores.len())
            .map(|i| Standing {
                seat: Seat(i as u8),
                score: scores[i].0,
                tie_break: scores[i].1,
                rank: 1 + (0..scores.len()).filter(|&j| key(j) > key(i)).count() as u8,
            })
            .collect::<Vec<_>>();
        let best = scores.iter().map(|s| s.0).max().unwrap_or(0);
        let tied_on_points = scores.iter().filter(|s| s.0 == best).count();
        let winners = standings.iter().filter(|s| s.rank == 1).count();
        Outcome {
            decided_by_tie_break: tied_on_points > 1 && winners < tied_on_points,
            standings,
        }
    }

    pub fn winners(&self) -> SeatSet {
        self.standings
            .iter()
            .filter(|s| s.rank == 1)
            .map(|s| s.seat)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranking_breaks_ties_and_shares_what_stays_tied() {
        let o = Outcome::ranked(&[(10, Some(5)), (10, Some(9)), (3, Some(40))]);
        assert_eq!(
            o.standings.iter().map(|s| s.rank).collect::<Vec<_>>(),
            [2, 1, 3]
        );
        assert!(o.decided_by_tie_break);
        assert_eq!(o.winners(), SeatSet::from_iter([Seat(1)]));

        let shared = Outcome::ranked(&[(10, Some(9)), (10, Some(9)), (12, Some(0))]);
        assert_eq!(
            shared.standings.iter().map(|s| s.rank).collect::<Vec<_>>(),
            [2, 2, 1]
        );
        assert!(
            !shared.decided_by_tie_break,
            "the tie was not for first place"
        );

        let draw = Outcome::ranked(&[(7, Some(9)), (7, Some(9))]);
        assert_eq!(draw.winners().len(), 2);
        assert!(!draw.decided_by_tie_break);
    }
}
