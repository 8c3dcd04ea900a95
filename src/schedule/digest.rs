//! When a person's daily digest is due: once a day, at one minute of their own day, read in
//! their time zone (daylight saving included), so it comes at breakfast all year round.

use jiff::Timestamp;
use jiff::tz::TimeZone;

/// The minute of the day a digest comes at when the person has no quiet hours: 09:00.
pub const DIGEST_MINUTE: u16 = 9 * 60;

const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// The first moment after `after` (ms since the epoch) that is `minute` of the day in `zone`
/// (UTC when none or unknown). On the spring night a minute that does not exist is read as the
/// one after the clocks moved, as a wall clock shows it.
pub fn next_daily(zone: Option<&str>, minute: u16, after: i64) -> i64 {
    let tz = zone
        .and_then(|z| TimeZone::get(z).ok())
        .unwrap_or(TimeZone::UTC);
    let minute = minute.min(24 * 60 - 1);
    let (hour, min) = ((minute / 60) as i8, (minute % 60) as i8);
    let Ok(now) = Timestamp::from_millisecond(after) else {
        return after + DAY_MS;
    };
    let mut day = now.to_zoned_datetime(tz.clone()).date();
    for _ in 0..3 {
        if let Ok(at) = day.at(hour, min, 0, 0).to_zoned_datetime(tz.clone()) {
            let at = at.timestamp().as_millisecond();
            if at > after {
                return at;
            }
        }
        match day.tomorrow() {
            Ok(next) => day = next,
            Err(_) => break,
        }
    }
    after + DAY_MS
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(text: &str) -> i64 {
        text.parse::<Timestamp>().unwrap().as_millisecond()
    }

    #[test]
    fn the_digest_comes_at_the_same_local_minute_either_side_of_a_clock_change() {
        // Berlin is UTC+1 in winter and UTC+2 from the last Sunday of March (2026-03-29).
        let berlin = Some("Europe/Berlin");
        let before = next_daily(berlin, 9 * 60, ms("2026-03-28T12:00:00Z"));
        assert_eq!(before, ms("2026-03-29T07:00:00Z"));
        let after = next_daily(berlin, 9 * 60, before);
        assert_eq!(after, ms("2026-03-30T07:00:00Z"));
        let winter = next_daily(berlin, 9 * 60, ms("2026-10-24T08:00:00Z"));
        assert_eq!(
            winter,
            ms("2026-10-25T08:00:00Z"),
            "after the autumn change, UTC+1"
        );
    }

    #[test]
    fn a_minute_not_yet_reached_today_is_today_and_one_passed_is_tomorrow() {
        let ny = Some("America/New_York");
        // 2026-07-01 10:00 in New York is 14:00 UTC (daylight time, UTC-4).
        assert_eq!(
            next_daily(ny, 11 * 60, ms("2026-07-01T14:00:00Z")),
            ms("2026-07-01T15:00:00Z")
        );
        assert_eq!(
            next_daily(ny, 9 * 60, ms("2026-07-01T14:00:00Z")),
            ms("2026-07-02T13:00:00Z")
        );
    }

    #[test]
    fn the_minute_that_does_not_exist_on_the_spring_night_is_read_after_the_change() {
        // 02:30 does not exist in Berlin on 2026-03-29: the clocks go from 02:00 to 03:00.
        let at = next_daily(
            Some("Europe/Berlin"),
            2 * 60 + 30,
            ms("2026-03-28T23:00:00Z"),
        );
        assert_eq!(at, ms("2026-03-29T01:30:00Z"), "03:30 summer time");
    }

    #[test]
    fn an_unknown_zone_reads_as_utc() {
        assert_eq!(
            next_daily(Some("Mars/Olympus"), 9 * 60, ms("2026-07-01T10:00:00Z")),
            ms("2026-07-02T09:00:00Z")
        );
        assert_eq!(
            next_daily(None, 9 * 60, ms("2026-07-01T08:00:00Z")),
            ms("2026-07-01T09:00:00Z")
        );
    }
}
