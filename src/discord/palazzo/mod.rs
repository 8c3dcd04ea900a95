//! Palazzo on Discord: the board, the hands, the pickers, and what each click does.

pub mod board;
pub mod hand;
pub mod picker;
pub mod text;

use poise::serenity_prelude::ComponentInteraction;

use super::Data;
use super::ids::{BadId, ComponentId};
use super::lobby;
use super::message::Message;
use super::notify::FollowUp;
use super::router::{Refusal, Reply, refusal_text, sentence, values};
use crate::engine::palazzo::{
    Action, Card, Cards, Event, Palazzo, RuleError, TileId, cheapest_payment,
};
use crate::engine::{Game, Seat};
use crate::schedule::settings::approx;
use crate::store::{GameId, GameStatus, Timer};
use crate::table::{Acted, Fired, Snapshot, TableError};
use picker::Purpose;

type Snap = Snapshot<Palazzo>;

/// Each seat's name on the board: a mention of its owner.
pub fn names(snap: &Snap) -> Vec<String> {
    snap.seats
        .iter()
        .map(|s| match s.owner {
            Some(user) => format!("<@{user}>"),
            None => format!("Seat {} (program)", s.seat + 1),
        })
        .collect()
}

/// The seat `user` plays: the one to act if they hold several.
fn seat_of(snap: &Snap, state: &Palazzo, user: u64) -> Option<Seat> {
    let to_act = state.to_act();
    let mut seats = snap.seats_of(user).peekable();
    let first = *seats.peek()?;
    Some(seats.find(|s| to_act.contains(*s)).unwrap_or(first))
}

/// The board for the game as it stands.
pub async fn render_board(data: &Data, snap: &Snap) -> Message {
    let Some(state) = &snap.state else {
        return lobby_message(data, snap).await;
    };
    if snap.game.status == GameStatus::Cancelled {
        return lobby::ended(
            "Palazzo",
            snap.game.id,
            "abandoned",
            "This game was abandoned: it ended unfinished and does not count in `/stats`.",
        );
    }
    let recent = recent_events(data, snap.game.id).await;
    board::board(
        &state.public_view(),
        &board::BoardContext {
            game: snap.game.id,
            version: snap.game.version,
            names: &names(snap),
            recent: &recent,
            settings: &snap.settings,
            deadline: snap.game.next_deadline,
        },
    )
}

async fn lobby_message(data: &Data, snap: &Snap) -> Message {
    let seated: Vec<u64> = snap.seats.iter().filter_map(|s| s.owner).collect();
    let invited = match snap.game.rematch_of {
        Some(_) => data.palazzo.invited(snap.game.id).await.ok().flatten(),
        None => None,
    };
    lobby::lobby(&lobby::Lobby {
        game: snap.game.id,
        title: "Palazzo",
        host: snap.game.host,
        seated: &seated,
        players: Palazzo::PLAYERS,
        settings: &snap.settings,
        rematch: snap.game.rematch_of.zip(invited.as_deref()),
    })
}

/// Event lines worth showing on a board.
fn event_lines(events: &[Event]) -> impl Iterator<Item = String> + '_ {
    events
        .iter()
        .filter(|e| !matches!(e, Event::TurnBegins { .. }))
        .map(|e| e.to_string())
}

/// The last events of a game: from memory, or rebuilt from its record after a restart.
async fn recent_events(data: &Data, game: GameId) -> Vec<String> {
    if let Some(lines) = data.recent(game) {
        return lines;
    }
    let mut lines = Vec::new();
    if let Ok(record) = data.palazzo.record(game).await {
        let _ = record.replay(|_, _, _, events| lines.extend(event_lines(events)));
    }
    let start = lines.len().saturating_sub(super::RECENT_EVENTS);
    data.remember(game, lines.drain(start..));
    data.recent(game).unwrap_or_default()
}

