//! Pictures of the games: the public board, one seat's hand and the final scores, as lossless
//! WebP (or PNG, for a file that asks for it).
//!
//! A game draws a scene with the small SVG writer in [`svg`] (shared widgets and colours in
//! [`style`], the score plot in [`plot`]); [`raster`] turns it into a picture file with resvg,
//! its text painted from cached glyphs (`glyphs`) of the `DejaVu` fonts shipped in the binary
//! ([`fonts`]), so a picture is the same everywhere and needs no system font, network or
//! external program.
//!
//! What a picture may show is a matter of types: a board is drawn from the game's public view
//! alone, a hand from that seat's private view, the final scores from the public view and the
//! score history (itself read from public views). Nothing here sees a game's state.
//!
//! The Discord layer calls [`Pictured`]'s functions; `tavola render` calls the same ones.

// Colours are written as CSS writes them, `0xRRGGBB`; separators would split a channel.
#![allow(clippy::unreadable_literal)]
// x, y, w and h are drawing's own words for a position and a size.
#![allow(clippy::many_single_char_names)]

pub mod alhambra;
pub mod fonts;
pub mod genoa;
mod glyphs;
mod grid;
mod history;
mod names;
pub mod palazzo;
mod plot;
pub mod princes;
pub mod raster;
mod style;
pub mod svg;
mod webp;

pub use history::ScoreHistory;
pub use raster::{Format, Picture, PictureError};

use crate::engine::Game;
use crate::engine::record::{Record, ReplayError};
use crate::lang::Lang;
use svg::Scene;

/// The pictures of one game. `names` are the seats' display names in seat order (plain text:
/// a mention such as `<@123>` would be drawn as written); a missing name is drawn "Seat N".
///
/// A game draws each picture as a [`Scene`] (its `Display` is the SVG); the `*_picture`
/// functions rasterise it.
pub trait Pictured: Game {
    /// The public board: everything every player may see.
    fn board_scene(view: &Self::PublicView, names: &[String], lang: Lang) -> Scene;

    /// One seat's hand, for that seat's eyes only.
    fn hand_scene(view: &Self::PrivateView, names: &[String], lang: Lang) -> Scene;

    /// Each seat's points broken down, and the score over the game. Drawn for a game
    /// still under way too, titled as scores so far.
    fn scores_scene(
        view: &Self::PublicView,
        history: &ScoreHistory,
        names: &[String],
        lang: Lang,
    ) -> Scene;

    /// The score of every seat, in seat order, as the public view shows it: what a
    /// [`ScoreHistory`] records after each move.
    fn shown_scores(view: &Self::PublicView) -> Vec<i32>;

    /// The public board as WebP.
    fn board_picture(
        view: &Self::PublicView,
        names: &[String],
        lang: Lang,
    ) -> Result<Picture, PictureError> {
        raster::rasterise(&Self::board_scene(view, names, lang))
    }

    /// One seat's hand as WebP.
    fn hand_picture(
        view: &Self::PrivateView,
        names: &[String],
        lang: Lang,
    ) -> Result<Picture, PictureError> {
        raster::rasterise(&Self::hand_scene(view, names, lang))
    }

    /// The scores picture as WebP.
    fn scores_picture(
        view: &Self::PublicView,
        history: &ScoreHistory,
        names: &[String],
        lang: Lang,
    ) -> Result<Picture, PictureError> {
        raster::rasterise(&Self::scores_scene(view, history, names, lang))
    }
}

impl ScoreHistory {
    /// Replays `record` and reads the scores its public view shows at the start and after
    /// each action.
    pub fn from_record<G: Pictured>(record: &Record<G>) -> Result<ScoreHistory, ReplayError> {
        Ok(ScoreHistory::with_end(record)?.0)
    }

    /// The same, with the game as it ends, from the one replay.
    pub fn with_end<G: Pictured>(record: &Record<G>) -> Result<(ScoreHistory, G), ReplayError> {
        let start = record.start()?;
        let mut history = ScoreHistory::new(record.seats.len());
        history.push(&G::shown_scores(&start.public_view()));
        let end =
            record.replay(|_, _, game, _| history.push(&G::shown_scores(&game.public_view())))?;
        Ok((history, end))
    }
}
