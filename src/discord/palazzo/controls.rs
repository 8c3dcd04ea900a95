//! Palazzo's own controls, and how each is written in a component id (after the game's
//! namespace mark, see `discord::ids`). The verbs and arguments are those of the ids Palazzo
//! has always written, so boards and pickers posted before typed controls still read.

use crate::discord::ids::GameControl;
use crate::engine::palazzo::{BuyTiles, Card, Cards, Currency, Rebuild, TileId};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Control {
    /// The turn's choices, one button each.
    TakeMoney,
    DrawTiles,
    /// After drawing: auction the next quarry.
    Auction,
    /// Leave an auction.
    Pass,
    /// Take this revealed card.
    Pick(Card),
    /// The select of the quarry being shared out (the tile is the value chosen).
    TakeTile,
    /// The select of where to build this tile (the site is the value chosen).
    Place(TileId),
    /// Openers: each opens its picker for the seat to act.
    Buy,
    Raise,
    Rebuild,
    /// The tile chooser's select (the tiles are the values chosen).
    BuyTiles,
    /// A payment picker's select of one group of cards; `selected` is the whole selection as it
    /// stood when the picker was shown.
    Select {
        purpose: Purpose,
        group: usize,
        selected: Cards,
    },
    /// A payment picker's *Cheapest*.
    Cheapest(Purpose),
    /// A payment picker's *Pay* (or *Raise*) with these cards.
    Pay {
        purpose: Purpose,
        payment: Cards,
    },
    /// The rebuild chooser's select number `n` (the change is the value chosen); the number
    /// only keeps the selects' ids apart.
    RebuildChange(usize),
    /// The select of the card that pays for this change.
    RebuildPay(Rebuild),
}

impl GameControl for Control {
    fn verb(&self) -> &str {
        match self {
            Control::TakeMoney => "take",
            Control::DrawTiles => "draw",
            Control::Auction => "auction",
            Control::Pass => "pass",
            Control::Pick(_) => "pick",
            Control::TakeTile => "tile",
            Control::Place(_) => "place",
            Control::Buy => "buy",
            Control::Raise => "raise",
            Control::Rebuild => "rebuild",
            Control::BuyTiles => "buytiles",
            Control::Select { .. } => "sel",
            Control::Cheapest(_) => "cheap",
            Control::Pay { .. } => "pay",
            Control::RebuildChange(_) => "rb",
            Control::RebuildPay(_) => "rbpay",
        }
    }

    fn args(&self) -> Vec<String> {
        match self {
            Control::Pick(card) => vec![card.code()],
            Control::Place(tile) => vec![tile.0.to_string()],
            Control::Select {
                purpose,
                group,
                selected,
            } => vec![purpose.code(), group.to_string(), encode(selected)],
            Control::Cheapest(purpose) => vec![purpose.code()],
            Control::Pay { purpose, payment } => vec![purpose.code(), encode(payment)],
            Control::RebuildChange(n) => vec![n.to_string()],
            Control::RebuildPay(change) => vec![rebuild_code(change)],
            Control::TakeMoney
            | Control::DrawTiles
            | Control::Auction
            | Control::Pass
            | Control::TakeTile
            | Control::Buy
            | Control::Raise
            | Control::Rebuild
            | Control::BuyTiles => Vec::new(),
        }
    }

    fn parse(verb: &str, args: &[String]) -> Option<Control> {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        Some(match (verb, args.as_slice()) {
            ("take", []) => Control::TakeMoney,
            ("draw", []) => Control::DrawTiles,
            ("auction", []) => Control::Auction,
            ("pass", []) => Control::Pass,
            ("pick", [card]) => Control::Pick(card.parse().ok()?),
            ("tile", []) => Control::TakeTile,
            ("place", [tile]) => Control::Place(TileId(tile.parse().ok()?)),
            ("buy", []) => Control::Buy,
            ("raise", []) => Control::Raise,
            ("rebuild", []) => Control::Rebuild,
            ("buytiles", []) => Control::BuyTiles,
            ("sel", [purpose, group, selected]) => Control::Select {
                purpose: Purpose::parse(purpose)?,
                group: group.parse().ok().filter(|g| *g < GROUPS.len())?,
                selected: decode(selected)?,
            },
            ("cheap", [purpose]) => Control::Cheapest(Purpose::parse(purpose)?),
            ("pay", [purpose, payment]) => Control::Pay {
                purpose: Purpose::parse(purpose)?,
                payment: decode(payment)?,
            },
            ("rb", [n]) => Control::RebuildChange(n.parse().ok()?),
            ("rbpay", [change]) => Control::RebuildPay(parse_rebuild(change)?),
            _ => return None,
        })
    }
}

