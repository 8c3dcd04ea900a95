//! Why the rules refuse a decision. The Discord layer turns each into the player's words.

use super::offer::{OfferId, Void};
use crate::engine::Seat;

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error("the game is over")]
    GameOver,
    #[error("that is not a decision for this moment of the turn")]
    WrongMoment,
    #[error("only the tower player ({0}) decides that")]
    TowerPlayerOnly(Seat),
    #[error("the tower player cannot do that")]
    NotForTowerPlayer,
    #[error("only the player inside the action ({0}) decides that")]
    ActorOnly(Seat),
    #[error("no Starting space tile in hand")]
    NoStartingSpace,
    #[error("the tower cannot step there")]
    IllegalStep,
    #[error("no action left this turn")]
    NoActionLeft,
    #[error("a valid bid stands: take the action or accept a bid")]
    BidStands,
    #[error("not every player who could act has passed yet")]
    NotAllPassed,
    #[error("already passed")]
    AlreadyPassed,
    #[error("first close the open action")]
    WindowOpen,
    #[error("no open offer {0}")]
    NoSuchOffer(OfferId),
    #[error("offer {0} is not addressed to this player")]
    NotAddressed(OfferId),
    #[error("a bid on an action cannot be declined")]
    CannotDecline,
    #[error("offer {0} is not this player's")]
    NotYourOffer(OfferId),
    #[error("the offer cannot be accepted: {0}")]
    OfferVoid(Void),
    #[error("that offer is not well formed: {0}")]
    BadOffer(OfferError),
    #[error("the effect has been received already")]
    EffectReceived,
    #[error("receive the effect first")]
    EffectFirst,
    #[error("one order per action")]
    OrderDone,
    #[error("that card is not in hand")]
    NotInHand,
    #[error("that card is not for here")]
    WrongCard,
    #[error("the commodities it needs are missing")]
    MissingCommodities,
    #[error("no such tile in hand")]
    NoTile,
    #[error("the supply has none")]
    SupplyEmpty,
    #[error("that building is not this player's")]
    NotOwned,
    #[error("that building has an owner")]
    Owned,
    #[error("no marker in hand")]
    NoMarker,
    #[error("not next to the street of this right")]
    NotAdjacent,
    #[error("too few ducats")]
    TooFewDucats,
    #[error("no more offers can be numbered in this game")]
    TooManyOffers,
}

/// Why an offer cannot be made at all (G-54, G-58 at creation, G-100).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum OfferError {
    #[error("no offer to oneself")]
    ToSelf,
    #[error("a bid goes to the tower player and asks nothing back")]
    BadBid,
    #[error("an ask is the tower player's, for the current action, and gives nothing")]
    BadAsk,
    #[error("there is nothing to offer on at this moment")]
    NoSubject,
    #[error("the maker does not have what they give")]
    MakerLacks,
    #[error("the maker has too few markers in supply to receive those asked")]
    MakerNoRoom,
    #[error("the one who would act has no action left")]
    NoAction,
    #[error("the buyer of a right needs a marker in hand")]
    NoMarker,
    #[error("an empty trade")]
    Empty,
    #[error("with two players, the tower player's opponent must give an item (G-100)")]
    TwoPlayerItem,
    #[error("plain trades are off in this game")]
    NoFreeTrade,
    #[error("no one else may be offered that")]
    NotAllowed,
    #[error("three plain trades are open already: withdraw one first")]
    TradesOpen,
    #[error("the table holds as many open offers as it can")]
    TableFull,
    #[error("ten offers in one turn are the most a player may make")]
    TurnLimit,
}
