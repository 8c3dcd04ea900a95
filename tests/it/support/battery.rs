//! The random-simulation battery (after `OpenSpiel`'s): seeded random games, and at every step
//! every check that holds for any game.

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tavola::engine::Audit;
use tavola::engine::playout::{MAX_ACTIONS, players_rng};
use tavola::engine::record::{Record, Step};

/// What a battery run saw, so a test can assert it covered the game.
#[derive(Debug, Default)]
pub struct Coverage {
    pub games: u64,
    pub steps: u64,
    pub offered_applied: u64,
    pub illegal_refused: u64,
    /// States determinised for a seat (`Game::determinize`), and how many of those dealt
    /// another seat a hand other than its own.
    pub determinised: u64,
    pub redealt: u64,
    /// Action kinds (their JSON tags) that were played.
    pub kinds: std::collections::BTreeSet<String>,
    /// Action kinds the rules let their player take back at least once, and those they kept
    /// at least once, with why (`Game::take_back`).
    pub taken_back: std::collections::BTreeSet<String>,
    pub kept: std::collections::HashSet<(String, tavola::engine::Irreversible)>,
}

/// Plays `games` seeded random games of `players` and checks, at every step:
/// every offered choice applies; the random player's action is offered and applies; random
/// probe actions that are refused leave the state unchanged and
/// those accepted were offered; seats not to act are refused; the invariants hold; the state
/// round-trips through JSON; replaying the record's actions gives the same state; the public
/// view does not change when everything hidden is reshuffled; at every 4th step, determinising
/// the state for each seat keeps what it sees (see `determinise`). Every game ends, and its full
/// replay gives the same state and result. The games are spread evenly over the game's option
/// sets (`Audit::option_sets`), in turn. The seat that acts is the random player's
/// (`Game::random_mover`).
pub fn run<G: Audit>(players: u8, first_seed: u64, games: u64) -> Coverage {
    let option_sets = G::option_sets();
    let mut cov = Coverage::default();
    for (i, seed) in (first_seed..first_seed + games).enumerate() {
        let (_, options) = &option_sets[i % option_sets.len()];
        play_one::<G>(options.clone(), players, seed, &mut cov);
        cov.games += 1;
    }
    cov
}

