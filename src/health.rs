//! `tavola health`: whether a running bot is well, for a container's or systemd's health check.
//!
//! Three probes, each a line of the report: the database answers (opened read-only, so a
//! probe never creates or migrates anything), the outbox's oldest message is not older than
//! the limit (messages that wait longer mean Discord refuses the bot, or no process sends), and
//! the gateway is connected, as the running bot's own metrics endpoint says (`METRICS_ADDR`;
//! without it this probe is skipped, as nothing outside the bot can see its connection).
//! The command exits 0 when every probe that ran passed, 1 otherwise.

use std::fmt::Write as _;
use std::net::SocketAddr;
use std::time::Duration;

use crate::store::{Store, now_ms};
use crate::telemetry::GATEWAY_CONNECTED;

/// How long each probe may take before it counts as failed.
const PROBE_TIMEOUT: Duration = Duration::from_secs(5);

/// What the probes found.
#[derive(Debug)]
pub struct Report {
    pub healthy: bool,
    pub text: String,
}

/// One probe's finding: passed, or not, with what it saw.
type Finding = (bool, String);

/// Runs the probes against the bot's database at `database_url` and its metrics endpoint at
/// `metrics`, allowing outbox messages to wait `max_outbox_age`.
pub async fn probe(
    database_url: &str,
    metrics: Option<SocketAddr>,
    max_outbox_age: Duration,
) -> Report {
    let findings = [
        ("database", database(database_url, max_outbox_age).await),
        ("gateway", gateway(metrics).await),
    ];
    let mut text = String::new();
    let mut healthy = true;
    for (name, (ok, said)) in findings {
        healthy &= ok;
        let _ = writeln!(
            text,
            "{name}: {} — {said}",
            if ok { "ok" } else { "FAILING" }
        );
    }
    Report { healthy, text }
}

/// The database answers, and its outbox's oldest row is young enough.
async fn database(url: &str, max_outbox_age: Duration) -> Finding {
    let probe = async {
        let options = Store::connect_options(url)?.read_only(true);
        let store = Store::open_with(options).await?;
        let depth = store.outbox_depth().await;
        store.close().await;
        depth
    };
    match tokio::time::timeout(PROBE_TIMEOUT, probe).await {
        Err(_) => (false, format!("no answer within {PROBE_TIMEOUT:?}")),
        Ok(Err(e)) => (false, format!("unreachable: {e}")),
        Ok(Ok(depth)) => {
            let age = depth.oldest_created_at.map_or(Duration::ZERO, |at| {
                Duration::from_millis(u64::try_from(now_ms() - at).unwrap_or(0))
            });
            let said = format!(
                "reachable; outbox {} messages, the oldest {}s old (limit {}s)",
                depth.rows,
                age.as_secs(),
                max_outbox_age.as_secs()
            );
            (age <= max_outbox_age, said)
        }
    }
}

/// The gateway's state as the bot's metrics endpoint reports it.
async fn gateway(metrics: Option<SocketAddr>) -> Finding {
    let Some(addr) = metrics else {
        return (
            true,
            "not probed: METRICS_ADDR is not set, and only the bot sees its connection".into(),
        );
    };
    let scraped = async {
        reqwest::Client::new()
            .get(format!("http://{addr}/metrics"))
            .send()
            .await?
            .error_for_status()?
            .text()
            .await
    };
    match tokio::time::timeout(PROBE_TIMEOUT, scraped).await {
        Err(_) => (
            false,
            format!("{addr} did not answer within {PROBE_TIMEOUT:?}"),
        ),
        Ok(Err(e)) => (
            false,
            format!("the bot's metrics at {addr} are unreachable: {e}"),
        ),
        Ok(Ok(text)) => match gauge(&text, GATEWAY_CONNECTED) {
            Some(v) if v >= 1.0 => (true, "connected".into()),
            Some(_) => (false, "disconnected".into()),
            None => (false, format!("{addr} reports no {GATEWAY_CONNECTED}")),
        },
    }
}

/// The value of the unlabelled gauge `name` in Prometheus's text format.
fn gauge(text: &str, name: &str) -> Option<f64> {
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .find_map(|l| l.strip_prefix(name)?.strip_prefix(' ')?.trim().parse().ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_gauge_is_read_from_the_text_format_and_only_its_own() {
        let text = "# HELP tavola_gateway_connected Whether...\n\
                    # TYPE tavola_gateway_connected gauge\n\
                    tavola_gateway_connected_total 7\n\
                    tavola_gateway_connected 1\n";
        assert_eq!(gauge(text, GATEWAY_CONNECTED), Some(1.0));
        assert_eq!(
            gauge("tavola_gateway_connected 0\n", GATEWAY_CONNECTED),
            Some(0.0)
        );
        assert_eq!(gauge("tavola_outbox_depth 3\n", GATEWAY_CONNECTED), None);
    }

    #[tokio::test]
    async fn a_healthy_database_passes_and_an_old_outbox_or_a_missing_database_fails() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("t.db").display());
        let missing = probe(&url, None, Duration::from_secs(60)).await;
        assert!(!missing.healthy, "{}", missing.text);
        assert!(
            !dir.path().join("t.db").exists(),
            "a probe creates no database"
        );
        let store = Store::open(&url).await.unwrap();
        store.close().await;
        let fine = probe(&url, None, Duration::from_secs(60)).await;
        assert!(fine.healthy, "{}", fine.text);
        assert!(fine.text.contains("database: ok"), "{}", fine.text);
        assert!(
            fine.text.contains("gateway: ok — not probed"),
            "{}",
            fine.text
        );
        let nobody = probe(
            &url,
            Some("127.0.0.1:9".parse().unwrap()),
            Duration::from_secs(60),
        )
        .await;
        assert!(!nobody.healthy, "{}", nobody.text);
        assert!(nobody.text.contains("gateway: FAILING"), "{}", nobody.text);
    }
}
