//! The outbox's worker: sends what accepted changes must say on Discord, written by the store
//! in each change's own transaction ([`Outgoing`]), and deletes each row once it is sent.
//!
//! One game's rows are sent one at a time, oldest first, so a board's edits reach Discord in
//! order; different games are sent side by side. A row that fails on a bad day (a 5xx, a
//! timeout, a 429 that outlasted serenity's own waiting) is tried again with a growing delay,
//! and the game's later rows wait behind it. A permanent refusal (a message deleted, access
//! lost) is logged and the row dropped; a closed DM has its own answer ([`notify`]). Which is
//! which, the failure's type says ([`SendError::is_transient`]).
//!
//! A row may stand for several messages (a move's hands, ping and final scores). They are
//! rendered from the game's record each time the row is tried, so a retry renders the same
//! ones; the row counts those sent, and each create carries a nonce made from the row and the
//! message, so one that reached Discord before a crash is not posted twice.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::Http;
use tokio::sync::{Notify, Semaphore};
use tracing::{debug, warn};

use super::data::Data;
use super::follow_up::{FollowUp, Pinged};
use super::message::Message;
use super::send_error::SendError;
use super::ui::Ui;
use super::{notify, render};
use crate::engine::Seat;
use crate::store::{GameId, Held, Outgoing, Pending, now_ms};
use crate::table::TableError;

/// How many games' rows are sent at once.
const GAMES_AT_ONCE: usize = 64;
/// How many due rows one pass reads.
const BATCH: i64 = 512;
/// The first retry's delay; each failure doubles it, up to [`MAX_BACKOFF`].
const FIRST_BACKOFF: Duration = Duration::from_millis(250);
const MAX_BACKOFF: Duration = Duration::from_secs(60);
/// How often the worker looks for due rows when nothing wakes it.
const IDLE_POLL: Duration = Duration::from_secs(1);
/// The same when other processes share the database: the rows they write for this process's
/// games (after a click that reached them) wake nothing here.
const SHARED_POLL: Duration = Duration::from_millis(100);

/// The delay before a row's next try, after `attempts` failures.
fn backoff(attempts: u32) -> Duration {
    let delay = FIRST_BACKOFF
        .saturating_mul(1 << attempts.min(16))
        .min(MAX_BACKOFF);
    // Up to a quarter more, so rows that failed together do not all come back together.
    let jitter = rand::random_range(0..=delay.as_millis() as u64 / 4);
    delay + Duration::from_millis(jitter)
}

/// Sends the outbox for ever. Started once, with the scheduler ([`Data::start_scheduler`]).
pub async fn run(data: Arc<Data>, http: Arc<Http>) {
    let busy: Arc<Mutex<HashSet<GameId>>> = Arc::default();
    let done = Arc::new(Notify::new());
    let permits = Arc::new(Semaphore::new(GAMES_AT_ONCE));
    let idle = if data.store.shards().is_some() {
        SHARED_POLL
    } else {
        IDLE_POLL
    };
    loop {
        let now = now_ms();
        let due = match data.store.due_outbox(now, BATCH).await {
            Ok(due) => due,
            Err(e) => {
                warn!("reading the outbox: {e}");
                Vec::new()
            }
        };
        let mut by_game: HashMap<GameId, Vec<Pending>> = HashMap::new();
        for row in due {
            by_game.entry(row.game).or_default().push(row);
        }
        for (game, rows) in by_game {
            if !busy.lock().expect("outbox lock").insert(game) {
                continue;
            }
            let (data, http, busy, done) = (data.clone(), http.clone(), busy.clone(), done.clone());
            let permit = permits.clone().acquire_owned().await.expect("never closed");
            tokio::spawn(async move {
                send_game(&http, &data, rows).await;
                busy.lock().expect("outbox lock").remove(&game);
                drop(permit);
                done.notify_one();
            });
        }
        match data.store.outbox_depth().await {
            Ok(depth) => {
                let age = depth
                    .oldest_created_at
                    .map_or(0.0, |at| (now - at).max(0) as f64 / 1000.0);
                crate::telemetry::outbox(depth.rows as usize, age);
            }
            Err(e) => warn!("reading the outbox's depth: {e}"),
        }
        let wait = match data.store.next_outbox_due().await {
            Ok(Some(at)) if at > now => Duration::from_millis((at - now) as u64).min(idle),
            // Rows due now are being sent (the next pass comes when a game is done), or none
            // wait.
            _ => idle,
        };
        tokio::select! {
            () = data.store.outbox_written() => {}
            () = done.notified() => {}
            () = tokio::time::sleep(wait) => {}
        }
    }
}

/// Sends one game's due rows in order, stopping at the first that must be tried again.
async fn send_game(http: &Http, data: &Data, rows: Vec<Pending>) {
    for row in rows {
        match send_row(http, data, &row).await {
            Ok(()) => {}
            Err(e) if e.is_transient() => {
                let delay = backoff(row.attempts);
                warn!(game = %row.game, row = row.id.0, attempts = row.attempts + 1,
                    "sending failed, trying again in {delay:?}: {e:#}");
                if let Err(e) = data
                    .store
                    .outbox_retry(row.id, now_ms() + delay.as_millis() as i64)
                    .await
                {
                    warn!(game = %row.game, "postponing an outbox row: {e}");
                }
                return;
            }
            Err(e) => {
                warn!(game = %row.game, row = row.id.0, "dropped a message Discord refused: {e:#}");
                if let Err(e) = data.store.outbox_sent(row.id, i64::MAX).await {
                    warn!(game = %row.game, "dropping an outbox row: {e}");
                }
            }
        }
    }
}

