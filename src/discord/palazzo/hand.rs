//! A seat's private hand: sent by DM when it changes, and shown ephemerally by "My hand".
//! Only what the hand holds: bids are public and shown on the board.

use crate::discord::message::{Embed, Message, clip};
use crate::engine::palazzo::{Card, Cards, Currency, PrivateView};
use crate::lang::Lang;
use crate::store::GameId;
use crate::t;

use super::board::COLOUR;
use super::text::{cards_text, currency_title};

pub fn hand(view: &PrivateView, game: GameId, lang: Lang) -> Message {
    let mut embed = Embed {
        title: t!(lang, "palazzo-hand-title", id = game.0),
        colour: COLOUR,
        ..Embed::default()
    };
    let hand = &view.hand;
    embed.description = if hand.is_empty() {
        t!(lang, "palazzo-hand-empty")
    } else {
        t!(lang, "palazzo-hand-count", count = hand.len())
    };
    for currency in Currency::ALL {
        let values: Vec<String> = hand
            .iter()
            .filter(|c| c.currency() == Some(currency))
            .map(|c| c.value().to_string())
            .collect();
        if !values.is_empty() {
            embed.field(
                currency_title(Some(currency), lang),
                values.join(", "),
                true,
            );
        }
    }
    let certs = hand.count(Card::CERTIFICATE);
    if certs > 0 {
        embed.field(currency_title(None, lang), format!("{certs} × 2"), true);
    }
    if !view.groups.is_empty() {
        let groups: Vec<String> = view.groups.iter().map(|g| group_text(g, lang)).collect();
        embed.field(t!(lang, "palazzo-hand-groups"), groups.join("\n"), false);
    }
    embed.field(
        t!(lang, "palazzo-hand-best"),
        if view.best_value == 0 {
            t!(lang, "palazzo-nothing")
        } else {
            clip(
                &format!(
                    "**{}**: {}",
                    view.best_value,
                    cards_text(&view.best_payment, lang)
                ),
                1000,
            )
        },
        false,
    );
    embed.footer = Some(t!(lang, "palazzo-hand-footer"));
    Message {
        content: None,
        embeds: vec![embed],
        rows: Vec::new(),
    }
}

fn group_text(group: &Cards, lang: Lang) -> String {
    if group.count(Card::CERTIFICATE) == 3 {
        t!(lang, "palazzo-group-certificates")
    } else {
        let value = group
            .iter()
            .next()
            .map_or(0, crate::engine::palazzo::components::Card::value);
        t!(lang, "palazzo-group", value = value)
    }
}
