//! Playing over days, below Discord: timers armed by the table service at every start and
//! every accepted action, obsolete timers dropped, each timer fired once however many try,
//! timers that fell due while the bot was down fired at the next start in due order, and
//! deadlines that play the default action until a game ends. Time comes from a manual clock:
//! nothing here sleeps for the delays it tests.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tavola::clock::Clock;
use tavola::engine::palazzo::Palazzo;
use tavola::engine::{Game, Seat};
use tavola::schedule::{Fire, Pass, Scheduler, Settings};
use tavola::store::{Claim, GameId, GameStatus, Store, Timer, TimerKind};
use tavola::table::{Fired, TableError, Tables};
use tempfile::TempDir;

const HOST: u64 = 700_000_000_000_000_000;
const CHANNEL: u64 = 710_000_000_000_000_000;
/// When every test's clock starts.
const T0: i64 = 1_800_000_000_000;
const HOUR_MS: i64 = 3_600_000;

fn hours(n: u64) -> Duration {
    Duration::from_secs(n * 3600)
}

fn user(i: u64) -> u64 {
    HOST + i
}

struct Fixture {
    _dir: TempDir,
    path: PathBuf,
    clock: Clock,
    tables: Tables<Palazzo>,
}

impl Fixture {
    async fn new() -> Fixture {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("tavola.db");
        let clock = Clock::manual(T0);
        let tables = Tables::with_clock(Store::open_in(&path).await.unwrap(), clock.clone());
        Fixture {
            _dir: dir,
            path,
            clock,
            tables,
        }
    }

    fn store(&self) -> &Store {
        self.tables.store()
    }

    /// A started game of `players` at the pace `settings`.
    async fn started(&self, players: u64, settings: Settings, seed: u64) -> GameId {
        let id = self
            .tables
            .open_lobby_with_settings(Some(1), CHANNEL, HOST, Default::default(), settings, seed)
            .await
            .unwrap();
        for i in 1..players {
            self.tables.join(id, user(i)).await.unwrap();
        }
        self.tables.start(id, HOST).await.unwrap();
        id
    }

    /// The state and version of a game in play, and the seat to act.
    async fn to_act(&self, id: GameId) -> (Palazzo, i64, Seat) {
        let snap = self.tables.view(id).await.unwrap();
        let state = snap.state.unwrap();
        let seat = state.to_act().iter().next().expect("someone acts");
        (state, snap.game.version, seat)
    }

    /// The seat to act plays its first choice, as its owner.
    async fn play_first_choice(&self, id: GameId) {
        let (state, version, seat) = self.to_act(id).await;
        let owner = self.tables.view(id).await.unwrap().owner(seat).unwrap();
        let action = state.choices(seat).into_iter().next().unwrap();
        self.tables.act(id, owner, version, action).await.unwrap();
    }

    fn scheduler(&self) -> Scheduler {
        Scheduler::new(self.store().clone(), self.clock.clone())
    }
}

/// What one firing did, as the tests look at it.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Seen {
    Reminded(Seat),
    /// A deadline moved the game to this version.
    Deadline(Seat, i64),
    Nothing(Claim),
}

/// Fires through the table service and records what happened, in order.
#[derive(Clone)]
struct Recorder {
    tables: Tables<Palazzo>,
    log: Arc<Mutex<Vec<(Timer, Seen)>>>,
}

impl Recorder {
    fn new(tables: &Tables<Palazzo>) -> Recorder {
        Recorder {
            tables: tables.clone(),
            log: Arc::default(),
        }
    }

    fn seen(&self) -> Vec<(GameId, TimerKind, Seen)> {
        let log = self.log.lock().unwrap();
        log.iter()
            .map(|(t, s)| (t.game, t.kind, s.clone()))
            .collect()
    }

    fn count(&self) -> usize {
        self.log.lock().unwrap().len()
    }
}

impl Fire for Recorder {
    async fn fire(&self, timer: Timer) -> anyhow::Result<()> {
        let seen = match self.tables.fire(&timer).await? {
            Fired::Reminded { seat, .. } => Seen::Reminded(seat),
            Fired::DeadlineMissed(moved) => {
                Seen::Deadline(moved.first().seat, moved.first().version)
            }
            Fired::Nothing(claim) => Seen::Nothing(claim),
            Fired::Thinking(_) | Fired::Thought(_) => panic!("no computer seat in these games"),
        };
        self.log.lock().unwrap().push((timer, seen));
        Ok(())
    }
}

