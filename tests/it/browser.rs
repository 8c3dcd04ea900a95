//! The browser harness itself (`support::browser`): a headless Chromium of the size asked for
//! loads a page served under the pages' strict Content-Security-Policy, runs its script file
//! (and not an inline script), clicks, and takes a screenshot.

use axum::Router;
use axum::http::header;
use axum::response::IntoResponse;
use axum::routing::get;
use fantoccini::Locator;
use serde_json::Value;

use crate::support::browser::{Browser, browser, screenshot_dir};

/// What the pages send: scripts from their own origin only, nothing else at all.
const CSP: &str = "default-src 'none'; script-src 'self'";

const PAGE: &str = r#"<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>harness</title>
<script src="/click.js" defer></script>
<script>document.title = "inline script ran";</script>
</head>
<body>
<p id="text">before</p>
<button id="button" type="button">Change</button>
</body>
</html>
"#;

const SCRIPT: &str = r#"document.getElementById("button").addEventListener("click", () => {
    document.getElementById("text").textContent = "after";
});
"#;

/// Serves the page and its script on a free port of 127.0.0.1, for as long as the test runs.
async fn serve() -> String {
    let app = Router::new()
        .route(
            "/",
            get(|| async {
                (
                    [
                        (header::CONTENT_TYPE, "text/html; charset=utf-8"),
                        (header::CONTENT_SECURITY_POLICY, CSP),
                    ],
                    PAGE,
                )
                    .into_response()
            }),
        )
        .route(
            "/click.js",
            get(|| async {
                (
                    [
                        (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
                        (header::CONTENT_SECURITY_POLICY, CSP),
                    ],
                    SCRIPT,
                )
                    .into_response()
            }),
        );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    format!("http://{addr}/")
}

async fn inner_width(browser: &Browser) -> Value {
    browser
        .client
        .execute("return window.innerWidth;", Vec::new())
        .await
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_phone_sized_browser_runs_a_script_file_under_a_strict_csp_and_takes_a_screenshot() {
    let Some(browser) = Browser::start(390, 844).await else {
        return;
    };
    let url = serve().await;
    browser.client.goto(&url).await.unwrap();

    assert_eq!(inner_width(&browser).await, 390, "the viewport's width");
    // The policy is in force (the inline script was refused), and the script file ran: its
    // click handler changes the text.
    let title = browser.client.title().await.unwrap();
    assert_eq!(
        title, "harness",
        "an inline script ran: the CSP is not applied"
    );
    let text = || async {
        let text = browser.client.find(Locator::Id("text")).await.unwrap();
        text.text().await.unwrap()
    };
    assert_eq!(text().await, "before");
    browser
        .client
        .find(Locator::Id("button"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    browser
        .until(
            "return document.getElementById('text').textContent === 'after';",
            "the click to change the text",
        )
        .await;
    assert_eq!(text().await, "after");

    let path = browser.screenshot("harness-phone.png").await;
    assert!(path.starts_with(screenshot_dir()));
    let png = std::fs::read(&path).unwrap();
    // A PNG's IHDR chunk gives its width in pixels, big-endian, at bytes 16 to 19.
    assert!(png.len() > 24, "an empty screenshot");
    let width = u32::from_be_bytes(png[16..20].try_into().unwrap());
    assert_eq!(width, 390, "the screenshot's width");
    browser.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_default_browser_has_a_desktop_window() {
    let Some(browser) = browser().await else {
        return;
    };
    let url = serve().await;
    browser.client.goto(&url).await.unwrap();
    assert_eq!(inner_width(&browser).await, 1280, "the viewport's width");
    browser.close().await;
}
