//! Vacations end to end on the fake Discord, with a clock the test moves: `/vacation` answers
//! its reader alone with an *End my vacation* button, the board of the game says who is away,
//! `/vacation` again shows the status, and the button ends it and clears the board.

use serde_json::json;
use tavola::clock::Clock;

use crate::support::bot::{self, answered, settled};
use crate::support::fake_discord::{FakeDiscord, FakeMessage, FakeUser, opt};

/// 2026-07-01T12:00:00Z.
const NOON: i64 = 1_782_907_200_000;

/// `/vacation` with `options` by `user`: its answer, seen by its reader alone.
async fn vacation(fake: &FakeDiscord, user: &FakeUser, options: serde_json::Value) -> FakeMessage {
    let i = user.slash("vacation", options).await;
    let cb = answered(&i).await;
    assert!(cb.is_ephemeral(), "only its reader sees it");
    let id = i.original_response().expect("an answer").id;
    fake.message(id).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_vacation_shows_on_the_board_and_one_click_ends_it() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = Clock::manual(NOON);
    let bot = bot::start_with_clock(&fake, &bot::database(dir.path()), &clock).await;
    settled(&bot).await;
    let players: Vec<FakeUser> = [(6001, "Alice"), (6002, "Bruno")]
        .into_iter()
        .map(|(id, name)| fake.user(id, name))
        .collect();
    let alice = &players[0];
    let (_, board) = bot::start_game(&fake, &players).await;
    settled(&bot).await;
    bot::drained(&bot.data.store).await;
    assert!(
        !fake
            .message(board)
            .unwrap()
            .text()
            .contains("is away until")
    );

    let answer = vacation(&fake, alice, json!([opt("days", 3)])).await;
    let back = (NOON + 3 * 24 * 3_600_000) / 1000;
    assert!(
        answer
            .text()
            .contains(&format!("You are away until <t:{back}:f>")),
        "{}",
        answer.text()
    );
    assert!(
        answer.text().contains("Your game in play here says so"),
        "{}",
        answer.text()
    );
    bot::drained(&bot.data.store).await;
    let shown = fake.message(board).unwrap().text();
    assert!(
        shown.contains(&format!("🏖️ <@{}> is away until <t:{back}:f>", alice.id)),
        "{shown}"
    );
    assert!(
        !shown.contains(&format!("<@{}> is away", players[1].id)),
        "{shown}"
    );

    // Asked again while away: the status, and the button again.
    let again = vacation(&fake, alice, json!([])).await;
    assert!(
        again
            .text()
            .contains("Used in the last 90 days: 0 of 14 days"),
        "{}",
        again.text()
    );
    let end = again.button("End my vacation").expect("the button");

    bot::advance(&bot, &clock, std::time::Duration::from_secs(3600)).await;
    let cb = answered(&alice.click(&again, &end).await).await;
    assert_eq!(cb.kind, 7, "the answer is replaced in place");
    assert!(
        fake.message(again.id)
            .unwrap()
            .text()
            .contains("Welcome back")
    );
    bot::drained(&bot.data.store).await;
    let shown = fake.message(board).unwrap().text();
    assert!(!shown.contains("is away until"), "{shown}");

    // Ended, the button says so rather than ending anything.
    let cb = answered(
        &alice
            .click(&answer, &answer.button("End my vacation").unwrap())
            .await,
    )
    .await;
    assert!(cb.is_ephemeral());
    fake.assert_no_violations();
}
