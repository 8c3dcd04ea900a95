//! The table service: one writer per game, and the owner of a whole move.
//!
//! Every operation on a game takes that game's lock ([`LockMap`]), so actions on one game apply
//! one at a time (in the order they arrive) while different games proceed in parallel. A move
//! is a player's action (or a missed deadline's default action, or a computer seat's decision)
//! and then every move of the quick computer seats that follows it: the table plays them all on
//! a copy of the cached state, stores them in one transaction ([`Store::append_move`], guarded
//! by the version), and only once that has committed does the cache move on. The cache never
//! holds anything the database does not. A strong computer seat left to act has its turn to
//! think armed in the same transaction and searches outside the lock ([`Tables::think`]).
//!
//! The service is in two parts. [`TableService`] knows no game: it holds the store, the clock,
//! the locks and the cached rows, and does what is the same for every game (the board
//! message, whether DMs reach a seat, which game an id is). [`Tables<G>`] is its typed face
//! for one game `G`: the engine state, its recent events, and everything that applies rules.
//!
//! The cache is only a cache: [`TableService::forget`] drops a game's entry, and the next
//! operation reloads it from the database, as after a restart. If a stored snapshot cannot be read
//! (say the engine's state format changed), the game is rebuilt from its log, which is the
//! truth.
//!
//! Every start and every accepted move re-arms the game's timers ([`schedule::rearm`]) in the
//! same transaction, whoever made it: a player, a program seat, or a missed deadline
//! ([`Tables::fire`]). The scheduler fires due timers through this service ([`Timers`]), so a
//! timer reaches the rules and the store without passing through the Discord layer.

mod cache;
mod computers;
mod error;
mod fired;
mod lobby;
mod locks;
mod log;
mod moves;
mod personal;
mod recency;
mod records;
mod rematch;
mod rows;
mod seats;
mod service;
mod snapshot;
mod take_back;
mod think;
mod timers;

pub use computers::Computers;
pub use error::{ActError, Kept, TableError};
pub use fired::{Fired, Thinking};
pub use locks::LockMap;
pub use moves::{Acted, Moved, Mover, SNAPSHOT_EVERY};
pub use recency::DEFAULT_CACHE_SIZE;
pub use rematch::Rematched;
pub use seats::{Left, Tally};
pub use service::{TableService, Tables};
pub use snapshot::{RECENT_EVENTS, Snapshot};
pub use take_back::TakenBack;
pub use timers::Timers;
