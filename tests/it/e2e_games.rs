//! Finding and following games end to end: `/games`, `/game board`, `/game log`, `/game export`.

use crate::support;

use std::fmt::Write as _;
use std::time::Duration;

use crate::support::bot::{self, answered, is_over, play_one, start_game};
use crate::support::fake_discord::{Callback, FakeDiscord, FakeUser, opt, sub};
use serde_json::{Value, json};
use tavola::engine::Game;
use tavola::engine::palazzo::Palazzo;
use tavola::engine::record::Record;

fn text_of(cb: &Callback) -> String {
    let mut out = cb.content().to_string();
    for e in cb.data["embeds"].as_array().into_iter().flatten() {
        for key in ["title", "description"] {
            out += "\n";
            out += e[key].as_str().unwrap_or_default();
        }
        for f in e["fields"].as_array().into_iter().flatten() {
            let _ = write!(out, "\n{}\n{}", f["name"], f["value"]);
        }
        out += "\n";
        out += e["footer"]["text"].as_str().unwrap_or_default();
    }
    out
}

async fn command(
    user: &FakeUser,
    name: &str,
    options: Value,
) -> (Callback, support::fake_discord::Injected) {
    let i = user.slash(name, options).await;
    let cb = answered(&i).await;
    (cb, i)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn players_find_their_games_move_the_board_read_the_log_and_export_the_record() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let players: Vec<FakeUser> = [(1001, "Alice"), (1002, "Bruno"), (1003, "Chiara")]
        .into_iter()
        .map(|(id, n)| fake.user(id, n))
        .collect();
    let (game, board) = start_game(&fake, &players).await;
    let (second, _) = bot::open_game(&fake, &players[2]).await;
    for turn in 0..12 {
        play_one(&fake, board, &players, turn).await;
    }

    // /games: each caller's games, whose turn it is, and a link to the board.
    let (cb, _) = command(&players[0], "games", json!([sub("all", json!([]))])).await;
    assert!(cb.is_ephemeral());
    let listing = text_of(&cb);
    let link = format!(
        "https://discord.com/channels/{}/{}/{board}",
        FakeDiscord::GUILD_ID,
        FakeDiscord::CHANNEL_ID
    );
    assert!(
        listing.contains(&format!("Palazzo game {game}")) && listing.contains(&link),
        "{listing}"
    );
    let actor = bot::to_act(&fake.message(board).unwrap()).unwrap();
    assert!(
        listing.contains(&format!("<@{actor}>")),
        "whose turn it is: {listing}"
    );
    // Since when the seat to act has been deciding: its timers' word, not the game's last
    // change.
    let waiting = bot
        .tables::<Palazzo>()
        .store()
        .pending_timers(game)
        .await
        .unwrap();
    let since = waiting.iter().map(|t| t.waiting_since).min().unwrap();
    assert!(
        listing.contains(&format!("deciding since <t:{}:R>", since / 1000)),
        "{listing}"
    );
    assert!(
        !listing.contains(&format!("game {second}")),
        "Alice is not seated at {second}"
    );
    let (cb, _) = command(&players[2], "games", json!([sub("all", json!([]))])).await;
    let listing = text_of(&cb);
    assert!(
        listing.contains(&format!("game {second}")) && listing.contains("lobby"),
        "{listing}"
    );
    let stranger = fake.user(1999, "Dario");
    let (cb, _) = command(&stranger, "games", json!([sub("all", json!([]))])).await;
    assert!(cb.content().contains("no game"), "{}", cb.content());

    // /game log: the history in words, a page at a time.
    let log = json!([sub("log", json!([opt("game", game.0)]))]);
    let (cb, i) = command(&players[1], "game", log).await;
    assert!(cb.is_ephemeral());
    let page = text_of(&cb);
    assert!(page.contains("history") && page.contains("Page "), "{page}");
    let shown = i.ephemeral_responses().pop().unwrap();
    if let Some(earlier) = shown.button("‹ Earlier") {
        let click = players[1].click(&shown, &earlier).await;
        assert_eq!(answered(&click).await.kind, 7);
        let before = fake.message(shown.id).unwrap().text();
        assert!(
            before.contains("`  1`"),
            "the first page starts at the first action: {before}"
        );
    }

    // /game export refuses a game in play: its record would reveal the hidden cards.
    let export = json!([sub("export", json!([opt("game", game.0)]))]);
    let (cb, _) = command(&players[0], "game", export.clone()).await;
    assert!(
        cb.is_ephemeral() && cb.content().contains("not over"),
        "{}",
        cb.content()
    );

    // /game board without a game, with two games in the channel: which one?
    let (cb, _) = command(&players[0], "game", json!([sub("board", json!([]))])).await;
    assert!(cb.content().contains("Several games"), "{}", cb.content());

    // /game board: the board again at the bottom; the old one says where it went.
    let (cb, i) = command(
        &players[0],
        "game",
        json!([sub("board", json!([opt("game", game.0)]))]),
    )
    .await;
    assert_eq!(cb.kind, 4);
    assert!(!cb.is_ephemeral());
    let new_board = fake
        .wait_message(Duration::from_secs(5), |m| {
            m.interaction_id == Some(i.id) && m.text().contains("Warehouse")
        })
        .await
        .expect("the board is posted again")
        .id;
    assert_ne!(new_board, board);
    let old = fake
        .wait_message_id(board, Duration::from_secs(5), |m| {
            m.content().contains("moved")
        })
        .await
        .expect("the old board says where it went");
    assert!(
        old.content().contains(&new_board.to_string()),
        "{}",
        old.content()
    );
    assert!(
        old.custom_ids().is_empty(),
        "the old board has no controls left"
    );

    // Play on from the new board to the end.
    let mut turn = 100;
    while !is_over(&fake.message(new_board).unwrap()) {
        play_one(&fake, new_board, &players, turn).await;
        turn += 1;
        assert!(turn < 3_000, "the game ends");
    }

    // /game export: the record, which replays to the final scores.
    let i = players[0].slash("game", export).await;
    let cb = answered(&i).await;
    assert!(cb.content().contains("record"), "{}", cb.content());
    let message = i.responses().pop().expect("the export message");
    let attachment = &message.json["attachments"][0];
    assert_eq!(
        attachment["filename"],
        format!("palazzo-game-{}.json", game.0)
    );
    let record: Record<Palazzo> =
        serde_json::from_str(attachment["uploaded_text"].as_str().unwrap()).unwrap();
    let replayed = record.replay(|_, _, _, _| {}).unwrap();
    let stored = bot
        .tables::<tavola::engine::palazzo::Palazzo>()
        .view(game)
        .await
        .unwrap()
        .state
        .unwrap();
    assert_eq!(replayed, stored);
    assert_eq!(record.result, stored.outcome());

    fake.assert_no_violations();
    bot.stop(&fake).await;
}
