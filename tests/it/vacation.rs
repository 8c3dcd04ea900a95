//! Personal clocks below Discord, on both stores, with a manual clock: a vacation pauses
//! exactly one person's reminders and deadlines in one server's games, ends early with one call,
//! a game whose every person is away waits, a deadline armed during a vacation or inside quiet
//! hours moves, and the server's allowance bounds how much anyone may pause.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use tavola::clock::Clock;
use tavola::engine::palazzo::Palazzo;
use tavola::engine::{Game, Seat};
use tavola::schedule::personal::Quiet;
use tavola::schedule::{Fire, Scheduler, Settings};
use tavola::store::{GameId, PersonSettings, Store, Timer, TimerKind, VacationStart};
use tavola::table::{Fired, Tables};

use crate::on_both_stores;

const GUILD: u64 = 1;
const CHANNEL: u64 = 720_000_000_000_000_000;
const T0: i64 = 1_800_000_000_000;
const HOUR: i64 = 3_600_000;
const DAY: i64 = 24 * HOUR;

fn user(i: u64) -> u64 {
    730_000_000_000_000_000 + i
}

fn tables(store: Store) -> (Tables<Palazzo>, Clock) {
    let clock = Clock::manual(T0);
    (Tables::with_clock(store, clock.clone()), clock)
}

/// A started game of `players`, deadlines after 48 hours, in `GUILD`.
async fn started(tables: &Tables<Palazzo>, players: &[u64], seed: u64) -> GameId {
    let settings = Settings::from_hours(None, Some(48)).unwrap();
    let id = tables
        .open_lobby_with_settings(
            Some(GUILD),
            CHANNEL,
            players[0],
            Default::default(),
            settings,
            seed,
        )
        .await
        .unwrap();
    for &p in &players[1..] {
        tables.join(id, p).await.unwrap();
    }
    tables.start(id, players[0]).await.unwrap();
    id
}

/// The person to act in the game, and their seat.
async fn to_act(tables: &Tables<Palazzo>, id: GameId) -> (u64, Seat) {
    let snap = tables.view(id).await.unwrap();
    let seat = snap.state.as_ref().unwrap().to_act().iter().next().unwrap();
    (snap.owner(seat).unwrap(), seat)
}

/// The seat to act plays its first choice until `who` is to act.
async fn play_until(tables: &Tables<Palazzo>, id: GameId, who: u64) {
    for _ in 0..50 {
        let (owner, seat) = to_act(tables, id).await;
        if owner == who {
            return;
        }
        let snap = tables.view(id).await.unwrap();
        let action = snap
            .state
            .unwrap()
            .choices(seat)
            .into_iter()
            .next()
            .unwrap();
        tables
            .act(id, owner, snap.game.version, action)
            .await
            .unwrap();
    }
    panic!("{who} never came to act");
}

async fn deadline(store: &Store, id: GameId) -> Option<i64> {
    store
        .pending_timers(id)
        .await
        .unwrap()
        .into_iter()
        .find(|t| t.kind == TimerKind::Deadline)
        .map(|t| t.due_at)
}

/// Fires through the table service and records the games whose deadline was played.
#[derive(Clone)]
struct Deadlines {
    tables: Tables<Palazzo>,
    log: Arc<Mutex<Vec<(GameId, TimerKind)>>>,
}

impl Fire for Deadlines {
    async fn fire(&self, timer: Timer) -> anyhow::Result<()> {
        if let Fired::DeadlineMissed(_) | Fired::Reminded { .. } = self.tables.fire(&timer).await? {
            self.log.lock().unwrap().push((timer.game, timer.kind));
        }
        Ok(())
    }
}

impl Deadlines {
    fn new(tables: &Tables<Palazzo>) -> Deadlines {
        Deadlines {
            tables: tables.clone(),
            log: Arc::default(),
        }
    }

    fn missed(&self, id: GameId) -> usize {
        let log = self.log.lock().unwrap();
        log.iter()
            .filter(|(g, k)| *g == id && *k == TimerKind::Deadline)
            .count()
    }

    fn fired(&self, id: GameId) -> usize {
        self.log
            .lock()
            .unwrap()
            .iter()
            .filter(|(g, _)| *g == id)
            .count()
    }
}

fn advance_to(clock: &Clock, at: i64) {
    let by = at - clock.now_ms();
    clock.advance(Duration::from_millis(u64::try_from(by).unwrap()));
}

