//! Palazzo on Discord, end to end: the real bot against the fake Discord, played through
//! slash commands and clicks only.

use crate::support;

use std::time::Duration;

use crate::support::bot::{
    self, answered, embed_texts, is_over, play_one, received_texts, shows_a_hand, start_game,
    with_verb,
};
use crate::support::fake_discord::{FakeDiscord, FakeMessage, FakeUser, opt};
use serde_json::json;
use tavola::discord::ids::WireId;
use tavola::discord::palazzo::hand;
use tavola::engine::{Game, Seat};
use tavola::lang::Lang;

/// More decisions than any game of Palazzo takes.
const MAX_DECISIONS: usize = 3_000;

fn players(fake: &FakeDiscord) -> Vec<FakeUser> {
    [(1001, "Alice"), (1002, "Bruno"), (1003, "Chiara")]
        .into_iter()
        .map(|(id, name)| fake.user(id, name))
        .collect()
}

fn version(board: &FakeMessage) -> i64 {
    let id = board.custom_ids().into_iter().next().expect("a control");
    WireId::parse(&id).unwrap().version
}

/// The texts of an embed as the model renders them, to compare with what Discord received.
/// Plays until the board shows the final scores; returns every interaction's latency.
async fn play_to_the_end(
    fake: &FakeDiscord,
    board: u64,
    players: &[FakeUser],
    before_each: impl AsyncFn(&FakeUser),
) -> Vec<Duration> {
    let mut latencies = Vec::new();
    for turn in 0..MAX_DECISIONS {
        let current = fake.message(board).unwrap();
        if is_over(&current) {
            return latencies;
        }
        let actor = bot::to_act(&current).unwrap();
        before_each(players.iter().find(|p| p.id == actor).unwrap()).await;
        for i in play_one(fake, board, players, turn).await {
            latencies.push(i.callback(bot::ACK).await.elapsed);
        }
        for m in bot::channel_messages(fake) {
            assert!(
                !shows_a_hand(&m),
                "a channel message shows a hand: {}",
                m.text()
            );
        }
    }
    panic!("the game did not end after {MAX_DECISIONS} decisions");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_complete_three_player_game_from_play_to_the_final_scoreboard() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let players = players(&fake);
    // With pictures, as tables play by default: the answers' latencies below include them.
    let pictures = [opt("pictures", true)];
    let (game, board) = bot::start_game_with(&fake, "Palazzo", &players, &pictures).await;

    for p in &players {
        let dms = fake.wait_dms(p.id, 1, Duration::from_secs(5)).await;
        assert!(
            dms[0].text().contains("Your hand"),
            "each player gets their hand by DM"
        );
    }
    let first = fake.message(board).unwrap();
    assert!(first.text().contains("Warehouse") && first.text().contains("Quarries"));

    let mut latencies = play_to_the_end(&fake, board, &players, async |_| {}).await;

    // The final scores are those of replaying the stored action log.
    let record = bot
        .tables::<tavola::engine::palazzo::Palazzo>()
        .record(game)
        .await
        .unwrap();
    let replayed = record.replay(|_, _, _, _| {}).unwrap();
    let outcome = replayed.outcome().expect("the game is over");
    let final_board = fake.message(board).unwrap();
    for s in &outcome.standings {
        let user = players[s.seat.index()].id;
        let line = format!("<@{user}> — {} pts", s.score);
        assert!(
            final_board.text().contains(&line),
            "{line} on the final board"
        );
    }
    let announced = format!("game {game} is over");
    let over = fake
        .wait_message(Duration::from_secs(5), |m| {
            !m.is_ephemeral() && m.text().contains(&announced)
        })
        .await;
    assert!(over.is_some(), "the end is announced");
    bot.tables::<tavola::engine::palazzo::Palazzo>()
        .verify(game)
        .await
        .unwrap();
    let pings: Vec<_> = bot::channel_messages(&fake)
        .into_iter()
        .filter(|m| m.text().contains("your turn"))
        .collect();
    assert!(
        pings.len() > 10,
        "the seat to act is pinged when it changes"
    );
    for p in &pings {
        assert!(
            p.text().starts_with("<@"),
            "a ping names the player: {}",
            p.text()
        );
    }

    // Each player's last DM is their hand as it ended.
    let snap = bot
        .tables::<tavola::engine::palazzo::Palazzo>()
        .view(game)
        .await
        .unwrap();
    let state = snap.state.unwrap();
    for (i, p) in players.iter().enumerate() {
        let last = fake.dms_to(p.id).pop().unwrap();
        let expected = hand::hand(&state.private_view(Seat(i as u8)), game, Lang::En);
        assert_eq!(
            received_texts(&last),
            embed_texts(&expected),
            "{}'s hand",
            p.name
        );
    }
    for m in bot::channel_messages(&fake) {
        assert!(!shows_a_hand(&m));
    }
    fake.assert_no_violations();

    latencies.sort();
    println!(
        "{} interactions: p50 {:?}, p99 {:?}, max {:?}",
        latencies.len(),
        support::percentile(&latencies, 0.5),
        support::percentile(&latencies, 0.99),
        latencies.last().unwrap()
    );
    bot.stop(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_in_the_middle_of_an_auction_keeps_the_buttons_working() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = bot::database(dir.path());
    let bot = bot::start(&fake, &db).await;
    let players = players(&fake);
    let (game, board) = start_game(&fake, &players).await;

    // Play until an auction is running.
    let mut turn = 0;
    while with_verb(&fake.message(board).unwrap(), "pass").is_none() {
        // Prefer auctions: odd turns never buy.
        play_one(&fake, board, &players, 2 * turn + 1).await;
        turn += 1;
        assert!(turn < 200, "no auction came");
    }
    let before = fake.message(board).unwrap();
    let v = version(&before);
    bot.stop(&fake).await;

    let bot = bot::start(&fake, &db).await;
    let actor = bot::to_act(&before).unwrap();
    let actor = players.iter().find(|p| p.id == actor).unwrap();
    let i = actor
        .click(&before, &with_verb(&before, "pass").unwrap())
        .await;
    assert_eq!(answered(&i).await.kind, 7, "the old board's button works");
    let after = fake.message(board).unwrap();
    assert_eq!(version(&after), v + 1);
    assert_eq!(
        bot.tables::<tavola::engine::palazzo::Palazzo>()
            .view(game)
            .await
            .unwrap()
            .game
            .version,
        v + 1
    );

    // And the game goes on.
    for t in 0..10 {
        if is_over(&fake.message(board).unwrap()) {
            break;
        }
        play_one(&fake, board, &players, t).await;
    }
    assert!(version(&fake.message(board).unwrap()) > v + 1);
    bot.tables::<tavola::engine::palazzo::Palazzo>()
        .verify(game)
        .await
        .unwrap();
    fake.assert_no_violations();
    bot.stop(&fake).await;
}

/// The text of the one ephemeral answer to `i`, in lower case for matching.
async fn refusal(i: &support::fake_discord::Injected) -> String {
    let cb = answered(i).await;
    assert_eq!(cb.kind, 4);
    assert!(cb.is_ephemeral(), "refusals are ephemeral");
    cb.content().to_lowercase()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_gets_an_ephemeral_explanation_and_changes_nothing() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let players = players(&fake);
    let (game, board) = start_game(&fake, &players).await;
    let version_now = async || {
        bot.tables::<tavola::engine::palazzo::Palazzo>()
            .view(game)
            .await
            .unwrap()
            .game
            .version
    };

    let shown = fake.message(board).unwrap();
    let draw = with_verb(&shown, "draw").unwrap();
    let actor = bot::to_act(&shown).unwrap();
    let actor = players.iter().find(|p| p.id == actor).unwrap().clone();
    let other = players.iter().find(|p| p.id != actor.id).unwrap().clone();

    // Someone not seated.
    let stranger = fake.user(1999, "Dario");
    let text = refusal(&stranger.click(&shown, &draw).await).await;
    assert!(text.contains("not seated"), "{text}");
    // A seated player out of turn.
    let text = refusal(&other.click(&shown, &draw).await).await;
    assert!(text.contains("not your turn"), "{text}");
    // Tampered ids.
    for id in [
        "tv1:1:0",
        "tv9:1:0:draw",
        "hello",
        &format!("tv1:{}:0:draw:%%", game.0),
    ] {
        let data = json!({"component_type": 2, "custom_id": id});
        let text = refusal(&actor.click_unchecked(board, data).await).await;
        assert!(text.contains("not one of tavola's"), "{id}: {text}");
    }
    let unknown_game = "tv1:999999:0:draw";
    let data = json!({"component_type": 2, "custom_id": unknown_game});
    let text = refusal(&actor.click_unchecked(board, data).await).await;
    assert!(text.contains("no such game"), "{text}");
    assert_eq!(version_now().await, 0, "nothing changed");

    // A double click applies once; the other click is on a board that has moved on.
    let first = actor.click(&shown, &draw).await;
    let second = actor.click(&shown, &draw).await;
    let answers = [answered(&first).await, answered(&second).await];
    let kinds: Vec<u8> = answers.iter().map(|a| a.kind).collect();
    assert!(kinds.contains(&7) && kinds.contains(&4), "{kinds:?}");
    let refused = answers.iter().find(|a| a.kind == 4).unwrap();
    assert!(refused.is_ephemeral() && refused.content().contains("moved on"));
    assert_eq!(version_now().await, 1);

    // An old board: its buttons are refused.
    let text = refusal(
        &actor
            .click_unchecked(board, json!({"component_type": 2, "custom_id": draw}))
            .await,
    )
    .await;
    assert!(text.contains("moved on"), "{text}");
    assert_eq!(version_now().await, 1);

    // Simultaneous clicks on the current board: applied one at a time, the rest refused.
    let current = fake.message(board).unwrap();
    let ids = current.custom_ids();
    let target = ids
        .iter()
        .find(|id| matches!(bot::verb(id).as_str(), "auction" | "pass" | "pick"))
        .cloned()
        .expect("a one-click decision");
    let actor = bot::to_act(&current).unwrap();
    let actor = players.iter().find(|p| p.id == actor).unwrap();
    let clicks = futures_join(actor, &current, &target, 8).await;
    let mut applied = 0;
    for i in &clicks {
        let cb = answered(i).await;
        if cb.kind == 7 {
            applied += 1;
        } else {
            assert!(cb.content().contains("moved on"), "{}", cb.content());
        }
    }
    assert_eq!(applied, 1, "exactly one of the simultaneous clicks applies");
    assert_eq!(version_now().await, 2);
    bot.tables::<tavola::engine::palazzo::Palazzo>()
        .verify(game)
        .await
        .unwrap();
    fake.assert_no_violations();
    bot.stop(&fake).await;
}

/// A board's own button with junk after its id (as a tampered client could send it) is
/// refused in words to the one who clicked, and the game does not move: not even a control
/// that would otherwise apply at once, like the first decision's *Draw tiles* or *Take money*.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_real_button_with_junk_after_its_id_is_refused_and_changes_nothing() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let players = players(&fake);
    let (game, board) = start_game(&fake, &players).await;
    let tables = bot.tables::<tavola::engine::palazzo::Palazzo>();
    let shown = fake.message(board).unwrap();
    let actor = bot::to_act(&shown).unwrap();
    let actor = players.iter().find(|p| p.id == actor).unwrap();
    let before = tables.view(game).await.unwrap();
    for verb in ["draw", "take"] {
        let id = with_verb(&shown, verb).unwrap();
        // As written now (`g.draw`) and as boards posted before the namespace wrote it.
        let legacy = id.replace(":g.", ":");
        for bad in [
            format!("{id}:-1"),
            format!("{legacy}:-1"),
            format!("{id}:x"),
            format!("{id}:0:0"),
        ] {
            let data = json!({"component_type": 2, "custom_id": bad});
            let text = refusal(&actor.click_unchecked(board, data).await).await;
            assert!(
                text.starts_with("that did not work") && text.contains("not one of tavola's"),
                "{bad}: {text}"
            );
        }
    }
    let after = tables.view(game).await.unwrap();
    assert_eq!(
        after.game.version, before.game.version,
        "nothing was played"
    );
    assert_eq!(after.state, before.state);
    assert_eq!(
        fake.message(board).unwrap().text(),
        shown.text(),
        "the board is as it was"
    );
    // The same button without the junk still plays.
    let draw = with_verb(&shown, "draw").unwrap();
    answered(&actor.click(&shown, &draw).await).await;
    assert_eq!(
        tables.view(game).await.unwrap().game.version,
        before.game.version + 1
    );
    fake.assert_no_violations();
    bot.stop(&fake).await;
}

