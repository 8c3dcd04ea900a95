//! A fixed piece of work timed beside a measurement, so that a speed read on one machine can be
//! compared with one read on another: wall-clock figures differ twofold between machines for the
//! same build, but their ratio to a yardstick timed in the same run moves much less.
//!
//! The work is sorting the same 65,536 pseudo-random numbers: integer compares, branches and
//! memory in a small working set, as an engine's moves are.

use std::hint::black_box;
use std::time::{Duration, Instant};

/// How many numbers one yardstick sorts.
pub const NUMBERS: usize = 1 << 16;

/// How many times the work is timed; the median is kept, so a hiccup of the machine in one run
/// does not move the figure.
const RUNS: usize = 21;

/// The numbers to sort: always the same (xorshift64 from a fixed seed), so the work is the same.
fn numbers() -> Vec<u64> {
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    (0..NUMBERS)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        })
        .collect()
}

/// The median time, on this core now, of one yardstick: sorting [`NUMBERS`] fixed numbers.
#[must_use]
pub fn measure() -> Duration {
    let unsorted = numbers();
    let mut work = unsorted.clone();
    let mut times: Vec<Duration> = (0..RUNS)
        .map(|_| {
            work.copy_from_slice(&unsorted);
            let started = Instant::now();
            black_box(&mut work).sort_unstable();
            black_box(&work);
            started.elapsed()
        })
        .collect();
    times.sort_unstable();
    times[RUNS / 2]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_work_is_the_same_every_time_and_really_sorts() {
        let a = numbers();
        assert_eq!(a, numbers());
        let distinct: std::collections::HashSet<_> = a.iter().collect();
        assert_eq!(
            distinct.len(),
            NUMBERS,
            "xorshift repeats no number this soon"
        );
        let mut sorted = a.clone();
        sorted.sort_unstable();
        assert_ne!(a, sorted, "the numbers start out of order");
        assert!(measure() > Duration::ZERO);
    }
}
