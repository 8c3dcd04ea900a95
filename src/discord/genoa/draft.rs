//! An offer being built in the offer builder: its terms, written whole in the words of the
//! builder's component ids. The builder keeps nothing of its own, so a click carries the draft
//! it was drawn with, it survives a restart, and no two players' drafts can mix.
//!
//! A draft is four words, `<to> <subject> <give> <get>`:
//! - to: the seat's number, or `x` for whoever accepts first (an ask); an `r` after it shows
//!   the cards given to that seat (G-106);
//! - subject: `t` a plain trade, `a` the action, `m<square>` a step, `w<square>` a step and
//!   the action there, `r<building>` the right, squares and buildings by number;
//! - a side: its ducats, then a letter per item ([`Unit`]: `a`–`h` a commodity in
//!   [`Commodity::ALL`] order, `i`–`m` a special tile in [`TileKind::ALL`] order, `n` a marker),
//!   then `_` and a character per card.

use crate::engine::Seat;
use crate::engine::genoa::data;
use crate::engine::genoa::{Bundle, CardId, Commodity, Square, Subject, Terms, TileKind};

/// The most ducats a side of a draft may name: more than any player holds.
pub const MAX_DUCATS: u32 = 9_999;

/// The most units of one kind a side may name: more than there are (five of each commodity).
const MAX_UNITS: u8 = 20;

/// The characters a card is written with, by its number (a card number is below 64).
const CARD_CHARS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.-";

/// The first letter of the special tiles, and the marker's.
const TILE_LETTER: u8 = b'a' + Commodity::COUNT as u8;
const MARKER_LETTER: u8 = TILE_LETTER + TileKind::COUNT as u8;

/// Which side of the offer: what its maker gives, or what he asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    Give,
    Ask,
}

impl Side {
    pub fn letter(self) -> char {
        match self {
            Side::Give => 'g',
            Side::Ask => 'a',
        }
    }

    pub fn from_letter(c: char) -> Option<Side> {
        match c {
            'g' => Some(Side::Give),
            'a' => Some(Side::Ask),
            _ => None,
        }
    }
}

/// One item as a builder's select lists it: a commodity, a special tile or a marker (the
/// `n`th of its kind, so that two of a kind are two options), or a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unit {
    Commodity(Commodity, u8),
    Tile(TileKind, u8),
    Marker(u8),
    Card(CardId),
}

impl Unit {
    /// Its value in a select: its kind's letter and its number (`b0`; `K12` for card 12).
    pub fn value(self) -> String {
        match self {
            Unit::Commodity(c, n) => format!("{}{n}", char::from(b'a' + c.index() as u8)),
            Unit::Tile(t, n) => format!("{}{n}", char::from(TILE_LETTER + t.index() as u8)),
            Unit::Marker(n) => format!("{}{n}", char::from(MARKER_LETTER)),
            Unit::Card(card) => format!("K{}", card.index()),
        }
    }

    /// The unit a select's value names, or `None` for a value no builder writes.
    pub fn read(value: &str) -> Option<Unit> {
        let (&letter, number) = value.as_bytes().split_first()?;
        let number: usize = std::str::from_utf8(number).ok()?.parse().ok()?;
        if letter == b'K' {
            return data::decks().card(number).map(Unit::Card);
        }
        let n = u8::try_from(number).ok().filter(|n| *n < MAX_UNITS)?;
        Some(match item_of(letter)? {
            Item::Commodity(c) => Unit::Commodity(c, n),
            Item::Tile(t) => Unit::Tile(t, n),
            Item::Marker => Unit::Marker(n),
        })
    }
}

/// What a side's letter names.
enum Item {
    Commodity(Commodity),
    Tile(TileKind),
    Marker,
}

fn item_of(letter: u8) -> Option<Item> {
    let i = usize::from(letter.checked_sub(b'a')?);
    if let Some(&c) = Commodity::ALL.get(i) {
        Some(Item::Commodity(c))
    } else if let Some(&t) = TileKind::ALL.get(i - Commodity::COUNT) {
        Some(Item::Tile(t))
    } else {
        (letter == MARKER_LETTER).then_some(Item::Marker)
    }
}

/// An offer being built: the terms it would send.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Draft(pub Terms);

