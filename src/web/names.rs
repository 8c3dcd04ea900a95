//! How a page names the seats: by the name each person last went by on Discord (never a
//! mention: a page has no Discord to resolve one, and a user's id is no one's business), a
//! computer player by its level, a seat handed to the program as such.

use crate::discord::names::named;
use crate::lang::Lang;
use crate::store::{SeatRow, Store};
use crate::t;

/// Each seat's name, in seat order.
pub async fn of(store: &Store, seats: &[SeatRow], lang: Lang) -> Vec<String> {
    let users: Vec<u64> = seats.iter().filter_map(|s| s.owner).collect();
    let known = store.names_of(&users).await.unwrap_or_else(|e| {
        tracing::warn!(%e, "reading players' names for a page");
        std::collections::HashMap::new()
    });
    seats
        .iter()
        .map(|s| {
            let someone = || t!(lang, "seat", number = s.seat + 1);
            named(
                s,
                |user| known.get(&user).cloned().unwrap_or_else(someone),
                lang,
            )
        })
        .collect()
}
