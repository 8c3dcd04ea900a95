//! Seats changing hands in games being played, below Discord, over a temporary `SQLite` file:
//! votes to hand an absent seat to the program (refused until the seat has missed the game's
//! `absent_after` deadlines in a row, carried by a majority of the other players, undone by
//! the owner's own move), the program playing the seats it holds (`play_program`), the host or
//! an admin giving a seat to another member (`replace`), players leaving a game in play
//! (`leave_play`), votes to abandon a game, the standings stored when a game ends and the
//! server statistics made from them, and rematches for the same players.
//!
//! Time comes from a manual clock: missed deadlines are driven by moving it and firing the due
//! deadline timers through `Tables::fire`, as the scheduler would.

use std::sync::Arc;
use std::time::Duration;

use rand_chacha::ChaCha8Rng;
use tavola::clock::Clock;
use tavola::computer::Budget;
use tavola::engine::palazzo::Palazzo;
use tavola::engine::playout::players_rng;
use tavola::engine::{Game, Seat};
use tavola::schedule::{Asked, Settings};
use tavola::store::{GameId, GameStatus, Motion, Placing, PlayerStats, Store, TimerKind};
use tavola::table::{
    ActError, Computers, Fired, Rematched, Snapshot, TableError, TableService, Tables, Tally,
};
use tempfile::TempDir;
use tokio::sync::Barrier;

const HOST: u64 = 800_000_000_000_000_000;
const CHANNEL: u64 = 810_000_000_000_000_000;
const GUILD: u64 = 820_000_000_000_000_000;
const OTHER_GUILD: u64 = 830_000_000_000_000_000;
/// Someone with no seat at any game here.
const OUTSIDER: u64 = 840_000_000_000_000_000;
/// A member given a seat during play.
const NEWCOMER: u64 = 850_000_000_000_000_000;
/// When every test's clock starts.
const T0: i64 = 1_800_000_000_000;
/// The deadline of the games played with one.
const DEADLINE_HOURS: u32 = 24;

fn user(i: u64) -> u64 {
    HOST + i
}

fn hours(n: u64) -> Duration {
    Duration::from_secs(n * 3600)
}

/// A deadline of a day; a seat may be voted absent after the default two missed in a row.
fn paced() -> Settings {
    Settings::from_hours(None, Some(DEADLINE_HOURS)).unwrap()
}

struct Fixture {
    _dir: TempDir,
    clock: Clock,
    tables: Tables<Palazzo>,
}

impl Fixture {
    async fn new() -> Fixture {
        let dir = tempfile::tempdir().unwrap();
        let clock = Clock::manual(T0);
        let store = Store::open_in(&dir.path().join("tavola.db")).await.unwrap();
        // Strong seats search a few iterations: quick, and the same every time.
        let computers = Computers::new(Budget::Iterations(30), 1);
        let tables = TableService::with_computers(store, clock.clone(), computers).of();
        Fixture {
            _dir: dir,
            clock,
            tables,
        }
    }

    fn store(&self) -> &Store {
        self.tables.store()
    }

    /// A started game of `players` in `guild` at the pace `settings`: the host in seat 0 and
    /// `user(i)` in seat i.
    async fn started_in(&self, guild: u64, players: u64, settings: Settings, seed: u64) -> GameId {
        let id = self
            .tables
            .open_lobby_with_settings(
                Some(guild),
                CHANNEL,
                HOST,
                Default::default(),
                settings,
                seed,
            )
            .await
            .unwrap();
        for i in 1..players {
            assert_eq!(self.tables.join(id, user(i)).await.unwrap(), Seat(i as u8));
        }
        self.tables.start(id, HOST).await.unwrap();
        id
    }

    /// A started game of `players` in `GUILD` at the default pace (no deadline).
    async fn started(&self, players: u64, seed: u64) -> GameId {
        self.started_in(GUILD, players, Settings::default(), seed)
            .await
    }

    /// A started game of `players` in `GUILD` with a deadline of a day.
    async fn started_paced(&self, players: u64, seed: u64) -> GameId {
        self.started_in(GUILD, players, paced(), seed).await
    }

    async fn view(&self, id: GameId) -> Snapshot<Palazzo> {
        self.tables.view(id).await.unwrap()
    }

    async fn state(&self, id: GameId) -> Palazzo {
        self.view(id).await.state.unwrap()
    }

    async fn seat_to_act(&self, id: GameId) -> Option<Seat> {
        self.state(id).await.to_act().single()
    }

    async fn logged(&self, id: GameId) -> usize {
        self.store().actions(id).await.unwrap().len()
    }

    /// One move of the game: a seat a member plays moves as its owner through `act` (a random
    /// legal move with `rng`, else its default move), and the seats the program plays move as
    /// part of it. Returns whether the game is over.
    async fn step(&self, id: GameId, rng: Option<&mut ChaCha8Rng>) -> bool {
        let view = self.view(id).await;
        let state = view.state.as_ref().unwrap();
        let Some(seat) = state.to_act().single() else {
            return true;
        };
        let Some(owner) = view.owner(seat) else {
            // The program's seat thinks on its turn; here at once, as the scheduler would.
            let moved = self.tables.play_program(id).await.unwrap().unwrap();
            assert_eq!(moved.first().seat, seat);
            return moved.steps.last().unwrap().finished;
        };
        let action = match rng {
            Some(rng) => state.random_action(seat, rng),
            None => state.default_action(seat),
        }
        .unwrap();
        let moved = self
            .tables
            .act(id, owner, view.game.version, action)
            .await
            .unwrap();
        assert_eq!(moved.first().seat, seat);
        moved.steps.last().unwrap().finished
    }

    /// Plays the game to its end (random moves with `seed`); returns the final snapshot.
    async fn finish(&self, id: GameId, seed: u64) -> Snapshot<Palazzo> {
        let mut rng = players_rng(seed);
        for _ in 0..10_000 {
            if self.step(id, Some(&mut rng)).await {
                let end = self.view(id).await;
                assert_eq!(end.game.status, GameStatus::Finished);
                return end;
            }
        }
        panic!("game {id} does not end");
    }

    /// The other seats play (their default moves) until `seat` is to act.
    async fn turn_of(&self, id: GameId, seat: Seat) {
        for _ in 0..1_000 {
            if self.seat_to_act(id).await == Some(seat) {
                return;
            }
            assert!(!self.step(id, None).await, "the game ended first");
        }
        panic!("{seat} is never to act");
    }

