//! A game's settings: its pace (when a seat is reminded to act, whether it has a deadline, and
//! what a missed deadline does) and whether its board is drawn as a picture. Chosen with
//! `/play`, stored as JSON in `games.settings`, shown in the lobby and on the board.

use std::fmt;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::lang::Lang;

const HOUR: Duration = Duration::from_secs(3600);

/// The shortest wait before a reminder, and between reminders.
pub const MIN_REMIND: Duration = HOUR;
/// The shortest deadline.
pub const MIN_DEADLINE: Duration = HOUR;
/// The longest wait of any kind: 30 days.
pub const MAX_WAIT: Duration = Duration::from_secs(30 * 24 * 3600);

/// What the pace is unless `/play` says otherwise.
pub const DEFAULT_REMIND_AFTER: Duration = Duration::from_secs(12 * 3600);
pub const DEFAULT_REMIND_EVERY: Duration = Duration::from_secs(24 * 3600);
/// Long enough for a player who looks in a few times a day, short enough that a Genoa turn of
/// five windows still ends within a day.
pub const DEFAULT_ANSWER_DEADLINE: Duration = Duration::from_secs(4 * 3600);

/// Missed deadlines in a row after which a seat may be voted over to the program.
pub const DEFAULT_ABSENT_AFTER: u32 = 2;
/// The most missed deadlines a game can ask for before such a vote.
pub const MAX_ABSENT_AFTER: u32 = 10;

/// One game's settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// How long a seat may wait on its decision before it is reminded.
    #[serde(rename = "remind_after_secs", with = "secs")]
    pub remind_after: Duration,
    /// Then how often it is reminded again while the decision is still its.
    #[serde(rename = "remind_every_secs", with = "secs")]
    pub remind_every: Duration,
    /// How long a seat has for a decision before [`Settings::on_deadline`] happens; `None`: no
    /// deadline, the game waits for ever.
    #[serde(rename = "deadline_secs", with = "opt_secs")]
    pub deadline: Option<Duration>,
    pub on_deadline: OnDeadline,
    /// How long a seat asked only to answer another's turn has (Genoa's action window, a
    /// trade put to it) before its default answer (pass, decline) is played, if sooner than
    /// [`Settings::deadline`]; it applies in games without a deadline too.
    #[serde(rename = "answer_deadline_secs", with = "opt_secs")]
    pub answer_deadline: Option<Duration>,
    /// After this many deadlines missed in a row, the other players may vote to hand the seat
    /// to the program.
    pub absent_after: u32,
    /// Whether the board, the hands and the final scores come with pictures (on unless the
    /// table asks for text alone; games stored before pictures read as on).
    pub pictures: bool,
    /// The language the table reads: the board, its picture, pings and the final scores
    /// (games stored before languages read as English).
    #[serde(rename = "lang")]
    pub language: Lang,
}

/// The pace options of `/play`, as given (whole hours, a count).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Asked {
    pub remind_hours: Option<u32>,
    pub remind_every_hours: Option<u32>,
    pub deadline_hours: Option<u32>,
    pub window_hours: Option<u32>,
    pub absent_after: Option<u32>,
    pub pictures: Option<bool>,
    pub language: Option<Lang>,
}

/// What happens when a seat misses its deadline.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OnDeadline {
    /// The engine's default action is played for the seat: a legal move that always takes the
    /// game towards its end (an auction is passed, never stalled).
    #[default]
    DefaultAction,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            remind_after: DEFAULT_REMIND_AFTER,
            remind_every: DEFAULT_REMIND_EVERY,
            deadline: None,
            on_deadline: OnDeadline::DefaultAction,
            answer_deadline: Some(DEFAULT_ANSWER_DEADLINE),
            absent_after: DEFAULT_ABSENT_AFTER,
            pictures: true,
            language: Lang::En,
        }
    }
}

/// Settings refused, in words for the player who asked for them.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SettingsError {
    #[error("a reminder must wait at least {}, not {}", hours(MIN_REMIND), hours(*.0))]
    RemindTooSoon(Duration),
    #[error("reminders can wait at most {}, not {}", hours(MAX_WAIT), hours(*.0))]
    RemindTooLate(Duration),
    #[error(
        "a deadline must be between {} and {}, not {}",
        hours(MIN_DEADLINE),
        hours(MAX_WAIT),
        hours(*.0)
    )]
    Deadline(Duration),
    #[error("a seat can be voted absent after 1 to {MAX_ABSENT_AFTER} missed deadlines, not {0}")]
    AbsentAfter(u32),
    #[error(
        "the reminder (after {}) would come only after the deadline ({}): remind sooner, or \
         give a longer deadline",
        hours(*remind),
        hours(*deadline)
    )]
    RemindAfterDeadline {
        remind: Duration,
        deadline: Duration,
    },
}

