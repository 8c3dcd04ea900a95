//! Shared test support: the random-simulation battery that every game passes, the fake
//! Discord the bot is tested against end to end, a throwaway `PostgreSQL` server, and a headless
//! Chromium for the web pages.

pub mod allocations;
pub mod bad_days;
pub mod battery;
pub mod bot;
pub mod browser;
// The fake is a stand-in for the whole of Discord that tests use: some of what it records
// (every request's fields, DM channels, a gateway close) is read only when a test fails and
// is printed, or by tests of features still to come.
#[allow(dead_code)]
pub mod fake_discord;
pub mod postgres;
pub mod process;

/// The `p` quantile (0 to 1) of durations sorted in ascending order.
pub fn percentile(sorted: &[std::time::Duration], p: f64) -> std::time::Duration {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}
pub mod stores;
