//! The state a computer player searches: what one seat knows kept, everything else dealt again.

use arrayvec::ArrayVec;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::Princes;
use super::components::{CardSet, Indexed};
use crate::engine::Seat;

/// The cards of one deck left in it and in the hands dealt again, dealt again: each hand keeps
/// its size. The pool is put in a fixed order before it is shuffled, so that the result depends
/// on what it holds and not on where its cards lay.
fn deal<T: Indexed, const N: usize>(
    deck: &mut ArrayVec<T, N>,
    hands: &mut [(bool, &mut CardSet<T>)],
    rng: &mut (impl Rng + ?Sized),
) {
    // A deck holds at most 32 different cards, as a hand does.
    let mut pool: ArrayVec<T, 32> = deck.drain(..).collect();
    for (_, hand) in hands.iter().filter(|(dealt, _)| *dealt) {
        pool.extend(hand.iter());
    }
    pool.sort_unstable_by_key(|card| card.index());
    pool.shuffle(rng);
    for (_, hand) in hands.iter_mut().filter(|(dealt, _)| *dealt) {
        let n = usize::from(hand.len());
        **hand = pool.drain(pool.len() - n..).collect();
    }
    deck.extend(pool);
}

impl Princes {
    /// The same game with the profession, bonus and prestige cards of every hand but `keep`'s
    /// (all of them when `None`) dealt again with what is left of their decks, hand sizes kept,
    /// and each deck's order dealt again.
    pub(super) fn redeal<R: Rng + ?Sized>(&self, keep: Option<Seat>, rng: &mut R) -> Princes {
        let mut game = self.clone();
        let dealt = |i: usize| keep != Some(Seat(i as u8));
        // Each list of hands borrows the seats until it is dropped, at the end of its block.
        {
            let mut hands: ArrayVec<_, 5> = game
                .seats
                .iter_mut()
                .enumerate()
                .map(|(i, s)| (dealt(i), &mut s.hand))
                .collect();
            deal(&mut game.professions, &mut hands, rng);
        }
        {
            let mut bonus: ArrayVec<_, 5> = game
                .seats
                .iter_mut()
                .enumerate()
                .map(|(i, s)| (dealt(i), &mut s.bonus))
                .collect();
            deal(&mut game.bonus_deck, &mut bonus, rng);
        }
        {
            let mut prestige: ArrayVec<_, 5> = game
                .seats
                .iter_mut()
                .enumerate()
                .map(|(i, s)| (dealt(i), &mut s.prestige))
                .collect();
            deal(&mut game.prestige_deck, &mut prestige, rng);
        }
        game
    }

    /// [`Game::determinize`](crate::engine::Game::determinize): hidden decks and other hands
    /// dealt again, and future chance drawn anew.
    pub(super) fn determinized<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Princes {
        let mut game = self.redeal(Some(seat), rng);
        game.rng = ChaCha8Rng::seed_from_u64(rng.next_u64());
        game
    }
}
