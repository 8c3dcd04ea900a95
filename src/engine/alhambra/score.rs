//! Scorings A, B and C, and the final ranking.
//!
//! In each scoring, for each building type, the players (Dirk too, with two players) who own
//! such buildings are ranked by how many they own; ranks win the points of the scoring table
//! (A — first i; B — first i+7, second i; C — first i+15, second i+7, third i, for the type's
//! rank i). Ruling 1: a player with no card of a type never ranks; tied players share the
//! points of the ranks they occupy (summed, divided, rounded down); the next player takes the
//! next free rank.

use super::action::{ScoringResult, TypePoints};
use super::components::{BuildingType, Scoring};
use super::participants::Participants;
use super::{Alhambra, Event, count_types};
use crate::engine::{Outcome, Seat};

/// Ruling 1: the points each participant wins for one type, given how many cards of it each
/// owns and the points of ranks 1, 2, … (ranks past the table win nothing).
pub fn rank_points(counts: &[u32], table: &[u32]) -> Participants<u32> {
    let mut points: Participants<u32> = counts.iter().map(|_| 0).collect();
    let mut distinct: Participants<u32> = counts.iter().copied().filter(|&c| c > 0).collect();
    distinct.sort_unstable_by(|a, b| b.cmp(a));
    let distinct = dedup(distinct);
    let mut next_rank = 0;
    for count in distinct {
        let tied: Participants<usize> = (0..counts.len()).filter(|&i| counts[i] == count).collect();
        let ranks = next_rank..next_rank + tied.len();
        let pool: u32 = ranks.filter_map(|r| table.get(r)).sum();
        for &i in &tied {
            points[i] = pool / tied.len() as u32;
        }
        next_rank += tied.len();
    }
    points
}

/// The sorted `values` with each repeated value once.
fn dedup(values: Participants<u32>) -> Participants<u32> {
    let mut out = Participants::new();
    for v in values {
        if out.last() != Some(&v) {
            out.push(v);
        }
    }
    out
}

impl Alhambra {
    /// How many buildings of each type every participant owns: the seats in order, then Dirk.
    fn participant_counts(&self) -> Participants<[u32; 6]> {
        let mut counts: Participants<_> = self
            .seats
            .iter()
            .map(|s| count_types(&s.buildings))
            .collect();
        if let Some(dirk) = &self.dirk {
            counts.push(count_types(dirk));
        }
        counts
    }

    /// What `scoring` would give everyone now.
    pub fn scoring_result(&self, scoring: Scoring) -> ScoringResult {
        let counts = self.participant_counts();
        let mut points: Participants<TypePoints> = counts.iter().map(|_| [0; 6]).collect();
        for kind in BuildingType::ALL {
            let of_kind: Participants<u32> = counts.iter().map(|c| c[kind.index()]).collect();
            let won = rank_points(&of_kind, &scoring.points(kind));
            for (p, w) in points.iter_mut().zip(won) {
                p[kind.index()] = w;
            }
        }
        let dirk = self.dirk.is_some().then(|| points.pop().expect("Dirk's"));
        ScoringResult {
            scoring,
            seats: points,
            dirk,
        }
    }

    pub(super) fn score(&mut self, scoring: Scoring, events: &mut Vec<Event>) {
        let result = self.scoring_result(scoring);
        self.scorings.push(result.clone());
        events.push(Event::Scored(result));
    }

    /// `seat`'s points over every scoring so far.
    pub fn points(&self, seat: Seat) -> u32 {
        self.scorings.iter().map(|r| r.seat_total(seat)).sum()
    }

    /// Dirk's points so far (2 players only).
    pub fn dirk_points(&self) -> Option<u32> {
        self.dirk.as_ref().map(|_| {
            self.scorings
                .iter()
                .filter_map(super::action::ScoringResult::dirk_total)
                .sum()
        })
    }
}

