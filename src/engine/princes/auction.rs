//! The auction of objects: one object per player and one per stack each round, the opening
//! bid named with the object, raises of exactly 100, and the last player's purchase.

use super::components::Character;
use super::components::{Landscape, MAX_BUILDERS, Object, Piece};
use super::state::{Auction, Bidding};
use super::{Deck, Event, Pending, Phase, Placing, Princes, RuleError, Source};
use crate::engine::{Seat, SeatSet};

/// Each raise is exactly this much (*text*).
pub const RAISE: u16 = 100;

impl Auction {
    pub fn new(start: Seat) -> Auction {
        Auction {
            blocked: 0,
            done: SeatSet::EMPTY,
            out: SeatSet::EMPTY,
            namer: start,
            bidding: None,
        }
    }

    pub fn to_act(&self) -> Seat {
        self.bidding.as_ref().map_or(self.namer, |b| b.turn)
    }

    /// Whether the seat may still name or bid this round.
    pub fn in_play(&self, seat: Seat) -> bool {
        !self.done.contains(seat) && !self.out.contains(seat)
    }
}

impl Princes {
    fn auction(&self) -> &Auction {
        match &self.phase {
            Phase::Auction(a) => a,
            _ => unreachable!("the auction is running"),
        }
    }

    fn auction_mut(&mut self) -> &mut Auction {
        match &mut self.phase {
            Phase::Auction(a) => a,
            _ => unreachable!("the auction is running"),
        }
    }

    /// Seats still in this round's auction.
    pub fn auction_seats(&self) -> SeatSet {
        match &self.phase {
            Phase::Auction(a) => self.all_seats().filter(|&s| a.in_play(s)).collect(),
            _ => SeatSet::EMPTY,
        }
    }

    /// Whether an object of this lot is left and its stack has no marker this round.
    pub fn lot_available(&self, object: Object) -> bool {
        let blocked = match &self.phase {
            Phase::Auction(a) => a.blocked,
            _ => 0,
        };
        if blocked & object.stack_mask() != 0 {
            return false;
        }
        let s = &self.supply;
        match object {
            Object::Forest | Object::Lake | Object::Park => s.landscapes[object as usize] > 0,
            Object::Landscape => s.landscapes.iter().any(|&n| n > 0),
            Object::Jester => s.jesters > 0,
            Object::Builder => s.builders > 0,
            Object::Prestige => !self.prestige_deck.is_empty(),
            Object::Recruiting => s.recruiting > 0,
        }
    }

    /// Whether the seat could take the object: a landscape must fit in its principality, and
    /// nobody holds more than three builders (ruling 3).
    pub fn can_hold(&self, seat: Seat, object: Object) -> bool {
        let s = self.seat(seat);
        let fits = |l: Landscape| {
            self.supply.landscapes[l as usize] > 0
                && s.principality
                    .fits(Piece::Landscape(l), s.adjacent_buildings())
        };
        match object {
            Object::Forest => fits(Landscape::Forest),
            Object::Lake => fits(Landscape::Lake),
            Object::Park => fits(Landscape::Park),
            Object::Landscape => Landscape::ALL.into_iter().any(fits),
            Object::Builder => s.builders < MAX_BUILDERS,
            Object::Jester | Object::Prestige | Object::Recruiting => true,
        }
    }

