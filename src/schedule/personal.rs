//! A person's own clocks: quiet hours, in which no deadline of theirs falls, and a vacation, for
//! which their timers stand still. Pure: the table service loads what a person set and asks
//! [`Personal::due`] where each of their timers lands.

use jiff::Timestamp;
use jiff::civil::Date;
use jiff::tz::{AmbiguousOffset, TimeZone};

/// The last minute of a day.
const LAST_MINUTE: u16 = 24 * 60 - 1;

/// Why quiet hours were refused.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum PersonalError {
    #[error("unknown time zone {0:?}")]
    UnknownZone(String),
    #[error("quiet hours from and to the same minute")]
    Empty,
    #[error("minute {0} is past the end of a day")]
    PastMidnight(u16),
}

/// Quiet hours: from `from` to `to` (minutes of the day, past midnight when to < from) in a
/// time zone, daylight saving included.
///
/// They are read as a wall clock shows them: on the spring night the hour that does not exist
/// is skipped, and on the autumn night a minute that comes twice is quiet (or not) both times.
#[derive(Clone, Debug)]
pub struct Quiet {
    zone: String,
    tz: TimeZone,
    from: u16,
    to: u16,
}

impl PartialEq for Quiet {
    fn eq(&self, other: &Quiet) -> bool {
        // The zone's name decides it; its parsed rules follow from the name.
        (self.zone.as_str(), self.from, self.to) == (other.zone.as_str(), other.from, other.to)
    }
}

impl Quiet {
    pub fn new(zone: &str, from: u16, to: u16) -> Result<Quiet, PersonalError> {
        for minute in [from, to] {
            if minute > LAST_MINUTE {
                return Err(PersonalError::PastMidnight(minute));
            }
        }
        if from == to {
            return Err(PersonalError::Empty);
        }
        let tz = TimeZone::get(zone).map_err(|_| PersonalError::UnknownZone(zone.to_owned()))?;
        Ok(Quiet {
            zone: zone.to_owned(),
            tz,
            from,
            to,
        })
    }

    pub fn zone(&self) -> &str {
        &self.zone
    }

    pub fn from(&self) -> u16 {
        self.from
    }

    pub fn to(&self) -> u16 {
        self.to
    }

    fn wraps(&self) -> bool {
        self.to < self.from
    }

    fn quiet_minute(&self, minute: u16) -> bool {
        if self.wraps() {
            minute >= self.from || minute < self.to
        } else {
            minute >= self.from && minute < self.to
        }
    }

    /// The local date and minute of the day at `at_ms`.
    fn local(&self, at_ms: i64) -> Option<(Date, u16)> {
        let at = Timestamp::from_millisecond(at_ms).ok()?;
        let zoned = at.to_zoned_datetime(self.tz.clone());
        let minute =
            u16::try_from(i32::from(zoned.hour()) * 60 + i32::from(zoned.minute())).ok()?;
        Some((zoned.date(), minute))
    }

    pub fn contains(&self, at_ms: i64) -> bool {
        self.local(at_ms)
            .is_some_and(|(_, minute)| self.quiet_minute(minute))
    }

    /// The end of the quiet stretch `at_ms` falls in; `at_ms` itself when it is not quiet.
    pub fn end_after(&self, at_ms: i64) -> i64 {
        let mut at = at_ms;
        // A second pass only on the autumn night, when the end minute came before `at` and
        // the wall clock, set back, is quiet again; two suffice, three are a safety margin.
        for _ in 0..3 {
            let Some((date, minute)) = self.local(at) else {
                return at;
            };
            if !self.quiet_minute(minute) {
                return at;
            }
            let day = if self.wraps() && minute >= self.from {
                date.tomorrow().ok()
            } else {
                Some(date)
            };
            let Some(end) = day.and_then(|day| self.first_at(day, at)) else {
                return at;
            };
            at = end;
        }
        at
    }

    /// The first instant after `after` at which the wall clock of `day` shows `self.to` or
    /// later: that minute itself, or the moment the clocks jump past it on the spring night.
    fn first_at(&self, day: Date, after: i64) -> Option<i64> {
        let (hour, minute) = (
            i8::try_from(self.to / 60).ok()?,
            i8::try_from(self.to % 60).ok()?,
        );
        let wall = day.at(hour, minute, 0, 0);
        let ambiguous = self.tz.to_ambiguous_timestamp(wall);
        let offset = ambiguous.offset();
        match offset {
            AmbiguousOffset::Unambiguous { .. } => {
                Some(ambiguous.compatible().ok()?.as_millisecond())
            }
            AmbiguousOffset::Gap { .. } => {
                let before = ambiguous.earlier().ok()?;
                let jump = self.tz.following(before).next()?;
                Some(jump.timestamp().as_millisecond())
            }
            AmbiguousOffset::Fold { .. } => {
                let first = ambiguous.earlier().ok()?.as_millisecond();
                let second = ambiguous.later().ok()?.as_millisecond();
                Some(if first > after { first } else { second })
            }
        }
    }
}

/// What moves a person's timers: quiet hours, and a vacation until `away_until`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Personal {
    pub quiet: Option<Quiet>,
    pub away_until: Option<i64>,
}

