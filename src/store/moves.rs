//! A move's writes: the guarded bump of the game's version, the actions, the timers it claims
//! and re-arms, the seat's presence and what the move must say (the outbox), all inside a
//! savepoint of the committer's transaction ([`group_commit`]).
//!
//! A move that plays one action with no timer to claim (nearly every move) is one round trip
//! to `SQLite`'s thread, whatever it writes: every statement, from the savepoint to its
//! release, goes as one [`Script`]. The guard needs no answer first. The update changes no
//! row when the game has moved on, and the action inserted right after it then fails: its
//! sequence number is the game's new version read back from the game (`NULL`, which its
//! `NOT NULL` refuses, when the game stands elsewhere), and if another writer already took
//! that version its action holds the number (the log's primary key refuses a second). The
//! script stops there, before the release, and the savepoint is rolled back. The same words
//! hold on `PostgreSQL`, where a concurrent writer's update waits for ours to commit. The
//! rarer parts (a claimed
//! timer, a missed deadline's count, a game's end with its standings and ratings) read as they
//! go, and are run as they come.
//!
//! [`group_commit`]: super::group_commit

use sqlx::AnyConnection;

use super::script::Script;
use super::{
    Append, Appended, Claim, GameId, GameStatus, Holder, Outgoing, StoreError, game_row, outbox,
    ratings, results, seats, timers,
};

