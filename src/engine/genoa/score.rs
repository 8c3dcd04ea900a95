//! The end (G-96 to G-99): each player adds his contract income to his ducats, and the most
//! ducats wins; on a tie, the most commodity tiles (or items, by option); still tied, shared.
//!
//! Contract income (G-97): the buildings a player holds a contract for and owns are split into
//! groups of buildings that touch; a group of n pays `contract_value(n)`.

use super::Genoa;
use super::building::BuildingSet;
use super::card::{CardKind, Face};
use super::data;
use super::event::Event;
use super::options::TieBreak;
use crate::engine::{Outcome, Seat};

impl Genoa {
    /// The buildings whose contracts count for `seat` (G-97 1): contracted, and owned unless
    /// the option says otherwise; each once, however many cards name it.
    pub fn contracted(&self, seat: Seat) -> BuildingSet {
        let cards = self.seat(seat).hand.only(CardKind::Contract);
        let named: BuildingSet = cards
            .iter()
            .filter_map(|c| match c.face(self.options.contract_set) {
                Face::Contract { building } => Some(building),
                _ => None,
            })
            .collect();
        if self.options.contract_requires_ownership {
            named.intersection(self.owned_by(seat))
        } else {
            named
        }
    }

    /// What `seat`'s contracts pay now (G-97).
    pub fn contract_income(&self, seat: Seat) -> u32 {
        data::board()
            .groups(self.contracted(seat))
            .map(|g| self.options.contract_value(g.len()))
            .sum()
    }

    /// G-96: every player's contract income, paid by the bank.
    pub(super) fn score_contracts(&mut self, events: &mut Vec<Event>) {
        for seat in self.all_seats() {
            let ducats = self.contract_income(seat);
            let cards = self.seat(seat).hand.only(CardKind::Contract);
            self.pay(seat, ducats);
            events.push(Event::ContractsScored {
                seat,
                ducats,
                cards,
            });
        }
    }

    /// What separates players equal on ducats (G-99).
    fn tie_break(&self, seat: Seat) -> i32 {
        let s = self.seat(seat);
        let n = match self.options.tie_break {
            TieBreak::Commodities => s.commodities.len(),
            TieBreak::Items => {
                s.commodities.len() + s.hand.len() + s.tiles.len() + usize::from(s.markers_in_hand)
            }
        };
        n as i32
    }
}

/// Places by ducats, then the tie-break; equal on both shares a place (G-99).
pub(super) fn outcome(game: &Genoa) -> Outcome {
    let scores: Vec<(i32, Vec<i32>)> = game
        .all_seats()
        .map(|s| (game.seat(s).ducats as i32, vec![game.tie_break(s)]))
        .collect();
    Outcome::ranked(&scores)
}
