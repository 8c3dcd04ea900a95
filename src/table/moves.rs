//! A whole move: an action, then every move of the computer seats that decide at once
//! (`random`, `basic`) that follows it, played on a copy of the state and stored in one
//! transaction. A seat that searches (`strong`) is left to act: the move arms its turn
//! ([`think`](super::think)), played off the async runtime.

use tracing::{error, warn};

use super::cache::{self, Slot, cached, state_of, to_json};
use super::computers::{Computers, decision_seed};
use super::snapshot::seats_of;
use super::{ActError, Snapshot, TableError, Tables};
use crate::computer::{self, Budget, Level};
use crate::engine::{Game, Heuristic, Outcome, Seat};
use crate::schedule;
use crate::store::{
    Append, AppendTimers, GameId, GameStatus, Placing, Rearm, SeatRow, Store, TimerId, now_ms,
};

/// The most moves the program makes in one go: far more than any game's tail, so reaching it
/// means an engine whose default moves loop.
const MAX_PROGRAM_MOVES: usize = 10_000;

/// A move stores the game's whole state once the stored snapshot is this many actions behind
/// (and at the game's end). Between those, the log alone is written: loading a game replays at
/// most this many actions, which takes well under a millisecond, whereas a snapshot is several
/// kilobytes that every move would otherwise rewrite.
pub const SNAPSHOT_EVERY: i64 = 32;

/// An accepted, stored action.
#[derive(Debug, Clone)]
pub struct Acted<G: Heuristic> {
    /// The seat that acted.
    pub seat: Seat,
    /// What happened, for the log and the messages.
    pub events: Vec<G::Event>,
    /// The game's version after it (the seq of this action).
    pub version: i64,
    /// The state after the action.
    pub state: G,
    /// Whether this action ended the game.
    pub finished: bool,
    /// Who made it.
    pub by: Mover,
}

/// Everything one move did, in order.
#[derive(Debug, Clone)]
pub struct Moved<G: Heuristic> {
    /// The state before the move.
    pub before: G,
    /// The actions stored: the one asked for first (if any), then the program's.
    pub steps: Vec<Acted<G>>,
    /// For a missed deadline: how many deadlines in a row the seat has missed now.
    pub missed: Option<u32>,
    /// The game as it stands after the move.
    pub after: Snapshot<G>,
}

impl<G: Heuristic> Moved<G> {
    /// The action the move was asked for (a player's, a deadline's): the first step.
    pub fn first(&self) -> &Acted<G> {
        &self.steps[0]
    }

    /// Every event of the move, in order.
    pub fn events(&self) -> impl Iterator<Item = &G::Event> {
        self.steps.iter().flat_map(|s| &s.events)
    }

    /// The game's version after the move.
    pub fn version(&self) -> i64 {
        self.after.game.version
    }
}

/// Who made a move: it decides what the move says about the seat's presence.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mover {
    /// The seat's owner, by a click: the seat is present.
    Owner,
    /// A deadline (a timer) that fell due: claimed and counted against the seat.
    Deadline(TimerId),
    /// The program, for a seat it plays (or a caller acting as the seat).
    Program,
    /// The program, playing a computer seat's turn (a timer it claims).
    Computer(TimerId),
}

/// Who is acting: a user (whose seat is looked up) or a seat directly.
#[derive(Clone, Copy)]
enum Actor {
    User(u64),
    Seat(Seat),
}

/// The seat `actor` plays, and as whom, in the cached game at `expected_version`: refused if
/// the game is not in play, is at another version, or `actor` holds no seat in it.
fn who_acts<G: Game>(
    slot: &mut Slot,
    actor: Actor,
    expected_version: i64,
) -> Result<(Seat, Mover), TableError> {
    let (rows, live) = cached(slot)?.live::<G>()?;
    rows.expect_at(expected_version)?;
    let state = state_of(rows, live)?;
    match actor {
        Actor::Seat(seat) if seat.index() < rows.seats.len() => Ok((seat, Mover::Program)),
        Actor::Seat(_) => Err(TableError::NotSeated),
        Actor::User(user) => {
            let to_act = state.to_act();
            let mut owned = seats_of(&rows.seats, user).peekable();
            let first = *owned.peek().ok_or(TableError::NotSeated)?;
            // Someone holding several seats acts for the one that must decide.
            let seat = owned.find(|s| to_act.contains(*s)).unwrap_or(first);
            Ok((seat, Mover::Owner))
        }
    }
}

