//! The pictures a game's page shows, the board at any step of its replay and the final
//! scores' plot: drawn from the record on the picture threads, one at a time, and kept.

use std::sync::Arc;

use axum::body::Bytes;
use mini_moka::sync::Cache;
use tokio::sync::{OnceCell, Semaphore};

use super::error::WebError;
use super::once::Once;
use super::public::Loaded;
use crate::discord::pictures::{Drawing, file};
use crate::discord::render::alt_text;
use crate::discord::ui::Ui;
use crate::engine::record::{Record, ReplayError};
use crate::picture::ScoreHistory;
use crate::store::GameId;

/// Which of a game's pictures.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Shown {
    /// The board after this many actions.
    Step(usize),
    /// The final scores' plot.
    Scores,
}

/// The pages' pictures drawn lately, by the game as it was read and the picture.
pub struct Drawn {
    kept: Once<((GameId, i64, i64), Shown), Bytes>,
    /// One page picture on the picture threads at a time: fifty replays starting at once wait
    /// here, and never queue ahead of the boards the channels wait for.
    drawing: Semaphore,
}

/// How many bytes of pages' pictures are kept: some thousands of boards.
const KEPT_BYTES: u64 = 64 * 1024 * 1024;

impl Default for Drawn {
    fn default() -> Drawn {
        Drawn {
            kept: Once::new(
                Cache::builder()
                    .max_capacity(KEPT_BYTES)
                    .weigher(|_, picture: &Arc<OnceCell<Bytes>>| {
                        u32::try_from(picture.get().map_or(0, Bytes::len) + 64).unwrap_or(u32::MAX)
                    })
                    .build(),
            ),
            drawing: Semaphore::new(1),
        }
    }
}

impl Drawn {
    /// The picture `shown` of the game `loaded`, drawn now or as kept.
    pub async fn picture(&self, loaded: &Loaded, shown: Shown) -> Result<Bytes, WebError> {
        self.kept
            .get((loaded.key, shown), || async {
                // The semaphore is never closed: a turn is always given.
                let _turn = self.drawing.acquire().await.ok();
                let bytes = crate::with_game!(loaded.kind, G => match shown {
                    Shown::Step(step) => board_at::<G>(loaded, step).await,
                    Shown::Scores => scores::<G>(loaded).await,
                })?;
                Ok(Bytes::from(bytes))
            })
            .await
    }
}

/// The record a loaded game was read with, as its engine's type.
fn record_of<G: Ui>(loaded: &Loaded) -> Result<Arc<Record<G>>, WebError> {
    loaded
        .record
        .clone()
        .and_then(|r| r.downcast::<Record<G>>().ok())
        .ok_or(WebError::NotFound)
}

/// The public board after `step` actions.
async fn board_at<G: Ui>(loaded: &Loaded, step: usize) -> Result<Vec<u8>, WebError> {
    let record = record_of::<G>(loaded)?;
    let view = match record.state_after(step) {
        Ok(state) => state.public_view(),
        Err(ReplayError::PastTheEnd { .. }) => return Err(WebError::NotFound),
        Err(e) => return Err(e.into()),
    };
    let lang = loaded.lang;
    let alt = alt_text::board::<G>(&view, &loaded.names, lang);
    let key = key("board", &view);
    let drawing = Drawing::answer(file::BOARD, &alt, move |names| {
        G::board_picture(&view, names, lang)
    });
    Ok(once(drawing.in_lang(lang), key)
        .draw(loaded.names.clone())
        .await?
        .bytes)
}

/// The final scores' plot: each seat's points broken down, and the score over the game.
async fn scores<G: Ui>(loaded: &Loaded) -> Result<Vec<u8>, WebError> {
    if !loaded.finished {
        return Err(WebError::NotFound);
    }
    let record = record_of::<G>(loaded)?;
    let (history, end) = ScoreHistory::with_end(&record)?;
    let view = end.public_view();
    let lang = loaded.lang;
    let alt = alt_text::final_scores::<G>(&view, &loaded.names, lang);
    let key = key("scores", &(&view, record.actions.len()));
    let drawing = Drawing::answer(file::SCORES, &alt, move |names| {
        G::scores_picture(&view, &history, names, lang)
    });
    Ok(once(drawing.in_lang(lang), key)
        .draw(loaded.names.clone())
        .await?
        .bytes)
}

/// What a page's picture is drawn from, written out: the key it is kept by on the picture
/// threads (a board drawn at one version is the same at the next), apart from the Discord
/// messages' own. `None` if it cannot be written (none should fail).
fn key(what: &str, from: &impl serde::Serialize) -> Option<Vec<u8>> {
    let mut key = format!("web\0{what}\0").into_bytes();
    serde_json::to_writer(&mut key, from).ok()?;
    Some(key)
}

/// `drawing`, drawn once for `key` if it has one; else drawn each time, never mistaken for
/// another picture.
fn once(drawing: Drawing, key: Option<Vec<u8>>) -> Drawing {
    match key {
        Some(key) => drawing.drawn_once_for(key),
        None => drawing,
    }
}
