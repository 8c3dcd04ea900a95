//! The buttons of a `/game log` page: another page of the game's history.

use crate::discord::data::Data;
use crate::discord::names::seat_names;
use crate::discord::render;
use crate::discord::reply::{Refusal, Reply};
use crate::discord::ui::Ui;
use crate::lang::Lang;
use crate::store::GameId;
use crate::table::TableError;

/// A click on a history page's buttons: page `page` replaces the one clicked.
pub async fn click<G: Ui>(
    data: &Data,
    game: GameId,
    page: usize,
    lang: Lang,
) -> Result<Reply, Refusal> {
    let tables = data.tables.of::<G>();
    let snap = tables.view(game).await?;
    let lines = if snap.state.is_some() {
        let record = tables.record(game).await?;
        render::history(&record, &seat_names(&snap, lang), lang)
            .map_err(|e| TableError::Corrupt(format!("game {game}: {e}")))?
    } else {
        Vec::new()
    };
    Ok(Reply::update(render::log_page(&snap, &lines, page, lang)))
}
