//! The nine worked examples of the completed rules (G-117 to G-125), played through `choices`
//! and `apply` from positions built with real components. Every hand is set, so that no card
//! dealt at random delivers a message the example does not speak of.
//!
//! Where an example and the rules differ, the test follows the rules and says so: Example 2
//! lists the owner's income after the delivery, but G-84 pays it when the action is taken (on
//! acceptance), which the test checks; the totals are the same.

use super::action::{Action, Item, Take, TilePlay, VillaChoice};
use super::bundle::Bundle;
use super::card::CardKind;
use super::commodity::Commodity::{self, *};
use super::error::{OfferError, RuleError};
use super::event::Event;
use super::fixtures::{ANNA, BEN, CARA, DAN, b, bid, card, game, play, sold, sq, with};
use super::offer::{Subject, Terms};
use super::options::Options;
use super::tile::TileKind;
use super::{Genoa, Phase};
use crate::engine::{Game, Seat};

fn with_commodities(ducats: u32, kinds: &[Commodity]) -> Bundle {
    Bundle {
        ducats,
        commodities: kinds.iter().copied().collect(),
        ..Bundle::EMPTY
    }
}

/// The number the last offer made got.
fn last_offer(g: &Genoa) -> u16 {
    g.offers().last().expect("an open offer").id
}

/// `seat`'s choices but offers (plain trades are open all along).
fn turn_choices(g: &Genoa, seat: Seat) -> Vec<Action> {
    g.choices(seat)
        .into_iter()
        .filter(|a| !matches!(a, Action::Offer(_)))
        .collect()
}

fn ducats(g: &Genoa) -> Vec<u32> {
    g.all_seats().map(|s| g.seat(s).ducats).collect()
}

/// Three players with hands that deliver no message by chance.
fn three() -> Genoa {
    let mut g = game(3);
    g.set_hand(ANNA, &["L-09", "S-06", "M-02", "C-03"]);
    g.set_hand(BEN, &["L-10", "S-10", "M-09", "C-07"]);
    g.set_hand(CARA, &["L-11", "S-15", "M-10", "C-13"]);
    g.assert_sound();
    g
}

