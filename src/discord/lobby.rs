//! The lobby: who has joined a new game, with Join, Leave, Start and Cancel.

use crate::computer::Level;
use crate::discord::ids::Shared;
use crate::discord::message::{Button, Choice, Embed, Message, Row, Select, Style};
use crate::discord::words::{on_deadline, wait};
use crate::lang::Lang;
use crate::schedule::Settings;
use crate::store::GameId;
use crate::t;

pub const COLOUR: u32 = 0x4F_6D_7A;

/// The computer select's value that takes the last computer player out.
pub const REMOVE_COMPUTER: &str = "remove";

/// Who sits in a lobby's seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seated {
    Person(u64),
    Computer(Level),
}

pub struct Lobby<'a> {
    pub game: GameId,
    /// The game's display name, e.g. "Palazzo".
    pub title: &'a str,
    /// The language the table reads.
    pub lang: Lang,
    pub host: u64,
    /// The seats taken so far, in seat order.
    pub seated: &'a [Seated],
    pub players: (u8, u8),
    /// The pace chosen with `/play`.
    pub settings: &'a Settings,
    /// The game's options in words (an expansion), if any.
    pub variant: Option<&'a str>,
    /// For a rematch: the game before, and its players, who alone may join.
    pub rematch: Option<(GameId, &'a [u64])>,
}

pub fn lobby(l: &Lobby) -> Message {
    let lang = l.lang;
    let (min, max) = l.players;
    let seated = if l.seated.is_empty() {
        t!(lang, "lobby-nobody-yet")
    } else {
        l.seated
            .iter()
            .enumerate()
            .map(|(i, s)| match s {
                Seated::Person(u) => format!("{}. <@{u}>", i + 1),
                Seated::Computer(level) => format!(
                    "{}. 🤖 {}",
                    i + 1,
                    t!(lang, "lobby-computer", level = level.name())
                ),
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    let ready = (min as usize..=max as usize).contains(&l.seated.len());
    let host = format!("<@{}>", l.host);
    let (title, description) = match l.rematch {
        None => (
            t!(lang, "lobby-title", game = l.title, id = l.game.0),
            t!(lang, "lobby-opened", host = host, min = min, max = max),
        ),
        Some((old, invited)) => {
            let awaited: Vec<String> = invited
                .iter()
                .filter(|u| !l.seated.contains(&Seated::Person(**u)))
                .map(|u| format!("<@{u}>"))
                .collect();
            let awaited = if awaited.is_empty() {
                t!(lang, "lobby-nobody")
            } else {
                awaited.join(", ")
            };
            (
                t!(
                    lang,
                    "rematch-title",
                    game = l.title,
                    id = l.game.0,
                    old = old.0
                ),
                t!(
                    lang,
                    "rematch-asked",
                    host = host,
                    old = old.0,
                    awaited = awaited
                ),
            )
        }
    };
    let mut embed = Embed {
        title,
        description,
        colour: COLOUR,
        ..Embed::default()
    };
    embed.field(
        t!(lang, "lobby-seated", seated = l.seated.len(), max = max),
        seated,
        false,
    );
    if let Some(variant) = l.variant {
        embed.field(t!(lang, "lobby-options"), variant, false);
    }
    embed.field(t!(lang, "lobby-pace"), pace(l.settings, lang), false);
    embed.field(t!(lang, "lobby-board"), board_kind(l.settings, lang), false);
    embed.field(
        t!(lang, "lobby-language"),
        l.settings.language.own_name(),
        false,
    );
    embed.footer = Some(t!(lang, "game-number", id = l.game.0));
    let id = |control: Shared| control.id(l.game, 0);
    let mut rows = vec![Row::Buttons(vec![
        Button::new(id(Shared::Join), t!(lang, "lobby-join"), Style::Success)
            .disabled(l.seated.len() >= max as usize),
        Button::new(id(Shared::Leave), t!(lang, "lobby-leave"), Style::Secondary),
        Button::new(id(Shared::Start), t!(lang, "lobby-start"), Style::Primary).disabled(!ready),
        Button::new(id(Shared::Cancel), t!(lang, "lobby-cancel"), Style::Danger),
    ])];
    // A rematch is for the players of the game before; its computer players came along.
    if l.rematch.is_none() {
        rows.push(computer_select(id(Shared::Computer), lang));
    }
    Message {
        content: None,
        embeds: vec![embed],
        rows,
    }
}

/// The host's select: add a computer player of a level, or take the last one out.
fn computer_select(id: String, lang: Lang) -> Row {
    let mut options: Vec<Choice> = Level::ALL
        .into_iter()
        .rev()
        .map(|level| Choice {
            label: t!(lang, "lobby-add-computer", level = level.name()),
            value: level.name().into(),
            description: Some(level_blurb(level, lang)),
            selected: false,
        })
        .collect();
    options.push(Choice {
        label: t!(lang, "lobby-remove-computer"),
        value: REMOVE_COMPUTER.into(),
        description: None,
        selected: false,
    });
    Row::Select(Select {
        id,
        placeholder: t!(lang, "lobby-computers-placeholder"),
        options,
        min: 1,
        max: 1,
    })
}

/// How a computer level plays, in a few words.
fn level_blurb(level: Level, lang: Lang) -> String {
    match level {
        Level::Strong => t!(lang, "level-strong-blurb"),
        Level::Basic => t!(lang, "level-basic-blurb"),
        Level::Random => t!(lang, "level-random-blurb"),
    }
}

/// The pace in a few words: when a player is reminded, and the deadline.
pub fn pace(s: &Settings, lang: Lang) -> String {
    let remind = t!(
        lang,
        "pace-reminders",
        after = wait(s.remind_after, lang),
        every = wait(s.remind_every, lang)
    );
    let deadline = match s.deadline {
        None => t!(lang, "pace-no-deadline"),
        Some(d) => t!(
            lang,
            "pace-deadline",
            wait = wait(d, lang),
            then = on_deadline(s.on_deadline, lang)
        ),
    };
    format!("{remind}\n{deadline}")
}

/// How the board is shown: with pictures, or as text alone.
pub fn board_kind(s: &Settings, lang: Lang) -> String {
    if s.pictures {
        t!(lang, "board-pictures")
    } else {
        t!(lang, "board-text")
    }
}

/// What the lobby message becomes when the host cancels.
pub fn cancelled(title: &str, game: GameId, lang: Lang) -> Message {
    ended(
        title,
        game,
        &t!(lang, "game-cancelled"),
        &t!(lang, "game-cancelled-why"),
        lang,
    )
}

/// What a game's message becomes when it ends unfinished: `how` in the title, `why` below.
pub fn ended(title: &str, game: GameId, how: &str, why: &str, lang: Lang) -> Message {
    Message {
        content: None,
        embeds: vec![Embed {
            title: t!(
                lang,
                "game-ended-title",
                game = title,
                id = game.0,
                how = how
            ),
            description: why.into(),
            colour: COLOUR,
            ..Embed::default()
        }],
        rows: Vec::new(),
    }
}
