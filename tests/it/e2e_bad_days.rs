//! Discord misbehaving, end to end: rate limits waited out through serenity's own rate limiter,
//! gateway connections lost in every way Discord loses them, a zombie connection among them (and
//! the clicks sent meanwhile answered after a resume), and whole games of each kind played
//! through a bad day.

use std::time::Duration;

use serde_json::json;

use crate::support::bad_days::{self, BadDay, GatewayFault, Kind};
use crate::support::bot::{self, board_version, is_over, open_paced, play_one, start_game, to_act};
use crate::support::fake_discord::faults::{Fault, Plan, Route, Rule};
use crate::support::fake_discord::gateway::Joined;
use crate::support::fake_discord::{FakeDiscord, FakeUser, sub};

fn players(fake: &FakeDiscord, n: usize) -> Vec<FakeUser> {
    [
        (7001, "Ada"),
        (7002, "Bice"),
        (7003, "Ciro"),
        (7004, "Dora"),
    ]
    .into_iter()
    .take(n)
    .map(|(id, name)| fake.user(id, name))
    .collect()
}

/// Plays `turns` Palazzo decisions, each seen through to the board moving on.
async fn play_turns(fake: &FakeDiscord, board: u64, players: &[FakeUser], turns: usize) {
    for turn in 0..turns {
        let before = board_version(&fake.message(board).unwrap());
        if is_over(&fake.message(board).unwrap()) {
            return;
        }
        play_one(fake, board, players, turn).await;
        bot::moved_on(fake, board, before, bot::WAIT * 2)
            .await
            .unwrap_or_else(|| panic!("the board did not move on from version {before}"));
    }
}

/// Every injected fault of `route` was followed by a successful call of the same method and
/// path: the bot retried it.
fn retried(fake: &FakeDiscord, route: &str) -> usize {
    let route = Route::parse(route);
    let calls = fake.calls();
    let injected: Vec<_> = fake
        .faults()
        .injected()
        .into_iter()
        .filter(|i| route.matches(&i.method, &i.path))
        .collect();
    for i in &injected {
        assert!(
            calls.iter().any(|c| c.method == i.method
                && c.path == i.path
                && c.at > i.at
                && (200..300).contains(&c.status)),
            "{} {} was not retried after its 429",
            i.method,
            i.path
        );
    }
    injected.len()
}

/// The routes a game's moves use: the interaction's answer, the board edited (through the
/// click's answer, or by the painter), pings and DMs posted, DM channels opened.
const CALLBACK: &str = "POST /interactions/{id}/{token}/callback";
const ANSWER_EDIT: &str = "PATCH /webhooks/{id}/{token}/messages/{id}";
const MESSAGE_EDIT: &str = "PATCH /channels/{id}/messages/{id}";
const POST: &str = "POST /channels/{id}/messages";
const DM_OPEN: &str = "POST /users/@me/channels";
const READ_BACK: &str = "GET /webhooks/{id}/{token}/messages/{id}";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rate_limits_on_every_route_a_game_uses_are_waited_out_and_the_game_goes_on() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let players = players(&fake, 3);
    let routes = [CALLBACK, ANSWER_EDIT, MESSAGE_EDIT, POST, DM_OPEN];
    let mut plan = Plan::seeded(11);
    for route in routes {
        // Each call limited once at most: the answer to a click must come within 3 s.
        plan = plan.with(Rule::new(route, Fault::rate_limit(0.25)).once_each(3));
    }
    fake.faults().set(plan);

    let (_, board) = start_game(&fake, &players).await;
    play_turns(&fake, board, &players, 8).await;
    fake.faults().clear();
    play_turns(&fake, board, &players, 2).await;

    // The last retries (Retry-After is whole seconds) land.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let limited: Vec<(&str, usize)> = routes.iter().map(|&r| (r, retried(&fake, r))).collect();
    eprintln!("429s per route: {limited:?}");
    // The board itself changes through the click's answer (an update) or an edit.
    for route in [CALLBACK, POST, DM_OPEN] {
        assert!(
            limited.iter().any(|&(r, n)| r == route && n > 0),
            "no 429 on {route}: {limited:?}"
        );
    }
    let early = fake.faults().retry_violations();
    assert!(early.is_empty(), "retried before retry_after: {early:#?}");
    fake.assert_no_violations();
    bot.stop(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_global_rate_limit_is_waited_out() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let players = players(&fake, 2);
    let (_, board) = start_game(&fake, &players).await;
    let mut plan = Plan::seeded(3);
    for route in [CALLBACK, ANSWER_EDIT, MESSAGE_EDIT] {
        plan = plan.with(Rule::new(route, Fault::global_rate_limit(0.2)).once_each(2));
    }
    fake.faults().set(plan);
    play_turns(&fake, board, &players, 6).await;
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let injected = fake.faults().injected().len();
    assert!(injected >= 2, "{injected} global 429s");
    assert_eq!(retried(&fake, "any"), injected);
    let early = fake.faults().retry_violations();
    assert!(early.is_empty(), "retried before retry_after: {early:#?}");
    bot.stop(&fake).await;
}

