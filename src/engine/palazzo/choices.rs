//! What a seat may do now, the default action, and a random player.

use rand::{Rng, RngExt};

use super::money::Cards;
use super::{Action, Palazzo, Phase, Site};
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
            for change in game.rebuilds(seat) {
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
            tiles: vec![a],
            payment: payments.one,
        });
        if let Some(payment) = payments.two {
            for &b in &ids[i + 1..] {
                out.push(Action::Buy {
                    tiles: vec![a, b],
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

/// A random player: picks a kind of action uniformly (so the many rebuild options do not crowd
/// out the rest), then one of that kind, and sometimes pays more than the cheapest payment.
pub(super) fn random_action<R: Rng + ?Sized>(
    game: &Palazzo,
    seat: Seat,
    rng: &mut R,
) -> Option<Action> {
    let choices = choices(game, seat);
    if choices.is_empty() {
        return None;
    }
    let kind = |a: &Action| std::mem::discriminant(a);
    let mut kinds: Vec<_> = choices.iter().map(kind).collect();
    kinds.dedup();
    let chosen = kinds[rng.random_range(0..kinds.len())];
    let of_kind: Vec<_> = choices.into_iter().filter(|a| kind(a) == chosen).collect();
    let mut action = of_kind[rng.random_range(0..of_kind.len())].clone();

    let bound = match &game.phase {
        Phase::Auction(a) => a.bids[seat.index()].currency,
        _ => None,
    };
    let hand = game.seat(seat).hand;
    match &mut action {
        Action::Buy { payment, .. } | Action::Raise { cards: payment } if rng.random_bool(0.3) => {
            *payment = overpay(&hand, *payment, bound, rng);
        }
        _ => {}
    }
    Some(action)
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
        let spare: Vec<_> = rest.distinct().collect();
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
