//! Alhambra on Discord: the board, the hand, the payment picker, its controls and what each
//! does, and its refusals in words. Everything around them is shared: the click handlers
//! (`discord::handlers`) and the renderers (`discord::render`).

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
use crate::engine::alhambra::{Alhambra, Event, PrivateView, PublicView, RuleError};
use crate::lang::Lang;
use crate::store::GameId;

impl Ui for Alhambra {
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
        board::decision_text(view, names, lang)
    }

    fn event_line(event: &Event, names: &[String], lang: Lang) -> Option<String> {
        // Cards laid out after a turn are on the board for all to see: no line each.
        (!matches!(
            event,
            Event::MoneyDrawn { .. } | Event::BuildingDrawn { .. }
        ))
        .then(|| text::event_text(event, names, lang))
    }

    fn final_scores(_: &PublicView, outcome: &Outcome, names: &[String], lang: Lang) -> String {
        board::final_scores(outcome, names, lang)
    }

    fn refusal(error: &RuleError, lang: Lang) -> String {
        refusals::refusal(error, lang)
    }

    fn click(c: &Click<'_, Alhambra>) -> Result<Clicked<Alhambra>, Refusal> {
        click::click(c)
    }
}
