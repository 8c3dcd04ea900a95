//! Buying (ruling 4): one or two warehouse tiles at 10 − the warehouse's size each, paid
//! together in one payment; overpaying is allowed, with no change. A seat that cannot pay for
//! one tile cannot buy.

use arrayvec::ArrayVec;
use serde::Serialize;

use super::components::{Tile, TileId, assumed};
use super::money::{Cards, best_value, cheapest_payment};
use super::{AfterBuild, Build, Event, Palazzo, Phase, RuleError};
use crate::engine::Seat;

pub const BASE_PRICE: u32 = 10;

/// The least a seat that may buy must pay: for one tile, and for two (if the warehouse holds
/// two and the hand reaches their price).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BuyPayments {
    pub one: Cards,
    pub two: Option<Cards>,
}

impl Palazzo {
    /// The price of one warehouse tile now.
    pub fn tile_price(&self) -> u32 {
        let price = i64::from(BASE_PRICE) - self.warehouse.len() as i64;
        price.max(i64::from(assumed::LOWEST_PRICE)) as u32
    }

    /// Whether `seat` may buy now: tiles to buy and money for one of them.
    pub fn can_buy(&self, seat: Seat) -> bool {
        self.check_can_buy(seat).is_ok()
    }

    /// Whether `seat` may buy now, without searching for the payments: tiles to buy and a hand
    /// whose best payment reaches the price of one.
    fn check_can_buy(&self, seat: Seat) -> Result<(), RuleError> {
        if self.warehouse.is_empty() {
            return Err(RuleError::WarehouseEmpty);
        }
        let price = self.tile_price();
        if best_value(&self.seat(seat).hand, None) < price {
            return Err(RuleError::CannotAffordBuying { price });
        }
        Ok(())
    }

    /// The cheapest payments `seat` can make for one tile and for two, or why it cannot buy:
    /// the warehouse is empty, or its hand cannot pay for one tile.
    pub fn buy_payments(&self, seat: Seat) -> Result<BuyPayments, RuleError> {
        if self.warehouse.is_empty() {
            return Err(RuleError::WarehouseEmpty);
        }
        let price = self.tile_price();
        let hand = &self.seat(seat).hand;
        let one =
            cheapest_payment(hand, price, None).ok_or(RuleError::CannotAffordBuying { price })?;
        let two = if self.warehouse.len() >= 2 {
            cheapest_payment(hand, 2 * price, None)
        } else {
            None
        };
        Ok(BuyPayments { one, two })
    }

