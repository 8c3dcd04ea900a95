//! A headless Chromium for the tests of the web pages, driven through chromedriver (`WebDriver`)
//! with fantoccini.
//!
//! Both are the machine's own (Debian's `chromium` and `chromium-driver` packages:
//! `/usr/bin/chromium`, and `chromedriver` on the `PATH` or in `/usr/bin`). Each [`Browser`]
//! runs a chromedriver of its own on a free port of 127.0.0.1, and a Chromium with a fresh
//! profile, so tests run in parallel and touch nothing of the machine's. Without those programs,
//! or when they do not start, the browser tests are skipped, saying so on standard error,
//! unless `TAVOLA_TEST_BROWSER=require` (CI) makes that a failure.
//!
//! Chromium must not outlive the test, however it ends. It does not stop when chromedriver is
//! killed, so chromedriver runs in a process group of its own, under a small shell that leads
//! it: dropping the [`Browser`] kills the whole group (Chromium's processes are in it too), and
//! should this process die without dropping it (^C, SIGKILL), the shell, which reads a pipe whose
//! only writer is this process, reads end-of-file and kills the group itself.

use std::fs::File;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use fantoccini::{Client, ClientBuilder};
use serde_json::{Value, json};
use tempfile::TempDir;

/// `TAVOLA_TEST_BROWSER=require`: a test that cannot have its browser fails instead of skipping.
const REQUIRE: &str = "TAVOLA_TEST_BROWSER";
/// Debian's Chromium.
const CHROMIUM: &str = "/usr/bin/chromium";
/// Where Debian's `chromium-driver` puts chromedriver, when it is not on the `PATH`.
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";
/// How long chromedriver may take to answer, and Chromium to open.
const START: Duration = Duration::from_secs(30);
/// How long [`Browser::until`] waits.
const WAIT: Duration = Duration::from_secs(15);
/// A desktop's window, for [`browser`].
const DESKTOP: (u32, u32) = (1280, 800);

/// A headless Chromium of a given window size, with its chromedriver. Dropping it stops both.
pub struct Browser {
    /// The `WebDriver` session.
    pub client: Client,
    // Dropped in this order: chromedriver and Chromium are killed before their directory (the
    // profile, the log) is removed.
    driver: Driver,
    dir: TempDir,
}

/// A headless Chromium with a desktop's window (1280 × 800), or `None` when there is none to run
/// (the reason printed as `SKIPPED (browser): …`; with `TAVOLA_TEST_BROWSER=require` that is a
/// panic instead).
pub async fn browser() -> Option<Browser> {
    Browser::start(DESKTOP.0, DESKTOP.1).await
}

impl Browser {
    /// A headless Chromium whose window, and so viewport (`window.innerWidth`), is `width` ×
    /// `height` CSS pixels; `None` as for [`browser`].
    pub async fn start(width: u32, height: u32) -> Option<Browser> {
        match Browser::try_start(width, height).await {
            Ok(browser) => Some(browser),
            Err(reason) => skip(&reason),
        }
    }

    async fn try_start(width: u32, height: u32) -> Result<Browser, String> {
        if !Path::new(CHROMIUM).is_file() {
            return Err(format!(
                "no chromium: no {CHROMIUM} (Debian's `chromium` package installs it)"
            ));
        }
        let program = chromedriver().ok_or(format!(
            "no chromium: no chromedriver on the PATH or at {CHROMEDRIVER} \
             (Debian's `chromium-driver` package installs it)"
        ))?;
        let dir = tempfile::Builder::new()
            .prefix("tavola-browser-")
            .tempdir()
            .map_err(|e| format!("temporary directory: {e}"))?;
        let driver = Driver::start(&program, dir.path())?;
        let log = || {
            let log = std::fs::read_to_string(dir.path().join("chromedriver.log"));
            format!("chromedriver's log:\n{}", log.unwrap_or_default().trim())
        };
        if let Err(reason) = driver.ready().await {
            return Err(format!("{reason}; {}", log()));
        }

        let profile = dir.path().join("profile");
        let mut capabilities = serde_json::Map::new();
        capabilities.insert(
            "goog:chromeOptions".into(),
            json!({
                "binary": CHROMIUM,
                "args": [
                    "--headless=new",
                    // The tests may run as root, where Chromium's sandbox refuses to start.
                    "--no-sandbox",
                    "--disable-gpu",
                    "--disable-quic",
                    "--no-first-run",
                    // Nothing but the page under test on the network: no updates, no sync.
                    "--disable-background-networking",
                    "--disable-component-update",
                    "--disable-sync",
                    // Containers often have a tiny /dev/shm, which crashes tabs.
                    "--disable-dev-shm-usage",
                    format!("--user-data-dir={}", profile.display()),
                    format!("--window-size={width},{height}"),
                ],
                // Headless Chromium's window is at least 500 pixels wide, whatever the
                // command line asks: a phone's width needs the viewport set on its own. Not
                // emulating a phone otherwise (no touch, no mobile user agent): the page is
                // only narrow.
                "mobileEmulation": {
                    "deviceMetrics": {
                        "width": width,
                        "height": height,
                        "pixelRatio": 1.0,
                        "mobile": false,
                        "touch": false,
                    },
                },
            }),
        );
        let connect = ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
            .capabilities(capabilities)
            .connect(&driver.url)
            .await;
        match connect {
            Ok(client) => Ok(Browser {
                client,
                driver,
                dir,
            }),
            Err(e) => Err(format!("no browser session: {e}; {}", log())),
        }
    }

