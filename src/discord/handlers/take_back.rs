//! *Take back*: a player's last action undone, from the board or from the confirmation of a
//! move made in a picker. The table decides whether it may be (see `table::take_back`); the
//! board is brought up to date by the outbox, like after any move.

use crate::discord::data::Data;
use crate::discord::render;
use crate::discord::reply::{Refusal, Reply};
use crate::discord::ui::Ui;
use crate::lang::Lang;
use crate::store::GameId;
use crate::t;
use crate::table::TableError;

/// The refusal of a *Take back* shown before the game moved on.
/// A click on *Take back*, on a message drawn for the game at `version`.
pub async fn click<G: Ui>(
    data: &Data,
    game: GameId,
    version: i64,
    user: u64,
    lang: Lang,
) -> Result<Reply, Refusal> {
    let taken = match data.tables.of::<G>().take_back(game, user, version).await {
        // The button was shown for a game that has moved on: someone acted since, or the
        // action was taken back already. Said so, rather than only that the board is old.
        Err(TableError::Stale { .. }) => {
            return Err(Refusal::Said(t!(lang, "refused-take-back-too-late")));
        }
        taken => taken?,
    };
    crate::telemetry::action_accepted(G::NAME);
    Ok(Reply::ephemeral(render::taken_back(&taken, lang)))
}
