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
