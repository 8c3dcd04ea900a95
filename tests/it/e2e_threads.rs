//! A thread per game, end to end on the fake Discord: the board stays in the channel while the
//! game's talk (pings, the final scores) goes to a thread started from it, archived when the
//! game ends and opened again by a rematch; without the permission, the game talks in its
//! channel as before threads.

use std::time::Duration;

use crate::support::bot::{self, answered, with_verb};
use crate::support::fake_discord::{FakeDiscord, FakeMessage, FakeUser, opt};

fn players(fake: &FakeDiscord) -> Vec<FakeUser> {
    [(6001, "Alice"), (6002, "Bruno")]
        .into_iter()
        .map(|(id, name)| fake.user(id, name))
        .collect()
}

/// The messages posted straight in the test channel (not in its threads), ephemeral ones left out.
fn in_channel(fake: &FakeDiscord) -> Vec<FakeMessage> {
    fake.messages_in(FakeDiscord::CHANNEL_ID)
        .into_iter()
        .filter(|m| !m.is_ephemeral())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_games_talk_goes_to_its_thread_which_is_archived_at_the_end_and_reopened_by_a_rematch() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let players = players(&fake);
    let (game, board) =
        bot::start_game_with(&fake, "Palazzo", &players, &[opt("thread", true)]).await;
    let thread = fake
        .thread_of(board)
        .expect("a thread started from the board");
    assert_eq!(thread.parent_id, FakeDiscord::CHANNEL_ID);
    assert!(thread.name.contains("Palazzo"), "{}", thread.name);
    assert!(
        bot.data
            .store
            .load(game)
            .await
            .unwrap()
            .unwrap()
            .0
            .thread_id
            == Some(thread.id),
        "the thread is stored with the game"
    );

    bot::play_with_computers(&fake, board, &players).await;
    let archived = fake
        .wait_thread_archived(thread.id, true, Duration::from_secs(10))
        .await
        .expect("the thread is archived once the game is over");
    assert_eq!(archived.posted_while_archived, 0);
    let talk = fake.messages_in(thread.id);
    assert!(
        talk.iter().any(|m| !bot::mentions(m.content()).is_empty()),
        "the pings are in the thread"
    );
    let scores = talk
        .iter()
        .find(|m| m.content().contains("is over"))
        .expect("the final scores are in the thread")
        .clone();
    let stray: Vec<String> = in_channel(&fake)
        .iter()
        .filter(|m| m.id != board)
        .map(|m| m.content().to_string())
        .collect();
    assert!(
        stray.is_empty(),
        "only the board is in the channel: {stray:?}"
    );

    // A rematch talks in the same thread, opened again before anything is posted there.
    let rematch = with_verb(&scores, "rematch").expect("a Rematch button");
    answered(&players[0].click(&scores, &rematch).await).await;
    let reopened = fake
        .wait_thread_archived(thread.id, false, Duration::from_secs(10))
        .await
        .expect("the rematch opens the thread again");
    assert_eq!(reopened.posted_while_archived, 0);
    assert_eq!(fake.threads().len(), 1, "no second thread");
    fake.assert_no_violations();
    bot.stop(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_the_permission_a_game_talks_in_its_channel_as_before() {
    let fake = FakeDiscord::start().await;
    fake.refuse_threads(true);
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let players = players(&fake);
    let (game, board) =
        bot::start_game_with(&fake, "Palazzo", &players, &[opt("thread", true)]).await;
    assert!(fake.threads().is_empty());
    assert_eq!(
        bot.data
            .store
            .load(game)
            .await
            .unwrap()
            .unwrap()
            .0
            .thread_id,
        None
    );
    for turn in 0..3 {
        bot::play_one(&fake, board, &players, turn).await;
    }
    let pinged = fake
        .wait_message(Duration::from_secs(5), |m| {
            m.channel_id == FakeDiscord::CHANNEL_ID && !bot::mentions(m.content()).is_empty()
        })
        .await;
    assert!(pinged.is_some(), "the pings are in the channel");
    fake.assert_no_violations();
    bot.stop(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_thread_outlives_a_restart_and_thread_false_asks_for_none() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let players = players(&fake);
    let (_, without) = bot::start_game(&fake, &players).await;
    assert!(
        fake.thread_of(without).is_none(),
        "thread:False asks for none"
    );
    let (_, board) = bot::start_game_with(&fake, "Palazzo", &players, &[opt("thread", true)]).await;
    let thread = fake.thread_of(board).expect("a thread");
    bot.stop(&fake).await;

    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let last = fake.messages_in(thread.id).last().map_or(0, |m| m.id);
    for turn in 0..4 {
        bot::play_one(&fake, board, &players, turn).await;
    }
    let talked = fake
        .wait_message(Duration::from_secs(5), |m| {
            m.channel_id == thread.id && m.id > last && !bot::mentions(m.content()).is_empty()
        })
        .await;
    assert!(
        talked.is_some(),
        "after the restart, pings still go to the thread"
    );
    fake.assert_no_violations();
    bot.stop(&fake).await;
}
