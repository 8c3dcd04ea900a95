//! Random full games through each engine: the figure to watch is actions per second.
//!
//! `cargo bench --bench engine` reports, per player count, the time for a batch of seeded games
//! and the throughput in applied actions per second (the random player's choosing included).

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use tavola::engine::Game;
use tavola::engine::palazzo::Palazzo;
use tavola::engine::playout::{play_random, players_rng};

const GAMES: u64 = 50;

fn batch(players: u8) -> usize {
    (0..GAMES)
        .map(|seed| {
            let mut game = Palazzo::setup(&Default::default(), players, seed).unwrap();
            play_random(&mut game, &mut players_rng(seed), |_, _, _| {})
        })
        .sum()
}

fn palazzo(c: &mut Criterion) {
    let mut group = c.benchmark_group("palazzo random games");
    for players in 2..=4u8 {
        let actions = batch(players) as u64;
        group.throughput(Throughput::Elements(actions));
        group.bench_with_input(BenchmarkId::new("players", players), &players, |b, &p| {
            b.iter(|| batch(p))
        });
    }
    group.finish();
}

criterion_group!(benches, palazzo);
criterion_main!(benches);
