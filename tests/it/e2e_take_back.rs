//! Taking back on Discord, end to end: a Palazzo tile placed, and an Alhambra purchase paid
//! exactly, are taken back from the board by their player before the next player moves (no one
//! else may), the board shows the game as it was, the player decides again (and may take it
//! back again until the next player acts, and is told it is too late after), and the game goes
//! on to its end with a record that replays to the final board. And the bot, run as a process
//! of its own, killed right after a click on *Take back*, loses nothing: a take-back answered
//! is stored, one stored is shown once the bot is back, and one not stored can be made again.

use std::path::Path;
use std::time::Duration;

use crate::crash_safety::pause;
use crate::support::bad_days::Kind;
use crate::support::bot::{self, answered, board_version, is_over, moved_on, to_act, with_verb};
use crate::support::fake_discord::faults::{Fault, Plan, Rule};
use crate::support::fake_discord::{FakeDiscord, FakeUser};
use crate::support::process::{BotProcess, Launch};
use crate::take_back::json;
use tavola::engine::alhambra::Alhambra;
use tavola::engine::palazzo::Palazzo;
use tavola::engine::{Game, Seat};
use tavola::store::{GameId, Store};
use tavola::table::Tables;

/// One decision by the player to act, seen through: the board has moved on.
async fn decide(fake: &FakeDiscord, kind: Kind, board: u64, players: &[FakeUser], turn: usize) {
    let before = board_version(&fake.message(board).unwrap());
    kind.decide(fake, board, players, turn).await;
    moved_on(fake, board, before, Duration::from_secs(5))
        .await
        .expect("the decision was played");
}

/// What the bot has said outside the board, once its outbox is empty: the channel's posts, and
/// the DMs each player has had.
async fn said(
    fake: &FakeDiscord,
    store: &Store,
    board: u64,
    players: &[FakeUser],
) -> (usize, Vec<usize>) {
    bot::drained(store).await;
    let posts = fake
        .messages_in(players[0].channel_id())
        .into_iter()
        .filter(|m| m.interaction_id.is_none() && !m.deleted && m.id != board)
        .count();
    let dms = players.iter().map(|p| fake.dms_to(p.id).len()).collect();
    (posts, dms)
}

