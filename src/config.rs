//! Settings, from the environment or a `.env` file (see `.env.example`).

use std::env;
use std::net::SocketAddr;
use std::time::Duration;

use anyhow::{Context, Result, bail};

use crate::shards::Shards;

/// What `DATABASE_URL` is when unset: a `SQLite` file in the working directory.
pub const DEFAULT_DATABASE_URL: &str = "sqlite://tavola.sqlite";

#[derive(Clone)]
pub struct Config {
    pub token: String,
    pub database_url: String,
    /// Register commands in this server at once instead of globally (which takes up to an hour).
    pub guild_id: Option<u64>,
    /// Send REST calls here instead of to Discord. `http://…`: a rate-limiting proxy, which
    /// gets every call as is (serenity's own rate limiter off). `https://…`: a server that
    /// answers for `discord.com` (the tests' fake Discord): calls keep Discord's URLs, resolved
    /// to this address, and serenity's rate limiter stays on.
    pub api_base: Option<String>,
    /// An extra root certificate (PEM) to trust for an `https://` [`Config::api_base`].
    pub api_root_certificate: Option<String>,
    /// How long a strong computer player thinks per decision.
    pub computer_budget: Duration,
    /// How many games the table service keeps in memory at most (`GAME_CACHE_SIZE`).
    pub game_cache_size: usize,
    /// Where to serve metrics in the Prometheus text format (`METRICS_ADDR`); `None`: nowhere.
    pub metrics_addr: Option<SocketAddr>,
    /// The Discord shards this process runs (`DISCORD_SHARDS`, e.g. `0-1/4`); `None`: as many
    /// as Discord recommends, all in this process.
    pub shards: Option<Shards>,
    /// Where to serve each game's page on the web (`WEB_ADDR`, `WEB_PUBLIC_URL`); `None`: no
    /// pages, and no links to them.
    pub web: Option<Web>,
}

/// The pages on the web: the address they are served on, and the address their links start
/// with (the same unless a proxy or another host name stands in front).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Web {
    pub addr: SocketAddr,
    pub public_url: String,
}

impl Web {
    /// The pages' settings from `WEB_ADDR` and `WEB_PUBLIC_URL` as given (`None` when the
    /// address is unset): the public address defaults to `http://<WEB_ADDR>`.
    pub fn from_settings(addr: Option<&str>, public_url: Option<&str>) -> Result<Option<Web>> {
        let Some(addr) = addr else {
            if public_url.is_some() {
                bail!("WEB_PUBLIC_URL is set but WEB_ADDR is not: set where to serve the pages");
            }
            return Ok(None);
        };
        let addr: SocketAddr = addr
            .trim()
            .parse()
            .with_context(|| format!("WEB_ADDR must be an address and port, not {addr:?}"))?;
        let public_url = match public_url.map(str::trim) {
            None => format!("http://{addr}"),
            Some(url) if url.starts_with("https://") || url.starts_with("http://") => {
                url.trim_end_matches('/').to_string()
            }
            Some(url) => bail!("WEB_PUBLIC_URL must start with https:// or http://, not {url:?}"),
        };
        Ok(Some(Web { addr, public_url }))
    }
}

impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Config")
            .field("token", &"<hidden>")
            .field("database_url", &self.database_url)
            .field("guild_id", &self.guild_id)
            .field("api_base", &self.api_base)
            .field(
                "api_root_certificate",
                &self.api_root_certificate.as_ref().map(|_| "<PEM>"),
            )
            .field("computer_budget", &self.computer_budget)
            .field("game_cache_size", &self.game_cache_size)
            .field("metrics_addr", &self.metrics_addr)
            .field("shards", &self.shards)
            .field("web", &self.web)
            .finish()
    }
}

/// How to get a token, for the message shown when there is none.
pub const NO_TOKEN_HELP: &str = "\
DISCORD_TOKEN is not set, so Tavola cannot log in to Discord.

1. Create an application at https://discord.com/developers/applications and add a bot to it
   (Bot tab); copy its token.
2. Invite the bot with the OAuth2 URL generator: scopes `bot` and `applications.commands`;
   bot permissions View Channels, Send Messages, Embed Links and Read Message History.
3. Put the token in the environment or in a `.env` file beside you:
       DISCORD_TOKEN=your-bot-token
   (`.env.example` lists every setting.)";

