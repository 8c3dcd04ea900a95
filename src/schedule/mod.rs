//! Playing over days: which timers a game arms when it moves, and the loop that fires them.
//!
//! - [`rearm`] decides, after every start and every accepted action, the reminders and
//!   deadlines of the seats that must decide now. The table service calls it and stores its
//!   answer in the same transaction as the action, so every path that moves a game (a click, a
//!   program seat, a deadline) re-arms the same way.
//! - [`Scheduler`] runs the due timers, soonest first, through a [`Fire`]: the table service's,
//!   which claims a reminder (the outbox sends it), plays a missed deadline's default action,
//!   or leases a computer seat's turn and thinks on it. This layer sits below the table
//!   service and knows it only through that trait. Timers live in the database: those that
//!   fell due while the bot was down fire on its first pass at start. Time comes from a
//!   [`Clock`], which tests move by hand.

pub mod digest;
pub mod personal;
pub mod settings;

use std::collections::HashSet;
use std::future::Future;
use std::time::Duration;

use tokio::sync::watch;
use tracing::warn;

pub use personal::Personal;
pub use settings::{Asked, OnDeadline, Settings, SettingsError};

use crate::clock::Clock;
use crate::engine::{Seat, SeatSet};
use crate::store::{NewTimer, Rearm, Store, StoreError, Timer, TimerKind};

/// The timers after a game moved, at time `now`.
///
/// `before` are the seats that had to decide before the move (none at the start), `acted` the
/// seat that moved, `after` those that must decide now (none once the game is over). A seat
/// still waiting on the decision it already had keeps its timers; any other seat to act starts
/// waiting now: if a person plays it (`has_owner`), a reminder after
/// [`Settings::remind_after`] and a deadline after [`Settings::deadline`] if the game has one;
/// if the program plays it, its turn to think, due at once. A seat of `answering` (among
/// `after`) is only asked to answer another's turn — in Genoa, to bid or pass in an action
/// window, or to answer a trade put to it — and has [`Settings::answer_deadline`] instead,
/// unless the game's own deadline is sooner: a window closes within hours, not days, whether
/// or not the game has a deadline. A person's reminder and deadline then move as their own
/// clocks say (`personal`, by seat index: quiet hours, a vacation; see [`Personal::due`]).
#[allow(clippy::too_many_arguments)]
pub fn rearm(
    settings: &Settings,
    now: i64,
    before: SeatSet,
    acted: Option<Seat>,
    after: SeatSet,
    answering: SeatSet,
    has_owner: impl Fn(Seat) -> bool,
    personal: &[Personal],
) -> Rearm {
    let mut plan = Rearm::default();
    for seat in after.iter() {
        if before.contains(seat) && acted != Some(seat) {
            plan.keep.push(seat.0);
            continue;
        }
        if !has_owner(seat) {
            plan.arm.push(NewTimer {
                kind: TimerKind::Think,
                seat: seat.0,
                waiting_since: now,
                due_at: now,
            });
            continue;
        }
        let own = personal.get(seat.index());
        let due = |at: i64| own.map_or(at, |p| p.due(now, at));
        plan.arm.push(NewTimer {
            kind: TimerKind::Remind,
            seat: seat.0,
            waiting_since: now,
            due_at: due(now + millis(settings.remind_after)),
        });
        let deadline = if answering.contains(seat) {
            match (settings.deadline, settings.answer_deadline) {
                (Some(d), Some(a)) => Some(d.min(a)),
                (d, a) => a.or(d),
            }
        } else {
            settings.deadline
        };
        if let Some(deadline) = deadline {
            plan.arm.push(NewTimer {
                kind: TimerKind::Deadline,
                seat: seat.0,
                waiting_since: now,
                due_at: due(now + millis(deadline)),
            });
        }
    }
    plan
}

/// The reminder after `fired`, fired at `now`: [`Settings::remind_every`] after it was due, or
/// after now if that is already past (the bot was down), so a backlog never floods a channel.
pub fn next_reminder(settings: &Settings, fired: &Timer, now: i64) -> NewTimer {
    let every = millis(settings.remind_every);
    let mut due_at = fired.due_at + every;
    if due_at <= now {
        due_at = now + every;
    }
    NewTimer {
        kind: TimerKind::Remind,
        seat: fired.seat,
        waiting_since: fired.waiting_since,
        due_at,
    }
}

pub fn millis(d: Duration) -> i64 {
    i64::try_from(d.as_millis()).unwrap_or(i64::MAX)
}

/// What the scheduler does with a due timer: claim it and act (or find it obsolete). Errors
/// are logged and the timer stays pending, to be tried again on a later pass.
pub trait Fire: Send + Sync {
    fn fire(&self, timer: Timer) -> impl Future<Output = anyhow::Result<()>> + Send;
}

/// How many due timers one query fetches.
const BATCH: i64 = 64;

/// How long the loop waits at most between passes, in real time: a safety net, since new
/// timers fall due an hour or more after they are armed. A manual clock also wakes it.
const POLL_SYSTEM: Duration = Duration::from_secs(30);
/// The same when other processes share the database: a timer they arm for one of this
/// process's games (a computer seat's turn, due at once) wakes nothing here.
const POLL_SHARED: Duration = Duration::from_secs(1);
const POLL_MANUAL: Duration = Duration::from_millis(250);

