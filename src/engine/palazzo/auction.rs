//! Auctions (rulings 2 and 3) and sharing out a quarry of four or more tiles.
//!
//! The architect moves clockwise to the next quarry holding a tile. Four or more tiles are shared
//! out: the active seat takes one and builds it, then each other seat clockwise, and the rest
//! leave the game. Fewer are auctioned: the active seat opens with the 3-certificate, bidding
//! goes clockwise, each seat raises or passes, and the last seat in takes every tile.

use serde::{Deserialize, Serialize};

use super::components::{Currency, TileId};
use super::money::Cards;
use super::tiles::QUARRIES;
use super::{AfterBuild, Build, Event, Palazzo, Phase, RuleError, ShareOut};
use crate::engine::Seat;

/// The 3-certificate's worth: the auctioneer's opening bid.
pub const OPENING_BID: u32 = 3;
/// A quarry holding this many tiles is shared out, not auctioned.
pub const SHARE_OUT_AT: usize = 4;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Auction {
    pub quarry: u8,
    pub auctioneer: Seat,
    /// Whose turn it is to raise or pass.
    pub turn: Seat,
    /// One bid per seat, in seat order.
    pub bids: Vec<Bid>,
}

/// Everything one seat has put out in this auction (ruling 2: bids accumulate).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Bid {
    pub cards: Cards,
    /// The sum of the values of every increment, the 3-certificate included.
    pub total: u32,
    /// Set by the first increment with loose currency cards; later ones must match it.
    pub currency: Option<Currency>,
    /// Whether the 3-certificate is part of this bid (the auctioneer's, until they pass).
    pub certificate: bool,
    pub passed: bool,
}

impl Auction {
    /// The highest bid of the seats still in.
    pub fn high(&self) -> (Seat, u32) {
        let (seat, bid) = self
            .bids
            .iter()
            .enumerate()
            .filter(|(_, b)| !b.passed)
            .max_by_key(|(_, b)| b.total)
            .expect("an auction always has a seat still in");
        (Seat(seat as u8), bid.total)
    }

    fn still_in(&self) -> usize {
        self.bids.iter().filter(|b| !b.passed).count()
    }

    /// The next seat clockwise after `seat` that has not passed.
    fn next_in(&self, seat: Seat) -> Seat {
        let players = self.bids.len() as u8;
        (1..=players)
            .map(|step| seat.after(step, players))
            .find(|s| !self.bids[s.index()].passed)
            .expect("an auction always has a seat still in")
    }
}

impl Palazzo {
    pub fn quarry(&self, q: u8) -> &[super::Tile] {
        &self.quarries[q as usize]
    }

    pub fn architect(&self) -> u8 {
        self.architect
    }

    pub(super) fn open_auction(&mut self, events: &mut Vec<Event>) {
        let next = (1..=QUARRIES)
            .map(|step| (self.architect + step) % QUARRIES)
            .find(|&q| !self.quarries[q as usize].is_empty());
        let Some(quarry) = next else {
            events.push(Event::NothingToAuction);
            self.end_turn(events);
            return;
        };
        self.architect = quarry;
        events.push(Event::ArchitectMoved { quarry });

        let tiles = self.quarries[quarry as usize].len();
        if tiles >= SHARE_OUT_AT {
            events.push(Event::ShareOutStarted { quarry, tiles });
            let pool = std::mem::take(&mut self.quarries[quarry as usize]);
            self.phase = Phase::ShareOut(ShareOut { pool, taken: 0 });
            return;
        }

        let mut bids = vec![Bid::default(); self.players as usize];
        bids[self.active.index()] = Bid {
            total: OPENING_BID,
            certificate: true,
            ..Bid::default()
        };
        events.push(Event::AuctionOpened {
            seat: self.active,
            quarry,
        });
        self.phase = Phase::Auction(Auction {
            quarry,
            auctioneer: self.active,
            turn: self.active.after(1, self.players),
            bids,
        });
    }