impl Personal {
    /// Whether nothing moves this person's timers.
    pub fn is_plain(&self) -> bool {
        self.quiet.is_none() && self.away_until.is_none()
    }

    /// Whether the person is away at `now`.
    pub fn away_at(&self, now: i64) -> bool {
        self.away_until.is_some_and(|until| until > now)
    }

    /// When a timer of this person armed at `now` for `due` falls due: later by what is left of
    /// their vacation (their clocks stand still while they are away), then out of their quiet
    /// hours, to the end of the stretch it would fall in.
    pub fn due(&self, now: i64, due: i64) -> i64 {
        let mut due = due;
        if let Some(until) = self.away_until
            && until > now
        {
            due = due.saturating_add(until - now);
        }
        if let Some(quiet) = &self.quiet {
            due = quiet.end_after(due);
        }
        due
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(text: &str) -> i64 {
        text.parse::<Timestamp>().unwrap().as_millisecond()
    }

    const HOUR: i64 = 60 * 60 * 1000;

    #[test]
    fn bad_quiet_hours_are_refused() {
        assert_eq!(
            Quiet::new("Mars/Olympus", 60, 120),
            Err(PersonalError::UnknownZone("Mars/Olympus".into()))
        );
        assert_eq!(Quiet::new("UTC", 60, 60), Err(PersonalError::Empty));
        assert_eq!(
            Quiet::new("UTC", 60, 1440),
            Err(PersonalError::PastMidnight(1440))
        );
        assert_eq!(
            Quiet::new("UTC", 1440, 60),
            Err(PersonalError::PastMidnight(1440))
        );
        let q = Quiet::new("Europe/Berlin", 1380, 420).unwrap();
        assert_eq!((q.zone(), q.from(), q.to()), ("Europe/Berlin", 1380, 420));
    }

    #[test]
    fn utc_window_within_a_day_ends_at_its_exact_minute() {
        let q = Quiet::new("UTC", 13 * 60, 14 * 60 + 30).unwrap();
        assert!(!q.contains(ms("2026-07-01T12:59:59Z")));
        assert!(q.contains(ms("2026-07-01T13:00:00Z")));
        assert!(q.contains(ms("2026-07-01T14:29:59.999Z")));
        assert!(
            !q.contains(ms("2026-07-01T14:30:00Z")),
            "the end minute is not quiet"
        );
        assert_eq!(
            q.end_after(ms("2026-07-01T13:10:00Z")),
            ms("2026-07-01T14:30:00Z")
        );
        assert_eq!(
            q.end_after(ms("2026-07-01T14:29:59.999Z")),
            ms("2026-07-01T14:30:00Z")
        );
        let free = ms("2026-07-01T14:30:00Z");
        assert_eq!(q.end_after(free), free);
        let morning = ms("2026-07-01T08:00:00Z");
        assert_eq!(q.end_after(morning), morning);
    }

    #[test]
    fn a_window_past_midnight_ends_the_next_morning() {
        // Berlin in summer is UTC+2: 23:00-07:00 local is 21:00-05:00 UTC.
        let q = Quiet::new("Europe/Berlin", 23 * 60, 7 * 60).unwrap();
        assert!(!q.contains(ms("2026-07-01T20:59:00Z")));
        assert!(q.contains(ms("2026-07-01T21:00:00Z")));
        assert!(q.contains(ms("2026-07-02T04:59:00Z")));
        assert!(!q.contains(ms("2026-07-02T05:00:00Z")));
        // Before midnight the end is tomorrow's 07:00, after midnight today's.
        assert_eq!(
            q.end_after(ms("2026-07-01T21:30:00Z")),
            ms("2026-07-02T05:00:00Z")
        );
        assert_eq!(
            q.end_after(ms("2026-07-02T01:00:00Z")),
            ms("2026-07-02T05:00:00Z")
        );
    }

    #[test]
    fn berlin_quiet_hours_keep_their_local_end_across_the_spring_change() {
        // 2026-03-29: Berlin goes from UTC+1 to UTC+2 at 02:00 local (01:00 UTC).
        let q = Quiet::new("Europe/Berlin", 22 * 60, 8 * 60).unwrap();
        // The night before: 08:00 local is still UTC+2 on the 29th.
        assert_eq!(
            q.end_after(ms("2026-03-28T22:00:00Z")),
            ms("2026-03-29T06:00:00Z")
        );
        // A night in winter: 08:00 local is 07:00 UTC.
        assert_eq!(
            q.end_after(ms("2026-03-27T22:00:00Z")),
            ms("2026-03-28T07:00:00Z")
        );
    }

    #[test]
    fn berlin_quiet_hours_keep_their_local_end_across_the_autumn_change() {
        // 2026-10-25: Berlin goes from UTC+2 back to UTC+1 at 03:00 local (01:00 UTC).
        let q = Quiet::new("Europe/Berlin", 22 * 60, 8 * 60).unwrap();
        assert_eq!(
            q.end_after(ms("2026-10-24T21:00:00Z")),
            ms("2026-10-25T07:00:00Z"),
            "08:00 in winter time"
        );
        assert!(q.contains(ms("2026-10-25T06:59:00Z")));
        assert!(!q.contains(ms("2026-10-25T07:00:00Z")));
    }

    #[test]
    fn new_york_follows_its_own_changes() {
        // 2026-03-08: New York goes from UTC-5 to UTC-4 at 02:00 local.
        let q = Quiet::new("America/New_York", 0, 6 * 60).unwrap();
        assert_eq!(
            q.end_after(ms("2026-03-08T05:30:00Z")),
            ms("2026-03-08T10:00:00Z"),
            "06:00 daylight time"
        );
        assert_eq!(
            q.end_after(ms("2026-03-07T05:30:00Z")),
            ms("2026-03-07T11:00:00Z"),
            "06:00 standard time"
        );
        // 2026-11-01: back to UTC-5 at 02:00 local.
        assert_eq!(
            q.end_after(ms("2026-11-01T04:30:00Z")),
            ms("2026-11-01T11:00:00Z")
        );
        // The same UTC instant is quiet in New York and not in Berlin.
        let berlin = Quiet::new("Europe/Berlin", 0, 6 * 60).unwrap();
        let at = ms("2026-07-01T06:00:00Z");
        assert!(q.contains(at));
        assert!(!berlin.contains(at));
    }

    #[test]
    fn a_window_ending_in_the_hour_that_does_not_exist_ends_when_the_clocks_jump() {
        // On 2026-03-29 Berlin's wall clock goes from 01:59:59 to 03:00 (01:00 UTC): quiet
        // hours to 02:30 end right then, since 03:00 is past 02:30.
        let q = Quiet::new("Europe/Berlin", 60, 2 * 60 + 30).unwrap();
        let jump = ms("2026-03-29T01:00:00Z");
        assert!(q.contains(jump - 1));
        assert!(!q.contains(jump));
        assert_eq!(q.end_after(ms("2026-03-29T00:10:00Z")), jump);
        // A window that starts in the missing hour starts at the jump too.
        let late = Quiet::new("Europe/Berlin", 2 * 60 + 30, 5 * 60).unwrap();
        assert!(!late.contains(jump - 1));
        assert!(late.contains(jump));
        assert_eq!(late.end_after(jump), ms("2026-03-29T03:00:00Z"));
    }

    #[test]
    fn a_window_that_includes_the_missing_hour_is_an_hour_shorter() {
        let q = Quiet::new("Europe/Berlin", 60, 4 * 60).unwrap();
        let start = ms("2026-03-29T00:00:00Z"); // 01:00 CET
        assert_eq!(q.end_after(start), ms("2026-03-29T02:00:00Z")); // 04:00 CEST
        assert_eq!(ms("2026-03-29T02:00:00Z") - start, 2 * HOUR);
    }

    #[test]
    fn a_window_ending_in_the_repeated_hour_ends_at_its_first_pass() {
        // On 2026-10-25 Berlin's 02:00-03:00 comes twice: at 00:00 and 01:00 UTC.
        let q = Quiet::new("Europe/Berlin", 60, 2 * 60 + 30).unwrap();
        assert_eq!(
            q.end_after(ms("2026-10-24T23:30:00Z")),
            ms("2026-10-25T00:30:00Z")
        );
        // The wall clock set back to 02:00 is quiet again until 02:30 the second time.
        assert!(q.contains(ms("2026-10-25T01:10:00Z")));
        assert_eq!(
            q.end_after(ms("2026-10-25T01:10:00Z")),
            ms("2026-10-25T01:30:00Z")
        );
    }

    #[test]
    fn a_vacation_moves_a_due_time_by_what_is_left_of_it() {
        let now = ms("2026-07-01T12:00:00Z");
        let plain = Personal::default();
        assert!(plain.is_plain());
        assert_eq!(plain.due(now, now + HOUR), now + HOUR);
        let away = Personal {
            quiet: None,
            away_until: Some(now + 48 * HOUR),
        };
        assert!(away.away_at(now));
        assert_eq!(away.due(now, now + HOUR), now + 49 * HOUR);
        // Once the vacation is over it moves nothing.
        let later = now + 48 * HOUR;
        assert!(!away.away_at(later));
        assert_eq!(away.due(later, later + HOUR), later + HOUR);
    }

    #[test]
    fn a_due_time_moved_by_a_vacation_still_leaves_quiet_hours() {
        let now = ms("2026-07-01T12:00:00Z");
        let person = Personal {
            quiet: Some(Quiet::new("UTC", 22 * 60, 6 * 60).unwrap()),
            away_until: Some(ms("2026-07-02T11:00:00Z")),
        };
        // Due 12:00 tomorrow, 23 h later: 11:00 the day after, not quiet.
        assert_eq!(
            person.due(now, ms("2026-07-02T12:00:00Z")),
            ms("2026-07-03T11:00:00Z")
        );
        // Due 23:00 today, 23 h later: 22:00 tomorrow, quiet until 06:00.
        assert_eq!(
            person.due(now, ms("2026-07-01T23:00:00Z")),
            ms("2026-07-03T06:00:00Z")
        );
    }
}
