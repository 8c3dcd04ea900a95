//! Who takes a building's action (G-47 to G-50): the tower player himself, or the player whose
//! bid he accepts (G-48). While a valid bid stands he must do one or the other (compulsory
//! sale, G-49); he may declare the action void only once no valid bid stands and every player
//! who could act has passed or bid (G-49a).

use super::event::Event;
use super::offer::Offer;
use super::{Genoa, Phase, RuleError, Subject, Window};
use crate::engine::{Seat, SeatSet};

impl Genoa {
    /// The open window, if the turn is at one.
    pub fn window(&self) -> Option<Window> {
        match self.phase {
            Phase::Window(w) => Some(w),
            _ => None,
        }
    }

    fn expect_window(&self) -> Result<Window, RuleError> {
        self.window().ok_or(RuleError::WrongMoment)
    }

    /// The players other than the tower player who may take an action now (G-49a).
    pub fn eligible(&self) -> SeatSet {
        let tower = self.tower();
        self.all_seats()
            .filter(|&s| s != tower && self.has_action(s))
            .collect()
    }

    /// The open bids on the current action (G-108): from a non-tower player to the tower player.
    pub fn bids(&self) -> impl Iterator<Item = &Offer> + '_ {
        let tower = self.tower();
        self.offers
            .iter()
            .filter(move |o| o.terms.subject == Subject::Action && o.terms.to == Some(tower))
    }

    /// The tower player's open ask on the current action, if any.
    pub fn ask(&self) -> Option<&Offer> {
        self.offers
            .iter()
            .find(|o| o.terms.subject == Subject::Action && o.terms.to.is_none())
    }

    /// The bids the tower player could accept now (G-49: "valid").
    pub fn valid_bids(&self) -> impl Iterator<Item = &Offer> + '_ {
        let tower = self.tower();
        self.bids()
            .filter(move |o| self.offer_void(o, tower).is_none())
    }

    /// Players who have answered the window: passed, or bid.
    fn answered(&self, window: Window) -> SeatSet {
        let mut answered = window.passed;
        for bid in self.bids() {
            answered.insert(bid.from);
        }
        answered
    }

    /// The eligible players the window still waits on.
    pub fn unanswered(&self) -> SeatSet {
        let Some(window) = self.window() else {
            return SeatSet::EMPTY;
        };
        let answered = self.answered(window);
        self.eligible()
            .iter()
            .filter(|s| !answered.contains(*s))
            .collect()
    }

    /// Whether the tower player may declare the action void now (G-49a).
    pub fn may_void(&self) -> Result<(), RuleError> {
        self.expect_window()?;
        if self.valid_bids().next().is_some() {
            return Err(RuleError::BidStands);
        }
        if !self.unanswered().is_empty() {
            return Err(RuleError::NotAllPassed);
        }
        Ok(())
    }

    /// The tower player takes the action himself (G-48).
    pub(super) fn take(&mut self, seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError> {
        self.expect_tower(seat)?;
        let window = self.expect_window()?;
        self.expect_action(seat)?;
        self.take_action(seat, window.building, events);
        Ok(())
    }

    pub(super) fn void(&mut self, seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError> {
        self.expect_tower(seat)?;
        let window = self.expect_window()?;
        self.may_void()?;
        self.lapse_offers(|o| o.terms.subject == Subject::Action, events);
        events.push(Event::WindowVoid {
            building: window.building,
            by_itself: false,
        });
        self.phase = Phase::Move;
        Ok(())
    }

    /// A player who could act says he does not want it; his bid, if he has one, goes with it.
    pub(super) fn pass(&mut self, seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError> {
        if seat == self.tower() {
            return Err(RuleError::NotForTowerPlayer);
        }
        let window = self.expect_window()?;
        self.expect_action(seat)?;
        if window.passed.contains(seat) {
            return Err(RuleError::AlreadyPassed);
        }
        let bid = self.bids().find(|o| o.from == seat).map(|o| o.id);
        if let Some(bid) = bid {
            self.remove_offer(bid);
            events.push(Event::OfferWithdrawn { id: bid });
        }
        if let Phase::Window(w) = &mut self.phase {
            w.passed.insert(seat);
        }
        events.push(Event::Passed { seat });
        Ok(())
    }
}