/// The seats ranked by points; tied seats share the rank (ruling 4: they share the victory).
/// Dirk is no seat: his points shaped the scorings but he takes no place here.
pub(super) fn outcome(game: &Alhambra) -> Outcome {
    let scores: Vec<_> = (0..game.players)
        .map(|s| (game.points(Seat(s)) as i32, Vec::new()))
        .collect();
    Outcome::ranked(&scores)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::alhambra::fixtures::game;
    use BuildingType::*;

    #[test]
    fn ruling_1_a_player_with_no_card_of_a_type_never_ranks() {
        // B pays 8 and 1 for pavilions: the seat with none gets nothing, even in second place.
        assert_eq!(rank_points(&[3, 0, 0], &[8, 1])[..], [8, 0, 0]);
        assert_eq!(rank_points(&[0, 0, 0], &[8, 1])[..], [0, 0, 0]);
    }

    #[test]
    fn ruling_1_tied_players_share_the_points_of_the_ranks_they_occupy_rounded_down() {
        // Tobi and Nina, 4 purple each in B: (13 + 6) / 2 = 9.
        assert_eq!(rank_points(&[4, 4, 1], &[13, 6])[..], [9, 9, 0]);
        // Three tied for first in C (tower 21, 13, 6): 40 / 3 = 13.
        assert_eq!(
            rank_points(&[2, 2, 2, 1], &[21, 13, 6])[..],
            [13, 13, 13, 0]
        );
        // Two tied for first in A share the one rank's points: 6 / 2 = 3.
        assert_eq!(rank_points(&[2, 2], &[6])[..], [3, 3]);
        // Two tied for second in B: rank 2's points and rank 3's (none), halved.
        assert_eq!(rank_points(&[5, 2, 2], &[13, 6])[..], [13, 3, 3]);
    }

    #[test]
    fn ruling_1_after_a_tie_the_next_player_takes_the_next_free_rank() {
        // Two tied for first occupy ranks 1 and 2: the next is third.
        assert_eq!(rank_points(&[3, 3, 2, 1], &[20, 12, 5])[..], [16, 16, 5, 0]);
        // In B there is no third rank: the seat with 2 gets nothing.
        assert_eq!(rank_points(&[3, 3, 2], &[12, 5])[..], [8, 8, 0]);
    }

    #[test]
    fn rule_scoring_a_pays_only_the_majority() {
        let mut g = game(3);
        g.give_buildings(Seat(0), &[Chambers, Chambers, Pavilion]);
        g.give_buildings(Seat(1), &[Chambers]);
        let r = g.scoring_result(Scoring::A);
        assert_eq!(r.seats[0], [1, 0, 0, 4, 0, 0]);
        assert_eq!(r.seats[1], [0; 6]);
        assert_eq!(r.dirk, None);
    }

    #[test]
    fn rule_scoring_b_pays_first_and_second() {
        let mut g = game(4);
        g.give_buildings(Seat(0), &[Tower, Tower, Tower]);
        g.give_buildings(Seat(2), &[Tower, Tower]);
        g.give_buildings(Seat(3), &[Tower]);
        let r = g.scoring_result(Scoring::B);
        let towers: Vec<_> = r.seats.iter().map(|p| p[Tower.index()]).collect();
        assert_eq!(towers, [13, 0, 6, 0]);
    }

    #[test]
    fn rule_scoring_c_pays_first_second_and_third() {
        let mut g = game(5);
        g.give_buildings(Seat(1), &[Pavilion; 3]);
        g.give_buildings(Seat(2), &[Pavilion; 2]);
        g.give_buildings(Seat(3), &[Pavilion; 1]);
        g.give_buildings(Seat(4), &[Seraglio; 1]);
        let r = g.scoring_result(Scoring::C);
        let pavilions: Vec<_> = r.seats.iter().map(|p| p[0]).collect();
        assert_eq!(pavilions, [0, 16, 8, 1, 0]);
        assert_eq!(r.seats[4], [0, 17, 0, 0, 0, 0]);
    }

    #[test]
    fn rule_dirk_ranks_in_scorings_like_a_player() {
        let mut g = game(2);
        g.set_dirk(&[Tower, Tower, Tower]);
        g.give_buildings(Seat(0), &[Tower, Tower]);
        g.give_buildings(Seat(1), &[Tower]);
        let r = g.scoring_result(Scoring::B);
        assert_eq!(r.dirk.unwrap()[Tower.index()], 13);
        assert_eq!(r.seats[0][Tower.index()], 6, "second behind Dirk");
        assert_eq!(r.seats[1][Tower.index()], 0, "third: B pays two ranks");
    }

    #[test]
    fn ruling_4_tied_winners_share_the_victory_and_dirk_is_no_seat() {
        let mut g = game(2);
        g.scorings.push(ScoringResult {
            scoring: Scoring::C,
            seats: [[5, 0, 0, 0, 0, 0], [0, 5, 0, 0, 0, 0]]
                .into_iter()
                .collect(),
            dirk: Some([0, 0, 0, 0, 0, 40]),
        });
        let o = outcome(&g);
        assert_eq!(o.standings.len(), 2, "only the real seats");
        assert!(o.standings.iter().all(|s| s.rank == 1 && s.score == 5));
        assert_eq!(o.winners().len(), 2);
        assert!(!o.decided_by_tie_break);
        assert_eq!(g.dirk_points(), Some(40));
    }
}