    pub(super) fn buy(
        &mut self,
        seat: Seat,
        tiles: &[TileId],
        payment: &Cards,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let price = self.tile_price();
        self.check_can_buy(seat)?;
        let distinct = tiles.len() == 1 || (tiles.len() == 2 && tiles[0] != tiles[1]);
        if !distinct {
            return Err(RuleError::BuyCount);
        }
        let mut positions = ArrayVec::<usize, 2>::new();
        for id in tiles {
            let at = self.warehouse.iter().position(|t| t.id == *id);
            positions.push(at.ok_or(RuleError::NotInWarehouse(*id))?);
        }
        let hand = &self.seat(seat).hand;
        if !hand.contains_all(payment) {
            return Err(RuleError::CardsNotInHand);
        }
        let value = payment.payment().ok_or(RuleError::NotAPayment)?.value;
        let total = price * tiles.len() as u32;
        if value < total {
            return Err(RuleError::PaymentTooLow {
                value,
                price: total,
            });
        }

        let hand = &mut self.seat_mut(seat).hand;
        hand.remove_all(payment);
        self.discards.add_all(payment);
        // Taken from the back first, so the other position still holds; listed in the order
        // the warehouse had them.
        let (first, second) = match positions[..] {
            [a, b] if a > b => (b, Some(a)),
            [a, b] => (a, Some(b)),
            [a] => (a, None),
            _ => unreachable!("one or two tiles were checked"),
        };
        let later = second.map(|i| self.warehouse.remove(i));
        let mut bought = ArrayVec::<Tile, 2>::new();
        bought.push(self.warehouse.remove(first));
        bought.extend(later);
        events.push(Event::Bought {
            seat,
            tiles: bought.clone(),
            paid: *payment,
            price: total,
        });
        self.phase = Phase::Build(Build {
            seat,
            pending: bought.into_iter().collect(),
            then: AfterBuild::EndTurn,
        });
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;
    use crate::engine::palazzo::money::cards;
    use crate::engine::palazzo::{Action, StackItem};

    /// Seat 0 to buy, with a warehouse of `n` tiles.
    fn buying(n: usize, hand: &str) -> Palazzo {
        let mut g = Palazzo::setup(&Default::default(), 3, 3).unwrap();
        g.active = Seat(0);
        g.apply(Seat(0), &Action::DrawTiles).unwrap();
        while g.warehouse.len() < n {
            let Some(StackItem::Tile(t)) = g.stacks[0].pop() else {
                panic!("stack I")
            };
            g.warehouse.push(t);
        }
        g.warehouse.truncate(n);
        let old = g.seats[0].hand;
        g.seats[0].hand = cards(hand);
        g.deck.extend(old.iter());
        g
    }

    fn buy(g: &mut Palazzo, n: usize, pay: &str) -> Result<Vec<Event>, RuleError> {
        let tiles = g.warehouse.iter().take(n).map(|t| t.id).collect();
        g.apply(
            Seat(0),
            &Action::Buy {
                tiles,
                payment: cards(pay),
            },
        )
    }

    #[test]
    fn ruling_4_each_tile_costs_ten_minus_the_tiles_in_the_warehouse() {
        let mut g = buying(4, "red3 red4 red5");
        assert_eq!(g.tile_price(), 6);
        let before = g.clone();
        assert_eq!(
            buy(&mut g, 1, "red5"),
            Err(RuleError::PaymentTooLow { value: 5, price: 6 })
        );
        assert_eq!(g, before);
        buy(&mut g, 1, "red3 red4").unwrap();
        assert_eq!(g.warehouse.len(), 3);
        assert_eq!(g.seats[0].hand, cards("red5"));
        assert_eq!(g.discards, cards("red3 red4"));
    }

    #[test]
    fn ruling_4_two_tiles_are_paid_together_and_overpaying_gets_no_change() {
        // The text's example: each tile costs 10 − 4 = 6; the buyer pays 15 for 12.
        let mut g = buying(4, "silver7 silver4 silver4 red7");
        buy(&mut g, 2, "silver7 silver4 silver4").unwrap();
        let Phase::Build(b) = &g.phase else { panic!() };
        assert_eq!(b.pending.len(), 2);
        assert_eq!(g.seats[0].hand, cards("red7"));
    }

    #[test]
    fn ruling_4_one_payment_in_one_currency() {
        let mut g = buying(4, "silver7 red7");
        let before = g.clone();
        assert_eq!(buy(&mut g, 1, "silver7 red7"), Err(RuleError::NotAPayment));
        assert_eq!(g, before);
    }

    #[test]
    fn ruling_4_who_cannot_pay_for_one_tile_must_auction() {
        let mut g = buying(2, "red3 brown4");
        assert_eq!(g.tile_price(), 8);
        assert!(!g.can_buy(Seat(0)));
        assert!(g.choices(Seat(0)).iter().all(|a| *a == Action::Auction));
        assert_eq!(
            buy(&mut g, 1, "red3"),
            Err(RuleError::CannotAffordBuying { price: 8 })
        );
    }

    #[test]
    fn an_empty_warehouse_sells_nothing_and_says_so() {
        let mut g = buying(0, "red7 red7");
        assert_eq!(g.buy_payments(Seat(0)), Err(RuleError::WarehouseEmpty));
        assert_eq!(buy(&mut g, 1, "red7"), Err(RuleError::WarehouseEmpty));
    }

    #[test]
    fn the_cheapest_payments_for_one_tile_and_for_two() {
        let g = buying(4, "red3 red4 red5 silver7");
        assert_eq!(
            g.buy_payments(Seat(0)),
            Ok(BuyPayments {
                one: cards("silver7"),
                two: Some(cards("red3 red4 red5"))
            })
        );
        assert_eq!(
            buying(1, "red5 red7").buy_payments(Seat(0)).map(|p| p.two),
            Ok(None),
            "one tile in the warehouse: no price for two"
        );
    }

    #[test]
    fn ruling_4_at_most_two_tiles_and_only_from_the_warehouse() {
        let mut g = buying(3, "red7 red7 red7 cert");
        let three: Vec<_> = g.warehouse.iter().map(|t| t.id.0).collect();
        let json = format!(r#"{{"buy":{{"tiles":{three:?},"payment":["red7"]}}}}"#);
        assert!(
            serde_json::from_str::<Action>(&json).is_err(),
            "three tiles cannot even be written down: {json}"
        );
        let twice = g.warehouse[0].id;
        assert_eq!(
            g.apply(
                Seat(0),
                &Action::Buy {
                    tiles: [twice, twice].into_iter().collect(),
                    payment: cards("red7 red7"),
                },
            ),
            Err(RuleError::BuyCount)
        );
        let quarry_tile = g.quarries.iter().flatten().next().unwrap().id;
        let err = g.apply(
            Seat(0),
            &Action::Buy {
                tiles: [quarry_tile].into_iter().collect(),
                payment: cards("red7"),
            },
        );
        assert_eq!(err, Err(RuleError::NotInWarehouse(quarry_tile)));
    }

    #[test]
    fn a_warehouse_of_ten_tiles_sells_for_nothing() {
        let mut g = buying(10, "");
        assert_eq!(g.tile_price(), 0);
        buy(&mut g, 2, "").unwrap();
    }
}
