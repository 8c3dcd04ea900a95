//! The Princes of Florence's own controls, and how each is written in a component id (after the
//! game's namespace mark, see `discord::ids`). Everything a control needs travels in its id —
//! the piece, orientation and place of a placement preview too — so every control works after
//! a restart and days later.

use crate::discord::ids::GameControl;
use crate::engine::princes::principality::{Anchor, Orientation};
use crate::engine::princes::{
    Bonus, Building, CardSet, Character, Landscape, Object, Piece, Placement, Profession,
};

/// The pickers that list what the engine offers of one kind, each choice an action.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Menu {
    /// Setup: the profession to return.
    Return,
    Build,
    Freedom,
    /// Playing a recruiting card: whom to recruit from.
    Recruit,
    /// The card to keep of those drawn.
    Keep,
    /// The characters' actions and selling prestige points, whatever the phase.
    More,
}

impl Menu {
    pub const ALL: [Menu; 6] = [
        Menu::Return,
        Menu::Build,
        Menu::Freedom,
        Menu::Recruit,
        Menu::Keep,
        Menu::More,
    ];

    fn code(self) -> usize {
        self as usize
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Control {
    /// Opens a menu of what the engine offers of one kind.
    Open(Menu),
    /// A menu's select (chunk `n` of its choices): the value chosen is the action, as JSON.
    Choose(Menu, u8),
    /// Name an object (or, the last player, take it).
    Name(Object),
    /// Raise the high bid by 100.
    Raise,
    /// Pass: in an auction, in the character auction, or keep a recruiting card for later.
    Pass,
    /// Character auction: the select of the characters; opens the picker of bidding spaces.
    Character,
    /// The bidding spaces' select for this character (the value chosen is the space).
    Bid(Character),
    /// Opens the work picker.
    Works,
    /// The work picker's profession select (values: the profession), keeping these bonus cards.
    WorkProfession(CardSet<Bonus>),
    /// The work picker's bonus select (values: the cards), for this profession.
    WorkBonus(Profession),
    /// Complete a work.
    Work(Profession, CardSet<Bonus>),
    /// Take a profession card (1 of 5).
    ProfessionCard,
    /// Take a bonus card (1 of 5).
    BonusCard,
    EndTurn,
    /// The Merchant's choice: the object for free, or pay and score.
    Merchant {
        free: bool,
    },
    /// The select of how many prestige points to take for a work's payment.
    Convert,
    /// Opens the placement preview of this piece.
    Place(Piece),
    /// The preview shown at this placement (turned, flipped or moved).
    Preview(Placement),
    /// The preview moved to the next place where the piece fits.
    NextFit(Placement),
    /// Place the piece here.
    Confirm(Placement),
    /// An arrow of the preview that cannot move the piece further (shown disabled).
    Edge(u8),
}

/// Every piece, as numbered in ids: the buildings, then the landscapes.
pub fn pieces() -> impl Iterator<Item = Piece> {
    Building::ALL
        .into_iter()
        .map(Piece::Building)
        .chain(Landscape::ALL.into_iter().map(Piece::Landscape))
}

fn piece_code(piece: Piece) -> usize {
    pieces().position(|p| p == piece).expect("a piece")
}

const OBJECTS: [Object; 8] = [
    Object::Forest,
    Object::Lake,
    Object::Park,
    Object::Jester,
    Object::Builder,
    Object::Prestige,
    Object::Recruiting,
    Object::Landscape,
];

fn object_code(object: Object) -> usize {
    OBJECTS
        .iter()
        .position(|&o| o == object)
        .expect("an object")
}

fn orientation_code(o: Orientation) -> u8 {
    o.turns() + if o.is_flipped() { 4 } else { 0 }
}

fn placement_args(p: &Placement) -> Vec<String> {
    vec![
        piece_code(p.piece).to_string(),
        orientation_code(p.orientation).to_string(),
        p.anchor.column.to_string(),
        p.anchor.row.to_string(),
    ]
}

/// The anchor may lie anywhere on the grid's 7×7 cells; the piece may then stick out, which
/// the preview shows and the engine refuses.
const MAX_ANCHOR: u8 = 6;

fn parse_placement(args: &[&str]) -> Option<Placement> {
    let [piece, o, column, row] = args else {
        return None;
    };
    let o: u8 = o.parse().ok()?;
    let column: u8 = column.parse().ok()?;
    let row: u8 = row.parse().ok()?;
    if column > MAX_ANCHOR || row > MAX_ANCHOR {
        return None;
    }
    Some(Placement {
        piece: pieces().nth(piece.parse().ok()?)?,
        orientation: Orientation::new(o % 4, o >= 4).filter(|_| o < 8)?,
        anchor: Anchor { column, row },
    })
}

fn index<T: Copy>(all: &[T], i: &str) -> Option<T> {
    all.get(i.parse::<usize>().ok()?).copied()
}

/// A set of bonus cards as the number its bits make.
fn bonus_code(bonus: CardSet<Bonus>) -> String {
    bonus.bits().to_string()
}

fn parse_bonus(code: &str) -> Option<CardSet<Bonus>> {
    let bits: u32 = code.parse().ok()?;
    let set = CardSet::from_bits(bits);
    (set.bits() == bits).then_some(set)
}

impl GameControl for Control {
    fn verb(&self) -> &str {
        match self {
            Control::Open(_) => "open",
            Control::Choose(..) => "do",
            Control::Name(_) => "name",
            Control::Raise => "raise",
            Control::Pass => "pass",
            Control::Character => "char",
            Control::Bid(_) => "bid",
            Control::Works => "works",
            Control::WorkProfession(_) => "wkp",
            Control::WorkBonus(_) => "wkb",
            Control::Work(..) => "work",
            Control::ProfessionCard => "prof",
            Control::BonusCard => "bonus",
            Control::EndTurn => "end",
            Control::Merchant { .. } => "merch",
            Control::Convert => "conv",
            Control::Place(_) => "place",
            Control::Preview(_) => "pv",
            Control::NextFit(_) => "fit",
            Control::Confirm(_) => "put",
            Control::Edge(_) => "edge",
        }
    }

    fn args(&self) -> Vec<String> {
        match self {
            Control::Open(menu) => vec![menu.code().to_string()],
            Control::Choose(menu, chunk) => vec![menu.code().to_string(), chunk.to_string()],
            Control::Name(object) => vec![object_code(*object).to_string()],
            Control::Bid(c) => vec![(*c as usize).to_string()],
            Control::WorkProfession(bonus) => vec![bonus_code(*bonus)],
            Control::WorkBonus(p) => vec![(*p as usize).to_string()],
            Control::Work(p, bonus) => vec![(*p as usize).to_string(), bonus_code(*bonus)],
            Control::Merchant { free } => vec![u8::from(*free).to_string()],
            Control::Edge(direction) => vec![direction.to_string()],
            Control::Place(piece) => vec![piece_code(*piece).to_string()],
            Control::Preview(p) | Control::NextFit(p) | Control::Confirm(p) => placement_args(p),
            Control::Raise
            | Control::Pass
            | Control::Character
            | Control::Works
            | Control::ProfessionCard
            | Control::BonusCard
            | Control::EndTurn
            | Control::Convert => Vec::new(),
        }
    }

    fn parse(verb: &str, args: &[String]) -> Option<Control> {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        Some(match (verb, args.as_slice()) {
            ("open", [m]) => Control::Open(index(&Menu::ALL, m)?),
            ("do", [m, chunk]) => Control::Choose(index(&Menu::ALL, m)?, chunk.parse().ok()?),
            ("name", [o]) => Control::Name(index(&OBJECTS, o)?),
            ("raise", []) => Control::Raise,
            ("pass", []) => Control::Pass,
            ("char", []) => Control::Character,
            ("bid", [c]) => Control::Bid(index(&Character::ALL, c)?),
            ("works", []) => Control::Works,
            ("wkp", [b]) => Control::WorkProfession(parse_bonus(b)?),
            ("wkb", [p]) => Control::WorkBonus(index(&Profession::ALL, p)?),
            ("work", [p, b]) => Control::Work(index(&Profession::ALL, p)?, parse_bonus(b)?),
            ("prof", []) => Control::ProfessionCard,
            ("bonus", []) => Control::BonusCard,
            ("end", []) => Control::EndTurn,
            ("merch", [f]) => Control::Merchant {
                free: match *f {
                    "1" => true,
                    "0" => false,
                    _ => return None,
                },
            },
            ("conv", []) => Control::Convert,
            ("place", [p]) => Control::Place(pieces().nth(p.parse().ok()?)?),
            ("pv", rest) => Control::Preview(parse_placement(rest)?),
            ("fit", rest) => Control::NextFit(parse_placement(rest)?),
            ("put", rest) => Control::Confirm(parse_placement(rest)?),
            ("edge", [d]) => Control::Edge(d.parse().ok().filter(|d| *d < 4)?),
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::ids::{ComponentId, Control as Id, MAX_LEN};
    use crate::store::GameId;

    fn every_kind() -> Vec<Control> {
        let placement = Placement {
            piece: Piece::Building(Building::Workshop),
            orientation: Orientation::new(3, true).unwrap(),
            anchor: Anchor { column: 6, row: 6 },
        };
        let all_bonus = CardSet::<Bonus>::full();
        let mut out: Vec<Control> = Menu::ALL
            .iter()
            .flat_map(|&m| [Control::Open(m), Control::Choose(m, 3)])
            .collect();
        out.extend(OBJECTS.map(Control::Name));
        out.extend(Character::ALL.map(Control::Bid));
        out.extend(pieces().map(Control::Place));
        out.extend([
            Control::Raise,
            Control::Pass,
            Control::Character,
            Control::Works,
            Control::WorkProfession(all_bonus),
            Control::WorkBonus(Profession::OrganBuilder),
            Control::Work(Profession::OrganBuilder, all_bonus),
            Control::Work(Profession::Poet, CardSet::EMPTY),
            Control::ProfessionCard,
            Control::BonusCard,
            Control::EndTurn,
            Control::Merchant { free: true },
            Control::Merchant { free: false },
            Control::Convert,
            Control::Preview(placement),
            Control::NextFit(placement),
            Control::Confirm(placement),
            Control::Edge(3),
        ]);
        out
    }

    #[test]
    fn every_control_is_written_in_the_games_namespace_read_back_and_fits() {
        for control in every_kind() {
            let id = control.id(GameId(i64::MAX), i64::MAX);
            assert!(id.len() <= MAX_LEN, "{} characters: {id}", id.len());
            let back = ComponentId::<Control>::parse(&id).unwrap();
            assert_eq!(back.control, Id::Game(control), "{id}");
        }
    }

    #[test]
    fn junk_after_any_control_is_refused() {
        crate::discord::ids::assert_junk_refused(&every_kind());
    }

    #[test]
    fn tampered_controls_are_refused() {
        for bad in [
            "tv1:1:1:g.open:6",
            "tv1:1:1:g.open",
            "tv1:1:1:g.do:1",
            "tv1:1:1:g.name:8",
            "tv1:1:1:g.raise:1",
            "tv1:1:1:g.bid:6",
            "tv1:1:1:g.wkp:1048576",
            "tv1:1:1:g.wkb:21",
            "tv1:1:1:g.work:1",
            "tv1:1:1:g.merch:2",
            "tv1:1:1:g.place:13",
            "tv1:1:1:g.pv:0:8:0:0",
            "tv1:1:1:g.pv:0:0:7:0",
            "tv1:1:1:g.put:0:0:0",
            "tv1:1:1:g.put:x:0:0:0",
            "tv1:1:1:g.fit:0:0:0:0:0",
            "tv1:1:1:g.join",
        ] {
            assert!(ComponentId::<Control>::parse(bad).is_err(), "{bad}");
        }
    }
}