/// Plays `kind` until its board offers to take back an action tagged `tag` in records, takes
/// it back (after a refused try by another player), decides again and plays to the end. The
/// take-back posts nothing in the channel (nobody is pinged for it) and DMs its player their
/// hand again if and only if `hand_back` (the action had changed it).
async fn taken_back_and_decided_again<G: Game>(kind: Kind, tag: &str, hand_back: bool) {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = bot::database(dir.path());
    let bot = bot::start(&fake, &db).await;
    let players: Vec<FakeUser> = [(2001, "Alice"), (2002, "Bruno"), (2003, "Chiara")]
        .into_iter()
        .map(|(id, name)| fake.user(id, name))
        .collect();
    let (game, board) = bot::start_game_of(&fake, kind.title(), &players).await;
    let tables = bot.tables::<G>();

    let mut turn = 0;
    let (shown, undo, before, actor) = loop {
        turn += 1;
        assert!(turn < 400, "no {tag} was ever offered to be taken back");
        let before = tables.view(game).await.unwrap();
        decide(&fake, kind, board, &players, turn).await;
        let shown = fake.message(board).unwrap();
        let Some(undo) = with_verb(&shown, "undo") else {
            continue;
        };
        let log = tables.store().log(game).await.unwrap();
        let last = log.last().unwrap();
        if !last.action_json.contains(&format!("\"{tag}\"")) {
            continue;
        }
        let actor = before.owner(Seat(last.seat)).unwrap();
        break (shown, undo, before, actor);
    };
    let actor = players.iter().find(|p| p.id == actor).unwrap();
    let stranger = players.iter().find(|p| p.id != actor.id).unwrap();
    let (posts, dms) = said(&fake, tables.store(), board, &players).await;

    // Someone else's click changes nothing.
    let i = stranger.click(&shown, &undo).await;
    let cb = answered(&i).await;
    assert!(cb.is_ephemeral());
    assert!(
        cb.content()
            .to_lowercase()
            .contains("only the last action can be taken back, by its player"),
        "{}",
        cb.content()
    );
    assert_eq!(
        tables.view(game).await.unwrap().game.version,
        board_version(&shown)
    );

    // Its player's click takes it back: the game is exactly as it was before.
    let i = actor.click(&shown, &undo).await;
    let cb = answered(&i).await;
    assert!(cb.is_ephemeral());
    assert!(cb.content().starts_with("Taken back: "), "{}", cb.content());
    let after = moved_on(&fake, board, board_version(&shown), Duration::from_secs(5))
        .await
        .expect("the board shows the game as it was");
    assert_eq!(board_version(&after), board_version(&shown) + 1);
    let now = tables.view(game).await.unwrap();
    assert_eq!(json(&now.state), json(&before.state));
    let expected: Vec<usize> = players
        .iter()
        .zip(&dms)
        .map(|(p, n)| n + usize::from(hand_back && p.id == actor.id))
        .collect();
    assert_eq!(
        said(&fake, tables.store(), board, &players).await,
        (posts, expected),
        "no post; the player's hand again only if the action had changed it"
    );
    // The old board's button is too late now.
    let i = actor.click(&shown, &undo).await;
    assert!(
        answered(&i)
            .await
            .content()
            .starts_with("Too late to take that back")
    );

    // The player decides again, and again may take it back, until the next player acts.
    decide(&fake, kind, board, &players, turn).await;
    let again = fake.message(board).unwrap();
    let undo = with_verb(&again, "undo").expect("the same action, offered again");
    let mut more = 0;
    loop {
        let deciding = to_act(&fake.message(board).unwrap());
        more += 1;
        decide(&fake, kind, board, &players, turn + more).await;
        if deciding != Some(actor.id) {
            break;
        }
    }
    let i = actor.click(&again, &undo).await;
    let cb = answered(&i).await;
    assert!(cb.is_ephemeral());
    assert!(
        cb.content().starts_with("Too late to take that back"),
        "{}",
        cb.content()
    );
    assert!(
        with_verb(&fake.message(board).unwrap(), "undo").is_none_or(|u| u != undo),
        "not offered once the next player has acted"
    );

    // The game goes on to its end.
    while !is_over(&fake.message(board).unwrap()) {
        more += 1;
        assert!(more < 3_000, "the game does not end");
        decide(&fake, kind, board, &players, turn + more).await;
    }
    let record = tables.record(game).await.unwrap();
    let replayed = record.replay(|_, _, _, _| {}).unwrap();
    assert_eq!(Some(replayed), tables.view(game).await.unwrap().state);
    tables.verify(game).await.unwrap();
    fake.assert_no_violations();
    bot.stop(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_palazzo_tile_placed_is_taken_back_by_its_player_and_placed_again() {
    taken_back_and_decided_again::<Palazzo>(Kind::Palazzo, "place", false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_alhambra_purchase_is_taken_back_before_the_next_player_moves() {
    taken_back_and_decided_again::<Alhambra>(Kind::Alhambra, "buy", true).await;
}

/// Where a kill after a click on *Take back* falls.
#[derive(Debug, Clone, Copy)]
enum Kill {
    /// This long after the click: before the bot has read it, while the take-back is stored,
    /// while it is answered, or after (the bot answers in about 10–20 ms here).
    After(Duration),
    /// While Discord holds the bot's answer: stored, and not answered.
    WhileAnswerHeld,
}

const CALLBACK: &str = "POST /interactions/{id}/{token}/callback";

const KILLS: [Kill; 10] = [
    Kill::After(Duration::ZERO),
    Kill::After(Duration::from_millis(2)),
    Kill::After(Duration::from_millis(4)),
    Kill::After(Duration::from_millis(6)),
    Kill::After(Duration::from_millis(8)),
    Kill::After(Duration::from_millis(12)),
    Kill::After(Duration::from_millis(40)),
    Kill::WhileAnswerHeld,
    Kill::WhileAnswerHeld,
    Kill::WhileAnswerHeld,
];

/// The game as the database has it (read-only: the check repairs nothing), checked against its
/// log; and the store, to read the log with.
async fn stored(db: &Path, game: GameId) -> (Tables<Palazzo>, Store) {
    let url = format!("sqlite://{}", db.display());
    let store = Store::open_with(Store::connect_options(&url).unwrap().read_only(true))
        .await
        .unwrap();
    let tables = Tables::<Palazzo>::new(store.clone());
    tables
        .verify(game)
        .await
        .expect("the log replays to the snapshot");
    (tables, store)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_take_back_killed_before_its_answer_loses_nothing() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = bot::database(dir.path());
    let launch = |n: usize| Launch::sqlite(&db).named(format!("bot-{n}"));
    let mut process = BotProcess::start(&fake, dir.path(), &launch(0)).await;
    let players: Vec<FakeUser> = [(3001, "Alice"), (3002, "Bruno"), (3003, "Chiara")]
        .into_iter()
        .map(|(id, name)| fake.user(id, name))
        .collect();
    let (game, board) = bot::start_game_of(&fake, Kind::Palazzo.title(), &players).await;
    let wait = Duration::from_secs(5);

    let mut turn = 0;
    // What the take-backs a kill fell after became.
    let (mut lost, mut unanswered, mut answered) = (0, 0, 0);
    for (n, kill) in KILLS.into_iter().enumerate() {
        let shown = loop {
            turn += 1;
            assert!(turn < 2_000, "no take-back offered");
            decide(&fake, Kind::Palazzo, board, &players, turn).await;
            let shown = fake.message(board).unwrap();
            if with_verb(&shown, "undo").is_some() {
                break shown;
            }
        };
        let undo = with_verb(&shown, "undo").unwrap();
        let version = board_version(&shown);
        let (tables, store) = stored(&db, game).await;
        bot::drained(&store).await;
        let log = store.log(game).await.unwrap();
        let before_it = tables.view(game).await.unwrap();
        let actor = before_it.owner(Seat(log.last().unwrap().seat)).unwrap();
        let actor = players.iter().find(|p| p.id == actor).unwrap();
        // The game as it was before the action, from the log.
        let before = tables
            .moved_between(game, version - 1, version)
            .await
            .unwrap()
            .before;
        store.close().await;

        if let Kill::WhileAnswerHeld = kill {
            let held = Rule::new(CALLBACK, Fault::Delay(Duration::from_secs(2))).next(1);
            fake.faults().set(Plan::seeded(1).with(held));
        }
        let i = actor.click(&shown, &undo).await;
        pause(match kill {
            Kill::After(d) => d,
            Kill::WhileAnswerHeld => Duration::from_millis(300),
        })
        .await;
        process.sigkill();
        let answered_at_kill = fake.callback(i.id).is_some();
        fake.faults().clear();
        let logs = process.reap(&fake).await;
        assert!(!logs.contains("panicked"), "the bot panicked: {logs}");

        let when = format!("kill {n} ({kill:?})");
        let (tables, store) = stored(&db, game).await;
        let now = tables.view(game).await.unwrap();
        let log = store.log(game).await.unwrap();
        store.close().await;
        let taken = now.game.version == version + 1;
        if taken {
            assert_eq!(log.last().unwrap().undoes, Some(version), "{when}");
            assert_eq!(json(&now.state), json(&Some(&before)), "{when}");
        } else {
            assert_eq!(now.game.version, version, "{when}: nothing else was stored");
        }
        let callback = fake.callback(i.id);
        if let Some(cb) = &callback {
            assert!(
                cb.content().starts_with("Taken back: "),
                "{when}: {}",
                cb.content()
            );
            assert!(
                taken,
                "{when}: the player was told it was taken back, but it is not stored"
            );
        }
        if let Kill::WhileAnswerHeld = kill {
            // (Discord may take the held answer in once its wait is over.)
            assert!(
                taken && !answered_at_kill,
                "{when}: stored, and its answer held"
            );
        }
        let held = matches!(kill, Kill::WhileAnswerHeld);
        match (taken, callback.is_some() && !held) {
            (false, _) => lost += 1,
            (true, false) => unanswered += 1,
            (true, true) => answered += 1,
        }

        process = BotProcess::start(&fake, dir.path(), &launch(n + 1)).await;
        if taken {
            // The board the killed bot did not get to edit is brought up to date.
            let shows = fake
                .wait_message_id(board, wait, |m| board_version(m) > version)
                .await;
            assert!(
                shows.is_some(),
                "{when}: the board never showed the take-back"
            );
        } else {
            // The click never counted: the same button on the same board takes it back now.
            let i = actor.click(&shown, &undo).await;
            let cb = bot::answered(&i).await;
            assert!(
                cb.content().starts_with("Taken back: "),
                "{when}: {}",
                cb.content()
            );
            moved_on(&fake, board, version, wait)
                .await
                .expect("the board shows the take-back");
        }
        let (tables, store) = stored(&db, game).await;
        assert_eq!(
            json(&tables.view(game).await.unwrap().state),
            json(&Some(&before)),
            "{when}: the game as it was before the action"
        );
        store.close().await;
    }

    // The game goes on to its end, and its record replays to the final board.
    while !is_over(&fake.message(board).unwrap()) {
        turn += 1;
        assert!(turn < 5_000, "the game does not end");
        decide(&fake, Kind::Palazzo, board, &players, turn).await;
    }
    let (tables, store) = stored(&db, game).await;
    let record = tables.record(game).await.unwrap();
    let replayed = record.replay(|_, _, _, _| {}).unwrap();
    assert_eq!(Some(replayed), tables.view(game).await.unwrap().state);
    store.close().await;
    process.sigkill();
    process.reap(&fake).await;
    fake.assert_no_violations();
    println!(
        "{} kills after a click on Take back: {lost} before it was stored, {unanswered} after \
         it was stored and before it was answered, {answered} after the answer",
        KILLS.len()
    );
    assert!(unanswered >= 3, "the kills while the answer was held");
}
