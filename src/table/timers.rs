//! Due timers: a reminder for the seat to act, or a missed deadline, which plays the seat's
//! default action as a move like any other.

use tracing::warn;

use super::cache::{cached, state_of};
use super::moves::{Mover, play_move};
use super::think::Thinking;
use super::{ActError, Moved, TableError, Tables, first_timers};
use crate::engine::{Heuristic, Seat};
use crate::schedule;
use crate::store::{Claim, GameId, GameStatus, StoreError, Timer, TimerKind};

/// What a due timer did ([`Tables::fire`]).
#[derive(Debug, Clone)]
pub enum Fired<G: Heuristic> {
    /// The seat's owner is to be reminded; the next reminder is armed.
    Reminded {
        seat: Seat,
        /// `None` for a seat the program plays.
        owner: Option<u64>,
        /// When the seat's decision began.
        waiting_since: i64,
        /// The game's next deadline, if it has one.
        deadline: Option<i64>,
    },
    /// The seat missed its deadline: its default action was played and stored like any other
    /// move (the program's replies included); `moved.missed` counts the seat's misses in a row.
    DeadlineMissed(Box<Moved<G>>),
    /// A computer seat's turn, leased: [`Tables::think`] decides and plays it.
    Thinking(Box<Thinking<G>>),
    /// A computer seat's turn, played and stored like any move (the program's quick replies
    /// included).
    Thought(Box<Moved<G>>),
    /// Nothing to do: the timer was obsolete (and is dropped), not due yet, or fired already.
    Nothing(Claim),
}

impl<G: Heuristic> Tables<G> {
    /// Fires a due timer of this game, under the game's lock.
    ///
    /// A timer armed for another version than the game's, or for a seat that no longer
    /// decides, is obsolete: it is dropped, not fired. A reminder is claimed and the next one
    /// armed ([`Fired::Reminded`]: the caller tells the seat's owner). A deadline plays the
    /// engine's default action for the seat, claimed, counted as missed and stored in one
    /// transaction like any action, re-arming the game ([`Fired::DeadlineMissed`]). Whoever
    /// fires a timer, however many try at once, it fires once.
    pub async fn fire(&self, timer: &Timer) -> Result<Fired<G>, TableError> {
        // Another process may have moved the game on and armed this timer: a cache behind its
        // version looks at the database again before calling it obsolete.
        self.with_game_at(timer.game, timer.version, async |store, slot| {
            let now = self.clock().now_ms();
            let (c, live) = cached(slot)?.live::<G>()?;
            let seat = Seat(timer.seat);
            let waits = c.game.status == GameStatus::Active
                && c.game.version == timer.version
                && live
                    .state
                    .as_ref()
                    .is_some_and(|s| s.to_act().contains(seat));
            if !waits {
                store.drop_timer(timer.id).await?;
                return Ok(Fired::Nothing(Claim::Obsolete));
            }
            if timer.due_at > now {
                return Ok(Fired::Nothing(Claim::NotDue));
            }
            match timer.kind {
                TimerKind::Think => {
                    let Some(level) = c.level_of(seat) else {
                        // The seat went to a person: their own timers were armed then.
                        store.drop_timer(timer.id).await?;
                        return Ok(Fired::Nothing(Claim::Obsolete));
                    };
                    let game_seed = c.game.seed;
                    let state = state_of(c, live)?;
                    self.lease_turn(timer, state, level, game_seed).await
                }
                TimerKind::Remind => {
                    let next = schedule::next_reminder(&c.settings, timer, now);
                    let claim = store.fire_reminder(timer, now, Some(next)).await?;
                    if claim != Claim::Fired {
                        return Ok(Fired::Nothing(claim));
                    }
                    Ok(Fired::Reminded {
                        seat,
                        owner: c.seats.get(seat.index()).and_then(|s| s.owner),
                        waiting_since: timer.waiting_since,
                        deadline: c.game.next_deadline,
                    })
                }
                TimerKind::Deadline => {
                    let Some(action) = state_of(c, live)?.default_action(seat) else {
                        warn!(game = %timer.game, %seat, "no default action at a deadline");
                        store.drop_timer(timer.id).await?;
                        return Ok(Fired::Nothing(Claim::Obsolete));
                    };
                    let by = Mover::Deadline(timer.id);
                    let played = play_move::<G>(store, slot, Some((seat, action, by)), now, None);
                    answer_timer(
                        timer,
                        played.await,
                        Fired::DeadlineMissed,
                        "a deadline's move",
                    )
                }
            }
        })
        .await
    }
}

/// What playing the move a timer asked for came to: `fired` with the move, nothing if another
/// firing claimed the timer first, and a refusal of the program's own move as corruption.
pub(super) fn answer_timer<G: Heuristic>(
    timer: &Timer,
    played: Result<Option<Moved<G>>, ActError<G::Error>>,
    fired: fn(Box<Moved<G>>) -> Fired<G>,
    what: &str,
) -> Result<Fired<G>, TableError> {
    match played {
        Ok(moved) => Ok(fired(Box::new(
            moved.expect("a move with a first action has a step"),
        ))),
        Err(ActError::Table(TableError::Store(StoreError::TimerNotClaimed { claim, .. }))) => {
            Ok(Fired::Nothing(claim))
        }
        Err(ActError::Table(e)) => Err(e),
        Err(ActError::Rule(e)) => Err(TableError::Program(format!(
            "game {}: {what} is refused: {e}",
            timer.game
        ))),
    }
}

impl<G: Heuristic> Tables<G> {
    /// Arms the timers of a game in play that has none pending (one started before timers
    /// existed, say), as if its seats to act had started waiting now. True if it armed any.
    pub async fn arm_if_unarmed(&self, id: GameId) -> Result<bool, TableError> {
        self.with_game(id, async |store, slot| {
            let (c, live) = cached(slot)?.live::<G>()?;
            if c.game.status != GameStatus::Active || !store.pending_timers(id).await?.is_empty() {
                return Ok(false);
            }
            let rearm = first_timers(c, state_of(c, live)?, self.clock().now_ms());
            if rearm.arm.is_empty() {
                return Ok(false);
            }
            match store.rearm(id, &rearm).await {
                Ok(next) => c.game.next_deadline = next,
                Err(e) => {
                    *slot = None;
                    return Err(e.into());
                }
            }
            Ok(true)
        })
        .await
    }
}
