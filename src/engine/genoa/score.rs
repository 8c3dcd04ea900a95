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

#[cfg(test)]
mod tests {
    use super::super::commodity::Commodity::{Ale, Wine};
    use super::super::fixtures::{ANNA, BEN, CARA, DAN, game, with};
    use super::super::options::Options;
    use super::*;

    #[test]
    fn rule_g97_a_group_of_n_contracted_buildings_pays_10_30_60_100_then_50_more_each() {
        let o = Options::default();
        let paid: Vec<u32> = (0..=7).map(|n| o.contract_value(n)).collect();
        assert_eq!(paid, [0, 10, 30, 60, 100, 150, 200, 250]);
    }

    #[test]
    fn rule_g97_a_building_counts_once_and_only_if_owned() {
        let mut g = game(3);
        g.set_hand(ANNA, &["C-05", "C-07"]);
        g.set_owner("drinks", ANNA);
        // Drinks alone: Fabric is contracted but not owned.
        assert_eq!(g.contract_income(ANNA), 10);
        g.set_owner("fabric", ANNA);
        g.set_owner("tavern", ANNA);
        // Drinks and Fabric do not touch; the Tavern, between them, has no contract.
        assert_eq!(g.contract_income(ANNA), 20);
    }

    #[test]
    fn rule_g99_places_by_ducats_then_commodities_ties_share_a_place() {
        let mut g = game(4);
        for (seat, ducats) in [(ANNA, 150), (BEN, 120), (CARA, 120), (DAN, 100)] {
            g.set_ducats(seat, ducats);
        }
        g.give_commodities(BEN, &[Ale]);
        let ranks =
            |g: &Genoa| -> Vec<u8> { outcome(g).standings.iter().map(|s| s.rank).collect() };
        assert_eq!(ranks(&g), [1, 2, 3, 4]);
        g.give_commodities(CARA, &[Wine]);
        assert_eq!(ranks(&g), [1, 2, 2, 4], "equal on both: a shared place");
    }

    #[test]
    fn rule_g99_with_items_as_the_tie_break_cards_tiles_and_markers_count_too() {
        let mut g = with(
            Options {
                tie_break: TieBreak::Items,
                ..Options::default()
            },
            2,
        );
        g.set_hand(ANNA, &["C-05"]);
        g.set_hand(BEN, &[]);
        g.give_commodities(BEN, &[Ale]);
        let o = outcome(&g);
        assert_eq!(
            o.standings[0].rank, 1,
            "one card against one commodity, so shared"
        );
        assert_eq!(o.standings[1].rank, 1);
        g.give_markers(ANNA, 1);
        assert_eq!(outcome(&g).standings[0].tie_breaks, [2]);
        assert_eq!(outcome(&g).winners(), crate::engine::SeatSet::only(ANNA));
    }
}