/// G-117: a five-square turn; compulsory sale; owner income; a message; phase 3.
#[test]
fn example_1_a_five_square_tower_turn() {
    let mut g = three();
    g.give_markers(ANNA, 2);
    g.set_owner("spices", BEN);
    g.give_card(BEN, "M-05");
    // 1. Villa Monetti: Cara buys the action for 10 and draws a contract.
    g.roll_to(8, 2);
    assert_eq!(g.window().unwrap().building, b("villa_monetti"));
    sold(&mut g, CARA, Bundle::ducats(10));
    assert_eq!(ducats(&g), [140, 130, 120]);
    let contracts = g.seat(CARA).hand.only(CardKind::Contract).len();
    play(&mut g, CARA, Action::Villa(VillaChoice::Contract));
    assert_eq!(
        g.seat(CARA).hand.only(CardKind::Contract).len(),
        contracts + 1
    );
    play(&mut g, CARA, Action::ActionOver);
    assert!(!g.has_action(CARA), "Cara's allowance is used");
    // 2. Spices: Anna acts herself; Ben, its owner, earns 10.
    play(&mut g, ANNA, Action::Step { to: sq(8, 3) });
    play(&mut g, ANNA, Action::Take);
    let events = play(&mut g, ANNA, Action::Receive);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Received { commodities, .. }
        if commodities.count(Pepper) == 1 && commodities.count(Saffron) == 1))
    );
    assert_eq!(ducats(&g), [140, 140, 120]);
    play(&mut g, ANNA, Action::ActionOver);
    // 3. Inn: Ben bids 5; Anna cannot act, so she must sell (G-49, G-49a).
    play(&mut g, ANNA, Action::Step { to: sq(8, 4) });
    let action = bid(&g, Bundle::ducats(5));
    play(&mut g, BEN, action);
    let bid_id = last_offer(&g);
    let anna = g.choices(ANNA);
    assert!(!anna.contains(&Action::Take) && !anna.contains(&Action::Void));
    assert_eq!(
        g.clone().apply(ANNA, &Action::Decline { offer: bid_id }),
        Err(RuleError::CannotDecline)
    );
    assert_eq!(
        g.clone().apply(ANNA, &Action::Void),
        Err(RuleError::BidStands)
    );
    play(&mut g, ANNA, Action::Accept { offer: bid_id });
    play(&mut g, BEN, Action::Receive);
    assert_eq!(g.seat(BEN).tiles.count(TileKind::Trade), 1);
    play(&mut g, BEN, Action::ActionOver);
    assert_eq!(ducats(&g), [145, 135, 120]);
    // 4. A street: no window; (8,5) was legal too, but opens none (G-44).
    assert!(g.is_legal_step(sq(8, 5)) && !g.opens_window(sq(8, 5)));
    play(&mut g, ANNA, Action::Step { to: sq(7, 4) });
    assert_eq!(g.phase, Phase::Move);
    // 5. Guild Hall, the fourth step: M-05 is delivered; the window is void at once (G-50).
    let events = play(&mut g, ANNA, Action::Step { to: sq(6, 4) });
    assert!(events.contains(&Event::MessageDelivered {
        seat: BEN,
        card: card("M-05"),
        ducats: 30
    }));
    assert!(events.contains(&Event::WindowVoid {
        building: b("guild_hall"),
        by_itself: true
    }));
    assert_eq!(g.pile(CardKind::Message).face_up(), [card("M-05")]);
    // 6. Only the stop is left; the right of (7,4) goes to Guild Hall.
    assert_eq!(turn_choices(&g, ANNA), [Action::Stop]);
    play(&mut g, ANNA, Action::Stop);
    assert_eq!(
        g.candidates(g.current_right().unwrap()),
        [b("inn"), b("guild_hall")].into_iter().collect()
    );
    play(
        &mut g,
        ANNA,
        Action::Place {
            building: b("guild_hall"),
        },
    );
    // 7. The turn ends.
    play(&mut g, ANNA, Action::EndTurn);
    assert_eq!(g.tower(), BEN);
    assert_eq!(ducats(&g), [145, 165, 120]);
    assert_eq!(g.owner(b("guild_hall")), Some(ANNA));
}

/// G-118: a large order delivered.
#[test]
fn example_2_a_large_order_delivered() {
    let mut g = three();
    g.set_tower(BEN);
    g.give_card(CARA, "L-05");
    g.give_commodities(CARA, &[Linen, Ale, Copper, Pepper]);
    g.set_owner("villa_monetti", ANNA);
    g.roll_to(6, 2);
    play(&mut g, BEN, Action::Step { to: sq(7, 2) });
    let action = bid(&g, with_commodities(15, &[Pepper]));
    play(&mut g, CARA, action);
    let caras = last_offer(&g);
    let action = bid(&g, Bundle::ducats(20));
    play(&mut g, ANNA, action);
    // Ben may pick either bid (G-49); the owner is paid when the action is taken (G-84).
    let events = play(&mut g, BEN, Action::Accept { offer: caras });
    assert!(events.contains(&Event::OwnerIncome {
        owner: ANNA,
        building: b("villa_monetti"),
        ducats: 10
    }));
    assert_eq!(g.offers().len(), 0, "Anna's bid lapsed (G-61)");
    let deliver = Action::Villa(VillaChoice::Deliver {
        card: card("L-05"),
        tile: Some(TileKind::ExtraAction),
    });
    play(&mut g, CARA, deliver);
    assert_eq!(g.pile(CardKind::LargeOrder).face_up(), [card("L-05")]);
    // One or the other of the villa's options, and one order per action.
    for again in [Action::Villa(VillaChoice::Contract), deliver] {
        assert_eq!(
            g.clone().apply(CARA, &again),
            Err(RuleError::EffectReceived)
        );
    }
    play(&mut g, CARA, Action::ActionOver);
    assert_eq!(ducats(&g), [140, 145, 215]);
    let cara = g.seat(CARA);
    assert!(cara.commodities.is_empty());
    assert_eq!(cara.tiles.count(TileKind::ExtraAction), 1);
    assert_eq!(g.seat(BEN).commodities.count(Pepper), 1);
}