    /// The lots the seat may name (or, the last player, take) now.
    pub fn lots_for(&self, seat: Seat) -> impl Iterator<Item = Object> + '_ {
        Object::lots(self.players)
            .iter()
            .copied()
            .filter(move |&o| self.lot_available(o) && self.can_hold(seat, o))
    }

    /// Whether only one seat is left without an object (those who named nothing aside): it
    /// may take an object for the opening bid instead of naming one (*text*).
    pub fn last_player(&self) -> bool {
        self.auction_seats().len() == 1
    }

    pub(super) fn auction_action(
        &mut self,
        seat: Seat,
        action: &super::Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        use super::Action;
        let bidding = self.auction().bidding.is_some();
        match (bidding, action) {
            (false, Action::Name { object }) => self.name(seat, *object, events),
            (false, Action::Take { object }) => self.take_last(seat, *object, events),
            (false, Action::Pass) => {
                self.auction_mut().out.insert(seat);
                events.push(Event::Passed { seat });
                Ok(())
            }
            (true, Action::Raise) => self.raise(seat, events),
            (true, Action::Pass) => {
                let b = self.auction_mut().bidding.as_mut().expect("bidding");
                b.passed.insert(seat);
                events.push(Event::Passed { seat });
                self.advance_bidding(events);
                Ok(())
            }
            (true, _) => Err(RuleError::NotNow("an object is being auctioned")),
            (false, _) => Err(RuleError::NotNow("an object is to be named")),
        }
    }

    fn check_lot(&self, seat: Seat, object: Object, price: u16) -> Result<(), RuleError> {
        if !Object::lots(self.players).contains(&object) || !self.lot_available(object) {
            return Err(RuleError::Unavailable("that object"));
        }
        if !self.can_hold(seat, object) {
            return Err(RuleError::Refused(
                "you could not take that object (it fits nowhere, or you have three builders)",
            ));
        }
        let money = self.seat(seat).money;
        if money < u32::from(price) {
            return Err(RuleError::CannotAfford {
                cost: u32::from(price),
                money,
            });
        }
        Ok(())
    }

    fn name(
        &mut self,
        seat: Seat,
        object: Object,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if self.last_player() {
            return Err(RuleError::Refused(
                "you are the last without an object: take one or pass",
            ));
        }
        let bid = self.opening_bid();
        self.check_lot(seat, object, bid)?;
        self.auction_mut().bidding = Some(Bidding {
            object,
            high: bid,
            leader: seat,
            turn: seat,
            passed: SeatSet::EMPTY,
        });
        events.push(Event::Named { seat, object, bid });
        self.advance_bidding(events);
        Ok(())
    }

    fn raise(&mut self, seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError> {
        let b = self.auction().bidding.clone().expect("bidding");
        let bid = b.high + RAISE;
        if !self.can_hold(seat, b.object) {
            return Err(RuleError::Refused("you could not take that object"));
        }
        let money = self.seat(seat).money;
        if money < u32::from(bid) {
            return Err(RuleError::CannotAfford {
                cost: u32::from(bid),
                money,
            });
        }
        let b = self.auction_mut().bidding.as_mut().expect("bidding");
        b.high = bid;
        b.leader = seat;
        events.push(Event::Raised { seat, bid });
        self.advance_bidding(events);
        Ok(())
    }

    /// Moves the bidding clockwise to the next seat that may raise; a seat that could not
    /// pay the next bid even by selling its points, or could not take the object, passes
    /// without being asked (ruling 3). With nobody left, the leader wins.
    fn advance_bidding(&mut self, events: &mut Vec<Event>) {
        let players = self.players;
        loop {
            let a = self.auction();
            let b = a.bidding.as_ref().expect("bidding");
            let next = (1..players)
                .map(|step| b.turn.after(step, players))
                .find(|&s| s != b.leader && a.in_play(s) && !b.passed.contains(s));
            let Some(next) = next else {
                let (seat, object, price) = (b.leader, b.object, b.high);
                self.auction_mut().bidding = None;
                events.push(Event::Won {
                    seat,
                    object,
                    price,
                });
                self.win_object(seat, object, price, events);
                return;
            };
            let next_bid = u32::from(b.high + RAISE);
            let object = b.object;
            let able = self.can_hold(next, object) && self.means(next) >= next_bid;
            let b = self.auction_mut().bidding.as_mut().expect("bidding");
            b.turn = next;
            if able {
                return;
            }
            b.passed.insert(next);
            events.push(Event::CannotBid { seat: next });
        }
    }

    /// The last player takes an object for the opening bid.
    fn take_last(
        &mut self,
        seat: Seat,
        object: Object,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if !self.last_player() {
            return Err(RuleError::Refused(
                "only the last player without an object may take one without an auction",
            ));
        }
        let price = self.opening_bid();
        self.check_lot(seat, object, price)?;
        events.push(Event::Took {
            seat,
            object,
            price,
        });
        self.win_object(seat, object, price, events);
        Ok(())
    }

    /// The seat has won `object` for `price`: it and the stack are done this round.
    fn win_object(&mut self, seat: Seat, object: Object, price: u16, events: &mut Vec<Event>) {
        let a = self.auction_mut();
        a.done.insert(seat);
        a.blocked |= object.stack_mask();
        if self.characters.held_by(seat, Character::Merchant) {
            self.pending = Some(Pending::Merchant {
                seat,
                object,
                price,
            });
        } else {
            self.pay(seat, u32::from(price));
            self.deliver(seat, object, events);
        }
    }

    /// The Merchant's holder chose: the object for free, or paid for with the points of its
    /// rank (*text*).
    pub(super) fn settle_merchant(
        &mut self,
        seat: Seat,
        object: Object,
        price: u16,
        free: bool,
        events: &mut Vec<Event>,
    ) {
        self.pending = None;
        self.characters.give_back(Character::Merchant);
        if free {
            events.push(Event::MerchantFree { seat, object });
        } else {
            self.pay(seat, u32::from(price));
            let points = self.rank(seat);
            self.score(seat, Source::Merchant, i16::from(points));
            events.push(Event::MerchantPoints { seat, points });
        }
        self.deliver(seat, object, events);
    }

    /// Hands the object over: a landscape to be placed at once, a prestige card to be picked.
    fn deliver(&mut self, seat: Seat, object: Object, events: &mut Vec<Event>) {
        match object {
            Object::Forest | Object::Lake | Object::Park => {
                let l = Landscape::ALL[object as usize];
                self.pending = Some(Pending::Place {
                    seat,
                    what: Placing::Piece(Piece::Landscape(l)),
                });
            }
            Object::Landscape => {
                self.pending = Some(Pending::Place {
                    seat,
                    what: Placing::AnyLandscape,
                });
            }
            Object::Jester => {
                self.supply.jesters -= 1;
                self.seat_mut(seat).jesters += 1;
                events.push(Event::Hired {
                    seat,
                    object,
                    points: 0,
                });
            }
            Object::Builder => {
                self.supply.builders -= 1;
                self.seat_mut(seat).builders += 1;
                let points = if self.seat(seat).builders >= 2 { 3 } else { 0 };
                self.score(seat, Source::Builders, i16::from(points));
                events.push(Event::Hired {
                    seat,
                    object,
                    points,
                });
            }
            Object::Prestige => {
                let drawn = self.draw_five(Deck::Prestige);
                self.pending = Some(Pending::Pick { seat, drawn });
            }
            Object::Recruiting => {
                self.supply.recruiting -= 1;
                self.seat_mut(seat).recruiting_in_hand += 1;
                events.push(Event::Hired {
                    seat,
                    object,
                    points: 0,
                });
                if self.recruitable(seat).next().is_some() {
                    self.pending = Some(Pending::Recruit { seat });
                }
            }
        }
    }

    /// Lays the piece owed; a second or later landscape of a kind scores 3, as does every
    /// building (*text*).
    pub(super) fn place(
        &mut self,
        seat: Seat,
        what: Placing,
        placement: super::Placement,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let piece = placement.piece;
        let allowed = match (what, piece) {
            (Placing::Piece(p), q) => p == q,
            (Placing::AnyLandscape, Piece::Landscape(l)) => self.supply.landscapes[l as usize] > 0,
            (Placing::AnyLandscape, Piece::Building(_)) => false,
        };
        if !allowed {
            return Err(RuleError::Refused("that is not the piece to place"));
        }
        let s = &mut self.seats[seat.index()];
        let adjacent = s.adjacent_buildings();
        s.principality.place(placement, adjacent)?;
        let (source, points) = match piece {
            Piece::Landscape(l) => {
                self.supply.landscapes[l as usize] -= 1;
                let more = self.seat(seat).principality.landscapes(l) >= 2;
                (Source::Landscapes, if more { 3 } else { 0 })
            }
            Piece::Building(b) => {
                self.supply.buildings[b as usize] -= 1;
                (Source::Buildings, 3)
            }
        };
        self.score(seat, source, i16::from(points));
        self.pending = None;
        events.push(Event::Placed {
            seat,
            piece,
            points,
        });
        Ok(())
    }

    /// Goes on after a decision: the next seat to name, or the end of the auction phase.
    pub(super) fn continue_auction(&mut self, events: &mut Vec<Event>) {
        let players = self.players;
        let a = self.auction();
        if a.bidding.is_some() {
            return;
        }
        let namer = (0..players)
            .map(|step| a.namer.after(step, players))
            .find(|&s| a.in_play(s));
        match namer {
            Some(namer) => self.auction_mut().namer = namer,
            None => self.end_auction(events),
        }
    }

    fn end_auction(&mut self, events: &mut Vec<Event>) {
        if self.expansion() {
            self.begin_characters(events);
        } else {
            self.begin_actions(events);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::fixtures::game;
    use super::super::{Action, Holder};
    use super::*;
    use crate::engine::{Audit, Game};

    #[test]
    fn rule_bids_open_at_exactly_200_and_rise_by_exactly_100() {
        let mut g = game(3, false);
        let events = g.play(
            0,
            Action::Name {
                object: Object::Jester,
            },
        );
        assert!(events.contains(&Event::Named {
            seat: Seat(0),
            object: Object::Jester,
            bid: 200
        }));
        let events = g.play(1, Action::Raise);
        assert!(events.contains(&Event::Raised {
            seat: Seat(1),
            bid: 300
        }));
    }

    #[test]
    fn rule_one_object_per_stack_and_per_player_a_round() {
        let mut g = game(3, false);
        g.play(
            0,
            Action::Name {
                object: Object::Jester,
            },
        );
        g.play(1, Action::Pass);
        g.play(2, Action::Pass);
        let offered = g.choices(Seat(1));
        assert!(!offered.contains(&Action::Name {
            object: Object::Jester
        }));
        g.play(
            1,
            Action::Name {
                object: Object::Builder,
            },
        );
        assert_eq!(g.to_act().single(), Some(Seat(2)), "seat 0 has its object");
    }

    #[test]
    fn rule_a_player_who_names_nothing_is_out_of_the_round() {
        let mut g = game(3, false);
        g.play(0, Action::Pass);
        g.play(
            1,
            Action::Name {
                object: Object::Jester,
            },
        );
        assert_eq!(g.to_act().single(), Some(Seat(2)), "seat 0 may not bid");
        g.play(2, Action::Pass);
        assert!(g.last_player(), "seat 2 is the last, seat 0 being out");
        g.play(
            2,
            Action::Take {
                object: Object::Recruiting,
            },
        );
        assert!(matches!(g.phase, Phase::Actions(_)));
    }

    #[test]
    fn ruling_3_nobody_bids_for_a_fourth_builder() {
        let mut g = game(3, false);
        g.give_builders(Seat(1), 3);
        g.play(
            0,
            Action::Name {
                object: Object::Builder,
            },
        );
        assert_eq!(g.to_act().single(), Some(Seat(2)), "seat 1 passes unasked");
        assert!(g.apply(Seat(1), &Action::Raise).is_err());
    }

    #[test]
    fn ruling_3_a_seat_that_cannot_pay_the_next_bid_passes_unasked() {
        let mut g = game(3, true);
        g.seats[1].money = 250;
        g.bank += 3250;
        let events = g.play(
            0,
            Action::Name {
                object: Object::Jester,
            },
        );
        assert!(events.contains(&Event::CannotBid { seat: Seat(1) }));
        g.check_invariants().unwrap();
    }

    #[test]
    fn ruling_8_the_merchant_takes_the_object_won_for_free_or_pays_and_scores() {
        let mut g = game(3, true);
        g.characters.holders[Character::Merchant as usize] = Holder::Held(Seat(0));
        g.play(
            0,
            Action::Name {
                object: Object::Jester,
            },
        );
        g.play(1, Action::Pass);
        g.play(2, Action::Pass);
        assert_eq!(
            g.choices(Seat(0)),
            [
                Action::Merchant { free: true },
                Action::Merchant { free: false }
            ]
        );
        g.play(0, Action::Merchant { free: true });
        assert_eq!(g.seat(Seat(0)).money, 3500);
        assert_eq!(g.seat(Seat(0)).jesters, 1);
        assert_eq!(
            g.characters.holders[Character::Merchant as usize],
            Holder::Free
        );
        g.check_invariants().unwrap();
    }

    #[test]
    fn rule_two_players_open_at_300_and_auction_the_landscapes_as_one_lot() {
        let mut g = game(2, false);
        let offered = g.choices(Seat(0));
        assert!(offered.contains(&Action::Name {
            object: Object::Landscape
        }));
        assert!(!offered.contains(&Action::Name {
            object: Object::Forest
        }));
        let events = g.play(
            0,
            Action::Name {
                object: Object::Landscape,
            },
        );
        assert!(events.contains(&Event::Named {
            seat: Seat(0),
            object: Object::Landscape,
            bid: 300
        }));
        g.play(1, Action::Pass);
        let kinds: std::collections::BTreeSet<_> = g
            .choices(Seat(0))
            .into_iter()
            .filter_map(|a| match a {
                Action::Place { placement } => Some(placement.piece),
                _ => None,
            })
            .collect();
        assert_eq!(kinds.len(), 3, "the winner chooses the kind");
        let lake = g
            .choices(Seat(0))
            .into_iter()
            .find(|a| {
                matches!(a, Action::Place { placement } if placement.piece == Piece::Landscape(Landscape::Lake))
            })
            .unwrap();
        g.play(0, lake);
        assert_eq!(g.seat(Seat(0)).principality.landscapes(Landscape::Lake), 1);
        assert!(g.last_player());
        let offered = g.choices(Seat(1));
        assert!(offered.contains(&Action::Take {
            object: Object::Jester
        }));
        assert!(
            !offered.iter().any(|a| matches!(
                a,
                Action::Take {
                    object: Object::Landscape
                }
            )),
            "no other landscape this round"
        );
        g.play(
            1,
            Action::Take {
                object: Object::Jester,
            },
        );
        assert_eq!(
            g.seat(Seat(1)).money,
            2200,
            "the last player pays the opening 300"
        );
        g.check_invariants().unwrap();
    }

    #[test]
    fn rule_a_second_landscape_of_a_kind_scores_3_a_first_of_another_kind_nothing() {
        let mut g = game(3, false);
        g.landscape(Seat(0), Landscape::Lake);
        g.play(
            0,
            Action::Name {
                object: Object::Forest,
            },
        );
        g.play(1, Action::Pass);
        let events = g.play(2, Action::Pass);
        assert!(events.iter().any(|e| matches!(e, Event::Won { .. })));
        g.place_first(0);
        assert_eq!(g.seat(Seat(0)).pp(), 0);
        g.landscape(Seat(0), Landscape::Forest);
        let mut g2 = game(3, false);
        g2.landscape(Seat(0), Landscape::Forest);
        g2.play(
            0,
            Action::Name {
                object: Object::Forest,
            },
        );
        g2.play(1, Action::Pass);
        g2.play(2, Action::Pass);
        g2.place_first(0);
        assert_eq!(g2.seat(Seat(0)).points_from(Source::Landscapes), 3);
    }

    #[test]
    fn rule_second_and_third_builders_score_3() {
        let mut g = game(3, false);
        g.give_builders(Seat(0), 1);
        g.play(
            0,
            Action::Name {
                object: Object::Builder,
            },
        );
        g.play(1, Action::Pass);
        let events = g.play(2, Action::Pass);
        assert!(events.contains(&Event::Hired {
            seat: Seat(0),
            object: Object::Builder,
            points: 3
        }));
    }

    #[test]
    fn rule_a_prestige_card_is_one_of_the_top_five_the_rest_under_the_deck() {
        let mut g = game(3, false);
        let top: Vec<_> = g.prestige_deck.iter().rev().take(5).copied().collect();
        g.play(
            0,
            Action::Name {
                object: Object::Prestige,
            },
        );
        g.play(1, Action::Pass);
        g.play(2, Action::Pass);
        let offered = g.choices(Seat(0));
        assert_eq!(offered.len(), 5);
        g.play(0, offered[0].clone());
        assert!(g.seat(Seat(0)).prestige.contains(top[0]));
        let mut under: Vec<_> = top[1..].to_vec();
        under.reverse();
        assert_eq!(&g.prestige_deck[..4], &under[..]);
        g.check_invariants().unwrap();
    }
}
