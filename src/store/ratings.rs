//! Ratings: each player's and each computer level's skill at one game in one server, as
//! Weng–Lin ratings (a Bayesian rating made for games of several players, from `skillratings`).
//! A finished game updates them in the transaction of the action that ends it.

use std::collections::BTreeMap;
use std::fmt;

use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};
use sqlx::{AnyConnection, Row};

use super::placing::Placing;
use super::{GameId, Store, StoreError, sql};
use crate::computer::Level;

/// Who a rating belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Rated {
    /// A person, by Discord user id.
    User(u64),
    /// Every computer seat of one level.
    Computer(Level),
}

impl Rated {
    /// Who finished a seat: its owner, or its computer level. A seat handed to the program
    /// during play is nobody's: it began as a person's game.
    pub fn of(placing: &Placing) -> Option<Rated> {
        match (placing.user, placing.computer) {
            (Some(user), _) => Some(Rated::User(user)),
            (None, Some(level)) => Some(Rated::Computer(level)),
            (None, None) => None,
        }
    }

    fn parse(key: &str) -> Option<Rated> {
        match key.split_once(':')? {
            ("user", id) => id.parse().ok().map(Rated::User),
            ("computer", level) => level.parse().ok().map(Rated::Computer),
            _ => None,
        }
    }
}

impl fmt::Display for Rated {
    /// The key stored in `ratings.player`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rated::User(id) => write!(f, "user:{id}"),
            Rated::Computer(level) => write!(f, "computer:{level}"),
        }
    }
}

/// One rating as `/stats` shows it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    pub who: Rated,
    /// The estimate of skill (μ); a new player starts at 25.
    pub rating: f64,
    /// How unsure the estimate is (σ); it shrinks with every game.
    pub uncertainty: f64,
    pub games: u32,
}

impl Rating {
    /// What a leaderboard ranks by: the skill the player surely has (μ − 3σ, clamped at 0),
    /// so that one lucky game does not top the table.
    pub fn conservative(&self) -> f64 {
        (self.rating - 3.0 * self.uncertainty).max(0.0)
    }
}

/// The new ratings after a game whose seats finished as `placings`, from `before` (a missing
/// rating is a newcomer's). Every rated seat is a team of its own, ranked as it finished; a
/// player or level with several seats moves by the mean of what its seats' results say.
pub fn after_game(
    placings: &[Placing],
    before: &BTreeMap<Rated, WengLinRating>,
) -> BTreeMap<Rated, WengLinRating> {
    let seats: Vec<(Rated, [WengLinRating; 1], usize)> = placings
        .iter()
        .filter_map(|p| {
            let who = Rated::of(p)?;
            let prior = before.get(&who).copied().unwrap_or_default();
            Some((who, [prior], usize::from(p.rank)))
        })
        .collect();
    let mut out = BTreeMap::new();
    if seats.len() < 2 {
        return out;
    }
    let teams: Vec<(&[WengLinRating], MultiTeamOutcome)> = seats
        .iter()
        .map(|(_, team, rank)| (&team[..], MultiTeamOutcome::new(*rank)))
        .collect();
    let updated = weng_lin_multi_team(&teams, &WengLinConfig::new());
    let mut sums: BTreeMap<Rated, (f64, f64, f64)> = BTreeMap::new();
    for ((who, ..), team) in seats.iter().zip(updated) {
        let sum = sums.entry(*who).or_default();
        sum.0 += team[0].rating;
        sum.1 += team[0].uncertainty;
        sum.2 += 1.0;
    }
    for (who, (rating, uncertainty, n)) in sums {
        out.insert(
            who,
            WengLinRating {
                rating: rating / n,
                uncertainty: uncertainty / n,
            },
        );
    }
    out
}

