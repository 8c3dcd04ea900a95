//! The random-simulation battery over 2,100 seeded games of Palazzo: 700 each of 2, 3 and 4
//! players (see `support::battery` for the checks made at every step).

use crate::support;

use tavola::engine::palazzo::{Action, Palazzo};

const GAMES_PER_COUNT: u64 = 700;

fn battery(players: u8) {
    let cov = support::battery::run::<Palazzo>(players, 1_000 * players as u64, GAMES_PER_COUNT);
    assert_eq!(cov.games, GAMES_PER_COUNT);
    assert!(
        cov.illegal_refused > cov.steps,
        "the probes found illegal actions to refuse"
    );
    for kind in Action::KINDS {
        assert!(
            cov.kinds.contains(kind),
            "{players} players never played {kind}"
        );
    }
    println!("{players} players: {cov:?}");
}

#[test]
fn battery_two_players() {
    battery(2);
}

#[test]
fn battery_three_players() {
    battery(3);
}

#[test]
fn battery_four_players() {
    battery(4);
}
