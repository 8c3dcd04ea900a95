//! What runs beside the gateway once the bot is ready: the scheduler, which fires due timers
//! through the table service ([`Timers`](crate::table::Timers)), and the outbox's sender. The
//! Discord layer only starts and stops them.

use std::sync::Arc;

use poise::serenity_prelude::Http;

use super::data::Data;
use super::outbox;

impl Data {
    /// Starts the scheduler and the outbox's sender, once: first the games left without timers
    /// are armed and whatever fell due while the bot was down fires, then each timer as it
    /// falls due; the outbox sends through `http`.
    pub fn start_scheduler(self: &Arc<Self>, http: Arc<Http>) {
        let mut task = self.scheduler_task.lock().expect("scheduler lock");
        if task.is_some() {
            return;
        }
        *self.outbox_task.lock().expect("outbox lock") =
            Some(tokio::spawn(outbox::run(self.clone(), http)));
        let scheduler = self.scheduler.clone();
        let timers = self.tables.timers();
        *task = Some(tokio::spawn(async move {
            timers.arm_unarmed_games().await;
            scheduler.run(timers).await;
        }));
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
