//! `/stats`: the server's finished games, per game and per player, and a leaderboard.
//! Abandoned and cancelled games never count (only finished games have results).

use std::collections::BTreeMap;

use super::data::{Context, Error};
use super::message::{Button, Embed, Message, Row, clip, limits};
use super::names::game_title;
use crate::engine::GameKind;
use crate::lang::Lang;
use crate::store::{Pace, PlayerStats, Rated, Rating, Stats};
use crate::t;

/// Players shown per leaderboard.
pub const LEADERS: usize = 10;

const COLOUR: u32 = 0xB8_86_0B;

/// The server's games played and won, per game and per player, with a leaderboard.
#[poise::command(slash_command, guild_only)]
pub async fn stats(ctx: Context<'_>) -> Result<(), Error> {
    let guild = ctx
        .guild_id()
        .map_or(0, poise::serenity_prelude::GuildId::get);
    let stats = ctx.data().store.stats(guild).await?;
    let ratings = ctx.data().store.ratings(guild).await?;
    let pace = ctx.data().store.pace(guild).await?;
    // In the language of the one who asked.
    let lang = super::data::reader_lang(ctx);
    let mut message = stats_message(&stats, &ratings, lang);
    if let (Some(embed), false) = (message.embeds.first_mut(), pace.is_empty()) {
        embed.field(t!(lang, "stats-pace"), pace_lines(&pace, lang), false);
    }
    // The server's page, when pages are served: its link's token is drawn the first time.
    if let Some(base) = ctx.data().store.pages() {
        let token = ctx.data().store.server_page_token(guild).await?;
        message.rows.push(Row::Buttons(vec![Button::link(
            format!("{base}/server/{guild}/{token}"),
            t!(lang, "button-server-page"),
        )]));
    }
    ctx.send(message.reply()).await?;
    Ok(())
}

fn title(kind: &str, lang: Lang) -> String {
    GameKind::from_name(kind).map_or_else(|| kind.to_string(), |k| game_title(k, lang))
}

/// Ranks players: most wins, then the better share of wins, then more games.
fn ranked(mut players: Vec<PlayerStats>) -> Vec<PlayerStats> {
    players.sort_by(|a, b| {
        let share = |p: &PlayerStats| u64::from(p.won) * 1_000_000 / u64::from(p.played.max(1));
        (b.won, share(b), b.played, a.user).cmp(&(a.won, share(a), a.played, b.user))
    });
    players
}

fn leaderboard(players: &[PlayerStats], lang: Lang) -> String {
    let lines: Vec<String> = players
        .iter()
        .take(LEADERS)
        .enumerate()
        .map(|(i, p)| {
            let medal = ["🥇 ", "🥈 ", "🥉 "].get(i).copied().unwrap_or("");
            let line = t!(
                lang,
                "stats-leader",
                rank = i + 1,
                who = format!("<@{}>", p.user),
                won = p.won,
                played = p.played,
                share = p.won * 100 / p.played.max(1)
            );
            format!("{medal}{line}")
        })
        .collect();
    clip(&lines.join("\n"), limits::FIELD_VALUE)
}

/// A game's ratings, most surely skilled first: people by mention, computer players by level.
fn rating_lines(ratings: &[Rating], lang: Lang) -> String {
    let lines: Vec<String> = ratings
        .iter()
        .take(LEADERS)
        .enumerate()
        .map(|(i, r)| {
            let who = match r.who {
                Rated::User(user) => format!("<@{user}>"),
                Rated::Computer(level) => {
                    format!("🤖 {}", t!(lang, "lobby-computer", level = level.name()))
                }
            };
            t!(
                lang,
                "stats-rating",
                rank = i + 1,
                who = who,
                rating = format!("{:.1}", r.conservative()),
                skill = format!("{:.1}", r.rating),
                doubt = format!("{:.1}", r.uncertainty),
                games = r.games
            )
        })
        .collect();
    clip(&lines.join("\n"), limits::FIELD_VALUE)
}

/// Each player's median time to move, the most active first.
fn pace_lines(pace: &[Pace], lang: Lang) -> String {
    let lines: Vec<String> = pace
        .iter()
        .take(LEADERS)
        .map(|p| {
            t!(
                lang,
                "stats-pace-line",
                who = format!("<@{}>", p.user),
                took = duration(p.median_ms, lang),
                moves = p.moves
            )
        })
        .collect();
    clip(&lines.join("\n"), limits::FIELD_VALUE)
}

/// A span of time as a player reads it: its two largest units.
fn duration(ms: i64, lang: Lang) -> String {
    let s = ms.max(0) / 1000;
    let (d, h, m) = (s / 86_400, s / 3_600 % 24, s / 60 % 60);
    match (d, h, m) {
        (0, 0, 0) => t!(lang, "wait-seconds", n = s),
        (0, 0, m) => t!(lang, "wait-minutes", n = m),
        (0, h, m) => format!(
            "{} {}",
            t!(lang, "wait-hours", n = h),
            t!(lang, "wait-minutes", n = m)
        ),
        (d, h, _) => format!(
            "{} {}",
            t!(lang, "wait-days", n = d),
            t!(lang, "wait-hours", n = h)
        ),
    }
}

