//! How a click is answered: the reply to the interaction itself, the messages that follow it,
//! and a refusal in the clicking player's words. Every handler speaks this vocabulary; it
//! imports no handler, so nothing here depends on the router.

use std::future::Future;
use std::pin::Pin;

use tracing::warn;

use super::follow_up::FollowUp;
use super::ids::BadId;
use super::message::Message;
use super::names::game_title;
use super::pictures::Drawing;
use crate::engine::{GameKind, Irreversible, SetupError};
use crate::lang::Lang;
use crate::store::GameId;
use crate::t;
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

/// Why a click changed nothing: said already in the clicking player's words (a game's own
/// refusal, made where their language was known), or typed, to be said in them when the
/// answer is sent ([`Refusal::text`]).
#[derive(Debug)]
pub enum Refusal {
    Said(String),
    Table(TableError),
    BadId(BadId),
}

impl From<TableError> for Refusal {
    fn from(e: TableError) -> Refusal {
        Refusal::Table(e)
    }
}

impl From<BadId> for Refusal {
    fn from(e: BadId) -> Refusal {
        Refusal::BadId(e)
    }
}

impl Refusal {
    /// The refusal in `lang`: what the player reads.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Refusal::Said(text) => text.clone(),
            Refusal::Table(e) => refusal_text(e, lang),
            Refusal::BadId(_) => {
                crate::telemetry::refusal("bad_id");
                t!(lang, "refused-bad-id")
            }
        }
    }
}

/// The table's refusal in the clicking player's words. The table's own messages are for logs;
/// these are what a player reads, so every case is spelt out here. Each is counted by kind
/// ([`crate::telemetry::refusal`]).
pub fn refusal_text(e: &TableError, lang: Lang) -> String {
    crate::telemetry::refusal(e.kind());
    match e {
        TableError::NotFound => t!(lang, "refused-not-found"),
        TableError::NotSeated => t!(lang, "refused-not-seated"),
        TableError::NotHost => t!(lang, "refused-not-host"),
        TableError::NotInLobby => t!(lang, "refused-not-in-lobby"),
        TableError::AlreadySeated => t!(lang, "refused-already-seated"),
        TableError::Full => t!(lang, "refused-full"),
        TableError::NotEnoughPlayers { min } => t!(lang, "refused-not-enough", min = *min),
        TableError::HostCannotLeave => t!(lang, "refused-host-cannot-leave"),
        TableError::NotActive => t!(lang, "refused-not-active"),
        TableError::Finished => t!(lang, "refused-finished"),
        TableError::NoSuchSeat(seat) => t!(lang, "refused-no-such-seat", seat = seat + 1),
        TableError::ProgramSeat(seat) => t!(lang, "refused-program-seat", seat = seat + 1),
        TableError::OwnSeat => t!(lang, "refused-own-seat"),
        TableError::NotAbsent { missed, needed } => t!(
            lang,
            "refused-not-absent",
            missed = *missed,
            needed = *needed
        ),
        TableError::NotHostOrAdmin => t!(lang, "refused-not-host-or-admin"),
        TableError::MemberSeated => t!(lang, "refused-member-seated"),
        TableError::NotInvited => t!(lang, "refused-not-invited"),
        TableError::NoComputer => t!(lang, "refused-no-computer"),
        TableError::Stale { .. } => t!(lang, "refused-stale"),
        TableError::CannotTakeBack(Kept::Nothing) => t!(lang, "refused-nothing-to-take-back"),
        TableError::CannotTakeBack(Kept::NotYours) => t!(lang, "refused-take-back-not-yours"),
        TableError::CannotTakeBack(Kept::Rules(Irreversible::Revealed)) => {
            t!(lang, "refused-take-back-revealed")
        }
        TableError::CannotTakeBack(Kept::Rules(Irreversible::OtherSeat)) => {
            t!(lang, "refused-take-back-other-seat")
        }
        TableError::SeatChanged => t!(lang, "refused-seat-changed"),
        TableError::Settings(why) => sentence(&super::words::settings_error(why, lang)),
        TableError::Setup(SetupError::PlayerCount {
            game,
            min,
            max,
            players,
        }) => {
            let game = GameKind::ALL
                .into_iter()
                .find(|k| k.title() == *game)
                .map_or_else(|| (*game).to_string(), |k| game_title(k, lang));
            t!(
                lang,
                "refused-player-count",
                game = game,
                min = *min,
                max = *max,
                players = *players
            )
        }
        TableError::Corrupt(_) => {
            warn!("damaged game: {e}");
            t!(lang, "refused-corrupt")
        }
        TableError::Program(_) => {
            warn!("the program's move failed: {e}");
            t!(lang, "refused-program")
        }
        TableError::Store(_) | TableError::Unencodable(_) => {
            warn!("not saved: {e}");
            t!(lang, "refused-store")
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

#[cfg(test)]
mod language_tests {
    use super::*;

    #[test]
    fn the_tables_refusals_are_said_in_the_clickers_language() {
        let seated = Refusal::from(TableError::NotSeated);
        assert_eq!(seated.text(Lang::En), "You are not seated at this game.");
        assert_eq!(seated.text(Lang::De), "Du sitzt nicht an dieser Partie.");
        let count = TableError::Setup(SetupError::PlayerCount {
            game: "The Princes of Florence",
            min: 2,
            max: 5,
            players: 6,
        });
        assert_eq!(
            refusal_text(&count, Lang::De),
            "Die Fürsten von Florenz wird zu 2 bis 5 gespielt, nicht zu 6."
        );
        assert!(
            Refusal::BadId(BadId)
                .text(Lang::De)
                .starts_with("Das hat nicht geklappt")
        );
    }
}
