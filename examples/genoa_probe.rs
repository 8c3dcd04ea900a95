use std::collections::BTreeMap;
use tavola::computer::{Budget, Level, decide, volunteer};
use tavola::engine::genoa::{Action, Genoa};
use tavola::engine::{Game, Heuristic, Seat};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let iters: u32 = args.get(1).map_or(30, |a| a.parse().unwrap());
    let seed: u64 = args.get(2).map_or(0, |a| a.parse().unwrap());
    let players: u8 = args.get(3).map_or(2, |a| a.parse().unwrap());
    let mut game = Genoa::setup(&Default::default(), players, seed).unwrap();
    let mut kinds: BTreeMap<(u8, String), u32> = BTreeMap::new();
    let mut step = 0u64;
    let mut searched = 0;
    let start = std::time::Instant::now();
    'g: while let Some(seat) = game.awaited().iter().next() {
        for v in game.volunteers().iter() {
            if let Some(a) = volunteer(&game, v, Level::Basic, step) {
                *kinds.entry((v.0, format!("vol {}", a.kind()))).or_default() += 1;
                game.apply(v, &a).unwrap();
                step += 1;
                continue 'g;
            }
        }
        let level = if seat == Seat(0) {
            Level::Strong
        } else {
            Level::Basic
        };
        let d = decide(&game, seat, level, Budget::Iterations(iters), step).unwrap();
        if d.searched.is_some_and(|s| s.iterations > 0) {
            searched += 1;
        }
        let k = match d.action {
            Action::Offer(t) => format!("offer {:?}", std::mem::discriminant(&t.subject)),
            a => a.kind().to_string(),
        };
        *kinds.entry((seat.0, k)).or_default() += 1;
        game.apply(seat, &d.action).unwrap();
        step += 1;
    }
    let _ = <Genoa as Heuristic>::volunteers;
    println!(
        "{:?}",
        game.outcome()
            .unwrap()
            .standings
            .iter()
            .map(|s| s.score)
            .collect::<Vec<_>>()
    );
    println!(
        "steps {step}, searched {searched}, {:.1}s",
        start.elapsed().as_secs_f64()
    );
    for (k, n) in kinds {
        println!("{k:?} {n}");
    }
}
