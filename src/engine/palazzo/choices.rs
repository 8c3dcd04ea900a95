//! What a seat may do now, the default action, and a random player.

use arrayvec::ArrayVec;
use rand::{Rng, RngExt};

use super::components::Card;
use super::money::{Cards, best_value, cheapest_payment};
use super::{Action, BuyTiles, Palazzo, Phase, Site};
use crate::engine::{Game, Seat};

pub(super) fn choices(game: &Palazzo, seat: Seat) -> Vec<Action> {
    let mut out = Vec::new();
    if !game.to_act().contains(seat) {
        return out;
    }
    match &game.phase {
        Phase::ChooseAction => {
            if game.can_take_money() {
                out.push(Action::TakeMoney);
            }
            out.push(Action::DrawTiles);
            let hand = game.seat(seat).hand;
            for change in game.each_rebuild(seat) {
                out.extend(hand.distinct().map(|pay| Action::Rebuild { change, pay }));
            }
        }
        Phase::TakeMoney { revealed, .. } => {
            out.extend(revealed.distinct().map(|card| Action::PickMoney { card }));
        }
        Phase::BuyOrAuction => {
            buy_choices(game, seat, &mut out);
            out.push(Action::Auction);
        }
        Phase::Auction(_) => {
            if let Some(cards) = game.cheapest_raise(seat) {
                out.push(Action::Raise { cards });
            }
            out.push(Action::Pass);
        }
        Phase::ShareOut(share) => {
            out.extend(share.pool.iter().map(|t| Action::TakeTile { tile: t.id }));
        }
        Phase::Build(build) => {
            let palaces = game.seat(seat).palaces.len() as u8;
            for tile in &build.pending {
                let sites = (0..palaces)
                    .map(Site::Palace)
                    .chain([Site::NewPalace, Site::OutOfGame]);
                for site in sites {
                    if game.check_site(seat, tile, site).is_ok() {
                        out.push(Action::Place {
                            tile: tile.id,
                            site,
                        });
                    }
                }
            }
        }
        Phase::Over => {}
    }
    out
}

/// One or two warehouse tiles, each offered with the cheapest payment for that many.
fn buy_choices(game: &Palazzo, seat: Seat, out: &mut Vec<Action>) {
    let Ok(payments) = game.buy_payments(seat) else {
        return;
    };
    let ids: Vec<_> = game.warehouse.iter().map(|t| t.id).collect();
    for (i, &a) in ids.iter().enumerate() {
        out.push(Action::Buy {
            tiles: [a].into_iter().collect(),
            payment: payments.one,
        });
        if let Some(payment) = payments.two {
            for &b in &ids[i + 1..] {
                out.push(Action::Buy {
                    tiles: [a, b].into_iter().collect(),
                    payment,
                });
            }
        }
    }
}

/// Always moves the game towards its end: drawing tiles uses up the stacks, passing ends
/// auctions, and every other decision is a single forced step.
pub(super) fn default_action(game: &Palazzo, seat: Seat) -> Option<Action> {
    if !game.to_act().contains(seat) {
        return None;
    }
    Some(match &game.phase {
        Phase::ChooseAction => Action::DrawTiles,
        Phase::TakeMoney { revealed, .. } => Action::PickMoney {
            card: revealed.iter().max_by_key(|c| c.value())?,
        },
        Phase::BuyOrAuction => Action::Auction,
        Phase::Auction(_) => Action::Pass,
        Phase::ShareOut(share) => Action::TakeTile {
            tile: share.pool.iter().max_by_key(|t| t.windows)?.id,
        },
        Phase::Build(build) => {
            let tile = build.pending.first()?;
            let fits = game
                .seat(seat)
                .palaces
                .iter()
                .position(|p| p.fits_on_top(tile));
            Action::Place {
                tile: tile.id,
                site: fits.map_or(Site::NewPalace, |p| Site::Palace(p as u8)),
            }
        }
        Phase::Over => return None,
    })
}