fn with_deadline(h: u32) -> Settings {
    Settings::from_hours(None, Some(h)).unwrap()
}

#[tokio::test]
async fn starting_a_game_arms_a_reminder_for_the_seat_to_act_and_its_deadline() {
    let f = Fixture::new().await;
    let plain = f.started(2, Settings::default(), 1).await;
    let (_, _, seat) = f.to_act(plain).await;
    let timers = f.store().pending_timers(plain).await.unwrap();
    assert_eq!(timers.len(), 1, "no deadline by default: {timers:?}");
    let t = &timers[0];
    assert_eq!(
        (t.kind, t.seat, t.version, t.waiting_since, t.due_at),
        (TimerKind::Remind, seat.0, 0, T0, T0 + 12 * HOUR_MS)
    );
    assert_eq!(t.game_kind, "palazzo");
    assert_eq!(f.tables.view(plain).await.unwrap().game.next_deadline, None);

    let paced = f
        .started(3, Settings::from_hours(Some(6), Some(48)).unwrap(), 2)
        .await;
    let (_, _, seat) = f.to_act(paced).await;
    let timers = f.store().pending_timers(paced).await.unwrap();
    let armed: Vec<_> = timers.iter().map(|t| (t.kind, t.seat, t.due_at)).collect();
    assert_eq!(
        armed,
        [
            (TimerKind::Remind, seat.0, T0 + 6 * HOUR_MS),
            (TimerKind::Deadline, seat.0, T0 + 48 * HOUR_MS)
        ]
    );
    let snap = f.tables.view(paced).await.unwrap();
    assert_eq!(snap.game.next_deadline, Some(T0 + 48 * HOUR_MS));
    assert_eq!(snap.settings.deadline, Some(hours(48)));

    // The cache says what the database says.
    f.tables.forget(paced).await;
    let reloaded = f.tables.view(paced).await.unwrap();
    assert_eq!(reloaded.game.next_deadline, Some(T0 + 48 * HOUR_MS));
    assert_eq!(reloaded.settings, snap.settings);
}

#[tokio::test]
async fn every_accepted_action_rearms_the_timers_for_the_new_version() {
    let f = Fixture::new().await;
    let id = f.started(3, with_deadline(24), 3).await;
    for step in 1..=12 {
        f.clock.advance(hours(1));
        f.play_first_choice(id).await;
        let (_, version, seat) = f.to_act(id).await;
        assert_eq!(version, step);
        let now = f.clock.now_ms();
        let timers = f.store().pending_timers(id).await.unwrap();
        let armed: Vec<_> = timers
            .iter()
            .map(|t| (t.kind, t.seat, t.version, t.waiting_since, t.due_at))
            .collect();
        assert_eq!(
            armed,
            [
                (TimerKind::Remind, seat.0, version, now, now + 12 * HOUR_MS),
                (
                    TimerKind::Deadline,
                    seat.0,
                    version,
                    now,
                    now + 24 * HOUR_MS
                ),
            ],
            "after action {step}"
        );
        let snap = f.tables.view(id).await.unwrap();
        assert_eq!(snap.game.next_deadline, Some(now + 24 * HOUR_MS));
    }
    // Nothing of the old versions is left pending, and nothing fired.
    let all = f.store().timers(id).await.unwrap();
    assert_eq!(all.len(), 2);
}

