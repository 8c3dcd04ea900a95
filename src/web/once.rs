//! Values kept by key and made once however many requests ask for them at the same moment:
//! when a game moves, its two hundred viewers reload it together, and one of them reads it
//! while the others wait for that reading.

use std::hash::Hash;
use std::sync::{Arc, Mutex};

use mini_moka::sync::Cache;
use tokio::sync::OnceCell;

/// Each key's value, made by the first request that wants it; the rest wait for it (tokio's
/// `OnceCell`). A failed or abandoned making keeps nothing: the next waiter makes it again.
pub struct Once<K, V> {
    kept: Cache<K, Arc<OnceCell<V>>>,
    /// Held only to find or add a key's cell, so that two requests never make two cells.
    adding: Mutex<()>,
}

impl<K, V> Once<K, V>
where
    K: Hash + Eq + Clone + Send + Sync + 'static,
    V: Clone + Send + Sync + 'static,
{
    /// Kept in `kept` (whose builder says how many, for how long, and how each is weighed:
    /// a value is weighed again once it is made).
    pub fn new(kept: Cache<K, Arc<OnceCell<V>>>) -> Once<K, V> {
        Once {
            kept,
            adding: Mutex::new(()),
        }
    }

    /// The value kept for `key`, or the one `make` makes (or another request is making).
    pub async fn get<E, F>(&self, key: K, make: impl FnOnce() -> F) -> Result<V, E>
    where
        F: Future<Output = Result<V, E>>,
    {
        let cell = {
            let _adding = self.adding.lock().expect("kept values lock");
            self.kept.get(&key).unwrap_or_else(|| {
                let cell = Arc::new(OnceCell::new());
                self.kept.insert(key.clone(), cell.clone());
                cell
            })
        };
        let fresh = !cell.initialized();
        let value = cell.get_or_try_init(make).await?.clone();
        if fresh {
            // Weighed when added, the cell was empty: put back, it is weighed with its value.
            self.kept.insert(key, cell);
        }
        Ok(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    fn counted(made: &Arc<AtomicUsize>, value: u32) -> impl Future<Output = Result<u32, ()>> {
        let made = made.clone();
        async move {
            made.fetch_add(1, Ordering::SeqCst);
            tokio::task::yield_now().await;
            Ok(value)
        }
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_value_wanted_by_many_at_once_is_made_once() {
        let once = Arc::new(Once::new(Cache::new(16)));
        let made = Arc::new(AtomicUsize::new(0));
        let asks: Vec<_> = (0..50)
            .map(|_| {
                let (once, made) = (once.clone(), made.clone());
                tokio::spawn(async move { once.get(1, || counted(&made, 7)).await })
            })
            .collect();
        for ask in asks {
            assert_eq!(ask.await.unwrap(), Ok(7));
        }
        assert_eq!(made.load(Ordering::SeqCst), 1);
        // Another key is made for itself.
        assert_eq!(once.get(2, || counted(&made, 9)).await, Ok(9));
        assert_eq!(made.load(Ordering::SeqCst), 2);
    }

    #[tokio::test]
    async fn a_failure_is_not_kept() {
        let once: Once<u8, u32> = Once::new(Cache::new(16));
        assert_eq!(once.get(1, || async { Err("busy") }).await, Err("busy"));
        assert_eq!(once.get(1, || async { Ok::<_, &str>(3) }).await, Ok(3));
        assert_eq!(once.get(1, || async { Ok::<_, &str>(4) }).await, Ok(3));
    }
}
