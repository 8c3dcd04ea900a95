//! Slash commands.

use super::data::{Context, Data, Error, reader_lang};
use super::lobby;
use super::names::title;
use super::ui::{AskedOptions, Expansion, Ui};
use crate::computer::Level;
use crate::engine::GameKind;
use crate::lang::Lang;
use crate::schedule::{Asked, Settings};
use crate::t;

/// Every slash command, named and described in every language Tavola speaks.
pub fn all() -> Vec<poise::Command<std::sync::Arc<Data>, Error>> {
    let mut commands = vec![
        play(),
        super::game_commands::games(),
        super::game_commands::game(),
        super::stats::stats(),
        super::settings::settings(),
        super::vacation::vacation(),
        super::vacation::server(),
    ];
    super::command_words::localise(&mut commands);
    commands
}

/// The games `/play` can open: every game of the list, by its title, in the list's order
/// (Discord sends the index).
macro_rules! game_choice {
    ($($V:ident: $title:literal,)*) => {
        #[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
        pub enum GameChoice {
            $(#[name = $title] $V,)*
        }

        impl GameChoice {
            pub fn kind(self) -> GameKind {
                match self {
                    $(GameChoice::$V => GameKind::$V,)*
                }
            }
        }
    };
}
crate::games!(@titled game_choice);

/// Open a new game in this channel: players join, the host starts it.
///
/// The pace options are whole hours, up to 720 (30 days, `schedule::settings::MAX_WAIT`); the
/// Discord client keeps to the bounds, and [`Settings::asked`] refuses anything absurd that
/// reaches the bot anyway.
// Each argument is one of the command's options, as Discord shows them.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, guild_only)]
pub async fn play(
    ctx: Context<'_>,
    #[description = "Which game"] game: GameChoice,
    #[description = "Remind a player to act after this many hours (default 12, then every 24)"]
    #[min = 1]
    #[max = 720]
    remind_hours: Option<u32>,
    #[description = "Play the default move for a player who has not acted in this many hours \
                     (default: no deadline)"]
    #[min = 1]
    #[max = 720]
    deadline_hours: Option<u32>,
    #[description = "Genoa: hours to bid or pass in a window, or to answer a trade (default 4)"]
    #[min = 1]
    #[max = 720]
    window_hours: Option<u32>,
    #[description = "Then remind again every this many hours (default 24)"]
    #[min = 1]
    #[max = 720]
    remind_every_hours: Option<u32>,
    #[description = "Missed deadlines in a row before the others may hand a seat to the program \
                     (default 2)"]
    #[min = 1]
    #[max = 10]
    absent_after: Option<u32>,
    #[description = "Show the board, hands and scores as pictures as well as text (default: yes)"]
    pictures: Option<bool>,
    #[description = "Play with an expansion the game has (The Princes of Florence: muse_princess)"]
    expansion: Option<Expansion>,
    #[description = "Computer players to seat at once; the game then starts right away"]
    #[min = 1]
    #[max = 5]
    opponents: Option<u8>,
    #[description = "How well the computer players play (default: strong)"] level: Option<
        LevelChoice,
    >,
    #[description = "The language of the board and what the table reads (default: the server's)"]
    language: Option<LangChoice>,
    #[description = "Talk in a thread started from the board, where the bot may start one \
                     (default: yes)"]
    thread: Option<bool>,
) -> Result<(), Error> {
    let lang = reader_lang(ctx);
    let language = language
        .map(LangChoice::lang)
        .or_else(|| server_lang(ctx))
        .unwrap_or_default();
    let asked = Asked {
        language: Some(language),
        remind_hours,
        remind_every_hours,
        deadline_hours,
        window_hours,
        absent_after,
        pictures,
    };
    let settings = match Settings::asked(&asked) {
        Ok(settings) => settings,
        Err(e) => {
            let why = poise::CreateReply::default()
                .content(t!(
                    lang,
                    "play-refused",
                    why = super::words::settings_error(&e, lang)
                ))
                .ephemeral(true);
            ctx.send(why).await?;
            return Ok(());
        }
    };
    let asked = AskedOptions { expansion };
    let computers = opponents.map(|n| {
        let level = level.map_or(Level::Strong, LevelChoice::level);
        (n, level)
    });
    let opening = Opening {
        settings,
        computers,
        thread: thread.unwrap_or(true),
    };
    crate::with_game!(game.kind(), G => open::<G>(&ctx, &opening, &asked, lang).await)
}

/// The server's preferred language, if Tavola speaks it.
fn server_lang(ctx: Context<'_>) -> Option<Lang> {
    match ctx {
        poise::Context::Application(a) => a
            .interaction
            .guild_locale
            .as_deref()
            .and_then(Lang::from_discord),
        poise::Context::Prefix(_) => None,
    }
}

/// The languages `/play` offers, each by its own name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LangChoice(Lang);

impl LangChoice {
    pub fn lang(self) -> Lang {
        self.0
    }
}

impl poise::ChoiceParameter for LangChoice {
    fn list() -> std::borrow::Cow<'static, [poise::CommandParameterChoice]> {
        Lang::ALL
            .iter()
            .map(|l| poise::CommandParameterChoice {
                name: l.own_name().into(),
                localizations: std::borrow::Cow::Borrowed(&[]),
                __non_exhaustive: (),
            })
            .collect()
    }

    fn from_index(index: usize) -> Option<Self> {
        Lang::ALL.get(index).copied().map(LangChoice)
    }

    fn from_name(name: &str) -> Option<Self> {
        Lang::ALL
            .iter()
            .find(|l| l.own_name() == name)
            .copied()
            .map(LangChoice)
    }

    fn name(&self) -> &'static str {
        self.0.own_name()
    }

    fn localized_name(&self, _locale: &str) -> Option<&'static str> {
        None
    }
}

