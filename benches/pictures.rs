//! Board pictures: how long one takes (SVG built, rasterised, WebP encoded) and how large it is.
//!
//! `cargo bench --bench pictures` first draws the board after every 4th action of 8 random
//! games per game and player count, one at a time on one thread, and prints the time per board
//! at p50, p99 and the worst, and the WebP sizes likewise; then Criterion times one busy board
//! of each game. `cargo bench --bench pictures -- --distribution` prints only the first part.

use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group};
use tavola::engine::alhambra::Alhambra;
use tavola::engine::genoa::Genoa;
use tavola::engine::palazzo::Palazzo;
use tavola::engine::playout::{play_random, players_rng};
use tavola::engine::princes::Princes;
use tavola::engine::{Game, Seat};
use tavola::lang::Lang;
use tavola::picture::Pictured;

const GAMES: u64 = 8;
const EVERY: usize = 4;

/// The public views after every `EVERY`th action of `GAMES` random games per player count.
fn views<G: Game>() -> Vec<(u8, G::PublicView)> {
    let (min, max) = G::PLAYERS;
    let mut out = Vec::new();
    for players in min..=max {
        for seed in 0..GAMES {
            let mut game = G::setup(&Default::default(), players, seed).unwrap();
            out.push((players, game.public_view()));
            let mut step = 0;
            play_random(&mut game, &mut players_rng(seed), |g, _, _| {
                step += 1;
                if step % EVERY == 0 || g.is_over() {
                    out.push((players, g.public_view()));
                }
            });
        }
    }
    out
}

fn names(players: u8) -> Vec<String> {
    [
        "Anna",
        "Bartolomeo",
        "Chiara",
        "Domenico",
        "Elisabetta",
        "Federico",
    ][..players as usize]
        .iter()
        .map(std::string::ToString::to_string)
        .collect()
}

fn percentile<T: Copy + Ord>(sorted: &[T], p: f64) -> T {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

/// The time this thread has run on a CPU: unlike the wall clock, it does not count the time
/// other processes held the core (the machine is shared).
fn cpu_time() -> Option<Duration> {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `now` is a valid timespec for the call to write.
    let status = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &raw mut now) };
    if status != 0 {
        return None;
    }
    Some(Duration::new(
        u64::try_from(now.tv_sec).ok()?,
        u32::try_from(now.tv_nsec).ok()?,
    ))
}

fn distribution<G: Pictured>(name: &str) {
    let views = views::<G>();
    let mut wall: Vec<Duration> = Vec::with_capacity(views.len());
    let mut cpu: Vec<Duration> = Vec::with_capacity(views.len());
    let mut sizes: Vec<usize> = Vec::with_capacity(views.len());
    for (players, view) in &views {
        let names = names(*players);
        let (started, cpu_started) = (Instant::now(), cpu_time());
        let png = G::board_picture(view, &names, Lang::En).expect("the board draws");
        wall.push(started.elapsed());
        if let (Some(a), Some(b)) = (cpu_started, cpu_time()) {
            cpu.push(b.checked_sub(a).unwrap());
        }
        sizes.push(png.bytes.len());
    }
    wall.sort();
    cpu.sort();
    sizes.sort_unstable();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let kb = |b: usize| b as f64 / 1024.0;
    let times = |t: &[Duration]| {
        if t.is_empty() {
            return "n/a".to_string();
        }
        format!(
            "p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            ms(percentile(t, 0.5)),
            ms(percentile(t, 0.99)),
            ms(*t.last().unwrap())
        )
    };
    println!(
        "{name}: {} boards\n  wall clock {}\n  CPU time   {}\n  WebP       p50 {:.0} KB, \
         p99 {:.0} KB, max {:.0} KB",
        views.len(),
        times(&wall),
        times(&cpu),
        kb(percentile(&sizes, 0.5)),
        kb(percentile(&sizes, 0.99)),
        kb(*sizes.last().unwrap()),
    );
}

/// A board late in a big game: many palaces or buildings, every part of the picture in use.
fn busy<G: Game>(players: u8) -> G {
    let mut game = G::setup(&Default::default(), players, 3).unwrap();
    let mut rng = players_rng(3);
    let mut steps = 0;
    while let Some(seat) = game.random_mover(&mut rng) {
        let action = game.random_action(seat, &mut rng).unwrap();
        game.apply(seat, &action).unwrap();
        steps += 1;
        if steps > 150 {
            break;
        }
    }
    game
}

fn one_board<G: Pictured>(c: &mut Criterion, name: &str, players: u8) {
    let game = busy::<G>(players);
    let view = game.public_view();
    let names = names(players);
    c.bench_function(&format!("{name} board, {players} players"), |b| {
        b.iter(|| G::board_picture(&view, &names, Lang::En).unwrap());
    });
    let private = game.private_view(Seat(0));
    c.bench_function(&format!("{name} hand"), |b| {
        b.iter(|| G::hand_picture(&private, &names, Lang::En).unwrap());
    });
}

fn boards(c: &mut Criterion) {
    one_board::<Palazzo>(c, "palazzo", 4);
    one_board::<Alhambra>(c, "alhambra", 6);
}

criterion_group!(benches, boards);

fn main() {
    distribution::<Palazzo>("palazzo");
    distribution::<Alhambra>("alhambra");
    distribution::<Princes>("princes");
    distribution::<Genoa>("genoa");
    if std::env::args().any(|a| a == "--distribution") {
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
