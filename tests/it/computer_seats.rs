//! Computer players at the table and on Discord: the lobby's *Add computer player*, `/play`
//! with `opponents`, computer seats moving on their own until a game ends, a turn resumed after
//! the process died mid-search, ratings in `/stats`, and clicks answered at once while many
//! computer seats think.

use std::time::{Duration, Instant};

use serde_json::Value;
use tavola::clock::Clock;
use tavola::computer::{Budget, Level};
use tavola::engine::palazzo::Palazzo;
use tavola::engine::{Game, Seat};
use tavola::store::{GameStatus, Rated, Store, TimerKind};
use tavola::table::{Computers, Fired, TableService, Tables};

use crate::support::bot::{
    self, answered, open_game, play_one, start_game_with, to_act, with_verb,
};
use crate::support::fake_discord::{FakeDiscord, FakeUser, opt};

const HOST: u64 = 700_000_000_000_000_001;
const CHANNEL: u64 = 700_000_000_000_000_002;

fn people(fake: &FakeDiscord) -> Vec<FakeUser> {
    [(1001, "Alice"), (1002, "Bruno")]
        .into_iter()
        .map(|(id, name)| fake.user(id, name))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_and_two_computers_finish_a_game_and_the_computers_are_rated() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let players = people(&fake);
    let (game, board) = open_game(&fake, &players[0]).await;
    let lobby = fake.message(board).unwrap();
    let i = players[1]
        .click(&lobby, &lobby.button("Join").unwrap())
        .await;
    answered(&i).await;

    // Only the host adds computer players; anyone else is told so and nothing changes.
    let lobby = fake.message(board).unwrap();
    let select = with_verb(&lobby, "computer").expect("the lobby offers computer players");
    let refused = answered(&players[1].select(&lobby, &select, &["strong"]).await).await;
    assert_eq!(refused.kind, 4);
    assert!(
        refused.content().contains("Only the host"),
        "{}",
        refused.content()
    );
    for level in ["basic", "strong"] {
        let lobby = fake.message(board).unwrap();
        let i = players[0].select(&lobby, &select, &[level]).await;
        assert_eq!(answered(&i).await.kind, 7, "the lobby is updated in place");
    }
    let lobby = fake.message(board).unwrap();
    let text = lobby.text();
    assert!(text.contains("3. 🤖 Basic computer") && text.contains("4. 🤖 Strong computer"));
    // The table is full: a fifth seat is refused.
    let i = players[0].select(&lobby, &select, &["random"]).await;
    assert!(answered(&i).await.content().contains("full"));

    let i = players[0]
        .click(&lobby, &lobby.button("Start").unwrap())
        .await;
    assert_eq!(answered(&i).await.kind, 7);
    let decisions = bot::play_with_computers(&fake, board, &players).await;
    assert!(decisions > 0);

    let tables = bot.tables::<Palazzo>();
    let snap = tables.view(game).await.unwrap();
    assert_eq!(snap.game.status, GameStatus::Finished);
    let log = tables.store().actions(game).await.unwrap();
    for seat in [2, 3] {
        assert!(
            log.iter().any(|a| a.seat == seat),
            "computer seat {seat} moved"
        );
    }
    let final_board = fake.message(board).unwrap().text();
    assert!(
        final_board.contains("Strong computer (Seat 4)"),
        "{final_board}"
    );
    assert!(
        !final_board.contains("thinking"),
        "nobody thinks once it is over"
    );

    // Each person and each computer level has a rating from this one game.
    let ratings = tables.store().ratings(FakeDiscord::GUILD_ID).await.unwrap();
    let rated = &ratings["palazzo"];
    let who: Vec<Rated> = rated.iter().map(|r| r.who).collect();
    for expected in [
        Rated::User(1001),
        Rated::User(1002),
        Rated::Computer(Level::Basic),
        Rated::Computer(Level::Strong),
    ] {
        assert!(who.contains(&expected), "{expected:?} in {who:?}");
    }
    assert!(
        rated
            .iter()
            .all(|r| r.games == 1 && r.uncertainty < 25.0 / 3.0)
    );

    let i = players[0].slash("stats", Value::Array(vec![])).await;
    let stats = answered(&i).await;
    let text = serde_json::to_string(&stats.data).unwrap();
    assert!(text.contains("1 with computer players"), "{text}");
    assert!(text.contains("Strong computer"), "{text}");

    // A rematch brings the computer players along, at their levels.
    let scores = fake
        .wait_message(Duration::from_secs(10), |m| m.content().contains("is over"))
        .await
        .expect("the final scores");
    let rematch = with_verb(&scores, "rematch").expect("a Rematch button");
    answered(&players[0].click(&scores, &rematch).await).await;
    let lobby = fake
        .wait_message(Duration::from_secs(10), |m| {
            m.text().contains("rematch of game")
        })
        .await
        .expect("the rematch lobby");
    let text = lobby.text();
    assert!(
        text.contains("2. 🤖 Basic computer") && text.contains("3. 🤖 Strong computer"),
        "{text}"
    );
    fake.assert_no_violations();
    bot.stop(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn play_with_opponents_starts_at_once_and_refuses_a_table_too_large() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let host = people(&fake).remove(0);

    let palazzo = opt("game", bot::choice(&fake, "play", "game", "Palazzo"));
    let too_many = host
        .slash("play", Value::Array(vec![palazzo, opt("opponents", 4)]))
        .await;
    let refused = answered(&too_many).await;
    assert!(
        refused.content().contains("No game opened"),
        "{}",
        refused.content()
    );

    let game = opt("game", bot::choice(&fake, "play", "game", "Alhambra"));
    let level = bot::choice(&fake, "play", "level", "basic");
    let i = host
        .slash(
            "play",
            Value::Array(vec![
                game,
                opt("opponents", 2),
                opt("level", level),
                opt("pictures", false),
            ]),
        )
        .await;
    answered(&i).await;
    let board = fake
        .wait_message(Duration::from_secs(10), |m| {
            m.interaction_id == Some(i.id) && m.text().contains("Basic computer (Seat 3)")
        })
        .await
        .expect("the board replaces the lobby, naming the computer players");
    assert!(!board.text().contains("lobby"));
    let id = tavola::discord::ids::WireId::parse(&board.custom_ids()[0])
        .unwrap()
        .game;
    let snap = bot
        .tables::<tavola::engine::alhambra::Alhambra>()
        .view(id)
        .await
        .unwrap();
    assert_eq!(snap.game.status, GameStatus::Active);
    let levels: Vec<Option<Level>> = snap.seats.iter().map(|s| s.computer).collect();
    assert_eq!(levels, [None, Some(Level::Basic), Some(Level::Basic)]);
    bot.stop(&fake).await;
}

/// A table service on a manual clock whose strong seats search a few iterations.
async fn thinking_tables(dir: &std::path::Path) -> (Tables<Palazzo>, Clock) {
    let store = Store::open_in(&dir.join("tavola.db")).await.unwrap();
    let clock = Clock::manual(1_000_000);
    let computers = Computers::new(Budget::Iterations(50), 1);
    let service = TableService::with_computers(store, clock.clone(), computers);
    (service.of::<Palazzo>(), clock)
}

#[tokio::test]
async fn a_strong_seat_thinks_on_its_own_timer_and_a_dead_search_is_taken_up_again() {
    let dir = tempfile::tempdir().unwrap();
    let (tables, clock) = thinking_tables(dir.path()).await;
    let id = tables
        .open_lobby(Some(1), CHANNEL, HOST, Default::default(), 5)
        .await
        .unwrap();
    assert_eq!(
        tables.add_computer(id, HOST, Level::Strong).await.unwrap(),
        Seat(1)
    );
    assert!(
        tables
            .add_computer(id, HOST + 1, Level::Basic)
            .await
            .is_err(),
        "only the host adds computers"
    );
    tables.start(id, HOST).await.unwrap();

    // Once the host has moved (if they begin), the strong seat is to act, with a turn to think
    // due at once and no reminder.
    let snap = tables.view(id).await.unwrap();
    let state = snap.state.unwrap();
    if state.to_act().contains(Seat(0)) {
        let action = state.default_action(Seat(0)).unwrap();
        let moved = tables
            .act(id, HOST, snap.game.version, action)
            .await
            .unwrap();
        assert_eq!(
            moved.steps.len(),
            1,
            "the strong seat does not move within the click"
        );
    }
    let pending = tables.store().pending_timers(id).await.unwrap();
    assert_eq!(pending.len(), 1);
    let turn = pending[0].clone();
    assert_eq!(
        (turn.kind, turn.seat, turn.due_at),
        (TimerKind::Think, 1, clock.now_ms())
    );

    // Fired, it is leased; the process then dies before the search ends (the job is dropped).
    let Fired::Thinking(job) = tables.fire(&turn).await.unwrap() else {
        panic!("a turn to think");
    };
    assert_eq!((job.seat(), job.level()), (Seat(1), Level::Strong));
    drop(job);
    let leased = tables.store().pending_timers(id).await.unwrap()[0].clone();
    assert!(
        leased.due_at > clock.now_ms(),
        "leased, so no second search starts"
    );
    assert!(
        tables
            .store()
            .due_timers(clock.now_ms(), 10)
            .await
            .unwrap()
            .is_empty()
    );

    // After a restart (a new cache) and once the lease has run out, the turn is due again and
    // played like any move.
    tables.forget(id).await;
    clock.advance(Duration::from_millis(
        (leased.due_at - clock.now_ms()) as u64,
    ));
    let due = tables.store().due_timers(clock.now_ms(), 10).await.unwrap();
    assert_eq!(due.len(), 1);
    let Fired::Thinking(job) = tables.fire(&due[0]).await.unwrap() else {
        panic!("the turn again");
    };
    let Fired::Thought(moved) = tables.think(*job).await.unwrap() else {
        panic!("the turn played");
    };
    assert_eq!(moved.first().seat, Seat(1));
    let timers = tables.store().timers(id).await.unwrap();
    assert!(
        timers
            .iter()
            .any(|t| t.id == turn.id && t.fired_at.is_some()),
        "the turn's timer is claimed with its move"
    );
    // Fired again (by another process, say), it is nothing: the move is not played twice.
    let again = tables.fire(&due[0]).await.unwrap();
    assert!(matches!(again, Fired::Nothing(_)));
    assert_eq!(tables.view(id).await.unwrap().game.version, moved.version());
}

#[tokio::test]
async fn a_seat_handed_to_the_program_is_played_by_the_strong_level() {
    let dir = tempfile::tempdir().unwrap();
    let (tables, _clock) = thinking_tables(dir.path()).await;
    let id = tables
        .open_lobby(Some(1), CHANNEL, HOST, Default::default(), 9)
        .await
        .unwrap();
    tables.join(id, HOST + 1).await.unwrap();
    tables.start(id, HOST).await.unwrap();
    // The player to act leaves: the program takes the seat and thinks.
    let snap = tables.view(id).await.unwrap();
    let seat = snap.state.unwrap().to_act().iter().next().unwrap();
    let (leaving, staying) = if seat == Seat(0) {
        (HOST, HOST + 1)
    } else {
        (HOST + 1, HOST)
    };
    let left = tables.leave_play(id, leaving).await.unwrap();
    assert!(
        left.moved.is_none(),
        "a strong seat does not move within the hand-over"
    );
    let pending = tables.store().pending_timers(id).await.unwrap();
    assert!(
        pending
            .iter()
            .any(|t| t.kind == TimerKind::Think && t.seat == seat.0),
        "{pending:?}"
    );
    assert!(
        !pending
            .iter()
            .any(|t| t.kind == TimerKind::Remind && t.seat == seat.0),
        "no reminder for the program"
    );
    // The last person leaving abandons the game: a game needs at least one person.
    let left = tables.leave_play(id, staying).await.unwrap();
    assert!(left.abandoned);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn clicks_are_answered_at_once_while_twenty_computer_turns_think() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    // Each strong decision takes a fifth of a second, on every core but one.
    let computers = Computers::with_budget(Budget::Time(Duration::from_millis(200)));
    let bot = bot::start_with_computers(&fake, &bot::database(dir.path()), computers).await;
    let players = people(&fake);
    let clicker = &players[1];

    // A game of people alone, whose *My hand* the clicker asks for.
    let (_, people_board) = start_game_with(
        &fake,
        "Palazzo",
        &[players[0].clone(), clicker.clone()],
        &[],
    )
    .await;
    let hand = with_verb(&fake.message(people_board).unwrap(), "hand").expect("My hand");
    let click_latencies = async |n: usize| {
        let mut out = Vec::new();
        for _ in 0..n {
            let board = fake.message(people_board).unwrap();
            let i = clicker.click(&board, &hand).await;
            out.push(answered(&i).await.elapsed);
        }
        out.sort();
        out
    };
    let quiet = click_latencies(100).await;

    // Twenty games of one person against a strong computer, each host moving once so that
    // every computer seat is thinking at the same time.
    let host = &players[0];
    let mut boards = Vec::new();
    let game = opt("game", bot::choice(&fake, "play", "game", "Palazzo"));
    for _ in 0..20 {
        let i = host
            .slash(
                "play",
                Value::Array(vec![
                    game.clone(),
                    opt("opponents", 1),
                    opt("pictures", false),
                ]),
            )
            .await;
        answered(&i).await;
        let board = fake
            .wait_message(Duration::from_secs(10), |m| {
                m.interaction_id == Some(i.id) && m.text().contains("Strong computer")
            })
            .await
            .expect("a board");
        boards.push(board.id);
    }
    let started = Instant::now();
    for (k, &board) in boards.iter().enumerate() {
        // Where the computer begins, it moves first. The lobby names the host first too, so
        // the board is waited for until the start has replaced it.
        fake.wait_message_id(board, Duration::from_secs(60), |m| {
            !m.text().contains("— lobby") && to_act(m) == Some(host.id)
        })
        .await
        .expect("the host's turn");
        play_one(&fake, board, std::slice::from_ref(host), k).await;
    }
    let busy = click_latencies(100).await;
    let thinking_for = started.elapsed();

    let p99 = |l: &[Duration]| l[(l.len() * 99).div_ceil(100) - 1];
    println!(
        "My hand: quiet p50 {:?} p99 {:?}; with 20 computer turns thinking p50 {:?} p99 {:?} \
         (over {thinking_for:?})",
        quiet[quiet.len() / 2],
        p99(&quiet),
        busy[busy.len() / 2],
        p99(&busy)
    );
    // Every computer seat moves in the end.
    for &board in &boards {
        let moved = fake
            .wait_message_id(board, Duration::from_secs(60), |m| {
                to_act(m) == Some(host.id)
            })
            .await;
        assert!(moved.is_some(), "the computer of board {board} moved");
    }
    // Alone on the machine the busy p99 is about 3 ms (a search on the runtime would hold a
    // click for up to 200 ms). Other tests running at the same time slow every click alike, so
    // the busy figure is held to 5 ms or three times the quiet one, whichever is more.
    let limit = Duration::from_millis(5).max(p99(&quiet) * 3);
    assert!(
        p99(&busy) <= limit,
        "p99 {:?} with computers thinking, over {limit:?}",
        p99(&busy)
    );
    bot.stop(&fake).await;
}