/// The `/stats` message: a field per game (its finished games and leaderboard, then its
/// ratings), and the leaderboard over every game.
pub fn stats_message(
    stats: &Stats,
    ratings: &BTreeMap<String, Vec<Rating>>,
    lang: Lang,
) -> Message {
    let total: u32 = stats.games.iter().map(|(_, n)| n).sum();
    let mut embed = Embed {
        title: t!(lang, "stats-title"),
        colour: COLOUR,
        ..Embed::default()
    };
    if total == 0 {
        embed.description = t!(lang, "stats-none");
    } else {
        let games = stats
            .games
            .iter()
            .map(|(kind, n)| format!("{} {n}", title(kind, lang)))
            .collect::<Vec<_>>()
            .join(", ");
        embed.description = t!(lang, "stats-total", total = total, games = games);
        let mut overall: BTreeMap<u64, PlayerStats> = BTreeMap::new();
        for p in &stats.players {
            let all = overall.entry(p.user).or_insert_with(|| PlayerStats {
                kind: String::new(),
                user: p.user,
                played: 0,
                won: 0,
            });
            all.played += p.played;
            all.won += p.won;
        }
        if stats.games.len() > 1 {
            let all = ranked(overall.into_values().collect());
            embed.field(
                t!(lang, "stats-leaderboard"),
                leaderboard(&all, lang),
                false,
            );
        }
        // Two fields per game, within Discord's 25 (one is the overall leaderboard).
        for (kind, n) in stats.games.iter().take((limits::FIELDS - 1) / 2) {
            let players = ranked(
                stats
                    .players
                    .iter()
                    .filter(|p| &p.kind == kind)
                    .cloned()
                    .collect(),
            );
            let with_computers = stats
                .with_computers
                .iter()
                .find(|(k, _)| k == kind)
                .map_or(0, |(_, n)| *n);
            embed.field(
                t!(
                    lang,
                    "stats-game",
                    game = title(kind, lang),
                    games = *n,
                    computers = with_computers
                ),
                leaderboard(&players, lang),
                false,
            );
            if let Some(rated) = ratings.get(kind).filter(|r| !r.is_empty()) {
                embed.field(
                    t!(lang, "stats-ratings", game = title(kind, lang)),
                    rating_lines(rated, lang),
                    false,
                );
            }
        }
    }
    Message {
        content: None,
        embeds: vec![embed],
        rows: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(kind: &str, user: u64, played: u32, won: u32) -> PlayerStats {
        PlayerStats {
            kind: kind.into(),
            user,
            played,
            won,
        }
    }

    #[test]
    fn a_pace_reads_in_its_two_largest_units() {
        assert_eq!(duration(42_000, Lang::En), "42 s");
        assert_eq!(duration(5 * 60_000 + 59_000, Lang::En), "5 min");
        assert_eq!(
            duration(3 * 3_600_000 + 20 * 60_000, Lang::En),
            "3 h 20 min"
        );
        assert_eq!(
            duration(2 * 86_400_000 + 5 * 3_600_000 + 1, Lang::En),
            "2 d 5 h"
        );
        let lines = pace_lines(
            &[Pace {
                user: 7,
                median_ms: 90_000,
                moves: 1,
            }],
            Lang::En,
        );
        assert_eq!(lines, "<@7> — 1 min (1 move)");
    }

    #[test]
    fn the_leaderboard_ranks_wins_then_share_then_games() {
        let stats = Stats {
            games: vec![("palazzo".into(), 9)],
            with_computers: Vec::new(),
            players: vec![
                p("palazzo", 1, 9, 3),
                p("palazzo", 2, 4, 3),
                p("palazzo", 3, 9, 4),
            ],
        };
        let m = stats_message(&stats, &BTreeMap::new(), Lang::En);
        let board = &m.embeds[0].fields[0];
        assert_eq!(board.name, "Palazzo — 9 games");
        let order: Vec<&str> = board.value.lines().collect();
        assert!(
            order[0].contains("<@3> — 4 won of 9 played (44%)"),
            "{order:?}"
        );
        assert!(
            order[1].contains("<@2> — 3 won of 4 played (75%)"),
            "{order:?}"
        );
        assert!(order[2].contains("<@1>"), "{order:?}");
        m.check_limits().unwrap();
    }

    #[test]
    fn several_games_add_an_overall_leaderboard_and_everything_fits() {
        let players: Vec<PlayerStats> = (0..500)
            .flat_map(|u| [p("palazzo", u, 10, (u % 10) as u32), p("alhambra", u, 5, 1)])
            .collect();
        let stats = Stats {
            games: vec![("palazzo".into(), 1000), ("alhambra".into(), 500)],
            with_computers: vec![("palazzo".into(), 7)],
            players,
        };
        let ratings = BTreeMap::from([(
            "palazzo".to_string(),
            (0..500)
                .map(|u| Rating {
                    who: if u == 0 {
                        Rated::Computer(crate::computer::Level::Strong)
                    } else {
                        Rated::User(u)
                    },
                    rating: 25.0 + f64::from(u as u32 % 7),
                    uncertainty: 2.0,
                    games: 10,
                })
                .collect(),
        )]);
        let m = stats_message(&stats, &ratings, Lang::En);
        let fields = &m.embeds[0].fields;
        assert_eq!(fields[0].name, "Leaderboard — all games");
        assert_eq!(fields[0].value.lines().count(), LEADERS);
        assert!(fields[0].value.contains("10 won of 15 played"));
        assert_eq!(fields.len(), 4);
        assert_eq!(
            fields[1].name,
            "Palazzo — 1000 games, 7 with computer players"
        );
        assert!(fields[2].name.contains("ratings"));
        assert_eq!(fields[2].value.lines().count(), LEADERS);
        m.check_limits().unwrap();
    }

    #[test]
    fn no_finished_game_says_so() {
        let m = stats_message(&Stats::default(), &BTreeMap::new(), Lang::En);
        assert!(m.embeds[0].description.contains("No game has been played"));
        assert!(m.embeds[0].fields.is_empty());
    }
}
