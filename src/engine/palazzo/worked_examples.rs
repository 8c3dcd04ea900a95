//! The rule texts' worked examples, played through `choices` and `apply`.

use super::components::{Currency, Material, Tile};
use super::fixtures::{auction, game, raise, tile};
use super::money::{Cards, cards, cheapest_payment};
use super::{Action, Event, Palazzo, Phase, Rebuild, RuleError, Site};
use crate::engine::{Game, Seat, SeatSet};

use Material::{Brick as B, Marble as M, Sandstone as S};

/// The sites `choices` offers seat 0 for `tile`.
fn sites(g: &Palazzo, tile: &Tile) -> Vec<Site> {
    g.choices(Seat(0))
        .into_iter()
        .filter_map(|a| match a {
            Action::Place { tile: t, site } if t == tile.id => Some(site),
            _ => None,
        })
        .collect()
}

fn place(g: &mut Palazzo, tile: &Tile, site: Site) -> Result<Vec<Event>, RuleError> {
    g.apply(
        Seat(0),
        &Action::Place {
            tile: tile.id,
            site,
        },
    )
}

fn floors(g: &Palazzo, seat: u8, palace: usize) -> Vec<u8> {
    g.seat(Seat(seat)).palaces()[palace]
        .tiles()
        .map(|t| t.floor)
        .collect()
}

/// Anita owns palace A (floors 1 and 3) and palace B (floors 2 and 4, all marble) and has just
/// acquired tile 1 (floor 2), tile 2 (floor 4) and tile 3 (floor 5, marble).
#[test]
fn example_anita_building() {
    let mut g = game(2);
    g.set_hand(Seat(0), "red3 brown7");
    let a = [tile(&g, B, 1, 1), tile(&g, S, 3, 2)];
    let b = [tile(&g, M, 2, 1), tile(&g, M, 4, 2)];
    g.give_palace(Seat(0), &a);
    g.give_palace(Seat(0), &b);
    let (t1, t2, t3) = (tile(&g, B, 2, 2), tile(&g, S, 4, 1), tile(&g, M, 5, 3));
    g.acquire(Seat(0), &[t1, t2, t3]);
    g.assert_sound();

    // Tile 1 cannot go on A (1, 3, 2 is not rising), nor be slid between 1 and 3 directly;
    // nor on B, which has a floor 2 already. It can only start palace C (or leave the game).
    assert_eq!(sites(&g, &t1), [Site::NewPalace, Site::OutOfGame]);
    let before = g.clone();
    assert_eq!(
        place(&mut g, &t1, Site::Palace(0)),
        Err(RuleError::NotOnTop {
            floor: 2,
            palace: 1,
            top: 3
        })
    );
    assert_eq!(
        place(&mut g, &t1, Site::Palace(1)),
        Err(RuleError::NotOnTop {
            floor: 2,
            palace: 2,
            top: 4
        })
    );
    assert_eq!(g, before);
    place(&mut g, &t1, Site::NewPalace).unwrap();
    assert_eq!(floors(&g, 0, 2), [2], "palace C");
    g.assert_sound();

    // Tile 2 goes on A (or on C), never on B, which has a floor 4.
    assert_eq!(
        sites(&g, &t2),
        [
            Site::Palace(0),
            Site::Palace(2),
            Site::NewPalace,
            Site::OutOfGame
        ]
    );
    let before = g.clone();
    assert_eq!(
        place(&mut g, &t2, Site::Palace(1)),
        Err(RuleError::NotOnTop {
            floor: 4,
            palace: 2,
            top: 4
        })
    );
    assert_eq!(g, before);
    place(&mut g, &t2, Site::Palace(0)).unwrap();
    assert_eq!(floors(&g, 0, 0), [1, 3, 4]);
    g.assert_sound();

    // Tile 3 may go on A, B or C; B, of its material, is the best play.
    assert_eq!(
        sites(&g, &t3),
        [
            Site::Palace(0),
            Site::Palace(1),
            Site::Palace(2),
            Site::NewPalace,
            Site::OutOfGame
        ]
    );
    for p in [0, 2] {
        let mut other = g.clone();
        place(&mut other, &t3, Site::Palace(p)).unwrap();
        other.assert_sound();
    }
    place(&mut g, &t3, Site::Palace(1)).unwrap();
    assert_eq!(floors(&g, 0, 1), [2, 4, 5]);
    assert!(g.seat(Seat(0)).palaces()[1].is_pure());
    assert_eq!(g.active(), Seat(1), "all three are built: the turn passes");
    g.assert_sound();

    // Seat 1 takes money; then, on her next turn, Anita rebuilds tile 1 into A, between its
    // floors 1 and 3, for one card.
    g.apply(Seat(1), &Action::TakeMoney).unwrap();
    while g.to_act() == SeatSet::only(Seat(1)) {
        let Some(Action::PickMoney { card }) = g.choices(Seat(1)).first().cloned() else {
            panic!("seat 1 picks money")
        };
        g.apply(Seat(1), &Action::PickMoney { card }).unwrap();
    }
    assert_eq!(g.active(), Seat(0));
    let change = Rebuild::Insert {
        tile: t1.id,
        palace: 0,
    };
    let red3 = "red3".parse().unwrap();
    assert!(
        g.choices(Seat(0))
            .contains(&Action::Rebuild { change, pay: red3 })
    );
    let hand = *g.seat(Seat(0)).hand();
    let discards = g.discards;
    g.apply(Seat(0), &Action::Rebuild { change, pay: red3 })
        .unwrap();
    assert_eq!(floors(&g, 0, 0), [1, 2, 3, 4]);
    assert_eq!(g.seat(Seat(0)).palaces().len(), 2, "palace C is gone");
    let mut paid = hand;
    paid.remove_all(g.seat(Seat(0)).hand());
    assert_eq!(paid, cards("red3"), "exactly one card");
    let mut added = g.discards;
    added.remove_all(&discards);
    assert_eq!(added, cards("red3"), "it goes to the discards");
    assert_eq!(g.active(), Seat(1));
    g.assert_sound();
}

