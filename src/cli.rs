//! The offline commands: `simulate` plays random games, `replay` checks records, `render` draws
//! one moment of a record as the bot's pictures show it.

use std::fs;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::{Context, Result, bail};
use serde::Serialize;

use crate::computer::arena::Arena;
use crate::computer::{self, Budget, Level};
use crate::engine::playout::{play_random, players_rng, random_game};
use crate::engine::record::{Record, ReplayError};
use crate::engine::{Audit, Game, GameKind, Heuristic, Seat};
use crate::lang::Lang;
use crate::picture::{Format, Pictured, ScoreHistory};
use crate::with_game;

/// What a `simulate` run did and how long it took.
#[derive(Debug, Clone, Copy)]
pub struct Simulation {
    pub games: u64,
    pub actions: usize,
    pub secs: f64,
}

impl Simulation {
    #[must_use]
    pub fn actions_per_sec(&self) -> f64 {
        self.actions as f64 / self.secs
    }
}

impl std::fmt::Display for Simulation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} games, {} actions in {:.3} s: {:.0} games/s, {:.0} actions/s",
            self.games,
            self.actions,
            self.secs,
            self.games as f64 / self.secs,
            self.actions_per_sec()
        )
    }
}

/// The line that puts a simulation's speed beside the yardstick timed now, on the same core:
/// how many actions the engine plays in the time the yardstick takes.
#[must_use]
pub fn beside_yardstick(simulation: &Simulation) -> String {
    let yardstick = crate::yardstick::measure();
    let per_yardstick = simulation.actions_per_sec() * yardstick.as_secs_f64();
    format!(
        "yardstick (sorting {} fixed numbers): {:.3} ms; {per_yardstick:.0} actions per yardstick",
        crate::yardstick::NUMBERS,
        yardstick.as_secs_f64() * 1e3
    )
}

/// Plays `games` random games of `players`, seeds `seed`, `seed + 1`, ..., with the game's
/// option set named `options` (`None`: the default options); writes each record into `out`
/// when given.
pub fn simulate(
    kind: GameKind,
    players: u8,
    games: u64,
    seed: u64,
    options: Option<&str>,
    out: Option<&Path>,
) -> Result<Simulation> {
    with_game!(kind, G => simulate_game::<G>(players, games, seed, options, out))
}

/// [`simulate`] for the game `G`: also for a game not yet in the list, through the library.
pub fn simulate_game<G: Audit>(
    players: u8,
    games: u64,
    seed: u64,
    options: Option<&str>,
    out: Option<&Path>,
) -> Result<Simulation> {
    let (name, options) = options_named::<G>(options)?;
    let options = &options;
    let infix = if name.is_empty() {
        String::new()
    } else {
        format!("-{name}")
    };
    if let Some(dir) = out {
        fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    }
    let started = Instant::now();
    let mut actions = 0usize;
    for i in 0..games {
        let seed = seed.wrapping_add(i);
        let Some(dir) = out else {
            // Only the engine and the random players: what the instruction guard counts.
            let mut game = G::setup(options, players, seed)?;
            actions += play_random(&mut game, &mut players_rng(seed), |_, _, _| {});
            continue;
        };
        let (_, record) = random_game::<G>(options, players, seed)?;
        actions += record.actions.len();
        let path = dir.join(format!("{}-{players}p{infix}-{seed}.json", G::NAME));
        let json = serde_json::to_string_pretty(&record)?;
        fs::write(&path, json + "\n").with_context(|| format!("writing {}", path.display()))?;
    }
    Ok(Simulation {
        games,
        actions,
        secs: started.elapsed().as_secs_f64().max(f64::EPSILON),
    })
}

/// The game's option set named `wanted` (`None`: the default options), with its name.
fn options_named<G: Audit>(wanted: Option<&str>) -> Result<(&'static str, G::Options)> {
    let sets = G::option_sets();
    let wanted = wanted.unwrap_or_default();
    if let Some(found) = sets.iter().find(|(name, _)| *name == wanted) {
        return Ok(found.clone());
    }
    let known: Vec<&str> = sets
        .iter()
        .map(|(n, _)| *n)
        .filter(|n| !n.is_empty())
        .collect();
    if known.is_empty() {
        bail!("{} has no options to choose", G::TITLE);
    }
    bail!(
        "{} has no options {wanted:?}; known: {}",
        G::TITLE,
        known.join(", ")
    )
}

