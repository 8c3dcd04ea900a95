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

#[cfg(test)]
mod tests {
    use super::super::bundle::Bundle;
    use super::super::commodity::Commodity;
    use super::super::fixtures::{ANNA, BEN, CARA, bid, game, play};
    use super::super::offer::Terms;
    use super::super::{Action, Event};
    use super::*;
    use crate::engine::Game;

    /// Three players at the Fabric warehouse, Anna to decide.
    fn at_fabric() -> Genoa {
        let mut g = game(3);
        g.roll_to(1, 3);
        g
    }

    #[test]
    fn rule_g49_a_standing_bid_must_be_taken_or_sold_never_declined() {
        let mut g = at_fabric();
        let action = bid(&g, Bundle::EMPTY);
        play(&mut g, BEN, action);
        let id = g.offers()[0].id;
        assert_eq!(
            g.clone().apply(ANNA, &Action::Void),
            Err(RuleError::BidStands)
        );
        assert_eq!(
            g.clone().apply(ANNA, &Action::Decline { offer: id }),
            Err(RuleError::CannotDecline)
        );
        // He may take it himself, or sell it for nothing (ruling 16: a bid may give nothing).
        assert!(g.choices(ANNA).contains(&Action::Take));
        let events = play(&mut g, ANNA, Action::Accept { offer: id });
        assert!(events.contains(&Event::ActionTaken {
            seat: BEN,
            building: g.turn.visited().first().unwrap(),
            extra: false
        }));
    }

    #[test]
    fn rule_g49a_void_once_no_valid_bid_stands_and_every_eligible_player_passed_or_bid() {
        let mut g = at_fabric();
        assert_eq!(
            g.clone().apply(ANNA, &Action::Void),
            Err(RuleError::NotAllPassed)
        );
        play(&mut g, BEN, Action::Pass);
        assert_eq!(g.unanswered(), SeatSet::only(CARA));
        // Ruling 2: a bid that has become void does not hold the window open.
        g.give_commodities(CARA, &[Commodity::Pepper]);
        let mut pepper = Bundle::EMPTY;
        pepper.commodities.add(Commodity::Pepper);
        let action = bid(&g, pepper);
        play(&mut g, CARA, action);
        assert_eq!(
            g.clone().apply(ANNA, &Action::Void),
            Err(RuleError::BidStands)
        );
        let pepper_back = g.seat_mut(CARA).commodities.remove(Commodity::Pepper);
        assert!(pepper_back);
        g.supply.commodities.add(Commodity::Pepper);
        assert!(g.unanswered().is_empty() && g.valid_bids().next().is_none());
        let events = play(&mut g, ANNA, Action::Void);
        assert!(events.contains(&Event::OfferLapsed { id: 1 }));
        assert_eq!(g.phase, Phase::Move);
    }

    #[test]
    fn rule_g50_a_window_nobody_can_use_is_void_at_once() {
        let mut g = at_fabric();
        play(&mut g, ANNA, Action::Take);
        play(&mut g, ANNA, Action::Receive);
        play(&mut g, ANNA, Action::ActionOver);
        for seat in [BEN, CARA] {
            g.seat_mut(seat).actions = 1;
        }
        let events = play(
            &mut g,
            ANNA,
            Action::Step {
                to: super::super::fixtures::sq(1, 4),
            },
        );
        assert!(events.contains(&Event::WindowVoid {
            building: super::super::fixtures::b("tavern"),
            by_itself: true
        }));
        assert_eq!(g.phase, Phase::Move);
    }

    #[test]
    fn ruling_4_one_ask_per_window_and_it_clears_the_passes() {
        let mut g = at_fabric();
        play(&mut g, BEN, Action::Pass);
        play(&mut g, CARA, Action::Pass);
        let ask = Action::Offer(Terms {
            to: None,
            subject: Subject::Action,
            give: Bundle::EMPTY,
            get: Bundle::ducats(10),
            reveal: false,
        });
        play(&mut g, ANNA, ask);
        assert_eq!(g.unanswered().len(), 2, "both may answer the ask");
        assert!(g.clone().apply(ANNA, &ask).is_err(), "one ask per window");
        // Whoever accepts first takes the action (G-111).
        play(&mut g, CARA, Action::Accept { offer: 1 });
        assert_eq!(g.seat(CARA).ducats, 120);
        assert!(matches!(g.phase, Phase::Acting(a) if a.actor == CARA));
    }

    #[test]
    fn ruling_5_a_pass_withdraws_the_passing_players_bid() {
        let mut g = at_fabric();
        let action = bid(&g, Bundle::ducats(5));
        play(&mut g, BEN, action);
        let events = play(&mut g, BEN, Action::Pass);
        assert_eq!(
            events,
            [Event::OfferWithdrawn { id: 1 }, Event::Passed { seat: BEN }]
        );
        assert!(g.offers().is_empty());
        // A bid after passing counts as answering again (G-49a).
        let action = bid(&g, Bundle::ducats(5));
        play(&mut g, BEN, action);
        assert!(!g.window().unwrap().passed.contains(BEN));
    }
}
