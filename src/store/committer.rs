//! The handle on the committer ([`group_commit`](super::group_commit)): the moves it is handed
//! and how much it has grouped.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use tokio::sync::{mpsc, oneshot};

use super::append::{Append, AppendTimers, Appended, Holder};
use super::error::StoreError;
use super::placing::Placing;
use super::rows::GameId;

/// One move, owned: it crosses to the committer task.
pub(super) struct Move {
    pub(super) id: GameId,
    pub(super) expected_version: i64,
    pub(super) now: i64,
    pub(super) actions: Vec<OwnedAppend>,
}

pub(super) struct OwnedAppend {
    pub(super) seat: u8,
    pub(super) action_json: String,
    pub(super) events_json: String,
    pub(super) state_json: Option<String>,
    pub(super) by_owner: bool,
    pub(super) holder: Holder,
    pub(super) undoes: Option<i64>,
    pub(super) take_back: Option<u8>,
    pub(super) end: Option<Vec<Placing>>,
    pub(super) timers: AppendTimers,
}

impl Move {
    pub(super) fn new(id: GameId, expected_version: i64, actions: &[Append<'_>]) -> Move {
        Move {
            id,
            expected_version,
            now: super::queries::now_ms(),
            actions: actions
                .iter()
                .map(|a| OwnedAppend {
                    seat: a.seat,
                    action_json: a.action_json.to_owned(),
                    events_json: a.events_json.to_owned(),
                    state_json: a.state_json.map(str::to_owned),
                    by_owner: a.by_owner,
                    holder: a.holder,
                    undoes: a.undoes,
                    take_back: a.take_back,
                    end: a.end.map(<[Placing]>::to_vec),
                    timers: a.timers.clone(),
                })
                .collect(),
        }
    }

    pub(super) fn appends(&self) -> Vec<Append<'_>> {
        self.actions
            .iter()
            .map(|a| Append {
                seat: a.seat,
                action_json: &a.action_json,
                events_json: &a.events_json,
                state_json: a.state_json.as_deref(),
                by_owner: a.by_owner,
                holder: a.holder,
                undoes: a.undoes,
                take_back: a.take_back,
                end: a.end.as_deref(),
                timers: a.timers.clone(),
            })
            .collect()
    }
}

pub(super) type Reply = oneshot::Sender<Result<Appended, StoreError>>;

/// How much the committer has grouped since the store was opened.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Committed {
    /// Transactions committed.
    pub transactions: u64,
    /// Moves they held (those rolled back alone included).
    pub moves: u64,
}

#[derive(Debug, Default)]
pub(super) struct Counts {
    pub(super) transactions: AtomicU64,
    pub(super) moves: AtomicU64,
}

/// The handle to the committer task; it ends when the last handle is dropped.
#[derive(Debug, Clone)]
pub(super) struct Committer {
    pub(super) moves: mpsc::UnboundedSender<(Move, Reply)>,
    pub(super) counts: Arc<Counts>,
}

impl Committer {
    pub(super) fn committed(&self) -> Committed {
        Committed {
            transactions: self.counts.transactions.load(Ordering::Relaxed),
            moves: self.counts.moves.load(Ordering::Relaxed),
        }
    }

    /// Stores `m` in the next transaction; returns once that transaction has committed.
    pub(super) async fn store(&self, m: Move) -> Result<Appended, StoreError> {
        let (reply, answer) = oneshot::channel();
        self.moves
            .send((m, reply))
            .map_err(|_| StoreError::Unsaved("the committer has stopped".into()))?;
        answer
            .await
            .map_err(|_| StoreError::Unsaved("the committer has stopped".into()))?
    }
}
