//! How a message is sent: the board edited in place, a ping for the seat to act, hands by DM,
//! pictures drawn and attached. The outbox's worker sends through here what moves must say;
//! an interaction's own follow-ups (its answer edited) go straight through [`run`]. A closed DM
//! ([`DM_CLOSED`](super::send_error::DM_CLOSED)) is told to the channel once, with nothing private in it, and the seat
//! is marked so it is not tried again. A picture that cannot be drawn or uploaded leaves its
//! message as text.

use poise::serenity_prelude as serenity;
use serenity::{
    Builder, ChannelId, CreateAllowedMentions, CreateMessage, Http, MessageId, Nonce, UserId,
};
use tracing::warn;

use super::data::{Data, Painted};
use super::follow_up::FollowUp;
use super::message::{Attachment, Message};
use super::pictures::Drawing;
use super::send_error::{SendError, is_dm_closed, transient};
use super::ui::Ui;
use super::{quiet, render, threads};
use crate::lang::Lang;
use crate::picture::ScoreHistory;
use crate::store::{GameId, Held, Outgoing};
use crate::table::TableError;

/// Sends an interaction's follow-ups, once each: a failure is logged, not retried (the
/// outbox retries what moves must say; these are answers whose token runs out).
pub async fn run(http: &Http, data: &Data, follow_ups: Vec<FollowUp>) {
    for f in follow_ups {
        if let Err(e) = send(http, data, f, None).await {
            warn!("a follow-up message failed: {e:#}");
        }
    }
}

/// `create` carrying `nonce`, which Discord enforces: a create sent again with the same nonce
/// (a retry whose first try did arrive) returns the message made the first time.
fn once(create: CreateMessage, nonce: Option<&str>) -> CreateMessage {
    match nonce {
        Some(n) => create
            .nonce(Nonce::String(n.to_string()))
            .enforce_nonce(true),
        None => create,
    }
}

/// Sends `f`. Every message it creates carries `nonce` (the DM-closed notice its own, made
/// from it), so sending it again after a failure that hid a success creates nothing twice.
pub async fn send(
    http: &Http,
    data: &Data,
    f: FollowUp,
    nonce: Option<&str>,
) -> Result<(), SendError> {
    match f {
        FollowUp::PaintBoard { game } => {
            // The outbox paints it, in order with every other edit of this board.
            data.store.enqueue(game, &[Outgoing::Board]).await?;
        }
        FollowUp::Post {
            channel,
            message,
            pinged: None,
        } => {
            ChannelId::new(channel)
                .send_message(http, once(message.create(), nonce))
                .await?;
        }
        FollowUp::Post {
            channel,
            message,
            pinged: Some(pinged),
        } => {
            let awake = quiet::spare(data, &pinged).await?;
            if awake.is_empty() {
                // Everyone it would wake is in their quiet hours: their summary tells them.
                return Ok(());
            }
            let mentions = CreateAllowedMentions::new()
                .users(awake.iter().map(|(user, _)| UserId::new(*user)));
            let posted = ChannelId::new(channel)
                .send_message(
                    http,
                    once(message.create(), nonce).allowed_mentions(mentions),
                )
                .await?;
            if pinged.what == Held::Turn {
                let text = message.content.as_deref().unwrap_or_default();
                for (user, _) in awake.iter().filter(|(_, p)| p.dm_pings) {
                    let nonce = nonce.map(|n| format!("{n}p{user}"));
                    quiet::dm_ping(http, data, *user, text, &posted.link(), nonce.as_deref()).await;
                }
            }
        }
        FollowUp::GameOver {
            game,
            channel,
            message,
            archive,
        } => {
            let kind = data.kind_of(game).await?;
            let picture = crate::with_game!(kind, G => final_scores::<G>(data, game).await);
            let picture = drawn(data, picture).await;
            post_with(
                http,
                ChannelId::new(channel),
                &message,
                picture.as_ref(),
                nonce,
            )
            .await?;
            // Archived after its last message: one that failed is tried again with the row,
            // the scores' nonce keeping them from being posted twice.
            if let Some(thread) = archive {
                threads::set_archived(http, thread, true).await?;
            }
        }
        FollowUp::Thread { thread, archived } => {
            threads::set_archived(http, thread, archived).await?;
        }
        FollowUp::EditAnswer {
            token,
            message,
            picture,
        } => {
            let edit = match picture {
                None => message.edit_response(),
                Some(picture) => match drawn(data, Some(picture)).await {
                    Some(picture) => message.edit_response_with(&picture),
                    // The answer already shows the message as text.
                    None => return Ok(()),
                },
            };
            edit.execute(http, &token).await?;
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
            picture,
        } => {
            let Some(user) = user else {
                return Ok(());
            };
            if !quiet::wants_hand(data, user, game).await? {
                // Only on request (*My hand*), or held back by quiet hours.
                return Ok(());
            }
            let picture = drawn(data, picture).await;
            let sent = match UserId::new(user).create_dm_channel(http).await {
                Ok(dm) => post_with(http, dm.id, &message, picture.as_ref(), nonce).await,
                Err(e) => Err(e),
            };
            if let Err(e) = sent {
                if !is_dm_closed(&e) {
                    return Err(e.into());
                }
                // The channel is told once, the first time: while the seat is still marked as
                // reachable. The note goes before the mark, so a note that failed is tried
                // again with the row; one that reached Discord before a failure is not posted
                // twice (its nonce).
                let (_, seats) = data.store.load(game).await?.ok_or(TableError::NotFound)?;
                if seats.iter().any(|s| s.seat == seat && s.dm_ok) {
                    let note = Message::text(format!(
                        "<@{user}> does not accept direct messages from me, so I cannot send \
                         their hand: use **My hand** on the board of game {game} to see it."
                    ));
                    let nonce = nonce.map(|n| format!("{n}c"));
                    ChannelId::new(channel)
                        .send_message(http, once(note.create(), nonce.as_deref()))
                        .await?;
                }
                data.tables
                    .mark_dm_failed(game, crate::engine::Seat(seat))
                    .await?;
            }
        }
    }
    Ok(())
}

