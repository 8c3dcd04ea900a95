//! What a move says beside the board: the hands it changed by DM, a ping when the seat to act
//! changed, the final scores once it ends; what a game says as it starts; and the words that
//! close a picker or answer a take-back.

use crate::discord::controls::{offer_take_back, rematch_button};
use crate::discord::follow_up::FollowUp;
use crate::discord::message::Message;
use crate::discord::names::{seat_names, title};
use crate::discord::ui::Ui;
use crate::lang::Lang;
use crate::t;
use crate::table::{Moved, Snapshot, TakenBack};

use super::events::{done_text, event_lines};
use super::hands::dms;
use super::turns::ping;

/// What follows `moved`, however it was made (a click, a missed deadline, a hand-over), beside
/// the board: hands that changed by DM, a ping when the seat to act changed, and the end of the
/// game once it is over.
pub fn after_move<G: Ui>(moved: &Moved<G>) -> Vec<FollowUp> {
    let snap = &moved.after;
    let before = &moved.before;
    let Some(now) = snap.state.as_ref() else {
        return Vec::new();
    };
    let mut then = dms(snap, now, |s| {
        G::hand_changed(&before.private_view(s), &now.private_view(s))
    });
    then.extend(ping(snap, now, Some(before)));
    if let Some(outcome) = now.outcome()
        && !before.is_over()
    {
        let game = snap.game.id;
        let lang = snap.lang();
        let scores = G::final_scores(&now.public_view(), &outcome, &seat_names(snap, lang), lang);
        let over = t!(lang, "game-over", game = title::<G>(lang), id = game.0);
        let mut message = Message::text(format!("**{over}**\n{scores}"));
        message.rows.push(rematch_button(game, lang));
        then.push(FollowUp::GameOver {
            game,
            channel: snap.game.talk_channel(),
            message,
            archive: snap.game.thread_id,
        });
    }
    then
}

/// What a game says as it starts: every hand by DM and a ping for the first to act.
pub fn first_messages<G: Ui>(snap: &Snapshot<G>) -> Vec<FollowUp> {
    let Some(state) = &snap.state else {
        return Vec::new();
    };
    let mut out = dms(snap, state, |_| true);
    out.extend(ping(snap, state, None));
    out
}

/// What closes a picker once its move is made: what the move did.
pub fn done_message<G: Ui>(moved: &Moved<G>, lang: Lang) -> Message {
    let mut message = Message::text(t!(lang, "done", what = done_text::<G>(moved, lang)));
    offer_take_back(&mut message, &moved.after, lang);
    message
}

/// The answer to a take-back: what the action did, told again from the game as it was before
/// it, and *Take back* again if the action before it may be taken back too.
pub fn taken_back<G: Ui>(taken: &TakenBack<G>, lang: Lang) -> Message {
    let names = seat_names(&taken.after, lang);
    let said: Vec<String> = taken
        .after
        .state
        .clone()
        .and_then(|mut before| before.apply(taken.seat, &taken.action).ok())
        .map(|events| event_lines::<G>(&events, &names, lang).collect())
        .unwrap_or_default();
    let what = if said.is_empty() {
        t!(lang, "taken-back-last")
    } else {
        said.join("; ")
    };
    let mut message = Message::text(t!(lang, "taken-back", what = what));
    offer_take_back(&mut message, &taken.after, lang);
    message
}
