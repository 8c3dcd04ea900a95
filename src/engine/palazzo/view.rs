//! What leaves the engine: the public view every player may see, and one seat's private view.
//!
//! The public view holds no card of any hand and no order of any stack or deck: only counts.

use serde::Serialize;

use super::buy::BuyPayments;
use super::components::{Card, Tile};
use super::money::{Cards, best_payment};
use super::score::palace_score;
use super::{Auction, Palazzo, Phase, Rebuild, RuleError};
use crate::engine::{Game, Outcome, Seat};

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PublicView {
    pub players: u8,
    /// Whose turn it is.
    pub active: Seat,
    /// What is being decided now, and by whom.
    pub decision: Decision,
    pub warehouse: Vec<Tile>,
    /// The price of one warehouse tile now.
    pub tile_price: u32,
    pub quarries: [Vec<Tile>; 4],
    pub architect: u8,
    /// Items left in stacks I, II and III (stack III counts its game-end tiles).
    pub stacks: [usize; 3],
    pub game_end_tiles: u8,
    pub tiles_out_of_game: usize,
    pub deck: usize,
    pub discards: usize,
    pub seats: Vec<SeatView>,
    pub outcome: Option<Outcome>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SeatView {
    pub seat: Seat,
    pub money_cards: usize,
    pub palaces: Vec<PalaceView>,
    /// What the palaces would score now.
    pub score: i32,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PalaceView {
    pub tiles: Vec<Tile>,
    pub score: i32,
}

/// The decision the game waits for, with the public facts needed to make it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Decision {
    ChooseAction { seat: Seat, can_take_money: bool },
    TakeMoney { seat: Seat, revealed: Cards },
    BuyOrAuction { seat: Seat },
    Bid { seat: Seat, auction: Auction },
    ShareOut { seat: Seat, pool: Vec<Tile> },
    Build { seat: Seat, pending: Vec<Tile> },
    Over,
}

impl Decision {
    pub fn seat(&self) -> Option<Seat> {
        match self {
            Decision::ChooseAction { seat, .. }
            | Decision::TakeMoney { seat, .. }
            | Decision::BuyOrAuction { seat }
            | Decision::Bid { seat, .. }
            | Decision::ShareOut { seat, .. }
            | Decision::Build { seat, .. } => Some(*seat),
            Decision::Over => None,
        }
    }
}

/// What one seat sees: the public view, its hand, what the hand can pay, and what it opens to
/// the seat. The last are the engine's answers, so that whoever shows the seat its choices (a
/// picker) reads them rather than working the rules out again from the hand.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PrivateView {
    pub seat: Seat,
    pub hand: Cards,
    /// Groups of three the hand holds (each worth 15 when paid together).
    pub groups: Vec<Cards>,
    /// The most valuable single payment the hand can make.
    pub best_payment: Cards,
    pub best_value: u32,
    /// Buying from the warehouse at today's price: the cheapest payments for one tile and for
    /// two, or why this seat cannot buy.
    pub buying: Result<BuyPayments, RuleError>,
    /// The cheapest raise above the high bid, while an auction runs that this seat is still in
    /// and its hand can beat.
    pub cheapest_raise: Option<Cards>,
    /// The rebuilds this seat could pay for, or why it can make none.
    pub rebuilds: Result<Vec<Rebuild>, RuleError>,
    pub public: PublicView,
}