    /// `seat`, to act now, lets its deadline pass: the clock moves a day on and the seat's due
    /// deadline is fired, playing its default move. Returns its missed deadlines now.
    async fn miss_deadline(&self, id: GameId, seat: Seat) -> u32 {
        assert_eq!(self.seat_to_act(id).await, Some(seat));
        let version = self.view(id).await.game.version;
        self.clock.advance(hours(u64::from(DEADLINE_HOURS)));
        let now = self.clock.now_ms();
        let due = self.store().due_timers(now, 100).await.unwrap();
        let deadline = due
            .iter()
            .find(|t| t.game == id && t.kind == TimerKind::Deadline && t.seat == seat.0)
            .unwrap_or_else(|| panic!("{seat}'s deadline is not due: {due:?}"));
        match self.tables.fire(deadline).await.unwrap() {
            Fired::DeadlineMissed(moved) => {
                let acted = moved.first();
                assert_eq!((acted.seat, acted.version), (seat, version + 1));
                moved.missed.unwrap()
            }
            other => panic!("the deadline did not play: {other:?}"),
        }
    }

    /// `seat` misses deadlines until it has missed `n` in a row, the others playing between.
    async fn miss_deadlines(&self, id: GameId, seat: Seat, n: u32) {
        for expected in 1..=n {
            self.turn_of(id, seat).await;
            assert_eq!(self.miss_deadline(id, seat).await, expected);
        }
        assert_eq!(self.view(id).await.seats[seat.index()].missed_deadlines, n);
    }

    async fn vote(&self, id: GameId, voter: u64, motion: Motion) -> Result<Counted, TableError> {
        self.tables
            .vote(id, voter, motion)
            .await
            .map(|t| counted(&t))
    }

    /// The game as stored, bypassing the cache.
    async fn stored(&self, id: GameId) -> (tavola::store::GameRow, Vec<tavola::store::SeatRow>) {
        self.store().load(id).await.unwrap().unwrap()
    }

    async fn owners(&self, id: GameId) -> Vec<Option<u64>> {
        self.view(id).await.seats.iter().map(|s| s.owner).collect()
    }

    /// How many games are rematches of `old`.
    async fn rematches_of(&self, old: GameId) -> i64 {
        sqlx::query_scalar("SELECT COUNT(*) FROM games WHERE rematch_of = ?")
            .bind(old.0)
            .fetch_one(self.store().pool())
            .await
            .unwrap()
    }
}

/// A vote's count, without the moves the program made when it carried.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Counted {
    motion: Motion,
    votes: u32,
    needed: u32,
    carried: bool,
}

fn counted(t: &Tally<Palazzo>) -> Counted {
    tally(t.motion, t.votes, t.needed, t.carried)
}

fn tally(motion: Motion, votes: u32, needed: u32, carried: bool) -> Counted {
    Counted {
        motion,
        votes,
        needed,
        carried,
    }
}

/// What the results table must hold for a game that ended in `state` with these seat owners.
fn expected_placings(state: &Palazzo, owners: &[Option<u64>]) -> Vec<Placing> {
    let outcome = state.outcome().expect("the game is over");
    outcome
        .standings
        .iter()
        .map(|s| Placing {
            seat: s.seat.0,
            user: owners[s.seat.index()],
            computer: None,
            rank: s.rank,
            score: s.score,
        })
        .collect()
}

// ----- votes to hand an absent seat to the program -----

#[tokio::test]
async fn an_absent_vote_is_refused_until_the_seat_has_missed_two_deadlines_in_a_row() {
    let f = Fixture::new().await;
    let id = f.started_paced(3, 1).await;
    assert_eq!(f.view(id).await.settings.absent_after, 2);
    let absent = Motion::Absent(1);

    f.turn_of(id, Seat(1)).await;
    assert!(matches!(
        f.vote(id, HOST, absent).await,
        Err(TableError::NotAbsent {
            missed: 0,
            needed: 2
        })
    ));
    assert_eq!(f.miss_deadline(id, Seat(1)).await, 1);
    f.turn_of(id, Seat(1)).await;
    assert!(matches!(
        f.vote(id, HOST, absent).await,
        Err(TableError::NotAbsent {
            missed: 1,
            needed: 2
        })
    ));
    assert!(f.tables.votes(id, absent).await.unwrap().is_empty());

    assert_eq!(f.miss_deadline(id, Seat(1)).await, 2);
    assert_eq!(
        f.vote(id, HOST, absent).await.unwrap(),
        tally(absent, 1, 2, false)
    );
    assert_eq!(f.tables.votes(id, absent).await.unwrap(), [Seat(0)]);
}

#[tokio::test]
async fn an_absent_vote_waits_for_the_games_own_absent_after() {
    let f = Fixture::new().await;
    let settings = Settings::asked(&Asked {
        deadline_hours: Some(DEADLINE_HOURS),
        absent_after: Some(1),
        ..Asked::default()
    })
    .unwrap();
    let id = f.started_in(GUILD, 3, settings, 2).await;
    f.turn_of(id, Seat(2)).await;
    assert!(matches!(
        f.vote(id, user(1), Motion::Absent(2)).await,
        Err(TableError::NotAbsent {
            missed: 0,
            needed: 1
        })
    ));
    assert_eq!(f.miss_deadline(id, Seat(2)).await, 1);
    assert_eq!(
        f.vote(id, user(1), Motion::Absent(2)).await.unwrap(),
        tally(Motion::Absent(2), 1, 2, false)
    );
}

