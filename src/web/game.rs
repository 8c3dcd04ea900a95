//! A game's page: its board now and at any step, its players and scores, its history in words,
//! the final scores' plot once it is over.

use std::convert::Infallible;

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use futures_util::Stream;
use maud::{Markup, html};

use super::drawn::Shown;
use super::error::WebError;
use super::layout;
use super::loaded::{find, load, shown};
use super::pages::Pages;
use super::public::{Loaded, Logged, Player};
use crate::t;

fn webp(bytes: Bytes) -> Response {
    (
        [
            (CONTENT_TYPE, "image/webp"),
            // A step's picture changes only if its action is taken back.
            (CACHE_CONTROL, "private, max-age=60"),
        ],
        bytes,
    )
        .into_response()
}

pub async fn step(
    State(pages): State<Pages>,
    Path((id, token, step)): Path<(String, String, String)>,
) -> Result<Response, WebError> {
    let step: usize = step.parse().map_err(|_| WebError::NotFound)?;
    let loaded = load(pages.tables(), pages.kept(), &id, &token).await?;
    Ok(webp(
        pages.drawn().picture(&loaded, Shown::Step(step)).await?,
    ))
}

pub async fn scores(
    State(pages): State<Pages>,
    Path((id, token)): Path<(String, String)>,
) -> Result<Response, WebError> {
    let loaded = load(pages.tables(), pages.kept(), &id, &token).await?;
    Ok(webp(pages.drawn().picture(&loaded, Shown::Scores).await?))
}

/// The state the page shows, as JSON: what its live events carry, for a reader of its own.
pub async fn state(
    State(pages): State<Pages>,
    Path((id, token)): Path<(String, String)>,
) -> Result<Response, WebError> {
    let loaded = load(pages.tables(), pages.kept(), &id, &token).await?;
    let body = loaded.state_json.clone();
    Ok((
        [
            (CONTENT_TYPE, "application/json"),
            (CACHE_CONTROL, "no-store"),
        ],
        body,
    )
        .into_response())
}

pub async fn page(
    State(pages): State<Pages>,
    Path((id, token)): Path<(String, String)>,
) -> Result<Response, WebError> {
    let loaded = load(pages.tables(), pages.kept(), &id, &token).await?;
    Ok(([(CACHE_CONTROL, "no-store")], render(&loaded, &token)).into_response())
}

/// The page, as HTML. Its addresses are relative to the page (`<token>/…` from
/// `/game/<id>/<token>`), as the layout's are.
fn render(loaded: &Loaded, token: &str) -> Markup {
    let lang = loaded.lang;
    let p = &loaded.public;
    let started = loaded.record.is_some();
    let body = html! {
        main #game data-base=(token) data-steps=(p.steps) data-seen=(p.seen)
            data-alt-step=(t!(lang, "web-alt-step", step = "{step}")) {
            header {
                h1 { (p.title) }
                p #status aria-live="polite" { (p.status_words) }
            }
            @if started {
                figure .board {
                    img #board src={ (token) "/step/" (p.steps) } alt=(p.alt);
                }
                nav .replay aria-label=(t!(lang, "web-replay")) {
                    button #first type="button" title=(t!(lang, "web-first")) { "|◀" }
                    button #prev type="button" title=(t!(lang, "web-previous")) { "◀" }
                    input #slider type="range" min="0" max=(p.steps) value=(p.steps)
                        aria-label=(t!(lang, "web-step"));
                    button #next type="button" title=(t!(lang, "web-next")) { "▶" }
                    button #latest type="button" title=(t!(lang, "web-latest")) { "▶|" }
                    p .where {
                        (t!(lang, "web-step")) " "
                        output #step for="slider" { (p.steps) }
                        " / "
                        span #steps { (p.steps) }
                    }
                }
            }
            section {
                h2 { (t!(lang, "web-players")) }
                table #players {
                    thead { tr {
                        th { (t!(lang, "web-player")) }
                        th { (t!(lang, "web-score")) }
                        th { (t!(lang, "web-rank")) }
                    } }
                    tbody { (players(&p.players)) }
                }
            }
            @if loaded.finished {
                section {
                    h2 { (t!(lang, "web-final-scores")) }
                    img #scores src={ (token) "/scores" }
                        alt=(t!(lang, "web-final-scores"));
                }
            }
            @if started {
                section {
                    h2 { (t!(lang, "web-history")) }
                    ol #log { (log(&p.log)) }
                }
            }
            footer { p { (t!(lang, "web-footer")) } }
        }
    };
    layout::page(lang, &p.title, true, body)
}

fn players(players: &[Player]) -> Markup {
    html! {
        @for player in players {
            tr .to-move[player.to_move] {
                td { @if player.to_move { "▸ " } (player.name) }
                td { @if let Some(score) = player.score { (score) } }
                td { @if let Some(rank) = player.rank { (rank) } }
            }
        }
    }
}

fn log(log: &[Logged]) -> Markup {
    html! {
        @for entry in log {
            li data-step=(entry.step) value=(entry.step) {
                @for line in &entry.lines { span { (line) } }
            }
        }
    }
}

/// The game live: a `moved` event when the stream opens (so a page loaded just before a move
/// catches up) and at each change, its data the state the page shows (as `/state`), read once
/// for all the game's viewers. `live` says how the game is watched.
pub async fn events(
    State(pages): State<Pages>,
    Path((id, token)): Path<(String, String)>,
) -> Result<Sse<impl Stream<Item = Result<Event, Infallible>>>, WebError> {
    let game = find(pages.store(), pages.kept(), &id, &token).await?;
    let receiver = pages.watched().follow(pages.store(), game);
    let stream = futures_util::stream::unfold((receiver, true), move |(mut receiver, first)| {
        let pages = pages.clone();
        async move {
            if !first && receiver.changed().await.is_err() {
                return None;
            }
            let game = receiver.borrow_and_update().clone();
            // A game that cannot be read ends the stream: the browser opens it again.
            let loaded = shown(pages.tables(), pages.kept(), &game)
                .await
                .inspect_err(|e| tracing::warn!(%e, game = %game.id, "a followed game"))
                .ok()?;
            let event = Event::default()
                .event("moved")
                .data(String::from_utf8_lossy(&loaded.state_json));
            Some((Ok(event), (receiver, false)))
        }
    });
    Ok(Sse::new(stream).keep_alive(KeepAlive::default()))
}
