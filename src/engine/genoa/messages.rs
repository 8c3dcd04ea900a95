//! Messages (G-74, G-75): delivered by themselves, to whoever holds one, as soon as both of its
//! buildings hold a disc of the tower this turn — after a step, or when the card comes to hand
//! while the discs stand.

use super::Genoa;
use super::card::{CardKind, CardSet, Face};
use super::data;
use super::event::Event;

impl Genoa {
    /// The message cards whose two buildings both hold discs now: nobody can hold one, since
    /// it would have been paid at once (G-75), so each lies face down or face up.
    pub(super) fn deliverable_messages(&self) -> CardSet {
        if !self.discs_stand() || self.turn.visited.len() < 2 {
            return CardSet::EMPTY;
        }
        CardSet::of_kind(CardKind::Message)
            .iter()
            .filter(|card| match card.face(self.options.contract_set) {
                Face::Message { buildings } => {
                    buildings.iter().all(|b| self.turn.visited.contains(*b))
                }
                _ => false,
            })
            .collect()
    }

    /// Delivers every message whose buildings both hold discs, seat by seat from the tower
    /// player.
    pub(super) fn deliver_messages(&mut self, events: &mut Vec<Event>) {
        if !self.discs_stand() || self.turn.visited.len() < 2 {
            return;
        }
        let messages = CardSet::of_kind(CardKind::Message);
        for i in 0..self.players {
            let seat = self.tower().after(i, self.players);
            let held = self.seat(seat).hand.intersection(messages);
            for card in held.iter() {
                let Face::Message { buildings } = card.face(self.options.contract_set) else {
                    continue;
                };
                if buildings.iter().all(|b| self.turn.visited.contains(*b)) {
                    self.seat_mut(seat).hand.remove(card);
                    self.piles[CardKind::Message.index()].put_under(card);
                    let ducats = data::config().payouts.message;
                    self.pay(seat, ducats);
                    events.push(Event::MessageDelivered { seat, card, ducats });
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::building::BuildingId;
    use super::super::bundle::Bundle;
    use super::super::data::Place;
    use super::super::fixtures::{ANNA, BEN, CARA, card, game, play, receive_and_end, sold, sq};
    use super::super::options::ContractSet;
    use super::super::square::Square;
    use super::super::{Action, Genoa};
    use super::*;

    /// Three players holding no message but those a test gives.
    fn three() -> Genoa {
        let mut g = game(3);
        g.set_hand(ANNA, &["S-06"]);
        g.set_hand(BEN, &["S-10"]);
        g.set_hand(CARA, &["S-15"]);
        g
    }

    #[test]
    fn rule_g74_a_holder_who_did_not_act_is_paid_when_the_tower_visits_both_buildings() {
        let mut g = three();
        g.give_card(BEN, "M-02");
        // The Cathedral, a street, then the Post Office: the pair in the other order.
        g.roll_to(4, 6);
        play(&mut g, ANNA, Action::Take);
        play(&mut g, ANNA, Action::Receive);
        play(&mut g, ANNA, Action::ActionOver);
        play(&mut g, ANNA, Action::Step { to: sq(3, 6) });
        let events = play(&mut g, ANNA, Action::Step { to: sq(3, 5) });
        assert!(events.contains(&Event::MessageDelivered {
            seat: BEN,
            card: card("M-02"),
            ducats: 30
        }));
        assert_eq!(g.seat(BEN).ducats(), 160);
        assert_eq!(g.pile(CardKind::Message).face_up(), [card("M-02")]);
    }

    #[test]
    fn rule_g75_a_message_drawn_while_the_discs_stand_is_delivered_at_once() {
        let mut g = three();
        g.on_top("M-02");
        g.roll_to(4, 6);
        sold(&mut g, BEN, Bundle::EMPTY);
        receive_and_end(&mut g, BEN);
        play(&mut g, ANNA, Action::Step { to: sq(3, 6) });
        play(&mut g, ANNA, Action::Step { to: sq(3, 5) });
        play(&mut g, ANNA, Action::Take);
        let events = play(&mut g, ANNA, Action::Receive);
        assert!(events.contains(&Event::MessageDelivered {
            seat: ANNA,
            card: card("M-02"),
            ducats: 30
        }));
    }

    #[test]
    fn rule_g74_several_messages_come_at_once_when_their_cards_come_to_hand_together() {
        // The Park, City Hall and Guild Hall complete M-08 and M-01; Anna's Building action
        // at her Post Office then draws both.
        let mut g = three();
        g.set_owner("post_office", ANNA);
        g.give_tiles(ANNA, &[super::super::TileKind::BuildingAction]);
        g.roll_to(5, 1);
        for (x, y) in [(5, 2), (5, 3), (6, 3), (6, 4)] {
            if g.window().is_some() {
                let buyer = if g.has_action(BEN) { BEN } else { CARA };
                sold(&mut g, buyer, Bundle::EMPTY);
                receive_and_end(&mut g, buyer);
            }
            play(&mut g, ANNA, Action::Step { to: sq(x, y) });
        }
        g.on_top("M-08");
        g.on_top("M-01");
        play(&mut g, ANNA, Action::Take);
        let events = play(
            &mut g,
            ANNA,
            Action::Play(super::super::TilePlay::BuildingAction {
                building: super::super::fixtures::b("post_office"),
                villa: None,
            }),
        );
        let paid: Vec<_> = events
            .iter()
            .filter_map(|e| match e {
                Event::MessageDelivered { seat, card, .. } => Some((*seat, *card)),
                _ => None,
            })
            .collect();
        assert_eq!(paid, [(ANNA, card("M-01")), (ANNA, card("M-08"))]);
    }

    /// On the shipped map no single step completes two message pairs: every building two
    /// messages share lies where a path cannot reach both partners first. So two messages are
    /// delivered by one decision only when their cards come to hand together.
    #[test]
    fn on_the_shipped_map_one_step_completes_at_most_one_message_pair() {
        fn walk(
            board: &data::Board,
            pairs: &[[BuildingId; 2]],
            path: &mut Vec<Square>,
            most: &mut usize,
        ) {
            let visited = |p: &[Square]| {
                p.iter()
                    .filter_map(|s| board.building_at(*s))
                    .collect::<super::super::BuildingSet>()
            };
            let (was, now) = (visited(&path[..path.len() - 1]), visited(path));
            let completed = pairs
                .iter()
                .filter(|[a, b]| {
                    now.contains(*a) && now.contains(*b) && !(was.contains(*a) && was.contains(*b))
                })
                .count();
            *most = (*most).max(completed);
            if path.len() == 5 {
                return;
            }
            let last = *path.last().unwrap();
            for next in last.neighbours() {
                if board.place(next) != Place::Market && !path.contains(&next) {
                    path.push(next);
                    walk(board, pairs, path, most);
                    path.pop();
                }
            }
        }
        let board = data::board();
        let pairs: Vec<[BuildingId; 2]> = CardSet::of_kind(CardKind::Message)
            .iter()
            .map(|c| match c.face(ContractSet::Outer14) {
                Face::Message { buildings } => buildings,
                _ => unreachable!(),
            })
            .collect();
        let mut most = 0;
        for i in 0..super::super::square::SQUARES {
            let start = Square::from_index(i).unwrap();
            if board.place(start) != Place::Market {
                walk(board, &pairs, &mut vec![start], &mut most);
            }
        }
        assert_eq!(most, 1);
    }
}
