//! The state a computer player searches: what one seat knows kept, everything else dealt again.

use arrayvec::ArrayVec;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::Palazzo;
use super::components::{Card, MONEY_CARDS, StackItem};
use crate::engine::Seat;

impl Palazzo {
    /// The same game with the order of every stack and of the deck dealt again, and the cards
    /// of every hand but `keep`'s (all of them when `None`) dealt again from those and the deck,
    /// hand sizes kept.
    ///
    /// Every pool is put in a fixed order before it is shuffled, so that the result depends on
    /// what the pool holds (which the kept seat can count) and not on where its cards lay.
    pub(super) fn redeal<R: Rng + ?Sized>(&self, keep: Option<Seat>, rng: &mut R) -> Palazzo {
        let mut game = self.clone();
        for stack in &mut game.stacks {
            stack.sort_unstable_by_key(|item| match item {
                StackItem::Tile(tile) => u16::from(tile.id.0),
                StackItem::GameEnd => u16::MAX,
            });
            stack.shuffle(rng);
        }
        let dealt = |i: usize| keep != Some(Seat(i as u8));
        let mut pool: ArrayVec<Card, MONEY_CARDS> = game.deck.drain(..).collect();
        for (i, seat) in game.seats.iter().enumerate() {
            if dealt(i) {
                pool.extend(seat.hand.iter());
            }
        }
        pool.sort_unstable_by_key(|card| card.kind());
        pool.shuffle(rng);
        for (i, seat) in game.seats.iter_mut().enumerate() {
            if dealt(i) {
                let n = seat.hand.len();
                seat.hand = pool.drain(pool.len() - n..).collect();
            }
        }
        game.deck = pool;
        game
    }

    /// [`Game::determinize`](crate::engine::Game::determinize): hidden stacks, deck and other
    /// hands dealt again, and future chance drawn anew.
    pub(super) fn determinized<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Palazzo {
        let mut game = self.redeal(Some(seat), rng);
        game.rng = ChaCha8Rng::seed_from_u64(rng.next_u64());
        game
    }
}