impl Config {
    /// Reads the settings; a `.env` file in the working directory fills what the environment
    /// lacks.
    pub fn from_env() -> Result<Config> {
        // A missing .env is fine: the environment may hold everything.
        let _ = dotenvy::dotenv();
        let token = env::var("DISCORD_TOKEN").unwrap_or_default();
        if token.trim().is_empty() {
            bail!(NO_TOKEN_HELP);
        }
        let database_url = database_url();
        let guild_id = non_empty("DISCORD_GUILD_ID")
            .map(|g| {
                g.parse()
                    .context("DISCORD_GUILD_ID must be a server id (a number)")
            })
            .transpose()?;
        let computer_budget = match non_empty("COMPUTER_BUDGET_MS") {
            None => crate::computer::DEFAULT_BUDGET,
            Some(ms) => match ms.trim().parse::<u64>() {
                Ok(ms @ 10..=60_000) => Duration::from_millis(ms),
                _ => bail!("COMPUTER_BUDGET_MS must be milliseconds from 10 to 60000, not {ms:?}"),
            },
        };
        let game_cache_size = match non_empty("GAME_CACHE_SIZE") {
            None => crate::table::DEFAULT_CACHE_SIZE,
            Some(n) => match n.trim().parse::<usize>() {
                Ok(n @ 1..) => n,
                _ => bail!("GAME_CACHE_SIZE must be a number of games, at least 1, not {n:?}"),
            },
        };
        let metrics_addr = metrics_addr()?;
        let shards = non_empty("DISCORD_SHARDS")
            .map(|s| {
                s.parse::<Shards>()
                    .with_context(|| format!("DISCORD_SHARDS is not a shard range: {s:?}"))
            })
            .transpose()?;
        let api_root_certificate = non_empty("DISCORD_API_CA")
            .map(|path| {
                std::fs::read_to_string(&path)
                    .with_context(|| format!("reading DISCORD_API_CA, {path}"))
            })
            .transpose()?;
        let web = Web::from_settings(
            non_empty("WEB_ADDR").as_deref(),
            non_empty("WEB_PUBLIC_URL").as_deref(),
        )?;
        Ok(Config {
            token: token.trim().to_string(),
            database_url,
            guild_id,
            api_base: non_empty("DISCORD_API_BASE"),
            api_root_certificate,
            computer_budget,
            game_cache_size,
            metrics_addr,
            shards,
            web,
        })
    }
}

/// Where the games are kept: `DATABASE_URL` from the environment or `.env`, or the default.
/// For the commands that need the database and not Discord (`tavola backup`).
/// `METRICS_ADDR`, where the bot serves its metrics, if set.
pub fn metrics_addr() -> Result<Option<std::net::SocketAddr>> {
    let _ = dotenvy::dotenv();
    non_empty("METRICS_ADDR")
        .map(|a| {
            a.trim().parse().with_context(|| {
                format!("METRICS_ADDR must be an address and port, e.g. 127.0.0.1:9100, not {a:?}")
            })
        })
        .transpose()
}

pub fn database_url() -> String {
    let _ = dotenvy::dotenv();
    non_empty("DATABASE_URL").unwrap_or_else(|| DEFAULT_DATABASE_URL.into())
}

fn non_empty(name: &str) -> Option<String> {
    env::var(name).ok().filter(|v| !v.trim().is_empty())
}

#[cfg(test)]
mod tests {
    use super::Web;

    #[test]
    fn pages_are_off_without_an_address_and_their_links_default_to_it() {
        assert_eq!(Web::from_settings(None, None).unwrap(), None);
        let web = Web::from_settings(Some("127.0.0.1:8080"), None)
            .unwrap()
            .unwrap();
        assert_eq!(web.addr, "127.0.0.1:8080".parse().unwrap());
        assert_eq!(web.public_url, "http://127.0.0.1:8080");
        let behind = Web::from_settings(Some("0.0.0.0:80"), Some("https://games.example/tavola/"))
            .unwrap()
            .unwrap();
        assert_eq!(
            behind.public_url, "https://games.example/tavola",
            "no trailing slash"
        );
    }

    #[test]
    fn absurd_page_settings_are_refused_with_what_to_set() {
        let no_port = Web::from_settings(Some("localhost"), None).unwrap_err();
        assert!(no_port.to_string().contains("WEB_ADDR"), "{no_port}");
        let not_web = Web::from_settings(Some("127.0.0.1:80"), Some("ftp://x")).unwrap_err();
        assert!(not_web.to_string().contains("WEB_PUBLIC_URL"), "{not_web}");
        let alone = Web::from_settings(None, Some("https://x.example")).unwrap_err();
        assert!(alone.to_string().contains("WEB_ADDR"), "{alone}");
    }
}
