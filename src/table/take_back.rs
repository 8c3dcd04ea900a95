//! A player taking back their own last action.
//!
//! Who may take back what is settled as each move is stored: the seat whose player made the
//! move alone, with nothing after it, when the rules say it showed nothing hidden and touched
//! no one else's holdings ([`Game::take_back`](crate::engine::Game::take_back)); the game's row
//! keeps that seat. Taking back is then a move like any other: it holds the game's lock, is
//! refused on a board that has moved on, and is stored in one transaction with the version
//! guard, as a row of the log that names the action it takes back, with the game as it was
//! before that action as the new snapshot. The action before it may be taken back in turn if
//! it was the same player's and the rules allow it too.

use super::cache::{self, Slot, cached, record_of, state_of, to_json};
use super::error::Kept;
use super::snapshot::seats_of;
use super::{Snapshot, TableError, Tables, log};
use crate::engine::{Game, Heuristic, Seat};
use crate::schedule;
use crate::store::{Append, AppendTimers, GameId, StoredAction, TimerKind};

/// A take-back stored.
#[derive(Debug, Clone)]
pub struct TakenBack<G: Game> {
    pub seat: Seat,
    /// The action taken back.
    pub action: G::Action,
    /// The game after the take-back.
    pub after: Snapshot<G>,
}

impl<G: Heuristic> Tables<G> {
    /// `user` takes back the last action of the game, seen on the board at
    /// `expected_version`.
    pub async fn take_back(
        &self,
        id: GameId,
        user: u64,
        expected_version: i64,
    ) -> Result<TakenBack<G>, TableError> {
        self.with_game_at(id, expected_version, async |store, slot| {
            if !holds_a_seat(slot, user)? {
                // The seats may have changed hands in another process.
                cache::reload::<G>(store, id, slot).await?;
            }
            let (rows, live) = cached(slot)?.live::<G>()?;
            rows.expect_at(expected_version)?;
            let mine: Vec<Seat> = seats_of(&rows.seats, user).collect();
            if mine.is_empty() {
                return Err(TableError::NotSeated);
            }
            let current = state_of(rows, live)?.clone();
            let start = record_of::<G>(&rows.game, &rows.seats, &[])?
                .start()
                .map_err(|e| TableError::Corrupt(format!("game {id}: {e}")))?;
            let rows_of_log = store.log(id).await?;
            let standing = log::standing(id, start, &rows_of_log)?;
            if standing.state != current {
                return Err(TableError::Corrupt(format!(
                    "game {id}: its log does not replay to the game as it stands"
                )));
            }
            let offered = rows.game.take_back.map(Seat);
            let Some(seat) = offered.filter(|s| mine.contains(s)) else {
                return Err(TableError::CannotTakeBack(why_kept(&standing, &mine)));
            };
            let Some((seq, _, action, before)) = standing.actions.last().cloned() else {
                return Err(TableError::CannotTakeBack(Kept::Nothing));
            };
            if standing.actions.last().map(|a| a.1) != Some(seat) {
                return Err(TableError::Corrupt(format!(
                    "game {id}: its last action is not seat {seat}'s to take back"
                )));
            }
            let next = next_offer(&standing, seat);
            let now = self.clock().now_ms();
            let waiting = current
                .awaited()
                .iter()
                .filter(|s| *s != seat && before.awaited().contains(*s))
                .collect();
            let mut rearm = schedule::rearm(
                &rows.settings,
                now,
                waiting,
                None,
                before.awaited(),
                before.answering(),
                |s| rows.has_owner(s),
                &rows.personal,
            );
            // The seat decides again the decision it was asked: its deadline counts from then,
            // so playing and taking back never buys time. Its reminder counts from now.
            let since = asked_since(&standing, &rows_of_log, seat).unwrap_or(now);
            for timer in rearm.arm.iter_mut().filter(|t| t.seat == seat.0) {
                timer.waiting_since = since;
                if let (TimerKind::Deadline, Some(deadline)) = (timer.kind, rows.settings.deadline)
                {
                    timer.due_at = since.saturating_add(schedule::millis(deadline));
                }
            }
            let action_json = to_json(&action)?;
            let state_json = to_json(&before)?;
            let append = Append {
                seat: seat.0,
                action_json: &action_json,
                events_json: "[]",
                state_json: Some(&state_json),
                by_owner: true,
                holder: rows.holder(seat),
                undoes: Some(seq),
                take_back: next.map(|s| s.0),
                end: None,
                timers: AppendTimers {
                    rearm,
                    ..AppendTimers::default()
                },
            };
            let stored = store.append_move(id, expected_version, &[append]).await;
            // The recent events and the snapshot are the database's now: loaded afresh.
            *slot = None;
            stored?;
            cache::reload::<G>(store, id, slot).await?;
            Ok(TakenBack {
                seat,
                action,
                after: cached(slot)?.snapshot()?,
            })
        })
        .await
    }
}

fn holds_a_seat(slot: &mut Slot, user: u64) -> Result<bool, TableError> {
    Ok(seats_of(&cached(slot)?.rows.seats, user).next().is_some())
}

/// The seat that may take back the action before the last once the last is taken back: the
/// same seat, if the action before is its own and the rules allow it.
fn next_offer<G: Game>(standing: &log::Standing<G>, seat: Seat) -> Option<Seat> {
    let n = standing.actions.len();
    let (_, prev_seat, prev_action, prev_before) = standing.actions.get(n.checked_sub(2)?)?;
    let (.., after) = &standing.actions[n - 1];
    if *prev_seat != seat {
        return None;
    }
    let mut again = prev_before.clone();
    let events = again.apply(seat, prev_action).ok()?;
    (again == *after
        && prev_before
            .take_back(seat, prev_action, after, &events)
            .is_ok())
    .then_some(seat)
}

/// When `seat` was asked the decision its last action (the last standing) answered: the
/// time of the latest action before it after which the seat had to decide anew (it had just
/// acted, or had not had to decide before). `None` if it had to decide since the game began.
fn asked_since<G: Game>(
    standing: &log::Standing<G>,
    log: &[StoredAction],
    seat: Seat,
) -> Option<i64> {
    let (_, earlier) = standing.actions.split_last()?;
    let (seq, ..) = earlier
        .iter()
        .rev()
        .find(|(_, by, _, before)| *by == seat || !before.awaited().contains(seat))?;
    log.iter().find(|r| r.seq == *seq).map(|r| r.created_at)
}

/// Why none of `mine` may take back the last action.
fn why_kept<G: Game>(standing: &log::Standing<G>, mine: &[Seat]) -> Kept {
    let Some((_, seat, action, before)) = standing.actions.last() else {
        return Kept::Nothing;
    };
    if !mine.contains(seat) {
        return Kept::NotYours;
    }
    let mut after = before.clone();
    match after.apply(*seat, action) {
        Ok(events) => match before.take_back(*seat, action, &after, &events) {
            Err(why) => Kept::Rules(why),
            // Allowed by the rules, but not offered: the program moved after it in the same
            // move, or another hand took the seat meanwhile.
            Ok(()) => Kept::NotYours,
        },
        Err(_) => Kept::NotYours,
    }
}
