//! Each person's own settings, end to end on the fake Discord and a clock the test moves:
//! `/settings` and its panel; quiet hours that hold a ping and a hand back and send one summary
//! when they end; pings by DM; the hand only on request; `/games mine` and the daily digest.

use std::time::Duration;

use serde_json::json;
use tavola::clock::Clock;

use crate::support::bot::{self, Bot, advance, answered, settled};
use crate::support::fake_discord::{FakeDiscord, FakeMessage, FakeUser, opt, sub};

/// 2026-07-01T01:00:00Z: 03:00 in Berlin (summer time, UTC+2), 21:00 the day before in New York.
const NIGHT: i64 = 1_782_867_600_000;
/// 2026-07-01T12:00:00Z.
const NOON: i64 = 1_782_907_200_000;

fn hours(n: u64) -> Duration {
    Duration::from_secs(n * 3600)
}

fn players(fake: &FakeDiscord) -> Vec<FakeUser> {
    [(5001, "Alice"), (5002, "Bruno")]
        .into_iter()
        .map(|(id, name)| fake.user(id, name))
        .collect()
}

/// Waits for a whole pass of the summaries and digests that began after the clock moved.
async fn quiet_passed(bot: &Bot) {
    tokio::time::timeout(bot::WAIT, bot.data.test_support().quiet_passed())
        .await
        .expect("the summaries and digests go out every quarter second");
}

async fn bot_on(fake: &FakeDiscord, dir: &tempfile::TempDir, clock: &Clock) -> Bot {
    let bot = bot::start_with_clock(fake, &bot::database(dir.path()), clock).await;
    settled(&bot).await;
    bot
}

/// `/settings` with `options`, answered with the panel (or a refusal), which is returned.
async fn settings(fake: &FakeDiscord, user: &FakeUser, options: serde_json::Value) -> FakeMessage {
    let i = user.slash("settings", options).await;
    let cb = answered(&i).await;
    assert!(cb.is_ephemeral(), "only its reader sees it");
    let id = i.original_response().expect("an answer").id;
    fake.message(id).unwrap()
}

/// Clicks the panel's button whose label starts with `label`; returns the panel redrawn.
async fn toggle(
    fake: &FakeDiscord,
    user: &FakeUser,
    panel: &FakeMessage,
    label: &str,
) -> FakeMessage {
    let id = panel
        .interactive_components()
        .into_iter()
        .find(|c| c["label"].as_str().is_some_and(|l| l.starts_with(label)))
        .and_then(|c| c["custom_id"].as_str())
        .unwrap_or_else(|| panic!("no {label} on the panel"))
        .to_string();
    let cb = answered(&user.click(panel, &id).await).await;
    assert_eq!(cb.kind, 7, "the panel is redrawn in place");
    fake.message(panel.id).unwrap()
}

/// Plays until `user` is to act; returns the board.
async fn until_to_act(
    fake: &FakeDiscord,
    board: u64,
    players: &[FakeUser],
    user: u64,
) -> FakeMessage {
    for turn in 0..12 {
        let shown = fake.message(board).unwrap();
        if bot::to_act(&shown) == Some(user) {
            return shown;
        }
        bot::play_one(fake, board, players, turn).await;
    }
    panic!("{user} never came to act");
}

/// The channel's messages that notified `user`.
fn pings_of(fake: &FakeDiscord, user: u64) -> Vec<FakeMessage> {
    bot::channel_messages(fake)
        .into_iter()
        .filter(|m| m.pinged().contains(&user))
        .collect()
}

/// Everything a message says: its content, and its embeds' titles, descriptions and fields.
fn texts(messages: &[FakeMessage]) -> Vec<String> {
    messages.iter().map(FakeMessage::text).collect()
}

