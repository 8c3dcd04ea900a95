//! The random-simulation battery (see `support::battery` for the checks made at every step),
//! one test per game of the list (`src/games.rs`): at least 2,100 seeded games of each game,
//! spread evenly over its player counts (Palazzo 700 for each of 2 to 4 players, Alhambra 420
//! for each of 2 to 6). At every count the probes must find illegal actions to refuse, and the
//! random players must play every kind of action (`Audit::ACTION_KINDS`).

use std::time::Instant;

use tavola::engine::Audit;

use crate::support;

/// Seeded games per game, at the least.
const GAMES: u64 = 2_100;

fn battery<G: Audit>() {
    let (min, max) = G::PLAYERS;
    let per_count = GAMES.div_ceil(u64::from(max - min + 1));
    for players in min..=max {
        let started = Instant::now();
        let cov = support::battery::run::<G>(players, 1_000 * u64::from(players), per_count);
        assert_eq!(cov.games, per_count);
        assert!(
            cov.illegal_refused > cov.steps,
            "{} {players} players: the probes found illegal actions to refuse",
            G::NAME
        );
        assert!(
            cov.determinised >= cov.steps / 4 && cov.redealt * 2 > cov.determinised,
            "{} {players} players: determinising deals the other hands again: {cov:?}",
            G::NAME
        );
        for kind in G::ACTION_KINDS {
            assert!(
                cov.kinds.contains(*kind),
                "{} {players} players never played {kind}",
                G::NAME
            );
        }
        assert!(
            !cov.taken_back.is_empty(),
            "{} {players} players: no action could ever be taken back",
            G::NAME
        );
        println!(
            "{} {players} players: {cov:?} in {:.1} s",
            G::NAME,
            started.elapsed().as_secs_f64()
        );
    }
}

/// Every legal action can be drawn by the random player (which picks a kind of action, then
/// one of that kind, without listing every choice): at every 10th step of 4 games per player
/// count, it is drawn until each choice has come up.
fn sampling<G: Audit>() {
    let (min, max) = G::PLAYERS;
    for players in min..=max {
        let seen = support::battery::sample_every_choice::<G>(players, 77, 4, 10);
        assert!(seen.states > 0 && seen.choices >= seen.states);
        println!("{} {players} players: {seen:?}", G::NAME);
    }
}

/// `battery::palazzo::battery()`, `battery::palazzo::sampling()` and so on, for every game:
/// the games run in parallel.
macro_rules! battery_of_every_game {
    ($($variant:ident => $module:ident: $game:ty,)*) => {
        $(
            mod $module {
                #[test]
                fn battery() {
                    super::battery::<$game>();
                }

                #[test]
                fn sampling() {
                    super::sampling::<$game>();
                }
            }
        )*
    };
}

tavola::games!(battery_of_every_game);
