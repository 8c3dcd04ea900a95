//! A seat's private hand: sent by DM when its cards change, and shown ephemerally by *My hand*.
//! Its professions (with what a work by each would be worth now), bonus and prestige cards,
//! money, and the cards drawn for it to keep one of.

use crate::discord::message::{Embed, Message, clip};
use crate::engine::princes::PrivateView;
use crate::store::GameId;

use super::board::COLOUR;
use super::text::{card_text, florins};

pub fn hand(view: &PrivateView, game: GameId) -> Message {
    let me = &view.public.seats[view.seat.index()];
    let mut embed = Embed {
        title: format!("Your hand · The Princes of Florence game {game}"),
        description: format!(
            "💰 {} · {} PP · round {}: a work needs {}.",
            florins(me.money),
            me.points,
            view.public.round,
            view.public.minimum_work
        ),
        colour: COLOUR,
        ..Embed::default()
    };
    let professions: Vec<String> = view
        .professions
        .iter()
        .map(|p| {
            let (b, l, f) = p.profession.wants();
            format!(
                "**{}** — a work now: **{}** (wants {b}, {l}, {f})",
                p.profession, p.work_value
            )
        })
        .collect();
    embed.field(
        format!("Professions ({})", professions.len()),
        clip(&lines_or_none(&professions), 1000),
        false,
    );
    if me.recruiting_in_hand > 0 {
        embed.field(
            "Recruiting cards",
            format!(
                "{}: each takes a played profession from another player's table.",
                me.recruiting_in_hand
            ),
            false,
        );
    }
    let bonus: Vec<String> = view.bonus.iter().map(|b| format!("• {b}")).collect();
    embed.field(
        format!("Bonus cards ({})", bonus.len()),
        clip(&lines_or_none(&bonus), 1000),
        false,
    );
    let prestige: Vec<String> = view.prestige.iter().map(|p| format!("• {p}")).collect();
    embed.field(
        format!("Prestige cards ({})", prestige.len()),
        clip(&lines_or_none(&prestige), 1000),
        false,
    );
    if !view.drawn.is_empty() {
        let drawn: Vec<String> = view
            .drawn
            .iter()
            .map(|c| format!("• {}", card_text(*c)))
            .collect();
        embed.field("Drawn: keep one", clip(&drawn.join("\n"), 1000), false);
    }
    Message {
        content: None,
        embeds: vec![embed],
        rows: Vec::new(),
    }
}

fn lines_or_none(lines: &[String]) -> String {
    if lines.is_empty() {
        "none".into()
    } else {
        lines.join("\n")
    }
}

/// Whether the cards the seat holds privately differ: its professions, bonus and prestige cards
/// and the cards drawn for it. (The value of a work changes with every piece placed; that alone
/// is no reason for a DM.)
pub fn changed(before: &PrivateView, after: &PrivateView) -> bool {
    let professions = |v: &PrivateView| {
        v.professions
            .iter()
            .map(|p| p.profession)
            .collect::<Vec<_>>()
    };
    professions(before) != professions(after)
        || before.bonus != after.bonus
        || before.prestige != after.prestige
        || before.drawn != after.drawn
}
