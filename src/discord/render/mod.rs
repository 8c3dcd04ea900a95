//! What the bot shows, rendered from what the table returns: the game's message (its lobby or
//! its board), what follows a move (hands by DM, a ping for the seat to act, the final scores,
//! a missed deadline's notice), what a game says as it starts, a reminder, the words that close
//! a picker or answer a take-back, a vote's tally and the game's history.
//!
//! Everything here is pure: handed a snapshot, a move or the little else it needs (a rematch
//! lobby's invited players), it does no I/O and needs no `Data`. The outbox renders what it
//! sends through here, and the handlers what they answer; this imports neither.

pub mod alt_text;
mod board;
mod events;
mod hands;
mod listing;
mod log;
mod moves;
mod turns;
mod votes;

pub use board::{RECENT_LINES, board, game_message, lobby_message};
pub use events::event_lines;
pub use hands::hands;
pub use listing::{board_link, game_line, held_line};
pub use log::{LOG_PAGE, history, last_page, log_page};
pub use moves::{after_move, done_message, first_messages, taken_back};
pub use turns::{deadline_notice, reminder};
pub use votes::tally;
