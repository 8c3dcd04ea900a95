//! The table service: one writer per game.
//!
//! Every operation on a game takes that game's lock, so actions on one game apply one at a time
//! (in the order they arrive) while different games proceed in parallel. An action is applied
//! to a copy of the cached state, stored with [`Store::append`] (one transaction, guarded by the
//! version), and only once that has committed does the cache move on: the cache never holds
//! anything the database does not.
//!
//! The cache is only a cache: [`Tables::forget`] drops a game's entry, and the next operation
//! reloads it from SQLite, as after a restart. If a stored snapshot cannot be read (say the
//! engine's state format changed), the game is rebuilt from its log, which is the truth.
//!
//! Every start and every accepted action re-arms the game's timers ([`schedule::rearm`]) in the
//! same transaction, whoever made it: a player, a program seat, or a missed deadline
//! ([`Tables::fire`]).

mod rematch;
mod seats;

pub use rematch::Rematched;
pub use seats::{Left, Tally};

use std::collections::HashMap;
use std::sync::{Arc, Mutex as StdMutex, MutexGuard};

use tokio::sync::Mutex;
use tracing::warn;

use crate::clock::Clock;
use crate::engine::record::{Record, SeatInfo, Step};
use crate::engine::{Game, Outcome, Seat};
use crate::schedule::{self, Settings, SettingsError};
use crate::store::{
    Append, AppendTimers, Claim, GameId, GameRow, GameStatus, Placing, Rearm, SeatRow, Store,
    StoreError, StoredAction, Timer, TimerId, TimerKind, now_ms,
};

/// Why the table refused, in words for the player who clicked.
#[derive(Debug, thiserror::Error)]
pub enum TableError {
    #[error("there is no such game")]
    NotFound,
    #[error("you are not seated at this game")]
    NotSeated,
    #[error("only the host can do that")]
    NotHost,
    #[error("this game has left its lobby")]
    NotInLobby,
    #[error("you already have a seat at this game")]
    AlreadySeated,
    #[error("the table is full")]
    Full,
    #[error("at least {min} players are needed to start")]
    NotEnoughPlayers { min: u8 },
    #[error("the host cannot leave; they cancel the game instead")]
    HostCannotLeave,
    #[error("this game is not being played")]
    NotActive,
    #[error("this game is over")]
    Finished,
    #[error("there is no seat {}", .0 + 1)]
    NoSuchSeat(u8),
    #[error("seat {} is already played by the program", .0 + 1)]
    ProgramSeat(u8),
    #[error("you cannot vote on your own seat")]
    OwnSeat,
    #[error(
        "that seat has missed {missed} deadline{} in a row; the others may vote it to the \
         program after {needed}",
        if *missed == 1 { "" } else { "s" }
    )]
    NotAbsent { missed: u32, needed: u32 },
    #[error("only the host or a server admin can give a seat to someone else")]
    NotHostOrAdmin,
    #[error("they already have a seat at this game")]
    MemberSeated,
    #[error("this rematch is for the players of the game before")]
    NotInvited,
    #[error("the board has moved on; play from the current board")]
    Stale { current: i64 },
    /// The pace asked for is refused; the message says why.
    #[error("{0}")]
    Settings(#[from] SettingsError),
    /// The engine refused the action; its message says which rule.
    #[error("{0}")]
    Rule(String),
    /// The stored game does not add up (unreadable JSON, a log that does not replay to the
    /// snapshot). Log it; the player can only be told something went wrong.
    #[error("this game's records are damaged: {0}")]
    Corrupt(String),
    #[error("the game could not be saved or loaded; try again")]
    Store(#[source] StoreError),
}

/// The store's refusals become the player's; its failures stay [`TableError::Store`].
impl From<StoreError> for TableError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::NotFound(_) => TableError::NotFound,
            StoreError::WrongStatus { status, .. } => match status {
                GameStatus::Lobby => TableError::NotActive,
                GameStatus::Active => TableError::NotInLobby,
                GameStatus::Finished => TableError::Finished,
                GameStatus::Cancelled => TableError::NotActive,
            },
            StoreError::AlreadySeated { .. } => TableError::AlreadySeated,
            StoreError::NotSeated(_) | StoreError::NoSuchSeat { .. } => TableError::NotSeated,
            StoreError::Full { .. } => TableError::Full,
            StoreError::HostCannotLeave(_) => TableError::HostCannotLeave,
            StoreError::Conflict { current, .. } => TableError::Stale { current },
            e => TableError::Store(e),
        }
    }
}

