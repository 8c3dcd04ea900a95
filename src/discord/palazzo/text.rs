//! Palazzo's components and events in words and symbols, for embeds, in the reader's language.

use crate::discord::message::Choice;
use crate::engine::Seat;
use crate::engine::palazzo::{
    Card, Cards, Currency, Decision, Event, Material, PublicView, Rebuild, Site, Spot, Tile,
};
use crate::lang::Lang;
use crate::t;

/// A tile as a material square, its floor and its windows: `🟥2·3`.
pub fn tile_text(tile: &Tile) -> String {
    let square = match tile.material {
        Material::Brick => "🟥",
        Material::Sandstone => "🟨",
        Material::Marble => "⬜",
    };
    format!("{square}{}·{}", tile.floor, tile.windows)
}

/// A material as the catalogue's messages select it.
pub fn material_code(material: Material) -> &'static str {
    match material {
        Material::Brick => "brick",
        Material::Sandstone => "sandstone",
        Material::Marble => "marble",
    }
}

/// A currency as the catalogue's messages select it; the certificates are `certificate`.
pub fn currency_code(currency: Option<Currency>) -> &'static str {
    match currency {
        Some(Currency::Red) => "red",
        Some(Currency::Brown) => "brown",
        Some(Currency::Silver) => "silver",
        None => "certificate",
    }
}

/// A tile in words: "brick floor 1 (1 window)".
pub fn tile_name(tile: &Tile, lang: Lang) -> String {
    t!(
        lang,
        "palazzo-tile",
        material = material_code(tile.material),
        floor = tile.floor,
        windows = tile.windows
    )
}

/// A tile as a select option: its symbol, its id as the value, its name as the description.
pub fn tile_choice(tile: &Tile, lang: Lang) -> Choice {
    Choice {
        label: tile_text(tile),
        value: tile.id.0.to_string(),
        description: Some(tile_name(tile, lang)),
        selected: false,
    }
}

pub fn tiles_text(tiles: &[Tile], lang: Lang) -> String {
    if tiles.is_empty() {
        return t!(lang, "palazzo-empty");
    }
    tiles.iter().map(tile_text).collect::<Vec<_>>().join(" ")
}

/// A palace from the ground floor up.
pub fn palace_text(tiles: &[Tile]) -> String {
    tiles.iter().map(tile_text).collect::<Vec<_>>().join("/")
}

/// A money card in words: "red 5", "2-certificate".
pub fn card_text(card: Card, lang: Lang) -> String {
    t!(
        lang,
        "palazzo-card",
        currency = currency_code(card.currency()),
        value = card.value()
    )
}

