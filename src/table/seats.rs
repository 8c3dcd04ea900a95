//! Seats changing hands in a game being played: a player leaving (the program takes the seat),
//! the host or a server admin giving a seat to another member, the votes to hand an absent seat
//! to the program or to abandon the game. A seat handed to the program that is to act is
//! played at once, under the same lock, as part of the hand-over.
//!
//! A seat keeps its cards and palaces whoever plays it: only its owner changes.

use super::cache::{Slot, cached, reload, state_of};
use super::moves::program_moves;
use super::{Moved, TableError, Tables};
use crate::engine::{Heuristic, Seat};
use crate::schedule;
use crate::store::{GameId, Motion, SeatRow, Store};

/// A vote counted.
#[derive(Debug, Clone)]
pub struct Tally<G: Heuristic> {
    pub motion: Motion,
    pub votes: u32,
    /// The votes that carry it: more than half of the seats that may vote.
    pub needed: u32,
    /// Whether this vote carried it (the seat is the program's now, or the game is over).
    pub carried: bool,
    /// The program's moves for the seat it was handed, if it was to act.
    pub moved: Option<Moved<G>>,
}

/// What leaving a game in play did.
#[derive(Debug, Clone)]
pub struct Left<G: Heuristic> {
    /// The seats the program plays from now on.
    pub seats: Vec<Seat>,
    /// Nobody was left to play: the game is abandoned.
    pub abandoned: bool,
    /// The program's moves for the seats it took, if one was to act.
    pub moved: Option<Moved<G>>,
}

/// More than half of `n`.
fn majority(n: usize) -> u32 {
    (n / 2 + 1) as u32
}

/// The seats a member plays.
fn owned(seats: &[SeatRow]) -> impl Iterator<Item = &SeatRow> {
    seats.iter().filter(|s| s.owner.is_some())
}

impl<G: Heuristic> Tables<G> {
    /// `user` votes for `motion`. To hand a seat to the program, it must have missed the
    /// game's `absent_after` deadlines in a row, and only the other players vote; to abandon,
    /// every player votes. More than half of those who may vote carry it.
    pub async fn vote(
        &self,
        id: GameId,
        user: u64,
        motion: Motion,
    ) -> Result<Tally<G>, TableError> {
        self.with_game(id, async |store, slot| {
            let c = &cached(slot)?.rows;
            c.expect_active()?;
            let electorate: Vec<u8> = match motion {
                Motion::Absent(target) => {
                    let row = c
                        .seats
                        .get(target as usize)
                        .ok_or(TableError::NoSuchSeat(target))?;
                    let owner = row.owner.ok_or(TableError::ProgramSeat(target))?;
                    if owner == user {
                        return Err(TableError::OwnSeat);
                    }
                    let needed = c.settings.absent_after;
                    if row.missed_deadlines < needed {
                        return Err(TableError::NotAbsent {
                            missed: row.missed_deadlines,
                            needed,
                        });
                    }
                    owned(&c.seats)
                        .filter(|s| s.owner != Some(owner))
                        .map(|s| s.seat)
                        .collect()
                }
                Motion::Abandon => owned(&c.seats).map(|s| s.seat).collect(),
            };
            let voter = super::snapshot::seats_of(&c.seats, user)
                .find(|s| electorate.contains(&s.0))
                .ok_or(TableError::NotSeated)?;
            let needed = majority(electorate.len());
            let counted = store.vote(id, motion, voter.0, &electorate, needed).await;
            let (votes, carried) = match counted {
                Ok(counted) => counted,
                Err(e) => {
                    *slot = None;
                    return Err(e.into());
                }
            };
            let moved = if carried {
                // The seat or the status changed.
                let handed: &[Seat] = match motion {
                    Motion::Absent(seat) => &[Seat(seat)],
                    Motion::Abandon => &[],
                };
                self.after_hand_over(store, id, slot, handed).await?
            } else {
                None
            };
            Ok(Tally {
                motion,
                votes,
                needed,
                carried,
                moved,
            })
        })
        .await
    }

