//! The page's script and style sheet, compiled into the binary: served from the page's own
//! origin, as its content security policy requires.

use axum::extract::Path;
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE};
use axum::response::{IntoResponse, Response};

use super::error::WebError;

const SCRIPT: &str = include_str!("assets/page.js");
const STYLE: &str = include_str!("assets/page.css");

pub async fn file(Path(file): Path<String>) -> Result<Response, WebError> {
    let (body, kind) = match file.as_str() {
        "page.js" => (SCRIPT, "text/javascript; charset=utf-8"),
        "page.css" => (STYLE, "text/css; charset=utf-8"),
        _ => return Err(WebError::NotFound),
    };
    Ok((
        [
            (CONTENT_TYPE, kind),
            (CACHE_CONTROL, "public, max-age=3600"),
        ],
        body,
    )
        .into_response())
}
