//! Why a message was not sent, and whether to try it again: the outbox tries again after a bad
//! day (Discord or the network failing, the store failing to record what was sent) and drops a
//! row Discord refuses for good (a message deleted, access lost). A closed DM has its own
//! answer ([`is_dm_closed`]).

use poise::serenity_prelude as serenity;

use crate::store::StoreError;
use crate::table::TableError;

/// Discord's code for "Cannot send messages to this user".
pub const DM_CLOSED: isize = 50007;

/// Why a message was not sent.
#[derive(Debug, thiserror::Error)]
pub enum SendError {
    /// Discord refused the request, or it never reached Discord.
    #[error("Discord: {0}")]
    Discord(#[from] serenity::Error),
    /// The store failed to read or record what is sent.
    #[error("the store: {0}")]
    Store(#[from] StoreError),
    /// The game could not be read as the message needs it.
    #[error("the game: {0}")]
    Table(#[from] TableError),
}

impl SendError {
    /// Whether trying again may succeed: Discord or the network having a bad moment, or the
    /// store failing. Anything else is refused the same way however often it is tried.
    pub fn is_transient(&self) -> bool {
        match self {
            SendError::Discord(e) => transient(e),
            SendError::Store(_) | SendError::Table(TableError::Store(_)) => true,
            SendError::Table(_) => false,
        }
    }

    /// Discord's own error, if the failure was Discord's (for the operator's counters).
    pub fn discord(&self) -> Option<&serenity::Error> {
        match self {
            SendError::Discord(e) => Some(e),
            SendError::Store(_) | SendError::Table(_) => None,
        }
    }
}

/// Whether `e` is Discord (or the network) having a bad moment, worth trying again: a 5xx, a
/// 429 serenity gave up waiting on, a request that timed out or never connected.
pub fn transient(e: &serenity::Error) -> bool {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            let status = r.status_code.as_u16();
            status == 429 || status == 408 || status >= 500
        }
        serenity::Error::Http(serenity::HttpError::Request(_)) | serenity::Error::Io(_) => true,
        _ => false,
    }
}

/// Whether Discord refused a DM because the user does not accept them.
pub fn is_dm_closed(e: &serenity::Error) -> bool {
    matches!(
        e,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r))
            if r.error.code == DM_CLOSED
    )
}