async fn away(tables: &Tables<Palazzo>, who: u64, days: u32) -> Vec<GameId> {
    let now = tables.clock().now_ms();
    match tables
        .store()
        .start_vacation(who, GUILD, now, days)
        .await
        .unwrap()
    {
        VacationStart::Started { games, vacation } => {
            assert_eq!(vacation.ends_at - vacation.starts_at, i64::from(days) * DAY);
            tables.service().vacation_changed(who, &games).await;
            games
        }
        other => panic!("refused: {other:?}"),
    }
}

on_both_stores! {
    async fn a_vacation_pauses_exactly_one_players_clocks(db, store) {
        let (tables, clock) = tables(store);
        let mine = started(&tables, &[user(1), user(2)], 3).await;
        let theirs = started(&tables, &[user(3), user(4)], 3).await;
        let (p, _) = to_act(&tables, mine).await;
        assert_eq!(deadline(tables.store(), mine).await, Some(T0 + 48 * HOUR));
        advance_to(&clock, T0 + HOUR);
        assert_eq!(away(&tables, p, 3).await, [mine], "only the games they sit in");
        assert_eq!(deadline(tables.store(), mine).await, Some(T0 + 48 * HOUR + 3 * DAY));
        assert_eq!(deadline(tables.store(), theirs).await, Some(T0 + 48 * HOUR));
        let board = tables.view(mine).await.unwrap();
        assert_eq!(board.away, [(p, T0 + HOUR + 3 * DAY)], "the board hears who is away");
        assert!(tables.view(theirs).await.unwrap().away.is_empty());

        let scheduler = Scheduler::new(tables.store().clone(), clock.clone());
        let fired = Deadlines::new(&tables);
        advance_to(&clock, T0 + 48 * HOUR);
        scheduler.fire_due(&fired).await.unwrap();
        assert_eq!(fired.missed(theirs), 1, "the other players' deadline fires on time");
        assert_eq!(fired.fired(mine), 0, "not even a reminder for the one away");
        advance_to(&clock, T0 + 48 * HOUR + 3 * DAY - 1);
        scheduler.fire_due(&fired).await.unwrap();
        assert_eq!(fired.missed(mine), 0);
        advance_to(&clock, T0 + 48 * HOUR + 3 * DAY);
        scheduler.fire_due(&fired).await.unwrap();
        assert_eq!(fired.missed(mine), 1, "later by exactly the vacation");
        // The vacation is over: the board no longer says so, and a restart reads the same.
        assert!(tables.view(mine).await.unwrap().away.is_empty());
        assert_eq!(db.open().await.current_vacation(p, GUILD, clock.now_ms()).await.unwrap(), None);
    }
}

on_both_stores! {
    async fn ending_a_vacation_early_gives_back_what_was_not_used(db, store) {
        let (tables, clock) = tables(store);
        let id = started(&tables, &[user(1), user(2)], 3).await;
        let (p, _) = to_act(&tables, id).await;
        advance_to(&clock, T0 + HOUR);
        away(&tables, p, 3).await;
        advance_to(&clock, T0 + 25 * HOUR);
        // A restart in between changes nothing.
        let reopened = db.open().await;
        let vacation = reopened.current_vacation(p, GUILD, clock.now_ms()).await.unwrap();
        assert_eq!(vacation.map(|v| v.ends_at), Some(T0 + HOUR + 3 * DAY));
        let games = tables.store().end_vacation(p, GUILD, clock.now_ms()).await.unwrap();
        assert_eq!(games.as_deref(), Some(&[id][..]));
        tables.service().vacation_changed(p, &[id]).await;
        // Away a day: the deadline is a day later than it would have been.
        assert_eq!(deadline(tables.store(), id).await, Some(T0 + 48 * HOUR + DAY));
        assert!(tables.view(id).await.unwrap().away.is_empty());
        assert_eq!(tables.store().vacation_used(p, GUILD, clock.now_ms()).await.unwrap(), DAY);
        assert_eq!(tables.store().end_vacation(p, GUILD, clock.now_ms()).await.unwrap(), None);
    }
}

