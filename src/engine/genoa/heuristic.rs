//! The rules of thumb: the computer's `basic` level and the playouts of its `strong` level.

use rand::Rng;

use super::Genoa;
use crate::engine::{Game, Heuristic, Seat};

impl Heuristic for Genoa {
    fn basic_action<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Option<super::Action> {
        self.default_action(seat)
            .or_else(|| self.random_action(seat, rng))
    }
}
