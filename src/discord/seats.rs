//! Seats changing hands, on Discord: `/game leave`, `/game replace` and `/game abandon` (the
//! vote buttons are [`handlers::votes`](super::handlers::votes)).

use poise::serenity_prelude::User;

use super::data::{Context, Error};
use super::follow_up::FollowUp;
use super::names::{seat_name, seat_names, title};
use super::notify;
use super::render;
use super::reply::Refusal;
use super::ui::Ui;
use super::which_game::{game_or_say_why, private};
use crate::engine::Seat;
use crate::store::{GameId, GameStatus, Motion};
use crate::t;

/// Sends `then` after a command has answered.
async fn follow(ctx: &Context<'_>, then: impl IntoIterator<Item = FollowUp>) {
    notify::run(ctx.http(), ctx.data(), then.into_iter().collect()).await;
}

/// Answers privately with why the table refused.
async fn refuse(ctx: &Context<'_>, e: impl Into<Refusal>) -> Result<(), Error> {
    ctx.send(private(e.into().text(super::data::reader_lang(*ctx))))
        .await?;
    Ok(())
}

/// Leave a game: in its lobby your seat is freed; in play the program takes it over.
#[poise::command(slash_command, guild_only)]
pub async fn leave(
    ctx: Context<'_>,
    #[description = "The game's number, e.g. 7 (default: this channel's game)"] game: Option<i64>,
) -> Result<(), Error> {
    let Some((id, kind)) = game_or_say_why(&ctx, game).await? else {
        return Ok(());
    };
    // Boxed: a future holding a whole game state is large to keep on the stack.
    crate::with_game!(kind, G => Box::pin(leave_game::<G>(&ctx, id)).await)
}

async fn leave_game<G: Ui>(ctx: &Context<'_>, id: GameId) -> Result<(), Error> {
    let data = ctx.data();
    let tables = data.tables.of::<G>();
    let snap = tables.view(id).await?;
    let user = ctx.author().id.get();
    // What the one who left reads in theirs; what the table reads in the game's language.
    let (lang, table) = (super::data::reader_lang(*ctx), snap.lang());
    match snap.game.status {
        GameStatus::Lobby => {
            if let Err(e) = tables.leave(id, user).await {
                return refuse(ctx, e).await;
            }
            ctx.send(private(t!(lang, "left-lobby", id = id.0))).await?;
            follow(ctx, FollowUp::repaint(&tables.view(id).await?)).await;
        }
        GameStatus::Active => {
            let left = match tables.leave_play(id, user).await {
                Ok(left) => left,
                Err(e) => return refuse(ctx, e).await,
            };
            if left.abandoned {
                ctx.say(t!(
                    table,
                    "left-last",
                    who = format!("<@{user}>"),
                    game = title::<G>(table),
                    id = id.0
                ))
                .await?;
                follow(ctx, FollowUp::repaint(&tables.view(id).await?)).await;
            } else {
                ctx.say(t!(
                    table,
                    "left-play",
                    who = format!("<@{user}>"),
                    game = title::<G>(table),
                    id = id.0
                ))
                .await?;
                // The hand-over wrote the board's edit to the outbox, and the program's moves
                // what follows them.
            }
        }
        status => {
            let status = super::game_commands::status_word(status, lang);
            ctx.send(private(t!(lang, "game-is", id = id.0, status = status)))
                .await?;
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
    let Some((id, kind)) = game_or_say_why(&ctx, game).await? else {
        return Ok(());
    };
    if player.bot {
        let lang = super::data::reader_lang(ctx);
        return refuse(&ctx, Refusal::Said(t!(lang, "refused-bot-seat"))).await;
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
    crate::with_game!(kind, G => replace_seat::<G>(&ctx, id, seat, player.id.get(), admin).await)
}

async fn replace_seat<G: Ui>(
    ctx: &Context<'_>,
    id: GameId,
    seat: Seat,
    member: u64,
    admin: bool,
) -> Result<(), Error> {
    let data = ctx.data();
    let tables = data.tables.of::<G>();
    let by = ctx.author().id.get();
    let before = tables.view(id).await?;
    let table = before.lang();
    let before = seat_name(&seat_names(&before, table), seat);
    if let Err(e) = tables.replace(id, by, admin, seat, member).await {
        return refuse(ctx, e).await;
    }
    ctx.say(t!(
        table,
        "seat-given",
        by = format!("<@{by}>"),
        seat = seat.0 + 1,
        game = title::<G>(table),
        id = id.0,
        before = before,
        member = format!("<@{member}>")
    ))
    .await?;
    // The hand-over wrote the board's edit and the seat's hand for its new owner to the
    // outbox.
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
    let Some((id, kind)) = game_or_say_why(&ctx, game).await? else {
        return Ok(());
    };
    // Boxed: a future holding a whole game state is large to keep on the stack.
    crate::with_game!(kind, G => Box::pin(abandon_game::<G>(&ctx, id)).await)
}

async fn abandon_game<G: Ui>(ctx: &Context<'_>, id: GameId) -> Result<(), Error> {
    let tables = ctx.data().tables.of::<G>();
    let user = ctx.author().id.get();
    let tally = match tables.vote(id, user, Motion::Abandon).await {
        Ok(tally) => tally,
        Err(e) => return refuse(ctx, e).await,
    };
    let lang = tables.view(id).await?.lang();
    ctx.send(render::tally(id, "", &tally, lang).reply())
        .await?;
    if tally.carried {
        follow(ctx, FollowUp::repaint(&tables.view(id).await?)).await;
    }
    Ok(())
}
