//! The rule text's worked examples, played through `choices` and `apply`.

use super::components::BuildingType::{self, *};
use super::components::{Currency, Scoring, assumed};
use super::fixtures::{game, scoring_next};
use super::money::cards;
use super::{Action, Alhambra, Event, ScoringResult};
use crate::engine::{Game, Seat};

/// The scoring reported by these events.
fn scored(events: &[Event], scoring: Scoring) -> ScoringResult {
    events
        .iter()
        .find_map(|e| match e {
            Event::Scored(r) if r.scoring == scoring => Some(r.clone()),
            _ => None,
        })
        .unwrap_or_else(|| panic!("scoring {scoring} in {events:?}"))
}

/// Each seat's points for one type in a scoring.
fn of_type(result: &ScoringResult, kind: BuildingType) -> Vec<u32> {
    result.seats.iter().map(|p| p[kind.index()]).collect()
}

/// A yard holding none of the types the examples count.
fn plain_yard(g: &mut Alhambra) {
    for (c, (k, p)) in
        assumed::SLOTS
            .into_iter()
            .zip([(Pavilion, 2), (Seraglio, 3), (Arcades, 4), (Pavilion, 3)])
    {
        g.set_slot(c, k, p);
    }
}

fn buy(slot: Currency, pay: &str) -> Action {
    Action::Buy {
        slot,
        payment: cards(pay),
        for_dirk: false,
    }
}

/// Lucy wants the garden on offer for 10 of the blue currency (denars). She owns two blue
/// cards and pays 11: no change, and her turn is over. Had she paid 10 exactly, she would act
/// again.
#[test]
fn example_lucys_garden() {
    let mut g = game(3);
    g.set_slot(Currency::Denar, Garden, 10);
    g.set_hand(Seat(0), "denar5 denar6");
    g.assert_sound();
    let offered = buy(Currency::Denar, "denar5 denar6");
    assert!(g.choices(Seat(0)).contains(&offered), "her only payment");
    let events = g.apply(Seat(0), &offered).unwrap();
    assert!(matches!(
        events[0],
        Event::Bought {
            exact: false,
            seat: Seat(0),
            ..
        }
    ));
    assert_eq!(g.seat(Seat(0)).buildings()[0].kind, Garden);
    assert!(g.seat(Seat(0)).hand().is_empty(), "no change");
    assert_eq!(g.active(), Seat(1), "her turn is finished");
    g.assert_sound();

    // Paying 10 exactly, she continues: take money or buy again.
    let mut g = game(3);
    g.set_slot(Currency::Denar, Garden, 10);
    g.set_hand(Seat(0), "denar4 denar6");
    let events = g
        .apply(Seat(0), &buy(Currency::Denar, "denar4 denar6"))
        .unwrap();
    assert!(matches!(events[..], [Event::Bought { exact: true, .. }]));
    assert_eq!(g.active(), Seat(0));
    assert_eq!(g.actions_taken(), 1);
    let again = g.choices(Seat(0));
    assert!(again.iter().any(|a| matches!(a, Action::TakeMoney { .. })));
    g.assert_sound();
}

/// "The player may pick up both money cards on the left or any one of the other two." The
/// picture is not in the text; these four cards fit it.
#[test]
fn example_take_money_both_on_the_left_or_one_of_the_others() {
    let mut g = game(3);
    g.set_display("denar2 dirham3 ducat6 florin8");
    let takes: Vec<_> = g
        .choices(Seat(0))
        .into_iter()
        .filter_map(|a| match a {
            Action::TakeMoney { cards } => Some(cards),
            _ => None,
        })
        .collect();
    assert!(takes.contains(&cards("denar2 dirham3")));
    assert!(takes.contains(&cards("ducat6")));
    assert!(takes.contains(&cards("florin8")));
    assert!(!takes.contains(&cards("denar2 ducat6")));
}

/// "The player owning the most white building cards gains 4 points" in scoring A.
#[test]
fn example_the_white_majority_in_scoring_a_gains_4() {
    let mut g = game(3);
    plain_yard(&mut g);
    g.give_buildings(Seat(1), &[Chambers, Chambers]);
    g.give_buildings(Seat(2), &[Chambers]);
    scoring_next(&mut g, Scoring::A);
    let events = g.take_first_money(Seat(0));
    let a = scored(&events, Scoring::A);
    assert_eq!(
        of_type(&a, Chambers),
        [0, 4, 0],
        "only the majority scores in A"
    );
    assert_eq!(g.points(Seat(1)), 4);
    g.assert_sound();
}

/// Scoring B: the most purple cards gain 13, the second most 6.
#[test]
fn example_purple_in_scoring_b_gains_13_and_6() {
    let mut g = game(4);
    plain_yard(&mut g);
    scoring_next(&mut g, Scoring::A);
    g.take_first_money(Seat(0));
    g.give_buildings(Seat(0), &[Tower, Tower, Tower]);
    g.give_buildings(Seat(2), &[Tower, Tower]);
    g.give_buildings(Seat(3), &[Tower]);
    scoring_next(&mut g, Scoring::B);
    let events = g.take_first_money(Seat(1));
    let b = scored(&events, Scoring::B);
    assert_eq!(of_type(&b, Tower), [13, 0, 6, 0]);
    g.assert_sound();
}

/// Tobi and Nina own 4 purple cards each in scoring B: they share 13 + 6 = 19, 9 each (rounded
/// down); Kate's 2 towers come third, which B does not pay.
#[test]
fn example_tobi_and_nina_share_purple_in_scoring_b() {
    let (tobi, nina, kate) = (Seat(0), Seat(1), Seat(2));
    let mut g = game(3);
    plain_yard(&mut g);
    scoring_next(&mut g, Scoring::A);
    g.take_first_money(tobi);
    g.give_buildings(tobi, &[Tower; 4]);
    g.give_buildings(nina, &[Tower; 4]);
    g.give_buildings(kate, &[Tower; 2]);
    scoring_next(&mut g, Scoring::B);
    let events = g.take_first_money(nina);
    let b = scored(&events, Scoring::B);
    assert_eq!(of_type(&b, Tower), [9, 9, 0]);
    g.assert_sound();
}

/// Scoring C at the end: Paul and Nina own 3 green cards each, Tobi and Kate 2 each. Paul and
/// Nina gain (20 + 12) / 2 = 16 each, Tobi and Kate 5 / 2 = 2 each (rounded down).
#[test]
fn example_paul_nina_tobi_and_kate_share_green_in_scoring_c() {
    let (paul, nina, tobi, kate) = (Seat(0), Seat(1), Seat(2), Seat(3));
    let mut g = game(4);
    plain_yard(&mut g);
    g.give_buildings(paul, &[Garden; 3]);
    g.give_buildings(nina, &[Garden; 3]);
    g.give_buildings(tobi, &[Garden; 2]);
    g.give_buildings(kate, &[Garden; 2]);
    g.set_hands(&["denar9", "", "", ""]);
    g.thin_building_deck(0);
    g.assert_sound();
    // Paul buys the pavilion and overpays: his slot cannot be refilled, and the game ends.
    let events = g.apply(paul, &buy(Currency::Denar, "denar9")).unwrap();
    assert!(g.is_over());
    let c = scored(&events, Scoring::C);
    assert_eq!(of_type(&c, Garden), [16, 16, 2, 2]);
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.standings[0].score, g.points(paul) as i32);
    g.assert_sound();
}
