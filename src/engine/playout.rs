//! Playing whole games with random players: for `tavola simulate`, the tests and benchmarks.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::record::{Record, Step};
use super::{Game, Seat};

/// A guard against a rules bug that would never end a game: no real game comes near it.
pub const MAX_ACTIONS: usize = 100_000;

/// The random players' own generator: derived from the game's seed, so a simulation is
/// reproducible, yet independent of the game's chance.
pub fn players_rng(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed ^ 0x5eed_0f7a_b01a)
}

/// Plays `game` to its end with random legal choices, calling `on_step` with the state after
/// each action. Returns how many actions were applied.
pub fn play_random<G: Game>(
    game: &mut G,
    rng: &mut ChaCha8Rng,
    mut on_step: impl FnMut(&G, Seat, G::Action),
) -> usize {
    let mut actions = 0;
    // One buffer for every action's events: random play allocates nothing once it is warm.
    let mut events = Vec::new();
    while let Some(seat) = game.random_mover(rng) {
        assert!(
            actions < MAX_ACTIONS,
            "{}: no end after {MAX_ACTIONS} actions",
            G::NAME
        );
        let action = game
            .random_action(seat, rng)
            .expect("a seat that must act has a choice");
        events.clear();
        if let Err(e) = game.apply_into(seat, &action, &mut events) {
            panic!("{}: offered action {action:?} refused: {e}", G::NAME);
        }
        actions += 1;
        on_step(game, seat, action);
    }
    actions
}

/// One random game, start to end, and its record.
pub fn random_game<G: Game>(
    options: &G::Options,
    players: u8,
    seed: u64,
) -> Result<(G, Record<G>), super::SetupError> {
    let mut game = G::setup(options, players, seed)?;
    let mut record = Record::new(options.clone(), Record::<G>::anonymous_seats(players), seed);
    play_random(&mut game, &mut players_rng(seed), |_, seat, action| {
        record.actions.push(Step { seat, action });
    });
    record.result = game.outcome();
    Ok((game, record))
}