#[tokio::test]
async fn an_obsolete_timer_is_dropped_not_fired() {
    let f = Fixture::new().await;
    let id = f.started(2, with_deadline(24), 4).await;
    let (_, _, first) = f.to_act(id).await;
    let stale_deadline = f
        .store()
        .pending_timers(id)
        .await
        .unwrap()
        .into_iter()
        .find(|t| t.kind == TimerKind::Deadline)
        .unwrap();
    f.play_first_choice(id).await;

    // Its row went with the action; put it back, alone, as a leftover of version 0.
    sqlx::query("DELETE FROM timers WHERE game_id = ?")
        .bind(id.0)
        .execute(f.store().pool())
        .await
        .unwrap();
    sqlx::query(
        "INSERT INTO timers (id, game_id, kind, seat, version, waiting_since, due_at) \
         VALUES (?, ?, 'deadline', ?, 0, ?, ?)",
    )
    .bind(stale_deadline.id.0)
    .bind(id.0)
    .bind(i64::from(first.0))
    .bind(T0)
    .bind(T0 + 24 * HOUR_MS)
    .execute(f.store().pool())
    .await
    .unwrap();
    f.clock.advance(hours(30));
    let due = f.store().due_timers(f.clock.now_ms(), 10).await.unwrap();
    assert_eq!(due.len(), 1);
    let fired = f.tables.fire(&due[0]).await.unwrap();
    assert!(
        matches!(fired, Fired::Nothing(Claim::Obsolete)),
        "{fired:?}"
    );
    assert_eq!(
        f.tables.view(id).await.unwrap().game.version,
        1,
        "not played"
    );
    assert_eq!(
        f.tables.view(id).await.unwrap().seats[first.index()].missed_deadlines,
        0
    );
    assert!(
        f.store()
            .timers(id)
            .await
            .unwrap()
            .iter()
            .all(|t| t.id != stale_deadline.id),
        "dropped"
    );

    // The store drops one too when asked to claim it.
    let leftover: i64 = sqlx::query_scalar(
        "INSERT INTO timers (game_id, kind, seat, version, waiting_since, due_at) \
         VALUES (?, 'remind', ?, 0, ?, ?) RETURNING id",
    )
    .bind(id.0)
    .bind(i64::from(first.0))
    .bind(T0)
    .bind(T0)
    .fetch_one(f.store().pool())
    .await
    .unwrap();
    let leftover = tavola::store::TimerId(leftover);
    assert_eq!(
        f.store()
            .claim_timer(leftover, f.clock.now_ms())
            .await
            .unwrap(),
        Claim::Obsolete
    );
    assert_eq!(
        f.store()
            .claim_timer(leftover, f.clock.now_ms())
            .await
            .unwrap(),
        Claim::Obsolete,
        "gone"
    );
}

#[tokio::test]
async fn a_timer_is_claimed_exactly_once_under_concurrent_claimers() {
    let f = Fixture::new().await;
    let id = f.started(2, Settings::default(), 5).await;
    let reminder = f.store().pending_timers(id).await.unwrap().remove(0);
    assert_eq!(
        f.store()
            .claim_timer(reminder.id, f.clock.now_ms())
            .await
            .unwrap(),
        Claim::NotDue
    );
    f.clock.advance(hours(12));
    let now = f.clock.now_ms();

    // Two handles on the file, as two processes would have, each with eight claimers.
    let other = Store::open_in(&f.path).await.unwrap();
    let mut tasks = Vec::new();
    for i in 0..16 {
        let store = if i % 2 == 0 {
            f.store().clone()
        } else {
            other.clone()
        };
        let timer = reminder.id;
        tasks.push(tokio::spawn(
            async move { store.claim_timer(timer, now).await },
        ));
    }
    let mut claims = Vec::new();
    for t in tasks {
        claims.push(t.await.unwrap().unwrap());
    }
    assert_eq!(claims.iter().filter(|c| **c == Claim::Fired).count(), 1);
    assert!(
        claims
            .iter()
            .all(|c| matches!(c, Claim::Fired | Claim::AlreadyFired)),
        "{claims:?}"
    );
    let stored = f.store().timers(id).await.unwrap();
    assert_eq!(stored[0].fired_at, Some(now));
    other.close().await;
}

#[tokio::test]
async fn a_deadline_fires_once_even_from_two_table_services_at_once() {
    let f = Fixture::new().await;
    let id = f.started(3, with_deadline(24), 6).await;
    let (_, _, seat) = f.to_act(id).await;
    // A second service with its own cache and connections: another process.
    let other =
        Tables::<Palazzo>::with_clock(Store::open_in(&f.path).await.unwrap(), f.clock.clone());
    other.view(id).await.unwrap();
    f.clock.advance(hours(24));
    let due = f.store().due_timers(f.clock.now_ms(), 10).await.unwrap();
    let deadline = due
        .into_iter()
        .find(|t| t.kind == TimerKind::Deadline)
        .unwrap();

    let mut tasks = Vec::new();
    for i in 0..8 {
        let tables = if i % 2 == 0 {
            f.tables.clone()
        } else {
            other.clone()
        };
        let timer = deadline.clone();
        tasks.push(tokio::spawn(async move { tables.fire(&timer).await }));
    }
    let mut played = 0;
    for t in tasks {
        match t.await.unwrap().unwrap() {
            Fired::DeadlineMissed(moved) => {
                played += 1;
                let acted = moved.first();
                assert_eq!(
                    (acted.seat, acted.version, moved.missed),
                    (seat, 1, Some(1))
                );
            }
            Fired::Thinking(_) | Fired::Thought(_) => panic!("no computer seat here"),
            Fired::Nothing(claim) => {
                assert!(
                    matches!(claim, Claim::AlreadyFired | Claim::Obsolete),
                    "{claim:?}"
                );
            }
            Fired::Reminded { .. } => panic!("a deadline reminds nobody"),
        }
    }
    assert_eq!(played, 1, "exactly one firing plays the seat's move");
    let snap = f.tables.view(id).await.unwrap();
    assert_eq!(snap.game.version, 1);
    assert_eq!(snap.seats[seat.index()].missed_deadlines, 1);
    assert_eq!(f.store().actions(id).await.unwrap().len(), 1);
    f.tables.verify(id).await.unwrap();
    other.store().close().await;
}