/// G-119: a small order completed with a tile gained in the same action; and what is not
/// allowed.
#[test]
fn example_3_a_small_order_with_a_tile_gained_in_the_same_action() {
    let mut g = three();
    g.give_card(BEN, "S-07");
    g.roll_to(3, 8);
    assert_eq!(g.window().unwrap().building, b("harbor"));
    sold(&mut g, BEN, Bundle::ducats(10));
    play(&mut g, BEN, Action::Receive);
    // (b) an order for another building.
    g.give_card(BEN, "S-01");
    g.give_commodities(BEN, &[Pepper]);
    let city_hall = Action::SmallOrder { card: card("S-01") };
    assert_eq!(g.clone().apply(BEN, &city_hall), Err(RuleError::WrongCard));
    play(
        &mut g,
        BEN,
        Action::Play(TilePlay::Commodity { kind: Linen }),
    );
    assert!(g.seat(BEN).tiles.is_empty(), "the tile went back (G-77)");
    let events = play(&mut g, BEN, Action::SmallOrder { card: card("S-07") });
    assert!(events.contains(&Event::SmallOrderDelivered {
        seat: BEN,
        card: card("S-07"),
        ducats: 40
    }));
    play(&mut g, BEN, Action::ActionOver);
    assert_eq!(g.seat(BEN).ducats, 160, "Ben +30 net");
    assert_eq!(g.pile(CardKind::SmallOrder).face_up(), [card("S-07")]);
    // (c) a tile after the action is over.
    g.give_tiles(BEN, &[TileKind::CommodityOfChoice]);
    let late = Action::Play(TilePlay::Commodity { kind: Ale });
    assert!(g.clone().apply(BEN, &late).is_err());

    // (a) two small orders in one action, at City Hall.
    let mut g = three();
    g.set_hand(BEN, &["S-01", "S-02"]);
    g.give_commodities(BEN, &[Pepper, Silk]);
    g.roll_to(4, 3);
    sold(&mut g, BEN, Bundle::ducats(10));
    play(&mut g, BEN, Action::SmallOrder { card: card("S-01") });
    let second = Action::SmallOrder { card: card("S-02") };
    assert_eq!(g.clone().apply(BEN, &second), Err(RuleError::OrderDone));

    // (d) a Building action on the Harbor he owns cannot complete S-07 (G-83).
    let mut g = three();
    g.set_hand(BEN, &["S-07"]);
    g.give_commodities(BEN, &[Linen]);
    g.give_tiles(BEN, &[TileKind::BuildingAction]);
    g.set_owner("harbor", BEN);
    g.roll_to(1, 6);
    sold(&mut g, BEN, Bundle::ducats(10));
    play(
        &mut g,
        BEN,
        Action::Play(TilePlay::BuildingAction {
            building: b("harbor"),
            villa: None,
        }),
    );
    let s07 = Action::SmallOrder { card: card("S-07") };
    assert_eq!(g.clone().apply(BEN, &s07), Err(RuleError::WrongCard));
}