/// A game as the table sees it now.
#[derive(Debug, Clone)]
pub struct Snapshot<G: Game> {
    /// The game's row; its `state_json` is not kept (`state` is the state, parsed).
    pub game: GameRow,
    pub seats: Vec<SeatRow>,
    /// The engine state; `None` in the lobby (and for a game cancelled there).
    pub state: Option<G>,
    /// The game's pace: reminders and deadline.
    pub settings: Settings,
}

impl<G: Game> Snapshot<G> {
    /// The seats `user` owns, in seat order.
    pub fn seats_of(&self, user: u64) -> impl Iterator<Item = Seat> + '_ {
        seats_of(&self.seats, user)
    }

    /// The owner of `seat`; `None` for a seat the program plays or one that does not exist.
    pub fn owner(&self, seat: Seat) -> Option<u64> {
        self.seats.get(seat.index()).and_then(|s| s.owner)
    }
}

/// An accepted, stored action.
#[derive(Debug, Clone)]
pub struct Acted<G: Game> {
    /// The seat that acted.
    pub seat: Seat,
    /// What happened, for the log and the messages.
    pub events: Vec<G::Event>,
    /// The game's version now (the seq of this action).
    pub version: i64,
    /// The state after the action.
    pub state: G,
    /// Whether this action ended the game.
    pub finished: bool,
}

/// What a due timer did ([`Tables::fire`]).
#[derive(Debug, Clone)]
pub enum Fired<G: Game> {
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
    /// The seat missed its deadline: its default action was played and stored like any other.
    DeadlineMissed {
        /// The state before the action.
        before: Box<G>,
        acted: Acted<G>,
        /// How many deadlines the seat has missed now.
        missed: u32,
    },
    /// Nothing to do: the timer was obsolete (and is dropped), not due yet, or fired already.
    Nothing(Claim),
}

/// The table service for one game `G`. Cheap to clone: clones share the cache and the locks.
pub struct Tables<G: Game> {
    inner: Arc<Inner<G>>,
}

impl<G: Game> Clone for Tables<G> {
    fn clone(&self) -> Self {
        Tables {
            inner: self.inner.clone(),
        }
    }
}

struct Inner<G: Game> {
    store: Store,
    /// The time timers are armed and fired by.
    clock: Clock,
    /// One lock per game. The map's own lock is held only to find or insert an entry, never
    /// across an `.await`.
    slots: StdMutex<HashMap<GameId, Arc<Mutex<Slot<G>>>>>,
}

/// A game's cache entry: `None` until loaded (and after [`Tables::forget`] or a failed write).
type Slot<G> = Option<Cached<G>>;

struct Cached<G: Game> {
    /// The game's row, without its state's JSON (`state` holds it, parsed).
    game: GameRow,
    seats: Vec<SeatRow>,
    state: Option<G>,
    settings: Settings,
}

/// Who is acting: a user (whose seat is looked up) or a seat directly.
#[derive(Clone, Copy)]
enum Actor {
    User(u64),
    Seat(Seat),
}

impl<G: Game> Tables<G> {
    /// The table service on the system clock.
    pub fn new(store: Store) -> Self {
        Tables::with_clock(store, Clock::system())
    }

    /// The table service arming timers by `clock`.
    pub fn with_clock(store: Store, clock: Clock) -> Self {
        Tables {
            inner: Arc::new(Inner {
                store,
                clock,
                slots: StdMutex::new(HashMap::new()),
            }),
        }
    }

    pub fn store(&self) -> &Store {
        &self.inner.store
    }

    pub fn clock(&self) -> &Clock {
        &self.inner.clock
    }

    // ----- lobby -----

