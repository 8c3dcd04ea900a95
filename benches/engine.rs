//! Random full games through each engine: the figure to watch is actions per second.
//!
//! `cargo bench --bench engine` reports, for every game of the list (`src/games.rs`) and each of
//! its player counts, the time for a batch of seeded games and the throughput in applied actions
//! per second (the random player's choosing included). `cargo bench --bench engine -- alhambra`
//! runs one game's group. "<game> clone" times copying a 4-player state 40 random actions in:
//! search clones a state for every playout it starts. "yardstick" times a fixed piece of work
//! (`tavola::yardstick`) in the same run, to compare figures read on different machines.

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use tavola::engine::playout::{play_random, players_rng};
use tavola::engine::{Game, GameKind};

const GAMES: u64 = 50;

fn batch<G: Game>(players: u8) -> usize {
    (0..GAMES)
        .map(|seed| {
            let mut game = G::setup(&Default::default(), players, seed).unwrap();
            play_random(&mut game, &mut players_rng(seed), |_, _, _| {})
        })
        .sum()
}

/// One group per game, named after it: "palazzo random games".
fn random_games<G: Game>(c: &mut Criterion) {
    let mut group = c.benchmark_group(format!("{} random games", G::NAME));
    let (min, max) = G::PLAYERS;
    for players in min..=max {
        let actions = batch::<G>(players) as u64;
        group.throughput(Throughput::Elements(actions));
        group.bench_with_input(BenchmarkId::new("players", players), &players, |b, &p| {
            b.iter(|| batch::<G>(p));
        });
    }
    group.finish();
}

/// "palazzo clone": one copy of a 4-player state, 40 random actions in.
fn clone<G: Game>(c: &mut Criterion) {
    let mut game = G::setup(&Default::default(), 4, 11).unwrap();
    let mut rng = players_rng(11);
    for _ in 0..40 {
        let seat = game.random_mover(&mut rng).unwrap();
        let action = game.random_action(seat, &mut rng).unwrap();
        game.apply(seat, &action).unwrap();
    }
    c.bench_function(&format!("{} clone", G::NAME), |b| {
        b.iter(|| std::hint::black_box(&game).clone());
    });
}

/// The fixed work the engines' figures are read against.
fn yardstick(c: &mut Criterion) {
    c.bench_function("yardstick", |b| b.iter(tavola::yardstick::measure));
}

fn every_game(c: &mut Criterion) {
    yardstick(c);
    for kind in GameKind::ALL {
        tavola::with_game!(kind, G => random_games::<G>(c));
        tavola::with_game!(kind, G => clone::<G>(c));
    }
}

criterion_group!(benches, every_game);
criterion_main!(benches);
