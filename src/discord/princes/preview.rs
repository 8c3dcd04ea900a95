//! The placement preview: the seat's principality with the piece laid where the player has
//! moved it, turned and flipped as they chose, and the buttons to turn, flip and move it, to
//! jump to the next place it fits, and to place it. Its whole state — piece, orientation and
//! anchor — is in the buttons' ids, so it survives restarts. Only a placement the engine
//! offers can be confirmed; any other says why, in the engine's words for a placement.

use crate::discord::ids::GameControl;
use crate::discord::message::{Button, Embed, Message, Row, Style, clip, limits};
use crate::discord::pictures::{Drawing, file};
use crate::discord::reply::Reply;
use crate::engine::princes::components::GRID;
use crate::engine::princes::principality::{Anchor, Cell};
use crate::engine::princes::{Action, Landscape, Piece, Placement, Principality, PrivateView};
use crate::lang::Lang;
use crate::store::GameId;
use crate::t;

use super::board::COLOUR;
use super::controls::Control;
use super::refusals::place_refusal;
use super::text::piece_text;

/// The seat's principality, rebuilt from what the view shows placed.
pub fn principality(view: &PrivateView) -> Principality {
    let mut p = Principality::new();
    for placement in &view.public.seats[view.seat.index()].placed {
        // Placed once under the rules; replayed without the adjacency rule, which depended
        // on the builders held then.
        let _ = p.place(*placement, true);
    }
    p
}

/// The placements of `piece` the engine offers, in its order.
pub fn offered_placements(offered: &[Action], piece: Piece) -> Vec<Placement> {
    offered
        .iter()
        .filter_map(|a| match a {
            Action::Place { placement } if placement.piece == piece => Some(*placement),
            _ => None,
        })
        .collect()
}

/// Whether the engine offers `placement` (in any orientation reaching the same cells).
pub fn is_offered(offered: &[Action], placement: &Placement) -> bool {
    let placement = placement.canonical();
    offered
        .iter()
        .any(|a| matches!(a, Action::Place { placement: p } if *p == placement))
}

/// The next offered placement after `placement`, in the engine's order (from the start when
/// `placement` is not offered), or `None` when the piece fits nowhere.
pub fn next_fit(offered: &[Action], placement: &Placement) -> Option<Placement> {
    let all = offered_placements(offered, placement.piece);
    let canonical = placement.canonical();
    let next = match all.iter().position(|p| *p == canonical) {
        Some(i) => (i + 1) % all.len(),
        None => 0,
    };
    all.get(next).copied()
}

/// The same placement moved up and left as little as needed for every cell to lie on the grid
/// (after a turn or a flip changed its extent).
pub fn kept_on_grid(placement: Placement) -> Placement {
    let cells = placement.cells();
    let right = cells.iter().map(|c| c.0).max().unwrap_or(0);
    let bottom = cells.iter().map(|c| c.1).max().unwrap_or(0);
    let over = |end: u8| end.saturating_sub(GRID - 1);
    Placement {
        anchor: Anchor {
            column: placement.anchor.column.saturating_sub(over(right)),
            row: placement.anchor.row.saturating_sub(over(bottom)),
        },
        ..placement
    }
}

/// The placement moved by `(dx, dy)`, if every cell stays on the grid.
pub fn moved(placement: Placement, dx: i8, dy: i8) -> Option<Placement> {
    let column = placement.anchor.column.checked_add_signed(dx)?;
    let row = placement.anchor.row.checked_add_signed(dy)?;
    let p = Placement {
        anchor: Anchor { column, row },
        ..placement
    };
    (column < GRID && row < GRID && p.cells().iter().all(|&(c, r)| c < GRID && r < GRID))
        .then_some(p)
}

fn cell_mark(cell: Cell) -> &'static str {
    match cell {
        Cell::Empty => "⬜",
        Cell::Palazzo => "🏰",
        Cell::Piece(Piece::Building(_)) => "🟫",
        Cell::Piece(Piece::Landscape(Landscape::Forest)) => "🌲",
        Cell::Piece(Piece::Landscape(Landscape::Lake)) => "🌊",
        Cell::Piece(Piece::Landscape(Landscape::Park)) => "🌳",
    }
}

