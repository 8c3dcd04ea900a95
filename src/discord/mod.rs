//! The Discord layer: slash commands, the one component router, renderers and messages.
//!
//! It knows nothing of the rules beyond the views and actions the engine hands it: every click
//! becomes an engine action through the table service, and every message is rendered from a
//! view.

pub mod commands;
pub mod ids;
pub mod lobby;
pub mod message;
pub mod notify;
pub mod palazzo;
pub mod router;

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};

use anyhow::{Context as _, Result};
use poise::serenity_prelude as serenity;
use serenity::{ClientBuilder, GatewayIntents, HttpBuilder};
use tracing::{error, info};

use crate::config::Config;
use crate::engine::palazzo::Palazzo;
use crate::store::{GameId, Store};
use crate::table::Tables;

/// What every command and interaction handler can reach.
pub struct Data {
    pub store: Store,
    pub palazzo: Tables<Palazzo>,
    /// The last few events of each game, in words, for its board.
    recent: Mutex<HashMap<GameId, VecDeque<String>>>,
    /// Where new games' seeds come from: random, unless a test fixes them.
    seeds: Box<dyn Fn() -> u64 + Send + Sync>,
}

pub type Error = anyhow::Error;
pub type Context<'a> = poise::Context<'a, Arc<Data>, Error>;

/// How many recent events a board shows.
pub const RECENT_EVENTS: usize = 6;

impl Data {
    pub fn new(store: Store) -> Data {
        Data {
            palazzo: Tables::new(store.clone()),
            store,
            recent: Mutex::new(HashMap::new()),
            seeds: Box::new(rand::random),
        }
    }

    /// Seeds new games from `seeds` instead of at random, so a test's games are reproducible.
    pub fn with_seeds(mut self, seeds: impl Fn() -> u64 + Send + Sync + 'static) -> Data {
        self.seeds = Box::new(seeds);
        self
    }

    pub fn new_seed(&self) -> u64 {
        (self.seeds)()
    }

    /// The recent events of `game`, if they are known in memory.
    pub fn recent(&self, game: GameId) -> Option<Vec<String>> {
        let recent = self.recent.lock().expect("recent events lock");
        recent.get(&game).map(|r| r.iter().cloned().collect())
    }

    pub fn remember(&self, game: GameId, lines: impl IntoIterator<Item = String>) {
        let mut recent = self.recent.lock().expect("recent events lock");
        let entry = recent.entry(game).or_default();
        for line in lines {
            entry.push_back(line);
            while entry.len() > RECENT_EVENTS {
                entry.pop_front();
            }
        }
    }
}

/// Builds the framework and client and runs until the process is stopped.
pub async fn run(config: Config) -> Result<()> {
    let store = Store::open(&config.database_url)
        .await
        .with_context(|| format!("opening the database {}", config.database_url))?;
    info!(database = %config.database_url, "database ready");
    let data = Arc::new(Data::new(store));
    let mut client = client(&config, data).await?;
    let shards = client.shard_manager.clone();
    tokio::spawn(async move {
        if tokio::signal::ctrl_c().await.is_ok() {
            info!("shutting down");
            shards.shutdown_all().await;
        }
    });
    client
        .start_autosharded()
        .await
        .context("the Discord client stopped")
}

/// The serenity client with Tavola's framework: used by `run` and by the end-to-end tests.
pub async fn client(config: &Config, data: Arc<Data>) -> Result<serenity::Client> {
    let mut http = HttpBuilder::new(&config.token);
    if let Some(base) = &config.api_base {
        // serenity ignores the proxy while its own rate limiter is on; a proxy limits instead.
        http = http.proxy(base.clone()).ratelimiter_disabled(true);
    }
    let http = http.build();
    let guild = config.guild_id;
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            event_handler: |ctx, event| Box::pin(router::on_event(ctx, event)),
            on_error: |err| Box::pin(on_error(err)),
            initialize_owners: false,
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                let commands = &framework.options().commands;
                match guild {
                    Some(g) => poise::builtins::register_in_guild(ctx, commands, g.into()).await?,
                    None => poise::builtins::register_globally(ctx, commands).await?,
                }
                info!(user = %ready.user.name, guild = ?guild, "ready; commands registered");
                Ok(data)
            })
        })
        .build();
    let intents = GatewayIntents::non_privileged();
    ClientBuilder::new_with_http(http, intents)
        .framework(framework)
        .await
        .context("building the Discord client")
}

async fn on_error(err: poise::FrameworkError<'_, Arc<Data>, Error>) {
    match err {
        poise::FrameworkError::Command { error, ctx, .. } => {
            error!(command = %ctx.command().name, "command failed: {error:#}");
            let reply = poise::CreateReply::default()
                .content("Something went wrong; the game is unchanged. Please try again.")
                .ephemeral(true);
            let _ = ctx.send(reply).await;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                error!("while handling an error: {e}");
            }
        }
    }
}