/// The heartbeat interval of a fake whose connections go zombie. serenity takes a connection
/// for a zombie when its last heartbeat is still unacknowledged as the next falls due, so it
/// notices one within two intervals (and half a second, its loop's longest wait).
const ZOMBIE_HEARTBEAT: Duration = Duration::from_secs(1);

/// Loses the gateway connection by `fault`, has every player click *My hand* and one run
/// `/games` while the bot is away, and checks that the bot resumed (the fake replaying what it
/// missed) and answered them all, and that the game goes on.
async fn clicks_while_away_are_answered_after_a_resume(fault: GatewayFault) {
    let zombie = fault == GatewayFault::Zombie;
    // The clicks wait for the bot's return: Discord's 3 s to answer are not what is tested.
    let mut fake = FakeDiscord::builder().interaction_deadline(Duration::from_secs(15));
    if zombie {
        fake = fake.heartbeat_interval(ZOMBIE_HEARTBEAT);
    }
    let fake = fake.start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let players = players(&fake, 2);
    let (_, board) = start_game(&fake, &players).await;
    let joined = fake.joins().len();

    if !zombie {
        // Discord unreachable for a moment: the bot cannot be back before the clicks.
        fake.gateway_outage(true);
    }
    assert!(fault.apply(&fake), "a bot to fault");
    if !zombie {
        assert!(
            fake.wait_disconnected(Duration::from_secs(5)).await,
            "{fault:?}: the connection ends"
        );
    }
    let shown = fake.message(board).unwrap();
    let hand = shown.button("My hand").expect("a My hand button");
    let mut away = Vec::new();
    for p in &players {
        away.push(p.click(&shown, &hand).await);
    }
    away.push(
        players[0]
            .slash("games", json!([sub("all", json!([]))]))
            .await,
    );
    tokio::time::sleep(Duration::from_millis(300)).await;
    fake.gateway_outage(false);

    for i in &away {
        let cb = i.callback(Duration::from_secs(12)).await;
        assert!(cb.is_ephemeral(), "{fault:?}: {cb:?}");
    }
    let joins = fake.joins();
    let after = &joins[joined..];
    assert!(
        matches!(after.first().map(|j| &j.how), Some(Joined::Resume { replayed }) if *replayed >= away.len()),
        "{fault:?}: the bot resumes and gets what it missed replayed: {after:#?}"
    );
    assert!(
        after.iter().all(|j| j.how != Joined::Identify),
        "{fault:?}: no new session: {after:#?}"
    );
    if zombie {
        // The bot itself closed the zombie, with a code that keeps the session (not 1000 or
        // 1001, which end it on Discord as on the fake).
        let stats = fake.gateway_stats();
        assert!(stats.unacknowledged_heartbeats >= 1, "{stats:?}");
        assert_eq!(stats.closed_by_bot, [4000], "{stats:?}");
    }
    play_turns(&fake, board, &players, 2).await;
    fake.assert_no_violations();
    bot.stop(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_close_1001_the_bot_resumes_and_answers_the_clicks_sent_meanwhile() {
    clicks_while_away_are_answered_after_a_resume(GatewayFault::Close1001).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_close_4000_the_bot_resumes_and_answers_the_clicks_sent_meanwhile() {
    clicks_while_away_are_answered_after_a_resume(GatewayFault::Close4000).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_dropped_connection_the_bot_resumes_and_answers_the_clicks_sent_meanwhile() {
    clicks_while_away_are_answered_after_a_resume(GatewayFault::Drop).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_op_7_the_bot_resumes_and_answers_the_clicks_sent_meanwhile() {
    clicks_while_away_are_answered_after_a_resume(GatewayFault::Reconnect).await;
}

/// A zombie connection (heartbeats no longer acknowledged, nothing dispatched arriving): the
/// bot closes it with 4000 and resumes, as Discord's gateway documentation asks, so the clicks
/// sent to the zombie are replayed and answered. serenity 0.12.5 would identify afresh and lose
/// them; the vendored copy is patched (vendor/README.md).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_zombie_connection_is_resumed_and_the_clicks_sent_to_it_are_answered() {
    clicks_while_away_are_answered_after_a_resume(GatewayFault::Zombie).await;
}

/// Point 3 of the bad days: `/play` posts the lobby, and reading its id back fails every time.
/// The first click on it tells the bot which message is the game's, so the board is kept
/// (not replaced by a click's "Done: ..."), and the outbox edits it from then on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_whose_id_could_not_be_read_back_is_learnt_from_the_first_click() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let players = players(&fake, 2);
    fake.faults()
        .set(Plan::seeded(5).with(Rule::new(READ_BACK, Fault::Status(500))));
    let (game, board) = start_game(&fake, &players).await;
    let read_backs = fake.faults().injected().len();
    assert!(read_backs >= 1, "the read-back was refused");
    let known = bot
        .tables::<tavola::engine::palazzo::Palazzo>()
        .view(game)
        .await
        .unwrap()
        .game
        .board_message_id;
    assert_eq!(known, Some(board), "the clicked lobby is the game's board");
    play_turns(&fake, board, &players, 4).await;
    let shown = fake.message(board).unwrap();
    assert!(to_act(&shown).is_some(), "the board is still the board");
    bot.stop(&fake).await;
}

/// Point 4 of the bad days: the answer to *Start* fails (a 500 on the callback). The start
/// stored the board's edit with the game, so the lobby still turns into the board.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_answer_to_start_still_turns_the_lobby_into_the_board() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let players = players(&fake, 2);
    let (_, lobby) = open_paced(&fake, "Palazzo", &players[0], &[]).await;
    let shown = fake.message(lobby).unwrap();
    let join = players[1]
        .click(&shown, &shown.button("Join").unwrap())
        .await;
    bot::answered(&join).await;
    fake.faults()
        .set(Plan::seeded(6).with(Rule::new(CALLBACK, Fault::Status(500)).next(1)));
    let shown = fake.message(lobby).unwrap();
    let start = players[0]
        .click(&shown, &shown.button("Start").unwrap())
        .await;
    assert!(
        start.try_callback(Duration::from_secs(2)).await.is_none(),
        "the answer to Start failed"
    );
    assert_eq!(fake.faults().injected().len(), 1);
    let board = fake
        .wait_message_id(lobby, bot::WAIT, |m| to_act(m).is_some())
        .await;
    assert!(board.is_some(), "the lobby became the board");
    play_turns(&fake, lobby, &players, 2).await;
    bot.stop(&fake).await;
}

/// Every REST fault kind, at seeded rates: 429s per route and global, 500/502/503, slow
/// answers.
fn rest_day(seed: u64) -> BadDay {
    let four_seconds = Fault::Delay(Duration::from_secs(4));
    BadDay::Rest(
        Plan::seeded(seed)
            .with(Rule::new("any", Fault::global_rate_limit(0.1)).once_each(2))
            .with(Rule::new(ANSWER_EDIT, four_seconds.clone()).once_each(1))
            .with(Rule::new(MESSAGE_EDIT, four_seconds).once_each(1))
            .with(Rule::new(CALLBACK, Fault::rate_limit(0.1)).fraction(0.05))
            .with(Rule::new(ANSWER_EDIT, Fault::rate_limit(0.1)).fraction(0.05))
            .with(Rule::new(MESSAGE_EDIT, Fault::rate_limit(0.1)).fraction(0.05))
            .with(Rule::new(MESSAGE_EDIT, Fault::Status(500)).fraction(0.03))
            .with(Rule::new(POST, Fault::Status(503)).fraction(0.08))
            .with(Rule::new(POST, Fault::Status(502)).fraction(0.05))
            .with(Rule::new(POST, Fault::rate_limit(0.1)).fraction(0.05)),
    )
}

/// Every gateway fault, in turn: the bot comes back from each by resuming.
fn gateway_day() -> BadDay {
    BadDay::Gateway {
        faults: GatewayFault::ALL.to_vec(),
        every: 5,
    }
}

async fn a_bad_day(kind: Kind, n: usize, day: BadDay) {
    let mut fake = FakeDiscord::builder();
    if matches!(&day, BadDay::Gateway { faults, .. } if faults.contains(&GatewayFault::Zombie)) {
        // A zombie is noticed in seconds, not in the 45 s of Discord's usual interval.
        fake = fake.heartbeat_interval(ZOMBIE_HEARTBEAT);
    }
    let fake = fake.start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let players = players(&fake, n);
    let played = bad_days::play_through(&fake, &bot, kind, &players, &day).await;
    match &day {
        BadDay::Rest(_) => {
            let injected = fake.faults().injected();
            assert!(!injected.is_empty(), "{kind:?}: faults were injected");
            let early = fake.faults().retry_violations();
            assert!(early.is_empty(), "{kind:?}: retried too early: {early:#?}");
        }
        BadDay::Calm => {}
        BadDay::Gateway { faults, .. } => {
            assert!(
                played.gateway_faults >= faults.len(),
                "{kind:?}: {played:?}"
            );
            let joins = fake.joins();
            assert!(
                joins.iter().filter(|j| j.how == Joined::Identify).count() == 1,
                "{kind:?}: one session, resumed after each fault: {joins:#?}"
            );
            let stats = fake.gateway_stats();
            assert!(
                stats.unacknowledged_heartbeats >= 1,
                "{kind:?}: a connection went zombie: {stats:?}"
            );
        }
    }
    eprintln!(
        "{kind:?} through {}: {played:?}",
        match day {
            BadDay::Calm => "a calm day",
            BadDay::Rest(_) => "REST faults",
            BadDay::Gateway { .. } => "gateway faults",
        }
    );
    bot.stop(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn palazzo_through_a_bad_day_of_rest_faults() {
    a_bad_day(Kind::Palazzo, 4, rest_day(1)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn alhambra_through_a_bad_day_of_rest_faults() {
    a_bad_day(Kind::Alhambra, 3, rest_day(2)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn princes_through_a_bad_day_of_rest_faults() {
    a_bad_day(Kind::Princes, 2, rest_day(3)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn palazzo_through_a_bad_day_of_gateway_faults() {
    a_bad_day(Kind::Palazzo, 3, gateway_day()).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn alhambra_through_a_bad_day_of_gateway_faults() {
    a_bad_day(Kind::Alhambra, 2, gateway_day()).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn princes_through_a_bad_day_of_gateway_faults() {
    a_bad_day(Kind::Princes, 2, gateway_day()).await;
}

/// 50007 all game long: a player's DMs are closed while REST faults go on. The game finishes,
/// the channel says once that the hand cannot be sent (and nothing of it), and the other
/// player still gets each hand once (checked by `play_through`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn alhambra_with_closed_dms_through_a_bad_day() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let players = players(&fake, 3);
    players[1].close_dms();
    let played = bad_days::play_through(&fake, &bot, Kind::Alhambra, &players, &rest_day(4)).await;
    let refused = fake
        .calls()
        .iter()
        .filter(|c| c.status == 403 && c.method == "POST" && c.path.starts_with("/channels/"))
        .count();
    assert!(refused > 0, "the bot tried the closed DMs: {played:?}");
    bot.stop(&fake).await;
}
