//! Which actions a player may take back ([`Game::take_back`](crate::engine::Game::take_back)).
//!
//! Only an action after which nothing was drawn, nothing hidden compared and nobody else's
//! holdings touched. In practice: a purchase paid exactly (kept or given to Dirk), since its
//! player acts again and the yard is not refilled until the turn ends; and, once the money deck
//! and the discards are both used up, taking money or passing while the yard is full, since the
//! end of that turn has nothing left to draw. Every other end of a turn refills the yard from
//! the building deck or the money display from the money deck (which may turn up a scoring
//! card, and with two players makes Dirk draw), so it is kept as [`Irreversible::Revealed`]; the
//! end of the game compares hidden hands (the display buildings go to the richest) and scores
//! every seat, so it is kept too.
//!
//! Dirk is no seat: nobody plays him, so a building given to him changes no player's holdings
//! and a purchase for him is judged like any other.

use super::{Alhambra, Event, Scoring};
use crate::engine::{Irreversible, Seat};

/// Whether `seat`'s action, which took `before` to `after` and said `events`, may be taken
/// back: refused as [`Irreversible::Revealed`] when it showed anything hidden (that reason
/// first, as even the player's own second try would be made knowing it), else as
/// [`Irreversible::OtherSeat`] when it touched another seat or ended the game.
pub(super) fn take_back(
    before: &Alhambra,
    seat: Seat,
    after: &Alhambra,
    events: &[Event],
) -> Result<(), Irreversible> {
    let mut other_seat = false;
    for event in events {
        match event {
            // The hidden building deck and money deck give up a card, or a new order; and who
            // is richest in a currency at the end is decided by the hidden hands.
            Event::BuildingDrawn { .. }
            | Event::MoneyDrawn { .. }
            | Event::DeckReshuffled { .. }
            | Event::DirkTakes { .. }
            | Event::DisplayAwarded { .. } => return Err(Irreversible::Revealed),
            // Scoring A or B: its card turned up from the money deck.
            Event::Scored(result) if result.scoring != Scoring::C => {
                return Err(Irreversible::Revealed);
            }
            // Scoring C pays everyone, and the game's end settles every seat's result.
            Event::Scored(_) | Event::GameOver => other_seat = true,
            Event::MoneyTaken { seat: s, .. }
            | Event::Bought { seat: s, .. }
            | Event::Passed { seat: s } => other_seat |= *s != seat,
            // Public counts and the turn order: nothing hidden, nobody's holdings.
            Event::BuildingsRunOut { .. } | Event::TurnBegins { .. } => {}
        }
    }
    // Whatever the events say, nothing hidden may have moved: the order of the decks is what
    // a second try would exploit, and the generator is the order of every future reshuffle.
    if before.building_deck != after.building_deck
        || before.money_deck != after.money_deck
        || before.rng != after.rng
    {
        return Err(Irreversible::Revealed);
    }
    let others_touched = (0..before.players)
        .map(Seat)
        .filter(|&s| s != seat)
        .any(|s| before.seat(s) != after.seat(s));
    if other_seat || others_touched || after.over {
        return Err(Irreversible::OtherSeat);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use rand::{RngExt, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    use super::*;
    use crate::engine::Game;
    use crate::engine::alhambra::components::BuildingType::*;
    use crate::engine::alhambra::components::DeckItem;
    use crate::engine::alhambra::fixtures::{game, scoring_next};
    use crate::engine::alhambra::money::cards;
    use crate::engine::alhambra::{Action, Currency};
    use crate::engine::playout::players_rng;

    /// What `seat` sees of `g`: the public view and its own, as the table would send them.
    fn seen(g: &Alhambra, seat: Seat) -> (serde_json::Value, serde_json::Value) {
        (
            serde_json::to_value(g.public_view()).unwrap(),
            serde_json::to_value(g.private_view(seat)).unwrap(),
        )
    }

    /// The battery's check: an action that may be taken back, played on other deals `seat`
    /// cannot tell from this one, is accepted and shows `seat` exactly the same game.
    fn assert_learned_nothing(
        before: &Alhambra,
        seat: Seat,
        action: &Action,
        after: &Alhambra,
        rng: &mut ChaCha8Rng,
        ctx: &str,
    ) {
        let real = seen(after, seat);
        for _ in 0..3 {
            let mut dealt = before.determinize(seat, rng);
            dealt
                .apply(seat, action)
                .unwrap_or_else(|e| panic!("{ctx}: {action:?} refused on another deal: {e}"));
            assert_eq!(
                seen(&dealt, seat),
                real,
                "{ctx}: {action:?} may be taken back but showed {seat} something hidden"
            );
        }
    }

    /// Seat 0 plays `action` on `g`: the rules' decision, checked like the battery checks it
    /// when it allows, with the game after and what it said.
    fn decide(g: &Alhambra, action: &Action) -> (Result<(), Irreversible>, Alhambra, Vec<Event>) {
        let mut after = g.clone();
        let events = after.apply(Seat(0), action).expect("a legal action");
        let decision = g.take_back(Seat(0), action, &after, &events);
        if decision.is_ok() {
            let mut rng = ChaCha8Rng::seed_from_u64(7);
            assert_learned_nothing(g, Seat(0), action, &after, &mut rng, "fixture");
        }
        (decision, after, events)
    }

    fn buy(slot: Currency, payment: &str, for_dirk: bool) -> Action {
        Action::Buy {
            slot,
            payment: cards(payment),
            for_dirk,
        }
    }

    fn take(codes: &str) -> Action {
        Action::TakeMoney {
            cards: cards(codes),
        }
    }

    fn drew(events: &[Event]) -> bool {
        events.iter().any(|e| {
            matches!(
                e,
                Event::BuildingDrawn { .. } | Event::MoneyDrawn { .. } | Event::DirkTakes { .. }
            )
        })
    }

    /// Seat 0 of 3 to act, a pavilion for 4 denars in the denar slot, holding `hand`.
    fn pavilion_for_4(hand: &str) -> Alhambra {
        let mut g = game(3);
        g.set_slot(Currency::Denar, Pavilion, 4);
        g.set_hand(Seat(0), hand);
        g.assert_sound();
        g
    }

    /// Seat 0 of 3 to act with the money deck and the discards used up (all spare money in
    /// the last seat's hand) and `display` on show.
    fn nothing_left_to_draw(display: &str) -> Alhambra {
        let mut g = game(3);
        g.set_slot(Currency::Denar, Pavilion, 4);
        g.set_hands(&["", "", ""]);
        g.empty_money_supply();
        g.set_display(display);
        g.assert_sound();
        assert!(g.money_deck.is_empty() && g.discards.is_empty());
        g
    }

    #[test]
    fn an_exactly_paid_purchase_can_be_taken_back() {
        let g = pavilion_for_4("denar4 denar3 dirham9");
        let (decision, after, events) = decide(&g, &buy(Currency::Denar, "denar4", false));
        // Its player acts again and the yard stays short until the turn ends: nothing drawn.
        assert_eq!(decision, Ok(()));
        assert_eq!(after.active(), Seat(0));
        assert!(!drew(&events), "{events:?}");
    }

    #[test]
    fn an_exact_purchase_given_to_dirk_can_be_taken_back() {
        let mut g = game(2);
        g.set_slot(Currency::Denar, Pavilion, 4);
        g.set_hand(Seat(0), "denar4 denar2");
        let (decision, after, _) = decide(&g, &buy(Currency::Denar, "denar4", true));
        // Dirk is nobody's seat: giving him the building changed no player's holdings.
        assert_eq!(decision, Ok(()));
        assert_eq!(after.dirk().unwrap().len(), g.dirk().unwrap().len() + 1);
    }

    #[test]
    fn a_second_exact_purchase_in_the_same_turn_can_be_taken_back_too() {
        let mut g = pavilion_for_4("denar4 dirham3");
        g.set_slot(Currency::Dirham, Seraglio, 3);
        g.apply(Seat(0), &buy(Currency::Denar, "denar4", false))
            .unwrap();
        let (decision, after, _) = decide(&g, &buy(Currency::Dirham, "dirham3", false));
        // Two empty slots now, still refilled only when the turn ends.
        assert_eq!(decision, Ok(()));
        assert_eq!(after.actions_taken(), 2);
    }

    #[test]
    fn an_overpaid_purchase_is_kept_because_the_yard_is_refilled_from_the_deck() {
        let g = pavilion_for_4("denar3 denar2 dirham9");
        let (decision, after, events) = decide(&g, &buy(Currency::Denar, "denar3 denar2", false));
        assert_eq!(decision, Err(Irreversible::Revealed));
        assert_eq!(after.active(), Seat(1), "the turn ended");
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::BuildingDrawn { .. }))
        );
    }

    #[test]
    fn an_overpaid_purchase_for_dirk_is_kept_as_well() {
        let mut g = game(2);
        g.set_slot(Currency::Denar, Pavilion, 4);
        g.set_hand(Seat(0), "denar5");
        let (decision, _, _) = decide(&g, &buy(Currency::Denar, "denar5", true));
        assert_eq!(decision, Err(Irreversible::Revealed));
    }

    #[test]
    fn taking_money_is_kept_because_the_display_is_refilled_from_the_deck() {
        let mut g = game(4);
        g.set_display("ducat9 denar2 florin3 dirham1");
        let (decision, _, events) = decide(&g, &take("denar2 florin3"));
        assert_eq!(decision, Err(Irreversible::Revealed));
        assert!(events.iter().any(|e| matches!(e, Event::MoneyDrawn { .. })));
    }

    #[test]
    fn taking_money_that_turns_up_a_scoring_card_is_kept_as_revealed() {
        let mut g = game(2);
        scoring_next(&mut g, Scoring::A);
        let card = g.money_display()[0];
        let action = Action::TakeMoney {
            cards: [card].into_iter().collect(),
        };
        let (decision, _, events) = decide(&g, &action);
        // It also paid the others points, but seeing the card is the first reason.
        assert_eq!(decision, Err(Irreversible::Revealed));
        assert!(events.iter().any(|e| matches!(e, Event::Scored(_))));
        assert!(events.iter().any(|e| matches!(e, Event::DirkTakes { .. })));
    }

    #[test]
    fn taking_money_is_kept_when_the_discards_are_shuffled_into_a_new_deck() {
        let mut g = game(3);
        // Only the scoring cards stay in the deck: refilling scores them, then reshuffles.
        g.money_deck_into_discards();
        let card = g.money_display()[0];
        let (decision, _, events) = decide(
            &g,
            &Action::TakeMoney {
                cards: [card].into_iter().collect(),
            },
        );
        assert_eq!(decision, Err(Irreversible::Revealed));
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::DeckReshuffled { .. }))
        );
    }

    #[test]
    fn taking_money_with_nothing_left_to_draw_can_be_taken_back() {
        let g = nothing_left_to_draw("denar1 denar2");
        let (decision, after, events) = decide(&g, &take("denar1"));
        // The turn ends, but the yard is full and deck and discards are empty: nothing hidden
        // comes up, and the money taken was on display for all to see.
        assert_eq!(decision, Ok(()));
        assert_eq!(after.active(), Seat(1));
        assert!(!drew(&events), "{events:?}");
    }

    #[test]
    fn taking_money_after_an_exact_purchase_is_kept_because_the_empty_slot_is_refilled() {
        let mut g = nothing_left_to_draw("denar1 denar2");
        g.set_hand(Seat(0), "denar4");
        g.apply(Seat(0), &buy(Currency::Denar, "denar4", false))
            .unwrap();
        // The payment went to the discards: clear them so only the yard can draw.
        let paid = g.discards;
        g.discards = crate::engine::alhambra::Cards::EMPTY;
        g.seats[2].hand.add_all(&paid);
        g.assert_sound();
        let (decision, _, events) = decide(&g, &take("denar1"));
        assert_eq!(decision, Err(Irreversible::Revealed));
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::BuildingDrawn { .. }))
        );
        assert!(!events.iter().any(|e| matches!(e, Event::MoneyDrawn { .. })));
    }

    #[test]
    fn a_pass_with_nothing_left_to_draw_can_be_taken_back() {
        let g = nothing_left_to_draw("");
        assert_eq!(g.choices(Seat(0)), [Action::Pass]);
        let (decision, after, events) = decide(&g, &Action::Pass);
        assert_eq!(decision, Ok(()));
        assert_eq!(after.active(), Seat(1));
        assert!(!drew(&events), "{events:?}");
    }

    #[test]
    fn a_pass_after_an_exact_purchase_is_kept_because_the_yard_and_display_are_refilled() {
        let mut g = nothing_left_to_draw("");
        g.set_hand(Seat(0), "denar4");
        g.apply(Seat(0), &buy(Currency::Denar, "denar4", false))
            .unwrap();
        assert_eq!(g.choices(Seat(0)), [Action::Pass]);
        let (decision, _, events) = decide(&g, &Action::Pass);
        // The empty slot is refilled, and the payment, alone in the discards, is shuffled
        // into a deck and laid out.
        assert_eq!(decision, Err(Irreversible::Revealed));
        assert!(drew(&events), "{events:?}");
    }

    /// Seat 0 of 3 on the last turn: an empty building deck, and seat 0 holding `hand` before
    /// buying the yard's first `exact` buildings (2, 3, 4, 5 in their currencies) exactly.
    fn last_turn(exact: usize, hand: &str) -> Alhambra {
        let mut g = game(3);
        g.set_slot(Currency::Denar, Pavilion, 2);
        g.set_slot(Currency::Dirham, Seraglio, 3);
        g.set_slot(Currency::Ducat, Arcades, 4);
        g.set_slot(Currency::Florin, Chambers, 5);
        g.set_hands(&[hand, "", ""]);
        g.set_display("denar1 dirham1 ducat9 florin8");
        g.thin_building_deck(0);
        let pay = ["denar2", "dirham3", "ducat4", "florin5"];
        for (slot, pay) in Currency::ALL.into_iter().zip(pay).take(exact) {
            g.apply(Seat(0), &buy(slot, pay, false)).unwrap();
        }
        g.assert_sound();
        g
    }

    #[test]
    fn ending_the_game_with_buildings_on_display_is_kept_because_it_compares_hidden_hands() {
        let g = last_turn(1, "denar2 dirham3");
        let (decision, after, events) = decide(&g, &take("denar1"));
        assert!(after.is_over());
        // The richest in each currency takes its slot's building: that tells about hands.
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::DisplayAwarded { .. }))
        );
        assert_eq!(decision, Err(Irreversible::Revealed));
    }

    #[test]
    fn ending_the_game_with_an_empty_yard_is_kept_because_scoring_c_pays_every_seat() {
        let g = last_turn(4, "denar2 dirham3 ducat4 florin5");
        let (decision, after, events) = decide(&g, &take("denar1 dirham1"));
        assert!(after.is_over());
        assert!(!drew(&events), "{events:?}");
        assert_eq!(decision, Err(Irreversible::OtherSeat));
    }

    #[test]
    fn an_overpaid_purchase_on_the_last_turn_is_kept() {
        let g = last_turn(0, "denar9");
        let (decision, after, _) = decide(&g, &buy(Currency::Denar, "denar9", false));
        assert!(after.is_over());
        assert!(decision.is_err());
    }

    #[test]
    fn redoing_an_allowed_action_on_the_state_before_gives_exactly_the_state_after() {
        for (g, action) in [
            (
                pavilion_for_4("denar4 denar3"),
                buy(Currency::Denar, "denar4", false),
            ),
            (nothing_left_to_draw("denar1 denar2"), take("denar2")),
            (nothing_left_to_draw(""), Action::Pass),
        ] {
            let (decision, after, events) = decide(&g, &action);
            assert_eq!(decision, Ok(()), "{action:?}");
            let mut again = g.clone();
            assert_eq!(again.apply(Seat(0), &action), Ok(events));
            assert_eq!(again, after, "{action:?}");
        }
    }

    /// How often random play met each decision, per action kind.
    #[derive(Default, Debug)]
    struct Tally {
        allowed: std::collections::BTreeMap<&'static str, u32>,
        kept: std::collections::BTreeMap<(&'static str, &'static str), u32>,
    }

    #[test]
    fn every_action_allowed_in_random_games_teaches_its_player_nothing_and_redoes_exactly() {
        let mut tally = Tally::default();
        let mut probe = ChaCha8Rng::seed_from_u64(99);
        for seed in 0..300u64 {
            let players = 2 + (seed % 5) as u8;
            let mut g = Alhambra::setup(&Default::default(), players, seed).unwrap();
            let mut rng = players_rng(seed);
            let mut step = 0;
            while let Some(seat) = g.to_act().single() {
                let ctx = format!("{players}p seed {seed} step {step}");
                let action = g.random_action(seat, &mut rng).unwrap();
                let before = g.clone();
                let events = g.apply(seat, &action).unwrap();
                let kind = action.kind();
                match before.take_back(seat, &action, &g, &events) {
                    Ok(()) => {
                        *tally.allowed.entry(kind).or_default() += 1;
                        assert!(!g.is_over(), "{ctx}: the end allowed");
                        assert_learned_nothing(&before, seat, &action, &g, &mut probe, &ctx);
                        let mut again = before.clone();
                        assert_eq!(again.apply(seat, &action).as_ref(), Ok(&events), "{ctx}");
                        assert_eq!(again, g, "{ctx}: redoing differs");
                    }
                    Err(why) => {
                        let why = match why {
                            Irreversible::Revealed => "revealed",
                            Irreversible::OtherSeat => "other seat",
                        };
                        *tally.kept.entry((kind, why)).or_default() += 1;
                        // Kept only for cause: whatever it showed was drawn or compared.
                        if why == "revealed" {
                            assert!(
                                drew(&events)
                                    || events.iter().any(|e| matches!(
                                        e,
                                        Event::DeckReshuffled { .. }
                                            | Event::Scored(_)
                                            | Event::DisplayAwarded { .. }
                                    )),
                                "{ctx}: {events:?}"
                            );
                        }
                    }
                }
                // Now and then every choice, not only the random player's: a purchase for Dirk
                // paid with the cheapest payment, say.
                if probe.random_bool(0.05) {
                    check_every_choice(&g, &mut probe, &ctx);
                }
                step += 1;
            }
        }
        println!("{tally:?}");
        // Random players drain the money supply, so every kind comes up both ways.
        for kind in ["buy", "take_money", "pass"] {
            assert!(
                tally.allowed.get(kind).copied().unwrap_or(0) > 10,
                "{tally:?}"
            );
            let kept = tally.kept.get(&(kind, "revealed")).copied().unwrap_or(0);
            assert!(kept > 10, "{tally:?}");
        }
    }

    /// Every choice of the seat to act, each decided and, when allowed, checked.
    fn check_every_choice(g: &Alhambra, rng: &mut ChaCha8Rng, ctx: &str) {
        let Some(seat) = g.to_act().single() else {
            return;
        };
        for action in g.choices(seat) {
            let mut after = g.clone();
            let events = after.apply(seat, &action).unwrap();
            if g.take_back(seat, &action, &after, &events).is_ok() {
                assert_learned_nothing(g, seat, &action, &after, rng, ctx);
            }
        }
    }

    #[test]
    fn a_scoring_card_left_in_the_deck_stays_hidden_by_an_allowed_action() {
        // Scoring A is next in the money deck: any refill would turn it up. An exact
        // purchase draws nothing, so it stays where it is, unseen.
        let mut g = pavilion_for_4("denar4");
        scoring_next(&mut g, Scoring::A);
        let (decision, after, _) = decide(&g, &buy(Currency::Denar, "denar4", false));
        assert_eq!(decision, Ok(()));
        assert_eq!(
            after.money_deck.last(),
            Some(&DeckItem::Scoring(Scoring::A))
        );
    }
}