impl<G: Heuristic> Tables<G> {
    /// `user` plays `action`, made against the board at `expected_version`; then the program
    /// plays its seats while one of them is to act.
    pub async fn act(
        &self,
        id: GameId,
        user: u64,
        expected_version: i64,
        action: G::Action,
    ) -> Result<Moved<G>, ActError<G::Error>> {
        self.act_by(id, Actor::User(user), expected_version, action)
            .await
    }

    /// `seat` plays `action` whoever owns it (as the program would); then the program plays
    /// its seats while one of them is to act.
    pub async fn act_as_seat(
        &self,
        id: GameId,
        seat: Seat,
        expected_version: i64,
        action: G::Action,
    ) -> Result<Moved<G>, ActError<G::Error>> {
        self.act_by(id, Actor::Seat(seat), expected_version, action)
            .await
    }

    async fn act_by(
        &self,
        id: GameId,
        actor: Actor,
        expected_version: i64,
        action: G::Action,
    ) -> Result<Moved<G>, ActError<G::Error>> {
        // A board newer than the cache: another process moved the game on, and the click is
        // played on the game as the database has it, not refused as stale.
        self.with_game_at(id, expected_version, async |store, slot| {
            let mut judged = who_acts::<G>(slot, actor, expected_version);
            // Another process may have started the game or changed its seats: neither moves
            // the version, so a refusal read from the cache is read again from the database
            // before it is given. A seat that changed hands behind the cache is caught by the
            // store's guard instead; the click is then judged again on the seats as stored.
            let mut reread = false;
            let moved = loop {
                if !reread && matches!(judged, Err(TableError::NotActive | TableError::NotSeated)) {
                    reread = true;
                    cache::reload::<G>(store, id, slot).await?;
                    judged = who_acts::<G>(slot, actor, expected_version);
                }
                let (seat, mover) = judged?;
                let first = Some((seat, action.clone(), mover));
                let now = self.clock().now_ms();
                match play_move(store, slot, first, now, None).await {
                    Err(ActError::Table(TableError::SeatChanged)) if !reread => {
                        judged = Err(TableError::NotSeated);
                    }
                    moved => break moved?,
                }
            };
            Ok(moved.expect("a move with a first action has a step"))
        })
        .await
    }

    /// The program plays its seats while one of them is to act, each move stored like a
    /// player's, searching for its `strong` seats now (under the game's lock) rather than on
    /// their timers: `None` if none is to act. For tools and tests; the bot plays them by their
    /// `think` timers.
    pub async fn play_program(&self, id: GameId) -> Result<Option<Moved<G>>, TableError> {
        self.with_game(id, async |store, slot| {
            if cached(slot)?.rows.game.status != GameStatus::Active {
                return Ok(None);
            }
            let now = self.clock().now_ms();
            let thinker = self.service.computers();
            play_move::<G>(store, slot, None, now, Some(thinker))
                .await
                .map_err(program_error)
        })
        .await
    }
}

/// The program's moves in the game loaded in `slot`, if one of its seats is to act.
pub(super) async fn program_moves<G: Heuristic>(
    store: &Store,
    slot: &mut Slot,
    now: i64,
) -> Result<Option<Moved<G>>, TableError> {
    play_move::<G>(store, slot, None, now, None)
        .await
        .map_err(program_error)
}

/// A refusal of the program's own moves (only `first` can be refused otherwise).
fn program_error<E: std::fmt::Display>(e: ActError<E>) -> TableError {
    match e {
        ActError::Table(e) => e,
        ActError::Rule(e) => TableError::Program(format!("the program's move: {e}")),
    }
}

/// One action to store.
struct Step<G: Heuristic> {
    acted: Acted<G>,
    action_json: String,
    events_json: String,
}