impl Draft {
    /// Its four words (see the module's docs).
    pub fn words(&self) -> Vec<String> {
        let t = &self.0;
        let to = t.to.map_or_else(|| "x".to_string(), |s| s.0.to_string())
            + if t.reveal { "r" } else { "" };
        let subject = match t.subject {
            Subject::Trade => "t".to_string(),
            Subject::Action => "a".to_string(),
            Subject::Move {
                to,
                with_action: false,
            } => format!("m{}", to.index()),
            Subject::Move {
                to,
                with_action: true,
            } => format!("w{}", to.index()),
            Subject::Right { building } => format!("r{}", building.index()),
        };
        vec![to, subject, side_word(&t.give), side_word(&t.get)]
    }

    /// The draft four words name, or `None` if they name none.
    pub fn read(words: &[&str]) -> Option<Draft> {
        let [to, subject, give, get] = words else {
            return None;
        };
        let (to, reveal) = match to.strip_suffix('r') {
            Some(seat) => (seat, true),
            None => (*to, false),
        };
        let to = match to {
            "x" => None,
            n => Some(Seat(n.parse().ok().filter(|n| *n < 8)?)),
        };
        let number = |s: &str| s.parse::<usize>().ok();
        let square = |s: &str| number(s).and_then(Square::from_index);
        let subject = match subject.split_at_checked(1)? {
            ("t", "") => Subject::Trade,
            ("a", "") => Subject::Action,
            ("m", n) => Subject::Move {
                to: square(n)?,
                with_action: false,
            },
            ("w", n) => Subject::Move {
                to: square(n)?,
                with_action: true,
            },
            ("r", n) => Subject::Right {
                building: data::board().building(number(n)?)?,
            },
            _ => return None,
        };
        Some(Draft(Terms {
            to,
            subject,
            give: read_side(give)?,
            get: read_side(get)?,
            reveal,
        }))
    }

    /// The side `side` of the offer.
    pub fn side(&self, side: Side) -> &Bundle {
        match side {
            Side::Give => &self.0.give,
            Side::Ask => &self.0.get,
        }
    }

    fn side_mut(&mut self, side: Side) -> &mut Bundle {
        match side {
            Side::Give => &mut self.0.give,
            Side::Ask => &mut self.0.get,
        }
    }

    /// The same draft, `side`'s items (not its ducats) those of `units`.
    #[must_use]
    pub fn with_items(mut self, side: Side, units: &[Unit]) -> Draft {
        let bundle = self.side_mut(side);
        *bundle = Bundle::ducats(bundle.ducats);
        for unit in units {
            match *unit {
                Unit::Commodity(c, _) => bundle.commodities.add(c),
                Unit::Tile(t, _) => bundle.tiles.add(t),
                Unit::Marker(_) => bundle.markers += 1,
                Unit::Card(card) => bundle.cards.insert(card),
            }
        }
        self
    }

    /// The same draft, `side`'s ducats moved by `delta`, never below nothing nor above `most`.
    #[must_use]
    pub fn with_ducats(mut self, side: Side, delta: i32, most: u32) -> Draft {
        let bundle = self.side_mut(side);
        bundle.ducats = bundle
            .ducats
            .saturating_add_signed(delta)
            .min(most.min(MAX_DUCATS));
        self
    }
}

fn side_word(b: &Bundle) -> String {
    let mut word = b.ducats.to_string();
    for c in b.commodities.iter() {
        word.push(char::from(b'a' + c.index() as u8));
    }
    for t in b.tiles.iter() {
        word.push(char::from(TILE_LETTER + t.index() as u8));
    }
    for _ in 0..b.markers {
        word.push(char::from(MARKER_LETTER));
    }
    if !b.cards.is_empty() {
        word.push('_');
        word.extend(b.cards.iter().map(|c| char::from(CARD_CHARS[c.index()])));
    }
    word
}

