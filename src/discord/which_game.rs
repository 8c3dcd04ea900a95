//! Which game a `/game` command is about, and the private answer when there is none.

use poise::CreateReply;

use super::data::{Context, Error};
use crate::engine::GameKind;
use crate::store::GameId;

/// A reply only the one who asked sees.
pub fn private(text: impl Into<String>) -> CreateReply {
    CreateReply::default().content(text).ephemeral(true)
}

/// The game a command is about: the one named, or the only one of this channel.
async fn resolve(ctx: &Context<'_>, game: Option<i64>) -> Result<(GameId, GameKind), String> {
    let data = ctx.data();
    let lang = super::data::reader_lang(*ctx);
    let id = if let Some(n) = game {
        GameId(n)
    } else {
        let here = data
            .store
            .games_in_channel(ctx.channel_id().get())
            .await
            .map_err(|e| e.to_string())?;
        match here.as_slice() {
            [one] => *one,
            [] => return Err(crate::t!(lang, "which-none-here")),
            _ => return Err(crate::t!(lang, "which-several-here")),
        }
    };
    let no_such = || crate::t!(lang, "which-no-such", id = id.0);
    let (row, _) = data
        .store
        .load(id)
        .await
        .map_err(|e| e.to_string())?
        .ok_or_else(no_such)?;
    if row.guild_id != ctx.guild_id().map(poise::serenity_prelude::GuildId::get) {
        return Err(no_such());
    }
    let kind = GameKind::from_name(&row.kind).ok_or_else(no_such)?;
    Ok((id, kind))
}

/// The game a command is about, or `None` once the user has been told why there is none.
pub async fn game_or_say_why(
    ctx: &Context<'_>,
    game: Option<i64>,
) -> Result<Option<(GameId, GameKind)>, Error> {
    match resolve(ctx, game).await {
        Ok(found) => Ok(Some(found)),
        Err(text) => {
            ctx.send(private(text)).await?;
            Ok(None)
        }
    }
}
