//! Positions for rule tests, built by moving real components (so every invariant still holds)
//! and played on through `choices` and `apply`.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::action::Action;
use super::building::BuildingId;
use super::bundle::Bundle;
use super::card::{CardId, CardKind};
use super::commodity::Commodity;
use super::event::Event;
use super::offer::{Subject, Terms};
use super::options::{Options, StartPlayer};
use super::square::Square;
use super::tile::TileKind;
use super::{Genoa, Phase};
use crate::engine::{Audit, Game, Seat};

/// Anna, Ben, Cara, Dan and Eva, as the worked examples call the seats.
pub const ANNA: Seat = Seat(0);
pub const BEN: Seat = Seat(1);
pub const CARA: Seat = Seat(2);
pub const DAN: Seat = Seat(3);

/// The default options but seat 0 starting, changed by `f`.
pub fn options(f: impl FnOnce(&mut Options)) -> Options {
    let mut o = Options {
        start_player: StartPlayer::FirstSeat,
        ..Options::default()
    };
    f(&mut o);
    o
}

/// A game of `players` with the default options but seat 0 starting, at its first roll.
pub fn game(players: u8) -> Genoa {
    with(options(|_| {}), players)
}

/// A game of `players` with `options` (seat 0 starting unless they draw a start player).
pub fn with(options: Options, players: u8) -> Genoa {
    let g = Genoa::setup(&options, players, 2026).unwrap();
    g.assert_sound();
    g
}

/// The square at column `x`, row `y`.
pub fn sq(x: u8, y: u8) -> Square {
    Square::at(x, y).expect("on the grid")
}

/// The building whose key is `key`.
pub fn b(key: &str) -> BuildingId {
    BuildingId::from_key(key).unwrap_or_else(|| panic!("no building {key}"))
}

/// The card whose printed id is `id`.
pub fn card(id: &str) -> CardId {
    CardId::from_key(id).unwrap_or_else(|| panic!("no card {id}"))
}

/// A bid of `give` on the open window's action (G-108).
pub fn bid(g: &Genoa, give: Bundle) -> Action {
    Action::Offer(Terms {
        to: Some(g.tower()),
        subject: Subject::Action,
        give,
        get: Bundle::EMPTY,
        reveal: false,
    })
}

/// A plain trade to `to`: `give` for `get` (G-60).
pub fn trade(to: Seat, give: Bundle, get: Bundle) -> Action {
    Action::Offer(Terms {
        to: Some(to),
        subject: Subject::Trade,
        give,
        get,
        reveal: false,
    })
}

/// `buyer` bids `give` on the open window's action and the tower player accepts it: what the
/// acceptance said.
pub fn sold(g: &mut Genoa, buyer: Seat, give: Bundle) -> Vec<Event> {
    let action = bid(g, give);
    play(g, buyer, action);
    let id = g.offers().last().expect("the bid").id;
    let tower = g.tower();
    play(g, tower, Action::Accept { offer: id })
}

/// `seat`, inside an action, receives its effect (a contract at a villa) and ends it.
pub fn receive_and_end(g: &mut Genoa, seat: Seat) {
    let villa = matches!(g.phase, Phase::Acting(a) if matches!(a.building.info().effect, super::data::Effect::Villa {}));
    let effect = if villa {
        Action::Villa(super::action::VillaChoice::Contract)
    } else {
        Action::Receive
    };
    play(g, seat, effect);
    play(g, seat, Action::ActionOver);
}

/// Plays `action` for `seat`, which must be among its choices (or stand for one).
pub fn play(g: &mut Genoa, seat: Seat, action: Action) -> Vec<Event> {
    assert!(
        g.is_offered(seat, &action),
        "{action:?} is not offered to {seat}: {:?}",
        g.choices(seat)
    );
    let events = g
        .apply(seat, &action)
        .unwrap_or_else(|e| panic!("{action:?} by {seat}: {e}"));
    g.assert_sound();
    events
}

impl Genoa {
    /// Every invariant holds.
    pub fn assert_sound(&self) {
        if let Err(e) = self.check_invariants() {
            panic!("{e}\n{self:#?}");
        }
    }

    /// Makes `seat` the tower player of a fresh turn (the start player stays who he was).
    pub fn set_tower(&mut self, seat: Seat) {
        assert_eq!(self.phase, Phase::Start, "between turns");
        self.turn.tower = seat;
    }

