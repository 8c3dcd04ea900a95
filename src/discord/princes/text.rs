//! The Princes of Florence's components and events in words and symbols, for the board, the
//! hand and the pickers, in the reader's language.

use crate::discord::names::seat_name;
use crate::engine::Seat;
use crate::engine::princes::components::POINT_SOLD;
use crate::engine::princes::{
    Card, CardSet, Decision, Event, Freedom, Landscape, Object, Piece, Placing, PublicView,
};
use crate::engine::princes::{Character, Holder};
use crate::lang::Lang;
use crate::picture::princes::words;
use crate::t;

pub use crate::picture::princes::words::{amount, code, florins};

/// A landscape's symbol.
pub fn landscape_mark(l: Landscape) -> &'static str {
    match l {
        Landscape::Forest => "🌲",
        Landscape::Lake => "🌊",
        Landscape::Park => "🌳",
    }
}

/// A piece's name with its symbol: "🏛️ University", "🌲 Forest".
pub fn piece_text(piece: Piece, lang: Lang) -> String {
    match piece {
        Piece::Building(b) => format!("🏛️ {}", words::building(b, lang)),
        Piece::Landscape(l) => format!("{} {}", landscape_mark(l), words::landscape(l, lang)),
    }
}

/// An object of the auction, without its article: "Forest", "Prestige card".
pub fn object_name(object: Object, lang: Lang) -> String {
    words::object(object, lang)
}

/// A drawn card in words (its kind and its text).
pub fn card_text(card: Card, lang: Lang) -> String {
    match card {
        Card::Profession(p) => t!(
            lang,
            "princes-card-profession",
            profession = words::profession(p, lang),
            wants = words::wants(p, lang)
        ),
        Card::Bonus(b) => t!(
            lang,
            "princes-card-bonus",
            text = words::bonus_text(b, lang)
        ),
        Card::Prestige(p) => t!(
            lang,
            "princes-card-prestige",
            text = words::prestige_text(p, lang)
        ),
    }
}

/// Freedoms held, e.g. "Travel, Opinion", or "none".
pub fn freedoms_text(freedoms: CardSet<Freedom>, lang: Lang) -> String {
    let names: Vec<String> = freedoms.iter().map(|f| words::freedom(f, lang)).collect();
    if names.is_empty() {
        t!(lang, "princes-none")
    } else {
        names.join(", ")
    }
}

/// Seats by name, e.g. "<@1>, <@2>", or "nobody".
pub fn seats_text(seats: crate::engine::SeatSet, names: &[String], lang: Lang) -> String {
    let v: Vec<String> = seats.iter().map(|s| seat_name(names, s)).collect();
    if v.is_empty() {
        t!(lang, "princes-nobody")
    } else {
        v.join(", ")
    }
}

