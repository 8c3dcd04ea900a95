//! The outbox: what an accepted change must still say on Discord, written in the change's own
//! transaction ([`enqueue_in`]) and deleted once the Discord layer has sent it.
//!
//! A row says *what* to send, not the message itself: the game's record holds everything the
//! message is rendered from, so the store stays below the Discord layer and a message rendered
//! again after a crash is the same message.

use serde::{Deserialize, Serialize};
use sqlx::{AnyConnection, Row};

use super::script::Script;
use super::{GameId, Store, StoreError, now_ms, sql};

/// What an outbox row asks the Discord layer to send.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Outgoing {
    /// The game's board (or lobby) edited to show the game as it stands when the edit is made.
    /// One per game at a time: a newer change raises the row's version.
    Board,
    /// What followed the move from version `from` to `to`: the hands that changed, a ping for
    /// the seat to act, the final scores. `missed` is set when the move was a missed deadline's
    /// (how many in a row the seat has missed), for the notice that says so.
    Moved {
        from: i64,
        to: i64,
        missed: Option<u32>,
    },
    /// A game that started: every hand, and a ping for the first to act.
    Started,
    /// A reminder to the owner of `seat`, waiting since `waiting_since` when it fired `at`,
    /// with the deadline if one is armed (times by the table's clock).
    Reminder {
        seat: u8,
        waiting_since: i64,
        at: i64,
        deadline: Option<i64>,
    },
    /// The hand of `seat`: for its new owner, or (`taken_back`) after its player took an
    /// action back, if that changed the hand.
    Hand {
        seat: u8,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        taken_back: bool,
    },
}

impl Outgoing {
    fn kind(self) -> &'static str {
        match self {
            Outgoing::Board => "board",
            Outgoing::Moved { .. } => "moved",
            Outgoing::Started => "started",
            Outgoing::Reminder { .. } => "reminder",
            Outgoing::Hand { .. } => "hand",
        }
    }
}

/// An outbox row's id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OutboxId(pub i64);

/// A row waiting to be sent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pending {
    pub id: OutboxId,
    pub game: GameId,
    pub what: Outgoing,
    /// The game's version when it was written (a board: the newest version it must show).
    pub version: i64,
    /// How many of the row's messages have been sent.
    pub parts_done: u32,
    /// How many sends have failed so far.
    pub attempts: u32,
    pub due_at: i64,
    pub created_at: i64,
}

/// How full the outbox is: rows waiting, and when the oldest was written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Depth {
    pub rows: i64,
    pub oldest_created_at: Option<i64>,
}

/// How long a board's edit waits before it is sent: long enough for the answer to the click
/// that moved the game, which often shows the new board itself, to go first (the worker then
/// sees the board shown and sends nothing), short enough not to be noticed.
pub const BOARD_GRACE_MS: i64 = 200;

/// Writes `what` for `game` at `version`, due at once (a board after [`BOARD_GRACE_MS`]), as
/// part of the caller's script.
pub(super) fn enqueue(
    script: &mut Script<'_>,
    game: GameId,
    version: i64,
    what: &[Outgoing],
) -> Result<(), StoreError> {
    if what.is_empty() {
        return Ok(());
    }
    let now = now_ms();
    // One statement for every row: a script's statements each cost a hand-off back from
    // `SQLite`'s thread. A board already waiting shows the newest version when it is sent:
    // it is raised, not queued twice. (`CASE`, as the two databases name the larger of two
    // values differently.)
    let rows = vec!["(?, ?, ?, ?, ?, ?)"; what.len()].join(", ");
    script.add(&format!(
        "INSERT INTO outbox (game_id, kind, what, version, due_at, created_at) VALUES {rows} \
         ON CONFLICT (game_id) WHERE kind = 'board' \
         DO UPDATE SET \
         version = CASE WHEN excluded.version > outbox.version \
             THEN excluded.version ELSE outbox.version END, \
         due_at = CASE WHEN excluded.due_at < outbox.due_at \
             THEN excluded.due_at ELSE outbox.due_at END"
    ));
    for w in what {
        let json = serde_json::to_string(w).map_err(|e| StoreError::Corrupt(e.to_string()))?;
        script
            .bind(game.0)
            .bind(w.kind())
            .bind(json)
            .bind(version)
            .bind(match w {
                Outgoing::Board => now + BOARD_GRACE_MS,
                _ => now,
            })
            .bind(now);
    }
    Ok(())
}