#[tokio::test]
async fn a_service_whose_cache_is_behind_fires_a_timer_another_process_armed() {
    let f = Fixture::new().await;
    let id = f.started(2, Settings::default(), 14).await;
    f.tables.view(id).await.unwrap();
    // Another process moves the game on, arming the next timer.
    let other =
        Tables::<Palazzo>::with_clock(Store::open_in(&f.path).await.unwrap(), f.clock.clone());
    let snap = other.view(id).await.unwrap();
    let state = snap.state.unwrap();
    let seat = state.to_act().iter().next().unwrap();
    let action = state.choices(seat).remove(0);
    other.act_as_seat(id, seat, 0, action).await.unwrap();
    let moved = other.view(id).await.unwrap().state.unwrap();
    let next = moved.to_act().iter().next().unwrap();

    f.clock.advance(hours(12));
    let due = f.store().due_timers(f.clock.now_ms(), 10).await.unwrap();
    assert_eq!(due.len(), 1);
    assert_eq!(due[0].version, 1);
    let fired = f.tables.fire(&due[0]).await.unwrap();
    assert!(
        matches!(fired, Fired::Reminded { seat, .. } if seat == next),
        "{fired:?}"
    );
    assert_eq!(f.tables.view(id).await.unwrap().game.version, 1, "reloaded");
    other.store().close().await;
}

#[tokio::test]
async fn a_deadline_plays_the_engines_default_action_and_counts_it_against_the_seat() {
    let f = Fixture::new().await;
    let id = f.started(2, with_deadline(8), 7).await;
    let (before, _, seat) = f.to_act(id).await;
    let expected = before.default_action(seat).unwrap();
    let recorder = Recorder::new(&f.tables);
    let scheduler = f.scheduler();

    f.clock.advance(hours(7));
    scheduler.fire_due(&recorder).await.unwrap();
    // The default reminder came forward to half the deadline: 4 h.
    assert_eq!(
        recorder.seen(),
        [(id, TimerKind::Remind, Seen::Reminded(seat))]
    );
    f.clock.advance(hours(1));
    let pass = scheduler.fire_due(&recorder).await.unwrap();
    assert_eq!(
        pass,
        Pass {
            fired: 1,
            failed: 0
        }
    );
    assert_eq!(
        recorder.seen()[1],
        (id, TimerKind::Deadline, Seen::Deadline(seat, 1))
    );

    let stored = f.store().actions(id).await.unwrap();
    assert_eq!(stored.len(), 1);
    assert_eq!(stored[0].seat, seat.0);
    assert_eq!(
        stored[0].action_json,
        serde_json::to_string(&expected).unwrap()
    );
    let snap = f.tables.view(id).await.unwrap();
    assert_eq!(snap.seats[seat.index()].missed_deadlines, 1);
    assert_eq!(
        snap.seats.iter().map(|s| s.missed_deadlines).sum::<u32>(),
        1
    );
    // Re-armed like after any action: a fresh wait for whoever decides now.
    let (_, version, next) = f.to_act(id).await;
    let now = f.clock.now_ms();
    let armed: Vec<_> = f
        .store()
        .pending_timers(id)
        .await
        .unwrap()
        .iter()
        .map(|t| (t.kind, t.seat, t.version, t.due_at))
        .collect();
    assert_eq!(
        armed,
        [
            (TimerKind::Remind, next.0, version, now + 4 * HOUR_MS),
            (TimerKind::Deadline, next.0, version, now + 8 * HOUR_MS),
        ]
    );
    // The count survives a reload.
    f.tables.forget(id).await;
    assert_eq!(
        f.tables.view(id).await.unwrap().seats[seat.index()].missed_deadlines,
        1
    );
    f.tables.verify(id).await.unwrap();
}

