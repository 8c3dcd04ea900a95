//! The one entry for every button and select: a component's first delivery is read as far as
//! its game and control and handed to its handler ([`handlers`](super::handlers)); the answer
//! goes back within Discord's 3 seconds, then what follows it (an answer edited, a board to
//! paint, a move played after its click was acknowledged).

use std::sync::Arc;
use std::time::Instant;

use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, CreateInteractionResponse, CreateInteractionResponseFollowup, FullEvent,
    Interaction,
};
use tracing::{debug, info, warn};

use super::data::{Data, Error};
use super::follow_up::FollowUp;
use super::handlers;
use super::ids::{self, Control, Shared, WireId};
use super::message::Message;
use super::names::display_name;
use super::notify;
use super::reply::{Refusal, Reply, Response};
use super::settings::{self, ids::PersonalControl};
use super::ui::Ui;
use crate::lang::Lang;
use crate::store::{GameId, Motion, Outgoing};
use crate::telemetry;

pub async fn on_event(
    ctx: poise::FrameworkContext<'_, Arc<Data>, Error>,
    event: &FullEvent,
) -> Result<(), Error> {
    match event {
        FullEvent::Ready { .. } | FullEvent::Resume { .. } => telemetry::gateway(true),
        FullEvent::ShardStageUpdate { event } => {
            telemetry::gateway(event.new == serenity::ConnectionStage::Connected);
        }
        _ => {}
    }
    let FullEvent::InteractionCreate {
        interaction: Interaction::Component(component),
    } = event
    else {
        return Ok(());
    };
    if ctx.user_data.first_delivery(component.id.get()) {
        // Boxed: a future holding a whole game state is large to keep on the stack.
        Box::pin(handle(ctx.serenity_context, ctx.user_data, component)).await;
    } else {
        // Its first delivery is (being) answered: a second answer would be refused by
        // Discord, and a second try of its move would read as "the board has moved on".
        debug!(
            interaction = component.id.get(),
            "a repeated delivery, ignored"
        );
    }
    Ok(())
}

