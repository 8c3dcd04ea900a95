//! The seat to act, told: a ping when the turn passes to it, a reminder when it has waited, the
//! notice of a deadline it missed.

use crate::discord::controls::absent_vote_row;
use crate::discord::follow_up::{FollowUp, Pinged};
use crate::discord::message::Message;
use crate::discord::names::title;
use crate::discord::names::{seat_name, seat_names};
use crate::discord::ui::Ui;
use crate::discord::words::{approx, on_deadline};
use crate::engine::{Game, Seat};
use crate::store::{GameStatus, Held, Pending};
use crate::t;
use crate::table::{Moved, Snapshot};

use super::events::done_text;

/// A short message naming the players the game has come to wait on: each seat awaited now
/// and not before the move, once, however many moves it then waits through. Where several
/// may answer one decision (Genoa's action window), one message names them all, so a window
/// pings each player once and never once per offer.
pub(super) fn ping<G: Ui>(snap: &Snapshot<G>, state: &G, before: Option<&G>) -> Option<FollowUp> {
    let waited = before.map(Game::awaited).unwrap_or_default();
    let mut users: Vec<u64> = Vec::new();
    for user in state
        .awaited()
        .iter()
        .filter(|s| !waited.contains(*s))
        .filter_map(|s| snap.owner(s))
    {
        // One person holding several seats is named once.
        if !users.contains(&user) {
            users.push(user);
        }
    }
    if users.is_empty() {
        return None;
    }
    let mentions: Vec<String> = users.iter().map(|u| format!("<@{u}>")).collect();
    let lang = snap.lang();
    let what = G::decision(&state.public_view(), &seat_names(snap, lang), lang);
    Some(FollowUp::Post {
        channel: snap.game.talk_channel(),
        message: Message::text(t!(
            lang,
            "ping",
            who = mentions.join(", "),
            game = title::<G>(lang),
            id = snap.game.id.0,
            what = what
        )),
        pinged: Some(Pinged {
            game: snap.game.id,
            users,
            what: Held::Turn,
        }),
    })
}

/// A reminder for the owner of `seat`, sent by the outbox: `None` if the seat is no longer
/// waiting on the decision it was armed for, or has no owner to remind.
pub fn reminder<G: Ui>(
    snap: &Snapshot<G>,
    row: &Pending,
    seat: u8,
    waited_ms: i64,
    deadline: Option<i64>,
) -> Option<Message> {
    let waits = snap.game.version == row.version
        && snap.game.status == GameStatus::Active
        && snap
            .state
            .as_ref()
            .is_some_and(|s| s.awaited().contains(Seat(seat)));
    if !waits {
        return None;
    }
    let user = snap.owner(Seat(seat))?;
    let lang = snap.lang_of(Some(user));
    let waited = approx(
        std::time::Duration::from_millis(waited_ms.max(0) as u64),
        lang,
    );
    let mut text = t!(
        lang,
        "reminder",
        who = format!("<@{user}>"),
        game = title::<G>(lang),
        id = snap.game.id.0,
        waited = waited
    );
    if let Some(deadline) = deadline {
        text.push(' ');
        text.push_str(&t!(
            lang,
            "reminder-deadline",
            when = format!("<t:{}:R>", deadline.div_euclid(1000)),
            then = on_deadline(snap.settings.on_deadline, lang)
        ));
    }
    Some(Message::text(text))
}

/// The notice of a missed deadline (`moved` was its move): what was played for the seat, and
/// the vote to hand the seat to the program once it has missed enough in a row.
pub fn deadline_notice<G: Ui>(moved: &Moved<G>) -> FollowUp {
    let snap = &moved.after;
    let acted = moved.first();
    let lang = snap.lang();
    let who = seat_name(&seat_names(snap, lang), acted.seat);
    let notice = t!(
        lang,
        "deadline-missed",
        who = who,
        game = title::<G>(lang),
        id = snap.game.id.0,
        missed = moved.missed.unwrap_or_default(),
        then = on_deadline(snap.settings.on_deadline, lang),
        done = done_text::<G>(moved, lang)
    );
    let mut message = Message::text(notice);
    let still_theirs = snap.owner(acted.seat).is_some();
    if still_theirs && moved.missed.unwrap_or_default() >= snap.settings.absent_after {
        message
            .rows
            .push(absent_vote_row(snap.game.id, acted.seat, lang));
    }
    FollowUp::Post {
        channel: snap.game.talk_channel(),
        message,
        pinged: None,
    }
}
