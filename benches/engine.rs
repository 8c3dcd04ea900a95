//! Random full games through each engine: the figure to watch is actions per second.
//!
//! `cargo bench --bench engine` reports, per game and player count, the time for a batch of
//! seeded games and the throughput in applied actions per second (the random player's choosing
//! included). `cargo bench --bench engine -- alhambra` runs one game's group.

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use tavola::engine::Game;
use tavola::engine::alhambra::Alhambra;
use tavola::engine::palazzo::Palazzo;
use tavola::engine::playout::{play_random, players_rng};

const GAMES: u64 = 50;

fn batch<G: Game>(players: u8) -> usize {
    (0..GAMES)
        .map(|seed| {
            let mut game = G::setup(&Default::default(), players, seed).unwrap();
            play_random(&mut game, &mut players_rng(seed), |_, _, _| {})
        })
        .sum()
}

fn random_games<G: Game>(c: &mut Criterion, name: &str) {
    let mut group = c.benchmark_group(format!("{name} random games"));
    let (min, max) = G::PLAYERS;
    for players in min..=max {
        let actions = batch::<G>(players) as u64;
        group.throughput(Throughput::Elements(actions));
        group.bench_with_input(BenchmarkId::new("players", players), &players, |b, &p| {
            b.iter(|| batch::<G>(p))
        });
    }
    group.finish();
}

fn palazzo(c: &mut Criterion) {
    random_games::<Palazzo>(c, "palazzo");
}

fn alhambra(c: &mut Criterion) {
    random_games::<Alhambra>(c, "alhambra");
}

criterion_group!(benches, palazzo, alhambra);
criterion_main!(benches);