on_both_stores! {
    async fn a_game_whose_every_person_is_away_waits(db, store) {
        let (tables, clock) = tables(store);
        let id = started(&tables, &[user(1), user(2)], 5).await;
        away(&tables, user(1), 5).await;
        away(&tables, user(2), 5).await;
        let scheduler = Scheduler::new(tables.store().clone(), clock.clone());
        let fired = Deadlines::new(&tables);
        for day in 1..=5 {
            advance_to(&clock, T0 + day * DAY - 1);
            scheduler.fire_due(&fired).await.unwrap();
        }
        assert_eq!(fired.fired(id), 0, "nothing fires while everyone is away");
        advance_to(&clock, T0 + 5 * DAY + 48 * HOUR);
        scheduler.fire_due(&fired).await.unwrap();
        assert_eq!(fired.missed(id), 1);
    }
}

on_both_stores! {
    async fn a_deadline_armed_during_a_vacation_counts_from_its_end(db, store) {
        let (tables, clock) = tables(store);
        let id = started(&tables, &[user(1), user(2)], 3).await;
        let (first, _) = to_act(&tables, id).await;
        let other = if first == user(1) { user(2) } else { user(1) };
        away(&tables, other, 4).await;
        advance_to(&clock, T0 + HOUR);
        play_until(&tables, id, other).await;
        // Armed an hour into a 4-day vacation: 48 hours from its end.
        assert_eq!(deadline(tables.store(), id).await, Some(T0 + 4 * DAY + 48 * HOUR));
    }
}

on_both_stores! {
    async fn a_deadline_inside_quiet_hours_moves_to_their_end(db, store) {
        let (tables, clock) = tables(store);
        let id = started(&tables, &[user(1), user(2)], 3).await;
        let (first, _) = to_act(&tables, id).await;
        let other = if first == user(1) { user(2) } else { user(1) };
        advance_to(&clock, T0 + HOUR);
        // Quiet from two hours before the deadline it would get to two hours after, in
        // New York: T0 + 49 h is 2027-01-17 09:00 UTC, 04:00 there.
        let quiet = PersonSettings {
            time_zone: Some("America/New_York".into()),
            quiet: Some((2 * 60, 6 * 60)),
            ..PersonSettings::default()
        };
        tables.store().save_person_settings(other, &quiet, None, clock.now_ms()).await.unwrap();
        tables.service().personal_changed(other);
        play_until(&tables, id, other).await;
        let plain = clock.now_ms() + 48 * HOUR;
        let q = Quiet::new("America/New_York", 2 * 60, 6 * 60).unwrap();
        assert!(q.contains(plain), "the test's own premise");
        let moved = deadline(tables.store(), id).await.unwrap();
        assert_eq!(moved, T0 + 49 * HOUR + 2 * HOUR, "06:00 in New York");
        assert!(!q.contains(moved));
    }
}

on_both_stores! {
    async fn the_servers_allowance_bounds_vacations(db, store) {
        let now = T0;
        let who = user(9);
        assert_eq!(store.vacation_days(GUILD).await.unwrap(), 14);
        let started = store.start_vacation(who, GUILD, now, 10).await.unwrap();
        assert!(matches!(started, VacationStart::Started { .. }));
        assert!(
            matches!(store.start_vacation(who, GUILD, now + HOUR, 1).await.unwrap(), VacationStart::Away(_)),
            "one at a time"
        );
        store.end_vacation(who, GUILD, now + 2 * DAY).await.unwrap();
        let later = now + 3 * DAY;
        assert_eq!(
            store.start_vacation(who, GUILD, later, 13).await.unwrap(),
            VacationStart::OverAllowance { used_ms: 2 * DAY, allowed_days: 14 }
        );
        assert!(matches!(
            store.start_vacation(who, GUILD, later, 12).await.unwrap(),
            VacationStart::Started { .. }
        ));
        // Another server counts apart, and a server may allow more.
        store.set_vacation_days(GUILD + 1, 30).await.unwrap();
        assert_eq!(db.open().await.vacation_days(GUILD + 1).await.unwrap(), 30);
        assert!(matches!(
            store.start_vacation(who, GUILD + 1, later, 30).await.unwrap(),
            VacationStart::Started { .. }
        ));
        // Ninety days on, what was used no longer counts.
        let much_later = later + 12 * DAY + 90 * DAY;
        assert!(matches!(
            store.start_vacation(who, GUILD, much_later, 14).await.unwrap(),
            VacationStart::Started { .. }
        ));
    }
}
