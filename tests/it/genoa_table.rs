//! Genoa at the table, below Discord. In Genoa nearly everyone *may* act at any moment (a
//! plain trade can be proposed to anyone), but the game *waits* on few: the table must arm
//! timers, think and ping for the awaited seats only, and its computer seats must answer what
//! they are asked and make the offers nobody asks for (for the tower's next step, for a right).
//! A seat only consulted (to bid or pass in a window) has the short answer deadline.

use tavola::clock::Clock;
use tavola::computer::{Budget, Level};
use tavola::engine::genoa::{Action, Genoa, Subject};
use tavola::engine::{Game, Seat, SeatSet};
use tavola::store::{Store, TimerKind};
use tavola::table::{Computers, TableService};

const HOST: u64 = 710_000_000_000_000_001;
const CHANNEL: u64 = 710_000_000_000_000_002;

/// One person and two basic computers, the person always playing the engine's default: after
/// every move the table waits on the person alone (the computers have answered whatever they
/// were asked, in the same move), only the person has timers, and the computers have both
/// answered windows and made offers unasked.
#[tokio::test]
async fn the_table_waits_on_awaited_seats_and_its_computers_answer_and_offer_unasked() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open_in(&dir.path().join("tavola.db")).await.unwrap();
    let service = TableService::with_computers(
        store,
        Clock::manual(1_000_000),
        Computers::new(Budget::Iterations(50), 1),
    );
    let tables = service.of::<Genoa>();
    let id = tables
        .open_lobby(Some(1), CHANNEL, HOST, Default::default(), 11)
        .await
        .unwrap();
    for _ in 0..2 {
        tables.add_computer(id, HOST, Level::Basic).await.unwrap();
    }
    tables.start(id, HOST).await.unwrap();
    // A computer at the tower begins on its timer (the bot's); here at once.
    tables.play_program(id).await.unwrap();

    let (mut moves, mut answers) = (0, 0);
    loop {
        let snap = tables.view(id).await.unwrap();
        let state = snap.state.clone().unwrap();
        if state.is_over() {
            break;
        }
        assert_eq!(
            state.awaited(),
            SeatSet::only(Seat(0)),
            "after move {moves} the table waits on a computer seat: {:?}",
            state.public_view().phase
        );
        let timers = tables.store().pending_timers(id).await.unwrap();
        assert!(
            !timers.is_empty() && timers.iter().all(|t| t.seat == 0),
            "timers for the awaited seat only: {timers:?}"
        );
        // The game has no deadline; an answer in a window has its four hours all the same.
        let deadline = timers.iter().find(|t| t.kind == TimerKind::Deadline);
        if state.answering().contains(Seat(0)) {
            answers += 1;
            assert_eq!(
                deadline.map(|t| t.due_at - t.waiting_since),
                Some(4 * 3_600_000),
                "{:?}",
                state.public_view().phase
            );
        } else {
            assert!(deadline.is_none(), "the person's own turn has no deadline");
        }
        let action = state.default_action(Seat(0)).unwrap();
        tables
            .act(id, HOST, snap.game.version, action)
            .await
            .unwrap();
        moves += 1;
        assert!(moves < 5_000, "the game does not end");
    }

    let log = tables.store().actions(id).await.unwrap();
    let by_computers: Vec<Action> = log
        .iter()
        .filter(|a| a.seat != 0)
        .map(|a| serde_json::from_str(&a.action_json).unwrap())
        .collect();
    let answered = by_computers
        .iter()
        .filter(|a| matches!(a, Action::Pass | Action::Offer(_)))
        .count();
    let unasked = by_computers
        .iter()
        .filter(|a| {
            matches!(a, Action::Offer(t)
                if matches!(t.subject, Subject::Move { .. } | Subject::Right { .. }))
        })
        .count();
    assert!(answered > 0, "the computers answered no window");
    assert!(answers > 0, "the person answered no window");
    assert!(unasked > 0, "the computers never offered unasked");
    println!("{moves} moves by the person; computers: {answered} answers, {unasked} unasked");
}
