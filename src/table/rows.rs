//! What is the same for every game, whatever its engine: which game an id is, the message that
//! shows its board and the thread started from it, and whether direct messages reach a seat's
//! owner. None of it needs the engine state, so the Discord layer records these without
//! knowing the game.

use super::cache::cached;
use super::{TableError, TableService, Tables};
use crate::engine::{Game, Seat};
use crate::store::GameId;

impl TableService {
    /// The engine name of game `id` (e.g. `palazzo`); [`TableError::NotFound`] for an id no
    /// game has.
    pub async fn kind_of(&self, id: GameId) -> Result<String, TableError> {
        self.with_rows(id, async |_, slot| Ok(cached(slot)?.rows.game.kind.clone()))
            .await
    }

    /// Records the message that shows the board.
    pub async fn set_board_message(&self, id: GameId, message_id: u64) -> Result<(), TableError> {
        self.with_rows(id, async |store, slot| {
            if let Err(e) = store.set_board_message(id, message_id).await {
                *slot = None;
                return Err(e.into());
            }
            cached(slot)?.rows.game.board_message_id = Some(message_id);
            Ok(())
        })
        .await
    }

    /// Records the thread started from the board, where the game's talk goes from now on.
    pub async fn set_thread(&self, id: GameId, thread: u64) -> Result<(), TableError> {
        self.with_rows(id, async |store, slot| {
            if let Err(e) = store.set_thread(id, thread).await {
                *slot = None;
                return Err(e.into());
            }
            cached(slot)?.rows.game.thread_id = Some(thread);
            Ok(())
        })
        .await
    }

    /// Records `message_id` as the message that shows the board, unless one is recorded
    /// already: for a board whose id could not be read back when it was posted, learnt from
    /// the first click on it. True if recorded now.
    pub async fn adopt_board_message(
        &self,
        id: GameId,
        message_id: u64,
    ) -> Result<bool, TableError> {
        self.with_rows(id, async |store, slot| {
            if cached(slot)?.rows.game.board_message_id.is_some() {
                return Ok(false);
            }
            if let Err(e) = store.set_board_message(id, message_id).await {
                *slot = None;
                return Err(e.into());
            }
            cached(slot)?.rows.game.board_message_id = Some(message_id);
            Ok(true)
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
        self.with_rows(id, async |store, slot| {
            let changed = if ok {
                store.mark_dm_ok(id, seat.0).await
            } else {
                store.mark_dm_failed(id, seat.0).await
            };
            match changed {
                Ok(changed) => {
                    if let Some(s) = cached(slot)?.rows.seats.get_mut(seat.index()) {
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
}

/// The same, from a game's typed face.
impl<G: Game> Tables<G> {
    /// See [`TableService::set_board_message`].
    pub async fn set_board_message(&self, id: GameId, message_id: u64) -> Result<(), TableError> {
        self.service.set_board_message(id, message_id).await
    }

    /// See [`TableService::mark_dm_failed`].
    pub async fn mark_dm_failed(&self, id: GameId, seat: Seat) -> Result<bool, TableError> {
        self.service.mark_dm_failed(id, seat).await
    }

    /// See [`TableService::mark_dm_ok`].
    pub async fn mark_dm_ok(&self, id: GameId, seat: Seat) -> Result<bool, TableError> {
        self.service.mark_dm_ok(id, seat).await
    }
}
