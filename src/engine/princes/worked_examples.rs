//! The rule text's worked examples, played through the engine.

use super::components::{Building, Character, Freedom, Landscape, Object, Piece, Profession};
use super::fixtures::{actions, game};
use super::state::Holder;
use super::{Action, Bonus, CardSet, Deck, Event, Pending, Phase, Source};
use crate::engine::{Audit, Game, Seat};

/// Anna (0), Bob (1), Chris (2) and David (3): a park, a jester at 700, a forest at 600, and
/// Chris, the last without an object, takes a builder for 200.
#[test]
fn example_the_four_player_auction() {
    let mut g = game(4, false);
    g.play(
        0,
        Action::Name {
            object: Object::Park,
        },
    );
    for seat in 1..=3 {
        g.play(seat, Action::Pass);
    }
    assert_eq!(g.seat(Seat(0)).money, 3300, "Anna pays the opening 200");
    g.place_first(0);

    assert_eq!(g.to_act().single(), Some(Seat(1)), "Bob names next");
    g.play(
        1,
        Action::Name {
            object: Object::Jester,
        },
    );
    for seat in [2, 3, 1, 2, 3] {
        g.play(seat, Action::Raise);
    }
    g.play(1, Action::Pass);
    let events = g.play(2, Action::Pass);
    assert!(events.contains(&Event::Won {
        seat: Seat(3),
        object: Object::Jester,
        price: 700
    }));
    assert_eq!(g.seat(Seat(3)).jesters, 1);

    assert_eq!(
        g.to_act().single(),
        Some(Seat(1)),
        "Bob lost, so names again"
    );
    g.play(
        1,
        Action::Name {
            object: Object::Forest,
        },
    );
    for seat in [2, 1, 2, 1] {
        g.play(seat, Action::Raise);
    }
    g.play(2, Action::Pass);
    g.place_first(1);
    assert_eq!(g.seat(Seat(1)).money, 2900);

    assert!(g.last_player());
    let offered = g.choices(Seat(2));
    assert!(offered.contains(&Action::Take {
        object: Object::Builder
    }));
    assert!(!offered.contains(&Action::Take {
        object: Object::Park
    }));
    g.play(
        2,
        Action::Take {
            object: Object::Builder,
        },
    );
    assert_eq!(g.seat(Seat(2)).money, 3300);
    assert_eq!(g.seat(Seat(2)).builders, 1);
    assert_eq!(g.seat(Seat(3)).money, 2800);
    assert!(
        matches!(g.phase, Phase::Actions(_)),
        "the auction phase is over"
    );
    g.check_invariants().unwrap();
}

/// Round 3, the Poet: a Theater, Travel, two jesters and four profession and recruiting cards
/// make 15; Anna takes 1,500 florins and turns 1,400 of them into 7 PP.
#[test]
fn example_the_poet_work_of_value_15() {
    let mut g = actions(game(4, false), 3, Seat(0));
    let anna = Seat(0);
    g.set_hand(anna, &[Profession::Poet, Profession::Mathematician]);
    g.set_table(anna, &[Profession::Jurist]);
    g.give_recruiting(anna, 1);
    g.lay(anna, Piece::Building(Building::Theater));
    g.give_freedom(anna, Freedom::Travel);
    g.give_jesters(anna, 2);
    assert_eq!(
        g.work_value(anna, Profession::Poet, CardSet::EMPTY),
        15,
        "4 + 0 + 3 + 4 + 4"
    );
    let before = g.seat(anna).money;
    g.play(
        0,
        Action::Work {
            profession: Profession::Poet,
            bonus: CardSet::EMPTY,
        },
    );
    assert_eq!(g.seat(anna).money, before + 1500);
    assert_eq!(g.seat(anna).best_work, 15, "the marker on space 15");
    let offered = g.choices(anna);
    assert_eq!(offered.len(), 8, "0 to 7 points");
    assert!(g.apply(anna, &Action::Convert { points: 8 }).is_err());
    g.play(0, Action::Convert { points: 7 });
    assert_eq!(g.seat(anna).money, before + 100);
    assert_eq!(g.seat(anna).points_from(Source::Works), 7);
    assert!(g.seat(anna).table.contains(Profession::Poet));
    g.check_invariants().unwrap();
}

