//! A throwaway `PostgreSQL` server for the tests, started once per test binary on first use,
//! with a fresh empty database for each test that asks.
//!
//! The server is the machine's own `PostgreSQL` (Debian's `postgresql` package: `initdb` and
//! `postgres` on the `PATH` or in `/usr/lib/postgresql/<version>/bin/`), run on a temporary data
//! directory and a free port of 127.0.0.1, so the tests need no setup and touch nothing of the
//! machine's. Without those programs the `PostgreSQL` tests are skipped, saying so on standard
//! error, unless `TAVOLA_TEST_POSTGRES=require` (CI) makes that a failure.
//!
//! `TAVOLA_TEST_POSTGRES_URL=postgres://user@host/db` uses a server the developer runs instead:
//! each test's database is created on it (named `t_<n>_<pid>`) and left there afterwards.
//!
//! The server must not outlive the tests, however they end (a panic, ^C, a killed process). It
//! runs under a small shell that reads its standard input, a pipe whose only writer is this
//! process: when this process exits the kernel closes that pipe, the shell reads end-of-file,
//! stops the server and removes its directory. Nothing depends on a destructor running.

use std::ffi::OsString;
use std::io::{Read, Write};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use sqlx::Connection;

/// `TAVOLA_TEST_POSTGRES=require`: a test that cannot have its server fails instead of skipping.
const REQUIRE: &str = "TAVOLA_TEST_POSTGRES";
/// A server to use instead of starting one.
const URL: &str = "TAVOLA_TEST_POSTGRES_URL";
/// The superuser `initdb` creates; the server trusts every local connection.
const USER: &str = "tavola";
/// How long a server may take to start.
const START: Duration = Duration::from_secs(60);

/// The server the whole test binary shares.
struct Server {
    /// The URL of its `postgres` database, where test databases are created from.
    admin: String,
    /// The shell watching this process's end of the pipe, with the server under it (none for a
    /// server given by [`URL`]). Never dropped or waited for: its standard input must stay open
    /// until this process exits, which closes it.
    _guard: Option<Child>,
}

static SERVER: OnceLock<Result<Server, String>> = OnceLock::new();
static DATABASES: AtomicU64 = AtomicU64::new(0);

/// The URL (`postgres://…`) of a new, empty database of its own for the calling test, or `None`
/// when there is no `PostgreSQL` to run (the reason printed as `SKIPPED (PostgreSQL): …`; with
/// `TAVOLA_TEST_POSTGRES=require` that is a panic instead).
pub async fn database() -> Option<String> {
    // Starting the server blocks (initdb, then waiting for it): off the test's runtime.
    let server = tokio::task::spawn_blocking(|| SERVER.get_or_init(server).as_ref())
        .await
        .expect("starting PostgreSQL panicked");
    let server = match server {
        Ok(server) => server,
        Err(reason) => return skip(reason),
    };
    let name = format!(
        "t_{}_{}",
        DATABASES.fetch_add(1, Ordering::Relaxed),
        std::process::id()
    );
    let mut admin = sqlx::PgConnection::connect(&server.admin)
        .await
        .unwrap_or_else(|e| panic!("PostgreSQL at {}: {e}", server.admin));
    sqlx::raw_sql(&format!("CREATE DATABASE {name}"))
        .execute(&mut admin)
        .await
        .unwrap_or_else(|e| panic!("CREATE DATABASE {name}: {e}"));
    admin.close().await.ok();
    Some(with_database(&server.admin, &name))
}

/// Says why the `PostgreSQL` tests do not run, or fails when they must.
fn skip(reason: &str) -> Option<String> {
    let required = std::env::var(REQUIRE).is_ok_and(|v| v == "require");
    assert!(
        !required,
        "PostgreSQL is required ({REQUIRE}=require) but unavailable: {reason}"
    );
    // Straight to the process's standard error: libtest captures `eprintln!` in a test and
    // shows it only when the test fails, and a skip must be seen.
    let line = format!("SKIPPED (PostgreSQL): {reason}\n");
    std::io::stderr().write_all(line.as_bytes()).ok();
    None
}