/// Plays `first` (if any) on a copy of the loaded game's state, then the move of each quick
/// computer seat to act (and, with a `thinker`, of strong ones too, searched on its pool), and
/// stores them all in one transaction, with the game's timers
/// re-armed for the state after the move, what `first`'s mover says about its seat, and the
/// standings if the game ends. The cache moves on only once the database has. `None` when
/// there was nothing to play.
pub(super) async fn play_move<G: Heuristic>(
    store: &Store,
    slot: &mut Slot,
    first: Option<(Seat, G::Action, Mover)>,
    now: i64,
    thinker: Option<&Computers>,
) -> Result<Option<Moved<G>>, ActError<G::Error>> {
    // On the heap: the move holds two states across its awaits, too much for every caller's
    // future to carry.
    Box::pin(play_move_here(store, slot, first, now, thinker)).await
}

async fn play_move_here<G: Heuristic>(
    store: &Store,
    slot: &mut Slot,
    mut first: Option<(Seat, G::Action, Mover)>,
    now: i64,
    thinker: Option<&Computers>,
) -> Result<Option<Moved<G>>, ActError<G::Error>> {
    let (rows, live) = cached(slot)?.live::<G>()?;
    rows.expect_active()?;
    let id = rows.game.id;
    let expected = rows.game.version;
    let before = state_of(rows, live)?.clone();
    let mut state = before.clone();
    // The seats that wait on the same decision throughout the move keep their timers.
    let mut steady = before.awaited();
    let mut steps: Vec<Step<G>> = Vec::new();
    // Whether the rules let the first action's player take it back (asked of a player's own
    // action only; it stands once anyone else has acted after it).
    let mut first_reversible = false;
    loop {
        let asked = first.is_some();
        let (seat, action, by) = if let Some(first) = first.take() {
            first
        } else {
            if state.is_over() || steps.len() >= MAX_PROGRAM_MOVES {
                break;
            }
            let version = expected + steps.len() as i64;
            if let Some((seat, action)) = volunteered(rows, &state, version) {
                (seat, action, Mover::Program)
            } else {
                let awaited = state.awaited();
                let next = match thinker {
                    Some(_) => rows.program_seat(awaited),
                    None => rows.quick_seat(awaited),
                };
                let Some((seat, level)) = next else {
                    break;
                };
                let seed = decision_seed(rows.game.seed, version, seat);
                let decided = match thinker {
                    Some(pool) if level == Level::Strong => {
                        pool.decide(state.clone(), seat, level, seed).await?
                    }
                    _ => computer::decide(&state, seat, level, Budget::Iterations(0), seed)
                        .map(|d| d.action),
                };
                let Some(action) = decided.or_else(|| state.default_action(seat)) else {
                    warn!(game = %id, %seat, "no action for a computer seat to act");
                    break;
                };
                (seat, action, Mover::Program)
            }
        };
        // `apply` is atomic: a refused action leaves `state` as it was.
        let events = match state.apply(seat, &action) {
            Ok(events) => events,
            Err(e) if asked => return Err(ActError::Rule(e)),
            Err(e) => {
                error!(game = %id, %seat, "the engine refuses its own default action: {e}");
                break;
            }
        };
        if steps.is_empty() && by == Mover::Owner {
            first_reversible = before.take_back(seat, &action, &state, &events).is_ok();
        }
        let awaited = state.awaited();
        steady = steady
            .iter()
            .filter(|s| *s != seat && awaited.contains(*s))
            .collect();
        steps.push(Step {
            action_json: to_json(&action)?,
            events_json: to_json(&events)?,
            acted: Acted {
                seat,
                events,
                version: expected + steps.len() as i64 + 1,
                state: state.clone(),
                finished: state.is_over(),
                by,
            },
        });
    }
    if steps.len() >= MAX_PROGRAM_MOVES {
        error!(game = %id, "the program's default moves do not end");
    }
    if steps.is_empty() {
        return Ok(None);
    }

    let finished = state.is_over();
    let version = expected + steps.len() as i64;
    let snapshot =
        finished || rows.snapshot_unreadable || version - rows.game.state_version >= SNAPSHOT_EVERY;
    let state_json = if snapshot {
        Some(to_json(&state)?)
    } else {
        None
    };
    let rearm = if finished {
        Rearm::default()
    } else {
        schedule::rearm(
            &rows.settings,
            now,
            steady,
            None,
            state.awaited(),
            state.answering(),
            |s| rows.has_owner(s),
            &rows.personal,
        )
    };
    let placings = state.outcome().map(|o| placings(&o, &rows.seats));
    let last = steps.len() - 1;
    let take_back = (last == 0 && first_reversible && !finished).then_some(steps[0].acted.seat.0);
    let appends: Vec<Append> = steps
        .iter()
        .enumerate()
        .map(|(i, step)| Append {
            seat: step.acted.seat.0,
            action_json: &step.action_json,
            events_json: &step.events_json,
            state_json: if i == last {
                state_json.as_deref()
            } else {
                None
            },
            by_owner: i == 0 && step.acted.by == Mover::Owner,
            holder: rows.holder(step.acted.seat),
            undoes: None,
            take_back: if i == last { take_back } else { None },
            end: if i == last { placings.as_deref() } else { None },
            timers: AppendTimers {
                deadline: match step.acted.by {
                    Mover::Deadline(timer) if i == 0 => Some((timer, now)),
                    _ => None,
                },
                think: match step.acted.by {
                    Mover::Computer(timer) if i == 0 => Some((timer, now)),
                    _ => None,
                },
                rearm: if i == last {
                    rearm.clone()
                } else {
                    Rearm::default()
                },
            },
        })
        .collect();
    let appended = match store.append_move(id, expected, &appends).await {
        Ok(appended) => appended,
        Err(e) => {
            // Another writer (another process?) moved the game on, or the write failed in a
            // way that leaves its fate unknown: reload from the database next time.
            *slot = None;
            return Err(ActError::from(e));
        }
    };

    rows.game.version = appended.version;
    if snapshot {
        rows.game.state_version = appended.version;
        rows.snapshot_unreadable = false;
    }
    rows.game.status = if finished {
        GameStatus::Finished
    } else {
        GameStatus::Active
    };
    rows.game.next_deadline = appended.next_deadline;
    rows.game.updated_at = now_ms();
    rows.game.take_back = take_back;
    let first_step = &steps[0].acted;
    if let Some(row) = rows.seats.get_mut(first_step.seat.index()) {
        match (first_step.by, appended.missed_deadlines) {
            (_, Some(missed)) => row.missed_deadlines = missed,
            (Mover::Owner, None) => row.missed_deadlines = 0,
            _ => {}
        }
    }
    live.state = Some(state);
    live.remember(steps.iter().flat_map(|s| s.acted.events.iter().cloned()));
    let after = cached(slot)?.snapshot()?;
    Ok(Some(Moved {
        before,
        steps: steps.into_iter().map(|s| s.acted).collect(),
        missed: appended.missed_deadlines,
        after,
    }))
}

