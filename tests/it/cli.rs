//! The `simulate` and `replay` commands, run as a user would run them.

use std::path::Path;
use std::process::{Command, Output};

fn tavola(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tavola"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn simulate_into(dir: &Path, players: &str, games: &str) -> Output {
    simulate_game_into(dir, "palazzo", players, games)
}

fn simulate_game_into(dir: &Path, game: &str, players: &str, games: &str) -> Output {
    tavola(&[
        "simulate",
        "--game",
        game,
        "--players",
        players,
        "--games",
        games,
        "--seed",
        "5",
        "--out",
        dir.to_str().unwrap(),
    ])
}

fn records(dir: &Path) -> Vec<String> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path().to_str().unwrap().to_string())
        .collect();
    files.sort();
    files
}

/// Alhambra through the same commands: 2-player (Dirk) and 6-player records, each replayed and
/// checked, and a tampered one refused.
#[test]
fn simulate_and_replay_alhambra() {
    let dir = tempfile::tempdir().unwrap();
    for players in ["2", "6"] {
        let out = simulate_game_into(dir.path(), "alhambra", players, "2");
        assert!(out.status.success(), "{}", text(&out.stderr));
    }
    let files = records(dir.path());
    assert_eq!(files.len(), 4);
    assert!(files[0].ends_with("alhambra-2p-5.json"), "{files:?}");
    let mut args = vec!["replay"];
    args.extend(files.iter().map(String::as_str));
    let out = tavola(&args);
    assert!(out.status.success(), "{}", text(&out.stderr));

    let mut record: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&files[0]).unwrap()).unwrap();
    assert_eq!(record["game"], "alhambra");
    record["result"]["standings"][0]["score"] = serde_json::json!(9_999);
    let tampered = dir.path().join("tampered.json");
    std::fs::write(&tampered, record.to_string()).unwrap();
    let out = tavola(&["replay", tampered.to_str().unwrap()]);
    assert!(!out.status.success(), "a wrong stored result is refused");
}

/// The Princes of Florence with its expansion (`--options muse_princess`): the records say so,
/// are named so, and replay; options a game does not have are refused, naming those it has.
#[test]
fn simulate_and_replay_princes_with_the_expansion() {
    let dir = tempfile::tempdir().unwrap();
    let run = |options: &str| {
        tavola(&[
            "simulate",
            "--game",
            "princes",
            "--players",
            "2",
            "--seed",
            "5",
            "--options",
            options,
            "--out",
            dir.path().to_str().unwrap(),
        ])
    };
    let out = run("muse_princess");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let files = records(dir.path());
    assert_eq!(files.len(), 1);
    assert!(
        files[0].ends_with("princes-2p-muse_princess-5.json"),
        "{files:?}"
    );
    let record: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&files[0]).unwrap()).unwrap();
    assert_eq!(record["options"]["expansion"], "muse_princess");
    let out = tavola(&["replay", &files[0]]);
    assert!(out.status.success(), "{}", text(&out.stderr));

    let out = run("deluxe");
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("known: muse_princess"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn simulate_writes_one_record_per_game_and_reports_speed() {
    let dir = tempfile::tempdir().unwrap();
    let out = simulate_into(dir.path(), "3", "4");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let line = text(&out.stdout);
    assert!(line.starts_with("4 games, "), "{line}");
    assert!(
        line.contains(" games/s, ") && line.trim_end().ends_with(" actions/s"),
        "{line}"
    );
    let files = records(dir.path());
    assert_eq!(files.len(), 4);
    assert!(files[0].ends_with("palazzo-3p-5.json"));
    let record: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&files[0]).unwrap()).unwrap();
    assert_eq!(record["format"], 1);
    assert_eq!(record["game"], "palazzo");
    assert_eq!(record["seed"], 5);
    assert_eq!(record["seats"].as_array().unwrap().len(), 3);
    assert!(record["result"]["standings"].is_array());
}