    /// Takes card `id` from its face-down pile or from the hand holding it.
    fn lift(&mut self, id: &str) -> CardId {
        let c = card(id);
        if !self.piles[c.kind().index()].remove(c) {
            let holder = self
                .seats
                .iter_mut()
                .find(|s| s.hand.contains(c))
                .unwrap_or_else(|| panic!("{id} is nowhere"));
            holder.hand.remove(c);
        }
        c
    }

    /// Gives `seat` the card `id`, taken from its pile or from another hand.
    pub fn give_card(&mut self, seat: Seat, id: &str) {
        let c = self.lift(id);
        self.seats[seat.index()].hand.insert(c);
    }

    /// Gives `seat` exactly the cards `ids`, its old hand going back under the face-down piles.
    pub fn set_hand(&mut self, seat: Seat, ids: &[&str]) {
        let old = self.seats[seat.index()].hand;
        self.seats[seat.index()].hand = super::CardSet::EMPTY;
        for c in old.iter() {
            self.piles[c.kind().index()].insert_bottom(c);
        }
        for id in ids {
            self.give_card(seat, id);
        }
    }

    /// Puts card `id` on top of its face-down pile (from wherever it is but a face-up pile).
    pub fn on_top(&mut self, id: &str) {
        let c = self.lift(id);
        self.piles[c.kind().index()].insert_top(c);
    }

    /// Moves every face-down card of `kind` but `keep` under the pile, face up.
    pub fn played_but(&mut self, kind: CardKind, keep: usize) {
        let pile = &mut self.piles[kind.index()];
        while pile.face_down().len() > keep {
            let c = pile.face_down()[0];
            pile.remove(c);
            pile.put_under(c);
        }
    }

    /// Gives `seat` commodities from the supply.
    pub fn give_commodities(&mut self, seat: Seat, kinds: &[Commodity]) {
        for &k in kinds {
            assert!(self.supply.commodities.remove(k), "no {k} left");
            self.seats[seat.index()].commodities.add(k);
        }
    }

    /// Gives `seat` special tiles from the supply.
    pub fn give_tiles(&mut self, seat: Seat, kinds: &[TileKind]) {
        for &k in kinds {
            assert!(self.supply.tiles.remove(k), "no {k} left");
            self.seats[seat.index()].tiles.add(k);
        }
    }

    /// Moves `n` of `seat`'s markers from its supply into its hand.
    pub fn give_markers(&mut self, seat: Seat, n: u8) {
        let s = &mut self.seats[seat.index()];
        s.markers_in_supply -= n;
        s.markers_in_hand += n;
    }

    /// Puts a marker of `seat`'s from its supply on the building `key`.
    pub fn set_owner(&mut self, key: &str, seat: Seat) {
        let building = b(key);
        assert_eq!(self.owner(building), None);
        self.seats[seat.index()].markers_in_supply -= 1;
        self.owners[building.index()] = Some(seat);
    }

    /// Sets `seat`'s ducats, the bank's ledger balancing the change.
    pub fn set_ducats(&mut self, seat: Seat, ducats: u32) {
        let s = &mut self.seats[seat.index()];
        if ducats >= s.ducats {
            self.bank.paid += ducats - s.ducats;
        } else {
            self.bank.taken += s.ducats - ducats;
        }
        s.ducats = ducats;
    }

    /// Sets the generator so that the next roll gives `red` and `blue`, and rolls.
    pub fn roll_to(&mut self, red: u8, blue: u8) -> Vec<Event> {
        // Among a million generators one rolls any of the 64 pairs.
        let seed = (0u64..1_000_000)
            .find(|&k| {
                let mut probe = self.clone();
                probe.rng = ChaCha8Rng::seed_from_u64(k);
                let tower = probe.tower();
                let events = probe.apply(tower, &Action::Roll).expect("a roll");
                events.contains(&Event::Rolled {
                    seat: tower,
                    red,
                    blue,
                })
            })
            .expect("some generator rolls it");
        self.rng = ChaCha8Rng::seed_from_u64(seed);
        let tower = self.tower();
        play(self, tower, Action::Roll)
    }

    /// The tower player starts on `square` with a Starting space tile from the supply.
    pub fn start_on_square(&mut self, square: Square) -> Vec<Event> {
        let tower = self.tower();
        self.give_tiles(tower, &[TileKind::StartingSpace]);
        play(self, tower, Action::StartAt { square })
    }
}
