//! Group commit: the moves of many games stored in one transaction.
//!
//! With `synchronous = FULL` every commit waits for the disk to flush the WAL, and `SQLite` has
//! one writer, so one commit per move caps the process at the disk's flushes per second however
//! many games are in play. Moves are handed to one committer task instead. Whenever it is free
//! it takes every move waiting and stores them in one transaction, each in a savepoint of its
//! own. A move refused by its version guard (or whose timer is not claimed) is rolled back
//! alone, and the others commit together. A caller is answered only after the commit that
//! holds its move, so an answered move is as durable as before. One game's moves never share a
//! batch out of order: its table sends the next only after the last was answered.
//!
//! A lone move waits for nothing: the committer starts as soon as one arrives. Moves only
//! gather while a commit is on the disk, which is exactly when waiting costs nothing.

use std::sync::Arc;
use std::sync::atomic::Ordering;

use sqlx::AnyPool;
use tokio::sync::mpsc;

use super::committer::{Committer, Counts, Move, Reply};
use super::{Appended, Backend, StoreError, moves};

/// The most moves one transaction holds, so a burst does not keep the writer for long.
const MAX_BATCH: usize = 512;

impl Committer {
    /// Starts the committer on the store's writer (a pool of one connection, which other
    /// writes share between batches).
    ///
    /// The committer has a thread of its own. Every statement it sends is a round trip to
    /// `SQLite`'s thread, and on the shared runtime each answer would wait in the queue behind
    /// every game's task, leaving the writer idle in between: with a thousand games in play
    /// that idle time was most of the writer's.
    pub(super) fn start(writer: AnyPool, backend: Backend) -> std::io::Result<Committer> {
        let (moves, mut waiting) = mpsc::unbounded_channel::<(Move, Reply)>();
        let counts = Arc::new(Counts::default());
        let counting = counts.clone();
        let committing = async move {
            let mut batch = Vec::new();
            while waiting.recv_many(&mut batch, MAX_BATCH).await > 0 {
                let n = batch.len() as u64;
                if commit(&writer, backend, std::mem::take(&mut batch)).await {
                    counting.transactions.fetch_add(1, Ordering::Relaxed);
                    counting.moves.fetch_add(n, Ordering::Relaxed);
                }
            }
        };
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()?;
        std::thread::Builder::new()
            .name("tavola-committer".into())
            .spawn(move || runtime.block_on(committing))?;
        Ok(Committer { moves, counts })
    }
}

/// Stores `batch` in one transaction, each move in a savepoint, and answers each. Returns
/// whether the transaction committed.
async fn commit(writer: &AnyPool, backend: Backend, batch: Vec<(Move, Reply)>) -> bool {
    let mut answers: Vec<Result<Appended, StoreError>> = Vec::with_capacity(batch.len());
    let committed = async {
        let mut tx = writer.begin_with(backend.begin_write()).await?;
        for (m, _) in &batch {
            let appends = m.appends();
            let stored = moves::store_in(&mut tx, m.id, m.expected_version, &appends, m.now);
            answers.push(stored.await?);
        }
        tx.commit().await.map_err(StoreError::from)
    }
    .await;
    let stored = committed.is_ok();
    if let Err(e) = committed {
        // Nothing of the batch was stored: every move in it hears so.
        let why = e.to_string();
        answers = batch
            .iter()
            .map(|_| Err(StoreError::Unsaved(why.clone())))
            .collect();
    }
    for ((_, reply), answer) in batch.into_iter().zip(answers) {
        // A caller that stopped waiting (its task cancelled) needs no answer.
        let _ = reply.send(answer);
    }
    stored
}
