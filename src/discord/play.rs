//! The flow every game shares on Discord: the lobby's buttons, the board rendered from the
//! table's snapshot, a click checked (seated, in turn, on the current board) and played, and
//! what follows a move the table made — the board edited, hands by DM, a ping for the next
//! seat, the final scores with Rematch — and what a due reminder or deadline sends. The table
//! plays the program's seats as part of each move; this only shows what happened. The game
//! itself only renders and reads its own controls ([`Ui`]).

use super::Data;
use super::follow_up::FollowUp;
use super::ids::{BadId, ComponentId, Control, Shared};
use super::lobby;
use super::message::Message;
use super::pictures::Drawing;
use super::reply::{Refusal, Reply, refusal_text};
use super::ui::{BoardContext, Click, Clicked, Ui};
use crate::computer::Level;
use crate::engine::Seat;
use crate::schedule::settings::approx;
use crate::store::{GameId, GameStatus};
use crate::table::{ActError, Moved, Snapshot, TableError};

/// How many recent events a board shows.
pub const RECENT_LINES: usize = 6;

/// Each seat's name on the board: a mention of its owner, a computer player by its level, or
/// the program for a seat handed to it.
pub fn names<G: Ui>(snap: &Snapshot<G>) -> Vec<String> {
    snap.seats
        .iter()
        .map(|s| match (s.owner, s.computer) {
            (Some(user), _) => format!("<@{user}>"),
            (None, Some(level)) => format!("{} computer (Seat {})", level.title(), s.seat + 1),
            (None, None) => format!("Seat {} (program)", s.seat + 1),
        })
        .collect()
}

pub use super::names::seat_name;

/// Replaces "seat N" in an event's words by the seat's name.
pub fn with_names(line: &str, names: &[String]) -> String {
    let mut out = line.to_string();
    for (i, name) in names.iter().enumerate().rev() {
        out = out.replace(&format!("seat {}", i + 1), name);
    }
    out
}

/// The seat `user` plays: the one to act if they hold several.
fn seat_of<G: Ui>(snap: &Snapshot<G>, state: &G, user: u64) -> Option<Seat> {
    let to_act = state.to_act();
    let mut seats = snap.seats_of(user).peekable();
    let first = *seats.peek()?;
    Some(seats.find(|s| to_act.contains(*s)).unwrap_or(first))
}

/// The game's message as it stands: its lobby, its board, or what it became when it ended
/// unfinished.
pub async fn render_board<G: Ui>(data: &Data, snap: &Snapshot<G>) -> Message {
    if snap.state.is_none() {
        return lobby_message(data, snap).await;
    }
    board_message(snap)
}

/// The board of a game that has started.
pub fn board_message<G: Ui>(snap: &Snapshot<G>) -> Message {
    let Some(state) = &snap.state else {
        return lobby::cancelled(G::TITLE, snap.game.id);
    };
    if snap.game.status == GameStatus::Cancelled {
        return lobby::ended(
            G::TITLE,
            snap.game.id,
            "abandoned",
            "This game was abandoned: it ended unfinished and does not count in `/stats`.",
        );
    }
    let names = names(snap);
    let mut recent: Vec<String> = event_lines::<G>(&snap.recent)
        .map(|line| with_names(&line, &names))
        .collect();
    recent.drain(..recent.len().saturating_sub(RECENT_LINES));
    let thinking: Vec<String> = state
        .to_act()
        .iter()
        .filter(|s| snap.owner(*s).is_none())
        .map(|s| seat_name(&names, s))
        .collect();
    let mut board = G::board(
        &state.public_view(),
        &BoardContext {
            game: snap.game.id,
            version: snap.game.version,
            names: &names,
            recent: &recent,
            settings: &snap.settings,
            deadline: snap.game.next_deadline,
            thinking: &thinking,
        },
    );
    super::controls::offer_take_back(&mut board, snap);
    board
}

async fn lobby_message<G: Ui>(data: &Data, snap: &Snapshot<G>) -> Message {
    let seated: Vec<lobby::Seated> = snap
        .seats
        .iter()
        .map(|s| match s.owner {
            Some(user) => lobby::Seated::Person(user),
            None => lobby::Seated::Computer(s.computer.unwrap_or(Level::Strong)),
        })
        .collect();
    let invited = match snap.game.rematch_of {
        Some(_) => data
            .tables
            .of::<G>()
            .invited(snap.game.id)
            .await
            .ok()
            .flatten(),
        None => None,
    };
    let variant = serde_json::from_str::<G::Options>(&snap.game.options_json)
        .ok()
        .and_then(|options| G::options_text(&options));
    lobby::lobby(&lobby::Lobby {
        game: snap.game.id,
        title: G::TITLE,
        host: snap.game.host,
        seated: &seated,
        players: G::PLAYERS,
        settings: &snap.settings,
        variant: variant.as_deref(),
        rematch: snap.game.rematch_of.zip(invited.as_deref()),
    })
}

