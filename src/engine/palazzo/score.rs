//! Scoring (ruling 9): points per palace by its height and windows, a bonus for a palace of one
//! material, and ties broken by the best single payment each tied seat's hand could make.

use super::Palazzo;
use super::build::Palace;
use super::money::best_payment;
use crate::engine::{Outcome, Seat};

/// A palace's points: by its number of floors, −5, 0, windows, windows + 3, windows + 6; a palace
/// of one material adds 3 at three or four floors and 6 at five.
pub fn palace_score(palace: &Palace) -> i32 {
    let windows = palace.windows() as i32;
    let (height, bonus) = match palace.len() {
        0 => (0, 0),
        1 => (-5, 0),
        2 => (0, 0),
        3 => (windows, 3),
        4 => (windows + 3, 3),
        _ => (windows + 6, 6),
    };
    height + if palace.is_pure() { bonus } else { 0 }
}

impl Palazzo {
    /// What `seat`'s palaces would score now.
    pub fn score(&self, seat: Seat) -> i32 {
        self.seat(seat).palaces.iter().map(palace_score).sum()
    }

    /// The tie-break: the value of the best single payment from `seat`'s hand.
    pub fn tie_break(&self, seat: Seat) -> u32 {
        best_payment(&self.seat(seat).hand, None).1
    }
}

pub(super) fn outcome(game: &Palazzo) -> Outcome {
    let scores: Vec<_> = (0..game.players)
        .map(Seat)
        .map(|s| (game.score(s), Some(game.tie_break(s) as i32)))
        .collect();
    Outcome::ranked(&scores)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::palazzo::components::{Material, Tile};

    fn palace(spec: &[(Material, u8, u8)]) -> Palace {
        let all = Tile::all();
        let tiles = spec
            .iter()
            .map(|&(m, f, w)| {
                *all.iter()
                    .find(|t| t.material == m && t.floor == f && t.windows == w)
                    .unwrap()
            })
            .collect::<Vec<_>>();
        Palace::try_from(tiles).unwrap()
    }

    use Material::{Brick as B, Marble as M, Sandstone as S};

    #[test]
    fn rule_scores_by_height() {
        assert_eq!(palace_score(&palace(&[(B, 2, 3)])), -5);
        assert_eq!(palace_score(&palace(&[(B, 1, 3), (B, 2, 3)])), 0);
        assert_eq!(palace_score(&palace(&[(B, 1, 1), (S, 2, 1), (M, 3, 1)])), 3);
        assert_eq!(
            palace_score(&palace(&[(B, 1, 1), (S, 2, 1), (M, 3, 1), (M, 4, 2)])),
            5 + 3
        );
        let five = palace(&[(B, 1, 1), (S, 2, 1), (M, 3, 1), (M, 4, 2), (M, 5, 3)]);
        assert_eq!(palace_score(&five), 8 + 6);
    }

    #[test]
    fn rule_one_material_adds_a_bonus_from_three_floors() {
        assert_eq!(
            palace_score(&palace(&[(B, 1, 3), (B, 2, 3)])),
            0,
            "no bonus at 2"
        );
        assert_eq!(
            palace_score(&palace(&[(S, 1, 1), (S, 2, 1), (S, 3, 1)])),
            3 + 3
        );
        let four = palace(&[(S, 1, 1), (S, 2, 1), (S, 3, 1), (S, 4, 1)]);
        assert_eq!(palace_score(&four), 4 + 3 + 3);
        let five = palace(&[(S, 1, 1), (S, 2, 1), (S, 3, 1), (S, 4, 1), (S, 5, 1)]);
        assert_eq!(palace_score(&five), 5 + 6 + 6);
    }

    /// The seven palaces scored in the rule texts: −5, 0, 6, 13, 17, 20 and 8 points. The texts
    /// show the tiles only in a picture; these are palaces with the heights, windows and
    /// materials their captions give (6: three mixed floors, six windows).
    #[test]
    fn example_the_seven_scored_palaces() {
        let examples = [
            (palace(&[(M, 3, 2)]), -5),
            (palace(&[(B, 2, 1), (S, 4, 2)]), 0),
            (palace(&[(B, 1, 2), (S, 3, 2), (B, 5, 2)]), 6),
            (palace(&[(M, 1, 1), (M, 2, 2), (M, 3, 1), (M, 5, 3)]), 13),
            (
                palace(&[(B, 1, 3), (S, 2, 2), (M, 3, 2), (B, 4, 1), (S, 5, 3)]),
                17,
            ),
            (
                palace(&[(S, 1, 1), (S, 2, 2), (S, 3, 1), (S, 4, 1), (S, 5, 3)]),
                20,
            ),
            (palace(&[(B, 1, 2), (B, 3, 1), (B, 5, 2)]), 8),
        ];
        let scores: Vec<_> = examples.iter().map(|(p, _)| palace_score(p)).collect();
        let expected: Vec<_> = examples.iter().map(|(_, s)| *s).collect();
        assert_eq!(scores, expected);
    }
}