#[tokio::test]
async fn absent_votes_are_refused_on_ones_own_seat_a_program_seat_a_missing_seat_and_to_outsiders()
{
    let f = Fixture::new().await;
    let id = f.started_paced(3, 3).await;
    f.miss_deadlines(id, Seat(1), 2).await;

    assert!(matches!(
        f.vote(id, user(1), Motion::Absent(1)).await,
        Err(TableError::OwnSeat)
    ));
    assert!(matches!(
        f.vote(id, OUTSIDER, Motion::Absent(1)).await,
        Err(TableError::NotSeated)
    ));
    assert!(matches!(
        f.vote(id, HOST, Motion::Absent(3)).await,
        Err(TableError::NoSuchSeat(3))
    ));
    assert!(matches!(
        f.vote(id, HOST, Motion::Absent(200)).await,
        Err(TableError::NoSuchSeat(200))
    ));
    assert!(
        f.tables
            .votes(id, Motion::Absent(1))
            .await
            .unwrap()
            .is_empty()
    );

    f.tables.leave_play(id, user(2)).await.unwrap();
    assert!(matches!(
        f.vote(id, HOST, Motion::Absent(2)).await,
        Err(TableError::ProgramSeat(2))
    ));
    // Nor may the seat that left vote any more.
    assert!(matches!(
        f.vote(id, user(2), Motion::Absent(1)).await,
        Err(TableError::NotSeated)
    ));
    assert!(
        f.tables
            .votes(id, Motion::Absent(1))
            .await
            .unwrap()
            .is_empty()
    );
    assert_eq!(f.owners(id).await, [Some(HOST), Some(user(1)), None]);
}

#[tokio::test]
async fn an_absent_seat_passes_to_the_program_when_a_majority_of_the_others_vote_for_it() {
    let f = Fixture::new().await;
    let id = f.started_paced(3, 4).await;
    f.miss_deadlines(id, Seat(1), 2).await;
    let before = f.view(id).await;
    let absent = Motion::Absent(1);

    // Two other players may vote: one vote of the two needed does not carry, even twice.
    assert_eq!(
        f.vote(id, HOST, absent).await.unwrap(),
        tally(absent, 1, 2, false)
    );
    assert_eq!(
        f.vote(id, HOST, absent).await.unwrap(),
        tally(absent, 1, 2, false)
    );
    assert_eq!(f.tables.votes(id, absent).await.unwrap(), [Seat(0)]);
    assert_eq!(f.owners(id).await[1], Some(user(1)));

    assert_eq!(
        f.vote(id, user(2), absent).await.unwrap(),
        tally(absent, 2, 2, true)
    );
    let after = f.view(id).await;
    assert_eq!(
        after.seats.iter().map(|s| s.owner).collect::<Vec<_>>(),
        [Some(HOST), None, Some(user(2))]
    );
    assert_eq!(after.seats[1].missed_deadlines, 0);
    assert_eq!(after.game.host, HOST);
    assert_eq!(after.game.status, GameStatus::Active);
    // Only the owner changed: the seat keeps its hand and palaces, the game its state.
    assert_eq!(after.game.version, before.game.version);
    let (was, is) = (before.state.unwrap(), after.state.unwrap());
    assert_eq!(is.seat(Seat(1)), was.seat(Seat(1)));
    assert_eq!(is, was);
    assert!(f.tables.votes(id, absent).await.unwrap().is_empty());
    // As stored, not only as cached.
    let (_, seats) = f.stored(id).await;
    assert_eq!(seats[1].owner, None);

    // The old owner has no say in the game any more, and the seat is the program's now.
    assert!(matches!(
        f.vote(id, user(1), Motion::Abandon).await,
        Err(TableError::NotSeated)
    ));
    assert!(matches!(
        f.vote(id, HOST, absent).await,
        Err(TableError::ProgramSeat(1))
    ));
    f.tables.verify(id).await.unwrap();
}

#[tokio::test]
async fn in_a_four_player_game_two_of_the_three_other_players_hand_an_absent_seat_over() {
    let f = Fixture::new().await;
    let id = f.started_paced(4, 36).await;
    f.miss_deadlines(id, Seat(3), 2).await;
    let absent = Motion::Absent(3);
    assert_eq!(
        f.vote(id, user(1), absent).await.unwrap(),
        tally(absent, 1, 2, false)
    );
    assert_eq!(
        f.vote(id, user(2), absent).await.unwrap(),
        tally(absent, 2, 2, true)
    );
    assert_eq!(
        f.owners(id).await,
        [Some(HOST), Some(user(1)), Some(user(2)), None]
    );
}

#[tokio::test]
async fn seats_the_program_plays_have_no_vote_on_an_absent_seat() {
    let f = Fixture::new().await;
    let id = f.started_paced(3, 37).await;
    f.tables.leave_play(id, user(2)).await.unwrap();
    f.miss_deadlines(id, Seat(1), 2).await;
    // The host is the only other player: their vote is a majority.
    assert_eq!(
        f.vote(id, HOST, Motion::Absent(1)).await.unwrap(),
        tally(Motion::Absent(1), 1, 1, true)
    );
    assert_eq!(f.owners(id).await, [Some(HOST), None, None]);
}

#[tokio::test]
async fn the_absent_owners_own_move_resets_their_missed_deadlines_and_clears_the_vote() {
    let f = Fixture::new().await;
    let id = f.started_paced(3, 5).await;
    f.miss_deadlines(id, Seat(1), 2).await;
    let absent = Motion::Absent(1);
    assert!(!f.vote(id, HOST, absent).await.unwrap().carried);
    assert_eq!(f.tables.votes(id, absent).await.unwrap(), [Seat(0)]);

    f.turn_of(id, Seat(1)).await;
    // A move made for the seat, not by its owner, says nothing about the owner being back.
    let view = f.view(id).await;
    let state = view.state.unwrap();
    let action = state.default_action(Seat(1)).unwrap();
    f.tables
        .act_as_seat(id, Seat(1), view.game.version, action)
        .await
        .unwrap();
    assert_eq!(f.view(id).await.seats[1].missed_deadlines, 2);
    assert_eq!(f.tables.votes(id, absent).await.unwrap(), [Seat(0)]);

    // The owner's own move does.
    f.turn_of(id, Seat(1)).await;
    let view = f.view(id).await;
    let action = view.state.unwrap().default_action(Seat(1)).unwrap();
    let moved = f
        .tables
        .act(id, user(1), view.game.version, action)
        .await
        .unwrap();
    assert_eq!(moved.first().seat, Seat(1));
    assert_eq!(f.view(id).await.seats[1].missed_deadlines, 0);
    assert_eq!(f.stored(id).await.1[1].missed_deadlines, 0);
    assert!(f.store().votes(id, absent).await.unwrap().is_empty());
    assert!(f.tables.votes(id, absent).await.unwrap().is_empty());
    assert!(matches!(
        f.vote(id, user(2), absent).await,
        Err(TableError::NotAbsent {
            missed: 0,
            needed: 2
        })
    ));
    assert_eq!(f.owners(id).await[1], Some(user(1)));
}

