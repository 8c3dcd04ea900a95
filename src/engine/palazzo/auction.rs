//! Auctions (rulings 2 and 3) and sharing out a quarry of four or more tiles.
//!
//! The architect moves clockwise to the next quarry holding a tile. Four or more tiles are shared
//! out: the active seat takes one and builds it, then each other seat clockwise, and the rest
//! leave the game. Fewer are auctioned: the active seat opens with the 3-certificate, bidding
//! goes clockwise, each seat raises or passes, and the last seat in takes every tile.

use arrayvec::ArrayVec;

use super::components::TileId;
use super::money::{Cards, cheapest_payment};
use super::state::{Auction, Bid, SHARE_OUT_AT};
use super::tiles::QUARRIES;
use super::{AfterBuild, Build, Event, MOST_PLAYERS, Palazzo, Pending, Phase, RuleError, ShareOut};
use crate::engine::Seat;

/// The 3-certificate's worth: the auctioneer's opening bid.
pub const OPENING_BID: u32 = 3;

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

    /// The cheapest cards that raise `seat`'s bid above the high bid (in its bid's currency, if
    /// bound), while an auction runs and it is still in; `None` if its hand cannot.
    pub fn cheapest_raise(&self, seat: Seat) -> Option<Cards> {
        let Phase::Auction(auction) = &self.phase else {
            return None;
        };
        let bid = auction.bids.get(seat.index()).filter(|b| !b.passed)?;
        let (_, high) = auction.high();
        let hand = &self.seat(seat).hand;
        cheapest_payment(hand, (high + 1).saturating_sub(bid.total), bid.currency)
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

        let mut bids: ArrayVec<Bid, MOST_PLAYERS> =
            (0..self.players).map(|_| Bid::default()).collect();
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
        let quarry = &mut self.quarries[auction.quarry as usize];
        // Fewer than SHARE_OUT_AT tiles: a quarry holding that many is shared out instead.
        let pending: Pending = quarry.iter().copied().collect();
        quarry.clear();
        self.discards.add_all(&paid);
        events.push(Event::AuctionWon {
            seat: winner,
            total,
            tiles: pending.len(),
        });
        self.phase = Phase::Build(Build {
            seat: winner,
            pending,
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
        let tile = share.pool.remove(i);
        share.taken += 1;
        events.push(Event::TileTaken { seat, tile });
        let Phase::ShareOut(share) = std::mem::replace(&mut self.phase, Phase::Over) else {
            unreachable!("sharing out");
        };
        self.phase = Phase::Build(Build {
            seat,
            pending: [tile].into_iter().collect(),
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
                self.out_of_game.extend(share.pool.drain(..));
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
                pending: [tile].into_iter().collect(),
                then: AfterBuild::ShareOut(share),
            });
            return;
        }
        self.phase = Phase::ShareOut(share);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::palazzo::components::{Currency, Material, Tile};
    use crate::engine::palazzo::fixtures::{auction, game, raise, tile};
    use crate::engine::palazzo::money::cards;
    use crate::engine::palazzo::{Action, Site};
    use crate::engine::{Game, SeatSet};

    /// A game of `players` where `auctioneer` has drawn its two tiles and is to buy or auction;
    /// every quarry is then emptied, for the test to fill. The architect stands on quarry 0.
    fn drawn(players: u8, auctioneer: u8) -> Palazzo {
        let mut g = game(players);
        g.active = Seat(auctioneer);
        g.apply(Seat(auctioneer), &Action::DrawTiles).unwrap();
        for q in 0..QUARRIES {
            g.set_quarry(q, &[]);
        }
        assert_eq!(g.architect, 0);
        g
    }

    /// `n` different brick tiles, none in a palace.
    fn bricks(g: &Palazzo, n: u8) -> Vec<Tile> {
        (0..n)
            .map(|i| tile(g, Material::Brick, i / 3 + 1, i % 3 + 1))
            .collect()
    }

    fn pass(g: &mut Palazzo, seat: u8) -> Vec<Event> {
        let events = g.apply(Seat(seat), &Action::Pass).unwrap();
        g.assert_sound();
        events
    }

    /// Builds every tile `seat` has pending as a new palace; returns the last step's events.
    fn build_all(g: &mut Palazzo, seat: u8) -> Vec<Event> {
        let mut events = Vec::new();
        while let Some(t) = g.pending(Seat(seat)).first().copied() {
            events = g
                .apply(
                    Seat(seat),
                    &Action::Place {
                        tile: t.id,
                        site: Site::NewPalace,
                    },
                )
                .unwrap();
            g.assert_sound();
        }
        events
    }

    fn hands(g: &Palazzo) -> Vec<Cards> {
        g.seats.iter().map(|s| s.hand).collect()
    }

    #[test]
    fn ruling_3_the_architect_moves_clockwise_to_the_next_quarry_holding_a_tile() {
        let mut g = drawn(2, 0);
        g.architect = 2;
        let ts = bricks(&g, 2);
        g.set_quarry(0, &ts[..1]);
        g.set_quarry(1, &ts[1..]);
        // Quarry 3 is empty and skipped; the count wraps round to quarry 0, before quarry 1.
        let events = g.apply(Seat(0), &Action::Auction).unwrap();
        assert_eq!(events[0], Event::ArchitectMoved { quarry: 0 });
        assert_eq!(g.architect(), 0);
        assert_eq!(auction(&g).quarry, 0);
        assert_eq!(g.quarry(1), &ts[1..], "the other quarry waits");
        g.assert_sound();

        // The architect leaves its own quarry even when that one holds tiles.
        let mut g = drawn(2, 0);
        g.architect = 1;
        let ts = bricks(&g, 2);
        g.set_quarry(1, &ts[..1]);
        g.set_quarry(2, &ts[1..]);
        g.apply(Seat(0), &Action::Auction).unwrap();
        assert_eq!((g.architect(), auction(&g).quarry), (2, 2));
        assert_eq!(g.quarry(1), &ts[..1]);
    }

    #[test]
    fn ruling_3_when_no_quarry_holds_a_tile_nothing_happens_and_the_turn_passes() {
        let mut g = drawn(3, 0);
        let before = g.clone();
        let events = g.apply(Seat(0), &Action::Auction).unwrap();
        assert_eq!(
            events,
            [Event::NothingToAuction, Event::TurnBegins { seat: Seat(1) }]
        );
        assert_eq!(g.architect, before.architect, "the architect stays");
        assert_eq!(hands(&g), hands(&before));
        assert_eq!(g.discards, before.discards);
        assert_eq!(g.warehouse, before.warehouse);
        assert_eq!(g.active, Seat(1));
        assert_eq!(g.phase, Phase::ChooseAction);
        g.assert_sound();
    }

    /// The texts' example: three players, five tiles; each takes and builds one from the active
    /// seat clockwise, and the last two leave the game. Nobody pays.
    #[test]
    fn ruling_3_four_or_more_tiles_are_shared_out_one_a_seat_and_the_rest_leave() {
        let mut g = drawn(3, 1);
        let ts = bricks(&g, 5);
        g.set_quarry(3, &ts);
        let money = hands(&g);
        let out = g.out_of_game.len();
        let events = g.apply(Seat(1), &Action::Auction).unwrap();
        assert_eq!(
            events,
            [
                Event::ArchitectMoved { quarry: 3 },
                Event::ShareOutStarted {
                    quarry: 3,
                    tiles: 5
                }
            ]
        );
        assert!(g.quarry(3).is_empty());
        g.assert_sound();

        let before = g.clone();
        assert_eq!(
            g.apply(Seat(2), &Action::TakeTile { tile: ts[0].id }),
            Err(RuleError::NotYourTurn(Seat(1)))
        );
        let stranger = g.warehouse[0].id;
        assert_eq!(
            g.apply(Seat(1), &Action::TakeTile { tile: stranger }),
            Err(RuleError::NotInQuarry(stranger))
        );
        assert_eq!(g, before);

        let mut left: Vec<_> = ts.clone();
        for (seat, take) in [(1u8, 4usize), (2, 0), (0, 2)] {
            assert_eq!(g.to_act(), SeatSet::only(Seat(seat)));
            let offered: Vec<_> = g.choices(Seat(seat));
            let expected: Vec<_> = left
                .iter()
                .map(|t| Action::TakeTile { tile: t.id })
                .collect();
            assert_eq!(
                offered, expected,
                "seat {seat} chooses among the tiles left"
            );
            let t = ts[take];
            g.apply(Seat(seat), &Action::TakeTile { tile: t.id })
                .unwrap();
            left.retain(|l| *l != t);
            assert_eq!(g.pending(Seat(seat)), &[t], "the taker builds it at once");
            g.assert_sound();
            let events = build_all(&mut g, seat);
            assert_eq!(g.seats[seat as usize].palaces.len(), 1);
            if seat == 0 {
                assert_eq!(
                    events[1..],
                    [
                        Event::TilesRemoved { tiles: 2 },
                        Event::TurnBegins { seat: Seat(2) }
                    ]
                );
            }
        }
        assert_eq!(g.out_of_game.len(), out + 2);
        assert!(g.out_of_game.ends_with(&[ts[1], ts[3]]));
        assert_eq!(hands(&g), money, "nobody pays in a share-out");
        assert_eq!((g.active, &g.phase), (Seat(2), &Phase::ChooseAction));
    }

    #[test]
    fn ruling_3_a_two_player_share_out_of_five_tiles_removes_three() {
        let mut g = drawn(2, 0);
        let ts = bricks(&g, 5);
        g.set_quarry(1, &ts);
        let out = g.out_of_game.len();
        g.apply(Seat(0), &Action::Auction).unwrap();
        for seat in [0, 1] {
            let t = match &g.phase {
                Phase::ShareOut(s) => s.pool[0],
                other => panic!("not sharing out: {other:?}"),
            };
            g.apply(Seat(seat), &Action::TakeTile { tile: t.id })
                .unwrap();
            build_all(&mut g, seat);
        }
        assert_eq!(g.out_of_game.len(), out + 3);
        assert_eq!(g.seats[0].palaces.len() + g.seats[1].palaces.len(), 2);
        assert_eq!((g.active, &g.phase), (Seat(1), &Phase::ChooseAction));
    }

    #[test]
    fn ruling_3_three_tiles_are_auctioned_four_are_shared_out() {
        let mut three = drawn(4, 0);
        let ts = bricks(&three, 4);
        three.set_quarry(1, &ts[..3]);
        three.apply(Seat(0), &Action::Auction).unwrap();
        assert!(matches!(three.phase, Phase::Auction(_)));

        let mut four = drawn(4, 0);
        four.set_quarry(1, &ts);
        four.apply(Seat(0), &Action::Auction).unwrap();
        assert!(matches!(four.phase, Phase::ShareOut(_)));
        // Four players share four tiles: each seat gets one, the last has no choice to make.
        for seat in 0..3 {
            let t = match &four.phase {
                Phase::ShareOut(s) => s.pool[0],
                other => panic!("not sharing out: {other:?}"),
            };
            four.apply(Seat(seat), &Action::TakeTile { tile: t.id })
                .unwrap();
            build_all(&mut four, seat);
        }
        assert_eq!(four.pending(Seat(3)).len(), 1);
        build_all(&mut four, 3);
        assert!(four.seats.iter().all(|s| s.palaces.len() == 1));
        assert_eq!(four.active, Seat(1));
    }

    #[test]
    fn ruling_3_the_auctioneer_opens_at_3_and_bidding_goes_clockwise_from_the_next_seat() {
        let mut g = drawn(4, 2);
        g.set_hands(&["red5", "red6", "red7", "red4"]);
        let ts = bricks(&g, 1);
        g.set_quarry(1, &ts);
        let hand = g.seats[2].hand;
        let events = g.apply(Seat(2), &Action::Auction).unwrap();
        assert_eq!(
            events,
            [
                Event::ArchitectMoved { quarry: 1 },
                Event::AuctionOpened {
                    seat: Seat(2),
                    quarry: 1
                }
            ]
        );
        let a = auction(&g);
        assert_eq!(a.auctioneer, Seat(2));
        assert_eq!(a.high(), (Seat(2), OPENING_BID));
        assert_eq!(OPENING_BID, 3);
        assert!(a.bids[2].certificate && a.bids[2].cards.is_empty());
        assert!(
            a.bids
                .iter()
                .enumerate()
                .all(|(i, b)| i == 2 || b.total == 0)
        );
        assert_eq!(g.seats[2].hand, hand, "the opening bid takes no card");
        g.assert_sound();

        let mut order = Vec::new();
        for (seat, codes) in [(3, "red4"), (0, "red5"), (1, "red6"), (2, "red7")] {
            order.push(g.to_act().single().unwrap().0);
            raise(&mut g, seat, codes).unwrap();
            g.assert_sound();
        }
        assert_eq!(order, [3, 0, 1, 2]);
        assert_eq!(auction(&g).high(), (Seat(2), 3 + 7));
        assert_eq!(g.to_act(), SeatSet::only(Seat(3)));
    }

    #[test]
    fn ruling_3_if_nobody_raises_the_auctioneer_wins_for_the_certificate_alone() {
        let mut g = drawn(3, 0);
        let ts = bricks(&g, 2);
        g.set_quarry(1, &ts);
        g.apply(Seat(0), &Action::Auction).unwrap();
        let money = hands(&g);
        let discards = g.discards;
        pass(&mut g, 1);
        let events = pass(&mut g, 2);
        assert_eq!(
            events,
            [
                Event::Passed { seat: Seat(2) },
                Event::AuctionWon {
                    seat: Seat(0),
                    total: 3,
                    tiles: 2
                }
            ]
        );
        assert_eq!(hands(&g), money, "the auctioneer pays no card");
        assert_eq!(g.discards, discards);
        assert_eq!(g.pending(Seat(0)), ts.as_slice());
        assert!(g.quarry(1).is_empty());
        build_all(&mut g, 0);
        assert_eq!(g.active, Seat(1));
    }

    #[test]
    fn ruling_3_a_seat_that_passed_takes_its_cards_back_and_is_never_asked_again() {
        let mut g = drawn(3, 0);
        g.set_hands(&["silver7 silver3", "red5 red3", "brown6 brown7"]);
        let ts = bricks(&g, 1);
        g.set_quarry(1, &ts);
        g.apply(Seat(0), &Action::Auction).unwrap();
        raise(&mut g, 1, "red5").unwrap();
        raise(&mut g, 2, "brown6").unwrap();
        raise(&mut g, 0, "silver7").unwrap();
        assert_eq!(g.seats[1].hand, cards("red3"));
        pass(&mut g, 1);
        assert_eq!(g.seats[1].hand, cards("red5 red3"), "its bid comes back");
        let bid = &auction(&g).bids[1];
        assert!(bid.passed && bid.cards.is_empty() && bid.total == 0);
        assert_eq!(g.to_act(), SeatSet::only(Seat(2)));
        raise(&mut g, 2, "brown7").unwrap();
        assert_eq!(g.to_act(), SeatSet::only(Seat(0)), "seat 1 is skipped");
        let before = g.clone();
        assert_eq!(
            raise(&mut g, 1, "red3"),
            Err(RuleError::NotYourTurn(Seat(0)))
        );
        assert_eq!(g, before);
        let events = pass(&mut g, 0);
        assert_eq!(
            events[1],
            Event::AuctionWon {
                seat: Seat(2),
                total: 13,
                tiles: 1
            }
        );
        assert_eq!(g.seats[0].hand, cards("silver7 silver3"));
        assert_eq!(g.seats[1].hand, cards("red5 red3"));
        assert_eq!(
            g.discards,
            cards("brown6 brown7"),
            "the winner's bid is paid"
        );
    }

    #[test]
    fn ruling_3_the_next_turn_belongs_to_the_seat_after_the_auctioneer_even_when_another_won() {
        let mut g = drawn(4, 1);
        g.set_hands(&["", "", "", "cert cert"]);
        let ts = bricks(&g, 3);
        g.set_quarry(2, &ts);
        g.apply(Seat(1), &Action::Auction).unwrap();
        pass(&mut g, 2);
        raise(&mut g, 3, "cert cert").unwrap();
        pass(&mut g, 0);
        pass(&mut g, 1);
        assert_eq!(g.pending(Seat(3)), ts.as_slice());
        assert_eq!(g.discards, cards("cert cert"));
        assert_eq!(g.to_act(), SeatSet::only(Seat(3)));
        let events = build_all(&mut g, 3);
        assert_eq!(events.last(), Some(&Event::TurnBegins { seat: Seat(2) }));
        assert_eq!((g.active, &g.phase), (Seat(2), &Phase::ChooseAction));
        assert_eq!(g.seats[3].palaces.len(), 3);
    }

    #[test]
    fn ruling_2_a_raise_must_make_the_total_strictly_higher_than_the_high_bid() {
        let mut g = drawn(2, 0);
        g.set_hands(&["cert", "red3 red4 red5"]);
        let ts = bricks(&g, 1);
        g.set_quarry(1, &ts);
        g.apply(Seat(0), &Action::Auction).unwrap();
        let before = g.clone();
        assert_eq!(
            raise(&mut g, 1, "red3"),
            Err(RuleError::BidTooLow { high: 3, total: 3 }),
            "equal to the high bid is not enough"
        );
        assert_eq!(g, before);
        raise(&mut g, 1, "red4").unwrap();
        g.assert_sound();
        // The auctioneer's 3-certificate counts: 3 + 2 = 5 beats 4.
        let events = raise(&mut g, 0, "cert").unwrap();
        assert_eq!(
            events,
            [Event::Raised {
                seat: Seat(0),
                cards: cards("cert"),
                total: 5
            }]
        );
        assert_eq!(auction(&g).high(), (Seat(0), 5));
    }

    #[test]
    fn ruling_2_bids_accumulate() {
        let mut g = drawn(3, 0);
        g.set_hands(&["silver3", "red4 red3", "brown6"]);
        let ts = bricks(&g, 1);
        g.set_quarry(1, &ts);
        g.apply(Seat(0), &Action::Auction).unwrap();
        raise(&mut g, 1, "red4").unwrap();
        raise(&mut g, 2, "brown6").unwrap();
        let before = g.clone();
        assert_eq!(
            raise(&mut g, 0, "silver3"),
            Err(RuleError::BidTooLow { high: 6, total: 6 }),
            "3-certificate + silver 3 only equals the high bid"
        );
        assert_eq!(g, before);
        pass(&mut g, 0);
        // Red 3 alone is below 6, but added to the red 4 already out it makes 7.
        let events = raise(&mut g, 1, "red3").unwrap();
        assert_eq!(
            events,
            [Event::Raised {
                seat: Seat(1),
                cards: cards("red3"),
                total: 7
            }]
        );
        let bid = &auction(&g).bids[1];
        assert_eq!((bid.cards, bid.total), (cards("red4 red3"), 7));
        assert_eq!(auction(&g).high(), (Seat(1), 7));
        assert!(g.seats[1].hand.is_empty());
        g.assert_sound();
    }

    #[test]
    fn ruling_2_once_a_bid_holds_a_currency_only_it_certificates_and_groups_may_be_added() {
        let mut g = drawn(2, 0);
        g.set_hands(&[
            "silver4 cert cert cert cert",
            "red4 red3 brown7 cert cert red5 brown5 silver5",
        ]);
        let ts = bricks(&g, 1);
        g.set_quarry(1, &ts);
        g.apply(Seat(0), &Action::Auction).unwrap();
        raise(&mut g, 1, "red4").unwrap();
        assert_eq!(auction(&g).bids[1].currency, Some(Currency::Red));
        // The 3-certificate binds no currency: the auctioneer may add silver.
        assert_eq!(auction(&g).bids[0].currency, None);
        raise(&mut g, 0, "silver4").unwrap();
        assert_eq!(auction(&g).bids[0].currency, Some(Currency::Silver));

        let before = g.clone();
        assert_eq!(
            raise(&mut g, 1, "brown7"),
            Err(RuleError::WrongCurrency(Currency::Red))
        );
        assert_eq!(
            raise(&mut g, 1, "brown7 cert"),
            Err(RuleError::WrongCurrency(Currency::Red))
        );
        assert_eq!(g, before);
        raise(&mut g, 1, "cert cert").unwrap();
        assert_eq!(
            auction(&g).bids[1].total,
            8,
            "certificates may always be added"
        );
        raise(&mut g, 0, "cert").unwrap();
        // A group holds brown and silver cards, yet may join a red bid.
        raise(&mut g, 1, "red5 brown5 silver5").unwrap();
        assert_eq!(auction(&g).bids[1].total, 8 + 15);
        raise(&mut g, 0, "cert cert cert").unwrap();
        assert_eq!(auction(&g).bids[0].total, 3 + 4 + 2 + 15);
        raise(&mut g, 1, "red3").unwrap();
        let bid = &auction(&g).bids[1];
        assert_eq!((bid.total, bid.currency), (26, Some(Currency::Red)));
        g.assert_sound();
    }

    #[test]
    fn ruling_2_groups_count_only_within_one_increment() {
        let mut g = drawn(2, 0);
        g.set_hands(&["cert cert cert cert", "cert cert cert red4 brown4 silver4"]);
        let ts = bricks(&g, 1);
        g.set_quarry(1, &ts);
        g.apply(Seat(0), &Action::Auction).unwrap();
        raise(&mut g, 1, "cert cert").unwrap();
        raise(&mut g, 0, "cert").unwrap();
        raise(&mut g, 1, "cert").unwrap();
        let bid = &auction(&g).bids[1];
        assert_eq!(bid.cards, cards("cert cert cert"));
        assert_eq!(
            bid.total, 6,
            "three certificates put out apart are worth 2 each"
        );
        // Three certificates put out together are a group worth 15.
        raise(&mut g, 0, "cert cert cert").unwrap();
        assert_eq!(auction(&g).bids[0].total, 3 + 2 + 15);
        let before = g.clone();
        assert_eq!(
            raise(&mut g, 1, "red4"),
            Err(RuleError::BidTooLow {
                high: 20,
                total: 10
            })
        );
        assert_eq!(g, before);
        raise(&mut g, 1, "red4 brown4 silver4").unwrap();
        assert_eq!(auction(&g).bids[1].total, 6 + 15);
        g.assert_sound();
    }

    #[test]
    fn ruling_2_a_raise_of_cards_not_held_or_not_one_payment_is_refused() {
        let mut g = drawn(2, 0);
        g.set_hands(&["", "red4 brown5"]);
        let ts = bricks(&g, 1);
        g.set_quarry(1, &ts);
        g.apply(Seat(0), &Action::Auction).unwrap();
        let before = g.clone();
        assert_eq!(raise(&mut g, 1, "red7"), Err(RuleError::CardsNotInHand));
        assert_eq!(
            raise(&mut g, 1, "red4 red4"),
            Err(RuleError::CardsNotInHand)
        );
        assert_eq!(raise(&mut g, 1, "red4 brown5"), Err(RuleError::NotAPayment));
        assert_eq!(raise(&mut g, 1, ""), Err(RuleError::EmptyRaise));
        assert_eq!(
            raise(&mut g, 0, "red4"),
            Err(RuleError::NotYourTurn(Seat(1)))
        );
        assert_eq!(
            g.apply(Seat(1), &Action::DrawTiles),
            Err(RuleError::NotNow("an auction is running"))
        );
        assert_eq!(g, before);
        assert_eq!(
            g.choices(Seat(1)),
            [
                Action::Raise {
                    cards: cards("red4")
                },
                Action::Pass
            ],
            "the cheapest raise is offered"
        );
    }
}