#[test]
fn simulate_times_a_yardstick_beside_the_games_when_asked() {
    let out = tavola(&[
        "simulate",
        "--game",
        "alhambra",
        "--players",
        "3",
        "--games",
        "20",
        "--yardstick",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 2, "{stdout}");
    assert!(lines[0].starts_with("20 games, "), "{stdout}");
    let per_yardstick: f64 = lines[1]
        .strip_suffix(" actions per yardstick")
        .and_then(|l| l.rsplit(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no yardstick figure in {stdout}"));
    assert!(per_yardstick >= 1.0, "{stdout}");
}

#[test]
fn simulate_refuses_a_player_count_the_game_does_not_seat() {
    let dir = tempfile::tempdir().unwrap();
    let out = simulate_into(dir.path(), "5", "1");
    assert!(!out.status.success());
    assert!(
        text(&out.stderr).contains("2 to 4 players"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn replay_checks_records_and_prints_scores() {
    let dir = tempfile::tempdir().unwrap();
    assert!(simulate_into(dir.path(), "2", "3").status.success());
    let files = records(dir.path());
    let mut args = vec!["replay"];
    args.extend(files.iter().map(String::as_str));
    let out = tavola(&args);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert_eq!(stdout.lines().count(), 3);
    assert!(
        stdout.contains("Seat 1 ") && stdout.contains("(won)"),
        "{stdout}"
    );
}

#[test]
fn replay_names_the_file_and_step_of_an_illegal_action() {
    let dir = tempfile::tempdir().unwrap();
    assert!(simulate_into(dir.path(), "3", "1").status.success());
    let file = &records(dir.path())[0];
    let mut record: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
    // Step 4 is played by a seat that is not to act.
    let seat = record["actions"][3]["seat"].as_u64().unwrap();
    record["actions"][3]["seat"] = ((seat + 1) % 3).into();
    std::fs::write(file, record.to_string()).unwrap();
    let out = tavola(&["replay", file]);
    assert!(!out.status.success());
    let err = text(&out.stderr);
    assert!(
        err.contains(file.as_str()) && err.contains("step 4"),
        "{err}"
    );
}

#[test]
fn replay_reports_a_result_that_does_not_match() {
    let dir = tempfile::tempdir().unwrap();
    assert!(simulate_into(dir.path(), "4", "1").status.success());
    let file = &records(dir.path())[0];
    let mut record: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
    let score = record["result"]["standings"][0]["score"].as_i64().unwrap();
    record["result"]["standings"][0]["score"] = (score + 1).into();
    std::fs::write(file, record.to_string()).unwrap();
    let out = tavola(&["replay", file]);
    assert!(!out.status.success());
    let err = text(&out.stderr);
    assert!(
        err.contains(file.as_str()) && err.contains("result"),
        "{err}"
    );
}

#[test]
fn replay_trace_writes_the_full_state_after_every_step() {
    let dir = tempfile::tempdir().unwrap();
    assert!(simulate_into(dir.path(), "3", "1").status.success());
    let file = &records(dir.path())[0];
    let record: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
    let out = tavola(&["replay", "--trace", file]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let lines: Vec<serde_json::Value> = text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), record["actions"].as_array().unwrap().len());
    for (i, line) in lines.iter().enumerate() {
        assert_eq!(line["step"], i + 1);
        assert_eq!(line["action"], record["actions"][i]["action"]);
        let state = &line["state"];
        assert!(
            state["seats"][0]["hand"].is_array(),
            "hands are in the trace"
        );
        assert!(
            state["stacks"].as_array().unwrap().len() == 3,
            "stack order is in the trace"
        );
        assert!(state["deck"].is_array(), "deck order is in the trace");
    }
    assert!(
        text(&out.stderr).contains(file.as_str()),
        "the scores go to stderr"
    );
}

#[test]
fn without_a_token_the_bot_says_how_to_get_one_and_fails() {
    let dir = tempfile::tempdir().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_tavola"))
        .current_dir(dir.path())
        .env_remove("DISCORD_TOKEN")
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = text(&out.stderr);
    for needed in [
        "DISCORD_TOKEN",
        "applications.commands",
        "Send Messages",
        ".env",
    ] {
        assert!(err.contains(needed), "{needed} missing from: {err}");
    }
    assert!(
        !dir.path().join("tavola.sqlite").exists(),
        "no database is created before the settings are valid"
    );
}

/// `render` draws a kept record's board, a hand and the final scores as PNGs of the expected
/// size, and refuses a step past the end (saying how to ask for the scores).
#[test]
fn render_draws_a_kept_record_as_png() {
    let dir = tempfile::tempdir().unwrap();
    let record = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records/palazzo-3p-77.json");
    let record = record.to_str().unwrap();
    let decode = |path: &Path| {
        let bytes = std::fs::read(path).unwrap();
        let reader = png::Decoder::new(std::io::Cursor::new(bytes))
            .read_info()
            .expect("a PNG");
        let info = reader.info();
        (info.width, info.height)
    };
    for (args, name) in [
        (vec!["--step", "40"], "board.png"),
        (vec!["--step", "40", "--seat", "2"], "hand.png"),
        (vec!["--final"], "scores.png"),
        (vec![], "last.png"),
    ] {
        let out = dir.path().join(name);
        let mut all = vec!["render", record];
        all.extend(args.iter().copied());
        all.extend(["--out", out.to_str().unwrap()]);
        let run = tavola(&all);
        assert!(run.status.success(), "{args:?}: {}", text(&run.stderr));
        assert!(text(&run.stdout).contains("800×"), "{}", text(&run.stdout));
        let (w, h) = decode(&out);
        assert_eq!(w, 800, "{name}");
        assert!((400..4000).contains(&h), "{name}: {h} px tall");
    }
    let out = dir.path().join("past.png");
    let run = tavola(&[
        "render",
        record,
        "--step",
        "9999",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(!run.status.success());
    assert!(
        text(&run.stderr).contains("--final"),
        "{}",
        text(&run.stderr)
    );
    assert!(!out.exists());
    let run = tavola(&[
        "render",
        record,
        "--seat",
        "5",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(!run.status.success(), "a 3-player game has no seat 5");
}

/// The bot as a user runs it, with `env` set and nothing inherited that would change it.
fn bot_command(dir: &Path, env: &[(&str, String)]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_tavola"));
    // No `.env` of the developer's is read: the bot looks in its working directory.
    command.current_dir(dir);
    for name in [
        "DISCORD_TOKEN",
        "DATABASE_URL",
        "DISCORD_GUILD_ID",
        "DISCORD_API_BASE",
        "METRICS_ADDR",
        "GAME_CACHE_SIZE",
        "RUST_LOG",
    ] {
        command.env_remove(name);
    }
    for (name, value) in env {
        command.env(name, value);
    }
    command
}

/// Runs `command` to its end, killing it after `limit`.
fn output_within(mut command: Command, limit: std::time::Duration) -> Output {
    use std::process::Stdio;
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let start = std::time::Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > limit {
            let _ = child.kill();
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    child.wait_with_output().unwrap()
}

/// Logs go to standard error, one line per event, filtered by `RUST_LOG`; standard output
/// stays empty. (The bot opens its database, logs it, and stops: the Discord it is pointed at
/// does not answer.)
#[test]
fn the_bot_logs_to_standard_error_and_nothing_to_standard_output() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("tavola.sqlite");
    // A port nothing listens on.
    let closed = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap();
    let env = |filter: &str| {
        vec![
            ("DISCORD_TOKEN", "fake-token".to_string()),
            ("DATABASE_URL", format!("sqlite://{}", db.display())),
            ("DISCORD_API_BASE", format!("http://{closed}")),
            ("RUST_LOG", filter.to_string()),
        ]
    };
    let out = output_within(
        bot_command(dir.path(), &env("info")),
        std::time::Duration::from_secs(60),
    );
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    assert!(stdout.is_empty(), "nothing on standard output: {stdout}");
    let line = stderr
        .lines()
        .find(|l| l.contains("database ready"))
        .unwrap_or_else(|| panic!("the log line is on standard error: {stderr}"));
    assert!(line.contains("INFO"), "{line}");
    assert!(
        line.contains("database="),
        "its fields are on the line: {line}"
    );

    // RUST_LOG filters: at `warn` the line is gone.
    let out = output_within(
        bot_command(dir.path(), &env("warn")),
        std::time::Duration::from_secs(60),
    );
    assert!(text(&out.stdout).is_empty());
    assert!(
        !text(&out.stderr).contains("database ready"),
        "{}",
        text(&out.stderr)
    );
}
