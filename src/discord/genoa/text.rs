//! Genoa in words: who decides what, each choice as a line of a picker, a seat's hand. The
//! picture carries the city; the words say what is to be decided and by whom.

use crate::discord::message::capital;
use crate::discord::names::{seat_name, with_names};
use crate::engine::Seat;
use crate::engine::genoa::data::{self, Place};
use crate::engine::genoa::view::{OfferView, PhaseView, PrivateView, PublicView};
use crate::engine::genoa::{
    Action, Direction, Face, Item, Shown, Square, Subject, Take, TilePlay, VillaChoice,
};

/// Every seat of `seats` by name, joined with "and".
fn named(names: &[String], seats: impl Iterator<Item = Seat>) -> String {
    let all: Vec<String> = seats.map(|s| seat_name(names, s)).collect();
    match all.as_slice() {
        [] => "nobody".into(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// Who decides what: the first seat named is one the game waits on.
pub fn decision(view: &PublicView, names: &[String]) -> String {
    let waiting = named(names, view.awaited.iter());
    let tower = seat_name(names, view.tower);
    match &view.phase {
        PhaseView::Start => {
            format!("{tower} rolls for the tower's start (or plays a Starting space)")
        }
        PhaseView::Window { building, .. } => format!(
            "{waiting} to decide on the {building}'s action: bid, pass, or — the tower player — take it"
        ),
        PhaseView::Acting {
            building, actor, ..
        } => format!(
            "{} is inside the {building}'s action",
            seat_name(names, *actor)
        ),
        PhaseView::Move => format!("{tower} steps the tower or stops"),
        PhaseView::Acquire { rights, at } => match rights.get(*at) {
            Some(right) => format!(
                "{tower} places a marker by the street at {} or lets the right go",
                right.street
            ),
            None => format!("{tower} ends the turn"),
        },
        PhaseView::Over => "The game is over".into(),
    }
}

/// What an offer is about, in a few words.
pub fn about(subject: Subject) -> String {
    match subject {
        Subject::Trade => "a trade".into(),
        Subject::Action => "the action".into(),
        Subject::Move { to, with_action } => format!(
            "a step to {to}{}",
            if with_action { " and its action" } else { "" }
        ),
        Subject::Right { building } => format!("the right to the {building}"),
    }
}

fn item(i: Item) -> String {
    match i {
        Item::Commodity(c) => c.to_string(),
        Item::Card(card) => format!("card {card}"),
        Item::Tile(t) => t.to_string(),
        Item::Marker => "a marker".into(),
    }
}

fn take(t: Take) -> String {
    match t {
        Take::Commodity(c) => c.to_string(),
        Take::Tile(t) => t.to_string(),
        Take::Card(kind) => format!("a {kind} card"),
        Take::Marker => "a marker".into(),
    }
}

fn villa(v: VillaChoice) -> String {
    match v {
        VillaChoice::Contract => "draw a contract".into(),
        VillaChoice::Deliver { card, tile } => format!(
            "deliver large order {card}{}",
            tile.map_or(String::new(), |t| format!(" for a {t}"))
        ),
    }
}

/// What lies on `square`, as a step's button names it.
fn place(square: Square) -> String {
    match data::board().place(square) {
        Place::Building(b) => format!("the {b}"),
        Place::Street => "a street".into(),
        Place::Market => "the market".into(),
    }
}

/// A step of the tower from `from` to `to`: its direction (with an arrow, so the word is not
/// the only sign), what lies there and the square.
pub fn step_label(from: Option<Square>, to: Square) -> String {
    let way = match from.and_then(|f| f.direction_to(to)) {
        Some(Direction::North) => "⬆️ North",
        Some(Direction::East) => "➡️ East",
        Some(Direction::South) => "⬇️ South",
        Some(Direction::West) => "⬅️ West",
        None => "Step",
    };
    format!("{way} to {} {to}", place(to))
}

/// One choice as a picker's line, its seats by name: what the action does, short. `tower`
/// is where the tower stands, so that a step can say which way it goes.
pub fn label(action: &Action, names: &[String], tower: Option<Square>) -> String {
    let line = match action {
        Action::Roll => "Roll the dice for the tower's start".into(),
        Action::StartAt { square } => format!("Play a Starting space: start at {square}"),
        Action::Take => "Take the action yourself".into(),
        Action::Void => "Declare the action void".into(),
        Action::Pass => "Pass".into(),
        Action::Offer(terms) => {
            let to = terms.to.map_or_else(|| "anyone".into(), |s| s.to_string());
            format!(
                "Offer {to} {}: give {}, ask {}",
                about(terms.subject),
                Shown::from(&terms.give),
                Shown::from(&terms.get)
            )
        }
        Action::Accept { offer } => format!("Accept offer #{offer}"),
        Action::Decline { offer } => format!("Decline offer #{offer}"),
        Action::Withdraw { offer } => format!("Withdraw offer #{offer}"),
        Action::Receive => "Receive the building's effect".into(),
        Action::Villa(v) => capital(&villa(*v)),
        Action::SmallOrder { card } => format!("Deliver small order {card}"),
        Action::Play(play) => match play {
            TilePlay::Commodity { kind } => format!("Play Commodity of your choice: take {kind}"),
            TilePlay::Trade { give, take: t } => {
                format!("Play Trade 1:1: give {}, take {}", item(*give), take(*t))
            }
            TilePlay::BuildingAction { building, villa: v } => format!(
                "Play Building action: the {building}{}",
                v.map_or(String::new(), |v| format!(" ({})", villa(v)))
            ),
        },
        Action::ActionOver => "End the action".into(),
        Action::Step { to } => step_label(tower, *to),
        Action::Stop => "Stop the tower here".into(),
        Action::Place { building } => format!("Place a marker on the {building}"),
        Action::Lapse => "Let the right go".into(),
        Action::EndTurn => "End the turn".into(),
    };
    with_names(&line, names)
}

/// An offer in one line, its seats by name.
pub fn offer_line(o: &OfferView, names: &[String]) -> String {
    let to =
        o.to.map_or_else(|| "anyone".into(), |s| seat_name(names, s));
    let void = o.void.map_or(String::new(), |v| {
        format!(" — void: {}", with_names(&v.to_string(), names))
    });
    format!(
        "#{} {} → {to}, {}: gives {}, asks {}{void}",
        o.id,
        seat_name(names, o.from),
        about(o.subject),
        o.give,
        o.get
    )
}

/// What a card in hand asks, in words.
pub fn face(face: &Face) -> String {
    match face {
        Face::LargeOrder { villa, commodities } => {
            let c: Vec<String> = commodities.iter().map(ToString::to_string).collect();
            format!("large order: {} to the {villa}", c.join(", "))
        }
        Face::SmallOrder {
            building,
            commodity,
        } => {
            format!("small order: {commodity} at the {building}")
        }
        Face::Message { buildings } => {
            format!("message: the {} and the {}", buildings[0], buildings[1])
        }
        Face::Contract { building } => format!("contract: the {building}"),
    }
}

/// A seat's hand: its cards, each with what it asks and whether it could be done now, and
/// what the contracts would pay if the game ended now.
pub fn hand_lines(view: &PrivateView) -> Vec<String> {
    let mut lines: Vec<String> = view
        .hand
        .iter()
        .map(|c| {
            format!(
                "`{}` {}{}",
                c.card,
                face(&c.face),
                if c.ready { " ✅" } else { "" }
            )
        })
        .collect();
    if lines.is_empty() {
        lines.push("No cards in hand.".into());
    }
    lines.push(format!(
        "Contracts would pay {} ducats if the game ended now.",
        view.contract_income
    ));
    lines
}
