//! The settings panel: what a person has set, and a control for each setting. Pure: drawn from
//! the settings, the time and the reader's language.

use jiff::Timestamp;
use jiff::tz::TimeZone;

use super::ids::PersonalControl;
use crate::discord::lobby::COLOUR;
use crate::discord::message::{Button, Choice, Embed, Message, Row, Select, Style};
use crate::lang::Lang;
use crate::store::PersonSettings;
use crate::t;

/// The time zones the panel offers, by where most players are; any other is typed
/// (`/settings time_zone:`). One place is left for the person's own when it is not listed.
pub const ZONES: [&str; 24] = [
    "UTC",
    "Europe/London",
    "Europe/Lisbon",
    "Europe/Dublin",
    "Europe/Berlin",
    "Europe/Paris",
    "Europe/Madrid",
    "Europe/Rome",
    "Europe/Vienna",
    "Europe/Zurich",
    "Europe/Amsterdam",
    "Europe/Warsaw",
    "Europe/Athens",
    "Europe/Helsinki",
    "Europe/Moscow",
    "America/New_York",
    "America/Chicago",
    "America/Denver",
    "America/Los_Angeles",
    "America/Sao_Paulo",
    "Asia/Kolkata",
    "Asia/Tokyo",
    "Australia/Sydney",
    "Pacific/Auckland",
];

/// A minute of the day as a clock shows it: `07:30`.
pub fn clock(minute: u16) -> String {
    format!("{:02}:{:02}", minute / 60, minute % 60)
}

/// The time zone `settings` name, UTC when none.
pub fn zone_name(settings: &PersonSettings) -> &str {
    settings.time_zone.as_deref().unwrap_or("UTC")
}

/// The minute of the day it is at `now` in the zone of `settings`.
fn local_minute(settings: &PersonSettings, now: i64) -> u16 {
    let tz = TimeZone::get(zone_name(settings)).unwrap_or(TimeZone::UTC);
    Timestamp::from_millisecond(now).map_or(0, |t| {
        let at = t.to_zoned_datetime(tz);
        (at.hour() as u16) * 60 + at.minute() as u16
    })
}

/// The minute of the day the daily digest comes at: when quiet hours end, or 09:00.
pub fn digest_minute(settings: &PersonSettings) -> u16 {
    settings
        .quiet
        .map_or(crate::schedule::digest::DIGEST_MINUTE, |(_, to)| to)
}

fn on_off(on: bool, lang: Lang) -> String {
    if on {
        t!(lang, "settings-on")
    } else {
        t!(lang, "settings-off")
    }
}

/// The panel of `settings` at `now`, in `lang`; `away_until` is the end of the reader's
/// vacation in this server, if they are away.
pub fn panel(settings: &PersonSettings, now: i64, lang: Lang) -> Message {
    let zone = zone_name(settings);
    let mut embed = Embed {
        title: t!(lang, "settings-title"),
        colour: COLOUR,
        ..Embed::default()
    };
    embed.field(
        t!(lang, "settings-zone"),
        t!(
            lang,
            "settings-zone-now",
            zone = zone,
            time = clock(local_minute(settings, now))
        ),
        false,
    );
    let quiet = match settings.quiet {
        None => t!(lang, "settings-quiet-none"),
        Some((from, to)) => t!(
            lang,
            "settings-quiet-range",
            from = clock(from),
            to = clock(to)
        ),
    };
    embed.field(t!(lang, "settings-quiet"), quiet, false);
    embed.field(
        t!(lang, "settings-dm-pings"),
        on_off(settings.dm_pings, lang),
        true,
    );
    let hand = if settings.hand_dm {
        t!(lang, "settings-hand-every")
    } else {
        t!(lang, "settings-hand-asked")
    };
    embed.field(t!(lang, "settings-hand-dm"), hand, true);
    let digest = if settings.digest {
        t!(
            lang,
            "settings-digest-at",
            time = clock(digest_minute(settings))
        )
    } else {
        t!(lang, "settings-off")
    };
    embed.field(t!(lang, "settings-digest"), digest, true);
    embed.footer = Some(t!(lang, "settings-footer"));
    Message {
        content: None,
        embeds: vec![embed],
        rows: vec![
            zone_row(zone, lang),
            quiet_from_row(settings, lang),
            quiet_to_row(settings, lang),
            toggles(settings, lang),
        ],
    }
}

fn zone_row(zone: &str, lang: Lang) -> Row {
    let mut zones: Vec<&str> = ZONES.to_vec();
    if !zones.contains(&zone) {
        zones.push(zone);
    }
    Row::Select(Select {
        id: PersonalControl::Zone.id(),
        placeholder: t!(lang, "settings-zone-placeholder"),
        options: zones
            .into_iter()
            .map(|z| Choice {
                label: t!(lang, "settings-zone-choice", zone = z.replace('_', " ")),
                value: z.to_string(),
                description: None,
                selected: z == zone,
            })
            .collect(),
        min: 1,
        max: 1,
    })
}