// ----- the program's seats -----

#[tokio::test]
async fn the_program_plays_its_seat_on_its_turn_to_think_and_never_a_members() {
    let f = Fixture::new().await;
    let id = f.started(3, 6).await;
    let logged = f.logged(id).await;
    let left = f.tables.leave_play(id, user(1)).await.unwrap();
    assert_eq!((left.seats, left.abandoned), (vec![Seat(1)], false));
    let mut program_moves = left.moved.as_ref().map_or(0, |m| m.steps.len());
    assert_eq!(f.logged(id).await, logged + program_moves);
    let mut rng = players_rng(6);
    for _ in 0..10_000 {
        let now = f.view(id).await;
        if now.game.status == GameStatus::Finished {
            break;
        }
        let seat = now.state.as_ref().unwrap().to_act().single().unwrap();
        let logged = f.logged(id).await;
        let pending = f.store().pending_timers(id).await.unwrap();
        let moved = if seat == Seat(1) {
            // The program's seat waits on its turn to think, due at once, and nothing else.
            let [turn] = &pending[..] else {
                panic!("one timer for the program's seat: {pending:?}");
            };
            assert_eq!((turn.kind, turn.seat), (TimerKind::Think, 1));
            assert!(turn.due_at <= f.clock.now_ms());
            let Fired::Thinking(job) = f.tables.fire(turn).await.unwrap() else {
                panic!("the program's turn to think");
            };
            let Fired::Thought(moved) = f.tables.think(*job).await.unwrap() else {
                panic!("the program's turn played");
            };
            *moved
        } else {
            assert!(pending.iter().all(|t| t.kind != TimerKind::Think));
            let owner = now.owner(seat).unwrap();
            let action = now.state.unwrap().random_action(seat, &mut rng).unwrap();
            f.tables
                .act(id, owner, now.game.version, action)
                .await
                .unwrap()
        };
        assert_eq!(moved.first().seat, seat);
        assert_eq!(
            moved.steps.len(),
            1,
            "a strong seat never moves within another seat's move"
        );
        assert_eq!(f.logged(id).await, logged + 1);
        assert_eq!(moved.version(), now.game.version + 1);
        program_moves += usize::from(seat == Seat(1));
    }
    assert_eq!(f.view(id).await.game.status, GameStatus::Finished);
    assert!(program_moves > 0);
    let log = f.store().actions(id).await.unwrap();
    assert_eq!(log.iter().filter(|a| a.seat == 1).count(), program_moves);
    assert_eq!(f.tables.verify(id).await.unwrap(), log.len());
    assert!(f.tables.play_program(id).await.unwrap().is_none());
}

#[tokio::test]
async fn a_game_whose_seats_are_all_the_programs_is_played_to_its_end() {
    let f = Fixture::new().await;
    let id = f.started(3, 7).await;
    for seat in 0..3 {
        f.store().hand_over(id, seat, None, None).await.unwrap();
    }
    f.tables.forget(id).await;
    assert_eq!(f.owners(id).await, [None, None, None]);

    let moves = f.tables.play_program(id).await.unwrap().unwrap().steps;
    assert!(moves.len() > 10, "{} moves", moves.len());
    assert!(moves.last().unwrap().finished);
    assert!(moves[..moves.len() - 1].iter().all(|m| !m.finished));
    let end = f.view(id).await;
    assert_eq!(end.game.status, GameStatus::Finished);
    assert_eq!(end.game.version, moves.len() as i64);
    assert_eq!(f.logged(id).await, moves.len());
    assert_eq!(f.tables.verify(id).await.unwrap(), moves.len());

    let state = end.state.unwrap();
    let results = f.store().results(id).await.unwrap();
    assert_eq!(results, expected_placings(&state, &[None, None, None]));
    assert_eq!(results.len(), 3);
    assert!(results.iter().all(|p| p.user.is_none()));
    // Counted as a game of the server, but as nobody's.
    let stats = f.store().stats(GUILD).await.unwrap();
    assert_eq!(stats.games, [("palazzo".to_string(), 1)]);
    assert!(stats.players.is_empty(), "{stats:?}");
}

// ----- giving a seat to another member -----

#[tokio::test]
async fn only_the_host_or_an_admin_may_give_a_seat_to_another_member() {
    let f = Fixture::new().await;
    let id = f.started(3, 8).await;
    for by in [user(1), OUTSIDER] {
        assert!(matches!(
            f.tables.replace(id, by, false, Seat(2), NEWCOMER).await,
            Err(TableError::NotHostOrAdmin)
        ));
    }
    assert_eq!(
        f.owners(id).await,
        [Some(HOST), Some(user(1)), Some(user(2))]
    );

    assert_eq!(
        f.tables
            .replace(id, HOST, false, Seat(2), NEWCOMER)
            .await
            .unwrap(),
        Some(user(2))
    );
    assert_eq!(
        f.tables
            .replace(id, OUTSIDER, true, Seat(1), NEWCOMER + 1)
            .await
            .unwrap(),
        Some(user(1))
    );
    assert_eq!(
        f.owners(id).await,
        [Some(HOST), Some(NEWCOMER + 1), Some(NEWCOMER)]
    );
    assert_eq!(
        f.stored(id)
            .await
            .1
            .iter()
            .map(|s| s.owner)
            .collect::<Vec<_>>(),
        [Some(HOST), Some(NEWCOMER + 1), Some(NEWCOMER)]
    );
    assert_eq!(f.view(id).await.game.host, HOST);

    // The seat's new owner plays it; its old owner is out.
    let version = f.view(id).await.game.version;
    let to_act = f.seat_to_act(id).await.unwrap();
    let action = f.state(id).await.default_action(to_act).unwrap();
    assert!(matches!(
        f.tables.act(id, user(2), version, action).await,
        Err(ActError::Table(TableError::NotSeated))
    ));
    f.turn_of(id, Seat(2)).await;
    let view = f.view(id).await;
    let action = view.state.unwrap().default_action(Seat(2)).unwrap();
    let moved = f
        .tables
        .act(id, NEWCOMER, view.game.version, action)
        .await
        .unwrap();
    assert_eq!(moved.first().seat, Seat(2));
}

