//! What an operator can watch: counters, gauges and histograms in the Prometheus text format,
//! served on a local HTTP endpoint when `METRICS_ADDR` is set (off by default).
//!
//! Every metric has a named function here, so the rest of the bot never spells a metric's name
//! or labels: [`action_accepted`], [`refusal`], [`interaction_answered`],
//! [`interaction_ready`], [`games_cached`], [`discord_request`] (and [`discord_result`] for a
//! serenity call's result), [`outbox`].
//! Until [`install`] has run they cost a check of a global and record nothing (the `metrics`
//! crate's no-op recorder), so tests and offline commands need nothing set up.
//!
//! The names, as scraped:
//!
//! | metric | type | labels |
//! | --- | --- | --- |
//! | `tavola_actions_accepted_total` | counter | `game` (palazzo, alhambra, princes) |
//! | `tavola_refusals_total` | counter | `kind` (a `TableError` variant in snake case, `rule`, `bad_id`, `not_your_turn`) |
//! | `tavola_interaction_seconds` | histogram | `kind` (`component`) |
//! | `tavola_interaction_own_seconds` | summary (quantiles) | `kind` (`component`) |
//! | `tavola_games_cached` | gauge | |
//! | `tavola_discord_requests_total` | counter | `route`, `status` (an HTTP status, `2xx`, or `error`: no answer) |
//! | `tavola_discord_errors_total` | counter | `route`, `status` (from 400 up, or `error`) |
//! | `tavola_outbox_depth` | gauge | |
//! | `tavola_outbox_oldest_age_seconds` | gauge | |
//! | `tavola_outbox_delay_seconds` | summary (quantiles) | `what` (`message`: since written; `board`: since due, after its grace) |

use std::net::SocketAddr;
use std::sync::OnceLock;
use std::time::Duration;

use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

pub const ACTIONS_ACCEPTED: &str = "tavola_actions_accepted_total";
pub const REFUSALS: &str = "tavola_refusals_total";
pub const INTERACTION_SECONDS: &str = "tavola_interaction_seconds";
pub const INTERACTION_OWN_SECONDS: &str = "tavola_interaction_own_seconds";
pub const GAMES_CACHED: &str = "tavola_games_cached";
pub const DISCORD_REQUESTS: &str = "tavola_discord_requests_total";
pub const DISCORD_ERRORS: &str = "tavola_discord_errors_total";
pub const OUTBOX_DEPTH: &str = "tavola_outbox_depth";
pub const OUTBOX_OLDEST_AGE: &str = "tavola_outbox_oldest_age_seconds";
pub const OUTBOX_DELAY: &str = "tavola_outbox_delay_seconds";
pub const GATEWAY_CONNECTED: &str = "tavola_gateway_connected";

/// The latency buckets, in seconds: Discord wants an answer within 3 s.
const LATENCY_BUCKETS: &[f64] = &[
    0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 3.0, 5.0, 10.0,
];

static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();

/// Records metrics from now on and serves them at `addr` (any path answers), on the current
/// tokio runtime. Once per process: a second call is an error, since the recorder is global.
pub fn install(addr: SocketAddr) -> anyhow::Result<()> {
    let builder = builder().with_http_listener(addr);
    builder
        .install()
        .map_err(|e| anyhow::anyhow!("starting the metrics endpoint on {addr}: {e}"))?;
    describe();
    Ok(())
}

/// Records metrics from now on without serving them (once per process; later calls return the
/// same handle): [`render`] shows them. For tests and tools.
pub fn install_recorder() -> anyhow::Result<&'static PrometheusHandle> {
    if let Some(handle) = HANDLE.get() {
        return Ok(handle);
    }
    let handle = builder()
        .install_recorder()
        .map_err(|e| anyhow::anyhow!("installing the metrics recorder: {e}"))?;
    describe();
    Ok(HANDLE.get_or_init(|| handle))
}

