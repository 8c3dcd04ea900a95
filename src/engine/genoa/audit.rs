//! What the shared test suites check of Genoa beyond its rules: every component, ducat and
//! marker accounted for, the offers in a shape the rules allow, probes of well-formed actions
//! legal or not, the words of a golden playthrough, and the option sets the suites play.

use std::fmt::Write;

use rand::{Rng, RngExt, SeedableRng};

use super::action::{Action, Item, Take, TilePlay, VillaChoice};
use super::building::{BuildingId, BuildingSet};
use super::bundle::Bundle;
use super::card::{CardId, CardKind, CardSet};
use super::choices;
use super::commodity::Commodity;
use super::data;
use super::offer::{Subject, Terms};
use super::options::{
    ContractSet, MarketStart, Options, Rights, RoundsByPlayers, StartPlayer, TieBreak,
};
use super::square::{SQUARES, Square};
use super::tile::TileKind;
use super::{Genoa, MAX_OPEN_TRADES, Phase};
use crate::engine::{Audit, Game, Seat};

impl Audit for Genoa {
    const ACTION_KINDS: &'static [&'static str] = &Action::KINDS;

    fn action_kind(action: &Action) -> &'static str {
        action.kind()
    }

    /// The defaults of the configuration table, and every alternative it lists at once (G-23,
    /// G-29, G-37, G-42, G-43, G-60, G-84, G-87, G-90, G-91, G-97, G-99), so that each rule's
    /// other branch is played too.
    fn option_sets() -> Vec<(&'static str, Options)> {
        vec![("", Options::default()), ("variant", variant())]
    }

    /// Every commodity, tile, card, marker and ducat accounted for, and the turn and the
    /// offers in a shape the rules allow.
    fn check_invariants(&self) -> Result<(), String> {
        self.check_components()?;
        self.check_turn()?;
        self.check_offers()
    }

    fn reshuffle_hidden<R: Rng + ?Sized>(&self, rng: &mut R) -> Self {
        let mut game = self.redeal(None, rng);
        game.rng = rand_chacha::ChaCha8Rng::seed_from_u64(rng.next_u64());
        game
    }

    /// Any decision of every kind, with squares, buildings, cards, bundles and offer numbers
    /// drawn at random — mostly near the game as it stands (the tower's neighbours, cards some
    /// hand holds, open offers), so that the probes find legal actions as well as illegal ones.
    fn arbitrary_action<R: Rng + ?Sized>(&self, rng: &mut R) -> Action {
        let card = |rng: &mut R| self.arbitrary_card(rng);
        match rng.random_range(0..Action::KINDS.len()) {
            0 => Action::Roll,
            1 => Action::StartAt {
                square: arbitrary_square(rng),
            },
            2 => Action::Take,
            3 => Action::Void,
            4 => Action::Pass,
            5 => Action::Offer(self.arbitrary_terms(rng)),
            6 => Action::Accept {
                offer: self.arbitrary_offer_id(rng),
            },
            7 => Action::Decline {
                offer: self.arbitrary_offer_id(rng),
            },
            8 => Action::Withdraw {
                offer: self.arbitrary_offer_id(rng),
            },
            9 => Action::Receive,
            10 => Action::Villa(if rng.random_bool(0.3) {
                VillaChoice::Contract
            } else {
                VillaChoice::Deliver {
                    card: card(rng),
                    tile: arbitrary_tile(rng),
                }
            }),
            11 => Action::SmallOrder { card: card(rng) },
            12 => Action::Play(match rng.random_range(0..3) {
                0 => TilePlay::Commodity {
                    kind: arbitrary_commodity(rng),
                },
                1 => TilePlay::Trade {
                    give: match rng.random_range(0..4) {
                        0 => Item::Commodity(arbitrary_commodity(rng)),
                        1 => Item::Card(card(rng)),
                        2 => Item::Tile(TileKind::ALL[rng.random_range(0..TileKind::COUNT)]),
                        _ => Item::Marker,
                    },
                    take: match rng.random_range(0..4) {
                        0 => Take::Commodity(arbitrary_commodity(rng)),
                        1 => Take::Card(CardKind::ALL[rng.random_range(0..CardKind::COUNT)]),
                        2 => Take::Tile(TileKind::ALL[rng.random_range(0..TileKind::COUNT)]),
                        _ => Take::Marker,
                    },
                },
                _ => TilePlay::BuildingAction {
                    building: self.arbitrary_building(rng),
                    villa: match rng.random_range(0..3) {
                        0 => None,
                        1 => Some(VillaChoice::Contract),
                        _ => Some(VillaChoice::Deliver {
                            card: card(rng),
                            tile: arbitrary_tile(rng),
                        }),
                    },
                },
            }),
            13 => Action::ActionOver,
            14 => Action::Step {
                to: self.arbitrary_step(rng),
            },
            15 => Action::Stop,
            16 => Action::Place {
                building: self.arbitrary_building(rng),
            },
            17 => Action::Lapse,
            _ => Action::EndTurn,
        }
    }

    /// An action among `seat`'s choices, or one of the kinds the choices list only by
    /// representatives (see [`choices::stands_for`]) — any offer, Trade 1:1 or delivery —
    /// that the rules accept, when a choice of its kind is listed.
    fn is_offered(&self, seat: Seat, action: &Action) -> bool {
        let choices = self.choices(seat);
        if choices.contains(action) {
            return true;
        }
        let Some(kind) = choices::stands_for(action) else {
            return false;
        };
        choices.iter().any(|c| choices::stands_for(c) == Some(kind))
            && self.clone().apply(seat, action).is_ok()
    }

    /// The start player, the rounds to play, and every hand dealt.
    fn describe_start(&self) -> String {
        let mut out = String::new();
        writeln!(
            out,
            "start player: {}; {} rounds",
            self.start_player, self.rounds_left
        )
        .expect("writing to a string");
        for seat in self.all_seats() {
            let cards: Vec<&str> = self.seat(seat).hand.iter().map(CardId::key).collect();
            writeln!(out, "  {seat}: {}", cards.join(" ")).expect("writing to a string");
        }
        out
    }

    /// Every seat's ducats with the contract income among them, what it holds and owns, then
    /// the places.
    fn describe_end(&self) -> String {
        let mut out = String::new();
        for seat in self.all_seats() {
            let s = self.seat(seat);
            let owned: Vec<&str> = self
                .owned_by(seat)
                .iter()
                .map(|b| b.info().short.as_str())
                .collect();
            let counted: Vec<&str> = self
                .contracted(seat)
                .iter()
                .map(|b| b.info().short.as_str())
                .collect();
            writeln!(
                out,
                "{seat}: {} ducats ({} for contracts on {}), {} commodities, {} tiles, {} cards, owns {}",
                s.ducats,
                self.contract_income(seat),
                if counted.is_empty() { "none".to_string() } else { counted.join(" ") },
                s.commodities.len(),
                s.tiles.len(),
                s.hand.len(),
                if owned.is_empty() { "nothing".to_string() } else { owned.join(" ") },
            )
            .expect("writing to a string");
        }
        if let Some(outcome) = self.outcome() {
            for st in &outcome.standings {
                writeln!(
                    out,
                    "{}: rank {} ({} ducats, tie-break {:?})",
                    st.seat, st.rank, st.score, st.tie_breaks
                )
                .expect("writing to a string");
            }
        }
        out
    }
}

