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
use crate::table::Snapshot;

/// A link to a message.
fn link(guild: Option<u64>, channel: u64, message: u64) -> String {
    let guild = guild.map_or("@me".to_string(), |g| g.to_string());
    format!("https://discord.com/channels/{guild}/{channel}/{message}")
}

/// The games you sit at in this server, whose turn it is, and a link to each board.
#[poise::command(slash_command, guild_only)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    let data = ctx.data();
    let lang = reader_lang(ctx);
    let guild = ctx
        .guild_id()
        .map_or(0, poise::serenity_prelude::GuildId::get);
    let ids = data.store.games_of(guild, ctx.author().id.get()).await?;
    if ids.is_empty() {
        ctx.send(private(t!(lang, "games-none"))).await?;
        return Ok(());
    }
    let mut lines = Vec::new();
    for id in ids {
        let kind = data.kind_of(id).await?;
        // The seats to act wait since their timers say: a take-back or a seat changing hands
        // does not restart the wait.
        let waiting = data.store.pending_timers(id).await?;
        let since = waiting.iter().map(|t| t.waiting_since).min();
        let line = crate::with_game!(kind, G => summary(&data.tables.of::<G>().view(id).await?, since, lang));
        lines.push(line);
    }
    let embed = Embed {
        title: t!(lang, "games-title"),
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

/// One game in a listing: its name, its state, and a link to its board; for a game in play,
/// since when it has waited for its seats to act (`since`, or its last change).
fn summary<G: Ui>(snap: &Snapshot<G>, since: Option<i64>, lang: Lang) -> String {
    let g = &snap.game;
    let state = match &snap.state {
        None => t!(lang, "games-in-lobby", seated = snap.seats.len()),
        Some(state) => G::decision(&state.public_view(), &seat_names(snap, lang), lang),
    };
    let board = g
        .board_message_id
        .map(|m| {
            let board = t!(lang, "games-board-link");
            format!(" · [{board}]({})", link(g.guild_id, g.channel_id, m))
        })
        .unwrap_or_default();
    // Discord shows the time relative to the reader's clock ("3 hours ago").
    let since = if g.status == crate::store::GameStatus::Active {
        let at = since.unwrap_or(g.updated_at);
        let since = t!(
            lang,
            "games-deciding-since",
            when = format!("<t:{}:R>", at / 1000)
        );
        format!(" · {since}")
    } else {
        String::new()
    };
    let head = t!(
        lang,
        "games-line",
        game = title::<G>(lang),
        id = g.id.0,
        channel = format!("<#{}>", g.channel_id)
    );
    format!("{head}{board}\n{state}{since}")
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
            link = link(g.guild_id, g.channel_id, sent.id.get())
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