#[tokio::test]
async fn a_seat_is_given_only_to_a_member_without_one_and_only_if_it_exists() {
    let f = Fixture::new().await;
    let id = f.started(3, 9).await;
    for member in [HOST, user(2)] {
        assert!(matches!(
            f.tables.replace(id, HOST, false, Seat(1), member).await,
            Err(TableError::MemberSeated)
        ));
    }
    assert!(matches!(
        f.tables.replace(id, HOST, false, Seat(3), NEWCOMER).await,
        Err(TableError::NoSuchSeat(3))
    ));
    assert_eq!(
        f.owners(id).await,
        [Some(HOST), Some(user(1)), Some(user(2))]
    );
}

#[tokio::test]
async fn a_replaced_seat_keeps_its_game_and_starts_afresh() {
    let f = Fixture::new().await;
    let id = f.started_paced(3, 10).await;
    f.miss_deadlines(id, Seat(1), 2).await;
    assert!(!f.vote(id, HOST, Motion::Absent(1)).await.unwrap().carried);
    assert!(!f.vote(id, user(1), Motion::Abandon).await.unwrap().carried);
    let before = f.view(id).await;

    assert_eq!(
        f.tables
            .replace(id, HOST, false, Seat(1), NEWCOMER)
            .await
            .unwrap(),
        Some(user(1))
    );
    let after = f.view(id).await;
    assert_eq!(after.seats[1].owner, Some(NEWCOMER));
    assert_eq!(after.seats[1].missed_deadlines, 0);
    assert_eq!(f.stored(id).await.1[1].missed_deadlines, 0);
    assert_eq!(after.game.host, HOST);
    assert_eq!(after.game.version, before.game.version);
    let (was, is) = (before.state.unwrap(), after.state.unwrap());
    assert_eq!(is.seat(Seat(1)), was.seat(Seat(1)));
    assert_eq!(is, was);
    // The votes about the seat and by it were the old owner's business.
    assert!(
        f.tables
            .votes(id, Motion::Absent(1))
            .await
            .unwrap()
            .is_empty()
    );
    assert!(
        f.tables
            .votes(id, Motion::Abandon)
            .await
            .unwrap()
            .is_empty()
    );
    assert!(matches!(
        f.vote(id, HOST, Motion::Absent(1)).await,
        Err(TableError::NotAbsent {
            missed: 0,
            needed: 2
        })
    ));
    f.tables.verify(id).await.unwrap();
}

#[tokio::test]
async fn giving_away_the_hosts_seat_gives_the_host_role_with_it() {
    let f = Fixture::new().await;
    let id = f.started(3, 11).await;
    assert_eq!(
        f.tables
            .replace(id, OUTSIDER, true, Seat(0), NEWCOMER)
            .await
            .unwrap(),
        Some(HOST)
    );
    assert_eq!(f.view(id).await.game.host, NEWCOMER);
    assert_eq!(f.stored(id).await.0.host, NEWCOMER);
    assert_eq!(
        f.owners(id).await,
        [Some(NEWCOMER), Some(user(1)), Some(user(2))]
    );

    // The old host is nobody here any more; the new one acts as host.
    assert!(matches!(
        f.tables.replace(id, HOST, false, Seat(1), OUTSIDER).await,
        Err(TableError::NotHostOrAdmin)
    ));
    assert!(matches!(
        f.tables.cancel(id, HOST).await,
        Err(TableError::NotHost)
    ));
    assert_eq!(
        f.tables
            .replace(id, NEWCOMER, false, Seat(1), OUTSIDER)
            .await
            .unwrap(),
        Some(user(1))
    );
    // Giving away another seat leaves the host role where it is.
    assert_eq!(f.view(id).await.game.host, NEWCOMER);
}

#[tokio::test]
async fn a_seat_the_program_plays_can_be_given_back_to_a_member() {
    let f = Fixture::new().await;
    let id = f.started(3, 12).await;
    f.tables.leave_play(id, user(2)).await.unwrap();
    assert_eq!(
        f.tables
            .replace(id, HOST, false, Seat(2), user(2))
            .await
            .unwrap(),
        None
    );
    assert_eq!(
        f.owners(id).await,
        [Some(HOST), Some(user(1)), Some(user(2))]
    );
}

// ----- leaving a game in play -----

#[tokio::test]
async fn a_player_leaving_play_leaves_their_seat_to_the_program() {
    let f = Fixture::new().await;
    let id = f.started(3, 13).await;
    let before = f.view(id).await;
    let left = f.tables.leave_play(id, user(1)).await.unwrap();
    assert_eq!((left.seats, left.abandoned), (vec![Seat(1)], false));
    let after = f.view(id).await;
    assert_eq!(
        after.seats.iter().map(|s| s.owner).collect::<Vec<_>>(),
        [Some(HOST), None, Some(user(2))]
    );
    assert_eq!(f.stored(id).await.1[1].owner, None);
    assert_eq!(after.game.host, HOST);
    assert_eq!(after.game.status, GameStatus::Active);
    assert_eq!(after.state, before.state);

    for who in [user(1), OUTSIDER] {
        assert!(matches!(
            f.tables.leave_play(id, who).await,
            Err(TableError::NotSeated)
        ));
    }
}

#[tokio::test]
async fn when_the_host_leaves_play_the_next_seated_member_becomes_host() {
    let f = Fixture::new().await;
    let id = f.started(4, 14).await;
    f.tables.leave_play(id, user(1)).await.unwrap();
    assert_eq!(f.view(id).await.game.host, HOST);
    let left = f.tables.leave_play(id, HOST).await.unwrap();
    assert_eq!((left.seats, left.abandoned), (vec![Seat(0)], false));
    // Seat 1 is the program's: the next member is in seat 2.
    let after = f.view(id).await;
    assert_eq!(after.game.host, user(2));
    assert_eq!(f.stored(id).await.0.host, user(2));
    assert_eq!(
        after.seats.iter().map(|s| s.owner).collect::<Vec<_>>(),
        [None, None, Some(user(2)), Some(user(3))]
    );
    assert!(matches!(
        f.tables.cancel(id, HOST).await,
        Err(TableError::NotHost)
    ));
}

