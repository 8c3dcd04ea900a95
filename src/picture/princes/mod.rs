//! The Princes of Florence's pictures: the board ([`board_scene`]), a hand ([`hand_scene`]), the
//! scores ([`scores_scene`]) and the preview of a piece being placed ([`preview_scene`]), with the
//! pieces they share — the 7×7 principality, buildings, landscapes and small badges.
//!
//! Colour is never the only sign: every building carries its initials (U, La, W, Li, O, S, H,
//! Th, To, C) and is drawn as its shape with a thick outline; landscapes carry F, L or P and a
//! texture (trees, waves, dots); freedoms are T, R and O; every seat has its marker shape.

mod board;
mod hand;
mod pieces;
mod preview;
mod scores;
pub mod words;

pub use board::board_scene;
pub use hand::hand_scene;
pub use preview::{preview_picture, preview_scene};
pub use scores::scores_scene;

use super::svg::Scene;
use super::{Pictured, ScoreHistory};
use crate::engine::princes::{Princes, PrivateView, PublicView};
use crate::lang::Lang;

impl Pictured for Princes {
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
        view.seats.iter().map(|s| s.points).collect()
    }
}

#[cfg(test)]
mod tests;
