//! A game's cache entry: its rows, which every game has alike, and its engine state and
//! recent events, which only its engine can read. The rows are loaded by the untyped service;
//! the state is parsed the first time the game's typed face ([`super::Tables`]) needs it.

use std::any::Any;
use std::collections::{HashMap, VecDeque};

use tracing::warn;

use super::error::TableError;
use super::snapshot::{RECENT_EVENTS, Snapshot};
use crate::computer::Level;
use crate::engine::Game;
use crate::engine::record::{Record, SeatInfo, Step};
use crate::engine::{Seat, SeatSet};
use crate::schedule::{Personal, Settings};
use crate::store::{GameRow, GameStatus, Holder, SeatRow, Store, StoredAction};

/// A game's lock guards this: `None` until loaded (and after a forget or a failed write).
pub type Slot = Option<Cached>;

pub struct Cached {
    pub rows: Rows,
    /// The engine state and recent events: a [`Live<G>`] once a typed operation has read them.
    live: Option<Box<dyn Any + Send + Sync>>,
    /// The stored state's JSON, until it is parsed (then dropped: the text would double each
    /// game's memory).
    state_json: Option<String>,
}

/// What every game has alike.
#[derive(Debug, Clone)]
pub struct Rows {
    /// The game's row, without its state's JSON.
    pub game: GameRow,
    pub seats: Vec<SeatRow>,
    pub settings: Settings,
    /// The stored snapshot could not be read (the game was rebuilt from its log): the next
    /// move stores a fresh one.
    pub snapshot_unreadable: bool,
    /// Each seat's owner's own clocks, by seat index (plain for a program seat).
    pub personal: Vec<Personal>,
    /// The personal cache's generation `personal` was read at; 0: not yet read.
    pub personal_generation: u64,
    /// The link to the game's page on the web, if pages are served.
    pub page: Option<String>,
}

/// What only the game's engine can read.
pub struct Live<G: Game> {
    /// `None` in the lobby (and for a game cancelled there).
    pub state: Option<G>,
    /// The last events, oldest first, at most [`RECENT_EVENTS`].
    pub recent: VecDeque<G::Event>,
}

impl<G: Game> Live<G> {
    pub fn remember(&mut self, events: impl IntoIterator<Item = G::Event>) {
        self.recent.extend(events);
        while self.recent.len() > RECENT_EVENTS {
            self.recent.pop_front();
        }
    }
}

impl Rows {
    /// Whether a person plays `seat` (the program plays a seat without an owner).
    pub fn has_owner(&self, seat: Seat) -> bool {
        self.seats
            .get(seat.index())
            .is_some_and(|r| r.owner.is_some())
    }

    /// The owners away on vacation, with when they are back, in seat order.
    pub fn away(&self) -> Vec<(u64, i64)> {
        self.seats
            .iter()
            .zip(&self.personal)
            .filter_map(|(s, p)| Some((s.owner?, p.away_until?)))
            .collect()
    }

    /// Who plays `seat` now, as the store's guard checks it.
    pub fn holder(&self, seat: Seat) -> Holder {
        Holder::of(self.seats.get(seat.index()).and_then(|r| r.owner))
    }

    /// The level the program plays `seat` at: `None` for a person's seat; a computer seat's
    /// own level; the strongest for a seat handed to the program.
    pub fn level_of(&self, seat: Seat) -> Option<Level> {
        let row = self.seats.get(seat.index())?;
        match row.owner {
            Some(_) => None,
            None => Some(row.computer.unwrap_or(Level::Strong)),
        }
    }

    /// A seat among `seats` that the program plays, with its level.
    pub fn program_seat(&self, seats: SeatSet) -> Option<(Seat, Level)> {
        seats.iter().find_map(|s| Some((s, self.level_of(s)?)))
    }

    /// A seat among `seats` that the program plays and decides at once (not by a search),
    /// with its level.
    pub fn quick_seat(&self, seats: SeatSet) -> Option<(Seat, Level)> {
        seats
            .iter()
            .filter_map(|s| Some((s, self.level_of(s)?)))
            .find(|(_, level)| *level != Level::Strong)
    }

    /// Refuses a click unless the game is in play at `expected_version`, the version of the
    /// board it was made on.
    pub fn expect_at(&self, expected_version: i64) -> Result<(), TableError> {
        self.expect_active()?;
        let current = self.game.version;
        if expected_version == current {
            Ok(())
        } else {
            Err(TableError::Stale { current })
        }
    }