/// Every alternative of the configuration table at once (G-23, G-29, G-30, G-37, G-42, G-43,
/// G-60, G-84, G-87, G-90, G-91, G-97, G-99).
pub(super) fn variant() -> Options {
    Options {
        rounds_by_players: RoundsByPlayers::new(12, 9, 9, 7),
        market_start: MarketStart::TurnLost,
        market_passable: true,
        revisit_squares: true,
        owner_income: 15,
        owner_income_own_use: true,
        acquire_rights_per_street_disc: Rights::AllAdjacent,
        acquire_compulsory: true,
        acquire_price_to_bank: 5,
        contract_requires_ownership: false,
        free_trade: false,
        tie_break: TieBreak::Items,
        start_player: StartPlayer::FirstSeat,
        contract_set: ContractSet::NoVillas,
        ..Options::default()
    }
}

fn arbitrary_square<R: Rng + ?Sized>(rng: &mut R) -> Square {
    Square::from_index(rng.random_range(0..SQUARES)).expect("on the grid")
}

fn arbitrary_commodity<R: Rng + ?Sized>(rng: &mut R) -> Commodity {
    Commodity::ALL[rng.random_range(0..Commodity::COUNT)]
}

fn arbitrary_tile<R: Rng + ?Sized>(rng: &mut R) -> Option<TileKind> {
    let i = rng.random_range(0..=TileKind::COUNT);
    TileKind::ALL.get(i).copied()
}

