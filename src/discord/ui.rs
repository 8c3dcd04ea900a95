//! What a game brings to Discord: its board, its hand, its words, and what its own controls do.
//! Everything else — lobbies, DMs, pings, deadlines, votes, rematches, `/game` commands — is
//! shared (`handlers`, `render`, `seats`, `game_commands`) and works for any game implementing
//! [`Ui`]: adding a game means an engine module, one such renderer, and its pictures.

use super::ids::GameControl;
use super::message::{Embed, Message, clip, limits};
use super::names::seat_name;
use super::reply::{Refusal, Reply};
use crate::engine::{Game, Heuristic, Outcome, Seat, SeatSet};
use crate::lang::Lang;
use crate::picture::Pictured;
use crate::schedule::Settings;
use crate::store::GameId;
use crate::table::TableError;

/// Everything a board needs besides the game's state.
pub struct BoardContext<'a> {
    pub game: GameId,
    pub version: i64,
    /// How each seat is named (a mention of its owner, or the program).
    pub names: &'a [String],
    /// The last events, oldest first.
    pub recent: &'a [String],
    /// The game's pace, shown in the footer.
    pub settings: &'a Settings,
    /// When the seat to act misses its deadline (unix ms), if the game has one.
    pub deadline: Option<i64>,
    /// The computer seats to act, by name: they are thinking.
    pub thinking: &'a [String],
    /// The language the table reads.
    pub lang: Lang,
}

impl BoardContext<'_> {
    /// A board's embed, its head filled in: the title, then who decides what, the deadline
    /// (unless the game is over) and the last events.
    pub fn embed(&self, title: &str, colour: u32, decision: String, over: bool) -> Embed {
        let lang = self.lang;
        let mut description = decision;
        if !self.thinking.is_empty() && !over {
            description.push('\n');
            description.push_str(&crate::t!(
                lang,
                "board-thinking",
                who = and_list(self.thinking, lang),
                count = self.thinking.len()
            ));
        }
        if let Some(deadline) = self.deadline.filter(|_| !over) {
            description.push('\n');
            description.push_str(&crate::t!(
                lang,
                "board-deadline",
                when = format!("<t:{}:R>", deadline.div_euclid(1000)),
                then = super::words::on_deadline(self.settings.on_deadline, lang)
            ));
        }
        if !self.recent.is_empty() {
            description.push_str("\n\n");
            description.push_str(&self.recent.join("\n"));
        }
        Embed {
            title: crate::t!(lang, "board-title", game = title, id = self.game.0),
            description: clip(&description, limits::DESCRIPTION),
            colour,
            ..Embed::default()
        }
    }
}

/// Names joined as a list: "A and B", "A, B and C".
fn and_list(names: &[String], lang: Lang) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => crate::t!(
            lang,
            "list-and",
            first = rest.join(", "),
            last = last.as_str()
        ),
    }
}

/// A click on one of a game's own controls, by a seated player: everything the game may read
/// to answer it, and nothing more. No state (the seat's private view stands for what it may
/// know), no `Data`, no I/O: what a click asks for follows from this alone.
pub struct Click<'a, G: Ui> {
    pub game: GameId,
    /// The state version the control was rendered for.
    pub rendered: i64,
    /// The game's version now.
    pub current: i64,
    pub control: &'a G::Control,
    /// The clicking player's seat (the one to act, if they hold several).
    pub seat: Seat,
    /// The seats that must decide now.
    pub to_act: SeatSet,
    /// How each seat is named.
    pub names: &'a [String],
    /// What the clicking seat sees.
    pub view: &'a G::PrivateView,
    /// What the engine offers the clicking seat now; empty when it is not to act.
    pub offered: &'a [G::Action],
    /// The values chosen in a select; empty for a button.
    pub values: &'a [String],
    /// The language the clicking person reads: the answer is in it.
    pub lang: Lang,
}

impl<G: Ui> Click<'_, G> {
    /// An opener (a control that opens a picker) is for the seat to act, on the current board.
    pub fn check_turn(&self) -> Result<(), Refusal> {
        if self.rendered != self.current {
            return Err(TableError::Stale {
                current: self.current,
            }
            .into());
        }
        if !self.to_act.contains(self.seat) {
            let who = self.to_act.iter().next().map_or_else(
                || crate::t!(self.lang, "refused-nobody"),
                |s| seat_name(self.names, s),
            );
            crate::telemetry::refusal("not_your_turn");
            return Err(Refusal::Said(crate::t!(
                self.lang,
                "refused-not-your-turn",
                who = who
            )));
        }
        Ok(())
    }
}

