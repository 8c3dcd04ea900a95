//! Each person's own settings in the store, on both stores: kept by user with their defaults,
//! what quiet hours held until its summary is sent, and a digest moved on exactly once.

use tavola::store::{GameId, Held, PersonSettings, Store};

use crate::on_both_stores;

const ALICE: u64 = 1_000_000_000_000_000_001;
const BRUNO: u64 = 1_000_000_000_000_000_002;

async fn game(store: &Store) -> GameId {
    store
        .create_lobby("palazzo", Some(7), 900, ALICE, "{}", 42)
        .await
        .unwrap()
}

on_both_stores! {
    async fn a_persons_settings_are_the_defaults_until_set_and_read_back_as_set(db, store) {
        assert_eq!(store.person_settings(ALICE).await.unwrap(), PersonSettings::default());
        let set = PersonSettings {
            dm_pings: true,
            hand_dm: false,
            digest: true,
            time_zone: Some("Europe/Berlin".into()),
            quiet: Some((22 * 60, 7 * 60)),
        };
        store.save_person_settings(ALICE, &set, Some(5_000), 1_000).await.unwrap();
        assert_eq!(store.person_settings(ALICE).await.unwrap(), set);
        assert_eq!(store.person_settings(BRUNO).await.unwrap(), PersonSettings::default());
        // Saved again: changed, not added.
        let quiet_off = PersonSettings { quiet: None, ..set };
        store.save_person_settings(ALICE, &quiet_off, None, 2_000).await.unwrap();
        assert_eq!(store.person_settings(ALICE).await.unwrap(), quiet_off);
        // A restart reads the same.
        drop(store);
        assert_eq!(db.open().await.person_settings(ALICE).await.unwrap(), quiet_off);
    }
}

on_both_stores! {
    async fn what_quiet_hours_held_is_due_at_their_end_all_together_and_gone_once_released(db, store) {
        let (one, two) = (game(&store).await, game(&store).await);
        store.hold(ALICE, one, Held::Turn, 100, 1_000).await.unwrap();
        store.hold(ALICE, one, Held::Hand, 200, 1_000).await.unwrap();
        store.hold(ALICE, two, Held::Reminder, 300, 1_000).await.unwrap();
        store.hold(BRUNO, one, Held::Turn, 100, 5_000).await.unwrap();
        assert!(store.due_held(999).await.unwrap().is_empty(), "nothing before the end");
        let due = store.due_held(1_000).await.unwrap();
        assert_eq!(due.len(), 1, "Bruno's quiet hours last longer");
        let (user, items) = &due[0];
        assert_eq!(*user, ALICE);
        let whats: Vec<(GameId, Held)> = items.iter().map(|i| (i.game, i.what)).collect();
        assert_eq!(whats, [(one, Held::Turn), (one, Held::Hand), (two, Held::Reminder)]);
        // A summary that failed waits; then it is sent and forgotten.
        store.postpone_held(ALICE, 2_000).await.unwrap();
        assert!(store.due_held(1_999).await.unwrap().is_empty());
        let ids: Vec<i64> = store.due_held(2_000).await.unwrap()[0].1.iter().map(|i| i.id).collect();
        store.release_held(&ids).await.unwrap();
        assert!(store.due_held(4_999).await.unwrap().is_empty());
        assert_eq!(store.due_held(5_000).await.unwrap()[0].0, BRUNO, "Bruno's is kept");
    }
}

on_both_stores! {
    async fn a_digest_is_moved_on_once_however_many_passes_see_it_due(db, store) {
        let on = PersonSettings { digest: true, ..PersonSettings::default() };
        store.save_person_settings(ALICE, &on, Some(1_000), 0).await.unwrap();
        store.save_person_settings(BRUNO, &PersonSettings::default(), None, 0).await.unwrap();
        assert!(store.due_digests(999).await.unwrap().is_empty());
        assert_eq!(store.due_digests(1_000).await.unwrap(), [(ALICE, 1_000)]);
        assert!(store.digest_moved(ALICE, 1_000, 90_000).await.unwrap());
        assert!(!store.digest_moved(ALICE, 1_000, 90_000).await.unwrap(), "moved already");
        assert!(store.due_digests(89_999).await.unwrap().is_empty());
        // Turned off: nothing is due, and a pass that read it before moves nothing.
        store.save_person_settings(ALICE, &PersonSettings::default(), None, 0).await.unwrap();
        assert!(store.due_digests(1_000_000).await.unwrap().is_empty());
        assert!(!store.digest_moved(ALICE, 90_000, 180_000).await.unwrap());
    }
}
