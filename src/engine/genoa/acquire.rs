//! Phase 3, acquiring buildings (G-87 to G-93a): each street disc gives one right, resolved in
//! the order the tower visited the streets; the tower player uses it, sells it, or lets it
//! lapse; a right with no unowned building next to it lapses by itself. The turn ends only
//! when the tower player says so.

use super::building::{BuildingId, BuildingSet};
use super::data::{self, Place};
use super::event::Event;
use super::options::Rights;
use super::{Acquire, Genoa, Phase, Right, RuleError, Subject};
use crate::engine::Seat;

impl Genoa {
    /// The phase 3 state, if the turn is there.
    pub fn acquiring(&self) -> Option<&Acquire> {
        match &self.phase {
            Phase::Acquire(a) => Some(a),
            _ => None,
        }
    }

    /// The right being resolved.
    pub fn current_right(&self) -> Option<Right> {
        self.acquiring().and_then(Acquire::current)
    }

    /// The buildings `right` may still go to: unowned, next to its street (G-88).
    pub fn candidates(&self, right: Right) -> BuildingSet {
        let next_to = data::board().bordering(right.street);
        let unowned: BuildingSet = next_to
            .iter()
            .filter(|&b| self.owner(b).is_none())
            .collect();
        match right.building {
            None => unowned,
            Some(b) => unowned.intersection([b].into_iter().collect()),
        }
    }

    /// Stopping ends movement: one right per street square holding a disc, in visiting order
    /// (G-87, G-89).
    pub(super) fn begin_acquiring(&mut self, events: &mut Vec<Event>) {
        let mut acquire = Acquire {
            rights: arrayvec::ArrayVec::new(),
            at: 0,
        };
        for (i, &street) in self.turn.discs.iter().enumerate() {
            // A street the tower stood on twice (with `revisit_squares`) is still one square
            // holding a disc: one right (G-87).
            if data::board().place(street) != Place::Street
                || self.turn.discs[..i].contains(&street)
            {
                continue;
            }
            match self.options.acquire_rights_per_street_disc {
                Rights::One => acquire.rights.push(Right {
                    street,
                    building: None,
                }),
                Rights::AllAdjacent => {
                    for b in data::board().bordering(street).iter() {
                        acquire.rights.push(Right {
                            street,
                            building: Some(b),
                        });
                    }
                }
            }
        }
        self.phase = Phase::Acquire(acquire);
        self.skip_dead_rights(events);
    }

    /// G-93: a right with no unowned building next to it lapses by itself when its turn comes.
    fn skip_dead_rights(&mut self, events: &mut Vec<Event>) {
        while let Some(right) = self.current_right() {
            if !self.candidates(right).is_empty() {
                return;
            }
            events.push(Event::RightLapsed {
                street: right.street,
            });
            self.advance_right();
        }
    }

    fn advance_right(&mut self) {
        if let Phase::Acquire(a) = &mut self.phase {
            a.at += 1;
        }
    }

    /// The current right is used, sold or lapsed: its offers lapse and the next comes up.
    pub(super) fn resolve_right(&mut self, events: &mut Vec<Event>) {
        self.lapse_offers(|o| matches!(o.terms.subject, Subject::Right { .. }), events);
        self.advance_right();
        self.skip_dead_rights(events);
    }

    fn expect_right(&self, seat: Seat) -> Result<Right, RuleError> {
        self.expect_tower(seat)?;
        self.current_right().ok_or(RuleError::WrongMoment)
    }

    /// G-90 with `acquire_compulsory`: a valid bid on the right must be accepted unless the
    /// tower player uses it himself.
    pub(super) fn expect_no_compulsory_bid(&self) -> Result<(), RuleError> {
        if !self.options.acquire_compulsory {
            return Ok(());
        }
        let tower = self.tower();
        let standing = self.offers.iter().any(|o| {
            matches!(o.terms.subject, Subject::Right { .. }) && self.offer_void(o, tower).is_none()
        });
        if standing {
            Err(RuleError::BidStands)
        } else {
            Ok(())
        }
    }

    /// Whether a player with `markers` in hand and `ducats` may place a marker on `building` by
    /// the current right (with its price to the bank, G-91).
    pub(super) fn check_placing(
        &self,
        building: BuildingId,
        markers: u8,
        ducats: u32,
    ) -> Result<(), RuleError> {
        let right = self.current_right().ok_or(RuleError::WrongMoment)?;
        if !self.candidates(right).contains(building) {
            return Err(if self.owner(building).is_some() {
                RuleError::Owned
            } else {
                RuleError::NotAdjacent
            });
        }
        if markers == 0 {
            return Err(RuleError::NoMarker);
        }
        if ducats < u32::from(self.options.acquire_price_to_bank) {
            return Err(RuleError::TooFewDucats);
        }
        Ok(())
    }

