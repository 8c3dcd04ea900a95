//! The Discord layer: slash commands, the one component router, renderers and messages.
//!
//! It knows nothing of the rules beyond the views and actions the engine hands it: every click
//! becomes an engine action through the table service, and every message is rendered from a
//! view.

pub mod alhambra;
pub mod commands;
pub mod controls;
pub mod follow_up;
pub mod game_commands;
pub mod ids;
pub mod lobby;
pub mod message;
pub mod names;
pub mod notify;
pub mod outbox;
pub mod palazzo;
pub mod pictures;
pub mod play;
pub mod princes;
pub mod rematch;
pub mod reply;
pub mod router;
pub mod seats;
pub mod send_error;
pub mod stats;
pub mod take_back;
pub mod traced;
pub mod ui;
pub mod which_game;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use anyhow::{Context as _, Result};
use poise::serenity_prelude as serenity;
use serenity::{ClientBuilder, GatewayIntents, HttpBuilder};
use tracing::{error, info, warn};

use crate::clock::Clock;
use crate::computer::Budget;
use crate::config::Config;
use crate::engine::GameKind;
use crate::schedule::Scheduler;
use crate::store::{GameId, Store};
use crate::table::{Computers, LockMap, TableError, TableService};

/// What every command and interaction handler can reach.
pub struct Data {
    pub store: Store,
    /// The table service of every game; [`TableService::of`] gives a game's typed face.
    pub tables: TableService,
    /// Where new games' seeds come from: random, unless a test fixes them.
    seeds: Box<dyn Fn() -> u64 + Send + Sync>,
    /// The time reminders and deadlines go by: the system's, unless a test moves it.
    clock: Clock,
    /// Fires due reminders and deadlines, once started ([`Data::start_scheduler`]).
    scheduler: Arc<Scheduler>,
    scheduler_task: Mutex<Option<tokio::task::JoinHandle<()>>>,
    /// Sends what moves must say ([`outbox`]), once started with the scheduler.
    outbox_task: Mutex<Option<tokio::task::JoinHandle<()>>>,
    /// One board edit at a time per game, and what the board was last painted with.
    painter: LockMap<GameId, notify::Painted>,
    /// The names players were last seen by, as stored: a name is written only when it changes.
    names_seen: Mutex<HashMap<u64, String>>,
    /// The interactions handled lately, so one Discord delivers twice is handled once.
    interactions_seen: Mutex<router::Seen>,
}

pub type Error = anyhow::Error;
pub type Context<'a> = poise::Context<'a, Arc<Data>, Error>;

impl Data {
    pub fn new(store: Store) -> Data {
        Data::on_clock(store, Clock::system())
    }

    fn on_clock(store: Store, clock: Clock) -> Data {
        Data {
            tables: TableService::new(store.clone(), clock.clone()),
            scheduler: Arc::new(Scheduler::new(store.clone(), clock.clone())),
            scheduler_task: Mutex::new(None),
            outbox_task: Mutex::new(None),
            painter: LockMap::default(),
            names_seen: Mutex::new(HashMap::new()),
            interactions_seen: Mutex::new(router::Seen::default()),
            clock,
            store,
            seeds: Box::new(rand::random),
        }
    }

    /// Arms and fires timers by `clock` instead of the system's, so a test can move time.
    pub fn with_clock(self, clock: Clock) -> Data {
        Data {
            seeds: self.seeds,
            ..Data::on_clock(self.store, clock)
        }
    }

    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// Computer seats think as `computers` says (a test's small budget, say).
    pub fn with_computers(self, computers: Computers) -> Data {
        Data {
            tables: TableService::with_computers(self.store.clone(), self.clock.clone(), computers),
            ..self
        }
    }

