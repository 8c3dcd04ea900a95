//! Which actions a player may take back ([`Game::take_back`](crate::engine::Game::take_back)).
//!
//! Kept as [`Irreversible::Revealed`]: whatever showed something hidden — a roll (G-36), a card
//! drawn by a building, a villa or Trade 1:1 (G-62 to G-64, G-68, G-82), a pile reshuffled
//! (G-86), the contracts shown at the end (G-96) — and a step onto a building that completes
//! the pair of a message card the player cannot see (G-74): whether anyone was paid for it
//! tells where that card is.
//!
//! Kept as [`Irreversible::OtherSeat`]: whatever changed what another player holds — an
//! accepted offer (G-57), owner income paid to another (G-84), a message paid to another
//! (G-74), the bank paying everyone's contracts at the end (G-96).
//!
//! Everything else may be taken back: making or withdrawing an offer, declining one, passing,
//! taking the action (of an unowned building), receiving what a warehouse, the Cathedral or a
//! tile building gives, delivering an order, playing a tile that draws nothing, declaring the
//! action over, stepping, stopping, placing a marker, letting a right lapse, ending the turn.
//! Offers of others that lapse with it (G-61) are not holdings: they come back with the game.

use super::action::Action;
use super::card::{CardKind, CardSet, Face};
use super::event::Event;
use super::{Genoa, SeatState};
use crate::engine::{Irreversible, Seat};

/// Whether `seat`'s action, which took the game from `before` to `after` saying `events`, may
/// be taken back: [`Irreversible::Revealed`] first (even the player's own second try would be
/// made knowing it), then [`Irreversible::OtherSeat`]. The events decide; the states are
/// compared too, so that a consequence no event names still keeps the action.
pub(super) fn take_back(
    before: &Genoa,
    seat: Seat,
    _action: &Action,
    after: &Genoa,
    events: &[Event],
) -> Result<(), Irreversible> {
    by_events(seat, events)
        .and(unseen_message(before, seat, after))
        .and(by_states(before, seat, after))
}

/// What the events say.
fn by_events(seat: Seat, events: &[Event]) -> Result<(), Irreversible> {
    let revealed = events.iter().any(|e| match e {
        Event::Rolled { .. } | Event::Reshuffled { .. } | Event::ContractsScored { .. } => true,
        Event::Received { cards, .. } => cards.iter().any(|&n| n > 0),
        Event::TilePlayed { play, .. } => matches!(
            play,
            super::TilePlay::Trade {
                take: super::Take::Card(_),
                ..
            }
        ),
        _ => false,
    });
    if revealed {
        return Err(Irreversible::Revealed);
    }
    let other_seat = events.iter().any(|e| match *e {
        Event::OfferAccepted { .. } | Event::GameOver => true,
        Event::OwnerIncome { owner, .. } => owner != seat,
        Event::MessageDelivered { seat: to, .. } => to != seat,
        _ => false,
    });
    if other_seat {
        return Err(Irreversible::OtherSeat);
    }
    Ok(())
}

/// A message card whose two buildings hold discs only since this action, and which `seat`
/// could not see (in another hand or a face-down pile): whether it was delivered, and to
/// whom, tells where it lies (G-74, G-75).
fn unseen_message(before: &Genoa, seat: Seat, after: &Genoa) -> Result<(), Irreversible> {
    let (was, now) = (before.turn.visited, after.turn.visited);
    if now.len() < 2 || now == was {
        return Ok(());
    }
    let pile = before.pile(CardKind::Message);
    let seen: CardSet = pile
        .face_up()
        .iter()
        .copied()
        .collect::<CardSet>()
        .union(before.seat(seat).hand);
    let contract_set = before.options.contract_set;
    let unseen = CardSet::of_kind(CardKind::Message)
        .minus(seen)
        .iter()
        .any(|card| match card.face(contract_set) {
            Face::Message { buildings: [a, b] } => {
                now.contains(a) && now.contains(b) && !(was.contains(a) && was.contains(b))
            }
            _ => false,
        });
    if unseen {
        Err(Irreversible::Revealed)
    } else {
        Ok(())
    }
}

/// What comparing the states says: a face-down pile or the generator moved (something was
/// drawn or shuffled), or another seat's holdings changed.
fn by_states(before: &Genoa, seat: Seat, after: &Genoa) -> Result<(), Irreversible> {
    let face_down_moved = CardKind::ALL
        .iter()
        .any(|&k| before.pile(k).face_down() != after.pile(k).face_down());
    if face_down_moved || before.rng != after.rng {
        return Err(Irreversible::Revealed);
    }
    let others = before.all_seats().filter(|&s| s != seat);
    for other in others {
        if holdings(before, other) != holdings(after, other)
            || before.owned_by(other) != after.owned_by(other)
        {
            return Err(Irreversible::OtherSeat);
        }
    }
    Ok(())
}