/// G-120: Building action.
#[test]
fn example_4_building_action() {
    let mut g = three();
    g.set_owner("park", CARA);
    g.give_tiles(CARA, &[TileKind::BuildingAction]);
    g.set_owner("tavern", BEN);
    g.roll_to(1, 4);
    let events = sold(&mut g, CARA, Bundle::ducats(10));
    assert!(events.contains(&Event::OwnerIncome {
        owner: BEN,
        building: b("tavern"),
        ducats: 10
    }));
    play(&mut g, CARA, Action::Receive);
    let events = play(
        &mut g,
        CARA,
        Action::Play(TilePlay::BuildingAction {
            building: b("park"),
            villa: None,
        }),
    );
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::OwnerIncome { .. }))
    );
    let cara = g.seat(CARA);
    assert_eq!(cara.tiles.count(TileKind::ExtraAction), 1);
    assert_eq!(cara.tiles.count(TileKind::Trade), 1);
    assert_eq!(cara.tiles.count(TileKind::BuildingAction), 0);
    assert_eq!(cara.actions, 1, "still one action taken");
    play(&mut g, CARA, Action::ActionOver);
    // Between actions, no Building action (G-80).
    g.give_tiles(CARA, &[TileKind::BuildingAction]);
    let ba = Action::Play(TilePlay::BuildingAction {
        building: b("park"),
        villa: None,
    });
    assert!(g.clone().apply(CARA, &ba).is_err());
    play(&mut g, ANNA, Action::Step { to: sq(2, 4) });
    play(&mut g, ANNA, Action::Step { to: sq(3, 4) });
    // Her allowance is used, but the Extra action tile makes her bid valid (G-58).
    let events = sold(&mut g, CARA, Bundle::ducats(10));
    assert!(events.contains(&Event::ActionTaken {
        seat: CARA,
        building: b("post_office"),
        extra: true
    }));
    let messages = g.seat(CARA).hand.only(CardKind::Message).len();
    play(&mut g, CARA, Action::Receive);
    assert_eq!(
        g.seat(CARA).hand.only(CardKind::Message).len(),
        messages + 2
    );
    assert_eq!(g.seat(CARA).tiles.count(TileKind::ExtraAction), 0);
    play(&mut g, CARA, Action::ActionOver);
    // Nor in phase 3.
    play(&mut g, ANNA, Action::Stop);
    assert!(g.clone().apply(CARA, &ba).is_err());
}

/// G-121: contract scoring with a chain, and its two variants.
#[test]
fn example_5_contract_scoring_with_a_chain() {
    let contracts = ["C-08", "C-14", "C-06", "C-04", "C-09", "C-01"];
    let owned = ["spices", "inn", "metals", "villa_zasteri", "harbor", "park"];
    let ben = |options: Options| {
        let mut g = with(options, 3);
        g.set_hand(BEN, &contracts);
        for key in owned {
            g.set_owner(key, BEN);
        }
        g.assert_sound();
        g
    };
    let g = ben(Options::default());
    let groups: Vec<usize> = super::data::board()
        .groups(g.contracted(BEN))
        .map(super::building::BuildingSet::len)
        .collect();
    assert_eq!(
        groups.iter().sum::<usize>(),
        5,
        "Villa Colini and Park do not count"
    );
    assert!(groups.contains(&4) && groups.contains(&1));
    assert_eq!(g.contract_income(BEN), 110);

    let mut g = ben(Options::default());
    g.give_card(BEN, "C-11");
    g.set_owner("coach_house", BEN);
    assert_eq!(g.contract_income(BEN), 200, "one group of six");

    let g = ben(Options {
        contract_requires_ownership: false,
        ..Options::default()
    });
    assert_eq!(g.contract_income(BEN), 120);
}

