//! Discord's bad days, on a test's demand: a fault plan the REST API applies to the calls that
//! match a method and route (429 per route or global, 500/502/503, a slow answer), for the next
//! N such calls, a seeded fraction of them, or all; and the record of what was injected and of
//! every retry that came before the 429 allowed it.
//!
//! ```ignore
//! fake.faults().set(
//!     Plan::seeded(7)
//!         .with(Rule::new("PATCH /channels/{id}/messages/{id}", Fault::rate_limit(0.25)).next(2))
//!         .with(Rule::new("POST /users/@me/channels", Fault::Status(503)).fraction(0.3)),
//! );
//! // ... play ...
//! fake.faults().clear();
//! assert!(fake.faults().retry_violations().is_empty());
//! ```
//!
//! A faulted call is answered before Discord would act on it: nothing it asked for happens.

use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use serde_json::{Value, json};

/// What a matching call gets.
#[derive(Clone, Debug, PartialEq)]
pub enum Fault {
    /// 429 on the call's route: `retry_after` in the body, the `X-RateLimit-*` headers.
    RateLimit { retry_after: Duration },
    /// 429 for every route (`X-RateLimit-Global: true`, `"global": true`).
    GlobalRateLimit { retry_after: Duration },
    /// 500 (JSON), 502 (Cloudflare's HTML) or 503 (the upstream's plain text).
    Status(u16),
    /// The call is answered as usual, this long after it arrived.
    Delay(Duration),
}

impl Fault {
    /// A route's 429 asking for `seconds` of patience.
    pub fn rate_limit(seconds: f64) -> Fault {
        Fault::RateLimit {
            retry_after: Duration::from_secs_f64(seconds),
        }
    }

    /// The global 429.
    pub fn global_rate_limit(seconds: f64) -> Fault {
        Fault::GlobalRateLimit {
            retry_after: Duration::from_secs_f64(seconds),
        }
    }
}

/// How many of the matching calls a rule faults.
#[derive(Clone, Debug, PartialEq)]
pub enum Times {
    Always,
    /// The next n matching calls, then none.
    Next(u32),
    /// Each matching call with this probability, drawn from the plan's seed.
    Fraction(f64),
    /// The next n matching calls to paths this rule has not faulted yet: a retry of a faulted
    /// call goes through (as Discord rarely limits one call twice).
    OnceEach(u32),
}

/// A method and route pattern, e.g. `PATCH /channels/{id}/messages/{id}` (a `{…}` segment
/// matches any one segment), `* /interactions/{id}/{token}/callback` (any method), or `any`.
#[derive(Clone, Debug, PartialEq)]
pub struct Route {
    method: Option<String>,
    /// `None`: any path.
    segments: Option<Vec<String>>,
}

impl Route {
    pub fn parse(pattern: &str) -> Route {
        let pattern = pattern.trim();
        if pattern.eq_ignore_ascii_case("any") || pattern == "*" {
            return Route {
                method: None,
                segments: None,
            };
        }
        let (method, path) = pattern
            .split_once(' ')
            .unwrap_or_else(|| panic!("a route is `METHOD /path` or `any`, not {pattern:?}"));
        let method = (method != "*").then(|| method.to_ascii_uppercase());
        let path = path.trim();
        let segments = (path != "*").then(|| {
            path.split('/')
                .filter(|s| !s.is_empty())
                .map(str::to_owned)
                .collect()
        });
        Route { method, segments }
    }

    pub fn matches(&self, method: &str, path: &str) -> bool {
        if self.method.as_deref().is_some_and(|m| m != method) {
            return false;
        }
        let Some(pattern) = &self.segments else {
            return true;
        };
        let actual: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
        actual.len() == pattern.len()
            && pattern
                .iter()
                .zip(&actual)
                .all(|(p, a)| (p.starts_with('{') && p.ends_with('}')) || p == a)
    }
}

/// One line of a plan.
#[derive(Clone, Debug)]
pub struct Rule {
    pub route: Route,
    pub fault: Fault,
    pub times: Times,
    /// The paths faulted so far (for [`Times::OnceEach`]).
    faulted: Vec<String>,
}

impl Rule {
    /// Faults every call matching `route` (see [`Route`]) until narrowed.
    pub fn new(route: &str, fault: Fault) -> Rule {
        Rule {
            route: Route::parse(route),
            fault,
            times: Times::Always,
            faulted: vec![],
        }
    }

