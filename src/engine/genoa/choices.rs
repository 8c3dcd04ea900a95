//! What a seat may do: the choices offered on buttons and to the computer players, the default
//! move for a silent seat (G-114), and the random player.
//!
//! Offers can be any bundle, so the choices list *representative* offers of each kind — a bid
//! of nothing or ten ducats (with two players, one item of the bidder's own, G-100), an ask of
//! ten ducats, a trade of one commodity for a few ducats and back — and any well-formed offer
//! is checked when it is applied, as a payment is in Alhambra. Trade 1:1 plays are listed one
//! per item given and one per item taken, not every pair. Whenever the rules accept some offer
//! of a kind, a representative of that kind is listed; [`stands_for`] says which kind each
//! action belongs to, and [`Audit::is_offered`](crate::engine::Audit::is_offered) accepts any
//! action of a listed kind that the rules accept.

use std::ops::ControlFlow;

use rand::{Rng, RngExt};

use super::action::{Action, Item, Take, TilePlay, VillaChoice};
use super::building::BuildingId;
use super::bundle::Bundle;
use super::card::{CardId, CardKind, Face};
use super::commodity::Commodity;
use super::data::Effect;
use super::offer::{Subject, Terms};
use super::square::Square;
use super::tile::TileKind;
use super::{Genoa, Phase};
use crate::engine::Seat;

/// The kinds of decision listed by representatives only (see the module's docs).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Kind {
    /// A plain trade to this seat.
    Trade(Seat),
    /// A bid on the action.
    Bid,
    /// The tower player's ask.
    Ask,
    /// A bid on the next step, to this square, with its action or not.
    Move(Square, bool),
    /// A bid on the current right, for this building.
    Right(BuildingId),
    /// A Trade 1:1 play.
    TradeTile,
    /// A large order delivered at the action's villa (`None`), or by a Building action at
    /// this villa.
    Delivery(Option<BuildingId>),
}

/// The kind `action` stands for, if the choices list its kind by representatives.
pub(super) fn stands_for(action: &Action) -> Option<Kind> {
    match *action {
        Action::Offer(t) => Some(match (t.subject, t.to) {
            (Subject::Trade, Some(to)) => Kind::Trade(to),
            (Subject::Trade, None) => return None,
            (Subject::Action, Some(_)) => Kind::Bid,
            (Subject::Action, None) => Kind::Ask,
            (Subject::Move { to, with_action }, _) => Kind::Move(to, with_action),
            (Subject::Right { building }, _) => Kind::Right(building),
        }),
        Action::Play(TilePlay::Trade { .. }) => Some(Kind::TradeTile),
        Action::Villa(VillaChoice::Deliver { .. }) => Some(Kind::Delivery(None)),
        Action::Play(TilePlay::BuildingAction {
            building,
            villa: Some(VillaChoice::Deliver { .. }),
        }) => Some(Kind::Delivery(Some(building))),
        _ => None,
    }
}

/// Whether a choice moves the turn on (or answers what it waits on), or is a trade on the side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Side {
    /// Part of the turn: rolling, taking, bidding, acting, moving, acquiring, answering bids.
    Turn,
    /// Plain trades and their answers, and withdrawing one's offers.
    Trade,
}

pub(super) fn choices(game: &Genoa, seat: Seat) -> Vec<Action> {
    let mut out = Vec::new();
    let _ = for_each(game, seat, &mut |_, a| {
        out.push(a);
        ControlFlow::Continue(())
    });
    out
}

/// Whether `seat` has any choice.
pub(super) fn exists(game: &Genoa, seat: Seat) -> bool {
    for_each(game, seat, &mut |_, _| ControlFlow::Break(())).is_break()
}

