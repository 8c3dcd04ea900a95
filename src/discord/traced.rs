//! Every interaction handled inside a tracing span of its own, so each line logged while the
//! bot answers a click or a command carries the interaction's id and, when known, the game's.
//!
//! [`Traced`] wraps the framework serenity hands its events to: poise, which runs the slash
//! commands and hands buttons and selects to the router. The span is entered around the whole
//! dispatch, so it covers the command or the router, the table service and the messages sent
//! after the answer.

use poise::serenity_prelude as serenity;
use serenity::{CommandDataOption, CommandDataOptionValue, FullEvent, Interaction};
use tracing::{Instrument, Span, field};

use super::ids::WireId;

/// A serenity framework that dispatches each event to `F` inside a span for its interaction.
pub struct Traced<F>(pub F);

#[serenity::async_trait]
impl<F: serenity::Framework> serenity::Framework for Traced<F> {
    async fn init(&mut self, client: &serenity::Client) {
        self.0.init(client).await;
    }

    async fn dispatch(&self, ctx: serenity::Context, event: FullEvent) {
        let FullEvent::InteractionCreate { interaction } = &event else {
            return self.0.dispatch(ctx, event).await;
        };
        let span = span_for(interaction);
        let started = std::time::Instant::now();
        async move {
            tracing::debug!("interaction received");
            self.0.dispatch(ctx, event).await;
            tracing::debug!(ms = started.elapsed().as_millis(), "interaction handled");
        }
        .instrument(span)
        .await;
    }
}

/// The span of one interaction: `interaction` (its id), `user`, `game` (from a component's id
/// or a command's `game` option; a command that opens a game records it once known), and what
/// was used (`command` or `verb`).
pub fn span_for(interaction: &Interaction) -> Span {
    match interaction {
        Interaction::Component(c) => {
            let wire = WireId::parse(&c.data.custom_id).ok();
            tracing::info_span!(
                "interaction",
                interaction = %c.id,
                user = c.user.id.get(),
                game = wire.as_ref().map(|w| w.game.0),
                verb = wire
                    .as_ref()
                    .map(|w| field::display(w.control.verb().to_string())),
            )
        }
        Interaction::Command(c) | Interaction::Autocomplete(c) => {
            let span = tracing::info_span!(
                "interaction",
                interaction = %c.id,
                user = c.user.id.get(),
                command = %c.data.name,
                game = field::Empty,
            );
            if let Some(game) = game_option(&c.data.options) {
                span.record("game", game);
            }
            span
        }
        _ => Span::none(),
    }
}

/// Records `game` on the current interaction's span (a command that has just opened it).
pub fn record_game(game: i64) {
    Span::current().record("game", game);
}

/// The integer option named `game`, at any depth of subcommands.
fn game_option(options: &[CommandDataOption]) -> Option<i64> {
    options.iter().find_map(|o| match &o.value {
        CommandDataOptionValue::Integer(n) if o.name == "game" => Some(*n),
        CommandDataOptionValue::SubCommand(inner)
        | CommandDataOptionValue::SubCommandGroup(inner) => game_option(inner),
        _ => None,
    })
}
