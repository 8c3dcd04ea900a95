//! Positions for rule tests, built from a real setup by moving real components, so every
//! invariant still holds.

use super::bonus_cards::Bonus;
use super::components::{Freedom, Landscape, Piece, Profession};
use super::state::Auction;
use super::{Action, Expansion, Options, Phase, Princes, Turn};
use crate::engine::{Audit, Game, Seat};

/// A game of `players` past the deal, seat 0 starting round 1's auction.
pub fn game(players: u8, expansion: bool) -> Princes {
    let options = Options {
        expansion: expansion.then_some(Expansion::MusePrincess),
    };
    let mut g = Princes::setup(&options, players, 2024).unwrap();
    for seat in 0..players {
        let seat = Seat(seat);
        let a = g.default_action(seat).unwrap();
        g.apply(seat, &a).unwrap();
    }
    g.start = Seat(0);
    g.phase = Phase::Auction(Auction::new(Seat(0)));
    g.check_invariants().unwrap();
    g
}

/// The same game in the action phase of `round`, at `seat`'s turn.
pub fn actions(mut g: Princes, round: u8, seat: Seat) -> Princes {
    g.round = round;
    g.phase = Phase::Actions(Turn {
        seat,
        done: 0,
        actions_left: 2,
        works: 0,
        builds: 0,
        bonus_cards: 0,
        profession: false,
        freedom: false,
        muse: 0,
    });
    g
}

impl Princes {
    /// Gives `seat` exactly these professions in hand, the old ones going back to the deck.
    pub fn set_hand(&mut self, seat: Seat, cards: &[Profession]) {
        let old = std::mem::take(&mut self.seats[seat.index()].hand);
        self.professions.extend(old.iter());
        for &p in cards {
            self.take_profession_card(p);
            self.seats[seat.index()].hand.insert(p);
        }
    }

    /// Puts these professions on `seat`'s table, as if played.
    pub fn set_table(&mut self, seat: Seat, cards: &[Profession]) {
        for &p in cards {
            self.take_profession_card(p);
            self.seats[seat.index()].table.insert(p);
        }
    }

    fn take_profession_card(&mut self, p: Profession) {
        if let Some(i) = self.professions.iter().position(|&c| c == p) {
            self.professions.remove(i);
        } else {
            let s = self
                .seats
                .iter_mut()
                .find(|s| s.hand.contains(p) || s.table.contains(p))
                .expect("the card is somewhere");
            s.hand.remove(p);
            s.table.remove(p);
        }
    }

    /// Lays `piece` on the first place it fits in `seat`'s principality, from the supply.
    pub fn lay(&mut self, seat: Seat, piece: Piece) {
        let s = &mut self.seats[seat.index()];
        let adjacent = s.builders >= 2;
        let placement = s.principality.placements(piece, adjacent).next().unwrap();
        s.principality.place(placement, adjacent).unwrap();
        match piece {
            Piece::Building(b) => self.supply.buildings[b as usize] -= 1,
            Piece::Landscape(l) => self.supply.landscapes[l as usize] -= 1,
        }
    }

    pub fn give_freedom(&mut self, seat: Seat, f: Freedom) {
        self.supply.freedoms[f as usize] -= 1;
        self.seats[seat.index()].freedoms.insert(f);
    }

    pub fn give_jesters(&mut self, seat: Seat, n: u8) {
        self.supply.jesters -= n;
        self.seats[seat.index()].jesters += n;
    }

    pub fn give_builders(&mut self, seat: Seat, n: u8) {
        self.supply.builders -= n;
        self.seats[seat.index()].builders += n;
    }

    pub fn give_recruiting(&mut self, seat: Seat, n: u8) {
        self.supply.recruiting -= n;
        self.seats[seat.index()].recruiting_in_hand += n;
    }

    pub fn give_bonus(&mut self, seat: Seat, b: Bonus) {
        let i = self.bonus_deck.iter().position(|&c| c == b).unwrap();
        self.bonus_deck.remove(i);
        self.seats[seat.index()].bonus.insert(b);
    }

    pub fn landscape(&mut self, seat: Seat, l: Landscape) {
        self.lay(seat, Piece::Landscape(l));
    }

    /// Applies and unwraps, for scripts.
    pub fn play(&mut self, seat: u8, action: Action) -> Vec<super::Event> {
        self.apply(Seat(seat), &action)
            .unwrap_or_else(|e| panic!("{action:?} by seat {seat}: {e}"))
    }

    /// Places whatever is pending at its first legal spot.
    pub fn place_first(&mut self, seat: u8) {
        let a = self
            .choices(Seat(seat))
            .into_iter()
            .find(|a| matches!(a, Action::Place { .. }))
            .expect("a placement");
        self.play(seat, a);
    }
}
