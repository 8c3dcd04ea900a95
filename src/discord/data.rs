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
use crate::engine::{Game, GameKind};
use crate::lang::Lang;
use crate::schedule::Scheduler;
use crate::store::{GameId, Store};
use crate::table::{Computers, LockMap, Snapshot, TableError, TableService};

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
    /// How many passes over quiet hours' summaries and the digests have finished
    /// ([`quiet::run`](super::quiet::run)), so a test can wait for one that began after it asked.
    pub(super) quiet_passes: tokio::sync::watch::Sender<u64>,
    /// One board edit at a time per game, and what the board was last painted with.
    pub(super) painter: LockMap<GameId, Painted>,
    /// The names and languages players were last seen by, as stored: written only when they
    /// change.
    names_seen: Mutex<HashMap<u64, (String, Lang)>>,
    /// The language each person read their latest interaction in, here: known before the
    /// interaction is answered, so what it causes is written to them in it.
    langs_seen: Mutex<HashMap<u64, Lang>>,
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
            quiet_passes: tokio::sync::watch::Sender::new(0),
            painter: LockMap::default(),
            names_seen: Mutex::new(HashMap::new()),
            langs_seen: Mutex::new(HashMap::new()),
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

    /// Remembers the name `user` goes by, for pictures, and the language they read, for what
    /// is written to them alone (stored only when either changed).
    pub async fn saw(&self, user: u64, name: &str, lang: Lang) {
        {
            let mut seen = self.names_seen.lock().expect("names lock");
            if seen
                .get(&user)
                .is_some_and(|(n, l)| n == name && *l == lang)
            {
                return;
            }
            seen.insert(user, (name.to_string(), lang));
        }
        if let Err(e) = self.store.remember_player(user, name, lang.tag()).await {
            warn!(user, "remembering a player's name: {e}");
            self.names_seen.lock().expect("names lock").remove(&user);
        }
    }

    /// Notes at once that `user` reads `lang` (stored with their name by [`Data::saw`]).
    pub fn reads(&self, user: u64, lang: Lang) {
        self.langs_seen
            .lock()
            .expect("languages lock")
            .insert(user, lang);
    }

    /// The languages the seated people of `snap` read, filled in: as last seen here, or as
    /// stored (last seen by another process, or before a restart).
    pub async fn fill_readers<G: Game>(&self, snap: &mut Snapshot<G>) {
        let mut unknown = Vec::new();
        {
            let seen = self.langs_seen.lock().expect("languages lock");
            for user in snap.seats.iter().filter_map(|s| s.owner) {
                match seen.get(&user) {
                    Some(lang) => {
                        snap.readers.insert(user, *lang);
                    }
                    None => unknown.push(user),
                }
            }
        }
        if unknown.is_empty() {
            return;
        }
        match self.store.langs_of(&unknown).await {
            Ok(langs) => {
                for (user, tag) in langs {
                    snap.readers.insert(user, Lang::of_discord(&tag));
                }
            }
            Err(e) => warn!("reading players' languages: {e}"),
        }
    }

    /// The language `user` reads: as last seen here, or as stored, or English.
    pub async fn lang_of(&self, user: u64) -> Lang {
        if let Some(lang) = self.langs_seen.lock().expect("languages lock").get(&user) {
            return *lang;
        }
        match self.store.langs_of(&[user]).await {
            Ok(langs) => langs
                .get(&user)
                .map_or(Lang::En, |tag| Lang::of_discord(tag)),
            Err(e) => {
                warn!(user, "reading a player's language: {e}");
                Lang::En
            }
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

/// The language the author of a command reads: their Discord's.
pub fn reader_lang(ctx: Context<'_>) -> Lang {
    ctx.locale().map(Lang::of_discord).unwrap_or_default()
}