#[tokio::test]
async fn when_the_last_member_leaves_play_the_game_is_abandoned() {
    let f = Fixture::new().await;
    let id = f.started_paced(2, 15).await;
    assert!(
        f.tables
            .leave_play(id, HOST)
            .await
            .is_ok_and(|l| !l.abandoned)
    );
    assert_eq!(f.view(id).await.game.host, user(1));
    assert!(!f.store().pending_timers(id).await.unwrap().is_empty());

    let left = f.tables.leave_play(id, user(1)).await.unwrap();
    assert_eq!((left.seats, left.abandoned), (vec![Seat(1)], true));
    let end = f.view(id).await;
    assert_eq!(end.game.status, GameStatus::Cancelled);
    assert_eq!(f.stored(id).await.0.status, GameStatus::Cancelled);
    assert_eq!(end.game.next_deadline, None);
    assert!(f.store().pending_timers(id).await.unwrap().is_empty());
    assert!(f.tables.play_program(id).await.unwrap().is_none());
    assert_eq!(f.logged(id).await as i64, end.game.version);
    let seat = end.state.as_ref().unwrap().to_act().single().unwrap();
    let action = end.state.unwrap().default_action(seat).unwrap();
    assert!(matches!(
        f.tables.act(id, user(1), end.game.version, action).await,
        Err(ActError::Table(TableError::NotActive))
    ));
    assert!(f.store().results(id).await.unwrap().is_empty());
    assert!(f.store().stats(GUILD).await.unwrap().games.is_empty());
}

// ----- votes to abandon -----

#[tokio::test]
async fn abandoning_a_three_player_game_takes_two_votes_and_cancels_it() {
    let f = Fixture::new().await;
    let id = f.started_paced(3, 16).await;
    f.step(id, None).await;
    assert!(!f.store().pending_timers(id).await.unwrap().is_empty());

    let abandon = Motion::Abandon;
    assert_eq!(
        f.vote(id, HOST, abandon).await.unwrap(),
        tally(abandon, 1, 2, false)
    );
    assert_eq!(
        f.vote(id, HOST, abandon).await.unwrap(),
        tally(abandon, 1, 2, false)
    );
    assert!(matches!(
        f.vote(id, OUTSIDER, abandon).await,
        Err(TableError::NotSeated)
    ));
    assert_eq!(f.view(id).await.game.status, GameStatus::Active);
    assert_eq!(f.tables.votes(id, abandon).await.unwrap(), [Seat(0)]);

    assert_eq!(
        f.vote(id, user(2), abandon).await.unwrap(),
        tally(abandon, 2, 2, true)
    );
    let end = f.view(id).await;
    assert_eq!(end.game.status, GameStatus::Cancelled);
    assert_eq!(f.stored(id).await.0.status, GameStatus::Cancelled);
    assert_eq!(end.game.next_deadline, None);
    assert!(f.store().pending_timers(id).await.unwrap().is_empty());
    assert!(f.tables.votes(id, abandon).await.unwrap().is_empty());

    // Nothing more is played, voted or cancelled.
    let seat = end.state.as_ref().unwrap().to_act().single().unwrap();
    let owner = end.owner(seat).unwrap();
    let action = end.state.unwrap().default_action(seat).unwrap();
    assert!(matches!(
        f.tables.act(id, owner, end.game.version, action).await,
        Err(ActError::Table(TableError::NotActive))
    ));
    assert!(matches!(
        f.vote(id, user(1), abandon).await,
        Err(TableError::NotActive)
    ));
    assert!(matches!(
        f.tables.cancel(id, HOST).await,
        Err(TableError::NotActive)
    ));
    assert_eq!(f.logged(id).await, 1);
}

#[tokio::test]
async fn abandoning_a_two_player_game_takes_both_votes() {
    let f = Fixture::new().await;
    let id = f.started(2, 17).await;
    assert_eq!(
        f.vote(id, user(1), Motion::Abandon).await.unwrap(),
        tally(Motion::Abandon, 1, 2, false)
    );
    assert_eq!(f.view(id).await.game.status, GameStatus::Active);
    assert_eq!(
        f.vote(id, HOST, Motion::Abandon).await.unwrap(),
        tally(Motion::Abandon, 2, 2, true)
    );
    assert_eq!(f.view(id).await.game.status, GameStatus::Cancelled);
}

#[tokio::test]
async fn abandoning_a_four_player_game_takes_three_votes() {
    let f = Fixture::new().await;
    let id = f.started(4, 18).await;
    for (voter, votes) in [(HOST, 1), (user(3), 2)] {
        assert_eq!(
            f.vote(id, voter, Motion::Abandon).await.unwrap(),
            tally(Motion::Abandon, votes, 3, false)
        );
    }
    assert_eq!(f.view(id).await.game.status, GameStatus::Active);
    assert_eq!(
        f.vote(id, user(1), Motion::Abandon).await.unwrap(),
        tally(Motion::Abandon, 3, 3, true)
    );
    assert_eq!(f.view(id).await.game.status, GameStatus::Cancelled);
}

#[tokio::test]
async fn only_members_vote_to_abandon_seats_the_program_plays_do_not() {
    let f = Fixture::new().await;
    let id = f.started(3, 19).await;
    f.tables.leave_play(id, user(2)).await.unwrap();
    assert!(matches!(
        f.vote(id, user(2), Motion::Abandon).await,
        Err(TableError::NotSeated)
    ));
    assert_eq!(
        f.vote(id, user(1), Motion::Abandon).await.unwrap(),
        tally(Motion::Abandon, 1, 2, false)
    );
    assert_eq!(
        f.vote(id, HOST, Motion::Abandon).await.unwrap(),
        tally(Motion::Abandon, 2, 2, true)
    );
    assert_eq!(f.view(id).await.game.status, GameStatus::Cancelled);
}

// ----- results and statistics -----

