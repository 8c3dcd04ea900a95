//! Every integration test, in one binary: each links the whole bot (serenity, poise, sqlx) and
//! the fake Discord (axum), so one link instead of one per file keeps a fresh build quick.
//! Run one area with a filter, e.g. `cargo test --test it e2e_palazzo::`.

mod support;

/// Counts each thread's heap allocations, for the tests that the engines allocate nothing per
/// move (`engine_speed`); otherwise the system allocator, unchanged.
#[global_allocator]
static ALLOCATOR: support::allocations::Counting = support::allocations::Counting;

mod backup;
mod battery;
mod browser;
mod cli;
mod computer;
mod computer_seats;
mod crash_safety;
mod e2e_alhambra;
mod e2e_bad_days;
mod e2e_days;
mod e2e_games;
mod e2e_genoa;
mod e2e_genoa_clicks;
mod e2e_genoa_four;
mod e2e_languages;
mod e2e_palazzo;
mod e2e_pictures;
mod e2e_princes;
mod e2e_quiet;
mod e2e_seats;
mod e2e_shards;
mod e2e_take_back;
mod e2e_threads;
mod e2e_vacation;
mod engine_speed;
mod fake_discord;
mod genoa;
mod genoa_table;
mod golden;
mod layers;
mod load;
mod migrate_store;
mod outbox;
mod pace;
mod pages;
mod pages_browser;
mod pages_load;
mod personal;
mod pictures;
mod postgres_server;
mod processes;
mod records_doc;
mod render_limits;
mod scale;
mod schedule;
mod seats;
mod stop;
mod store;
mod table;
mod take_back;
mod telemetry;
mod vacation;
