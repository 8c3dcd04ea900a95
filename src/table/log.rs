//! A game's log walked in order, take-backs included.
//!
//! The log only grows: taking an action back appends a row that names it
//! ([`StoredAction::undoes`]), and the game goes back to the state before that action. Walking
//! the log therefore keeps the state before each action that stands, to return to when a later
//! row takes it back; a log with no take-back (nearly every game) keeps nothing.

use super::TableError;
use crate::engine::{Game, Seat};
use crate::store::StoredAction;

/// One row of the log, as the walk reached it.
pub struct Visit<'a, G: Game> {
    /// The row's sequence number: the game's version once it was stored.
    pub seq: i64,
    pub seat: Seat,
    /// `None` for an action; for a take-back, the action it took back.
    pub undoes: Option<i64>,
    /// The game after the row.
    pub state: &'a G,
    /// What the action did (nothing for a take-back).
    pub events: Vec<G::Event>,
}

/// The actions that stand, each with the state before it.
pub struct Standing<G: Game> {
    /// `(seq, seat, action, state before it)`, oldest first.
    pub actions: Vec<(i64, Seat, G::Action, G)>,
    /// The game after them all.
    pub state: G,
}

/// Walks every row of `log` from `start` (the game as set up), calling `each` after each row,
/// and returns the game after the last. `keep` keeps the state before every action that stands
/// even if nothing takes one back (what [`standing`] needs).
pub fn walk<G: Game>(
    id: crate::store::GameId,
    start: G,
    log: &[StoredAction],
    keep: bool,
    mut each: impl FnMut(Visit<'_, G>) -> Result<(), TableError>,
) -> Result<Standing<G>, TableError> {
    let corrupt = |what: String| TableError::Corrupt(format!("game {id}: {what}"));
    let keep = keep || log.iter().any(|r| r.undoes.is_some());
    let mut state = start;
    let mut stack: Vec<(i64, Seat, G::Action, G)> = Vec::new();
    for row in log {
        let seat = Seat(row.seat);
        let events = if let Some(undone) = row.undoes {
            let (seq, _, _, before) = stack.pop().ok_or_else(|| {
                corrupt(format!(
                    "row {} takes back {undone}, but none stands",
                    row.seq
                ))
            })?;
            if seq != undone {
                return Err(corrupt(format!(
                    "row {} takes back {undone}, but the last action standing is {seq}",
                    row.seq
                )));
            }
            state = before;
            Vec::new()
        } else {
            let action: G::Action = super::cache::from_json(&row.action_json, "action")?;
            let before = keep.then(|| state.clone());
            let events = state.apply(seat, &action).map_err(|e| {
                corrupt(format!("the log does not replay: action {}: {e}", row.seq))
            })?;
            if let Some(before) = before {
                stack.push((row.seq, seat, action, before));
            }
            events
        };
        each(Visit {
            seq: row.seq,
            seat,
            undoes: row.undoes,
            state: &state,
            events,
        })?;
    }
    Ok(Standing {
        actions: stack,
        state,
    })
}

/// The actions of `log` that stand, each with the state before it, and the game after them.
pub fn standing<G: Game>(
    id: crate::store::GameId,
    start: G,
    log: &[StoredAction],
) -> Result<Standing<G>, TableError> {
    walk(id, start, log, true, |_| Ok(()))
}

/// The rows of `log` that stand: neither a take-back nor taken back.
pub fn stands(log: Vec<StoredAction>) -> Vec<StoredAction> {
    let undone: std::collections::HashSet<i64> = log.iter().filter_map(|r| r.undoes).collect();
    log.into_iter()
        .filter(|r| r.undoes.is_none() && !undone.contains(&r.seq))
        .collect()
}
