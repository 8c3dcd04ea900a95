//! One action per player per turn (G-52), two for the tower player of a 2-player game once his
//! opponent has acted (G-101), and one more for each Extra action tile, spent by itself when
//! an action is taken with the allowance used up (G-52, G-79, G-102).

use super::building::BuildingId;
use super::event::Event;
use super::tile::TileKind;
use super::{Acting, Genoa, Phase, RuleError};
use crate::engine::Seat;

impl Genoa {
    /// The actions `seat` may take this turn without a tile: one, or two for the tower player
    /// of a 2-player game once the other has acted (G-101).
    fn base_allowance(&self, seat: Seat) -> u8 {
        let tower = self.tower();
        let bonus = self.players == 2 && seat == tower && self.seat(tower.after(1, 2)).actions >= 1;
        1 + u8::from(bonus)
    }

    /// Whether `seat` may take an action now, with its allowance or an Extra action tile
    /// (G-52).
    pub fn has_action(&self, seat: Seat) -> bool {
        self.has_action_with(seat, self.seat(seat).tiles.count(TileKind::ExtraAction))
    }

    /// Whether `seat` could take an action holding `extra_tiles` Extra action tiles (G-58 5:
    /// a tile given or received in an exchange counts).
    pub(super) fn has_action_with(&self, seat: Seat, extra_tiles: u8) -> bool {
        self.allowance_left(seat) || extra_tiles > 0
    }

    fn allowance_left(&self, seat: Seat) -> bool {
        let s = self.seat(seat);
        s.actions < self.base_allowance(seat) + s.extra
    }

    /// `seat` takes the action at `building` (G-47a): an Extra action tile is spent if the
    /// allowance is used up, the owner is paid (G-84), every other offer on the action lapses
    /// (G-61), and `seat` is inside the action. The caller has checked [`Genoa::has_action`].
    pub(super) fn take_action(
        &mut self,
        seat: Seat,
        building: BuildingId,
        events: &mut Vec<Event>,
    ) {
        let extra = !self.allowance_left(seat);
        let s = self.seat_mut(seat);
        if extra {
            debug_assert!(s.tiles.contains(TileKind::ExtraAction));
            s.tiles.remove(TileKind::ExtraAction);
            s.extra += 1;
            self.supply.tiles.add(TileKind::ExtraAction);
        }
        self.seat_mut(seat).actions += 1;
        events.push(Event::ActionTaken {
            seat,
            building,
            extra,
        });
        self.pay_owner(seat, building, events);
        self.lapse_offers(|o| o.terms.subject == super::Subject::Action, events);
        self.phase = Phase::Acting(Acting {
            building,
            actor: seat,
            received: false,
            ordered: false,
        });
    }

    /// Whether `seat` refuses with [`RuleError::NoActionLeft`].
    pub(super) fn expect_action(&self, seat: Seat) -> Result<(), RuleError> {
        if self.has_action(seat) {
            Ok(())
        } else {
            Err(RuleError::NoActionLeft)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::fixtures::{ANNA, BEN, b, game, play, sq};
    use super::super::{Action, VillaChoice};
    use super::*;
    use crate::engine::Game;

    #[test]
    fn rule_g52_one_action_a_turn_and_an_extra_action_tile_spent_only_when_needed() {
        let mut g = game(3);
        g.give_tiles(ANNA, &[TileKind::ExtraAction]);
        g.roll_to(1, 3);
        let events = play(&mut g, ANNA, Action::Take);
        assert!(events.contains(&Event::ActionTaken {
            seat: ANNA,
            building: b("fabric"),
            extra: false
        }));
        assert_eq!(
            g.seat(ANNA).tiles.count(TileKind::ExtraAction),
            1,
            "not yet"
        );
        play(&mut g, ANNA, Action::Receive);
        play(&mut g, ANNA, Action::ActionOver);
        play(&mut g, ANNA, Action::Step { to: sq(1, 4) });
        assert!(g.has_action(ANNA), "the tile gives one more (G-79)");
        let events = play(&mut g, ANNA, Action::Take);
        assert!(events.contains(&Event::ActionTaken {
            seat: ANNA,
            building: b("tavern"),
            extra: true
        }));
        assert!(g.seat(ANNA).tiles.is_empty());
        play(&mut g, ANNA, Action::Receive);
        play(&mut g, ANNA, Action::ActionOver);
        play(&mut g, ANNA, Action::Step { to: sq(1, 5) });
        play(&mut g, ANNA, Action::Step { to: sq(1, 6) });
        assert!(!g.has_action(ANNA));
        assert_eq!(
            g.clone().apply(ANNA, &Action::Take),
            Err(RuleError::NoActionLeft)
        );
    }

    #[test]
    fn rule_g101_the_two_player_tower_player_acts_twice_once_the_opponent_has_acted() {
        let mut g = game(2);
        g.roll_to(1, 2);
        play(&mut g, ANNA, Action::Take);
        play(&mut g, ANNA, Action::Villa(VillaChoice::Contract));
        play(&mut g, ANNA, Action::ActionOver);
        play(&mut g, ANNA, Action::Step { to: sq(1, 3) });
        assert!(!g.has_action(ANNA), "Ben has not acted yet");
        g.give_commodities(BEN, &[super::super::Commodity::Ale]);
        let mut ale = super::super::Bundle::EMPTY;
        ale.commodities.add(super::super::Commodity::Ale);
        let bid = Action::Offer(super::super::Terms {
            to: Some(ANNA),
            subject: super::super::Subject::Action,
            give: ale,
            get: super::super::Bundle::EMPTY,
            reveal: false,
        });
        play(&mut g, BEN, bid);
        play(&mut g, ANNA, Action::Accept { offer: 1 });
        play(&mut g, BEN, Action::Receive);
        play(&mut g, BEN, Action::ActionOver);
        assert!(g.has_action(ANNA), "now his second");
        play(&mut g, ANNA, Action::Step { to: sq(1, 4) });
        play(&mut g, ANNA, Action::Take);
        assert_eq!(g.seat(ANNA).actions_taken(), 2);
    }
}