/// `url` with its database (the path) replaced by `name`, its parameters kept.
fn with_database(url: &str, name: &str) -> String {
    let (base, query) = match url.split_once('?') {
        Some((base, query)) => (base, Some(query)),
        None => (url, None),
    };
    let scheme_end = base.find("://").map_or(0, |at| at + 3);
    let authority_end = base[scheme_end..]
        .find('/')
        .map_or(base.len(), |at| scheme_end + at);
    let mut out = format!("{}/{name}", &base[..authority_end]);
    if let Some(query) = query {
        out.push('?');
        out.push_str(query);
    }
    out
}

/// The server to use: the developer's, or one started here.
fn server() -> Result<Server, String> {
    match std::env::var(URL) {
        Ok(url) if !url.is_empty() => Ok(Server {
            admin: url,
            _guard: None,
        }),
        _ => start(),
    }
}

/// The directory holding `initdb` and `postgres`: the `PATH`'s, else the newest of Debian's
/// `/usr/lib/postgresql/<version>/bin`.
fn binaries() -> Option<PathBuf> {
    let has_both = |dir: &Path| dir.join("initdb").is_file() && dir.join("postgres").is_file();
    if let Some(path) = std::env::var_os("PATH")
        && let Some(dir) = std::env::split_paths(&path).find(|dir| has_both(dir))
    {
        return Some(dir);
    }
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .filter_map(|entry| {
            let entry = entry.ok()?;
            let version = entry.file_name().to_str()?.parse().ok()?;
            Some((version, entry.path().join("bin")))
        })
        .filter(|(_, dir)| has_both(dir))
        .collect();
    versions.sort();
    versions.pop().map(|(_, dir)| dir)
}

/// The output of `id` with these arguments, trimmed.
fn id(args: &[&str]) -> Option<String> {
    let out = Command::new("id").args(args).output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).trim().to_owned())
}

