//! Playing over days, end to end: the real bot against the fake Discord on a clock the test
//! moves. Reminders come after 12 hours of waiting and every 24 hours after, not before; a
//! missed deadline plays the seat's default move and the board moves on; a reminder that fell
//! due while the bot was stopped fires once when it starts again; the pace chosen with `/play`
//! shows in the lobby and on the board, and absurd values are refused. Nothing sleeps for the
//! hours it tests: `settled` waits only until the bot has handled the moved clock.

use std::time::Duration;

use crate::support::bot::{
    self, Bot, WAIT, advance, answered, board_version, open_with, seat_and_start, settled,
    with_verb,
};
use crate::support::fake_discord::{FakeDiscord, FakeMessage, FakeUser, opt};
use serde_json::json;
use tavola::clock::Clock;
use tavola::engine::{Game, Seat};

/// When every test's clock starts.
const T0: i64 = 1_800_000_000_000;
const HOUR_MS: i64 = 3_600_000;

fn hours(n: u64) -> Duration {
    Duration::from_secs(n * 3600)
}

fn minutes(n: u64) -> Duration {
    Duration::from_secs(n * 60)
}

fn players(fake: &FakeDiscord) -> Vec<FakeUser> {
    [(3001, "Alice"), (3002, "Bruno")]
        .into_iter()
        .map(|(id, name)| fake.user(id, name))
        .collect()
}

/// The reminders posted in the channel so far, oldest first.
fn reminders(fake: &FakeDiscord) -> Vec<FakeMessage> {
    bot::channel_messages(fake)
        .into_iter()
        .filter(|m| m.content().starts_with('⏰'))
        .collect()
}

fn notices(fake: &FakeDiscord) -> Vec<FakeMessage> {
    bot::channel_messages(fake)
        .into_iter()
        .filter(|m| m.content().starts_with("⌛ Time is up"))
        .collect()
}

