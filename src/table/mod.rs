//! The table service: one writer per game, and the owner of a whole move.
//!
//! Every operation on a game takes that game's lock ([`LockMap`]), so actions on one game apply
//! one at a time (in the order they arrive) while different games proceed in parallel. A move
//! is a player's action (or a missed deadline's default action, or a computer seat's decision)
//! and then every move of the quick computer seats that follows it: the table plays them all on
//! a copy of the cached state, stores them in one transaction ([`Store::append_move`], guarded
//! by the version), and only once that has committed does the cache move on. The cache never
//! holds anything the database does not. A strong computer seat left to act has its turn to
//! think armed in the same transaction and searches outside the lock ([`Tables::think`]).
//!
//! The service is in two parts. [`TableService`] knows no game: it holds the store, the clock,
//! the locks and the cached rows, and does what is the same for every game (the board
//! message, whether DMs reach a seat, which game an id is). [`Tables<G>`] is its typed face
//! for one game `G`: the engine state, its recent events, and everything that applies rules.
//!
//! The cache is only a cache: [`TableService::forget`] drops a game's entry, and the next
//! operation reloads it from `SQLite`, as after a restart. If a stored snapshot cannot be read
//! (say the engine's state format changed), the game is rebuilt from its log, which is the
//! truth.
//!
//! Every start and every accepted move re-arms the game's timers ([`schedule::rearm`]) in the
//! same transaction, whoever made it: a player, a program seat, or a missed deadline
//! ([`Tables::fire`]).

mod cache;
mod error;
mod lobby;
mod locks;
mod log;
mod moves;
mod recency;
mod records;
mod rematch;
mod rows;
mod seats;
mod take_back;
mod think;
mod timers;

pub use error::{ActError, Kept, TableError};
pub use locks::LockMap;
pub use moves::{Acted, Moved, Mover, SNAPSHOT_EVERY};
pub use recency::DEFAULT_CACHE_SIZE;
pub use rematch::Rematched;
pub use seats::{Left, Tally};
pub use take_back::TakenBack;
pub use think::{Computers, Thinking};
pub use timers::Fired;

use std::marker::PhantomData;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use cache::Slot;
use recency::Recency;

use crate::clock::Clock;
use crate::engine::{Game, Seat};
use crate::schedule::{self, Settings};
use crate::store::{GameId, GameRow, SeatRow, Store};

/// How many events of a game the table keeps for its board: the last actions' events, up to
/// this many (a board shows fewer lines; some events make none).
pub const RECENT_EVENTS: usize = 24;

/// The table service every game shares. Cheap to clone: clones share the cache and the locks.
#[derive(Clone)]
pub struct TableService {
    inner: Arc<Inner>,
}

struct Inner {
    store: Store,
    /// The time timers are armed and fired by.
    clock: Clock,
    games: LockMap<GameId, Slot>,
    /// The cached games, least recently used first; held only between awaits.
    recency: Mutex<Recency>,
    /// How many games the cache keeps at most ([`TableService::set_cache_size`]).
    cache_size: AtomicUsize,
    /// How computer seats think.
    computers: Computers,
}

impl Drop for Inner {
    /// The games this service held are no longer held by the process.
    fn drop(&mut self) {
        let held = self
            .recency
            .get_mut()
            .map_or_else(|poisoned| poisoned.into_inner().len(), |r| r.len());
        crate::telemetry::games_cached(-(held as i64));
    }
}

impl TableService {
    /// The table service arming timers by `clock`, its computer seats thinking a second a
    /// decision, one search per core at most.
    pub fn new(store: Store, clock: Clock) -> Self {
        TableService::with_computers(store, clock, Computers::default())
    }

    /// The table service with computer seats thinking as `computers` says.
    pub fn with_computers(store: Store, clock: Clock, computers: Computers) -> Self {
        TableService {
            inner: Arc::new(Inner {
                store,
                clock,
                games: LockMap::default(),
                recency: Mutex::new(Recency::default()),
                cache_size: AtomicUsize::new(recency::DEFAULT_CACHE_SIZE),
                computers,
            }),
        }
    }

    /// How computer seats think.
    pub fn computers(&self) -> &Computers {
        &self.inner.computers
    }

    /// The typed face of this service for the games of `G`.
    pub fn of<G: Game>(&self) -> Tables<G> {
        Tables {
            service: self.clone(),
            game: PhantomData,
        }
    }

    pub fn store(&self) -> &Store {
        &self.inner.store
    }

    pub fn clock(&self) -> &Clock {
        &self.inner.clock
    }

    /// How many games have a cache entry.
    pub fn cached_games(&self) -> usize {
        self.inner.games.len()
    }

    /// Keeps at most `games` games in the cache (at least one): past that, the games used
    /// longest ago are dropped, to be reloaded from the database when next used. The default
    /// is [`DEFAULT_CACHE_SIZE`].
    pub fn set_cache_size(&self, games: usize) {
        self.inner.cache_size.store(games.max(1), Ordering::Relaxed);
        self.evict_over_bound();
    }

    /// Whether the game is in the cache now.
    pub fn is_cached(&self, id: GameId) -> bool {
        self.recency().contains(id)
    }

    /// How many games the cache keeps at most. Games in use at the moment are never dropped,
    /// so while more than this many are being played at the same instant, the cache holds
    /// them all.
    pub fn cache_size(&self) -> usize {
        self.inner.cache_size.load(Ordering::Relaxed)
    }