/// Stores one move in a savepoint of the caller's transaction. A move refused (its version
/// guard, an unclaimed timer, a constraint) is rolled back to the savepoint, leaving the
/// transaction as it was: the inner result says why. The outer error means the savepoint could
/// not be rolled back, so the transaction is not to be committed.
pub(super) async fn store_in(
    conn: &mut AnyConnection,
    id: GameId,
    expected_version: i64,
    actions: &[Append<'_>],
    now: i64,
) -> Result<Result<Appended, StoreError>, StoreError> {
    let stored = write(conn, id, expected_version, actions, now).await;
    let Err(error) = stored else {
        return Ok(stored);
    };
    for undo in ["ROLLBACK TO move", "RELEASE move"] {
        sqlx::query(undo).execute(&mut *conn).await?;
    }
    if !matches!(error, StoreError::Db(_)) {
        return Ok(Err(error));
    }
    // A refused guard stops the script with a constraint error too: the game as it was before
    // the move tells it from a real one.
    let refused = match game_row(&mut *conn, id).await? {
        None => StoreError::NotFound(id),
        Some(row) if row.status != GameStatus::Active => StoreError::WrongStatus {
            id,
            status: row.status,
        },
        Some(row) if row.version != expected_version => StoreError::Conflict {
            id,
            current: row.version,
        },
        Some(_) => match changed_hands(&mut *conn, id, actions).await? {
            Some(seat) => StoreError::SeatChanged { id, seat },
            None => error,
        },
    };
    Ok(Err(refused))
}

/// The person who made `append` themselves, for the log: `None` for the program's moves, a
/// deadline's, a take-back (not a move of its own), and a tool's that named no one.
fn made_by(append: &Append<'_>) -> Option<i64> {
    match append.holder {
        Holder::Person(user) if append.by_owner && append.undoes.is_none() => Some(user as i64),
        _ => None,
    }
}

/// The value a seat's holder has in the guard: a person's id, or 0 (no Discord id) for the
/// program, so one comparison serves both stores without a null-safe operator.
fn holder_id(holder: Holder) -> Option<i64> {
    match holder {
        Holder::Unchecked => None,
        Holder::Person(user) => Some(user as i64),
        Holder::Program => Some(0),
    }
}

/// The first seat of `actions` whose holder is no longer the one the move was judged for.
async fn changed_hands(
    conn: &mut AnyConnection,
    id: GameId,
    actions: &[Append<'_>],
) -> Result<Option<u8>, StoreError> {
    for append in actions {
        let Some(expected) = holder_id(append.holder) else {
            continue;
        };
        let held: Option<i64> = sqlx::query_scalar(super::sql(
            conn,
            "SELECT COALESCE(user_id, 0) FROM seats WHERE game_id = ? AND seat = ?",
        ))
        .bind(id.0)
        .bind(i64::from(append.seat))
        .fetch_optional(&mut *conn)
        .await?;
        if held != Some(expected) {
            return Ok(Some(append.seat));
        }
    }
    Ok(None)
}

async fn write(
    conn: &mut AnyConnection,
    id: GameId,
    expected_version: i64,
    actions: &[Append<'_>],
    now: i64,
) -> Result<Appended, StoreError> {
    let mut script = Script::new();
    script.add("SAVEPOINT move");
    // The rows the scripts return: the last is the game's next deadline.
    let mut returned = Vec::new();
    let mut version = expected_version;
    let mut missed_deadlines = None;
    let last = actions.len().saturating_sub(1);
    for (i, append) in actions.iter().enumerate() {
        let timers = &append.timers;
        let deadline = if i == 0 { timers.deadline } else { None };
        let think = if i == 0 { timers.think } else { None };
        // The timer first, while the game is still at the version it was armed for.
        let answered = deadline.map(|d| (d, false)).or(think.map(|t| (t, true)));
        if let Some(((timer, at), leased)) = answered {
            returned.extend(script.run(&mut *conn).await?);
            let claim = timers::claim_in(&mut *conn, timer, at, leased).await?;
            if claim != Claim::Fired {
                return Err(StoreError::TimerNotClaimed { id: timer, claim });
            }
        }
        // The timers the move leaves, before the last update of the game, which then writes
        // the game's next deadline: one rewrite of the game's row rather than two.
        let rearm = (i == last).then_some(&append.timers.rearm);
        if let Some(rearm) = rearm {
            timers::rearm_timers(
                &mut script,
                id,
                expected_version + actions.len() as i64,
                rearm,
            );
        }
        let status = match append.end {
            Some(_) => GameStatus::Finished,
            None => GameStatus::Active,
        };
        // Most moves leave the snapshot where it was: rewriting several kilobytes of state
        // was most of what a move wrote. The row then keeps its size, and SQLite rewrites the
        // page that holds its head but not the state's overflow pages.
        let mut update = String::from(
            "UPDATE games SET version = version + 1, status = ?, updated_at = ?, \
                take_back_seat = ?",
        );
        if append.state_json.is_some() {
            update.push_str(", state = ?, state_version = version + 1");
        }
        if rearm.is_some() {
            update.push_str(", next_deadline = ");
            update.push_str(timers::NEXT_DEADLINE);
        }
        update.push_str(" WHERE id = ? AND version = ? AND status = 'active'");
        let holder = holder_id(append.holder);
        if holder.is_some() {
            update.push_str(
                " AND (SELECT COALESCE(user_id, 0) FROM seats WHERE game_id = ? AND seat = ?) = ?",
            );
        }
        if rearm.is_some() {
            update.push_str(" RETURNING next_deadline");
        }
        script
            .add(&update)
            .bind(status.as_str())
            .bind(now)
            .bind(append.take_back.map(i64::from));
        if let Some(state) = append.state_json {
            script.bind(state);
        }
        if rearm.is_some() {
            script.bind(id.0);
        }
        script.bind(id.0).bind(version);
        if let Some(holder) = holder {
            script.bind(id.0).bind(i64::from(append.seat)).bind(holder);
        }
        version += 1;
        // Right after the guarded update: see the module's documentation.
        script
            .add(
                "INSERT INTO actions \
                 (game_id, seq, seat, action, events, created_at, undoes, user_id) \
                 VALUES (?, (SELECT version FROM games WHERE id = ? AND version = ?), \
                 ?, ?, ?, ?, ?, ?)",
            )
            .bind(id.0)
            .bind(id.0)
            .bind(version)
            .bind(i64::from(append.seat))
            .bind(append.action_json)
            .bind(append.events_json)
            .bind(now)
            .bind(append.undoes)
            .bind(made_by(append));
        if deadline.is_some() {
            returned.extend(script.run(&mut *conn).await?);
            missed_deadlines = Some(timers::count_missed_in(&mut *conn, id, append.seat).await?);
        }
        if append.by_owner {
            seats::present(&mut script, id, append.seat);
        }
        if let Some(placings) = append.end {
            returned.extend(script.run(&mut *conn).await?);
            results::write_in(&mut *conn, id, placings).await?;
            ratings::update_in(&mut *conn, id, placings).await?;
            seats::clear_votes(&mut script, id, None);
        }
    }
    let taken_back = actions.iter().find(|a| a.undoes.is_some());
    if let Some(undo) = taken_back {
        // A take-back says nothing of its own: the board shows the game as it is again, and
        // its player gets their hand as it was if the action had changed it.
        let hand = Outgoing::Hand {
            seat: undo.seat,
            taken_back: true,
        };
        outbox::enqueue(&mut script, id, version, &[Outgoing::Board, hand])?;
    } else if version > expected_version {
        let moved = Outgoing::Moved {
            from: expected_version,
            to: version,
            missed: missed_deadlines,
        };
        outbox::enqueue(&mut script, id, version, &[Outgoing::Board, moved])?;
    }
    script.add("RELEASE move");
    returned.extend(script.run(&mut *conn).await?);
    Ok(Appended {
        version,
        next_deadline: if actions.is_empty() {
            None
        } else {
            timers::next_deadline(&returned)?
        },
        missed_deadlines,
    })
}
