//! A game's history in words, a page at a time (`/game log` and its buttons).

use crate::discord::ids::Shared;
use crate::discord::message::{Button, Embed, Message, Row, Style, clip, limits};
use crate::discord::names::title;
use crate::discord::ui::Ui;
use crate::engine::record::{Record, ReplayError};
use crate::lang::Lang;
use crate::t;
use crate::table::Snapshot;

use super::events::event_lines;

/// Lines of history a page of `/game log` shows.
pub const LOG_PAGE: usize = 15;

/// Every event of `record` in words, numbered by the action that caused it, its seats named
/// by `names`.
pub fn history<G: Ui>(
    record: &Record<G>,
    names: &[String],
    lang: Lang,
) -> Result<Vec<String>, ReplayError> {
    let mut lines = Vec::new();
    record.replay(|step, _, _, events| {
        for line in event_lines::<G>(events, names, lang) {
            lines.push(format!("`{step:>3}` {line}"));
        }
    })?;
    Ok(lines)
}

/// Page `page` (from 0) of a game's history, with buttons to the others.
pub fn log_page<G: Ui>(snap: &Snapshot<G>, lines: &[String], page: usize, lang: Lang) -> Message {
    let pages = lines.len().div_ceil(LOG_PAGE).max(1);
    let page = page.min(pages - 1);
    let shown = lines
        .iter()
        .skip(page * LOG_PAGE)
        .take(LOG_PAGE)
        .cloned()
        .collect::<Vec<_>>()
        .join("\n");
    let embed = Embed {
        title: t!(
            lang,
            "log-title",
            game = title::<G>(lang),
            id = snap.game.id.0
        ),
        description: if shown.is_empty() {
            t!(lang, "log-empty")
        } else {
            clip(&shown, limits::DESCRIPTION)
        },
        footer: Some(t!(lang, "log-page", page = page + 1, pages = pages)),
        colour: G::COLOUR,
        ..Embed::default()
    };
    let id = |page: usize| Shared::Log { page }.id(snap.game.id, 0);
    let rows = if pages > 1 {
        vec![Row::Buttons(vec![
            Button::new(id(0), t!(lang, "log-first"), Style::Secondary).disabled(page == 0),
            Button::new(
                id(page.saturating_sub(1)),
                t!(lang, "log-earlier"),
                Style::Secondary,
            )
            .disabled(page == 0),
            Button::new(id(page + 1), t!(lang, "log-later"), Style::Secondary)
                .disabled(page + 1 >= pages),
            Button::new(id(pages - 1), t!(lang, "log-latest"), Style::Secondary)
                .disabled(page + 1 >= pages),
        ])]
    } else {
        Vec::new()
    };
    Message {
        content: None,
        embeds: vec![embed],
        rows,
    }
}

/// The last page of `lines`.
pub fn last_page(lines: &[String]) -> usize {
    lines.len().saturating_sub(1) / LOG_PAGE
}