fn read_side(word: &str) -> Option<Bundle> {
    let (items, cards) = word.split_once('_').unwrap_or((word, ""));
    let digits = items.bytes().take_while(u8::is_ascii_digit).count();
    let (ducats, letters) = items.split_at(digits);
    let mut bundle = Bundle::ducats(ducats.parse().ok().filter(|d| *d <= MAX_DUCATS)?);
    for letter in letters.bytes() {
        match item_of(letter)? {
            Item::Commodity(c) if bundle.commodities.count(c) < MAX_UNITS => {
                bundle.commodities.add(c);
            }
            Item::Tile(t) if bundle.tiles.count(t) < MAX_UNITS => bundle.tiles.add(t),
            Item::Marker if bundle.markers < MAX_UNITS => bundle.markers += 1,
            _ => return None,
        }
    }
    for c in cards.bytes() {
        let index = CARD_CHARS.iter().position(|&x| x == c)?;
        bundle.cards.insert(data::decks().card(index)?);
    }
    Some(bundle)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::genoa::CardSet;
    use rand::{Rng, RngExt, SeedableRng};

    fn random_bundle(rng: &mut impl Rng) -> Bundle {
        let mut b = Bundle::ducats(rng.random_range(0..=MAX_DUCATS));
        for _ in 0..rng.random_range(0..6) {
            b.commodities
                .add(Commodity::ALL[rng.random_range(0..Commodity::COUNT)]);
        }
        for _ in 0..rng.random_range(0..3) {
            b.tiles
                .add(TileKind::ALL[rng.random_range(0..TileKind::COUNT)]);
        }
        b.markers = rng.random_range(0..3);
        let cards: CardSet = (0..rng.random_range(0..5))
            .filter_map(|_| data::decks().card(rng.random_range(0..40)))
            .collect();
        b.cards = cards;
        b
    }

    /// Every draft reads back from its words as it was, each word a word of an id, and words
    /// no builder writes read as nothing.
    #[test]
    fn a_draft_reads_back_from_its_words_and_nothing_else_does() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        let buildings = data::board().buildings().len();
        for _ in 0..2_000 {
            let square = Square::from_index(rng.random_range(0..64)).unwrap();
            let subject = match rng.random_range(0..5) {
                0 => Subject::Trade,
                1 => Subject::Action,
                2 => Subject::Move {
                    to: square,
                    with_action: rng.random(),
                },
                _ => Subject::Right {
                    building: data::board()
                        .building(rng.random_range(0..buildings))
                        .unwrap(),
                },
            };
            let draft = Draft(Terms {
                to: rng.random_ratio(4, 5).then(|| Seat(rng.random_range(0..5))),
                subject,
                give: random_bundle(&mut rng),
                get: random_bundle(&mut rng),
                reveal: rng.random(),
            });
            let words = draft.words();
            assert!(
                words.iter().all(|w| !w.is_empty()
                    && w.chars()
                        .all(|c| c.is_ascii_alphanumeric() || "._-".contains(c))),
                "{words:?}"
            );
            let words: Vec<&str> = words.iter().map(String::as_str).collect();
            assert_eq!(Draft::read(&words), Some(draft), "{words:?}");
        }
        for bad in [
            ["x", "t", "0", "0", "0"].as_slice(),
            &["x", "t", "0"],
            &["9", "t", "0", "0"],
            &["1", "q", "0", "0"],
            &["1", "m64", "0", "0"],
            &["1", "r99", "0", "0"],
            &["1", "t", "10000", "0"],
            &["1", "t", "5o", "0"],
            &["1", "t", "5_+", "0"],
            &["1", "t", "aaaaaaaaaaaaaaaaaaaaa", "0"],
            &["1", "t", "", "0"],
            &["1", "tt", "0", "0"],
        ] {
            assert_eq!(Draft::read(bad), None, "{bad:?}");
        }
    }

    /// A select's value reads back as the unit it was written for; others read as nothing.
    #[test]
    fn a_unit_reads_back_from_its_value() {
        let mut units: Vec<Unit> = Commodity::ALL.map(|c| Unit::Commodity(c, 4)).to_vec();
        units.extend(TileKind::ALL.map(|t| Unit::Tile(t, 0)));
        units.push(Unit::Marker(2));
        units.push(Unit::Card(data::decks().card(17).unwrap()));
        for unit in units {
            assert_eq!(Unit::read(&unit.value()), Some(unit));
        }
        for bad in ["", "o1", "K", "K999", "a", "a20", "z0", "a-1", "A0"] {
            assert_eq!(Unit::read(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn ducats_stay_between_nothing_and_the_most() {
        let draft = Draft(Terms {
            to: Some(Seat(1)),
            subject: Subject::Trade,
            give: Bundle::ducats(3),
            get: Bundle::EMPTY,
            reveal: false,
        });
        assert_eq!(draft.with_ducats(Side::Give, -5, 10).0.give.ducats, 0);
        assert_eq!(draft.with_ducats(Side::Give, 10, 7).0.give.ducats, 7);
        assert_eq!(draft.with_ducats(Side::Ask, 5, u32::MAX).0.get.ducats, 5);
        assert_eq!(
            draft
                .with_ducats(Side::Ask, i32::MAX, u32::MAX)
                .0
                .get
                .ducats,
            MAX_DUCATS
        );
    }
}