    /// A new game of `G` in the lobby, its host in seat 0, at the default pace.
    pub async fn open_lobby(
        &self,
        guild: Option<u64>,
        channel: u64,
        host: u64,
        options: G::Options,
        seed: u64,
    ) -> Result<GameId, TableError> {
        self.open_lobby_with_settings(guild, channel, host, options, Settings::default(), seed)
            .await
    }

    /// A new game of `G` in the lobby at the pace `settings` (refused if absurd).
    pub async fn open_lobby_with_settings(
        &self,
        guild: Option<u64>,
        channel: u64,
        host: u64,
        options: G::Options,
        settings: Settings,
        seed: u64,
    ) -> Result<GameId, TableError> {
        settings.validate()?;
        let options_json = to_json(&options)?;
        let settings_json = to_json(&settings)?;
        let id = self
            .store()
            .create_lobby_with_settings(
                G::NAME,
                guild,
                channel,
                host,
                &options_json,
                &settings_json,
                seed,
            )
            .await?;
        Ok(id)
    }

    /// Seats `user` in the next seat. Returns their seat. A rematch takes only the players
    /// of the game before.
    pub async fn join(&self, id: GameId, user: u64) -> Result<Seat, TableError> {
        self.with_game(id, async |store, slot| {
            let c = cached(slot)?;
            lobby_only(c)?;
            if let Some(old) = c.game.rematch_of {
                let (_, before) = store.load(old).await?.ok_or(TableError::NotFound)?;
                if !before.iter().any(|s| s.owner == Some(user)) {
                    return Err(TableError::NotInvited);
                }
            }
            let seat = store.join(id, user, G::PLAYERS.1).await;
            *slot = None; // reloaded on next use: lobby changes are rare
            Ok(Seat(seat?))
        })
        .await
    }

    /// Takes `user` out of the lobby; later seats move up one. The host cannot leave.
    pub async fn leave(&self, id: GameId, user: u64) -> Result<(), TableError> {
        self.with_game(id, async |store, slot| {
            let c = cached(slot)?;
            lobby_only(c)?;
            if c.game.host == user {
                return Err(TableError::HostCannotLeave);
            }
            let left = store.leave(id, user).await;
            *slot = None;
            Ok(left?)
        })
        .await
    }

    /// Starts the game: only the host may, with `G::PLAYERS.0..=G::PLAYERS.1` seated. The
    /// engine sets it up from the stored options and seed.
    pub async fn start(&self, id: GameId, by_user: u64) -> Result<Snapshot<G>, TableError> {
        self.with_game(id, async |store, slot| {
            let c = cached(slot)?;
            lobby_only(c)?;
            if c.game.host != by_user {
                return Err(TableError::NotHost);
            }
            let (min, max) = G::PLAYERS;
            let players = c.seats.len();
            if players < min as usize {
                return Err(TableError::NotEnoughPlayers { min });
            }
            if players > max as usize {
                return Err(TableError::Full);
            }
            let options: G::Options = from_json(&c.game.options_json, "options")?;
            let state = G::setup(&options, players as u8, c.game.seed)
                .map_err(|e| TableError::Rule(e.to_string()))?;
            let state_json = to_json(&state)?;
            let rearm = first_timers(c, &state, self.clock().now_ms());
            let next_deadline = match store.start_with(id, &state_json, &rearm).await {
                Ok(next) => next,
                Err(e) => {
                    *slot = None;
                    return Err(e.into());
                }
            };
            c.game.status = GameStatus::Active;
            c.game.next_deadline = next_deadline;
            c.game.updated_at = now_ms();
            c.state = Some(state);
            Ok(c.snapshot())
        })
        .await
    }

    /// Cancels the game, in the lobby or in play: host only.
    pub async fn cancel(&self, id: GameId, by_user: u64) -> Result<(), TableError> {
        self.with_game(id, async |store, slot| {
            let c = cached(slot)?;
            if c.game.host != by_user {
                return Err(TableError::NotHost);
            }
            match c.game.status {
                GameStatus::Lobby | GameStatus::Active => {}
                GameStatus::Finished => return Err(TableError::Finished),
                GameStatus::Cancelled => return Err(TableError::NotActive),
            }
            if let Err(e) = store.cancel(id).await {
                *slot = None;
                return Err(e.into());
            }
            c.game.status = GameStatus::Cancelled;
            c.game.next_deadline = None;
            c.game.updated_at = now_ms();
            Ok(())
        })
        .await
    }