fn hours(chosen: Option<u16>, label: impl Fn(String) -> String) -> Vec<Choice> {
    (0..24u16)
        .map(|h| Choice {
            label: label(clock(h * 60)),
            value: h.to_string(),
            description: None,
            selected: chosen == Some(h * 60),
        })
        .collect()
}

fn quiet_from_row(settings: &PersonSettings, lang: Lang) -> Row {
    let from = settings.quiet.map(|(f, _)| f);
    let mut options = vec![Choice {
        label: t!(lang, "settings-quiet-off"),
        value: "off".into(),
        description: None,
        selected: false,
    }];
    options.extend(hours(from, |time| {
        t!(lang, "settings-quiet-from-choice", time = time)
    }));
    Row::Select(Select {
        id: PersonalControl::QuietFrom.id(),
        placeholder: t!(lang, "settings-quiet-from-placeholder"),
        options,
        min: 1,
        max: 1,
    })
}

fn quiet_to_row(settings: &PersonSettings, lang: Lang) -> Row {
    let to = settings.quiet.map(|(_, t)| t);
    Row::Select(Select {
        id: PersonalControl::QuietTo.id(),
        placeholder: t!(lang, "settings-quiet-to-placeholder"),
        options: hours(to, |time| t!(lang, "settings-quiet-to-choice", time = time)),
        min: 1,
        max: 1,
    })
}

fn toggles(settings: &PersonSettings, lang: Lang) -> Row {
    let toggle = |control: PersonalControl, name: String, on: bool| {
        let style = if on { Style::Success } else { Style::Secondary };
        Button::new(
            control.id(),
            t!(
                lang,
                "settings-toggle",
                name = name,
                state = on_off(on, lang)
            ),
            style,
        )
    };
    Row::Buttons(vec![
        toggle(
            PersonalControl::DmPings,
            t!(lang, "settings-dm-pings"),
            settings.dm_pings,
        ),
        toggle(
            PersonalControl::HandDm,
            t!(lang, "settings-hand-dm"),
            settings.hand_dm,
        ),
        toggle(
            PersonalControl::Digest,
            t!(lang, "settings-digest"),
            settings.digest,
        ),
    ])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn busy() -> PersonSettings {
        PersonSettings {
            dm_pings: true,
            hand_dm: false,
            digest: true,
            time_zone: Some("America/Argentina/ComodRivadavia".into()),
            quiet: Some((22 * 60, 7 * 60)),
        }
    }

    #[test]
    fn the_panel_fits_discords_limits_in_every_language_and_shows_each_setting() {
        for lang in Lang::ALL.iter().copied().chain([Lang::Pseudo]) {
            for settings in [PersonSettings::default(), busy()] {
                let panel = panel(&settings, 1_780_000_000_000, lang);
                panel.check_limits().unwrap();
                if lang == Lang::Pseudo {
                    assert_eq!(panel.unsourced_words(), Vec::<String>::new());
                }
            }
        }
        let shown = panel(&busy(), 1_780_000_000_000, Lang::En);
        let text = format!("{:?}", shown.embeds);
        assert!(text.contains("22:00") && text.contains("07:00"), "{text}");
        assert!(text.contains("America/Argentina/ComodRivadavia"), "{text}");
    }

    #[test]
    fn a_zone_not_listed_is_added_and_chosen_and_the_hours_show_what_is_set() {
        let shown = panel(&busy(), 0, Lang::En);
        let Row::Select(zones) = &shown.rows[0] else {
            panic!("the zones are a select")
        };
        assert_eq!(zones.options.len(), 25);
        let chosen: Vec<_> = zones.options.iter().filter(|o| o.selected).collect();
        assert_eq!(chosen.len(), 1);
        assert_eq!(chosen[0].value, "America/Argentina/ComodRivadavia");
        let Row::Select(from) = &shown.rows[1] else {
            panic!("the start is a select")
        };
        assert_eq!(from.options.len(), 25, "off and 24 hours");
        assert_eq!(
            from.options
                .iter()
                .find(|o| o.selected)
                .map(|o| &o.value[..]),
            Some("22")
        );
        let default = panel(&PersonSettings::default(), 0, Lang::En);
        let Row::Select(zones) = &default.rows[0] else {
            panic!("the zones are a select")
        };
        assert_eq!(zones.options.len(), 24, "UTC is listed");
        assert!(zones.options[0].selected);
    }

    #[test]
    fn the_time_shown_is_the_local_time_of_the_zone_daylight_saving_included() {
        let mut settings = PersonSettings {
            time_zone: Some("Europe/Berlin".into()),
            ..PersonSettings::default()
        };
        // 2026-07-01T12:00:00Z: 14:00 in Berlin in summer.
        let summer = 1_782_907_200_000;
        assert_eq!(local_minute(&settings, summer), 14 * 60);
        settings.time_zone = Some("America/New_York".into());
        assert_eq!(local_minute(&settings, summer), 8 * 60);
    }
}