/// Join, Leave, Start and Cancel in a lobby.
pub async fn lobby_click(data: &Data, id: &ComponentId, user: u64) -> Result<Reply, Refusal> {
    let tables = &data.palazzo;
    match id.verb.as_str() {
        "join" => {
            tables.join(id.game, user).await?;
            if tables.start_if_all_in(id.game).await?.is_some() {
                let (board, then) = started(data, id.game).await?;
                let mut reply = Reply::update(board);
                reply.then = then;
                return Ok(reply);
            }
        }
        "leave" => {
            tables.leave(id.game, user).await?;
        }
        "cancel" => {
            tables.cancel(id.game, user).await?;
            return Ok(Reply::update(lobby::cancelled("Palazzo", id.game)));
        }
        "start" => {
            tables.start(id.game, user).await?;
            let (board, then) = started(data, id.game).await?;
            let mut reply = Reply::update(board);
            reply.then = then;
            return Ok(reply);
        }
        _ => return Err(BadId.into()),
    }
    let snap = tables.view(id.game).await?;
    Ok(Reply::update(lobby_message(data, &snap).await))
}

/// A game that has just started: its first board, and then every hand by DM and a ping for the
/// first to act.
pub async fn started(data: &Data, game: GameId) -> Result<(Message, Vec<FollowUp>), TableError> {
    let snap = data.palazzo.view(game).await?;
    let board = render_board(data, &snap).await;
    let mut then = Vec::new();
    if let Some(state) = &snap.state {
        then.extend(dms(&snap, state, |_| true));
        then.extend(ping(&snap, state, None));
    }
    Ok((board, then))
}

