//! Seats changing hands and games ending well, end to end: the real bot against the fake
//! Discord. After two missed deadlines the other players vote an absent seat over to the
//! program, which then plays it at once whenever it is to act; the host (or a server admin)
//! gives a seat to another member, who gets its hand; a player leaves and the program finishes
//! their seat; the final scoreboard's Rematch opens a game for the same players, which starts
//! once they have all accepted; `/stats` counts finished games and never abandoned ones; a vote
//! of more than half of the players abandons a game.

use std::time::Duration;

use crate::support::bot::{
    self, WAIT, advance, answered, embed_texts, is_over, open_with, play_one, received_texts,
    seat_and_start, settled, start_game, with_verb,
};
use crate::support::fake_discord::{Callback, FakeDiscord, FakeMessage, FakeUser, opt, sub};
use serde_json::{Value, json};
use tavola::clock::Clock;
use tavola::discord::ids::{Control, Shared, WireId};
use tavola::discord::palazzo::hand;
use tavola::engine::{Game, Seat};
use tavola::lang::Lang;
use tavola::store::GameStatus;

const T0: i64 = 1_800_000_000_000;
/// More decisions than any game of Palazzo needs.
const MAX_DECISIONS: usize = 2_000;

fn hours(n: u64) -> Duration {
    Duration::from_secs(n * 3600)
}

fn players(fake: &FakeDiscord, n: usize) -> Vec<FakeUser> {
    [(4001, "Alice"), (4002, "Bruno"), (4003, "Chiara")]
        .into_iter()
        .take(n)
        .map(|(id, name)| fake.user(id, name))
        .collect()
}

/// Everything a callback shows, content and embeds, as one text.
fn text_of(cb: &Callback) -> String {
    let mut out = cb.content().to_string();
    for e in cb.data["embeds"].as_array().into_iter().flatten() {
        out += "\n";
        out += &e.to_string();
    }
    out
}

/// `/game <name>` with these options, answered in time.
async fn game_command(user: &FakeUser, name: &str, options: Value) -> Callback {
    answered(&user.slash("game", json!([sub(name, options)])).await).await
}

/// The channel's latest message for which `pick` holds.
fn latest(fake: &FakeDiscord, pick: impl Fn(&FakeMessage) -> bool) -> Option<FakeMessage> {
    bot::channel_messages(fake).into_iter().rev().find(pick)
}

async fn wait_for(
    fake: &FakeDiscord,
    what: &str,
    pick: impl Fn(&FakeMessage) -> bool,
) -> FakeMessage {
    fake.wait_message(WAIT, pick)
        .await
        .unwrap_or_else(|| panic!("{what} is posted"))
}

