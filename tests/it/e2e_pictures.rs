//! Pictures on Discord, end to end: the board's embed shows a PNG uploaded with it (multipart,
//! the embed's image `attachment://board.webp`), replaced on every move; hands come by DM and
//! through *My hand* with their picture; the final scores with theirs; a table that asked for
//! text alone gets no file at all; and an upload Discord refuses leaves the text board working.

use std::time::Duration;

use serde_json::Value;

use crate::support::bot::{
    self, WAIT, answered, board_version, is_over, open_with, play_one, seat_and_start,
    start_game_with, with_verb,
};
use crate::support::fake_discord::{FakeDiscord, FakeMessage, FakeUser, opt};
use tavola::engine::palazzo::Palazzo;

fn players(fake: &FakeDiscord) -> Vec<FakeUser> {
    [(7001, "Anna"), (7002, "Bruno"), (7003, "Chiara")]
        .into_iter()
        .map(|(id, name)| fake.user(id, name))
        .collect()
}

/// Decodes a WebP whole: its width and height.
fn webp_size(bytes: &[u8]) -> (u32, u32) {
    let mut decoder = image_webp::WebPDecoder::new(std::io::Cursor::new(bytes)).expect("a WebP");
    let mut pixels = vec![0; decoder.output_buffer_size().expect("a size")];
    decoder.read_image(&mut pixels).expect("decodes");
    decoder.dimensions()
}

/// The picture `message` shows (its embed's image, or the one file of a message without an
/// embed): one attachment named `file`, its bytes a whole WebP 800 px wide of the size Discord
/// was told. Returns the attachment's id.
fn picture(fake: &FakeDiscord, message: &FakeMessage, file: &str) -> String {
    let shown = if message.embeds().is_empty() {
        message.attachments().first()
    } else {
        message.embed_picture()
    };
    let shown = shown.unwrap_or_else(|| panic!("no picture in {}", message.text()));
    assert_eq!(shown["filename"], file);
    assert_eq!(message.attachments().len(), 1, "one file: the picture");
    let bytes = fake.file(shown).expect("the uploaded bytes");
    assert_eq!(shown["size"].as_u64(), Some(bytes.len() as u64));
    assert!(bytes.len() <= 200 * 1024, "{} bytes", bytes.len());
    let (w, h) = webp_size(&bytes);
    assert_eq!(w, 800);
    assert_eq!(shown["height"].as_u64(), Some(u64::from(h)));
    // The alt text, said from the same view: the game, whose turn, the scores; the hand's own.
    let alt = message.attachments()[0]["description"]
        .as_str()
        .expect("an alt text")
        .to_owned();
    assert!(alt.chars().count() <= 1024, "{alt}");
    match file {
        "board.webp" => assert!(
            alt.starts_with("Palazzo board. ") && alt.contains("Scores: Anna "),
            "{alt}"
        ),
        "hand.webp" => assert!(alt.starts_with("Your hand in Palazzo game #"), "{alt}"),
        "scores.webp" => assert!(alt.starts_with("Palazzo scores: Anna "), "{alt}"),
        _ => assert!(!alt.is_empty()),
    }
    shown["id"].as_str().unwrap().to_string()
}

