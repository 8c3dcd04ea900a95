//! Invariants over the whole state, probes for the simulation battery, and the words of a
//! golden playthrough.

use std::collections::BTreeSet;
use std::fmt::Write;

use rand::{Rng, RngExt};

use super::components::{Card, GAME_END_TILES, StackItem, TILE_COUNT, Tile, TileId, assumed};
use super::money::Cards;
use super::{Action, AfterBuild, Palazzo, Phase, Rebuild, Site};
use crate::engine::{Audit, Game, Seat};

impl Audit for Palazzo {
    const ACTION_KINDS: &'static [&'static str] = &Action::KINDS;

    fn action_kind(action: &Action) -> &'static str {
        action.kind()
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.check_money()?;
        self.check_tiles()?;
        let over = self.game_end_tiles == GAME_END_TILES;
        if over != (self.phase == Phase::Over) {
            return Err(format!(
                "{} game-end tiles drawn but the phase is {:?}",
                self.game_end_tiles, self.phase
            ));
        }
        if let Phase::Auction(a) = &self.phase
            && a.bids.iter().filter(|b| !b.passed).count() < 2
        {
            return Err("an auction with fewer than two bidders still runs".into());
        }
        Ok(())
    }

    fn reshuffle_hidden<R: Rng + ?Sized>(&self, rng: &mut R) -> Self {
        self.redeal(None, rng)
    }

    fn arbitrary_action<R: Rng + ?Sized>(&self, rng: &mut R) -> Action {
        let card = |rng: &mut R| Card::from_kind(rng.random_range(0..Card::KINDS)).expect("kind");
        // Ids past the 48 probe tampered input.
        let tile = |rng: &mut R| TileId(rng.random_range(0..TILE_COUNT as u8 + 2));
        let palace = |rng: &mut R| rng.random_range(0..6u8);
        let cards = |rng: &mut R| -> Cards {
            let hand = self.seats[rng.random_range(0..self.seats.len())].hand;
            let mut out: Cards = hand.iter().filter(|_| rng.random_bool(0.4)).collect();
            if rng.random_bool(0.2) {
                out.add(card(rng));
            }
            out
        };
        match rng.random_range(0..10) {
            0 => Action::TakeMoney,
            1 => Action::DrawTiles,
            2 => Action::Rebuild {
                change: match rng.random_range(0..3) {
                    0 => Rebuild::Detach { tile: tile(rng) },
                    1 => Rebuild::Insert {
                        tile: tile(rng),
                        palace: palace(rng),
                    },
                    _ => Rebuild::Remove { tile: tile(rng) },
                },
                pay: card(rng),
            },
            3 => Action::PickMoney { card: card(rng) },
            4 => Action::Buy {
                // None to two: a third tile cannot be written down (`BuyTiles`).
                tiles: (0..rng.random_range(0..3)).map(|_| tile(rng)).collect(),
                payment: cards(rng),
            },
            5 => Action::Auction,
            6 => Action::Raise { cards: cards(rng) },
            7 => Action::Pass,
            8 => Action::TakeTile { tile: tile(rng) },
            _ => Action::Place {
                tile: tile(rng),
                site: match rng.random_range(0..3) {
                    0 => Site::Palace(palace(rng)),
                    1 => Site::NewPalace,
                    _ => Site::OutOfGame,
                },
            },
        }
    }

    fn is_offered(&self, seat: Seat, action: &Action) -> bool {
        self.matches_offer(seat, action)
    }

    /// The standings, each with its one tie-break (ruling 9: the best single payment in hand).
    fn describe_end(&self) -> String {
        let mut out = String::new();
        for s in &self.outcome().expect("the game is over").standings {
            writeln!(
                out,
                "{}: {} points, tie-break {:?}, rank {}",
                s.seat,
                s.score,
                s.tie_breaks.first(),
                s.rank
            )
            .expect("writing to a string");
        }
        out
    }
}

impl Palazzo {
    /// Whether `action` matches an offered choice, its payment aside.
    fn matches_offer(&self, seat: Seat, action: &Action) -> bool {
        let blank = |a: &Action| match a {
            Action::Buy { tiles, .. } => {
                let mut tiles = tiles.clone();
                tiles.sort();
                Action::Buy {
                    tiles,
                    payment: Cards::EMPTY,
                }
            }
            Action::Raise { .. } => Action::Raise {
                cards: Cards::EMPTY,
            },
            other => other.clone(),
        };
        let wanted = blank(action);
        self.choices(seat).iter().any(|c| blank(c) == wanted)
    }

