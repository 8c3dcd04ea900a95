//! What is sent after an interaction is answered: the board edited in place, a ping for the
//! seat to act, hands by DM. A closed DM (Discord error 50007) is told to the channel once,
//! with nothing private in it, and the seat is marked so it is not tried again.

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, Http, MessageId, UserId};
use tracing::warn;

use super::Data;
use super::follow_up::FollowUp;
use super::message::Message;

/// Discord's code for "Cannot send messages to this user".
pub const DM_CLOSED: isize = 50007;

pub async fn run(http: &Http, data: &Data, follow_ups: Vec<FollowUp>) {
    for f in follow_ups {
        if let Err(e) = send(http, data, f).await {
            warn!("a follow-up message failed: {e:#}");
        }
    }
}

async fn send(http: &Http, data: &Data, f: FollowUp) -> anyhow::Result<()> {
    match f {
        FollowUp::EditBoard {
            channel,
            message,
            board,
        } => {
            ChannelId::new(channel)
                .edit_message(http, MessageId::new(message), board.edit())
                .await?;
        }
        FollowUp::Post { channel, message } => {
            ChannelId::new(channel)
                .send_message(http, message.create())
                .await?;
        }
        FollowUp::PostBoard {
            game,
            channel,
            message,
        } => {
            let posted = ChannelId::new(channel)
                .send_message(http, message.create())
                .await?;
            data.tables.set_board_message(game, posted.id.get()).await?;
        }
        FollowUp::Dm {
            game,
            seat,
            user,
            channel,
            message,
        } => {
            let sent = match UserId::new(user).create_dm_channel(http).await {
                Ok(dm) => dm.send_message(http, message.create()).await.map(|_| ()),
                Err(e) => Err(e),
            };
            if let Err(e) = sent {
                if !is_dm_closed(&e) {
                    return Err(e.into());
                }
                let seat = crate::engine::Seat(seat);
                let first = data.tables.mark_dm_failed(game, seat).await?;
                if first {
                    let note = Message::text(format!(
                        "<@{user}> does not accept direct messages from me, so I cannot send \
                         their hand: use **My hand** on the board of game {game} to see it."
                    ));
                    ChannelId::new(channel)
                        .send_message(http, note.create())
                        .await?;
                }
            }
        }
    }
    Ok(())
}

pub fn is_dm_closed(e: &serenity::Error) -> bool {
    matches!(
        e,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r))
            if r.error.code == DM_CLOSED
    )
}
