//! Quiet hours and the daily digest, on the way out.
//!
//! A ping, a reminder or a hand by DM for a person in their quiet hours is not sent: it is held
//! in the store ([`Held`]), and once their quiet hours end one DM tells everything held, game by
//! game, instead of the many messages of the night. A channel's ping still reaches the channel
//! for the others at the table, but does not wake the quiet person (its mention of them is not
//! allowed to notify). A hand is also not sent to someone who asked for it only on request.
//!
//! Guarantees: what is held is in the store before the message it replaces counts as sent, so
//! a crash loses none of it; a summary is deleted only once Discord has it (or has refused it
//! for good), and carries a nonce, so one sent twice by two passes shows once.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude::{CreateMessage, Http, Nonce, UserId};
use tracing::warn;

use super::data::Data;
use super::follow_up::Pinged;
use super::message::{Embed, Message, clip, limits};
use super::render;
use super::send_error::{SendError, is_dm_closed};
use super::settings::panel::{digest_minute, zone_name};
use crate::lang::Lang;
use crate::schedule::digest::next_daily;
use crate::schedule::personal::Quiet;
use crate::store::{GameId, Held, HeldItem, PersonSettings};
use crate::t;

/// How often the held messages and the digests are looked for.
const POLL: Duration = Duration::from_millis(250);
/// How long a summary or digest that failed on a bad day waits before it is tried again.
const RETRY_MS: i64 = 60_000;

/// The quiet hours `settings` set, if any (and readable).
pub fn quiet_of(settings: &PersonSettings) -> Option<Quiet> {
    let (from, to) = settings.quiet?;
    Quiet::new(zone_name(settings), from, to).ok()
}

/// The people `pinged` would wake who are awake now, with their settings. For each one in
/// their quiet hours, what the post was for is held instead.
pub async fn spare(data: &Data, pinged: &Pinged) -> Result<Vec<(u64, PersonSettings)>, SendError> {
    let now = data.clock().now_ms();
    let mut awake = Vec::new();
    for &user in &pinged.users {
        let person = data.store.person_settings(user).await?;
        match quiet_of(&person) {
            Some(quiet) if quiet.contains(now) => {
                let release = quiet.end_after(now);
                data.store
                    .hold(user, pinged.game, pinged.what, now, release)
                    .await?;
            }
            _ => awake.push((user, person)),
        }
    }
    Ok(awake)
}

/// Whether `user`'s hand of `game` goes by DM now: not if they want it only on request, and
/// not in their quiet hours (then it is held, and their summary says it changed).
pub async fn wants_hand(data: &Data, user: u64, game: GameId) -> Result<bool, SendError> {
    let person = data.store.person_settings(user).await?;
    if !person.hand_dm {
        return Ok(false);
    }
    let now = data.clock().now_ms();
    if let Some(quiet) = quiet_of(&person)
        && quiet.contains(now)
    {
        let release = quiet.end_after(now);
        data.store
            .hold(user, game, Held::Hand, now, release)
            .await?;
        return Ok(false);
    }
    Ok(true)
}

/// The ping `text` (posted at `link`) by DM to `user` as well, who asked for it. Best effort:
/// the ping is in the channel already, so a DM that fails is logged, not retried.
pub async fn dm_ping(
    http: &Http,
    data: &Data,
    user: u64,
    text: &str,
    link: &str,
    nonce: Option<&str>,
) {
    let lang = data.lang_of(user).await;
    let message = Message::text(clip(
        &t!(lang, "dm-ping", text = text, link = link),
        limits::CONTENT,
    ));
    if let Err(e) = dm(http, user, &message, nonce).await {
        warn!(user, "a ping by DM failed: {e}");
    }
}

/// Sends `message` to `user` by DM.
async fn dm(
    http: &Http,
    user: u64,
    message: &Message,
    nonce: Option<&str>,
) -> Result<(), SendError> {
    let channel = UserId::new(user).create_dm_channel(http).await?;
    let mut create: CreateMessage = message.create();
    if let Some(nonce) = nonce {
        create = create
            .nonce(Nonce::String(nonce.to_string()))
            .enforce_nonce(true);
    }
    channel.id.send_message(http, create).await?;
    Ok(())
}

/// Sends held summaries and due digests for ever, a pass every [`POLL`]. Started with the
/// outbox's sender, and stopped with it.
pub async fn run(data: Arc<Data>, http: Arc<Http>) {
    loop {
        release(&http, &data).await;
        digests(&http, &data).await;
        data.quiet_passes.send_modify(|passes| *passes += 1);
        tokio::time::sleep(POLL).await;
    }
}

