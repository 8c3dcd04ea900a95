//! A game's page in a real browser: headless Chromium driven through chromedriver (`WebDriver`),
//! on a phone-sized screen, against the real bot playing on the fake Discord. The page loads,
//! the replay shows step N's board exactly as `tavola render` draws it, a move made through
//! Discord reaches the open page by itself, and nothing is wider than the screen. Screenshots
//! land in `target/screenshots/`.
//!
//! Chromium and chromedriver come from the system's packages (`support::browser`); without them
//! the test says so and passes, unless `TAVOLA_TEST_BROWSER=require` (CI installs them and sets
//! it).

use fantoccini::Locator;
use serde_json::{Value, json};
use tavola::cli::{RenderWhat, render};
use tavola::engine::palazzo::Palazzo;
use tavola::lang::Lang;

use crate::support::bot;
use crate::support::browser::Browser;
use crate::support::fake_discord::FakeDiscord;

/// A phone's screen, in CSS pixels.
const PHONE: (u32, u32) = (390, 844);

async fn script(browser: &Browser, js: &str) -> Value {
    browser.client.execute(js, Vec::new()).await.unwrap()
}

async fn text(browser: &Browser, id: &str) -> String {
    browser
        .client
        .find(Locator::Id(id))
        .await
        .unwrap()
        .text()
        .await
        .unwrap()
}

async fn click(browser: &Browser, id: &str) {
    browser
        .client
        .find(Locator::Id(id))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
}

const BOARD_LOADED: &str = "const b = document.getElementById('board'); \
                            return b.complete && b.naturalWidth > 0;";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_page_in_a_browser_replays_follows_moves_and_fits_a_phone() {
    let Some(browser) = Browser::start(PHONE.0, PHONE.1).await else {
        return;
    };
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start_with_pages(&fake, &bot::database(dir.path())).await;
    let players = [fake.user(1001, "Anna"), fake.user(1002, "Bruno")];
    let (game, board) = bot::start_game(&fake, &players).await;
    for turn in 0..4 {
        bot::play_one(&fake, board, &players, turn).await;
    }
    let tables = bot.tables::<Palazzo>();
    let page = tables
        .view(game)
        .await
        .unwrap()
        .page
        .expect("pages are served");
    assert!(page.starts_with(bot.pages.as_deref().unwrap()));
    // The board on Discord links to it.
    let components = fake.message(board).unwrap().components().to_vec();
    let linked = components
        .iter()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .any(|c| c["style"] == 5 && c["url"] == page.as_str());
    assert!(linked, "the board's link button: {components:?}");

    browser.client.goto(&page).await.unwrap();
    browser.until(BOARD_LOADED, "the board's picture").await;
    let steps: usize = text(&browser, "steps").await.parse().unwrap();
    let record = tables.record(game).await.unwrap();
    assert_eq!(steps, record.actions.len());
    assert!(steps >= 4);
    // Nothing is wider than the phone: no sideways scrolling, the picture scaled to fit.
    assert_eq!(
        script(&browser, "return window.innerWidth").await,
        json!(PHONE.0)
    );
    let wide = script(
        &browser,
        "return [document.documentElement.scrollWidth, \
         document.getElementById('board').getBoundingClientRect().right]",
    )
    .await;
    assert!(
        wide[0].as_f64().unwrap() <= f64::from(PHONE.0)
            && wide[1].as_f64().unwrap() <= f64::from(PHONE.0),
        "wider than the screen: {wide}"
    );
    // The replay's controls sit on one line, as a thumb expects them: their middles level.
    let middles = script(
        &browser,
        "return ['first', 'prev', 'slider', 'next', 'latest'].map((id) => { \
         const r = document.getElementById(id).getBoundingClientRect(); \
         return Math.round((r.top + r.bottom) / 2); })",
    )
    .await;
    let middles: Vec<i64> = middles
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_i64().unwrap())
        .collect();
    assert!(
        middles.iter().all(|m| (m - middles[0]).abs() <= 4),
        "the controls wrap: {middles:?}"
    );
    browser.screenshot("page-phone-latest.png").await;

    // The replay: to the first step by its button, then two steps on with the arrow key.
    click(&browser, "first").await;
    let body = browser.client.find(Locator::Css("body")).await.unwrap();
    for _ in 0..2 {
        body.send_keys(&char::from(fantoccini::key::Key::Right).to_string())
            .await
            .unwrap();
    }
    assert_eq!(text(&browser, "step").await, "2");
    browser.until(BOARD_LOADED, "step 2's picture").await;
    let src = browser
        .client
        .find(Locator::Id("board"))
        .await
        .unwrap()
        .prop("src")
        .await
        .unwrap()
        .unwrap();
    assert!(src.ends_with("/step/2"), "{src}");
    browser.screenshot("page-phone-step-2.png").await;
    // The picture shown is `tavola render --step 2` of the game's record, its seats named as
    // the page names them.
    let shown = reqwest::get(&src).await.unwrap().bytes().await.unwrap();
    let state: Value = serde_json::from_str(
        &reqwest::get(format!("{page}/state"))
            .await
            .unwrap()
            .text()
            .await
            .unwrap(),
    )
    .unwrap();
    let mut file: Value = serde_json::to_value(&record).unwrap();
    for (i, seat) in file["seats"].as_array_mut().unwrap().iter_mut().enumerate() {
        seat["name"] = state["players"][i]["name"].clone();
    }
    assert_eq!(state["players"][0]["name"], "Anna");
    let record_file = dir.path().join("record.json");
    std::fs::write(&record_file, file.to_string()).unwrap();
    let out = dir.path().join("step-2.webp");
    render(
        &record_file,
        RenderWhat::Board { step: Some(2) },
        &out,
        Lang::En,
    )
    .unwrap();
    assert!(
        std::fs::read(&out).unwrap() == shown.to_vec(),
        "step 2 as tavola render draws it"
    );

    // Back to the latest step, which follows the game: a move made on Discord arrives by itself.
    click(&browser, "latest").await;
    bot::play_one(&fake, board, &players, 4).await;
    let next = steps + 1;
    browser
        .until(
            &format!(
                "return document.getElementById('steps').textContent === '{next}' && \
             document.getElementById('board').src.endsWith('/step/{next}')"
            ),
            "the move to reach the page",
        )
        .await;
    browser.until(BOARD_LOADED, "the new board's picture").await;
    browser.screenshot("page-phone-live.png").await;

    browser.close().await;
    bot.stop(&fake).await;
}