#[tokio::test]
async fn the_results_match_the_outcome_and_go_to_the_seats_owners_at_the_end() {
    let f = Fixture::new().await;
    let id = f.started(3, 20).await;
    let mut rng = players_rng(20);
    for _ in 0..10 {
        assert!(!f.step(id, Some(&mut rng)).await);
    }
    assert!(f.store().results(id).await.unwrap().is_empty(), "not yet");
    // Mid-game, seat 2 changes hands and seat 1 goes to the program.
    f.tables
        .replace(id, HOST, false, Seat(2), NEWCOMER)
        .await
        .unwrap();
    f.tables.leave_play(id, user(1)).await.unwrap();
    assert!(!f.vote(id, HOST, Motion::Abandon).await.unwrap().carried);

    let end = f.finish(id, 21).await;
    let state = end.state.unwrap();
    let results = f.store().results(id).await.unwrap();
    assert_eq!(
        results,
        expected_placings(&state, &[Some(HOST), None, Some(NEWCOMER)])
    );
    assert_eq!(
        results.iter().map(|p| p.seat).collect::<Vec<_>>(),
        [0, 1, 2]
    );
    assert!(results.iter().any(|p| p.rank == 1));
    // A vote still open when the game ends goes with it.
    assert!(
        f.tables
            .votes(id, Motion::Abandon)
            .await
            .unwrap()
            .is_empty()
    );
    f.tables.verify(id).await.unwrap();
}

/// One member's line of the statistics.
fn line(user: u64, played: u32, won: u32) -> PlayerStats {
    PlayerStats {
        kind: "palazzo".to_string(),
        user,
        played,
        won,
    }
}

/// 1 if `who` won (or shared first place in) the finished game `id`, from its results.
async fn won(f: &Fixture, id: GameId, who: u64) -> u32 {
    let results = f.store().results(id).await.unwrap();
    assert!(!results.is_empty());
    u32::from(results.iter().any(|p| p.user == Some(who) && p.rank == 1))
}

#[tokio::test]
async fn stats_count_a_guilds_finished_games_and_nothing_cancelled_or_elsewhere() {
    let f = Fixture::new().await;
    // Finished: two in the guild, one in another guild.
    let a = f.started_in(GUILD, 2, Settings::default(), 22).await;
    let b = f.started_in(GUILD, 3, Settings::default(), 23).await;
    let c = f.started_in(OTHER_GUILD, 2, Settings::default(), 24).await;
    // Not finished: cancelled by its host, abandoned by vote, left by all, still played, in
    // the lobby.
    let cancelled = f.started(2, 25).await;
    let abandoned = f.started(2, 26).await;
    let left = f.started(2, 27).await;
    let _playing = f.started(2, 28).await;
    f.tables
        .open_lobby(Some(GUILD), CHANNEL, HOST, Default::default(), 29)
        .await
        .unwrap();
    for id in [a, b, c] {
        f.finish(id, id.0 as u64).await;
    }
    f.tables.cancel(cancelled, HOST).await.unwrap();
    for voter in [HOST, user(1)] {
        f.vote(abandoned, voter, Motion::Abandon).await.unwrap();
    }
    for leaver in [HOST, user(1)] {
        f.tables.leave_play(left, leaver).await.unwrap();
    }
    for id in [cancelled, abandoned, left] {
        assert_eq!(f.view(id).await.game.status, GameStatus::Cancelled);
        assert!(f.store().results(id).await.unwrap().is_empty());
    }

    let mut expected = vec![
        line(HOST, 2, won(&f, a, HOST).await + won(&f, b, HOST).await),
        line(
            user(1),
            2,
            won(&f, a, user(1)).await + won(&f, b, user(1)).await,
        ),
        line(user(2), 1, won(&f, b, user(2)).await),
    ];
    let stats = f.store().stats(GUILD).await.unwrap();
    assert_eq!(stats.games, [("palazzo".to_string(), 2)]);
    let mut players = stats.players.clone();
    players.sort_by_key(|p| p.user);
    expected.sort_by_key(|p| p.user);
    assert_eq!(players, expected);
    // Each game has one winner at least.
    assert!(stats.players.iter().map(|p| p.won).sum::<u32>() >= 2);

    let elsewhere = f.store().stats(OTHER_GUILD).await.unwrap();
    assert_eq!(elsewhere.games, [("palazzo".to_string(), 1)]);
    let mut players = elsewhere.players.clone();
    players.sort_by_key(|p| p.user);
    assert_eq!(
        players,
        [
            line(HOST, 1, won(&f, c, HOST).await),
            line(user(1), 1, won(&f, c, user(1)).await)
        ]
    );
    assert_eq!(
        f.store().stats(OTHER_GUILD + 1).await.unwrap(),
        Default::default()
    );
}

// ----- rematches -----

#[tokio::test]
async fn a_rematch_waits_for_the_end_and_is_only_for_the_players() {
    let f = Fixture::new().await;
    let id = f.started(2, 30).await;
    assert!(matches!(
        f.tables.rematch(id, HOST, 1).await,
        Err(TableError::NotActive)
    ));
    f.finish(id, 30).await;
    assert!(matches!(
        f.tables.rematch(id, OUTSIDER, 1).await,
        Err(TableError::NotInvited)
    ));
    let cancelled = f.started(2, 31).await;
    f.tables.cancel(cancelled, HOST).await.unwrap();
    assert!(matches!(
        f.tables.rematch(cancelled, HOST, 1).await,
        Err(TableError::NotActive)
    ));
    let lobby = f
        .tables
        .open_lobby(Some(GUILD), CHANNEL, HOST, Default::default(), 32)
        .await
        .unwrap();
    assert!(matches!(
        f.tables.rematch(lobby, HOST, 1).await,
        Err(TableError::NotActive)
    ));
    assert_eq!(f.rematches_of(id).await, 0);
    assert_eq!(f.rematches_of(cancelled).await, 0);
    assert_eq!(
        f.store().games_in_status(GameStatus::Lobby).await.unwrap(),
        [lobby]
    );
}

