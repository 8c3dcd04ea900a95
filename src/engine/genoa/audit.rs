//! What the shared test suites check of Genoa beyond its rules.

use rand::{Rng, RngExt};

use super::action::Action;
use super::card::{CardId, CardKind, CardSet};
use super::commodity::Commodity;
use super::data;
use super::tile::TileKind;
use super::{Genoa, Phase};
use crate::engine::{Audit, Game, Seat};

impl Audit for Genoa {
    const ACTION_KINDS: &'static [&'static str] = &Action::KINDS;

    fn action_kind(action: &Action) -> &'static str {
        action.kind()
    }

    /// Every commodity, tile, card, marker and ducat accounted for.
    fn check_invariants(&self) -> Result<(), String> {
        let c = &data::config().components;
        for kind in Commodity::ALL {
            let held: u32 = self
                .seats
                .iter()
                .map(|s| u32::from(s.commodities.count(kind)))
                .sum();
            let total = held + u32::from(self.supply.commodities.count(kind));
            if total != u32::from(c.commodities_per_kind) {
                return Err(format!(
                    "{total} {kind} tiles, not {}",
                    c.commodities_per_kind
                ));
            }
        }
        let tiles = c.special_tiles();
        for kind in TileKind::ALL {
            let held: u32 = self
                .seats
                .iter()
                .map(|s| u32::from(s.tiles.count(kind)))
                .sum();
            let total = held + u32::from(self.supply.tiles.count(kind));
            if total != u32::from(tiles.count(kind)) {
                return Err(format!("{total} {kind} tiles, not {}", tiles.count(kind)));
            }
        }
        let mut seen = CardSet::EMPTY;
        let mut count = 0;
        let mut note = |card: CardId, seen: &mut CardSet| {
            count += 1;
            seen.insert(card);
        };
        for s in &self.seats {
            for card in s.hand.iter() {
                note(card, &mut seen);
            }
        }
        for kind in CardKind::ALL {
            let pile = self.pile(kind);
            for &card in pile.face_down().iter().chain(pile.face_up()) {
                if card.kind() != kind {
                    return Err(format!("{card:?} is in the {kind} pile"));
                }
                note(card, &mut seen);
            }
        }
        if count != data::decks().len() || seen.len() != count {
            return Err(format!(
                "{count} cards placed, {} distinct, of {}",
                seen.len(),
                data::decks().len()
            ));
        }
        for seat in self.all_seats() {
            let s = self.seat(seat);
            let placed = self.owned_by(seat).len();
            let total = usize::from(s.markers_in_hand) + usize::from(s.markers_in_supply) + placed;
            if total != usize::from(c.markers_per_player) {
                return Err(format!("{seat} has {total} markers"));
            }
        }
        let ducats: u64 = self.seats.iter().map(|s| u64::from(s.ducats)).sum();
        let expected = u64::from(c.start_ducats) * u64::from(self.players)
            + u64::from(self.bank.paid)
            - u64::from(self.bank.taken);
        if ducats != expected {
            return Err(format!("{ducats} ducats held, {expected} accounted for"));
        }
        if self.phase != Phase::Over && self.turn.discs.len() > 5 {
            return Err("more than five discs".into());
        }
        Ok(())
    }

    fn reshuffle_hidden<R: Rng + ?Sized>(&self, rng: &mut R) -> Self {
        self.determinized(Seat(rng.random_range(0..self.players)), rng)
    }

    fn arbitrary_action<R: Rng + ?Sized>(&self, rng: &mut R) -> Action {
        let seat = Seat(rng.random_range(0..self.players));
        let mut choices = self.choices(seat);
        if choices.is_empty() {
            return Action::Stop;
        }
        choices.swap_remove(rng.random_range(0..choices.len()))
    }

    fn is_offered(&self, seat: Seat, action: &Action) -> bool {
        let choices = self.choices(seat);
        if choices.contains(action) {
            return true;
        }
        match action {
            Action::Offer(_) => self.clone().apply(seat, action).is_ok(),
            Action::Play(super::TilePlay::Trade { .. }) => choices
                .iter()
                .any(|c| matches!(c, Action::Play(super::TilePlay::Trade { .. }))),
            Action::Villa(_) | Action::Play(_) => choices.iter().any(|c| c.kind() == action.kind()),
            _ => false,
        }
    }

    fn describe_end(&self) -> String {
        let mut out = String::new();
        if let Some(outcome) = self.outcome() {
            for s in &outcome.standings {
                out.push_str(&format!(
                    "{}: {} ducats, {} commodities, rank {}\n",
                    s.seat, s.score, s.tie_breaks[0], s.rank
                ));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::playout::players_rng;

    #[test]
    fn random_games_end_and_keep_every_component() {
        for players in 2..=5 {
            for seed in 0..40 {
                let mut game = Genoa::setup(&Default::default(), players, seed).unwrap();
                let mut rng = players_rng(seed);
                let mut steps = 0;
                while let Some(seat) = game.random_mover(&mut rng) {
                    steps += 1;
                    assert!(steps < 20_000, "{players}p seed {seed}: no end");
                    for c in game.choices(seat) {
                        let mut after = game.clone();
                        if let Err(e) = after.apply(seat, &c) {
                            panic!(
                                "{players}p seed {seed} step {steps}: offered {c:?} refused: {e}\n{:?}",
                                game.phase
                            );
                        }
                        after
                            .check_invariants()
                            .unwrap_or_else(|e| panic!("{players}p seed {seed} after {c:?}: {e}"));
                    }
                    let a = game
                        .random_action(seat, &mut rng)
                        .expect("a mover has a choice");
                    game.apply(seat, &a).unwrap_or_else(|e| {
                        panic!("{players}p seed {seed} step {steps}: random {a:?} refused: {e}")
                    });
                    game.check_invariants().unwrap();
                }
                assert!(game.outcome().is_some());
                if seed == 0 {
                    eprintln!("{players}p: {steps} steps, {}", game.describe_end());
                }
            }
        }
    }
}
