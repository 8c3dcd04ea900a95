//! What is sent after an interaction is answered, as data: the handlers return it, and the
//! notifier sends it once the interaction has its answer.

use super::message::Message;
use super::pictures::Drawing;
use crate::engine::Game;
use crate::store::{GameId, Held};
use crate::table::Snapshot;

#[derive(Debug)]
pub enum FollowUp {
    /// Edit the game's board message to show the game as it stands when the edit is made (its
    /// picture too, if the table wants pictures).
    PaintBoard { game: GameId },
    /// Post a message in the channel; `pinged`: the people it is meant to wake, if it is a
    /// ping or a reminder (each is spared it in their quiet hours, and told later).
    Post {
        channel: u64,
        message: Message,
        pinged: Option<Pinged>,
    },
    /// Post the message that says a game is over, with the final scores picture if the table
    /// wants pictures.
    GameOver {
        game: GameId,
        channel: u64,
        message: Message,
        /// The game's thread, archived once the scores are posted.
        archive: Option<u64>,
    },
    /// Archive a game's thread (or unarchive it, `archived` false).
    Thread { thread: u64, archived: bool },
    /// Post a game's board (or lobby) in the channel and record it as the game's board.
    PostBoard {
        game: GameId,
        channel: u64,
        message: Message,
    },
    /// Send a seat's private hand to its owner, with its picture if any.
    Dm {
        game: GameId,
        seat: u8,
        /// Whom to send it to; `None` when nobody can get it: the program plays the seat, or
        /// its owner's DMs are known to be closed. Such a hand is still one of the messages
        /// its move calls for, and keeps its place in the list: an outbox row resumes after
        /// the messages it has sent by counting them, so the list must stay the same while a
        /// DM is found closed between two tries.
        user: Option<u64>,
        channel: u64,
        message: Message,
        picture: Option<Drawing>,
    },
    /// Edit an interaction's answer: to add a picture to an answer sent as text (*My hand*),
    /// or to show what a deferred click did (a picker closed with what was done).
    EditAnswer {
        token: String,
        message: Message,
        picture: Option<Drawing>,
    },
}

/// Whom a post pings, of which game, and for what: what their quiet hours hold back for them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pinged {
    pub game: GameId,
    pub users: Vec<u64>,
    pub what: Held,
}

impl FollowUp {
    /// Whether this adds a picture to an interaction's answer (*My hand*, a picker's preview):
    /// what a person clicking too fast is answered without ([`Flood`](super::flood::Flood)).
    pub fn is_picture_answer(&self) -> bool {
        matches!(
            self,
            FollowUp::EditAnswer {
                picture: Some(_),
                ..
            }
        )
    }

    /// The board of `snap`'s game edited in place to show the game as it stands, if the board
    /// has been posted.
    pub fn repaint<G: Game>(snap: &Snapshot<G>) -> Option<FollowUp> {
        snap.game.board_message_id?;
        Some(FollowUp::PaintBoard { game: snap.game.id })
    }
}