/// Calls `f` with each choice of `seat`, until it breaks.
pub(super) fn for_each(
    game: &Genoa,
    seat: Seat,
    f: &mut impl FnMut(Side, Action) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let tower = game.tower();
    match game.phase {
        Phase::Over => return ControlFlow::Continue(()),
        Phase::Start => {
            if seat == tower {
                f(Side::Turn, Action::Roll)?;
                if game.seat(seat).tiles.contains(TileKind::StartingSpace) {
                    for i in 0..super::square::SQUARES {
                        let square = super::Square::from_index(i).expect("on the grid");
                        f(Side::Turn, Action::StartAt { square })?;
                    }
                }
            }
            return ControlFlow::Continue(());
        }
        Phase::Window(w) => {
            if seat == tower {
                if game.has_action(seat) {
                    f(Side::Turn, Action::Take)?;
                }
                if game.may_void().is_ok() {
                    f(Side::Turn, Action::Void)?;
                }
                if !w.asked {
                    let get = ask_price(game);
                    offer_if_ok(game, seat, None, Subject::Action, Bundle::EMPTY, get, f)?;
                }
            } else if game.has_action(seat) {
                if !w.passed.contains(seat) {
                    f(Side::Turn, Action::Pass)?;
                }
                if let Some(least) = least_bid(game, seat, Subject::Action) {
                    offer_if_ok(
                        game,
                        seat,
                        Some(tower),
                        Subject::Action,
                        least,
                        Bundle::EMPTY,
                        f,
                    )?;
                    let more = Bundle {
                        ducats: least.ducats + 10,
                        ..least
                    };
                    offer_if_ok(
                        game,
                        seat,
                        Some(tower),
                        Subject::Action,
                        more,
                        Bundle::EMPTY,
                        f,
                    )?;
                }
            }
        }
        Phase::Acting(a) => {
            if seat == a.actor {
                acting(game, seat, a, f)?;
            }
        }
        Phase::Move => {
            if seat == tower {
                for to in game.legal_steps() {
                    f(Side::Turn, Action::Step { to })?;
                }
                f(Side::Turn, Action::Stop)?;
            } else {
                for to in game.legal_steps() {
                    for with_action in [false, true] {
                        if with_action && !game.opens_window(to) {
                            continue;
                        }
                        let subject = Subject::Move { to, with_action };
                        if let Some(give) = least_bid(game, seat, subject) {
                            offer_if_ok(game, seat, Some(tower), subject, give, Bundle::EMPTY, f)?;
                        }
                    }
                }
            }
        }
        Phase::Acquire(_) => {
            let right = game.current_right();
            if seat == tower {
                if let Some(right) = right {
                    let s = game.seat(seat);
                    for building in game.candidates(right).iter() {
                        if game
                            .check_placing(building, s.markers_in_hand, s.ducats)
                            .is_ok()
                        {
                            f(Side::Turn, Action::Place { building })?;
                        }
                    }
                    if game.expect_no_compulsory_bid().is_ok() {
                        f(Side::Turn, Action::Lapse)?;
                    }
                }
                if game.expect_no_compulsory_bid().is_ok() {
                    f(Side::Turn, Action::EndTurn)?;
                }
            } else if let Some(right) = right {
                for building in game.candidates(right).iter() {
                    let subject = Subject::Right { building };
                    if let Some(give) = least_bid(game, seat, subject) {
                        offer_if_ok(game, seat, Some(tower), subject, give, Bundle::EMPTY, f)?;
                    }
                }
            }
        }
    }
    answers(game, seat, f)?;
    trades(game, seat, f)
}

/// Accepting, declining and withdrawing the open offers that concern `seat`.
fn answers(
    game: &Genoa,
    seat: Seat,
    f: &mut impl FnMut(Side, Action) -> ControlFlow<()>,
) -> ControlFlow<()> {
    for o in game.offers() {
        let side = if o.terms.subject == Subject::Trade {
            Side::Trade
        } else {
            Side::Turn
        };
        let addressed = match o.terms.to {
            Some(to) => to == seat,
            None => seat != o.from,
        };
        if addressed && game.offer_void(o, seat).is_none() {
            f(side, Action::Accept { offer: o.id })?;
        }
        if o.terms.to == Some(seat) && o.terms.subject != Subject::Action {
            f(side, Action::Decline { offer: o.id })?;
        }
        if o.from == seat {
            f(Side::Trade, Action::Withdraw { offer: o.id })?;
        }
    }
    ControlFlow::Continue(())
}