/// What a payment is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Purpose {
    Buy(BuyTiles),
    Raise,
}

impl Purpose {
    pub fn code(&self) -> String {
        match self {
            Purpose::Raise => "r".into(),
            Purpose::Buy(tiles) => {
                let ids: Vec<String> = tiles.iter().map(|t| t.0.to_string()).collect();
                format!("b{}", ids.join("."))
            }
        }
    }

    pub fn parse(code: &str) -> Option<Purpose> {
        if code == "r" {
            return Some(Purpose::Raise);
        }
        let tiles: Option<Vec<TileId>> = code
            .strip_prefix('b')?
            .split('.')
            .map(|t| t.parse().ok().map(TileId))
            .collect();
        tiles
            .filter(|t| (1..=2).contains(&t.len()))
            .map(|t| Purpose::Buy(t.into_iter().collect()))
    }
}

/// A selection of cards, as the payment picker's controls carry it: 16 hex digits, one count
/// per kind of card.
pub fn encode(cards: &Cards) -> String {
    (0..Card::KINDS)
        .map(|k| {
            let n = cards.count(Card::from_kind(k).expect("kind"));
            char::from_digit(u32::from(n.min(15)), 16).expect("digit")
        })
        .collect()
}

/// The cards written by [`encode`]; `None` for anything else.
pub fn decode(code: &str) -> Option<Cards> {
    if code.len() != Card::KINDS {
        return None;
    }
    let mut cards = Cards::EMPTY;
    for (k, ch) in code.chars().enumerate() {
        let n = ch.to_digit(16)?;
        let card = Card::from_kind(k)?;
        (0..n).for_each(|_| cards.add(card));
    }
    Some(cards)
}

/// The groups the picker's selects are split into: one per currency, then certificates.
pub const GROUPS: [Option<Currency>; 4] = [
    Some(Currency::Red),
    Some(Currency::Brown),
    Some(Currency::Silver),
    None,
];

/// A change to the palaces as the rebuild chooser's options and controls carry it.
pub fn rebuild_code(change: &Rebuild) -> String {
    match change {
        Rebuild::Detach { tile } => format!("d{}", tile.0),
        Rebuild::Insert { tile, palace } => format!("i{}.{palace}", tile.0),
        Rebuild::Remove { tile } => format!("r{}", tile.0),
    }
}

