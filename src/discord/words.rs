//! Words the shared flow uses for the game's pace: waits in minutes, hours and days, and what a
//! missed deadline does, in the reader's language.

use std::time::Duration;

use crate::lang::Lang;
use crate::schedule::settings::{MAX_ABSENT_AFTER, MAX_WAIT, MIN_DEADLINE, MIN_REMIND};
use crate::schedule::{OnDeadline, Settings, SettingsError};
use crate::t;

/// A wait as given: "12 h", "90 min", "3 d" for whole days of 48 hours or more.
pub fn wait(d: Duration, lang: Lang) -> String {
    let secs = d.as_secs();
    if !secs.is_multiple_of(3600) {
        return t!(lang, "wait-minutes", n = secs / 60);
    }
    let h = secs / 3600;
    if h >= 48 && h.is_multiple_of(24) {
        t!(lang, "wait-days", n = h / 24)
    } else {
        t!(lang, "wait-hours", n = h)
    }
}

/// A wait as measured, rounded: minutes under an hour, hours under two days, then days.
pub fn approx(d: Duration, lang: Lang) -> String {
    let minutes = (d.as_secs() + 30) / 60;
    let hours = (minutes + 30) / 60;
    if minutes < 60 {
        t!(lang, "wait-minutes", n = minutes)
    } else if hours < 48 {
        t!(lang, "wait-hours", n = hours)
    } else {
        t!(lang, "wait-days", n = (hours + 12) / 24)
    }
}

/// What a missed deadline does, as the end of a sentence: "the default move is played".
pub fn on_deadline(on: OnDeadline, lang: Lang) -> String {
    match on {
        OnDeadline::DefaultAction => t!(lang, "deadline-default-move"),
    }
}

/// The pace in one line, for a board's footer: "reminder after 12 h, then every 24 h · no
/// deadline".
pub fn pace_summary(settings: &Settings, lang: Lang) -> String {
    let remind = t!(
        lang,
        "pace-summary-reminders",
        after = wait(settings.remind_after, lang),
        every = wait(settings.remind_every, lang)
    );
    let deadline = match settings.deadline {
        None => t!(lang, "pace-summary-no-deadline"),
        Some(d) => t!(
            lang,
            "pace-summary-deadline",
            wait = wait(d, lang),
            then = on_deadline(settings.on_deadline, lang),
            missed = settings.absent_after
        ),
    };
    format!("{remind} · {deadline}")
}

/// Settings refused, in the words of the one who asked.
pub fn settings_error(e: &SettingsError, lang: Lang) -> String {
    match e {
        SettingsError::RemindTooSoon(d) => t!(
            lang,
            "settings-remind-too-soon",
            least = wait(MIN_REMIND, lang),
            given = wait(*d, lang)
        ),
        SettingsError::RemindTooLate(d) => t!(
            lang,
            "settings-remind-too-late",
            most = wait(MAX_WAIT, lang),
            given = wait(*d, lang)
        ),
        SettingsError::Deadline(d) => t!(
            lang,
            "settings-deadline",
            least = wait(MIN_DEADLINE, lang),
            most = wait(MAX_WAIT, lang),
            given = wait(*d, lang)
        ),
        SettingsError::AbsentAfter(n) => t!(
            lang,
            "settings-absent-after",
            most = MAX_ABSENT_AFTER,
            given = *n
        ),
        SettingsError::RemindAfterDeadline { remind, deadline } => t!(
            lang,
            "settings-remind-after-deadline",
            remind = wait(*remind, lang),
            deadline = wait(*deadline, lang)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn waits_read_in_the_unit_that_fits_in_each_language() {
        let h = Duration::from_secs(3600);
        assert_eq!(wait(h * 12, Lang::En), "12 h");
        assert_eq!(wait(h * 72, Lang::En), "3 d");
        assert_eq!(wait(Duration::from_secs(5400), Lang::En), "90 min");
        assert_eq!(wait(h * 72, Lang::De), "3 Tg.");
        assert_eq!(approx(h * 30, Lang::De), "30 Std.");
    }

    #[test]
    fn the_pace_summary_reads_as_the_settings_say_in_each_language() {
        let settings = Settings::default();
        assert_eq!(
            pace_summary(&settings, Lang::En),
            settings.summary(),
            "the English words are the settings' own"
        );
        let paced = Settings::from_hours(Some(6), Some(72)).unwrap();
        assert_eq!(pace_summary(&paced, Lang::En), paced.summary());
        assert!(pace_summary(&paced, Lang::De).contains("Frist 3 Tg."));
    }
}
