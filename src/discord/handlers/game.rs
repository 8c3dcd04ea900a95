//! A click on a game that has left its lobby: *My hand*, or one of the game's own controls.
//!
//! The click is judged against the game (started, in play, seated, on the board it was drawn
//! for), read by the game ([`Ui::click`]) into an action or a picker, and the action handed to
//! the table in one call. The table plays the program's seats as part of the move; what follows
//! it (the board edited, hands, pings, the final scores) is the outbox's, written with the move.

use poise::serenity_prelude::ComponentInteraction;

use crate::discord::data::Data;
use crate::discord::follow_up::FollowUp;
use crate::discord::ids::{self, BadId, ComponentId, Control, Shared};
use crate::discord::message::Message;
use crate::discord::names::seat_names;
use crate::discord::pictures::Drawing;
use crate::discord::render;
use crate::discord::reply::{Refusal, Reply, refusal_text};
use crate::discord::ui::{Click, Clicked, Ui};
use crate::engine::Seat;
use crate::lang::Lang;
use crate::store::{GameId, GameStatus};
use crate::t;
use crate::table::{ActError, Moved, Snapshot, TableError, Tables};

/// Every click on a game that has left its lobby: judged, then answered with the hand, a
/// picker, or the move it asks for.
pub async fn click<G: Ui>(
    data: &Data,
    c: &ComponentInteraction,
    id: &ComponentId<G::Control>,
    user: u64,
    lang: Lang,
) -> Result<Reply, Refusal> {
    let tables = data.tables.of::<G>();
    let message = c.message.id.get();
    let snap = as_stored(&tables, id, message, user).await?;
    let hand = id.control == Control::Shared(Shared::Hand);
    let judged = judge(&snap, user, message, hand, lang)?;
    match &id.control {
        Control::Shared(Shared::Hand) => Ok(show_hand(&judged, &c.token, lang)),
        _ if judged.on_board && id.version < snap.game.version => Ok(board_behind(&snap, lang)),
        Control::Game(control) => {
            let asked = Asked {
                id,
                control,
                user,
                values: ids::values(c),
                token: &c.token,
                lang,
            };
            own_control(tables, &judged, asked).await
        }
        Control::Shared(_) => Err(BadId.into()),
    }
}

/// The game as it stands, for a click by `user` on `message`. Another process may have started
/// the game, changed its seats or posted its board again: none moves the version, so a cache
/// that would refuse the click (not started, not seated, a board it does not know that is
/// behind) is read again from the database first.
async fn as_stored<G: Ui>(
    tables: &Tables<G>,
    id: &ComponentId<G::Control>,
    message: u64,
    user: u64,
) -> Result<Snapshot<G>, TableError> {
    let snap = tables.view_at(id.game, id.version).await?;
    let unseated = snap
        .state
        .as_ref()
        .is_none_or(|s| seat_of(&snap, s, user).is_none());
    let behind_elsewhere =
        id.version < snap.game.version && snap.game.board_message_id != Some(message);
    if unseated || behind_elsewhere || snap.game.status == GameStatus::Lobby {
        return tables.view_stored(id.game).await;
    }
    Ok(snap)
}

/// A click judged against the game: its state, the clicking player's seat, and whether the
/// click came from the board itself (not from a picker).
struct Judged<'a, G: Ui> {
    snap: &'a Snapshot<G>,
    state: &'a G,
    seat: Seat,
    on_board: bool,
}

