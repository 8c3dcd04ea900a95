//! A server's page: its finished games, each linked to its own page, and the `/stats` figures
//! (games per title, each player's wins, the ratings). Read in the reader's language, as their
//! browser asks for it.

use std::collections::HashMap;

use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::http::header::{ACCEPT_LANGUAGE, CACHE_CONTROL};
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};

use super::error::WebError;
use super::found::same_token;
use super::layout;
use super::pages::Pages;
use crate::discord::names::game_title;
use crate::engine::GameKind;
use crate::lang::Lang;
use crate::store::{Finished, Placing, Rated};
use crate::t;

/// The language a browser asks for first among those Tavola speaks (`de-AT` read as German,
/// plain `en` as English); English otherwise.
pub fn reader_lang(headers: &HeaderMap) -> Lang {
    let asked = headers
        .get(ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    asked
        .split(',')
        .filter_map(|item| item.split(';').next().map(str::trim))
        .find_map(|tag| {
            let primary = |t: &str| t.split('-').next().unwrap_or(t).to_ascii_lowercase();
            Lang::from_discord(tag).or_else(|| {
                Lang::ALL
                    .iter()
                    .copied()
                    .find(|l| primary(l.tag()) == primary(tag))
            })
        })
        .unwrap_or_default()
}

pub async fn page(
    State(pages): State<Pages>,
    Path((guild, token)): Path<(String, String)>,
    headers: HeaderMap,
) -> Result<Response, WebError> {
    let guild: u64 = guild.parse().map_err(|_| WebError::NotFound)?;
    let store = pages.store();
    let stored = store.server_page(guild).await?.ok_or(WebError::NotFound)?;
    if !same_token(&stored, &token) {
        return Err(WebError::NotFound);
    }
    let lang = reader_lang(&headers);
    let finished = store.finished_in(guild).await?;
    let mut results = Vec::with_capacity(finished.len());
    for game in &finished {
        results.push(store.results(game.id).await?);
    }
    let stats = store.stats(guild).await?;
    let ratings = store.ratings(guild).await?;
    let mut users: Vec<u64> = results.iter().flatten().filter_map(|p| p.user).collect();
    users.extend(stats.players.iter().map(|p| p.user));
    users.extend(ratings.values().flatten().filter_map(|r| match r.who {
        Rated::User(u) => Some(u),
        Rated::Computer(_) => None,
    }));
    users.sort_unstable();
    users.dedup();
    let names = store.names_of(&users).await?;
    let name = |user: u64| {
        names
            .get(&user)
            .cloned()
            .unwrap_or_else(|| t!(lang, "web-someone"))
    };
    let title = |kind: &str| {
        GameKind::from_name(kind).map_or_else(|| kind.to_string(), |k| game_title(k, lang))
    };
    let body = html! {
        main #server {
            h1 { (t!(lang, "web-server-title")) }
            @if stats.games.is_empty() {
                p { (t!(lang, "web-server-none")) }
            }
            @for (kind, count) in &stats.games {
                section {
                    h2 { (title(kind)) " · " (t!(lang, "web-server-games", count = *count)) }
                    table .leaders {
                        thead { tr {
                            th { (t!(lang, "web-player")) }
                            th { (t!(lang, "web-won")) }
                            th { (t!(lang, "web-played")) }
                        } }
                        tbody {
                            @for p in stats.players.iter().filter(|p| &p.kind == kind) {
                                tr { td { (name(p.user)) } td { (p.won) } td { (p.played) } }
                            }
                        }
                    }
                    @if let Some(rated) = ratings.get(kind) {
                        table .ratings {
                            thead { tr {
                                th { (t!(lang, "web-player")) }
                                th { (t!(lang, "web-rating")) }
                                th { (t!(lang, "web-played")) }
                            } }
                            tbody {
                                @for r in rated {
                                    tr {
                                        td { (match r.who {
                                            Rated::User(u) => name(u),
                                            Rated::Computer(level) => t!(lang, "lobby-computer", level = level.name()),
                                        }) }
                                        td { (format!("{:.1}", r.conservative())) }
                                        td { (r.games) }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            @if !finished.is_empty() {
                section {
                    h2 { (t!(lang, "web-server-finished")) }
                    ol #finished {
                        @for (game, placings) in finished.iter().zip(&results) {
                            li { (finished_line(game, placings, &title(&game.kind), &name, lang)) }
                        }
                    }
                }
            }
        }
    };
    let markup = layout::page(lang, &t!(lang, "web-server-title"), false, body);
    Ok(([(CACHE_CONTROL, "no-store")], markup).into_response())
}

/// "Palazzo #12, 2026-11-29: Anna 80, Bruno 64", linked to the game's page.
fn finished_line(
    game: &Finished,
    placings: &[Placing],
    title: &str,
    name: &dyn Fn(u64) -> String,
    lang: Lang,
) -> Markup {
    let mut placings: Vec<&Placing> = placings.iter().collect();
    placings.sort_by_key(|p| (p.rank, p.seat));
    let names: HashMap<u8, String> = placings
        .iter()
        .map(|p| {
            let who = match (p.user, p.computer) {
                (Some(user), _) => name(user),
                (None, Some(level)) => t!(lang, "lobby-computer", level = level.name()),
                (None, None) => t!(lang, "seat-program", number = p.seat + 1),
            };
            (p.seat, who)
        })
        .collect();
    let ended = jiff::Timestamp::from_millisecond(game.ended_at)
        .map(|t| t.strftime("%Y-%m-%d").to_string())
        .unwrap_or_default();
    html! {
        a href={ "../../game/" (game.id.0) "/" (game.page_token) } { (title) " #" (game.id.0) }
        " · " time { (ended) } " · "
        @for (i, p) in placings.iter().enumerate() {
            @if i > 0 { ", " }
            @if p.rank == 1 { "🏆 " }
            (names[&p.seat]) " " (p.score)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn asking(header: &str) -> Lang {
        let mut headers = HeaderMap::new();
        headers.insert(ACCEPT_LANGUAGE, header.parse().unwrap());
        reader_lang(&headers)
    }

    #[test]
    fn a_server_page_reads_in_the_first_language_the_browser_asks_for_that_tavola_speaks() {
        assert_eq!(asking("de-DE,de;q=0.9,en;q=0.8"), Lang::De);
        assert_eq!(asking("fr-FR,fr;q=0.9,de;q=0.5"), Lang::De);
        assert_eq!(asking("en-GB,de;q=0.5"), Lang::En);
        assert_eq!(asking("en,de;q=0.5"), Lang::En);
        assert_eq!(asking("de-AT"), Lang::De);
        assert_eq!(asking("fr"), Lang::En);
        assert_eq!(reader_lang(&HeaderMap::new()), Lang::En);
    }
}
