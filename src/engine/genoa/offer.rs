//! Offers (G-54, G-108): a proposed exchange between two players, each side a [`Bundle`],
//! perhaps about something the tower player controls (its [`Subject`]). An offer binds nobody
//! until accepted; acceptance executes both bundles and the subject at once (G-57).
//!
//! The kinds of offer, by who makes them and about what:
//! - a **bid** (G-108): from a non-tower player to the tower player, for the current action,
//!   the next step, or the acquisition right being resolved; it asks nothing back (`get` is
//!   empty, G-54);
//! - an **ask** (G-108): from the tower player to whoever accepts first, for the current
//!   action; the tower player gives only the action (`give` is empty) and `to` is `None`;
//! - a **plain trade** (G-60): between any two players, about nothing but the bundles.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::building::BuildingId;
use super::bundle::Bundle;
use super::square::Square;
use crate::engine::Seat;

/// Offers are numbered 1, 2, 3, … over the whole game, in the order they are made (G-108).
pub type OfferId = u16;

/// What the tower player hands over when an offer with a subject is accepted (G-54).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Subject {
    /// Nothing but the bundles: a plain trade.
    Trade,
    /// The action at the building whose window is open (G-54 a).
    Action,
    /// The tower's next step to `to` (G-54 b); `with_action`: and the action of the window
    /// that opens there, taken by the offerer at once.
    Move { to: Square, with_action: bool },
    /// The acquisition right being resolved, used to place the offerer's marker on `building`
    /// (G-54 c).
    Right { building: BuildingId },
}

impl Subject {
    /// Whether offers on `self` and `other` compete: a player keeps one open offer per subject
    /// (G-109) — one on the action, one on the next step, one on the right — and any number of
    /// plain trades.
    pub fn same_kind(self, other: Subject) -> bool {
        matches!(
            (self, other),
            (Subject::Action, Subject::Action)
                | (Subject::Move { .. }, Subject::Move { .. })
                | (Subject::Right { .. }, Subject::Right { .. })
        )
    }
}

/// An offer as its maker states it: to whom, about what, and both sides.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Terms {
    /// Who may accept: a seat, or `None` for an ask (any player who may take the action).
    pub to: Option<Seat>,
    pub subject: Subject,
    /// What the maker gives.
    #[serde(default)]
    pub give: Bundle,
    /// What the maker gets.
    #[serde(default)]
    pub get: Bundle,
    /// Whether the cards of the offer show their faces to its recipient (G-106); the table
    /// sees their kinds only, whatever this says.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub reveal: bool,
}

/// An open offer on the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Offer {
    pub id: OfferId,
    pub from: Seat,
    pub terms: Terms,
}

impl Offer {
    /// Whether `viewer` sees the faces of the offer's cards (G-106): its maker does, and its
    /// recipient when the maker shows them; everyone else sees their kinds only.
    pub fn shows_cards_to(&self, viewer: Seat) -> bool {
        viewer == self.from || (self.terms.reveal && self.terms.to == Some(viewer))
    }
}

/// The condition of G-58 an offer fails at acceptance: it cannot be accepted, and nothing
/// changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Void {
    /// Its subject is gone: the window closed or its action was taken, the step is no longer
    /// legal or opens no window any more, the building has an owner (G-58 2).
    SubjectGone,
    /// `seat` no longer holds what its side gives (G-58 3).
    Lacks(Seat),
    /// `seat` has too few markers in its supply to receive those given (G-58 4).
    NoMarkerRoom(Seat),
    /// `seat`, who would take the action, has none left (G-58 5).
    NoActionLeft(Seat),
    /// `seat`, who would place a marker, has none in hand (G-58 6).
    NoMarkerInHand(Seat),
    /// `seat`, who would place a marker, cannot pay the bank's price for it (G-91).
    CannotPayBank(Seat),
}

impl fmt::Display for Void {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Void::SubjectGone => f.write_str("what it was about is gone"),
            Void::Lacks(s) => write!(f, "{s} does not hold what their side gives"),
            Void::NoMarkerRoom(s) => write!(f, "{s} has no marker left to receive"),
            Void::NoActionLeft(s) => write!(f, "{s} has no action left"),
            Void::NoMarkerInHand(s) => write!(f, "{s} has no marker in hand to place"),
            Void::CannotPayBank(s) => write!(f, "{s} cannot pay the bank for placing"),
        }
    }
}
