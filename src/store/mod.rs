//! The store: games, seats, the log of accepted actions and the timers of games played over
//! days (reminders, deadlines: see `timers`), in `SQLite` or `PostgreSQL` ([`backend`]), through
//! sqlx.
//!
//! All SQL lives in this module. Queries are checked at run time (`sqlx::query` with `.bind`),
//! so a fresh clone builds without a database; the schema comes from `migrations/sqlite/` or
//! `migrations/postgres/`, embedded at compile time and run by [`Store::open`].
//!
//! Every write is one transaction. On `SQLite` it begins with `BEGIN IMMEDIATE`: it takes the
//! write lock up front (waiting up to the busy timeout for another writer) rather than failing
//! half-way when a read turns into a write. An accepted action is inserted and the game's
//! `version` bumped in the same transaction, guarded by `WHERE version = <expected>`
//! ([`Store::append`]): on either database, of two processes storing a move at one version,
//! one stores it and the other is told the game has moved on.
//!
//! Durability: `SQLite` runs in WAL mode with `synchronous = FULL`, so a commit that has
//! returned survives a power cut, not only a crash of the process — the bot answers Discord only
//! after the commit. Moves are committed in groups ([`group_commit`]): the moves of all the
//! games waiting while a commit is on the disk share the next transaction, each in a savepoint
//! of its own, so the disk's flushes per second no longer cap the moves per second. The ignored
//! tests `act_latency` and `durable_actions_per_second` in `tests/it/table.rs` measure what
//! durability costs.

mod append;
pub mod backend;
pub mod backup;
mod committer;
mod database;
mod error;
pub mod group_commit;
mod listing;
mod moves;
mod names;
mod outbox;
mod pace;
mod pages;
mod personal;
mod placing;
mod queries;
mod ratings;
mod rematch;
mod results;
mod rows;
mod script;
mod seats;
mod threads;
mod timer;
mod timers;
mod transfer;
mod vacations;

use std::path::Path;
use std::sync::Arc;

use sqlx::{AnyConnection, AnyPool, Row};
use tokio::sync::Notify;

use crate::computer::Level;
use crate::shards::Shards;

pub use append::{Append, AppendTimers, Appended, Holder};
pub use backend::{BUSY_TIMEOUT, Backend, Options};
pub use committer::Committed;
use committer::Committer;
pub use database::Store;
pub use error::StoreError;
pub use outbox::{BOARD_GRACE_MS, Depth, OutboxId, Outgoing, Pending};
pub use pace::Pace;
pub use pages::{FINISHED_LISTED, Finished, new_token};
pub use personal::{Held, HeldItem, PersonSettings};
pub use placing::Placing;
pub use queries::now_ms;
use queries::{expect_status, game_row, seat_host_in, seat_number, sql, touch};
pub use ratings::{Rated, Rating};
pub use rematch::Rematch;
pub use results::{PlayerStats, Stats};
pub use rows::{GameId, GameRow, GameStatus, SeatRow, StoredAction};
pub use seats::Motion;
pub use timer::{Claim, NewTimer, Rearm, Timer, TimerId, TimerKind};
pub use transfer::Copied;
pub use vacations::{
    DEFAULT_VACATION_DAYS, MAX_VACATION_DAYS, Vacation, VacationStart, WINDOW_DAYS,
};

impl Store {
    /// The settings Tavola uses for `url` (`sqlite://tavola.db`, `sqlite::memory:`,
    /// `postgres://…`). A `SQLite` file is created if missing and runs in WAL mode with
    /// `synchronous = FULL`, a 5 s busy timeout and foreign keys enforced.
    pub fn connect_options(url: &str) -> Result<Options, StoreError> {
        url.parse()
    }

