//! What a seat may do (one decision each, as records write them), and what happens.

use serde::{Deserialize, Serialize};

use super::building::BuildingId;
use super::card::{CardId, CardKind};
use super::commodity::Commodity;
use super::offer::{OfferId, Terms};
use super::square::Square;
use super::tile::TileKind;

/// One decision of one seat (G-116: every decision is recorded, defaults and the explicit
/// stop and end of turn included).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    // Phase 1 (G-36): the tower player only.
    /// Roll both dice and start on the square they name.
    Roll,
    /// Play a Starting space tile and start on `square` (G-78).
    StartAt { square: Square },

    // An action window (G-47 to G-50): the tower player.
    /// Take the window's action himself (G-48).
    Take,
    /// Declare the action void (G-49a): no valid bid stands and every eligible player passed.
    Void,

    // An action window: the others.
    /// Say one does not want this window's action (or the ask on it) (G-49a).
    Pass,

    // Offers, by anyone the rules allow (G-54 to G-61, G-108 to G-111).
    /// Make an offer; it replaces the maker's open offer on the same subject (G-109).
    Offer(Terms),
    /// Accept an open offer addressed to oneself, or an ask (G-111).
    Accept { offer: OfferId },
    /// Turn down an offer addressed to oneself: a move or right bid, or a plain trade. Bids on
    /// an action cannot be declined (G-49).
    Decline { offer: OfferId },
    /// Take back one's own open offer (G-109).
    Withdraw { offer: OfferId },

    // Inside an action (G-73): the actor.
    /// Receive the effect of a building that is not a villa (G-53, G-62 to G-67).
    Receive,
    /// Receive a villa's effect: draw a contract, or deliver a large order (G-68).
    Villa(VillaChoice),
    /// Complete a small order for this building (G-72).
    SmallOrder { card: CardId },
    /// Play a special tile (G-80 to G-83).
    Play(TilePlay),
    /// Declare the action over; needs the effect received (G-47a).
    ActionOver,

    // The move window (G-39 to G-46): the tower player.
    /// Step to a neighbouring square.
    Step { to: Square },
    /// Stop moving: phase 3 begins (G-41).
    Stop,

    // Phase 3 (G-87 to G-93a): the tower player.
    /// Use the current right himself: place a marker from hand on `building`.
    Place { building: BuildingId },
    /// Let the current right lapse.
    Lapse,
    /// End the turn (G-93a); rights not yet resolved lapse.
    EndTurn,
}

/// A villa's effect (G-68): one or the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum VillaChoice {
    /// Draw the top Contract card.
    Contract,
    /// Deliver a large order naming this villa (G-71), and take a special tile of `tile`'s
    /// kind as part of the reward (`None`: the supply has none).
    Deliver {
        card: CardId,
        tile: Option<TileKind>,
    },
}

/// A special tile played inside one's own action (G-80 to G-83). Extra action tiles are never
/// played: they are spent by themselves (G-79).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TilePlay {
    /// Commodity of your choice: take one of `kind` (G-81).
    Commodity { kind: Commodity },
    /// Trade 1:1: give `give` to the supply and take `take` from it (G-82).
    Trade { give: Item, take: Take },
    /// Building action: perform the action of `building`, one's own (G-83); at a villa, with
    /// the villa's choice.
    BuildingAction {
        building: BuildingId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        villa: Option<VillaChoice>,
    },
}

/// One item a seat owns, given away by Trade 1:1 (G-82).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Item {
    Commodity(Commodity),
    Card(CardId),
    Tile(TileKind),
    Marker,
}

/// One item taken from the supply by Trade 1:1 (G-82): never from another player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Take {
    Commodity(Commodity),
    Tile(TileKind),
    /// The top card of this pile, unseen.
    Card(CardKind),
    /// A marker of one's colour from one's supply.
    Marker,
}

impl Action {
    /// The name of every kind of action, as records write it.
    pub const KINDS: [&'static str; 19] = [
        "roll",
        "start_at",
        "take",
        "void",
        "pass",
        "offer",
        "accept",
        "decline",
        "withdraw",
        "receive",
        "villa",
        "small_order",
        "play",
        "action_over",
        "step",
        "stop",
        "place",
        "lapse",
        "end_turn",
    ];

    /// This action's kind, one of [`Action::KINDS`].
    pub fn kind(&self) -> &'static str {
        match self {
            Action::Roll => "roll",
            Action::StartAt { .. } => "start_at",
            Action::Take => "take",
            Action::Void => "void",
            Action::Pass => "pass",
            Action::Offer(_) => "offer",
            Action::Accept { .. } => "accept",
            Action::Decline { .. } => "decline",
            Action::Withdraw { .. } => "withdraw",
            Action::Receive => "receive",
            Action::Villa(_) => "villa",
            Action::SmallOrder { .. } => "small_order",
            Action::Play(_) => "play",
            Action::ActionOver => "action_over",
            Action::Step { .. } => "step",
            Action::Stop => "stop",
            Action::Place { .. } => "place",
            Action::Lapse => "lapse",
            Action::EndTurn => "end_turn",
        }
    }
}
