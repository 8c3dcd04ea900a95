//! Seats changing hands in a game being played: a player leaving (the program takes the seat),
//! the host or a server admin giving a seat to another member, the votes to hand an absent seat
//! to the program or to abandon the game, and the program playing the seats it holds.
//!
//! A seat keeps its cards and palaces whoever plays it: only its owner changes.

use super::{Mover, TableError, Tables, cached, commit, expect_active, state_of};
use crate::engine::{Game, Seat};
use crate::store::{GameId, GameStatus, Motion, SeatRow};
use crate::table::Acted;

/// The most moves the program makes in one go: far more than any game's tail, so reaching it
/// means an engine whose default moves loop.
const MAX_PROGRAM_MOVES: usize = 10_000;

/// A vote counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tally {
    pub motion: Motion,
    pub votes: u32,
    /// The votes that carry it: more than half of the seats that may vote.
    pub needed: u32,
    /// Whether this vote carried it (the seat is the program's now, or the game is over).
    pub carried: bool,
}

/// What leaving a game in play did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Left {
    /// The seats the program plays from now on.
    pub seats: Vec<Seat>,
    /// Nobody was left to play: the game is abandoned.
    pub abandoned: bool,
}

/// More than half of `n`.
fn majority(n: usize) -> u32 {
    (n / 2 + 1) as u32
}

/// The seats a member plays.
fn owned(seats: &[SeatRow]) -> impl Iterator<Item = &SeatRow> {
    seats.iter().filter(|s| s.owner.is_some())
}

impl<G: Game> Tables<G> {
    /// `user` votes for `motion`. To hand a seat to the program, it must have missed the
    /// game's `absent_after` deadlines in a row, and only the other players vote; to abandon,
    /// every player votes. More than half of those who may vote carry it.
    pub async fn vote(&self, id: GameId, user: u64, motion: Motion) -> Result<Tally, TableError> {
        self.with_game(id, async |store, slot| {
            let c = cached(slot)?;
            expect_active(c)?;
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
            let voter = super::seats_of(&c.seats, user)
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
            if carried {
                *slot = None; // the seat or the status changed: reloaded on next use
            }
            Ok(Tally {
                motion,
                votes,
                needed,
                carried,
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
            let c = cached(slot)?;
            expect_active(c)?;
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
            Ok(row.owner)
        })
        .await
    }

    /// `user` leaves a game in play: the program plays their seats from now on, and if they
    /// were the host, the next player seated becomes the host. When no player would be left,
    /// the game is abandoned instead.
    pub async fn leave_play(&self, id: GameId, user: u64) -> Result<Left, TableError> {
        self.with_game(id, async |store, slot| {
            let c = cached(slot)?;
            expect_active(c)?;
            let seats: Vec<Seat> = super::seats_of(&c.seats, user).collect();
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
            *slot = None;
            Ok(Left {
                seats,
                abandoned: false,
            })
        })
        .await
    }

    /// Plays the engine's default move for every seat the program holds while one of them is
    /// to act, each move stored like a player's. Returns the moves, in order.
    pub async fn play_program(&self, id: GameId) -> Result<Vec<Acted<G>>, TableError> {
        self.with_game(id, async |store, slot| {
            let mut moves = Vec::new();
            while moves.len() < MAX_PROGRAM_MOVES {
                let c = cached(slot)?;
                if c.game.status != GameStatus::Active {
                    break;
                }
                let state = state_of(c)?;
                let program = state
                    .to_act()
                    .iter()
                    .find(|s| c.seats.get(s.index()).is_some_and(|r| r.owner.is_none()));
                let Some(seat) = program else { break };
                let Some(action) = state.default_action(seat) else {
                    break;
                };
                let now = self.clock().now_ms();
                let (acted, _) = commit(store, slot, seat, &action, now, Mover::Program).await?;
                moves.push(acted);
            }
            if moves.len() == MAX_PROGRAM_MOVES {
                tracing::error!(game = %id, "the program's default moves do not end");
            }
            Ok(moves)
        })
        .await
    }

    /// The seats that have voted for `motion`.
    pub async fn votes(&self, id: GameId, motion: Motion) -> Result<Vec<Seat>, TableError> {
        let voters = self.store().votes(id, motion).await?;
        Ok(voters.into_iter().map(Seat).collect())
    }
}
