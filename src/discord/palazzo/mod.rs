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

    fn hand(view: &PrivateView, game: GameId, _names: &[String], _lang: Lang) -> Message {
        hand::hand(view, game)
    }

    fn hand_changed(before: &PrivateView, after: &PrivateView) -> bool {
        before.hand != after.hand
    }

    fn decision(view: &PublicView, names: &[String], _lang: Lang) -> String {
        text::decision_text(view, names)
    }

    fn event_line(event: &Event, _names: &[String], _lang: Lang) -> Option<String> {
        (!matches!(event, Event::TurnBegins { .. })).then(|| event.to_string())
    }

    fn final_scores(_: &PublicView, outcome: &Outcome, names: &[String], _lang: Lang) -> String {
        board::final_scores(outcome, names)
    }

    fn refusal(error: &RuleError, _lang: Lang) -> String {
        refusals::refusal(error)
    }

    fn click(c: &Click<'_, Palazzo>) -> Result<Clicked<Palazzo>, Refusal> {
        click::click(c)
    }
}