/// Runs due timers. Cheap to share: one per bot, its loop started once.
#[derive(Debug)]
pub struct Scheduler {
    store: Store,
    clock: Clock,
    /// The clock time of the last completed pass.
    passed: watch::Sender<Option<i64>>,
    stop: watch::Sender<bool>,
}

impl Scheduler {
    pub fn new(store: Store, clock: Clock) -> Scheduler {
        Scheduler {
            store,
            clock,
            passed: watch::Sender::new(None),
            stop: watch::Sender::new(false),
        }
    }

    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// One pass: fires every timer due at the clock's time now, soonest first. Returns how
    /// many were handed to `fire` and how many of those failed.
    pub async fn fire_due<F: Fire>(&self, fire: &F) -> Result<Pass, StoreError> {
        self.fire_due_at(fire, self.clock.now_ms()).await
    }

    async fn fire_due_at<F: Fire>(&self, fire: &F, now: i64) -> Result<Pass, StoreError> {
        let mut pass = Pass::default();
        // A timer that failed stays pending; it is not tried again in the same pass.
        let mut tried = HashSet::new();
        loop {
            let due = self.store.due_timers(now, BATCH).await?;
            let fresh: Vec<Timer> = due.into_iter().filter(|t| tried.insert(t.id)).collect();
            if fresh.is_empty() {
                break;
            }
            for timer in fresh {
                pass.fired += 1;
                let (id, game, kind) = (timer.id, timer.game, timer.kind);
                if let Err(e) = fire.fire(timer).await {
                    pass.failed += 1;
                    warn!(timer = %id, %game, ?kind, "a timer failed to fire: {e:#}");
                }
            }
        }
        Ok(pass)
    }

    /// Fires due timers until [`Scheduler::stop`]: at once (whatever fell due while the bot
    /// was down), then whenever the next timer falls due or the clock is moved.
    pub async fn run<F: Fire>(&self, fire: F) {
        let mut ticker = self.clock.ticker();
        let mut stop = self.stop.subscribe();
        let poll = if self.clock.is_manual() {
            POLL_MANUAL
        } else if self.store.shards().is_some() {
            POLL_SHARED
        } else {
            POLL_SYSTEM
        };
        while !*stop.borrow_and_update() {
            let now = ticker.now_ms();
            let next = match self.fire_due_at(&fire, now).await {
                Ok(pass) if pass.failed == 0 => self.store.next_due().await.unwrap_or_else(|e| {
                    warn!("reading the next timer: {e}");
                    None
                }),
                // Failures are retried after a poll, not in a tight loop.
                Ok(_) => None,
                Err(e) => {
                    warn!("reading due timers: {e}");
                    None
                }
            };
            self.passed.send_replace(Some(now));
            if self.store.pool().is_closed() {
                break;
            }
            tokio::select! {
                () = ticker.wait_until(next, poll) => {}
                () = self.store.timer_armed() => {}
                _ = stop.changed() => {}
            }
        }
    }

    /// Ends [`Scheduler::run`] after the timer it is firing, if any.
    pub fn stop(&self) {
        self.stop.send_replace(true);
    }

    /// Waits until the loop has finished a pass at the clock's time now or later: everything
    /// due by now has fired. For tests on a manual clock, after moving it.
    pub async fn settled(&self) {
        let now = self.clock.now_ms();
        let mut passed = self.passed.subscribe();
        let _ = passed.wait_for(|p| p.is_some_and(|p| p >= now)).await;
    }
}

/// What one pass of the scheduler did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Pass {
    /// Timers handed to [`Fire::fire`] (fired, or found obsolete).
    pub fired: usize,
    /// Of those, the ones whose firing failed.
    pub failed: usize,
}

#[cfg(test)]
mod tests {
    use super::*;

    const H: i64 = 3_600_000;

    fn seats(s: &[u8]) -> SeatSet {
        s.iter().map(|&s| Seat(s)).collect()
    }

    #[test]
    fn the_seat_to_act_gets_a_reminder_and_a_deadline_when_the_game_has_one() {
        let settings = Settings::from_hours(None, Some(48)).unwrap();
        let plan = rearm(
            &settings,
            1000,
            seats(&[0]),
            Some(Seat(0)),
            seats(&[1]),
            SeatSet::EMPTY,
            |_| true,
            &[],
        );
        assert!(plan.keep.is_empty());
        assert_eq!(
            plan.arm,
            [
                NewTimer {
                    kind: TimerKind::Remind,
                    seat: 1,
                    waiting_since: 1000,
                    due_at: 1000 + 12 * H
                },
                NewTimer {
                    kind: TimerKind::Deadline,
                    seat: 1,
                    waiting_since: 1000,
                    due_at: 1000 + 48 * H
                },
            ]
        );
        let plan = rearm(
            &Settings::default(),
            0,
            seats(&[]),
            None,
            seats(&[0]),
            SeatSet::EMPTY,
            |_| false,
            &[],
        );
        assert_eq!(
            plan.arm,
            [NewTimer {
                kind: TimerKind::Think,
                seat: 0,
                waiting_since: 0,
                due_at: 0
            }],
            "a program seat thinks at once: no reminder, no deadline"
        );
    }