/// The characters of the expansion and where each is: "Banker: free · Muse: <@1> · …".
pub fn characters_text(view: &PublicView, names: &[String], lang: Lang) -> String {
    view.characters
        .iter()
        .map(|(c, holder)| {
            let at = match holder {
                Holder::Free => t!(lang, "princes-character-free"),
                Holder::Held(seat) => seat_name(names, *seat),
                Holder::Used => t!(lang, "princes-character-used"),
            };
            let character = words::character(*c, lang);
            if *c == Character::Banker {
                t!(
                    lang,
                    "princes-character-banker-at",
                    character = character,
                    pot = florins(u32::from(view.banker_pot), lang),
                    at = at
                )
            } else {
                t!(lang, "princes-character-at", character = character, at = at)
            }
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// One line saying who decides what; it starts with the seat to act.
pub fn decision_text(view: &PublicView, names: &[String], lang: Lang) -> String {
    let who = |s: &Seat| seat_name(names, *s);
    let fl = |amount: u16| florins(u32::from(amount), lang);
    match &view.decision {
        Decision::ChooseProfessions { seats } => {
            let waiting: Vec<String> = seats.iter().map(|s| who(&s)).collect();
            t!(
                lang,
                "princes-decision-choose-professions",
                who = waiting.join(", ")
            )
        }
        Decision::NameObject {
            seat, last_player, ..
        } => {
            if *last_player {
                t!(lang, "princes-decision-take-last", who = who(seat))
            } else {
                t!(lang, "princes-decision-name", who = who(seat))
            }
        }
        Decision::Bid { seat, bidding } => t!(
            lang,
            "princes-decision-bid",
            who = who(seat),
            raise = florins(u32::from(bidding.high) + u32::from(view.prices.raise), lang),
            high = fl(bidding.high),
            object = object_name(bidding.object, lang),
            leader = who(&bidding.leader)
        ),
        Decision::BidCharacter { seat, .. } => {
            t!(lang, "princes-decision-bid-character", who = who(seat))
        }
        Decision::Action { seat, turn } => t!(
            lang,
            "princes-decision-action",
            who = who(seat),
            left = turn.actions_left
        ),
        Decision::Place { seat, what } => match what {
            Placing::Piece(piece) => t!(
                lang,
                "princes-decision-place",
                who = who(seat),
                piece = words::piece(*piece, lang)
            ),
            Placing::AnyLandscape => {
                t!(lang, "princes-decision-place-landscape", who = who(seat))
            }
        },
        Decision::Pick { seat, deck, drawn } => t!(
            lang,
            "princes-decision-pick",
            who = who(seat),
            drawn = *drawn,
            deck = code(deck)
        ),
        Decision::Recruit { seat } => t!(lang, "princes-decision-recruit", who = who(seat)),
        Decision::Merchant {
            seat,
            object,
            price,
        } => t!(
            lang,
            "princes-decision-merchant",
            who = who(seat),
            object = object_name(*object, lang),
            price = fl(*price)
        ),
        Decision::Convert { seat, payment } => t!(
            lang,
            "princes-decision-convert",
            who = who(seat),
            payment = fl(*payment),
            point = fl(view.prices.point)
        ),
        Decision::Over => t!(lang, "princes-decision-over"),
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

/// An event in words, the seats named: the board's recent lines and the log.
#[allow(clippy::too_many_lines)]
pub fn event_text(event: &Event, names: &[String], lang: Lang) -> String {
    let who = |s: &Seat| seat_name(names, *s);
    let fl = |amount: u16| florins(u32::from(amount), lang);
    let character = |c: &Character| words::character(*c, lang);
    match event {
        Event::ProfessionReturned { seat } => {
            t!(lang, "princes-event-profession-returned", who = who(seat))
        }
        Event::RoundBegins {
            round,
            start,
            minimum,
        } => t!(
            lang,
            "princes-event-round-begins",
            round = *round,
            start = who(start),
            minimum = *minimum
        ),
        Event::Named { seat, object, bid } => t!(
            lang,
            "princes-event-named",
            who = who(seat),
            object = words::object_taken(*object, lang),
            bid = fl(*bid)
        ),
        Event::Raised { seat, bid } => {
            t!(
                lang,
                "princes-event-raised",
                who = who(seat),
                bid = fl(*bid)
            )
        }
        Event::Passed { seat } => t!(lang, "princes-event-passed", who = who(seat)),
        Event::CannotBid { seat } => t!(lang, "princes-event-cannot-bid", who = who(seat)),
        Event::Won {
            seat,
            object,
            price,
        } => t!(
            lang,
            "princes-event-won",
            who = who(seat),
            object = words::object_taken(*object, lang),
            price = fl(*price)
        ),
        Event::Took {
            seat,
            object,
            price,
        } => t!(
            lang,
            "princes-event-took",
            who = who(seat),
            object = words::object_taken(*object, lang),
            price = fl(*price)
        ),
        Event::MerchantFree { seat, object } => t!(
            lang,
            "princes-event-merchant-free",
            who = who(seat),
            object = words::object_taken(*object, lang)
        ),
        Event::MerchantPoints { seat, points } => t!(
            lang,
            "princes-event-merchant-points",
            who = who(seat),
            points = *points
        ),
        Event::Placed {
            seat,
            piece,
            points,
        } => t!(
            lang,
            "princes-event-placed",
            who = who(seat),
            piece = words::piece(*piece, lang),
            points = *points
        ),
        Event::Hired {
            seat,
            object,
            points,
        } => t!(
            lang,
            "princes-event-hired",
            who = who(seat),
            object = words::object_taken(*object, lang),
            points = *points
        ),
        Event::CardKept { seat, deck } => t!(
            lang,
            "princes-event-card-kept",
            who = who(seat),
            deck = code(deck)
        ),
        Event::Recruited {
            seat,
            from,
            profession,
        } => t!(
            lang,
            "princes-event-recruited",
            who = who(seat),
            profession = words::profession(*profession, lang),
            from = who(from)
        ),
        Event::WorkCompleted {
            seat,
            profession,
            value,
            bonus,
        } => match profession {
            Some(p) => t!(
                lang,
                "princes-event-work",
                who = who(seat),
                profession = words::profession(*p, lang),
                value = *value,
                bonus = bonus.len()
            ),
            None => t!(
                lang,
                "princes-event-work-princess",
                who = who(seat),
                value = *value,
                bonus = bonus.len()
            ),
        },
        Event::Converted {
            seat,
            points,
            florins,
        } => t!(
            lang,
            "princes-event-converted",
            who = who(seat),
            florins = fl(*florins),
            points = *points
        ),
        Event::Built {
            seat,
            building,
            cost,
        } => t!(
            lang,
            "princes-event-built",
            who = who(seat),
            building = words::building(*building, lang),
            cost = fl(*cost)
        ),
        Event::FreedomIntroduced { seat, freedom } => t!(
            lang,
            "princes-event-freedom",
            who = who(seat),
            freedom = words::freedom(*freedom, lang)
        ),
        Event::CardBought { seat, deck, price } => t!(
            lang,
            "princes-event-card-bought",
            who = who(seat),
            deck = code(deck),
            price = fl(*price)
        ),
        Event::TurnBegins { seat, actions } => t!(
            lang,
            "princes-event-turn-begins",
            who = who(seat),
            actions = *actions
        ),
        Event::TurnEnds { seat } => t!(lang, "princes-event-turn-ends", who = who(seat)),
        Event::CharacterBid {
            seat,
            character: c,
            bid,
        } => t!(
            lang,
            "princes-event-character-bid",
            who = who(seat),
            bid = fl(*bid),
            character = character(c)
        ),
        Event::CharacterBought {
            seat,
            character: c,
            price,
        } => t!(
            lang,
            "princes-event-character-bought",
            who = who(seat),
            character = character(c),
            price = fl(*price)
        ),
        Event::BankerPaid { seat, florins } => t!(
            lang,
            "princes-event-banker-paid",
            who = who(seat),
            florins = fl(*florins)
        ),
        Event::BankerPotGrows { pot } => {
            t!(lang, "princes-event-banker-pot", pot = fl(*pot))
        }
        Event::CharacterPlayed { seat, character: c } => t!(
            lang,
            "princes-event-character-played",
            who = who(seat),
            character = character(c)
        ),
        Event::CharacterReturned { seat, character: c } => t!(
            lang,
            "princes-event-character-returned",
            who = who(seat),
            character = character(c)
        ),
        Event::BestWork { seats, value } => t!(
            lang,
            "princes-event-best-work",
            value = *value,
            who = seats.iter().map(|s| who(&s)).collect::<Vec<_>>().join(", ")
        ),
        Event::NoBestWork => t!(lang, "princes-event-no-best-work"),
        Event::Sold { seat, points } => t!(
            lang,
            "princes-event-sold",
            who = who(seat),
            points = *points,
            florins = fl(u16::from(*points) * POINT_SOLD)
        ),
        Event::PrestigeScored { seat, card, points } => t!(
            lang,
            "princes-event-prestige-scored",
            who = who(seat),
            points = *points,
            card = words::prestige_text(*card, lang)
        ),
        Event::BankerConverted { seat, points } => t!(
            lang,
            "princes-event-banker-converted",
            who = who(seat),
            points = *points
        ),
        Event::GameOver => t!(lang, "princes-event-game-over"),
    }
}
