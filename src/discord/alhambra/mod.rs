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

    fn hand(view: &PrivateView, game: GameId, _names: &[String], _lang: Lang) -> Message {
        hand::hand(view, game)
    }

    fn hand_changed(before: &PrivateView, after: &PrivateView) -> bool {
        before.hand != after.hand
    }

    fn decision(view: &PublicView, names: &[String], _lang: Lang) -> String {
        board::decision_text(view, names)
    }

    fn event_line(event: &Event, _names: &[String], _lang: Lang) -> Option<String> {
        // Cards laid out after a turn are on the board for all to see: no line each.
        (!matches!(
            event,
            Event::MoneyDrawn { .. } | Event::BuildingDrawn { .. }
        ))
        .then(|| event.to_string())
    }

    fn final_scores(_: &PublicView, outcome: &Outcome, names: &[String], _lang: Lang) -> String {
        board::final_scores(outcome, names)
    }

    fn refusal(error: &RuleError, _lang: Lang) -> String {
        refusals::refusal(error)
    }

    fn click(c: &Click<'_, Alhambra>) -> Result<Clicked<Alhambra>, Refusal> {
        click::click(c)
    }
}
