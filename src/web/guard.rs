//! What every request and response passes: only reads, no bodies, and the headers that keep a
//! page to itself.

use axum::extract::Request;
use axum::http::header::{
    ALLOW, CONTENT_LENGTH, CONTENT_SECURITY_POLICY, REFERRER_POLICY, TRANSFER_ENCODING,
    X_CONTENT_TYPE_OPTIONS, X_FRAME_OPTIONS,
};
use axum::http::{HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

/// Scripts, styles, pictures and connections from the page's own origin only (so no inline
/// script runs, whatever a name on the page holds), no framing, no forms, no plugins.
pub const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; \
                       connect-src 'self'; base-uri 'none'; form-action 'none'; \
                       frame-ancestors 'none'";

/// Refuses every method but `GET` and `HEAD`, and any request with a body, before a handler
/// runs (so no body is read); sets the security headers on every answer.
pub async fn guard(request: Request, next: Next) -> Response {
    let mut response = if !matches!(*request.method(), Method::GET | Method::HEAD) {
        let mut refused = (StatusCode::METHOD_NOT_ALLOWED, "Pages are only read.").into_response();
        refused
            .headers_mut()
            .insert(ALLOW, HeaderValue::from_static("GET, HEAD"));
        refused
    } else if carries_a_body(&request) {
        (StatusCode::PAYLOAD_TOO_LARGE, "Pages take no request body.").into_response()
    } else {
        next.run(request).await
    };
    let headers = response.headers_mut();
    headers.insert(CONTENT_SECURITY_POLICY, HeaderValue::from_static(CSP));
    headers.insert(X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    headers.insert(REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    headers.insert(X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    response
}

/// A body announced by its length (other than 0) or sent in chunks.
fn carries_a_body(request: &Request) -> bool {
    let headers = request.headers();
    headers.contains_key(TRANSFER_ENCODING)
        || headers
            .get(CONTENT_LENGTH)
            .is_some_and(|n| n.as_bytes() != b"0")
}