/// The click by `user` on `message` judged: refused unless the game has started, is in play
/// (a finished game still shows a `hand`), and `user` holds a seat in it.
fn judge<G: Ui>(
    snap: &Snapshot<G>,
    user: u64,
    message: u64,
    hand: bool,
    lang: Lang,
) -> Result<Judged<'_, G>, Refusal> {
    let state = match (&snap.state, snap.game.status) {
        (_, GameStatus::Lobby) => Err(t!(lang, "refused-not-started")),
        (None, _) => Err(t!(lang, "refused-no-board")),
        (Some(state), _) => Ok(state),
    }
    .map_err(|why| {
        crate::telemetry::refusal(TableError::NotActive.kind());
        Refusal::Said(why)
    })?;
    match snap.game.status {
        GameStatus::Active => {}
        _ if hand => {}
        GameStatus::Finished => return Err(TableError::Finished.into()),
        _ => return Err(TableError::NotActive.into()),
    }
    let seat = seat_of(snap, state, user).ok_or_else(|| {
        crate::telemetry::refusal(TableError::NotSeated.kind());
        Refusal::Said(t!(lang, "refused-not-seated-in", id = snap.game.id.0))
    })?;
    Ok(Judged {
        snap,
        state,
        seat,
        on_board: snap.game.board_message_id == Some(message),
    })
}

/// The seat `user` plays: the one to act if they hold several.
fn seat_of<G: Ui>(snap: &Snapshot<G>, state: &G, user: u64) -> Option<Seat> {
    let to_act = state.to_act();
    let mut seats = snap.seats_of(user).peekable();
    let first = *seats.peek()?;
    Some(seats.find(|s| to_act.contains(*s)).unwrap_or(first))
}

/// A click on a board that is itself behind the game: the bot stopped after storing an action
/// and before showing it (or the board's edit failed). Refused like any stale click, and the
/// board shown as it stands: nothing else would bring it up to date.
fn board_behind<G: Ui>(snap: &Snapshot<G>, lang: Lang) -> Reply {
    let stale = TableError::Stale {
        current: snap.game.version,
    };
    let mut reply = Reply::ephemeral(Message::text(refusal_text(&stale, lang)));
    reply.then.push(FollowUp::PaintBoard { game: snap.game.id });
    reply
}

/// *My hand*: its text answers at once; its picture is added to the answer.
fn show_hand<G: Ui>(judged: &Judged<'_, G>, token: &str, lang: Lang) -> Reply {
    let hand = G::hand(
        &judged.state.private_view(judged.seat),
        judged.snap.game.id,
        &seat_names(judged.snap, lang),
        lang,
    );
    let mut reply = Reply::ephemeral(hand.clone());
    if let Some(picture) =
        Drawing::hand(judged.snap, judged.seat, lang, render::alt_text::hand::<G>)
    {
        reply.then.push(FollowUp::EditAnswer {
            token: token.to_string(),
            message: hand,
            picture: Some(picture),
        });
    }
    reply
}

/// A click on one of the game's own controls, as the game reads it.
struct Asked<'a, G: Ui> {
    id: &'a ComponentId<G::Control>,
    control: &'a G::Control,
    user: u64,
    /// The values chosen in a select; empty for a button.
    values: &'a [String],
    /// The interaction's token, to edit its answer later.
    token: &'a str,
    /// The language the clicking person reads.
    lang: Lang,
}

/// One of the game's own controls: read by the game into a picker to show, or an action to
/// play.
async fn own_control<G: Ui>(
    tables: Tables<G>,
    judged: &Judged<'_, G>,
    asked: Asked<'_, G>,
) -> Result<Reply, Refusal> {
    let (state, seat) = (judged.state, judged.seat);
    let lang = asked.lang;
    let names = seat_names(judged.snap, lang);
    let view = state.private_view(seat);
    let offered = state.choices(seat);
    let click = Click {
        game: asked.id.game,
        rendered: asked.id.version,
        current: judged.snap.game.version,
        control: asked.control,
        seat,
        to_act: state.to_act(),
        names: &names,
        view: &view,
        offered: &offered,
        values: asked.values,
        lang,
    };
    let (action, version) = match G::click(&click)? {
        Clicked::Reply(reply) => return Ok(with_picture(reply, judged.snap, asked.token, lang)),
        Clicked::Act(action) => (action, asked.id.version),
        Clicked::ActNow(action) => (action, judged.snap.game.version),
    };
    let quick = judged.snap.settings.pictures || !judged.on_board;
    let play = Play {
        game: asked.id.game,
        version,
        user: asked.user,
        action,
    };
    if quick && accepts(state, seat, &play.action, &click) {
        Ok(later(
            tables,
            play,
            asked.token.to_string(),
            judged.on_board,
            lang,
        ))
    } else {
        now(&tables, play, judged.on_board, lang).await
    }
}