/// Sends what `row` stands for, from the first message not yet sent, and deletes it.
async fn send_row(http: &Http, data: &Data, row: &Pending) -> Result<(), SendError> {
    if row.what == Outgoing::Board {
        let shown = notify::paint_board(http, data, row.game, row.version).await;
        counted("board_edit", &shown);
        let shown = shown?;
        data.store
            .outbox_sent(row.id, shown.unwrap_or(i64::MAX))
            .await?;
        crate::telemetry::outbox_sent("board", since(row.due_at));
        return Ok(());
    }
    let kind = data.kind_of(row.game).await?;
    let parts = crate::with_game!(kind, G => Box::pin(render::<G>(data, row)).await)?;
    for (i, part) in parts.into_iter().enumerate().skip(row.parts_done as usize) {
        let nonce = format!("tv{}.{i}", row.id.0);
        let route = match part {
            // A hand nobody can get: nothing goes to Discord, but it keeps its place.
            FollowUp::Dm { user: None, .. } => None,
            FollowUp::Dm { .. } => Some("dm"),
            _ => Some("create_message"),
        };
        let sent = notify::send(http, data, part, Some(&nonce)).await;
        if let Some(route) = route {
            counted(route, &sent);
        }
        sent?;
        data.store.outbox_progress(row.id, i as u32 + 1).await?;
    }
    debug!(game = %row.game, row = row.id.0, "outbox row sent");
    data.store.outbox_sent(row.id, i64::MAX).await?;
    crate::telemetry::outbox_sent("message", since(row.created_at));
    Ok(())
}

/// How long ago the unix time `at` (in milliseconds) was.
fn since(at: i64) -> Duration {
    Duration::from_millis(u64::try_from(now_ms() - at).unwrap_or(0))
}

/// Counts a send to Discord on `route` for the operator's counters.
fn counted<T>(route: &'static str, result: &Result<T, SendError>) {
    match result {
        Ok(_) => crate::telemetry::discord_result::<()>(route, &Ok(())),
        Err(e) => {
            if let Some(e) = e.discord() {
                crate::telemetry::discord_request(route, crate::telemetry::status_of(e));
            }
        }
    }
}

/// The messages `row` stands for, in the order they are sent.
async fn render<G: Ui>(data: &Data, row: &Pending) -> Result<Vec<FollowUp>, TableError> {
    let tables = data.tables.of::<G>();
    match row.what {
        Outgoing::Board => Ok(Vec::new()),
        Outgoing::Moved { from, to, missed } => {
            let mut moved = tables.moved_between(row.game, from, to).await?;
            moved.missed = missed;
            data.fill_readers(&mut moved.after).await;
            let mut parts = Vec::new();
            if missed.is_some() {
                parts.push(render::deadline_notice(&moved));
            }
            parts.extend(render::after_move(&moved));
            Ok(parts)
        }
        Outgoing::Started => {
            let mut moved = tables.moved_between(row.game, 0, 0).await?;
            data.fill_readers(&mut moved.after).await;
            Ok(render::first_messages(&moved.after))
        }
        Outgoing::Hand {
            seat,
            taken_back: false,
        } => {
            let mut snap = tables.view_at(row.game, row.version).await?;
            data.fill_readers(&mut snap).await;
            Ok(render::hands(&snap, |s| s.0 == seat))
        }
        Outgoing::Hand {
            seat,
            taken_back: true,
        } => {
            let mut back = tables
                .moved_between(row.game, row.version - 1, row.version)
                .await?;
            data.fill_readers(&mut back.after).await;
            let changed = |s: Seat| {
                back.after.state.as_ref().is_some_and(|now| {
                    G::hand_changed(&back.before.private_view(s), &now.private_view(s))
                })
            };
            Ok(render::hands(&back.after, |s| s.0 == seat && changed(s)))
        }
        Outgoing::Reminder {
            seat,
            waiting_since,
            at,
            deadline,
        } => {
            let mut snap = tables.view_at(row.game, row.version).await?;
            data.fill_readers(&mut snap).await;
            let waited = at.saturating_sub(waiting_since);
            let owner = snap.owner(Seat(seat));
            Ok(render::reminder(&snap, row, seat, waited, deadline)
                .map(|message: Message| FollowUp::Post {
                    channel: snap.game.talk_channel(),
                    message,
                    pinged: owner.map(|user| Pinged {
                        game: row.game,
                        users: vec![user],
                        what: Held::Reminder,
                    }),
                })
                .into_iter()
                .collect())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_grows_to_its_bound() {
        let first = backoff(0);
        assert!(first >= FIRST_BACKOFF && first <= FIRST_BACKOFF * 5 / 4);
        let third = backoff(2);
        assert!(third >= FIRST_BACKOFF * 4, "{third:?}");
        let late = backoff(30);
        assert!(
            late >= MAX_BACKOFF && late <= MAX_BACKOFF * 5 / 4,
            "{late:?}"
        );
    }
}