    pub fn next(mut self, n: u32) -> Rule {
        self.times = Times::Next(n);
        self
    }

    /// The next `n` matching calls, each to a path this rule has not faulted yet.
    pub fn once_each(mut self, n: u32) -> Rule {
        self.times = Times::OnceEach(n);
        self
    }

    pub fn fraction(mut self, p: f64) -> Rule {
        assert!((0.0..=1.0).contains(&p), "a fraction, not {p}");
        self.times = Times::Fraction(p);
        self
    }
}

/// The rules in force; the first rule that matches a call and draws it decides its fault.
#[derive(Clone, Debug, Default)]
pub struct Plan {
    rules: Vec<Rule>,
    seed: u64,
}

impl Plan {
    pub fn seeded(seed: u64) -> Plan {
        Plan {
            rules: vec![],
            seed,
        }
    }

    pub fn with(mut self, rule: Rule) -> Plan {
        self.rules.push(rule);
        self
    }
}

/// A fault the fake injected.
#[derive(Clone, Debug)]
pub struct Injection {
    pub method: String,
    pub path: String,
    pub fault: Fault,
    pub at: Instant,
}

/// A call that came back to a rate-limited route before its 429 allowed: the same method,
/// path and body as the limited call.
#[derive(Clone, Debug)]
pub struct RetryViolation {
    pub method: String,
    pub path: String,
    /// Whether the 429 it ignored was the global one.
    pub global: bool,
    /// How much too early it came.
    pub early_by: Duration,
}

/// A window a 429 opened: the route (or, for the global one, every route) may not be called
/// before `until`.
#[derive(Clone, Debug)]
struct Window {
    method: String,
    path: String,
    /// The limited call's body: a call to the same route with the same body is its retry (a
    /// call with another body was another request, perhaps already on its way).
    body: Option<Value>,
    global: bool,
    /// When the 429 went out: a call within [`IN_FLIGHT`] of it left before the bot knew.
    issued: Instant,
    until: Instant,
}

/// How soon after a 429 an identical call is taken for one already on its way, not a retry.
const IN_FLIGHT: Duration = Duration::from_millis(20);

/// The fault plan and its records (in the fake's state).
#[derive(Debug, Default)]
pub(crate) struct FaultState {
    plan: Plan,
    rng: u64,
    injected: Vec<Injection>,
    windows: Vec<Window>,
    violations: Vec<RetryViolation>,
    /// Calls to other routes while a global 429 was in force (serenity 0.12.5 holds back only
    /// the call that got it; Discord would limit them too).
    during_global: Vec<(String, String)>,
}

/// The answer a faulted call gets, or how long to hold it.
pub(crate) enum Decision {
    Proceed,
    Delay(Duration),
    Answer {
        status: u16,
        headers: Vec<(&'static str, String)>,
        body: Body,
    },
}

pub(crate) enum Body {
    Json(Value),
    Html(String),
    Text(String),
}

impl FaultState {
    pub(crate) fn set(&mut self, plan: Plan) {
        self.rng = plan.seed ^ 0x9E37_79B9_7F4A_7C15;
        self.plan = plan;
    }

    pub(crate) fn add(&mut self, rule: Rule) {
        self.plan.rules.push(rule);
    }

    pub(crate) fn clear(&mut self) {
        self.plan.rules.clear();
    }

    pub(crate) fn injected(&self) -> &[Injection] {
        &self.injected
    }

    pub(crate) fn violations(&self) -> &[RetryViolation] {
        &self.violations
    }

    pub(crate) fn during_global(&self) -> &[(String, String)] {
        &self.during_global
    }

