//! Scoring (ruling 9): points per palace by its height and windows, a bonus for a palace of one
//! material, and ties broken by the best single payment each tied seat's hand could make.

use super::Palazzo;
use super::money::best_payment;
use super::palace::Palace;
use crate::engine::{Outcome, Seat};

/// A palace's points: by its number of floors, −5, 0, windows, windows + 3, windows + 6; a palace
/// of one material adds 3 at three or four floors and 6 at five.
pub fn palace_score(palace: &Palace) -> i32 {
    let windows = palace.windows() as i32;
    let (height, bonus) = match palace.len() {
        0 | 2 => (0, 0),
        1 => (-5, 0),
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
        .map(|s| (game.score(s), vec![game.tie_break(s) as i32]))
        .collect();
    Outcome::ranked(&scores)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::SeatSet;
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

    type Spec = (Material, u8, u8);

    /// Seats 0 and 1 each own a mixed three-floor palace of three windows (3 points), seat 2 a
    /// lone tile (−5).
    const TIED: [&[Spec]; 3] = [
        &[(B, 1, 1), (S, 2, 1), (M, 3, 1)],
        &[(M, 1, 1), (B, 2, 1), (S, 3, 1)],
        &[(S, 5, 3)],
    ];

    /// A three-seat game with one palace a seat and these hands, which ends on seat 0's next
    /// draw (the fifth game-end tile).
    fn ending(palaces: [&[Spec]; 3], hands: [&str; 3]) -> Palazzo {
        use crate::engine::palazzo::fixtures::{game, tile};
        let mut g = game(3);
        for (seat, spec) in palaces.iter().enumerate() {
            let tiles: Vec<_> = spec.iter().map(|&(m, f, w)| tile(&g, m, f, w)).collect();
            g.give_palace(Seat(seat as u8), &tiles);
        }
        g.set_hands(&hands);
        g.end_on_next_draw();
        g.assert_sound();
        g
    }

    fn play_to_the_end(mut g: Palazzo) -> (Palazzo, Outcome) {
        use crate::engine::Game;
        use crate::engine::palazzo::Action;
        assert_eq!(g.outcome(), None);
        g.apply(Seat(0), &Action::DrawTiles).unwrap();
        g.assert_sound();
        let outcome = g.outcome().expect("the fifth game-end tile ends the game");
        (g, outcome)
    }

    fn scores(g: &Palazzo) -> Vec<i32> {
        (0..3).map(|s| g.score(Seat(s))).collect()
    }

    fn ranks(o: &Outcome) -> Vec<u8> {
        o.standings.iter().map(|s| s.rank).collect()
    }

    #[test]
    fn ruling_9_a_tie_on_points_goes_to_the_best_single_payment_of_the_hand() {
        // Seat 0 holds 26 in face value, but its best single payment is red 7 + red 6 = 13;
        // seat 1's group of 3s and a certificate pay 17. Seat 2, richest, is behind on points.
        let (g, o) = play_to_the_end(ending(
            TIED,
            [
                "red7 red6 brown7 silver6",
                "red3 brown3 silver3 cert",
                "cert cert cert cert cert cert",
            ],
        ));
        assert_eq!(scores(&g), [3, 3, -5]);
        assert_eq!(
            o.standings
                .iter()
                .map(|s| s.tie_breaks.clone())
                .collect::<Vec<_>>(),
            [[13], [17], [30]]
        );
        assert_eq!(ranks(&o), [2, 1, 3]);
        assert_eq!(o.winners(), SeatSet::only(Seat(1)));
        assert!(o.decided_by_tie_break);
    }

    #[test]
    fn ruling_9_equal_on_points_and_best_payment_is_a_shared_win() {
        let (g, o) = play_to_the_end(ending(
            TIED,
            ["red7 red6", "brown6 brown7 silver3", "silver7"],
        ));
        assert_eq!(scores(&g), [3, 3, -5]);
        assert_eq!(
            o.standings
                .iter()
                .map(|s| s.tie_breaks.clone())
                .collect::<Vec<_>>(),
            [[13], [13], [7]]
        );
        assert_eq!(ranks(&o), [1, 1, 3]);
        assert_eq!(o.winners(), SeatSet::from_iter([Seat(0), Seat(1)]));
        assert!(!o.decided_by_tie_break, "the tie-break decided nothing");
    }

    #[test]
    fn ruling_9_the_tie_break_is_marked_only_when_it_decided_the_winner() {
        // Seat 0's four floors (6 windows + 3) win on points; seat 1's richer hand is no help.
        let tall: &[Spec] = &[(B, 1, 1), (S, 2, 1), (M, 3, 1), (B, 4, 3)];
        let (g, o) = play_to_the_end(ending([tall, TIED[1], TIED[2]], ["", "cert cert cert", ""]));
        assert_eq!(scores(&g), [9, 3, -5]);
        assert_eq!(ranks(&o), [1, 2, 3]);
        assert!(!o.decided_by_tie_break);

        // Seats 1 and 2 tie for second place: the tie-break orders them, but did not decide
        // the winner.
        let (g, o) = play_to_the_end(ending(
            [tall, TIED[1], &[(S, 1, 1), (M, 2, 1), (B, 5, 1)]],
            ["", "cert", "cert cert cert"],
        ));
        assert_eq!(scores(&g), [9, 3, 3]);
        assert_eq!(ranks(&o), [1, 3, 2]);
        assert!(!o.decided_by_tie_break);
    }
}
