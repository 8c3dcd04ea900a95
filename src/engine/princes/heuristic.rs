//! The computer's `basic` player: rules of thumb from the game's economics.

use rand::Rng;

use super::{Action, Princes};
use crate::engine::{Game, Heuristic, Seat};

impl Heuristic for Princes {
    fn basic_action<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Option<Action> {
        // PLACEHOLDER until the heuristic lands: the engine's own default.
        let _ = rng;
        self.default_action(seat)
    }
}
