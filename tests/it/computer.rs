//! Computer players, for every game of the list: the `strong` level never peeks at what its
//! seat cannot see, and beats a random player.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use tavola::computer::{Budget, Level, decide};
use tavola::engine::playout::players_rng;
use tavola::engine::{Audit, Heuristic, Seat};

/// Positions from random games: every 7th state of a few games per player count.
fn positions<G: Audit>(games: u64) -> Vec<G> {
    let (min, max) = G::PLAYERS;
    let mut out = Vec::new();
    for players in min..=max {
        for seed in 0..games {
            let mut game = G::setup(&Default::default(), players, 900 + seed).unwrap();
            let mut rng = players_rng(seed);
            let mut step = 0;
            while let Some(seat) = game.awaited().iter().next() {
                if step % 7 == 3 {
                    out.push(game.clone());
                }
                let action = game.random_action(seat, &mut rng).unwrap();
                game.apply(seat, &action).unwrap();
                step += 1;
            }
        }
    }
    out
}

/// The `strong` level, handed two states that differ only in what the seat to act cannot see
/// (the other hands, the decks, future chance: the second is the first dealt again from that
/// seat's view) and the same seed for its search, decides the same.
fn no_peeking<G: Audit + Heuristic>() {
    let mut differed = 0;
    let mut deal = ChaCha8Rng::seed_from_u64(5);
    let all = positions::<G>(2);
    for (i, game) in all.iter().enumerate().step_by(3) {
        let seat = game.awaited().iter().next().unwrap();
        let other = game.determinize(seat, &mut deal);
        if other != *game {
            differed += 1;
        }
        let budget = Budget::Iterations(60);
        let a = decide(game, seat, Level::Strong, budget, i as u64).unwrap();
        let b = decide(&other, seat, Level::Strong, budget, i as u64).unwrap();
        assert_eq!(
            a.action,
            b.action,
            "{}: position {i}: the decision depends on what {seat} cannot see",
            G::NAME
        );
        let searched = a.searched.unwrap();
        assert!(
            // Without a search only when one move is weighed (the rules of thumb's own among them).
            searched.iterations == 60 || game.search_choices(seat).len() <= 1,
            "{searched:?}"
        );
    }
    assert!(differed > 0, "the positions hide something");
}

/// `strong` at a small budget wins most 2-player games against the random level.
fn strong_beats_random<G: Audit + Heuristic>() {
    let mut wins = 0.0;
    let games = 6u64;
    for seed in 0..games {
        let mut game = G::setup(&Default::default(), 2, seed).unwrap();
        let strong = Seat((seed % 2) as u8);
        let mut step = 0u64;
        while let Some(seat) = game.awaited().iter().next() {
            let level = if seat == strong {
                Level::Strong
            } else {
                Level::Random
            };
            let decision = decide(&game, seat, level, Budget::Iterations(40), step).unwrap();
            game.apply(seat, &decision.action).unwrap();
            step += 1;
        }
        let outcome = game.outcome().unwrap();
        if outcome.winners().contains(strong) {
            wins += 1.0 / outcome.winners().len() as f64;
        }
    }
    assert!(
        wins >= games as f64 - 1.0,
        "{}: strong won {wins} of {games} against random",
        G::NAME
    );
}

macro_rules! computer_of_every_game {
    ($($variant:ident => $module:ident: $game:ty,)*) => {
        $(
            mod $module {
                #[test]
                fn strong_decides_the_same_whatever_is_hidden() {
                    super::no_peeking::<$game>();
                }

                #[test]
                fn strong_beats_random() {
                    super::strong_beats_random::<$game>();
                }
            }
        )*
    };
}

tavola::games!(computer_of_every_game);
