//! The computer's `basic` player: rules of thumb from the game's economics.

use rand::Rng;

use super::{Action, Alhambra};
use crate::engine::{Game, Heuristic, Seat};

impl Heuristic for Alhambra {
    fn basic_action<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Option<Action> {
        // PLACEHOLDER until the heuristic lands: the engine's own default.
        let _ = rng;
        self.default_action(seat)
    }
}