/// Every click on a game being played.
pub async fn click(
    data: &Data,
    c: &ComponentInteraction,
    id: &ComponentId,
    user: u64,
) -> Result<Reply, Refusal> {
    let snap = data.palazzo.view(id.game).await?;
    if snap.game.status == GameStatus::Lobby {
        return Err(Refusal("This game has not started yet.".into()));
    }
    let state = snap
        .state
        .as_ref()
        .ok_or_else(|| Refusal("This game has no board.".into()))?;
    if snap.game.status != GameStatus::Active && id.verb != "hand" {
        let e = match snap.game.status {
            GameStatus::Finished => TableError::Finished,
            _ => TableError::NotActive,
        };
        return Err(e.into());
    }
    let seat = seat_of(&snap, state, user)
        .ok_or_else(|| Refusal(format!("You are not seated in game {}.", id.game)))?;
    let args = &id.args;
    let chosen = values(c);
    let on_board = snap.game.board_message_id == Some(c.message.id.get());
    if on_board && id.version < snap.game.version && id.verb != "hand" {
        // The board itself is behind the game: the bot stopped after storing an action and
        // before showing it (or the board's edit failed). Refused like any stale click, and the
        // board is shown as it stands: nothing else would bring it up to date.
        let stale = TableError::Stale {
            current: snap.game.version,
        };
        let mut reply = Reply::ephemeral(Message::text(refusal_text(&stale)));
        reply.then.push(FollowUp::EditBoard {
            channel: snap.game.channel_id,
            message: c.message.id.get(),
            board: render_board(data, &snap).await,
        });
        return Ok(reply);
    }

    let action = match id.verb.as_str() {
        "hand" => {
            return Ok(Reply::ephemeral(hand::hand(
                &state.private_view(seat),
                id.game,
            )));
        }
        "take" => Action::TakeMoney,
        "draw" => Action::DrawTiles,
        "auction" => Action::Auction,
        "pass" => Action::Pass,
        "pick" => Action::PickMoney {
            card: id.arg_as::<Card>(0)?,
        },
        "tile" => Action::TakeTile {
            tile: TileId(one(chosen)?.parse().map_err(|_| BadId)?),
        },
        "place" => Action::Place {
            tile: TileId(id.arg_as(0)?),
            site: board::parse_site(one(chosen)?).ok_or(BadId)?,
        },
        // Openers: the seat to act gets an ephemeral picker.
        "buy" | "raise" | "rebuild" => {
            check_turn(&snap, state, seat, id.version)?;
            if id.verb == "buy" && !state.can_buy(seat) {
                let why = if state.public_view().warehouse.is_empty() {
                    "The warehouse is empty: you must auction.".to_string()
                } else {
                    let price = state.tile_price();
                    sentence(&RuleError::CannotAffordBuying { price }.to_string())
                };
                return Err(Refusal(why));
            }
            if id.verb == "rebuild" {
                if state.seat(seat).hand().is_empty() {
                    return Err(Refusal(sentence(&RuleError::NoCardForRebuild.to_string())));
                }
                if state.rebuilds(seat).is_empty() {
                    return Err(Refusal(sentence(&RuleError::NothingToRebuild.to_string())));
                }
            }
            let message = match id.verb.as_str() {
                "buy" => {
                    let view = state.public_view();
                    picker::tile_chooser(id.game, id.version, &view.warehouse, view.tile_price)
                }
                "raise" => {
                    let need = picker::need(state, seat, &Purpose::Raise);
                    let hand = *state.seat(seat).hand();
                    let start =
                        cheapest_payment(&hand, need.amount, need.bound).unwrap_or_default();
                    let view = state.private_view(seat);
                    picker::payment_picker(
                        id.game,
                        id.version,
                        &view,
                        &need,
                        &Purpose::Raise,
                        &start,
                    )
                }
                _ => picker::rebuild_chooser(state, seat, id.game, id.version),
            };
            return Ok(Reply::ephemeral(message));
        }
        // Steps inside a picker: its message is updated.
        "buytiles" | "sel" | "cheap" => {
            let (purpose, selected) = match id.verb.as_str() {
                "buytiles" => {
                    let tiles = chosen
                        .iter()
                        .map(|t| t.parse().map(TileId))
                        .collect::<Result<Vec<_>, _>>()
                        .map_err(|_| BadId)?;
                    let purpose = Purpose::Buy(tiles);
                    let need = picker::need(state, seat, &purpose);
                    let hand = state.seat(seat).hand();
                    (
                        purpose,
                        cheapest_payment(hand, need.amount, None).unwrap_or_default(),
                    )
                }
                "sel" => {
                    let purpose = Purpose::parse(args.first().ok_or(BadId)?).ok_or(BadId)?;
                    let group: usize = id.arg_as(1)?;
                    let before = picker::decode(args.get(2).ok_or(BadId)?).ok_or(BadId)?;
                    let now = picker::group_selection(chosen, group).ok_or(BadId)?;
                    (purpose, picker::replace_group(&before, group, &now))
                }
                _ => {
                    let purpose = Purpose::parse(args.first().ok_or(BadId)?).ok_or(BadId)?;
                    let need = picker::need(state, seat, &purpose);
                    let hand = state.seat(seat).hand();
                    let cheapest = cheapest_payment(hand, need.amount, need.bound);
                    (purpose, cheapest.unwrap_or_default())
                }
            };
            let need = picker::need(state, seat, &purpose);
            let view = state.private_view(seat);
            return Ok(Reply::update(picker::payment_picker(
                id.game, id.version, &view, &need, &purpose, &selected,
            )));
        }
        "rb" => {
            let change = picker::parse_rebuild(one(chosen)?).ok_or(BadId)?;
            let hand = state.seat(seat).hand();
            return Ok(Reply::update(picker::rebuild_payment(
                hand, id.game, id.version, &change,
            )));
        }
        "pay" => {
            let purpose = Purpose::parse(args.first().ok_or(BadId)?).ok_or(BadId)?;
            let payment: Cards = picker::decode(args.get(1).ok_or(BadId)?).ok_or(BadId)?;
            match purpose {
                Purpose::Buy(tiles) => Action::Buy { tiles, payment },
                Purpose::Raise => Action::Raise { cards: payment },
            }
        }
        "rbpay" => Action::Rebuild {
            change: picker::parse_rebuild(args.first().ok_or(BadId)?).ok_or(BadId)?,
            pay: one(chosen)?.parse().map_err(|_| BadId)?,
        },
        _ => return Err(BadId.into()),
    };

    let acted = data.palazzo.act(id.game, user, id.version, action).await?;
    let after = after_action(data, id.game, state, &acted).await?;
    let mut reply = if on_board {
        Reply::update(after.board)
    } else {
        // From an ephemeral picker: close it, and edit the board in place.
        let done = Message::text(format!("Done: {}.", done_text(&acted)));
        let mut reply = Reply::update(done);
        reply.then.extend(edit_board(&after.snap, after.board));
        reply
    };
    reply.then.extend(after.then);
    Ok(reply)
}