pub(super) fn public(game: &Palazzo) -> PublicView {
    let seat = game.to_act().iter().next().unwrap_or(game.active);
    let decision = match &game.phase {
        Phase::ChooseAction => Decision::ChooseAction {
            seat,
            can_take_money: game.can_take_money(),
        },
        Phase::TakeMoney { revealed, .. } => Decision::TakeMoney {
            seat,
            revealed: *revealed,
        },
        Phase::BuyOrAuction => Decision::BuyOrAuction { seat },
        Phase::Auction(auction) => Decision::Bid {
            seat,
            auction: auction.clone(),
        },
        Phase::ShareOut(share) => Decision::ShareOut {
            seat,
            pool: share.pool.to_vec(),
        },
        Phase::Build(build) => Decision::Build {
            seat,
            pending: build.pending.to_vec(),
        },
        Phase::Over => Decision::Over,
    };
    PublicView {
        players: game.players,
        active: game.active,
        decision,
        warehouse: game.warehouse.to_vec(),
        tile_price: game.tile_price(),
        quarries: game.quarries.each_ref().map(|q| q.to_vec()),
        architect: game.architect,
        stacks: game.stack_sizes(),
        game_end_tiles: game.game_end_tiles,
        tiles_out_of_game: game.out_of_game.len(),
        deck: game.deck.len(),
        discards: game.discards.len(),
        seats: game
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| SeatView {
                seat: Seat(i as u8),
                money_cards: s.hand.len(),
                palaces: s
                    .palaces
                    .iter()
                    .map(|p| PalaceView {
                        tiles: p.tiles().copied().collect(),
                        score: palace_score(p),
                    })
                    .collect(),
                score: game.score(Seat(i as u8)),
            })
            .collect(),
        outcome: game.outcome(),
    }
}

pub(super) fn private(game: &Palazzo, seat: Seat) -> PrivateView {
    let hand = game.seat(seat).hand;
    let (best_payment, best_value) = best_payment(&hand, None);
    PrivateView {
        seat,
        hand,
        groups: groups(&hand),
        best_payment,
        best_value,
        buying: game.buy_payments(seat),
        cheapest_raise: game.cheapest_raise(seat),
        rebuilds: game.rebuild_options(seat),
        public: public(game),
    }
}

/// The disjoint groups of three in `hand`: one value in all three currencies, or three
/// certificates.
fn groups(hand: &Cards) -> Vec<Cards> {
    let mut out = Vec::new();
    for value in super::components::VALUES {
        let cards = super::Currency::ALL.map(|c| Card::coin(c, value).expect("value in range"));
        let n = cards.iter().map(|&c| hand.count(c)).min().unwrap_or(0);
        out.extend((0..n).map(|_| cards.into_iter().collect::<Cards>()));
    }
    let certs = hand.count(Card::CERTIFICATE) / 3;
    out.extend((0..certs).map(|_| [Card::CERTIFICATE; 3].into_iter().collect::<Cards>()));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::palazzo::Action;
    use crate::engine::palazzo::money::cards;

    #[test]
    fn the_private_view_adds_only_the_seats_own_hand() {
        let mut g = Palazzo::setup(&Default::default(), 3, 4).unwrap();
        g.seats[1].hand = cards("red4 brown4 silver4 cert cert cert red7");
        let view = g.private_view(Seat(1));
        assert_eq!(view.hand, g.seats[1].hand);
        assert_eq!(view.public, g.public_view());
        assert_eq!(
            view.groups.len(),
            2,
            "the three 4s and the three certificates"
        );
        assert_eq!(view.best_value, 15 + 15 + 7);
        let one = view.buying.as_ref().expect("the hand pays for a tile").one;
        assert!(one.payment().unwrap().value >= view.public.tile_price);
        assert_eq!(view.cheapest_raise, None, "no auction");
        assert_eq!(view.rebuilds, Err(RuleError::NothingToRebuild));
        let json = serde_json::to_string(&g.public_view()).unwrap();
        assert!(!json.contains("hand"), "no hand in the public view");
    }

    #[test]
    fn the_public_view_says_who_decides_what() {
        let mut g = Palazzo::setup(&Default::default(), 2, 4).unwrap();
        let seat = g.active;
        assert_eq!(
            g.public_view().decision,
            Decision::ChooseAction {
                seat,
                can_take_money: true
            }
        );
        g.apply(seat, &Action::DrawTiles).unwrap();
        let view = g.public_view();
        assert_eq!(view.decision, Decision::BuyOrAuction { seat });
        assert_eq!(view.warehouse.len(), 2);
        assert_eq!(view.tile_price, 8);
        assert_eq!(view.stacks[0], 11);
        assert_eq!(view.seats.iter().map(|s| s.money_cards).sum::<usize>(), 8);
    }
}
