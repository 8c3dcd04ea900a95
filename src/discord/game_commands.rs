//! Finding and following games: `/games`, `/game board`, `/game log`, `/game export`. The
//! other `/game` commands, about seats, are in `seats`.

use poise::CreateReply;
use poise::serenity_prelude::{ChannelId, CreateAttachment, EditMessage, MessageId};

use super::data::reader_lang;
use super::data::{Context, Error};
use super::follow_up::FollowUp;
use super::lobby;
use super::message::{Embed, Message, clip, limits};
use super::names::{seat_names, title};
use super::render;
use super::ui::Ui;
use super::which_game::{game_or_say_why, private};
use crate::lang::Lang;
use crate::store::{GameId, GameStatus};
use crate::t;

// `/games all`: every game one sits at in this server; `/games mine`: those waiting on them.
/// The games you sit at in this server.
#[poise::command(slash_command, guild_only, subcommands("all", "mine"))]
// poise's commands are async functions, this one too though Discord never calls it.
#[allow(clippy::unused_async)]
pub async fn games(_ctx: Context<'_>) -> Result<(), Error> {
    // Discord never invokes a command that has subcommands by itself.
    Ok(())
}

/// Every game you sit at in this server, whose turn it is, and a link to each board.
#[poise::command(slash_command, guild_only)]
pub async fn all(ctx: Context<'_>) -> Result<(), Error> {
    let data = ctx.data();
    let lang = reader_lang(ctx);
    let guild = ctx
        .guild_id()
        .map_or(0, poise::serenity_prelude::GuildId::get);
    let ids = data.store.games_of(guild, ctx.author().id.get()).await?;
    let mut lines = Vec::new();
    for id in ids {
        // The seats to act wait since their timers say: a take-back or a seat changing hands
        // does not restart the wait.
        let waiting = data.store.pending_timers(id).await?;
        let since = waiting.iter().map(|t| t.waiting_since).min();
        lines.push(game_line(data, id, since, lang).await?);
    }
    listed(ctx, lines, t!(lang, "games-title"), t!(lang, "games-none")).await
}

// The longest waiting first.
/// The games in this server waiting on you, how long you have had, and a link to each board.
#[poise::command(slash_command, guild_only)]
pub async fn mine(ctx: Context<'_>) -> Result<(), Error> {
    let data = ctx.data();
    let lang = reader_lang(ctx);
    let guild = ctx.guild_id().map(poise::serenity_prelude::GuildId::get);
    let waiting = data
        .store
        .games_waiting_on(ctx.author().id.get(), guild)
        .await?;
    let mut lines = Vec::new();
    for (id, since) in waiting {
        lines.push(game_line(data, id, Some(since), lang).await?);
    }
    let (title, none) = (t!(lang, "games-mine-title"), t!(lang, "games-mine-none"));
    listed(ctx, lines, title, none).await
}

/// Game `id` as a line of a listing.
async fn game_line(
    data: &super::data::Data,
    id: GameId,
    since: Option<i64>,
    lang: Lang,
) -> Result<String, Error> {
    let kind = data.kind_of(id).await?;
    Ok(
        crate::with_game!(kind, G => render::game_line(&data.tables.of::<G>().view(id).await?, since, lang)),
    )
}

/// A listing answered to its reader alone: `none` when it is empty.
async fn listed(
    ctx: Context<'_>,
    lines: Vec<String>,
    title: String,
    none: String,
) -> Result<(), Error> {
    if lines.is_empty() {
        ctx.send(private(none)).await?;
        return Ok(());
    }
    let embed = Embed {
        title,
        description: clip(&lines.join("\n\n"), limits::DESCRIPTION),
        colour: lobby::COLOUR,
        ..Embed::default()
    };
    let message = Message {
        content: None,
        embeds: vec![embed],
        rows: Vec::new(),
    };
    ctx.send(message.reply().ephemeral(true)).await?;
    Ok(())
}

/// A game's state in a word: "finished".
pub(super) fn status_word(status: GameStatus, lang: Lang) -> String {
    match status {
        GameStatus::Lobby => t!(lang, "status-lobby"),
        GameStatus::Active => t!(lang, "status-active"),
        GameStatus::Finished => t!(lang, "status-finished"),
        GameStatus::Cancelled => t!(lang, "status-cancelled"),
    }
}

