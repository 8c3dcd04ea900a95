//! `/stats`: the server's finished games, per game and per player, and a leaderboard.
//! Abandoned and cancelled games never count (only finished games have results).

use std::collections::BTreeMap;

use super::data::{Context, Error};
use super::message::{Embed, Message, clip, limits};
use crate::engine::GameKind;
use crate::store::{Pace, PlayerStats, Rated, Rating, Stats};

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
    let mut message = stats_message(&stats, &ratings);
    if let (Some(embed), false) = (message.embeds.first_mut(), pace.is_empty()) {
        embed.field("Pace — median time to move", pace_lines(&pace), false);
    }
    ctx.send(message.reply()).await?;
    Ok(())
}

fn title(kind: &str) -> String {
    GameKind::from_name(kind).map_or_else(|| kind.to_string(), |k| k.title().to_string())
}

/// Ranks players: most wins, then the better share of wins, then more games.
fn ranked(mut players: Vec<PlayerStats>) -> Vec<PlayerStats> {
    players.sort_by(|a, b| {
        let share = |p: &PlayerStats| u64::from(p.won) * 1_000_000 / u64::from(p.played.max(1));
        (b.won, share(b), b.played, a.user).cmp(&(a.won, share(a), a.played, b.user))
    });
    players
}

fn leaderboard(players: &[PlayerStats]) -> String {
    let lines: Vec<String> = players
        .iter()
        .take(LEADERS)
        .enumerate()
        .map(|(i, p)| {
            let medal = ["🥇 ", "🥈 ", "🥉 "].get(i).copied().unwrap_or("");
            format!(
                "{medal}{}. <@{}> — {} won of {} played ({}%)",
                i + 1,
                p.user,
                p.won,
                p.played,
                p.won * 100 / p.played.max(1)
            )
        })
        .collect();
    clip(&lines.join("\n"), limits::FIELD_VALUE)
}

/// A game's ratings, most surely skilled first: people by mention, computer players by level.
fn rating_lines(ratings: &[Rating]) -> String {
    let lines: Vec<String> = ratings
        .iter()
        .take(LEADERS)
        .enumerate()
        .map(|(i, r)| {
            let who = match r.who {
                Rated::User(user) => format!("<@{user}>"),
                Rated::Computer(level) => format!("🤖 {} computer", level.title()),
            };
            format!(
                "{}. {who} — {:.1} (skill {:.1} ± {:.1}, {} game{})",
                i + 1,
                r.conservative(),
                r.rating,
                r.uncertainty,
                r.games,
                if r.games == 1 { "" } else { "s" }
            )
        })
        .collect();
    clip(&lines.join("\n"), limits::FIELD_VALUE)
}

/// Each player's median time to move, the most active first.
fn pace_lines(pace: &[Pace]) -> String {
    let lines: Vec<String> = pace
        .iter()
        .take(LEADERS)
        .map(|p| {
            format!(
                "<@{}> — {} ({} move{})",
                p.user,
                duration(p.median_ms),
                p.moves,
                if p.moves == 1 { "" } else { "s" }
            )
        })
        .collect();
    clip(&lines.join("\n"), limits::FIELD_VALUE)
}

/// A span of time as a player reads it: its two largest units.
fn duration(ms: i64) -> String {
    let s = ms.max(0) / 1000;
    let (d, h, m) = (s / 86_400, s / 3_600 % 24, s / 60 % 60);
    match (d, h, m) {
        (0, 0, 0) => format!("{s} s"),
        (0, 0, m) => format!("{m} min"),
        (0, h, m) => format!("{h} h {m} min"),
        (d, h, _) => format!("{d} d {h} h"),
    }
}

/// The `/stats` message: a field per game (its finished games and leaderboard, then its
/// ratings), and the leaderboard over every game.
pub fn stats_message(stats: &Stats, ratings: &BTreeMap<String, Vec<Rating>>) -> Message {
    let total: u32 = stats.games.iter().map(|(_, n)| n).sum();
    let mut embed = Embed {
        title: "Tavola — this server's games".into(),
        colour: COLOUR,
        ..Embed::default()
    };
    if total == 0 {
        embed.description =
            "No game has been played to its end here yet. Open one with `/play`.".into();
    } else {
        embed.description = format!(
            "{total} finished game{}: {}. Abandoned games do not count; a shared first place is \
             a win for each.",
            if total == 1 { "" } else { "s" },
            stats
                .games
                .iter()
                .map(|(kind, n)| format!("{} {n}", title(kind)))
                .collect::<Vec<_>>()
                .join(", ")
        );
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
            embed.field("Leaderboard — all games", leaderboard(&all), false);
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
            let computers = match with_computers {
                0 => String::new(),
                c => format!(", {c} with computer players"),
            };
            embed.field(
                format!(
                    "{} — {n} game{}{computers}",
                    title(kind),
                    if *n == 1 { "" } else { "s" }
                ),
                leaderboard(&players),
                false,
            );
            if let Some(rated) = ratings.get(kind).filter(|r| !r.is_empty()) {
                embed.field(
                    format!("{} — ratings (Weng–Lin: skill − 3 × doubt)", title(kind)),
                    rating_lines(rated),
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
        assert_eq!(duration(42_000), "42 s");
        assert_eq!(duration(5 * 60_000 + 59_000), "5 min");
        assert_eq!(duration(3 * 3_600_000 + 20 * 60_000), "3 h 20 min");
        assert_eq!(duration(2 * 86_400_000 + 5 * 3_600_000 + 1), "2 d 5 h");
        let lines = pace_lines(&[Pace {
            user: 7,
            median_ms: 90_000,
            moves: 1,
        }]);
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
        let m = stats_message(&stats, &BTreeMap::new());
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
        let m = stats_message(&stats, &ratings);
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
        let m = stats_message(&Stats::default(), &BTreeMap::new());
        assert!(m.embeds[0].description.contains("No game has been played"));
        assert!(m.embeds[0].fields.is_empty());
    }
}
