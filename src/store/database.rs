//! The store's handle on the database: its connections, its committer and the shards it serves.

use std::sync::Arc;

use sqlx::AnyPool;
use tokio::sync::Notify;

use super::backend::Backend;
use super::committer::Committer;
use crate::shards::Shards;

/// The database. Cheap to clone: clones share the connections.
///
/// Writes go through one connection, taken in turn (the pool queues waiters fairly), so
/// writers in this process never meet `SQLite`'s busy handler, which sleeps and backs off and
/// would let one busy game starve another. Reads use a pool of their own and, in WAL mode,
/// never wait for the writer.
#[derive(Debug, Clone)]
pub struct Store {
    pub(super) backend: Backend,
    pub(super) writer: AnyPool,
    pub(super) readers: AnyPool,
    /// Told when a write arms a timer due at once (a computer seat's turn), so the scheduler
    /// need not wait for its next poll.
    pub(super) armed: Arc<Notify>,
    /// Told when a commit writes to the outbox, so its worker sends at once.
    pub(super) outbox: Arc<Notify>,
    /// Stores moves, many games' in one transaction.
    pub(super) commits: Committer,
    /// The shards whose games' timers and outbox this process serves (`None`: every game's).
    pub(super) shards: Option<Shards>,
    /// Counts the commits that wrote to the outbox (every move, start and change of seats):
    /// what a page following a game live waits on ([`Store::changes`]).
    pub(super) changed: Arc<tokio::sync::watch::Sender<u64>>,
    /// Where the pages on the web are served, as their links start (`WEB_PUBLIC_URL`);
    /// `None`: no pages, so no links to them.
    pub(super) pages: Option<Arc<str>>,
}
