//! Which actions a player may take back ([`Game::take_back`](crate::engine::Game::take_back)).
//!
//! Never: taking a profession or a bonus card, the Professor's card (five cards are drawn and
//! seen) and completing a work (the profession and bonus cards played leave a hidden hand and lie
//! face up): [`Irreversible::Revealed`]. Recruiting (a card taken from an opponent's table) and
//! taking the last object (an auction settled): [`Irreversible::OtherSeat`].
//!
//! Every other kind may be taken back, unless what the engine does after it on its own says
//! otherwise: a deck shuffled (the last profession returned) or cards drawn (a prestige card
//! won) is `Revealed`; an auction won, a character bought, another seat's marker pushed off its
//! card, another seat's character played as its turn begins, or the round's best work judged
//! is `OtherSeat`. Keeping a card drawn may be taken back: its player only sees the same cards
//! again.

use super::state::Holder;
use super::{Action, Deck, Event, Pending, Phase, Princes};
use crate::engine::{Irreversible, Seat};

/// [`Game::take_back`](crate::engine::Game::take_back) for The Princes of Florence.
pub(super) fn take_back(
    before: &Princes,
    seat: Seat,
    action: &Action,
    after: &Princes,
    events: &[Event],
) -> Result<(), Irreversible> {
    if let Some(why) = always(action) {
        return Err(why);
    }
    if revealed(before, after, events) {
        return Err(Irreversible::Revealed);
    }
    if touched_others(before, seat, after, events) {
        return Err(Irreversible::OtherSeat);
    }
    Ok(())
}

/// The kinds that stand whatever follows them. Listed whole, so that a new kind of action must
/// be decided here.
fn always(action: &Action) -> Option<Irreversible> {
    match action {
        // The five cards drawn have been seen: taken back, they could be drawn again and
        // another action chosen with them in mind. A work shows the profession and the bonus
        // cards its player held in secret.
        Action::Profession | Action::Bonus | Action::Professor { .. } | Action::Work { .. } => {
            Some(Irreversible::Revealed)
        }
        // A recruit takes a card from an opponent's table; a take settles the auction of
        // objects, which the seats that passed or were left out had a part in.
        Action::Recruit { .. } | Action::Take { .. } => Some(Irreversible::OtherSeat),
        Action::Return { .. }
        | Action::Name { .. }
        | Action::Raise
        | Action::Pass
        | Action::Place { .. }
        | Action::Keep { .. }
        | Action::Merchant { .. }
        | Action::Bid { .. }
        | Action::Princess
        | Action::Convert { .. }
        | Action::Build { .. }
        | Action::Freedom { .. }
        | Action::EndTurn
        | Action::Sell { .. }
        | Action::MerchantPoints => None,
    }
}

/// Whether the action, or what the engine did after it, showed anyone something hidden.
fn revealed(before: &Princes, after: &Princes, events: &[Event]) -> bool {
    // The only chance after setup is the shuffle of the returned professions into the deck:
    // its order now follows from which cards went back.
    let shuffled = after.rng != before.rng;
    let drawn = [Deck::Profession, Deck::Bonus, Deck::Prestige]
        .into_iter()
        .any(|d| after.deck_len(d) < before.deck_len(d))
        || (matches!(after.pending, Some(Pending::Pick { .. })) && after.pending != before.pending);
    let shown_from_hand = after.bonus_played != before.bonus_played
        || after
            .seats
            .iter()
            .zip(&before.seats)
            .any(|(a, b)| !a.table.is_subset(b.table));
    let scored_prestige = events
        .iter()
        .any(|e| matches!(e, Event::PrestigeScored { .. }));
    shuffled || drawn || shown_from_hand || scored_prestige
}