    /// A seat asked only to answer (Genoa's action window) has the answer deadline, or the
    /// game's if that is sooner, and one even in a game without deadlines; the seat whose turn
    /// it is keeps the game's.
    #[test]
    fn an_answering_seat_has_the_shorter_answer_deadline() {
        let deadline_of = |settings: &Settings, seat: u8| {
            rearm(
                settings,
                0,
                seats(&[]),
                None,
                seats(&[0, 1]),
                seats(&[1]),
                |_| true,
                &[],
            )
            .arm
            .into_iter()
            .find(|t| t.kind == TimerKind::Deadline && t.seat == seat)
            .map(|t| t.due_at / H)
        };
        let days = Settings::from_hours(None, Some(48)).unwrap();
        assert_eq!(deadline_of(&days, 0), Some(48));
        assert_eq!(
            deadline_of(&days, 1),
            Some(4),
            "the default answer deadline"
        );
        let none = Settings::default();
        assert_eq!(deadline_of(&none, 0), None);
        assert_eq!(deadline_of(&none, 1), Some(4));
        let asked = Settings::asked(&Asked {
            deadline_hours: Some(2),
            window_hours: Some(6),
            ..Asked::default()
        })
        .unwrap();
        assert_eq!(deadline_of(&asked, 1), Some(2), "the sooner of the two");
        let asked = Settings::asked(&Asked {
            window_hours: Some(9),
            ..Asked::default()
        })
        .unwrap();
        assert_eq!(deadline_of(&asked, 1), Some(9));
    }

    #[test]
    fn a_seat_that_acts_again_starts_afresh_and_one_still_waiting_keeps_its_timers() {
        let s = Settings::default();
        let plan = rearm(
            &s,
            5,
            seats(&[0, 1]),
            Some(Seat(0)),
            seats(&[0, 1]),
            SeatSet::EMPTY,
            |_| true,
            &[],
        );
        assert_eq!(plan.keep, [1]);
        assert_eq!(plan.arm.len(), 1);
        assert_eq!((plan.arm[0].seat, plan.arm[0].due_at), (0, 5 + 12 * H));
        let over = rearm(
            &s,
            5,
            seats(&[0]),
            Some(Seat(0)),
            seats(&[]),
            SeatSet::EMPTY,
            |_| true,
            &[],
        );
        assert_eq!(over, Rearm::default(), "a finished game has no timers");
    }

    #[test]
    fn a_persons_own_clocks_move_their_timers_and_no_one_elses() {
        let settings = Settings::from_hours(None, Some(48)).unwrap();
        let away = Personal {
            quiet: None,
            away_until: Some(24 * H),
        };
        // Quiet 00:00-08:00 UTC: a deadline at 48 h after midnight (00:00) moves to 08:00.
        let quiet = Personal {
            quiet: Some(personal::Quiet::new("UTC", 0, 8 * 60).unwrap()),
            away_until: None,
        };
        let plan = rearm(
            &settings,
            0,
            seats(&[]),
            None,
            seats(&[0, 1, 2, 3]),
            SeatSet::EMPTY,
            |s| s != Seat(3),
            &[away.clone(), quiet, Personal::default(), away],
        );
        let due = |kind, seat| {
            plan.arm
                .iter()
                .find(|t| t.kind == kind && t.seat == seat)
                .map(|t| t.due_at)
        };
        assert_eq!(due(TimerKind::Remind, 0), Some(36 * H), "away a day");
        assert_eq!(due(TimerKind::Deadline, 0), Some(72 * H));
        assert_eq!(due(TimerKind::Remind, 1), Some(12 * H), "not quiet at noon");
        assert_eq!(
            due(TimerKind::Deadline, 1),
            Some(56 * H),
            "out of the quiet night"
        );
        assert_eq!(due(TimerKind::Deadline, 2), Some(48 * H), "nothing set");
        assert_eq!(
            due(TimerKind::Think, 3),
            Some(0),
            "the program never waits for a person's clocks"
        );
    }

    #[test]
    fn reminders_repeat_on_their_cadence_but_never_in_a_burst() {
        let s = Settings::default();
        let fired = Timer {
            id: crate::store::TimerId(1),
            game: crate::store::GameId(1),
            game_kind: "palazzo".into(),
            kind: TimerKind::Remind,
            seat: 2,
            version: 3,
            waiting_since: 0,
            due_at: 12 * H,
            fired_at: None,
        };
        assert_eq!(next_reminder(&s, &fired, 12 * H + 5).due_at, 36 * H);
        assert_eq!(
            next_reminder(&s, &fired, 100 * H).due_at,
            124 * H,
            "after a long outage, the next is a full interval away"
        );
        assert_eq!(next_reminder(&s, &fired, 0).waiting_since, 0);
    }
}