/// What a seat holds: ducats, commodities, tiles, cards and markers (not its count of actions
/// this turn, which the turn's end resets for everyone).
fn holdings(
    game: &Genoa,
    seat: Seat,
) -> (u32, &super::Commodities, &super::Tiles, CardSet, u8, u8) {
    let s: &SeatState = game.seat(seat);
    (
        s.ducats,
        &s.commodities,
        &s.tiles,
        s.hand,
        s.markers_in_hand,
        s.markers_in_supply,
    )
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::super::bundle::Bundle;
    use super::super::commodity::Commodity::{Ale, Silk, Silver, Wine};
    use super::super::fixtures::{ANNA, BEN, CARA, bid, card, game, sq};
    use super::super::offer::{Subject, Terms};
    use super::super::tile::TileKind;
    use super::super::{Item, Take, TilePlay, VillaChoice};
    use super::*;
    use crate::engine::{Audit, Game};

    use Irreversible::{OtherSeat, Revealed};

    /// What `seat` sees of `g`, as the battery compares it.
    fn seen(g: &Genoa, seat: Seat) -> (serde_json::Value, serde_json::Value) {
        (
            serde_json::to_value(g.public_view()).unwrap(),
            serde_json::to_value(g.private_view(seat)).unwrap(),
        )
    }

    /// Plays `action` for `seat` and says whether it may be taken back; an action allowed is
    /// held to the battery's check: played on other deals the seat cannot tell from this one,
    /// it shows the seat the same game.
    fn verdict(g: &mut Genoa, seat: Seat, action: Action) -> Result<(), Irreversible> {
        assert!(g.is_offered(seat, &action), "{action:?}");
        let before = g.clone();
        let events = g.apply(seat, &action).unwrap();
        let verdict = before.take_back(seat, &action, g, &events);
        if verdict.is_ok() {
            let mut rng = ChaCha8Rng::seed_from_u64(11);
            for _ in 0..8 {
                let mut dealt = before.determinize(seat, &mut rng);
                dealt.apply(seat, &action).unwrap();
                assert_eq!(seen(&dealt, seat), seen(g, seat), "{action:?}");
            }
        }
        verdict
    }

    /// Three players with hands that no step of these tests completes.
    fn three() -> Genoa {
        let mut g = game(3);
        g.set_hand(ANNA, &["S-06", "C-03"]);
        g.set_hand(BEN, &["S-10"]);
        g.set_hand(CARA, &["S-15"]);
        g
    }

    #[test]
    fn a_roll_is_revealed_a_starting_space_is_not() {
        let mut g = three();
        assert_eq!(verdict(&mut g, ANNA, Action::Roll), Err(Revealed));
        let mut g = three();
        g.give_tiles(ANNA, &[TileKind::StartingSpace]);
        assert_eq!(
            verdict(&mut g, ANNA, Action::StartAt { square: sq(1, 3) }),
            Ok(())
        );
    }

    #[test]
    fn offers_passes_withdrawals_and_declines_may_be_taken_back() {
        let mut g = three();
        g.roll_to(1, 3);
        let action = bid(&g, Bundle::ducats(5));
        assert_eq!(verdict(&mut g, BEN, action), Ok(()));
        assert_eq!(verdict(&mut g, BEN, Action::Withdraw { offer: 1 }), Ok(()));
        assert_eq!(verdict(&mut g, CARA, Action::Pass), Ok(()));
        let trade = Action::Offer(Terms {
            to: Some(CARA),
            subject: Subject::Trade,
            give: Bundle {
                cards: [card("S-06")].into_iter().collect(),
                ..Bundle::EMPTY
            },
            get: Bundle::ducats(3),
            reveal: true,
        });
        assert_eq!(verdict(&mut g, ANNA, trade), Ok(()));
        assert_eq!(verdict(&mut g, CARA, Action::Decline { offer: 2 }), Ok(()));
    }

    #[test]
    fn an_accepted_offer_changes_another_seats_holdings() {
        let mut g = three();
        g.roll_to(1, 3);
        g.apply(BEN, &bid(&g, Bundle::ducats(5))).unwrap();
        assert_eq!(
            verdict(&mut g, ANNA, Action::Accept { offer: 1 }),
            Err(OtherSeat)
        );
    }

    #[test]
    fn taking_an_action_is_kept_only_when_it_pays_another_owner() {
        let mut g = three();
        g.roll_to(1, 3);
        assert_eq!(verdict(&mut g, ANNA, Action::Take), Ok(()));
        assert_eq!(
            verdict(&mut g, ANNA, Action::Receive),
            Ok(()),
            "a commodity taken"
        );
        assert_eq!(verdict(&mut g, ANNA, Action::ActionOver), Ok(()));
        let mut g = three();
        g.set_owner("fabric", CARA);
        g.roll_to(1, 3);
        assert_eq!(
            verdict(&mut g, ANNA, Action::Take),
            Err(OtherSeat),
            "owner income"
        );
    }

    #[test]
    fn a_draw_is_revealed_a_delivery_is_not() {
        let mut g = three();
        g.roll_to(4, 3);
        g.apply(ANNA, &Action::Take).unwrap();
        assert_eq!(verdict(&mut g, ANNA, Action::Receive), Err(Revealed));
        let mut g = three();
        g.roll_to(1, 1);
        g.apply(ANNA, &Action::Take).unwrap();
        let contract = Action::Villa(VillaChoice::Contract);
        assert_eq!(verdict(&mut g, ANNA, contract), Err(Revealed));

        let mut g = three();
        g.set_hand(ANNA, &["L-01"]);
        g.give_commodities(ANNA, &[Silk, Silver, Wine]);
        g.roll_to(1, 1);
        g.apply(ANNA, &Action::Take).unwrap();
        let deliver = Action::Villa(VillaChoice::Deliver {
            card: card("L-01"),
            tile: Some(TileKind::Trade),
        });
        assert_eq!(verdict(&mut g, ANNA, deliver), Ok(()));
    }

    #[test]
    fn trade_one_for_one_is_revealed_only_when_it_takes_a_card() {
        let mut g = three();
        g.give_tiles(ANNA, &[TileKind::Trade; 2]);
        g.roll_to(1, 6);
        g.apply(ANNA, &Action::Take).unwrap();
        g.apply(ANNA, &Action::Receive).unwrap();
        let commodity = TilePlay::Trade {
            give: Item::Card(card("S-06")),
            take: Take::Commodity(Ale),
        };
        assert_eq!(verdict(&mut g, ANNA, Action::Play(commodity)), Ok(()));
        let card = TilePlay::Trade {
            give: Item::Commodity(Ale),
            take: Take::Card(super::super::CardKind::Contract),
        };
        assert_eq!(verdict(&mut g, ANNA, Action::Play(card)), Err(Revealed));
    }

    /// Anna has taken the Cathedral's action and ended it, after `prepare`.
    fn at_the_cathedral(prepare: impl FnOnce(&mut Genoa)) -> Genoa {
        let mut g = three();
        prepare(&mut g);
        g.roll_to(4, 6);
        for a in [Action::Take, Action::Receive, Action::ActionOver] {
            g.apply(ANNA, &a).unwrap();
        }
        g
    }

    #[test]
    fn a_step_is_revealed_when_it_completes_a_message_the_player_cannot_see() {
        // The Cathedral, then the Post Office two steps on: M-02 lies in a pile or a hand.
        let mut g = at_the_cathedral(|_| {});
        assert_eq!(verdict(&mut g, ANNA, Action::Step { to: sq(3, 6) }), Ok(()));
        assert_eq!(
            verdict(&mut g, ANNA, Action::Step { to: sq(3, 5) }),
            Err(Revealed)
        );
        // Held by Ben, it pays him: another seat.
        let mut g = at_the_cathedral(|g| g.give_card(BEN, "M-02"));
        g.apply(ANNA, &Action::Step { to: sq(3, 6) }).unwrap();
        assert_eq!(
            verdict(&mut g, ANNA, Action::Step { to: sq(3, 5) }),
            Err(OtherSeat)
        );
        // In her own hand, or face up, nothing is learnt.
        let mut g = at_the_cathedral(|g| g.give_card(ANNA, "M-02"));
        g.apply(ANNA, &Action::Step { to: sq(3, 6) }).unwrap();
        assert_eq!(verdict(&mut g, ANNA, Action::Step { to: sq(3, 5) }), Ok(()));
    }

    #[test]
    fn stopping_placing_letting_lapse_and_ending_the_turn_may_be_taken_back() {
        let mut g = three();
        g.give_markers(ANNA, 1);
        g.roll_to(2, 4);
        g.apply(ANNA, &Action::Step { to: sq(2, 5) }).unwrap();
        assert_eq!(verdict(&mut g, ANNA, Action::Stop), Ok(()));
        let place = Action::Place {
            building: super::super::fixtures::b("tavern"),
        };
        assert_eq!(verdict(&mut g, ANNA, place), Ok(()));
        assert_eq!(verdict(&mut g, ANNA, Action::Lapse), Ok(()));
        assert_eq!(verdict(&mut g, ANNA, Action::EndTurn), Ok(()));
        // The game's last end of turn shows the contracts (G-96).
        let mut g = three();
        g.rounds_left = 1;
        g.set_tower(CARA);
        g.roll_to(2, 4);
        g.apply(CARA, &Action::Stop).unwrap();
        assert_eq!(verdict(&mut g, CARA, Action::EndTurn), Err(Revealed));
    }
}