/// One pass: the summary of what quiet hours held, for each person whose quiet hours ended.
pub async fn release(http: &Http, data: &Data) {
    let now = data.clock().now_ms();
    let due = match data.store.due_held(now).await {
        Ok(due) => due,
        Err(e) => {
            warn!("reading what quiet hours held: {e}");
            return;
        }
    };
    for (user, items) in due {
        let Some(first) = items.first().map(|i| i.id) else {
            continue;
        };
        let lang = data.lang_of(user).await;
        let sent = match summary(data, &items, lang).await {
            Ok(message) => dm(http, user, &message, Some(&format!("held{first}"))).await,
            Err(e) => Err(e),
        };
        let ids: Vec<i64> = items.iter().map(|i| i.id).collect();
        let done = match sent {
            Ok(()) => true,
            // Their DMs are closed: the boards and *My hand* still show everything.
            Err(e) if e.discord().is_some_and(is_dm_closed) || !e.is_transient() => {
                warn!(user, "a summary of quiet hours could not be sent: {e}");
                true
            }
            Err(e) => {
                warn!(
                    user,
                    "a summary of quiet hours failed, tried again later: {e}"
                );
                if let Err(e) = data.store.postpone_held(user, now + RETRY_MS).await {
                    warn!(user, "postponing a summary: {e}");
                }
                false
            }
        };
        if done && let Err(e) = data.store.release_held(&ids).await {
            warn!(user, "forgetting what quiet hours held: {e}");
        }
    }
}

/// The summary of `items`, game by game, in `lang`.
async fn summary(data: &Data, items: &[HeldItem], lang: Lang) -> Result<Message, SendError> {
    let mut by_game: BTreeMap<GameId, Vec<Held>> = BTreeMap::new();
    for item in items {
        let whats = by_game.entry(item.game).or_default();
        if !whats.contains(&item.what) {
            whats.push(item.what);
        }
    }
    let mut lines = Vec::new();
    for (game, mut whats) in by_game {
        whats.sort();
        let kind = data.kind_of(game).await?;
        let line = crate::with_game!(kind, G => {
            let snap = data.tables.of::<G>().view(game).await?;
            render::held_line(&snap, &whats, lang)
        });
        lines.push(line);
    }
    Ok(listing(t!(lang, "held-title"), &lines))
}

/// A DM listing games.
fn listing(title: String, lines: &[String]) -> Message {
    Message {
        content: None,
        embeds: vec![Embed {
            title,
            description: clip(&lines.join("\n\n"), limits::DESCRIPTION),
            colour: super::lobby::COLOUR,
            ..Embed::default()
        }],
        rows: Vec::new(),
    }
}

/// One pass: the daily digest of each person whose digest is due, listing the games waiting on
/// them (nothing when none waits). Each digest is moved on to its next day before it is sent,
/// so two passes never send it twice; one lost to a crash in between is the next day's.
pub async fn digests(http: &Http, data: &Data) {
    let now = data.clock().now_ms();
    let due = match data.store.due_digests(now).await {
        Ok(due) => due,
        Err(e) => {
            warn!("reading the digests due: {e}");
            return;
        }
    };
    for (user, was) in due {
        if let Err(e) = digest(http, data, user, was, now).await {
            warn!(user, "a daily digest failed: {e}");
        }
    }
}

async fn digest(http: &Http, data: &Data, user: u64, was: i64, now: i64) -> Result<(), SendError> {
    let person = data.store.person_settings(user).await?;
    let next = next_daily(
        person.time_zone.as_deref(),
        digest_minute(&person),
        now.max(was),
    );
    if !data.store.digest_moved(user, was, next).await? {
        return Ok(());
    }
    let waiting = data.store.games_waiting_on(user, None).await?;
    if waiting.is_empty() {
        return Ok(());
    }
    let lang = data.lang_of(user).await;
    let mut lines = Vec::new();
    for (game, since) in waiting {
        let kind = data.kind_of(game).await?;
        lines.push(crate::with_game!(kind, G => {
            let snap = data.tables.of::<G>().view(game).await?;
            render::game_line(&snap, Some(since), lang)
        }));
    }
    let title = t!(lang, "digest-title", count = lines.len());
    let sent = dm(
        http,
        user,
        &listing(title, &lines),
        Some(&format!("digest{user}d{was}")),
    )
    .await;
    match sent {
        Err(e) if e.is_transient() => {
            // Tried again soon, not tomorrow.
            data.store.digest_moved(user, next, now + RETRY_MS).await?;
            Err(e)
        }
        other => other,
    }
}
