//! Positions for rule tests, built by moving real components so every invariant still holds.

use super::components::{GAME_END_TILES, Material, StackItem, Tile};
use super::money::cards;
use super::palace::Palace;
use super::{AfterBuild, Build, Palazzo, Phase};
use crate::engine::{Audit, Game, Seat};

/// A game of `players` where seat 0 is to choose an action.
pub fn game(players: u8) -> Palazzo {
    let mut g = Palazzo::setup(&Default::default(), players, 2024).unwrap();
    g.active = Seat(0);
    g
}

/// The first of the 48 tiles that looks like this and is still free (not in a palace).
pub fn tile(g: &Palazzo, material: Material, floor: u8, windows: u8) -> Tile {
    let in_palaces = |t: &Tile| {
        g.seats
            .iter()
            .any(|s| s.palaces.iter().any(|p| p.contains(t.id)))
    };
    *Tile::all()
        .iter()
        .find(|t| {
            t.material == material && t.floor == floor && t.windows == windows && !in_palaces(t)
        })
        .expect("such a tile is free")
}

impl Palazzo {
    /// Gives `seat` exactly these cards, returning its old hand to the deck.
    pub fn set_hand(&mut self, seat: Seat, codes: &str) {
        let old = std::mem::take(&mut self.seats[seat.index()].hand);
        self.deck.extend(old.iter());
        let wanted = cards(codes);
        for card in wanted.iter() {
            let i = self
                .deck
                .iter()
                .position(|c| *c == card)
                .expect("card in the deck");
            self.deck.remove(i);
        }
        self.seats[seat.index()].hand = wanted;
    }

    /// Gives every seat exactly these cards, in seat order (a seat not listed gets none); every
    /// old hand goes back to the deck first, so no card is held twice.
    pub fn set_hands(&mut self, hands: &[&str]) {
        for seat in 0..self.players {
            self.set_hand(Seat(seat), "");
        }
        for (seat, codes) in hands.iter().enumerate() {
            self.set_hand(Seat(seat as u8), codes);
        }
    }

    /// Takes `tile` from wherever it lies (a stack, the warehouse, a quarry, the box).
    fn lift(&mut self, tile: Tile) -> Tile {
        for stack in &mut self.stacks {
            if let Some(i) = stack.iter().position(|s| *s == StackItem::Tile(tile)) {
                stack.remove(i);
                return tile;
            }
        }
        for place in self.quarries.iter_mut().chain([&mut self.warehouse]) {
            if let Some(i) = place.iter().position(|t| *t == tile) {
                place.remove(i);
                return tile;
            }
        }
        if let Some(i) = self.out_of_game.iter().position(|t| *t == tile) {
            self.out_of_game.remove(i);
            return tile;
        }
        panic!("{tile} is not free");
    }

    /// Builds a palace of these tiles for `seat`.
    pub fn give_palace(&mut self, seat: Seat, tiles: &[Tile]) -> u8 {
        let tiles: Vec<_> = tiles.iter().map(|t| self.lift(*t)).collect();
        let palaces = &mut self.seats[seat.index()].palaces;
        palaces.push(Palace::try_from(tiles).unwrap());
        palaces.len() as u8 - 1
    }

    /// Puts exactly these tiles on quarry `q`, its old tiles back on top of stack I.
    pub fn set_quarry(&mut self, q: u8, tiles: &[Tile]) {
        let old = std::mem::take(&mut self.quarries[q as usize]);
        for t in old {
            let stack = super::components::assumed::stack_of(&t) as usize;
            self.stacks[stack].push(StackItem::Tile(t));
        }
        let tiles = tiles.iter().map(|t| self.lift(*t)).collect();
        self.quarries[q as usize] = tiles;
    }

    /// Puts exactly these tiles in the warehouse, its old tiles back on their stacks.
    pub fn set_warehouse(&mut self, tiles: &[Tile]) {
        let old = std::mem::take(&mut self.warehouse);
        for t in old {
            let stack = super::components::assumed::stack_of(&t) as usize;
            self.stacks[stack].push(StackItem::Tile(t));
        }
        let tiles = tiles.iter().map(|t| self.lift(*t)).collect();
        self.warehouse = tiles;
    }

    /// `seat` has just acquired these tiles (as if bought) and is to build them; the turn
    /// passes when they are built.
    pub fn acquire(&mut self, seat: Seat, tiles: &[Tile]) {
        let pending = tiles.iter().map(|t| self.lift(*t)).collect();
        self.active = seat;
        self.phase = Phase::Build(Build {
            seat,
            pending,
            then: AfterBuild::EndTurn,
        });
    }

    /// Four game-end tiles are drawn and the fifth is the next item drawn: stacks I and II
    /// are emptied into the box, stack III keeps its tiles with one game-end tile on top.
    pub fn end_on_next_draw(&mut self) {
        let [one, two, three] = &mut self.stacks;
        for item in one.drain(..).chain(two.drain(..)) {
            if let StackItem::Tile(t) = item {
                self.out_of_game.push(t);
            }
        }
        three.retain(|i| *i != StackItem::GameEnd);
        three.push(StackItem::GameEnd);
        self.game_end_tiles = GAME_END_TILES - 1;
    }

    pub fn assert_sound(&self) {
        self.check_invariants().expect("invariants hold");
    }
}

/// The auction that runs now.
pub fn auction(g: &Palazzo) -> &super::Auction {
    match &g.phase {
        Phase::Auction(a) => a,
        other => panic!("no auction runs: {other:?}"),
    }
}

/// `seat` raises with these cards.
pub fn raise(
    g: &mut Palazzo,
    seat: u8,
    codes: &str,
) -> Result<Vec<super::Event>, super::RuleError> {
    g.apply(
        Seat(seat),
        &super::Action::Raise {
            cards: cards(codes),
        },
    )
}
