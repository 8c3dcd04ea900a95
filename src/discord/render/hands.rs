//! Hands by DM: each seat's private view, to its owner, with its picture.

use super::alt_text;
use crate::discord::follow_up::FollowUp;
use crate::discord::names::seat_names;
use crate::discord::pictures::Drawing;
use crate::discord::ui::Ui;
use crate::engine::Seat;
use crate::table::Snapshot;

/// The hands of the seats `which` selects, as they stand, by DM.
pub fn hands<G: Ui>(snap: &Snapshot<G>, which: impl Fn(Seat) -> bool) -> Vec<FollowUp> {
    match &snap.state {
        Some(state) => dms(snap, state, which),
        None => Vec::new(),
    }
}

/// Hands by DM to each seat `changed` selects; one for a seat nobody can get it (the
/// program's, or an owner whose DMs are known closed) is addressed to nobody, not left out
/// (see [`FollowUp::Dm`]).
pub(super) fn dms<G: Ui>(
    snap: &Snapshot<G>,
    state: &G,
    changed: impl Fn(Seat) -> bool,
) -> Vec<FollowUp> {
    snap.seats
        .iter()
        .filter(|s| changed(Seat(s.seat)))
        .map(|s| {
            let user = s.owner.filter(|_| s.dm_ok);
            // Each hand in its reader's language, the seats named in it too.
            let lang = snap.lang_of(s.owner);
            let names = seat_names(snap, lang);
            let seat = Seat(s.seat);
            FollowUp::Dm {
                game: snap.game.id,
                seat: s.seat,
                user,
                channel: snap.game.talk_channel(),
                message: G::hand(&state.private_view(seat), snap.game.id, &names, lang),
                // No view is copied and written out for a picture nobody will get.
                picture: user.and_then(|_| Drawing::hand(snap, seat, lang, alt_text::hand::<G>)),
            }
        })
        .collect()
}