/// Todd's Princess: two forests, a lake, a laboratory, a library and three profession cards
/// make 16.
#[test]
fn example_the_princess_work_of_value_16() {
    let mut g = actions(game(3, true), 6, Seat(0));
    let todd = Seat(0);
    g.characters.holders[Character::Princess as usize] = Holder::Held(todd);
    g.landscape(todd, Landscape::Forest);
    g.landscape(todd, Landscape::Forest);
    g.landscape(todd, Landscape::Lake);
    g.lay(todd, Piece::Building(Building::Laboratory));
    g.lay(todd, Piece::Building(Building::Library));
    assert_eq!(g.seat(todd).tally().professions(), 3);
    assert_eq!(g.princess_value(todd), 16);
    assert!(g.choices(todd).contains(&Action::Princess));
    g.play(0, Action::Princess);
    assert_eq!(g.seat(todd).best_work, 16);
    assert_eq!(g.seat(todd).hand.len(), 3, "no profession card is played");
    assert_eq!(
        g.characters.holders[Character::Princess as usize],
        Holder::Free
    );
}

/// Scott plays the Muse in round 6: each of his works gains 6.
#[test]
fn example_the_muse_adds_the_round_to_each_work() {
    let mut g = game(3, true);
    g.characters.holders[Character::Muse as usize] = Holder::Held(Seat(0));
    g.round = 6;
    let mut events = Vec::new();
    g.begin_actions(&mut events);
    assert!(events.contains(&Event::CharacterPlayed {
        seat: Seat(0),
        character: Character::Muse
    }));
    g.set_hand(Seat(0), &[Profession::Poet, Profession::Philosopher]);
    g.give_jesters(Seat(0), 4);
    // 8 for the jesters, 2 for the cards, 6 for the Muse.
    assert_eq!(g.work_value(Seat(0), Profession::Poet, CardSet::EMPTY), 16);
    g.play(
        0,
        Action::Work {
            profession: Profession::Poet,
            bonus: CardSet::EMPTY,
        },
    );
    g.play(0, Action::Convert { points: 0 });
    assert_eq!(g.seat(Seat(0)).best_work, 16);
    assert_eq!(
        g.work_value(Seat(0), Profession::Philosopher, CardSet::EMPTY),
        16
    );
}

/// Anna's Cardinal: a University, religious freedom and a Mathematician's work, three actions.
#[test]
fn example_the_cardinal_gives_a_third_action() {
    let mut g = game(3, true);
    g.characters.holders[Character::Cardinal as usize] = Holder::Held(Seat(0));
    let mut events = Vec::new();
    g.begin_actions(&mut events);
    assert!(events.contains(&Event::TurnBegins {
        seat: Seat(0),
        actions: 3
    }));
    g.set_hand(Seat(0), &[Profession::Mathematician]);
    g.give_jesters(Seat(0), 1);
    g.play(
        0,
        Action::Build {
            building: Building::University,
        },
    );
    g.place_first(0);
    g.play(
        0,
        Action::Freedom {
            freedom: Freedom::Religion,
        },
    );
    assert_eq!(
        g.work_value(Seat(0), Profession::Mathematician, CardSet::EMPTY),
        10,
        "University 4, Religion 3, a jester 2, one card 1"
    );
    let events = g.play(
        0,
        Action::Work {
            profession: Profession::Mathematician,
            bonus: CardSet::EMPTY,
        },
    );
    assert!(matches!(events[0], Event::WorkCompleted { value: 10, .. }));
    let events = g.play(0, Action::Convert { points: 0 });
    assert!(
        events.contains(&Event::TurnEnds { seat: Seat(0) }),
        "three actions spent, the turn ends"
    );
}

