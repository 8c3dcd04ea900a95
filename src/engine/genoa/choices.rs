//! What a seat may do: the choices offered on buttons and to the computer players, the default
//! move for a silent seat (G-114), and the random player.
//!
//! Offers can be any bundle, so the choices list a few *representative* offers of each kind —
//! bids of nothing and of a small, a fair and a high price (each with an item, with two
//! players), asks of a small and a fair price, a step or a right for the small price, a trade
//! of one commodity for ducats and back — and any well-formed offer is checked when it is
//! applied, as a payment is in Alhambra. Few, so that a search over them stays narrow; spread,
//! so that it can outbid and undercut. Trade 1:1 plays are listed one per item given and one per item taken, not every
//! pair. [`Audit::is_offered`](crate::engine::Audit::is_offered) says which actions stand for
//! an offered one.

use std::ops::ControlFlow;

use rand::{Rng, RngExt};

use super::action::{Action, Item, Take, TilePlay, VillaChoice};
use super::building::BuildingId;
use super::bundle::Bundle;
use super::card::{CardId, CardKind, Face};
use super::commodity::Commodity;
use super::data::Effect;
use super::offer::{Subject, Terms};
use super::tile::TileKind;
use super::{Genoa, MAX_OPEN_TRADES, Phase};
use crate::engine::Seat;

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
                    // Two asks: a small price and a fair one.
                    let opponent = tower.after(1, game.players);
                    let least = if game.players == 2 {
                        public_token(game, opponent)
                    } else {
                        Some(Bundle::EMPTY)
                    };
                    if let Some(least) = least {
                        for ducats in &BID_DUCATS[..2] {
                            let get = Bundle {
                                ducats: *ducats,
                                ..least
                            };
                            offer_if_ok(game, seat, None, Subject::Action, Bundle::EMPTY, get, f)?;
                        }
                    }
                }
            } else if game.has_action(seat) {
                if !w.passed.contains(seat) {
                    f(Side::Turn, Action::Pass)?;
                }
                for give in bids(game, seat) {
                    offer_if_ok(
                        game,
                        seat,
                        Some(tower),
                        Subject::Action,
                        give,
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
                        if let Some(give) = small_bid(game, seat) {
                            let subject = Subject::Move { to, with_action };
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
            } else if let Some(right) = right
                && let Some(give) = small_bid(game, seat)
            {
                for building in game.candidates(right).iter() {
                    let subject = Subject::Right { building };
                    offer_if_ok(game, seat, Some(tower), subject, give, Bundle::EMPTY, f)?;
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

/// Plain trades to each other seat: one commodity for a few ducats, and back.
fn trades(
    game: &Genoa,
    seat: Seat,
    f: &mut impl FnMut(Side, Action) -> ControlFlow<()>,
) -> ControlFlow<()> {
    if !game.options.free_trade || game.offers.is_full() {
        return ControlFlow::Continue(());
    }
    let open = game
        .offers
        .iter()
        .filter(|o| o.from == seat && o.terms.subject == Subject::Trade)
        .count();
    if open >= MAX_OPEN_TRADES {
        return ControlFlow::Continue(());
    }
    let ducats = Bundle::ducats(5.min(game.seat(seat).ducats).max(1));
    for other in game.all_seats().filter(|&o| o != seat) {
        if let Some(mine) = most_plentiful(game, seat) {
            offer_if_ok(
                game,
                seat,
                Some(other),
                Subject::Trade,
                commodity(mine),
                ducats,
                f,
            )?;
        }
        if let Some(theirs) = most_plentiful(game, other) {
            offer_if_ok(
                game,
                seat,
                Some(other),
                Subject::Trade,
                ducats,
                commodity(theirs),
                f,
            )?;
        }
    }
    ControlFlow::Continue(())
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

/// One item `seat` holds that everyone can see (G-105): a commodity, a tile or a marker.
fn public_token(game: &Genoa, seat: Seat) -> Option<Bundle> {
    let s = game.seat(seat);
    if let Some(kind) = most_plentiful(game, seat) {
        return Some(commodity(kind));
    }
    if let Some(kind) = s.tiles.distinct().next() {
        let mut b = Bundle::EMPTY;
        b.tiles.add(kind);
        return Some(b);
    }
    (s.markers_in_hand > 0).then_some(Bundle {
        markers: 1,
        ..Bundle::EMPTY
    })
}

/// One item `seat` holds, the cards in hand included.
fn own_token(game: &Genoa, seat: Seat) -> Option<Bundle> {
    public_token(game, seat).or_else(|| {
        game.seat(seat).hand.iter().next().map(|card| Bundle {
            cards: [card].into_iter().collect(),
            ..Bundle::EMPTY
        })
    })
}

/// The ducats of the representative bids beyond the least: a small, a fair and a high price
/// for an action (most are worth 10 to 60 ducats to whoever wants them).
const BID_DUCATS: [u32; 3] = [10, 25, 45];

/// The representative bids of `seat`: nothing or an item (with two players, G-100), and that
/// with each of [`BID_DUCATS`] it can pay.
fn bids(game: &Genoa, seat: Seat) -> impl Iterator<Item = Bundle> {
    let ducats = game.seat(seat).ducats;
    let least = if game.players == 2 {
        own_token(game, seat)
    } else {
        Some(Bundle::EMPTY)
    };
    least.into_iter().flat_map(move |least| {
        std::iter::once(least).chain(
            BID_DUCATS
                .into_iter()
                .filter(move |&d| d <= ducats)
                .map(move |d| {
                    let mut bid = least;
                    bid.ducats = d;
                    bid
                }),
        )
    })
}

/// The representative offer for a step or a right: the small price.
fn small_bid(game: &Genoa, seat: Seat) -> Option<Bundle> {
    let mut all = bids(game, seat);
    let least = all.next();
    all.next().or(least)
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

/// A random variant of `action` of the same kind, if it is legal; else `action`.
fn vary<R: Rng + ?Sized>(game: &Genoa, seat: Seat, action: Action, rng: &mut R) -> Action {
    match action {
        Action::Offer(terms) if rng.random_ratio(1, 2) => {
            let mut t = terms;
            let s = game.seat(seat);
            if t.give.ducats > 0 || rng.random_ratio(1, 3) {
                t.give.ducats = rng.random_range(0..=s.ducats.min(40));
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
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::super::options::{ContractSet, MarketStart, Options, Rights};
    use super::*;
    use crate::engine::{Audit, Game};

    /// The default options and each option that changes how a turn flows.
    fn option_variants() -> Vec<Options> {
        let d = Options::default();
        let mut out: Vec<Options> = Genoa::option_sets().into_iter().map(|(_, o)| o).collect();
        out.extend([
            Options {
                market_start: MarketStart::TurnLost,
                ..d
            },
            Options {
                acquire_compulsory: true,
                acquire_price_to_bank: 5,
                ..d
            },
            Options {
                acquire_rights_per_street_disc: Rights::AllAdjacent,
                ..d
            },
            Options {
                free_trade: false,
                ..d
            },
            Options {
                revisit_squares: true,
                market_passable: true,
                owner_income_own_use: true,
                ..d
            },
            Options {
                contract_set: ContractSet::NoVillas,
                ..d
            },
        ]);
        out
    }

    /// Plays defaults alone from `game` to the end, the awaited seats taking turns (the n-th
    /// step played by the (n mod k)-th of the k seats awaited); the number of actions.
    fn play_defaults(game: &mut Genoa, label: &str) -> usize {
        let mut steps = 0;
        loop {
            let awaited = game.waiting_on();
            if awaited.is_empty() {
                break;
            }
            for seat in awaited.iter() {
                assert!(
                    game.default_action(seat).is_some(),
                    "{label}: awaited {seat} has no default in {:?}",
                    game.phase
                );
            }
            let seat = awaited.iter().nth(steps % awaited.len()).expect("in range");
            let d = game.default_action(seat).expect("checked");
            assert!(
                game.choices(seat).contains(&d),
                "{label}: the default {d:?} of {seat} is not among its choices"
            );
            game.apply(seat, &d)
                .unwrap_or_else(|e| panic!("{label}: the default {d:?} of {seat} refused: {e}"));
            steps += 1;
            assert!(steps < 5_000, "{label}: defaults alone do not end the game");
        }
        assert!(game.outcome().is_some(), "{label}");
        steps
    }

    #[test]
    fn defaults_alone_end_every_game_from_the_start_and_from_any_moment() {
        for (o, options) in option_variants().iter().enumerate() {
            for players in 2..=5u8 {
                for seed in 0..6u64 {
                    let label = format!("options {o}, {players}p, seed {seed}");
                    let mut game = Genoa::setup(options, players, seed).unwrap();
                    assert_eq!(game.default_action(game.tower().after(1, players)), None);
                    let steps = play_defaults(&mut game, &label);
                    // Each turn: a roll (or a few, after market starts), a window's passes
                    // and void, a stop, the rights lapsed, the end of the turn.
                    let turns = usize::from(options.rounds(players)) * usize::from(players);
                    assert!(steps <= turns * 40, "{label}: {steps} steps");

                    // From a moment of random play, offers standing: defaults still end it.
                    let mut game = Genoa::setup(options, players, seed).unwrap();
                    let mut rng = ChaCha8Rng::seed_from_u64(seed);
                    let stop_at = 20 + seed as usize * 37;
                    for _ in 0..stop_at {
                        let Some(seat) = game.random_mover(&mut rng) else {
                            break;
                        };
                        let a = game.random_action(seat, &mut rng).expect("a choice");
                        game.apply(seat, &a).unwrap();
                    }
                    play_defaults(&mut game, &format!("{label}, from step {stop_at}"));
                }
            }
        }
    }
}
