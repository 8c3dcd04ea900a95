//! The pages on the web (`tavola::web`), over HTTP: every step of a game of every title shows
//! only what is public, in every kind of response; wrong tokens, writes and bodies are refused
//! plainly and change nothing; the board links to its page; a move reaches a live viewer.

use std::net::SocketAddr;
use std::time::Duration;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::Value;
use tavola::clock::Clock;
use tavola::discord::message::{Row, Style};
use tavola::discord::render::{self, alt_text, event_lines};
use tavola::discord::ui::Ui;
use tavola::engine::{Audit, Game, Seat};
use tavola::lang::Lang;
use tavola::store::{GameId, Store};
use tavola::table::{TableService, Tables};
use tavola::web::{Pages, serve};

use crate::support::stores::Db;
use crate::table::started;

/// Where the links say the pages are: the tests ask the bound address for the same paths.
const PUBLIC: &str = "https://pages.example";

struct Served {
    tables: TableService,
    addr: SocketAddr,
    http: reqwest::Client,
    db: Db,
}

async fn served() -> Served {
    let db = Db::sqlite();
    let store: Store = db.open().await.with_pages(PUBLIC);
    let tables = TableService::new(store, Clock::system());
    let addr = serve("127.0.0.1:0".parse().unwrap(), Pages::new(tables.clone()))
        .await
        .unwrap();
    Served {
        tables,
        addr,
        http: reqwest::Client::new(),
        db,
    }
}

impl Served {
    /// The bound address's URL for the path of a link the bot gives.
    fn url(&self, link: &str) -> String {
        let path = link.strip_prefix(PUBLIC).unwrap_or(link);
        format!("http://{}{path}", self.addr)
    }

    async fn get(&self, link: &str) -> reqwest::Response {
        self.http.get(self.url(link)).send().await.unwrap()
    }

    async fn text(&self, link: &str) -> String {
        let answer = self.get(link).await;
        assert_eq!(answer.status(), 200, "{link}");
        answer.text().await.unwrap()
    }

    async fn bytes(&self, link: &str) -> Vec<u8> {
        let answer = self.get(link).await;
        assert_eq!(answer.status(), 200, "{link}");
        answer.bytes().await.unwrap().to_vec()
    }
}

/// A game of two people, started, and the link to its page.
async fn a_game<G: Game>(served: &Served, seed: u64) -> (Tables<G>, GameId, String) {
    let tables = served.tables.of::<G>();
    let id = started(&tables, 2, seed).await;
    let page = tables
        .view(id)
        .await
        .unwrap()
        .page
        .expect("pages are served");
    (tables, id, page)
}

/// One random legal action by a seat that may act; whether the game is over.
async fn random_move<G: Ui + Audit>(tables: &Tables<G>, id: GameId, rng: &mut ChaCha8Rng) -> bool {
    let view = tables.view(id).await.unwrap();
    let state = view.state.as_ref().unwrap();
    let seat = state.to_act().iter().next().expect("someone may act");
    let action = state.random_action(seat, rng).unwrap();
    let owner = view.owner(seat).unwrap();
    let moved = tables
        .act(id, owner, view.game.version, action)
        .await
        .unwrap();
    moved.steps.last().unwrap().finished
}

/// Reads server-sent events from `answer` until one for version `until`, and returns its
/// state; every event's data must be the page's state, `seen` being `<version>:<time of the
/// change>`. What was read stays in `buffer`.
async fn events_until(answer: &mut reqwest::Response, buffer: &mut String, until: i64) -> Value {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    let mut read = 0;
    loop {
        while let Some(end) = buffer[read..].find("\n\n") {
            let event = buffer[read..read + end + 2].to_string();
            read += end + 2;
            let data: Vec<&str> = event
                .lines()
                .filter_map(|l| l.strip_prefix("data: "))
                .collect();
            if event.lines().any(|l| l == "event: moved") {
                let [data] = data[..] else {
                    panic!("one data line: {event:?}")
                };
                let state: Value = serde_json::from_str(data).expect("the state, as JSON");
                let seen = state["seen"].as_str().expect("seen");
                let (version, time) = seen.split_once(':').expect("version:time");
                assert!(time.parse::<i64>().is_ok(), "{seen}");
                assert_eq!(version, state["version"].to_string(), "{seen}");
                if version == until.to_string() {
                    return state;
                }
            }
        }
        let chunk = tokio::time::timeout_at(deadline, answer.chunk())
            .await
            .unwrap_or_else(|_| panic!("no event {until} within 10 s; got {buffer:?}"))
            .unwrap()
            .expect("the stream stays open");
        buffer.push_str(std::str::from_utf8(&chunk).unwrap());
    }
}