    /// The game must be in play.
    pub fn expect_active(&self) -> Result<(), TableError> {
        match self.game.status {
            GameStatus::Active => Ok(()),
            GameStatus::Finished => Err(TableError::Finished),
            GameStatus::Lobby | GameStatus::Cancelled => Err(TableError::NotActive),
        }
    }

    pub fn lobby_only(&self) -> Result<(), TableError> {
        match self.game.status {
            GameStatus::Lobby => Ok(()),
            _ => Err(TableError::NotInLobby),
        }
    }
}

impl Cached {
    /// The typed part, which [`load_state`] has put there.
    pub fn live<G: Game>(&mut self) -> Result<(&mut Rows, &mut Live<G>), TableError> {
        let live = self
            .live
            .as_mut()
            .and_then(|l| l.downcast_mut::<Live<G>>())
            .ok_or(TableError::NotFound)?;
        Ok((&mut self.rows, live))
    }

    pub fn snapshot<G: Game>(&mut self) -> Result<Snapshot<G>, TableError> {
        let (rows, live) = self.live::<G>()?;
        Ok(Snapshot {
            game: rows.game.clone(),
            seats: rows.seats.clone(),
            state: live.state.clone(),
            settings: rows.settings,
            recent: live.recent.iter().cloned().collect(),
            readers: HashMap::new(),
            away: rows.away(),
            page: rows.page.clone(),
        })
    }
}

/// The loaded game in a slot the service has filled.
pub fn cached(slot: &mut Slot) -> Result<&mut Cached, TableError> {
    slot.as_mut().ok_or(TableError::NotFound)
}

/// The engine state of a game in play.
pub fn state_of<'a, G: Game>(rows: &Rows, live: &'a Live<G>) -> Result<&'a G, TableError> {
    live.state.as_ref().ok_or_else(|| {
        TableError::Corrupt(format!("game {} is active without state", rows.game.id))
    })
}

/// Loads the game's rows into an empty slot.
pub async fn fill(
    store: &Store,
    id: crate::store::GameId,
    slot: &mut Slot,
) -> Result<(), TableError> {
    if slot.is_some() {
        return Ok(());
    }
    let (mut game, seats) = store.load(id).await?.ok_or(TableError::NotFound)?;
    let state_json = game.state_json.take();
    let page = store.page_url(&game);
    let settings = serde_json::from_str(&game.settings_json).unwrap_or_else(|e| {
        warn!(game = %id, error = %e, "unreadable settings; using the defaults");
        Settings::default()
    });
    *slot = Some(Cached {
        rows: Rows {
            game,
            seats,
            settings,
            snapshot_unreadable: false,
            personal: Vec::new(),
            personal_generation: 0,
            page,
        },
        live: None,
        state_json,
    });
    Ok(())
}

/// Parses the game's state and reads its recent events, once, for the engine `G`. A game of
/// another engine is not found here.
pub async fn load_state<G: Game>(store: &Store, slot: &mut Slot) -> Result<(), TableError> {
    let c = cached(slot)?;
    if c.rows.game.kind != G::NAME {
        return Err(TableError::NotFound);
    }
    if c.live.is_some() {
        return Ok(());
    }
    let id = c.rows.game.id;
    let state = match c.state_json.take() {
        None => None,
        Some(json) => match serde_json::from_str::<G>(&json) {
            Ok(state) => Some(catch_up(store, &c.rows.game, state).await?),
            Err(e) => {
                warn!(game = %id, error = %e,
                    "unreadable state snapshot; rebuilding the game from its log");
                let actions = store.actions_between(id, 0, c.rows.game.version).await?;
                c.rows.snapshot_unreadable = true;
                Some(rebuild::<G>(&c.rows.game, &c.rows.seats, &actions)?)
            }
        },
    };
    let recent = match &state {
        Some(_) => recent_events::<G>(store, &c.rows).await?,
        None => VecDeque::new(),
    };
    c.live = Some(Box::new(Live { state, recent }));
    Ok(())
}

