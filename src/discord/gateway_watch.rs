//! A watch on the gateway connection, for what serenity 0.12.5 gets wrong on a zombied one.
//!
//! **Not started** (`discord::client` does not spawn it): on the fake Discord, the close it
//! asks the shard for did not bring a resume, and the bot stayed away until serenity's own
//! heartbeat check restarted the shard. Kept as the record of what was tried; see
//! `tests/it/e2e_bad_days.rs` for serenity's behaviour on a zombie connection.
//!
//! Discord's advice: when a heartbeat goes unacknowledged, close the connection with a code
//! other than 1000 or 1001 and *resume*, so that the events sent meanwhile (clicks among them)
//! are replayed. serenity instead restarts the shard when its heartbeat is not acknowledged
//! (`ShardRunner::run`, `gateway/bridge/shard_runner.rs:112-116`: `do_heartbeat` false →
//! `request_restart`), which identifies afresh: a new session, and every click sent in between
//! is lost. No setting changes that.
//!
//! So this watch finds a zombie first. Every `every` it sends each connected shard a heartbeat
//! of its own (op 1; Discord answers any heartbeat with an ACK, op 11), and when the shard has
//! seen no ACK since (its latency, which serenity recomputes on every ACK, has not moved), it
//! asks the shard to close the connection with code 4000. serenity takes a close it did not
//! expect as a reason to resume (`Shard::handle_gateway_closed`), and resumes. With `every`
//! well under Discord's heartbeat interval (41.25 s), the watch acts before serenity's own
//! check would restart the shard.

use std::sync::{Arc, Weak};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{ConnectionStage, ShardId, ShardManager, ShardRunnerMessage};
use tokio_tungstenite::tungstenite::Message;
use tracing::{debug, warn};

/// How often the watch probes by default.
pub const DEFAULT_EVERY: Duration = Duration::from_secs(10);

/// Watches the shards of `manager` while it lives.
pub fn spawn(manager: &Arc<ShardManager>, every: Duration) {
    let manager = Arc::downgrade(manager);
    tokio::spawn(watch(manager, every));
}

async fn watch(manager: Weak<ShardManager>, every: Duration) {
    loop {
        // Each connected shard's latency as the probe leaves.
        let probed: Vec<(ShardId, Option<Duration>)> = {
            let Some(manager) = manager.upgrade() else {
                return;
            };
            let runners = manager.runners.lock().await;
            runners
                .iter()
                .filter(|(_, r)| r.stage == ConnectionStage::Connected)
                .map(|(&id, r)| {
                    r.runner_tx
                        .websocket_message(Message::Text(r#"{"op":1,"d":null}"#.to_owned()));
                    (id, r.latency)
                })
                .collect()
        };
        tokio::time::sleep(every).await;
        let Some(manager) = manager.upgrade() else {
            return;
        };
        let runners = manager.runners.lock().await;
        for (id, before) in probed {
            let Some(runner) = runners.get(&id) else {
                continue;
            };
            if runner.stage != ConnectionStage::Connected {
                continue;
            }
            if runner.latency == before {
                warn!(shard = %id, "no heartbeat ACK within {every:?}: closing to resume");
                runner.runner_tx.send_to_shard(ShardRunnerMessage::Close(
                    4000,
                    Some("no heartbeat ACK".to_owned()),
                ));
            } else {
                debug!(shard = %id, latency = ?runner.latency, "heartbeat acknowledged");
            }
        }
    }
}