fn builder() -> PrometheusBuilder {
    PrometheusBuilder::new()
        .set_buckets_for_metric(
            Matcher::Full(INTERACTION_SECONDS.to_string()),
            LATENCY_BUCKETS,
        )
        .expect("the buckets are not empty")
}

fn describe() {
    metrics::describe_counter!(
        ACTIONS_ACCEPTED,
        "Players' actions accepted and stored, by game"
    );
    metrics::describe_counter!(
        REFUSALS,
        "Clicks and commands refused, by why (a TableError variant, rule, bad_id)"
    );
    metrics::describe_histogram!(
        INTERACTION_SECONDS,
        metrics::Unit::Seconds,
        "From an interaction's arrival in the router to its answer sent"
    );
    metrics::describe_histogram!(
        INTERACTION_OWN_SECONDS,
        metrics::Unit::Seconds,
        "From an interaction's arrival in the router to its answer ready to send: the bot's own \
         time, without Discord's"
    );
    metrics::describe_gauge!(GAMES_CACHED, "Games held in the table service's cache");
    metrics::describe_counter!(
        DISCORD_REQUESTS,
        "Requests made to Discord, by route and HTTP status (error: no answer)"
    );
    metrics::describe_counter!(
        DISCORD_ERRORS,
        "Requests to Discord that failed, by route and HTTP status (error: no answer)"
    );
    metrics::describe_gauge!(OUTBOX_DEPTH, "Messages waiting in the outbox");
    metrics::describe_gauge!(
        OUTBOX_OLDEST_AGE,
        metrics::Unit::Seconds,
        "Age of the oldest message waiting in the outbox"
    );
    metrics::describe_gauge!(
        GATEWAY_CONNECTED,
        "1 while the gateway is connected (ready or resumed), 0 while it is not"
    );
    metrics::describe_histogram!(
        OUTBOX_DELAY,
        metrics::Unit::Seconds,
        "How late outbox rows were sent: a message since it was written, a board edit since it \
         was due"
    );
}

/// The metrics as the endpoint serves them, if [`install_recorder`] has run.
pub fn render() -> Option<String> {
    HANDLE.get().map(PrometheusHandle::render)
}

/// A player's action accepted and stored, in a game of `game` (its name in records).
pub fn action_accepted(game: &'static str) {
    metrics::counter!(ACTIONS_ACCEPTED, "game" => game).increment(1);
}

/// A refusal shown to a player, by why (`kind`: snake case, e.g. `stale`, `rule`, `bad_id`).
pub fn refusal(kind: &'static str) {
    metrics::counter!(REFUSALS, "kind" => kind).increment(1);
}

/// An interaction (`kind`: `component`) answered `elapsed` after it reached the router.
pub fn interaction_answered(kind: &'static str, elapsed: Duration) {
    metrics::histogram!(INTERACTION_SECONDS, "kind" => kind).record(elapsed.as_secs_f64());
}

/// An interaction (`kind`: `component`) whose answer was ready to send `elapsed` after it
/// reached the router. Exported as quantiles (no buckets): the bot's own share is a few
/// milliseconds, finer than the buckets of [`interaction_answered`].
pub fn interaction_ready(kind: &'static str, elapsed: Duration) {
    metrics::histogram!(INTERACTION_OWN_SECONDS, "kind" => kind).record(elapsed.as_secs_f64());
}

/// The table service's cache grew by `by` games (shrank, if negative). The gauge is every
/// table service's games together, so a second service in the process (a test's) adds to it
/// rather than overwriting it. The count is kept here and the gauge set to it, not moved by
/// `by`: a recorder installed after some games were cached would otherwise see only their
/// eviction and fall below zero.
pub fn games_cached(by: i64) {
    static CACHED: std::sync::atomic::AtomicI64 = std::sync::atomic::AtomicI64::new(0);
    if by != 0 {
        let now = CACHED.fetch_add(by, std::sync::atomic::Ordering::Relaxed) + by;
        metrics::gauge!(GAMES_CACHED).set(now as f64);
    }
}