fn play_one<G: Audit>(options: G::Options, players: u8, seed: u64, cov: &mut Coverage) {
    let mut game = G::setup(&options, players, seed).expect("setup");
    let mut replica = G::setup(&options, players, seed).expect("setup");
    let mut record = Record::<G>::new(options, Record::<G>::anonymous_seats(players), seed);
    let mut rng = players_rng(seed);
    let mut probe = ChaCha8Rng::seed_from_u64(seed.wrapping_mul(31) + 7);
    let ctx = |step: usize| format!("{} {players}p seed {seed} step {step}", G::NAME);

    while let Some(seat) = game.random_mover(&mut rng) {
        let step = record.actions.len();
        assert!(step < MAX_ACTIONS, "{}: the game does not end", ctx(step));
        game.check_invariants()
            .unwrap_or_else(|e| panic!("{}: {e}", ctx(step)));

        // The checks of a whole state (its JSON, its hidden parts dealt again, every choice
        // applied) run on every other step, alternating with the seed: over thousands of games
        // every kind of state is still checked many times, at half the cost.
        let full = (step + seed as usize).is_multiple_of(2);
        if full {
            let json = serde_json::to_string(&game).expect("state serialises");
            let back: G = serde_json::from_str(&json).expect("state deserialises");
            assert_eq!(back, game, "{}: JSON round trip", ctx(step));

            let reshuffled = game.reshuffle_hidden(&mut probe);
            assert_eq!(
                reshuffled.public_view(),
                game.public_view(),
                "{}: the public view shows something hidden",
                ctx(step)
            );
        }

        if step.is_multiple_of(4) {
            determinise(
                &game,
                players,
                probe.random_range(0..u64::MAX),
                cov,
                &ctx(step),
            );
        }

        let choices = game.choices(seat);
        assert!(
            !choices.is_empty(),
            "{}: a seat to act has no choice",
            ctx(step)
        );
        for choice in choices.iter().filter(|_| full) {
            let mut after = game.clone();
            if let Err(e) = after.apply(seat, choice) {
                panic!("{}: offered {choice:?} refused: {e}", ctx(step));
            }
            after
                .check_invariants()
                .unwrap_or_else(|e| panic!("{}: after {choice:?}: {e}", ctx(step)));
            cov.offered_applied += 1;
        }

        for _ in 0..3 {
            let action = game.arbitrary_action(&mut probe);
            let mut after = game.clone();
            match after.apply(seat, &action) {
                Err(_) => {
                    assert_eq!(
                        after,
                        game,
                        "{}: refused {action:?} changed the state",
                        ctx(step)
                    );
                    cov.illegal_refused += 1;
                }
                Ok(_) => assert!(
                    game.is_offered(seat, &action),
                    "{}: {action:?} was accepted but not offered",
                    ctx(step)
                ),
            }
        }
        for other in (0..players).map(tavola::engine::Seat) {
            if !game.to_act().contains(other) {
                assert!(game.choices(other).is_empty());
                let action = choices[probe.random_range(0..choices.len())].clone();
                let mut after = game.clone();
                assert!(
                    after.apply(other, &action).is_err(),
                    "{}: out of turn",
                    ctx(step)
                );
                assert_eq!(after, game);
            }
        }

        let action = game.random_action(seat, &mut rng).expect("a choice");
        assert!(
            game.is_offered(seat, &action),
            "{}: the random player drew {action:?}, not offered",
            ctx(step)
        );
        let before = game.clone();
        let events = game
            .apply(seat, &action)
            .unwrap_or_else(|e| panic!("{}: random {action:?} refused: {e}", ctx(step)));
        let kind = serde_json::to_value(&action).ok().and_then(kind_of);
        match before.take_back(seat, &action, &game, &events) {
            Ok(()) => {
                learned_nothing(&before, seat, &action, &game, &mut probe, &ctx(step));
                cov.taken_back.extend(kind.clone());
            }
            Err(why) => cov.kept.extend(kind.clone().map(|k| (k, why))),
        }
        let line = serde_json::to_string(&Step::<G> { seat, action }).unwrap();
        let decoded: Step<G> = serde_json::from_str(&line).unwrap();
        cov.kinds.extend(kind);
        replica
            .apply(decoded.seat, &decoded.action)
            .unwrap_or_else(|e| panic!("{}: replay refused: {e}", ctx(step)));
        assert_eq!(replica, game, "{}: replaying the record differs", ctx(step));
        record.actions.push(decoded);
        cov.steps += 1;
    }

    game.check_invariants().unwrap();
    let outcome = game.outcome().expect("a finished game has an outcome");
    assert_eq!(outcome.standings.len(), players as usize);
    record.result = Some(outcome);
    let replayed = record.replay(|_, _, _, _| {}).expect("the record replays");
    assert_eq!(replayed, game, "{}: full replay", ctx(record.actions.len()));
}

/// An action the rules let `seat` take back must not have shown it anything: played on other
/// deals that agree with all `seat` knew before it (`Game::determinize`), it is accepted and
/// leaves `seat` seeing exactly what it sees after the real one. An action that drew a card,
/// turned up a tile or read another hand would show a different game on some deal.
fn learned_nothing<G: Audit>(
    before: &G,
    seat: tavola::engine::Seat,
    action: &G::Action,
    after: &G,
    rng: &mut ChaCha8Rng,
    ctx: &str,
) {
    let seen = |g: &G| (g.public_view(), g.private_view(seat));
    let real = seen(after);
    for _ in 0..3 {
        let mut dealt = before.determinize(seat, rng);
        dealt.apply(seat, action).unwrap_or_else(|e| {
            panic!("{ctx}: {action:?} may be taken back, but a deal {seat} cannot tell from this one refuses it: {e}")
        });
        assert_eq!(
            seen(&dealt),
            real,
            "{ctx}: {action:?} may be taken back, but it showed {seat} something hidden"
        );
    }
}

/// The tag of an externally tagged enum value: `"pass"` or `{"raise": …}`.
fn kind_of(value: serde_json::Value) -> Option<String> {
    match value {
        serde_json::Value::String(s) => Some(s),
        serde_json::Value::Object(map) => map.keys().next().cloned(),
        _ => None,
    }
}

