//! The built `tavola` binary run as a process of its own against the fake Discord, as an
//! operator runs it: started, stopped with SIGTERM or killed with SIGKILL, started again.
#![allow(dead_code)]

use std::fs::File;
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use super::bot;
use super::fake_discord::{Call, FakeDiscord};

/// How one process is started: its database, where it registers its commands, its shards.
#[derive(Clone, Debug)]
pub struct Launch {
    /// `DATABASE_URL`.
    pub database_url: String,
    /// `DISCORD_GUILD_ID`: the commands are registered in this guild; `None`: globally.
    pub guild: Option<u64>,
    /// `DISCORD_SHARDS` as `(first, last, total)`; `None`: every shard.
    pub shards: Option<(u32, u32, u32)>,
    /// `METRICS_ADDR`.
    pub metrics: Option<std::net::SocketAddr>,
    /// `RUST_LOG`.
    pub log: &'static str,
    /// Names the process's log file.
    pub name: String,
}

impl Launch {
    /// The whole bot in one process on the `SQLite` file `db`, its commands in the test guild.
    pub fn sqlite(db: &Path) -> Launch {
        Launch {
            database_url: format!("sqlite://{}", db.display()),
            guild: Some(FakeDiscord::GUILD_ID),
            shards: None,
            metrics: None,
            log: "warn",
            name: "bot".into(),
        }
    }

    /// Shards `first..=last` of `total` on the database `url`, the commands registered
    /// globally (the servers of every shard see them).
    pub fn shards(url: &str, (first, last, total): (u32, u32, u32)) -> Launch {
        Launch {
            database_url: url.to_owned(),
            guild: None,
            shards: Some((first, last, total)),
            metrics: None,
            log: "warn",
            name: format!("shards-{first}-{last}"),
        }
    }

    pub fn named(self, name: impl Into<String>) -> Launch {
        Launch {
            name: name.into(),
            ..self
        }
    }

    /// The shards the process joins the gateway as.
    fn own_shards(&self) -> Vec<u32> {
        self.shards
            .map_or_else(|| vec![0], |(first, last, _)| (first..=last).collect())
    }
}

/// The bot binary, running. Killed when dropped, so a failing test leaves no process behind.
pub struct BotProcess {
    child: Child,
    log: PathBuf,
    shards: Vec<u32>,
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl BotProcess {
    /// Starts `tavola` (no subcommand: the bot) as `launch` says, with its working directory
    /// and log in `dir`, and waits until its shards are connected and its framework is set up
    /// (its commands are registered then).
    pub async fn start(fake: &FakeDiscord, dir: &Path, launch: &Launch) -> BotProcess {
        let log = dir.join(format!("{}.log", launch.name));
        let since = Instant::now();
        let mut command = Command::new(env!("CARGO_BIN_EXE_tavola"));
        // No `.env` of the developer's is read: the bot looks in its working directory.
        command
            .current_dir(dir)
            .env("DISCORD_TOKEN", bot::TOKEN)
            .env("DATABASE_URL", &launch.database_url)
            .env("DISCORD_API_BASE", fake.api_base())
            .env("RUST_LOG", launch.log)
            .env_remove("DISCORD_GUILD_ID")
            .env_remove("DISCORD_SHARDS")
            .env_remove("METRICS_ADDR")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(File::create(&log).expect("a log file"));
        if let Some(guild) = launch.guild {
            command.env("DISCORD_GUILD_ID", guild.to_string());
        }
        if let Some((first, last, total)) = launch.shards {
            command.env("DISCORD_SHARDS", format!("{first}-{last}/{total}"));
        }
        if let Some(addr) = launch.metrics {
            command.env("METRICS_ADDR", addr.to_string());
        }
        let child = command.spawn().expect("the tavola binary starts");
        let mut bot = BotProcess {
            child,
            log,
            shards: launch.own_shards(),
        };
        // poise holds interactions back until its setup, which registers the commands, is done.
        let registered =
            |c: &Call| c.method == "PUT" && c.path.ends_with("/commands") && c.at >= since;
        let deadline = Instant::now() + Duration::from_secs(20);
        while fake
            .wait_call(Duration::from_millis(100), |c| {
                registered(c) && c.status == 200
            })
            .await
            .is_none()
        {
            bot.check_running("at start");
            assert!(
                Instant::now() < deadline,
                "the bot did not register its commands: {}",
                bot.logs()
            );
        }
        for &shard in &bot.shards {
            fake.wait_shard_ready(shard).await;
        }
        bot
    }

    /// Panics, with its log, if the process has exited.
    pub fn check_running(&mut self, when: &str) {
        if let Ok(Some(status)) = self.child.try_wait() {
            panic!("the bot exited {when} ({status}): {}", self.logs());
        }
    }

    /// Whether the process is still running.
    pub fn running(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }

    /// The process id, as the log names it.
    pub fn id(&self) -> u32 {
        self.child.id()
    }

    pub fn logs(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// SIGKILL (what `Child::kill` sends on Unix), at once: no clean-up of any kind runs.
    pub fn sigkill(&mut self) {
        self.check_running("by itself");
        self.child.kill().expect("SIGKILL");
    }

    /// SIGTERM, as `docker stop`, systemd and Kubernetes send it: the bot is to stop cleanly.
    pub fn sigterm(&mut self) {
        self.check_running("by itself");
        let pid = libc::pid_t::try_from(self.child.id()).expect("a pid");
        // SAFETY: `kill` only sends a signal; the pid is our own child's, not yet reaped.
        assert_eq!(unsafe { libc::kill(pid, libc::SIGTERM) }, 0, "SIGTERM sent");
    }

    /// Waits up to `timeout` for the process to exit; its exit status, or `None` if it is
    /// still running then.
    pub async fn exited(&mut self, timeout: Duration) -> Option<std::process::ExitStatus> {
        let deadline = Instant::now() + timeout;
        loop {
            if let Ok(Some(status)) = self.child.try_wait() {
                return Some(status);
            }
            if Instant::now() >= deadline {
                return None;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Reaps the killed process and waits until the fake has seen its gateway go; returns
    /// its log.
    pub async fn reap(mut self, fake: &FakeDiscord) -> String {
        let status = tokio::task::block_in_place(|| self.child.wait()).expect("wait");
        assert_eq!(status.signal(), Some(9), "killed by SIGKILL: {status}");
        for &shard in &self.shards {
            assert!(
                fake.wait_shard_disconnected(shard, Duration::from_secs(5))
                    .await,
                "the fake saw the killed bot's gateway close on shard {shard}"
            );
        }
        self.logs()
    }
}