/// [`enqueue`], run at once inside the caller's transaction.
pub(super) async fn enqueue_in(
    conn: &mut AnyConnection,
    game: GameId,
    version: i64,
    what: &[Outgoing],
) -> Result<(), StoreError> {
    let mut script = Script::new();
    enqueue(&mut script, game, version, what)?;
    script.run(conn).await?;
    Ok(())
}

/// [`enqueue_in`] at the game's version as the caller's transaction has it (for what a change
/// says that does not move the game on: a hand-over, a carried vote, a board shown again).
pub(super) async fn enqueue_at_current_in(
    conn: &mut AnyConnection,
    game: GameId,
    what: &[Outgoing],
) -> Result<(), StoreError> {
    let version: Option<i64> =
        sqlx::query_scalar(sql(conn, "SELECT version FROM games WHERE id = ?"))
            .bind(game.0)
            .fetch_optional(&mut *conn)
            .await?;
    let version = version.ok_or(StoreError::NotFound(game))?;
    enqueue_in(conn, game, version, what).await
}

impl Store {
    /// Resolves when a commit has written to the outbox since the last call returned (one
    /// waiter: the outbox's worker).
    pub async fn outbox_written(&self) {
        self.outbox.notified().await;
    }

    /// After a commit that wrote to the outbox: wakes its worker.
    pub(super) fn wrote_outbox(&self) {
        self.outbox.notify_one();
        self.changed.send_modify(|n| *n = n.wrapping_add(1));
    }

    /// Makes the edit of `game`'s board, if one waits out its [`BOARD_GRACE_MS`], due at once:
    /// the click that moved the game was answered away from the board (in a picker, in a DM), so
    /// no answer shows the new board and the grace would only keep it from the channel.
    ///
    /// Most such clicks (a picker's page, an offer being built) moved nothing: a read, which
    /// waits for no writer, finds that first.
    pub async fn board_due_now(&self, game: GameId) -> Result<(), StoreError> {
        const WAITING: &str =
            "SELECT count(*) FROM outbox WHERE game_id = ? AND kind = 'board' AND due_at > ?";
        let now = now_ms();
        let waiting: i64 = sqlx::query_scalar(self.sql(WAITING))
            .bind(game.0)
            .bind(now)
            .fetch_one(self.pool())
            .await?;
        if waiting == 0 {
            return Ok(());
        }
        let mut tx = self.write().await?;
        let hurried = sqlx::query(sql(
            &tx,
            "UPDATE outbox SET due_at = ? WHERE game_id = ? AND kind = 'board' AND due_at > ?",
        ))
        .bind(now)
        .bind(game.0)
        .bind(now)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        tx.commit().await?;
        if hurried > 0 {
            self.outbox.notify_one();
        }
        Ok(())
    }

