//! Timers on Discord: the scheduler hands each due timer here, its game's table service fires it
//! (or finds it obsolete), and what follows is sent like the follow-ups of a click.

use std::sync::Arc;

use poise::serenity_prelude::Http;
use tracing::warn;

use super::{Data, notify, play};
use crate::engine::GameKind;
use crate::schedule::Fire;
use crate::store::Timer;

/// Fires timers for the bot: [`Data`]'s table services act, [`notify`] sends.
pub struct DiscordTimers {
    pub http: Arc<Http>,
    pub data: Arc<Data>,
}

impl Fire for DiscordTimers {
    async fn fire(&self, timer: Timer) -> anyhow::Result<()> {
        let follow_ups = if let Some(kind) = GameKind::from_name(&timer.game_kind) {
            crate::with_game!(kind, G => match play::on_timer::<G>(&self.data, &timer).await? {
                play::Timed::Send(follow_ups) => follow_ups,
                play::Timed::Think(job) => {
                    self.think::<G>(*job);
                    Vec::new()
                }
            })
        } else {
            warn!(game = %timer.game, kind = %timer.game_kind,
                "a timer of a game this bot does not know; dropped");
            self.data.store.drop_timer(timer.id).await?;
            Vec::new()
        };
        notify::run(&self.http, &self.data, follow_ups).await;
        Ok(())
    }
}

impl DiscordTimers {
    /// A computer seat's turn, leased: thought on and played in a task of its own, so the
    /// scheduler goes on with other timers (the table's pool bounds how many think at once).
    /// Should the task fail, the lease runs out and the turn falls due again.
    fn think<G: super::ui::Ui>(&self, job: crate::table::Thinking<G>) {
        let (http, data) = (self.http.clone(), self.data.clone());
        let game = job.game();
        tokio::spawn(async move {
            match play::on_think::<G>(&data, job).await {
                Ok(follow_ups) => notify::run(&http, &data, follow_ups).await,
                Err(e) => warn!(%game, "a computer seat's turn failed: {e}"),
            }
        });
    }
}