/// What [`sample_every_choice`] saw.
#[derive(Debug, Default)]
pub struct Sampling {
    /// States whose every choice was drawn.
    pub states: u64,
    pub choices: u64,
    /// Random actions drawn in all.
    pub draws: u64,
}

/// Draws from the random player, at most this many times per state, until it has drawn every
/// choice offered; the rarest choice of any game's random player comes up about once in a few
/// thousand draws (a Princes sale of exactly one point, say), so missing one here means it
/// cannot be drawn.
pub const DRAWS_PER_STATE: u64 = 200_000;

/// Plays `games` seeded random games of `players` and at every `every`-th step draws random
/// actions for the seat to act until each of its choices has been drawn (an action that stands
/// for an offer, `Audit::is_offered`, counts for none): every legal action can be sampled.
/// Every action drawn must be offered and apply.
pub fn sample_every_choice<G: Audit>(
    players: u8,
    first_seed: u64,
    games: u64,
    every: usize,
) -> Sampling {
    let option_sets = G::option_sets();
    let mut seen = Sampling::default();
    for (i, seed) in (first_seed..first_seed + games).enumerate() {
        let (_, options) = &option_sets[i % option_sets.len()];
        let mut game = G::setup(options, players, seed).expect("setup");
        let mut rng = players_rng(seed);
        let mut step = 0;
        while let Some(seat) = game.random_mover(&mut rng) {
            if step % every == 0 {
                let mut unseen = game.choices(seat);
                seen.choices += unseen.len() as u64;
                let mut draws = ChaCha8Rng::seed_from_u64(seed ^ ((step as u64) << 20));
                let mut n = 0;
                while !unseen.is_empty() {
                    assert!(
                        n < DRAWS_PER_STATE,
                        "{} {players}p seed {seed} step {step}: never drawn in {n} draws: {unseen:?}",
                        G::NAME
                    );
                    let action = game.random_action(seat, &mut draws).expect("a choice");
                    assert!(
                        game.is_offered(seat, &action),
                        "{} {players}p seed {seed} step {step}: drew {action:?}, not offered",
                        G::NAME
                    );
                    assert!(
                        game.clone().apply(seat, &action).is_ok(),
                        "{} {players}p seed {seed} step {step}: drew {action:?}, refused",
                        G::NAME
                    );
                    unseen.retain(|c| *c != action);
                    n += 1;
                }
                seen.draws += n;
                seen.states += 1;
            }
            let action = game.random_action(seat, &mut rng).expect("a choice");
            game.apply(seat, &action).expect("a random action applies");
            step += 1;
        }
    }
    seen
}

/// For every seat: the state determinised for it shows the same public view and the same
/// private view to that seat, with every component accounted for; and a state that differs from
/// this one only in what that seat cannot see (itself a determinisation) determinises to the
/// very same state for the same draws, so that a search never depends on what is hidden.
fn determinise<G: Audit>(game: &G, players: u8, seed: u64, cov: &mut Coverage, ctx: &str) {
    let seats = || (0..players).map(tavola::engine::Seat);
    let public = game.public_view();
    let private: Vec<G::PrivateView> = seats().map(|seat| game.private_view(seat)).collect();
    for seat in seats() {
        let dealt = game.determinize(seat, &mut ChaCha8Rng::seed_from_u64(seed));
        dealt
            .check_invariants()
            .unwrap_or_else(|e| panic!("{ctx}: determinised for {seat}: {e}"));
        assert_eq!(
            dealt.public_view(),
            public,
            "{ctx}: determinised for {seat}, the board changed"
        );
        assert_eq!(
            dealt.private_view(seat),
            private[usize::from(seat.0)],
            "{ctx}: determinised for {seat}, what it sees changed"
        );
        assert_eq!(dealt.to_act(), game.to_act(), "{ctx}: {seat}");
        let unseen = game.determinize(seat, &mut ChaCha8Rng::seed_from_u64(!seed));
        assert_eq!(
            unseen.determinize(seat, &mut ChaCha8Rng::seed_from_u64(seed)),
            dealt,
            "{ctx}: determinised for {seat}, the result depends on what it cannot see"
        );
        cov.determinised += 1;
        if seats().any(|other| {
            other != seat && dealt.private_view(other) != private[usize::from(other.0)]
        }) {
            cov.redealt += 1;
        }
    }
}