    /// Records the message that shows the board.
    pub async fn set_board_message(&self, id: GameId, message_id: u64) -> Result<(), TableError> {
        self.with_game(id, async |store, slot| {
            let c = cached(slot)?;
            if let Err(e) = store.set_board_message(id, message_id).await {
                *slot = None;
                return Err(e.into());
            }
            c.game.board_message_id = Some(message_id);
            Ok(())
        })
        .await
    }

    /// Marks that DMs do not reach `seat`'s owner. True if marked now, false if it already was
    /// (so the channel is told once).
    pub async fn mark_dm_failed(&self, id: GameId, seat: Seat) -> Result<bool, TableError> {
        self.set_dm_ok(id, seat, false).await
    }

    /// Marks that DMs reach `seat`'s owner again. True if they had been marked failed.
    pub async fn mark_dm_ok(&self, id: GameId, seat: Seat) -> Result<bool, TableError> {
        self.set_dm_ok(id, seat, true).await
    }

    async fn set_dm_ok(&self, id: GameId, seat: Seat, ok: bool) -> Result<bool, TableError> {
        self.with_game(id, async |store, slot| {
            let c = cached(slot)?;
            let changed = if ok {
                store.mark_dm_ok(id, seat.0).await
            } else {
                store.mark_dm_failed(id, seat.0).await
            };
            match changed {
                Ok(changed) => {
                    if let Some(s) = c.seats.get_mut(seat.index()) {
                        s.dm_ok = ok;
                    }
                    Ok(changed)
                }
                Err(e) => {
                    *slot = None;
                    Err(e.into())
                }
            }
        })
        .await
    }

    // ----- reading -----

    /// The game as it stands.
    pub async fn view(&self, id: GameId) -> Result<Snapshot<G>, TableError> {
        self.with_game(id, async |_, slot| Ok(cached(slot)?.snapshot()))
            .await
    }

    /// The game's record: options, seats, seed and every stored action, with the result once
    /// the game is over. Seats are named `<@user>` (a Discord mention) or `program`.
    pub async fn record(&self, id: GameId) -> Result<Record<G>, TableError> {
        self.with_game(id, async |store, slot| {
            let c = cached(slot)?;
            let state = c.state.as_ref().ok_or(TableError::NotActive)?;
            let actions = store.actions(id).await?;
            let mut record = record_of::<G>(&c.game, &c.seats, &actions)?;
            if actions.len() as i64 != c.game.version {
                return Err(TableError::Corrupt(format!(
                    "game {id} is at version {} but has {} stored actions",
                    c.game.version,
                    actions.len()
                )));
            }
            record.result = state.outcome();
            Ok(record)
        })
        .await
    }

