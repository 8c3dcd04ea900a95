//! What a seat may do now, the default action, and a random player.

use arrayvec::ArrayVec;
use rand::seq::SliceRandom;
use rand::{Rng, RngExt};

use super::components::assumed;
use super::money::Cards;
use super::take_money;
use super::{Action, Alhambra};
use crate::engine::{Game, Seat};

/// Every different take of display money; each display building the seat can pay for, with
/// its cheapest payment (kept, and in the 2-player game given to Dirk); or, when there is
/// neither, the pass.
pub(super) fn choices(game: &Alhambra, seat: Seat) -> Vec<Action> {
    let mut out = Vec::new();
    if !game.to_act().contains(seat) {
        return out;
    }
    out.extend(
        game.take_money_options()
            .into_iter()
            .map(|cards| Action::TakeMoney { cards }),
    );
    for slot in assumed::SLOTS {
        if let Some(payment) = game.cheapest_payment_for(seat, slot) {
            out.push(Action::Buy {
                slot,
                payment,
                for_dirk: false,
            });
            if game.dirk.is_some() {
                out.push(Action::Buy {
                    slot,
                    payment,
                    for_dirk: true,
                });
            }
        }
    }
    if out.is_empty() {
        out.push(Action::Pass);
    }
    out
}

/// Buys the cheapest building the seat can pay for (leftmost on a tie), with its cheapest
/// payment; else takes the most valuable money it may; else passes.
///
/// It always moves the game towards its end. A purchase uses up a building for good. Without
/// purchases the discards do not grow, so taking money empties display, deck and discards
/// within a bounded number of turns; then every card is in a hand, and some seat can pay for
/// every display building (each currency is worth 135, or 90 with two players, and at most
/// six seats hold at most 12 of it each without affording a building of 13 or less), so
/// within one round of passes someone buys.
pub(super) fn default_action(game: &Alhambra, seat: Seat) -> Option<Action> {
    if !game.to_act().contains(seat) {
        return None;
    }
    let cheapest = assumed::SLOTS
        .iter()
        .filter_map(|&slot| {
            let building = game.in_slot(slot)?;
            let payment = game.cheapest_payment_for(seat, slot)?;
            Some((building.price, slot, payment))
        })
        .min_by_key(|&(price, slot, _)| (price, slot.slot()));
    if let Some((_, slot, payment)) = cheapest {
        return Some(Action::Buy {
            slot,
            payment,
            for_dirk: false,
        });
    }
    let richest = game
        .take_money_options()
        .into_iter()
        .max_by_key(|c| (c.total(), std::cmp::Reverse(c.len())));
    Some(match richest {
        Some(cards) => Action::TakeMoney { cards },
        None => Action::Pass,
    })
}

/// A random player: picks a kind of action (take money, buy, pass) by its seat's temperament
/// or uniformly, then one of that kind, without listing the others. A purchase is of a random
/// affordable building (uniformly among the slots), given to Dirk one time in four (2
/// players), paid a third of the time with a random payment that reaches the price (often
/// overpaying, sometimes with a card to spare) and otherwise with the cheapest payment. A
/// take is uniform among the different takes, except that a money-grabbing temperament takes
/// the largest handful.
pub(super) fn random_action<R: Rng + ?Sized>(
    game: &Alhambra,
    seat: Seat,
    rng: &mut R,
) -> Option<Action> {
    if !game.to_act().contains(seat) {
        return None;
    }
    let hand = game.seat(seat).hand();
    let affordable: ArrayVec<_, 4> = assumed::SLOTS
        .into_iter()
        .filter(|&slot| {
            game.in_slot(slot)
                .is_some_and(|b| hand.total_in(slot) >= u32::from(b.price))
        })
        .collect();
    // The kinds in the order `choices` lists them.
    let mut kinds = ArrayVec::<&str, 2>::new();
    // Any one display card may be taken: there is a take exactly when the display holds a
    // card. The takes themselves are listed only when one is chosen.
    if !game.money_display.is_empty() {
        kinds.push("take_money");
    }
    if !affordable.is_empty() {
        kinds.push("buy");
    }
    if kinds.is_empty() {
        // Passing is then the only choice. The kind and the instance are still drawn (from
        // one each), so that seeded random games stay those the kept goldens show.
        let _ = (rng.random_range(0..1), rng.random_range(0..1));
        return Some(Action::Pass);
    }
    // Temperaments, so that random games also reach the rare positions: seat 0 buys four
    // times in five when it can; the other seats grab the largest handful of money seven times
    // in ten. Money piles up in their hands until deck and discards run dry, and seat 0, having
    // spent everything, must pass.
    let (temperament, strength) = if seat.0 == 0 {
        ("buy", 0.8)
    } else {
        ("take_money", 0.7)
    };
    let by_temperament = kinds.contains(&temperament) && rng.random_bool(strength);
    let chosen = if by_temperament {
        temperament
    } else {
        kinds[rng.random_range(0..kinds.len())]
    };
    if chosen == "take_money" {
        let takes: ArrayVec<_, { take_money::TAKES }> = game.takes().collect();
        let cards = if by_temperament {
            takes.iter().max_by_key(|t| (t.count, t.total))?.cards
        } else {
            takes[rng.random_range(0..takes.len())].cards
        };
        return Some(Action::TakeMoney { cards });
    }
    let slot = affordable[rng.random_range(0..affordable.len())];
    let for_dirk = game.dirk.is_some() && rng.random_bool(0.25);
    let payment = if rng.random_bool(1.0 / 3.0) {
        let price = game.in_slot(slot).map_or(0, |b| u32::from(b.price));
        random_payment(&hand.of(slot), price, rng)
    } else {
        game.cheapest_payment_for(seat, slot)?
    };
    Some(Action::Buy {
        slot,
        payment,
        for_dirk,
    })
}

