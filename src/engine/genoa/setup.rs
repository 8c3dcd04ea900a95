//! Setup (G-25 to G-31): the supply, the markers, the four piles shuffled and one card of each
//! dealt to every player, 130 ducats each, a start player, the round counter.

use arrayvec::ArrayVec;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::building::BuildingId;
use super::card::{CardKind, CardSet};
use super::commodity::{Commodities, Commodity};
use super::data;
use super::options::{Options, StartPlayer};
use super::pile::Pile;
use super::{Bank, Genoa, Phase, SeatState, Supply, Turn};
use crate::engine::Seat;

pub(super) fn new_game(options: Options, players: u8, seed: u64) -> Genoa {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let config = data::config();
    let c = &config.components;
    let mut commodities = Commodities::EMPTY;
    for kind in Commodity::ALL {
        commodities.add_copies(kind, c.commodities_per_kind);
    }
    // Shuffled in a fixed order (G-27), so the seed alone fixes every pile.
    let mut piles =
        CardKind::ALL.map(|kind| Pile::shuffled(CardSet::of_kind(kind).iter(), &mut rng));
    let start_player = match options.start_player {
        StartPlayer::Random => Seat(rng.random_range(0..players)),
        StartPlayer::FirstSeat => Seat(0),
    };
    let mut seats: ArrayVec<SeatState, { super::MAX_PLAYERS }> = (0..players)
        .map(|_| SeatState {
            ducats: c.start_ducats,
            commodities: Commodities::EMPTY,
            tiles: super::Tiles::EMPTY,
            hand: CardSet::EMPTY,
            markers_in_hand: 0,
            markers_in_supply: c.markers_per_player,
            actions: 0,
            extra: 0,
            offered: 0,
        })
        .collect();
    // G-27: seat by seat clockwise from the start player, the top card of each pile in turn.
    for i in 0..players {
        let seat = start_player.after(i, players);
        for pile in &mut piles {
            if let Some(card) = pile.draw(&mut rng).card {
                seats[seat.index()].hand.insert(card);
            }
        }
    }
    Genoa {
        options,
        players,
        rng,
        seats,
        supply: Supply {
            commodities,
            tiles: c.special_tiles(),
        },
        piles,
        owners: BuildingId::all().map(|_| None).collect(),
        start_player,
        rounds_left: options.rounds(players),
        turn: Turn {
            tower: start_player,
            discs: ArrayVec::new(),
            visited: super::BuildingSet::EMPTY,
        },
        phase: Phase::Start,
        offers: ArrayVec::new(),
        next_offer: 1,
        bank: Bank::default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;

    #[test]
    fn everyone_starts_with_130_ducats_one_card_of_each_pile_and_markers_in_supply() {
        for players in 2..=5 {
            let game = Genoa::setup(&Options::default(), players, 7).unwrap();
            for seat in game.all_seats() {
                let s = game.seat(seat);
                assert_eq!(s.ducats, 130, "G-28");
                assert_eq!(s.hand.counts(), [1, 1, 1, 1], "G-27");
                assert_eq!((s.markers_in_hand, s.markers_in_supply), (0, 7), "G-26");
                assert!(s.commodities.is_empty() && s.tiles.is_empty());
            }
            assert_eq!(game.supply.commodities.len(), 40, "G-4");
            assert_eq!(game.supply.tiles.len(), 27, "G-6");
            assert_eq!(game.tower(), game.start_player());
            assert_eq!(
                game.rounds_left,
                [12, 10, 8, 7][usize::from(players) - 2],
                "G-30"
            );
            let cards: usize = CardKind::ALL.iter().map(|&k| game.pile(k).len()).sum();
            assert_eq!(cards + 4 * usize::from(players), 60, "G-8");
        }
    }

    #[test]
    fn the_start_player_is_drawn_at_random_unless_the_table_chose() {
        let starts: std::collections::BTreeSet<Seat> = (0..40)
            .map(|seed| {
                Genoa::setup(&Options::default(), 4, seed)
                    .unwrap()
                    .start_player
            })
            .collect();
        assert_eq!(starts.len(), 4, "G-29: every seat starts some games");
        let first = Options {
            start_player: StartPlayer::FirstSeat,
            ..Options::default()
        };
        assert!((0..10).all(|seed| Genoa::setup(&first, 4, seed).unwrap().start_player == Seat(0)));
    }
}
