//! One lock per key, made on first use and dropped once nobody holds or waits on it.
//!
//! The table service keys it by game: every operation on a game runs under that game's lock,
//! so one game's actions apply one at a time while different games proceed in parallel, and a
//! map of a million finished games holds no lock for any of them.

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Arc, Mutex as StdMutex, MutexGuard};

use tokio::sync::{Mutex, OwnedMutexGuard};

/// Async locks by key, each guarding a `V` (its `Default` until first written).
pub struct LockMap<K, V> {
    /// The map's own lock is held only to find, insert or remove an entry, never across an
    /// `.await`.
    entries: StdMutex<HashMap<K, Arc<Mutex<V>>>>,
}

impl<K, V> Default for LockMap<K, V> {
    fn default() -> Self {
        LockMap {
            entries: StdMutex::new(HashMap::new()),
        }
    }
}

/// The lock of one key, held: the value it guards, and the way back to the map.
pub struct Held<'a, K: Eq + Hash + Copy, V> {
    map: &'a LockMap<K, V>,
    key: K,
    guard: Option<OwnedMutexGuard<V>>,
}

impl<K: Eq + Hash + Copy, V: Default> LockMap<K, V> {
    /// Waits for `key`'s lock (in the order callers asked for it) and holds it.
    pub async fn lock(&self, key: K) -> Held<'_, K, V> {
        let lock = self.entries().entry(key).or_default().clone();
        Held {
            map: self,
            key,
            guard: Some(lock.lock_owned().await),
        }
    }

    /// Holds `key`'s lock at once if it has an entry nobody holds or awaits; `None` otherwise
    /// (it never waits).
    pub fn try_lock(&self, key: K) -> Option<Held<'_, K, V>> {
        let lock = self.entries().get(&key)?.clone();
        let guard = lock.try_lock_owned().ok()?;
        Some(Held {
            map: self,
            key,
            guard: Some(guard),
        })
    }

    /// How many keys have an entry: held, awaited, or keeping a value.
    pub fn len(&self) -> usize {
        self.entries().len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl<K, V> LockMap<K, V> {
    fn entries(&self) -> MutexGuard<'_, HashMap<K, Arc<Mutex<V>>>> {
        // A panic elsewhere while holding the map's lock leaves the map itself consistent.
        self.entries
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

impl<K: Eq + Hash + Copy, V> std::ops::Deref for Held<'_, K, V> {
    type Target = V;
    fn deref(&self) -> &V {
        self.guard.as_ref().expect("held until dropped")
    }
}

impl<K: Eq + Hash + Copy, V> std::ops::DerefMut for Held<'_, K, V> {
    fn deref_mut(&mut self) -> &mut V {
        self.guard.as_mut().expect("held until dropped")
    }
}

impl<K: Eq + Hash + Copy, V> Held<'_, K, V> {
    /// Releases the lock and forgets the key's entry if nobody else holds or awaits it and
    /// `keep` says its value is not worth keeping.
    pub fn release(mut self, keep: impl FnOnce(&V) -> bool) {
        let guard = self.guard.take().expect("held until dropped");
        let kept = keep(&guard);
        drop(guard);
        if !kept {
            self.forget_if_unused();
        }
    }

    fn forget_if_unused(&self) {
        let mut entries = self.map.entries();
        // Checked under the map's lock, so nobody can pick the entry up meanwhile: the map
        // holds one reference, and anyone holding or awaiting the lock holds another.
        let unused = entries
            .get(&self.key)
            .is_some_and(|lock| Arc::strong_count(lock) == 1);
        if unused {
            entries.remove(&self.key);
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    #[tokio::test]
    async fn one_key_is_held_by_one_caller_at_a_time() {
        let map = Arc::new(LockMap::<u32, Vec<u32>>::default());
        let mut tasks = Vec::new();
        for _ in 0..20 {
            let map = map.clone();
            tasks.push(tokio::spawn(async move {
                let mut held = map.lock(7).await;
                let len = held.len();
                // Yield while holding: another task reading the length now would see it
                // unchanged and push a duplicate index if the lock let it in.
                tokio::time::sleep(Duration::from_millis(1)).await;
                held.push(len as u32);
            }));
        }
        for t in tasks {
            t.await.unwrap();
        }
        let held = map.lock(7).await;
        assert_eq!(*held, (0..20).collect::<Vec<_>>());
    }

    #[tokio::test]
    async fn different_keys_do_not_wait_for_each_other() {
        let map = LockMap::<u32, ()>::default();
        let _one = map.lock(1).await;
        let two = tokio::time::timeout(Duration::from_secs(1), map.lock(2)).await;
        assert!(two.is_ok(), "key 2 waited for key 1");
    }

    #[tokio::test]
    async fn an_entry_nobody_needs_is_forgotten_and_one_worth_keeping_stays() {
        let map = LockMap::<u32, Option<u32>>::default();
        map.lock(1).await.release(std::option::Option::is_some);
        assert_eq!(map.len(), 0, "an empty value is not kept");

        let mut held = map.lock(2).await;
        *held = Some(5);
        held.release(std::option::Option::is_some);
        assert_eq!(map.len(), 1);
        assert_eq!(
            *map.lock(2).await,
            Some(5),
            "the value is kept with its lock"
        );
    }

    #[tokio::test]
    async fn an_entry_someone_awaits_is_not_forgotten() {
        let map = Arc::new(LockMap::<u32, Option<u32>>::default());
        let held = map.lock(1).await;
        let waiter = {
            let map = map.clone();
            tokio::spawn(async move {
                let mut held = map.lock(1).await;
                *held = Some(9);
                held.release(|_| true);
            })
        };
        // Let the waiter queue on the lock before releasing it.
        tokio::time::sleep(Duration::from_millis(20)).await;
        held.release(|_| false);
        waiter.await.unwrap();
        assert_eq!(
            *map.lock(1).await,
            Some(9),
            "the waiter wrote into the same entry, which must not have been replaced"
        );
    }
}
