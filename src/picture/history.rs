//! Every seat's score after each move of a game, for the plot on the final scores picture
//! (read from a record by [`ScoreHistory::from_record`], beside the `Pictured` trait).

/// The scores each seat's public view showed: at the start, then after every move.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ScoreHistory {
    seats: usize,
    /// One row of `seats` scores per moment, row after row.
    scores: Vec<i32>,
}

impl ScoreHistory {
    pub fn new(seats: usize) -> ScoreHistory {
        ScoreHistory {
            seats,
            scores: Vec::new(),
        }
    }

    /// Adds the scores after one more move, in seat order (missing seats count 0, extra ones
    /// are ignored).
    pub fn push(&mut self, scores: &[i32]) {
        self.scores
            .extend((0..self.seats).map(|i| scores.get(i).copied().unwrap_or(0)));
    }

    pub fn seats(&self) -> usize {
        self.seats
    }

    /// How many moments are recorded: the start and each move after it.
    pub fn len(&self) -> usize {
        self.scores.len().checked_div(self.seats).unwrap_or(0)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Every seat's score at moment `i` (0 is the start).
    pub fn at(&self, i: usize) -> &[i32] {
        &self.scores[i * self.seats..(i + 1) * self.seats]
    }

    /// One seat's score at every moment.
    pub fn of(&self, seat: usize) -> impl Iterator<Item = i32> + '_ {
        self.scores
            .iter()
            .skip(seat)
            .step_by(self.seats.max(1))
            .copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::palazzo::Palazzo;
    use crate::engine::playout::random_game;

    #[test]
    fn rows_are_kept_per_moment_and_read_per_seat() {
        let mut h = ScoreHistory::new(2);
        assert!(h.is_empty());
        h.push(&[0, 0]);
        h.push(&[3, -5]);
        h.push(&[4]);
        assert_eq!(h.len(), 3);
        assert_eq!(h.at(1), [3, -5]);
        assert_eq!(h.at(2), [4, 0], "a missing seat counts 0");
        assert_eq!(h.of(1).collect::<Vec<_>>(), [0, -5, 0]);
    }

    #[test]
    fn a_record_replays_into_one_row_per_action_ending_at_the_result() {
        let (_, record) = random_game::<Palazzo>(&Default::default(), 3, 11).unwrap();
        let h = ScoreHistory::from_record(&record).unwrap();
        assert_eq!(h.len(), record.actions.len() + 1);
        assert_eq!(h.at(0), [0, 0, 0]);
        let result = record.result.unwrap();
        let last: Vec<i32> = result.standings.iter().map(|s| s.score).collect();
        assert_eq!(h.at(h.len() - 1), last.as_slice());
    }
}
