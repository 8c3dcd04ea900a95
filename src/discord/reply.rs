//! How a click is answered: the reply to the interaction itself, the messages that follow it,
//! and a refusal in the clicking player's words. Every handler speaks this vocabulary; it
//! imports no handler, so nothing here depends on the router.

use std::future::Future;
use std::pin::Pin;

use tracing::warn;

use super::follow_up::FollowUp;
use super::ids::BadId;
use super::message::Message;
use super::pictures::Drawing;
use crate::engine::Irreversible;
use crate::store::GameId;
use crate::table::{Kept, TableError};

/// How to answer the interaction itself.
pub enum Response {
    /// Replace the message the component sits on.
    Update(Message),
    /// A new message only the clicking user sees.
    Ephemeral(Message),
    /// Nothing yet: the message the component sits on is edited by what follows (a board
    /// whose picture is drawn first).
    Defer,
}

impl Response {
    /// The message the answer shows, unless it is deferred.
    pub fn message(&self) -> Option<&Message> {
        match self {
            Response::Update(m) | Response::Ephemeral(m) => Some(m),
            Response::Defer => None,
        }
    }
}

pub struct Reply {
    pub response: Response,
    pub then: Vec<FollowUp>,
    /// A picture to add to the answer once drawn (a game's private picker: a placement
    /// preview), when the table wants pictures; the answer is sent as text first.
    pub picture: Option<Box<Drawing>>,
    /// Work done once the answer is sent, whose messages then follow: see [`Later`].
    pub later: Option<Later>,
    /// The game and version whose board the answer shows, when it replaces the board: the
    /// outbox then need not edit the board to the same again.
    pub board: Option<(GameId, i64)>,
}

/// A move played after its click is acknowledged. A deferred answer shows nothing, so it may
/// go before the move is durably stored: the click is answered within milliseconds however long
/// the disk takes to commit, and the board changes (or the picker closes with what was done)
/// only once the move is stored. Should the
/// move be refused after all (another move got in first), the refusal reaches the player as an
/// ephemeral follow-up.
pub type Later = Pin<Box<dyn Future<Output = Result<Vec<FollowUp>, Refusal>> + Send>>;

impl Reply {
    pub fn update(message: Message) -> Reply {
        Reply {
            response: Response::Update(message),
            then: Vec::new(),
            picture: None,
            later: None,
            board: None,
        }
    }

    /// The interaction acknowledged, the message it sits on edited by what follows.
    pub fn deferred() -> Reply {
        Reply {
            response: Response::Defer,
            then: Vec::new(),
            picture: None,
            later: None,
            board: None,
        }
    }

    /// The same reply, noting that its answer shows the board of `game` at `version`.
    #[must_use]
    pub fn showing_board(mut self, game: GameId, version: i64) -> Reply {
        self.board = Some((game, version));
        self
    }

    /// The same reply, its answer to be shown with `picture` once drawn.
    #[must_use]
    pub fn with_picture(mut self, picture: Drawing) -> Reply {
        self.picture = Some(Box::new(picture));
        self
    }

    pub fn ephemeral(message: Message) -> Reply {
        Reply {
            response: Response::Ephemeral(message),
            then: Vec::new(),
            picture: None,
            later: None,
            board: None,
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
        crate::telemetry::refusal("bad_id");
        Refusal(format!("That did not work: {e}."))
    }
}

/// The table's refusal in the clicking player's words. The table's own messages are for logs;
/// these are what a player reads, so every case is spelt out here. Each is counted by kind
/// ([`crate::telemetry::refusal`]).
pub fn refusal_text(e: &TableError) -> String {
    crate::telemetry::refusal(e.kind());
    match e {
        TableError::NotFound => "There is no such game.".into(),
        TableError::NotSeated => "You are not seated at this game.".into(),
        TableError::NotHost => "Only the host can do that.".into(),
        TableError::NotInLobby => "This game has left its lobby.".into(),
        TableError::AlreadySeated => "You already have a seat at this game.".into(),
        TableError::Full => "The table is full.".into(),
        TableError::NotEnoughPlayers { min } => {
            format!("At least {min} players are needed to start.")
        }
        TableError::HostCannotLeave => {
            "The host cannot leave; they cancel the game instead.".into()
        }
        TableError::NotActive => "This game is not being played.".into(),
        TableError::Finished => "This game is over.".into(),
        TableError::NoSuchSeat(seat) => format!("There is no seat {}.", seat + 1),
        TableError::ProgramSeat(seat) => {
            format!("Seat {} is already played by the program.", seat + 1)
        }
        TableError::OwnSeat => "You cannot vote on your own seat.".into(),
        TableError::NotAbsent { missed, needed } => format!(
            "That seat has missed {missed} deadline{} in a row; the others may vote it to the \
             program after {needed}.",
            if *missed == 1 { "" } else { "s" }
        ),
        TableError::NotHostOrAdmin => {
            "Only the host or a server admin can give a seat to someone else.".into()
        }
        TableError::MemberSeated => "They already have a seat at this game.".into(),
        TableError::NotInvited => "This rematch is for the players of the game before.".into(),
        TableError::NoComputer => "There is no computer player to take out.".into(),
        TableError::Stale { .. } => {
            "The board has moved on since this was shown: use the current board.".into()
        }
        TableError::CannotTakeBack(Kept::Nothing) => "There is nothing to take back yet.".into(),
        TableError::CannotTakeBack(Kept::NotYours) => "Only the last action can be taken back, \
             by its player, before anyone else acts."
            .into(),
        TableError::CannotTakeBack(Kept::Rules(Irreversible::Revealed)) => {
            "That action cannot be taken back: it showed something that was hidden.".into()
        }
        TableError::CannotTakeBack(Kept::Rules(Irreversible::OtherSeat)) => {
            "That action cannot be taken back: it changed what another player holds.".into()
        }
        TableError::SeatChanged => {
            "That seat has just changed hands; nothing changed. Try again.".into()
        }
        TableError::Settings(why) => sentence(&why.to_string()),
        TableError::Setup(why) => sentence(&why.to_string()),
        TableError::Corrupt(_) => {
            warn!("damaged game: {e}");
            "This game's records are damaged; nothing changed.".into()
        }
        TableError::Program(_) => {
            warn!("the program's move failed: {e}");
            "The program could not make its move; nothing changed.".into()
        }
        TableError::Store(_) | TableError::Unencodable(_) => {
            warn!("not saved: {e}");
            "Something went wrong saving that; nothing changed. Please try again.".into()
        }
    }
}

/// An error message as a sentence: capitalised, with a full stop.
pub fn sentence(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str() + ".")
        .unwrap_or_default()
}

/// The message a command's answer posted, read back from Discord (its id is what later edits
/// of a board need): tried again on a bad day, `None` if it cannot be read within a few
/// seconds.
pub async fn read_back(
    handle: &poise::ReplyHandle<'_>,
) -> Option<poise::serenity_prelude::Message> {
    let mut delay = std::time::Duration::from_millis(200);
    for attempt in 1..=5 {
        match handle.message().await {
            Ok(message) => return Some(message.into_owned()),
            Err(e) => warn!(attempt, "reading back a posted message failed: {e}"),
        }
        tokio::time::sleep(delay).await;
        delay *= 2;
    }
    None
}