/// Plays `games` games between computer levels, one per seat (`seats`, the last repeated to
/// fill `players` seats), rotated from game to game; returns a report, one line per level.
#[allow(clippy::too_many_arguments)] // each is one of the command's options
pub fn arena(
    kind: GameKind,
    players: u8,
    seats: &[Level],
    games: u64,
    seed: u64,
    budget: Budget,
    options: Option<&str>,
    threads: usize,
) -> Result<String> {
    let Some(&last) = seats.last() else {
        bail!("name at least one level for the seats");
    };
    if seats.len() > usize::from(players) {
        bail!("{} levels for {players} seats", seats.len());
    }
    let mut seats = seats.to_vec();
    seats.resize(usize::from(players), last);
    with_game!(kind, G => arena_game::<G>(seats, games, seed, budget, options, threads))
}

/// [`arena`] for the game `G`, one level per seat: also for a game not yet in the list,
/// through the library.
pub fn arena_game<G: Audit + Heuristic>(
    seats: Vec<Level>,
    games: u64,
    seed: u64,
    budget: Budget,
    options: Option<&str>,
    threads: usize,
) -> Result<String> {
    let (_, options) = options_named::<G>(options)?;
    let players = seats.len();
    let names: Vec<&str> = seats.iter().map(|l| l.name()).collect();
    let started = Instant::now();
    let arena = Arena {
        options,
        seats,
        games,
        seed,
        budget,
        threads,
    };
    let fared = computer::arena::run::<G>(&arena)?;
    let budget = match budget {
        Budget::Time(t) => format!("{} ms a decision", t.as_millis()),
        Budget::Iterations(n) => format!("{n} iterations a decision"),
    };
    let mut out = format!(
        "{}, {players} players ({}), {games} games from seed {seed}, {budget}, {threads} at once, {:.1} s\n",
        G::TITLE,
        names.join(","),
        started.elapsed().as_secs_f64()
    );
    for line in fared {
        out.push_str(&format!("{line}\n"));
    }
    Ok(out)
}

/// One line of a `--trace`: the action of one step and the full state after it.
#[derive(Serialize)]
#[serde(bound = "")]
struct TraceLine<'a, G: Game> {
    step: usize,
    seat: Seat,
    action: &'a G::Action,
    events: &'a [G::Event],
    state: &'a G,
}

/// Replays each record; returns one line of scores per file, or the first failure, naming the
/// file and the step. With `trace`, writes a JSON line per step to it.
pub fn replay<W: Write>(files: &[PathBuf], mut trace: Option<&mut W>) -> Result<Vec<String>> {
    /// What a record says before its game is known: which game it is.
    #[derive(serde::Deserialize)]
    struct Head {
        game: String,
    }
    let mut lines = Vec::new();
    for file in files {
        let text =
            fs::read_to_string(file).with_context(|| format!("reading {}", file.display()))?;
        let head: Head = serde_json::from_str(&text)
            .with_context(|| format!("{}: not a game record", file.display()))?;
        let Some(kind) = GameKind::from_name(&head.game) else {
            bail!("{}: unknown game {:?}", file.display(), head.game);
        };
        let line = with_game!(kind, G => replay_one::<G, W>(file, &text, trace.as_deref_mut()))?;
        lines.push(line);
    }
    Ok(lines)
}

fn replay_one<G: Audit, W: Write>(
    file: &Path,
    text: &str,
    trace: Option<&mut W>,
) -> Result<String> {
    let name = file.display();
    let record: Record<G> =
        serde_json::from_str(text).with_context(|| format!("{name}: not a {} record", G::NAME))?;
    let mut trace = trace.map(BufWriter::new);
    let mut failure = None;
    let game = record
        .replay(|step, s, game, events| {
            if failure.is_some() {
                return;
            }
            if let Err(e) = game.check_invariants() {
                failure = Some(format!("{name}: step {step}: invariant broken: {e}"));
            }
            if let Some(out) = trace.as_mut() {
                let line = TraceLine::<G> {
                    step,
                    seat: s.seat,
                    action: &s.action,
                    events,
                    state: game,
                };
                let written = serde_json::to_writer(&mut *out, &line)
                    .map_err(std::io::Error::from)
                    .and_then(|()| out.write_all(b"\n"));
                if let Err(e) = written {
                    failure = Some(format!("{name}: writing the trace: {e}"));
                }
            }
        })
        .with_context(|| format!("{name}"))?;
    if let Some(failure) = failure {
        bail!(failure);
    }
    if let Some(mut out) = trace {
        out.flush()?;
    }
    let scores = match game.outcome() {
        Some(o) => o
            .standings
            .iter()
            .map(|s| {
                let won = if s.rank == 1 { " (won)" } else { "" };
                format!("{} {}{won}", record.seats[s.seat.index()].name, s.score)
            })
            .collect::<Vec<_>>()
            .join(", "),
        None => "unfinished".to_string(),
    };
    Ok(format!(
        "{name}: {} actions, {scores}",
        record.actions.len()
    ))
}

