//! The one handler for every button and select: parse the id, act through the table service,
//! answer within Discord's 3 seconds, then send what follows (board, pings, DMs).

use std::sync::Arc;
use std::time::Instant;

use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, CreateInteractionResponse, CreateInteractionResponseFollowup, FullEvent,
    Interaction,
};
use tracing::{debug, info, warn};

use super::ids::{Control, Shared, WireId};
use super::message::Message;
use super::notify;
use super::reply::{Refusal, Reply, Response};
use super::ui::Ui;
use super::{Data, Error, play};
use crate::store::{Motion, Outgoing};
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
    if !data.first_delivery(c.id.get()) {
        // Its first delivery is (being) answered: a second answer would be refused by
        // Discord, and a second try of its move would read as "the board has moved on".
        debug!(interaction = c.id.get(), "a repeated delivery, ignored");
        return;
    }
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
    let ephemeral = c
        .message
        .flags
        .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL));
    if !ephemeral
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
            Control::Shared(Shared::TakeBack) => {
                super::take_back::click::<G>(data, c, &id, user).await
            }
            Control::Shared(Shared::Hand) | Control::Game(_) => {
                play::click::<G>(data, c, &id, user).await
            }
        }
    })
}

/// The ids of the last [`Seen::KEPT`] interactions handled.
#[derive(Default)]
pub struct Seen {
    order: std::collections::VecDeque<u64>,
    ids: std::collections::HashSet<u64>,
}

impl Seen {
    /// Far more than arrive in the minutes within which Discord may deliver one again.
    const KEPT: usize = 16_384;

    /// Records `id`: false if it was recorded already.
    pub fn insert(&mut self, id: u64) -> bool {
        if !self.ids.insert(id) {
            return false;
        }
        self.order.push_back(id);
        if self.order.len() > Self::KEPT
            && let Some(old) = self.order.pop_front()
        {
            self.ids.remove(&old);
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::Seen;

    #[test]
    fn an_interaction_is_seen_once_and_old_ones_are_forgotten() {
        let mut seen = Seen::default();
        assert!(seen.insert(1));
        assert!(!seen.insert(1));
        for id in 2..=Seen::KEPT as u64 + 1 {
            assert!(seen.insert(id));
        }
        // 1 is the oldest and has been forgotten; the newest are remembered.
        assert!(seen.insert(1));
        assert!(!seen.insert(Seen::KEPT as u64));
        assert!(seen.ids.len() <= Seen::KEPT);
    }
}