/// Updates the ratings of a game that has just ended, inside its final action's transaction.
pub(super) async fn update_in(
    conn: &mut AnyConnection,
    id: GameId,
    placings: &[Placing],
) -> Result<(), StoreError> {
    let row = sqlx::query(sql(conn, "SELECT guild_id, kind FROM games WHERE id = ?"))
        .bind(id.0)
        .fetch_one(&mut *conn)
        .await?;
    let guild: Option<i64> = row.try_get("guild_id")?;
    let kind: String = row.try_get("kind")?;
    let guild = guild.unwrap_or(0);
    let mut before = BTreeMap::new();
    for who in placings.iter().filter_map(Rated::of) {
        let found = sqlx::query(sql(conn,
            "SELECT rating, uncertainty FROM ratings WHERE guild_id = ? AND kind = ? AND player = ?",
        ))
        .bind(guild)
        .bind(&kind)
        .bind(who.to_string())
        .fetch_optional(&mut *conn)
        .await?;
        if let Some(r) = found {
            before.insert(
                who,
                WengLinRating {
                    rating: r.try_get("rating")?,
                    uncertainty: r.try_get("uncertainty")?,
                },
            );
        }
    }
    for (who, new) in after_game(placings, &before) {
        sqlx::query(sql(
            conn,
            "INSERT INTO ratings (guild_id, kind, player, rating, uncertainty, games) \
             VALUES (?1, ?2, ?3, ?4, ?5, 1) \
             ON CONFLICT (guild_id, kind, player) DO UPDATE SET rating = ?4, uncertainty = ?5, \
             games = ratings.games + 1",
        ))
        .bind(guild)
        .bind(&kind)
        .bind(who.to_string())
        .bind(new.rating)
        .bind(new.uncertainty)
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}

impl Store {
    /// The ratings in `guild`'s games, by game kind, best (most surely skilled) first.
    pub async fn ratings(&self, guild: u64) -> Result<BTreeMap<String, Vec<Rating>>, StoreError> {
        let rows = sqlx::query(self.sql(
            "SELECT kind, player, rating, uncertainty, games FROM ratings WHERE guild_id = ?",
        ))
        .bind(guild as i64)
        .fetch_all(self.pool())
        .await?;
        let mut out: BTreeMap<String, Vec<Rating>> = BTreeMap::new();
        for r in &rows {
            let key: String = r.try_get("player")?;
            let who = Rated::parse(&key)
                .ok_or_else(|| StoreError::Corrupt(format!("rating of {key:?}")))?;
            out.entry(r.try_get("kind")?).or_default().push(Rating {
                who,
                rating: r.try_get("rating")?,
                uncertainty: r.try_get("uncertainty")?,
                games: u32::try_from(r.try_get::<i64, _>("games")?).unwrap_or(0),
            });
        }
        for list in out.values_mut() {
            list.sort_by(|a, b| b.conservative().total_cmp(&a.conservative()));
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn placing(seat: u8, user: Option<u64>, computer: Option<Level>, rank: u8) -> Placing {
        Placing {
            seat,
            user,
            computer,
            rank,
            score: 0,
        }
    }

    #[test]
    fn the_winner_gains_the_losers_lose_and_every_one_grows_surer() {
        let placings = [
            placing(0, Some(7), None, 2),
            placing(1, None, Some(Level::Strong), 1),
            placing(2, Some(9), None, 3),
        ];
        let after = after_game(&placings, &BTreeMap::new());
        let start = WengLinRating::new();
        let strong = after[&Rated::Computer(Level::Strong)];
        let (second, third) = (after[&Rated::User(7)], after[&Rated::User(9)]);
        assert!(strong.rating > start.rating);
        assert!(third.rating < second.rating && second.rating < strong.rating);
        assert!(after.values().all(|r| r.uncertainty < start.uncertainty));
    }

    #[test]
    fn a_seat_handed_to_the_program_is_not_rated_and_a_lone_player_is_not_either() {
        let placings = [placing(0, Some(7), None, 1), placing(1, None, None, 2)];
        assert!(after_game(&placings, &BTreeMap::new()).is_empty());
    }

    #[test]
    fn two_seats_of_one_level_move_it_by_their_mean() {
        let placings = [
            placing(0, Some(7), None, 2),
            placing(1, None, Some(Level::Basic), 1),
            placing(2, None, Some(Level::Basic), 3),
        ];
        let after = after_game(&placings, &BTreeMap::new());
        assert_eq!(after.len(), 2);
        // One first and one last: about where it started, far from either seat alone.
        let basic = after[&Rated::Computer(Level::Basic)].rating;
        assert!((basic - 25.0).abs() < 1.0, "{basic}");
    }

    #[test]
    fn keys_read_back() {
        for who in [Rated::User(42), Rated::Computer(Level::Random)] {
            assert_eq!(Rated::parse(&who.to_string()), Some(who));
        }
        assert_eq!(Rated::parse("robot:3"), None);
    }
}