/// Starts a server on a new data directory and waits until it accepts connections.
fn start() -> Result<Server, String> {
    let bin = binaries().ok_or(
        "no initdb and postgres on the PATH or in /usr/lib/postgresql/*/bin \
         (Debian's `postgresql` package installs them)",
    )?;
    // initdb and postgres refuse to run as root: as root, they run as the `postgres` system
    // user (which Debian's package creates), through setpriv, which execs the program itself so
    // the shell's `$!` is the server's own pid.
    let root = id(&["-u"]).ok_or("cannot run `id -u`")? == "0";
    let run_as: Vec<String> = if root {
        if id(&["-u", "postgres"]).is_none() {
            return Err(
                "running as root and there is no `postgres` user to run the server as".into(),
            );
        }
        [
            "setpriv",
            "--reuid=postgres",
            "--regid=postgres",
            "--init-groups",
            "--",
        ]
        .map(String::from)
        .to_vec()
    } else {
        Vec::new()
    };
    // Kept, not removed on drop: the shell removes it once the server has stopped.
    let dir = tempfile::Builder::new()
        .prefix("tavola-pg-")
        .tempdir()
        .map_err(|e| format!("temporary directory: {e}"))?
        .keep();
    let fail = |reason: String| {
        std::fs::remove_dir_all(&dir).ok();
        Err(reason)
    };
    if root {
        let chown = Command::new("chown").arg("postgres:").arg(&dir).status();
        if !chown.is_ok_and(|s| s.success()) {
            return fail(format!(
                "cannot give {} to the postgres user",
                dir.display()
            ));
        }
    }
    let data = dir.join("data");
    // The command line that runs one of the programs, as the postgres user when root.
    let argv = |name: &str| -> Vec<OsString> {
        let mut argv: Vec<OsString> = run_as.iter().map(OsString::from).collect();
        argv.push(bin.join(name).into());
        argv
    };
    let command = |argv: &[OsString]| {
        let mut cmd = Command::new(&argv[0]);
        cmd.args(&argv[1..]).current_dir(&dir);
        cmd
    };

    // The C locale whatever the environment's (initdb fails on a locale the machine lacks), and
    // English log lines, which the wait below reads. No fsync: the data is thrown away.
    let initdb_argv = argv("initdb");
    let initdb = command(&initdb_argv)
        .arg("-D")
        .arg(&data)
        .args([
            "-A",
            "trust",
            "-U",
            USER,
            "--no-sync",
            "--locale=C",
            "-E",
            "UTF8",
        ])
        .output();
    match initdb {
        Ok(out) if out.status.success() => {}
        Ok(out) => {
            return fail(format!(
                "initdb failed: {}",
                String::from_utf8_lossy(&out.stderr).trim()
            ));
        }
        Err(e) => {
            return fail(format!(
                "cannot run {}: {e}",
                initdb_argv[0].to_string_lossy()
            ));
        }
    }

    let port = match std::net::TcpListener::bind("127.0.0.1:0").and_then(|l| l.local_addr()) {
        Ok(addr) => addr.port(),
        Err(e) => return fail(format!("no free port: {e}")),
    };
    let log = dir.join("log");
    // fsync off: a crash loses nothing the tests keep (but a measurement of durable commits,
    // run with `TAVOLA_TEST_POSTGRES_FSYNC=on`, keeps PostgreSQL's default). More connections
    // than the default 100, as tests running in parallel each hold a pool. The socket goes in
    // the temporary directory, not /var/run/postgresql, which may not exist.
    let mut postgres = argv("postgres");
    postgres.extend([
        "-D".into(),
        data.into(),
        "-p".into(),
        port.to_string().into(),
    ]);
    postgres.extend(["-k".into(), dir.clone().into()]);
    let fsync = if std::env::var("TAVOLA_TEST_POSTGRES_FSYNC").as_deref() == Ok("on") {
        "fsync=on"
    } else {
        "fsync=off"
    };
    for setting in ["listen_addresses=127.0.0.1", fsync, "max_connections=300"] {
        postgres.extend(["-c".into(), setting.into()]);
    }
    // The shell starts the server, then a watcher that blocks reading the shell's standard input
    // (through fd 3, as a background job's standard input is /dev/null) until this process
    // exits and so closes the pipe; then it stops the server at once (SIGQUIT, an immediate
    // shutdown: nothing is worth saving). Once the server has stopped, the shell removes the
    // directory. If the server stops by itself, the shell says why on its standard error, which
    // the wait below reads to the end: so the watcher, which may outlive the shell, holds none
    // of it, and is stopped.
    let script = r#"
        dir=$1; shift
        "$@" </dev/null >"$dir/log" 2>&1 &
        pg=$!
        exec 3<&0
        ( read -r _ <&3; kill -QUIT "$pg" ) >/dev/null 2>&1 &
        watcher=$!
        wait "$pg"
        status=$?
        kill "$watcher" 2>/dev/null
        tail=$(tail -n 20 "$dir/log" 2>/dev/null)
        rm -rf "$dir"
        [ "$status" -eq 0 ] || printf 'postgres exited with status %s:\n%s\n' "$status" "$tail" >&2
        exit "$status"
    "#;
    let spawned = Command::new("sh")
        .arg("-c")
        .arg(script)
        .arg("sh")
        .arg(&dir)
        .args(&postgres)
        .current_dir(&dir)
        // Its own process group, so a ^C at the terminal, sent to the tests' group, does not
        // kill the shell before it has cleaned up: only the pipe's closing stops it.
        .process_group(0)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn();
    let mut guard = match spawned {
        Ok(child) => child,
        Err(e) => return fail(format!("cannot run sh: {e}")),
    };

    let admin = format!("postgres://{USER}@127.0.0.1:{port}/postgres");
    let began = Instant::now();
    loop {
        if let Ok(Some(_)) = guard.try_wait() {
            let mut why = String::new();
            if let Some(mut stderr) = guard.stderr.take() {
                stderr.read_to_string(&mut why).ok();
            }
            return Err(format!("the server did not start: {}", why.trim()));
        }
        let logged = std::fs::read_to_string(&log).unwrap_or_default();
        if logged.contains("database system is ready to accept connections") {
            return Ok(Server {
                admin,
                _guard: Some(guard),
            });
        }
        if began.elapsed() > START {
            // Dropping the pipe stops it.
            drop(guard.stdin.take());
            return Err(format!(
                "the server did not start within {START:?}; its log:\n{logged}"
            ));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}
