//! Following a game live: however many viewers follow a game, it is watched once. A task per
//! followed game reads its version when the store says something was written (a move, here) or
//! every few seconds (a move made by another process over the same database), reads the game
//! again when that changed, hands it to every viewer's event stream, and ends with its last
//! viewer.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tokio::sync::watch;

use super::found::{Found, TRUSTED};
use crate::store::{GameId, Store};

/// The games followed now, each as its viewers are told it.
#[derive(Default)]
pub struct Watched {
    games: Games,
}

type Games = Arc<Mutex<HashMap<GameId, watch::Sender<Arc<Found>>>>>;

impl Watched {
    /// The game as it changes (`now` first, as read by the viewer), starting a watch of it if
    /// none runs.
    pub fn follow(&self, store: &Store, now: Arc<Found>) -> watch::Receiver<Arc<Found>> {
        let id = now.id;
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

/// Reads the game's version whenever something may have moved it, and the game when it did,
/// until the last viewer is gone.
async fn watch(games: Games, store: Store, id: GameId, sender: watch::Sender<Arc<Found>>) {
    let mut changes = store.changes();
    loop {
        tokio::select! {
            () = sender.closed() => {}
            changed = changes.changed() => if changed.is_err() { break },
            // Read again when nothing here wrote, for moves made by another process.
            () = tokio::time::sleep(TRUSTED) => {}
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
        let told = sender.borrow().key();
        match store.version_of(id).await {
            Ok(Some((version, changed))) if (id, version, changed) == told => {}
            Ok(Some(_)) => match Found::read(&store, id).await {
                Ok(Some(now)) => {
                    sender.send_replace(now);
                }
                Ok(None) => break,
                Err(e) => tracing::warn!(%e, game = %id, "reading a followed game"),
            },
            Ok(None) => break,
            Err(e) => tracing::warn!(%e, game = %id, "reading a followed game's version"),
        }
    }
    games.lock().expect("followed games lock").remove(&id);
}