/// Cards of `own` (one currency) in random order until they reach `price`, and now and then
/// one more card if any is left.
fn random_payment<R: Rng + ?Sized>(own: &Cards, price: u32, rng: &mut R) -> Cards {
    // At most three copies of each of the nine values of one currency.
    let mut pool: ArrayVec<_, 27> = own.iter().collect();
    pool.shuffle(rng);
    let mut payment = Cards::EMPTY;
    while payment.total() < price {
        payment.add(pool.pop().expect("the hand reaches the price"));
    }
    if rng.random_bool(0.2)
        && let Some(extra) = pool.pop()
    {
        payment.add(extra);
    }
    payment
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::alhambra::components::BuildingType::*;
    use crate::engine::alhambra::fixtures::game;
    use crate::engine::alhambra::money::cards;
    use crate::engine::alhambra::{Currency, Event};
    use rand::SeedableRng;

    #[test]
    fn choices_offer_every_take_and_every_affordable_building_at_its_cheapest() {
        let mut g = game(3);
        g.set_slot(Currency::Denar, Pavilion, 5);
        g.set_slot(Currency::Dirham, Tower, 13);
        g.set_slot(Currency::Ducat, Garden, 10);
        g.set_slot(Currency::Florin, Tower, 7);
        g.set_hand(Seat(0), "denar9 denar3 denar2 ducat9 florin7 dirham9");
        g.set_display("denar1 denar1 ducat4 florin9");
        let choices = g.choices(Seat(0));
        let buys: Vec<_> = choices
            .iter()
            .filter(|a| matches!(a, Action::Buy { .. }))
            .cloned()
            .collect();
        assert_eq!(
            buys,
            [
                Action::Buy {
                    slot: Currency::Denar,
                    payment: cards("denar3 denar2"),
                    for_dirk: false
                },
                Action::Buy {
                    slot: Currency::Florin,
                    payment: cards("florin7"),
                    for_dirk: false
                },
            ]
        );
        let takes: Vec<_> = choices
            .iter()
            .filter_map(|a| match a {
                Action::TakeMoney { cards } => Some(*cards),
                _ => None,
            })
            .collect();
        // denar1, ducat4, florin9 alone; 1+1, 1+4; never 1+1+4 (6) or anything with the 9.
        assert_eq!(takes.len(), 5, "{takes:?}");
        assert!(takes.contains(&cards("denar1 denar1")));
        assert!(takes.contains(&cards("denar1 ducat4")));
        assert!(!choices.contains(&Action::Pass));
    }

    #[test]
    fn default_action_buys_the_cheapest_affordable_building() {
        let mut g = game(3);
        g.set_slot(Currency::Denar, Pavilion, 5);
        g.set_slot(Currency::Dirham, Seraglio, 4);
        g.set_slot(Currency::Ducat, Pavilion, 2);
        g.set_slot(Currency::Florin, Tower, 7);
        g.set_hand(Seat(0), "denar9 dirham4 florin9");
        assert_eq!(
            g.default_action(Seat(0)),
            Some(Action::Buy {
                slot: Currency::Dirham,
                payment: cards("dirham4"),
                for_dirk: false
            })
        );
        g.set_hand(Seat(0), "");
        g.set_display("denar1 denar3 ducat9 florin2");
        assert_eq!(
            g.default_action(Seat(0)),
            Some(Action::TakeMoney {
                cards: cards("ducat9")
            })
        );
        assert_eq!(g.default_action(Seat(1)), None, "not seat 1's turn");
    }

    #[test]
    fn default_players_always_finish_the_game() {
        for players in 2..=6 {
            for seed in 0..20 {
                let mut g = Alhambra::setup(&Default::default(), players, seed).unwrap();
                let mut steps = 0;
                while let Some(seat) = g.to_act().single() {
                    let action = g.default_action(seat).expect("a default");
                    g.apply(seat, &action).expect("the default is legal");
                    steps += 1;
                    assert!(steps < 2_000, "{players}p seed {seed}: no end");
                }
                g.assert_sound();
                assert!(g.outcome().is_some());
            }
        }
    }

    #[test]
    fn random_players_pay_exactly_and_inexactly_take_one_or_several_cards_and_pass() {
        let (mut exact, mut inexact, mut one, mut several, mut dirk) = (0, 0, 0, 0, 0);
        let mut passes = 0;
        for seed in 0..60 {
            let mut g = Alhambra::setup(&Default::default(), 2 + (seed % 5) as u8, seed).unwrap();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            while let Some(seat) = g.to_act().single() {
                let action = g.random_action(seat, &mut rng).unwrap();
                match &action {
                    Action::TakeMoney { cards } if cards.len() == 1 => one += 1,
                    Action::TakeMoney { .. } => several += 1,
                    Action::Buy { for_dirk: true, .. } => dirk += 1,
                    Action::Pass => passes += 1,
                    Action::Buy { .. } => {}
                }
                for e in g.apply(seat, &action).unwrap() {
                    match e {
                        Event::Bought { exact: true, .. } => exact += 1,
                        Event::Bought { exact: false, .. } => inexact += 1,
                        _ => {}
                    }
                }
            }
        }
        for (what, n) in [
            ("exact", exact),
            ("inexact", inexact),
            ("one card", one),
            ("several", several),
            ("for Dirk", dirk),
            ("pass", passes),
        ] {
            println!("{what}: {n}");
            assert!(n > 10, "{what}: {n}");
        }
    }
}
