//! What is sent after an interaction is answered, as data: the handlers return it, and the
//! notifier sends it once the interaction has its answer.

use super::message::Message;
use crate::store::GameId;

#[derive(Debug)]
pub enum FollowUp {
    /// Edit the game's board message in place.
    EditBoard {
        channel: u64,
        message: u64,
        board: Message,
    },
    /// Post a message in the channel.
    Post { channel: u64, message: Message },
    /// Post a game's board (or lobby) in the channel and record it as the game's board.
    PostBoard {
        game: GameId,
        channel: u64,
        message: Message,
    },
    /// Send a seat's private hand to its owner.
    Dm {
        game: GameId,
        seat: u8,
        user: u64,
        channel: u64,
        message: Message,
    },
}