async fn bot_on(fake: &FakeDiscord, dir: &tempfile::TempDir, clock: &Clock) -> Bot {
    let bot = bot::start_with_clock(fake, &bot::database(dir.path()), clock).await;
    settled(&bot).await;
    bot
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reminder_comes_after_12_hours_of_waiting_then_every_24_hours_and_not_before() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = Clock::manual(T0);
    let bot = bot_on(&fake, &dir, &clock).await;
    let players = players(&fake);
    let (game, board) = bot::start_game(&fake, &players).await;
    let actor = bot::to_act(&fake.message(board).unwrap()).unwrap();

    advance(&bot, &clock, hours(11) + minutes(59)).await;
    assert!(reminders(&fake).is_empty(), "no reminder before 12 hours");
    advance(&bot, &clock, minutes(1)).await;
    let first = reminders(&fake);
    assert_eq!(first.len(), 1, "one reminder at 12 hours");
    let text = first[0].content();
    assert!(text.starts_with(&format!("⏰ <@{actor}>,")), "{text}");
    assert!(
        text.contains(&format!(
            "Palazzo game {game} has waited 12 h for your move"
        )),
        "{text}"
    );
    assert!(!text.contains("Your hand") && first[0].embeds().is_empty());

    advance(&bot, &clock, hours(23) + minutes(59)).await;
    assert_eq!(
        reminders(&fake).len(),
        1,
        "the next one is 24 hours later, not before"
    );
    advance(&bot, &clock, minutes(1)).await;
    let second = reminders(&fake);
    assert_eq!(second.len(), 2);
    assert!(
        second[1].content().contains("has waited 36 h"),
        "{}",
        second[1].content()
    );
    assert_eq!(bot::mentions(second[1].content()), [actor]);

    // The player moves: reminders are for whoever waits now, 12 hours after they began to.
    bot::play_one(&fake, board, &players, 1).await;
    let next = bot::to_act(&fake.message(board).unwrap()).unwrap();
    advance(&bot, &clock, hours(11)).await;
    assert_eq!(reminders(&fake).len(), 2);
    advance(&bot, &clock, hours(1)).await;
    let third = reminders(&fake);
    assert_eq!(third.len(), 3);
    assert_eq!(bot::mentions(third[2].content()), [next]);
    assert!(third[2].content().contains("has waited 12 h"));
    assert!(notices(&fake).is_empty(), "no deadline by default");
    assert_eq!(
        bot.tables::<tavola::engine::palazzo::Palazzo>()
            .view(game)
            .await
            .unwrap()
            .game
            .version,
        1
    );
    fake.assert_no_violations();
    bot.stop(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_missed_deadline_plays_the_default_move_and_the_board_moves_on() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = Clock::manual(T0);
    let bot = bot_on(&fake, &dir, &clock).await;
    let players = players(&fake);
    let (game, board) = open_with(&fake, &players[0], &[opt("deadline_hours", 24)]).await;
    seat_and_start(&fake, board, &players).await;
    let shown = fake.message(board).unwrap();
    assert!(
        shown
            .text()
            .contains(&format!("⌛ Deadline <t:{}:R>", (T0 + 24 * HOUR_MS) / 1000)),
        "{}",
        shown.text()
    );
    let actor = bot::to_act(&shown).unwrap();
    let seat = Seat(players.iter().position(|p| p.id == actor).unwrap() as u8);
    let state = bot
        .tables::<tavola::engine::palazzo::Palazzo>()
        .view(game)
        .await
        .unwrap()
        .state
        .unwrap();
    let default = state.default_action(seat).unwrap();

    advance(&bot, &clock, hours(12)).await;
    let reminder = reminders(&fake);
    assert_eq!(reminder.len(), 1);
    assert!(
        reminder[0].content().contains(&format!(
            "If you have not moved <t:{}:R>, the default move is played for you",
            (T0 + 24 * HOUR_MS) / 1000
        )),
        "{}",
        reminder[0].content()
    );
    advance(&bot, &clock, hours(11) + minutes(59)).await;
    assert_eq!(board_version(&fake.message(board).unwrap()), 0, "not yet");
    advance(&bot, &clock, minutes(1)).await;

    // The default move is stored like any action, and the board shows it.
    let moved = fake.message(board).unwrap();
    assert_eq!(board_version(&moved), 1, "the board moved on");
    let stored = bot.data.store.actions(game).await.unwrap();
    assert_eq!(stored.len(), 1);
    assert_eq!(
        (stored[0].seat, stored[0].action_json.clone()),
        (seat.0, serde_json::to_string(&default).unwrap())
    );
    let snap = bot
        .tables::<tavola::engine::palazzo::Palazzo>()
        .view(game)
        .await
        .unwrap();
    assert_eq!(snap.seats[seat.index()].missed_deadlines, 1);
    let notice = notices(&fake);
    assert_eq!(notice.len(), 1);
    assert!(
        notice[0].content().starts_with(&format!(
            "⌛ Time is up for <@{actor}> in Palazzo game {game}: the default move is played"
        )),
        "{}",
        notice[0].content()
    );
    let now = clock.now_ms();
    assert!(
        moved.text().contains(&format!(
            "⌛ Deadline <t:{}:R>",
            (now + 24 * HOUR_MS) / 1000
        )),
        "a fresh deadline for the next decision: {}",
        moved.text()
    );
    // The old board's buttons are refused, as after any move.
    let old = with_verb(&shown, "draw").unwrap();
    let i = fake
        .user(actor, "actor")
        .click_unchecked(board, json!({"component_type": 2, "custom_id": old}))
        .await;
    let cb = answered(&i).await;
    assert!(
        cb.is_ephemeral() && cb.content().contains("moved on"),
        "{}",
        cb.content()
    );

    // Deadline after deadline, the game goes on, and whoever must decide next is pinged as
    // after a click.
    let pings_before = pings(&fake).len();
    let mut turns = 0;
    while pings(&fake).len() == pings_before {
        advance(&bot, &clock, hours(24)).await;
        turns += 1;
        assert!(turns < 20, "nobody else was ever asked to decide");
    }
    let ping = pings(&fake).pop().unwrap();
    let now_to_act = bot::to_act(&fake.message(board).unwrap()).unwrap();
    assert!(
        ping.content()
            .starts_with(&format!("<@{now_to_act}>, your turn"))
    );
    let snap = bot
        .tables::<tavola::engine::palazzo::Palazzo>()
        .view(game)
        .await
        .unwrap();
    let missed: u32 = snap.seats.iter().map(|s| s.missed_deadlines).sum();
    assert_eq!(i64::from(missed), snap.game.version);
    assert_eq!(notices(&fake).len() as i64, snap.game.version);
    for m in bot::channel_messages(&fake) {
        assert!(
            !m.text().contains("Your hand"),
            "nothing private in the channel"
        );
    }
    bot.tables::<tavola::engine::palazzo::Palazzo>()
        .verify(game)
        .await
        .unwrap();
    fake.assert_no_violations();
    bot.stop(&fake).await;
}

fn pings(fake: &FakeDiscord) -> Vec<FakeMessage> {
    bot::channel_messages(fake)
        .into_iter()
        .filter(|m| m.content().contains(", your turn in Palazzo"))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reminder_that_fell_due_while_the_bot_was_stopped_fires_once_at_the_next_start() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = Clock::manual(T0);
    let bot = bot_on(&fake, &dir, &clock).await;
    let players = players(&fake);
    let (game, board) = bot::start_game(&fake, &players).await;
    let actor = bot::to_act(&fake.message(board).unwrap()).unwrap();
    bot.stop(&fake).await;

    // Thirteen hours pass with the bot stopped: the reminder falls due, nobody sends it.
    clock.advance(hours(13));
    assert!(reminders(&fake).is_empty());
    let bot = bot_on(&fake, &dir, &clock).await;
    let sent = fake
        .wait_message(WAIT, |m| m.content().starts_with('⏰'))
        .await
        .expect("the overdue reminder is sent at start");
    assert_eq!(bot::mentions(sent.content()), [actor]);
    assert!(
        sent.content()
            .contains(&format!("game {game} has waited 13 h"))
    );
    settled(&bot).await;
    assert_eq!(reminders(&fake).len(), 1);

    // Once: neither another pass nor another restart sends it again.
    advance(&bot, &clock, hours(1)).await;
    bot.stop(&fake).await;
    let bot = bot_on(&fake, &dir, &clock).await;
    advance(&bot, &clock, minutes(1)).await;
    assert_eq!(reminders(&fake).len(), 1);
    // The next keeps the cadence: 12 + 24 hours after the wait began.
    advance(&bot, &clock, hours(21) + minutes(58)).await;
    assert_eq!(reminders(&fake).len(), 1);
    advance(&bot, &clock, minutes(1)).await;
    assert_eq!(reminders(&fake).len(), 2);
    fake.assert_no_violations();
    bot.stop(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_pace_shows_in_the_lobby_and_on_the_board() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = Clock::manual(T0);
    let bot = bot_on(&fake, &dir, &clock).await;
    let players = players(&fake);

    let (_, plain) = bot::open_game(&fake, &players[1]).await;
    let text = fake.message(plain).unwrap().text();
    assert!(
        text.contains("reminded after 12 h, then every 24 h") && text.contains("No deadline"),
        "{text}"
    );

    let (game, lobby) = open_with(
        &fake,
        &players[0],
        &[opt("remind_hours", 6), opt("deadline_hours", 72)],
    )
    .await;
    let text = fake.message(lobby).unwrap().text();
    assert!(
        text.contains("reminded after 6 h, then every 24 h")
            && text.contains("Deadline 3 d a decision: then the default move is played"),
        "{text}"
    );
    seat_and_start(&fake, lobby, &players).await;
    let board = fake.message(lobby).unwrap();
    let footer = board.embeds()[0]["footer"]["text"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(
        footer.contains(
            "reminder after 6 h, then every 24 h · deadline 3 d, then the default move is played"
        ),
        "{footer}"
    );
    assert!(
        board
            .text()
            .contains(&format!("⌛ Deadline <t:{}:R>", (T0 + 72 * HOUR_MS) / 1000))
    );
    let settings = bot
        .tables::<tavola::engine::palazzo::Palazzo>()
        .view(game)
        .await
        .unwrap()
        .settings;
    assert_eq!(settings.remind_after, hours(6));
    assert_eq!(settings.deadline, Some(hours(72)));
    fake.assert_no_violations();
    bot.stop(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn absurd_play_options_are_refused_and_open_no_game() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = Clock::manual(T0);
    let bot = bot_on(&fake, &dir, &clock).await;
    let host = fake.user(3001, "Alice");

    // The client keeps to the registered bounds...
    let commands = fake.guild_commands(FakeDiscord::GUILD_ID);
    let play = commands.iter().find(|c| c["name"] == "play").unwrap();
    for name in ["remind_hours", "deadline_hours"] {
        let option = play["options"]
            .as_array()
            .unwrap()
            .iter()
            .find(|o| o["name"] == name)
            .unwrap_or_else(|| panic!("/play has {name}"));
        assert_eq!(option["type"], 4, "{name} is an integer");
        assert_ne!(option["required"], true, "{name} is optional");
        assert_eq!(
            (option["min_value"].as_f64(), option["max_value"].as_f64()),
            (Some(1.0), Some(720.0))
        );
        assert!(
            !option["description"]
                .as_str()
                .unwrap_or_default()
                .is_empty()
        );
    }

    // ... and the bot refuses what gets past them anyway, saying why.
    let game = bot::choice(&fake, "play", "game", "Palazzo");
    for (options, why) in [
        (
            json!([opt("game", game.clone()), opt("deadline_hours", 0)]),
            "a deadline must be between 1 h and 30 d, not 0 h",
        ),
        (
            json!([opt("game", game.clone()), opt("deadline_hours", 5000)]),
            "a deadline must be between 1 h and 30 d, not 5000 h",
        ),
        (
            json!([opt("game", game.clone()), opt("remind_hours", 0)]),
            "a reminder must wait at least 1 h, not 0 h",
        ),
    ] {
        let mut data = json!({"id": play["id"], "name": "play", "type": 1, "options": options});
        if let Some(guild) = play.get("guild_id") {
            data["guild_id"] = guild.clone();
        }
        let cb = answered(&host.slash_raw(data).await).await;
        assert_eq!(cb.kind, 4);
        assert!(cb.is_ephemeral(), "a refusal is private");
        assert!(
            cb.content().to_lowercase().contains(why),
            "{why:?} in {:?}",
            cb.content()
        );
    }
    // Within the bounds but contradictory: a reminder that would come after the deadline.
    let i = host
        .slash(
            "play",
            json!([
                opt("game", "Palazzo"),
                opt("remind_hours", 48),
                opt("deadline_hours", 24)
            ]),
        )
        .await;
    let cb = answered(&i).await;
    assert!(
        cb.is_ephemeral() && cb.content().contains("only after the deadline"),
        "{}",
        cb.content()
    );

    let games: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM games")
        .fetch_one(bot.data.store.pool())
        .await
        .unwrap();
    assert_eq!(games, 0, "no game was opened");
    assert!(
        bot::channel_messages(&fake)
            .iter()
            .all(|m| !m.text().contains("lobby"))
    );
    fake.assert_no_violations();
    bot.stop(&fake).await;
}
