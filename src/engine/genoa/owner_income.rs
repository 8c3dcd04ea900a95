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

#[cfg(test)]
mod tests {
    use super::super::fixtures::{ANNA, BEN, b, game, play, with};
    use super::super::options::{Options, StartPlayer};
    use super::super::{Action, TileKind, TilePlay};

    #[test]
    fn rule_g84_the_owner_is_paid_when_another_takes_the_action_not_for_his_own_use() {
        let mut g = game(3);
        g.set_owner("fabric", BEN);
        g.set_owner("tavern", ANNA);
        g.roll_to(1, 3);
        let events = play(&mut g, ANNA, Action::Take);
        assert!(events.contains(&super::Event::OwnerIncome {
            owner: BEN,
            building: b("fabric"),
            ducats: 10
        }));
        assert_eq!(g.seat(BEN).ducats(), 140);
        play(&mut g, ANNA, Action::Receive);
        play(&mut g, ANNA, Action::ActionOver);
        // Her own Tavern pays her nothing, by default.
        g.give_tiles(ANNA, &[TileKind::ExtraAction]);
        play(
            &mut g,
            ANNA,
            Action::Step {
                to: super::super::fixtures::sq(1, 4),
            },
        );
        let events = play(&mut g, ANNA, Action::Take);
        assert!(
            !events
                .iter()
                .any(|e| matches!(e, super::Event::OwnerIncome { .. }))
        );
    }

    #[test]
    fn rule_g84_with_own_use_paid_the_owner_earns_from_himself_but_never_by_a_building_action() {
        let mut g = with(
            Options {
                owner_income_own_use: true,
                owner_income: 15,
                start_player: StartPlayer::FirstSeat,
                ..Options::default()
            },
            3,
        );
        g.set_owner("fabric", ANNA);
        g.set_owner("park", ANNA);
        g.give_tiles(ANNA, &[TileKind::BuildingAction]);
        g.roll_to(1, 3);
        let events = play(&mut g, ANNA, Action::Take);
        assert!(events.contains(&super::Event::OwnerIncome {
            owner: ANNA,
            building: b("fabric"),
            ducats: 15
        }));
        let events = play(
            &mut g,
            ANNA,
            Action::Play(TilePlay::BuildingAction {
                building: b("park"),
                villa: None,
            }),
        );
        assert!(
            !events
                .iter()
                .any(|e| matches!(e, super::Event::OwnerIncome { .. }))
        );
        assert_eq!(g.seat(ANNA).ducats(), 145);
    }
}
