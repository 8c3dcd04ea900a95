//! A card pile (G-85, G-86): a face-down list to draw from, and the played cards face up under
//! it. When the face-down part runs out, the face-up cards are shuffled into a new one — in the
//! middle of a two-card draw too.

use arrayvec::ArrayVec;
use rand::Rng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use super::card::CardId;

/// The most cards of one kind the decks may hold.
pub const PILE: usize = 24;

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Pile {
    /// Face down; the top is the last card.
    face_down: ArrayVec<CardId, PILE>,
    /// Face up under the pile, in the order they were put there (the first is the next to
    /// come up).
    face_up: ArrayVec<CardId, PILE>,
}

/// What drawing from a pile did: the card, if any, and whether the pile was reshuffled first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Drawn {
    pub card: Option<CardId>,
    /// The face-up cards shuffled into a new pile before the draw, if that happened.
    pub reshuffled: Option<u8>,
}

impl Pile {
    /// A pile of `cards`, shuffled.
    pub fn shuffled<R: Rng + ?Sized>(cards: impl IntoIterator<Item = CardId>, rng: &mut R) -> Pile {
        let mut face_down: ArrayVec<CardId, PILE> = cards.into_iter().collect();
        face_down.shuffle(rng);
        Pile {
            face_down,
            face_up: ArrayVec::new(),
        }
    }

    /// Draws the top card, reshuffling the face-up cards first if none is face down.
    pub fn draw<R: Rng + ?Sized>(&mut self, rng: &mut R) -> Drawn {
        let mut reshuffled = None;
        if self.face_down.is_empty() && !self.face_up.is_empty() {
            reshuffled = Some(self.face_up.len() as u8);
            self.face_down = std::mem::take(&mut self.face_up);
            self.face_down.shuffle(rng);
        }
        Drawn {
            card: self.face_down.pop(),
            reshuffled,
        }
    }

    /// Puts a played card face up under the pile.
    pub fn put_under(&mut self, card: CardId) {
        self.face_up.push(card);
    }

    pub fn face_down(&self) -> &[CardId] {
        &self.face_down
    }

    pub fn face_up(&self) -> &[CardId] {
        &self.face_up
    }

    /// Cards still to draw: face down, and face up to be reshuffled.
    pub fn len(&self) -> usize {
        self.face_down.len() + self.face_up.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The face-down part replaced (for dealing the hidden parts again).
    pub fn set_face_down(&mut self, cards: ArrayVec<CardId, PILE>) {
        self.face_down = cards;
    }

    /// Takes `card` out of the face-down part, if it is there (for building test positions).
    #[cfg(test)]
    pub fn remove(&mut self, card: CardId) -> bool {
        let at = self.face_down.iter().position(|&c| c == card);
        at.map(|i| self.face_down.remove(i)).is_some()
    }

    /// Puts `card` at the bottom of the face-down part.
    #[cfg(test)]
    pub fn insert_bottom(&mut self, card: CardId) {
        self.face_down.insert(0, card);
    }

    /// Puts `card` on top of the face-down part: the next drawn.
    #[cfg(test)]
    pub fn insert_top(&mut self, card: CardId) {
        self.face_down.push(card);
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::*;

    #[test]
    fn played_cards_come_back_only_once_the_pile_is_drawn_out() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let cards = [CardId::new(0), CardId::new(1)];
        let mut pile = Pile::shuffled(cards, &mut rng);
        let first = pile.draw(&mut rng);
        assert_eq!(first.reshuffled, None);
        pile.put_under(first.card.unwrap());
        let second = pile.draw(&mut rng);
        assert_eq!(second.reshuffled, None, "a face-down card was left");
        let third = pile.draw(&mut rng);
        assert_eq!(third.reshuffled, Some(1), "the played card was shuffled in");
        assert_eq!(third.card, first.card);
        assert_eq!(
            pile.draw(&mut rng),
            Drawn {
                card: None,
                reshuffled: None
            }
        );
    }
}
