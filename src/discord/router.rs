//! The one handler for every button and select: parse the id, act through the table service,
//! answer within Discord's 3 seconds, then send what follows (board, pings, DMs).

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use serenity::{ComponentInteraction, CreateInteractionResponse, FullEvent, Interaction};
use tracing::{debug, warn};

use super::ids::ComponentId;
use super::message::Message;
use super::notify;
use super::reply::{Refusal, Reply, Response};
use super::{Data, Error, play};

pub async fn on_event(
    ctx: poise::FrameworkContext<'_, Arc<Data>, Error>,
    event: &FullEvent,
) -> Result<(), Error> {
    if let FullEvent::InteractionCreate {
        interaction: Interaction::Component(component),
    } = event
    {
        handle(ctx.serenity_context, ctx.user_data, component).await;
    }
    Ok(())
}

async fn handle(ctx: &serenity::Context, data: &Data, c: &ComponentInteraction) {
    let reply = match route(data, c).await {
        Ok(reply) => reply,
        Err(Refusal(text)) => Reply::ephemeral(Message::text(text)),
    };
    let response = match &reply.response {
        Response::Update(m) => CreateInteractionResponse::UpdateMessage(m.response()),
        Response::Ephemeral(m) => CreateInteractionResponse::Message(m.response().ephemeral(true)),
    };
    if let Err(e) = c.create_response(&ctx.http, response).await {
        warn!(id = %c.data.custom_id, "answering an interaction failed: {e}");
    }
    notify::run(&ctx.http, data, reply.then).await;
}

async fn route(data: &Data, c: &ComponentInteraction) -> Result<Reply, Refusal> {
    let id = ComponentId::parse(&c.data.custom_id)?;
    let user = c.user.id.get();
    debug!(game = %id.game, verb = %id.verb, user, "component");
    let kind = data.kind_of(id.game).await?;
    crate::with_game!(kind, G => match id.verb.as_str() {
        "join" | "leave" | "start" | "cancel" => play::lobby_click::<G>(data, &id, user).await,
        "log" => super::game_commands::log_click::<G>(data, &id).await,
        "rematch" => super::rematch::click::<G>(data, &id, user).await,
        "absent" | "abandon" => super::seats::vote_click::<G>(data, &id, user).await,
        _ => play::click::<G>(data, c, &id, user).await,
    })
}