/// One click: routed to its handler, answered, then followed by what the answer left to do.
async fn handle(ctx: &serenity::Context, data: &Data, c: &ComponentInteraction) {
    let arrived = Instant::now();
    // The answer, and what the click causes for the clicking person alone, are in the language
    // their Discord is set to.
    let lang = Lang::of_discord(&c.locale);
    data.reads(c.user.id.get(), lang);
    let reply = match route(data, c, lang).await {
        Ok(reply) => reply,
        Err(refusal) => Reply::ephemeral(Message::text(refusal.text(lang))),
    };
    let response = match &reply.response {
        Response::Update(m) => CreateInteractionResponse::UpdateMessage(m.response()),
        Response::Ephemeral(m) => CreateInteractionResponse::Message(m.response().ephemeral(true)),
        Response::Defer => CreateInteractionResponse::Acknowledge,
    };
    let ready = arrived.elapsed();
    telemetry::interaction_ready("component", ready);
    let answered = c.create_response(&ctx.http, response).await;
    // After the answer, so writing it costs the player nothing; a target of its own, so an
    // operator (or a measurement) can have these lines alone.
    debug!(target: "tavola::latency", own_us = ready.as_micros() as u64, "answer ready");
    let took = arrived.elapsed();
    // Discord's answer is counted before the latency, so a scrape that sees an answer's latency
    // also sees its request.
    telemetry::discord_result("interaction_response", &answered);
    telemetry::interaction_answered("component", took);
    match answered {
        Ok(()) => {
            if let (Some((game, version)), Response::Update(board)) = (reply.board, &reply.response)
            {
                notify::shown(data, game, version, board).await;
            }
        }
        Err(e) => warn!(id = %c.data.custom_id, "answering an interaction failed: {e}"),
    }
    let mut then = Vec::new();
    if let Some(later) = reply.later {
        match later.await {
            Ok(first) => then = first,
            Err(refusal) => {
                let refusal = CreateInteractionResponseFollowup::new()
                    .content(refusal.text(lang))
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
    if let Some(game) = answered_away_from_the_board(c) {
        // The move (if the click made one) is stored by now, its board's edit waiting.
        if let Err(e) = data.store.board_due_now(game).await {
            warn!(%game, "hurrying a board's edit: {e}");
        }
    }
    if then.iter().any(FollowUp::is_picture_answer) && !data.may_picture(c.user.id.get()) {
        // Clicking faster than anyone plays: the text answer stands alone.
        then.retain(|f| !f.is_picture_answer());
    }
    let name = display_name(&c.user, c.member.as_ref());
    data.saw(c.user.id.get(), &name, lang).await;
    notify::run(&ctx.http, data, then).await;
}

/// The game of a click answered where its board is not (an ephemeral picker or builder, a
/// DM): such an answer never shows the board, so its edit need not wait for one.
fn answered_away_from_the_board(c: &ComponentInteraction) -> Option<GameId> {
    if !ephemeral(c) && c.guild_id.is_some() {
        return None;
    }
    WireId::parse(&c.data.custom_id).ok().map(|wire| wire.game)
}

/// Whether the clicked message is one only the clicking person sees.
fn ephemeral(c: &ComponentInteraction) -> bool {
    c.message
        .flags
        .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL))
}

/// Reads the id as far as its game, finds which game that is, reads the control as that game's
/// (a shared control, or one of the game's own), and hands it to its handler.
async fn route(data: &Data, c: &ComponentInteraction, lang: Lang) -> Result<Reply, Refusal> {
    // A person's settings panel belongs to no game.
    if let Some(control) = PersonalControl::parse(&c.data.custom_id) {
        if let Ok(PersonalControl::Back) = control {
            return super::handlers::vacation::end(data, c, lang).await;
        }
        return settings::clicks::click(data, c, control?, lang).await;
    }
    let wire = WireId::parse(&c.data.custom_id)?;
    let user = c.user.id.get();
    debug!(game = %wire.game, verb = %wire.control.verb(), user, "component");
    let kind = data.kind_of(wire.game).await?;
    if !ephemeral(c)
        && data
            .tables
            .adopt_board_message(wire.game, c.message.id.get())
            .await?
    {
        // The board's id could not be read back when it was posted: this is it.
        info!(game = %wire.game, message = c.message.id.get(), "board message learnt from a click");
        // It may be behind (a computer moved meanwhile): the outbox brings it up to date.
        if let Err(e) = data.store.enqueue(wire.game, &[Outgoing::Board]).await {
            warn!(game = %wire.game, "queueing a board's edit: {e}");
        }
    }
    // Boxed: a game's handlers hold its state across awaits, and the four games' futures side
    // by side would make every click's future large.
    crate::with_game!(kind, G => Box::pin(dispatch::<G>(data, c, &wire, user, lang)).await)
}

/// The click as a control of game `G`, handed to its handler.
async fn dispatch<G: Ui>(
    data: &Data,
    c: &ComponentInteraction,
    wire: &WireId,
    user: u64,
    lang: Lang,
) -> Result<Reply, Refusal> {
    let id = wire.typed::<<G as Ui>::Control>()?;
    let game = id.game;
    match id.control {
        Control::Shared(
            control @ (Shared::Join | Shared::Leave | Shared::Start | Shared::Cancel),
        ) => handlers::lobby::click::<G>(data, game, control, user).await,
        Control::Shared(Shared::Computer) => {
            handlers::lobby::computer::<G>(data, game, user, ids::values(c)).await
        }
        Control::Shared(Shared::Log { page }) => {
            handlers::log::click::<G>(data, game, page, lang).await
        }
        Control::Shared(Shared::Rematch) => {
            handlers::rematch::click::<G>(data, game, user, lang).await
        }
        Control::Shared(Shared::Absent { seat }) => {
            handlers::votes::click::<G>(data, game, Motion::Absent(seat.0), user).await
        }
        Control::Shared(Shared::Abandon) => {
            handlers::votes::click::<G>(data, game, Motion::Abandon, user).await
        }
        Control::Shared(Shared::TakeBack) => {
            handlers::take_back::click::<G>(data, game, id.version, user, lang).await
        }
        Control::Shared(Shared::Hand) | Control::Game(_) => {
            handlers::game::click::<G>(data, c, &id, user, lang).await
        }
    }
}
