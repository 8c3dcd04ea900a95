//! The shared controls that sit under messages other than the board (Rematch, the votes),
//! and *Take back*, which the board and a move's confirmation share.

use super::ids::Shared;
use super::message::{Button, Message, Row, Style, limits};
use crate::engine::{Game, Seat};
use crate::lang::Lang;
use crate::store::GameId;
use crate::t;
use crate::table::Snapshot;

/// The Rematch button for the finished game `game`.
pub fn rematch_button(game: GameId, lang: Lang) -> Row {
    Row::Buttons(vec![Button::new(
        Shared::Rematch.id(game, 0),
        t!(lang, "button-rematch"),
        Style::Primary,
    )])
}

/// The button under a missed-deadline notice: vote to hand `seat` to the program.
pub fn absent_vote_row(game: GameId, seat: Seat, lang: Lang) -> Row {
    Row::Buttons(vec![Button::new(
        Shared::Absent { seat }.id(game, 0),
        t!(lang, "button-vote-absent"),
        Style::Secondary,
    )])
}

/// The button under a proposal to abandon: vote for it.
pub fn abandon_vote_row(game: GameId, lang: Lang) -> Row {
    Row::Buttons(vec![Button::new(
        Shared::Abandon.id(game, 0),
        t!(lang, "button-vote-abandon"),
        Style::Danger,
    )])
}

/// The button that takes back the last action, for the board at `version`; its label names
/// the seat that may use it.
pub fn take_back_button(game: GameId, version: i64, seat: Seat, lang: Lang) -> Button {
    Button::new(
        Shared::TakeBack.id(game, version),
        t!(lang, "button-take-back", seat = seat.0 + 1),
        Style::Secondary,
    )
}

/// Adds *Take back* to `message` (a board or a confirmation) when the seat of the game's last
/// action may take it back: beside the other buttons of the last row that has room, or on a
/// row of its own while the message has one to spare.
pub fn offer_take_back<G: Game>(message: &mut Message, snap: &Snapshot<G>, lang: Lang) {
    let Some(seat) = snap.game.take_back.map(Seat) else {
        return;
    };
    if snap.game.status != crate::store::GameStatus::Active {
        return;
    }
    // A board whose rows are all full keeps its controls: taking back waits for a board with
    // room (none of the games fills all five rows of buttons).
    add_button(
        message,
        take_back_button(snap.game.id, snap.game.version, seat, lang),
    );
}

/// Adds a link to the game's page on the web to its board, when pages are served and the
/// board has room (as [`offer_take_back`] finds it).
pub fn link_to_page<G: Game>(message: &mut Message, snap: &Snapshot<G>, lang: Lang) {
    if let Some(url) = &snap.page {
        add_button(message, Button::link(url, t!(lang, "button-page")));
    }
}

/// Puts `button` beside the other buttons of the last row that has room, or on a row of its
/// own while the message has one to spare; without room it is left out.
fn add_button(message: &mut Message, button: Button) {
    let rows = message.rows.len();
    let room = message.rows.iter_mut().rev().find_map(|row| match row {
        Row::Buttons(buttons) if buttons.len() < limits::BUTTONS_PER_ROW => Some(buttons),
        _ => None,
    });
    match room {
        Some(buttons) => buttons.push(button),
        None if rows < limits::ROWS => message.rows.push(Row::Buttons(vec![button])),
        None => {}
    }
}
