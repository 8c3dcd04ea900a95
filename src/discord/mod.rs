//! The Discord layer: slash commands, the one component router, the click handlers, the
//! renderers, and the outbound side that sends what they render.
//!
//! It knows nothing of the rules beyond the views and actions the engine hands it, and a click
//! flows through it one way: the router ([`router`]) reads the component's id and hands the
//! click to its handler ([`handlers`]), which hands it to the table service and answers with
//! what the table returned, rendered ([`render`]). What an accepted change must say besides
//! that answer, the store wrote to the outbox with the change; the outbox's sender
//! ([`outbox`], through [`notify`]) renders it from the game's record and sends it. The render
//! imports neither side. [`data`] holds the bot's state, [`client`] builds the serenity client
//! and runs it, [`background`] starts and stops the scheduler (which fires timers through the
//! table service, not through this layer) and the outbox's sender.

pub mod alhambra;
pub mod background;
pub mod client;
pub mod command_words;
pub mod commands;
pub mod controls;
pub mod data;
pub mod deliveries;
pub mod flood;
pub mod follow_up;
pub mod game_commands;
pub mod genoa;
pub mod handlers;
pub mod ids;
pub mod lobby;
pub mod message;
pub mod names;
pub mod notify;
pub mod outbox;
pub mod palazzo;
pub mod pictures;
pub mod princes;
pub mod quiet;
pub mod render;
pub mod reply;
pub mod router;
pub mod seats;
pub mod send_error;
pub mod settings;
pub mod stats;
pub mod testing;
pub mod threads;
pub mod traced;
pub mod ui;
pub mod vacation;
pub mod which_game;
pub mod words;

pub use client::{client, run, run_with};
pub use data::{Context, Data, Error};