    /// Drops the game's cached state (waiting for any operation in progress); the next
    /// operation reloads it from the database, as after a restart.
    pub async fn forget(&self, id: GameId) {
        let mut held = self.inner.games.lock(id).await;
        *held = None;
        self.note(id, false);
        held.release(|_| false);
    }

    /// Runs `f` holding the game's lock, with the game's rows loaded into its slot.
    async fn with_rows<T, E: From<TableError>>(
        &self,
        id: GameId,
        f: impl AsyncFnOnce(&Store, &mut Slot) -> Result<T, E>,
    ) -> Result<T, E> {
        self.with_rows_at(id, 0, f).await
    }

    /// [`with_rows`](Self::with_rows), with the game at version `at_least` or later: a cached
    /// game behind it is loaded again. The caller knows the game reached that version
    /// (a board drawn for it, an outbox row written at it), so only another process can have
    /// moved it on, and the database has what this cache missed.
    async fn with_rows_at<T, E: From<TableError>>(
        &self,
        id: GameId,
        at_least: i64,
        f: impl AsyncFnOnce(&Store, &mut Slot) -> Result<T, E>,
    ) -> Result<T, E> {
        let mut held = self.inner.games.lock(id).await;
        if held
            .as_ref()
            .is_some_and(|c| c.rows.game.version < at_least)
        {
            *held = None;
        }
        let result = match cache::fill(self.store(), id, &mut held).await {
            Ok(()) => f(self.store(), &mut held).await,
            Err(e) => Err(e.into()),
        };
        let cached = held.is_some();
        // Under the game's lock, so the order of use always says whether it is cached.
        self.note(id, cached);
        held.release(Option::is_some);
        if cached {
            self.evict_over_bound();
        }
        result
    }

    /// Whether `id` is cached now (and so used last), for the order of use; the caller holds
    /// the game's lock.
    fn note(&self, id: GameId, cached: bool) {
        let mut recency = self.recency();
        let before = recency.len();
        if cached {
            recency.touch(id);
        } else {
            recency.remove(id);
        }
        crate::telemetry::games_cached(recency.len() as i64 - before as i64);
    }

    /// Drops the games used longest ago while the cache holds more than its bound. A game in
    /// use right now (its lock held or awaited) is left alone: it is not idle.
    fn evict_over_bound(&self) {
        let over = self.recency().over(self.cache_size());
        for id in over {
            let Some(mut held) = self.inner.games.try_lock(id) else {
                continue;
            };
            *held = None;
            self.note(id, false);
            held.release(|_| false);
        }
    }

    fn recency(&self) -> std::sync::MutexGuard<'_, Recency> {
        // Nothing is left half-done under this lock: a panic elsewhere leaves it consistent.
        self.inner
            .recency
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// The table service for the games of one engine `G`. Cheap to clone.
pub struct Tables<G: Game> {
    service: TableService,
    game: PhantomData<fn() -> G>,
}

impl<G: Game> Clone for Tables<G> {
    fn clone(&self) -> Self {
        self.service.of()
    }
}

impl<G: Game> Tables<G> {
    /// A table service of its own, on the system clock.
    pub fn new(store: Store) -> Self {
        Tables::with_clock(store, Clock::system())
    }

    /// A table service of its own, arming timers by `clock`.
    pub fn with_clock(store: Store, clock: Clock) -> Self {
        TableService::new(store, clock).of()
    }

    /// The service this is the typed face of.
    pub fn service(&self) -> &TableService {
        &self.service
    }

    pub fn store(&self) -> &Store {
        self.service.store()
    }

    pub fn clock(&self) -> &Clock {
        self.service.clock()
    }

    /// How many games have a cache entry.
    pub fn cached_games(&self) -> usize {
        self.service.cached_games()
    }

    /// Drops the game's cached state; see [`TableService::forget`].
    pub async fn forget(&self, id: GameId) {
        self.service.forget(id).await;
    }

    /// Runs `f` holding the game's lock, with the game loaded as a game of `G` (a game of
    /// another engine is [`TableError::NotFound`] here).
    async fn with_game<T, E: From<TableError>>(
        &self,
        id: GameId,
        f: impl AsyncFnOnce(&Store, &mut Slot) -> Result<T, E>,
    ) -> Result<T, E> {
        self.with_game_at(id, 0, f).await
    }

    /// [`with_game`](Self::with_game), with the game at least at version `at_least` (see
    /// [`TableService::with_rows_at`]).
    async fn with_game_at<T, E: From<TableError>>(
        &self,
        id: GameId,
        at_least: i64,
        f: impl AsyncFnOnce(&Store, &mut Slot) -> Result<T, E>,
    ) -> Result<T, E> {
        self.service
            .with_rows_at(id, at_least, async |store, slot| {
                cache::load_state::<G>(store, slot).await?;
                f(store, slot).await
            })
            .await
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
    /// The events of the game's last actions, oldest first (at most [`RECENT_EVENTS`]).
    pub recent: Vec<G::Event>,
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

fn seats_of(seats: &[SeatRow], user: u64) -> impl Iterator<Item = Seat> + '_ {
    seats
        .iter()
        .filter(move |s| s.owner == Some(user))
        .map(|s| Seat(s.seat))
}

/// The timers of a game whose seats to act all start waiting at `now`.
fn first_timers<G: Game>(rows: &cache::Rows, state: &G, now: i64) -> crate::store::Rearm {
    schedule::rearm(
        &rows.settings,
        now,
        crate::engine::SeatSet::default(),
        None,
        state.to_act(),
        |s| rows.has_owner(s),
    )
}