/// Whether the action, or what the engine did after it, changed what another seat holds or
/// owes, or settled something every seat had a part in.
fn touched_others(before: &Princes, seat: Seat, after: &Princes, events: &[Event]) -> bool {
    // An auction won pays the bank and blocks the stack for the round: the other bidders'
    // passes, raises and turns were spent on it. The best work is judged against every
    // seat's works, and its markers are cleared.
    let settled = events.iter().any(|e| {
        matches!(
            e,
            Event::Won { .. }
                | Event::Took { .. }
                | Event::CharacterBought { .. }
                | Event::BestWork { .. }
                | Event::NoBestWork
        )
    });
    let others = || (0..before.players).map(Seat).filter(move |&s| s != seat);
    let holdings = others().any(|s| before.seat(s) != after.seat(s));
    let theirs = |h: Holder| matches!(h, Holder::Held(s) if s != seat);
    let characters = before
        .characters
        .holders
        .iter()
        .zip(&after.characters.holders)
        .any(|(&b, &a)| b != a && (theirs(b) || theirs(a)));
    let pushed_off = others().any(|s| {
        let theirs_before = markers(before, s);
        theirs_before.iter().any(Option::is_some) && markers(after, s) != theirs_before
    });
    let owed = after.pending.as_ref().is_some_and(|p| p.seat() != seat);
    settled || holdings || characters || pushed_off || owed
}