/// What the page of a game at this point must show, made by the test from the public view:
/// the page's state is exactly this, so it holds nothing else.
fn public_state<G: Ui>(state: &G, names: &[String]) -> (Vec<Value>, String) {
    let view = state.public_view();
    let scores = G::shown_scores(&view);
    let outcome = state.outcome();
    let awaited = if state.is_over() {
        Default::default()
    } else {
        state.awaited()
    };
    let players = names
        .iter()
        .enumerate()
        .map(|(i, name)| {
            let seat = Seat(i as u8);
            serde_json::json!({
                "name": name,
                "score": scores[i],
                "rank": outcome.as_ref().and_then(|o| o.standings.iter().find(|s| s.seat == seat)).map(|s| s.rank),
                "to_move": awaited.contains(seat),
            })
        })
        .collect();
    (players, alt_text::board::<G>(&view, names, Lang::En))
}

/// Walks a random two-player game of `G` move by move, reading its page, its state and its live
/// events at every step, then every step's picture: each is what the public view gives, and
/// no hand and not the seed that orders the decks appears anywhere.
async fn every_step_is_public<G: Ui + Audit>() {
    let served = served().await;
    let seed = 0x5EED_0000_0000_0000 + u64::from(G::NAME.len() as u8);
    let (tables, id, page) = a_game::<G>(&served, seed).await;
    let names: Vec<String> = (1..=2).map(|n| format!("Seat {n}")).collect();
    let secrets = |state: &G| -> Vec<String> {
        let mut secrets = vec![seed.to_string()];
        for seat in 0..2 {
            let hand = state.private_view(Seat(seat));
            secrets.push(alt_text::hand::<G>(&hand, id, &names, Lang::En));
        }
        secrets
    };
    let mut live = served.get(&format!("{page}/events")).await;
    assert_eq!(live.status(), 200);
    assert_eq!(
        live.headers()["content-type"],
        "text/event-stream",
        "server-sent events"
    );
    let mut buffer = String::new();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut pages_read = 0;
    loop {
        let snap = tables.view(id).await.unwrap();
        let state = snap.state.clone().unwrap();
        let json = served.text(&format!("{page}/state")).await;
        let read: Value = serde_json::from_str(&json).unwrap();
        let (players, alt) = public_state::<G>(&state, &names);
        assert_eq!(
            read["players"],
            Value::Array(players),
            "step {}",
            snap.game.version
        );
        assert_eq!(read["alt"], alt);
        assert_eq!(read["steps"], snap.game.version);
        for secret in secrets(&state) {
            assert!(!json.contains(&secret), "the state shows {secret:?}");
        }
        // The page itself at every tenth step (and the last): the same words, as HTML.
        if snap.game.version % 10 == 0 || state.is_over() {
            let html = served.text(&page).await;
            for secret in secrets(&state) {
                assert!(!html.contains(&secret), "the page shows {secret:?}");
            }
            assert!(html.contains(&maud::html! { (alt) }.into_string()));
            pages_read += 1;
        }
        if state.is_over() {
            break;
        }
        random_move(&tables, id, &mut rng).await;
    }
    let snap = tables.view(id).await.unwrap();
    let last = events_until(&mut live, &mut buffer, snap.game.version).await;
    for secret in secrets(snap.state.as_ref().unwrap()) {
        assert!(!buffer.contains(&secret), "an event shows {secret:?}");
    }
    let read: Value = serde_json::from_str(&served.text(&format!("{page}/state")).await).unwrap();
    assert_eq!(
        last, read,
        "the last event carries the state as /state gives it"
    );

    // Every step's picture is the public board at that step, drawn as `tavola render` draws it.
    let record = tables.record(id).await.unwrap();
    let mut game = record.start().unwrap();
    for step in 0..=record.actions.len() {
        if step > 0 {
            let s = &record.actions[step - 1];
            game.apply(s.seat, &s.action).unwrap();
        }
        let drawn = served.bytes(&format!("{page}/step/{step}")).await;
        let expected = G::board_picture(&game.public_view(), &names, Lang::En).unwrap();
        assert!(
            drawn == expected.bytes,
            "{}: step {step}'s picture",
            G::NAME
        );
    }
    let past = served
        .get(&format!("{page}/step/{}", record.actions.len() + 1))
        .await;
    assert_eq!(past.status(), 404, "no step past the last");
    // The final scores' plot: the scores picture of the public view.
    let history = tavola::picture::ScoreHistory::from_record(&record).unwrap();
    let plot = served.bytes(&format!("{page}/scores")).await;
    let expected = G::scores_picture(&game.public_view(), &history, &names, Lang::En).unwrap();
    assert!(plot == expected.bytes, "the final scores' plot");
    // The history in words is the events' words, step by step.
    let read: Value = serde_json::from_str(&served.text(&format!("{page}/state")).await).unwrap();
    let mut log = Vec::new();
    record
        .replay(|step, _, _, events| {
            let lines: Vec<String> = event_lines::<G>(events, &names, Lang::En)
                .map(|l| alt_text::plain(&l))
                .collect();
            if !lines.is_empty() {
                log.push(serde_json::json!({ "step": step, "lines": lines }));
            }
        })
        .unwrap();
    assert_eq!(read["log"], Value::Array(log));
    assert_eq!(read["status"], "finished");
    assert!(pages_read > 1);
}

