//! Shared test support: the random-simulation battery that every game passes, and the fake
//! Discord the bot is tested against end to end.

// Each test binary includes all of `support` but uses only part of it.
#[allow(dead_code)]
pub mod battery;
pub mod bot;
pub mod fake_discord;
