//! Setting up: four buildings on display, the starting capital (ruling 2), the start player,
//! four money cards on display, and the rest of the money deck in five piles with scoring card
//! A shuffled into the second and B into the fourth. With two players, Dirk takes six
//! buildings.

use rand::seq::SliceRandom;
use rand::{Rng, RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::components::{Building, Buildings, Card, DeckItem, Scoring, assumed};
use super::money::Cards;
use super::{Alhambra, DISPLAY, SeatState};
use crate::engine::Seat;

/// A player is dealt money until their total reaches this.
pub const STARTING_CAPITAL: u32 = 20;

pub(super) fn new_game(players: u8, seed: u64) -> Alhambra {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);

    let mut building_deck = Buildings::from(Building::all());
    building_deck.shuffle(&mut rng);
    // Laid out from left to right: the first card drawn goes to the leftmost slot.
    let yard = std::array::from_fn(|_| building_deck.pop());
    let dirk = (players == 2).then(|| super::dirk::draw(&mut building_deck, super::dirk::AT_START));

    let mut money: Vec<Card> = Cards::full_deck(players).iter().collect();
    money.shuffle(&mut rng);
    let hands = deal_capital(&mut money, players);
    let active = start_player(&hands, &mut rng);
    let money_display = (0..DISPLAY)
        .map(|_| money.pop().expect("enough money for the display"))
        .collect();
    let money_deck = five_piles(money, &mut rng);

    Alhambra {
        players,
        rng,
        building_deck,
        yard,
        money_deck,
        money_display,
        discards: Cards::EMPTY,
        seats: hands
            .into_iter()
            .map(|hand| SeatState {
                hand,
                buildings: Buildings::new(),
            })
            .collect(),
        dirk,
        scorings: arrayvec::ArrayVec::new(),
        out_of_game: Buildings::new(),
        active,
        actions: 0,
        over: false,
    }
}

/// Ruling 2: cards are dealt from the top of `deck` (its last card) to one player until their
/// total reaches 20, then to the next, starting with [`assumed::FIRST_TO_BE_DEALT`].
pub fn deal_capital(deck: &mut Vec<Card>, players: u8) -> Vec<Cards> {
    let mut hands = vec![Cards::EMPTY; players as usize];
    for i in 0..players {
        let seat = Seat(assumed::FIRST_TO_BE_DEALT).after(i, players);
        let hand = &mut hands[seat.index()];
        while hand.total() < STARTING_CAPITAL {
            hand.add(deck.pop().expect("108 or 72 cards cover every capital"));
        }
    }
    hands
}

/// Ruling 2: the player with the fewest cards starts; among those, the lowest total; a tie
/// after that is drawn by the seed.
pub fn start_player<R: Rng + ?Sized>(hands: &[Cards], rng: &mut R) -> Seat {
    let key = |h: &Cards| (h.len(), h.total());
    let best = hands.iter().map(key).min().expect("at least two seats");
    let tied: Vec<Seat> = (0..hands.len())
        .filter(|&i| key(&hands[i]) == best)
        .map(|i| Seat(i as u8))
        .collect();
    if tied.len() == 1 {
        tied[0]
    } else {
        tied[rng.random_range(0..tied.len())]
    }
}

