//! Instructions, counted by valgrind (the same on every machine), for the engines' hot path:
//! one `apply`, the `choices` of a seat, one random action, a state's `clone`, and a random
//! playout to the end, in each game, from the same middle-game position (4 players, seed 11,
//! 40 random actions in). The wall-clock figures are `benches/engine.rs`.
//!
//! Needs valgrind and the runner of the harness's version:
//! `cargo install gungraun-runner --version 0.18.2`, then `cargo bench --bench instructions`.

use std::hint::black_box;

use gungraun::{library_benchmark, library_benchmark_group, main};
use rand_chacha::ChaCha8Rng;
use tavola::engine::alhambra::Alhambra;
use tavola::engine::genoa::Genoa;
use tavola::engine::palazzo::Palazzo;
use tavola::engine::playout::{play_random, players_rng};
use tavola::engine::princes::Princes;
use tavola::engine::{Game, Seat};

const SEED: u64 = 11;

/// A 4-player game 40 random actions in (past the opening, far from the end), the seat to
/// act, and the random players' generator as it then is.
fn midgame<G: Game>() -> (G, Seat, ChaCha8Rng) {
    let mut game = G::setup(&Default::default(), 4, SEED).expect("4 players");
    let mut rng = players_rng(SEED);
    for _ in 0..40 {
        let seat = game.random_mover(&mut rng).expect("not over yet");
        let action = game.random_action(seat, &mut rng).expect("a choice");
        game.apply(seat, &action).expect("a random action applies");
    }
    let seat = game.random_mover(&mut rng).expect("not over yet");
    (game, seat, rng)
}

/// The middle-game position with the random action to apply next and a warm event buffer.
fn with_action<G: Game>() -> (G, Seat, G::Action, Vec<G::Event>) {
    let (game, seat, mut rng) = midgame::<G>();
    let action = game.random_action(seat, &mut rng).expect("a choice");
    (game, seat, action, Vec::with_capacity(64))
}

/// One group per game, its benchmarks named after the game.
macro_rules! engine_group {
    ($game:ty, $group:ident, $apply:ident, $choices:ident, $random:ident, $clone:ident, $playout:ident) => {
        #[library_benchmark]
        #[bench::midgame(setup = with_action::<$game>)]
        fn $apply(
            (mut game, seat, action, mut events): (
                $game,
                Seat,
                <$game as Game>::Action,
                Vec<<$game as Game>::Event>,
            ),
        ) -> ($game, Vec<<$game as Game>::Event>) {
            black_box(game.apply_into(seat, &action, &mut events)).expect("applies");
            (game, events)
        }

        #[library_benchmark]
        #[bench::midgame(setup = midgame::<$game>)]
        fn $choices((game, seat, _): ($game, Seat, ChaCha8Rng)) -> Vec<<$game as Game>::Action> {
            black_box(game.choices(seat))
        }

        #[library_benchmark]
        #[bench::midgame(setup = midgame::<$game>)]
        fn $random(
            (game, seat, mut rng): ($game, Seat, ChaCha8Rng),
        ) -> Option<<$game as Game>::Action> {
            black_box(game.random_action(seat, &mut rng))
        }

        #[library_benchmark]
        #[bench::midgame(setup = midgame::<$game>)]
        fn $clone((game, _, _): ($game, Seat, ChaCha8Rng)) -> ($game, $game) {
            let copy = black_box(&game).clone();
            (game, copy)
        }

        #[library_benchmark]
        #[bench::midgame(setup = midgame::<$game>)]
        fn $playout((mut game, _, mut rng): ($game, Seat, ChaCha8Rng)) -> usize {
            black_box(play_random(&mut game, &mut rng, |_, _, _| {}))
        }

        library_benchmark_group!(
            name = $group;
            benchmarks = $apply, $choices, $random, $clone, $playout
        );
    };
}

engine_group!(
    Palazzo,
    palazzo,
    palazzo_apply,
    palazzo_choices,
    palazzo_random_action,
    palazzo_clone,
    palazzo_playout
);
engine_group!(
    Alhambra,
    alhambra,
    alhambra_apply,
    alhambra_choices,
    alhambra_random_action,
    alhambra_clone,
    alhambra_playout
);
engine_group!(
    Princes,
    princes,
    princes_apply,
    princes_choices,
    princes_random_action,
    princes_clone,
    princes_playout
);

engine_group!(
    Genoa,
    genoa,
    genoa_apply,
    genoa_choices,
    genoa_random_action,
    genoa_clone,
    genoa_playout
);

main!(library_benchmark_groups = palazzo, alhambra, princes, genoa);
