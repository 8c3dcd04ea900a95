//! A seat's private hand: sent by DM when its cards change, and shown ephemerally by *My hand*.
//! Its professions (with what a work by each would be worth now), bonus and prestige cards,
//! money, and the cards drawn for it to keep one of.

use crate::discord::message::{Embed, Message, clip};
use crate::discord::names::title;
use crate::engine::princes::{Princes, PrivateView};
use crate::lang::Lang;
use crate::picture::princes::words;
use crate::store::GameId;
use crate::t;

use super::board::COLOUR;
use super::text::{card_text, florins};

pub fn hand(view: &PrivateView, game: GameId, lang: Lang) -> Message {
    let me = &view.public.seats[view.seat.index()];
    let mut embed = Embed {
        title: t!(
            lang,
            "princes-hand-title",
            game = title::<Princes>(lang),
            id = game.0
        ),
        description: t!(
            lang,
            "princes-hand-description",
            money = florins(me.money, lang),
            points = me.points,
            round = view.public.round,
            minimum = view.public.minimum_work
        ),
        colour: COLOUR,
        ..Embed::default()
    };
    let professions: Vec<String> = view
        .professions
        .iter()
        .map(|p| {
            t!(
                lang,
                "princes-hand-profession",
                profession = words::profession(p.profession, lang),
                value = p.work_value,
                wants = words::wants(p.profession, lang)
            )
        })
        .collect();
    embed.field(
        t!(lang, "princes-hand-professions", count = professions.len()),
        clip(&lines_or_none(&professions, lang), 1000),
        false,
    );
    if me.recruiting_in_hand > 0 {
        embed.field(
            t!(lang, "princes-hand-recruiting"),
            t!(
                lang,
                "princes-hand-recruiting-value",
                count = me.recruiting_in_hand
            ),
            false,
        );
    }
    let bonus: Vec<String> = view
        .bonus
        .iter()
        .map(|b| format!("• {}", words::bonus_text(b, lang)))
        .collect();
    embed.field(
        t!(lang, "princes-hand-bonus", count = bonus.len()),
        clip(&lines_or_none(&bonus, lang), 1000),
        false,
    );
    let prestige: Vec<String> = view
        .prestige
        .iter()
        .map(|p| format!("• {}", words::prestige_text(p, lang)))
        .collect();
    embed.field(
        t!(lang, "princes-hand-prestige", count = prestige.len()),
        clip(&lines_or_none(&prestige, lang), 1000),
        false,
    );
    if !view.drawn.is_empty() {
        let drawn: Vec<String> = view
            .drawn
            .iter()
            .map(|c| format!("• {}", card_text(*c, lang)))
            .collect();
        embed.field(
            t!(lang, "princes-hand-drawn"),
            clip(&drawn.join("\n"), 1000),
            false,
        );
    }
    Message {
        content: None,
        embeds: vec![embed],
        rows: Vec::new(),
    }
}

fn lines_or_none(lines: &[String], lang: Lang) -> String {
    if lines.is_empty() {
        t!(lang, "princes-none")
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