/// Cards in words: "red 5, red 7, 2-certificate", or "no cards".
pub fn cards_text(cards: &Cards, lang: Lang) -> String {
    if cards.is_empty() {
        return t!(lang, "palazzo-cards-none");
    }
    cards
        .iter()
        .map(|c| card_text(c, lang))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A currency's name as a heading ("Red"), or the certificates' ("Certificates").
pub fn currency_title(currency: Option<Currency>, lang: Lang) -> String {
    t!(
        lang,
        "palazzo-currency-title",
        currency = currency_code(currency)
    )
}

pub use crate::discord::names::seat_name;

/// One line saying who decides what; it starts with the seat to act.
pub fn decision_text(view: &PublicView, names: &[String], lang: Lang) -> String {
    let who = |s: &Seat| seat_name(names, *s);
    match &view.decision {
        Decision::ChooseAction { seat, .. } => {
            t!(lang, "palazzo-decision-choose", who = who(seat))
        }
        Decision::TakeMoney { seat, .. } => {
            t!(lang, "palazzo-decision-take-money", who = who(seat))
        }
        Decision::BuyOrAuction { seat } => t!(
            lang,
            "palazzo-decision-buy-or-auction",
            who = who(seat),
            price = view.tile_price
        ),
        Decision::Bid { seat, auction } => {
            let (high_seat, high) = auction.high();
            t!(
                lang,
                "palazzo-decision-bid",
                who = who(seat),
                quarry = auction.quarry + 1,
                high = high,
                by = who(&high_seat)
            )
        }
        Decision::ShareOut { seat, .. } => {
            t!(lang, "palazzo-decision-share-out", who = who(seat))
        }
        Decision::Build { seat, pending } => t!(
            lang,
            "palazzo-decision-build",
            who = who(seat),
            count = pending.len()
        ),
        Decision::Over => t!(lang, "palazzo-decision-over"),
    }
}

/// What an event did, in one line, its seats by their names.
pub fn event_text(event: &Event, names: &[String], lang: Lang) -> String {
    let who = |s: &Seat| seat_name(names, *s);
    let tile = |t: &Tile| tile_name(t, lang);
    match event {
        Event::DeckReshuffled { cards } => {
            t!(lang, "palazzo-event-reshuffled", cards = *cards)
        }
        Event::MoneyRevealed { seat, cards } => t!(
            lang,
            "palazzo-event-money-revealed",
            who = who(seat),
            cards = cards_text(cards, lang)
        ),
        Event::MoneyTaken { seat, card } => t!(
            lang,
            "palazzo-event-money-taken",
            who = who(seat),
            card = card_text(*card, lang)
        ),
        Event::TileDrawn { tile: t, to } => match to {
            Spot::Warehouse => t!(lang, "palazzo-event-to-warehouse", tile = tile(t)),
            Spot::Quarry(q) => t!(
                lang,
                "palazzo-event-to-quarry",
                tile = tile(t),
                quarry = q + 1
            ),
        },
        Event::GameEndTileDrawn { count } => {
            t!(lang, "palazzo-event-game-end-tile", count = *count)
        }
        Event::Bought {
            seat,
            tiles,
            paid,
            price,
        } => t!(
            lang,
            "palazzo-event-bought",
            who = who(seat),
            count = tiles.len(),
            price = *price,
            paid = cards_text(paid, lang)
        ),
        Event::ArchitectMoved { quarry } => {
            t!(lang, "palazzo-event-architect", quarry = quarry + 1)
        }
        Event::NothingToAuction => t!(lang, "palazzo-event-nothing-to-auction"),
        Event::AuctionOpened { seat, quarry } => t!(
            lang,
            "palazzo-event-auction-opened",
            who = who(seat),
            quarry = quarry + 1
        ),
        Event::ShareOutStarted { quarry, tiles } => t!(
            lang,
            "palazzo-event-share-out",
            quarry = quarry + 1,
            count = *tiles
        ),
        Event::Raised { seat, cards, total } => t!(
            lang,
            "palazzo-event-raised",
            who = who(seat),
            cards = cards_text(cards, lang),
            total = *total
        ),
        Event::Passed { seat } => t!(lang, "palazzo-event-passed", who = who(seat)),
        Event::AuctionWon { seat, total, tiles } => t!(
            lang,
            "palazzo-event-auction-won",
            who = who(seat),
            count = *tiles,
            total = *total
        ),
        Event::TileTaken { seat, tile: t } => t!(
            lang,
            "palazzo-event-tile-taken",
            who = who(seat),
            tile = tile(t)
        ),
        Event::TilesRemoved { tiles } => {
            t!(lang, "palazzo-event-tiles-removed", count = *tiles)
        }
        Event::Placed {
            seat,
            tile: t,
            site,
        } => match site {
            Site::Palace(p) => t!(
                lang,
                "palazzo-event-placed-palace",
                who = who(seat),
                tile = tile(t),
                palace = p + 1
            ),
            Site::NewPalace => t!(
                lang,
                "palazzo-event-placed-new",
                who = who(seat),
                tile = tile(t)
            ),
            Site::OutOfGame => t!(
                lang,
                "palazzo-event-placed-out",
                who = who(seat),
                tile = tile(t)
            ),
        },
        Event::Rebuilt {
            seat,
            change,
            tile: t,
            paid,
        } => {
            let (who, card, tile) = (who(seat), card_text(*paid, lang), tile(t));
            match change {
                Rebuild::Detach { .. } => t!(
                    lang,
                    "palazzo-event-rebuilt-detach",
                    who = who,
                    card = card,
                    tile = tile
                ),
                Rebuild::Insert { palace, .. } => t!(
                    lang,
                    "palazzo-event-rebuilt-insert",
                    who = who,
                    card = card,
                    tile = tile,
                    palace = palace + 1
                ),
                Rebuild::Remove { .. } => t!(
                    lang,
                    "palazzo-event-rebuilt-remove",
                    who = who,
                    card = card,
                    tile = tile
                ),
            }
        }
        Event::TurnBegins { seat } => t!(lang, "palazzo-event-turn", who = who(seat)),
        Event::GameOver => t!(lang, "palazzo-event-game-over"),
    }
}
