//! *End my vacation*: the clicker's vacation in this server ends now, their clocks run again
//! and the boards of their games stop saying they are away.

use poise::serenity_prelude::ComponentInteraction;

use crate::discord::data::Data;
use crate::discord::message::Message;
use crate::discord::reply::{Refusal, Reply};
use crate::lang::Lang;
use crate::t;
use crate::table::TableError;

/// Ends the vacation of whoever clicked, in the server the click came from.
pub async fn end(data: &Data, c: &ComponentInteraction, lang: Lang) -> Result<Reply, Refusal> {
    let user = c.user.id.get();
    let Some(guild) = c.guild_id.map(poise::serenity_prelude::GuildId::get) else {
        return Err(Refusal::Said(t!(lang, "vacation-not-away")));
    };
    let now = data.clock().now_ms();
    let ended = data
        .store
        .end_vacation(user, guild, now)
        .await
        .map_err(TableError::from)?;
    let Some(games) = ended else {
        return Err(Refusal::Said(t!(lang, "vacation-not-away")));
    };
    data.tables.vacation_changed(user, &games).await;
    Ok(Reply::update(Message {
        content: Some(t!(lang, "vacation-ended")),
        embeds: Vec::new(),
        rows: Vec::new(),
    }))
}