impl Settings {
    /// The settings `/play` asks for with only these two; see [`Settings::asked`].
    pub fn from_hours(
        remind_hours: Option<u32>,
        deadline_hours: Option<u32>,
    ) -> Result<Settings, SettingsError> {
        Settings::asked(&Asked {
            remind_hours,
            deadline_hours,
            ..Asked::default()
        })
    }

    /// The settings `/play` asks for, in whole hours; what is not given keeps its default.
    /// Without a reminder delay, a deadline shorter than the default delay brings the reminder
    /// forward to half of it (at least an hour), so it still comes first.
    pub fn asked(asked: &Asked) -> Result<Settings, SettingsError> {
        let hours = |h: u32| HOUR * h;
        let deadline = asked.deadline_hours.map(hours);
        let remind_after = match (asked.remind_hours, deadline) {
            (Some(h), _) => hours(h),
            (None, Some(d)) if d <= DEFAULT_REMIND_AFTER => (d / 2).max(MIN_REMIND),
            (None, _) => DEFAULT_REMIND_AFTER,
        };
        let defaults = Settings::default();
        let settings = Settings {
            remind_after,
            remind_every: asked
                .remind_every_hours
                .map_or(defaults.remind_every, hours),
            deadline,
            answer_deadline: asked.window_hours.map(hours).or(defaults.answer_deadline),
            absent_after: asked.absent_after.unwrap_or(defaults.absent_after),
            pictures: asked.pictures.unwrap_or(defaults.pictures),
            language: asked.language.unwrap_or(defaults.language),
            ..defaults
        };
        settings.validate()?;
        if let (Some(_), Some(deadline)) = (asked.remind_hours, deadline)
            && remind_after >= deadline
        {
            return Err(SettingsError::RemindAfterDeadline {
                remind: remind_after,
                deadline,
            });
        }
        Ok(settings)
    }

    /// Refuses absurd values: reminders sooner than an hour apart, any wait over 30 days, a
    /// deadline under an hour.
    pub fn validate(&self) -> Result<(), SettingsError> {
        for wait in [self.remind_after, self.remind_every] {
            if wait < MIN_REMIND {
                return Err(SettingsError::RemindTooSoon(wait));
            }
            if wait > MAX_WAIT {
                return Err(SettingsError::RemindTooLate(wait));
            }
        }
        for d in [self.deadline, self.answer_deadline].into_iter().flatten() {
            if !(MIN_DEADLINE..=MAX_WAIT).contains(&d) {
                return Err(SettingsError::Deadline(d));
            }
        }
        if !(1..=MAX_ABSENT_AFTER).contains(&self.absent_after) {
            return Err(SettingsError::AbsentAfter(self.absent_after));
        }
        Ok(())
    }

    /// One line for the lobby and the board, e.g. "reminder after 12 h, then every 24 h ·
    /// deadline 48 h, then the default move".
    pub fn summary(&self) -> String {
        let remind = format!(
            "reminder after {}, then every {}",
            hours(self.remind_after),
            hours(self.remind_every)
        );
        match self.deadline {
            None => format!("{remind} · no deadline"),
            Some(d) => format!(
                "{remind} · deadline {}, then {}; after {} missed in a row the others may hand \
                 the seat to the program",
                hours(d),
                self.on_deadline,
                self.absent_after
            ),
        }
    }
}

impl fmt::Display for OnDeadline {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OnDeadline::DefaultAction => f.write_str("the default move is played"),
        }
    }
}

/// A wait as players read it: "12 h", "90 min", "3 d" for whole days of 48 hours or more.
pub fn hours(d: Duration) -> String {
    let secs = d.as_secs();
    if !secs.is_multiple_of(3600) {
        return format!("{} min", secs / 60);
    }
    let h = secs / 3600;
    if h >= 48 && h.is_multiple_of(24) {
        format!("{} d", h / 24)
    } else {
        format!("{h} h")
    }
}

/// A time waited, roughly: "40 min", "12 h", "3 d" (whole hours up to two days).
pub fn approx(d: Duration) -> String {
    let minutes = (d.as_secs() + 30) / 60;
    let hours = (minutes + 30) / 60;
    if minutes < 60 {
        format!("{minutes} min")
    } else if hours < 48 {
        format!("{hours} h")
    } else {
        format!("{} d", (hours + 12) / 24)
    }
}

/// A `Duration` as whole seconds.
mod secs {
    use std::time::Duration;

    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(d: &Duration, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u64(d.as_secs())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Duration, D::Error> {
        u64::deserialize(d).map(Duration::from_secs)
    }
}

/// An optional `Duration` as whole seconds, or null.
mod opt_secs {
    use std::time::Duration;

    use serde::{Deserialize, Deserializer, Serializer};