/// `n` clicks of the same control, injected together.
async fn futures_join(
    user: &FakeUser,
    seen: &FakeMessage,
    id: &str,
    n: usize,
) -> Vec<support::fake_discord::Injected> {
    let mut tasks = Vec::new();
    for _ in 0..n {
        let (user, seen, id) = (user.clone(), seen.clone(), id.to_string());
        tasks.push(tokio::spawn(async move { user.click(&seen, &id).await }));
    }
    let mut out = Vec::new();
    for t in tasks {
        out.push(t.await.unwrap());
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_with_closed_dms_finishes_the_game_through_my_hand() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let players = players(&fake);
    let closed = players[1].clone();
    closed.close_dms();
    let (game, board) = start_game(&fake, &players).await;

    let peeks = std::sync::atomic::AtomicUsize::new(0);
    let data = bot.data.clone();
    play_to_the_end(&fake, board, &players, async |actor: &FakeUser| {
        if actor.id != closed.id {
            return;
        }
        let shown = fake.message(board).unwrap();
        let i = actor.click(&shown, &shown.button("My hand").unwrap()).await;
        let cb = answered(&i).await;
        assert!(cb.is_ephemeral(), "the hand is shown to its owner only");
        let reply = i.ephemeral_responses().pop().unwrap();
        let state = data
            .tables
            .of::<tavola::engine::palazzo::Palazzo>()
            .view(game)
            .await
            .unwrap()
            .state
            .unwrap();
        let expected = hand::hand(&state.private_view(Seat(1)), game, Lang::En);
        assert_eq!(received_texts(&reply), embed_texts(&expected));
        peeks.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    })
    .await;

    assert!(peeks.into_inner() > 0);
    assert!(
        fake.dms_to(closed.id).is_empty(),
        "no DM reached the closed inbox"
    );
    let notes: Vec<_> = bot::channel_messages(&fake)
        .into_iter()
        .filter(|m| m.text().contains("does not accept direct messages"))
        .collect();
    assert_eq!(notes.len(), 1, "the channel is told once");
    assert!(notes[0].text().contains(&format!("<@{}>", closed.id)));
    assert!(!shows_a_hand(&notes[0]));
    for p in [&players[0], &players[2]] {
        assert!(!fake.dms_to(p.id).is_empty(), "open inboxes still get DMs");
    }
    fake.assert_no_violations();
    bot.stop(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_seats_two_to_four_and_only_the_host_starts_or_cancels() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let users: Vec<FakeUser> = (0..5)
        .map(|i| fake.user(2001 + i, &format!("P{i}")))
        .collect();
    let (host, guest) = (&users[0], &users[1]);
    let (game, lobby) = bot::open_game(&fake, host).await;
    let button = |label: &str| {
        let m = fake.message(lobby).unwrap();
        let id = m.button(label).unwrap();
        (m, id)
    };
    let click_as = async |user: &FakeUser, label: &str| {
        let (m, id) = button(label);
        user.click_unchecked(m.id, json!({"component_type": 2, "custom_id": id}))
            .await
    };

    let text = refusal(&click_as(host, "Start").await).await;
    assert!(text.contains("at least 2 players"), "{text}");
    let (m, join) = button("Join");
    assert_eq!(answered(&guest.click(&m, &join).await).await.kind, 7);
    assert!(
        fake.message(lobby)
            .unwrap()
            .text()
            .contains(&format!("<@{}>", guest.id))
    );
    let text = refusal(&click_as(guest, "Join").await).await;
    assert!(text.contains("already have a seat"), "{text}");
    for label in ["Start", "Cancel"] {
        let text = refusal(&click_as(guest, label).await).await;
        assert!(text.contains("only the host"), "{label}: {text}");
    }
    let text = refusal(&click_as(host, "Leave").await).await;
    assert!(text.contains("host cannot leave"), "{text}");
    assert_eq!(answered(&click_as(guest, "Leave").await).await.kind, 7);
    assert!(
        !fake
            .message(lobby)
            .unwrap()
            .text()
            .contains(&format!("<@{}>", guest.id))
    );

    for u in &users[1..4] {
        assert_eq!(answered(&click_as(u, "Join").await).await.kind, 7);
    }
    let full = fake.message(lobby).unwrap();
    let join = full
        .interactive_components()
        .into_iter()
        .find(|c| c["label"] == "Join")
        .unwrap()
        .clone();
    assert_eq!(join["disabled"], true, "a full table cannot be joined");
    let text = refusal(&click_as(&users[4], "Join").await).await;
    assert!(text.contains("full"), "{text}");

    // A second game in the same channel lives beside the first.
    let (other, other_lobby) = bot::open_game(&fake, &users[4]).await;
    assert_ne!(other, game);
    assert_ne!(other_lobby, lobby);

    assert_eq!(answered(&click_as(host, "Cancel").await).await.kind, 7);
    assert!(fake.message(lobby).unwrap().text().contains("cancelled"));
    let data = json!({"component_type": 2, "custom_id": join["custom_id"]});
    let text = refusal(&users[4].click_unchecked(lobby, data).await).await;
    assert!(
        text.contains("left its lobby") || text.contains("not being played"),
        "{text}"
    );

    let m = fake.message(other_lobby).unwrap();
    let i = host.click(&m, &m.button("Join").unwrap()).await;
    assert_eq!(answered(&i).await.kind, 7);
    let m = fake.message(other_lobby).unwrap();
    let i = users[4].click(&m, &m.button("Start").unwrap()).await;
    assert_eq!(answered(&i).await.kind, 7);
    let board = fake.message(other_lobby).unwrap();
    assert!(board.text().contains(&format!("Palazzo · game {other}")));
    assert!(board.text().contains("Warehouse"));
    fake.assert_no_violations();
    bot.stop(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_payment_picker_shows_the_value_of_the_set_and_whether_it_pays() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let players = players(&fake);
    let (game, board) = start_game(&fake, &players).await;
    let find = |id: u64| players.iter().find(|p| p.id == id).unwrap();

    // The first player draws tiles and auctions them.
    for verb in ["draw", "auction"] {
        let shown = fake.message(board).unwrap();
        let actor = find(bot::to_act(&shown).unwrap());
        let i = actor.click(&shown, &with_verb(&shown, verb).unwrap()).await;
        answered(&i).await;
    }
    let shown = fake.message(board).unwrap();
    assert!(with_verb(&shown, "pass").is_some(), "an auction runs");
    let bidder = find(bot::to_act(&shown).unwrap());
    let seat = players.iter().position(|p| p.id == bidder.id).unwrap() as u8;
    let i = bidder
        .click(&shown, &with_verb(&shown, "raise").unwrap())
        .await;
    assert!(answered(&i).await.is_ephemeral());
    let picker = i.ephemeral_responses().pop().unwrap();
    assert!(
        picker.content().contains("high bid is **3**"),
        "{}",
        picker.content()
    );
    assert!(
        picker.content().contains("pays ✅"),
        "the cheapest raise is chosen first"
    );

    // Clear every group: nothing chosen, nothing to confirm.
    let mut current = picker.clone();
    let chosen_group = |m: &FakeMessage| {
        m.interactive_components()
            .into_iter()
            .find(|c| {
                bot::verb(c["custom_id"].as_str().unwrap()) == "sel"
                    && c["options"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .any(|o| o["default"] == true)
            })
            .map(|c| c["custom_id"].as_str().unwrap().to_string())
    };
    while let Some(select) = chosen_group(&current) {
        let i = bidder.select(&current, &select, &[]).await;
        assert_eq!(answered(&i).await.kind, 7);
        current = fake.message(picker.id).unwrap();
    }
    assert!(
        current.content().contains("Select the cards"),
        "{}",
        current.content()
    );
    assert!(with_verb(&current, "pay").is_none(), "nothing to confirm");

    // One card: its value, and whether it beats the bid.
    let state = bot
        .tables::<tavola::engine::palazzo::Palazzo>()
        .view(game)
        .await
        .unwrap()
        .state
        .unwrap();
    let hand = *state.seat(Seat(seat)).hand();
    let select = current
        .custom_ids()
        .into_iter()
        .find(|id| bot::verb(id) == "sel")
        .unwrap();
    let first = bot::options(&current, &select)[0].clone();
    let i = bidder.select(&current, &select, &[&first]).await;
    answered(&i).await;
    current = fake.message(picker.id).unwrap();
    let kind: usize = first.split('.').next().unwrap().parse().unwrap();
    let card = tavola::engine::palazzo::Card::from_kind(kind).unwrap();
    assert!(hand.contains(card));
    let verdict = if card.value() > 3 {
        "pays ✅"
    } else {
        "not enough"
    };
    assert!(
        current
            .content()
            .contains(&format!("worth **{}**", card.value()))
            && current.content().contains(verdict),
        "{}",
        current.content()
    );

    // Cheapest, then confirm: the raise is made and the picker closes.
    let i = bidder
        .click(&current, &with_verb(&current, "cheap").unwrap())
        .await;
    answered(&i).await;
    current = fake.message(picker.id).unwrap();
    let i = bidder
        .click(&current, &with_verb(&current, "pay").unwrap())
        .await;
    let closed = bot::confirmed(&fake, &i).await;
    // Closed: the only control left takes the raise back.
    let left: Vec<String> = closed.custom_ids().iter().map(|id| bot::verb(id)).collect();
    assert_eq!(left, ["undo"]);
    let board_now = fake.message(board).unwrap();
    assert!(
        board_now.text().contains("Auction of quarry"),
        "the board shows the bid"
    );
    assert_eq!(
        bot.tables::<tavola::engine::palazzo::Palazzo>()
            .view(game)
            .await
            .unwrap()
            .game
            .version,
        3
    );
    fake.assert_no_violations();
    bot.stop(&fake).await;
}
