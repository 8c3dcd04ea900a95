//! Tavola: Renaissance board games played in Discord channels.
//!
//! The crate is in layers, and data flows one way through them: a click reaches the Discord
//! layer's router ([`discord`]), which asks the table service ([`table`]) to play it; the table
//! applies it with the game's rules engine ([`engine`]), stores it ([`store`]), and returns
//! everything that happened, which the Discord layer renders and sends. [`mod@games`] is the one
//! list of the games; [`schedule`] keeps each game's pace (reminders and deadlines); [`picture`]
//! draws the public views as PNG.
//!
//! # Driving a game
//!
//! An engine is pure and deterministic: a game is its options, its seed and its actions.
//! Everything a caller needs is the [`Game`](engine::Game) trait:
//!
//! ```
//! use tavola::engine::palazzo::Palazzo;
//! use tavola::engine::{Game, Seat};
//!
//! let mut game = Palazzo::setup(&Default::default(), 3, 42).unwrap();
//! let first = game.to_act().iter().next().unwrap();
//!
//! // What the seat to act may do; another seat may not do it, and a refused action changes
//! // nothing.
//! let choice = game.choices(first).remove(0);
//! let other = Seat((first.0 + 1) % 3);
//! let before = game.clone();
//! assert!(game.apply(other, &choice).is_err());
//! assert_eq!(game, before);
//!
//! // Every seat plays its default move (what a missed deadline plays) until the game ends.
//! while let Some(seat) = game.to_act().iter().next() {
//!     let action = game.default_action(seat).unwrap();
//!     game.apply(seat, &action).unwrap();
//! }
//! let outcome = game.outcome().unwrap();
//! assert_eq!(outcome.standings.len(), 3);
//! assert!(outcome.standings.iter().any(|s| s.rank == 1));
//!
//! // The same seed and actions make the same game.
//! let again = Palazzo::setup(&Default::default(), 3, 42).unwrap();
//! assert_eq!(again, before);
//! ```

pub mod cli;
pub mod clock;
pub mod computer;
pub mod config;
pub mod discord;
pub mod engine;
pub mod games;
pub mod health;
pub mod lang;
pub mod picture;
pub mod schedule;
pub mod shards;
pub mod store;
pub mod table;
pub mod telemetry;
pub mod web;
pub mod yardstick;
