//! The one handler for every button and select: parse the id, act through the table service,
//! answer within Discord's 3 seconds, then send what follows (board, pings, DMs).

use std::sync::Arc;
use std::time::Instant;

use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, CreateInteractionResponse, CreateInteractionResponseFollowup, FullEvent,
    Interaction,
};
use tracing::{debug, warn};

use super::ids::{Control, Shared, WireId};
use super::message::Message;
use super::notify;
use super::reply::{Refusal, Reply, Response};
use super::ui::Ui;
use super::{Data, Error, play};
use crate::store::Motion;
use crate::telemetry;

pub async fn on_event(
    ctx: poise::FrameworkContext<'_, Arc<Data>, Error>,
    event: &FullEvent,
) -> Result<(), Error> {
    if let FullEvent::InteractionCreate {
        interaction: Interaction::Component(component),
    } = event
    {
        // Boxed: a future holding a whole game state is large to keep on the stack.
        Box::pin(handle(ctx.serenity_context, ctx.user_data, component)).await;
    }
    Ok(())
}

async fn handle(ctx: &serenity::Context, data: &Data, c: &ComponentInteraction) {
    let arrived = Instant::now();
    let reply = match route(data, c).await {
        Ok(reply) => reply,
        Err(Refusal(text)) => Reply::ephemeral(Message::text(text)),
    };
    let response = match &reply.response {
        Response::Update(m) => CreateInteractionResponse::UpdateMessage(m.response()),
        Response::Ephemeral(m) => CreateInteractionResponse::Message(m.response().ephemeral(true)),
        Response::Defer => CreateInteractionResponse::Acknowledge,
    };
    let answered = c.create_response(&ctx.http, response).await;
    telemetry::interaction_answered("component", arrived.elapsed());
    telemetry::discord_result("interaction_response", &answered);
    if let Err(e) = answered {
        warn!(id = %c.data.custom_id, "answering an interaction failed: {e}");
    }
    let mut then = Vec::new();
    if let Some(later) = reply.later {
        match later.await {
            Ok(first) => then = first,
            Err(Refusal(text)) => {
                let refusal = CreateInteractionResponseFollowup::new()
                    .content(text)
                    .ephemeral(true);
                let sent = c.create_followup(&ctx.http, refusal).await;
                telemetry::discord_result("interaction_followup", &sent);
                if let Err(e) = sent {
                    warn!(id = %c.data.custom_id, "sending a refusal failed: {e}");
                }
            }
        }
    }
    then.extend(reply.then);
    let name = super::names::display_name(&c.user, c.member.as_ref());
    data.saw(c.user.id.get(), &name).await;
    notify::run(&ctx.http, data, then).await;
}

/// Reads the id as far as its game, finds which game that is, reads the control as that game's
/// (a shared control, or one of the game's own), and hands it to its handler.
async fn route(data: &Data, c: &ComponentInteraction) -> Result<Reply, Refusal> {
    let wire = WireId::parse(&c.data.custom_id)?;
    let user = c.user.id.get();
    debug!(game = %wire.game, verb = %wire.control.verb(), user, "component");
    let kind = data.kind_of(wire.game).await?;
    crate::with_game!(kind, G => {
        let id = wire.typed::<<G as Ui>::Control>()?;
        let game = id.game;
        match id.control {
            Control::Shared(
                control @ (Shared::Join | Shared::Leave | Shared::Start | Shared::Cancel),
            ) => play::lobby_click::<G>(data, game, control, user).await,
            Control::Shared(Shared::Computer) => {
                let values = super::ids::values(c);
                play::computer_click::<G>(data, game, user, values).await
            }
            Control::Shared(Shared::Log { page }) => {
                super::game_commands::log_click::<G>(data, game, page).await
            }
            Control::Shared(Shared::Rematch) => super::rematch::click::<G>(data, game, user).await,
            Control::Shared(Shared::Absent { seat }) => {
                super::seats::vote_click::<G>(data, game, Motion::Absent(seat.0), user).await
            }
            Control::Shared(Shared::Abandon) => {
                super::seats::vote_click::<G>(data, game, Motion::Abandon, user).await
            }
            Control::Shared(Shared::Hand) | Control::Game(_) => {
                play::click::<G>(data, c, &id, user).await
            }
        }
    })
}