/// The money left after the capital and the display, in five piles of similar size (see
/// [`assumed::pile_sizes`]), scoring card A shuffled into the second pile and B into the
/// fourth, stacked with pile 1 on top. `money`'s top is its last card, as is the result's.
pub fn five_piles<R: Rng + ?Sized>(money: Vec<Card>, rng: &mut R) -> Vec<DeckItem> {
    // From the top down.
    let mut cards = money.into_iter().rev().map(DeckItem::Money);
    let mut top_first = Vec::new();
    for (i, size) in assumed::pile_sizes(cards.len()).into_iter().enumerate() {
        let mut pile: Vec<DeckItem> = cards.by_ref().take(size).collect();
        let scoring = match i {
            1 => Some(Scoring::A),
            3 => Some(Scoring::B),
            _ => None,
        };
        if let Some(s) = scoring {
            let at = rng.random_range(0..=pile.len());
            pile.insert(at, DeckItem::Scoring(s));
        }
        top_first.extend(pile);
    }
    top_first.reverse();
    top_first
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;
    use crate::engine::alhambra::money::cards;
    use crate::engine::alhambra::{DISPLAY, count_types};

    #[test]
    fn rule_setup_lays_out_four_buildings_and_four_money_cards() {
        for players in 2..=6 {
            let g = Alhambra::setup(&Default::default(), players, 7).unwrap();
            assert!(g.yard.iter().all(Option::is_some));
            assert_eq!(g.money_display.len(), DISPLAY);
            let dirk = if players == 2 { 6 } else { 0 };
            assert_eq!(g.building_deck.len(), 54 - 4 - dirk);
            assert!(g.seats.iter().all(|s| s.buildings.is_empty()));
            assert_eq!(g.actions, 0);
            assert!(g.scorings.is_empty());
            let money: usize = g.seats.iter().map(|s| s.hand.len()).sum::<usize>()
                + g.money_display.len()
                + g.money_deck.len()
                - 2;
            let expected = if players == 2 { 72 } else { 108 };
            assert_eq!(money, expected);
        }
    }

    #[test]
    fn ruling_2_each_capital_is_20_to_28_and_stops_at_the_card_reaching_20() {
        for players in 2..=6 {
            for seed in 0..200 {
                let g = Alhambra::setup(&Default::default(), players, seed).unwrap();
                for s in &g.seats {
                    let total = s.hand.total();
                    assert!((20..=28).contains(&total), "capital {total}");
                    // The last card dealt took the total from under 20 to 20 or more: without
                    // the largest card, the hand is under 20.
                    let largest = s.hand.iter().map(|c| u32::from(c.value())).max().unwrap();
                    assert!(total - largest < 20, "dealt past 20: {:?}", s.hand);
                }
            }
        }
    }

    #[test]
    fn ruling_2_capital_is_dealt_to_one_player_until_20_then_to_the_next() {
        let codes = "denar9 denar9 ducat1 ducat1 florin5 florin6 florin7 florin8 dirham2";
        // The deck's top is its last card: deal in the order written.
        let mut deck: Vec<Card> = codes
            .split_whitespace()
            .rev()
            .map(|c| c.parse().unwrap())
            .collect();
        let hands = deal_capital(&mut deck, 2);
        assert_eq!(hands[0], cards("denar9 denar9 ducat1 ducat1"));
        assert_eq!(hands[1], cards("florin5 florin6 florin7 florin8"));
        assert_eq!(deck.len(), 1, "the rest stays in the deck");
    }

    #[test]
    fn ruling_2_the_start_player_has_the_fewest_cards_then_the_lowest_total() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        // Fewest cards wins over a lower total.
        let hands = [
            cards("denar9 denar9 denar2"),
            cards("denar5 denar5 denar5 denar5"),
        ];
        assert_eq!(start_player(&hands, &mut rng), Seat(0));
        // Equal counts: the lowest total.
        let hands = [
            cards("denar9 denar9 denar4"),
            cards("ducat9 ducat9 ducat2"),
            cards("florin9 florin9 florin3"),
        ];
        assert_eq!(start_player(&hands, &mut rng), Seat(1));
        // Equal on both: drawn, and either can start.
        let hands = [
            cards("florin4 denar9 denar9"),
            cards("ducat1 ducat9 ducat9 ducat2"),
            cards("denar9 denar9 dirham4"),
        ];
        let starters: std::collections::BTreeSet<_> = (0..40)
            .map(|seed| start_player(&hands, &mut ChaCha8Rng::seed_from_u64(seed)))
            .collect();
        assert_eq!(
            starters,
            [Seat(0), Seat(2)].into_iter().collect(),
            "seat 1 holds four cards; seats 0 and 2 hold three worth 22"
        );
    }

    #[test]
    fn ruling_2_setup_picks_the_start_player_by_the_rule() {
        for seed in 0..100 {
            let g = Alhambra::setup(&Default::default(), 5, seed).unwrap();
            let key = |s: &SeatState| (s.hand.len(), s.hand.total());
            let best = g.seats.iter().map(key).min().unwrap();
            assert_eq!(key(g.seat(g.active)), best, "seed {seed}");
        }
    }

    /// Where each scoring card lies, counted from the top of the deck (0 = drawn next).
    fn scoring_positions(g: &Alhambra) -> (usize, usize) {
        let from_top = |s| {
            g.money_deck
                .iter()
                .rev()
                .position(|i| *i == DeckItem::Scoring(s))
                .unwrap()
        };
        (from_top(Scoring::A), from_top(Scoring::B))
    }

    #[test]
    fn rule_scoring_card_a_lies_in_the_second_pile_and_b_in_the_fourth() {
        for players in 2..=6 {
            let mut a_seen = std::collections::BTreeSet::new();
            for seed in 0..300 {
                let g = Alhambra::setup(&Default::default(), players, seed).unwrap();
                let money = g.money_deck.len() - 2;
                let [p1, p2, p3, p4, _] = assumed::pile_sizes(money);
                let (a, b) = scoring_positions(&g);
                // Pile 2 with A in it spans p2 + 1 places below pile 1.
                assert!((p1..=p1 + p2).contains(&a), "A at {a}, piles {p1} {p2}");
                let b_from = p1 + p2 + 1 + p3;
                assert!((b_from..=b_from + p4).contains(&b), "B at {b}");
                a_seen.insert(a);
            }
            assert!(a_seen.len() > 5, "A's place within pile 2 varies");
        }
    }

    #[test]
    fn five_piles_keep_every_card_in_order_around_the_scoring_cards() {
        let money: Vec<Card> = Cards::full_deck(3).iter().take(23).collect();
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let deck = five_piles(money.clone(), &mut rng);
        assert_eq!(deck.len(), 25);
        let back: Vec<Card> = deck
            .iter()
            .filter_map(|i| match i {
                DeckItem::Money(c) => Some(*c),
                DeckItem::Scoring(_) => None,
            })
            .collect();
        assert_eq!(back, money, "only the scoring cards were shuffled in");
    }

    #[test]
    fn two_players_use_72_money_cards_and_dirk_takes_six_buildings() {
        let g = Alhambra::setup(&Default::default(), 2, 3).unwrap();
        let dirk = g.dirk.as_ref().expect("Dirk plays with two");
        assert_eq!(dirk.len(), 6);
        assert_eq!(count_types(dirk).iter().sum::<u32>(), 6);
        for players in 3..=6 {
            let g = Alhambra::setup(&Default::default(), players, 3).unwrap();
            assert!(g.dirk.is_none(), "no Dirk with {players}");
        }
    }

    #[test]
    fn setup_is_reproducible_and_every_seat_can_start() {
        let a = Alhambra::setup(&Default::default(), 4, 42).unwrap();
        assert_eq!(a, Alhambra::setup(&Default::default(), 4, 42).unwrap());
        assert_ne!(a, Alhambra::setup(&Default::default(), 4, 43).unwrap());
        let firsts: std::collections::BTreeSet<_> = (0..200)
            .map(|seed| {
                Alhambra::setup(&Default::default(), 4, seed)
                    .unwrap()
                    .active
            })
            .collect();
        assert_eq!(firsts.len(), 4);
    }

    #[test]
    fn alhambra_seats_two_to_six() {
        assert!(Alhambra::setup(&Default::default(), 1, 0).is_err());
        assert!(Alhambra::setup(&Default::default(), 7, 0).is_err());
    }
}
