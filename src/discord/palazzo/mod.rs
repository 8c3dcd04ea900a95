//! Palazzo on Discord: the board, the hands, the pickers, its controls and what each does, and
//! its refusals in words. The flow around them (lobby, DMs, pings, deadlines, the end) is
//! shared: the click handlers (`discord::handlers`) and the renderers (`discord::render`).

pub mod board;
pub mod click;
pub mod controls;
pub mod hand;
pub mod picker;
pub mod refusals;
pub mod text;

#[cfg(test)]
mod tests;

use super::message::Message;
use super::reply::Refusal;
use super::ui::{BoardContext, Click, Clicked, Ui};
use crate::engine::Outcome;
use crate::engine::palazzo::{Event, Palazzo, PrivateView, PublicView, RuleError};
use crate::lang::Lang;
use crate::store::GameId;

impl Ui for Palazzo {
    const COLOUR: u32 = board::COLOUR;

    type Control = controls::Control;

    fn board(view: &PublicView, ctx: &BoardContext) -> Message {
        board::board(view, ctx)
    }

    fn hand(view: &PrivateView, game: GameId, _names: &[String], lang: Lang) -> Message {
        hand::hand(view, game, lang)
    }

    fn hand_changed(before: &PrivateView, after: &PrivateView) -> bool {
        before.hand != after.hand
    }

    fn decision(view: &PublicView, names: &[String], lang: Lang) -> String {
        text::decision_text(view, names, lang)
    }

    fn event_line(event: &Event, names: &[String], lang: Lang) -> Option<String> {
        (!matches!(event, Event::TurnBegins { .. })).then(|| text::event_text(event, names, lang))
    }

    fn final_scores(_: &PublicView, outcome: &Outcome, names: &[String], lang: Lang) -> String {
        board::final_scores(outcome, names, lang)
    }

    fn refusal(error: &RuleError, lang: Lang) -> String {
        refusals::refusal(error, lang)
    }

    fn click(c: &Click<'_, Palazzo>) -> Result<Clicked<Palazzo>, Refusal> {
        click::click(c)
    }
}
