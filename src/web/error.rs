//! What a request can fail with, and the plain answers a browser gets.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use tracing::warn;

use crate::engine::record::ReplayError;
use crate::picture::PictureError;
use crate::store::StoreError;
use crate::table::TableError;

#[derive(Debug, thiserror::Error)]
pub enum WebError {
    /// No such page, or not with this token: the two are one answer.
    #[error("not found")]
    NotFound,
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    Table(#[from] TableError),
    #[error(transparent)]
    Replay(#[from] ReplayError),
    #[error(transparent)]
    Picture(#[from] PictureError),
    /// A page's data could not be written out (none should fail).
    #[error("a page's data could not be written: {0}")]
    Unwritable(String),
}

impl IntoResponse for WebError {
    fn into_response(self) -> Response {
        match self {
            WebError::NotFound | WebError::Table(TableError::NotFound) => not_found_response(),
            e => {
                warn!(%e, "a page could not be made");
                (
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "This page could not be made just now.",
                )
                    .into_response()
            }
        }
    }
}

fn not_found_response() -> Response {
    (StatusCode::NOT_FOUND, "Not found").into_response()
}

/// The answer to every address that is not a page.
pub async fn not_found() -> Response {
    not_found_response()
}
