//! Ephemeral pickers: the payment picker (select cards, see what they are worth and whether
//! they pay, confirm), the warehouse tile chooser and the rebuild chooser.
//!
//! Their whole state travels in the component ids (the cards selected so far, written by
//! `controls`), so no session is kept between clicks.

use crate::discord::ids::GameControl;
use crate::discord::message::{Button, Choice, Message, Row, Select, Style, clip, limits};
use crate::engine::Seat;
use crate::engine::palazzo::{
    Card, Cards, Currency, Decision, PrivateView, PublicView, Rebuild, Tile, TileId,
};
use crate::lang::Lang;
use crate::store::GameId;
use crate::t;

use super::controls::{Control, GROUPS, Purpose, rebuild_code};
use super::text::{card_text, cards_text, currency_code, palace_text, tile_choice, tile_text};

/// What the payment must reach, and the currency a bid is bound to.
pub struct Need {
    pub amount: u32,
    pub bound: Option<Currency>,
    pub headline: String,
}

pub fn need(view: &PublicView, seat: Seat, purpose: &Purpose, lang: Lang) -> Need {
    match purpose {
        Purpose::Buy(tiles) => {
            let n = tiles.len() as u32;
            let amount = n * view.tile_price;
            Need {
                amount,
                bound: None,
                headline: t!(
                    lang,
                    "palazzo-buy-headline",
                    count = n,
                    price = view.tile_price,
                    amount = amount
                ),
            }
        }
        Purpose::Raise => {
            let Decision::Bid { auction, .. } = &view.decision else {
                return Need {
                    amount: 0,
                    bound: None,
                    headline: t!(lang, "palazzo-no-auction"),
                };
            };
            let bid = &auction.bids[seat.index()];
            let (_, high) = auction.high();
            let add = (high + 1).saturating_sub(bid.total);
            let mut headline = t!(
                lang,
                "palazzo-raise-headline",
                high = high,
                bid = bid.total,
                add = add
            );
            if let Some(c) = bid.currency {
                headline.push(' ');
                headline.push_str(&t!(
                    lang,
                    "palazzo-raise-bound",
                    currency = currency_code(Some(c))
                ));
            }
            Need {
                amount: add,
                bound: bid.currency,
                headline,
            }
        }
    }
}

/// The payment picker for `purpose`, with `selected` chosen so far.
pub fn payment_picker(
    game_id: GameId,
    version: i64,
    view: &PrivateView,
    need: &Need,
    purpose: &Purpose,
    selected: &Cards,
    lang: Lang,
) -> Message {
    let hand = &view.hand;
    // What was selected may have left the hand since: keep only what is still there.
    let selected: Cards = selected
        .distinct()
        .flat_map(|c| std::iter::repeat_n(c, selected.count(c).min(hand.count(c)) as usize))
        .collect();
    let status = match selected.payment_within(need.bound) {
        _ if selected.is_empty() => t!(lang, "palazzo-pay-select"),
        None => t!(
            lang,
            "palazzo-pay-not-one",
            cards = cards_text(&selected, lang),
            currency = need.bound.map_or("none", |c| currency_code(Some(c)))
        ),
        Some(p) if p.value < need.amount => t!(
            lang,
            "palazzo-pay-too-low",
            cards = cards_text(&selected, lang),
            value = p.value,
            need = need.amount
        ),
        Some(p) => t!(
            lang,
            "palazzo-pay-enough",
            cards = cards_text(&selected, lang),
            value = p.value
        ),
    };
    let pays = !selected.is_empty()
        && selected
            .payment_within(need.bound)
            .is_some_and(|p| p.value >= need.amount);

    let mut rows = Vec::new();
    for (g, group) in GROUPS.iter().enumerate() {
        let in_hand: Vec<Card> = hand.iter().filter(|c| c.currency() == *group).collect();
        if in_hand.is_empty() || rows.len() == limits::ROWS - 1 {
            continue;
        }
        let mut seen = Cards::EMPTY;
        let options: Vec<Choice> = in_hand
            .iter()
            .map(|&card| {
                let copy = seen.count(card);
                seen.add(card);
                Choice {
                    label: card_text(card, lang),
                    value: format!("{}.{copy}", card.kind()),
                    description: None,
                    selected: copy < selected.count(card),
                }
            })
            .take(limits::SELECT_OPTIONS)
            .collect();
        let max = options.len() as u8;
        rows.push(Row::Select(Select {
            id: Control::Select {
                purpose: purpose.clone(),
                group: g,
                selected,
            }
            .id(game_id, version),
            placeholder: t!(lang, "palazzo-pay-group", currency = currency_code(*group)),
            options,
            min: 0,
            max,
        }));
    }
    let verb = match purpose {
        Purpose::Buy(_) => t!(lang, "palazzo-button-pay"),
        Purpose::Raise => t!(lang, "palazzo-button-raise-by"),
    };
    rows.push(Row::Buttons(vec![
        Button::new(
            Control::Pay {
                purpose: purpose.clone(),
                payment: selected,
            }
            .id(game_id, version),
            verb,
            Style::Success,
        )
        .disabled(!pays),
        Button::new(
            Control::Cheapest(purpose.clone()).id(game_id, version),
            t!(lang, "palazzo-button-cheapest"),
            Style::Secondary,
        ),
    ]));
    Message {
        content: Some(clip(
            &format!("{}\n{status}", need.headline),
            limits::CONTENT,
        )),
        embeds: Vec::new(),
        rows,
    }
}