impl Genoa {
    /// Mostly a card some hand holds, else any card.
    fn arbitrary_card<R: Rng + ?Sized>(&self, rng: &mut R) -> CardId {
        let hand = self.seats[rng.random_range(0..self.seats.len())].hand;
        if !hand.is_empty() && rng.random_bool(0.7) {
            return hand.nth(rng.random_range(0..hand.len())).expect("in range");
        }
        CardId::new(rng.random_range(0..data::decks().len()) as u8)
    }

    /// Mostly a building next to a street the tower stood on, else any.
    fn arbitrary_building<R: Rng + ?Sized>(&self, rng: &mut R) -> BuildingId {
        let near: BuildingSet = self.turn.discs.iter().fold(BuildingSet::EMPTY, |set, &s| {
            set.union(data::board().bordering(s))
        });
        if !near.is_empty() && rng.random_bool(0.6) {
            return near
                .iter()
                .nth(rng.random_range(0..near.len()))
                .expect("in range");
        }
        BuildingId::new(rng.random_range(0..data::board().buildings().len()) as u8)
    }

    /// Mostly a neighbour of the tower's square, else any square.
    fn arbitrary_step<R: Rng + ?Sized>(&self, rng: &mut R) -> Square {
        match self.tower_square() {
            Some(at) if rng.random_bool(0.8) => {
                let n = at.neighbours().count();
                at.neighbours()
                    .nth(rng.random_range(0..n))
                    .expect("in range")
            }
            _ => arbitrary_square(rng),
        }
    }

    /// Mostly an open offer's number, else one near the numbers given so far.
    fn arbitrary_offer_id<R: Rng + ?Sized>(&self, rng: &mut R) -> u16 {
        if !self.offers.is_empty() && rng.random_bool(0.7) {
            return self.offers[rng.random_range(0..self.offers.len())].id;
        }
        rng.random_range(0..self.next_offer + 3)
    }

    /// Any bundle: a few ducats, a commodity or two, a card, a tile, a marker.
    fn arbitrary_bundle<R: Rng + ?Sized>(&self, rng: &mut R) -> Bundle {
        let mut b = Bundle::EMPTY;
        if rng.random_bool(0.5) {
            b.ducats = rng.random_range(0..60);
        }
        for _ in 0..rng.random_range(0..3) {
            b.commodities.add(arbitrary_commodity(rng));
        }
        if rng.random_bool(0.25) {
            b.cards.insert(self.arbitrary_card(rng));
        }
        if rng.random_bool(0.2) {
            b.tiles
                .add(TileKind::ALL[rng.random_range(0..TileKind::COUNT)]);
        }
        if rng.random_bool(0.15) {
            b.markers = rng.random_range(1..3);
        }
        b
    }

    /// Any offer: to the tower player mostly, about anything the turn could be selling.
    fn arbitrary_terms<R: Rng + ?Sized>(&self, rng: &mut R) -> Terms {
        let to = match rng.random_range(0..6) {
            0 => None,
            1 | 2 => Some(self.tower()),
            _ => Some(Seat(rng.random_range(0..self.players))),
        };
        let subject = match rng.random_range(0..4) {
            0 => Subject::Trade,
            1 => Subject::Action,
            2 => Subject::Move {
                to: self.arbitrary_step(rng),
                with_action: rng.random_bool(0.5),
            },
            _ => Subject::Right {
                building: self.arbitrary_building(rng),
            },
        };
        let mut give = self.arbitrary_bundle(rng);
        let mut get = self.arbitrary_bundle(rng);
        if rng.random_bool(0.4) {
            give = Bundle::EMPTY;
        } else if rng.random_bool(0.5) {
            get = Bundle::EMPTY;
        }
        Terms {
            to,
            subject,
            give,
            get,
            reveal: rng.random_bool(0.3),
        }
    }

