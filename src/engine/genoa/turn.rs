//! Phase 4 (G-94, G-95): the discs come back, open offers lapse, the tower passes to the left;
//! back at the start player a round ends, and after the last round the game does.

use super::event::Event;
use super::{Genoa, Phase};

impl Genoa {
    /// Ends the tower player's turn and starts the next, or ends the game.
    pub(super) fn finish_turn(&mut self, events: &mut Vec<Event>) {
        self.lapse_offers(|_| true, events);
        let tower = self.tower();
        events.push(Event::TurnEnded { seat: tower });
        self.turn.discs.clear();
        self.turn.visited = super::BuildingSet::EMPTY;
        for s in &mut self.seats {
            s.actions = 0;
            s.extra = 0;
            s.offered = 0;
        }
        self.turn.tower = tower.after(1, self.players);
        if self.turn.tower == self.start_player {
            self.rounds_left -= 1;
            events.push(Event::RoundEnded {
                rounds_left: self.rounds_left,
            });
            if self.rounds_left == 0 {
                self.score_contracts(events);
                self.phase = Phase::Over;
                events.push(Event::GameOver);
                return;
            }
        }
        self.phase = Phase::Start;
    }
}

#[cfg(test)]
mod tests {
    use super::super::Action;
    use super::super::fixtures::{ANNA, BEN, CARA, game, play, sq};
    use super::*;
    use crate::engine::Game;

    #[test]
    fn rule_g94_g95_the_tower_passes_left_the_discs_come_back_and_rounds_are_counted() {
        let mut g = game(3);
        g.roll_to(3, 2);
        play(&mut g, ANNA, Action::Step { to: sq(4, 2) });
        play(&mut g, ANNA, Action::Stop);
        let events = play(&mut g, ANNA, Action::EndTurn);
        assert_eq!(events.last(), Some(&Event::TurnEnded { seat: ANNA }));
        assert!(g.turn().discs().is_empty() && g.turn().visited().is_empty());
        assert_eq!((g.tower(), g.rounds_left()), (BEN, 10));
        for seat in [BEN, CARA] {
            g.roll_to(3, 2);
            play(&mut g, seat, Action::Stop);
            let events = play(&mut g, seat, Action::EndTurn);
            if seat == CARA {
                assert!(events.contains(&Event::RoundEnded { rounds_left: 9 }));
            }
        }
        assert_eq!(
            (g.tower(), g.rounds_left()),
            (ANNA, 9),
            "back at the start player"
        );
        assert!(g.all_seats().all(|s| g.seat(s).actions_taken() == 0));
    }

    #[test]
    fn rule_g96_the_last_round_ends_the_game_and_scores_the_contracts() {
        let mut g = game(2);
        g.rounds_left = 1;
        g.set_hand(ANNA, &["C-05"]);
        g.set_owner("drinks", ANNA);
        for seat in [ANNA, BEN] {
            g.roll_to(3, 2);
            play(&mut g, seat, Action::Stop);
            let events = play(&mut g, seat, Action::EndTurn);
            if seat == BEN {
                assert!(events.contains(&Event::ContractsScored {
                    seat: ANNA,
                    ducats: 10,
                    cards: g.seat(ANNA).hand().only(super::super::CardKind::Contract),
                }));
                assert_eq!(events.last(), Some(&Event::GameOver));
            }
        }
        assert!(g.is_over() && g.choices(ANNA).is_empty());
        assert_eq!(g.seat(ANNA).ducats(), 140);
        assert_eq!(
            g.outcome().unwrap().winners(),
            crate::engine::SeatSet::only(ANNA)
        );
    }
}