    /// Checks the game as stored: the log has seqs 1..=version, replays from `(options, seed)`
    /// without a refusal, and ends exactly at the stored snapshot (and the cached state, if
    /// any), finished if and only if the game is marked finished. Returns the number of
    /// actions replayed.
    pub async fn verify(&self, id: GameId) -> Result<usize, TableError> {
        self.with_game(id, async |store, slot| {
            let corrupt = |what: String| TableError::Corrupt(format!("game {id}: {what}"));
            let (game, seats) = store.load(id).await?.ok_or(TableError::NotFound)?;
            let actions = store.actions(id).await?;
            let Some(snapshot_json) = &game.state_json else {
                return if actions.is_empty() {
                    Ok(0)
                } else {
                    Err(corrupt("actions stored for a game never started".into()))
                };
            };
            let snapshot: G = from_json(snapshot_json, "state")?;
            for (i, a) in actions.iter().enumerate() {
                if a.seq != i as i64 + 1 {
                    return Err(corrupt(format!(
                        "action {} is stored as seq {}",
                        i + 1,
                        a.seq
                    )));
                }
            }
            if actions.len() as i64 != game.version {
                return Err(corrupt(format!(
                    "version {} but {} stored actions",
                    game.version,
                    actions.len()
                )));
            }
            let mut record = record_of::<G>(&game, &seats, &actions)?;
            record.result = snapshot.outcome();
            let replayed = record
                .replay(|_, _, _, _| {})
                .map_err(|e| corrupt(format!("the log does not replay: {e}")))?;
            if replayed != snapshot {
                return Err(corrupt(
                    "the log replays to a state other than the snapshot".into(),
                ));
            }
            if replayed.is_over() != (game.status == GameStatus::Finished) {
                return Err(corrupt(format!(
                    "status {} but the game is {}over",
                    game.status,
                    if replayed.is_over() { "" } else { "not " }
                )));
            }
            if let Some(c) = slot.as_ref() {
                if c.game.version != game.version || c.state.as_ref() != Some(&snapshot) {
                    return Err(corrupt("the cache differs from the database".into()));
                }
            }
            Ok(actions.len())
        })
        .await
    }

    // ----- play -----

    /// `user` plays `action`, made against the board at `expected_version`.
    pub async fn act(
        &self,
        id: GameId,
        user: u64,
        expected_version: i64,
        action: G::Action,
    ) -> Result<Acted<G>, TableError> {
        self.act_by(id, Actor::User(user), expected_version, action)
            .await
    }

    /// `seat` plays `action` whoever owns it: for seats the program plays, and timeouts.
    pub async fn act_as_seat(
        &self,
        id: GameId,
        seat: Seat,
        expected_version: i64,
        action: G::Action,
    ) -> Result<Acted<G>, TableError> {
        self.act_by(id, Actor::Seat(seat), expected_version, action)
            .await
    }

    async fn act_by(
        &self,
        id: GameId,
        actor: Actor,
        expected_version: i64,
        action: G::Action,
    ) -> Result<Acted<G>, TableError> {
        self.with_game(id, async |store, slot| {
            let c = cached(slot)?;
            expect_active(c)?;
            let current = c.game.version;
            if expected_version != current {
                return Err(TableError::Stale { current });
            }
            let state = state_of(c)?;
            let seat = match actor {
                Actor::Seat(seat) if seat.index() < c.seats.len() => seat,
                Actor::Seat(_) => return Err(TableError::NotSeated),
                Actor::User(user) => {
                    let to_act = state.to_act();
                    let mut owned = seats_of(&c.seats, user).peekable();
                    let first = *owned.peek().ok_or(TableError::NotSeated)?;
                    // Someone holding several seats acts for the one that must decide.
                    owned.find(|s| to_act.contains(*s)).unwrap_or(first)
                }
            };
            let now = self.clock().now_ms();
            let mover = match actor {
                Actor::User(_) => Mover::Owner,
                Actor::Seat(_) => Mover::Program,
            };
            let (acted, _) = commit(store, slot, seat, &action, now, mover).await?;
            Ok(acted)
        })
        .await
    }

    // ----- timers -----