/// Every seat's standing in `outcome`, credited to the seat's owner now (or its computer
/// level).
fn placings(outcome: &Outcome, seats: &[SeatRow]) -> Vec<Placing> {
    outcome
        .standings
        .iter()
        .map(|s| {
            let row = seats.get(s.seat.index());
            Placing {
                seat: s.seat.0,
                user: row.and_then(|r| r.owner),
                computer: row.filter(|r| r.owner.is_none()).and_then(|r| r.computer),
                rank: s.rank,
                score: s.score,
            }
        })
        .collect()
}

/// An offer one of the program's seats makes unasked, as the arena lets them
/// ([`Heuristic::volunteers`]): asked of each such seat in order, before any awaited seat
/// decides, so that a person at the tower hears the computers' offers before choosing.
fn volunteered<G: Heuristic>(
    rows: &cache::Rows,
    state: &G,
    version: i64,
) -> Option<(Seat, G::Action)> {
    state.volunteers().iter().find_map(|seat| {
        let level = rows.level_of(seat)?;
        // Apart from the seed of the seat's awaited decision at the same version.
        let seed = decision_seed(rows.game.seed, version, seat) ^ 0x766f_6c75_6e74_6565;
        computer::volunteer(state, seat, level, seed).map(|action| (seat, action))
    })
}