/// `tavola render`'s arguments as given: `seat` counts from 1, as players do.
pub fn render_command(
    file: &Path,
    step: Option<usize>,
    seat: Option<u8>,
    final_scores: bool,
    out: &Path,
    lang: &str,
) -> Result<String> {
    let Some(lang) = Lang::from_discord(lang).filter(|l| Lang::ALL.contains(l)) else {
        let known: Vec<&str> = Lang::ALL.iter().map(|l| l.tag()).collect();
        bail!("no language {lang:?}: Tavola speaks {}", known.join(", "));
    };
    let what = match (final_scores, seat) {
        (true, _) => RenderWhat::Scores,
        (false, Some(0)) => bail!("seats are numbered from 1"),
        (false, Some(s)) => RenderWhat::Hand {
            step,
            seat: Seat(s - 1),
        },
        (false, None) => RenderWhat::Board { step },
    };
    render(file, what, out, lang)
}

/// What `tavola render` draws.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RenderWhat {
    /// The public board after `step` actions (0: as set up; `None`: after the last).
    Board { step: Option<usize> },
    /// A seat's hand after `step` actions.
    Hand { step: Option<usize>, seat: Seat },
    /// The scores picture after the whole record, with the plot over every action.
    Scores,
}

/// Draws one picture of the record in `file` and writes it to `out` (as WebP if its name ends
/// in `.webp`, else as PNG); returns a line
/// saying what was drawn. A step past the record's end is refused, not clamped: the scores
/// picture is asked for by name (`--final`), so a mistyped step never draws something else.
pub fn render(file: &Path, what: RenderWhat, out: &Path, lang: Lang) -> Result<String> {
    #[derive(serde::Deserialize)]
    struct Head {
        game: String,
    }
    let text = fs::read_to_string(file).with_context(|| format!("reading {}", file.display()))?;
    let head: Head = serde_json::from_str(&text)
        .with_context(|| format!("{}: not a game record", file.display()))?;
    let Some(kind) = GameKind::from_name(&head.game) else {
        bail!("{}: unknown game {:?}", file.display(), head.game);
    };
    let picture = with_game!(kind, G => render_one::<G>(file, &text, what, lang))?;
    // WebP where the name asks for it, else PNG, which every program opens.
    let png = match Format::of_file(out) {
        Some(Format::WebP) => picture,
        _ => crate::picture::raster::to_png(&picture)?,
    };
    fs::write(out, &png.bytes).with_context(|| format!("writing {}", out.display()))?;
    Ok(format!(
        "{}: {}×{} px, {} bytes",
        out.display(),
        png.width,
        png.height,
        png.bytes.len()
    ))
}

fn render_one<G: Pictured>(
    file: &Path,
    text: &str,
    what: RenderWhat,
    lang: Lang,
) -> Result<crate::picture::Picture> {
    let name = file.display();
    let record: Record<G> =
        serde_json::from_str(text).with_context(|| format!("{name}: not a {} record", G::NAME))?;
    let names: Vec<String> = record.seats.iter().map(|s| s.name.clone()).collect();
    let steps = record.actions.len();
    let state_after = |step: Option<usize>| -> Result<G> {
        record.state_after(step.unwrap_or(steps)).map_err(|e| {
            let hint = match e {
                ReplayError::PastTheEnd { .. } => "; --final draws the final scores",
                _ => "",
            };
            anyhow::anyhow!("{name}: {e}{hint}")
        })
    };
    let png = match what {
        RenderWhat::Board { step } => {
            G::board_picture(&state_after(step)?.public_view(), &names, lang)
        }
        RenderWhat::Hand { step, seat } => {
            if seat.index() >= record.seats.len() {
                bail!(
                    "{name}: there is no seat {} (the game has {})",
                    seat.0 + 1,
                    record.seats.len()
                );
            }
            G::hand_picture(&state_after(step)?.private_view(seat), &names, lang)
        }
        RenderWhat::Scores => {
            let history = ScoreHistory::from_record(&record).with_context(|| format!("{name}"))?;
            G::scores_picture(&state_after(None)?.public_view(), &history, &names, lang)
        }
    };
    Ok(png?)
}
