//! Tavola: Renaissance board games played in Discord channels.
//!
//! [`engine`] holds the pure rules of each game and the records that replay them;
//! [`mod@games`] the one list of the games.

pub mod cli;
pub mod clock;
pub mod config;
pub mod discord;
pub mod engine;
pub mod games;
pub mod schedule;
pub mod store;
pub mod table;
