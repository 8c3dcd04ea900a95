//! Due timers: a reminder for the seat to act, a missed deadline, which plays the seat's
//! default action as a move like any other, or a computer seat's turn, leased and then
//! thought on ([`think`](super::think)). [`Timers`] is what the scheduler fires them through
//! ([`schedule::Scheduler::run`]): each timer through its game's typed table, each turn thought
//! on in a task of its own.

use tracing::{error, warn};

use super::cache::first_timers;
use super::cache::{cached, state_of};
use super::fired::{Fired, Thinking, answer_timer};
use super::moves::{Mover, play_move};
use super::{TableError, TableService, Tables};
use crate::engine::{GameKind, Heuristic, Seat};
use crate::schedule::{self, Fire};
use crate::store::{Claim, GameId, GameStatus, Timer, TimerKind};

impl<G: Heuristic> Tables<G> {
    /// Fires a due timer of this game, under the game's lock.
    ///
    /// A timer armed for another version than the game's, or for a seat that no longer
    /// decides, is obsolete: it is dropped, not fired. A reminder is claimed and the next one
    /// armed ([`Fired::Reminded`]; the reminder is written to the outbox as it is claimed). A
    /// deadline plays the engine's default action for the seat, claimed, counted as missed and
    /// stored in one transaction like any action, re-arming the game
    /// ([`Fired::DeadlineMissed`]). A computer seat's turn is leased ([`Fired::Thinking`]).
    /// Whoever fires a timer, however many try at once, it fires once.
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
                    .is_some_and(|s| s.awaited().contains(seat));
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

/// The table service as the scheduler sees it ([`TableService::timers`]): each due timer fired
/// through its game's typed table; a computer seat's turn, leased, thought on and played in a
/// task of its own, so the scheduler goes on with other timers (the table's pool bounds how
/// many think at once). What a fired timer says (a reminder, a missed deadline's notice, a
/// computer's move) is written to the outbox as it fires, and sent from there.
#[derive(Clone)]
pub struct Timers {
    service: TableService,
}

impl TableService {
    /// What the scheduler fires this service's timers through.
    pub fn timers(&self) -> Timers {
        Timers {
            service: self.clone(),
        }
    }
}

impl Fire for Timers {
    async fn fire(&self, timer: Timer) -> anyhow::Result<()> {
        let Some(kind) = GameKind::from_name(&timer.game_kind) else {
            warn!(game = %timer.game, kind = %timer.game_kind,
                "a timer of a game this bot does not know; dropped");
            self.service.store().drop_timer(timer.id).await?;
            return Ok(());
        };
        crate::with_game!(kind, G => self.fire_game::<G>(&timer).await)?;
        Ok(())
    }
}

impl Timers {
    async fn fire_game<G: Heuristic>(&self, timer: &Timer) -> Result<(), TableError> {
        if let Fired::Thinking(job) = self.service.of::<G>().fire(timer).await? {
            self.think(*job);
        }
        Ok(())
    }

    /// Thinks on a leased turn and plays it, in a task of its own. Should the task fail, the
    /// lease runs out and the turn falls due again.
    fn think<G: Heuristic>(&self, job: Thinking<G>) {
        let tables = self.service.of::<G>();
        let game = job.game();
        tokio::spawn(async move {
            if let Err(e) = tables.think(job).await {
                warn!(%game, "a computer seat's turn failed: {e}");
            }
        });
    }

    /// Games in play without pending timers (started before timers existed) get them now: run
    /// once, before the scheduler's first pass.
    pub async fn arm_unarmed_games(&self) {
        let ids = match self.service.store().unarmed_games().await {
            Ok(ids) => ids,
            Err(e) => {
                error!("listing games without timers: {e}");
                return;
            }
        };
        for id in ids {
            if let Err(e) = self.arm(id).await {
                warn!(game = %id, "arming the timers of a game: {e}");
            }
        }
    }

    async fn arm(&self, id: GameId) -> Result<bool, TableError> {
        let name = self.service.kind_of(id).await?;
        let kind = GameKind::from_name(&name).ok_or(TableError::NotFound)?;
        crate::with_game!(kind, G => self.service.of::<G>().arm_if_unarmed(id).await)
    }
}
