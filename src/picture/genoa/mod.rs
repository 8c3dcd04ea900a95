//! Genoa's pictures: the board ([`board_scene`]) — the city drawn from the map's data, the
//! tower's path, the supplies, every seat's holdings and the open offers —, a hand
//! ([`hand_scene`]) and the scores ([`scores_scene`]), with the signs they share ([`signs`]).
//!
//! Colour is never the only sign: every commodity carries two letters (Al, Wi, …), every card
//! its pile's letter (L, S, M, C) on a card's shape, every special tile its letters on a
//! tile's shape, and every seat its marker shape, on its buildings as beside its name.

mod board;
mod city;
mod hand;
mod holdings;
mod offers;
mod scores;
mod signs;

pub use board::board_scene;
pub use hand::hand_scene;
pub use scores::scores_scene;

use super::raster::rasterise;
use super::svg::Scene;
use super::{Picture, PictureError, Pictured, ScoreHistory};
use crate::engine::genoa::{Genoa, PrivateView, PublicView};
use crate::lang::Lang;
use board::fitted_board;
use offers::Fit;

/// The most bytes a picture should take (the other games' pictures keep to it too).
pub const BUDGET: usize = 200 * 1024;

impl Pictured for Genoa {
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

    /// The board with every offer in full if that keeps it within [`BUDGET`]; else with the
    /// void offers in a line, the others summed up, then fewer of them (see [`Fit::STEPS`]):
    /// a busy table's board is drawn again, smaller.
    fn board_picture(
        view: &PublicView,
        names: &[String],
        lang: Lang,
    ) -> Result<Picture, PictureError> {
        let mut png = rasterise(&fitted_board(view, names, Fit::ALL, lang))?;
        for fit in &Fit::STEPS[1..] {
            if png.bytes.len() <= BUDGET {
                break;
            }
            png = rasterise(&fitted_board(view, names, *fit, lang))?;
        }
        Ok(png)
    }

    /// Ducats: what wins (G-96); contract income joins them at the end.
    fn shown_scores(view: &PublicView) -> Vec<i32> {
        view.seats
            .iter()
            .map(|s| i32::try_from(s.ducats).unwrap_or(i32::MAX))
            .collect()
    }
}

#[cfg(test)]
mod tests;
