//! Clicks in a lobby: Join, Leave, Start and Cancel, and the host's computer select. A rematch
//! starts by itself once everyone invited has joined.

use crate::computer::Level;
use crate::discord::data::Data;
use crate::discord::follow_up::FollowUp;
use crate::discord::ids::{BadId, Shared};
use crate::discord::lobby::{REMOVE_COMPUTER, cancelled};
use crate::discord::names::title;
use crate::discord::render;
use crate::discord::reply::{Refusal, Reply};
use crate::discord::ui::Ui;
use crate::store::GameId;
use crate::table::Tables;

/// Join, Leave, Start or Cancel in the lobby of `game`.
pub async fn click<G: Ui>(
    data: &Data,
    game: GameId,
    control: Shared,
    user: u64,
) -> Result<Reply, Refusal> {
    let tables = data.tables.of::<G>();
    match control {
        Shared::Join => {
            tables.join(game, user).await?;
            match tables.start_if_all_in(game).await? {
                Some(_) => started(&tables, game).await,
                None => lobby_now(&tables, game).await,
            }
        }
        Shared::Leave => {
            tables.leave(game, user).await?;
            lobby_now(&tables, game).await
        }
        Shared::Start => {
            tables.start(game, user).await?;
            started(&tables, game).await
        }
        Shared::Cancel => {
            // The lobby is the table's: it says so in the game's language.
            let snap = tables.view(game).await?;
            let lang = snap.lang();
            tables.cancel(game, user).await?;
            let mut reply = Reply::update(cancelled(&title::<G>(lang), game, lang));
            if let Some(thread) = snap.game.thread_id {
                reply.then.push(FollowUp::Thread {
                    thread,
                    archived: true,
                });
            }
            Ok(reply)
        }
        _ => Err(BadId.into()),
    }
}

/// The host's choice in the lobby's computer select: add a computer player of a level, or take
/// the last one out.
pub async fn computer<G: Ui>(
    data: &Data,
    game: GameId,
    user: u64,
    values: &[String],
) -> Result<Reply, Refusal> {
    let tables = data.tables.of::<G>();
    match values {
        [v] if v == REMOVE_COMPUTER => {
            tables.remove_computer(game, user).await?;
        }
        [v] => {
            let level: Level = v.parse().map_err(|_| BadId)?;
            tables.add_computer(game, user, level).await?;
        }
        _ => return Err(BadId.into()),
    }
    lobby_now(&tables, game).await
}

/// The lobby as it stands now, replacing the one clicked.
async fn lobby_now<G: Ui>(tables: &Tables<G>, game: GameId) -> Result<Reply, Refusal> {
    let snap = tables.view(game).await?;
    let invited = tables.awaited(&snap).await?;
    Ok(Reply::update(render::lobby_message(
        &snap,
        invited.as_deref(),
    )))
}

/// The board of the game just started, replacing its lobby.
async fn started<G: Ui>(tables: &Tables<G>, game: GameId) -> Result<Reply, Refusal> {
    let snap = tables.view(game).await?;
    let version = snap.game.version;
    Ok(Reply::update(render::board(&snap)).showing_board(game, version))
}
