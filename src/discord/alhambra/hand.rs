//! A seat's private hand: sent by DM when it changes, and shown ephemerally by *My hand*.

use crate::discord::message::{Embed, Message};
use crate::engine::alhambra::{Currency, PrivateView};
use crate::store::GameId;

use super::board::COLOUR;
use super::text::{currency_mark, currency_name, values_text};

pub fn hand(view: &PrivateView, game: GameId) -> Message {
    let n = view.hand.len();
    let mut embed = Embed {
        title: format!("Your hand · Alhambra game {game}"),
        description: format!("{n} money card{}.", if n == 1 { "" } else { "s" }),
        colour: COLOUR,
        ..Embed::default()
    };
    for currency in Currency::ALL {
        let cards = view.hand.of(currency);
        embed.field(
            format!(
                "{} {} · {}",
                currency_mark(currency),
                currency_name(currency),
                view.totals[currency.index()]
            ),
            values_text(&cards),
            true,
        );
    }
    Message {
        content: None,
        embeds: vec![embed],
        rows: Vec::new(),
    }
}
