//! Messages (G-74, G-75): delivered by themselves, to whoever holds one, as soon as both of its
//! buildings hold a disc of the tower this turn — after a step, or when the card comes to hand
//! while the discs stand.

use super::Genoa;
use super::card::{CardKind, CardSet, Face};
use super::data;
use super::event::Event;

impl Genoa {
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
