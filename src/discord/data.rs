//! The bot's state, which every command and interaction handler can reach ([`Data`]): the
//! store and the table service, the scheduler and the outbox's sender once started
//! ([`background`](super::background)), and what the bot remembers between interactions (the
//! names players go by, the interactions handled lately, what each board was last painted
//! with, who was lately answered with a picture).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tokio::task::JoinHandle;
use tracing::warn;

use super::deliveries::Deliveries;
use super::flood::Flood;
use crate::clock::Clock;
use crate::engine::GameKind;
use crate::schedule::Scheduler;
use crate::store::{GameId, Store};
use crate::table::{Computers, LockMap, TableError, TableService};

/// What every command and interaction handler can reach.
pub struct Data {
    pub store: Store,
    /// The table service of every game; [`TableService::of`] gives a game's typed face.
    pub tables: TableService,
    /// Where new games' seeds come from: random, unless a test fixes them.
    seeds: Box<dyn Fn() -> u64 + Send + Sync>,
    /// The time reminders and deadlines go by: the system's, unless a test moves it.
    clock: Clock,
    /// Fires due timers through the table service, once started
    /// ([`Data::start_scheduler`]).
    pub(super) scheduler: Arc<Scheduler>,
    pub(super) scheduler_task: Mutex<Option<JoinHandle<()>>>,
    /// Sends what moves must say ([`outbox`](super::outbox)), once started with the scheduler.
    pub(super) outbox_task: Mutex<Option<JoinHandle<()>>>,
    /// One board edit at a time per game, and what the board was last painted with.
    pub(super) painter: LockMap<GameId, Painted>,
    /// The names players were last seen by, as stored: a name is written only when it changes.
    names_seen: Mutex<HashMap<u64, String>>,
    /// The interactions handled lately, so one Discord delivers twice is handled once.
    deliveries: Mutex<Deliveries>,
    /// Who was answered with a picture lately: one person's clicks draw and upload at most
    /// one picture every two seconds.
    flood: Mutex<Flood>,
}

/// What a board was last painted with: the game's version and a fingerprint of its message.
pub type Painted = Option<(i64, u64)>;

pub type Error = anyhow::Error;
pub type Context<'a> = poise::Context<'a, Arc<Data>, Error>;

impl Data {
    pub fn new(store: Store) -> Data {
        Data::on_clock(store, Clock::system())
    }

    fn on_clock(store: Store, clock: Clock) -> Data {
        Data {
            tables: TableService::new(store.clone(), clock.clone()),
            scheduler: Arc::new(Scheduler::new(store.clone(), clock.clone())),
            scheduler_task: Mutex::new(None),
            outbox_task: Mutex::new(None),
            painter: LockMap::default(),
            names_seen: Mutex::new(HashMap::new()),
            deliveries: Mutex::new(Deliveries::default()),
            flood: Mutex::new(Flood::default()),
            clock,
            store,
            seeds: Box::new(rand::random),
        }
    }

    /// Arms and fires timers by `clock` instead of the system's, so a test can move time.
    pub fn with_clock(self, clock: Clock) -> Data {
        Data {
            seeds: self.seeds,
            ..Data::on_clock(self.store, clock)
        }
    }

    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// Computer seats think as `computers` says (a test's small budget, say).
    pub fn with_computers(self, computers: Computers) -> Data {
        Data {
            tables: TableService::with_computers(self.store.clone(), self.clock.clone(), computers),
            ..self
        }
    }

    /// Seeds new games from `seeds` instead of at random, so a test's games are reproducible.
    pub fn with_seeds(mut self, seeds: impl Fn() -> u64 + Send + Sync + 'static) -> Data {
        self.seeds = Box::new(seeds);
        self
    }

    pub fn new_seed(&self) -> u64 {
        (self.seeds)()
    }

    /// Remembers the name `user` goes by, for pictures (stored only when it changed).
    pub async fn saw(&self, user: u64, name: &str) {
        {
            let mut seen = self.names_seen.lock().expect("names lock");
            if seen.get(&user).is_some_and(|n| n == name) {
                return;
            }
            seen.insert(user, name.to_string());
        }
        if let Err(e) = self.store.remember_name(user, name).await {
            warn!(user, "remembering a player's name: {e}");
            self.names_seen.lock().expect("names lock").remove(&user);
        }
    }

    /// Whether `interaction` is new: false for one handled already (Discord delivered it
    /// twice, say after a gateway resume).
    pub fn first_delivery(&self, interaction: u64) -> bool {
        self.deliveries
            .lock()
            .expect("interactions lock")
            .insert(interaction)
    }

    /// Whether `user` may be answered with a picture now (see [`Flood`]); if so, that is
    /// recorded.
    pub fn may_picture(&self, user: u64) -> bool {
        self.flood
            .lock()
            .expect("flood lock")
            .may_picture(user, self.clock.now_ms())
    }

    /// Which game `game` is: `NotFound` for an id no game has, or a game this bot does not know.
    pub async fn kind_of(&self, game: GameId) -> Result<GameKind, TableError> {
        let name = self.tables.kind_of(game).await?;
        GameKind::from_name(&name).ok_or(TableError::NotFound)
    }
}