    /// The host, or a server admin (`by_admin`), gives `seat` to `member`, who must not be
    /// seated already. Returns the seat's previous owner (`None`: the program).
    pub async fn replace(
        &self,
        id: GameId,
        by: u64,
        by_admin: bool,
        seat: Seat,
        member: u64,
    ) -> Result<Option<u64>, TableError> {
        self.with_game(id, async |store, slot| {
            let c = &cached(slot)?.rows;
            c.expect_active()?;
            if c.game.host != by && !by_admin {
                return Err(TableError::NotHostOrAdmin);
            }
            let row = *c
                .seats
                .get(seat.index())
                .ok_or(TableError::NoSuchSeat(seat.0))?;
            if c.seats.iter().any(|s| s.owner == Some(member)) {
                return Err(TableError::MemberSeated);
            }
            // The host's role goes with the host's seat.
            let host = (row.owner == Some(c.game.host)).then_some(member);
            let handed = store.hand_over(id, seat.0, Some(member), host).await;
            *slot = None;
            handed?;
            reload::<G>(store, id, slot).await?;
            self.restart_timers(store, slot, &[seat]).await?;
            Ok(row.owner)
        })
        .await
    }

    /// `user` leaves a game in play: the program plays their seats from now on, and if they
    /// were the host, the next player seated becomes the host. When no player would be left,
    /// the game is abandoned instead.
    pub async fn leave_play(&self, id: GameId, user: u64) -> Result<Left<G>, TableError> {
        self.with_game(id, async |store, slot| {
            let c = &cached(slot)?.rows;
            c.expect_active()?;
            let seats: Vec<Seat> = super::snapshot::seats_of(&c.seats, user).collect();
            if seats.is_empty() {
                return Err(TableError::NotSeated);
            }
            let heir = owned(&c.seats).find_map(|s| s.owner.filter(|o| *o != user));
            let Some(heir) = heir else {
                let cancelled = store.cancel(id).await;
                *slot = None;
                cancelled?;
                return Ok(Left {
                    seats,
                    abandoned: true,
                    moved: None,
                });
            };
            let host = (c.game.host == user).then_some(heir);
            for (i, seat) in seats.iter().enumerate() {
                let handed = store
                    .hand_over(id, seat.0, None, if i == 0 { host } else { None })
                    .await;
                if let Err(e) = handed {
                    *slot = None;
                    return Err(e.into());
                }
            }
            let moved = self.after_hand_over(store, id, slot, &seats).await?;
            Ok(Left {
                seats,
                abandoned: false,
                moved,
            })
        })
        .await
    }

    /// The game reloaded after `handed` changed hands, and the program's moves if a seat it
    /// now holds is to act and decides at once; else the handed seats' timers start afresh
    /// for their new owner (a person's reminders, or the program's turn to think).
    async fn after_hand_over(
        &self,
        store: &Store,
        id: GameId,
        slot: &mut Slot,
        handed: &[Seat],
    ) -> Result<Option<Moved<G>>, TableError> {
        reload::<G>(store, id, slot).await?;
        if cached(slot)?.rows.expect_active().is_err() {
            return Ok(None);
        }
        let moved = program_moves::<G>(store, slot, self.clock().now_ms()).await?;
        if moved.is_none() {
            self.restart_timers(store, slot, handed).await?;
        }
        Ok(moved)
    }

    /// The timers of `seats`, if they are to act, start afresh as if they had just begun
    /// waiting; the other seats keep theirs.
    async fn restart_timers(
        &self,
        store: &Store,
        slot: &mut Slot,
        seats: &[Seat],
    ) -> Result<(), TableError> {
        let (c, live) = cached(slot)?.live::<G>()?;
        if c.game.status != crate::store::GameStatus::Active {
            return Ok(());
        }
        let state = state_of(c, live)?;
        let (awaited, answering) = (state.awaited(), state.answering());
        let waiting = awaited.iter().filter(|s| !seats.contains(s)).collect();
        let now = self.clock().now_ms();
        let rearm = schedule::rearm(
            &c.settings,
            now,
            waiting,
            None,
            awaited,
            answering,
            |s| c.has_owner(s),
            &c.personal,
        );
        match store.rearm(c.game.id, &rearm).await {
            Ok(next) => c.game.next_deadline = next,
            Err(e) => {
                *slot = None;
                return Err(e.into());
            }
        }
        Ok(())
    }

    /// The seats that have voted for `motion`.
    pub async fn votes(&self, id: GameId, motion: Motion) -> Result<Vec<Seat>, TableError> {
        let voters = self.store().votes(id, motion).await?;
        Ok(voters.into_iter().map(Seat).collect())
    }
}
