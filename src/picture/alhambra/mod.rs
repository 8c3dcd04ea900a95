//! Alhambra's pictures: the board ([`board`]), a hand ([`hand`]) and the final scores
//! ([`scores`]), with the pieces they share — building cards, money cards, and the points at
//! stake in the next scoring.
//!
//! Colour is never the only sign: every building type is written out and carries its initial
//! (P, S, A, C, G, T), and every currency its shape (● denar, ▲ dirham, ■ ducat, ◆ florin) and
//! its name.

mod board;
mod hand;
mod pieces;
mod scores;

pub use board::board_scene;
pub use hand::hand_scene;
pub use scores::scores_scene;

use super::svg::Scene;
use super::{Pictured, ScoreHistory};
use crate::engine::alhambra::{Alhambra, PrivateView, PublicView};
use crate::lang::Lang;

impl Pictured for Alhambra {
    fn board_scene(view: &PublicView, names: &[String], lang: Lang) -> Scene {
        board_scene(view, names, lang)
    }

    fn hand_scene(view: &PrivateView, names: &[String], lang: Lang) -> Scene {
        hand_scene(view, names, lang)
    }

    fn scores_scene(
        view: &PublicView,
        history: &ScoreHistory,
        names: &[String],
        lang: Lang,
    ) -> Scene {
        scores_scene(view, history, names, lang)
    }

    fn shown_scores(view: &PublicView) -> Vec<i32> {
        view.seats.iter().map(|s| s.points as i32).collect()
    }
}
