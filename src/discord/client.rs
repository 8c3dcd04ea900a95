//! The bot on Discord: the serenity client with Tavola's poise framework (its commands, the
//! router for every component, the error answer), built for `tavola run` and for the
//! end-to-end tests, and the process's life from opening the database to shutting down.

use std::sync::Arc;

use anyhow::{Context as _, Result};
use poise::serenity_prelude as serenity;
use serenity::{ClientBuilder, GatewayIntents, HttpBuilder};
use tracing::{error, info, warn};

use super::data::{Data, Error};
use super::{commands, names, router, traced};
use crate::computer::Budget;
use crate::config::Config;
use crate::store::Store;
use crate::table::{Computers, TableService};

/// Builds the framework and client and runs until the process is stopped.
pub async fn run(config: Config) -> Result<()> {
    run_with(config, |_| async { Ok(()) }).await
}

/// As [`run`], starting `beside` on the bot's runtime with its table service once the
/// database is open, before the gateway connects (the pages on the web, when they are served).
pub async fn run_with<F>(config: Config, beside: impl FnOnce(TableService) -> F) -> Result<()>
where
    F: Future<Output = Result<()>>,
{
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
    // Boards link to their games' pages when pages are served.
    let store = match &config.web {
        Some(web) => store.with_pages(&web.public_url),
        None => store,
    };
    let computers = Computers::with_budget(Budget::Time(config.computer_budget));
    let data = Arc::new(Data::new(store).with_computers(computers));
    data.tables.set_cache_size(config.game_cache_size);
    if let Some(addr) = config.metrics_addr {
        crate::telemetry::install(addr)?;
        info!(%addr, "serving metrics");
    }
    beside(data.tables.clone()).await?;
    let mut client = client(&config, data.clone()).await?;
    let shards = client.shard_manager.clone();
    let stopping = data.clone();
    tokio::spawn(async move {
        let signal = stop_signal().await;
        info!(signal, "shutting down");
        // However the clean-up goes, the process ends within a bounded time: an operator's
        // `docker stop` or systemd would otherwise kill it at the end of its grace period.
        tokio::spawn(async {
            tokio::time::sleep(STOP_GRACE).await;
            error!(?STOP_GRACE, "the clean stop took too long; exiting");
            std::process::exit(0);
        });
        // The gateway first, so no new click arrives (the client then returns, below).
        shards.shutdown_all().await;
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
    // The clicks in hand finish (their tasks run on), and the outbox says what their moves
    // called for, for a bounded time; then the timers and the outbox stop: what it has not
    // delivered waits in the database for the next start. A computer's search is dropped with
    // the process; its turn is armed again at the next start and thought afresh.
    let waiting = stopping.drain_outbox(OUTBOX_DRAIN).await;
    if waiting == 0 {
        info!("outbox drained");
    } else {
        warn!(waiting, "outbox not drained; sent after the next start");
    }
    stopping.stop_scheduler().await;
    info!("stopped");
    started.context("the Discord client stopped")
}

/// How long a stop waits for the outbox to empty: within [`STOP_GRACE`], with time to spare
/// for the rest.
const OUTBOX_DRAIN: std::time::Duration = std::time::Duration::from_secs(6);

/// How long a stop may take before the process exits anyway.
const STOP_GRACE: std::time::Duration = std::time::Duration::from_secs(10);

/// Waits for the process to be asked to stop: Ctrl-C (SIGINT), or SIGTERM, which `docker stop`,
/// systemd and Kubernetes send. Returns the signal's name.
async fn stop_signal() -> &'static str {
    use tokio::signal::unix::{SignalKind, signal};
    match signal(SignalKind::terminate()) {
        Ok(mut term) => tokio::select! {
            _ = tokio::signal::ctrl_c() => "SIGINT",
            _ = term.recv() => "SIGTERM",
        },
        Err(e) => {
            error!(%e, "cannot listen for SIGTERM; stopping on Ctrl-C only");
            let _ = tokio::signal::ctrl_c().await;
            "SIGINT"
        }
    }
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
            // Before the command runs: the language its author reads, for what it causes.
            pre_command: |ctx| {
                Box::pin(async move {
                    ctx.data()
                        .reads(ctx.author().id.get(), super::data::reader_lang(ctx));
                })
            },
            // After the command has answered: the name its author goes by, for pictures, and
            // their language, stored.
            post_command: |ctx| {
                Box::pin(async move {
                    let member = match ctx {
                        poise::Context::Application(a) => a.interaction.member.as_deref(),
                        poise::Context::Prefix(_) => None,
                    };
                    let name = names::display_name(ctx.author(), member);
                    let lang = super::data::reader_lang(ctx);
                    ctx.data().saw(ctx.author().id.get(), &name, lang).await;
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
            let lang = super::data::reader_lang(ctx);
            let reply = poise::CreateReply::default()
                .content(crate::t!(lang, "command-failed"))
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