/// Plays with `players` until the board shows the final scores.
async fn play_to_the_end(fake: &FakeDiscord, board: u64, players: &[FakeUser]) {
    let decisions = bot::play_with_computers(fake, board, players).await;
    assert!(decisions <= MAX_DECISIONS, "{decisions} decisions");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_two_missed_deadlines_the_others_vote_the_seat_to_the_program() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = Clock::manual(T0);
    let bot = bot::start_with_clock(&fake, &bot::database(dir.path()), &clock).await;
    settled(&bot).await;
    let players = players(&fake, 3);
    let (game, board) = open_with(&fake, &players[0], &[opt("deadline_hours", 24)]).await;
    seat_and_start(&fake, board, &players).await;

    // Nobody moves: each seat to act misses its deadline, until one has missed two in a row.
    let mut notice = None;
    for _ in 0..12 {
        advance(&bot, &clock, hours(24)).await;
        notice = latest(&fake, |m| with_verb(m, "absent").is_some());
        if notice.is_some() {
            break;
        }
    }
    let notice = notice.expect("a notice offers the vote after two missed deadlines");
    let vote = with_verb(&notice, "absent").unwrap();
    let Control::Shared(Shared::Absent { seat }) = WireId::parse(&vote).unwrap().control else {
        panic!("{vote} is not a vote on an absent seat")
    };
    let snap = bot
        .tables::<tavola::engine::palazzo::Palazzo>()
        .view(game)
        .await
        .unwrap();
    let absent = snap.owner(seat).expect("a member's seat");
    assert_eq!(snap.seats[seat.index()].missed_deadlines, 2);
    assert!(
        notice.content().contains(&format!("<@{absent}>"))
            && notice.content().contains("(2 deadlines missed"),
        "{}",
        notice.content()
    );
    // Earlier notices (one missed deadline) offer no vote.
    let first_notices = bot::channel_messages(&fake)
        .into_iter()
        .filter(|m| m.content().starts_with("⌛") && !m.content().contains("missed so far"))
        .collect::<Vec<_>>();
    assert!(!first_notices.is_empty());
    assert!(
        first_notices
            .iter()
            .all(|m| with_verb(m, "absent").is_none())
    );

    let absentee = players.iter().find(|p| p.id == absent).unwrap();
    let others: Vec<&FakeUser> = players.iter().filter(|p| p.id != absent).collect();
    let outsider = fake.user(4999, "Olaf");

    let cb = answered(&absentee.click(&notice, &vote).await).await;
    assert!(
        cb.is_ephemeral() && cb.content().contains("your own seat"),
        "{}",
        cb.content()
    );
    let cb = answered(&outsider.click(&notice, &vote).await).await;
    assert!(
        cb.is_ephemeral() && cb.content().contains("not seated"),
        "{}",
        cb.content()
    );

    let cb = answered(&others[0].click(&notice, &vote).await).await;
    assert_eq!(cb.kind, 7, "the notice shows the tally");
    assert!(cb.content().contains("1 of 2 votes"), "{}", cb.content());
    let notice = fake.message(notice.id).unwrap();
    let cb = answered(&others[0].click(&notice, &vote).await).await;
    assert!(
        cb.content().contains("1 of 2 votes"),
        "a second vote counts once: {}",
        cb.content()
    );
    assert_eq!(
        bot.tables::<tavola::engine::palazzo::Palazzo>()
            .view(game)
            .await
            .unwrap()
            .owner(seat),
        Some(absent)
    );

    let notice = fake.message(notice.id).unwrap();
    let carried_at = bot
        .tables::<tavola::engine::palazzo::Palazzo>()
        .view(game)
        .await
        .unwrap()
        .game
        .version;
    let cb = answered(&others[1].click(&notice, &vote).await).await;
    assert!(
        cb.content()
            .contains("played by the program from now on (2 of 2 votes)"),
        "{}",
        cb.content()
    );
    assert!(
        fake.message(notice.id).unwrap().custom_ids().is_empty(),
        "the vote is closed"
    );
    let snap = bot
        .tables::<tavola::engine::palazzo::Palazzo>()
        .view(game)
        .await
        .unwrap();
    assert_eq!(snap.owner(seat), None, "the program plays the seat");
    assert_eq!(snap.seats[seat.index()].missed_deadlines, 0);

    // From now on the program plays the seat whenever it is to act, on its own: the others
    // play, the clock does not move, and the seat's moves appear in the log.
    let humans: Vec<FakeUser> = others.into_iter().cloned().collect();
    for turn in 0..18 {
        let current = fake.message(board).unwrap();
        if is_over(&current) {
            break;
        }
        let to_act = bot
            .tables::<tavola::engine::palazzo::Palazzo>()
            .view(game)
            .await
            .unwrap();
        let state = to_act.state.as_ref().unwrap();
        if state.to_act().contains(seat) {
            let before = bot::board_version(&current);
            bot::moved_on(&fake, board, before, WAIT)
                .await
                .expect("the program moves on its own");
            continue;
        }
        // The table may be ahead of the board on Discord (the program's move is stored before
        // its board edit is sent): the humans play from the board once it shows that move.
        let version = to_act.game.version;
        if bot::board_version(&current) < version {
            bot::moved_on(&fake, board, version - 1, WAIT)
                .await
                .expect("the board shows the program's move");
        }
        play_one(&fake, board, &humans, turn).await;
    }
    let actions = bot.data.store.actions(game).await.unwrap();
    let by_program = actions
        .iter()
        .filter(|a| a.seq > carried_at && a.seat == seat.0)
        .count();
    assert!(by_program > 0, "the program moved for the seat");
    let board_text = fake.message(board).unwrap().text();
    assert!(
        board_text.contains(&format!("Seat {} (program)", seat.0 + 1)),
        "{board_text}"
    );
    bot.tables::<tavola::engine::palazzo::Palazzo>()
        .verify(game)
        .await
        .unwrap();
    fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_or_an_admin_gives_a_seat_to_another_member_who_gets_its_hand() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let players = players(&fake, 3);
    let (game, board) = start_game(&fake, &players).await;
    for turn in 0..4 {
        play_one(&fake, board, &players, turn).await;
    }
    let dora = fake.user(4004, "Dora");
    let replace = |seat: u64, who: u64| json!([opt("seat", seat), opt("player", who.to_string())]);

    // Neither host nor admin: refused, nothing changes.
    let cb = game_command(&players[1].without_admin(), "replace", replace(3, dora.id)).await;
    assert!(
        cb.is_ephemeral() && cb.content().contains("Only the host or a server admin"),
        "{}",
        cb.content()
    );
    let before = bot
        .tables::<tavola::engine::palazzo::Palazzo>()
        .view(game)
        .await
        .unwrap();
    assert_eq!(before.owner(Seat(2)), Some(players[2].id));

    // The host, without any admin permission, may.
    let cb = game_command(&players[0].without_admin(), "replace", replace(3, dora.id)).await;
    assert!(!cb.is_ephemeral(), "the table is told");
    assert!(
        cb.content().contains("gave seat 3") && cb.content().contains(&format!("<@{}>", dora.id)),
        "{}",
        cb.content()
    );
    let after = bot
        .tables::<tavola::engine::palazzo::Palazzo>()
        .view(game)
        .await
        .unwrap();
    assert_eq!(after.owner(Seat(2)), Some(dora.id));
    assert_eq!(
        after.state, before.state,
        "the seat keeps its cards and palaces"
    );

    // Dora gets the seat's hand by DM; Chiara's clicks are refused now.
    let state = after.state.clone().unwrap();
    let dms = fake.wait_dms(dora.id, 1, WAIT).await;
    let expected = hand::hand(&state.private_view(Seat(2)), game, Lang::En);
    assert_eq!(
        received_texts(dms.last().expect("a DM")),
        embed_texts(&expected)
    );
    let current = fake.message(board).unwrap();
    let my_hand = with_verb(&current, "hand").unwrap();
    let cb = answered(&players[2].click(&current, &my_hand).await).await;
    assert!(
        cb.is_ephemeral() && cb.content().contains("not seated"),
        "{}",
        cb.content()
    );
    let cb = answered(&dora.click(&current, &my_hand).await).await;
    assert!(cb.is_ephemeral());
    assert!(text_of(&cb).contains("Your hand"), "{}", text_of(&cb));
    fake.wait_message_id(board, WAIT, |m| {
        m.text().contains(&format!("<@{}>", dora.id))
    })
    .await
    .expect("the board names the new player");

    // A server admin who is not the host may too; someone seated cannot take a second seat;
    // a seat that does not exist is refused.
    let cb = game_command(&players[1], "replace", replace(3, players[0].id)).await;
    assert!(
        cb.content().contains("already have a seat"),
        "{}",
        cb.content()
    );
    let cb = game_command(&players[1], "replace", replace(6, players[2].id)).await;
    assert!(cb.content().contains("no seat 6"), "{}", cb.content());
    let cb = game_command(&players[1], "replace", replace(3, players[2].id)).await;
    assert!(!cb.is_ephemeral(), "{}", cb.content());
    let back = bot
        .tables::<tavola::engine::palazzo::Palazzo>()
        .view(game)
        .await
        .unwrap();
    assert_eq!(back.owner(Seat(2)), Some(players[2].id));
    assert_eq!(back.state, before.state);
    fake.wait_message_id(board, WAIT, |m| {
        !m.text().contains(&format!("<@{}>", dora.id))
    })
    .await
    .expect("the board names Chiara again");

    // The game goes on with the seat's owner as it stands.
    play_one(&fake, board, &players, 5).await;
    bot.tables::<tavola::engine::palazzo::Palazzo>()
        .verify(game)
        .await
        .unwrap();
    fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_leaves_the_program_finishes_for_them_then_a_rematch_and_stats() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let players = players(&fake, 3);
    let (game, board) = start_game(&fake, &players).await;
    for turn in 0..3 {
        play_one(&fake, board, &players, turn).await;
    }

    let cb = game_command(&players[2], "leave", json!([])).await;
    assert!(!cb.is_ephemeral());
    assert!(
        cb.content().contains("the program plays their seat"),
        "{}",
        cb.content()
    );
    let after = bot
        .tables::<tavola::engine::palazzo::Palazzo>()
        .view(game)
        .await
        .unwrap();
    assert_eq!(after.owner(Seat(2)), None);
    // The board shows the program's seat, at the game's version (the program may have moved).
    fake.wait_message(WAIT, |m| {
        m.id == board
            && bot::board_version(m) >= after.game.version
            && m.text().contains("Seat 3 (program)")
    })
    .await
    .expect("the board names the program's seat");
    let cb = game_command(&players[2], "leave", json!([])).await;
    assert!(
        cb.is_ephemeral() && cb.content().contains("not seated"),
        "{}",
        cb.content()
    );

    let humans = &players[..2];
    play_to_the_end(&fake, board, humans).await;
    let snap = bot
        .tables::<tavola::engine::palazzo::Palazzo>()
        .view(game)
        .await
        .unwrap();
    assert_eq!(snap.game.status, GameStatus::Finished);
    let results = bot.data.store.results(game).await.unwrap();
    assert_eq!(results.len(), 3);
    assert_eq!(
        results[2].user, None,
        "the program finished the seat: nobody's game"
    );
    let outcome = snap.state.as_ref().unwrap().outcome().unwrap();
    for (r, s) in results.iter().zip(&outcome.standings) {
        assert_eq!((r.seat, r.rank, r.score), (s.seat.0, s.rank, s.score));
    }

    // The final scores offer Rematch, to the players who finished the game.
    let scores = wait_for(&fake, "the final scores", |m| {
        m.content().contains("is over")
    })
    .await;
    let rematch = with_verb(&scores, "rematch").expect("a Rematch button");
    let cb = answered(&players[2].click(&scores, &rematch).await).await;
    assert!(
        cb.content().contains("players of the game before"),
        "{}",
        cb.content()
    );
    let cb = answered(&players[0].click(&scores, &rematch).await).await;
    assert!(cb.is_ephemeral() && cb.content().contains("You asked for a rematch"));
    let lobby = wait_for(&fake, "the rematch lobby", |m| {
        m.text().contains("rematch of game")
    })
    .await;
    let new = WireId::parse(&lobby.button("Join").unwrap()).unwrap().game;
    assert_ne!(new, game);
    assert!(
        lobby
            .text()
            .contains(&format!("Waiting for: <@{}>", players[1].id)),
        "{}",
        lobby.text()
    );
    assert!(!lobby.text().contains(&format!("<@{}>.", players[2].id)));
    let outsider = fake.user(4999, "Olaf");
    let cb = answered(&outsider.click(&lobby, &lobby.button("Join").unwrap()).await).await;
    assert!(cb.is_ephemeral() && cb.content().contains("players of the game before"));
    let cb = answered(&players[0].click(&scores, &rematch).await).await;
    assert!(
        cb.content().contains("accepted the rematch"),
        "{}",
        cb.content()
    );

    let dms_before = fake.dms_to(players[1].id).len();
    let cb = answered(&players[1].click(&scores, &rematch).await).await;
    assert!(cb.content().contains("has started"), "{}", cb.content());
    let started = fake
        .wait_message(WAIT, |m| m.id == lobby.id && with_verb(m, "hand").is_some())
        .await
        .expect("the rematch lobby becomes its board");
    assert!(
        started
            .custom_ids()
            .iter()
            .all(|id| WireId::parse(id).unwrap().game == new)
    );
    let rematch_snap = bot
        .tables::<tavola::engine::palazzo::Palazzo>()
        .view(new)
        .await
        .unwrap();
    assert_eq!(rematch_snap.game.status, GameStatus::Active);
    assert_eq!(rematch_snap.game.rematch_of, Some(game));
    assert_eq!(rematch_snap.settings, snap.settings);
    let seated: Vec<Option<u64>> = rematch_snap.seats.iter().map(|s| s.owner).collect();
    assert_eq!(seated, vec![Some(players[0].id), Some(players[1].id)]);
    assert!(
        fake.wait_dms(players[1].id, dms_before + 1, WAIT)
            .await
            .len()
            > dms_before
    );

    // /stats: the finished game counts for its two players; the program's seat for nobody.
    let cb = answered(&players[2].slash("stats", json!([])).await).await;
    let stats = text_of(&cb);
    assert!(stats.contains("1 finished game"), "{stats}");
    let winners = outcome.winners();
    for (i, p) in humans.iter().enumerate() {
        let won = u32::from(winners.contains(Seat(i as u8)));
        assert!(
            stats.contains(&format!("<@{}> — {won} won of 1 played", p.id)),
            "{}: {stats}",
            p.name
        );
    }
    assert!(!stats.contains(&format!("<@{}>", players[2].id)), "{stats}");
    bot.tables::<tavola::engine::palazzo::Palazzo>()
        .verify(game)
        .await
        .unwrap();
    fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn more_than_half_of_the_players_abandon_a_game_and_it_never_counts() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let players = players(&fake, 2);
    let (game, board) = start_game(&fake, &players).await;
    play_one(&fake, board, &players, 0).await;

    let cb = game_command(&players[0], "abandon", json!([])).await;
    assert!(!cb.is_ephemeral());
    assert!(cb.content().contains("1 of 2 votes"), "{}", cb.content());
    let proposal = wait_for(&fake, "the proposal", |m| with_verb(m, "abandon").is_some()).await;
    let vote = with_verb(&proposal, "abandon").unwrap();
    let cb = answered(&players[0].click(&proposal, &vote).await).await;
    assert!(cb.content().contains("1 of 2 votes"), "{}", cb.content());
    let outsider = fake.user(4999, "Olaf");
    let cb = answered(&outsider.click(&proposal, &vote).await).await;
    assert!(cb.is_ephemeral() && cb.content().contains("not seated"));
    assert_eq!(
        bot.tables::<tavola::engine::palazzo::Palazzo>()
            .view(game)
            .await
            .unwrap()
            .game
            .status,
        GameStatus::Active
    );

    let proposal = fake.message(proposal.id).unwrap();
    let old_board = fake.message(board).unwrap();
    let cb = answered(&players[1].click(&proposal, &vote).await).await;
    assert!(
        cb.content().contains("is abandoned (2 of 2 votes)"),
        "{}",
        cb.content()
    );
    assert_eq!(
        bot.tables::<tavola::engine::palazzo::Palazzo>()
            .view(game)
            .await
            .unwrap()
            .game
            .status,
        GameStatus::Cancelled
    );
    let ended = fake
        .wait_message_id(board, WAIT, |m| m.text().contains("abandoned"))
        .await
        .expect("the board says the game was abandoned");
    assert!(ended.custom_ids().is_empty(), "no controls are left");
    let to_act = bot::to_act(&old_board).unwrap();
    let clicker = players.iter().find(|p| p.id == to_act).unwrap();
    let button = old_board
        .interactive_components()
        .into_iter()
        .filter(|c| c["type"] == 2 && c["disabled"] != Value::Bool(true))
        .filter_map(|c| c["custom_id"].as_str().map(str::to_string))
        .find(|id| bot::verb(id) != "hand")
        .expect("a move on the old board");
    let cb = answered(&clicker.click(&old_board, &button).await).await;
    assert!(
        cb.is_ephemeral() && cb.content().contains("not being played"),
        "a move on the old board is refused: {}",
        cb.content()
    );

    let cb = answered(
        &players[0]
            .slash("games", json!([sub("all", json!([]))]))
            .await,
    )
    .await;
    assert!(
        !text_of(&cb).contains(&format!("game {game}")),
        "{}",
        text_of(&cb)
    );
    let cb = answered(&players[0].slash("stats", json!([])).await).await;
    assert!(
        text_of(&cb).contains("No game has been played"),
        "{}",
        text_of(&cb)
    );
    fake.assert_no_violations();
}