/// Plain trades to each other seat: one commodity for a few ducats, and back; failing both, the
/// least trade the rules let `seat` propose to that seat (asking one ale for nothing, or giving
/// one item of its own for nothing), so that whenever some plain trade to a seat may be made, one
/// is among the choices.
fn trades(
    game: &Genoa,
    seat: Seat,
    f: &mut impl FnMut(Side, Action) -> ControlFlow<()>,
) -> ControlFlow<()> {
    if !game.options.free_trade || game.check_room(seat, Subject::Trade).is_err() {
        return ControlFlow::Continue(());
    }
    let ducats = Bundle::ducats(5.min(game.seat(seat).ducats).max(1));
    for other in game.all_seats().filter(|&o| o != seat) {
        let mut any = false;
        let mut trade =
            |give: Bundle, get: Bundle, f: &mut dyn FnMut(Side, Action) -> ControlFlow<()>| {
                let terms = trade_terms(other, give, get);
                if game.check_terms(seat, &terms).is_ok() {
                    any = true;
                    f(Side::Trade, Action::Offer(terms))
                } else {
                    ControlFlow::Continue(())
                }
            };
        if let Some(mine) = most_plentiful(game, seat) {
            trade(commodity(mine), ducats, f)?;
        }
        if let Some(theirs) = most_plentiful(game, other) {
            trade(ducats, commodity(theirs), f)?;
        }
        if !any {
            let least = std::iter::once((Bundle::EMPTY, commodity(Commodity::Ale)))
                .chain(single_items(game, seat).map(|item| (item, Bundle::EMPTY)))
                .find(|(give, get)| {
                    game.check_terms(seat, &trade_terms(other, *give, *get))
                        .is_ok()
                });
            if let Some((give, get)) = least {
                f(Side::Trade, Action::Offer(trade_terms(other, give, get)))?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// A plain trade to `to`.
fn trade_terms(to: Seat, give: Bundle, get: Bundle) -> Terms {
    Terms {
        to: Some(to),
        subject: Subject::Trade,
        give,
        get,
        reveal: false,
    }
}

/// Inside an action: the effect, an order, the tiles, and the end of it.
fn acting(
    game: &Genoa,
    seat: Seat,
    a: super::Acting,
    f: &mut impl FnMut(Side, Action) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let is_villa = matches!(a.building.info().effect, Effect::Villa {});
    if a.received {
        f(Side::Turn, Action::ActionOver)?;
    } else if is_villa {
        f(Side::Turn, Action::Villa(VillaChoice::Contract))?;
        if !a.ordered {
            for choice in deliveries(game, seat, a.building) {
                f(Side::Turn, Action::Villa(choice))?;
            }
        }
    } else {
        f(Side::Turn, Action::Receive)?;
    }
    let s = game.seat(seat);
    if !a.ordered {
        for card in s.hand.only(CardKind::SmallOrder).iter() {
            if let Face::SmallOrder {
                building,
                commodity,
            } = card.face(game.options.contract_set)
                && building == a.building
                && s.commodities.contains(commodity)
            {
                f(Side::Turn, Action::SmallOrder { card })?;
            }
        }
    }
    if s.tiles.contains(TileKind::CommodityOfChoice) {
        for kind in game.supply.commodities.distinct() {
            f(Side::Turn, Action::Play(TilePlay::Commodity { kind }))?;
        }
    }
    if s.tiles.contains(TileKind::Trade) {
        let first_take = takes(game, seat).next();
        let first_give = gives(game, seat).next();
        for give in gives(game, seat) {
            if let Some(take) = takes(game, seat).find(|&t| game.check_trade(seat, give, t).is_ok())
            {
                f(Side::Turn, Action::Play(TilePlay::Trade { give, take }))?;
            }
        }
        if let Some(give) = first_give {
            for take in takes(game, seat) {
                if Some(take) != first_take && game.check_trade(seat, give, take).is_ok() {
                    f(Side::Turn, Action::Play(TilePlay::Trade { give, take }))?;
                }
            }
        }
    }
    if s.tiles.contains(TileKind::BuildingAction) {
        for building in game.owned_by(seat).iter() {
            if matches!(building.info().effect, Effect::Villa {}) {
                let villa = Some(VillaChoice::Contract);
                f(
                    Side::Turn,
                    Action::Play(TilePlay::BuildingAction { building, villa }),
                )?;
                if !a.ordered {
                    for choice in deliveries(game, seat, building) {
                        let villa = Some(choice);
                        f(
                            Side::Turn,
                            Action::Play(TilePlay::BuildingAction { building, villa }),
                        )?;
                    }
                }
            } else {
                let play = TilePlay::BuildingAction {
                    building,
                    villa: None,
                };
                f(Side::Turn, Action::Play(play))?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// The large orders `seat` can deliver at `villa`, each with every kind of tile in stock (or
/// none when there is none).
fn deliveries(
    game: &Genoa,
    seat: Seat,
    villa: BuildingId,
) -> impl Iterator<Item = VillaChoice> + '_ {
    let s = game.seat(seat);
    let tiles: arrayvec::ArrayVec<Option<TileKind>, { TileKind::COUNT }> =
        if game.supply.tiles.is_empty() {
            std::iter::once(None).collect()
        } else {
            game.supply.tiles.distinct().map(Some).collect()
        };
    s.hand
        .only(CardKind::LargeOrder)
        .iter()
        .filter(move |card| match card.face(game.options.contract_set) {
            Face::LargeOrder {
                villa: named,
                commodities,
            } => {
                named == villa
                    && s.commodities
                        .contains_all(&commodities.into_iter().collect())
            }
            _ => false,
        })
        .flat_map(move |card| {
            tiles
                .clone()
                .into_iter()
                .map(move |tile| VillaChoice::Deliver { card, tile })
        })
}

/// What `seat` may give by Trade 1:1: each kind of commodity, each card, each other tile, a
/// marker.
fn gives(game: &Genoa, seat: Seat) -> impl Iterator<Item = Item> + '_ {
    let s = game.seat(seat);
    s.commodities
        .distinct()
        .map(Item::Commodity)
        .chain(s.hand.iter().map(Item::Card))
        .chain(
            s.tiles
                .distinct()
                .filter(|&k| s.tiles.count(k) > u8::from(k == TileKind::Trade))
                .map(Item::Tile),
        )
        .chain((s.markers_in_hand > 0).then_some(Item::Marker))
}

/// What Trade 1:1 may take: each kind of commodity and tile, the top of each pile, a marker.
fn takes(game: &Genoa, seat: Seat) -> impl Iterator<Item = Take> + '_ {
    Commodity::ALL
        .into_iter()
        .map(Take::Commodity)
        .chain(TileKind::ALL.into_iter().map(Take::Tile))
        .chain(CardKind::ALL.into_iter().map(Take::Card))
        .chain(std::iter::once(Take::Marker))
        .filter(move |&take| game.supply_has(seat, take))
}

/// A bundle giving one commodity of `kind`.
fn commodity(kind: Commodity) -> Bundle {
    let mut b = Bundle::EMPTY;
    b.commodities.add(kind);
    b
}

/// The kind `seat` holds most of (the first such in kind order).
fn most_plentiful(game: &Genoa, seat: Seat) -> Option<Commodity> {
    let c = &game.seat(seat).commodities;
    c.distinct()
        .max_by_key(|&k| (c.count(k), std::cmp::Reverse(k)))
}

/// Each item `seat` could give alone: one of each kind of commodity and special tile it holds,
/// one card (any card serves: the rules ask the same of each), one marker.
fn single_items(game: &Genoa, seat: Seat) -> impl Iterator<Item = Bundle> + '_ {
    let s = game.seat(seat);
    let tile = |kind| {
        let mut b = Bundle::EMPTY;
        b.tiles.add(kind);
        b
    };
    s.commodities
        .distinct()
        .map(commodity)
        .chain(s.tiles.distinct().map(tile))
        .chain(s.hand.iter().next().map(|card| Bundle {
            cards: [card].into_iter().collect(),
            ..Bundle::EMPTY
        }))
        .chain((s.markers_in_hand > 0).then_some(Bundle {
            markers: 1,
            ..Bundle::EMPTY
        }))
}

/// The least `seat` may bid on `subject`: nothing, or with two players the first single item
/// that makes a valid bid (G-100); `None` when no bid on it may be made. Any bid the rules
/// accept gives at least this much, so a bid stands among the choices whenever one may be made.
fn least_bid(game: &Genoa, seat: Seat, subject: Subject) -> Option<Bundle> {
    let tower = game.tower();
    (game.players > 2)
        .then_some(Bundle::EMPTY)
        .into_iter()
        .chain(single_items(game, seat))
        .find(|&give| {
            let terms = Terms {
                to: Some(tower),
                subject,
                give,
                get: Bundle::EMPTY,
                reveal: false,
            };
            game.check_terms(seat, &terms).is_ok()
        })
}

/// What the tower player's ask asks: ten ducats, or with two players an item the opponent
/// shows (G-100), one ale if none.
fn ask_price(game: &Genoa) -> Bundle {
    if game.players > 2 {
        return Bundle::ducats(10);
    }
    let opponent = game.tower().after(1, 2);
    most_plentiful(game, opponent)
        .map(commodity)
        .or_else(|| single_items(game, opponent).find(|b| b.cards.is_empty()))
        .unwrap_or_else(|| commodity(Commodity::Ale))
}

/// Offers `seat`'s offer, if the rules let it be made.
fn offer_if_ok(
    game: &Genoa,
    seat: Seat,
    to: Option<Seat>,
    subject: Subject,
    give: Bundle,
    get: Bundle,
    f: &mut impl FnMut(Side, Action) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let terms = Terms {
        to,
        subject,
        give,
        get,
        reveal: false,
    };
    if game.check_terms(seat, &terms).is_ok() {
        let side = if subject == Subject::Trade {
            Side::Trade
        } else {
            Side::Turn
        };
        f(side, Action::Offer(terms))?;
    }
    ControlFlow::Continue(())
}

/// G-114: what a silent seat plays.
pub(super) fn default_action(game: &Genoa, seat: Seat) -> Option<Action> {
    if !game.waiting_on().contains(seat) {
        return None;
    }
    let tower = game.tower();
    let turn = match game.phase {
        Phase::Over => return None,
        Phase::Start => Some(Action::Roll),
        Phase::Window(_) if seat == tower && game.unanswered().is_empty() => {
            // The standing bid with the most ducats, the earliest on a tie; with none, void.
            let best = game
                .valid_bids()
                .max_by_key(|o| (o.terms.give.ducats, std::cmp::Reverse(o.id)));
            Some(match best {
                Some(o) => Action::Accept { offer: o.id },
                None => Action::Void,
            })
        }
        Phase::Window(w) if seat != tower && !w.passed.contains(seat) && game.has_action(seat) => {
            Some(Action::Pass)
        }
        Phase::Acting(a) if seat == a.actor => Some(if a.received {
            Action::ActionOver
        } else if matches!(a.building.info().effect, Effect::Villa {}) {
            Action::Villa(VillaChoice::Contract)
        } else {
            Action::Receive
        }),
        Phase::Move if seat == tower => Some(Action::Stop),
        Phase::Acquire(_) if seat == tower => Some(if game.expect_no_compulsory_bid().is_ok() {
            if game.current_right().is_some() {
                Action::Lapse
            } else {
                Action::EndTurn
            }
        } else {
            let best = game
                .offers
                .iter()
                .filter(|o| matches!(o.terms.subject, Subject::Right { .. }))
                .find(|o| game.offer_void(o, tower).is_none())
                .expect("a compulsory bid stands");
            Action::Accept { offer: best.id }
        }),
        _ => None,
    };
    // A seat waited on only for a trade addressed to it declines the oldest.
    turn.or_else(|| {
        game.offers
            .iter()
            .find(|o| o.terms.subject == Subject::Trade && o.terms.to == Some(seat))
            .map(|o| Action::Decline { offer: o.id })
    })
}

/// The random player: a turn decision most of the time, a trade now and then, each drawn
/// uniformly among its kind's choices; an offer or a Trade 1:1 drawn from a wider range of
/// bundles than the choices list.
pub(super) fn random_action<R: Rng + ?Sized>(
    game: &Genoa,
    seat: Seat,
    rng: &mut R,
) -> Option<Action> {
    let mut turn: Option<Action> = None;
    let mut trade: Option<Action> = None;
    let (mut n_turn, mut n_trade) = (0u32, 0u32);
    let _ = for_each(game, seat, &mut |side, action| {
        let (slot, n) = match side {
            Side::Turn => (&mut turn, &mut n_turn),
            Side::Trade => (&mut trade, &mut n_trade),
        };
        *n += 1;
        if rng.random_range(0..*n) == 0 {
            *slot = Some(action);
        }
        ControlFlow::Continue(())
    });
    let pick = match (turn, trade) {
        (Some(t), Some(x)) => {
            if rng.random_ratio(1, 6) {
                x
            } else {
                t
            }
        }
        (t, x) => t.or(x)?,
    };
    Some(vary(game, seat, pick, rng))
}

/// A random variant of `action` of the same kind, if it is legal; else `action`. A tower
/// player who could void the action but could also take it takes it three times in four, so
/// that random games draw from the piles (and run them out) as real ones do.
fn vary<R: Rng + ?Sized>(game: &Genoa, seat: Seat, action: Action, rng: &mut R) -> Action {
    match action {
        Action::Void if game.has_action(seat) && rng.random_ratio(3, 4) => Action::Take,
        Action::Offer(terms) if rng.random_ratio(1, 2) => {
            let mut t = terms;
            let s = game.seat(seat);
            if t.give.ducats > 0 || rng.random_ratio(1, 3) {
                t.give.ducats = rng.random_range(0..=s.ducats.min(40));
            }
            // Now and then all one has: the next payment leaves the offer void.
            if t.subject != Subject::Trade && rng.random_ratio(1, 8) {
                t.give.ducats = s.ducats;
            }
            if rng.random_ratio(1, 3)
                && let Some(kind) = s
                    .commodities
                    .distinct()
                    .nth(rng.random_range(0..8) % s.commodities.distinct().count().max(1))
            {
                t.give.commodities.add(kind);
            }
            if rng.random_ratio(1, 4) && !s.hand.is_empty() {
                let card = s
                    .hand
                    .nth(rng.random_range(0..s.hand.len()))
                    .expect("in range");
                t.give.cards.insert(card);
                t.reveal = rng.random_bool(0.5);
            }
            if rng.random_ratio(1, 6) && s.markers_in_hand > 0 {
                t.give.markers = 1;
            }
            if t.subject == Subject::Trade
                && let Some(to) = t.to
            {
                // Ask for something the other seat shows, or a card it may not hold.
                if rng.random_ratio(1, 3)
                    && let Some(kind) = most_plentiful(game, to)
                {
                    t.get.commodities.add(kind);
                }
                if rng.random_ratio(1, 8) {
                    let card = CardId::all()
                        .nth(rng.random_range(0..60) % super::data::decks().len())
                        .expect("in range");
                    if !s.hand.contains(card) {
                        t.get.cards.insert(card);
                    }
                }
            }
            if t.give.cards.is_empty() {
                t.reveal = false;
            }
            if game.check_terms(seat, &t).is_ok() {
                Action::Offer(t)
            } else {
                action
            }
        }
        Action::Play(TilePlay::Trade { .. }) => {
            let n_give = gives(game, seat).count();
            let give = gives(game, seat).nth(rng.random_range(0..n_give.max(1)));
            let n_take = takes(game, seat).count();
            let take = takes(game, seat).nth(rng.random_range(0..n_take));
            match (give, take) {
                (Some(give), Some(take)) if game.check_trade(seat, give, take).is_ok() => {
                    Action::Play(TilePlay::Trade { give, take })
                }
                _ => action,
            }
        }
        _ => action,
    }
}

#[cfg(test)]
mod tests {
    use super::super::fixtures::{ANNA, BEN, CARA, game};
    use super::*;
    use crate::engine::Game;

    #[test]
    fn g114_default_players_always_finish_the_game() {
        for players in 2..=5 {
            for seed in 0..5 {
                let mut g = Genoa::setup(&Default::default(), players, seed).unwrap();
                let mut steps = 0;
                while let Some(seat) = g.awaited().iter().next() {
                    let action = g
                        .default_action(seat)
                        .expect("an awaited seat has a default");
                    g.apply(seat, &action).unwrap();
                    steps += 1;
                    assert!(steps < 5_000, "{players}p seed {seed}: the defaults loop");
                }
                assert!(g.outcome().is_some());
            }
        }
    }

    #[test]
    fn a_representative_stands_for_every_kind_of_offer_the_rules_accept() {
        // With two players and nothing but a card in hand, Ben's least bid is that card.
        let mut g = game(2);
        g.set_hand(BEN, &["S-03"]);
        g.roll_to(1, 3);
        let least = least_bid(&g, BEN, Subject::Action).unwrap();
        assert_eq!(least.cards.len(), 1);
        assert!(
            g.choices(BEN)
                .iter()
                .any(|a| stands_for(a) == Some(Kind::Bid))
        );
        // Nobody holds a commodity: plain trades are still offered, the least of them.
        let g = {
            let mut g = game(3);
            g.roll_to(3, 2);
            g
        };
        for (from, to) in [(ANNA, BEN), (BEN, CARA), (CARA, ANNA)] {
            assert!(
                g.choices(from)
                    .iter()
                    .any(|a| stands_for(a) == Some(Kind::Trade(to)))
            );
        }
    }
}