/// G-122: Trade 1:1.
#[test]
fn example_6_trade_one_for_one() {
    let mut g = three();
    g.set_tower(BEN);
    g.set_hand(CARA, &["S-08", "L-13"]);
    g.give_tiles(CARA, &[TileKind::Trade]);
    g.give_commodities(CARA, &[Silk, Saffron]);
    g.roll_to(1, 6);
    sold(&mut g, CARA, Bundle::ducats(5));
    play(&mut g, CARA, Action::Receive);
    // She could have given the new ale for a tile, a card or a marker instead.
    for take in [
        Take::Tile(TileKind::StartingSpace),
        Take::Card(CardKind::Contract),
        Take::Marker,
    ] {
        assert_eq!(g.check_trade(CARA, Item::Commodity(Ale), take), Ok(()));
    }
    let trade = TilePlay::Trade {
        give: Item::Card(card("S-08")),
        take: Take::Commodity(Copper),
    };
    play(&mut g, CARA, Action::Play(trade));
    let cara = g.seat(CARA);
    assert!(
        [Copper, Silk, Saffron]
            .iter()
            .all(|&k| cara.commodities.contains(k))
    );
    assert!(cara.tiles.is_empty());
    assert_eq!(g.pile(CardKind::SmallOrder).face_up(), [card("S-08")]);

    // Never from another player: with all copper held by Anna, none can be taken.
    let mut g = three();
    g.set_tower(BEN);
    g.give_tiles(CARA, &[TileKind::Trade]);
    g.give_commodities(ANNA, &[Copper; 5]);
    g.roll_to(1, 6);
    sold(&mut g, CARA, Bundle::ducats(5));
    play(&mut g, CARA, Action::Receive);
    let copper = Action::Play(TilePlay::Trade {
        give: Item::Commodity(Ale),
        take: Take::Commodity(Copper),
    });
    assert_eq!(g.clone().apply(CARA, &copper), Err(RuleError::SupplyEmpty));
    // Nor in phase 3.
    play(&mut g, CARA, Action::ActionOver);
    play(&mut g, BEN, Action::Stop);
    let wine = Action::Play(TilePlay::Trade {
        give: Item::Commodity(Ale),
        take: Take::Commodity(Wine),
    });
    assert!(g.clone().apply(CARA, &wine).is_err());
}

/// G-123: acquisition rights sold in phase 3.
#[test]
fn example_7_acquisition_rights_sold_in_phase_3() {
    let mut g = three();
    g.set_tower(BEN);
    g.give_markers(BEN, 1);
    g.give_markers(CARA, 1);
    g.roll_to(2, 4);
    play(&mut g, BEN, Action::Step { to: sq(2, 5) });
    play(&mut g, BEN, Action::Stop);
    play(
        &mut g,
        BEN,
        Action::Place {
            building: b("tavern"),
        },
    );
    assert_eq!(
        g.candidates(g.current_right().unwrap()),
        [b("post_office")].into_iter().collect()
    );
    let right = Action::Offer(Terms {
        to: Some(BEN),
        subject: Subject::Right {
            building: b("post_office"),
        },
        give: Bundle::ducats(15),
        get: Bundle::EMPTY,
        reveal: false,
    });
    play(&mut g, CARA, right);
    // He could decline it and let the right lapse (G-90) ...
    let declined = {
        let mut g = g.clone();
        let action = Action::Decline {
            offer: last_offer(&g),
        };
        play(&mut g, BEN, action);
        play(&mut g, BEN, Action::Lapse);
        g
    };
    assert_eq!(declined.owner(b("post_office")), None);
    // ... but he sells it.
    let action = Action::Accept {
        offer: last_offer(&g),
    };
    play(&mut g, BEN, action);
    assert_eq!(g.owner(b("post_office")), Some(CARA));
    assert_eq!(g.owner(b("tavern")), Some(BEN));
    assert_eq!(ducats(&g), [130, 145, 115]);
    play(&mut g, BEN, Action::EndTurn);
    assert_eq!(g.tower(), CARA);
}

/// G-124: a market start costs a round, and the game still completes the round in progress.
#[test]
fn example_8_market_start() {
    let mut g = game(4);
    assert_eq!(g.rounds_left, 8);
    g.rounds_left = 6;
    g.set_tower(DAN);
    let events = g.roll_to(5, 4);
    assert!(events.contains(&Event::MarketStart { rounds_left: 5 }));
    assert_eq!(g.phase, Phase::Start, "Dan rolls again");
    g.roll_to(2, 6);
    let mut left = Vec::new();
    let mut turns = 0;
    loop {
        let tower = g.tower();
        if g.phase == Phase::Start {
            g.roll_to(2, 6);
        }
        play(&mut g, tower, Action::Stop);
        let events = play(&mut g, tower, Action::EndTurn);
        turns += 1;
        left.extend(events.iter().filter_map(|e| match e {
            Event::RoundEnded { rounds_left } => Some(*rounds_left),
            _ => None,
        }));
        if g.is_over() {
            break;
        }
    }
    assert_eq!(left, [4, 3, 2, 1, 0], "rounds 3 to 7");
    assert_eq!(turns, 1 + 4 * 4);

    // In the last round a market start changes nothing (G-95).
    let mut g = game(4);
    g.rounds_left = 1;
    let events = g.roll_to(4, 5);
    assert!(events.contains(&Event::MarketStart { rounds_left: 1 }));
}