/// Monika auctions with 8 cards in hand; her bid grows 3, 18, 26 and she passes at 31.
/// (Translation B has the high bid at 24 where A has 25; either way 26 beats it.)
#[test]
fn example_monika_bidding() {
    const MONIKA: &str = "red4 brown4 silver4 cert cert cert silver6 brown5";
    const RIVAL: &str = "red7 red5 red3 red6 red4 red6";
    let mut g = game(3);
    g.set_hands(&[MONIKA, RIVAL, ""]);
    // Only quarry 1 holds a tile, so wherever the drawn tile lands (1–3 windows from quarry
    // 0), the architect moves to quarry 1, which holds one or two tiles: an auction.
    let t = tile(&g, S, 2, 2);
    for q in [0, 2, 3] {
        g.set_quarry(q, &[]);
    }
    g.set_quarry(1, &[t]);
    g.assert_sound();
    g.apply(Seat(0), &Action::DrawTiles).unwrap();
    let lot = g.quarry(1).to_vec();
    assert!((1..=3).contains(&lot.len()));
    let events = g.apply(Seat(0), &Action::Auction).unwrap();
    assert_eq!(
        events,
        [
            Event::ArchitectMoved { quarry: 1 },
            Event::AuctionOpened {
                seat: Seat(0),
                quarry: 1
            }
        ]
    );
    assert_eq!(auction(&g).bids[0].total, 3, "the 3-certificate");

    raise(&mut g, 1, "red7 red5 red3").unwrap();
    g.apply(Seat(2), &Action::Pass).unwrap();
    // The three 4s are a group: 15, for a bid of 18.
    raise(&mut g, 0, "red4 brown4 silver4").unwrap();
    assert_eq!(auction(&g).bids[0].total, 18);
    raise(&mut g, 1, "red6 red4").unwrap();
    assert_eq!(auction(&g).high(), (Seat(1), 25));

    // Her cheapest raise is the silver 6 and one certificate: 26.
    let bid = &auction(&g).bids[0];
    let hand = g.seat(Seat(0)).hand();
    assert_eq!(
        cheapest_payment(hand, 25 + 1 - bid.total, bid.currency),
        Some(cards("silver6 cert"))
    );
    assert_eq!(
        g.choices(Seat(0)),
        [
            Action::Raise {
                cards: cards("silver6 cert")
            },
            Action::Pass
        ]
    );
    // The other choice of the text: the three certificates, 18 + 15 = 33.
    let mut three = g.clone();
    raise(&mut three, 0, "cert cert cert").unwrap();
    assert_eq!(auction(&three).bids[0].total, 33);
    raise(&mut g, 0, "silver6 cert").unwrap();
    assert_eq!(auction(&g).bids[0].total, 26);
    assert_eq!(auction(&g).bids[0].currency, Some(Currency::Silver));
    g.assert_sound();

    raise(&mut g, 1, "red6").unwrap();
    assert_eq!(auction(&g).high(), (Seat(1), 31));

    // She cannot reach 32: the brown 5 is the wrong currency, and her two certificates are
    // worth 4, not a group.
    let before = g.clone();
    assert_eq!(
        raise(&mut g, 0, "brown5"),
        Err(RuleError::WrongCurrency(Currency::Silver))
    );
    assert_eq!(
        raise(&mut g, 0, "cert cert"),
        Err(RuleError::BidTooLow {
            high: 31,
            total: 30
        })
    );
    assert_eq!(g, before);
    assert_eq!(g.choices(Seat(0)), [Action::Pass]);
    assert!(auction(&g).bids[0].certificate);

    let events = g.apply(Seat(0), &Action::Pass).unwrap();
    assert_eq!(
        events,
        [
            Event::Passed { seat: Seat(0) },
            Event::AuctionWon {
                seat: Seat(1),
                total: 31,
                tiles: lot.len()
            }
        ]
    );
    assert_eq!(
        *g.seat(Seat(0)).hand(),
        cards(MONIKA),
        "all 8 cards come back"
    );
    assert!(
        !matches!(g.phase, Phase::Auction(_)),
        "the 3-certificate is set aside with the auction"
    );
    assert_eq!(g.discards, cards(RIVAL), "the winner's bid is discarded");
    assert_eq!(*g.seat(Seat(1)).hand(), Cards::EMPTY);
    assert!(g.quarry(1).is_empty());
    assert_eq!(g.pending(Seat(1)), lot.as_slice());
    g.assert_sound();

    for t in &lot {
        assert_eq!(g.to_act(), SeatSet::only(Seat(1)));
        g.apply(
            Seat(1),
            &Action::Place {
                tile: t.id,
                site: Site::NewPalace,
            },
        )
        .unwrap();
        g.assert_sound();
    }
    assert_eq!(g.seat(Seat(1)).palaces().len(), lot.len());
    assert_eq!(g.active(), Seat(1), "the seat after the auctioneer");
    assert_eq!(g.phase, Phase::ChooseAction);
}

/// The texts' tip: rebuilding the lone tile into the two-floor palace turns −5 + 0 into +8
/// (three floors of one material with 5 windows: 5 + 3), a gain of 13.
#[test]
fn example_rebuild_tip() {
    let mut g = game(2);
    g.set_hand(Seat(0), "red3");
    let two = [tile(&g, B, 1, 2), tile(&g, B, 5, 2)];
    let lone = tile(&g, B, 3, 1);
    g.give_palace(Seat(0), &two);
    g.give_palace(Seat(0), &[lone]);
    assert_eq!(g.score(Seat(0)), -5);
    let change = Rebuild::Insert {
        tile: lone.id,
        palace: 0,
    };
    g.apply(
        Seat(0),
        &Action::Rebuild {
            change,
            pay: "red3".parse().unwrap(),
        },
    )
    .unwrap();
    assert_eq!(floors(&g, 0, 0), [1, 3, 5]);
    assert_eq!(g.score(Seat(0)), 8);
    g.assert_sound();
}
