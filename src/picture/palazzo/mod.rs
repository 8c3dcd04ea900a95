//! Palazzo's pictures: the board ([`board`]), a hand ([`hand`]) and the final scores
//! ([`scores`]), with the pieces they share — tiles, palace floors and money cards.
//!
//! Colour is never the only sign: every tile carries its material's letter (B, S, M) and the
//! three materials differ in lightness (dark brick, mid sandstone, light marble); every money
//! card carries its currency's shape (● red, ■ brown, ◆ silver).

mod board;
mod hand;
mod pieces;
mod scores;

pub use board::board_scene;
pub use hand::hand_scene;
pub use scores::scores_scene;

use super::svg::Scene;
use super::{Pictured, ScoreHistory};
use crate::engine::palazzo::{Palazzo, PrivateView, PublicView};
use crate::lang::Lang;

impl Pictured for Palazzo {
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
        view.seats.iter().map(|s| s.score).collect()
    }
}
