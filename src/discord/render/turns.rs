//! The seat to act, told: a ping when the turn passes to it, a reminder when it has waited, the
//! notice of a deadline it missed.

use crate::discord::controls::absent_vote_row;
use crate::discord::follow_up::FollowUp;
use crate::discord::message::Message;
use crate::discord::names::{seat_name, seat_names};
use crate::discord::ui::Ui;
use crate::engine::{Game, Seat};
use crate::schedule::settings::approx;
use crate::store::{GameStatus, Pending};
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
    let what = G::decision(&state.public_view(), &seat_names(snap));
    Some(FollowUp::Post {
        channel: snap.game.channel_id,
        message: Message::text(format!(
            "{}, your turn in {} game {}: {what}",
            mentions.join(", "),
            G::TITLE,
            snap.game.id
        )),
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
    let waited = approx(std::time::Duration::from_millis(waited_ms.max(0) as u64));
    let mut text = format!(
        "⏰ <@{user}>, {} game {} has waited {waited} for your move.",
        G::TITLE,
        snap.game.id
    );
    if let Some(deadline) = deadline {
        text.push_str(&format!(
            " If you have not moved <t:{}:R>, {} for you.",
            deadline.div_euclid(1000),
            snap.settings.on_deadline
        ));
    }
    Some(Message::text(text))
}

/// The notice of a missed deadline (`moved` was its move): what was played for the seat, and
/// the vote to hand the seat to the program once it has missed enough in a row.
pub fn deadline_notice<G: Ui>(moved: &Moved<G>) -> FollowUp {
    let snap = &moved.after;
    let acted = moved.first();
    let who = seat_name(&seat_names(snap), acted.seat);
    let times = match moved.missed.unwrap_or_default() {
        0 | 1 => String::new(),
        n => format!(" ({n} deadlines missed so far)"),
    };
    let notice = format!(
        "⌛ Time is up for {who} in {} game {}{times}: {} for them — {}.",
        G::TITLE,
        snap.game.id,
        snap.settings.on_deadline,
        done_text::<G>(moved)
    );
    let mut message = Message::text(notice);
    let still_theirs = snap.owner(acted.seat).is_some();
    if still_theirs && moved.missed.unwrap_or_default() >= snap.settings.absent_after {
        message.rows.push(absent_vote_row(snap.game.id, acted.seat));
    }
    FollowUp::Post {
        channel: snap.game.channel_id,
        message,
    }
}