/// Event lines worth showing.
pub fn event_lines<'a, G: Ui>(
    events: impl IntoIterator<Item = &'a G::Event>,
) -> impl Iterator<Item = String> {
    events.into_iter().filter_map(G::event_line)
}

/// Join, Leave, Start and Cancel in a lobby. A rematch starts by itself once everyone invited
/// has joined.
pub async fn lobby_click<G: Ui>(
    data: &Data,
    game: GameId,
    control: Shared,
    user: u64,
) -> Result<Reply, Refusal> {
    let tables = data.tables.of::<G>();
    match control {
        Shared::Join => {
            tables.join(game, user).await?;
            if tables.start_if_all_in(game).await?.is_some() {
                return started_reply::<G>(data, game).await;
            }
        }
        Shared::Leave => {
            tables.leave(game, user).await?;
        }
        Shared::Cancel => {
            tables.cancel(game, user).await?;
            return Ok(Reply::update(lobby::cancelled(G::TITLE, game)));
        }
        Shared::Start => {
            tables.start(game, user).await?;
            return started_reply::<G>(data, game).await;
        }
        _ => return Err(BadId.into()),
    }
    let snap = tables.view(game).await?;
    Ok(Reply::update(lobby_message(data, &snap).await))
}

/// The host's choice in a lobby's computer select: add a computer player of a level, or take
/// the last one out.
pub async fn computer_click<G: Ui>(
    data: &Data,
    game: GameId,
    user: u64,
    values: &[String],
) -> Result<Reply, Refusal> {
    let tables = data.tables.of::<G>();
    match values {
        [v] if v == lobby::REMOVE_COMPUTER => {
            tables.remove_computer(game, user).await?;
        }
        [v] => {
            let level: Level = v.parse().map_err(|_| BadId)?;
            tables.add_computer(game, user, level).await?;
        }
        _ => return Err(BadId.into()),
    }
    let snap = tables.view(game).await?;
    Ok(Reply::update(lobby_message(data, &snap).await))
}

