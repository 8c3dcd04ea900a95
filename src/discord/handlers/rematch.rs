//! Rematch: the final scoreboard's button. The first player to click opens a lobby for the
//! same game, pace and players; each other player accepts with the same button (or Join on the
//! lobby), and the game starts once all have.

use crate::discord::data::Data;
use crate::discord::follow_up::FollowUp;
use crate::discord::message::Message;
use crate::discord::render;
use crate::discord::reply::{Refusal, Reply};
use crate::discord::ui::Ui;
use crate::lang::Lang;
use crate::store::GameId;
use crate::t;
use crate::table::Rematched;

/// A click on Rematch under the final scores of `game`.
pub async fn click<G: Ui>(
    data: &Data,
    game: GameId,
    user: u64,
    lang: Lang,
) -> Result<Reply, Refusal> {
    let tables = data.tables.of::<G>();
    let rematched = tables.rematch(game, user, data.new_seed()).await?;
    let (text, then) = match rematched {
        Rematched::Opened(new) => {
            let snap = tables.view(new).await?;
            let invited = tables.awaited(&snap).await?;
            // The rematch talks in its predecessor's thread: open again before it is used.
            let reopen = snap.game.thread_id.map(|thread| FollowUp::Thread {
                thread,
                archived: false,
            });
            let post = FollowUp::PostBoard {
                game: new,
                channel: snap.game.channel_id,
                message: render::game_message(&snap, invited.as_deref()),
            };
            let then = reopen.into_iter().chain([post]).collect();
            (t!(lang, "rematch-opened", id = new.0), then)
        }
        Rematched::Joined(new) => (
            t!(lang, "rematch-joined", id = new.0),
            FollowUp::repaint(&tables.view(new).await?)
                .into_iter()
                .collect(),
        ),
        // The start wrote the board's edit, the hands and the first ping to the outbox.
        Rematched::Started(new) => (t!(lang, "rematch-started", id = new.0), Vec::new()),
        Rematched::AlreadyIn(new) => (t!(lang, "rematch-already", id = new.0), Vec::new()),
    };
    let mut reply = Reply::ephemeral(Message::text(text));
    reply.then = then;
    Ok(reply)
}
