//! How a click is answered: the reply to the interaction itself, the messages that follow it,
//! and a refusal in the clicking player's words. Every handler speaks this vocabulary; it
//! imports no handler, so nothing here depends on the router.

use tracing::warn;

use super::follow_up::FollowUp;
use super::ids::BadId;
use super::message::Message;
use crate::table::TableError;

/// How to answer the interaction itself.
pub enum Response {
    /// Replace the message the component sits on.
    Update(Message),
    /// A new message only the clicking user sees.
    Ephemeral(Message),
}

pub struct Reply {
    pub response: Response,
    pub then: Vec<FollowUp>,
}

impl Reply {
    pub fn update(message: Message) -> Reply {
        Reply {
            response: Response::Update(message),
            then: Vec::new(),
        }
    }

    pub fn ephemeral(message: Message) -> Reply {
        Reply {
            response: Response::Ephemeral(message),
            then: Vec::new(),
        }
    }
}

/// Why a click changed nothing, in words for the one who clicked.
#[derive(Debug)]
pub struct Refusal(pub String);

impl From<TableError> for Refusal {
    fn from(e: TableError) -> Refusal {
        Refusal(refusal_text(&e))
    }
}

impl From<BadId> for Refusal {
    fn from(e: BadId) -> Refusal {
        Refusal(format!("That did not work: {e}."))
    }
}

pub fn refusal_text(e: &TableError) -> String {
    match e {
        TableError::Stale { .. } => {
            "The board has moved on since this was shown: use the current board.".into()
        }
        TableError::Rule(why) => sentence(why),
        TableError::Store(err) => {
            warn!("store error: {err}");
            "Something went wrong saving that; nothing changed. Please try again.".into()
        }
        other => sentence(&other.to_string()),
    }
}

/// An error message as a sentence: capitalised, with a full stop.
pub fn sentence(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str() + ".")
        .unwrap_or_default()
}
