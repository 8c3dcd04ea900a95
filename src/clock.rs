//! Where the time comes from: the system clock in production, a clock tests move by hand.
//!
//! Everything that schedules (reminders, deadlines) reads the time from a [`Clock`] and waits
//! through a [`Ticker`], so a test can jump a game forward by hours without sleeping: moving a
//! manual clock wakes every ticker at once.

use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use tokio::sync::watch;

/// A source of unix milliseconds. Cheap to clone: clones of a manual clock share its time.
#[derive(Debug, Clone, Default)]
pub struct Clock {
    source: Source,
}

#[derive(Debug, Clone, Default)]
enum Source {
    #[default]
    System,
    /// The time as a test set it; watchers wake when it moves.
    Manual(Arc<watch::Sender<i64>>),
}

impl Clock {
    /// The system's wall clock.
    pub fn system() -> Clock {
        Clock {
            source: Source::System,
        }
    }

    /// A clock that reads `start_ms` until it is moved with [`Clock::advance`] or
    /// [`Clock::set_ms`].
    pub fn manual(start_ms: i64) -> Clock {
        Clock {
            source: Source::Manual(Arc::new(watch::Sender::new(start_ms))),
        }
    }

    /// A manual clock starting at the system's time now.
    pub fn manual_from_now() -> Clock {
        Clock::manual(system_now_ms())
    }

    pub fn is_manual(&self) -> bool {
        matches!(self.source, Source::Manual(_))
    }

    /// Now, in unix milliseconds.
    pub fn now_ms(&self) -> i64 {
        match &self.source {
            Source::System => system_now_ms(),
            Source::Manual(time) => *time.borrow(),
        }
    }

    /// Moves a manual clock forward by `by`, waking everything that waits on it.
    ///
    /// # Panics
    /// On the system clock, which only time moves.
    pub fn advance(&self, by: Duration) {
        let by = i64::try_from(by.as_millis()).expect("a duration a clock can hold");
        self.manual_time().send_modify(|t| *t += by);
    }

    /// Sets a manual clock to `ms`; it never goes back.
    ///
    /// # Panics
    /// On the system clock, or when `ms` is earlier than the clock's time.
    pub fn set_ms(&self, ms: i64) {
        self.manual_time().send_modify(|t| {
            assert!(ms >= *t, "a clock does not go back (from {t} to {ms})");
            *t = ms;
        });
    }

    fn manual_time(&self) -> &watch::Sender<i64> {
        match &self.source {
            Source::Manual(time) => time,
            Source::System => panic!("the system clock cannot be moved"),
        }
    }

    /// A waiter on this clock, for a loop that sleeps until a time.
    pub fn ticker(&self) -> Ticker {
        Ticker {
            clock: self.clone(),
            moved: match &self.source {
                Source::System => None,
                Source::Manual(time) => Some(time.subscribe()),
            },
        }
    }
}

/// Waits on a [`Clock`] without missing a move: a manual clock moved between two waits wakes
/// the next wait at once.
#[derive(Debug)]
pub struct Ticker {
    clock: Clock,
    moved: Option<watch::Receiver<i64>>,
}

impl Ticker {
    /// Now, in unix milliseconds; waits that follow return when the clock moves after this.
    pub fn now_ms(&mut self) -> i64 {
        match &mut self.moved {
            Some(moved) => *moved.borrow_and_update(),
            None => self.clock.now_ms(),
        }
    }

    /// Waits until the clock reads `at` (at once if it does already), or until `poll` of real
    /// time has passed, whichever comes first. A manual clock also wakes the wait whenever it
    /// moves; the caller reads the time again and decides.
    pub async fn wait_until(&mut self, at: Option<i64>, poll: Duration) {
        match &mut self.moved {
            None => {
                let left = at.map_or(poll, |at| {
                    let ms = at.saturating_sub(self.clock.now_ms()).max(0) as u64;
                    Duration::from_millis(ms).min(poll)
                });
                if !left.is_zero() {
                    tokio::time::sleep(left).await;
                }
            }
            Some(moved) => {
                if at.is_some_and(|at| *moved.borrow() >= at) {
                    return;
                }
                // An error means the clock is gone; the poll still bounds the wait.
                let _ = tokio::time::timeout(poll, moved.changed()).await;
            }
        }
    }
}

/// The system's time now, in unix milliseconds.
pub fn system_now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_manual_clock_moves_only_when_told_and_clones_share_it() {
        let clock = Clock::manual(1_000);
        let other = clock.clone();
        assert_eq!(clock.now_ms(), 1_000);
        clock.advance(Duration::from_secs(2));
        assert_eq!(other.now_ms(), 3_000);
        other.set_ms(10_000);
        assert_eq!(clock.now_ms(), 10_000);
        assert!(clock.is_manual() && !Clock::system().is_manual());
    }

    #[test]
    #[should_panic(expected = "does not go back")]
    fn a_manual_clock_does_not_go_back() {
        Clock::manual(5).set_ms(4);
    }

    #[tokio::test]
    async fn moving_a_manual_clock_wakes_a_ticker_without_real_waiting() {
        let clock = Clock::manual(0);
        let mut ticker = clock.ticker();
        assert_eq!(ticker.now_ms(), 0);
        let hour = Duration::from_secs(3600);
        let waiter = tokio::spawn(async move {
            // Far longer than the test may take: only the move can end this wait.
            ticker.wait_until(Some(3_600_000), hour).await;
            ticker.now_ms()
        });
        clock.advance(hour);
        let woke_at = tokio::time::timeout(Duration::from_secs(5), waiter)
            .await
            .expect("the move wakes the ticker")
            .unwrap();
        assert_eq!(woke_at, 3_600_000);

        // A move between reading the time and waiting is not missed.
        let mut ticker = clock.ticker();
        ticker.now_ms();
        clock.advance(Duration::from_millis(1));
        tokio::time::timeout(Duration::from_secs(5), ticker.wait_until(None, hour))
            .await
            .expect("the earlier move ends the wait at once");
    }

    #[tokio::test]
    async fn the_system_ticker_returns_at_once_for_a_time_past() {
        let mut ticker = Clock::system().ticker();
        let past = ticker.now_ms() - 1;
        tokio::time::timeout(
            Duration::from_secs(5),
            ticker.wait_until(Some(past), Duration::from_secs(3600)),
        )
        .await
        .expect("no wait for a time already past");
    }
}