/// G-125: two players.
#[test]
fn example_9_two_players() {
    let mut g = game(2);
    g.set_hand(ANNA, &["L-09", "S-06", "M-02", "C-03"]);
    g.set_hand(BEN, &["L-10", "S-10", "M-09", "C-07"]);
    g.give_tiles(ANNA, &[TileKind::ExtraAction]);
    g.give_commodities(BEN, &[Wine]);
    // 1. Villa Colini: money alone is refused (G-100); ten ducats and the wine buy it.
    g.roll_to(1, 2);
    let money = bid(&g, Bundle::ducats(20));
    assert_eq!(
        g.clone().apply(BEN, &money),
        Err(RuleError::BadOffer(OfferError::TwoPlayerItem))
    );
    sold(&mut g, BEN, with_commodities(10, &[Wine]));
    play(&mut g, BEN, Action::Villa(VillaChoice::Contract));
    play(&mut g, BEN, Action::ActionOver);
    // 2. Ben has acted, so Anna has two actions (G-101) before her tile is needed.
    for (to, building) in [((1, 3), "fabric"), ((1, 4), "tavern")] {
        play(&mut g, ANNA, Action::Step { to: sq(to.0, to.1) });
        let events = play(&mut g, ANNA, Action::Take);
        assert!(events.contains(&Event::ActionTaken {
            seat: ANNA,
            building: b(building),
            extra: false
        }));
        play(&mut g, ANNA, Action::Receive);
        play(&mut g, ANNA, Action::ActionOver);
    }
    assert_eq!(g.seat(ANNA).tiles.count(TileKind::ExtraAction), 1);
    // 3. The Tavern's second square opens no window (G-44).
    play(&mut g, ANNA, Action::Step { to: sq(1, 5) });
    assert_eq!(g.phase, Phase::Move);
    // 4. Drinks: the tile gives a third action (G-102); Ben has none to bid with.
    play(&mut g, ANNA, Action::Step { to: sq(1, 6) });
    assert!(
        !g.choices(BEN)
            .iter()
            .any(|a| matches!(a, Action::Offer(t) if t.subject == Subject::Action))
    );
    let events = play(&mut g, ANNA, Action::Take);
    assert!(events.contains(&Event::ActionTaken {
        seat: ANNA,
        building: b("drinks"),
        extra: true
    }));
    play(&mut g, ANNA, Action::Receive);
    play(&mut g, ANNA, Action::ActionOver);
    // 5. No step is legal, and no street holds a disc: no right.
    assert_eq!(turn_choices(&g, ANNA), [Action::Stop]);
    play(&mut g, ANNA, Action::Stop);
    assert_eq!(g.current_right(), None);
    play(&mut g, ANNA, Action::EndTurn);
    let anna = g.seat(ANNA);
    assert_eq!(anna.ducats, 140);
    assert_eq!(
        [Wine, Ale, Linen, Silk].map(|k| anna.commodities.count(k)),
        [2, 1, 1, 1]
    );
    assert_eq!(anna.tiles.count(TileKind::Trade), 1);
    assert_eq!(anna.tiles.count(TileKind::ExtraAction), 0);
    let ben = g.seat(BEN);
    assert_eq!((ben.ducats, ben.commodities.count(Wine)), (120, 0));
    assert_eq!(ben.hand.only(CardKind::Contract).len(), 2);
}
