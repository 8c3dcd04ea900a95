//! Each player's pace for `/stats`: the median time they took to move, read from the log.

use std::time::Duration;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use tavola::engine::Game;
use tavola::engine::palazzo::Palazzo;
use tavola::table::Tables;

use crate::on_both_stores;
use crate::table::{HOST, started, user};

on_both_stores! {
    /// The host answers at once and the other player after a pause: each one's median is the
    /// time they took, and the other server has none.
    async fn the_median_time_to_move_is_each_players_own(db, store) {
        let tables = Tables::<Palazzo>::new(store);
        let id = started(&tables, 2, 31).await;
        let mut rng = ChaCha8Rng::seed_from_u64(31);
        for _ in 0..12 {
            let view = tables.view(id).await.unwrap();
            let state = view.state.as_ref().unwrap();
            let seat = state.to_act().iter().next().unwrap();
            let owner = view.owner(seat).unwrap();
            let pause = if owner == HOST { 5 } else { 150 };
            tokio::time::sleep(Duration::from_millis(pause)).await;
            let action = state.random_action(seat, &mut rng).unwrap();
            tables.act(id, owner, view.game.version, action).await.unwrap();
        }
        let pace = tables.store().pace(1).await.unwrap();
        let of = |u: u64| pace.iter().find(|p| p.user == u).expect("a pace for each player");
        assert!(of(user(1)).median_ms >= 150, "{pace:?}");
        assert!(of(HOST).median_ms < 150, "{pace:?}");
        assert_eq!(
            pace.iter().map(|p| p.moves).sum::<u32>(),
            11,
            "every action but the first"
        );
        assert!(tables.store().pace(2).await.unwrap().is_empty());
}
}
