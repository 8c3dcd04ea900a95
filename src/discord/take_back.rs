//! *Take back*: a player's last action undone, from the board or from the confirmation of a
//! move made in a picker. The table decides whether it may be (see `table::take_back`); the
//! board is brought up to date by the outbox, like after any move.

use poise::serenity_prelude::ComponentInteraction;

use super::Data;
use super::controls::offer_take_back;
use super::ids::ComponentId;
use super::message::Message;
use super::play::{event_lines, names, with_names};
use super::reply::{Refusal, Reply};
use super::ui::Ui;
use crate::table::TableError;

/// The refusal of a *Take back* shown before the game moved on.
pub const TOO_LATE: &str = "Too late to take that back: the game has moved on since (someone \
     has acted, or it was taken back already). Use the current board.";

/// A click on *Take back*.
pub async fn click<G: Ui>(
    data: &Data,
    _c: &ComponentInteraction,
    id: &ComponentId<G::Control>,
    user: u64,
) -> Result<Reply, Refusal> {
    let taken = match data
        .tables
        .of::<G>()
        .take_back(id.game, user, id.version)
        .await
    {
        // The button was shown for a game that has moved on: someone acted since, or the
        // action was taken back already. Said so, rather than only that the board is old.
        Err(TableError::Stale { .. }) => return Err(Refusal(TOO_LATE.into())),
        taken => taken?,
    };
    crate::telemetry::action_accepted(G::NAME);
    let names = names(&taken.after);
    // What the action did, told again from the game as it was before it.
    let said: Vec<String> = taken
        .after
        .state
        .clone()
        .and_then(|mut before| before.apply(taken.seat, &taken.action).ok())
        .map(|events| {
            event_lines::<G>(&events)
                .map(|line| with_names(&line, &names))
                .collect()
        })
        .unwrap_or_default();
    let what = if said.is_empty() {
        "your last action".to_string()
    } else {
        said.join("; ")
    };
    let mut message = Message::text(format!(
        "Taken back: {what}. The board shows the game as it was before it."
    ));
    offer_take_back(&mut message, &taken.after);
    Ok(Reply::ephemeral(message))
}