/// What a game's own control asks for.
pub enum Clicked<G: Game> {
    /// Play this action (the shared flow stores it and shows what follows).
    Act(G::Action),
    /// Play this action on the game as it stands now, however old the control: it names what
    /// it acts on (Genoa's Accept on an offer, by the offer's number), so it holds for as long
    /// as that stands — a DM's Accept still works days later — and the rules judge it then.
    ActNow(G::Action),
    /// Answer with this (a picker opened or updated); nothing is played.
    Reply(Reply),
}

/// The game options `/play` asks for, as given: each game reads them into its own options
/// ([`Ui::options`]) or refuses what it does not have.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct AskedOptions {
    pub expansion: Option<Expansion>,
}

/// The expansions `/play` offers; each game says which it has.
#[derive(Debug, Clone, Copy, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Expansion {
    /// The Princes of Florence: The Muse & Princess.
    #[name = "muse_princess"]
    MusePrincess,
}

impl Expansion {
    /// Its name for players.
    pub fn title(self, lang: Lang) -> String {
        match self {
            Expansion::MusePrincess => crate::t!(lang, "expansion-muse-princess"),
        }
    }
}

/// A game on Discord. Its renderers receive views, never the state: the board what every player
/// may see, a hand what its seat may see, so none can show what it was not given. Its pictures
/// ([`Pictured`]) are drawn from the same views.
pub trait Ui: Pictured + Heuristic {
    /// The colour of its embeds.
    const COLOUR: u32;

    /// The game's own controls: a type of their own, so none is ever taken for a shared one.
    type Control: GameControl;

    /// The board of the game in play: everything public, and the controls for the decision at
    /// hand.
    fn board(view: &Self::PublicView, ctx: &BoardContext) -> Message;

    /// A seat's private hand, for a DM or *My hand*; `names` name the seats, as on the board.
    fn hand(view: &Self::PrivateView, game: GameId, names: &[String], lang: Lang) -> Message;

    /// Whether what the seat holds privately differs between the two views (a DM is due);
    /// compares only what is private.
    fn hand_changed(before: &Self::PrivateView, after: &Self::PrivateView) -> bool;

    /// One line saying who decides what; it starts with the seat to act.
    fn decision(view: &Self::PublicView, names: &[String], lang: Lang) -> String;

    /// An event in words, its seats named by `names`, or `None` for one not worth a line.
    fn event_line(event: &Self::Event, names: &[String], lang: Lang) -> Option<String>;

    /// The final standings in words.
    fn final_scores(
        view: &Self::PublicView,
        outcome: &Outcome,
        names: &[String],
        lang: Lang,
    ) -> String;

    /// The engine's typed refusal in a player's words: a sentence.
    fn refusal(error: &Self::Error, lang: Lang) -> String;

    /// What a click on one of the game's own controls asks for.
    fn click(click: &Click<'_, Self>) -> Result<Clicked<Self>, Refusal>;

    /// The game's options from what `/play` was asked, or why not, a sentence: by default
    /// the game has no option, and refuses any expansion.
    fn options(asked: &AskedOptions, lang: Lang) -> Result<Self::Options, String> {
        match asked.expansion {
            None => Ok(Self::Options::default()),
            Some(expansion) => Err(crate::t!(
                lang,
                "play-no-expansion",
                game = super::names::title::<Self>(lang),
                expansion = expansion.title(lang)
            )),
        }
    }

    /// The options in a few words for the lobby, or `None` when there is nothing to say.
    fn options_text(_options: &Self::Options, _lang: Lang) -> Option<String> {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn context<'a>(thinking: &'a [String], settings: &'a Settings) -> BoardContext<'a> {
        BoardContext {
            game: GameId(7),
            version: 3,
            names: &[],
            recent: &[],
            settings,
            deadline: None,
            thinking,
            lang: crate::lang::Lang::En,
        }
    }

    #[test]
    fn the_board_says_which_computers_are_thinking_until_the_game_is_over() {
        let settings = Settings::default();
        let one = ["Strong computer (Seat 2)".to_string()];
        let embed = context(&one, &settings).embed("Palazzo", 0, "Decide".into(), false);
        assert!(
            embed
                .description
                .contains("🤔 Strong computer (Seat 2) is thinking…"),
            "{}",
            embed.description
        );
        let two = [one[0].clone(), "Strong computer (Seat 3)".to_string()];
        let embed = context(&two, &settings).embed("Palazzo", 0, "Decide".into(), false);
        assert!(embed.description.contains("(Seat 3) are thinking…"));
        let over = context(&one, &settings).embed("Palazzo", 0, "Over".into(), true);
        assert!(!over.description.contains("thinking"));
        let nobody = context(&[], &settings).embed("Palazzo", 0, "Decide".into(), false);
        assert!(!nobody.description.contains("thinking"));
    }
}