    /// 55 money cards and the 3-certificate, each in exactly one place.
    fn check_money(&self) -> Result<(), String> {
        let mut all: Cards = self.deck.iter().copied().collect();
        all.add_all(&self.discards);
        for seat in &self.seats {
            all.add_all(&seat.hand);
        }
        let mut certificates = 0;
        match &self.phase {
            Phase::TakeMoney { revealed, .. } => all.add_all(revealed),
            Phase::Auction(a) => {
                for bid in &a.bids {
                    all.add_all(&bid.cards);
                    certificates += u8::from(bid.certificate);
                    if bid.passed && !bid.cards.is_empty() {
                        return Err("a seat that passed still has cards out".into());
                    }
                }
                if a.bids[a.auctioneer.index()].certificate != (certificates == 1) {
                    return Err("the 3-certificate is not in the auctioneer's bid".into());
                }
            }
            _ => {}
        }
        if certificates > 1 {
            return Err("more than one 3-certificate".into());
        }
        if all != Cards::full_deck() {
            return Err(format!("money cards do not add up: {all:?}"));
        }
        Ok(())
    }

    /// 48 tiles, each once and as made, and 5 game-end tiles, drawn or in stack III.
    fn check_tiles(&self) -> Result<(), String> {
        let mut tiles: Vec<Tile> = Vec::with_capacity(TILE_COUNT);
        let mut ends_in_stacks = 0;
        for (i, stack) in self.stacks.iter().enumerate() {
            for item in stack {
                match item {
                    StackItem::Tile(t) => {
                        if assumed::stack_of(t) as usize != i {
                            return Err(format!("{t} is in the wrong stack"));
                        }
                        tiles.push(*t);
                    }
                    StackItem::GameEnd if i == 2 => ends_in_stacks += 1,
                    StackItem::GameEnd => return Err("a game-end tile outside stack III".into()),
                }
            }
        }
        if ends_in_stacks + self.game_end_tiles != GAME_END_TILES {
            return Err("game-end tiles do not add up".into());
        }
        tiles.extend(&self.warehouse);
        tiles.extend(self.quarries.iter().flatten());
        tiles.extend(&self.out_of_game);
        for seat in &self.seats {
            for palace in seat.palaces.iter() {
                if palace.is_empty() {
                    return Err("an empty palace".into());
                }
                tiles.extend(palace.tiles());
            }
        }
        match &self.phase {
            Phase::ShareOut(share) => tiles.extend(&share.pool),
            Phase::Build(build) => {
                tiles.extend(&build.pending);
                if let AfterBuild::ShareOut(share) = &build.then {
                    tiles.extend(&share.pool);
                }
            }
            _ => {}
        }
        let ids: BTreeSet<_> = tiles.iter().map(|t| t.id).collect();
        if tiles.len() != TILE_COUNT || ids.len() != TILE_COUNT {
            return Err(format!(
                "{} tiles, {} distinct, not 48",
                tiles.len(),
                ids.len()
            ));
        }
        if let Some(t) = tiles.iter().find(|t| Tile::by_id(t.id) != Some(**t)) {
            return Err(format!("tile {:?} is not as made", t.id));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn a_new_game_passes_its_own_audit_and_a_lost_card_fails_it() {
        let mut g = Palazzo::setup(&Default::default(), 4, 1).unwrap();
        g.check_invariants().unwrap();
        g.deck.pop();
        assert!(g.check_invariants().unwrap_err().contains("money"));
    }

    #[test]
    fn a_duplicated_tile_fails_the_audit() {
        let mut g = Palazzo::setup(&Default::default(), 2, 1).unwrap();
        let t = g.warehouse[0];
        g.quarries[0][0] = t;
        assert!(g.check_invariants().is_err());
    }

    #[test]
    fn reshuffling_hidden_state_keeps_every_count() {
        let g = Palazzo::setup(&Default::default(), 3, 9).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        let h = g.reshuffle_hidden(&mut rng);
        h.check_invariants().unwrap();
        assert_ne!(g, h);
        assert_eq!(g.public_view(), h.public_view());
    }
}
