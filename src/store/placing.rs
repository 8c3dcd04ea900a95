//! A seat's standing at the end of a game.

use crate::computer::Level;

/// One seat's standing at the end of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Placing {
    pub seat: u8,
    /// The seat's owner when the game ended; `None` for the program.
    pub user: Option<u64>,
    /// The level of a computer seat (added as one in the lobby).
    pub computer: Option<Level>,
    /// 1 for the winner(s); tied seats share a rank.
    pub rank: u8,
    pub score: i32,
}
