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
            crate::with_game!(kind, G => play::on_timer::<G>(&self.data, &timer).await?)
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
