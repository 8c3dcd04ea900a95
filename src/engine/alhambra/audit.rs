//! Invariants over the whole state, probes for the simulation battery, and the words of a
//! golden playthrough.

use std::fmt::Write;

use rand::{Rng, RngExt};

use super::components::{BUILDING_COUNT, Building, Card, Currency, DeckItem, Scoring};
use super::money::Cards;
use super::{Action, Alhambra, DISPLAY, MAX_ACTIONS};
use crate::engine::{Audit, Game, Seat};

impl Audit for Alhambra {
    const ACTION_KINDS: &'static [&'static str] = &Action::KINDS;

    fn action_kind(action: &Action) -> &'static str {
        action.kind()
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.check_money()?;
        self.check_scoring_cards()?;
        self.check_buildings()?;
        self.check_turn()
    }

    fn reshuffle_hidden<R: Rng + ?Sized>(&self, rng: &mut R) -> Self {
        self.redeal(None, rng)
    }

    fn arbitrary_action<R: Rng + ?Sized>(&self, rng: &mut R) -> Action {
        let card = |rng: &mut R| Card::from_kind(rng.random_range(0..Card::KINDS)).expect("kind");
        match rng.random_range(0..3) {
            0 => {
                let mut cards: Cards = self
                    .money_display
                    .iter()
                    .copied()
                    .filter(|_| rng.random_bool(0.5))
                    .collect();
                if rng.random_bool(0.2) {
                    cards.add(card(rng));
                }
                Action::TakeMoney { cards }
            }
            1 => {
                let slot = Currency::ALL[rng.random_range(0..4)];
                let seat = if rng.random_bool(0.7) {
                    self.active
                } else {
                    Seat(rng.random_range(0..self.players))
                };
                let own = self.seats[seat.index()].hand.of(slot);
                let mut payment: Cards = own.iter().filter(|_| rng.random_bool(0.6)).collect();
                if rng.random_bool(0.2) {
                    payment.add(card(rng));
                }
                Action::Buy {
                    slot,
                    payment,
                    for_dirk: rng.random_bool(0.3),
                }
            }
            _ => Action::Pass,
        }
    }

    fn is_offered(&self, seat: Seat, action: &Action) -> bool {
        let blank = |a: &Action| match a {
            Action::Buy { slot, for_dirk, .. } => Action::Buy {
                slot: *slot,
                payment: Cards::EMPTY,
                for_dirk: *for_dirk,
            },
            other => other.clone(),
        };
        let wanted = blank(action);
        self.choices(seat).iter().any(|c| blank(c) == wanted)
    }

    /// Who starts, every starting hand, and with two players Dirk's buildings.
    fn describe_start(&self) -> String {
        let mut out = String::new();
        writeln!(out, "start: {} acts", self.active()).expect("writing to a string");
        for s in 0..self.players {
            let seat = Seat(s);
            writeln!(out, "  {seat}: {}", self.seat(seat).hand()).expect("writing to a string");
        }
        if let Some(dirk) = self.dirk() {
            let names: Vec<_> = dirk.iter().map(ToString::to_string).collect();
            writeln!(out, "  Dirk: {}", names.join(", ")).expect("writing to a string");
        }
        out
    }

    /// Every seat's (and Dirk's) points and buildings by type, then the standings.
    fn describe_end(&self) -> String {
        let mut out = String::new();
        let view = self.public_view();
        for seat in &view.seats {
            writeln!(
                out,
                "{}: {} points, buildings by type {:?}",
                seat.seat, seat.points, seat.by_type
            )
            .expect("writing to a string");
        }
        if let Some(dirk) = &view.dirk {
            writeln!(
                out,
                "Dirk: {} points, buildings by type {:?}",
                dirk.points, dirk.by_type
            )
            .expect("writing to a string");
        }
        for s in &self.outcome().expect("the game is over").standings {
            writeln!(out, "{}: {} points, rank {}", s.seat, s.score, s.rank)
                .expect("writing to a string");
        }
        out
    }
}

impl Alhambra {
    /// Every money card of the game exactly once: deck, display, hands, discards.
    fn check_money(&self) -> Result<(), String> {
        let mut all: Cards = self
            .money_deck
            .iter()
            .filter_map(|i| match i {
                DeckItem::Money(c) => Some(*c),
                DeckItem::Scoring(_) => None,
            })
            .collect();
        all.add_all(&self.discards);
        all.extend_from(&self.money_display);
        for seat in &self.seats {
            all.add_all(&seat.hand);
        }
        if all != Cards::full_deck(self.players) {
            return Err(format!(
                "money cards do not add up: {} of {}",
                all.len(),
                Cards::full_deck(self.players).len()
            ));
        }
        if self.money_display.len() > DISPLAY {
            return Err(format!(
                "{} money cards on display",
                self.money_display.len()
            ));
        }
        Ok(())
    }

