//! The Princes of Florence on Discord: the board, the hand, the private pickers (menus of what
//! the engine offers, the work picker, the character bids), the placement preview, its controls
//! and what each does, and its refusals in words. Everything around them is shared: the click
//! handlers (`discord::handlers`) and the renderers (`discord::render`).

pub mod board;
pub mod click;
pub mod controls;
pub mod hand;
pub mod picker;
pub mod preview;
pub mod refusals;
pub mod text;

use super::message::Message;
use super::reply::Refusal;
use super::ui::{AskedOptions, BoardContext, Click, Clicked, Expansion, Ui};
use crate::engine::Outcome;
use crate::engine::princes::{self, Event, Options, Princes, PrivateView, PublicView, RuleError};
use crate::lang::Lang;
use crate::store::GameId;

impl Ui for Princes {
    const COLOUR: u32 = board::COLOUR;

    type Control = controls::Control;

    fn board(view: &PublicView, ctx: &BoardContext) -> Message {
        board::board(view, ctx)
    }

    fn hand(view: &PrivateView, game: GameId, _names: &[String], lang: Lang) -> Message {
        hand::hand(view, game, lang)
    }

    fn hand_changed(before: &PrivateView, after: &PrivateView) -> bool {
        hand::changed(before, after)
    }

    fn decision(view: &PublicView, names: &[String], lang: Lang) -> String {
        text::decision_text(view, names, lang)
    }

    fn event_line(event: &Event, names: &[String], lang: Lang) -> Option<String> {
        // Each turn's start is plain from the board; the rest is worth a line.
        (!matches!(event, Event::TurnBegins { .. })).then(|| text::event_text(event, names, lang))
    }

    fn final_scores(view: &PublicView, outcome: &Outcome, names: &[String], lang: Lang) -> String {
        board::final_scores(view, outcome, names, lang)
    }

    fn refusal(error: &RuleError, lang: Lang) -> String {
        refusals::refusal(error, lang)
    }

    fn click(c: &Click<'_, Princes>) -> Result<Clicked<Princes>, Refusal> {
        click::click(c)
    }

    fn options(asked: &AskedOptions, _lang: Lang) -> Result<Options, String> {
        Ok(Options {
            expansion: asked.expansion.map(|e| match e {
                Expansion::MusePrincess => princes::Expansion::MusePrincess,
            }),
        })
    }

    fn options_text(options: &Options, lang: Lang) -> Option<String> {
        options.expansion.map(|e| match e {
            princes::Expansion::MusePrincess => crate::t!(
                lang,
                "princes-options-expansion",
                expansion = Expansion::MusePrincess.title(lang)
            ),
        })
    }
}

#[cfg(test)]
mod tests;
