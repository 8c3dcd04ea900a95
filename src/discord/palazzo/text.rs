//! Palazzo's components in words and symbols, for embeds.

use crate::discord::message::Choice;
use crate::engine::Seat;
use crate::engine::palazzo::{Cards, Currency, Decision, Material, PublicView, Tile};

/// A tile as a material square, its floor and its windows: `🟥2·3`.
pub fn tile_text(tile: &Tile) -> String {
    let square = match tile.material {
        Material::Brick => "🟥",
        Material::Sandstone => "🟨",
        Material::Marble => "⬜",
    };
    format!("{square}{}·{}", tile.floor, tile.windows)
}

/// A tile as a select option: its symbol, its id as the value, its name as the description.
pub fn tile_choice(tile: &Tile) -> Choice {
    Choice {
        label: tile_text(tile),
        value: tile.id.0.to_string(),
        description: Some(tile.to_string()),
        selected: false,
    }
}

pub fn tiles_text(tiles: &[Tile]) -> String {
    if tiles.is_empty() {
        return "empty".into();
    }
    tiles.iter().map(tile_text).collect::<Vec<_>>().join(" ")
}

/// A palace from the ground floor up.
pub fn palace_text(tiles: &[Tile]) -> String {
    tiles.iter().map(tile_text).collect::<Vec<_>>().join("/")
}

pub fn cards_text(cards: &Cards) -> String {
    cards.to_string()
}

pub fn currency_name(currency: Option<Currency>) -> String {
    match currency {
        Some(c) => c.to_string(),
        None => "certificates".into(),
    }
}

pub use crate::discord::names::seat_name;

/// One line saying who decides what; it starts with the seat to act.
pub fn decision_text(view: &PublicView, names: &[String]) -> String {
    let who = |s: &Seat| seat_name(names, *s);
    match &view.decision {
        Decision::ChooseAction { seat, .. } => {
            format!("{} chooses: take money, draw tiles or rebuild.", who(seat))
        }
        Decision::TakeMoney { seat, .. } => format!("{} takes a revealed card.", who(seat)),
        Decision::BuyOrAuction { seat } => format!(
            "{} buys from the warehouse ({} a tile) or auctions.",
            who(seat),
            view.tile_price
        ),
        Decision::Bid { seat, auction } => {
            let (high_seat, high) = auction.high();
            format!(
                "{} raises or passes: the high bid for quarry {} is **{high}**, by {}.",
                who(seat),
                auction.quarry + 1,
                who(&high_seat)
            )
        }
        Decision::ShareOut { seat, .. } => {
            format!(
                "{} takes a tile from the quarry being shared out.",
                who(seat)
            )
        }
        Decision::Build { seat, pending } => format!(
            "{} builds {} tile{}.",
            who(seat),
            pending.len(),
            if pending.len() == 1 { "" } else { "s" }
        ),
        Decision::Over => "The game is over.".into(),
    }
}