/// Draws `picture`, if any; a picture that cannot be drawn is left out (and logged: it is a
/// bug in a layout), its message sent as text.
async fn drawn(data: &Data, picture: Option<Drawing>) -> Option<Attachment> {
    let picture = picture?;
    let file = picture.file();
    let names = picture_names(data, picture.owners(), picture.lang()).await;
    match picture.draw(names).await {
        Ok(picture) => Some(picture),
        Err(e) => {
            warn!("drawing {file}: {e}");
            None
        }
    }
}

/// Each seat's name on a picture: its owner's name as last seen, "Player N" for an owner the
/// bot has not seen, "Program N" for a seat the program plays.
async fn picture_names(data: &Data, owners: &[Option<u64>], lang: Lang) -> Vec<String> {
    let users: Vec<u64> = owners.iter().flatten().copied().collect();
    let known = match data.store.names_of(&users).await {
        Ok(known) => known,
        Err(e) => {
            warn!("reading players' names: {e}");
            Default::default()
        }
    };
    owners
        .iter()
        .enumerate()
        .map(|(i, owner)| match owner {
            Some(user) => known
                .get(user)
                .cloned()
                .unwrap_or_else(|| crate::t!(lang, "picture-player", number = i + 1)),
            None => crate::t!(lang, "picture-program", number = i + 1),
        })
        .collect()
}

/// The final scores picture of a finished game: its record replayed for the score after each
/// action.
async fn final_scores<G: Ui>(data: &Data, game: GameId) -> Option<Drawing> {
    let tables = data.tables.of::<G>();
    let snap = tables.view(game).await.ok()?;
    if !snap.settings.pictures {
        return None;
    }
    let history = match tables.record(game).await {
        Ok(record) => ScoreHistory::from_record(&record),
        Err(e) => {
            warn!(%game, "reading the record for the scores picture: {e}");
            return None;
        }
    };
    match history {
        Ok(history) => Drawing::scores(&snap, history, render::alt_text::final_scores::<G>),
        Err(e) => {
            warn!(%game, "replaying the record for the scores picture: {e}");
            None
        }
    }
}

