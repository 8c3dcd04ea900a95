//! The pages on the web: each game's (its board now, its players and scores, its history in
//! words, a replay of every step, kept current as the game moves) and each server's (its
//! finished games and the `/stats` figures). Served by the bot's own runtime when `WEB_ADDR`
//! is set; nothing is served otherwise.
//!
//! What every response promises, and the tests in `tests/it/pages*.rs` hold:
//!
//! - **Public only.** A page is made from what the channel's board shows: the public view (its
//!   picture and alt text), the events' words, the shown scores and the seats' names. Hands,
//!   decks and the record's actions themselves never leave the process: nothing here reads a
//!   private view.
//! - **Found only by its link.** A page's address holds the game's (or server's) token, 128
//!   random bits stored with it; the token is compared in constant time, and a wrong token is
//!   the same plain 404 as a game that does not exist.
//! - **Read only.** Only `GET` and `HEAD` are answered; a request that carries a body is
//!   refused before it is read.
//! - **Locked down.** Every response forbids framing, sends no referrer and allows scripts,
//!   styles, pictures and connections from the page's own origin only (no inline script).
//! - **Cheap to watch.** A game followed by any number of viewers is watched once, and read
//!   (its row, its record replayed) once per change however many ask at that moment; between
//!   changes a page reads no database. Its pictures are drawn once per step, one page picture
//!   at a time, on the picture threads (below the threads answering Discord), and kept.

mod assets;
mod drawn;
mod error;
mod found;
mod game;
mod guard;
mod layout;
mod live;
mod loaded;
mod names;
mod once;
mod pages;
mod public;
mod server;

use std::net::SocketAddr;

use axum::Router;
use axum::routing::get;

pub use error::WebError;
pub use pages::Pages;

use crate::table::TableService;

/// Every route; anything else is a plain 404.
pub fn router(pages: Pages) -> Router {
    Router::new()
        .route("/game/{id}/{token}", get(game::page))
        .route("/game/{id}/{token}/state", get(game::state))
        .route("/game/{id}/{token}/step/{step}", get(game::step))
        .route("/game/{id}/{token}/scores", get(game::scores))
        .route("/game/{id}/{token}/events", get(game::events))
        .route("/server/{guild}/{token}", get(server::page))
        .route("/assets/{file}", get(assets::file))
        .fallback(error::not_found)
        .layer(axum::middleware::from_fn(guard::guard))
        .with_state(pages)
}

/// Serves the pages as the bot's settings say, beside the bot.
pub async fn start(web: &crate::config::Web, tables: TableService) -> anyhow::Result<()> {
    let bound = serve(web.addr, Pages::new(tables))
        .await
        .map_err(|e| anyhow::anyhow!("serving the pages on WEB_ADDR {}: {e}", web.addr))?;
    tracing::info!(%bound, public = %web.public_url, "serving the games' pages");
    Ok(())
}

/// Serves the pages on `addr` on the calling runtime, in a task of their own; returns the
/// address bound (with port 0, the one the system chose).
pub async fn serve(addr: SocketAddr, pages: Pages) -> std::io::Result<SocketAddr> {
    serve_on(tokio::net::TcpListener::bind(addr).await?, pages)
}

/// Serves the pages on a listener already bound (when the links must name its port before
/// the pages exist); returns its address.
pub fn serve_on(listener: tokio::net::TcpListener, pages: Pages) -> std::io::Result<SocketAddr> {
    let bound = listener.local_addr()?;
    let app = router(pages);
    tokio::spawn(async move {
        if let Err(e) = axum::serve(listener, app).await {
            tracing::error!(%e, "the pages stopped");
        }
    });
    Ok(bound)
}