    /// Puts `seat`'s marker from hand on `building` for good (G-92), paying the bank's price.
    pub(super) fn place_marker(
        &mut self,
        seat: Seat,
        building: BuildingId,
        events: &mut Vec<Event>,
    ) {
        self.seat_mut(seat).markers_in_hand -= 1;
        self.owners[building.index()] = Some(seat);
        let price = u32::from(self.options.acquire_price_to_bank);
        if price > 0 {
            self.charge(seat, price);
        }
        events.push(Event::MarkerPlaced { seat, building });
    }

    /// The tower player uses the right himself.
    pub(super) fn place(
        &mut self,
        seat: Seat,
        building: BuildingId,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.expect_right(seat)?;
        let s = self.seat(seat);
        self.check_placing(building, s.markers_in_hand, s.ducats)?;
        self.place_marker(seat, building, events);
        self.resolve_right(events);
        Ok(())
    }

    pub(super) fn lapse(&mut self, seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError> {
        let right = self.expect_right(seat)?;
        self.expect_no_compulsory_bid()?;
        events.push(Event::RightLapsed {
            street: right.street,
        });
        self.resolve_right(events);
        Ok(())
    }

    /// G-93a: the turn's last decision; rights not yet resolved lapse.
    pub(super) fn end_turn(
        &mut self,
        seat: Seat,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.expect_tower(seat)?;
        let Some(acquire) = self.acquiring() else {
            return Err(RuleError::WrongMoment);
        };
        self.expect_no_compulsory_bid()?;
        for right in &acquire.rights[usize::from(acquire.at)..] {
            events.push(Event::RightLapsed {
                street: right.street,
            });
        }
        self.finish_turn(events);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::super::Action;
    use super::super::bundle::Bundle;
    use super::super::fixtures::{ANNA, BEN, CARA, b, game, options, play, sq, with};
    use super::super::offer::Terms;
    use super::*;
    use crate::engine::Game;

    /// Anna stopped after the streets (2,3), (2,4), (2,5), holding `markers`.
    fn stopped(mut g: Genoa, markers: u8) -> Genoa {
        g.give_markers(ANNA, markers);
        g.roll_to(2, 3);
        play(&mut g, ANNA, Action::Step { to: sq(2, 4) });
        play(&mut g, ANNA, Action::Step { to: sq(2, 5) });
        play(&mut g, ANNA, Action::Stop);
        g
    }

    fn right_bid(building: &str, ducats: u32) -> Action {
        Action::Offer(Terms {
            to: Some(ANNA),
            subject: Subject::Right {
                building: b(building),
            },
            give: Bundle::ducats(ducats),
            get: Bundle::EMPTY,
            reveal: false,
        })
    }

    #[test]
    fn rule_g87_to_g89_g93_one_right_per_street_in_visiting_order_dead_ones_lapse_by_themselves() {
        let mut g = game(3);
        g.set_owner("villa_colini", CARA);
        g.set_owner("fabric", CARA);
        g.give_markers(ANNA, 1);
        g.roll_to(2, 3);
        play(&mut g, ANNA, Action::Step { to: sq(2, 4) });
        play(&mut g, ANNA, Action::Step { to: sq(2, 5) });
        let events = play(&mut g, ANNA, Action::Stop);
        assert!(events.contains(&Event::RightLapsed { street: sq(2, 3) }));
        let streets: Vec<_> = g
            .acquiring()
            .unwrap()
            .rights
            .iter()
            .map(|r| r.street)
            .collect();
        assert_eq!(streets, [sq(2, 3), sq(2, 4), sq(2, 5)]);
        assert_eq!(g.current_right().unwrap().street, sq(2, 4));
        play(
            &mut g,
            ANNA,
            Action::Place {
                building: b("tavern"),
            },
        );
        assert_eq!(g.current_right().unwrap().street, sq(2, 5));
        // G-93a: the turn ends only when the tower player says so; the last right lapses.
        let events = play(&mut g, ANNA, Action::EndTurn);
        assert!(events.contains(&Event::RightLapsed { street: sq(2, 5) }));
        assert_eq!(g.tower(), BEN);
    }

    #[test]
    fn rule_g88_g92_one_marker_from_hand_on_one_unowned_adjacent_building() {
        let g = stopped(game(3), 0);
        assert_eq!(
            g.clone().apply(
                ANNA,
                &Action::Place {
                    building: b("fabric")
                }
            ),
            Err(RuleError::NoMarker)
        );
        let mut g = stopped(game(3), 1);
        assert_eq!(
            g.clone().apply(
                ANNA,
                &Action::Place {
                    building: b("drinks")
                }
            ),
            Err(RuleError::NotAdjacent)
        );
        play(
            &mut g,
            ANNA,
            Action::Place {
                building: b("fabric"),
            },
        );
        assert_eq!(
            g.clone().apply(
                ANNA,
                &Action::Place {
                    building: b("fabric")
                }
            ),
            Err(RuleError::Owned)
        );
        assert_eq!(g.seat(ANNA).markers_in_hand(), 0);
    }

    #[test]
    fn rule_g90_a_right_is_sold_only_by_choice_and_the_buyer_places_his_own_marker() {
        let mut g = game(3);
        g.give_markers(BEN, 1);
        g.give_markers(CARA, 1);
        let mut g = stopped(g, 0);
        play(&mut g, BEN, right_bid("villa_colini", 20));
        // Not compulsory: the tower player lets it lapse though a bid stands.
        assert!(g.choices(ANNA).contains(&Action::Lapse));
        play(&mut g, ANNA, Action::Lapse);
        play(&mut g, CARA, right_bid("post_office", 15));
        play(&mut g, ANNA, Action::Accept { offer: 2 });
        assert_eq!(g.owner(b("post_office")), Some(CARA));
        assert_eq!((g.seat(ANNA).ducats(), g.seat(CARA).ducats()), (145, 115));
    }

    #[test]
    fn ruling_12_with_compulsory_acquisition_a_valid_bid_must_be_accepted_or_outdone() {
        let mut g = with(options(|o| o.acquire_compulsory = true), 3);
        g.give_markers(BEN, 1);
        let mut g = stopped(g, 1);
        play(&mut g, BEN, right_bid("villa_colini", 0));
        for refused in [Action::Lapse, Action::EndTurn] {
            assert_eq!(g.clone().apply(ANNA, &refused), Err(RuleError::BidStands));
            assert!(!g.choices(ANNA).contains(&refused));
        }
        // He may still use it himself.
        play(
            &mut g,
            ANNA,
            Action::Place {
                building: b("fabric"),
            },
        );
        assert!(g.offers().is_empty(), "the bid lapsed with its right");
    }

    #[test]
    fn rule_g91_a_price_to_the_bank_is_paid_by_whoever_places() {
        let mut g = with(options(|o| o.acquire_price_to_bank = 5), 3);
        g.give_markers(CARA, 1);
        let mut g = stopped(g, 1);
        play(
            &mut g,
            ANNA,
            Action::Place {
                building: b("fabric"),
            },
        );
        play(&mut g, CARA, right_bid("post_office", 10));
        play(&mut g, ANNA, Action::Accept { offer: 1 });
        assert_eq!((g.seat(ANNA).ducats(), g.seat(CARA).ducats()), (135, 115));
        assert_eq!(g.bank().taken, 10);
        // A buyer who could not pay it offers in vain.
        let mut poor = with(options(|o| o.acquire_price_to_bank = 5), 3);
        poor.give_markers(CARA, 1);
        poor.set_ducats(CARA, 3);
        let poor = stopped(poor, 0);
        assert_eq!(
            poor.clone().apply(CARA, &right_bid("fabric", 0)),
            Err(RuleError::BadOffer(super::super::OfferError::MakerLacks))
        );
    }

    #[test]
    fn ruling_13_with_all_adjacent_rights_a_street_gives_one_right_per_building() {
        let mut g = with(
            options(|o| o.acquire_rights_per_street_disc = Rights::AllAdjacent),
            3,
        );
        g.give_markers(ANNA, 2);
        g.roll_to(2, 4);
        play(&mut g, ANNA, Action::Stop);
        let rights = &g.acquiring().unwrap().rights;
        assert_eq!(rights.len(), 2);
        assert!(rights.iter().all(|r| r.street == sq(2, 4)));
        // In the map's order of buildings: the Post Office's right first.
        play(
            &mut g,
            ANNA,
            Action::Place {
                building: b("post_office"),
            },
        );
        assert_eq!(
            g.clone().apply(
                ANNA,
                &Action::Place {
                    building: b("post_office")
                }
            ),
            Err(RuleError::Owned),
        );
        play(
            &mut g,
            ANNA,
            Action::Place {
                building: b("tavern"),
            },
        );
        assert_eq!(g.owned_by(ANNA).len(), 2);
    }
}