/// A picker's answer, its picture (if the game drew one and the table wants pictures) added to
/// the answer once drawn.
fn with_picture<G: Ui>(mut reply: Reply, snap: &Snapshot<G>, token: &str, lang: Lang) -> Reply {
    if let Some(picture) = reply.picture.take()
        && snap.settings.pictures
        && let Some(message) = reply.response.message()
    {
        reply.then.push(FollowUp::EditAnswer {
            token: token.to_string(),
            message: message.clone(),
            picture: Some((*picture).for_owners(snap).in_lang(lang)),
        });
    }
    reply
}

/// Whether the table will take `action` from `seat` as the game stands in the snapshot the
/// click was read from: the click is on the current board, the seat is to act, and the rules
/// accept it. A move that passes may still be refused if another gets in first; one that fails
/// is refused by the table in the usual way, as the answer itself.
fn accepts<G: Ui>(state: &G, seat: Seat, action: &G::Action, click: &Click<'_, G>) -> bool {
    click.rendered == click.current
        && click.to_act.contains(seat)
        && state.clone().apply(seat, action).is_ok()
}

/// An action to play: by `user`, on the board of `game` at `version`.
struct Play<G: Ui> {
    game: GameId,
    version: i64,
    user: u64,
    action: G::Action,
}

/// The click acknowledged first and the move played after (see
/// [`Later`](crate::discord::reply::Later)): the board is edited once the move is stored and
/// its picture drawn, and a picker (not `on_board`) is closed with what was done.
fn later<G: Ui>(
    tables: Tables<G>,
    play: Play<G>,
    token: String,
    on_board: bool,
    lang: Lang,
) -> Reply {
    let mut reply = Reply::deferred();
    reply.later = Some(Box::pin(async move {
        let moved = act(&tables, play, lang).await?;
        let closed = (!on_board).then(|| FollowUp::EditAnswer {
            token,
            message: render::done_message(&moved, lang),
            picture: None,
        });
        Ok(closed.into_iter().collect())
    }));
    reply
}

/// The move played before the click is answered: a text board is the answer itself, so it
/// waits for the move (the outbox edits a board with pictures, and sends the hands and pings).
async fn now<G: Ui>(
    tables: &Tables<G>,
    play: Play<G>,
    on_board: bool,
    lang: Lang,
) -> Result<Reply, Refusal> {
    let game = play.game;
    let moved = act(tables, play, lang).await?;
    Ok(match (on_board, moved.after.settings.pictures) {
        (true, true) => Reply::deferred(),
        (true, false) => {
            Reply::update(render::board(&moved.after)).showing_board(game, moved.version())
        }
        // From an ephemeral picker: close it.
        (false, _) => Reply::update(render::done_message(&moved, lang)),
    })
}

/// Hands `play` to the table: the move, or why not in the player's words.
async fn act<G: Ui>(tables: &Tables<G>, play: Play<G>, lang: Lang) -> Result<Moved<G>, Refusal> {
    let moved = tables
        .act(play.game, play.user, play.version, play.action)
        .await
        .map_err(|e| refusal::<G>(e, lang))?;
    crate::telemetry::action_accepted(G::NAME);
    Ok(moved)
}

/// An action refused, in the player's words: the rules' refusal in the game's own words.
fn refusal<G: Ui>(e: ActError<G::Error>, lang: Lang) -> Refusal {
    match e {
        ActError::Rule(e) => {
            crate::telemetry::refusal("rule");
            Refusal::Said(G::refusal(&e, lang))
        }
        ActError::Table(e) => e.into(),
    }
}
