//! Genoa's board and hand as messages.

use super::controls::Control;
use super::text::{decision, hand_lines, offer_line};
use crate::discord::ids::{GameControl, Shared};
use crate::discord::message::{Button, Embed, Message, Row, Style, clip, limits};
use crate::discord::names::{seat_name, standing_lines};
use crate::discord::ui::BoardContext;
use crate::engine::Outcome;
use crate::engine::genoa::{PrivateView, PublicView};
use crate::store::GameId;

/// Genoa's colour: the harbour's blue.
pub const COLOUR: u32 = 0x001F_4E79;

/// How many open offers the board lists in words (the picture shows them all).
const OFFER_LINES: usize = 8;

/// The board: who decides what, the round, each seat's ducats, the open offers, and *Act…*
/// and *My hand* until the game is over.
pub fn board(view: &PublicView, ctx: &BoardContext) -> Message {
    let over = view.outcome.is_some();
    let mut embed = ctx.embed("Genoa", COLOUR, decision(view, ctx.names), over);
    if let Some(outcome) = &view.outcome {
        embed.field("Final scores", final_scores(outcome, ctx.names), false);
    } else {
        embed.field(
            "Round",
            format!(
                "{} of {} · tower: {}",
                round(view),
                view.numbers.rounds,
                seat_name(ctx.names, view.tower)
            ),
            false,
        );
    }
    let purses: Vec<String> = view
        .seats
        .iter()
        .map(|s| format!("{}: {} ducats", seat_name(ctx.names, s.seat), s.ducats))
        .collect();
    embed.field(
        "Ducats",
        clip(&purses.join("\n"), limits::FIELD_VALUE),
        false,
    );
    if !view.offers.is_empty() {
        let mut lines: Vec<String> = view
            .offers
            .iter()
            .take(OFFER_LINES)
            .map(|o| offer_line(o, ctx.names))
            .collect();
        if view.offers.len() > OFFER_LINES {
            lines.push(format!("… and {} more", view.offers.len() - OFFER_LINES));
        }
        embed.field(
            "Open offers",
            clip(&lines.join("\n"), limits::FIELD_VALUE),
            false,
        );
    }
    let rows = if over {
        Vec::new()
    } else {
        vec![Row::Buttons(vec![
            Button::new(
                Control::Act.id(ctx.game, ctx.version),
                "Act…",
                Style::Primary,
            ),
            Button::new(
                Shared::Hand.id(ctx.game, ctx.version),
                "My hand",
                Style::Secondary,
            ),
        ])]
    };
    Message {
        content: None,
        embeds: vec![embed],
        rows,
    }
}

/// The round being played, from 1; the last once the game is over.
fn round(view: &PublicView) -> u8 {
    let rounds = view.numbers.rounds;
    (rounds.saturating_sub(view.rounds_left) + 1).min(rounds)
}

/// A seat's hand: its cards and what they ask, its purse and goods.
pub fn hand(view: &PrivateView, game: GameId) -> Message {
    let me = &view.public.seats[view.seat.index()];
    let mut embed = Embed {
        title: format!("Genoa game {game} — your hand"),
        description: clip(&hand_lines(view).join("\n"), limits::DESCRIPTION),
        colour: COLOUR,
        ..Embed::default()
    };
    embed.field("Ducats", me.ducats.to_string(), true);
    embed.field(
        "Markers",
        format!(
            "{} in hand · {} in supply",
            me.markers_in_hand, me.markers_in_supply
        ),
        true,
    );
    Message {
        content: None,
        embeds: vec![embed],
        rows: Vec::new(),
    }
}

/// The final standings: ducats, the richest first (G-96).
pub fn final_scores(outcome: &Outcome, names: &[String]) -> String {
    let mut standings = outcome.standings.clone();
    standings.sort_by_key(|s| (s.rank, s.seat));
    standing_lines(&standings, names).join("\n")
}