/// Where `seat`'s markers of the character auction lie, by card: a bid it may be held to.
fn markers(game: &Princes, seat: Seat) -> [Option<u8>; 6] {
    match &game.phase {
        Phase::Characters(ca) => ca
            .markers
            .map(|m| m.and_then(|(owner, space)| (owner == seat).then_some(space))),
        _ => [None; 6],
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::super::fixtures::{actions, game};
    use super::super::{
        Building, Character, Expansion, Freedom, Object, Options, Profession, Source,
    };
    use super::*;
    use crate::engine::Game;
    use crate::engine::Irreversible::{OtherSeat, Revealed};
    use crate::engine::playout::players_rng;

    /// Seeded random games searched for a situation.
    const SEEDS: u64 = 400;

    /// One action of a game and what it did.
    struct Step {
        before: Princes,
        seat: Seat,
        action: Action,
        after: Princes,
        events: Vec<Event>,
    }

    impl Step {
        fn decision(&self) -> Result<(), Irreversible> {
            self.before
                .take_back(self.seat, &self.action, &self.after, &self.events)
        }

        fn said(&self, what: impl Fn(&Event) -> bool) -> bool {
            self.events.iter().any(what)
        }
    }

    /// `seat` plays `action` on `game`, which stays played.
    fn step(game: &mut Princes, seat: u8, action: Action) -> Step {
        let before = game.clone();
        let events = game.play(seat, action.clone());
        Step {
            before,
            seat: Seat(seat),
            action,
            after: game.clone(),
            events,
        }
    }

    /// Plays the seeded random game `seed` (2 to 5 players, each with and without the
    /// expansion, within any eight seeds) until `stop` picks a step out.
    fn play(seed: u64, mut stop: impl FnMut(&Step) -> bool) -> Option<Step> {
        let options = Options {
            expansion: (seed / 4 % 2 == 1).then_some(Expansion::MusePrincess),
        };
        let mut game = Princes::setup(&options, 2 + (seed % 4) as u8, seed).unwrap();
        let mut rng = players_rng(seed);
        while let Some(seat) = game.to_act().iter().next() {
            let action = game.random_action(seat, &mut rng).unwrap();
            let before = game.clone();
            let events = game.apply(seat, &action).unwrap();
            let step = Step {
                before,
                seat,
                action,
                after: game.clone(),
                events,
            };
            if stop(&step) {
                return Some(step);
            }
        }
        None
    }

    /// The first step of the seeded random games that `wanted` picks out.
    fn first(what: &str, wanted: impl Fn(&Step) -> bool) -> Step {
        (0..SEEDS)
            .find_map(|seed| play(seed, &wanted))
            .unwrap_or_else(|| panic!("no {what} in {SEEDS} random games"))
    }

    /// A three-player game with the expansion at the start of its character auction, seat 0
    /// first.
    fn character_auction() -> Princes {
        let mut g = game(3, true);
        g.begin_characters(&mut Vec::new());
        g
    }

    /// A three-player game with the expansion, seat 0's turn in round 1, `seat` holding
    /// `character`.
    fn holding(seat: u8, character: Character) -> Princes {
        let mut g = actions(game(3, true), 1, Seat(0));
        g.characters.holders[character as usize] = Holder::Held(Seat(seat));
        g
    }

    /// Leaves `seat` only `florins`, the rest going to the bank.
    fn impoverish(g: &mut Princes, seat: usize, florins: u32) {
        g.bank += i64::from(g.seats[seat].money - florins);
        g.seats[seat].money = florins;
    }

    fn is_turn_end(e: &Event) -> bool {
        matches!(e, Event::TurnEnds { .. })
    }

    #[test]
    fn a_profession_returned_while_others_still_choose_can_be_taken_back() {
        let mut g = Princes::setup(&Options::default(), 3, 1).unwrap();
        let card = g.seat(Seat(0)).hand.iter().next().unwrap();
        let s = step(&mut g, 0, Action::Return { profession: card });
        assert_eq!(s.decision(), Ok(()), "nobody sees which card went back");
    }

    #[test]
    fn the_last_profession_returned_shuffles_the_deck_and_stands() {
        let mut g = Princes::setup(&Options::default(), 3, 1).unwrap();
        for seat in 0..2 {
            let card = g.seats[seat].hand.iter().next().unwrap();
            g.play(seat as u8, Action::Return { profession: card });
        }
        let card = g.seat(Seat(2)).hand.iter().next().unwrap();
        let s = step(&mut g, 2, Action::Return { profession: card });
        assert!(s.said(|e| matches!(e, Event::RoundBegins { round: 1, .. })));
        assert_eq!(s.decision(), Err(Revealed), "the deck's order is dealt");
    }

    #[test]
    fn naming_an_object_the_next_bidder_has_not_answered_can_be_taken_back() {
        let mut g = game(3, false);
        let s = step(
            &mut g,
            0,
            Action::Name {
                object: Object::Jester,
            },
        );
        assert_eq!(s.decision(), Ok(()), "only the bidding has begun");
    }

    #[test]
    fn naming_an_object_nobody_else_can_bid_for_wins_it_and_stands() {
        let mut g = game(3, false);
        // Too poor to answer an opening bid of 200 with 300.
        impoverish(&mut g, 1, 250);
        impoverish(&mut g, 2, 250);
        let s = step(
            &mut g,
            0,
            Action::Name {
                object: Object::Jester,
            },
        );
        assert!(s.said(|e| matches!(e, Event::Won { seat: Seat(0), .. })));
        assert_eq!(s.decision(), Err(OtherSeat), "the auction is settled");
    }

    #[test]
    fn a_raise_the_next_bidder_has_not_answered_can_be_taken_back() {
        let mut g = game(3, false);
        g.play(
            0,
            Action::Name {
                object: Object::Jester,
            },
        );
        let s = step(&mut g, 1, Action::Raise);
        assert_eq!(s.decision(), Ok(()), "seat 2 has not answered it");
    }

    #[test]
    fn a_raise_nobody_can_answer_wins_the_auction_and_stands() {
        let mut g = game(3, false);
        // Enough to name at 200, too little to answer 300 with 400.
        impoverish(&mut g, 0, 350);
        impoverish(&mut g, 2, 350);
        g.play(
            0,
            Action::Name {
                object: Object::Jester,
            },
        );
        let s = step(&mut g, 1, Action::Raise);
        assert!(s.said(|e| matches!(e, Event::Won { seat: Seat(1), .. })));
        assert_eq!(
            s.decision(),
            Err(OtherSeat),
            "seat 0 named the object and lost it"
        );
    }

    #[test]
    fn passing_while_the_bidding_goes_on_can_be_taken_back() {
        let mut g = game(3, false);
        g.play(
            0,
            Action::Name {
                object: Object::Jester,
            },
        );
        let s = step(&mut g, 1, Action::Pass);
        assert_eq!(s.decision(), Ok(()), "seat 2 still bids");
    }

    #[test]
    fn the_pass_that_hands_the_object_to_the_leader_stands() {
        let mut g = game(3, false);
        g.play(
            0,
            Action::Name {
                object: Object::Jester,
            },
        );
        g.play(1, Action::Pass);
        let s = step(&mut g, 2, Action::Pass);
        assert_eq!(s.decision(), Err(OtherSeat), "seat 0 paid for a jester");
    }

    #[test]
    fn the_pass_that_hands_a_prestige_card_to_the_leader_shows_it_five_cards_and_stands() {
        let mut g = game(3, false);
        g.play(
            0,
            Action::Name {
                object: Object::Prestige,
            },
        );
        g.play(1, Action::Pass);
        let s = step(&mut g, 2, Action::Pass);
        assert_eq!(
            s.decision(),
            Err(Revealed),
            "showing the winner cards counts first"
        );
    }

    #[test]
    fn naming_nothing_can_be_taken_back_while_the_auction_goes_on() {
        let mut g = game(3, false);
        let s = step(&mut g, 0, Action::Pass);
        assert_eq!(s.decision(), Ok(()), "seat 1 names next");
    }

    #[test]
    fn passing_on_the_characters_can_be_taken_back_when_nobody_buys() {
        let mut g = character_auction();
        let s = step(&mut g, 0, Action::Pass);
        assert_eq!(s.decision(), Ok(()));
    }

    #[test]
    fn a_character_pass_after_which_a_standing_marker_buys_its_card_stands() {
        let mut g = character_auction();
        g.play(
            0,
            Action::Bid {
                character: Character::Cardinal,
                space: 3,
            },
        );
        g.play(
            1,
            Action::Bid {
                character: Character::Muse,
                space: 5,
            },
        );
        let s = step(&mut g, 2, Action::Pass);
        assert_eq!(s.decision(), Err(OtherSeat), "seats 0 and 1 paid");
    }

    #[test]
    fn declining_to_recruit_can_be_taken_back() {
        let s = first("a recruit declined", |s| {
            matches!(s.before.pending, Some(Pending::Recruit { .. }))
                && s.action == Action::Pass
                && s.events.is_empty()
        });
        assert_eq!(s.decision(), Ok(()), "the card stays in hand, unplayed");
    }

    #[test]
    fn taking_the_last_object_settles_the_auction_and_stands() {
        let s = first("a take", |s| matches!(s.action, Action::Take { .. }));
        assert_eq!(s.decision(), Err(OtherSeat));
    }

    #[test]
    fn placing_a_building_in_ones_own_principality_can_be_taken_back() {
        let mut g = actions(game(3, false), 1, Seat(0));
        g.play(
            0,
            Action::Build {
                building: Building::Tower,
            },
        );
        let place = g
            .choices(Seat(0))
            .into_iter()
            .find(|a| matches!(a, Action::Place { .. }))
            .unwrap();
        let s = step(&mut g, 0, place);
        assert_eq!(s.decision(), Ok(()), "an action is left: the turn goes on");
    }

    #[test]
    fn keeping_a_card_drawn_can_be_taken_back_it_only_shows_the_same_cards_again() {
        let s = first("a keep", |s| {
            matches!(s.action, Action::Keep { .. }) && s.events.len() == 1
        });
        assert_eq!(s.decision(), Ok(()));
    }

    #[test]
    fn recruiting_takes_a_card_from_an_opponent_and_stands() {
        let mut g = actions(game(3, false), 2, Seat(0));
        g.set_table(Seat(1), &[Profession::Poet]);
        g.give_recruiting(Seat(0), 1);
        let s = step(
            &mut g,
            0,
            Action::Recruit {
                from: Seat(1),
                profession: Profession::Poet,
            },
        );
        assert_eq!(s.decision(), Err(OtherSeat));
    }

    #[test]
    fn the_merchants_choice_for_an_object_won_can_be_taken_back() {
        for free in [true, false] {
            let mut g = game(3, true);
            g.characters.holders[Character::Merchant as usize] = Holder::Held(Seat(0));
            g.play(
                0,
                Action::Name {
                    object: Object::Jester,
                },
            );
            g.play(1, Action::Pass);
            g.play(2, Action::Pass);
            let s = step(&mut g, 0, Action::Merchant { free });
            assert_eq!(s.decision(), Ok(()), "free: {free}; seat 1 names next");
        }
    }

    #[test]
    fn a_character_bid_on_a_card_without_a_marker_can_be_taken_back() {
        let mut g = character_auction();
        let s = step(
            &mut g,
            0,
            Action::Bid {
                character: Character::Cardinal,
                space: 3,
            },
        );
        assert_eq!(s.decision(), Ok(()));
    }

    #[test]
    fn a_character_bid_that_pushes_off_another_marker_stands() {
        let mut g = character_auction();
        g.play(
            0,
            Action::Bid {
                character: Character::Princess,
                space: 4,
            },
        );
        let s = step(
            &mut g,
            1,
            Action::Bid {
                character: Character::Princess,
                space: 5,
            },
        );
        assert_eq!(s.decision(), Err(OtherSeat), "seat 0 must bid again");
    }

    #[test]
    fn a_character_bid_after_which_a_standing_marker_buys_its_card_stands() {
        let mut g = character_auction();
        g.play(
            0,
            Action::Bid {
                character: Character::Cardinal,
                space: 3,
            },
        );
        g.play(1, Action::Pass);
        let s = step(
            &mut g,
            2,
            Action::Bid {
                character: Character::Muse,
                space: 3,
            },
        );
        assert!(s.said(|e| matches!(e, Event::CharacterBought { seat: Seat(0), .. })));
        assert_eq!(s.decision(), Err(OtherSeat));
    }

    #[test]
    fn completing_a_work_shows_the_profession_played_and_stands() {
        let s = first("a work", |s| matches!(s.action, Action::Work { .. }));
        assert_eq!(s.decision(), Err(Revealed));
    }

    #[test]
    fn the_princess_work_can_be_taken_back_it_shows_no_card() {
        let s = first("the Princess's work", |s| s.action == Action::Princess);
        assert_eq!(s.decision(), Ok(()));
    }

    #[test]
    fn converting_a_payment_into_points_can_be_taken_back_while_the_turn_goes_on() {
        let s = first("a conversion", |s| {
            matches!(s.action, Action::Convert { points } if points > 0) && !s.said(is_turn_end)
        });
        assert_eq!(s.decision(), Ok(()));
    }

    #[test]
    fn building_can_be_taken_back() {
        let mut g = actions(game(3, false), 1, Seat(0));
        let s = step(
            &mut g,
            0,
            Action::Build {
                building: Building::Tower,
            },
        );
        assert_eq!(
            s.decision(),
            Ok(()),
            "the bank is paid, and the piece is owed"
        );
    }

    #[test]
    fn taking_a_profession_card_draws_five_and_stands() {
        let mut g = actions(game(3, false), 1, Seat(0));
        let s = step(&mut g, 0, Action::Profession);
        assert_eq!(s.decision(), Err(Revealed));
    }

    #[test]
    fn introducing_a_freedom_can_be_taken_back() {
        let mut g = actions(game(3, false), 1, Seat(0));
        let s = step(
            &mut g,
            0,
            Action::Freedom {
                freedom: Freedom::Travel,
            },
        );
        assert_eq!(s.decision(), Ok(()));
    }

    #[test]
    fn acquiring_a_bonus_card_draws_five_and_stands() {
        let mut g = actions(game(3, false), 1, Seat(0));
        let s = step(&mut g, 0, Action::Bonus);
        assert_eq!(s.decision(), Err(Revealed));
    }

    #[test]
    fn ending_the_turn_can_be_taken_back_when_the_next_turn_just_begins() {
        let mut g = actions(game(3, false), 1, Seat(0));
        let s = step(&mut g, 0, Action::EndTurn);
        assert_eq!(s.decision(), Ok(()), "seat 1 has not acted yet");
    }

    #[test]
    fn ending_the_last_turn_of_the_round_judges_the_best_work_and_stands() {
        let mut g = actions(game(3, false), 1, Seat(0));
        g.seats[0].best_work = 12;
        g.turn_mut().done = 2;
        let s = step(&mut g, 0, Action::EndTurn);
        assert_eq!(s.decision(), Err(OtherSeat));
    }

    #[test]
    fn ending_the_turn_before_a_seat_whose_cardinal_is_played_stands() {
        let mut g = holding(1, Character::Cardinal);
        let s = step(&mut g, 0, Action::EndTurn);
        assert_eq!(s.decision(), Err(OtherSeat), "seat 1's Cardinal is spent");
    }

    #[test]
    fn an_action_that_ends_the_turn_on_its_own_is_judged_with_what_follows() {
        let mut g = holding(1, Character::Muse);
        g.turn_mut().actions_left = 1;
        let s = step(
            &mut g,
            0,
            Action::Freedom {
                freedom: Freedom::Travel,
            },
        );
        assert!(s.said(is_turn_end));
        assert_eq!(s.decision(), Err(OtherSeat), "seat 1's Muse is spent");
    }

    #[test]
    fn selling_points_can_be_taken_back() {
        let mut g = actions(game(3, false), 1, Seat(0));
        g.seats[0].points[Source::BestWork as usize] = 5;
        let s = step(&mut g, 0, Action::Sell { points: 3 });
        assert_eq!(s.decision(), Ok(()), "the bank pays");
    }

    #[test]
    fn the_professor_draws_five_and_stands() {
        for deck in [Deck::Bonus, Deck::Prestige] {
            let mut g = holding(0, Character::Professor);
            let s = step(&mut g, 0, Action::Professor { deck });
            assert_eq!(s.decision(), Err(Revealed));
        }
    }

    #[test]
    fn the_merchants_points_can_be_taken_back() {
        let mut g = holding(0, Character::Merchant);
        let s = step(&mut g, 0, Action::MerchantPoints);
        assert_eq!(s.decision(), Ok(()), "the rank is public");
    }

    /// What `seat` sees of `game`: compared whole, which is at least as strict as the
    /// battery's comparison of their JSON.
    fn seen(game: &Princes, seat: Seat) -> (super::super::PublicView, super::super::PrivateView) {
        (game.public_view(), game.private_view(seat))
    }

    #[test]
    fn an_action_allowed_shows_its_seat_the_same_game_on_every_deal_it_cannot_tell_apart() {
        let mut deals = ChaCha8Rng::seed_from_u64(0x7a6e);
        let (mut allowed, mut refused) = (BTreeSet::new(), BTreeSet::new());
        for seed in 0..200 {
            play(seed, |s| {
                if s.decision().is_err() {
                    refused.insert(s.action.kind());
                    return false;
                }
                allowed.insert(s.action.kind());
                let real = seen(&s.after, s.seat);
                for _ in 0..3 {
                    let mut dealt = s.before.determinize(s.seat, &mut deals);
                    dealt.apply(s.seat, &s.action).unwrap_or_else(|e| {
                        panic!("seed {seed}: {:?} refused on another deal: {e}", s.action)
                    });
                    assert!(
                        seen(&dealt, s.seat) == real,
                        "seed {seed}: {:?} by {} showed something hidden",
                        s.action,
                        s.seat
                    );
                }
                false
            });
        }
        let never = [
            "work",
            "profession",
            "bonus",
            "professor",
            "recruit",
            "take",
        ];
        for kind in Action::KINDS {
            assert_eq!(
                allowed.contains(kind),
                !never.contains(&kind),
                "{kind}: allowed in some game exactly when its kind may be taken back"
            );
        }
        assert!(refused.contains("end_turn") && refused.contains("pass"));
    }

    #[test]
    fn redoing_an_allowed_action_on_the_state_before_gives_exactly_the_state_after() {
        let mut redone = 0;
        for seed in 0..40 {
            play(seed, |s| {
                if s.decision().is_ok() {
                    let mut again = s.before.clone();
                    let events = again.apply(s.seat, &s.action).unwrap();
                    assert_eq!(again, s.after, "seed {seed}: {:?}", s.action);
                    assert_eq!(events, s.events);
                    redone += 1;
                }
                false
            });
        }
        assert!(redone > 1000, "{redone} actions redone");
    }
}