macro_rules! walks {
    ($($V:ident => $m:ident: $G:ty,)*) => {
        $(
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn $m() {
                super::every_step_is_public::<$G>().await;
            }
        )*
    };
}

/// One test per game of the list.
mod every_step_of_a_game_is_public {
    tavola::games!(walks);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn wrong_tokens_writes_and_bodies_are_refused_plainly_and_change_nothing() {
    use tavola::engine::palazzo::Palazzo;
    let served = served().await;
    let (tables, id, page) = a_game::<Palazzo>(&served, 7).await;
    let (_, other, other_page) = a_game::<Palazzo>(&served, 8).await;
    let token = page.rsplit('/').next().unwrap().to_string();
    let other_token = other_page.rsplit('/').next().unwrap();
    let before = tables.view(id).await.unwrap().game;

    let answer = served.get(&page).await;
    assert_eq!(answer.status(), 200);
    let headers = answer.headers().clone();
    let csp = headers["content-security-policy"].to_str().unwrap();
    assert!(csp.contains("script-src 'self'") && csp.contains("frame-ancestors 'none'"));
    assert!(
        !csp.contains("unsafe-inline") && !csp.contains("unsafe-eval"),
        "{csp}"
    );
    assert_eq!(headers["x-frame-options"], "DENY");
    assert_eq!(headers["referrer-policy"], "no-referrer");
    assert_eq!(headers["x-content-type-options"], "nosniff");
    let html = answer.text().await.unwrap();
    // No inline script and no inline handler: every script has a source, no `on…=` attribute.
    for script in html.split("<script").skip(1) {
        assert!(
            script.trim_start().starts_with("src="),
            "an inline script: {script}"
        );
    }
    assert!(!html.contains(" onclick=") && !html.contains(" onload=") && !html.contains("style="));

    // A wrong token of the same length, another game's token, no token, a mangled id, a
    // nonexistent game: one plain 404, with the same headers.
    let mut wrong = token.clone().into_bytes();
    wrong[5] = if wrong[5] == b'a' { b'b' } else { b'a' };
    let wrong = String::from_utf8(wrong).unwrap();
    let base = format!("/game/{}", id.0);
    let not_found = [
        format!("{base}/{wrong}"),
        format!("{base}/{other_token}"),
        format!("{base}/{wrong}/state"),
        format!("{base}/{wrong}/step/0"),
        format!("{base}/{wrong}/events"),
        format!("{base}/{wrong}/scores"),
        format!("{base}/{token}/scores"),
        format!("{base}/{token}/step/9999"),
        format!("{base}/{token}/step/-1"),
        format!("{base}/{token}/step/x"),
        format!("/game/{}x/{token}", id.0),
        format!("/game/{}/{token}", other.0 + 1000),
        format!("{base}/"),
        "/server/1/0123456789abcdef0123456789abcdef".to_string(),
        "/assets/secret.txt".to_string(),
        "/".to_string(),
    ];
    for path in &not_found {
        let answer = served.get(path).await;
        assert_eq!(answer.status(), 404, "{path}");
        assert_eq!(answer.headers()["x-frame-options"], "DENY", "{path}");
        assert_eq!(answer.text().await.unwrap(), "Not found", "{path}");
    }

    // Writes are refused, and so is any body, before a handler reads it.
    for method in [
        reqwest::Method::POST,
        reqwest::Method::PUT,
        reqwest::Method::DELETE,
        reqwest::Method::PATCH,
    ] {
        let answer = served
            .http
            .request(method.clone(), served.url(&page))
            .body("{\"seat\":0}")
            .send()
            .await
            .unwrap();
        assert_eq!(answer.status(), 405, "{method}");
        assert_eq!(answer.headers()["allow"], "GET, HEAD");
    }
    let answer = served
        .http
        .get(served.url(&page))
        .body("x".repeat(100))
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status(), 413, "a body on a read");
    let head = served.http.head(served.url(&page)).send().await.unwrap();
    assert_eq!(head.status(), 200);
    assert_eq!(
        tables.view(id).await.unwrap().game,
        before,
        "nothing changed"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_board_links_to_its_page_only_when_pages_are_served() {
    use tavola::engine::palazzo::Palazzo;
    let served = served().await;
    let (tables, id, page) = a_game::<Palazzo>(&served, 9).await;
    let snap = tables.view(id).await.unwrap();
    assert_eq!(
        page,
        format!("{PUBLIC}/game/{}/{}", id.0, snap.game.page_token)
    );
    assert_eq!(snap.game.page_token.len(), 32);
    let links = |message: &tavola::discord::message::Message| -> Vec<String> {
        message
            .rows
            .iter()
            .flat_map(|row| match row {
                Row::Buttons(buttons) => buttons
                    .iter()
                    .filter(|b| b.style == Style::Link)
                    .map(|b| b.id.clone())
                    .collect(),
                Row::Select(_) => Vec::new(),
            })
            .collect()
    };
    let board = render::board(&snap);
    board.check_limits().unwrap();
    assert_eq!(links(&board), std::slice::from_ref(&page));
    // The same game in a bot without pages: no link.
    let without = Tables::<Palazzo>::new(Store::open(&served.db.url()).await.unwrap());
    let plain = render::board(&without.view(id).await.unwrap());
    assert!(links(&plain).is_empty());
    // Each game has its own token.
    let (_, other, other_page) = a_game::<Palazzo>(&served, 10).await;
    assert_ne!(other, id);
    assert_ne!(
        other_page.rsplit('/').next(),
        page.rsplit('/').next(),
        "tokens are drawn, not derived"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_reaches_a_live_viewer_and_the_server_page_lists_finished_games() {
    use tavola::engine::palazzo::Palazzo;
    let served = served().await;
    let (tables, id, page) = a_game::<Palazzo>(&served, 11).await;
    let mut live = served.get(&format!("{page}/events")).await;
    let mut buffer = String::new();
    let snap = tables.view(id).await.unwrap();
    events_until(&mut live, &mut buffer, snap.game.version).await;
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    random_move(&tables, id, &mut rng).await;
    let snap = tables.view(id).await.unwrap();
    events_until(&mut live, &mut buffer, snap.game.version).await;
    while !random_move(&tables, id, &mut rng).await {}

    // The server's page: found only by its token, listing the finished game with its link.
    let store = served.tables.store();
    assert_eq!(store.server_page(1).await.unwrap(), None);
    let token = store.server_page_token(1).await.unwrap();
    assert_eq!(
        store.server_page_token(1).await.unwrap(),
        token,
        "drawn once"
    );
    let html = served.text(&format!("/server/1/{token}")).await;
    let link = page.strip_prefix(PUBLIC).unwrap().trim_start_matches('/');
    assert!(html.contains(&format!("../../{link}")), "{html}");
    let answer = served.get(&format!("/server/1/{}", "0".repeat(32))).await;
    assert_eq!(answer.status(), 404);
    let german = served
        .http
        .get(served.url(&format!("/server/1/{token}")))
        .header("accept-language", "de-DE,de;q=0.9,en;q=0.8")
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(german.contains("Beendete Partien"), "{german}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stats_links_to_the_server_page_and_a_bot_without_pages_does_not() {
    use crate::support::bot;
    use crate::support::fake_discord::FakeDiscord;
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let pages = bot::start_with_pages(&fake, &bot::database(dir.path())).await;
    let base = pages.pages.clone().unwrap();
    let anna = fake.user(1001, "Anna");
    let links = |cb: &crate::support::fake_discord::Callback| -> Vec<String> {
        cb.data["components"]
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
            .filter(|c| c["style"] == 5)
            .map(|c| c["url"].as_str().unwrap().to_string())
            .collect()
    };
    let cb = bot::answered(&anna.slash("stats", serde_json::json!([])).await).await;
    let [link] = &links(&cb)[..] else {
        panic!("one link: {:?}", cb.data)
    };
    let token = pages
        .data
        .store
        .server_page(crate::support::fake_discord::FakeDiscord::GUILD_ID)
        .await
        .unwrap()
        .expect("drawn for the link");
    assert_eq!(
        link,
        &format!("{base}/server/{}/{token}", FakeDiscord::GUILD_ID)
    );
    let answer = reqwest::get(link).await.unwrap();
    assert_eq!(answer.status(), 200);
    assert!(
        answer
            .text()
            .await
            .unwrap()
            .contains("Finished games on this server")
    );
    // Asked again, the same link.
    let again = bot::answered(&anna.slash("stats", serde_json::json!([])).await).await;
    assert_eq!(links(&again), std::slice::from_ref(link));
    pages.stop(&fake).await;

    let without = bot::start(&fake, &bot::database(dir.path())).await;
    let cb = bot::answered(&anna.slash("stats", serde_json::json!([])).await).await;
    assert!(links(&cb).is_empty(), "no pages, no link");
    without.stop(&fake).await;
}