    fn check_components(&self) -> Result<(), String> {
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
        for s in &self.seats {
            count += s.hand.len();
            seen = seen.union(s.hand);
        }
        for kind in CardKind::ALL {
            let pile = self.pile(kind);
            for &card in pile.face_down().iter().chain(pile.face_up()) {
                if card.kind() != kind {
                    return Err(format!("{card:?} is in the {kind} pile"));
                }
                count += 1;
                seen.insert(card);
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
        if self.owners.len() != data::board().buildings().len()
            || self.owners.iter().flatten().any(|o| o.0 >= self.players)
        {
            return Err("an owner of no seat".into());
        }
        // The bank is a ledger: what the seats hold is what they started with, plus what it
        // paid, less what it took (G-9).
        let ducats: u64 = self.seats.iter().map(|s| u64::from(s.ducats)).sum();
        let expected = u64::from(c.start_ducats) * u64::from(self.players)
            + u64::from(self.bank.paid)
            - u64::from(self.bank.taken);
        if ducats != expected {
            return Err(format!("{ducats} ducats held, {expected} accounted for"));
        }
        Ok(())
    }

    /// The discs, the visited buildings and the allowances agree with the phase.
    fn check_turn(&self) -> Result<(), String> {
        let discs = &self.turn.discs;
        let visited: BuildingSet = discs
            .iter()
            .filter_map(|&s| data::board().building_at(s))
            .collect();
        if visited != self.turn.visited {
            return Err(format!(
                "visited {:?}, discs on {discs:?}",
                self.turn.visited
            ));
        }
        let unpaid = self.deliverable_messages();
        let holder = self
            .all_seats()
            .find(|&s| !self.seat(s).hand.intersection(unpaid).is_empty());
        if let Some(seat) = holder {
            return Err(format!("{seat} holds a message its discs have delivered"));
        }
        let placed = !discs.is_empty();
        let ok = match &self.phase {
            Phase::Start | Phase::Over => !placed,
            Phase::Window(w) => {
                placed
                    && data::board().building_at(*discs.last().expect("placed")) == Some(w.building)
                    && !w.passed.contains(self.tower())
            }
            Phase::Acting(a) => placed && self.seat(a.actor).actions > 0,
            Phase::Move => placed,
            Phase::Acquire(a) => placed && usize::from(a.at) <= a.rights.len(),
        };
        if !ok {
            return Err(format!("{:?} with discs on {discs:?}", self.phase));
        }
        for seat in self.all_seats() {
            let s = self.seat(seat);
            let most = 1 + u8::from(self.players == 2 && seat == self.tower()) + s.extra;
            if s.actions > most {
                return Err(format!("{seat} took {} actions", s.actions));
            }
        }
        Ok(())
    }

    /// The open offers: numbered in order, each about what the turn may sell now, in the shape
    /// of its kind, its cards in its maker's hand (see [`Genoa::lapse_unbacked_offers`]), one
    /// per player and subject, a few plain trades each.
    fn check_offers(&self) -> Result<(), String> {
        let mut last = 0;
        let tower = self.tower();
        for o in &self.offers {
            let t = &o.terms;
            if o.id <= last || o.id >= self.next_offer {
                return Err(format!("offer {} out of order", o.id));
            }
            last = o.id;
            if !self.seat(o.from).hand.contains_all(t.give.cards) {
                return Err(format!("offer {} names cards its maker lacks", o.id));
            }
            let in_phase = match t.subject {
                Subject::Trade => !matches!(self.phase, Phase::Start | Phase::Over),
                Subject::Action => self.window().is_some(),
                Subject::Move { .. } => self.phase == Phase::Move,
                Subject::Right { building } => self
                    .current_right()
                    .is_some_and(|r| data::board().bordering(r.street).contains(building)),
            };
            if !in_phase {
                return Err(format!(
                    "offer {} outlived its subject: {:?}",
                    o.id, self.phase
                ));
            }
            let shape = match (t.subject, t.to) {
                (Subject::Trade, Some(to)) => to != o.from,
                (Subject::Action, None) => o.from == tower && t.give.is_empty(),
                (_, Some(to)) => to == tower && o.from != tower && t.get.is_empty(),
                (_, None) => false,
            };
            if !shape {
                return Err(format!("offer {} is misshapen: {t:?}", o.id));
            }
            let same = self
                .offers
                .iter()
                .filter(|p| p.from == o.from && p.terms.subject.same_kind(t.subject))
                .count();
            let trades = self
                .offers
                .iter()
                .filter(|p| p.from == o.from && p.terms.subject == Subject::Trade)
                .count();
            if same > 1 || trades > MAX_OPEN_TRADES {
                return Err(format!("{} has too many open offers", o.from));
            }
        }
        if self.ask().is_some() && !self.window().is_some_and(|w| w.asked) {
            return Err("an ask stands that was never posted".into());
        }
        Ok(())
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