    /// Fires a due timer of this game, under the game's lock.
    ///
    /// A timer armed for another version than the game's, or for a seat that no longer
    /// decides, is obsolete: it is dropped, not fired. A reminder is claimed and the next one
    /// armed ([`Fired::Reminded`]: the caller tells the seat's owner). A deadline plays the
    /// engine's default action for the seat, claimed, counted as missed and stored in one
    /// transaction like any action, re-arming the game ([`Fired::DeadlineMissed`]). Whoever
    /// fires a timer, however many try at once, it fires once.
    pub async fn fire(&self, timer: &Timer) -> Result<Fired<G>, TableError> {
        self.with_game(timer.game, async |store, slot| {
            let now = self.clock().now_ms();
            if cached(slot)?.game.version != timer.version {
                // Another process may have moved the game on and armed this timer: look at the
                // database again before calling it obsolete.
                *slot = None;
                self.fill(timer.game, slot).await?;
            }
            let c = cached(slot)?;
            let seat = Seat(timer.seat);
            let waits = c.game.status == GameStatus::Active
                && c.game.version == timer.version
                && c.state.as_ref().is_some_and(|s| s.to_act().contains(seat));
            if !waits {
                store.drop_timer(timer.id).await?;
                return Ok(Fired::Nothing(Claim::Obsolete));
            }
            if timer.due_at > now {
                return Ok(Fired::Nothing(Claim::NotDue));
            }
            match timer.kind {
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
                    let state = state_of(c)?;
                    let Some(action) = state.default_action(seat) else {
                        warn!(game = %timer.game, %seat, "no default action at a deadline");
                        store.drop_timer(timer.id).await?;
                        return Ok(Fired::Nothing(Claim::Obsolete));
                    };
                    let before = Box::new(state.clone());
                    match commit(store, slot, seat, &action, now, Mover::Deadline(timer.id)).await {
                        Ok((acted, missed)) => Ok(Fired::DeadlineMissed {
                            before,
                            acted,
                            missed: missed.unwrap_or_default(),
                        }),
                        Err(TableError::Store(StoreError::TimerNotClaimed { claim, .. })) => {
                            Ok(Fired::Nothing(claim))
                        }
                        Err(e) => Err(e),
                    }
                }
            }
        })
        .await
    }

    /// Arms the timers of a game in play that has none pending (one started before timers
    /// existed, say), as if its seats to act had started waiting now. True if it armed any.
    pub async fn arm_if_unarmed(&self, id: GameId) -> Result<bool, TableError> {
        self.with_game(id, async |store, slot| {
            let c = cached(slot)?;
            if c.game.status != GameStatus::Active || !store.pending_timers(id).await?.is_empty() {
                return Ok(false);
            }
            let rearm = first_timers(c, state_of(c)?, self.clock().now_ms());
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

    // ----- the cache -----

    /// Drops the game's cached state (waiting for any operation in progress); the next
    /// operation reloads it from the database, as after a restart.
    pub async fn forget(&self, id: GameId) {
        let lock = self.lock_of(id);
        *lock.lock().await = None;
        self.drop_lock_if_unused(id, lock);
    }

    /// How many games have a cache entry.
    pub fn cached_games(&self) -> usize {
        self.slots().len()
    }

    fn slots(&self) -> MutexGuard<'_, HashMap<GameId, Arc<Mutex<Slot<G>>>>> {
        // A panic elsewhere while holding the map lock leaves the map itself consistent.
        self.inner.slots.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn lock_of(&self, id: GameId) -> Arc<Mutex<Slot<G>>> {
        self.slots().entry(id).or_default().clone()
    }

    /// Removes the game's lock from the map if nobody else holds or waits on it (checked under
    /// the map's lock, so nobody can pick it up meanwhile).
    fn drop_lock_if_unused(&self, id: GameId, lock: Arc<Mutex<Slot<G>>>) {
        let mut slots = self.slots();
        let unused = slots
            .get(&id)
            .is_some_and(|entry| Arc::ptr_eq(entry, &lock) && Arc::strong_count(&lock) == 2);
        if unused {
            slots.remove(&id);
        }
    }

    /// Runs `f` holding the game's lock, with the game loaded into its slot.
    async fn with_game<T>(
        &self,
        id: GameId,
        f: impl AsyncFnOnce(&Store, &mut Slot<G>) -> Result<T, TableError>,
    ) -> Result<T, TableError> {
        let lock = self.lock_of(id);
        let result = {
            let mut slot = lock.lock().await;
            match self.fill(id, &mut slot).await {
                Ok(()) => f(&self.inner.store, &mut *slot).await,
                Err(e) => Err(e),
            }
        };
        if matches!(result, Err(TableError::NotFound)) {
            self.drop_lock_if_unused(id, lock);
        }
        result
    }

    /// Loads the game into an empty slot.
    async fn fill(&self, id: GameId, slot: &mut Slot<G>) -> Result<(), TableError> {
        if slot.is_some() {
            return Ok(());
        }
        let (mut game, seats) = self.store().load(id).await?.ok_or(TableError::NotFound)?;
        if game.kind != G::NAME {
            // Another engine's game: not one of ours.
            return Err(TableError::NotFound);
        }
        // The cache keeps the parsed state only: the snapshot's text would double each game's
        // memory and be copied by every view.
        let state = match game.state_json.take() {
            None => None,
            Some(json) => match serde_json::from_str::<G>(&json) {
                Ok(state) => Some(state),
                Err(e) => {
                    tracing::warn!(game = %id, error = %e,
                        "unreadable state snapshot; rebuilding the game from its log");
                    let actions = self.store().actions(id).await?;
                    Some(rebuild::<G>(&game, &seats, &actions)?)
                }
            },
        };
        let settings = serde_json::from_str(&game.settings_json).unwrap_or_else(|e| {
            warn!(game = %id, error = %e, "unreadable settings; using the defaults");
            Settings::default()
        });
        *slot = Some(Cached {
            game,
            seats,
            state,
            settings,
        });
        Ok(())
    }
}

/// Who made a move: it decides what the move says about the seat's presence.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mover {
    /// The seat's owner, by a click: the seat is present.
    Owner,
    /// The deadline (a timer) that fired at `now`: claimed and counted against the seat.
    Deadline(TimerId),
    /// The program, for a seat it plays (or a caller acting as the seat).
    Program,
}

/// Applies `action` for `seat` to the loaded game in `slot` and stores it, with its timers
/// re-armed for the new state, what `mover` says about the seat, and the standings if the game
/// ends. The cache moves on only once the database has. Returns the seat's missed deadlines
/// when a deadline was answered.
async fn commit<G: Game>(
    store: &Store,
    slot: &mut Slot<G>,
    seat: Seat,
    action: &G::Action,
    now: i64,
    mover: Mover,
) -> Result<(Acted<G>, Option<u32>), TableError> {
    let c = cached(slot)?;
    let id = c.game.id;
    let current = c.game.version;
    let state = state_of(c)?;
    let mut next = state.clone();
    let events = next
        .apply(seat, action)
        .map_err(|e| TableError::Rule(e.to_string()))?;
    let finished = next.is_over();
    let action_json = to_json(action)?;
    let state_json = to_json(&next)?;
    let rearm = if finished {
        Rearm::default()
    } else {
        let seats = &c.seats;
        schedule::rearm(
            &c.settings,
            now,
            state.to_act(),
            Some(seat),
            next.to_act(),
            |s| seats.get(s.index()).is_some_and(|r| r.owner.is_some()),
        )
    };
    let placings = next.outcome().map(|o| placings(&o, &c.seats));
    let append = Append {
        seat: seat.0,
        action_json: &action_json,
        state_json: &state_json,
        by_owner: mover == Mover::Owner,
        end: placings.as_deref(),
        timers: AppendTimers {
            deadline: match mover {
                Mover::Deadline(timer) => Some((timer, now)),
                _ => None,
            },
            rearm,
        },
    };
    let appended = match store.append_with(id, current, &append).await {
        Ok(appended) => appended,
        Err(e) => {
            // Another writer (another process?) moved the game on, or the write failed in a
            // way that leaves its fate unknown: reload from the database next time.
            *slot = None;
            return Err(e.into());
        }
    };

    c.game.version = appended.version;
    c.game.status = if finished {
        GameStatus::Finished
    } else {
        GameStatus::Active
    };
    c.game.next_deadline = appended.next_deadline;
    c.game.updated_at = now_ms();
    if let Some(row) = c.seats.get_mut(seat.index()) {
        match (mover, appended.missed_deadlines) {
            (_, Some(missed)) => row.missed_deadlines = missed,
            (Mover::Owner, None) => row.missed_deadlines = 0,
            _ => {}
        }
    }
    c.state = Some(next.clone());
    Ok((
        Acted {
            seat,
            events,
            version: appended.version,
            state: next,
            finished,
        },
        appended.missed_deadlines,
    ))
}

/// Every seat's standing in `outcome`, credited to the seat's owner now.
fn placings(outcome: &Outcome, seats: &[SeatRow]) -> Vec<Placing> {
    outcome
        .standings
        .iter()
        .map(|s| Placing {
            seat: s.seat.0,
            user: seats.get(s.seat.index()).and_then(|r| r.owner),
            rank: s.rank,
            score: s.score,
        })
        .collect()
}

/// The timers of a game whose seats to act all start waiting at `now`.
fn first_timers<G: Game>(c: &Cached<G>, state: &G, now: i64) -> Rearm {
    schedule::rearm(
        &c.settings,
        now,
        Default::default(),
        None,
        state.to_act(),
        |s| c.seats.get(s.index()).is_some_and(|r| r.owner.is_some()),
    )
}

/// The game must be in play.
fn expect_active<G: Game>(c: &Cached<G>) -> Result<(), TableError> {
    match c.game.status {
        GameStatus::Active => Ok(()),
        GameStatus::Finished => Err(TableError::Finished),
        GameStatus::Lobby | GameStatus::Cancelled => Err(TableError::NotActive),
    }
}

/// The engine state of a game in play.
fn state_of<G: Game>(c: &Cached<G>) -> Result<&G, TableError> {
    c.state
        .as_ref()
        .ok_or_else(|| TableError::Corrupt(format!("game {} is active without state", c.game.id)))
}

impl<G: Game> Cached<G> {
    fn snapshot(&self) -> Snapshot<G> {
        Snapshot {
            game: self.game.clone(),
            seats: self.seats.clone(),
            state: self.state.clone(),
            settings: self.settings,
        }
    }
}

/// The loaded game in a slot [`Tables::with_game`] has filled.
fn cached<G: Game>(slot: &mut Slot<G>) -> Result<&mut Cached<G>, TableError> {
    slot.as_mut().ok_or(TableError::NotFound)
}

fn lobby_only<G: Game>(c: &Cached<G>) -> Result<(), TableError> {
    match c.game.status {
        GameStatus::Lobby => Ok(()),
        _ => Err(TableError::NotInLobby),
    }
}

fn seats_of(seats: &[SeatRow], user: u64) -> impl Iterator<Item = Seat> + '_ {
    seats
        .iter()
        .filter(move |s| s.owner == Some(user))
        .map(|s| Seat(s.seat))
}