#[tokio::test]
async fn a_game_driven_only_by_deadlines_reaches_its_end() {
    for players in [2, 3, 4] {
        let f = Fixture::new().await;
        let id = f.started(players, with_deadline(1), 100 + players).await;
        let recorder = Recorder::new(&f.tables);
        let scheduler = f.scheduler();
        let mut hours_passed = 0;
        while f.tables.view(id).await.unwrap().game.status == GameStatus::Active {
            f.clock.advance(hours(1));
            hours_passed += 1;
            let pass = scheduler.fire_due(&recorder).await.unwrap();
            assert_eq!(pass.failed, 0);
            assert!(
                hours_passed < 5_000,
                "the deadlines loop: the game never ends"
            );
        }
        let snap = f.tables.view(id).await.unwrap();
        assert_eq!(snap.game.status, GameStatus::Finished);
        assert!(snap.state.as_ref().unwrap().outcome().is_some());
        let missed: u32 = snap.seats.iter().map(|s| s.missed_deadlines).sum();
        assert_eq!(
            i64::from(missed),
            snap.game.version,
            "every move was a deadline's"
        );
        assert_eq!(hours_passed, snap.game.version, "one deadline an hour");
        // With a one-hour deadline the reminder falls due with it: the deadline goes first and
        // the reminder, now obsolete, is dropped.
        for (_, kind, seen) in recorder.seen() {
            if kind == TimerKind::Remind {
                assert_eq!(seen, Seen::Nothing(Claim::Obsolete), "no reminder fired");
            }
        }
        assert!(f.store().pending_timers(id).await.unwrap().is_empty());
        assert_eq!(snap.game.next_deadline, None);
        f.tables.verify(id).await.unwrap();
    }
}

#[tokio::test]
async fn reminders_repeat_every_24_hours_while_the_seat_waits_and_stop_when_it_acts() {
    let f = Fixture::new().await;
    let id = f.started(2, Settings::default(), 8).await;
    let (_, _, seat) = f.to_act(id).await;
    let recorder = Recorder::new(&f.tables);
    let scheduler = f.scheduler();
    let reminded = |n: usize| {
        let recorder = recorder.clone();
        move || {
            let seen = recorder.seen();
            assert_eq!(seen.len(), n, "{seen:?}");
            assert!(seen.iter().all(|s| s.2 == Seen::Reminded(seat)));
        }
    };

    for (advance, count) in [(11, 0), (1, 1), (23, 1), (1, 2), (24, 3)] {
        f.clock.advance(hours(advance));
        scheduler.fire_due(&recorder).await.unwrap();
        reminded(count)();
    }
    let pending = f.store().pending_timers(id).await.unwrap();
    assert_eq!(pending.len(), 1);
    assert_eq!(pending[0].due_at, T0 + 84 * HOUR_MS);
    assert_eq!(pending[0].waiting_since, T0, "the wait began at the start");
    let fired: Vec<_> = f
        .store()
        .timers(id)
        .await
        .unwrap()
        .into_iter()
        .filter_map(|t| t.fired_at)
        .collect();
    assert_eq!(
        fired,
        [T0 + 12 * HOUR_MS, T0 + 36 * HOUR_MS, T0 + 60 * HOUR_MS]
    );

    // The seat acts: its reminders stop; the next seat's start.
    f.play_first_choice(id).await;
    let acted_at = f.clock.now_ms();
    f.clock.advance(hours(30));
    scheduler.fire_due(&recorder).await.unwrap();
    let seen = recorder.seen();
    assert_eq!(seen.len(), 4);
    let (_, _, now_to_act) = f.to_act(id).await;
    assert_eq!(seen[3].2, Seen::Reminded(now_to_act));
    let last = &recorder.log.lock().unwrap()[3].0;
    assert_eq!(last.due_at, acted_at + 12 * HOUR_MS);
}

