//! A game's page: its board now and at any step, its players and scores, its history in words,
//! the final scores' plot once it is over.

use std::convert::Infallible;
use std::sync::Arc;

use axum::extract::{Path, State};
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use futures_util::Stream;
use maud::{Markup, html};

use super::error::WebError;
use super::layout;
use super::loaded::{find, load};
use super::pages::Pages;
use super::public::{Loaded, Logged, Player};
use crate::discord::pictures::{Drawing, file};
use crate::discord::render::alt_text;
use crate::discord::ui::Ui;
use crate::engine::record::Record;
use crate::picture::ScoreHistory;
use crate::t;

/// The record a loaded game was read with, as its engine's type.
fn record_of<G: Ui>(loaded: &Loaded) -> Result<Arc<Record<G>>, WebError> {
    loaded
        .record
        .clone()
        .and_then(|r| r.downcast::<Record<G>>().ok())
        .ok_or(WebError::NotFound)
}

/// The public board after `step` actions, drawn on the picture threads once for its view,
/// language and names.
async fn draw_step<G: Ui>(loaded: &Loaded, step: usize) -> Result<Vec<u8>, WebError> {
    let record = record_of::<G>(loaded)?;
    let actions = record.actions.get(..step).ok_or(WebError::NotFound)?;
    let mut state = record.start()?;
    for (i, s) in actions.iter().enumerate() {
        state.apply(s.seat, &s.action).map_err(|e| {
            crate::engine::record::ReplayError::Illegal {
                step: i + 1,
                seat: s.seat,
                reason: e.to_string(),
            }
        })?;
    }
    let view = state.public_view();
    let lang = loaded.lang;
    let alt = alt_text::board::<G>(&view, &loaded.names, lang);
    let key = key("board", &view);
    let drawn = Drawing::answer(file::BOARD, &alt, move |names| {
        G::board_picture(&view, names, lang)
    })
    .in_lang(lang)
    .drawn_once_for(key)
    .draw(loaded.names.clone())
    .await?;
    Ok(drawn.bytes)
}

/// The final scores' plot: each seat's points broken down, and the score over the game.
async fn draw_scores<G: Ui>(loaded: &Loaded) -> Result<Vec<u8>, WebError> {
    if !loaded.finished {
        return Err(WebError::NotFound);
    }
    let record = record_of::<G>(loaded)?;
    let history = ScoreHistory::from_record(&record)?;
    let view = record.replay(|_, _, _, _| {})?.public_view();
    let lang = loaded.lang;
    let alt = alt_text::final_scores::<G>(&view, &loaded.names, lang);
    let key = key("scores", &(&view, record.actions.len()));
    let drawn = Drawing::answer(file::SCORES, &alt, move |names| {
        G::scores_picture(&view, &history, names, lang)
    })
    .in_lang(lang)
    .drawn_once_for(key)
    .draw(loaded.names.clone())
    .await?;
    Ok(drawn.bytes)
}

/// What a page's picture is drawn from, written out: the key it is kept by, apart from the
/// Discord messages' own.
fn key(what: &str, from: &impl serde::Serialize) -> Vec<u8> {
    let mut key = format!("web\0{what}\0").into_bytes();
    // A view that cannot be written (none should fail) is kept under its kind alone, which
    // the names and language still separate; never another view's picture.
    if serde_json::to_writer(&mut key, from).is_err() {
        key.extend_from_slice(b"unwritable");
    }
    key
}

fn webp(bytes: Vec<u8>) -> Response {
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
    let bytes = crate::with_game!(loaded.kind, G => draw_step::<G>(&loaded, step).await)?;
    Ok(webp(bytes))
}

pub async fn scores(
    State(pages): State<Pages>,
    Path((id, token)): Path<(String, String)>,
) -> Result<Response, WebError> {
    let loaded = load(pages.tables(), pages.kept(), &id, &token).await?;
    let bytes = crate::with_game!(loaded.kind, G => draw_scores::<G>(&loaded).await)?;
    Ok(webp(bytes))
}

/// What the page's script reads when the game moves.
pub async fn state(
    State(pages): State<Pages>,
    Path((id, token)): Path<(String, String)>,
) -> Result<Response, WebError> {
    let loaded = load(pages.tables(), pages.kept(), &id, &token).await?;
    let body = serde_json::to_string(&loaded.public).map_err(|e| {
        WebError::Table(crate::table::TableError::Corrupt(format!(
            "a page's state: {e}"
        )))
    })?;
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

/// The game live: a `moved` event at each change (`live` says how the game is watched).
pub async fn events(
    State(pages): State<Pages>,
    Path((id, token)): Path<(String, String)>,
) -> Result<Sse<impl Stream<Item = Result<Event, Infallible>>>, WebError> {
    let (game, _) = find(pages.store(), &id, &token).await?;
    let receiver = pages
        .watched()
        .follow(pages.store(), game.id, (game.version, game.updated_at));
    let stream =
        futures_util::stream::unfold((receiver, true), |(mut receiver, first)| async move {
            if !first && receiver.changed().await.is_err() {
                return None;
            }
            let (version, changed) = *receiver.borrow_and_update();
            let event = Event::default()
                .event("moved")
                .data(format!("{version}:{changed}"));
            Some((Ok(event), (receiver, false)))
        });
    Ok(Sse::new(stream).keep_alive(KeepAlive::default()))
}
