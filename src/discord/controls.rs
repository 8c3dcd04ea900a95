//! The shared controls that sit under messages other than the board: Rematch, and the votes.

use super::ids::Shared;
use super::message::{Button, Row, Style};
use crate::engine::Seat;
use crate::store::GameId;

/// The Rematch button for the finished game `game`.
pub fn rematch_button(game: GameId) -> Row {
    Row::Buttons(vec![Button::new(
        Shared::Rematch.id(game, 0),
        "Rematch",
        Style::Primary,
    )])
}

/// The button under a missed-deadline notice: vote to hand `seat` to the program.
pub fn absent_vote_row(game: GameId, seat: Seat) -> Row {
    Row::Buttons(vec![Button::new(
        Shared::Absent { seat }.id(game, 0),
        "Hand this seat to the program",
        Style::Secondary,
    )])
}

/// The button under a proposal to abandon: vote for it.
pub fn abandon_vote_row(game: GameId) -> Row {
    Row::Buttons(vec![Button::new(
        Shared::Abandon.id(game, 0),
        "Vote to abandon",
        Style::Danger,
    )])
}
