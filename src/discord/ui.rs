//! What a game brings to Discord: its board, its hand, its words, and what its own controls do.
//! Everything else — lobbies, DMs, pings, deadlines, votes, rematches, `/game` commands — is
//! shared (`play`, `seats`, `rematch`, `game_commands`) and works for any game implementing
//! [`Ui`]: adding a game means an engine module and one such renderer.

use std::future::Future;

use poise::serenity_prelude::ComponentInteraction;

use super::Data;
use super::ids::ComponentId;
use super::message::{Embed, Message, clip, limits};
use super::reply::{Refusal, Reply};
use crate::engine::{Game, Outcome, Seat};
use crate::schedule::Settings;
use crate::store::GameId;
use crate::table::Snapshot;

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
}

impl BoardContext<'_> {
    /// A board's embed, its head filled in: the title, then who decides what, the deadline
    /// (unless the game is over) and the last events.
    pub fn embed(&self, title: &str, colour: u32, decision: String, over: bool) -> Embed {
        let mut description = decision;
        if let Some(deadline) = self.deadline.filter(|_| !over) {
            description.push_str(&format!(
                "\n⌛ Deadline <t:{}:R>: then {}.",
                deadline.div_euclid(1000),
                self.settings.on_deadline
            ));
        }
        if !self.recent.is_empty() {
            description.push_str("\n\n");
            description.push_str(&self.recent.join("\n"));
        }
        Embed {
            title: format!("{title} · game {}", self.game),
            description: clip(&description, limits::DESCRIPTION),
            colour,
            ..Embed::default()
        }
    }
}

/// A click on a game in play, by a seated player, on the game's current state.
pub struct Click<'a, G: Game> {
    pub component: &'a ComponentInteraction,
    pub id: &'a ComponentId,
    pub snap: &'a Snapshot<G>,
    pub state: &'a G,
    /// The clicking player's seat (the one to act, if they hold several).
    pub seat: Seat,
    /// The values chosen in a select; empty for a button.
    pub values: &'a [String],
}

/// What a game's own control asks for.
pub enum Clicked<G: Game> {
    /// Play this action (the shared flow stores it and shows what follows).
    Act(G::Action),
    /// Answer with this (a picker opened or updated); nothing is played.
    Reply(Reply),
}

/// A game on Discord.
pub trait Ui: Game {
    /// The colour of its embeds.
    const COLOUR: u32;


    /// The board of the game in play: everything public, and the controls for the decision at
    /// hand.
    fn board(&self, ctx: &BoardContext) -> Message;

    /// `seat`'s private hand, for a DM or *My hand*.
    fn hand(&self, seat: Seat, game: GameId) -> Message;

    /// Whether what `seat` holds privately differs between the two states (a DM is due).
    fn hand_changed(before: &Self, after: &Self, seat: Seat) -> bool;

    /// One line saying who decides what; it starts with the seat to act.
    fn decision(&self, names: &[String]) -> String;

    /// An event in words, or `None` for one not worth a line.
    fn event_line(event: &Self::Event) -> Option<String>;

    /// The final standings in words.
    fn final_scores(&self, outcome: &Outcome, names: &[String]) -> String;

    /// What a click on one of the game's own controls does.
    fn click(
        data: &Data,
        click: &Click<'_, Self>,
    ) -> impl Future<Output = Result<Clicked<Self>, Refusal>> + Send;
}
