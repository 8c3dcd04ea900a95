//! Positions for rule tests, built by moving real components so every invariant still holds.

use super::components::{BuildingType, Card, Currency, DeckItem, Scoring};
use super::money::cards;
use super::{Action, Alhambra, Event};
use crate::engine::{Audit, Game, Seat};

/// A game of `players` where seat 0 is to act.
pub fn game(players: u8) -> Alhambra {
    let mut g = Alhambra::setup(&Default::default(), players, 2024).unwrap();
    g.active = Seat(0);
    g
}

/// Puts scoring card `s` on top of the money deck: the next refill draws it first. B may only
/// come once A has been scored, as in every real game.
pub fn scoring_next(g: &mut Alhambra, s: Scoring) {
    if s == Scoring::B {
        assert!(
            !g.money_deck.contains(&DeckItem::Scoring(Scoring::A)),
            "score A first"
        );
    }
    let i = g
        .money_deck
        .iter()
        .position(|i| *i == DeckItem::Scoring(s))
        .expect("the scoring card is in the deck");
    let card = g.money_deck.remove(i);
    g.money_deck.push(card);
}

impl Alhambra {
    /// Takes `card` from wherever free money lies: the deck, the discards, or else the hand of
    /// another seat than `except` (the last seat first).
    fn lift_card(&mut self, card: Card, except: Option<Seat>) -> Card {
        if let Some(i) = self
            .money_deck
            .iter()
            .position(|i| *i == DeckItem::Money(card))
        {
            self.money_deck.remove(i);
            return card;
        }
        if self.discards.remove(card) {
            return card;
        }
        for s in (0..self.players).rev() {
            if Some(Seat(s)) != except && self.seats[s as usize].hand.remove(card) {
                return card;
            }
        }
        panic!("no free {card}");
    }

    /// Gives `seat` exactly these cards, returning its old hand to the bottom of the deck.
    pub fn set_hand(&mut self, seat: Seat, codes: &str) {
        let old = std::mem::take(&mut self.seats[seat.index()].hand);
        for card in old.iter() {
            self.money_deck.insert(0, DeckItem::Money(card));
        }
        for card in cards(codes).iter() {
            let card = self.lift_card(card, Some(seat));
            self.seats[seat.index()].hand.add(card);
        }
    }

    /// Gives every seat exactly these cards, in seat order (a seat not listed gets none).
    pub fn set_hands(&mut self, hands: &[&str]) {
        for seat in 0..self.players {
            self.set_hand(Seat(seat), "");
        }
        for (seat, codes) in hands.iter().enumerate() {
            self.set_hand(Seat(seat as u8), codes);
        }
    }

    /// Lays out exactly these money cards, the old display going to the bottom of the deck.
    pub fn set_display(&mut self, codes: &str) {
        for card in std::mem::take(&mut self.money_display) {
            self.money_deck.insert(0, DeckItem::Money(card));
        }
        for card in cards(codes).iter() {
            let card = self.lift_card(card, None);
            self.money_display.push(card);
        }
    }

    /// Every money card of the deck, the display and the discards goes to the last seat; the
    /// scoring cards left in the deck are scored, as drawing them would.
    pub fn empty_money_supply(&mut self) {
        let last = self.players as usize - 1;
        let mut money = std::mem::take(&mut self.discards);
        money.add_all(&self.money_display.drain(..).collect::<super::Cards>());
        let mut scorings = Vec::new();
        for item in self.money_deck.drain(..).rev() {
            match item {
                DeckItem::Money(c) => money.add(c),
                DeckItem::Scoring(s) => scorings.push(s),
            }
        }
        self.seats[last].hand.add_all(&money);
        for s in scorings {
            self.score(s, &mut Vec::new());
            self.dirk_after(s, &mut Vec::new());
        }
    }

    /// Every money card of the deck goes to the discards; the scoring cards stay.
    pub fn money_deck_into_discards(&mut self) {
        let mut keep = Vec::new();
        for item in self.money_deck.drain(..) {
            match item {
                DeckItem::Money(c) => self.discards.add(c),
                scoring @ DeckItem::Scoring(_) => keep.push(scoring),
            }
        }
        self.money_deck = keep;
    }

    /// Takes a building of this type (and price, if given) from the deck or the box.
    fn lift_building(&mut self, kind: BuildingType, price: Option<u8>) -> super::Building {
        let fits = |b: &super::Building| b.kind == kind && price.is_none_or(|p| b.price == p);
        if let Some(i) = self.building_deck.iter().position(fits) {
            return self.building_deck.remove(i);
        }
        if let Some(i) = self.out_of_game.iter().position(fits) {
            return self.out_of_game.remove(i);
        }
        panic!("no free {kind} {price:?}");
    }

    /// Puts a building of this type and price in the slot of `currency`, the old one going to
    /// the bottom of the building deck (or swapping places, if it is in another slot).
    pub fn set_slot(&mut self, currency: Currency, kind: BuildingType, price: u8) {
        let i = currency.slot();
        let fits =
            |b: &Option<super::Building>| b.is_some_and(|b| b.kind == kind && b.price == price);
        if fits(&self.yard[i]) {
            return;
        }
        if let Some(j) = self.yard.iter().position(fits) {
            self.yard.swap(i, j);
            return;
        }
        let b = self.lift_building(kind, Some(price));
        if let Some(old) = self.yard[i].replace(b) {
            self.building_deck.insert(0, old);
        }
    }

    /// Adds buildings of these types to `seat`'s.
    pub fn give_buildings(&mut self, seat: Seat, kinds: &[BuildingType]) {
        for &kind in kinds {
            let b = self.lift_building(kind, None);
            self.seats[seat.index()].buildings.push(b);
        }
    }

    /// Dirk owns exactly buildings of these types; his old ones go to the bottom of the deck.
    pub fn set_dirk(&mut self, kinds: &[BuildingType]) {
        let old = self.dirk.take().expect("a 2-player game");
        for b in old {
            self.building_deck.insert(0, b);
        }
        let new = kinds.iter().map(|&k| self.lift_building(k, None)).collect();
        self.dirk = Some(new);
    }

    /// Leaves only the top `keep` cards in the building deck; the rest go out of the game.
    pub fn thin_building_deck(&mut self, keep: usize) {
        let drop = self.building_deck.len().saturating_sub(keep);
        self.out_of_game.extend(self.building_deck.drain(..drop));
    }

    /// `seat` takes the first display card.
    pub fn take_first_money(&mut self, seat: Seat) -> Vec<Event> {
        let card = self.money_display[0];
        self.apply(
            seat,
            &Action::TakeMoney {
                cards: [card].into_iter().collect(),
            },
        )
        .expect("one display card can always be taken")
    }

    pub fn assert_sound(&self) {
        self.check_invariants().expect("invariants hold");
    }
}
