//! Seats changing hands, on Discord: `/game leave`, `/game replace`, `/game abandon`, and the
//! vote buttons (to hand an absent seat to the program, to abandon the game).

use poise::serenity_prelude::User;

use super::game_commands::{game_or_say_why, private};
use super::ids::{BadId, ComponentId};
use super::message::{Button, Message, Row, Style};
use super::notify::{self, FollowUp};
use super::palazzo::{self, text};
use super::router::{Refusal, Reply};
use super::{Context, Data, Error};
use crate::engine::Seat;
use crate::store::{GameId, GameStatus, Motion};
use crate::table::Tally;

/// The button under a missed-deadline notice: vote to hand `seat` to the program.
pub fn absent_vote_row(game: GameId, seat: Seat) -> Row {
    Row::Buttons(vec![Button::new(
        ComponentId::new(game, 0, "absent").arg(seat.0).to_string(),
        "Hand this seat to the program",
        Style::Secondary,
    )])
}

fn abandon_vote_row(game: GameId) -> Row {
    Row::Buttons(vec![Button::new(
        ComponentId::new(game, 0, "abandon").to_string(),
        "Vote to abandon",
        Style::Danger,
    )])
}

/// A vote's state in words.
fn tally_text(game: GameId, who: &str, t: &Tally) -> String {
    let votes = format!("{} of {} votes", t.votes, t.needed);
    match (t.motion, t.carried) {
        (Motion::Absent(_), false) => format!(
            "Vote to hand {who}'s seat in Palazzo game {game} to the program: {votes}. Other \
             players who agree, click below."
        ),
        (Motion::Absent(_), true) => format!(
            "{who}'s seat in Palazzo game {game} is played by the program from now on ({votes})."
        ),
        (Motion::Abandon, false) => format!(
            "Vote to abandon Palazzo game {game}: {votes}. Players who agree, click below; an \
             abandoned game does not count in `/stats`."
        ),
        (Motion::Abandon, true) => format!("Palazzo game {game} is abandoned ({votes})."),
    }
}

/// The game's board (or lobby) edited in place to show it as it stands.
async fn refreshed_board(data: &Data, game: GameId) -> Result<Vec<FollowUp>, Refusal> {
    let snap = data.palazzo.view(game).await?;
    let board = palazzo::render_board(data, &snap).await;
    Ok(palazzo::edit_board(&snap, board).into_iter().collect())
}

/// A click on a vote button: "absent" (arg: the seat) or "abandon".
pub async fn vote_click(data: &Data, id: &ComponentId, user: u64) -> Result<Reply, Refusal> {
    let motion = match id.verb.as_str() {
        "absent" => Motion::Absent(id.arg_as(0)?),
        "abandon" => Motion::Abandon,
        _ => return Err(BadId.into()),
    };
    let before = data.palazzo.view(id.game).await?;
    let tally = data.palazzo.vote(id.game, user, motion).await?;
    let who = match motion {
        Motion::Absent(seat) => text::seat_name(&palazzo::names(&before), Seat(seat)),
        Motion::Abandon => String::new(),
    };
    let mut message = Message::text(tally_text(id.game, &who, &tally));
    if !tally.carried {
        message.rows.push(match motion {
            Motion::Absent(seat) => absent_vote_row(id.game, Seat(seat)),
            Motion::Abandon => abandon_vote_row(id.game),
        });
    }
    let mut reply = Reply::update(message);
    if tally.carried {
        reply.then = match motion {
            Motion::Absent(_) => palazzo::after_hand_over(data, id.game).await?,
            Motion::Abandon => refreshed_board(data, id.game).await?,
        };
    }
    Ok(reply)
}

/// Sends `then` after a command has answered.
async fn follow(ctx: &Context<'_>, then: Vec<FollowUp>) {
    notify::run(ctx.http(), ctx.data(), then).await;
}

/// Answers privately with why the table refused.
async fn refuse(ctx: &Context<'_>, e: impl Into<Refusal>) -> Result<(), Error> {
    ctx.send(private(e.into().0)).await?;
    Ok(())
}

