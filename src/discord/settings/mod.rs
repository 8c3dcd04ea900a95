//! `/settings`: how each person wants to be told, kept by Discord user and not by seat — pings
//! by DM, their hand by DM after every change or only on request, a daily digest, and quiet
//! hours in their own time zone, in which Tavola sends them nothing (see
//! [`quiet`](super::quiet)) and no deadline of theirs falls.
//!
//! The command answers with a panel only its reader sees; its controls (`ids`) change the
//! settings of whoever clicks them (`clicks`), and the panel is drawn from the settings alone
//! (`panel`).

pub mod clicks;
pub mod ids;
pub mod panel;

use jiff::tz::TimeZone;

use super::data::{Context, Data, Error, reader_lang};
use super::which_game::private;
use crate::schedule::digest::next_daily;
use crate::store::{PersonSettings, StoreError};
use crate::t;

/// How long quiet hours last when only one end is chosen: a night.
const NIGHT_MINUTES: u16 = 8 * 60;
const DAY_MINUTES: u16 = 24 * 60;

/// Your own settings: pings by DM, quiet hours in your time zone, your hand by DM, a daily digest.
#[poise::command(slash_command)]
pub async fn settings(
    ctx: Context<'_>,
    #[description = "Your time zone by name, e.g. Europe/Berlin or America/New_York"]
    time_zone: Option<String>,
    #[description = "Quiet hours start at this hour of your day (0-23)"]
    #[min = 0]
    #[max = 23]
    quiet_from: Option<u8>,
    #[description = "Quiet hours end at this hour of your day (0-23)"]
    #[min = 0]
    #[max = 23]
    quiet_until: Option<u8>,
) -> Result<(), Error> {
    let lang = reader_lang(ctx);
    let data = ctx.data();
    let user = ctx.author().id.get();
    let mut settings = data.store.person_settings(user).await?;
    if let Some(typed) = time_zone {
        let Some(zone) = canonical_zone(&typed) else {
            let why = t!(lang, "settings-zone-unknown", zone = typed.trim());
            ctx.send(private(why)).await?;
            return Ok(());
        };
        settings.time_zone = Some(zone);
    }
    if quiet_from.is_some() || quiet_until.is_some() {
        let hour = |h: Option<u8>| h.map(|h| u16::from(h) * 60);
        let Some(quiet) = with_quiet(&settings, hour(quiet_from), hour(quiet_until)) else {
            ctx.send(private(t!(lang, "settings-quiet-same"))).await?;
            return Ok(());
        };
        settings.quiet = Some(quiet);
    }
    let now = data.clock().now_ms();
    save(data, user, &settings, now).await?;
    let panel = panel::panel(&settings, now, lang);
    ctx.send(panel.reply().ephemeral(true)).await?;
    Ok(())
}

/// The zone `typed` names, as the zone database spells it, if there is one.
pub fn canonical_zone(typed: &str) -> Option<String> {
    let tz = TimeZone::get(typed.trim()).ok()?;
    Some(tz.iana_name()?.to_string())
}

/// The quiet hours with `from` and/or `to` chosen anew: an end not chosen is kept, or set a
/// night away when there were no quiet hours. `None` when they would start and end at once.
pub fn with_quiet(
    settings: &PersonSettings,
    from: Option<u16>,
    to: Option<u16>,
) -> Option<(u16, u16)> {
    let (from, to) = match (from, to, settings.quiet) {
        (Some(f), Some(t), _) | (Some(f), None, Some((_, t))) | (None, Some(t), Some((f, _))) => {
            (f, t)
        }
        (Some(f), None, None) => (f, (f + NIGHT_MINUTES) % DAY_MINUTES),
        (None, Some(t), None) => ((t + DAY_MINUTES - NIGHT_MINUTES) % DAY_MINUTES, t),
        (None, None, quiet) => return quiet,
    };
    (from != to).then_some((from, to))
}

/// Stores `settings` of `user` at `now`, the digest's next time with them, and tells the table
/// service, whose deadlines keep out of quiet hours.
pub async fn save(
    data: &Data,
    user: u64,
    settings: &PersonSettings,
    now: i64,
) -> Result<(), StoreError> {
    let digest_due = settings.digest.then(|| {
        next_daily(
            settings.time_zone.as_deref(),
            panel::digest_minute(settings),
            now,
        )
    });
    data.store
        .save_person_settings(user, settings, digest_due, now)
        .await?;
    data.tables.personal_changed(user);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_typed_zone_is_read_as_the_database_spells_it_and_nonsense_is_refused() {
        assert_eq!(
            canonical_zone(" europe/berlin "),
            Some("Europe/Berlin".into())
        );
        assert_eq!(
            canonical_zone("Asia/Kathmandu"),
            Some("Asia/Kathmandu".into())
        );
        assert_eq!(canonical_zone("Mars/Olympus"), None);
        assert_eq!(canonical_zone(""), None);
    }

    #[test]
    fn one_end_of_the_quiet_hours_chosen_keeps_the_other_or_makes_a_night() {
        let none = PersonSettings::default();
        assert_eq!(
            with_quiet(&none, Some(22 * 60), None),
            Some((22 * 60, 6 * 60))
        );
        assert_eq!(
            with_quiet(&none, None, Some(7 * 60)),
            Some((23 * 60, 7 * 60))
        );
        let set = PersonSettings {
            quiet: Some((23 * 60, 7 * 60)),
            ..PersonSettings::default()
        };
        assert_eq!(
            with_quiet(&set, Some(21 * 60), None),
            Some((21 * 60, 7 * 60))
        );
        assert_eq!(
            with_quiet(&set, None, Some(8 * 60)),
            Some((23 * 60, 8 * 60))
        );
        assert_eq!(
            with_quiet(&set, Some(7 * 60), None),
            None,
            "from 07:00 to 07:00"
        );
        assert_eq!(with_quiet(&set, Some(60), Some(60)), None);
    }
}