/// The change written by [`rebuild_code`]; `None` for anything else.
pub fn parse_rebuild(code: &str) -> Option<Rebuild> {
    let (kind, rest) = code.split_at_checked(1)?;
    match kind {
        "d" => Some(Rebuild::Detach {
            tile: TileId(rest.parse().ok()?),
        }),
        "r" => Some(Rebuild::Remove {
            tile: TileId(rest.parse().ok()?),
        }),
        "i" => {
            let (tile, palace) = rest.split_once('.')?;
            Some(Rebuild::Insert {
                tile: TileId(tile.parse().ok()?),
                palace: palace.parse().ok()?,
            })
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::ids::{ComponentId, Control as Id, MAX_LEN};
    use crate::store::GameId;

    #[test]
    fn selections_round_trip_through_their_code() {
        let cards: Cards = ["red5", "red5", "cert", "silver7"]
            .iter()
            .map(|c| c.parse::<Card>().unwrap())
            .collect();
        assert_eq!(decode(&encode(&cards)), Some(cards));
        assert_eq!(encode(&Cards::EMPTY).len(), 16);
        assert_eq!(decode("zz"), None);
    }

    #[test]
    fn purposes_and_rebuilds_round_trip() {
        for p in [
            Purpose::Raise,
            Purpose::Buy([TileId(3)].into_iter().collect()),
            Purpose::Buy([TileId(3), TileId(40)].into_iter().collect()),
        ] {
            assert_eq!(Purpose::parse(&p.code()), Some(p));
        }
        assert_eq!(Purpose::parse("b1.2.3"), None);
        for r in [
            Rebuild::Detach { tile: TileId(5) },
            Rebuild::Insert {
                tile: TileId(5),
                palace: 2,
            },
            Rebuild::Remove { tile: TileId(47) },
        ] {
            assert_eq!(parse_rebuild(&rebuild_code(&r)), Some(r));
        }
    }

    fn every_kind() -> Vec<Control> {
        let cards: Cards = ["red7", "red7", "cert", "silver3"]
            .iter()
            .map(|c| c.parse::<Card>().unwrap())
            .collect();
        vec![
            Control::TakeMoney,
            Control::DrawTiles,
            Control::Auction,
            Control::Pass,
            Control::Pick("brown6".parse().unwrap()),
            Control::TakeTile,
            Control::Place(TileId(47)),
            Control::Buy,
            Control::Raise,
            Control::Rebuild,
            Control::BuyTiles,
            Control::Select {
                purpose: Purpose::Buy([TileId(46), TileId(47)].into_iter().collect()),
                group: 3,
                selected: cards,
            },
            Control::Cheapest(Purpose::Raise),
            Control::Pay {
                purpose: Purpose::Buy([TileId(3)].into_iter().collect()),
                payment: cards,
            },
            Control::RebuildChange(3),
            Control::RebuildPay(Rebuild::Insert {
                tile: TileId(47),
                palace: 9,
            }),
        ]
    }

    #[test]
    fn every_control_is_written_in_the_games_namespace_and_read_back() {
        for control in every_kind() {
            let id = control.id(GameId(7), 12);
            assert!(id.starts_with("tv1:7:12:g."), "{id}");
            let back = ComponentId::<Control>::parse(&id).unwrap();
            assert_eq!(back.control, Id::Game(control), "{id}");
        }
    }

    #[test]
    fn ids_posted_before_the_namespace_read_as_the_same_controls() {
        let card: Card = "red5".parse().unwrap();
        let selected = decode("0100000000000001").unwrap();
        for (old, control) in [
            ("tv1:42:17:take", Control::TakeMoney),
            ("tv1:42:17:draw", Control::DrawTiles),
            ("tv1:42:17:auction", Control::Auction),
            ("tv1:42:17:pass", Control::Pass),
            ("tv1:42:17:pick:red5", Control::Pick(card)),
            ("tv1:42:17:tile", Control::TakeTile),
            ("tv1:42:17:place:12", Control::Place(TileId(12))),
            ("tv1:42:17:buy", Control::Buy),
            ("tv1:42:17:raise", Control::Raise),
            ("tv1:42:17:rebuild", Control::Rebuild),
            ("tv1:42:17:buytiles", Control::BuyTiles),
            (
                "tv1:42:17:sel:b3.40:1:0100000000000001",
                Control::Select {
                    purpose: Purpose::Buy([TileId(3), TileId(40)].into_iter().collect()),
                    group: 1,
                    selected,
                },
            ),
            ("tv1:42:17:cheap:r", Control::Cheapest(Purpose::Raise)),
            (
                "tv1:42:17:pay:r:0100000000000001",
                Control::Pay {
                    purpose: Purpose::Raise,
                    payment: selected,
                },
            ),
            ("tv1:42:17:rb:2", Control::RebuildChange(2)),
            (
                "tv1:42:17:rbpay:d5",
                Control::RebuildPay(Rebuild::Detach { tile: TileId(5) }),
            ),
        ] {
            let id = ComponentId::<Control>::parse(old).unwrap();
            assert_eq!((id.game, id.version), (GameId(42), 17));
            assert_eq!(id.control, Id::Game(control.clone()), "{old}");
            // Written anew, it gains the namespace and nothing else.
            assert_eq!(control.id(GameId(42), 17), old.replace(":17:", ":17:g."));
        }
        assert_eq!(
            ComponentId::<Control>::parse("tv1:42:0:hand")
                .unwrap()
                .control,
            Id::Shared(crate::discord::ids::Shared::Hand)
        );
    }

    #[test]
    fn junk_after_any_control_is_refused() {
        crate::discord::ids::assert_junk_refused(&every_kind());
    }

    #[test]
    fn malformed_controls_are_refused() {
        for bad in [
            "tv1:1:1:g.pick:gold9",
            "tv1:1:1:g.pick",
            "tv1:1:1:g.take:1",
            "tv1:1:1:g.sel:r:4:0000000000000000",
            "tv1:1:1:g.sel:r:0:00",
            "tv1:1:1:g.pay:b1.2.3:0000000000000000",
            "tv1:1:1:g.rbpay:x5",
            "tv1:1:1:g.hand",
            "tv1:1:1:g.join",
            "tv1:1:1:nonsense",
        ] {
            assert!(ComponentId::<Control>::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_longest_ids_fit_discords_limit() {
        let longest = GameId(i64::MAX);
        for control in every_kind() {
            let id = control.id(longest, i64::MAX);
            assert!(id.len() <= MAX_LEN, "{} characters: {id}", id.len());
            assert!(ComponentId::<Control>::parse(&id).is_ok(), "{id}");
        }
        // The longest selection: fifteen of every kind of card.
        let all = decode(&"f".repeat(Card::KINDS)).unwrap();
        let id = Control::Select {
            purpose: Purpose::Buy([TileId(47), TileId(48)].into_iter().collect()),
            group: 3,
            selected: all,
        }
        .id(longest, i64::MAX);
        assert!(id.len() <= MAX_LEN, "{} characters: {id}", id.len());
    }
}
