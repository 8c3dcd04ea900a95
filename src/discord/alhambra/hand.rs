//! A seat's private hand: sent by DM when it changes, and shown ephemerally by *My hand*.

use crate::discord::message::{Embed, Message};
use crate::engine::alhambra::{Currency, PrivateView};
use crate::lang::Lang;
use crate::store::GameId;
use crate::t;

use super::board::COLOUR;
use super::text::{currency_mark, currency_name, values_text};

pub fn hand(view: &PrivateView, game: GameId, lang: Lang) -> Message {
    let n = view.hand.len();
    let mut embed = Embed {
        title: t!(lang, "alhambra-hand-title", id = game.0),
        description: t!(lang, "alhambra-hand-count", count = n),
        colour: COLOUR,
        ..Embed::default()
    };
    for currency in Currency::ALL {
        let cards = view.hand.of(currency);
        embed.field(
            format!(
                "{} {} · {}",
                currency_mark(currency),
                currency_name(currency, lang),
                view.totals[currency.index()]
            ),
            values_text(&cards, lang),
            true,
        );
    }
    Message {
        content: None,
        embeds: vec![embed],
        rows: Vec::new(),
    }
}