#[tokio::test]
async fn timers_that_fell_due_while_the_bot_was_down_fire_once_at_start_in_due_order() {
    let f = Fixture::new().await;
    // a: reminder at 5 h (half its deadline), deadline at 10 h.
    let a = f.started(2, with_deadline(10), 9).await;
    f.clock.advance(hours(1));
    // b: reminder at 1 + 12 = 13 h, no deadline.
    let b = f.started(2, Settings::default(), 10).await;
    f.clock.advance(hours(1));
    // c: reminder at 2 + 2.5 = 4.5 h, deadline at 2 + 5 = 7 h.
    let c = f.started(3, with_deadline(5), 11).await;
    f.store().close().await;

    // Three days pass with the bot down.
    f.clock.advance(hours(70));
    let restart = async || {
        let tables =
            Tables::<Palazzo>::with_clock(Store::open_in(&f.path).await.unwrap(), f.clock.clone());
        let scheduler = Scheduler::new(tables.store().clone(), f.clock.clone());
        (tables, scheduler)
    };
    let (tables, scheduler) = restart().await;
    let recorder = Recorder::new(&tables);
    scheduler.fire_due(&recorder).await.unwrap();
    let order: Vec<_> = recorder.seen().iter().map(|s| (s.0, s.1)).collect();
    assert_eq!(
        order,
        [
            (c, TimerKind::Remind),
            (a, TimerKind::Remind),
            (c, TimerKind::Deadline),
            (a, TimerKind::Deadline),
            (b, TimerKind::Remind),
        ]
    );
    let log = recorder.log.lock().unwrap().clone();
    assert!(log.windows(2).all(|w| w[0].0.due_at <= w[1].0.due_at));
    assert!(
        log.iter().all(|(_, s)| !matches!(s, Seen::Nothing(_))),
        "{log:?}"
    );
    for game in [a, c] {
        assert_eq!(tables.view(game).await.unwrap().game.version, 1);
    }

    // Nothing more is due now: every reminder re-armed a full interval ahead.
    scheduler.fire_due(&recorder).await.unwrap();
    assert_eq!(recorder.count(), 5);
    let now = f.clock.now_ms();
    let b_next = tables.store().pending_timers(b).await.unwrap();
    assert_eq!(b_next[0].due_at, now + 24 * HOUR_MS);

    // Another restart fires nothing twice.
    tables.store().close().await;
    let (tables, scheduler) = restart().await;
    let again = Recorder::new(&tables);
    scheduler.fire_due(&again).await.unwrap();
    assert_eq!(again.count(), 0);
    for game in [a, b, c] {
        tables.verify(game).await.unwrap();
    }
}

#[tokio::test]
async fn the_scheduler_loop_wakes_when_the_clock_moves() {
    let f = Fixture::new().await;
    let id = f.started(2, with_deadline(48), 12).await;
    let (_, _, seat) = f.to_act(id).await;
    let scheduler = Arc::new(f.scheduler());
    let recorder = Recorder::new(&f.tables);
    let task = tokio::spawn({
        let (scheduler, recorder) = (scheduler.clone(), recorder.clone());
        async move { scheduler.run(recorder).await }
    });
    let settled = async || {
        tokio::time::timeout(Duration::from_secs(10), scheduler.settled())
            .await
            .expect("the loop makes a pass when the clock moves");
    };
    settled().await;
    assert_eq!(recorder.count(), 0);
    f.clock
        .advance(Duration::from_millis(12 * HOUR_MS as u64 - 1));
    settled().await;
    assert_eq!(recorder.count(), 0, "not a millisecond early");
    f.clock.advance(Duration::from_millis(1));
    settled().await;
    assert_eq!(
        recorder.seen(),
        [(id, TimerKind::Remind, Seen::Reminded(seat))]
    );
    f.clock.advance(hours(36));
    settled().await;
    let seen = recorder.seen();
    assert_eq!(seen.len(), 3, "{seen:?}");
    assert_eq!(seen[1].2, Seen::Reminded(seat));
    assert_eq!(seen[2].2, Seen::Deadline(seat, 1));

    scheduler.stop();
    tokio::time::timeout(Duration::from_secs(10), task)
        .await
        .expect("the loop stops")
        .unwrap();
}

#[tokio::test]
async fn cancelling_or_finishing_a_game_leaves_no_timer_pending() {
    let f = Fixture::new().await;
    let id = f.started(2, with_deadline(24), 13).await;
    assert_eq!(f.store().pending_timers(id).await.unwrap().len(), 2);
    f.tables.cancel(id, HOST).await.unwrap();
    assert!(f.store().pending_timers(id).await.unwrap().is_empty());
    assert_eq!(f.tables.view(id).await.unwrap().game.next_deadline, None);
    assert_eq!(f.store().next_due().await.unwrap(), None);
}