/// Posts `message` with `picture`; if the upload is refused, posts it as text alone.
async fn post_with(
    http: &Http,
    channel: ChannelId,
    message: &Message,
    picture: Option<&Attachment>,
    nonce: Option<&str>,
) -> serenity::Result<()> {
    if let Some(picture) = picture {
        match channel
            .send_message(http, once(message.create_with(picture), nonce))
            .await
        {
            Ok(_) => return Ok(()),
            // A closed DM has its own answer; a bad day is retried, picture and all.
            Err(e) if is_dm_closed(&e) || transient(&e) => return Err(e),
            Err(e) => warn!("posting a picture failed, posting the text alone: {e}"),
        }
    }
    // The same nonce: should the picture have arrived after all, this returns it.
    channel
        .send_message(http, once(message.create(), nonce))
        .await
        .map(|_| ())
}

/// Edits the game's board to show the game as it stands now, its picture too if the table
/// wants pictures: the version it shows (`None` if the game has no board message). One game's
/// board is painted by one caller at a time, each from the game as it is when it paints (at
/// least at `version`: a cache another process left behind is loaded again), so edits reach
/// Discord in order and the last shows the last move. A board already showing
/// this version with this text (the answer to the click showed it) is not edited again.
pub async fn paint_board(
    http: &Http,
    data: &Data,
    game: GameId,
    version: i64,
) -> Result<Option<i64>, SendError> {
    let mut painted = data.painter.lock(game).await;
    let kind = data.kind_of(game).await?;
    let last = *painted;
    let done = crate::with_game!(kind, G => paint::<G>(http, data, game, version, last).await);
    if let Ok(Some(now)) = &done {
        *painted = Some(*now);
    }
    painted.release(Option::is_some);
    done.map(|now| now.map(|(version, _)| version))
}

/// A fingerprint of `message`, shown with its picture or not, to tell a board already shown
/// from one to paint.
pub fn fingerprint(message: &Message, pictured: bool) -> u64 {
    use std::hash::{BuildHasher, BuildHasherDefault, DefaultHasher};
    BuildHasherDefault::<DefaultHasher>::default().hash_one((format!("{message:?}"), pictured))
}

/// Records that the board of `game` shows `message` at `version` (an interaction's answer
/// put it there, as text), so the outbox does not edit it to the same again (unless the board
/// wants its picture).
pub async fn shown(data: &Data, game: GameId, version: i64, message: &Message) {
    let mut painted = data.painter.lock(game).await;
    if painted.is_none_or(|(v, _)| v <= version) {
        *painted = Some((version, fingerprint(message, false)));
    }
    painted.release(Option::is_some);
}

/// Paints the board of `game` unless `last` painted it as it stands; what it shows now.
async fn paint<G: Ui>(
    http: &Http,
    data: &Data,
    game: GameId,
    version: i64,
    last: Painted,
) -> Result<Option<(i64, u64)>, SendError> {
    let tables = data.tables.of::<G>();
    // With other processes on the database, one of them may have posted the board again (a
    // message this cache does not know) without moving the game on: the board is read as stored.
    let snap = if data.store.shards().is_some() {
        tables.view_stored(game).await?
    } else {
        tables.view_at(game, version).await?
    };
    let Some(message) = snap.game.board_message_id else {
        return Ok(None);
    };
    let invited = tables.awaited(&snap).await?;
    let board = render::game_message(&snap, invited.as_deref());
    let drawing = Drawing::board(&snap, render::alt_text::board::<G>);
    let now = (snap.game.version, fingerprint(&board, drawing.is_some()));
    if last == Some(now) {
        return Ok(Some(now));
    }
    let picture = drawn(data, drawing).await;
    let channel = ChannelId::new(snap.game.channel_id);
    let message = MessageId::new(message);
    if let Some(picture) = &picture {
        match channel
            .edit_message(http, message, board.edit_with(Some(picture)))
            .await
        {
            Ok(_) => {
                close_abandoned(http, &snap.game).await?;
                return Ok(Some(now));
            }
            Err(e) if transient(&e) => return Err(e.into()),
            Err(e) => warn!(%game, "the board's picture was refused, showing the text: {e}"),
        }
    }
    channel
        .edit_message(http, message, board.edit_with(None))
        .await?;
    close_abandoned(http, &snap.game).await?;
    Ok(Some(now))
}

/// Archives an abandoned game's thread once its board says how it ended.
async fn close_abandoned(http: &Http, game: &crate::store::GameRow) -> Result<(), SendError> {
    match threads::abandoned_thread(game) {
        Some(thread) => threads::set_archived(http, thread, true).await,
        None => Ok(()),
    }
}
