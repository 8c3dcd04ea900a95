//! A thread per game: started from the board's first message where the bot may, it holds the
//! game's talk (pings, reminders, notices, the final scores) while the board stays in the
//! channel ([`GameRow::talk_channel`](crate::store::GameRow::talk_channel)). Archived when the
//! game ends, unarchived when a rematch takes it over. Without the permission, or in a channel
//! that cannot hold threads, the game has none and talks in the channel, as before threads.

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, CreateThread, EditThread, Http, MessageId};
use tracing::{info, warn};

use super::send_error::{SendError, transient};
use crate::store::{GameId, GameRow, GameStatus};
use crate::table::TableService;

/// Discord's code for "Missing Permissions".
const MISSING_PERMISSIONS: isize = 50013;

/// Starts a public thread named `name` from the message `board` in `channel` and records it
/// as the game's. True if the game has its thread now. A refusal leaves the game in its
/// channel: it is no error of the player's, so it is only logged.
pub async fn start(
    http: &Http,
    tables: &TableService,
    game: GameId,
    channel: u64,
    board: u64,
    name: &str,
) -> bool {
    let started = ChannelId::new(channel)
        .create_thread_from_message(http, MessageId::new(board), CreateThread::new(name))
        .await;
    let thread = match started {
        Ok(thread) => thread.id.get(),
        Err(e) if refused_for_permission(&e) => {
            info!(%game, "no permission to start a thread: the game talks in its channel");
            return false;
        }
        Err(e) => {
            warn!(%game, "starting the game's thread failed, it talks in its channel: {e}");
            return false;
        }
    };
    match tables.set_thread(game, thread).await {
        Ok(()) => true,
        Err(e) => {
            warn!(%game, "recording the game's thread failed, it talks in its channel: {e}");
            false
        }
    }
}

/// The thread to archive once the board of `game` shows how it stands: an abandoned game's. A
/// finished game's is archived after its final scores are posted in it, which may come after
/// its last board.
pub fn abandoned_thread(game: &GameRow) -> Option<u64> {
    game.thread_id
        .filter(|_| game.status == GameStatus::Cancelled)
}

/// Archives the thread `thread` (or unarchives it, `archived` false). A bad day is the
/// caller's to retry; a thread deleted or out of reach is logged and left.
pub async fn set_archived(http: &Http, thread: u64, archived: bool) -> Result<(), SendError> {
    match ChannelId::new(thread)
        .edit_thread(http, EditThread::new().archived(archived))
        .await
    {
        Ok(_) => Ok(()),
        Err(e) if transient(&e) => Err(e.into()),
        Err(e) => {
            warn!(
                thread,
                archived, "Discord refused to (un)archive a game's thread: {e}"
            );
            Ok(())
        }
    }
}

/// Whether Discord refused because the bot lacks a permission.
fn refused_for_permission(e: &serenity::Error) -> bool {
    matches!(
        e,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r))
            if r.error.code == MISSING_PERMISSIONS
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(status: GameStatus, thread: Option<u64>) -> GameRow {
        GameRow {
            id: GameId(1),
            kind: "palazzo".into(),
            guild_id: Some(1),
            channel_id: 10,
            board_message_id: Some(11),
            host: 2,
            status,
            options_json: "{}".into(),
            seed: 0,
            version: 0,
            state_json: None,
            state_version: 0,
            created_at: 0,
            updated_at: 0,
            next_deadline: None,
            settings_json: "{}".into(),
            rematch_of: None,
            take_back: None,
            thread_id: thread,
            page_token: String::new(),
        }
    }

    #[test]
    fn the_talk_goes_to_the_thread_when_there_is_one() {
        assert_eq!(row(GameStatus::Active, Some(12)).talk_channel(), 12);
        assert_eq!(row(GameStatus::Active, None).talk_channel(), 10);
    }

    #[test]
    fn the_board_archives_only_an_abandoned_game_s_thread() {
        assert_eq!(
            abandoned_thread(&row(GameStatus::Cancelled, Some(12))),
            Some(12)
        );
        assert_eq!(abandoned_thread(&row(GameStatus::Finished, Some(12))), None);
        assert_eq!(abandoned_thread(&row(GameStatus::Active, Some(12))), None);
        assert_eq!(abandoned_thread(&row(GameStatus::Cancelled, None)), None);
    }
}