#[tokio::test]
async fn absurd_settings_are_refused_and_stored_settings_survive_a_reload() {
    let f = Fixture::new().await;
    let absurd = Settings {
        deadline: Some(Duration::ZERO),
        ..Settings::default()
    };
    let refused = f
        .tables
        .open_lobby_with_settings(None, CHANNEL, HOST, Default::default(), absurd, 1)
        .await
        .unwrap_err();
    let TableError::Settings(why) = refused else {
        panic!("{refused:?}");
    };
    assert_eq!(
        why.to_string(),
        "a deadline must be between 1 h and 30 d, not 0 h"
    );
    let too_often = Settings {
        remind_every: Duration::from_secs(60),
        ..Settings::default()
    };
    assert!(
        f.tables
            .open_lobby_with_settings(None, CHANNEL, HOST, Default::default(), too_often, 1)
            .await
            .is_err()
    );

    let paced = Settings::from_hours(Some(3), Some(100)).unwrap();
    let id = f
        .tables
        .open_lobby_with_settings(None, CHANNEL, HOST, Default::default(), paced, 1)
        .await
        .unwrap();
    f.tables.forget(id).await;
    assert_eq!(f.tables.view(id).await.unwrap().settings, paced);
    // A game opened without settings has the defaults.
    let plain = f
        .tables
        .open_lobby(None, CHANNEL, HOST, Default::default(), 1)
        .await
        .unwrap();
    assert_eq!(
        f.tables.view(plain).await.unwrap().settings,
        Settings::default()
    );
}

/// A database made before timers existed: its games read with the default pace, and a game in
/// play gets its timers when the bot starts.
#[tokio::test]
async fn a_database_from_before_timers_upgrades_and_its_games_get_timers() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.db");
    let id = old_database_with_a_game_in_play(&path, dir.path()).await;

    let clock = Clock::manual(T0);
    let tables = Tables::<Palazzo>::with_clock(Store::open_in(&path).await.unwrap(), clock.clone());
    let snap = tables.view(id).await.unwrap();
    assert_eq!(snap.settings, Settings::default());
    assert!(snap.seats.iter().all(|s| s.missed_deadlines == 0));
    assert_eq!(tables.store().unarmed_games().await.unwrap(), [id]);
    assert!(tables.arm_if_unarmed(id).await.unwrap());
    assert!(!tables.arm_if_unarmed(id).await.unwrap(), "once");
    let timers = tables.store().pending_timers(id).await.unwrap();
    assert_eq!(timers.len(), 1);
    assert_eq!(timers[0].due_at, T0 + 12 * HOUR_MS);
    assert!(tables.store().unarmed_games().await.unwrap().is_empty());
    tables.verify(id).await.unwrap();
}

async fn old_database_with_a_game_in_play(path: &Path, dir: &Path) -> GameId {
    let first = dir.join("migrations-0001");
    std::fs::create_dir(&first).unwrap();
    std::fs::copy(
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/migrations/sqlite/0001_games.sql"
        ),
        first.join("0001_games.sql"),
    )
    .unwrap();
    let options = Store::connect_options(&format!("sqlite://{}", path.display())).unwrap();
    let pool = sqlx::SqlitePool::connect_with(options.sqlite().unwrap())
        .await
        .unwrap();
    sqlx::migrate::Migrator::new(first.as_path())
        .await
        .unwrap()
        .run(&pool)
        .await
        .unwrap();
    let state = Palazzo::setup(&Default::default(), 2, 77).unwrap();
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO games (kind, guild_id, channel_id, host_user_id, status, options, seed, \
         version, state, created_at, updated_at) \
         VALUES ('palazzo', 1, ?, ?, 'active', '{}', 77, 0, ?, 0, 0) RETURNING id",
    )
    .bind(CHANNEL as i64)
    .bind(HOST as i64)
    .bind(serde_json::to_string(&state).unwrap())
    .fetch_one(&pool)
    .await
    .unwrap();
    for (seat, user) in [(0, HOST), (1, user(1))] {
        sqlx::query("INSERT INTO seats (game_id, seat, user_id) VALUES (?, ?, ?)")
            .bind(id)
            .bind(seat)
            .bind(user as i64)
            .execute(&pool)
            .await
            .unwrap();
    }
    pool.close().await;
    GameId(id)
}
