//! The end of a round (the best work), the next round, and the end of the game: prestige
//! cards scored, the winner by points then money.

use super::components::ROUNDS;
use super::{Event, Phase, Princes, Source};
use crate::engine::{Outcome, SeatSet};

/// The best work of a round scores 3 for each seat tied at the top (*text*).
pub const BEST_WORK_POINTS: i16 = 3;

impl Princes {
    pub(super) fn end_action_phase(&mut self, events: &mut Vec<Event>) {
        let best = self.seats.iter().map(|s| s.best_work).max().unwrap_or(0);
        if best == 0 {
            events.push(Event::NoBestWork);
        } else {
            let seats: SeatSet = self
                .all_seats()
                .filter(|&s| self.seat(s).best_work == best)
                .collect();
            for seat in seats.iter() {
                self.score(seat, Source::BestWork, BEST_WORK_POINTS);
            }
            events.push(Event::BestWork { seats, value: best });
        }
        for s in &mut self.seats {
            s.best_work = 0;
        }
        if self.round == ROUNDS {
            self.finish(events);
        } else {
            self.round += 1;
            self.start = self.start.after(1, self.players);
            self.begin_round(events);
        }
    }

    /// Prestige cards are scored; the Banker's holder turns money into points (ruling 14).
    fn finish(&mut self, events: &mut Vec<Event>) {
        let tallies = self.tallies();
        for seat in self.all_seats() {
            for card in self.seat(seat).prestige.iter() {
                let points = card.points(seat.index(), &tallies);
                self.score(seat, Source::Prestige, i16::from(points));
                events.push(Event::PrestigeScored { seat, card, points });
            }
        }
        if let Some(seat) = self.characters.banker_at_end {
            let points = (self.seat(seat).money / 200).min(u32::from(u8::MAX)) as u8;
            self.pay(seat, u32::from(points) * 200);
            self.score(seat, Source::Banker, i16::from(points));
            events.push(Event::BankerConverted { seat, points });
        }
        self.phase = Phase::Over;
        events.push(Event::GameOver);
    }
}

/// Points, then money, decide (*text*); equal on both is a shared rank.
pub(super) fn outcome(game: &Princes) -> Outcome {
    let scores: Vec<(i32, Vec<i32>)> = game
        .seats
        .iter()
        .map(|s| (s.pp(), vec![s.money as i32]))
        .collect();
    Outcome::ranked(&scores)
}

#[cfg(test)]
mod tests {
    use super::super::fixtures::{actions, game};
    use super::super::{Action, Prestige};
    use super::*;
    use crate::engine::{Game, Seat};

    #[test]
    fn rule_the_game_ends_after_round_7_with_prestige_cards_and_money_breaks_ties() {
        let mut g = actions(game(3, false), 7, Seat(0));
        g.turn_mut().done = 2;
        g.seats[0].points[Source::BestWork as usize] = 10;
        g.seats[1].points[Source::BestWork as usize] = 4;
        g.seats[2].points[Source::BestWork as usize] = 10;
        g.prestige_deck.retain(|p| *p != Prestige::MostJesters);
        g.seats[1].prestige.insert(Prestige::MostJesters);
        g.give_jesters(Seat(1), 1);
        g.seats[2].money = 5000;
        g.bank -= 1500;
        let events = g.play(0, Action::EndTurn);
        assert!(events.contains(&Event::PrestigeScored {
            seat: Seat(1),
            card: Prestige::MostJesters,
            points: 6
        }));
        assert!(g.is_over());
        let outcome = g.outcome().unwrap();
        assert_eq!(outcome.winners().single(), Some(Seat(2)), "more money");
        assert!(outcome.decided_by_tie_break);
        assert_eq!(outcome.standings[1].score, 10);
    }
}
