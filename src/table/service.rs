//! The service itself: [`TableService`], which holds the store, the clock, the locks and the
//! cache for every game, and [`Tables<G>`], its typed face for the games of one engine.

use std::marker::PhantomData;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use super::cache::{self, Slot};
use super::computers::Computers;
use super::error::TableError;
use super::locks::LockMap;
use super::personal::PersonalCache;
use super::recency::{self, Recency};
use crate::clock::Clock;
use crate::engine::Game;
use crate::store::{GameId, Store};

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
    /// The owners' own clocks.
    personal: PersonalCache,
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
                personal: PersonalCache::default(),
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
    /// is [`DEFAULT_CACHE_SIZE`](recency::DEFAULT_CACHE_SIZE).
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
    pub(super) async fn with_rows<T, E: From<TableError>>(
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
    pub(super) async fn with_rows_at<T, E: From<TableError>>(
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
        let filled = match cache::fill(self.store(), id, &mut held).await {
            Ok(()) => {
                let now = self.clock().now_ms();
                self.inner
                    .personal
                    .refresh(self.store(), now, &mut held)
                    .await
            }
            Err(e) => Err(e),
        };
        let result = match filled {
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
    pub(super) fn note(&self, id: GameId, cached: bool) {
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
    pub(super) fn evict_over_bound(&self) {
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

    /// The person's quiet hours or vacation changed: their clocks are read again from the
    /// store when next needed.
    pub fn personal_changed(&self, user: u64) {
        self.inner.personal.forget(user);
    }

    /// A vacation of `user` began or ended, moving the timers of `games` in the store: the
    /// games are read afresh (their next deadline moved) and so are the person's clocks.
    pub async fn vacation_changed(&self, user: u64, games: &[GameId]) {
        self.personal_changed(user);
        for &game in games {
            self.forget(game).await;
        }
    }

    pub(super) fn recency(&self) -> std::sync::MutexGuard<'_, Recency> {
        // Nothing is left half-done under this lock: a panic elsewhere leaves it consistent.
        self.inner
            .recency
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// The table service for the games of one engine `G`. Cheap to clone.
pub struct Tables<G: Game> {
    pub(super) service: TableService,
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
    pub(super) async fn with_game<T, E: From<TableError>>(
        &self,
        id: GameId,
        f: impl AsyncFnOnce(&Store, &mut Slot) -> Result<T, E>,
    ) -> Result<T, E> {
        self.with_game_at(id, 0, f).await
    }

    /// [`with_game`](Self::with_game), with the game at least at version `at_least` (see
    /// [`TableService::with_rows_at`]).
    pub(super) async fn with_game_at<T, E: From<TableError>>(
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