/// The events of the game's last actions, as stored with them; for a game whose last actions
/// were stored before events were, replayed from its log.
async fn recent_events<G: Game>(
    store: &Store,
    rows: &Rows,
) -> Result<VecDeque<G::Event>, TableError> {
    let id = rows.game.id;
    let stored = store
        .recent_events(id, rows.game.version, RECENT_EVENTS)
        .await?;
    let mut live = Live::<G> {
        state: None,
        recent: VecDeque::new(),
    };
    if stored.iter().all(Option::is_some) {
        for json in stored.into_iter().flatten() {
            live.remember(from_json::<Vec<G::Event>>(&json, "events")?);
        }
        return Ok(live.recent);
    }
    let actions = store.actions_between(id, 0, rows.game.version).await?;
    let record = record_of::<G>(&rows.game, &rows.seats, &actions)?;
    let mut events = Vec::new();
    record
        .replay(|_, _, _, e| events.extend(e.iter().cloned()))
        .map_err(|e| TableError::Corrupt(format!("game {id}: the log does not replay: {e}")))?;
    live.remember(events);
    Ok(live.recent)
}

pub fn to_json<T: serde::Serialize>(value: &T) -> Result<String, TableError> {
    serde_json::to_string(value).map_err(|e| TableError::Unencodable(e.to_string()))
}

pub fn from_json<T: serde::de::DeserializeOwned>(json: &str, what: &str) -> Result<T, TableError> {
    serde_json::from_str(json).map_err(|e| TableError::Corrupt(format!("unreadable {what}: {e}")))
}

/// The record of a started game from its rows and log (without its result).
pub fn record_of<G: Game>(
    game: &GameRow,
    seats: &[SeatRow],
    actions: &[StoredAction],
) -> Result<Record<G>, TableError> {
    let options: G::Options = from_json(&game.options_json, "options")?;
    let names = seats
        .iter()
        .map(|s| SeatInfo {
            name: match s.owner {
                Some(user) => format!("<@{user}>"),
                None => match s.computer {
                    Some(level) => format!("computer ({level})"),
                    None => "program".to_string(),
                },
            },
        })
        .collect();
    let mut record = Record::new(options, names, game.seed);
    for a in actions {
        record.actions.push(Step {
            seat: Seat(a.seat),
            action: from_json(&a.action_json, "action")?,
        });
    }
    Ok(record)
}

/// The snapshot `state`, taken at the game's `state_version`, brought to its `version` by
/// the actions stored since.
async fn catch_up<G: Game>(store: &Store, game: &GameRow, mut state: G) -> Result<G, TableError> {
    if game.state_version == game.version {
        return Ok(state);
    }
    let actions = store
        .actions_between(game.id, game.state_version, game.version)
        .await?;
    if actions.len() as i64 != game.version - game.state_version {
        return Err(corrupt(
            game,
            format!(
                "version {} but {} stored actions after the snapshot at {}",
                game.version,
                actions.len(),
                game.state_version
            ),
        ));
    }
    apply_stored(game, &mut state, &actions)?;
    Ok(state)
}

/// The game rebuilt from its log alone.
pub fn rebuild<G: Game>(
    game: &GameRow,
    seats: &[SeatRow],
    actions: &[StoredAction],
) -> Result<G, TableError> {
    let mut state = record_of::<G>(game, seats, &[])?
        .start()
        .map_err(|e| corrupt(game, e.to_string()))?;
    apply_stored(game, &mut state, actions)?;
    Ok(state)
}

/// Applies stored actions, in order, to `state`.
fn apply_stored<G: Game>(
    game: &GameRow,
    state: &mut G,
    actions: &[StoredAction],
) -> Result<(), TableError> {
    for a in actions {
        let action: G::Action = from_json(&a.action_json, "action")?;
        state
            .apply(Seat(a.seat), &action)
            .map_err(|e| corrupt(game, format!("stored action {} is refused: {e}", a.seq)))?;
    }
    Ok(())
}

fn corrupt(game: &GameRow, what: String) -> TableError {
    TableError::Corrupt(format!("game {}: {what}", game.id))
}

/// Loads the game afresh from the database, as a game of `G`.
pub async fn reload<G: Game>(
    store: &Store,
    id: crate::store::GameId,
    slot: &mut Slot,
) -> Result<(), TableError> {
    *slot = None;
    fill(store, id, slot).await?;
    load_state::<G>(store, slot).await
}

/// The timers of a game whose awaited seats all start waiting at `now`.
pub(super) fn first_timers<G: Game>(rows: &Rows, state: &G, now: i64) -> crate::store::Rearm {
    crate::schedule::rearm(
        &rows.settings,
        now,
        crate::engine::SeatSet::default(),
        None,
        state.awaited(),
        state.answering(),
        |s| rows.has_owner(s),
        &rows.personal,
    )
}