/// The cards chosen in group `g` by a select, as a set.
pub fn group_selection(values: &[String], g: usize) -> Option<Cards> {
    let group = *GROUPS.get(g)?;
    let mut cards = Cards::EMPTY;
    for value in values {
        let kind: usize = value.split('.').next()?.parse().ok()?;
        let card = Card::from_kind(kind)?;
        if card.currency() != group {
            return None;
        }
        cards.add(card);
    }
    Some(cards)
}

/// `selected` with group `g` replaced by `chosen`.
pub fn replace_group(selected: &Cards, g: usize, chosen: &Cards) -> Cards {
    let group = GROUPS[g];
    let mut out: Cards = selected.iter().filter(|c| c.currency() != group).collect();
    out.add_all(chosen);
    out
}

/// Choosing one or two warehouse tiles to buy.
pub fn tile_chooser(
    game_id: GameId,
    version: i64,
    warehouse: &[Tile],
    price: u32,
    lang: Lang,
) -> Message {
    let options: Vec<Choice> = warehouse
        .iter()
        .take(limits::SELECT_OPTIONS)
        .map(|t| tile_choice(t, lang))
        .collect();
    let max = options.len().min(2) as u8;
    Message {
        content: Some(t!(lang, "palazzo-buy-which", max = max, price = price)),
        embeds: Vec::new(),
        rows: vec![Row::Select(Select {
            id: Control::BuyTiles.id(game_id, version),
            placeholder: t!(lang, "palazzo-buy-placeholder"),
            options,
            min: 1,
            max,
        })],
    }
}

/// Choosing one of `changes` to `view`'s palaces: up to four selects of 25 changes.
pub fn rebuild_chooser(
    view: &PrivateView,
    changes: &[Rebuild],
    game_id: GameId,
    version: i64,
    lang: Lang,
) -> Message {
    let palaces = &view.public.seats[view.seat.index()].palaces;
    let name = |tile: TileId| Tile::by_id(tile).map(|t| tile_text(&t)).unwrap_or_default();
    let choices: Vec<Choice> = changes
        .iter()
        .map(|change| {
            let label = match change {
                Rebuild::Detach { tile } => {
                    let from = palaces
                        .iter()
                        .position(|p| p.tiles.iter().any(|t| t.id == *tile))
                        .unwrap_or(0);
                    t!(
                        lang,
                        "palazzo-rebuild-detach",
                        tile = name(*tile),
                        palace = from + 1
                    )
                }
                Rebuild::Insert { tile, palace } => {
                    let into = palaces
                        .get(*palace as usize)
                        .map(|p| palace_text(&p.tiles))
                        .unwrap_or_default();
                    t!(
                        lang,
                        "palazzo-rebuild-insert",
                        tile = name(*tile),
                        palace = palace + 1,
                        tiles = into
                    )
                }
                Rebuild::Remove { tile } => {
                    t!(lang, "palazzo-rebuild-remove", tile = name(*tile))
                }
            };
            Choice {
                label: clip(&label, limits::OPTION_LABEL),
                value: rebuild_code(change),
                description: None,
                selected: false,
            }
        })
        .collect();
    let rows = choices
        .chunks(limits::SELECT_OPTIONS)
        .take(limits::ROWS)
        .enumerate()
        .map(|(i, chunk)| {
            Row::Select(Select {
                id: Control::RebuildChange(i).id(game_id, version),
                placeholder: t!(lang, "palazzo-rebuild-placeholder"),
                options: chunk.to_vec(),
                min: 1,
                max: 1,
            })
        })
        .collect();
    Message {
        content: Some(t!(lang, "palazzo-rebuild-headline")),
        embeds: Vec::new(),
        rows,
    }
}

/// Choosing the card that pays for `change`, among `cards`.
pub fn rebuild_payment(
    cards: &[Card],
    game_id: GameId,
    version: i64,
    change: &Rebuild,
    lang: Lang,
) -> Message {
    let options: Vec<Choice> = cards
        .iter()
        .map(|card| Choice {
            label: card_text(*card, lang),
            value: card.code(),
            description: None,
            selected: false,
        })
        .collect();
    Message {
        content: Some(t!(lang, "palazzo-rebuild-pay")),
        embeds: Vec::new(),
        rows: vec![Row::Select(Select {
            id: Control::RebuildPay(*change).id(game_id, version),
            placeholder: t!(lang, "palazzo-rebuild-pay-placeholder"),
            options,
            min: 1,
            max: 1,
        })],
    }
}