#[tokio::test]
async fn a_rematch_opens_for_the_first_asker_and_starts_once_every_player_has_accepted() {
    let f = Fixture::new().await;
    let old = f.started_paced(3, 33).await;
    let end = f.finish(old, 33).await;

    let Rematched::Opened(id) = f.tables.rematch(old, user(1), 99).await.unwrap() else {
        panic!("the first asker opens the rematch");
    };
    let lobby = f.view(id).await;
    assert_eq!(lobby.game.status, GameStatus::Lobby);
    assert_eq!(lobby.game.rematch_of, Some(old));
    assert_eq!(lobby.game.host, user(1));
    assert_eq!(lobby.game.kind, end.game.kind);
    assert_eq!(lobby.game.guild_id, Some(GUILD));
    assert_eq!(lobby.game.channel_id, CHANNEL);
    assert_eq!(lobby.game.options_json, end.game.options_json);
    assert_eq!(lobby.game.settings_json, end.game.settings_json);
    assert_eq!(lobby.settings, paced());
    assert_eq!(lobby.game.seed, 99);
    assert_eq!(
        lobby
            .seats
            .iter()
            .map(|s| (s.seat, s.owner))
            .collect::<Vec<_>>(),
        [(0, Some(user(1)))]
    );
    assert_eq!(
        f.tables.invited(id).await.unwrap(),
        Some(vec![HOST, user(1), user(2)])
    );
    assert_eq!(f.tables.invited(old).await.unwrap(), None);

    assert_eq!(
        f.tables.rematch(old, HOST, 100).await.unwrap(),
        Rematched::Joined(id)
    );
    for again in [HOST, user(1)] {
        assert_eq!(
            f.tables.rematch(old, again, 101).await.unwrap(),
            Rematched::AlreadyIn(id)
        );
    }
    assert!(matches!(
        f.tables.join(id, OUTSIDER).await,
        Err(TableError::NotInvited)
    ));
    assert!(matches!(
        f.tables.rematch(old, OUTSIDER, 102).await,
        Err(TableError::NotInvited)
    ));
    let waiting = f.view(id).await;
    assert_eq!(waiting.game.status, GameStatus::Lobby);
    assert_eq!(
        waiting.seats.iter().map(|s| s.owner).collect::<Vec<_>>(),
        [Some(user(1)), Some(HOST)]
    );

    assert_eq!(
        f.tables.rematch(old, user(2), 103).await.unwrap(),
        Rematched::Started(id)
    );
    let started = f.view(id).await;
    assert_eq!(started.game.status, GameStatus::Active);
    assert_eq!(started.game.host, user(1));
    assert_eq!(started.game.seed, 99);
    assert_eq!(
        started.state,
        Some(Palazzo::setup(&Default::default(), 3, 99).unwrap())
    );
    assert!(
        started.game.next_deadline.is_some(),
        "the pace carried over"
    );
    assert_eq!(f.rematches_of(old).await, 1);

    // Asking again never opens another one.
    for again in [HOST, user(2)] {
        let r = f.tables.rematch(old, again, 104).await;
        assert!(!matches!(r, Ok(Rematched::Opened(_))), "{r:?}");
    }
    assert_eq!(f.rematches_of(old).await, 1);
    assert_eq!(f.view(old).await.game.status, GameStatus::Finished);
}

#[tokio::test]
async fn a_two_player_rematch_starts_when_the_other_player_accepts() {
    let f = Fixture::new().await;
    let old = f.started(2, 34).await;
    f.finish(old, 34).await;
    let Rematched::Opened(id) = f.tables.rematch(old, HOST, 7).await.unwrap() else {
        panic!("the first asker opens the rematch");
    };
    assert_eq!(
        f.tables.rematch(old, user(1), 8).await.unwrap(),
        Rematched::Started(id)
    );
    let started = f.view(id).await;
    assert_eq!(started.game.status, GameStatus::Active);
    assert_eq!(
        started.seats.iter().map(|s| s.owner).collect::<Vec<_>>(),
        [Some(HOST), Some(user(1))]
    );
}

#[tokio::test]
async fn a_rematch_invites_those_seated_at_the_end_not_those_who_left() {
    let f = Fixture::new().await;
    let old = f.started(3, 35).await;
    f.tables.leave_play(old, user(2)).await.unwrap();
    f.finish(old, 35).await;
    assert!(matches!(
        f.tables.rematch(old, user(2), 1).await,
        Err(TableError::NotInvited)
    ));
    let Rematched::Opened(id) = f.tables.rematch(old, user(1), 2).await.unwrap() else {
        panic!("the first asker opens the rematch");
    };
    assert_eq!(
        f.tables.invited(id).await.unwrap(),
        Some(vec![HOST, user(1)])
    );
    assert!(matches!(
        f.tables.join(id, user(2)).await,
        Err(TableError::NotInvited)
    ));
    assert_eq!(
        f.tables.rematch(old, HOST, 3).await.unwrap(),
        Rematched::Started(id)
    );
    let started = f.view(id).await;
    assert_eq!(started.game.status, GameStatus::Active);
    assert_eq!(started.state.unwrap().players(), 2);
}

/// Two players accepting a rematch at the same moment: both join and see everyone seated, and
/// exactly one starts the game; the other is told it joined, not refused because the game has
/// left its lobby (the race this test found). A race is a matter of timing, so it is tried
/// many times: before the fix it failed within 3 to 270 tries. (To save time the old games are
/// marked finished directly: a rematch looks only at the status and at who holds the seats.)
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn players_accepting_a_rematch_at_once_are_all_answered_without_error() {
    let f = Fixture::new().await;
    for trial in 0..400u64 {
        let old = f.started(3, 1_000 + trial).await;
        sqlx::query("UPDATE games SET status = 'finished' WHERE id = ?")
            .bind(old.0)
            .execute(f.store().pool())
            .await
            .unwrap();
        f.tables.forget(old).await;
        let Rematched::Opened(id) = f.tables.rematch(old, HOST, trial).await.unwrap() else {
            panic!("the first asker opens the rematch");
        };
        let at_once = Arc::new(Barrier::new(2));
        let askers: Vec<_> = [user(1), user(2)]
            .into_iter()
            .map(|asker| {
                let (tables, at_once) = (f.tables.clone(), at_once.clone());
                tokio::spawn(async move {
                    at_once.wait().await;
                    tables.rematch(old, asker, trial).await
                })
            })
            .collect();
        let mut answers = Vec::new();
        for asker in askers {
            answers.push(asker.await.unwrap());
        }
        assert_eq!(f.view(id).await.game.status, GameStatus::Active);
        let mut answers: Vec<Rematched> = answers
            .into_iter()
            .map(|a| a.unwrap_or_else(|e| panic!("try {trial}: an acceptance refused: {e:?}")))
            .collect();
        answers.sort_by_key(|a| matches!(a, Rematched::Started(_)));
        assert_eq!(answers, [Rematched::Joined(id), Rematched::Started(id)]);
    }
}