/// Donald buys the Banker in round 2 for 200 after nobody bought it in round 1: he takes the
/// 700 on it, and 600 are put back.
#[test]
fn example_the_banker_pot_grows_and_is_taken() {
    let mut g = game(3, true);
    g.phase = Phase::Auction(super::state::Auction {
        blocked: 0,
        done: [Seat(0), Seat(1), Seat(2)].into_iter().collect(),
        out: crate::engine::SeatSet::EMPTY,
        namer: Seat(0),
        bidding: None,
    });
    let mut events = Vec::new();
    g.continue_auction(&mut events);
    for seat in 0..3 {
        g.play(seat, Action::Pass);
    }
    assert_eq!(g.characters.pot, 700, "nobody bought it in round 1");
    g.check_invariants().unwrap();

    let mut events = Vec::new();
    g.begin_characters(&mut events);
    let donald = g.to_act().single().unwrap();
    let before = g.seat(donald).money;
    g.play(
        donald.0,
        Action::Bid {
            character: Character::Banker,
            space: 2,
        },
    );
    for _ in 0..2 {
        let s = g.to_act().single().unwrap();
        g.play(s.0, Action::Pass);
    }
    assert_eq!(g.seat(donald).money, before - 200 + 700);
    assert_eq!(g.characters.pot, 600);
    assert_eq!(
        g.characters.holders[Character::Banker as usize],
        Holder::Used
    );
    g.check_invariants().unwrap();
}

/// Stephen, fourth on the fame track, plays the Merchant for 4 PP.
#[test]
fn example_the_merchant_scores_the_rank() {
    let mut g = actions(game(4, true), 2, Seat(3));
    for (seat, points) in [(0, 9), (1, 7), (2, 5), (3, 2)] {
        g.seats[seat].points[Source::BestWork as usize] = points;
    }
    g.characters.holders[Character::Merchant as usize] = Holder::Held(Seat(3));
    assert_eq!(g.rank(Seat(3)), 4);
    assert!(g.choices(Seat(3)).contains(&Action::MerchantPoints));
    g.play(3, Action::MerchantPoints);
    assert_eq!(g.seat(Seat(3)).pp(), 6);
    assert_eq!(g.rank(Seat(3)), 3);
}

/// Ken plays the Professor for a bonus card: five are drawn, he keeps one, four go under.
#[test]
fn example_the_professor_gives_a_free_bonus_card() {
    let mut g = actions(game(3, true), 1, Seat(0));
    g.characters.holders[Character::Professor as usize] = Holder::Held(Seat(0));
    let money = g.seat(Seat(0)).money;
    g.play(0, Action::Professor { deck: Deck::Bonus });
    let Some(Pending::Pick { drawn, .. }) = g.pending.clone() else {
        panic!("a pick");
    };
    assert_eq!(drawn.len(), 5);
    let cards = drawn.cards();
    g.play(0, Action::Keep { card: cards[2] });
    assert_eq!(g.seat(Seat(0)).bonus.len(), 1);
    assert_eq!(g.seat(Seat(0)).money, money, "free");
    assert_eq!(g.bonus_deck.len(), 15 + 4);
    let expected: Vec<Bonus> = drawn_bonus(&cards, 2);
    assert_eq!(
        &g.bonus_deck[..4],
        &expected[..],
        "under the deck, in drawn order"
    );
    g.check_invariants().unwrap();
}

fn drawn_bonus(cards: &[super::Card], kept: usize) -> Vec<Bonus> {
    let mut rest: Vec<Bonus> = cards
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != kept)
        .map(|(_, c)| match c {
            super::Card::Bonus(b) => *b,
            _ => unreachable!(),
        })
        .collect();
    rest.reverse();
    rest
}