/// Waits until the board message satisfies `f`.
async fn board_until(
    fake: &FakeDiscord,
    board: u64,
    f: impl Fn(&FakeMessage) -> bool,
) -> FakeMessage {
    fake.wait_message_id(board, WAIT, |m| f(m))
        .await
        .unwrap_or_else(|| {
            panic!(
                "the board never got there: {}",
                fake.message(board).unwrap().text()
            )
        })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_board_hands_and_scores_come_with_their_pictures() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let players = players(&fake);
    // Pictures are on unless asked otherwise.
    let (game, board) = bot::open_exactly(&fake, "Palazzo", &players[0], &[]).await;
    assert!(
        fake.message(board)
            .unwrap()
            .text()
            .contains("Pictures of the board")
    );
    seat_and_start(&fake, board, &players).await;

    // The board gets its picture once drawn; the text was there at once.
    let first = board_until(&fake, board, |m| m.embed_picture().is_some()).await;
    let mut shown = picture(&fake, &first, "board.webp");

    // Each hand by DM, with its picture.
    for p in &players {
        let dms = fake.wait_dms(p.id, 1, Duration::from_secs(5)).await;
        picture(&fake, &dms[0], "hand.webp");
    }

    // *My hand*: the text at once, its picture added to the same answer.
    let now = fake.message(board).unwrap();
    let i = players[1]
        .click(&now, &now.button("My hand").unwrap())
        .await;
    let cb = answered(&i).await;
    assert!(cb.is_ephemeral());
    let answer = fake
        .wait_message(WAIT, |m| {
            m.interaction_id == Some(i.id) && m.embed_picture().is_some()
        })
        .await
        .expect("My hand gets its picture");
    assert!(answer.is_ephemeral());
    picture(&fake, &answer, "hand.webp");

    // Every move replaces the picture: a new upload, still the only file of the board, of the
    // board as the text shows it.
    let mut turn = 0;
    let mut replaced = 0;
    while !is_over(&fake.message(board).unwrap()) && turn < 2_000 {
        let before = board_version(&fake.message(board).unwrap());
        play_one(&fake, board, &players, turn).await;
        turn += 1;
        let after = board_until(&fake, board, |m| {
            m.embed_picture()
                .is_some_and(|p| p["id"].as_str() != Some(shown.as_str()))
        })
        .await;
        assert!(is_over(&after) || board_version(&after) > before);
        if turn % 25 == 1 {
            shown = picture(&fake, &after, "board.webp");
        } else {
            shown = after.embed_picture().unwrap()["id"]
                .as_str()
                .unwrap()
                .into();
            assert_eq!(after.attachments().len(), 1);
        }
        replaced += 1;
    }
    assert!(is_over(&fake.message(board).unwrap()), "the game ends");
    assert!(replaced > 20);

    // The final scores, with their picture.
    let announced = format!("game {game} is over");
    let over = fake
        .wait_message(WAIT, |m| {
            m.text().contains(&announced) && !m.attachments().is_empty()
        })
        .await;
    let over = over.unwrap_or_else(|| {
        panic!(
            "the end is announced with the scores picture: {:?}",
            bot::channel_messages(&fake)
                .iter()
                .filter(|m| m.text().contains(&announced))
                .map(|m| m.json.clone())
                .collect::<Vec<Value>>()
        )
    });
    picture(&fake, &over, "scores.webp");

    println!(
        "a {turn}-decision game of Palazzo for 3 uploaded {} KB of pictures",
        fake.uploaded_bytes() / 1024
    );
    // The goal is 8 MB (7.6 MB measured); as PNG the same game uploaded 23 MB.
    assert!(
        fake.uploaded_bytes() < 8 * 1024 * 1024,
        "{} KB uploaded",
        fake.uploaded_bytes() / 1024
    );

    // Players are drawn by the names they go by.
    let names = bot
        .data
        .store
        .names_of(&players.iter().map(|p| p.id).collect::<Vec<_>>())
        .await
        .unwrap();
    for p in &players {
        assert_eq!(names.get(&p.id), Some(&p.name));
    }
    fake.assert_no_violations();
    bot.stop(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_that_asked_for_text_gets_no_file() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let players = players(&fake);
    let (_, board) = open_with(&fake, &players[0], &[opt("pictures", false)]).await;
    assert!(fake.message(board).unwrap().text().contains("Text alone"));
    seat_and_start(&fake, board, &players).await;
    for turn in 0..12 {
        play_one(&fake, board, &players, turn).await;
    }
    settle(&fake).await;
    for m in bot::channel_messages(&fake).iter().chain(
        players
            .iter()
            .flat_map(|p| fake.dms_to(p.id))
            .collect::<Vec<_>>()
            .iter(),
    ) {
        assert!(m.attachments().is_empty(), "a file in {}", m.text());
    }
    let uploads = fake
        .calls()
        .into_iter()
        .filter(|c| {
            c.body
                .as_ref()
                .is_some_and(|b| b["attachments"].as_array().is_some_and(|a| !a.is_empty()))
        })
        .count();
    assert_eq!(uploads, 0);
    fake.assert_no_violations();
    bot.stop(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_upload_leaves_the_text_board_working() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let players = players(&fake);
    let (game, board) = start_game_with(&fake, "Palazzo", &players, &[opt("pictures", true)]).await;
    board_until(&fake, board, |m| m.embed_picture().is_some()).await;

    // Discord refuses files: each move still shows on the board, as text, with no stale
    // picture left over; the game goes on.
    fake.refuse_uploads(true);
    for turn in 0..6 {
        let before = board_version(&fake.message(board).unwrap());
        play_one(&fake, board, &players, turn).await;
        let after = board_until(&fake, board, |m| {
            board_version(m) > before && m.attachments().is_empty()
        })
        .await;
        assert!(after.embed_picture().is_none());
        assert!(after.text().contains("Warehouse"));
    }
    let refused = fake.calls().iter().filter(|c| c.status == 413).count();
    assert!(refused >= 6, "{refused} uploads refused");
    let stored = bot.tables::<Palazzo>().view(game).await.unwrap();
    assert_eq!(
        board_version(&fake.message(board).unwrap()),
        stored.game.version
    );

    // Once Discord takes files again, the next move brings the picture back.
    fake.refuse_uploads(false);
    play_one(&fake, board, &players, 6).await;
    let back = board_until(&fake, board, |m| m.embed_picture().is_some()).await;
    picture(&fake, &back, "board.webp");
    fake.assert_no_violations();
    bot.stop(&fake).await;
}

/// Lets the follow-ups of the last click finish.
async fn settle(fake: &FakeDiscord) {
    let calls = || fake.calls().len();
    let mut last = calls();
    loop {
        tokio::time::sleep(Duration::from_millis(200)).await;
        let now = calls();
        if now == last {
            return;
        }
        last = now;
    }
}

/// On a table with pictures a move is played after its click is acknowledged (so the answer
/// never waits for the disk). Two clicks on the same board at once: one move is played, and
/// the other click is told why not, whether it was refused in its answer or after it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_clicks_at_once_play_one_move_and_the_other_is_told_why() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let players = players(&fake);
    let (game, board) = start_game_with(&fake, "Palazzo", &players, &[opt("pictures", true)]).await;
    let now = fake.message(board).unwrap();
    let before = board_version(&now);
    let actor = players
        .iter()
        .find(|p| Some(p.id) == bot::to_act(&now))
        .unwrap();
    let button = ["draw", "take", "auction"]
        .into_iter()
        .find_map(|verb| with_verb(&now, verb))
        .expect("the first player has a move to click");
    let (a, b) = tokio::join!(actor.click(&now, &button), actor.click(&now, &button));
    answered(&a).await;
    answered(&b).await;

    let told = fake
        .wait_message(WAIT, |m| {
            m.is_ephemeral() && [Some(a.id), Some(b.id)].contains(&m.interaction_id)
        })
        .await
        .expect("one click is told it was not played");
    assert!(
        told.text().contains("The board has moved on"),
        "{}",
        told.text()
    );
    let moved = board_until(&fake, board, |m| board_version(m) > before).await;
    assert_eq!(board_version(&moved), before + 1, "one move, not two");
    let record = bot.tables::<Palazzo>().record(game).await.unwrap();
    assert_eq!(record.actions.len(), 1, "one action stored");
    fake.assert_no_violations();
    bot.stop(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_clicking_faster_than_anyone_plays_is_answered_without_a_new_picture() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = tavola::clock::Clock::manual_from_now();
    let bot = bot::start_with_clock(&fake, &bot::database(dir.path()), &clock).await;
    let players = players(&fake);
    let (_, board) = start_game_with(&fake, "Palazzo", &players, &[opt("pictures", true)]).await;
    let hand = |who: &FakeUser| {
        let fake = fake.handle();
        let who = who.clone();
        async move {
            let now = fake.message(board).unwrap();
            let i = who.click(&now, &now.button("My hand").unwrap()).await;
            assert!(answered(&i).await.is_ephemeral());
            i
        }
    };
    let pictured = |i: u64| {
        let fake = fake.handle();
        async move {
            fake.wait_message(WAIT, |m| {
                m.interaction_id == Some(i) && m.embed_picture().is_some()
            })
            .await
        }
    };

    let first = hand(&players[1]).await;
    pictured(first.id)
        .await
        .expect("the first My hand gets its picture");
    // Again at once: the text, and no picture drawn or uploaded for it.
    let again = hand(&players[1]).await;
    // Another person is not held back by the first one's clicks.
    let other = hand(&players[2]).await;
    pictured(other.id)
        .await
        .expect("another player's My hand gets its picture");
    // Two seconds on, by the bot's clock, the first person gets a picture again.
    clock.advance(Duration::from_secs(2));
    let later = hand(&players[1]).await;
    pictured(later.id)
        .await
        .expect("after the gap, a picture again");
    let text_only = fake
        .original_response(again.id)
        .expect("the quick second click was answered");
    assert!(
        text_only.embed_picture().is_none() && text_only.attachments().is_empty(),
        "the quick second click got a picture: {:?}",
        text_only.json
    );
    assert!(text_only.text().contains("hand"), "{}", text_only.text());
    bot.stop(&fake).await;
}
