//! Genoa on Discord, first cut: the board (its picture carries the city; the embed who decides
//! what, the players' purses and the open offers), the hand by DM, and one picker for every
//! decision. The flow around them (lobby, DMs, pings, deadlines, the end) is shared.
//!
//! Every seat that may act — the tower player, a bidder, anyone proposing a trade — opens the
//! same picker from *Act…* and finds there what the engine lets it do now: the decisions of
//! the moment as buttons (each step named by its direction and what lies there), the offers it
//! may make in selects. A picker drawn before another seat's move is
//! stale and says so; opening it again shows the choices as they stand.

pub mod board;
pub mod builder;
pub mod controls;
pub mod draft;
pub mod picker;
pub mod text;

#[cfg(test)]
mod tests;

use super::message::Message;
use super::reply::{Refusal, Reply};
use super::ui::{BoardContext, Click, Clicked, Ui};
use crate::engine::Outcome;
use crate::engine::genoa::{Action, Event, Genoa, PrivateView, PublicView, RuleError, Terms};
use crate::lang::Lang;
use crate::store::GameId;
use crate::t;
use controls::Control;
use draft::{Draft, Side, Unit};

impl Ui for Genoa {
    const COLOUR: u32 = board::COLOUR;

    type Control = Control;

    fn board(view: &PublicView, ctx: &BoardContext) -> Message {
        board::board(view, ctx)
    }

    fn hand(view: &PrivateView, game: GameId, names: &[String], lang: Lang) -> Message {
        board::hand(view, game, names, lang)
    }

    /// Whenever anything the hand shows changes — goods and ducats too, which the board
    /// shows as well — so that the last hand sent is always the hand as it stands.
    fn hand_changed(before: &PrivateView, after: &PrivateView) -> bool {
        board::hand(before, GameId(0), &[], Lang::En)
            != board::hand(after, GameId(0), &[], Lang::En)
    }

    fn decision(view: &PublicView, names: &[String], lang: Lang) -> String {
        text::decision(view, names, lang)
    }

    fn event_line(event: &Event, names: &[String], lang: Lang) -> Option<String> {
        text::event_line(event, names, lang)
    }

    fn final_scores(_: &PublicView, outcome: &Outcome, names: &[String], lang: Lang) -> String {
        board::final_scores(outcome, names, lang)
    }

    fn refusal(error: &RuleError, lang: Lang) -> String {
        text::refusal(error, lang)
    }

    fn click(c: &Click<'_, Genoa>) -> Result<Clicked<Genoa>, Refusal> {
        let tower = c.view.public.discs.last().copied();
        let build = |draft: Draft| {
            Ok(Clicked::Reply(Reply::update(builder::builder(
                c.game, c.current, &draft, c.view, c.names, c.lang,
            ))))
        };
        // A choice of the list is played, but an offer opens the builder, to be looked at
        // (and changed) before it is sent.
        let chosen = |i: Option<usize>| {
            c.check_turn()?;
            match i.and_then(|i| c.offered.get(i)).copied() {
                Some(Action::Offer(terms)) => build(Draft(terms)),
                Some(action) => Ok(Clicked::Act(action)),
                None => Err(Refusal::Said(t!(c.lang, "genoa-refused-not-on-list"))),
            }
        };
        let items = |draft: Draft, side: Side| {
            let units: Option<Vec<Unit>> = c.values.iter().map(|v| Unit::read(v)).collect();
            let units =
                units.ok_or_else(|| Refusal::Said(t!(c.lang, "genoa-refused-item-not-on-list")))?;
            build(draft.with_items(side, &units))
        };
        match *c.control {
            Control::Act => {
                c.check_turn()?;
                Ok(Clicked::Reply(Reply::ephemeral(picker::picker(
                    c.game, c.current, c.offered, c.names, tower, 0, c.lang,
                ))))
            }
            Control::Page(page) => {
                c.check_turn()?;
                Ok(Clicked::Reply(Reply::update(picker::picker(
                    c.game, c.current, c.offered, c.names, tower, page, c.lang,
                ))))
            }
            Control::Choose(_) => chosen(c.values.first().and_then(|v| v.parse().ok())),
            Control::Pick(i) => chosen(Some(i)),
            // An offer's own buttons name it: the rules judge them on the game as it stands
            // (an offer gone or void says so, in the engine's words).
            Control::Accept(offer) => Ok(Clicked::ActNow(Action::Accept { offer })),
            Control::Decline(offer) => Ok(Clicked::ActNow(Action::Decline { offer })),
            Control::Withdraw(offer) => Ok(Clicked::ActNow(Action::Withdraw { offer })),
            // The builder carries its draft: it is redrawn from the game as it stands, and the
            // offer sent is judged on it then.
            Control::Give(draft) => items(draft, Side::Give),
            Control::Ask(draft) => items(draft, Side::Ask),
            Control::Ducats(side, step, draft) => {
                build(draft.with_ducats(side, step, builder::most_ducats(c.view, side)))
            }
            Control::Reveal(draft) => build(Draft(Terms {
                reveal: !draft.0.reveal,
                ..draft.0
            })),
            Control::Send(draft) => Ok(Clicked::ActNow(Action::Offer(draft.0))),
        }
    }
}
