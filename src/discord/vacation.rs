//! `/vacation`: a person's clocks in this server's games stand still for some days, within the
//! server's allowance (`/server`, for those who manage it). The answer, seen only by its
//! reader, carries *End my vacation*; asked again while away, it says how long is left.

use super::data::{Context, Data, Error, reader_lang};
use super::message::{Button, Message, Row, Style};
use super::settings::ids::PersonalControl;
use super::which_game::private;
use crate::lang::Lang;
use crate::store::{DEFAULT_VACATION_DAYS, MAX_VACATION_DAYS, Vacation, VacationStart};
use crate::t;

const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// Pause your reminders and deadlines in this server's games for some days.
#[poise::command(slash_command, guild_only)]
pub async fn vacation(
    ctx: Context<'_>,
    #[description = "How many days, from now"]
    #[min = 1]
    #[max = 90]
    days: Option<u32>,
) -> Result<(), Error> {
    let lang = reader_lang(ctx);
    let Some(guild) = ctx.guild_id().map(poise::serenity_prelude::GuildId::get) else {
        return Ok(());
    };
    let data = ctx.data();
    let user = ctx.author().id.get();
    let now = data.clock().now_ms();
    let store = &data.store;
    let asked = days.unwrap_or(DEFAULT_VACATION_DAYS).max(1);
    let answer = match store.start_vacation(user, guild, now, asked).await? {
        VacationStart::Started { vacation, games } => {
            data.tables.vacation_changed(user, &games).await;
            away_message(
                t!(
                    lang,
                    "vacation-started",
                    until = when(vacation.ends_at),
                    games = games.len()
                ),
                lang,
            )
        }
        VacationStart::Away(vacation) => status(data, user, guild, now, vacation, lang).await?,
        VacationStart::OverAllowance {
            used_ms,
            allowed_days,
        } => {
            let why = if allowed_days == 0 {
                t!(lang, "vacation-off")
            } else {
                let used = used_days(used_ms);
                t!(
                    lang,
                    "vacation-over-allowance",
                    allowed = allowed_days,
                    used = used,
                    left = i64::from(allowed_days).saturating_sub(used).max(0)
                )
            };
            ctx.send(private(why)).await?;
            return Ok(());
        }
    };
    ctx.send(answer.reply().ephemeral(true)).await?;
    Ok(())
}

/// Set how many vacation days each person may take per 90 days in this server.
// Checked when used rather than registered as `default_member_permissions`: the description of
// Discord's API the tests hold every request to types that field as an integer, and serenity
// sends it as a string.
#[poise::command(slash_command, guild_only, required_permissions = "MANAGE_GUILD")]
pub async fn server(
    ctx: Context<'_>,
    #[description = "Vacation days each person may take per 90 days (0: none; default 14)"]
    #[min = 0]
    #[max = 90]
    vacation_days: u32,
) -> Result<(), Error> {
    let lang = reader_lang(ctx);
    let Some(guild) = ctx.guild_id().map(poise::serenity_prelude::GuildId::get) else {
        return Ok(());
    };
    let days = vacation_days.min(MAX_VACATION_DAYS);
    ctx.data().store.set_vacation_days(guild, days).await?;
    ctx.send(private(t!(lang, "vacation-days-set", days = days)))
        .await?;
    Ok(())
}

/// Days used, a started day counted whole.
fn used_days(used_ms: i64) -> i64 {
    used_ms.div_euclid(DAY_MS) + i64::from(used_ms.rem_euclid(DAY_MS) > 0)
}

fn when(ms: i64) -> String {
    format!("<t:{}:f>", ms.div_euclid(1000))
}

/// What a person away reads on asking again: until when, and what they used.
async fn status(
    data: &Data,
    user: u64,
    guild: u64,
    now: i64,
    vacation: Vacation,
    lang: Lang,
) -> Result<Message, Error> {
    let used = data.store.vacation_used(user, guild, now).await?;
    let allowed = data.store.vacation_days(guild).await?;
    Ok(away_message(
        t!(
            lang,
            "vacation-away",
            until = when(vacation.ends_at),
            used = used_days(used),
            allowed = allowed
        ),
        lang,
    ))
}

/// `text` with the button that ends the vacation.
pub fn away_message(text: String, lang: Lang) -> Message {
    Message {
        content: Some(text),
        embeds: Vec::new(),
        rows: vec![Row::Buttons(vec![Button {
            id: PersonalControl::Back.id(),
            label: t!(lang, "vacation-end"),
            style: Style::Primary,
            disabled: false,
        }])],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_started_day_counts_whole() {
        assert_eq!(used_days(0), 0);
        assert_eq!(used_days(1), 1);
        assert_eq!(used_days(DAY_MS), 1);
        assert_eq!(used_days(DAY_MS + 1), 2);
    }
}