/// The grid in symbols, the piece's cells marked green where it may go, red where not.
pub fn grid_text(grid: &Principality, placement: &Placement, fits: bool) -> String {
    let cells = placement.cells();
    let mut out = String::new();
    for row in 0..GRID {
        for column in 0..GRID {
            let mark = if cells.contains(&(column, row)) {
                if fits { "🟩" } else { "🟥" }
            } else {
                cell_mark(grid.cell(column, row))
            };
            out.push_str(mark);
        }
        out.push('\n');
    }
    out
}

/// Whether the placement may be confirmed, or why not, in words.
pub fn verdict(
    view: &PrivateView,
    offered: &[Action],
    placement: &Placement,
    lang: Lang,
) -> Result<(), String> {
    if is_offered(offered, placement) {
        return Ok(());
    }
    let builders = view.public.seats[view.seat.index()].builders;
    match principality(view).check(placement, builders >= 2) {
        Err(why) => Err(place_refusal(why, lang)),
        Ok(()) => Err(t!(lang, "princes-preview-not-offered")),
    }
}

/// The preview message of `placement`.
pub fn preview(
    view: &PrivateView,
    offered: &[Action],
    placement: Placement,
    game: GameId,
    version: i64,
    lang: Lang,
) -> Message {
    let id = |control: Control| control.id(game, version);
    let verdict = verdict(view, offered, &placement, lang);
    let grid = principality(view);
    let status = match &verdict {
        Ok(()) => t!(lang, "princes-preview-fits"),
        Err(why) => format!("❌ {why}"),
    };
    let description = format!(
        "{}\n{status}\n{}",
        grid_text(&grid, &placement, verdict.is_ok()),
        t!(lang, "princes-preview-help")
    );
    let embed = Embed {
        title: clip(
            &t!(
                lang,
                "princes-preview-title",
                piece = piece_text(placement.piece, lang)
            ),
            limits::TITLE,
        ),
        description,
        colour: COLOUR,
        ..Embed::default()
    };
    let turned = kept_on_grid(Placement {
        orientation: placement.orientation.turned(),
        ..placement
    });
    let flipped = kept_on_grid(Placement {
        orientation: placement.orientation.flipped(),
        ..placement
    });
    let arrows = [("⬅️", -1i8, 0i8), ("⬆️", 0, -1), ("⬇️", 0, 1), ("➡️", 1, 0)]
        .into_iter()
        .enumerate()
        .map(
            |(direction, (label, dx, dy))| match moved(placement, dx, dy) {
                Some(p) => Button::new(id(Control::Preview(p)), label, Style::Secondary),
                // At the edge: disabled, with an id of its own.
                None => Button::new(id(Control::Edge(direction as u8)), label, Style::Secondary)
                    .disabled(true),
            },
        )
        .collect();
    let rows = vec![
        Row::Buttons(vec![
            Button::new(
                id(Control::Preview(turned)),
                t!(lang, "princes-preview-turn"),
                Style::Primary,
            ),
            Button::new(
                id(Control::Preview(flipped)),
                t!(lang, "princes-preview-flip"),
                Style::Primary,
            ),
            Button::new(
                id(Control::NextFit(placement)),
                t!(lang, "princes-preview-next"),
                Style::Secondary,
            ),
            Button::new(
                id(Control::Confirm(placement)),
                t!(lang, "princes-preview-confirm"),
                Style::Success,
            )
            .disabled(verdict.is_err()),
        ]),
        Row::Buttons(arrows),
    ];
    Message {
        content: None,
        embeds: vec![embed],
        rows,
    }
}

/// The preview of `placement` as the answer to a click: a new private message when `opening`,
/// else the preview clicked on updated; its picture follows once drawn.
pub fn preview_reply(
    view: &PrivateView,
    offered: &[Action],
    placement: Placement,
    game: GameId,
    version: i64,
    opening: bool,
    lang: Lang,
) -> Reply {
    let message = preview(view, offered, placement, game, version, lang);
    let legal = verdict(view, offered, &placement, lang);
    let public = view.public.clone();
    let seat = view.seat;
    let reply = if opening {
        Reply::ephemeral(message)
    } else {
        Reply::update(message)
    };
    let words = match &legal {
        Ok(()) => t!(lang, "princes-preview-alt"),
        Err(why) => t!(lang, "princes-preview-alt-cannot", why = why.as_str()),
    };
    reply.with_picture(
        Drawing::answer(file::PREVIEW, &words, move |names| {
            crate::picture::princes::preview_picture(
                &public,
                seat,
                &placement,
                legal.as_ref().copied().map_err(String::as_str),
                names,
                lang,
            )
        })
        .in_lang(lang),
    )
}