fn to_json<T: serde::Serialize>(value: &T) -> Result<String, TableError> {
    serde_json::to_string(value).map_err(|e| TableError::Corrupt(format!("cannot encode: {e}")))
}

fn from_json<T: serde::de::DeserializeOwned>(json: &str, what: &str) -> Result<T, TableError> {
    serde_json::from_str(json).map_err(|e| TableError::Corrupt(format!("unreadable {what}: {e}")))
}

/// The record of a started game from its rows and log (without its result).
fn record_of<G: Game>(
    game: &GameRow,
    seats: &[SeatRow],
    actions: &[StoredAction],
) -> Result<Record<G>, TableError> {
    let options: G::Options = from_json(&game.options_json, "options")?;
    let names = seats
        .iter()
        .map(|s| SeatInfo {
            name: match s.owner {
                Some(user) => format!("<@{user}>"),
                None => "program".to_string(),
            },
        })
        .collect();
    let mut record = Record::new(options, names, game.seed);
    for a in actions {
        record.actions.push(Step {
            seat: Seat(a.seat),
            action: from_json(&a.action_json, "action")?,
        });
    }
    Ok(record)
}

/// The game rebuilt from its log alone.
fn rebuild<G: Game>(
    game: &GameRow,
    seats: &[SeatRow],
    actions: &[StoredAction],
) -> Result<G, TableError> {
    let record = record_of::<G>(game, seats, actions)?;
    let corrupt = |what: String| TableError::Corrupt(format!("game {}: {what}", game.id));
    let mut state = record.start().map_err(|e| corrupt(e.to_string()))?;
    for (i, step) in record.actions.iter().enumerate() {
        state
            .apply(step.seat, &step.action)
            .map_err(|e| corrupt(format!("stored action {} is refused: {e}", i + 1)))?;
    }
    Ok(state)
}