/// The labels of a message's buttons.
fn labels(message: &FakeMessage) -> Vec<String> {
    message
        .interactive_components()
        .into_iter()
        .filter_map(|c| c["label"].as_str().map(str::to_string))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_panel_shows_and_changes_ones_own_settings_and_refuses_an_unknown_zone() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = Clock::manual(NOON);
    let bot = bot_on(&fake, &dir, &clock).await;
    let players = players(&fake);
    let (alice, bruno) = (&players[0], &players[1]);

    let refused = settings(&fake, alice, json!([opt("time_zone", "Mars/Olympus")])).await;
    assert!(
        refused
            .content()
            .contains("I do not know the time zone “Mars/Olympus”"),
        "{}",
        refused.content()
    );
    let panel = settings(
        &fake,
        alice,
        json!([opt("time_zone", "europe/berlin"), opt("quiet_from", 22)]),
    )
    .await;
    let shown = panel.text();
    assert!(
        shown.contains("Europe/Berlin (it is 14:00 there now)"),
        "{shown}"
    );
    assert!(shown.contains("22:00–06:00"), "a night from 22:00: {shown}");
    assert!(
        labels(&panel).contains(&"Pings by DM: off".to_string()),
        "{:?}",
        labels(&panel)
    );
    let panel = toggle(&fake, alice, &panel, "Pings by DM").await;
    assert!(
        labels(&panel).contains(&"Pings by DM: on".to_string()),
        "{:?}",
        labels(&panel)
    );
    // The end of the quiet hours, chosen from the panel's select.
    let until = panel.custom_ids()[2].clone();
    let cb = answered(&alice.select(&panel, &until, &["7"]).await).await;
    assert_eq!(cb.kind, 7);
    assert!(
        fake.message(panel.id)
            .unwrap()
            .text()
            .contains("22:00–07:00")
    );
    // A value no panel offers changes nothing.
    let tampered = json!({"component_type": 3, "custom_id": until, "values": ["24"]});
    let cb = answered(&alice.click_unchecked(panel.id, tampered).await).await;
    assert!(cb.is_ephemeral());
    assert!(
        fake.message(panel.id)
            .unwrap()
            .text()
            .contains("22:00–07:00")
    );
    // Another person's settings are their own: Bruno's are the defaults.
    let theirs = settings(&fake, bruno, json!([])).await;
    assert!(theirs.text().contains("UTC"), "{}", theirs.text());
    assert!(labels(&theirs).contains(&"Pings by DM: off".to_string()));

    // Stored, not remembered: a restarted bot shows the same.
    bot.stop(&fake).await;
    let _bot = bot_on(&fake, &dir, &clock).await;
    let again = settings(&fake, alice, json!([])).await;
    assert!(again.text().contains("22:00–07:00"), "{}", again.text());
    assert!(labels(&again).contains(&"Pings by DM: on".to_string()));
    fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn quiet_hours_hold_pings_and_hands_and_one_summary_comes_when_they_end() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = Clock::manual(NIGHT);
    let bot = bot_on(&fake, &dir, &clock).await;
    let players = players(&fake);
    let (alice, bruno) = (&players[0], &players[1]);
    settings(
        &fake,
        alice,
        json!([
            opt("time_zone", "Europe/Berlin"),
            opt("quiet_from", 22),
            opt("quiet_until", 7)
        ]),
    )
    .await;

    let (game, board) = bot::start_game(&fake, &players).await;
    settled(&bot).await;
    until_to_act(&fake, board, &players, alice.id).await;
    settled(&bot).await;
    assert!(
        alice.dms().is_empty(),
        "nothing by DM at 03:00: {:?}",
        texts(&alice.dms())
    );
    assert!(pings_of(&fake, alice.id).is_empty(), "no ping wakes her");
    assert!(!bruno.dms().is_empty(), "Bruno, awake, has his hand");

    // 07:00 in Berlin: one summary of the night.
    advance(&bot, &clock, hours(4)).await;
    quiet_passed(&bot).await;
    let dms = alice.dms();
    assert_eq!(dms.len(), 1, "one summary: {:?}", texts(&dms));
    let summary = texts(&dms).join("\n");
    assert!(
        summary.contains("While your quiet hours lasted"),
        "{summary}"
    );
    assert!(
        summary.contains(&format!("Palazzo game #{}", game.0)),
        "{summary}"
    );
    assert!(summary.contains("it came to you"), "{summary}");
    assert!(summary.contains("your hand changed"), "{summary}");
    // Sent once: a later pass finds nothing held.
    advance(&bot, &clock, hours(1)).await;
    assert_eq!(alice.dms().len(), 1);

    // Awake, she is pinged again as before, the next time the game comes to wait on her.
    for turn in 0..30 {
        if !pings_of(&fake, alice.id).is_empty() {
            break;
        }
        bot::play_one(&fake, board, &players, turn).await;
        settled(&bot).await;
    }
    assert!(!pings_of(&fake, alice.id).is_empty(), "pinged once awake");
    fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_ping_comes_by_dm_to_who_asked_and_no_hand_to_who_wants_it_only_on_request() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = Clock::manual(NOON);
    let bot = bot_on(&fake, &dir, &clock).await;
    let players = players(&fake);
    let (alice, bruno) = (&players[0], &players[1]);
    let panel = settings(&fake, alice, json!([])).await;
    toggle(&fake, alice, &panel, "Pings by DM").await;
    let panel = settings(&fake, bruno, json!([])).await;
    let panel = toggle(&fake, bruno, &panel, "Hand by DM").await;
    assert!(panel.text().contains("only when asked"), "{}", panel.text());

    let (_, board) = bot::start_game(&fake, &players).await;
    until_to_act(&fake, board, &players, alice.id).await;
    settled(&bot).await;
    assert!(
        bruno.dms().is_empty(),
        "no hand by DM: {:?}",
        texts(&bruno.dms())
    );
    let pinged: Vec<String> = texts(&alice.dms())
        .into_iter()
        .filter(|t| t.contains("https://discord.com/channels/"))
        .collect();
    assert!(
        !pinged.is_empty(),
        "the ping by DM links the channel's: {:?}",
        texts(&alice.dms())
    );
    assert!(
        !pings_of(&fake, alice.id).is_empty(),
        "and the channel's still pings her"
    );
    // *My hand* still shows Bruno his hand.
    let shown = fake.message(board).unwrap();
    let hand = shown.button("My hand").unwrap();
    let cb = answered(&bruno.click(&shown, &hand).await).await;
    assert!(cb.is_ephemeral());
    fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_mine_and_the_daily_digest_list_the_games_waiting_on_me() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = Clock::manual(NOON);
    let bot = bot_on(&fake, &dir, &clock).await;
    let players = players(&fake);
    for p in &players {
        let panel = settings(&fake, p, json!([])).await;
        let panel = toggle(&fake, p, &panel, "Daily digest").await;
        assert!(
            panel.text().contains("at 09:00 each day"),
            "{}",
            panel.text()
        );
    }
    let (game, board) = bot::start_game(&fake, &players).await;
    settled(&bot).await;
    let actor = bot::to_act(&fake.message(board).unwrap()).unwrap();
    let (acting, waiting) = if actor == players[0].id {
        (&players[0], &players[1])
    } else {
        (&players[1], &players[0])
    };
    let line = format!("Palazzo game #{}", game.0);

    let mine = |user: &FakeUser| {
        let user = user.clone();
        async move {
            let i = user.slash("games", json!([sub("mine", json!([]))])).await;
            answered(&i).await;
            i.original_response().unwrap().text()
        }
    };
    let listed = mine(acting).await;
    assert!(
        listed.contains(&line) && listed.contains("deciding since"),
        "{listed}"
    );
    assert!(
        mine(waiting)
            .await
            .contains("No game in this server waits on you")
    );

    let before = (acting.dms().len(), waiting.dms().len());
    // 09:00 UTC the next day.
    advance(&bot, &clock, hours(21)).await;
    quiet_passed(&bot).await;
    let digest = texts(&acting.dms()[before.0..]).join("\n");
    assert!(digest.contains("One game waits on you"), "{digest}");
    assert!(digest.contains(&line), "{digest}");
    assert_eq!(
        waiting.dms().len(),
        before.1,
        "nothing waits on the other: no digest"
    );
    // Once a day, not once a pass: the next is due tomorrow at 09:00.
    let now = clock.now_ms();
    assert!(bot.data.store.due_digests(now).await.unwrap().is_empty());
    let tomorrow = now + 24 * 3_600_000;
    let due = bot.data.store.due_digests(tomorrow).await.unwrap();
    assert_eq!(due.len(), 2, "both have a digest due: {due:?}");
    assert!(due.iter().all(|(_, at)| *at == tomorrow), "{due:?}");
    fake.assert_no_violations();
}