    /// Writes a screenshot of the viewport as a PNG to `path`, taken as relative to
    /// [`screenshot_dir`] unless absolute, and returns where it went.
    pub async fn screenshot(&self, path: impl AsRef<Path>) -> PathBuf {
        let path = screenshot_dir().join(path);
        let png = self.client.screenshot().await.expect("a screenshot");
        assert!(
            png.starts_with(b"\x89PNG\r\n\x1a\n"),
            "a screenshot is a PNG"
        );
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).unwrap();
        }
        std::fs::write(&path, png).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        path
    }

    /// Waits until the script `js` (a function body, e.g. `return document.title === 'x';`)
    /// returns `true` in the page, failing with `what` after [`WAIT`].
    pub async fn until(&self, js: &str, what: &str) {
        let deadline = tokio::time::Instant::now() + WAIT;
        loop {
            let value = self.client.execute(js, Vec::new()).await;
            if matches!(value, Ok(Value::Bool(true))) {
                return;
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "waited {WAIT:?} in vain for {what} (last: {value:?})"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Ends the session (chromedriver closes Chromium), then stops chromedriver.
    pub async fn close(self) {
        let Browser {
            client,
            driver,
            dir,
        } = self;
        client.close().await.expect("the browser session ends");
        drop(driver);
        drop(dir);
    }
}

/// `target/screenshots` of this package, created if need be: where a person opens what the
/// browser showed.
pub fn screenshot_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/screenshots");
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    dir
}

/// Says why the browser tests do not run, or fails when they must.
fn skip<T>(reason: &str) -> Option<T> {
    let required = std::env::var(REQUIRE).is_ok_and(|v| v == "require");
    assert!(
        !required,
        "a browser is required ({REQUIRE}=require) but unavailable: {reason}"
    );
    // Straight to the process's standard error: libtest captures `eprintln!` in a test and
    // shows it only when the test fails, and a skip must be seen.
    let line = format!("SKIPPED (browser): {reason}\n");
    std::io::Write::write_all(&mut std::io::stderr(), line.as_bytes()).ok();
    None
}

/// chromedriver: the `PATH`'s, else Debian's.
fn chromedriver() -> Option<PathBuf> {
    let on_path = std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|dir| dir.join("chromedriver"))
            .find(|program| program.is_file())
    });
    on_path.or_else(|| Some(PathBuf::from(CHROMEDRIVER)).filter(|p| p.is_file()))
}

/// chromedriver on a free port, under the shell that leads its process group.
struct Driver {
    /// The shell; its pid is the group's id. Its standard input is the pipe it watches.
    shell: Child,
    /// `http://127.0.0.1:<port>`.
    url: String,
}

impl Driver {
    fn start(program: &Path, dir: &Path) -> Result<Driver, String> {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|listener| listener.local_addr())
            .map_err(|e| format!("no free port: {e}"))?
            .port();
        let log = dir.join("chromedriver.log");
        let log = File::create(&log).map_err(|e| format!("{}: {e}", log.display()))?;
        // chromedriver runs in the background (its standard input /dev/null), while the shell
        // waits to read end-of-file on the pipe, then kills the group: itself, chromedriver and
        // every Chromium process.
        let script = r#"
            "$@" &
            read -r _ || true
            kill -KILL 0
        "#;
        let shell = Command::new("sh")
            .arg("-c")
            .arg(script)
            .arg("sh")
            .arg(program)
            .arg(format!("--port={port}"))
            .current_dir(dir)
            // Its own process group, for one kill to reach all of it. A ^C at the terminal,
            // sent to the tests' group, does not reach it: the pipe's closing stops it then.
            .process_group(0)
            .stdin(Stdio::piped())
            .stdout(
                log.try_clone()
                    .map_err(|e| format!("chromedriver's log: {e}"))?,
            )
            .stderr(log)
            .spawn()
            .map_err(|e| format!("cannot run sh: {e}"))?;
        Ok(Driver {
            shell,
            url: format!("http://127.0.0.1:{port}"),
        })
    }

    /// Waits until chromedriver says it is ready for sessions.
    async fn ready(&self) -> Result<(), String> {
        let http = reqwest::Client::builder()
            .timeout(Duration::from_secs(2))
            .build()
            .map_err(|e| format!("an HTTP client: {e}"))?;
        let status = format!("{}/status", self.url);
        let deadline = tokio::time::Instant::now() + START;
        loop {
            let answer = http.get(&status).send().await;
            if let Ok(answer) = answer
                && let Ok(body) = answer.text().await
                && let Ok(body) = serde_json::from_str::<Value>(&body)
                && body["value"]["ready"] == Value::Bool(true)
            {
                return Ok(());
            }
            if tokio::time::Instant::now() > deadline {
                return Err(format!(
                    "chromedriver did not answer {status} within {START:?}"
                ));
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        if let Ok(group) = libc::pid_t::try_from(self.shell.id()) {
            // SAFETY: kill has no memory effects; the group is the shell's, which this
            // process started and has not yet reaped, so its id is not reused.
            unsafe { libc::kill(-group, libc::SIGKILL) };
        }
        self.shell.wait().ok();
    }
}
