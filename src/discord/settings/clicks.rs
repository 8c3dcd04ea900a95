//! A click on the settings panel: the clicker's own setting changed and the panel redrawn.

use poise::serenity_prelude::ComponentInteraction;

use super::ids::PersonalControl;
use super::{canonical_zone, panel, save, with_quiet};
use crate::discord::data::Data;
use crate::discord::ids::values;
use crate::discord::reply::{Refusal, Reply};
use crate::lang::Lang;
use crate::t;
use crate::table::TableError;

/// Changes what `control` sets for the person who clicked, and answers with the panel as it
/// now stands. A value no panel offers changes nothing.
pub async fn click(
    data: &Data,
    c: &ComponentInteraction,
    control: PersonalControl,
    lang: Lang,
) -> Result<Reply, Refusal> {
    let user = c.user.id.get();
    let mut settings = data
        .store
        .person_settings(user)
        .await
        .map_err(TableError::from)?;
    let chosen = values(c).first().map(String::as_str);
    let hour = |v: Option<&str>| -> Result<u16, Refusal> {
        v.and_then(|v| v.parse::<u16>().ok())
            .filter(|h| *h < 24 && v == Some(&h.to_string()[..]))
            .map(|h| h * 60)
            .ok_or(Refusal::BadId(crate::discord::ids::BadId))
    };
    match control {
        PersonalControl::Zone => {
            let zone = chosen
                .and_then(canonical_zone)
                .ok_or(Refusal::BadId(crate::discord::ids::BadId))?;
            settings.time_zone = Some(zone);
        }
        PersonalControl::QuietFrom if chosen == Some("off") => settings.quiet = None,
        PersonalControl::QuietFrom => {
            settings.quiet = Some(
                with_quiet(&settings, Some(hour(chosen)?), None)
                    .ok_or_else(|| Refusal::Said(t!(lang, "settings-quiet-same")))?,
            );
        }
        PersonalControl::QuietTo => {
            settings.quiet = Some(
                with_quiet(&settings, None, Some(hour(chosen)?))
                    .ok_or_else(|| Refusal::Said(t!(lang, "settings-quiet-same")))?,
            );
        }
        PersonalControl::DmPings => settings.dm_pings = !settings.dm_pings,
        PersonalControl::HandDm => settings.hand_dm = !settings.hand_dm,
        PersonalControl::Digest => settings.digest = !settings.digest,
        PersonalControl::Back => {
            return Err(Refusal::Said(t!(lang, "settings-not-away")));
        }
    }
    let now = data.clock().now_ms();
    save(data, user, &settings, now)
        .await
        .map_err(TableError::from)?;
    Ok(Reply::update(panel::panel(&settings, now, lang)))
}