    /// Opens (creating a `SQLite` file if missing) the database at `url` and brings its schema
    /// up to date.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        Store::open_with(Store::connect_options(url)?).await
    }

    /// Opens (creating if missing) the `SQLite` file at `path`.
    pub async fn open_in(path: &Path) -> Result<Store, StoreError> {
        Store::open_with(Options::file(path)).await
    }

    /// Opens with exactly these settings (start from [`Store::connect_options`]) and runs the
    /// migrations, unless the store is opened read-only.
    pub async fn open_with(options: Options) -> Result<Store, StoreError> {
        let backend = options.backend();
        let writer = options.pool(1).await?;
        if !options.is_read_only() {
            backend.migrations().run(&writer).await?;
        }
        let readers = options.pool(4).await?;
        Ok(Store {
            backend,
            commits: Committer::start(writer.clone(), backend)?,
            writer,
            readers,
            armed: Arc::new(Notify::new()),
            outbox: Arc::new(Notify::new()),
            shards: None,
            changed: Arc::new(tokio::sync::watch::Sender::new(0)),
            pages: None,
        })
    }

    /// This store, serving the timers and outbox of the games on `shards` only: another
    /// process serves the others' ([`crate::shards`]).
    #[must_use]
    pub fn serving(mut self, shards: Shards) -> Store {
        self.shards = Some(shards);
        self
    }

    /// This store, linking each game to its page on the web under `base` (`https://host/path`,
    /// without a trailing slash).
    #[must_use]
    pub fn with_pages(mut self, base: &str) -> Store {
        self.pages = Some(Arc::from(base.trim_end_matches('/')));
        self
    }

    /// Where pages are served, if they are.
    pub fn pages(&self) -> Option<&str> {
        self.pages.as_deref()
    }

    /// The link to the page of `game`, if pages are served.
    pub fn page_url(&self, game: &GameRow) -> Option<String> {
        self.pages
            .as_deref()
            .map(|base| format!("{base}/game/{}/{}", game.id.0, game.page_token))
    }

    /// Ticks after every commit that wrote to the outbox (a move, a start, a change of seats):
    /// what a page following games live waits on before it reads their versions again.
    pub fn changes(&self) -> tokio::sync::watch::Receiver<u64> {
        self.changed.subscribe()
    }

    /// How many times [`changes`](Store::changes) has ticked: what was read before it ticks
    /// again is as current as this process's writes.
    pub fn change_count(&self) -> u64 {
        *self.changed.borrow()
    }

    /// The shards whose games this process serves, if not every game.
    pub fn shards(&self) -> Option<Shards> {
        self.shards
    }

    /// A condition on the games table aliased `g` that holds for the games this process
    /// serves (`TRUE` when it serves all).
    fn own_games(&self) -> String {
        self.shards
            .map_or_else(|| "TRUE".to_string(), |s| s.sql_holds("g.guild_id"))
    }

    /// Resolves when a write has armed a timer that is due at once, since the last call
    /// returned (one waiter: the scheduler).
    pub async fn timer_armed(&self) {
        self.armed.notified().await;
    }

    /// After a commit that armed `rearm`: wakes the scheduler if a timer is due at once.
    fn armed(&self, rearm: &Rearm) {
        if rearm.arm.iter().any(|t| t.kind == TimerKind::Think) {
            self.armed.notify_one();
        }
    }

    /// The pool that reads, for tests and tools that need raw SQL (written for `SQLite`, and
    /// passed through [`Store::sql`]). Writes made through it wait for the store's writer
    /// through `SQLite`'s busy timeout.
    pub fn pool(&self) -> &AnyPool {
        &self.readers
    }

    /// Which database the store is on.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// `sql`, written with `?` parameters, as the store's database reads it.
    pub fn sql<'a>(&self, sql: &'a str) -> &'a str {
        self.backend.sql(sql)
    }

    /// Waits for the connections in use, then closes them all (checkpointing the WAL).
    pub async fn close(&self) {
        self.readers.close().await;
        self.writer.close().await;
    }

    /// A write transaction on the writer connection ([`Backend::begin_write`]).
    async fn write(&self) -> Result<sqlx::Transaction<'static, sqlx::Any>, sqlx::Error> {
        self.writer.begin_with(self.backend.begin_write()).await
    }

    // ----- lobby -----

    /// A new game in the lobby, its host in seat 0, with the default settings.
    pub async fn create_lobby(
        &self,
        kind: &str,
        guild_id: Option<u64>,
        channel_id: u64,
        host: u64,
        options_json: &str,
        seed: u64,
    ) -> Result<GameId, StoreError> {
        self.create_lobby_with_settings(kind, guild_id, channel_id, host, options_json, "{}", seed)
            .await
    }

    /// A new game in the lobby, its host in seat 0, with these settings (JSON, see
    /// `schedule::Settings`).
    #[allow(clippy::too_many_arguments)]
    pub async fn create_lobby_with_settings(
        &self,
        kind: &str,
        guild_id: Option<u64>,
        channel_id: u64,
        host: u64,
        options_json: &str,
        settings_json: &str,
        seed: u64,
    ) -> Result<GameId, StoreError> {
        let now = now_ms();
        let mut tx = self.write().await?;
        let id: i64 = sqlx::query_scalar(sql(
            &tx,
            "INSERT INTO games (kind, guild_id, channel_id, host_user_id, status, options, \
             settings, seed, version, created_at, updated_at, page_token) \
             VALUES (?, ?, ?, ?, 'lobby', ?, ?, ?, 0, ?, ?, ?) RETURNING id",
        ))
        .bind(kind)
        .bind(guild_id.map(|g| g as i64))
        .bind(channel_id as i64)
        .bind(host as i64)
        .bind(options_json)
        .bind(settings_json)
        .bind(seed as i64)
        .bind(now)
        .bind(now)
        .bind(pages::new_token())
        .fetch_one(&mut *tx)
        .await?;
        seat_host_in(&mut tx, GameId(id), host).await?;
        tx.commit().await?;
        Ok(GameId(id))
    }

    /// Records the message that shows the game's board.
    pub async fn set_board_message(&self, id: GameId, message_id: u64) -> Result<(), StoreError> {
        let done = sqlx::query(
            self.sql("UPDATE games SET board_message_id = ?, updated_at = ? WHERE id = ?"),
        )
        .bind(message_id as i64)
        .bind(now_ms())
        .bind(id.0)
        .execute(&self.writer)
        .await?;
        if done.rows_affected() == 0 {
            return Err(StoreError::NotFound(id));
        }
        Ok(())
    }

    /// Seats `user` in the next seat of a game in the lobby, which holds at most `max` seats.
    pub async fn join(&self, id: GameId, user: u64, max: u8) -> Result<u8, StoreError> {
        let mut tx = self.write().await?;
        expect_status(&mut tx, id, GameStatus::Lobby).await?;
        let seats = seats_of(&mut tx, id).await?;
        if let Some(s) = seats.iter().find(|s| s.owner == Some(user)) {
            return Err(StoreError::AlreadySeated { id, seat: s.seat });
        }
        if seats.len() >= max as usize {
            return Err(StoreError::Full { id, max });
        }
        let seat = seats.len() as u8;
        sqlx::query(sql(
            &tx,
            "INSERT INTO seats (game_id, seat, user_id, dm_ok) VALUES (?, ?, ?, 1)",
        ))
        .bind(id.0)
        .bind(i64::from(seat))
        .bind(user as i64)
        .execute(&mut *tx)
        .await?;
        touch(&mut tx, id).await?;
        tx.commit().await?;
        Ok(seat)
    }

    /// Takes `user` out of a game in the lobby; the seats after theirs move up one, keeping
    /// their order. The host cannot leave (they cancel).
    /// Seats a computer player of `level` in the next seat of a lobby. Returns its seat.
    pub async fn add_computer(&self, id: GameId, level: Level, max: u8) -> Result<u8, StoreError> {
        let mut tx = self.write().await?;
        expect_status(&mut tx, id, GameStatus::Lobby).await?;
        let seats = seats_of(&mut tx, id).await?;
        if seats.len() >= max as usize {
            return Err(StoreError::Full { id, max });
        }
        let seat = seats.len() as u8;
        sqlx::query(sql(
            &tx,
            "INSERT INTO seats (game_id, seat, user_id, dm_ok, computer) VALUES (?, ?, NULL, 0, ?)",
        ))
        .bind(id.0)
        .bind(i64::from(seat))
        .bind(level.name())
        .execute(&mut *tx)
        .await?;
        touch(&mut tx, id).await?;
        tx.commit().await?;
        Ok(seat)
    }

    /// Takes the last computer player out of a lobby (later seats move up one). Returns the
    /// seat it had; [`StoreError::NotSeated`] if the lobby has none.
    pub async fn remove_computer(&self, id: GameId) -> Result<u8, StoreError> {
        let mut tx = self.write().await?;
        expect_status(&mut tx, id, GameStatus::Lobby).await?;
        let seats = seats_of(&mut tx, id).await?;
        let gone = seats
            .iter()
            .rev()
            .find(|s| s.computer.is_some())
            .ok_or(StoreError::NotSeated(id))?;
        vacate_in(&mut tx, id, &seats, gone.seat).await?;
        tx.commit().await?;
        Ok(gone.seat)
    }

    pub async fn leave(&self, id: GameId, user: u64) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        let row = expect_status(&mut tx, id, GameStatus::Lobby).await?;
        if row.host == user {
            return Err(StoreError::HostCannotLeave(id));
        }
        let seats = seats_of(&mut tx, id).await?;
        let Some(gone) = seats.iter().find(|s| s.owner == Some(user)) else {
            return Err(StoreError::NotSeated(id));
        };
        vacate_in(&mut tx, id, &seats, gone.seat).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Lobby → active, with the engine's state as set up for `players` seats. The version
    /// stays 0.
    pub async fn start(&self, id: GameId, players: u8, state_json: &str) -> Result<(), StoreError> {
        self.start_with(id, players, state_json, &Rearm::default())
            .await?;
        Ok(())
    }

    /// [`Store::start`], arming the first timers in the same transaction. Returns the game's
    /// next deadline. A lobby whose seats are no longer `players` (another process seated
    /// someone meanwhile) is not started: [`StoreError::Conflict`].
    pub async fn start_with(
        &self,
        id: GameId,
        players: u8,
        state_json: &str,
        rearm: &Rearm,
    ) -> Result<Option<i64>, StoreError> {
        let mut tx = self.write().await?;
        let row = expect_status(&mut tx, id, GameStatus::Lobby).await?;
        if seats_of(&mut tx, id).await?.len() != usize::from(players) {
            return Err(StoreError::Conflict {
                id,
                current: row.version,
            });
        }
        sqlx::query(sql(
            &tx,
            "UPDATE games SET status = 'active', state = ?, state_version = version, \
             updated_at = ? WHERE id = ?",
        ))
        .bind(state_json)
        .bind(now_ms())
        .bind(id.0)
        .execute(&mut *tx)
        .await?;
        let next_deadline = timers::rearm_in(&mut tx, id, 0, rearm).await?;
        outbox::enqueue_in(&mut tx, id, 0, &[Outgoing::Board, Outgoing::Started]).await?;
        tx.commit().await?;
        self.armed(rearm);
        self.wrote_outbox();
        Ok(next_deadline)
    }

    /// Stops a game in the lobby or in play. A finished or cancelled game stays as it is
    /// ([`StoreError::WrongStatus`]).
    pub async fn cancel(&self, id: GameId) -> Result<(), StoreError> {
        let mut tx = self.write().await?;
        let row = game_row(&mut tx, id)
            .await?
            .ok_or(StoreError::NotFound(id))?;
        if !matches!(row.status, GameStatus::Lobby | GameStatus::Active) {
            return Err(StoreError::WrongStatus {
                id,
                status: row.status,
            });
        }
        sqlx::query(sql(
            &tx,
            "UPDATE games SET status = 'cancelled', next_deadline = NULL, updated_at = ? \
             WHERE id = ?",
        ))
        .bind(now_ms())
        .bind(id.0)
        .execute(&mut *tx)
        .await?;
        timers::drop_all_in(&mut tx, id).await?;
        seats::clear_votes_in(&mut tx, id, None).await?;
        outbox::enqueue_in(&mut tx, id, row.version, &[Outgoing::Board]).await?;
        tx.commit().await?;
        self.wrote_outbox();
        Ok(())
    }

    // ----- reading -----

    /// The game and its seats (in seat order), read in one snapshot.
    pub async fn load(&self, id: GameId) -> Result<Option<(GameRow, Vec<SeatRow>)>, StoreError> {
        let mut tx = self.readers.begin().await?;
        let Some(row) = game_row(&mut tx, id).await? else {
            return Ok(None);
        };
        let seats = seats_of(&mut tx, id).await?;
        tx.commit().await?;
        Ok(Some((row, seats)))
    }

    /// The game's actions that stand, in order: its log without the rows that take an action
    /// back and the actions they took back.
    pub async fn actions(&self, id: GameId) -> Result<Vec<StoredAction>, StoreError> {
        self.actions_between(id, 0, i64::MAX).await
    }

    /// The actions that stand among the game's log after its `after`-th row up to its
    /// `up_to`-th, in order: what brings a snapshot taken at version `after` up to a row read
    /// at version `up_to`. The log only grows, so these are that row's actions even if another
    /// process has appended since. (A take-back writes the snapshot, so the rows after a
    /// snapshot never take back one before it.)
    pub async fn actions_between(
        &self,
        id: GameId,
        after: i64,
        up_to: i64,
    ) -> Result<Vec<StoredAction>, StoreError> {
        self.log_rows(id, after, up_to, true).await
    }

    /// The game's whole log, in order: every action, the rows that take one back among them.
    pub async fn log(&self, id: GameId) -> Result<Vec<StoredAction>, StoreError> {
        self.log_rows(id, 0, i64::MAX, false).await
    }

    async fn log_rows(
        &self,
        id: GameId,
        after: i64,
        up_to: i64,
        standing: bool,
    ) -> Result<Vec<StoredAction>, StoreError> {
        let query = if standing {
            "SELECT seq, seat, action, undoes, created_at FROM actions a WHERE game_id = ? \
             AND seq > ? AND seq <= ? AND undoes IS NULL AND NOT EXISTS (SELECT 1 FROM actions u \
             WHERE u.game_id = a.game_id AND u.undoes = a.seq) ORDER BY seq"
        } else {
            "SELECT seq, seat, action, undoes, created_at FROM actions WHERE game_id = ? \
             AND seq > ? AND seq <= ? ORDER BY seq"
        };
        let rows = sqlx::query(self.sql(query))
            .bind(id.0)
            .bind(after)
            .bind(up_to)
            .fetch_all(&self.readers)
            .await?;
        rows.iter()
            .map(|r| {
                Ok(StoredAction {
                    seq: r.try_get("seq")?,
                    seat: seat_number(r.try_get("seat")?)?,
                    action_json: r.try_get("action")?,
                    undoes: r.try_get("undoes")?,
                    created_at: r.try_get("created_at")?,
                })
            })
            .collect()
    }

    /// The ids of every game in `status`, oldest first.
    pub async fn games_in_status(&self, status: GameStatus) -> Result<Vec<GameId>, StoreError> {
        let ids: Vec<i64> =
            sqlx::query_scalar(self.sql("SELECT id FROM games WHERE status = ? ORDER BY id"))
                .bind(status.as_str())
                .fetch_all(&self.readers)
                .await?;
        Ok(ids.into_iter().map(GameId).collect())
    }

    // ----- play -----

    /// Stores one accepted action, in one transaction: the game moves from `expected_version`
    /// to `expected_version + 1` with its new state (and `finished` status if the action ended
    /// it), and the action is logged as `seq = expected_version + 1`. Returns the new version
    /// once committed.
    ///
    /// If the game is no longer at `expected_version`, nothing is stored:
    /// [`StoreError::Conflict`]. A game not in play gives [`StoreError::WrongStatus`].
    ///
    /// The game's pending timers are dropped: they were armed for the old version. The table
    /// service arms new ones with [`Store::append_with`].
    pub async fn append(
        &self,
        id: GameId,
        expected_version: i64,
        seat: u8,
        action_json: &str,
        new_state_json: &str,
        finished: bool,
    ) -> Result<i64, StoreError> {
        let append = Append {
            seat,
            action_json,
            state_json: Some(new_state_json),
            end: finished.then_some(&[]),
            ..Append::default()
        };
        Ok(self
            .append_with(id, expected_version, &append)
            .await?
            .version)
    }

    /// [`Store::append`] with everything else the action changes, in the same transaction:
    /// the deadline it answers is claimed (nothing is stored unless this call claims it,
    /// [`StoreError::TimerNotClaimed`]) and counted against the seat; a move the seat's owner
    /// made themselves clears its missed deadlines and any vote to hand it to the program; the
    /// pending timers are replaced as `timers.rearm` says; and the standings of a game that
    /// ends are written for `/stats`.
    pub async fn append_with(
        &self,
        id: GameId,
        expected_version: i64,
        append: &Append<'_>,
    ) -> Result<Appended, StoreError> {
        self.append_move(id, expected_version, std::slice::from_ref(append))
            .await
    }

    /// Several actions that make one move (a player's, then the program's replies), in one
    /// transaction: all of them are stored or none. Each is stored as [`Store::append_with`]
    /// stores one, except that only the first may answer a deadline, and the timers are those
    /// the last one arms. Returns the version after the last.
    pub async fn append_move(
        &self,
        id: GameId,
        expected_version: i64,
        actions: &[Append<'_>],
    ) -> Result<Appended, StoreError> {
        let appended = self
            .commits
            .store(committer::Move::new(id, expected_version, actions))
            .await?;
        if let Some(last) = actions.last() {
            self.armed(&last.timers.rearm);
        }
        self.wrote_outbox();
        Ok(appended)
    }

    /// How many transactions the moves stored so far took ([`group_commit`]).
    pub fn committed(&self) -> Committed {
        self.commits.committed()
    }

    /// The events of the game's last `limit` actions up to its `up_to`-th, oldest first:
    /// `None` for an action stored before events were.
    pub async fn recent_events(
        &self,
        id: GameId,
        up_to: i64,
        limit: usize,
    ) -> Result<Vec<Option<String>>, StoreError> {
        let rows = sqlx::query(self.sql(
            "SELECT events FROM actions a WHERE game_id = ? AND seq <= ? AND undoes IS NULL \
             AND NOT EXISTS (SELECT 1 FROM actions u WHERE u.game_id = a.game_id \
             AND u.undoes = a.seq) ORDER BY seq DESC LIMIT ?",
        ))
        .bind(id.0)
        .bind(up_to)
        .bind(i64::try_from(limit).unwrap_or(i64::MAX))
        .fetch_all(&self.readers)
        .await?;
        let mut events = rows
            .iter()
            .map(|r| r.try_get::<Option<String>, _>("events"))
            .collect::<Result<Vec<_>, _>>()?;
        events.reverse();
        Ok(events)
    }

    // ----- direct messages -----

    /// Marks that direct messages do not reach the seat's owner. True if this call marked it,
    /// false if it was marked already: the caller tells the channel only once.
    pub async fn mark_dm_failed(&self, id: GameId, seat: u8) -> Result<bool, StoreError> {
        self.set_dm_ok(id, seat, false).await
    }

    /// Marks that direct messages reach the seat's owner again. True if it was marked failed.
    pub async fn mark_dm_ok(&self, id: GameId, seat: u8) -> Result<bool, StoreError> {
        self.set_dm_ok(id, seat, true).await
    }

    async fn set_dm_ok(&self, id: GameId, seat: u8, ok: bool) -> Result<bool, StoreError> {
        let mut tx = self.write().await?;
        let changed = sqlx::query(sql(
            &tx,
            "UPDATE seats SET dm_ok = ? WHERE game_id = ? AND seat = ? AND dm_ok = ?",
        ))
        .bind(i64::from(ok))
        .bind(id.0)
        .bind(i64::from(seat))
        .bind(i64::from(!ok))
        .execute(&mut *tx)
        .await?
        .rows_affected()
            == 1;
        if !changed {
            let exists: Option<i64> = sqlx::query_scalar(sql(
                &tx,
                "SELECT 1 FROM seats WHERE game_id = ? AND seat = ?",
            ))
            .bind(id.0)
            .bind(i64::from(seat))
            .fetch_optional(&mut *tx)
            .await?;
            if exists.is_none() {
                return Err(StoreError::NoSuchSeat { id, seat });
            }
        }
        tx.commit().await?;
        Ok(changed)
    }
}

