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

    /// Stopping ends movement: one right per street disc, in visiting order (G-87, G-89).
    pub(super) fn begin_acquiring(&mut self, events: &mut Vec<Event>) {
        let mut acquire = Acquire {
            rights: arrayvec::ArrayVec::new(),
            at: 0,
        };
        for &street in &self.turn.discs {
            if data::board().place(street) != Place::Street {
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
