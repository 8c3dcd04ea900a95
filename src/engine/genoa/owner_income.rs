//! Owner income (G-84): the bank pays a building's owner whenever another player takes its
//! action, at the moment it is taken. A Building action tile never pays (G-83).

use super::Genoa;
use super::building::BuildingId;
use super::event::Event;
use crate::engine::Seat;

impl Genoa {
    /// The owner of `building` is paid for `user` taking its action.
    pub(super) fn pay_owner(&mut self, user: Seat, building: BuildingId, events: &mut Vec<Event>) {
        let Some(owner) = self.owner(building) else {
            return;
        };
        if owner == user && !self.options.owner_income_own_use {
            return;
        }
        let ducats = u32::from(self.options.owner_income);
        if ducats == 0 {
            return;
        }
        self.pay(owner, ducats);
        events.push(Event::OwnerIncome {
            owner,
            building,
            ducats,
        });
    }
}