async fn seats_of(conn: &mut AnyConnection, id: GameId) -> Result<Vec<SeatRow>, StoreError> {
    let rows = sqlx::query(sql(
        conn,
        "SELECT seat, user_id, dm_ok, missed_deadlines, computer FROM seats WHERE game_id = ? \
             ORDER BY seat",
    ))
    .bind(id.0)
    .fetch_all(conn)
    .await?;
    rows.iter()
        .map(|r| {
            Ok(SeatRow {
                seat: seat_number(r.try_get("seat")?)?,
                owner: r.try_get::<Option<i64>, _>("user_id")?.map(|u| u as u64),
                dm_ok: r.try_get::<i64, _>("dm_ok")? != 0,
                missed_deadlines: r
                    .try_get::<i64, _>("missed_deadlines")?
                    .try_into()
                    .map_err(|_| StoreError::Corrupt("missed deadlines".into()))?,
                computer: r
                    .try_get::<Option<String>, _>("computer")?
                    .map(|l| l.parse())
                    .transpose()
                    .map_err(|e| StoreError::Corrupt(format!("{e}")))?,
            })
        })
        .collect()
}

/// Deletes a lobby's seat `gone`; the later seats move up one.
async fn vacate_in(
    conn: &mut AnyConnection,
    id: GameId,
    seats: &[SeatRow],
    gone: u8,
) -> Result<(), StoreError> {
    sqlx::query(sql(
        conn,
        "DELETE FROM seats WHERE game_id = ? AND seat = ?",
    ))
    .bind(id.0)
    .bind(i64::from(gone))
    .execute(&mut *conn)
    .await?;
    // One seat at a time, upwards: each moves into the place just freed, so no row ever
    // collides with the (game_id, seat) primary key.
    for later in seats.iter().filter(|s| s.seat > gone) {
        sqlx::query(sql(
            conn,
            "UPDATE seats SET seat = ? WHERE game_id = ? AND seat = ?",
        ))
        .bind(i64::from(later.seat) - 1)
        .bind(id.0)
        .bind(i64::from(later.seat))
        .execute(&mut *conn)
        .await?;
    }
    touch(conn, id).await
}
