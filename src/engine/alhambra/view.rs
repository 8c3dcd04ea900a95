//! What leaves the engine: the public view every player may see, and one seat's private view.
//!
//! The public view holds no card of any hand and no order of any deck: only counts. Hand sizes
//! are public (a player's cards can be counted across the table); their contents are not.

use serde::Serialize;

use super::action::ScoringResult;
use super::components::{Building, Card, Currency, Scoring, assumed};
use super::money::Cards;
use super::{Alhambra, MAX_ACTIONS, RuleError, count_types};
use crate::engine::{Game, Outcome, Seat};

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PublicView {
    pub players: u8,
    /// Whose turn it is (the last turn's seat once the game is over).
    pub active: Seat,
    /// The seat to act now; `None` once the game is over.
    pub to_act: Option<Seat>,
    /// Actions the active seat has taken this turn, and the most a turn may have.
    pub actions_taken: u8,
    pub max_actions: u8,
    /// The construction yard's slots, left to right.
    pub yard: Vec<SlotView>,
    /// The money cards on display.
    pub money_display: Vec<Card>,
    pub building_deck: usize,
    /// Cards in the money deck, the scoring cards still in it included.
    pub money_deck: usize,
    pub discards: usize,
    /// The scoring cards not yet drawn.
    pub scorings_to_come: Vec<Scoring>,
    /// Every scoring so far, in order, with the points of every seat (and Dirk) per type.
    pub scorings: Vec<ScoringResult>,
    pub seats: Vec<SeatView>,
    /// 2 players: Dirk, the imaginary third player.
    pub dirk: Option<DirkView>,
    /// Display buildings nobody took at the end.
    pub out_of_game: Vec<Building>,
    pub outcome: Option<Outcome>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SlotView {
    pub currency: Currency,
    /// The building for sale here, paid in `currency`; `None` once bought this turn.
    pub building: Option<Building>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SeatView {
    pub seat: Seat,
    /// How many money cards the seat holds (not which).
    pub money_cards: usize,
    /// Buildings per type, Pavilion … Tower (their prices no longer matter).
    pub by_type: [u32; 6],
    /// Points over every scoring so far.
    pub points: u32,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DirkView {
    /// Buildings per type, Pavilion … Tower.
    pub by_type: [u32; 6],
    pub points: u32,
}

/// What one seat sees: the public view, its hand, what it holds per currency, and what each
/// building on sale would cost it. The last is the engine's answer, so that whoever shows the
/// seat a purchase (a picker) reads it rather than working the rules out again from the hand.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PrivateView {
    pub seat: Seat,
    pub hand: Cards,
    /// The value of the hand in each currency: denar, dirham, ducat, florin.
    pub totals: [u32; 4],
    /// Per slot of the yard, in its order: the cheapest payment this seat can make for the
    /// building on sale there, or why it cannot buy it.
    pub purchases: Vec<Result<Cards, RuleError>>,
    pub public: PublicView,
}

impl PrivateView {
    /// The cheapest payment for the building in `slot`, or why this seat cannot buy it.
    pub fn purchase(&self, slot: Currency) -> &Result<Cards, RuleError> {
        &self.purchases[slot.slot()]
    }
}

pub(super) fn public(game: &Alhambra) -> PublicView {
    let to_come = [Scoring::A, Scoring::B]
        .into_iter()
        .filter(|&s| game.money_deck.contains(&super::DeckItem::Scoring(s)))
        .collect();
    PublicView {
        players: game.players,
        active: game.active,
        to_act: game.to_act().single(),
        actions_taken: game.actions,
        max_actions: MAX_ACTIONS,
        yard: assumed::SLOTS
            .iter()
            .map(|&currency| SlotView {
                currency,
                building: game.in_slot(currency),
            })
            .collect(),
        money_display: game.money_display.to_vec(),
        building_deck: game.building_deck.len(),
        money_deck: game.money_deck.len(),
        discards: game.discards.len(),
        scorings_to_come: to_come,
        scorings: game.scorings.to_vec(),
        seats: game
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| SeatView {
                seat: Seat(i as u8),
                money_cards: s.hand.len(),
                by_type: count_types(&s.buildings),
                points: game.points(Seat(i as u8)),
            })
            .collect(),
        dirk: game.dirk.as_ref().map(|d| DirkView {
            by_type: count_types(d),
            points: game.dirk_points().unwrap_or(0),
        }),
        out_of_game: game.out_of_game.to_vec(),
        outcome: game.outcome(),
    }
}

pub(super) fn private(game: &Alhambra, seat: Seat) -> PrivateView {
    let hand = game.seat(seat).hand;
    PrivateView {
        seat,
        hand,
        totals: Currency::ALL.map(|c| hand.total_in(c)),
        purchases: assumed::SLOTS
            .iter()
            .map(|&slot| game.cheapest_purchase(seat, slot))
            .collect(),
        public: public(game),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::alhambra::components::BuildingType::*;
    use crate::engine::alhambra::fixtures::{game, scoring_next};
    use crate::engine::alhambra::money::cards;

    #[test]
    fn the_private_view_adds_only_the_seats_own_hand() {
        let mut g = game(3);
        g.set_hand(Seat(1), "denar4 denar5 florin9");
        let view = g.private_view(Seat(1));
        assert_eq!(view.hand, cards("denar4 denar5 florin9"));
        assert_eq!(view.totals, [9, 0, 0, 9]);
        g.set_slot(Currency::Denar, Garden, 9);
        g.set_slot(Currency::Dirham, Pavilion, 2);
        g.set_slot(Currency::Florin, Garden, 10);
        g.yard[Currency::Ducat.slot()] = None;
        let view = g.private_view(Seat(1));
        assert_eq!(view.purchase(Currency::Denar), &Ok(cards("denar4 denar5")));
        assert_eq!(
            view.purchase(Currency::Dirham),
            &Err(RuleError::CannotAfford {
                kind: Pavilion,
                price: 2,
                currency: Currency::Dirham,
                held: 0
            })
        );
        assert_eq!(
            view.purchase(Currency::Ducat),
            &Err(RuleError::EmptySlot(Currency::Ducat))
        );
        assert_eq!(
            view.purchase(Currency::Florin),
            &Err(RuleError::CannotAfford {
                kind: Garden,
                price: 10,
                currency: Currency::Florin,
                held: 9
            })
        );
        assert_eq!(view.public, g.public_view());
        let json = serde_json::to_string(&g.public_view()).unwrap();
        assert!(!json.contains("hand"), "no hand in the public view");
        assert_eq!(g.public_view().seats[1].money_cards, 3);
    }

    #[test]
    fn the_public_view_shows_the_yard_decks_and_the_turn() {
        let mut g = game(2);
        g.set_slot(Currency::Ducat, Garden, 10);
        let view = g.public_view();
        assert_eq!(view.to_act, Some(Seat(0)));
        assert_eq!(view.actions_taken, 0);
        assert_eq!(view.yard.len(), 4);
        assert_eq!(view.yard[2].currency, Currency::Ducat);
        assert_eq!(view.yard[2].building.unwrap().price, 10);
        assert_eq!(view.money_display.len(), 4);
        assert_eq!(view.building_deck, 54 - 4 - 6);
        assert_eq!(view.scorings_to_come, [Scoring::A, Scoring::B]);
        let dirk = view.dirk.unwrap();
        assert_eq!(dirk.by_type.iter().sum::<u32>(), 6);
    }

    #[test]
    fn the_public_view_keeps_every_scoring_per_seat_and_type() {
        let mut g = game(2);
        g.give_buildings(Seat(0), &[Chambers]);
        scoring_next(&mut g, Scoring::A);
        g.take_first_money(Seat(0));
        let view = g.public_view();
        assert_eq!(view.scorings.len(), 1);
        assert_eq!(view.scorings[0].scoring, Scoring::A);
        assert_eq!(view.scorings[0].seats.len(), 2);
        assert!(view.scorings[0].dirk.is_some());
        assert_eq!(view.scorings_to_come, [Scoring::B]);
        let total0: u32 = view.scorings.iter().map(|r| r.seat_total(Seat(0))).sum();
        assert_eq!(view.seats[0].points, total0);
        assert_eq!(
            view.dirk.unwrap().points,
            view.scorings[0].dirk_total().unwrap()
        );
    }
}