    /// Writes `what` for `game` at its current version, in a transaction of its own (for what
    /// no change of the game's causes: a board shown again on request).
    pub async fn enqueue(&self, game: GameId, what: &[Outgoing]) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        enqueue_at_current_in(&mut tx, game, what).await?;
        tx.commit().await?;
        self.wrote_outbox();
        Ok(())
    }

    /// Up to `limit` rows due by `now`, oldest first, of the games this process serves.
    pub async fn due_outbox(&self, now: i64, limit: i64) -> Result<Vec<Pending>, StoreError> {
        let rows = sqlx::query(self.sql(&format!(
            "SELECT o.id, o.game_id, o.what, o.version, o.parts_done, o.attempts, o.due_at, \
             o.created_at FROM outbox o JOIN games g ON g.id = o.game_id \
             WHERE o.due_at <= ? AND {} ORDER BY o.id LIMIT ?",
            self.own_games()
        )))
        .bind(now)
        .bind(limit)
        .fetch_all(&self.readers)
        .await?;
        rows.iter()
            .map(|r| {
                let what: String = r.try_get("what")?;
                Ok(Pending {
                    id: OutboxId(r.try_get("id")?),
                    game: GameId(r.try_get("game_id")?),
                    what: serde_json::from_str(&what)
                        .map_err(|e| StoreError::Corrupt(format!("outbox row: {e}")))?,
                    version: r.try_get("version")?,
                    parts_done: r.try_get::<i64, _>("parts_done")? as u32,
                    attempts: r.try_get::<i64, _>("attempts")? as u32,
                    due_at: r.try_get("due_at")?,
                    created_at: r.try_get("created_at")?,
                })
            })
            .collect()
    }

    /// Every row of `game`, sent or not yet due, oldest first (for tests and tools).
    pub async fn outbox_of(&self, game: GameId) -> Result<Vec<Pending>, StoreError> {
        let all = self.due_outbox(i64::MAX, i64::MAX).await?;
        Ok(all.into_iter().filter(|p| p.game == game).collect())
    }

    /// When the next row of the games this process serves falls due, if any is waiting.
    pub async fn next_outbox_due(&self) -> Result<Option<i64>, StoreError> {
        Ok(sqlx::query_scalar(self.sql(&format!(
            "SELECT min(o.due_at) FROM outbox o JOIN games g ON g.id = o.game_id WHERE {}",
            self.own_games()
        )))
        .fetch_one(&self.readers)
        .await?)
    }

    /// How many rows of the games this process serves wait, and the age of the oldest.
    pub async fn outbox_depth(&self) -> Result<Depth, StoreError> {
        let row = sqlx::query(self.sql(&format!(
            "SELECT count(*) AS n, min(o.created_at) AS oldest \
             FROM outbox o JOIN games g ON g.id = o.game_id WHERE {}",
            self.own_games()
        )))
        .fetch_one(&self.readers)
        .await?;
        Ok(Depth {
            rows: row.try_get("n")?,
            oldest_created_at: row.try_get("oldest")?,
        })
    }

    /// The row's first `parts_done` messages are sent.
    pub async fn outbox_progress(&self, id: OutboxId, parts_done: u32) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        sqlx::query(sql(&tx, "UPDATE outbox SET parts_done = ? WHERE id = ?"))
            .bind(i64::from(parts_done))
            .bind(id.0)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// The row is sent: deleted, unless it is a board raised past `shown` meanwhile (a newer
    /// move), which must be painted again.
    pub async fn outbox_sent(&self, id: OutboxId, shown: i64) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        sqlx::query(sql(&tx, "DELETE FROM outbox WHERE id = ? AND version <= ?"))
            .bind(id.0)
            .bind(shown)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// Sending the row failed for now: it is tried again at `due_at`.
    pub async fn outbox_retry(&self, id: OutboxId, due_at: i64) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        sqlx::query(sql(
            &tx,
            "UPDATE outbox SET attempts = attempts + 1, due_at = ? WHERE id = ?",
        ))
        .bind(due_at)
        .bind(id.0)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::Outgoing;

    #[test]
    fn a_hand_row_reads_back_as_written_and_rows_from_before_take_backs_are_for_new_owners() {
        for what in [
            Outgoing::Hand {
                seat: 2,
                taken_back: true,
            },
            Outgoing::Hand {
                seat: 2,
                taken_back: false,
            },
        ] {
            let json = serde_json::to_string(&what).unwrap();
            assert_eq!(serde_json::from_str::<Outgoing>(&json).unwrap(), what);
        }
        let old: Outgoing = serde_json::from_str(r#"{"kind":"hand","seat":3}"#).unwrap();
        assert_eq!(
            old,
            Outgoing::Hand {
                seat: 3,
                taken_back: false
            }
        );
    }
}