/// A random player. The distribution: of the kinds of action [`choices`] offers now, in its
/// order, one uniformly (`rng.random_range(0..kinds)`, so the many rebuild options do not crowd
/// out the rest); then one action of that kind uniformly, by its index among that kind's
/// actions in `choices` order (`rng.random_range(0..count)`); then, for a buy or a raise, 3
/// times in 10 the cheapest payment is topped up with one to three random cards of the hand
/// that keep it one payment (see `overpay`).
///
/// Nothing is listed: the kinds available are read from the state (whether a buy or raise is
/// possible from the most the hand can pay), the chosen kind's actions are counted, and the
/// drawn one is built directly; a payment is searched for only once a buy or raise is drawn.
/// The draws are those of listing `choices` and drawing from it as described, so games played
/// by this player do not depend on how it is computed. Nothing is allocated.
pub(super) fn random_action<R: Rng + ?Sized>(
    game: &Palazzo,
    seat: Seat,
    rng: &mut R,
) -> Option<Action> {
    if !game.to_act().contains(seat) {
        return None;
    }
    let hand = game.seat(seat).hand;
    let mut kinds = ArrayVec::<(Kind, usize), 3>::new();
    let mut offer = |kind, count| {
        if count > 0 {
            kinds.push((kind, count));
        }
    };
    match &game.phase {
        Phase::ChooseAction => {
            offer(Kind::TakeMoney, usize::from(game.can_take_money()));
            offer(Kind::DrawTiles, 1);
            let pays = hand.distinct().count();
            if pays > 0 {
                offer(Kind::Rebuild, game.rebuild_count(seat) * pays);
            }
        }
        Phase::TakeMoney { revealed, .. } => {
            offer(Kind::PickMoney, revealed.distinct().count());
        }
        Phase::BuyOrAuction => {
            offer(Kind::Buy, buy_count(game, &hand));
            offer(Kind::Auction, 1);
        }
        Phase::Auction(a) => {
            let can_raise = a.bids.get(seat.index()).is_some_and(|bid| {
                !bid.passed
                    && best_value(&hand, bid.currency) >= (a.high().1 + 1).saturating_sub(bid.total)
            });
            offer(Kind::Raise, usize::from(can_raise));
            offer(Kind::Pass, 1);
        }
        Phase::ShareOut(share) => {
            offer(Kind::TakeTile, share.pool.len());
        }
        Phase::Build(_) => {
            offer(Kind::Place, place_count(game, seat));
        }
        Phase::Over => return None,
    }
    let (kind, count) = kinds[rng.random_range(0..kinds.len())];
    let i = rng.random_range(0..count);
    Some(match kind {
        Kind::TakeMoney => Action::TakeMoney,
        Kind::DrawTiles => Action::DrawTiles,
        Kind::Rebuild => {
            let pays = hand.distinct().count();
            Action::Rebuild {
                change: game.each_rebuild(seat).nth(i / pays)?,
                pay: hand.distinct().nth(i % pays)?,
            }
        }
        Kind::PickMoney => match &game.phase {
            Phase::TakeMoney { revealed, .. } => Action::PickMoney {
                card: revealed.distinct().nth(i)?,
            },
            _ => return None,
        },
        Kind::Buy => {
            let tiles = nth_buy(game, i)?;
            let price = game.tile_price() * tiles.len() as u32;
            let payment = cheapest_payment(&hand, price, None)?;
            let payment = if rng.random_bool(0.3) {
                overpay(&hand, payment, None, rng)
            } else {
                payment
            };
            Action::Buy { tiles, payment }
        }
        Kind::Auction => Action::Auction,
        Kind::Raise => {
            let cards = game.cheapest_raise(seat)?;
            let cards = if rng.random_bool(0.3) {
                let bound = match &game.phase {
                    Phase::Auction(a) => a.bids[seat.index()].currency,
                    _ => None,
                };
                overpay(&hand, cards, bound, rng)
            } else {
                cards
            };
            Action::Raise { cards }
        }
        Kind::Pass => Action::Pass,
        Kind::TakeTile => match &game.phase {
            Phase::ShareOut(share) => Action::TakeTile {
                tile: share.pool.get(i)?.id,
            },
            _ => return None,
        },
        Kind::Place => places(game, seat).nth(i)?,
    })
}

/// A kind of decision, as the random player draws them.
#[derive(Debug, Clone, Copy)]
enum Kind {
    TakeMoney,
    DrawTiles,
    Rebuild,
    PickMoney,
    Buy,
    Auction,
    Raise,
    Pass,
    TakeTile,
    Place,
}

/// How many buys `choices` offers: each warehouse tile alone, and each pair when the hand can
/// pay for two.
fn buy_count(game: &Palazzo, hand: &Cards) -> usize {
    let n = game.warehouse.len();
    let most = best_value(hand, None);
    let price = game.tile_price();
    if n == 0 || most < price {
        0
    } else if n >= 2 && most >= 2 * price {
        n + n * (n - 1) / 2
    } else {
        n
    }
}