async fn started_reply<G: Ui>(data: &Data, game: GameId) -> Result<Reply, Refusal> {
    let snap = data.tables.of::<G>().view(game).await?;
    let board = render_board(data, &snap).await;
    Ok(Reply::update(board).showing_board(game, snap.game.version))
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

/// The hands of the seats `which` selects, as they stand, by DM.
pub fn hands<G: Ui>(snap: &Snapshot<G>, which: impl Fn(Seat) -> bool) -> Vec<FollowUp> {
    match &snap.state {
        Some(state) => dms(snap, state, which),
        None => Vec::new(),
    }
}

/// Every click on a game that has left its lobby (*My hand*, or one of the game's own
/// controls): checked here (started, in play, seated, on the current board), then read by the
/// game, and the action it asks for played.
pub async fn click<G: Ui>(
    data: &Data,
    c: &poise::serenity_prelude::ComponentInteraction,
    id: &ComponentId<G::Control>,
    user: u64,
) -> Result<Reply, Refusal> {
    let hand = id.control == Control::Shared(Shared::Hand);
    let tables = data.tables.of::<G>();
    let mut snap = tables.view_at(id.game, id.version).await?;
    let unseated = snap
        .state
        .as_ref()
        .is_none_or(|s| seat_of(&snap, s, user).is_none());
    let behind_elsewhere =
        id.version < snap.game.version && snap.game.board_message_id != Some(c.message.id.get());
    if unseated || behind_elsewhere || snap.game.status == GameStatus::Lobby {
        // Another process may have started the game, changed its seats or posted its board
        // again: none moves the version, so the cache is read again before the click is
        // refused on its word.
        snap = tables.view_stored(id.game).await?;
    }
    if snap.game.status == GameStatus::Lobby {
        crate::telemetry::refusal(TableError::NotActive.kind());
        return Err(Refusal("This game has not started yet.".into()));
    }
    let state = snap.state.as_ref().ok_or_else(|| {
        crate::telemetry::refusal(TableError::NotActive.kind());
        Refusal("This game has no board.".into())
    })?;
    if snap.game.status != GameStatus::Active && !hand {
        let e = match snap.game.status {
            GameStatus::Finished => TableError::Finished,
            _ => TableError::NotActive,
        };
        return Err(e.into());
    }
    let seat = seat_of(&snap, state, user).ok_or_else(|| {
        crate::telemetry::refusal(TableError::NotSeated.kind());
        Refusal(format!("You are not seated in game {}.", id.game))
    })?;
    let on_board = snap.game.board_message_id == Some(c.message.id.get());
    if on_board && id.version < snap.game.version && !hand {
        // The board itself is behind the game: the bot stopped after storing an action and
        // before showing it (or the board's edit failed). Refused like any stale click, and the
        // board is shown as it stands: nothing else would bring it up to date.
        let stale = TableError::Stale {
            current: snap.game.version,
        };
        let mut reply = Reply::ephemeral(Message::text(refusal_text(&stale)));
        reply.then.push(FollowUp::PaintBoard { game: id.game });
        return Ok(reply);
    }
    let control = match &id.control {
        Control::Game(control) => control,
        Control::Shared(Shared::Hand) => {
            let hand = G::hand(&state.private_view(seat), id.game);
            let mut reply = Reply::ephemeral(hand.clone());
            // The hand's text answers at once; its picture is added to the answer.
            if let Some(picture) = Drawing::hand(&snap, seat) {
                reply.then.push(FollowUp::EditAnswer {
                    token: c.token.clone(),
                    message: hand,
                    picture: Some(picture),
                });
            }
            return Ok(reply);
        }
        Control::Shared(_) => return Err(BadId.into()),
    };

    let names = names(&snap);
    let view = state.private_view(seat);
    let offered = state.choices(seat);
    let click = Click {
        game: id.game,
        rendered: id.version,
        current: snap.game.version,
        control,
        seat,
        to_act: state.to_act(),
        names: &names,
        view: &view,
        offered: &offered,
        values: super::ids::values(c),
    };
    let action = match G::click(&click)? {
        Clicked::Act(action) => action,
        Clicked::Reply(mut reply) => {
            // A picker's picture is added to the answer once drawn.
            if let Some(picture) = reply.picture.take()
                && snap.settings.pictures
                && let Some(message) = reply.response.message()
            {
                reply.then.push(FollowUp::EditAnswer {
                    token: c.token.clone(),
                    message: message.clone(),
                    picture: Some(picture.for_owners(&snap)),
                });
            }
            return Ok(reply);
        }
    };
    if (snap.settings.pictures || !on_board) && accepts(state, seat, &action, &click) {
        // The click is acknowledged first and the move played after (see `Later`): the board
        // is edited once the move is stored and its picture drawn, and a picker is closed with
        // what was done. A text board is the answer itself, so it waits for the move.
        let game = id.game;
        let version = id.version;
        let token = c.token.clone();
        let mut reply = Reply::deferred();
        reply.later = Some(Box::pin(async move {
            let moved = tables
                .act(game, user, version, action)
                .await
                .map_err(refusal::<G>)?;
            crate::telemetry::action_accepted(G::NAME);
            // The board, hands and pings are the outbox's, written with the move.
            let closed = (!on_board).then(|| FollowUp::EditAnswer {
                token,
                message: done_message::<G>(&moved),
                picture: None,
            });
            Ok(closed.into_iter().collect())
        }));
        return Ok(reply);
    }
    let moved = tables
        .act(id.game, user, id.version, action)
        .await
        .map_err(refusal::<G>)?;
    crate::telemetry::action_accepted(G::NAME);
    // The outbox edits the board (unless this answer shows it) and sends the hands and pings.
    Ok(if on_board && moved.after.settings.pictures {
        Reply::deferred()
    } else if on_board {
        Reply::update(board_message(&moved.after)).showing_board(id.game, moved.version())
    } else {
        // From an ephemeral picker: close it.
        Reply::update(done_message::<G>(&moved))
    })
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

/// An action refused, in the player's words: the rules' refusal in the game's own words.
pub fn refusal<G: Ui>(e: ActError<G::Error>) -> Refusal {
    match e {
        ActError::Rule(e) => {
            crate::telemetry::refusal("rule");
            Refusal(G::refusal(&e))
        }
        ActError::Table(e) => e.into(),
    }
}

/// What follows a move, however it was made (a click, a missed deadline, a hand-over).
pub struct AfterMove {
    /// The board, for the caller to show: as the answer to a click on it, or edited in place.
    pub board: Message,
    /// Then: hands that changed by DM, a ping when the seat to act changed, and the end of the
    /// game once it is over.
    pub then: Vec<FollowUp>,
}

/// The board and the messages that follow `moved`.
pub fn after_move<G: Ui>(moved: &Moved<G>) -> AfterMove {
    let snap = &moved.after;
    let before = &moved.before;
    let board = board_message(snap);
    let Some(now) = snap.state.as_ref() else {
        return AfterMove {
            board,
            then: Vec::new(),
        };
    };
    let mut then = dms(snap, now, |s| {
        G::hand_changed(&before.private_view(s), &now.private_view(s))
    });
    then.extend(ping(snap, now, Some(before)));
    if let Some(outcome) = now.outcome()
        && !before.is_over()
    {
        let game = snap.game.id;
        let scores = G::final_scores(&now.public_view(), &outcome, &names(snap));
        let mut message = Message::text(format!("**{} game {game} is over.**\n{scores}", G::TITLE));
        message.rows.push(super::controls::rematch_button(game));
        then.push(FollowUp::GameOver {
            game,
            channel: snap.game.channel_id,
            message,
        });
    }
    AfterMove { board, then }
}

/// The board of `snap`'s game edited in place, if it has been posted: painted as the game
/// stands when the edit is made.
pub fn paint<G: Ui>(snap: &Snapshot<G>) -> Option<FollowUp> {
    snap.game.board_message_id?;
    Some(FollowUp::PaintBoard { game: snap.game.id })
}

/// The game's board (or lobby) edited in place to show it as it stands.
pub async fn refreshed_board<G: Ui>(
    data: &Data,
    game: GameId,
) -> Result<Vec<FollowUp>, TableError> {
    let snap = data.tables.of::<G>().view(game).await?;
    Ok(paint(&snap).into_iter().collect())
}

/// A reminder for the owner of `seat`, sent by the outbox: `None` if the seat is no longer
/// waiting on the decision it was armed for, or has no owner to remind.
pub fn reminder<G: Ui>(
    snap: &Snapshot<G>,
    row: &crate::store::Pending,
    seat: u8,
    waited_ms: i64,
    deadline: Option<i64>,
) -> Option<Message> {
    let waits = snap.game.version == row.version
        && snap.game.status == GameStatus::Active
        && snap
            .state
            .as_ref()
            .is_some_and(|s| s.to_act().contains(Seat(seat)));
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
    let who = seat_name(&names(snap), acted.seat);
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
        message
            .rows
            .push(super::controls::absent_vote_row(snap.game.id, acted.seat));
    }
    FollowUp::Post {
        channel: snap.game.channel_id,
        message,
    }
}

/// What the move's first action did, in words (the program's replies are on the board).
/// What closes a picker once its move is made: what the move did.
fn done_message<G: Ui>(moved: &Moved<G>) -> Message {
    let mut message = Message::text(format!("Done: {}.", done_text::<G>(moved)));
    super::controls::offer_take_back(&mut message, &moved.after);
    message
}

fn done_text<G: Ui>(moved: &Moved<G>) -> String {
    let lines: Vec<String> = event_lines::<G>(&moved.first().events).collect();
    if lines.is_empty() {
        "your move is made".into()
    } else {
        lines.join("; ")
    }
}

/// Hands by DM to each seat `changed` selects, skipping owners whose DMs are known closed.
fn dms<G: Ui>(snap: &Snapshot<G>, state: &G, changed: impl Fn(Seat) -> bool) -> Vec<FollowUp> {
    snap.seats
        .iter()
        .filter(|s| s.dm_ok && changed(Seat(s.seat)))
        .filter_map(|s| {
            let user = s.owner?;
            Some(FollowUp::Dm {
                game: snap.game.id,
                seat: s.seat,
                user,
                channel: snap.game.channel_id,
                message: G::hand(&state.private_view(Seat(s.seat)), snap.game.id),
                picture: Drawing::hand(snap, Seat(s.seat)),
            })
        })
        .collect()
}

/// A short message naming the player to act, when that changed.
fn ping<G: Ui>(snap: &Snapshot<G>, state: &G, before: Option<&G>) -> Option<FollowUp> {
    let now = state.to_act().iter().next()?;
    if before.and_then(|b| b.to_act().iter().next()) == Some(now) {
        return None;
    }
    let user = snap.owner(now)?;
    let what = G::decision(&state.public_view(), &names(snap));
    Some(FollowUp::Post {
        channel: snap.game.channel_id,
        message: Message::text(format!(
            "<@{user}>, your turn in {} game {}: {what}",
            G::TITLE,
            snap.game.id
        )),
    })
}
