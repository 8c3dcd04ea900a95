//! The arena: many games between computer levels, seats rotated, to measure them.

use std::fmt;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use super::{Budget, Level, decide, volunteer};
use crate::engine::{Heuristic, Seat, SetupError};

/// What to play.
#[derive(Debug, Clone)]
pub struct Arena<O> {
    pub options: O,
    /// One level per seat, in seat order for the first game; game `k` rotates them by `k`.
    pub seats: Vec<Level>,
    pub games: u64,
    /// The first game's seed; game `k` uses `seed + k`.
    pub seed: u64,
    pub budget: Budget,
    /// Games played at once (one per core is the sensible most).
    pub threads: usize,
}

/// How one level fared over every seat it held.
#[derive(Debug, Clone, PartialEq)]
pub struct Fared {
    pub level: Level,
    /// Seats it held, over all games.
    pub seats: u64,
    /// Its wins, a tie for first counting as a share.
    pub wins: f64,
    pub points: i64,
    /// Every decision's time.
    pub times: Vec<Duration>,
    /// Search iterations run, and the time spent on them.
    pub iterations: u64,
    pub searching: Duration,
}

impl Fared {
    fn new(level: Level) -> Fared {
        Fared {
            level,
            seats: 0,
            wins: 0.0,
            points: 0,
            times: Vec::new(),
            iterations: 0,
            searching: Duration::ZERO,
        }
    }

    /// Its share of the wins, with a 95 % (Wilson score) interval.
    #[must_use]
    pub fn win_share(&self) -> (f64, f64, f64) {
        let n = self.seats as f64;
        if n == 0.0 {
            return (0.0, 0.0, 1.0);
        }
        let p = self.wins / n;
        let z: f64 = 1.96;
        let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
        let half = z / (1.0 + z * z / n) * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
        (p, (centre - half).max(0.0), (centre + half).min(1.0))
    }

    /// The decision time below which the share `q` (0 to 1) of decisions fall.
    #[must_use]
    pub fn time_quantile(&self, q: f64) -> Duration {
        let mut times = self.times.clone();
        if times.is_empty() {
            return Duration::ZERO;
        }
        times.sort_unstable();
        let i = ((times.len() - 1) as f64 * q).round() as usize;
        times[i]
    }
}

impl fmt::Display for Fared {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (p, low, high) = self.win_share();
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        write!(
            f,
            "{:<7} wins {:5.1} % [{:.1}, {:.1}] of {} seats, mean points {:.1}, decision p50 {:.1} ms p99 {:.1} ms",
            self.level.name(),
            100.0 * p,
            100.0 * low,
            100.0 * high,
            self.seats,
            self.points as f64 / self.seats.max(1) as f64,
            ms(self.time_quantile(0.5)),
            ms(self.time_quantile(0.99)),
        )?;
        if self.iterations > 0 {
            write!(
                f,
                ", {:.0} simulations/s",
                self.iterations as f64 / self.searching.as_secs_f64().max(f64::EPSILON)
            )?;
        }
        Ok(())
    }
}

/// The level of `seat` in game `k`.
fn level_of(seats: &[Level], k: u64, seat: Seat) -> Level {
    seats[(seat.index() + k as usize) % seats.len()]
}

/// Plays the arena's games, `threads` at a time; one line per level, strongest first.
pub fn run<G: Heuristic>(arena: &Arena<G::Options>) -> Result<Vec<Fared>, SetupError> {
    let players = arena.seats.len() as u8;
    G::setup(&arena.options, players, arena.seed)?;
    let next = AtomicU64::new(0);
    let mut levels = arena.seats.clone();
    levels.sort_unstable_by(|a, b| b.cmp(a));
    levels.dedup();
    let fared = Mutex::new(levels.iter().map(|&l| Fared::new(l)).collect::<Vec<_>>());
    std::thread::scope(|scope| {
        for _ in 0..arena.threads.max(1) {
            scope.spawn(|| {
                loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    if k >= arena.games {
                        break;
                    }
                    let game = play_one::<G>(arena, k);
                    let mut fared = fared.lock().expect("no thread panicked holding it");
                    for one in game {
                        let entry = fared
                            .iter_mut()
                            .find(|f| f.level == one.level)
                            .expect("every level has a line");
                        entry.seats += one.seats;
                        entry.wins += one.wins;
                        entry.points += one.points;
                        entry.times.extend(one.times);
                        entry.iterations += one.iterations;
                        entry.searching += one.searching;
                    }
                }
            });
        }
    });
    Ok(fared.into_inner().expect("no thread panicked holding it"))
}

/// Game `k` of the arena, one line per seat.
fn play_one<G: Heuristic>(arena: &Arena<G::Options>, k: u64) -> Vec<Fared> {
    let players = arena.seats.len() as u8;
    let seed = arena.seed.wrapping_add(k);
    let mut game = G::setup(&arena.options, players, seed).expect("checked before");
    let mut fared: Vec<Fared> = (0..players)
        .map(|i| Fared::new(level_of(&arena.seats, k, Seat(i))))
        .collect();
    let mut step = 0u64;
    'game: while let Some(seat) = game.awaited().iter().next() {
        // First the offers made unasked, each by its seat's level.
        for v in game.volunteers().iter() {
            let level = level_of(&arena.seats, k, v);
            let seed = seed.wrapping_mul(0x9E37_79B9).wrapping_add(step) ^ 0x5a5a;
            if let Some(action) = volunteer(&game, v, level, seed) {
                game.apply(v, &action)
                    .expect("a computer player's action is legal");
                step += 1;
                continue 'game;
            }
        }
        let level = level_of(&arena.seats, k, seat);
        let started = Instant::now();
        let decision = decide(
            &game,
            seat,
            level,
            arena.budget,
            seed.wrapping_mul(0x9E37_79B9).wrapping_add(step),
        )
        .expect("a seat to act decides");
        let f = &mut fared[seat.index()];
        f.times.push(started.elapsed());
        if let Some(searched) = decision.searched {
            f.iterations += u64::from(searched.iterations);
            f.searching += searched.elapsed;
        }
        game.apply(seat, &decision.action)
            .expect("a computer player's action is legal");
        step += 1;
    }
    let outcome = game.outcome().expect("a finished game has an outcome");
    let winners = outcome.winners().len() as f64;
    for s in &outcome.standings {
        let f = &mut fared[s.seat.index()];
        f.seats = 1;
        f.points = i64::from(s.score);
        if s.rank == 1 {
            f.wins = 1.0 / winners;
        }
    }
    fared
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_win_interval_brackets_the_share_and_narrows_with_more_games() {
        let share = |wins: f64, seats: u64| Fared {
            seats,
            wins,
            ..Fared::new(Level::Basic)
        };
        let (p, low, high) = share(60.0, 100).win_share();
        assert!((p - 0.6).abs() < 1e-9);
        assert!(low < 0.6 && 0.6 < high);
        assert!(
            (low - 0.502).abs() < 0.01 && (high - 0.691).abs() < 0.01,
            "{low} {high}"
        );
        let (_, low2, high2) = share(600.0, 1000).win_share();
        assert!(high2 - low2 < high - low);
    }

    #[test]
    fn seats_rotate_from_game_to_game() {
        let seats = [Level::Strong, Level::Basic, Level::Basic];
        assert_eq!(level_of(&seats, 0, Seat(0)), Level::Strong);
        assert_eq!(level_of(&seats, 1, Seat(0)), Level::Basic);
        assert_eq!(level_of(&seats, 2, Seat(1)), Level::Strong);
    }
}
