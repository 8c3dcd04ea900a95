//! The lobby: who has joined a new game, with Join, Leave, Start and Cancel.

use crate::computer::Level;
use crate::discord::ids::Shared;
use crate::discord::message::{Button, Choice, Embed, Message, Row, Select, Style};
use crate::schedule::Settings;
use crate::schedule::settings::hours;
use crate::store::GameId;

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
    let (min, max) = l.players;
    let seated = if l.seated.is_empty() {
        "nobody yet".to_string()
    } else {
        l.seated
            .iter()
            .enumerate()
            .map(|(i, s)| match s {
                Seated::Person(u) => format!("{}. <@{u}>", i + 1),
                Seated::Computer(level) => {
                    format!("{}. 🤖 {} computer", i + 1, level.title())
                }
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    let ready = (min as usize..=max as usize).contains(&l.seated.len());
    let (title, description) = match l.rematch {
        None => (
            format!("{} · game {} — lobby", l.title, l.game),
            format!(
                "<@{}> opened a game for {min} to {max} players. Join, and the host starts when \
                 ready.",
                l.host
            ),
        ),
        Some((old, invited)) => {
            let awaited: Vec<String> = invited
                .iter()
                .filter(|u| !l.seated.contains(&Seated::Person(**u)))
                .map(|u| format!("<@{u}>"))
                .collect();
            (
                format!("{} · game {} — rematch of game {old}", l.title, l.game),
                format!(
                    "<@{}> asks for a rematch. It starts when every player of game {old} has \
                     accepted (Join); the host may start sooner. Waiting for: {}.",
                    l.host,
                    if awaited.is_empty() {
                        "nobody".to_string()
                    } else {
                        awaited.join(", ")
                    }
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
    embed.field(format!("Seated ({}/{max})", l.seated.len()), seated, false);
    if let Some(variant) = l.variant {
        embed.field("Options", variant, false);
    }
    embed.field("Pace", pace(l.settings), false);
    embed.field("Board", board_kind(l.settings), false);
    embed.footer = Some(format!("Game {}", l.game));
    let id = |control: Shared| control.id(l.game, 0);
    let mut rows = vec![Row::Buttons(vec![
        Button::new(id(Shared::Join), "Join", Style::Success)
            .disabled(l.seated.len() >= max as usize),
        Button::new(id(Shared::Leave), "Leave", Style::Secondary),
        Button::new(id(Shared::Start), "Start", Style::Primary).disabled(!ready),
        Button::new(id(Shared::Cancel), "Cancel", Style::Danger),
    ])];
    // A rematch is for the players of the game before; its computer players came along.
    if l.rematch.is_none() {
        rows.push(computer_select(id(Shared::Computer)));
    }
    Message {
        content: None,
        embeds: vec![embed],
        rows,
    }
}

/// The host's select: add a computer player of a level, or take the last one out.
fn computer_select(id: String) -> Row {
    let mut options: Vec<Choice> = Level::ALL
        .into_iter()
        .rev()
        .map(|level| Choice {
            label: format!("Add a {} computer player", level.title().to_lowercase()),
            value: level.name().into(),
            description: Some(level.blurb().into()),
            selected: false,
        })
        .collect();
    options.push(Choice {
        label: "Take the last computer player out".into(),
        value: REMOVE_COMPUTER.into(),
        description: None,
        selected: false,
    });
    Row::Select(Select {
        id,
        placeholder: "Computer players (host)…".into(),
        options,
        min: 1,
        max: 1,
    })
}

/// The pace in a few words: when a player is reminded, and the deadline.
pub fn pace(s: &Settings) -> String {
    let remind = format!(
        "⏰ A player is reminded after {}, then every {}.",
        hours(s.remind_after),
        hours(s.remind_every)
    );
    let deadline = match s.deadline {
        None => "⌛ No deadline.".to_string(),
        Some(d) => format!(
            "⌛ Deadline {} a decision: then {}.",
            hours(d),
            s.on_deadline
        ),
    };
    format!("{remind}\n{deadline}")
}

/// How the board is shown: with pictures, or as text alone.
pub fn board_kind(s: &Settings) -> &'static str {
    if s.pictures {
        "🖼️ Pictures of the board, the hands and the scores, with the text."
    } else {
        "🔤 Text alone, no pictures."
    }
}

/// What the lobby message becomes when the host cancels.
pub fn cancelled(title: &str, game: GameId) -> Message {
    ended(title, game, "cancelled", "The host cancelled this game.")
}

/// What a game's message becomes when it ends unfinished: `how` in the title, `why` below.
pub fn ended(title: &str, game: GameId, how: &str, why: &str) -> Message {
    Message {
        content: None,
        embeds: vec![Embed {
            title: format!("{title} · game {game} — {how}"),
            description: why.into(),
            colour: COLOUR,
            ..Embed::default()
        }],
        rows: Vec::new(),
    }
}