/// The tiles of the buy at index `i` in `choices` order: each tile alone, then with each
/// later tile if two are affordable.
fn nth_buy(game: &Palazzo, mut i: usize) -> Option<BuyTiles> {
    let tiles = &game.warehouse;
    let pairs = buy_count(game, &game.seat(game.active).hand) > tiles.len();
    for (a, first) in tiles.iter().enumerate() {
        if i == 0 {
            return Some([first.id].into_iter().collect());
        }
        i -= 1;
        if pairs {
            let later = tiles.len() - a - 1;
            if i < later {
                return Some([first.id, tiles[a + 1 + i].id].into_iter().collect());
            }
            i -= later;
        }
    }
    None
}

/// The placements `choices` offers while building, in its order.
fn places(game: &Palazzo, seat: Seat) -> impl Iterator<Item = Action> + '_ {
    let Phase::Build(build) = &game.phase else {
        unreachable!("only while building");
    };
    let palaces = game.seat(seat).palaces.len() as u8;
    build.pending.iter().flat_map(move |tile| {
        (0..palaces)
            .map(Site::Palace)
            .chain([Site::NewPalace, Site::OutOfGame])
            .filter(move |&site| game.check_site(seat, tile, site).is_ok())
            .map(move |site| Action::Place {
                tile: tile.id,
                site,
            })
    })
}

/// How many placements [`places`] yields: per pending tile, the palaces it fits on top of,
/// a new palace, and out of the game.
fn place_count(game: &Palazzo, seat: Seat) -> usize {
    let Phase::Build(build) = &game.phase else {
        unreachable!("only while building");
    };
    let palaces = &game.seat(seat).palaces;
    build
        .pending
        .iter()
        .map(|tile| palaces.iter().filter(|p| p.fits_on_top(tile)).count() + 2)
        .sum()
}

/// `payment` with a few more cards from `hand`, still one legal payment.
fn overpay<R: Rng + ?Sized>(
    hand: &Cards,
    mut payment: Cards,
    bound: Option<super::Currency>,
    rng: &mut R,
) -> Cards {
    for _ in 0..rng.random_range(1..=3) {
        let mut rest = *hand;
        rest.remove_all(&payment);
        let spare: ArrayVec<Card, { Card::KINDS }> = rest.distinct().collect();
        if spare.is_empty() {
            break;
        }
        let mut more = payment;
        more.add(spare[rng.random_range(0..spare.len())]);
        if more.payment_within(bound).is_some() {
            payment = more;
        }
    }
    payment
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::*;

    /// The random player as its doc describes it, by listing: `choices` grouped by kind in
    /// order, a kind drawn, an action of it drawn, a buy's or raise's payment topped up.
    fn by_listing<R: Rng + ?Sized>(game: &Palazzo, seat: Seat, rng: &mut R) -> Option<Action> {
        let mut kinds: Vec<(&str, Vec<Action>)> = Vec::new();
        for action in choices(game, seat) {
            match kinds.iter_mut().find(|(kind, _)| *kind == action.kind()) {
                Some((_, of)) => of.push(action),
                None => kinds.push((action.kind(), vec![action])),
            }
        }
        if kinds.is_empty() {
            return None;
        }
        let (_, of) = &kinds[rng.random_range(0..kinds.len())];
        let hand = game.seat(seat).hand;
        Some(match of[rng.random_range(0..of.len())].clone() {
            Action::Buy { tiles, payment } if rng.random_bool(0.3) => Action::Buy {
                tiles,
                payment: overpay(&hand, payment, None, rng),
            },
            Action::Raise { cards } if rng.random_bool(0.3) => {
                let Phase::Auction(a) = &game.phase else {
                    unreachable!("raises only in auctions")
                };
                Action::Raise {
                    cards: overpay(&hand, cards, a.bids[seat.index()].currency, rng),
                }
            }
            action => action,
        })
    }

    #[test]
    fn the_random_player_draws_what_drawing_from_the_listed_choices_draws() {
        let mut seen = 0;
        for players in 2..=4 {
            for seed in 0..15 {
                let mut game = Palazzo::setup(&Default::default(), players, seed).unwrap();
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                while let Some(seat) = game.to_act().iter().next() {
                    let mut twin = rng.clone();
                    let expected = by_listing(&game, seat, &mut twin);
                    let action = random_action(&game, seat, &mut rng);
                    assert_eq!(action, expected, "{players} players, seed {seed}");
                    assert_eq!(rng, twin, "the same draws");
                    game.apply(seat, &action.expect("a choice")).unwrap();
                    seen += 1;
                }
            }
        }
        assert!(seen > 5000);
    }
}
