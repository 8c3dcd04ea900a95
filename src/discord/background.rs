//! What runs beside the gateway once the bot is ready: the scheduler, which fires due timers
//! through the table service ([`Timers`](crate::table::Timers)), and the outbox's sender. The
//! Discord layer only starts and stops them.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude::Http;

use super::data::Data;
use super::{outbox, quiet};

/// How often a stop looks whether the outbox is empty.
const DRAIN_POLL: Duration = Duration::from_millis(50);

impl Data {
    /// Starts the scheduler and the outbox's sender, once: first the games left without timers
    /// are armed and whatever fell due while the bot was down fires, then each timer as it
    /// falls due; the outbox sends through `http`.
    pub fn start_scheduler(self: &Arc<Self>, http: Arc<Http>) {
        let mut task = self.scheduler_task.lock().expect("scheduler lock");
        if task.is_some() {
            return;
        }
        // What quiet hours held and the digests go out beside the outbox, and stop with it.
        let (data, quiet_http) = (self.clone(), http.clone());
        let sender = outbox::run(self.clone(), http);
        *self.outbox_task.lock().expect("outbox lock") = Some(tokio::spawn(async move {
            tokio::join!(sender, quiet::run(data, quiet_http));
        }));
        let scheduler = self.scheduler.clone();
        let timers = self.tables.timers();
        *task = Some(tokio::spawn(async move {
            timers.arm_unarmed_games().await;
            scheduler.run(timers).await;
        }));
    }

    /// Waits until the outbox is empty (the moves of the clicks answered last said on Discord),
    /// or `at_most`; returns how many messages still wait, which stay in the database for the
    /// next start.
    pub async fn drain_outbox(&self, at_most: Duration) -> i64 {
        let until = tokio::time::Instant::now() + at_most;
        loop {
            let waiting = match self.store.outbox_depth().await {
                Ok(depth) => depth.rows,
                // The database is gone: nothing more can be sent from it.
                Err(_) => return -1,
            };
            if waiting == 0 || tokio::time::Instant::now() >= until {
                return waiting;
            }
            tokio::time::sleep(DRAIN_POLL).await;
        }
    }

    /// Stops firing timers, waiting for the one being fired (if any), and stops sending the
    /// outbox (what it has not sent stays in it, for the next start).
    pub async fn stop_scheduler(&self) {
        if let Some(task) = self.outbox_task.lock().expect("outbox lock").take() {
            task.abort();
        }
        self.scheduler.stop();
        let task = self.scheduler_task.lock().expect("scheduler lock").take();
        if let Some(task) = task {
            let _ = task.await;
        }
    }
}
