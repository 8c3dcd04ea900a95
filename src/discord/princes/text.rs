//! The Princes of Florence's components in words and symbols, for the board, the hand and the
//! pickers.

use crate::discord::message::capital;
use crate::discord::names::seat_name;
use crate::engine::Seat;
use crate::engine::princes::{
    Building, Card, CardSet, Decision, Freedom, Landscape, Object, Piece, Placing, PublicView,
};
use crate::engine::princes::{Character, Holder};

/// Florins as the game writes them: "1,300 florins".
pub fn florins(amount: u32) -> String {
    if amount >= 1000 {
        format!("{},{:03} florins", amount / 1000, amount % 1000)
    } else {
        format!("{amount} florins")
    }
}

/// A landscape's symbol.
pub fn landscape_mark(l: Landscape) -> &'static str {
    match l {
        Landscape::Forest => "🌲",
        Landscape::Lake => "🌊",
        Landscape::Park => "🌳",
    }
}

/// A piece's name with its symbol: "🏛️ University", "🌲 Forest".
pub fn piece_text(piece: Piece) -> String {
    match piece {
        Piece::Building(b) => format!("🏛️ {b}"),
        Piece::Landscape(l) => format!("{} {l}", landscape_mark(l)),
    }
}

/// An object of the auction, without its article: "Forest", "Prestige card".
pub fn object_name(object: Object) -> String {
    let text = object.to_string();
    let text = text
        .strip_prefix("a ")
        .or_else(|| text.strip_prefix("an "))
        .unwrap_or(&text);
    capital(text)
}

/// A drawn card in words (its kind and its text).
pub fn card_text(card: Card) -> String {
    match card {
        Card::Profession(p) => {
            let (b, l, f) = p.wants();
            format!("{p} (wants {b}, {l}, {f})")
        }
        Card::Bonus(b) => format!("Bonus: {b}"),
        Card::Prestige(p) => format!("Prestige: {p}"),
    }
}

/// Freedoms held, e.g. "Travel, Opinion", or "none".
pub fn freedoms_text(freedoms: CardSet<Freedom>) -> String {
    let names: Vec<String> = freedoms.iter().map(|f| f.to_string()).collect();
    if names.is_empty() {
        "none".into()
    } else {
        names.join(", ")
    }
}

/// Buildings by name, e.g. "Chapel, Tower", or "none".
pub fn buildings_text(buildings: impl Iterator<Item = Building>) -> String {
    let names: Vec<String> = buildings.map(|b| b.to_string()).collect();
    if names.is_empty() {
        "none".into()
    } else {
        names.join(", ")
    }
}

/// The characters of the expansion and where each is: "Banker: free · Muse: <@1> · …".
pub fn characters_text(view: &PublicView, names: &[String]) -> String {
    view.characters
        .iter()
        .map(|(c, holder)| {
            let at = match holder {
                Holder::Free => "free".to_string(),
                Holder::Held(seat) => seat_name(names, *seat),
                Holder::Used => "used this round".to_string(),
            };
            let pot = if *c == Character::Banker {
                format!(" ({})", florins(u32::from(view.banker_pot)))
            } else {
                String::new()
            };
            format!("{c}{pot}: {at}")
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// One line saying who decides what; it starts with the seat to act.
pub fn decision_text(view: &PublicView, names: &[String]) -> String {
    let who = |s: &Seat| seat_name(names, *s);
    match &view.decision {
        Decision::ChooseProfessions { seats } => {
            let waiting: Vec<String> = seats.iter().map(|s| who(&s)).collect();
            format!(
                "{} each keep three of their four professions.",
                waiting.join(", ")
            )
        }
        Decision::NameObject {
            seat, last_player, ..
        } => {
            if *last_player {
                format!(
                    "{}, the last without an object, may take one for the opening price.",
                    who(seat)
                )
            } else {
                format!("{} puts an object up for auction, or passes.", who(seat))
            }
        }
        Decision::Bid { seat, bidding } => format!(
            "{} raises to {} or passes: {} is bid for {} by {}.",
            who(seat),
            florins(u32::from(bidding.high) + u32::from(view.prices.raise)),
            florins(u32::from(bidding.high)),
            object_name(bidding.object),
            who(&bidding.leader)
        ),
        Decision::BidCharacter { seat, .. } => {
            format!("{} bids on a character, or passes.", who(seat))
        }
        Decision::Action { seat, turn } => format!(
            "{} takes an action ({} left this turn) or ends the turn.",
            who(seat),
            turn.actions_left
        ),
        Decision::Place { seat, what } => match what {
            Placing::Piece(piece) => {
                format!("{} places the {piece} in their principality.", who(seat))
            }
            Placing::AnyLandscape => format!(
                "{} chooses a landscape and places it in their principality.",
                who(seat)
            ),
        },
        Decision::Pick { seat, deck, drawn } => format!(
            "{} keeps one of the {drawn} {} cards drawn.",
            who(seat),
            deck.to_string().to_lowercase()
        ),
        Decision::Recruit { seat } => format!(
            "{} may play the recruiting card now, or keep it.",
            who(seat)
        ),
        Decision::Merchant {
            seat,
            object,
            price,
        } => format!(
            "{} plays the Merchant: {} for free, or pay {} and score prestige points.",
            who(seat),
            object_name(*object),
            florins(u32::from(*price))
        ),
        Decision::Convert { seat, payment } => format!(
            "{} may turn some of the work's {} into prestige points ({} a point).",
            who(seat),
            florins(u32::from(*payment)),
            florins(u32::from(view.prices.point))
        ),
        Decision::Over => "The game is over.".into(),
    }
}

/// The seat that decides now, if only one does.
pub fn deciding(decision: &Decision) -> Option<Seat> {
    match decision {
        Decision::NameObject { seat, .. }
        | Decision::Bid { seat, .. }
        | Decision::BidCharacter { seat, .. }
        | Decision::Action { seat, .. }
        | Decision::Place { seat, .. }
        | Decision::Pick { seat, .. }
        | Decision::Recruit { seat }
        | Decision::Merchant { seat, .. }
        | Decision::Convert { seat, .. } => Some(*seat),
        Decision::ChooseProfessions { .. } | Decision::Over => None,
    }
}