    pub(super) fn raise(
        &mut self,
        seat: Seat,
        cards: &Cards,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let Phase::Auction(auction) = &self.phase else {
            unreachable!("called in an auction");
        };
        let bid = &auction.bids[seat.index()];
        if cards.is_empty() {
            return Err(RuleError::EmptyRaise);
        }
        if !self.seat(seat).hand.contains_all(cards) {
            return Err(RuleError::CardsNotInHand);
        }
        let payment = cards.payment().ok_or(RuleError::NotAPayment)?;
        if let (Some(bound), Some(added)) = (bid.currency, payment.currency)
            && bound != added
        {
            return Err(RuleError::WrongCurrency(bound));
        }
        let total = bid.total + payment.value;
        let (_, high) = auction.high();
        if total <= high {
            return Err(RuleError::BidTooLow { high, total });
        }

        self.seat_mut(seat).hand.remove_all(cards);
        let Phase::Auction(auction) = &mut self.phase else {
            unreachable!()
        };
        let bid = &mut auction.bids[seat.index()];
        bid.cards.add_all(cards);
        bid.total = total;
        bid.currency = bid.currency.or(payment.currency);
        auction.turn = auction.next_in(seat);
        events.push(Event::Raised {
            seat,
            cards: *cards,
            total,
        });
        Ok(())
    }

    pub(super) fn pass(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let Phase::Auction(auction) = &mut self.phase else {
            unreachable!("called in an auction");
        };
        let bid = std::mem::take(&mut auction.bids[seat.index()]);
        auction.bids[seat.index()].passed = true;
        auction.turn = auction.next_in(seat);
        let finished = auction.still_in() == 1;
        self.seat_mut(seat).hand.add_all(&bid.cards);
        events.push(Event::Passed { seat });
        if finished {
            self.close_auction(events);
        }
    }

    /// One bidder is left: they pay their bid and take the quarry's tiles.
    fn close_auction(&mut self, events: &mut Vec<Event>) {
        let Phase::Auction(auction) = &self.phase else {
            unreachable!("called in an auction");
        };
        let (winner, total) = auction.high();
        let paid = auction.bids[winner.index()].cards;
        let tiles = std::mem::take(&mut self.quarries[auction.quarry as usize]);
        self.discards.add_all(&paid);
        events.push(Event::AuctionWon {
            seat: winner,
            total,
            tiles: tiles.len(),
        });
        self.phase = Phase::Build(Build {
            seat: winner,
            pending: tiles,
            then: AfterBuild::EndTurn,
        });
    }

    pub(super) fn take_tile(
        &mut self,
        seat: Seat,
        tile: TileId,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let Phase::ShareOut(share) = &mut self.phase else {
            unreachable!("called while sharing out");
        };
        let i = share
            .pool
            .iter()
            .position(|t| t.id == tile)
            .ok_or(RuleError::NotInQuarry(tile))?;
        let mut share = std::mem::replace(
            share,
            ShareOut {
                pool: Vec::new(),
                taken: 0,
            },
        );
        let tile = share.pool.remove(i);
        share.taken += 1;
        events.push(Event::TileTaken { seat, tile });
        self.phase = Phase::Build(Build {
            seat,
            pending: vec![tile],
            then: AfterBuild::ShareOut(share),
        });
        Ok(())
    }

    /// After a seat has built its share: the next seat takes one, or the rest leave the game.
    pub(super) fn continue_share_out(&mut self, mut share: ShareOut, events: &mut Vec<Event>) {
        if share.taken == self.players || share.pool.is_empty() {
            if !share.pool.is_empty() {
                events.push(Event::TilesRemoved {
                    tiles: share.pool.len(),
                });
                self.out_of_game.append(&mut share.pool);
            }
            self.end_turn(events);
            return;
        }
        let seat = self.active.after(share.taken, self.players);
        if share.pool.len() == 1 {
            // No choice left to make: the seat takes the last tile.
            let tile = share.pool.pop().expect("one tile");
            share.taken += 1;
            events.push(Event::TileTaken { seat, tile });
            self.phase = Phase::Build(Build {
                seat,
                pending: vec![tile],
                then: AfterBuild::ShareOut(share),
            });
            return;
        }
        self.phase = Phase::ShareOut(share);
    }
}
