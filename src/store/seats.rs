//! Seats changing hands during play, and the votes that decide it: a seat handed to the program
//! or to another member, a seat whose owner is back, a vote to hand an absent seat over or to
//! abandon the game.
//!
//! Who may vote and how many votes carry a motion is the table service's to decide (it knows
//! the seats); here a vote is stored, counted and, once carried, acted on in one transaction.

use std::fmt;

use sqlx::AnyConnection;

use super::script::Script;
use super::{
    GameId, GameStatus, Outgoing, Store, StoreError, expect_status, now_ms, sql, timers, touch,
};

/// What a vote is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Motion {
    /// Hand this absent seat to the program.
    Absent(u8),
    /// End the game unfinished.
    Abandon,
}

impl fmt::Display for Motion {
    /// The key stored in `votes.motion`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Motion::Absent(seat) => write!(f, "absent:{seat}"),
            Motion::Abandon => f.write_str("abandon"),
        }
    }
}

impl Store {
    /// Records `voter`'s vote for `motion` in a game in play (a second vote of the same seat
    /// counts once) and counts the votes of the seats in `electorate`. When they reach
    /// `needed`, the motion is carried in the same transaction: the absent seat passes to the
    /// program, or the game is cancelled. Returns the votes counted and whether it carried.
    pub async fn vote(
        &self,
        id: GameId,
        motion: Motion,
        voter: u8,
        electorate: &[u8],
        needed: u32,
    ) -> Result<(u32, bool), StoreError> {
        let mut tx = self.write().await?;
        expect_status(&mut tx, id, GameStatus::Active).await?;
        let key = motion.to_string();
        sqlx::query(sql(
            &tx,
            "INSERT INTO votes (game_id, motion, voter, created_at) VALUES (?, ?, ?, ?) \
             ON CONFLICT DO NOTHING",
        ))
        .bind(id.0)
        .bind(&key)
        .bind(i64::from(voter))
        .bind(now_ms())
        .execute(&mut *tx)
        .await?;
        let voters: Vec<i64> = sqlx::query_scalar(sql(
            &tx,
            "SELECT voter FROM votes WHERE game_id = ? AND motion = ?",
        ))
        .bind(id.0)
        .bind(&key)
        .fetch_all(&mut *tx)
        .await?;
        let votes = voters
            .iter()
            .filter(|v| electorate.iter().any(|e| i64::from(*e) == **v))
            .count() as u32;
        let carried = votes >= needed;
        if carried {
            match motion {
                Motion::Absent(seat) => set_owner_in(&mut tx, id, seat, None).await?,
                Motion::Abandon => {
                    sqlx::query(sql(
                        &tx,
                        "UPDATE games SET status = 'cancelled', next_deadline = NULL, \
                         updated_at = ? WHERE id = ?",
                    ))
                    .bind(now_ms())
                    .bind(id.0)
                    .execute(&mut *tx)
                    .await?;
                    timers::drop_all_in(&mut tx, id).await?;
                    clear_votes_in(&mut tx, id, None).await?;
                }
            }
            super::outbox::enqueue_at_current_in(&mut tx, id, &[Outgoing::Board]).await?;
        }
        touch(&mut tx, id).await?;
        tx.commit().await?;
        if carried {
            self.wrote_outbox();
        }
        Ok((votes, carried))
    }

    /// The seats that have voted for `motion`.
    pub async fn votes(&self, id: GameId, motion: Motion) -> Result<Vec<u8>, StoreError> {
        let voters: Vec<i64> = sqlx::query_scalar(
            self.sql("SELECT voter FROM votes WHERE game_id = ? AND motion = ? ORDER BY voter"),
        )
        .bind(id.0)
        .bind(motion.to_string())
        .fetch_all(self.pool())
        .await?;
        voters.into_iter().map(super::seat_number).collect()
    }

    /// Gives a seat of a game in play to `owner` (`None`: the program), and the host's role to
    /// `host` if given. The seat keeps its place in the game; its missed deadlines, its
    /// closed-DM mark and the votes by it and about it start afresh.
    pub async fn hand_over(
        &self,
        id: GameId,
        seat: u8,
        owner: Option<u64>,
        host: Option<u64>,
    ) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        expect_status(&mut tx, id, GameStatus::Active).await?;
        set_owner_in(&mut tx, id, seat, owner).await?;
        // What the seat's last owner did is not the new owner's to take back.
        sqlx::query(sql(
            &tx,
            "UPDATE games SET take_back_seat = NULL WHERE id = ? AND take_back_seat = ?",
        ))
        .bind(id.0)
        .bind(i64::from(seat))
        .execute(&mut *tx)
        .await?;
        if let Some(host) = host {
            sqlx::query(sql(&tx, "UPDATE games SET host_user_id = ? WHERE id = ?"))
                .bind(host as i64)
                .bind(id.0)
                .execute(&mut *tx)
                .await?;
        }
        touch(&mut tx, id).await?;
        let mut what = vec![Outgoing::Board];
        if owner.is_some() {
            what.push(Outgoing::Hand {
                seat,
                taken_back: false,
            });
        }
        super::outbox::enqueue_at_current_in(&mut tx, id, &what).await?;
        tx.commit().await?;
        self.wrote_outbox();
        Ok(())
    }
}

async fn set_owner_in(
    conn: &mut AnyConnection,
    id: GameId,
    seat: u8,
    owner: Option<u64>,
) -> Result<(), StoreError> {
    let changed = sqlx::query(sql(
        conn,
        "UPDATE seats SET user_id = ?, computer = NULL, dm_ok = 1, missed_deadlines = 0 \
         WHERE game_id = ? AND seat = ?",
    ))
    .bind(owner.map(|u| u as i64))
    .bind(id.0)
    .bind(i64::from(seat))
    .execute(&mut *conn)
    .await?;
    if changed.rows_affected() == 0 {
        return Err(StoreError::NoSuchSeat { id, seat });
    }
    sqlx::query(sql(
        conn,
        "DELETE FROM votes WHERE game_id = ? AND (motion = ? OR voter = ?)",
    ))
    .bind(id.0)
    .bind(Motion::Absent(seat).to_string())
    .bind(i64::from(seat))
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// The seat's owner moved themselves: it is not absent any more.
pub(super) fn present(script: &mut Script<'_>, id: GameId, seat: u8) {
    script
        .add(
            "UPDATE seats SET missed_deadlines = 0 \
             WHERE game_id = ? AND seat = ? AND missed_deadlines > 0",
        )
        .bind(id.0)
        .bind(i64::from(seat));
    clear_votes(script, id, Some(Motion::Absent(seat)));
}

/// Deletes the votes for `motion`, or every vote of the game.
pub(super) fn clear_votes(script: &mut Script<'_>, id: GameId, motion: Option<Motion>) {
    match motion {
        Some(m) => script
            .add("DELETE FROM votes WHERE game_id = ? AND motion = ?")
            .bind(id.0)
            .bind(m.to_string()),
        None => script.add("DELETE FROM votes WHERE game_id = ?").bind(id.0),
    };
}

/// [`clear_votes`], run at once.
pub(super) async fn clear_votes_in(
    conn: &mut AnyConnection,
    id: GameId,
    motion: Option<Motion>,
) -> Result<(), StoreError> {
    let mut script = Script::new();
    clear_votes(&mut script, id, motion);
    script.run(conn).await?;
    Ok(())
}
