//! Each player's pace for `/stats`: the median time they took to move, read from the log, and
//! credited to who made each move.

use std::time::Duration;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use tavola::engine::palazzo::Palazzo;
use tavola::engine::{Game, Seat};
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

on_both_stores! {
    /// A seat handed to another member: the moves made before are its first player's, those
    /// after its new player's. A decision taken back and made again counts once, timed from
    /// when it was asked; the program's moves count for no one.
    async fn each_move_is_credited_to_who_made_it_once(db, store) {
        let tables = Tables::<Palazzo>::new(store);
        let id = started(&tables, 2, 32).await;
        let mut rng = ChaCha8Rng::seed_from_u64(32);
        let (slow, fast) = (150_i64, 5);
        // Before the hand-over `user(1)` is slow; after it `user(2)` is fast in that seat.
        // The host is slow, and takes back every move it may, at once, then makes it again.
        let mut taken = 0;
        let mut made = std::collections::HashMap::<u64, u32>::new();
        for step in 0..16 {
            if step == 8 {
                tables.replace(id, HOST, false, Seat(1), user(2)).await.unwrap();
            }
            let view = tables.view(id).await.unwrap();
            let state = view.state.as_ref().unwrap();
            let seat = state.to_act().iter().next().unwrap();
            let owner = view.owner(seat).unwrap();
            let pause = if owner == user(2) { fast } else { slow };
            tokio::time::sleep(Duration::from_millis(pause.unsigned_abs())).await;
            let action = state.random_action(seat, &mut rng).unwrap();
            let moved = tables
                .act(id, owner, view.game.version, action.clone())
                .await
                .unwrap();
            if owner == HOST && moved.after.game.take_back == Some(seat.0) {
                tables.take_back(id, owner, moved.after.game.version).await.unwrap();
                tables.act(id, owner, moved.after.game.version + 1, action).await.unwrap();
                taken += 1;
            }
            if step > 0 {
                *made.entry(owner).or_default() += 1;
            }
        }
        assert!(taken > 0, "the host never took a move back");
        let pace = tables.store().pace(1).await.unwrap();
        let of = |u: u64| pace.iter().find(|p| p.user == u).expect("a pace for each player");
        for (u, moves) in &made {
            assert_eq!(of(*u).moves, *moves, "<@{u}>'s own moves, each once: {pace:?}");
        }
        assert!(of(HOST).median_ms >= slow, "timed from when it was asked: {pace:?}");
        assert!(of(user(1)).median_ms >= slow, "{pace:?}");
        assert!(of(user(2)).median_ms < slow, "{pace:?}");
        assert_eq!(pace.len(), 3);
}
}
