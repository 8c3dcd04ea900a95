//! The state a computer player searches: what one seat knows kept, everything else dealt again.

use arrayvec::ArrayVec;
use rand::seq::SliceRandom;
use rand::{Rng, RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::Alhambra;
use super::components::{Card, DeckItem};
use crate::engine::Seat;

/// The most money cards there are (108 with three or more players).
const MONEY_CARDS: usize = 108;

impl Alhambra {
    /// The same game with the building deck's order dealt again, and the money of every hand
    /// but `keep`'s (all of them when `None`) dealt again with the money deck, hand sizes kept;
    /// the scoring cards go back into the money deck at random places.
    ///
    /// Every pool is put in a fixed order before it is shuffled, so that the result depends on
    /// what the pool holds (which the kept seat can count) and not on where its cards lay.
    pub(super) fn redeal<R: Rng + ?Sized>(&self, keep: Option<Seat>, rng: &mut R) -> Alhambra {
        let mut game = self.clone();
        game.building_deck.sort_unstable_by_key(|b| b.id);
        game.building_deck.shuffle(rng);
        let mut pool: ArrayVec<Card, MONEY_CARDS> = ArrayVec::new();
        let mut scoring_cards = ArrayVec::<_, 2>::new();
        for item in game.money_deck.drain(..) {
            match item {
                DeckItem::Money(card) => pool.push(card),
                DeckItem::Scoring(s) => scoring_cards.push(s),
            }
        }
        let dealt = |i: usize| keep != Some(Seat(i as u8));
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
        game.money_deck
            .extend(pool.into_iter().map(DeckItem::Money));
        scoring_cards.sort_unstable();
        for s in scoring_cards {
            let at = rng.random_range(0..=game.money_deck.len());
            game.money_deck.insert(at, DeckItem::Scoring(s));
        }
        game
    }

    /// [`Game::determinize`](crate::engine::Game::determinize): hidden decks and other hands
    /// dealt again, and future chance drawn anew.
    pub(super) fn determinized<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Alhambra {
        let mut game = self.redeal(Some(seat), rng);
        game.rng = ChaCha8Rng::seed_from_u64(rng.next_u64());
        game
    }
}
