//! Slash commands.

use poise::CreateReply;

use super::{Context, Error, lobby};
use crate::engine::Game;
use crate::engine::palazzo::Palazzo;

pub fn all() -> Vec<poise::Command<std::sync::Arc<super::Data>, Error>> {
    vec![play()]
}

/// The games `/play` can open.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum GameChoice {
    #[name = "Palazzo"]
    Palazzo,
}

/// Open a new game in this channel: players join, the host starts it.
#[poise::command(slash_command, guild_only)]
pub async fn play(
    ctx: Context<'_>,
    #[description = "Which game"] game: GameChoice,
) -> Result<(), Error> {
    let data = ctx.data();
    let host = ctx.author().id.get();
    let guild = ctx.guild_id().map(|g| g.get());
    let channel = ctx.channel_id().get();
    let seed = data.new_seed();
    let (id, message) = match game {
        GameChoice::Palazzo => {
            let id = data
                .palazzo
                .open_lobby(guild, channel, host, Default::default(), seed)
                .await?;
            let message = lobby::lobby(&lobby::Lobby {
                game: id,
                title: "Palazzo",
                host,
                seated: &[host],
                players: Palazzo::PLAYERS,
            });
            (id, message)
        }
    };
    let mut reply = CreateReply::default().components(message.response_components());
    for embed in message.response_embeds() {
        reply = reply.embed(embed);
    }
    let sent = ctx.send(reply).await?;
    let posted = sent.message().await?;
    data.palazzo.set_board_message(id, posted.id.get()).await?;
    Ok(())
}
