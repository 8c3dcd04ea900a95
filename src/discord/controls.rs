//! The shared controls that sit under messages other than the board: Rematch, and the votes.

use super::ids::ComponentId;
use super::message::{Button, Row, Style};
use crate::engine::Seat;
use crate::store::GameId;

/// The Rematch button for the finished game `game`.
pub fn rematch_button(game: GameId) -> Row {
    Row::Buttons(vec![Button::new(
        ComponentId::new(game, 0, "rematch").to_string(),
        "Rematch",
        Style::Primary,
    )])
}

/// The button under a missed-deadline notice: vote to hand `seat` to the program.
pub fn absent_vote_row(game: GameId, seat: Seat) -> Row {
    Row::Buttons(vec![Button::new(
        ComponentId::new(game, 0, "absent").arg(seat.0).to_string(),
        "Hand this seat to the program",
        Style::Secondary,
    )])
}

/// The button under a proposal to abandon: vote for it.
pub fn abandon_vote_row(game: GameId) -> Row {
    Row::Buttons(vec![Button::new(
        ComponentId::new(game, 0, "abandon").to_string(),
        "Vote to abandon",
        Style::Danger,
    )])
}