/// A request to Discord on `route` (a name for the endpoint, e.g. `interaction_response`,
/// `edit_message`, `create_dm`) answered with HTTP `status`; 0 means no answer came (a network
/// error). Statuses from 400 up also count as errors.
pub fn discord_request(route: &'static str, status: u16) {
    let label = if status == 0 {
        "error".to_string()
    } else {
        status.to_string()
    };
    count_request(route, label, status == 0 || status >= 400);
}

/// [`discord_request`] for the result of a serenity call, which does not say which success
/// Discord answered: a success counts as status `2xx`, an error Discord answered as its status,
/// any other error as `error` (no answer).
pub fn discord_result<T>(route: &'static str, result: &Result<T, serenity::Error>) {
    match result {
        Ok(_) => count_request(route, "2xx".to_string(), false),
        Err(e) => discord_request(route, status_of(e)),
    }
}

fn count_request(route: &'static str, status: String, failed: bool) {
    if failed {
        metrics::counter!(DISCORD_ERRORS, "route" => route, "status" => status.clone())
            .increment(1);
    }
    metrics::counter!(DISCORD_REQUESTS, "route" => route, "status" => status).increment(1);
}

/// The HTTP status of a failed serenity call, or 0 if Discord did not answer.
pub fn status_of(error: &serenity::Error) -> u16 {
    match error {
        serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(response)) => {
            response.status_code.as_u16()
        }
        _ => 0,
    }
}

/// The outbox now: how many messages wait, and how long the oldest has waited.
pub fn outbox(depth: usize, oldest_age_secs: f64) {
    metrics::gauge!(OUTBOX_DEPTH).set(depth as f64);
    metrics::gauge!(OUTBOX_OLDEST_AGE).set(oldest_age_secs);
}

/// Whether the gateway is connected now.
pub fn gateway(connected: bool) {
    metrics::gauge!(GATEWAY_CONNECTED).set(if connected { 1.0 } else { 0.0 });
}

/// An outbox row sent `delay` after it was written (`what`: `message`) or due (`board`: a
/// board edit waits a moment on purpose, for the click's own answer to show it).
pub fn outbox_sent(what: &'static str, delay: Duration) {
    metrics::histogram!(OUTBOX_DELAY, "what" => what).record(delay.as_secs_f64());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_recorder_installed_shows_what_was_counted() {
        let handle = install_recorder().unwrap();
        action_accepted("palazzo");
        refusal("stale");
        discord_request("interaction_response", 204);
        discord_request("edit_message", 429);
        discord_request("create_dm", 0);
        interaction_answered("component", Duration::from_millis(20));
        interaction_ready("component", Duration::from_millis(2));
        outbox_sent("message", Duration::from_millis(7));
        games_cached(3);
        games_cached(-1);
        outbox(2, 1.5);
        let text = handle.render();
        for line in [
            "tavola_actions_accepted_total{game=\"palazzo\"}",
            "tavola_refusals_total{kind=\"stale\"}",
            "tavola_discord_requests_total{route=\"interaction_response\",status=\"204\"}",
            "tavola_discord_errors_total{route=\"edit_message\",status=\"429\"}",
            "tavola_discord_errors_total{route=\"create_dm\",status=\"error\"}",
            "tavola_interaction_seconds_bucket{kind=\"component\",le=\"0.025\"}",
            "tavola_interaction_own_seconds{kind=\"component\",quantile=\"0.5\"}",
            "tavola_outbox_delay_seconds{what=\"message\",quantile=\"0.99\"}",
            "tavola_games_cached ",
            "tavola_outbox_depth 2",
            "tavola_outbox_oldest_age_seconds 1.5",
        ] {
            assert!(text.contains(line), "{line} missing from:\n{text}");
        }
        assert!(
            !text.contains("tavola_discord_errors_total{route=\"interaction_response\""),
            "a success is no error"
        );
    }
}