/// What follows an accepted action, however it was made (a click, a missed deadline).
pub struct AfterAction {
    /// The game as it stands now.
    pub snap: Snap,
    /// Its board, for the caller to show: as the answer to a click on it, or edited in place.
    pub board: Message,
    /// Then: hands that changed by DM, a ping when the seat to act changed, and the end of the
    /// game once it is over.
    pub then: Vec<FollowUp>,
}

/// The board and the messages that follow an action accepted in `game`, `before` being the
/// state it was applied to. Its events join the board's recent events. Seats the program plays
/// move next, if they are to act.
pub async fn after_action(
    data: &Data,
    game: GameId,
    before: &Palazzo,
    acted: &Acted<Palazzo>,
) -> Result<AfterAction, TableError> {
    data.remember(game, event_lines(&acted.events));
    Ok(after_moves(data, game, before).await?.0)
}

/// The board and the messages that follow once the program has played its seats, `before`
/// being the state before the last change; and how many moves the program made.
async fn after_moves(
    data: &Data,
    game: GameId,
    before: &Palazzo,
) -> Result<(AfterAction, usize), TableError> {
    let moves = data.palazzo.play_program(game).await?;
    for moved in &moves {
        data.remember(game, event_lines(&moved.events));
    }
    let snap = data.palazzo.view(game).await?;
    let board = render_board(data, &snap).await;
    let Some(now) = snap.state.as_ref() else {
        let after = AfterAction {
            snap,
            board,
            then: Vec::new(),
        };
        return Ok((after, moves.len()));
    };
    let mut then = dms(&snap, now, |s| before.seat(s).hand() != now.seat(s).hand());
    then.extend(ping(&snap, now, Some(before)));
    if let Some(outcome) = now.outcome()
        && !before.is_over()
    {
        then.push(FollowUp::Post {
            channel: snap.game.channel_id,
            message: final_message(game, &board::final_scores(&outcome, &names(&snap))),
        });
    }
    Ok((AfterAction { snap, board, then }, moves.len()))
}

/// The end of a game: the final scores, and Rematch.
fn final_message(game: GameId, scores: &str) -> Message {
    let mut message = Message::text(format!("**Palazzo game {game} is over.**\n{scores}"));
    message.rows.push(super::rematch::button(game));
    message
}

/// What follows a change of a seat's owner: the board shows the new names, and if the program
/// now holds a seat that is to act, it plays (and what follows its moves follows).
pub async fn after_hand_over(data: &Data, game: GameId) -> Result<Vec<FollowUp>, TableError> {
    program_turns(data, game, true).await
}

/// The program plays its seats that are to act, if any (after a restart, it may have been
/// stopped between a move and its reply): what follows its moves, or nothing.
pub async fn resume_program(data: &Data, game: GameId) -> Result<Vec<FollowUp>, TableError> {
    program_turns(data, game, false).await
}

async fn program_turns(
    data: &Data,
    game: GameId,
    show_board: bool,
) -> Result<Vec<FollowUp>, TableError> {
    let snap = data.palazzo.view(game).await?;
    let Some(before) = snap.state else {
        return Ok(Vec::new());
    };
    let (after, moved) = after_moves(data, game, &before).await?;
    if moved == 0 && !show_board {
        return Ok(Vec::new());
    }
    let mut out: Vec<FollowUp> = edit_board(&after.snap, after.board).into_iter().collect();
    out.extend(after.then);
    Ok(out)
}

/// The hand of `seat` by DM to its (new) owner.
pub async fn hand_dm(data: &Data, game: GameId, seat: Seat) -> Result<Vec<FollowUp>, TableError> {
    let snap = data.palazzo.view(game).await?;
    let Some(state) = &snap.state else {
        return Ok(Vec::new());
    };
    Ok(dms(&snap, state, |s| s == seat))
}

/// The board of `snap` edited in place, if it has been posted.
pub fn edit_board(snap: &Snap, board: Message) -> Option<FollowUp> {
    Some(FollowUp::EditBoard {
        channel: snap.game.channel_id,
        message: snap.game.board_message_id?,
        board,
    })
}

