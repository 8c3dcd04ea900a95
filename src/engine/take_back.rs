//! Why an action cannot be taken back.
//!
//! A player may take back their own last actions while nobody else has acted since: the table
//! checks that much for every game. Whether one action may be taken back at all is the rules'
//! call ([`Game::take_back`](super::Game::take_back)): an action that showed its player
//! something hidden (a card or a tile drawn) would let them look and choose again, and one
//! that changed what another seat holds has already been seen by that player.

/// The rules' reason an action stands for good. Its `Display` is for logs; players read the
/// Discord layer's words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
pub enum Irreversible {
    /// It brought something hidden to light: a card or tile drawn or turned up, a deck
    /// shuffled, a hand shown.
    #[error("revealed")]
    Revealed,
    /// It changed what another seat holds or owes (a card taken from them, a payment made to
    /// them).
    #[error("other_seat")]
    OtherSeat,
}
