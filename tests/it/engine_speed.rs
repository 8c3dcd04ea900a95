//! The engines' hot path allocates nothing: once the caller's event buffer is warm, neither
//! applying a move (`Game::apply_into`) nor the random player's choice (`Game::random_action`)
//! touches the heap, in every game at every player count. Search clones and plays out states
//! millions of times; an allocation per move would be most of its cost.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use tavola::engine::Audit;

use crate::support::allocations::counted;

/// Seeded random games per player count.
const GAMES: u64 = 30;

#[derive(Debug, Default)]
struct Allocations {
    actions: u64,
    in_apply: u64,
    in_random_action: u64,
}

fn allocations<G: Audit>(players: u8) -> Allocations {
    let option_sets = G::option_sets();
    let mut seen = Allocations::default();
    // Room for any one move's events: a move that needs more would count its growth.
    let mut events = Vec::with_capacity(256);
    // One game first, uncounted: what is made once per process (tables of piece shapes, say)
    // is not made per move.
    let mut warm = G::setup(&option_sets[0].1, players, GAMES).expect("setup");
    tavola::engine::playout::play_random(
        &mut warm,
        &mut ChaCha8Rng::seed_from_u64(0),
        |_, _, _| {},
    );
    for seed in 0..GAMES {
        let (_, options) = &option_sets[seed as usize % option_sets.len()];
        let mut game = G::setup(options, players, seed).expect("setup");
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        loop {
            // Whom random play lets act: the first awaited seat, or (in Genoa) now and then
            // another that may act.
            let (seat, n) = counted(|| game.random_mover(&mut rng));
            seen.in_random_action += n;
            let Some(seat) = seat else {
                break;
            };
            let (action, n) = counted(|| game.random_action(seat, &mut rng));
            seen.in_random_action += n;
            let action = action.expect("a seat to act has a choice");
            events.clear();
            let (applied, n) = counted(|| game.apply_into(seat, &action, &mut events));
            applied.expect("a random action applies");
            seen.in_apply += n;
            seen.actions += 1;
        }
    }
    seen
}

fn no_allocation_per_move<G: Audit>() {
    let (min, max) = G::PLAYERS;
    for players in min..=max {
        let seen = allocations::<G>(players);
        println!("{} {players} players: {seen:?}", G::NAME);
        assert!(seen.actions > 0);
        for (what, n) in [
            ("apply", seen.in_apply),
            ("the random player", seen.in_random_action),
        ] {
            assert_eq!(
                n,
                0,
                "{} {players} players: {what} allocated {n} times in {} actions",
                G::NAME,
                seen.actions
            );
        }
    }
}

/// `engine_speed::palazzo()` and so on, one per game of the list.
macro_rules! every_game {
    ($($variant:ident => $module:ident: $game:ty,)*) => {
        $(
            #[test]
            fn $module() {
                no_allocation_per_move::<$game>();
            }
        )*
    };
}

tavola::games!(every_game);