    #[allow(clippy::ref_option)] // serde's `with` hands the field over by reference
    pub fn serialize<S: Serializer>(d: &Option<Duration>, s: S) -> Result<S::Ok, S::Error> {
        match d {
            Some(d) => s.serialize_some(&d.as_secs()),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Duration>, D::Error> {
        Option::<u64>::deserialize(d).map(|s| s.map(Duration::from_secs))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const H: Duration = HOUR;

    #[test]
    fn the_defaults_remind_after_12_hours_then_every_24_and_have_no_deadline() {
        let s = Settings::default();
        assert_eq!(s.remind_after, 12 * H);
        assert_eq!(s.remind_every, 24 * H);
        assert_eq!(s.deadline, None);
        assert_eq!(Settings::from_hours(None, None), Ok(s));
        assert_eq!(
            s.summary(),
            "reminder after 12 h, then every 24 h · no deadline"
        );
    }

    #[test]
    fn settings_round_trip_through_json_and_empty_json_is_the_defaults() {
        let s = Settings::from_hours(Some(6), Some(72)).unwrap();
        let json = serde_json::to_string(&s).unwrap();
        assert_eq!(
            json,
            r#"{"remind_after_secs":21600,"remind_every_secs":86400,"deadline_secs":259200,"on_deadline":"default_action","answer_deadline_secs":14400,"absent_after":2,"pictures":true,"lang":"en-US"}"#
        );
        assert_eq!(serde_json::from_str::<Settings>(&json).unwrap(), s);
        assert_eq!(
            serde_json::from_str::<Settings>("{}").unwrap(),
            Settings::default()
        );
        assert_eq!(
            s.summary(),
            "reminder after 6 h, then every 24 h · deadline 3 d, then the default move is played; \
             after 2 missed in a row the others may hand the seat to the program"
        );
    }

    #[test]
    fn absurd_values_are_refused_with_a_reason() {
        let refused = |r, d| Settings::from_hours(r, d).unwrap_err().to_string();
        assert_eq!(
            refused(Some(0), None),
            "a reminder must wait at least 1 h, not 0 h"
        );
        assert_eq!(
            refused(None, Some(0)),
            "a deadline must be between 1 h and 30 d, not 0 h"
        );
        assert_eq!(
            refused(None, Some(721)),
            "a deadline must be between 1 h and 30 d, not 721 h"
        );
        assert_eq!(
            refused(Some(24 * 31), None),
            "reminders can wait at most 30 d, not 31 d"
        );
        assert!(refused(Some(48), Some(24)).contains("only after the deadline"));
        let sub_hour = Settings {
            remind_every: Duration::from_secs(600),
            ..Settings::default()
        };
        assert_eq!(
            sub_hour.validate().unwrap_err().to_string(),
            "a reminder must wait at least 1 h, not 10 min"
        );
    }

    #[test]
    fn every_play_option_is_taken_and_checked() {
        let s = Settings::asked(&Asked {
            remind_hours: Some(2),
            remind_every_hours: Some(6),
            deadline_hours: Some(24),
            window_hours: Some(5),
            absent_after: Some(3),
            pictures: Some(false),
            language: None,
        })
        .unwrap();
        assert_eq!(
            (
                s.remind_after,
                s.remind_every,
                s.deadline,
                s.answer_deadline,
                s.absent_after,
                s.pictures
            ),
            (2 * H, 6 * H, Some(24 * H), Some(5 * H), 3, false)
        );
        assert!(Settings::asked(&Asked::default()).unwrap().pictures);
        let stored_before_pictures: Settings = serde_json::from_str(
            r#"{"remind_after_secs": 3600, "remind_every_secs": 7200, "deadline_secs": null,
                "on_deadline": "default_action", "absent_after": 2}"#,
        )
        .unwrap();
        assert!(stored_before_pictures.pictures);
        let refused = |asked: Asked| Settings::asked(&asked).unwrap_err().to_string();
        assert_eq!(
            refused(Asked {
                absent_after: Some(0),
                ..Asked::default()
            }),
            "a seat can be voted absent after 1 to 10 missed deadlines, not 0"
        );
        assert_eq!(
            refused(Asked {
                remind_every_hours: Some(0),
                ..Asked::default()
            }),
            "a reminder must wait at least 1 h, not 0 h"
        );
        assert!(
            refused(Asked {
                window_hours: Some(721),
                ..Asked::default()
            })
            .starts_with("a deadline"),
            "an absurd window is refused"
        );
    }

    #[test]
    fn waits_read_roughly() {
        let secs = Duration::from_secs;
        assert_eq!(approx(secs(40 * 60 + 10)), "40 min");
        assert_eq!(approx(12 * H + secs(3)), "12 h");
        assert_eq!(approx(36 * H), "36 h");
        assert_eq!(approx(80 * H), "3 d");
    }

    #[test]
    fn a_short_deadline_brings_the_default_reminder_forward() {
        let s = Settings::from_hours(None, Some(6)).unwrap();
        assert_eq!((s.remind_after, s.deadline), (3 * H, Some(6 * H)));
        let s = Settings::from_hours(None, Some(1)).unwrap();
        assert_eq!(s.remind_after, H, "never under an hour");
        let s = Settings::from_hours(None, Some(30)).unwrap();
        assert_eq!(s.remind_after, 12 * H);
    }
}