/// Commands about one game.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "board",
        "log",
        "export",
        "super::seats::leave",
        "super::seats::replace",
        "super::seats::abandon"
    ),
    subcommand_required
)]
#[allow(clippy::unused_async)] // poise's commands are async, a parent with only subcommands too
pub async fn game(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Post the board again at the bottom of the channel; the old one says where it went.
#[poise::command(slash_command, guild_only)]
pub async fn board(
    ctx: Context<'_>,
    #[description = "The game's number, e.g. 7 (default: this channel's game)"] game: Option<i64>,
) -> Result<(), Error> {
    let Some((id, kind)) = game_or_say_why(&ctx, game).await? else {
        return Ok(());
    };
    // Boxed: a future holding a whole game state is large to keep on the stack.
    crate::with_game!(kind, G => Box::pin(repost_board::<G>(&ctx, id)).await)
}

async fn repost_board<G: Ui>(ctx: &Context<'_>, id: GameId) -> Result<(), Error> {
    let data = ctx.data();
    let lang = reader_lang(*ctx);
    // As stored: another process may have moved the game on since this one last saw it.
    let snap = data.tables.of::<G>().view_stored(id).await?;
    let g = &snap.game;
    if ctx.channel_id().get() != g.channel_id {
        let channel = format!("<#{}>", g.channel_id);
        ctx.send(private(t!(
            lang,
            "game-played-in",
            id = g.id.0,
            channel = channel
        )))
        .await?;
        return Ok(());
    }
    // A finished game's board is its final board, worth showing again.
    if !matches!(
        g.status,
        GameStatus::Lobby | GameStatus::Active | GameStatus::Finished
    ) {
        let status = status_word(g.status, lang);
        ctx.send(private(t!(lang, "game-is", id = g.id.0, status = status)))
            .await?;
        return Ok(());
    }
    let invited = data.tables.of::<G>().awaited(&snap).await?;
    let message = render::game_message(&snap, invited.as_deref());
    let handle = ctx.send(message.reply()).await?;
    let Some(sent) = super::reply::read_back(&handle).await else {
        // The first click on the new board records it (the router learns it then).
        return Ok(());
    };
    data.tables
        .of::<G>()
        .set_board_message(g.id, sent.id.get())
        .await?;
    if snap.settings.pictures && snap.state.is_some() {
        let picture = vec![FollowUp::PaintBoard { game: g.id }];
        super::notify::run(ctx.http(), data, picture).await;
    }
    if let Some(old) = g.board_message_id {
        // The old board is the table's: in the game's language.
        let moved = t!(
            snap.lang(),
            "board-moved",
            id = g.id.0,
            link = render::board_link(g.guild_id, g.channel_id, sent.id.get())
        );
        let edit = EditMessage::new()
            .content(moved)
            .embeds(Vec::new())
            .components(Vec::new());
        // The old board may be gone (deleted by a moderator): the new one stands regardless.
        let _ = ChannelId::new(g.channel_id)
            .edit_message(ctx.http(), MessageId::new(old), edit)
            .await;
    }
    Ok(())
}

/// The game's history in words, a page at a time.
#[poise::command(slash_command, guild_only)]
pub async fn log(
    ctx: Context<'_>,
    #[description = "The game's number, e.g. 7 (default: this channel's game)"] game: Option<i64>,
) -> Result<(), Error> {
    let Some((id, kind)) = game_or_say_why(&ctx, game).await? else {
        return Ok(());
    };
    crate::with_game!(kind, G => show_log::<G>(&ctx, id).await)
}

async fn show_log<G: Ui>(ctx: &Context<'_>, id: GameId) -> Result<(), Error> {
    // Shown to the one who asked alone: in their language.
    let lang = super::data::reader_lang(*ctx);
    let tables = ctx.data().tables.of::<G>();
    let snap = tables.view(id).await?;
    let lines = match snap.state {
        None => Vec::new(),
        Some(_) => render::history(&tables.record(id).await?, &seat_names(&snap, lang), lang)?,
    };
    let page = render::log_page(&snap, &lines, render::last_page(&lines), lang);
    ctx.send(page.reply().ephemeral(true)).await?;
    Ok(())
}

/// Attach the game's record (the format of `tavola simulate`), once the game is over.
#[poise::command(slash_command, guild_only)]
pub async fn export(
    ctx: Context<'_>,
    #[description = "The game's number, e.g. 7 (default: this channel's game)"] game: Option<i64>,
) -> Result<(), Error> {
    let Some((id, kind)) = game_or_say_why(&ctx, game).await? else {
        return Ok(());
    };
    crate::with_game!(kind, G => export_record::<G>(&ctx, id).await)
}

async fn export_record<G: Ui>(ctx: &Context<'_>, id: GameId) -> Result<(), Error> {
    let lang = reader_lang(*ctx);
    let snap = ctx.data().tables.of::<G>().view(id).await?;
    let g = &snap.game;
    if g.status != GameStatus::Finished {
        // The record holds the seed, from which every hidden card follows.
        let why = t!(lang, "export-not-over", id = g.id.0);
        ctx.send(private(why)).await?;
        return Ok(());
    }
    let record = ctx.data().tables.of::<G>().record(g.id).await?;
    let json = serde_json::to_string_pretty(&record)? + "\n";
    let name = format!("{}-game-{}.json", G::NAME, g.id.0);
    let reply = CreateReply::default()
        .content(t!(
            lang,
            "export-record",
            game = title::<G>(lang),
            id = g.id.0
        ))
        .attachment(CreateAttachment::bytes(json.into_bytes(), name));
    ctx.send(reply).await?;
    Ok(())
}
