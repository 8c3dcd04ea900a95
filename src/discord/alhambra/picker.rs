//! The private payment picker for a purchase: the cards of the slot's currency in the buyer's
//! hand, the cheapest payment preselected, whether a selection pays and whether it pays
//! exactly (another action). It is stateless: the selection travels in the button ids
//! (written by `controls`), so it survives restarts.

use crate::discord::ids::GameControl;
use crate::discord::message::{Button, Choice, Embed, Message, Row, Select, Style};
use crate::engine::alhambra::{Building, Card, Cards, Currency};
use crate::lang::Lang;
use crate::store::GameId;
use crate::t;

use super::board::COLOUR;
use super::controls::Control;
use super::text::{currency_code, currency_mark, type_code, values_text};

/// Everything the picker shows for one purchase.
pub struct Purchase<'a> {
    pub game: GameId,
    pub version: i64,
    pub slot: Currency,
    pub building: &'a Building,
    /// The buyer's cards of the slot's currency.
    pub held: &'a Cards,
    /// 2 players: the building may be given to Dirk.
    pub dirk: bool,
    /// The language of the person buying.
    pub lang: Lang,
}

/// The picker with `selected` chosen.
pub fn payment_picker(p: &Purchase, selected: &Cards) -> Message {
    let lang = p.lang;
    let price = u32::from(p.building.price);
    let paid = selected.total();
    let currency = currency_code(p.slot);
    let verdict = if selected.is_empty() {
        t!(lang, "alhambra-pay-select")
    } else if paid < price {
        t!(lang, "alhambra-pay-short", paid = paid, price = price)
    } else if paid == price {
        t!(lang, "alhambra-pay-exact", price = price)
    } else {
        t!(lang, "alhambra-pay-over", paid = paid, price = price)
    };
    let held = t!(
        lang,
        "alhambra-picker-held",
        currency = currency,
        values = values_text(p.held, lang),
        total = p.held.total()
    );
    let chosen = t!(
        lang,
        "alhambra-picker-selected",
        values = values_text(selected, lang),
        paid = paid
    );
    let embed = Embed {
        title: t!(
            lang,
            "alhambra-picker-title",
            kind = type_code(p.building.kind),
            price = price,
            currency = currency
        ),
        description: format!("{held}\n{chosen}\n{verdict}"),
        colour: COLOUR,
        ..Embed::default()
    };
    let id = |control: Control| control.id(p.game, p.version);
    let mut remaining = *selected;
    let options: Vec<Choice> = p
        .held
        .iter()
        .enumerate()
        .take(25)
        .map(|(i, card)| Choice {
            label: format!("{} {}", currency_mark(p.slot), card.value()),
            value: format!("{i}"),
            description: None,
            selected: remaining.remove(card),
        })
        .collect();
    let pays = paid >= price;
    let pay_id = |for_dirk: bool| {
        id(Control::Pay {
            slot: p.slot,
            payment: *selected,
            for_dirk,
        })
    };
    let mut buttons = vec![
        Button::new(
            pay_id(false),
            t!(lang, "alhambra-button-pay"),
            Style::Success,
        )
        .disabled(!pays),
        Button::new(
            id(Control::Cheapest(p.slot)),
            t!(lang, "alhambra-button-cheapest"),
            Style::Secondary,
        ),
    ];
    if p.dirk {
        buttons.push(
            Button::new(
                pay_id(true),
                t!(lang, "alhambra-button-pay-dirk"),
                Style::Primary,
            )
            .disabled(!pays),
        );
    }
    let mut rows = Vec::new();
    if !options.is_empty() {
        rows.push(Row::Select(Select {
            id: id(Control::Select(p.slot)),
            placeholder: t!(lang, "alhambra-picker-placeholder", currency = currency),
            min: 0,
            max: options.len() as u8,
            options,
        }));
    }
    rows.push(Row::Buttons(buttons));
    Message {
        content: None,
        embeds: vec![embed],
        rows,
    }
}

/// The cards picked in the select: option `i` is the `i`-th card of `held`.
pub fn picked(held: &Cards, values: &[String]) -> Option<Cards> {
    let cards: Vec<Card> = held.iter().collect();
    let mut out = Cards::default();
    for v in values {
        let i: usize = v.parse().ok()?;
        out.add(*cards.get(i)?);
    }
    // An option chosen twice would pay with a card that is not there.
    held.contains_all(&out).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::alhambra::{BuildingId, BuildingType};

    fn denars(values: &[u8]) -> Cards {
        let mut c = Cards::default();
        for v in values {
            c.add(Card::new(Currency::Denar, *v).unwrap());
        }
        c
    }

    #[test]
    fn the_picker_says_whether_a_selection_pays_exactly() {
        let garden = Building {
            id: BuildingId(40),
            kind: BuildingType::Garden,
            price: 10,
        };
        let held = denars(&[2, 5, 5, 9]);
        let p = Purchase {
            game: GameId(3),
            version: 8,
            slot: Currency::Denar,
            building: &garden,
            held: &held,
            dirk: true,
            lang: Lang::En,
        };
        let exact = payment_picker(&p, &denars(&[5, 5]));
        assert!(exact.embeds[0].description.contains("another action"));
        exact.check_limits().unwrap();
        let over = payment_picker(&p, &denars(&[2, 9]));
        assert!(over.embeds[0].description.contains("no change"));
        let short = payment_picker(&p, &denars(&[9]));
        let Row::Buttons(buttons) = &short.rows[1] else {
            panic!("buttons")
        };
        assert!(buttons[0].disabled, "9 does not pay 10");
        assert_eq!(buttons.len(), 3, "Dirk's button in the 2-player game");
        assert_eq!(
            picked(&held, &["1".into(), "2".into()]),
            Some(denars(&[5, 5]))
        );
        assert_eq!(picked(&held, &["0".into(), "0".into()]), None);
    }
}
