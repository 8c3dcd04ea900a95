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