    /// Notes a call arriving at `now` (a retry too early is a violation) and decides its fault.
    pub(crate) fn on_call(
        &mut self,
        method: &str,
        path: &str,
        body: Option<&Value>,
        now: Instant,
    ) -> Decision {
        self.windows.retain(|w| w.until > now);
        for w in &self.windows {
            let same = w.method == method
                && w.path == path
                && w.body.as_ref() == body
                && now >= w.issued + IN_FLIGHT;
            if same {
                self.violations.push(RetryViolation {
                    method: method.to_owned(),
                    path: path.to_owned(),
                    global: w.global,
                    early_by: w.until - now,
                });
            } else if w.global {
                self.during_global
                    .push((method.to_owned(), path.to_owned()));
            }
        }
        let mut chosen = None;
        for rule in &mut self.plan.rules {
            if !rule.route.matches(method, path) {
                continue;
            }
            let hit = match rule.times {
                Times::Always => true,
                Times::Next(0) | Times::OnceEach(0) => false,
                Times::Next(n) => {
                    rule.times = Times::Next(n - 1);
                    true
                }
                Times::Fraction(p) => draw(&mut self.rng) < p,
                Times::OnceEach(n) => {
                    let fresh = !rule.faulted.iter().any(|p| p == path);
                    if fresh {
                        rule.times = Times::OnceEach(n - 1);
                        rule.faulted.push(path.to_owned());
                    }
                    fresh
                }
            };
            if hit {
                chosen = Some(rule.fault.clone());
                break;
            }
        }
        let Some(fault) = chosen else {
            return Decision::Proceed;
        };
        self.injected.push(Injection {
            method: method.to_owned(),
            path: path.to_owned(),
            fault: fault.clone(),
            at: now,
        });
        match fault {
            Fault::Delay(d) => Decision::Delay(d),
            Fault::RateLimit { retry_after } | Fault::GlobalRateLimit { retry_after } => {
                let global = matches!(fault, Fault::GlobalRateLimit { .. });
                self.windows.push(Window {
                    method: method.to_owned(),
                    path: path.to_owned(),
                    body: body.cloned(),
                    issued: now,
                    global,
                    until: now + retry_after,
                });
                rate_limited(method, path, retry_after, global)
            }
            Fault::Status(status) => server_error(status),
        }
    }
}

/// splitmix64: a draw in [0, 1).
fn draw(rng: &mut u64) -> f64 {
    *rng = rng.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *rng;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^= z >> 31;
    (z >> 11) as f64 / (1u64 << 53) as f64
}

/// Discord's 429: the body's `retry_after` in seconds (a fraction), the `Retry-After` header in
/// whole seconds rounded up, and the bucket's headers.
fn rate_limited(method: &str, path: &str, retry_after: Duration, global: bool) -> Decision {
    let seconds = retry_after.as_secs_f64();
    let reset = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default()
        .as_secs_f64()
        + seconds;
    let mut headers = vec![
        ("retry-after", format!("{}", seconds.ceil().max(1.0) as u64)),
        (
            "x-ratelimit-scope",
            (if global { "global" } else { "user" }).to_owned(),
        ),
    ];
    if global {
        headers.push(("x-ratelimit-global", "true".to_owned()));
    } else {
        headers.extend([
            ("x-ratelimit-limit", "5".to_owned()),
            ("x-ratelimit-remaining", "0".to_owned()),
            ("x-ratelimit-reset", format!("{reset:.3}")),
            ("x-ratelimit-reset-after", format!("{seconds:.3}")),
            ("x-ratelimit-bucket", bucket(method, path)),
        ]);
    }
    Decision::Answer {
        status: 429,
        headers,
        body: Body::Json(json!({
            "message": "You are being rate limited.",
            "retry_after": (seconds * 1000.0).round() / 1000.0,
            "global": global,
        })),
    }
}

/// A bucket hash per method and route shape, as opaque as Discord's.
fn bucket(method: &str, path: &str) -> String {
    let shape: Vec<&str> = path
        .split('/')
        .filter(|s| !s.is_empty())
        .map(|s| {
            if s.bytes().all(|b| b.is_ascii_digit()) {
                "id"
            } else {
                s
            }
        })
        .collect();
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in method.bytes().chain(shape.join("/").bytes()) {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

fn server_error(status: u16) -> Decision {
    let body = match status {
        502 => Body::Html(
            "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>cloudflare</center>\r\n</body>\r\n</html>\r\n"
                .to_owned(),
        ),
        503 => Body::Text(
            "upstream connect error or disconnect/reset before headers. reset reason: overflow"
                .to_owned(),
        ),
        _ => Body::Json(json!({"message": format!("{status}: Internal Server Error"), "code": 0})),
    };
    Decision::Answer {
        status,
        headers: vec![],
        body,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn routes_match_by_method_and_shape() {
        let edit = Route::parse("PATCH /channels/{id}/messages/{id}");
        assert!(edit.matches("PATCH", "/channels/1/messages/2"));
        assert!(!edit.matches("GET", "/channels/1/messages/2"));
        assert!(!edit.matches("PATCH", "/channels/1/messages"));
        let dm = Route::parse("POST /users/@me/channels");
        assert!(dm.matches("POST", "/users/@me/channels"));
        assert!(!dm.matches("POST", "/users/12/channels"));
        let any_method = Route::parse("* /interactions/{id}/{token}/callback");
        assert!(any_method.matches("POST", "/interactions/5/tok/callback"));
        assert!(Route::parse("any").matches("DELETE", "/x/y"));
    }

    #[test]
    fn next_n_faults_n_calls_and_a_fraction_is_seeded() {
        let t = Instant::now();
        let mut s = FaultState::default();
        s.set(Plan::seeded(1).with(Rule::new("GET /a", Fault::Status(500)).next(2)));
        let faulted = (0..5)
            .filter(|_| !matches!(s.on_call("GET", "/a", None, t), Decision::Proceed))
            .count();
        assert_eq!(faulted, 2);
        assert!(matches!(s.on_call("GET", "/b", None, t), Decision::Proceed));

        let count = |seed| {
            let mut s = FaultState::default();
            s.set(Plan::seeded(seed).with(Rule::new("any", Fault::Status(503)).fraction(0.3)));
            (0..1000)
                .map(|_| !matches!(s.on_call("GET", "/a", None, t), Decision::Proceed))
                .collect::<Vec<_>>()
        };
        s.set(Plan::seeded(1).with(Rule::new("any", Fault::Status(502)).once_each(2)));
        let faulted: Vec<bool> = ["/a", "/a", "/b", "/b", "/c"]
            .iter()
            .map(|p| !matches!(s.on_call("GET", p, None, t), Decision::Proceed))
            .collect();
        assert_eq!(faulted, [true, false, true, false, false]);

        let drawn = count(9);
        assert_eq!(drawn, count(9), "the same seed faults the same calls");
        let n = drawn.iter().filter(|&&f| f).count();
        assert!((240..360).contains(&n), "about 30 %: {n}");
        s.clear();
        assert!(matches!(s.on_call("GET", "/a", None, t), Decision::Proceed));
    }

    #[test]
    fn a_retry_before_retry_after_is_a_violation() {
        let t = Instant::now();
        let mut s = FaultState::default();
        s.set(Plan::seeded(0).with(Rule::new("any", Fault::rate_limit(0.25)).next(1)));
        let Decision::Answer {
            status, headers, ..
        } = s.on_call("PATCH", "/channels/1/messages/2", None, t)
        else {
            panic!("a 429");
        };
        assert_eq!(status, 429);
        let header = |n: &str| {
            headers
                .iter()
                .find(|(k, _)| *k == n)
                .map(|(_, v)| v.clone())
        };
        assert_eq!(header("retry-after").as_deref(), Some("1"));
        assert_eq!(header("x-ratelimit-remaining").as_deref(), Some("0"));
        assert_eq!(header("x-ratelimit-reset-after").as_deref(), Some("0.250"));
        assert!(header("x-ratelimit-global").is_none());
        // Another route is free; the same one too early is not.
        s.on_call(
            "POST",
            "/channels/1/messages",
            None,
            t + Duration::from_millis(10),
        );
        assert!(s.violations().is_empty());
        let other = serde_json::json!({"content": "another edit"});
        s.on_call(
            "PATCH",
            "/channels/1/messages/2",
            Some(&other),
            t + Duration::from_millis(50),
        );
        assert!(s.violations().is_empty(), "another request, not a retry");
        s.on_call(
            "PATCH",
            "/channels/1/messages/2",
            None,
            t + Duration::from_millis(100),
        );
        assert_eq!(s.violations().len(), 1);
        s.on_call(
            "PATCH",
            "/channels/1/messages/2",
            None,
            t + Duration::from_millis(300),
        );
        assert_eq!(s.violations().len(), 1, "after retry_after it may");

        s.set(Plan::seeded(0).with(Rule::new("any", Fault::global_rate_limit(0.1)).next(1)));
        let t = t + Duration::from_secs(1);
        let Decision::Answer { headers, .. } = s.on_call("GET", "/a", None, t) else {
            panic!("a 429");
        };
        assert!(headers.contains(&("x-ratelimit-global", "true".to_owned())));
        s.on_call("GET", "/b", None, t + Duration::from_millis(10));
        assert_eq!(s.during_global().len(), 1);
        assert_eq!(s.violations().len(), 1);
    }
}
