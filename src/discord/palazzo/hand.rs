//! A seat's private hand: sent by DM when it changes, and shown ephemerally by "My hand".
//! Only what the hand holds: bids are public and shown on the board.

use crate::discord::message::{Embed, Message, capital, clip};
use crate::engine::palazzo::{Card, Cards, Currency, PrivateView};
use crate::store::GameId;

use super::board::COLOUR;
use super::text::cards_text;

pub fn hand(view: &PrivateView, game: GameId) -> Message {
    let mut embed = Embed {
        title: format!("Your hand · Palazzo game {game}"),
        colour: COLOUR,
        ..Embed::default()
    };
    let hand = &view.hand;
    embed.description = if hand.is_empty() {
        "You hold no money card.".into()
    } else {
        format!(
            "{} money card{}.",
            hand.len(),
            if hand.len() == 1 { "" } else { "s" }
        )
    };
    for currency in Currency::ALL {
        let values: Vec<String> = hand
            .iter()
            .filter(|c| c.currency() == Some(currency))
            .map(|c| c.value().to_string())
            .collect();
        if !values.is_empty() {
            embed.field(capital(&currency.to_string()), values.join(", "), true);
        }
    }
    let certs = hand.count(Card::CERTIFICATE);
    if certs > 0 {
        embed.field("Certificates", format!("{certs} × 2"), true);
    }
    if !view.groups.is_empty() {
        let groups: Vec<String> = view.groups.iter().map(group_text).collect();
        embed.field("Groups of three (15 each)", groups.join("\n"), false);
    }
    embed.field(
        "Best single payment",
        if view.best_value == 0 {
            "nothing".into()
        } else {
            clip(
                &format!(
                    "**{}**: {}",
                    view.best_value,
                    cards_text(&view.best_payment)
                ),
                1000,
            )
        },
        false,
    );
    embed.footer = Some("Only you can see this.".into());
    Message {
        content: None,
        embeds: vec![embed],
        rows: Vec::new(),
    }
}

fn group_text(group: &Cards) -> String {
    if group.count(Card::CERTIFICATE) == 3 {
        "three 2-certificates".into()
    } else {
        let value = group
            .iter()
            .next()
            .map_or(0, crate::engine::palazzo::components::Card::value);
        format!("the three {value}s")
    }
}