/// Leave a game: in its lobby your seat is freed; in play the program takes it over.
#[poise::command(slash_command, guild_only)]
pub async fn leave(
    ctx: Context<'_>,
    #[description = "The game's number, e.g. 7 (default: this channel's game)"] game: Option<i64>,
) -> Result<(), Error> {
    let Some(snap) = game_or_say_why(&ctx, game).await? else {
        return Ok(());
    };
    let data = ctx.data();
    let (id, user) = (snap.game.id, ctx.author().id.get());
    match snap.game.status {
        GameStatus::Lobby => {
            if let Err(e) = data.palazzo.leave(id, user).await {
                return refuse(&ctx, e).await;
            }
            ctx.send(private(format!("You left the lobby of game {id}.")))
                .await?;
            follow(&ctx, refreshed_board(data, id).await.unwrap_or_default()).await;
        }
        GameStatus::Active => {
            let left = match data.palazzo.leave_play(id, user).await {
                Ok(left) => left,
                Err(e) => return refuse(&ctx, e).await,
            };
            if left.abandoned {
                ctx.say(format!(
                    "<@{user}> left Palazzo game {id}, its last player: the game is abandoned."
                ))
                .await?;
                follow(&ctx, refreshed_board(data, id).await.unwrap_or_default()).await;
            } else {
                ctx.say(format!(
                    "<@{user}> left Palazzo game {id}: the program plays their seat from now on."
                ))
                .await?;
                follow(&ctx, palazzo::after_hand_over(data, id).await?).await;
            }
        }
        status => {
            ctx.send(private(format!("Game {id} is {status}."))).await?;
        }
    }
    Ok(())
}

/// Give a seat to another member (host or server admin); it keeps its cards and palaces
///
/// Only the seat's player changes.
#[poise::command(slash_command, guild_only)]
pub async fn replace(
    ctx: Context<'_>,
    #[description = "The seat's number, as on the board (1 for the first)"]
    #[min = 1]
    #[max = 6]
    seat: u8,
    #[description = "The member who plays it from now on"] player: User,
    #[description = "The game's number, e.g. 7 (default: this channel's game)"] game: Option<i64>,
) -> Result<(), Error> {
    let Some(snap) = game_or_say_why(&ctx, game).await? else {
        return Ok(());
    };
    if player.bot {
        return refuse(&ctx, Refusal("A bot cannot take a seat.".into())).await;
    }
    let Some(seat) = seat.checked_sub(1).map(Seat) else {
        return refuse(&ctx, crate::table::TableError::NoSuchSeat(0)).await;
    };
    let admin = match ctx.author_member().await {
        Some(member) => member
            .permissions
            .is_some_and(|p| p.administrator() || p.manage_guild()),
        None => false,
    };
    let data = ctx.data();
    let (id, by, member) = (snap.game.id, ctx.author().id.get(), player.id.get());
    let before = text::seat_name(&palazzo::names(&snap), seat);
    if let Err(e) = data.palazzo.replace(id, by, admin, seat, member).await {
        return refuse(&ctx, e).await;
    }
    ctx.say(format!(
        "<@{by}> gave seat {} of Palazzo game {id} (played by {before}) to <@{member}>: the seat \
         keeps its cards and palaces.",
        seat.0 + 1
    ))
    .await?;
    let mut then = palazzo::hand_dm(data, id, seat).await?;
    then.extend(palazzo::after_hand_over(data, id).await?);
    follow(&ctx, then).await;
    Ok(())
}

/// Propose to abandon the game, or vote for it
///
/// It ends unfinished once more than half of its players agree.
#[poise::command(slash_command, guild_only)]
pub async fn abandon(
    ctx: Context<'_>,
    #[description = "The game's number, e.g. 7 (default: this channel's game)"] game: Option<i64>,
) -> Result<(), Error> {
    let Some(snap) = game_or_say_why(&ctx, game).await? else {
        return Ok(());
    };
    let data = ctx.data();
    let id = snap.game.id;
    let tally = match data
        .palazzo
        .vote(id, ctx.author().id.get(), Motion::Abandon)
        .await
    {
        Ok(tally) => tally,
        Err(e) => return refuse(&ctx, e).await,
    };
    let mut message = Message::text(tally_text(id, "", &tally));
    if !tally.carried {
        message.rows.push(abandon_vote_row(id));
    }
    ctx.send(message.reply()).await?;
    if tally.carried {
        follow(&ctx, refreshed_board(data, id).await.unwrap_or_default()).await;
    }
    Ok(())
}