    /// Scoring cards A and B each once, in the deck or scored; scorings in order A, B, C, and
    /// C exactly when the game is over.
    fn check_scoring_cards(&self) -> Result<(), String> {
        for s in [Scoring::A, Scoring::B] {
            let in_deck = self
                .money_deck
                .iter()
                .filter(|i| **i == DeckItem::Scoring(s))
                .count();
            let scored = self.scorings.iter().filter(|r| r.scoring == s).count();
            if in_deck + scored != 1 {
                return Err(format!(
                    "scoring card {s}: {in_deck} in the deck, scored {scored} times"
                ));
            }
        }
        let order: Vec<_> = self.scorings.iter().map(|r| r.scoring).collect();
        if !order.windows(2).all(|w| w[0] < w[1]) {
            return Err(format!("scorings out of order: {order:?}"));
        }
        if order.contains(&Scoring::B) && !order.contains(&Scoring::A) {
            return Err("B was scored before A, which lies above it".into());
        }
        if order.contains(&Scoring::C) != self.over {
            return Err("scoring C happens exactly at the end".into());
        }
        for r in &self.scorings {
            if r.seats.len() != self.players as usize || r.dirk.is_some() != self.dirk.is_some() {
                return Err(format!("scoring {} has the wrong participants", r.scoring));
            }
        }
        Ok(())
    }

    /// 54 buildings, each once and as made: deck, yard, seats, Dirk, out of the game.
    fn check_buildings(&self) -> Result<(), String> {
        let mut seen = [false; BUILDING_COUNT];
        let mut count = 0;
        let all = self
            .building_deck
            .iter()
            .chain(self.yard.iter().flatten())
            .chain(self.seats.iter().flat_map(|s| &s.buildings))
            .chain(self.dirk.iter().flatten())
            .chain(&self.out_of_game);
        for b in all {
            if Building::by_id(b.id) != Some(*b) {
                return Err(format!("building {:?} is not as made", b.id));
            }
            let i = b.id.0 as usize;
            if seen[i] {
                return Err(format!("building {:?} is in two places", b.id));
            }
            seen[i] = true;
            count += 1;
        }
        if count != BUILDING_COUNT {
            return Err(format!("{count} buildings, not {BUILDING_COUNT}"));
        }
        if self.dirk.is_some() != (self.players == 2) {
            return Err("Dirk plays exactly in the 2-player game".into());
        }
        Ok(())
    }

    /// The turn: each action taken so far emptied one slot (an exact purchase); a turn starts
    /// with a full yard, and with a full money display unless deck and discards are empty.
    fn check_turn(&self) -> Result<(), String> {
        if self.active.0 >= self.players || self.seats.len() != self.players as usize {
            return Err("seats do not match the players".into());
        }
        if self.over {
            return if self.yard.iter().all(Option::is_none) {
                Ok(())
            } else {
                Err("display buildings left after the end".into())
            };
        }
        if self.actions >= MAX_ACTIONS {
            return Err(format!("{} actions taken this turn", self.actions));
        }
        let empty = self.yard.iter().filter(|s| s.is_none()).count();
        if empty != self.actions as usize {
            return Err(format!(
                "{empty} empty slots after {} actions this turn",
                self.actions
            ));
        }
        if self.actions == 0
            && self.money_display.len() < DISPLAY
            && !(self.money_deck.is_empty() && self.discards.is_empty())
        {
            return Err("the money display was not refilled".into());
        }
        Ok(())
    }
}

impl Cards {
    fn extend_from(&mut self, cards: &[Card]) {
        for &c in cards {
            self.add(c);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn a_new_game_passes_its_own_audit_and_a_lost_card_fails_it() {
        for players in 2..=6 {
            let mut g = Alhambra::setup(&Default::default(), players, 1).unwrap();
            g.check_invariants().unwrap();
            g.money_display.pop();
            assert!(g.check_invariants().unwrap_err().contains("money"));
        }
    }

    #[test]
    fn a_duplicated_or_lost_building_fails_the_audit() {
        let mut g = Alhambra::setup(&Default::default(), 2, 1).unwrap();
        let b = g.building_deck[0];
        g.yard[0] = Some(b);
        assert!(g.check_invariants().is_err());
        let mut g = Alhambra::setup(&Default::default(), 3, 1).unwrap();
        g.building_deck.pop();
        assert!(g.check_invariants().unwrap_err().contains("53 buildings"));
    }

    #[test]
    fn a_lost_scoring_card_fails_the_audit() {
        let mut g = Alhambra::setup(&Default::default(), 4, 1).unwrap();
        g.money_deck.retain(|i| *i != DeckItem::Scoring(Scoring::B));
        assert!(g.check_invariants().unwrap_err().contains("scoring card B"));
    }

    #[test]
    fn reshuffling_hidden_state_keeps_every_count_and_the_public_view() {
        for players in 2..=6 {
            let g = Alhambra::setup(&Default::default(), players, 9).unwrap();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
            let h = g.reshuffle_hidden(&mut rng);
            h.check_invariants().unwrap();
            assert_ne!(g.money_deck, h.money_deck);
            assert_ne!(g.building_deck, h.building_deck);
            assert_eq!(g.public_view(), h.public_view());
            let sizes = |g: &Alhambra| g.seats.iter().map(|s| s.hand.len()).collect::<Vec<_>>();
            assert_eq!(sizes(&g), sizes(&h));
        }
    }
}
