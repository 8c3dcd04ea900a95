//! Timers on Discord: the scheduler hands each due timer here and its game's table service
//! fires it (or finds it obsolete). What a fired timer says (a reminder, a missed deadline's
//! notice, a computer's move) is written to the outbox as it fires, and sent from there.

use std::sync::Arc;

use poise::serenity_prelude::Http;
use tracing::warn;

use super::{Data, play};
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
        if let Some(kind) = GameKind::from_name(&timer.game_kind) {
            crate::with_game!(kind, G => {
                if let Some(job) = play::on_timer::<G>(&self.data, &timer).await? {
                    self.think::<G>(*job);
                }
            });
        } else {
            warn!(game = %timer.game, kind = %timer.game_kind,
                "a timer of a game this bot does not know; dropped");
            self.data.store.drop_timer(timer.id).await?;
        }
        Ok(())
    }
}

impl DiscordTimers {
    /// A computer seat's turn, leased: thought on and played in a task of its own, so the
    /// scheduler goes on with other timers (the table's pool bounds how many think at once).
    /// Should the task fail, the lease runs out and the turn falls due again.
    fn think<G: super::ui::Ui>(&self, job: crate::table::Thinking<G>) {
        let data = self.data.clone();
        let game = job.game();
        tokio::spawn(async move {
            if let Err(e) = play::on_think::<G>(&data, job).await {
                warn!(%game, "a computer seat's turn failed: {e}");
            }
        });
    }
}
