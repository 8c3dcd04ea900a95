//! Rematch: the final scoreboard's button. The first player to click opens a lobby for the
//! same game, pace and players; each other player accepts with the same button (or Join on the
//! lobby), and the game starts once all have.

use super::Data;
use super::follow_up::FollowUp;
use super::message::Message;
use super::play;
use super::reply::{Refusal, Reply};
use super::ui::Ui;
use crate::store::GameId;
use crate::table::Rematched;

/// A click on Rematch under the final scores of `game`.
pub async fn click<G: Ui>(data: &Data, game: GameId, user: u64) -> Result<Reply, Refusal> {
    let tables = data.tables.of::<G>();
    let rematched = tables.rematch(game, user, data.new_seed()).await?;
    let (text, then) = match rematched {
        Rematched::Opened(new) => {
            let snap = tables.view(new).await?;
            let lobby = play::render_board(data, &snap).await;
            let post = FollowUp::PostBoard {
                game: new,
                channel: snap.game.channel_id,
                message: lobby,
            };
            (
                format!(
                    "You asked for a rematch: game {new}. It starts when the other players accept."
                ),
                vec![post],
            )
        }
        Rematched::Joined(new) => {
            let snap = tables.view(new).await?;
            let edit = play::paint(&snap);
            (
                format!("You accepted the rematch, game {new}."),
                edit.into_iter().collect(),
            )
        }
        // The start wrote the board's edit, the hands and the first ping to the outbox.
        Rematched::Started(new) => (
            format!("Everyone accepted: the rematch, game {new}, has started."),
            Vec::new(),
        ),
        Rematched::AlreadyIn(new) => (
            format!("You have accepted the rematch (game {new}) already."),
            Vec::new(),
        ),
    };
    let mut reply = Reply::ephemeral(Message::text(text));
    reply.then = then;
    Ok(reply)
}