    /// Starts firing reminders and deadlines through `http`, once: first whatever fell due
    /// while the bot was down, then each as it falls due; and starts sending the outbox.
    pub fn start_scheduler(self: &Arc<Self>, http: Arc<serenity::Http>) {
        let mut task = self.scheduler_task.lock().expect("scheduler lock");
        if task.is_some() {
            return;
        }
        *self.outbox_task.lock().expect("outbox lock") =
            Some(tokio::spawn(outbox::run(self.clone(), http.clone())));
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

    /// Waits until every timer due by the clock's time now has fired, the scheduler having
    /// started (for tests that move the clock; it waits for ever if the scheduler never starts).
    /// The outbox having sent what those timers wrote too.
    pub async fn settled(&self) {
        self.scheduler.settled().await;
        self.outbox_sent().await;
    }

    /// Waits until the outbox has sent everything written so far (for tests), or 10 s have
    /// passed (a row Discord keeps refusing waits longer).
    pub async fn outbox_sent(&self) {
        let until = std::time::Instant::now() + std::time::Duration::from_secs(10);
        while std::time::Instant::now() < until {
            match self.store.outbox_depth().await {
                Ok(depth) if depth.rows > 0 => {}
                _ => return,
            }
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
    }

    /// Seeds new games from `seats` instead of at random, so a test's games are reproducible.
    pub fn with_seeds(mut self, seeds: impl Fn() -> u64 + Send + Sync + 'static) -> Data {
        self.seeds = Box::new(seeds);
        self
    }

    pub fn new_seed(&self) -> u64 {
        (self.seeds)()
    }

    /// Remembers the name `user` goes by, for pictures (stored only when it changed).
    pub async fn saw(&self, user: u64, name: &str) {
        {
            let mut seen = self.names_seen.lock().expect("names lock");
            if seen.get(&user).is_some_and(|n| n == name) {
                return;
            }
            seen.insert(user, name.to_string());
        }
        if let Err(e) = self.store.remember_name(user, name).await {
            warn!(user, "remembering a player's name: {e}");
            self.names_seen.lock().expect("names lock").remove(&user);
        }
    }

    /// Whether `interaction` is new: false for one handled already (Discord delivered it
    /// twice, say after a gateway resume).
    pub fn first_delivery(&self, interaction: u64) -> bool {
        self.interactions_seen
            .lock()
            .expect("interactions lock")
            .insert(interaction)
    }

    /// Which game `game` is: `NotFound` for an id no game has, or a game this bot does not know.
    pub async fn kind_of(&self, game: GameId) -> Result<GameKind, TableError> {
        let name = self.tables.kind_of(game).await?;
        GameKind::from_name(&name).ok_or(TableError::NotFound)
    }
}

/// Builds the framework and client and runs until the process is stopped.
pub async fn run(config: Config) -> Result<()> {
    let store = Store::open(&config.database_url)
        .await
        .with_context(|| format!("opening the database {}", config.database_url))?;
    info!(database = %config.database_url, "database ready");
    // A process that runs some of the shards serves their games only; the others' are
    // another process's.
    let store = match config.shards {
        Some(shards) if !shards.is_all() => store.serving(shards),
        _ => store,
    };
    let computers = Computers::with_budget(Budget::Time(config.computer_budget));
    let data = Arc::new(Data::new(store).with_computers(computers));
    data.tables.set_cache_size(config.game_cache_size);
    if let Some(addr) = config.metrics_addr {
        crate::telemetry::install(addr)?;
        info!(%addr, "serving metrics");
    }
    let mut client = client(&config, data.clone()).await?;
    let shards = client.shard_manager.clone();
    tokio::spawn(async move {
        if tokio::signal::ctrl_c().await.is_ok() {
            info!("shutting down");
            data.stop_scheduler().await;
            shards.shutdown_all().await;
        }
    });
    let started = match config.shards {
        Some(shards) => {
            info!(%shards, "running shards");
            // serenity's range runs from the first shard to the last, both included.
            client
                .start_shard_range(shards.first()..shards.last(), shards.total())
                .await
        }
        None => client.start_autosharded().await,
    };
    started.context("the Discord client stopped")
}

/// The serenity client with Tavola's framework: used by `run` and by the end-to-end tests.
pub async fn client(config: &Config, data: Arc<Data>) -> Result<serenity::Client> {
    let http = http(config).await?;
    let guild = config.guild_id;
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            event_handler: |ctx, event| Box::pin(router::on_event(ctx, event)),
            on_error: |err| Box::pin(on_error(err)),
            // After the command has answered: the name its author goes by, for pictures.
            post_command: |ctx| {
                Box::pin(async move {
                    let member = match ctx {
                        poise::Context::Application(a) => a.interaction.member.as_deref(),
                        poise::Context::Prefix(_) => None,
                    };
                    let name = names::display_name(ctx.author(), member);
                    ctx.data().saw(ctx.author().id.get(), &name).await;
                })
            },
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
                data.start_scheduler(ctx.http.clone());
                Ok(data)
            })
        })
        .build();
    let intents = GatewayIntents::non_privileged();
    ClientBuilder::new_with_http(http, intents)
        .framework(traced::Traced(framework))
        .await
        .context("building the Discord client")
}

/// serenity's HTTP client, talking to Discord or to [`Config::api_base`].
async fn http(config: &Config) -> Result<serenity::Http> {
    let http = HttpBuilder::new(&config.token);
    let Some(base) = &config.api_base else {
        return Ok(http.build());
    };
    if !base.starts_with("https://") {
        // serenity's rate limiter builds Discord's URLs itself and ignores a proxy: with a
        // proxy, the proxy limits instead.
        return Ok(http.proxy(base.clone()).ratelimiter_disabled(true).build());
    }
    // A server answering for discord.com: the requests keep Discord's URLs (as the rate
    // limiter builds them) and only the address discord.com resolves to changes.
    let url = reqwest::Url::parse(base).with_context(|| format!("DISCORD_API_BASE {base}"))?;
    let host = url
        .host_str()
        .with_context(|| format!("DISCORD_API_BASE {base} names no host"))?
        .to_owned();
    let port = url.port_or_known_default().unwrap_or(443);
    let addr = tokio::net::lookup_host((host.as_str(), port))
        .await
        .with_context(|| format!("resolving DISCORD_API_BASE {base}"))?
        .next()
        .with_context(|| format!("DISCORD_API_BASE {base} resolves to no address"))?;
    let mut client = reqwest::Client::builder()
        .use_rustls_tls()
        .resolve("discord.com", addr);
    if let Some(pem) = &config.api_root_certificate {
        let certificate =
            reqwest::Certificate::from_pem(pem.as_bytes()).context("DISCORD_API_CA: a PEM file")?;
        client = client.add_root_certificate(certificate);
    }
    let client = client.build().context("building the HTTP client")?;
    Ok(http.client(client).build())
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
