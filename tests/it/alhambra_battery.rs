//! The random-simulation battery over 2,000 seeded games of Alhambra: 400 each of 2 to 6
//! players (see `support::battery` for the checks made at every step; `Alhambra`'s audit
//! accounts for every money card, building and scoring card).

use crate::support;

use tavola::engine::alhambra::{Action, Alhambra};

const GAMES_PER_COUNT: u64 = 400;

fn battery(players: u8) {
    let started = std::time::Instant::now();
    let cov = support::battery::run::<Alhambra>(players, 1_000 * players as u64, GAMES_PER_COUNT);
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
    println!(
        "{players} players: {cov:?} in {:.1} s",
        started.elapsed().as_secs_f64()
    );
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

#[test]
fn battery_five_players() {
    battery(5);
}

#[test]
fn battery_six_players() {
    battery(6);
}