/// What a due timer of a Palazzo game sends: a reminder mentioning the seat's owner, or, for a
/// missed deadline (its default action played), the board edited in place, a notice, and what
/// follows any action. Nothing for an obsolete timer.
pub async fn on_timer(data: &Data, timer: &Timer) -> Result<Vec<FollowUp>, TableError> {
    match data.palazzo.fire(timer).await? {
        Fired::Nothing(_) => Ok(Vec::new()),
        Fired::Reminded { owner: None, .. } => Ok(Vec::new()),
        Fired::Reminded {
            owner: Some(user),
            waiting_since,
            deadline,
            ..
        } => {
            let snap = data.palazzo.view(timer.game).await?;
            let now = data.palazzo.clock().now_ms();
            let waited = approx(std::time::Duration::from_millis(
                now.saturating_sub(waiting_since).max(0) as u64,
            ));
            let mut text = format!(
                "⏰ <@{user}>, Palazzo game {} has waited {waited} for your move.",
                timer.game
            );
            if let Some(deadline) = deadline {
                text.push_str(&format!(
                    " If you have not moved <t:{}:R>, {} for you.",
                    deadline.div_euclid(1000),
                    snap.settings.on_deadline
                ));
            }
            Ok(vec![FollowUp::Post {
                channel: snap.game.channel_id,
                message: Message::text(text),
            }])
        }
        Fired::DeadlineMissed {
            before,
            acted,
            missed,
        } => {
            let after = after_action(data, timer.game, &before, &acted).await?;
            let who = text::seat_name(&names(&after.snap), acted.seat);
            let times = match missed {
                1 => String::new(),
                n => format!(" ({n} deadlines missed so far)"),
            };
            let notice = format!(
                "⌛ Time is up for {who} in Palazzo game {}{times}: {} for them — {}.",
                timer.game,
                after.snap.settings.on_deadline,
                done_text(&acted)
            );
            let channel = after.snap.game.channel_id;
            let mut message = Message::text(notice);
            let still_theirs = after.snap.owner(acted.seat).is_some();
            if still_theirs && missed >= after.snap.settings.absent_after {
                message
                    .rows
                    .push(super::seats::absent_vote_row(timer.game, acted.seat));
            }
            let mut out: Vec<FollowUp> = edit_board(&after.snap, after.board).into_iter().collect();
            out.push(FollowUp::Post { channel, message });
            out.extend(after.then);
            Ok(out)
        }
    }
}

fn done_text(acted: &Acted<Palazzo>) -> String {
    let lines: Vec<String> = event_lines(&acted.events).collect();
    if lines.is_empty() {
        "your move is made".into()
    } else {
        lines.join("; ")
    }
}

/// The only value of a single-choice select.
fn one(values: &[String]) -> Result<&str, Refusal> {
    match values {
        [v] => Ok(v),
        _ => Err(BadId.into()),
    }
}

/// An opener is for the seat to act, on the current board.
fn check_turn(snap: &Snap, state: &Palazzo, seat: Seat, version: i64) -> Result<(), Refusal> {
    if version != snap.game.version {
        return Err(crate::table::TableError::Stale {
            current: snap.game.version,
        }
        .into());
    }
    if !state.to_act().contains(seat) {
        let now = state.to_act().iter().next();
        let who = now
            .map(|s| text::seat_name(&names(snap), s))
            .unwrap_or_else(|| "nobody".into());
        return Err(Refusal(format!("It is not your turn: {who} decides now.")));
    }
    Ok(())
}

/// Hands by DM to each seat `changed` selects, skipping owners whose DMs are known closed.
fn dms(snap: &Snap, state: &Palazzo, changed: impl Fn(Seat) -> bool) -> Vec<FollowUp> {
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
                message: hand::hand(&state.private_view(Seat(s.seat)), snap.game.id),
            })
        })
        .collect()
}

/// A short message naming the player to act, when that changed.
fn ping(snap: &Snap, state: &Palazzo, before: Option<&Palazzo>) -> Option<FollowUp> {
    let now = state.to_act().iter().next()?;
    if before.and_then(|b| b.to_act().iter().next()) == Some(now) {
        return None;
    }
    let user = snap.owner(now)?;
    let what = text::decision_text(&state.public_view(), &names(snap));
    Some(FollowUp::Post {
        channel: snap.game.channel_id,
        message: Message::text(format!(
            "<@{user}>, your turn in Palazzo game {}: {what}",
            snap.game.id
        )),
    })
}
