//! Setting up: stacks I/II/III (game-end tiles in III), five face-up tiles, the architect,
//! four money cards each, and a first player drawn by the seed.

use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::components::{GAME_END_TILES, OutOfGame, Stack, StackItem, Tile, Tiles, assumed};
use super::money::Cards;
use super::{Deck, Palaces, Palazzo, Phase, SeatState, StackItems};
use crate::engine::Seat;

pub const STARTING_HAND: usize = 4;

pub(super) fn new_game(players: u8, seed: u64) -> Palazzo {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);

    let mut stacks: [StackItems; 3] = Default::default();
    for tile in Tile::all() {
        let stack = assumed::stack_of(&tile) as usize;
        stacks[stack].push(StackItem::Tile(tile));
    }
    for _ in 0..GAME_END_TILES {
        stacks[Stack::III as usize].push(StackItem::GameEnd);
    }
    for stack in &mut stacks {
        stack.shuffle(&mut rng);
    }

    // Stack I holds only tiles, so these five draws are tiles.
    let mut face_up = || match stacks[Stack::I as usize].pop() {
        Some(StackItem::Tile(tile)) => tile,
        _ => unreachable!("stack I holds 18 tiles and no game-end tile"),
    };
    let quarries = [face_up(), face_up(), face_up(), face_up()].map(|t| Tiles::from_iter([t]));
    let warehouse = Tiles::from_iter([face_up()]);

    let mut deck: Deck = Cards::full_deck().iter().collect();
    deck.shuffle(&mut rng);
    let seats = (0..players)
        .map(|_| SeatState {
            // The top STARTING_HAND cards.
            hand: (0..STARTING_HAND)
                .map(|_| {
                    deck.pop()
                        .expect("55 cards deal four to each of four seats")
                })
                .collect(),
            palaces: Box::new(Palaces::new()),
        })
        .collect();
    let active = Seat(rng.random_range(0..players));

    Palazzo {
        players,
        rng,
        stacks,
        warehouse,
        quarries,
        architect: assumed::ARCHITECT_START,
        game_end_tiles: 0,
        out_of_game: OutOfGame::new(),
        deck,
        discards: Cards::EMPTY,
        seats,
        active,
        phase: Phase::ChooseAction,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;
    use arrayvec::ArrayVec;

    #[test]
    fn setup_deals_four_cards_each_and_five_face_up_tiles_from_stack_i() {
        for players in 2..=4 {
            let g = Palazzo::setup(&Default::default(), players, 7).unwrap();
            assert!(g.seats.iter().all(|s| s.hand.len() == STARTING_HAND));
            assert_eq!(g.deck.len(), 55 - 4 * players as usize);
            assert_eq!(g.warehouse.len(), 1);
            assert!(g.quarries.iter().all(|q| q.len() == 1));
            assert_eq!(g.stacks.each_ref().map(ArrayVec::len), [13, 15, 20]);
            let face_up = g.quarries.iter().flatten().chain(&g.warehouse);
            assert!(face_up.into_iter().all(|t| t.floor <= 2), "from stack I");
            let ends = g.stacks[2]
                .iter()
                .filter(|i| **i == StackItem::GameEnd)
                .count();
            assert_eq!(ends, 5, "the game-end tiles are shuffled into stack III");
            assert_eq!(g.architect, 0);
        }
    }

    #[test]
    fn setup_is_reproducible_from_the_seed_and_the_first_player_varies() {
        let a = Palazzo::setup(&Default::default(), 3, 42).unwrap();
        assert_eq!(a, Palazzo::setup(&Default::default(), 3, 42).unwrap());
        assert_ne!(a, Palazzo::setup(&Default::default(), 3, 43).unwrap());
        let firsts: std::collections::BTreeSet<_> = (0..40)
            .map(|seed| Palazzo::setup(&Default::default(), 4, seed).unwrap().active)
            .collect();
        assert_eq!(firsts.len(), 4, "every seat can start");
    }

    #[test]
    fn palazzo_seats_two_to_four() {
        assert!(Palazzo::setup(&Default::default(), 1, 0).is_err());
        assert!(Palazzo::setup(&Default::default(), 5, 0).is_err());
    }
}
