//! Following a game live: server-sent events, one `moved` event each time the game changes (its
//! data `<version>:<time of the change>`, as the page's `data-seen`), and one when the stream
//! opens, so a page loaded just before a move catches up.
//!
//! However many viewers follow a game, it is watched once: a task per followed game reads its
//! version when the store says something was written (a move, here) or every few seconds (a
//! move made by another process over the same database), and ends with its last viewer.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::watch;

use crate::store::{GameId, Store};

/// How often a followed game's version is read when nothing here wrote: how late a move made by
/// another process reaches its page at most.
const POLL: Duration = Duration::from_secs(3);

/// The games followed now, each with the version its viewers are told of.
#[derive(Default)]
pub struct Watched {
    games: Games,
}

/// Each followed game's (version, last change), as its viewers are told it.
type Games = Arc<Mutex<HashMap<GameId, watch::Sender<(i64, i64)>>>>;

impl Watched {
    /// A view of the game's (version, last change), starting a watch of it if none runs.
    pub fn follow(
        &self,
        store: &Store,
        id: GameId,
        now: (i64, i64),
    ) -> watch::Receiver<(i64, i64)> {
        let mut games = self.games.lock().expect("followed games lock");
        if let Some(sender) = games.get(&id) {
            return sender.subscribe();
        }
        let (sender, receiver) = watch::channel(now);
        games.insert(id, sender.clone());
        drop(games);
        tokio::spawn(watch(self.games.clone(), store.clone(), id, sender));
        receiver
    }
}

/// Reads the game's version whenever something may have moved it, and tells its viewers of
/// each change, until the last of them is gone.
async fn watch(games: Games, store: Store, id: GameId, sender: watch::Sender<(i64, i64)>) {
    let mut changes = store.changes();
    loop {
        tokio::select! {
            () = sender.closed() => {}
            changed = changes.changed() => if changed.is_err() { break },
            () = tokio::time::sleep(POLL) => {}
        }
        // The last viewer gone, the watch ends: under the lock, so no viewer joins a watch that
        // is ending.
        {
            let mut games = games.lock().expect("followed games lock");
            if sender.receiver_count() == 0 {
                games.remove(&id);
                return;
            }
        }
        match store.version_of(id).await {
            Ok(Some(now)) => {
                sender.send_if_modified(|was| {
                    let moved = *was != now;
                    *was = now;
                    moved
                });
            }
            Ok(None) => break,
            Err(e) => tracing::warn!(%e, game = %id, "reading a followed game's version"),
        }
    }
    games.lock().expect("followed games lock").remove(&id);
}