/// The computer levels `/play` offers, strongest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum LevelChoice {
    #[name = "strong"]
    Strong,
    #[name = "basic"]
    Basic,
    #[name = "random"]
    Random,
}

impl LevelChoice {
    pub fn level(self) -> Level {
        match self {
            LevelChoice::Strong => Level::Strong,
            LevelChoice::Basic => Level::Basic,
            LevelChoice::Random => Level::Random,
        }
    }
}

async fn refuse(ctx: &Context<'_>, why: String) -> Result<(), Error> {
    let why = poise::CreateReply::default().content(why).ephemeral(true);
    ctx.send(why).await?;
    Ok(())
}

/// What `/play` asked for besides the game's own options.
struct Opening {
    settings: Settings,
    /// Computer players to seat at once: how many, and their level.
    computers: Option<(u8, Level)>,
    /// Whether the game's talk goes to a thread started from its board, where one can be.
    thread: bool,
}

/// Opens a lobby of `G` in this channel, its host the caller, and posts it, with its thread
/// if asked for. With computers, seats them and starts the game at once: its board replaces
/// the lobby.
async fn open<G: Ui>(
    ctx: &Context<'_>,
    opening: &Opening,
    asked: &AskedOptions,
    lang: Lang,
) -> Result<(), Error> {
    let Opening {
        settings,
        computers,
        thread,
    } = *opening;
    let options = match G::options(asked, lang) {
        Ok(options) => options,
        Err(why) => return refuse(ctx, t!(lang, "play-refused", why = why)).await,
    };
    let (min, max) = G::PLAYERS;
    if let Some((n, _)) = computers
        && !(min..=max).contains(&(n + 1))
    {
        let why = t!(
            lang,
            "play-opponents",
            game = title::<G>(lang),
            min = min,
            max = max,
            fewest = min - 1,
            most = max - 1
        );
        return refuse(ctx, t!(lang, "play-refused", why = why)).await;
    }
    // The lobby is the table's: in the game's language.
    let table = settings.language;
    let variant = G::options_text(&options, table);
    let data = ctx.data();
    let host = ctx.author().id.get();
    let guild = ctx.guild_id().map(poise::serenity_prelude::GuildId::get);
    let channel = ctx.channel_id().get();
    let tables = data.tables.of::<G>();
    let id = tables
        .open_lobby_with_settings(guild, channel, host, options, settings, data.new_seed())
        .await?;
    super::traced::record_game(id.0);
    let mut seated = vec![lobby::Seated::Person(host)];
    if let Some((n, level)) = computers {
        for _ in 0..n {
            tables.add_computer(id, host, level).await?;
            seated.push(lobby::Seated::Computer(level));
        }
    }
    let message = lobby::lobby(&lobby::Lobby {
        game: id,
        title: &title::<G>(table),
        lang: table,
        host,
        seated: &seated,
        players: G::PLAYERS,
        settings: &settings,
        variant: variant.as_deref(),
        rematch: None,
    });
    let sent = ctx.send(message.reply()).await?;
    // Without its id the board could not be edited; should reading it back fail for good, the
    // first click on it tells the router (which records it then).
    if let Some(posted) = super::reply::read_back(&sent).await {
        tables.set_board_message(id, posted.id.get()).await?;
        // Before the start, so the first ping already goes to the thread.
        if thread {
            let name = t!(table, "thread-name", game = title::<G>(table), id = id.0);
            super::threads::start(
                ctx.http(),
                &data.tables,
                id,
                channel,
                posted.id.get(),
                &name,
            )
            .await;
        }
    }
    if computers.is_some() {
        // The board message is known before the start, so a computer's first move, however
        // quick, edits it; the board is painted through the same queue as every later edit.
        // The start writes the board's edit, the hands and the first ping to the outbox.
        tables.start(id, host).await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use poise::ChoiceParameter;

    use super::GameChoice;
    use crate::engine::GameKind;

    #[test]
    fn play_offers_every_game_of_the_list_by_its_title_in_its_order() {
        let list = GameChoice::list();
        assert_eq!(list.len(), GameKind::COUNT);
        for (index, kind) in GameKind::ALL.into_iter().enumerate() {
            assert_eq!(list[index].name, kind.title());
            let choice = GameChoice::from_index(index).unwrap();
            assert_eq!(choice.kind(), kind);
            assert_eq!(choice.name(), kind.title());
            assert_eq!(GameChoice::from_name(kind.title()), Some(choice));
        }
        assert_eq!(GameChoice::from_index(GameKind::COUNT), None);
    }
}
