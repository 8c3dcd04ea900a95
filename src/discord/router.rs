//! The one handler for every button and select: parse the id, act through the table service,
//! answer within Discord's 3 seconds, then send what follows (board, pings, DMs).

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, ComponentInteractionDataKind, CreateInteractionResponse, FullEvent,
    Interaction,
};
use tracing::{debug, warn};

use super::ids::{BadId, ComponentId};
use super::message::Message;
use super::notify::{self, FollowUp};
use super::{Data, Error, play};
use crate::table::TableError;

/// How to answer the interaction itself.
pub enum Response {
    /// Replace the message the component sits on.
    Update(Message),
    /// A new message only the clicking user sees.
    Ephemeral(Message),
}

pub struct Reply {
    pub response: Response,
    pub then: Vec<FollowUp>,
}

impl Reply {
    pub fn update(message: Message) -> Reply {
        Reply {
            response: Response::Update(message),
            then: Vec::new(),
        }
    }

    pub fn ephemeral(message: Message) -> Reply {
        Reply {
            response: Response::Ephemeral(message),
            then: Vec::new(),
        }
    }
}

/// Why a click changed nothing, in words for the one who clicked.
#[derive(Debug)]
pub struct Refusal(pub String);

impl From<TableError> for Refusal {
    fn from(e: TableError) -> Refusal {
        Refusal(refusal_text(&e))
    }
}

impl From<BadId> for Refusal {
    fn from(e: BadId) -> Refusal {
        Refusal(format!("That did not work: {e}."))
    }
}

pub fn refusal_text(e: &TableError) -> String {
    match e {
        TableError::Stale { .. } => {
            "The board has moved on since this was shown: use the current board.".into()
        }
        TableError::Rule(why) => sentence(why),
        TableError::Store(err) => {
            warn!("store error: {err}");
            "Something went wrong saving that; nothing changed. Please try again.".into()
        }
        other => sentence(&other.to_string()),
    }
}

/// An error message as a sentence: capitalised, with a full stop.
pub fn sentence(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str() + ".")
        .unwrap_or_default()
}

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

/// The values chosen in a select, empty for a button.
pub fn values(c: &ComponentInteraction) -> &[String] {
    match &c.data.kind {
        ComponentInteractionDataKind::StringSelect { values } => values,
        _ => &[],
    }
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
