//! The computer's `basic` player: rules of thumb from the game's economics.
//!
//! Everything is priced in points. A palace is worth what it scores now plus a share of what it
//! may still score: each free floor above its top is filled later with the odds that a tile of
//! that floor still comes to this seat (the tiles of that floor not yet seen, how many of them
//! are still in the stacks and will be drawn before the end, shared among the players and among
//! this seat's palaces waiting for that floor). A tile is worth what it adds at its best site: on
//! top of a palace, as a new palace, or out of the game (worth nothing, so no tile is worth less).
//! Money is worth some points per coin while tiles are still to come, less as they run out.
//!
//! So the player buys when a tile's worth beats its price, bids up to a lot's worth, rebuilds
//! when a lone tile is worth more in a palace (or out of the game) than the card and the turn,
//! and takes money when drawing promises less than two cards.
//!
//! It reads only what its seat may see: the board, the bids on the table, how many items each
//! stack holds, and its own hand.

use std::sync::LazyLock;

use arrayvec::ArrayVec;
use rand::{Rng, RngExt};

use super::auction::OPENING_BID;
use super::components::{Card, FACE_UP, GAME_END_TILES, PLACE_CAPACITY, TILE_COUNT, Tile, assumed};
use super::money::{Cards, best_value, cheapest_payment};
use super::palace::{FLOORS, Palace};
use super::state::{Auction, SHARE_OUT_AT};
use super::tiles::QUARRIES;
use super::{Action, Palazzo, Phase, Rebuild, Site};
use crate::engine::{Game, Heuristic, Seat};

impl Heuristic for Palazzo {
    fn basic_action<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Option<Action> {
        play(self, seat, &WEIGHTS, rng)
    }
}

/// The numbers behind the rules of thumb, chosen by playing variants against each other.
#[derive(Debug, Clone, Copy)]
struct Weights {
    /// The share of a palace's expected growth counted now: later tiles still cost coins and
    /// turns, and may go to others.
    hope: f32,
    /// Points per coin while every tile is still to come.
    coin: f32,
    /// The odds that a later tile keeps a pure palace pure (the seat picks matches when it can).
    matching: f32,
    /// The share of the tiles still to come that the players acquire at all: many are left
    /// lying in the warehouse and the quarries.
    reach: f32,
    /// Points a rebuild must gain beyond the card it costs: it spends the whole turn.
    rebuild_margin: f32,
    /// The share of a lot's worth the auctioneer expects to keep (others bid too).
    auction_share: f32,
    /// Points a draw brings beyond the warehouse and the next lot as they lie: two unseen tiles
    /// join them, and the warehouse gets cheaper.
    draw_bonus: f32,
    /// The coins taking money brings: two cards of about five.
    take_coins: f32,
}

const WEIGHTS: Weights = Weights {
    hope: 0.6,
    coin: 0.4,
    matching: 0.5,
    reach: 1.0,
    rebuild_margin: 2.0,
    auction_share: 0.5,
    draw_bonus: 1.0,
    take_coins: 10.0,
};

/// What windows a tile brings on average (one to three).
const MEAN_WINDOWS: f32 = 2.0;

/// The decision for `seat`, or `None` when it need not act.
fn play<R: Rng + ?Sized>(
    game: &Palazzo,
    seat: Seat,
    weights: &Weights,
    rng: &mut R,
) -> Option<Action> {
    if !game.to_act().contains(seat) {
        return None;
    }
    Some(match &game.phase {
        Phase::ChooseAction => choose_action(game, seat, &Mind::new(game, seat, weights), rng),
        Phase::TakeMoney { revealed, .. } => pick_money(&game.seat(seat).hand, revealed)?,
        Phase::BuyOrAuction => buy_or_auction(game, seat, &Mind::new(game, seat, weights)),
        Phase::Auction(auction) => bid(game, seat, auction, weights, rng),
        Phase::ShareOut(share) => {
            let mind = Mind::new(game, seat, weights);
            let best = share
                .pool
                .iter()
                .max_by(|a, b| mind.tile_gain(a).total_cmp(&mind.tile_gain(b)))?;
            Action::TakeTile { tile: best.id }
        }
        Phase::Build(build) => {
            // Lowest floor first: a higher tile may then go on top of it.
            let tile = build
                .pending
                .iter()
                .min_by_key(|t| (t.floor, 3 - t.windows))?;
            let (_, site) = Plan::new(&Mind::new(game, seat, weights)).place(tile);
            Action::Place {
                tile: tile.id,
                site,
            }
        }
        Phase::Over => return None,
    })
}

/// What the seat makes of the board: its palaces' worth, the odds of filling each floor, and
/// what a coin is worth now.
struct Mind<'a> {
    weights: &'a Weights,
    palaces: &'a [Palace],
    /// Each palace's worth, in order.
    worths: ArrayVec<f32, TILE_COUNT>,
    /// By a palace's top floor (0 for none), the chances of adding 0, 1, … floors above it,
    /// each free floor filled with its odds of one of the tiles to come reaching it.
    growth: [[f32; FLOORS + 1]; FLOORS + 1],
    /// Points per coin now.
    coin: f32,
}

impl<'a> Mind<'a> {
    fn new(game: &'a Palazzo, seat: Seat, weights: &'a Weights) -> Mind<'a> {
        let palaces = game.seat(seat).palaces();
        let (to_come, fill) = outlook(game, palaces, weights);
        let all_to_come = (TILE_COUNT - FACE_UP) as f32;
        let mut mind = Mind {
            weights,
            palaces,
            worths: ArrayVec::new(),
            growth: growth(&fill),
            // Money buys tiles: as they run out, it is worth only the tie-break.
            coin: weights.coin * (0.2 + 0.8 * (to_come / all_to_come).min(1.0)),
        };
        mind.worths = palaces.iter().map(|p| mind.worth(p)).collect();
        mind
    }

    /// What `palace` scores now plus the share counted of what it is expected to gain: the
    /// floors added above its top, each bringing average windows and keeping it pure with the
    /// odds of a matching tile.
    fn worth(&self, palace: &Palace) -> f32 {
        let (mut len, mut windows, mut top) = (0, 0.0, 0);
        let mut material = None;
        let mut pure = 1.0;
        for tile in palace.tiles() {
            len += 1;
            windows += f32::from(tile.windows);
            top = tile.floor as usize;
            if *material.get_or_insert(tile.material) != tile.material {
                pure = 0.0;
            }
        }
        let now = score_of(len, windows, pure);
        let mut expected = 0.0;
        for (k, chance) in self.growth[top].iter().enumerate().take(FLOORS + 1 - top) {
            expected += chance * score_of(len + k, windows + MEAN_WINDOWS * k as f32, pure);
            pure *= self.weights.matching;
        }
        now + self.weights.hope * (expected - now)
    }

    /// What one tile adds at its best site.
    fn tile_gain(&self, tile: &Tile) -> f32 {
        Plan::new(self).place(tile).0
    }

    /// What tiles acquired together add, built lowest floor first each at its best site.
    fn lot_gain(&self, tiles: &[Tile]) -> f32 {
        let mut sorted: ArrayVec<Tile, { SHARE_OUT_AT - 1 }> = ArrayVec::new();
        for tile in tiles.iter().take(SHARE_OUT_AT - 1) {
            sorted.push(*tile);
        }
        sorted.sort_unstable_by_key(|t| t.floor);
        let mut plan = Plan::new(self);
        sorted.iter().map(|t| plan.place(t).0).sum()
    }

    /// The points `coins` are worth now.
    fn points(&self, coins: u32) -> f32 {
        self.coin * coins as f32
    }
}

/// By top floor, the chances of adding 0, 1, … floors above it when each floor `f` above is
/// filled with the odds `fill[f]`.
fn growth(fill: &[f32; FLOORS + 1]) -> [[f32; FLOORS + 1]; FLOORS + 1] {
    let mut growth = [[0.0; FLOORS + 1]; FLOORS + 1];
    for (top, added) in growth.iter_mut().enumerate() {
        added[0] = 1.0;
        for (free, &odds) in fill[top + 1..].iter().enumerate() {
            for k in (0..=free).rev() {
                added[k + 1] += added[k] * odds;
                added[k] *= 1.0 - odds;
            }
        }
    }
    growth
}

/// A palace's points at `len` floors with `windows`, pure with the odds `pure`, as
/// `palace_score` counts them.
fn score_of(len: usize, windows: f32, pure: f32) -> f32 {
    match len {
        0 | 2 => 0.0,
        1 => -5.0,
        3 => windows + 3.0 * pure,
        4 => windows + 3.0 + 3.0 * pure,
        _ => windows + 6.0 + 6.0 * pure,
    }
}

/// Per stack (I, II, III) and floor (index 0 unused), how many tiles the game holds.
type ByStack = [[u8; FLOORS + 1]; 3];

/// The tiles of each stack by floor, as [`assumed::stack_of`] splits them.
static STACKED_AT_SETUP: LazyLock<ByStack> = LazyLock::new(|| {
    let mut counts = [[0; FLOORS + 1]; 3];
    for tile in Tile::all() {
        counts[assumed::stack_of(&tile) as usize][tile.floor as usize] += 1;
    }
    counts
});

/// How many tiles are still to come to anyone, and per floor the odds one of `palaces`' free
/// floors is filled: the floor's tiles lying open or still to be drawn, the share of them one
/// player acquires, split among the palaces whose top is below that floor.
fn outlook(game: &Palazzo, palaces: &[Palace], weights: &Weights) -> (f32, [f32; FLOORS + 1]) {
    let (unseen, open) = unseen_and_open(game);
    // An unseen tile is in its stack or in the box, in the proportion of the stack's size. A
    // stacked tile is drawn, unless the last game-end tile comes first, which cuts stack III
    // short: of `g` game-end tiles left, about 1 in g + 1 of its tiles stays undrawn.
    let game_ends_left = GAME_END_TILES - game.game_end_tiles();
    let mut sizes = game.stack_sizes();
    sizes[2] -= usize::from(game_ends_left);
    let last_drawn = f32::from(game_ends_left) / f32::from(game_ends_left + 1);
    let mut coming = [0.0_f32; FLOORS + 1];
    for (stack, unseen) in unseen.iter().enumerate() {
        let hidden: u8 = unseen.iter().sum();
        if hidden == 0 {
            continue;
        }
        let drawn = if stack == 2 { last_drawn } else { 1.0 };
        let share = sizes[stack] as f32 / f32::from(hidden) * drawn;
        for (c, &n) in coming.iter_mut().zip(unseen) {
            *c += f32::from(n) * share;
        }
    }
    let players = f32::from(game.players());
    let mut fill = [0.0; FLOORS + 1];
    for floor in 1..=FLOORS {
        let ours = (f32::from(open[floor]) + coming[floor]) / players;
        let waiting = palaces
            .iter()
            .filter(|p| (p.top_floor() as usize) < floor)
            .count()
            .max(1);
        // Tiles come one by one, at random: the odds of at least one, for so many expected.
        fill[floor] = 1.0 - (-weights.reach * ours / waiting as f32).exp();
    }
    (coming.iter().sum(), fill)
}

/// The tiles not in sight, per stack they came from and floor; and the tiles lying open (the
/// warehouse, the quarries, a quarry being shared out), per floor. Tiles in palaces and
/// acquired tiles being built are neither.
fn unseen_and_open(game: &Palazzo) -> (ByStack, [u8; FLOORS + 1]) {
    let mut unseen = *STACKED_AT_SETUP;
    let mut open = [0; FLOORS + 1];
    let mut see = |tile: &Tile| unseen[assumed::stack_of(tile) as usize][tile.floor as usize] -= 1;
    for seat in &game.seats {
        for palace in seat.palaces() {
            palace.tiles().for_each(&mut see);
        }
    }
    let pool: &[Tile] = match &game.phase {
        Phase::ShareOut(share) => &share.pool,
        Phase::Build(build) => {
            build.pending.iter().for_each(&mut see);
            &[]
        }
        _ => &[],
    };
    let lying = game.quarries.iter().chain([&game.warehouse]);
    for tile in lying.flat_map(|place| place.iter()).chain(pool) {
        see(tile);
        open[tile.floor as usize] += 1;
    }
    (unseen, open)
}

/// The seat's palaces while acquired tiles are built in thought: the few palaces changed or
/// added beside the real ones, so nothing is copied.
struct Plan<'m, 'a> {
    mind: &'m Mind<'a>,
    /// Real palaces changed: index, palace, its worth.
    changed: ArrayVec<(usize, Palace, f32), { SHARE_OUT_AT - 1 }>,
    /// New palaces: palace, its worth.
    added: ArrayVec<(Palace, f32), { SHARE_OUT_AT - 1 }>,
}

impl<'m, 'a> Plan<'m, 'a> {
    fn new(mind: &'m Mind<'a>) -> Plan<'m, 'a> {
        Plan {
            mind,
            changed: ArrayVec::new(),
            added: ArrayVec::new(),
        }
    }

    /// Builds `tile` at its best site and returns what it gains there and the site (a palace
    /// added in thought is reported as a new palace). Out of the game gains nothing, so no
    /// site is chosen below that.
    fn place(&mut self, tile: &Tile) -> (f32, Site) {
        let mind = self.mind;
        let alone = mind.worth(&Palace::new(*tile));
        let mut best = (0.0, Site::OutOfGame, Target::Nowhere);
        if alone > best.0 {
            best = (alone, Site::NewPalace, Target::New);
        }
        for i in 0..mind.palaces.len() {
            let (palace, worth) = match self.changed.iter().find(|c| c.0 == i) {
                Some(&(_, p, w)) => (p, w),
                None => (mind.palaces[i], mind.worths[i]),
            };
            if let Some(gain) = self.gain_on(&palace, worth, tile)
                && gain > best.0
            {
                best = (gain, Site::Palace(i as u8), Target::Real(i));
            }
        }
        for (k, (palace, worth)) in self.added.iter().enumerate() {
            if let Some(gain) = self.gain_on(palace, *worth, tile)
                && gain > best.0
            {
                best = (gain, Site::NewPalace, Target::Added(k));
            }
        }
        self.commit(best.2, tile, best.0);
        (best.0, best.1)
    }

    /// What `tile` gains on top of `palace` (worth `worth`), if it fits there.
    fn gain_on(&self, palace: &Palace, worth: f32, tile: &Tile) -> Option<f32> {
        palace.fits_on_top(tile).then(|| {
            let mut higher = *palace;
            higher.insert(*tile);
            self.mind.worth(&higher) - worth
        })
    }

    /// Records `tile` built at `target`, which gained `gain`.
    fn commit(&mut self, target: Target, tile: &Tile, gain: f32) {
        match target {
            Target::Nowhere => {}
            Target::New => {
                if !self.added.is_full() {
                    self.added.push((Palace::new(*tile), gain));
                }
            }
            Target::Real(i) => {
                if let Some(entry) = self.changed.iter_mut().find(|c| c.0 == i) {
                    entry.1.insert(*tile);
                    entry.2 += gain;
                } else if !self.changed.is_full() {
                    let mut palace = self.mind.palaces[i];
                    palace.insert(*tile);
                    self.changed.push((i, palace, self.mind.worths[i] + gain));
                }
            }
            Target::Added(k) => {
                let entry = &mut self.added[k];
                entry.0.insert(*tile);
                entry.1 += gain;
            }
        }
    }
}

/// Where a tile built in thought went.
#[derive(Clone, Copy)]
enum Target {
    Nowhere,
    New,
    Real(usize),
    Added(usize),
}

/// The turn's action: a rebuild worth its card and turn; else taking money or drawing, by
/// what each promises.
fn choose_action<R: Rng + ?Sized>(game: &Palazzo, seat: Seat, mind: &Mind, rng: &mut R) -> Action {
    let hand = game.seat(seat).hand;
    if let Some(action) = worthwhile_rebuild(mind, &hand) {
        return action;
    }
    if !game.can_take_money() {
        return Action::DrawTiles;
    }
    // The tile drawn to the warehouse makes every warehouse tile one coin cheaper.
    let price = game.tile_price().saturating_sub(1);
    let money = best_value(&hand, None);
    let buy = if money >= price {
        game.warehouse
            .iter()
            .map(|t| mind.tile_gain(t) - mind.points(price))
            .fold(0.0, f32::max)
    } else {
        0.0
    };
    let draw = buy.max(auction_prospect(game, mind)) + mind.weights.draw_bonus;
    let take = mind.coin * mind.weights.take_coins * rng.random_range(0.9..1.1);
    if draw >= take {
        Action::DrawTiles
    } else {
        Action::TakeMoney
    }
}

/// The best rebuild if it gains more than the card it costs and the turn: a lone tile put into
/// another palace at its floor's place, or out of the game.
fn worthwhile_rebuild(mind: &Mind, hand: &Cards) -> Option<Action> {
    if hand.is_empty() {
        return None;
    }
    let mut best: Option<(f32, Rebuild)> = None;
    let mut consider = |gain: f32, change| {
        if best.is_none_or(|(g, _)| gain > g) {
            best = Some((gain, change));
        }
    };
    for (i, palace) in mind.palaces.iter().enumerate() {
        let Some(lone) = palace.lone() else { continue };
        let lone_worth = mind.worths[i];
        consider(-lone_worth, Rebuild::Remove { tile: lone.id });
        for (j, other) in mind.palaces.iter().enumerate() {
            if i == j || other.has_floor(lone.floor) {
                continue;
            }
            let mut bigger = *other;
            bigger.insert(lone);
            let gain = mind.worth(&bigger) - mind.worths[j] - lone_worth;
            consider(
                gain,
                Rebuild::Insert {
                    tile: lone.id,
                    palace: j as u8,
                },
            );
        }
    }
    let (gain, change) = best?;
    if gain <= mind.weights.rebuild_margin {
        return None;
    }
    let pay = spare_card(hand)?;
    let cost = mind.points(u32::from(pay.value())) + mind.weights.rebuild_margin;
    (gain > cost).then_some(Action::Rebuild { change, pay })
}

/// The card whose loss hurts the hand least: the best payment left highest, then the lowest
/// face value. `None` for an empty hand.
fn spare_card(hand: &Cards) -> Option<Card> {
    hand.distinct().max_by_key(|&card| {
        let mut rest = *hand;
        rest.remove(card);
        (best_value(&rest, None), std::cmp::Reverse(card.value()))
    })
}

/// What auctioning the next quarry is expected to bring the auctioneer: the best tile of a
/// quarry shared out (it takes first), or a share of the lot's worth (others bid too).
fn auction_prospect(game: &Palazzo, mind: &Mind) -> f32 {
    let next = (1..=QUARRIES)
        .map(|step| (game.architect() + step) % QUARRIES)
        .find(|&q| !game.quarry(q).is_empty());
    let Some(quarry) = next else { return 0.0 };
    let tiles = game.quarry(quarry);
    if tiles.len() >= SHARE_OUT_AT {
        tiles.iter().map(|t| mind.tile_gain(t)).fold(0.0, f32::max)
    } else {
        mind.weights.auction_share * mind.lot_gain(tiles)
    }
}

/// Of the revealed money, the card that adds most to the hand: its best single payment first
/// (groups count there), then its face value.
fn pick_money(hand: &Cards, revealed: &Cards) -> Option<Action> {
    let card = revealed.distinct().max_by_key(|&card| {
        let mut more = *hand;
        more.add(card);
        4 * best_value(&more, None) + u32::from(card.value())
    })?;
    Some(Action::PickMoney { card })
}

/// Buys the warehouse tiles whose worth beats their price by most, if that beats what
/// auctioning the next quarry promises; else auctions.
fn buy_or_auction(game: &Palazzo, seat: Seat, mind: &Mind) -> Action {
    let hand = &game.seat(seat).hand;
    let price = game.tile_price();
    let money = best_value(hand, None);
    if game.warehouse.is_empty() || money < price {
        return Action::Auction;
    }
    let mut singles: ArrayVec<(f32, Tile), { PLACE_CAPACITY }> = game
        .warehouse
        .iter()
        .map(|t| (mind.tile_gain(t), *t))
        .collect();
    singles.sort_unstable_by(|a, b| b.0.total_cmp(&a.0));
    let (gain, tile) = singles[0];
    let mut best: (f32, ArrayVec<Tile, 2>) =
        (gain - mind.points(price), [tile].into_iter().collect());
    if money >= 2 * price {
        // Pairs among the few best tiles alone: a pair of weak tiles is never worth two prices.
        let top = &singles[..singles.len().min(3)];
        for (i, (_, a)) in top.iter().enumerate() {
            for (_, b) in &top[i + 1..] {
                let net = mind.lot_gain(&[*a, *b]) - mind.points(2 * price);
                if net > best.0 {
                    best = (net, [*a, *b].into());
                }
            }
        }
    }
    let auction = auction_prospect(game, mind).max(0.0);
    if best.0 <= auction {
        return Action::Auction;
    }
    // The search for the payment runs only for the purchase chosen; what it overpays counts.
    let owed = price * best.1.len() as u32;
    let Some(payment) = cheapest_payment(hand, owed, None) else {
        return Action::Auction;
    };
    let over = payment
        .payment()
        .map_or(0, |p| p.value.saturating_sub(owed));
    if best.0 - mind.points(over) <= auction {
        return Action::Auction;
    }
    Action::Buy {
        tiles: best.1.iter().map(|t| t.id).collect(),
        payment,
    }
}

/// Raises while the bid stays within the lot's worth in coins (the auctioneer's 3-certificate
/// costs nothing: it returns to the supply); else passes.
fn bid<R: Rng + ?Sized>(
    game: &Palazzo,
    seat: Seat,
    auction: &Auction,
    weights: &Weights,
    rng: &mut R,
) -> Action {
    let Some(own) = auction.bids.get(seat.index()) else {
        return Action::Pass;
    };
    let (_, high) = auction.high();
    if own.total + best_value(&game.seat(seat).hand, own.currency) <= high {
        // The whole hand cannot outbid: nothing to weigh.
        return Action::Pass;
    }
    let mind = Mind::new(game, seat, weights);
    let gain = mind.lot_gain(game.quarry(auction.quarry));
    if gain <= 0.0 {
        return Action::Pass;
    }
    let free = if own.certificate { OPENING_BID } else { 0 };
    let limit = free as f32 + gain / mind.coin * rng.random_range(0.9..1.1);
    if (high + 1) as f32 > limit {
        return Action::Pass;
    }
    let Some(cards) = game.cheapest_raise(seat) else {
        return Action::Pass;
    };
    let added = cards.payment().map_or(u32::MAX / 2, |p| p.value);
    if (own.total + added) as f32 > limit {
        Action::Pass
    } else {
        Action::Raise { cards }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::*;
    use crate::engine::palazzo::components::Material::{
        self, Brick as B, Marble as M, Sandstone as S,
    };
    use crate::engine::palazzo::components::StackItem;
    use crate::engine::palazzo::fixtures::{game, tile};
    use crate::engine::palazzo::money::cards;

    fn rng() -> ChaCha8Rng {
        ChaCha8Rng::seed_from_u64(7)
    }

    /// The basic player's decision, checked to apply.
    fn decide(g: &Palazzo, seat: u8) -> Action {
        let action = g
            .basic_action(Seat(seat), &mut rng())
            .expect("the seat acts");
        if let Err(e) = g.clone().apply(Seat(seat), &action) {
            panic!("{action:?} does not apply: {e}");
        }
        action
    }

    /// Seat 0 has drawn and is to buy or auction; every quarry is empty, so auctioning
    /// brings nothing.
    fn buying(palace: &[(Material, u8, u8)]) -> Palazzo {
        let mut g = game(2);
        g.apply(Seat(0), &Action::DrawTiles).unwrap();
        for q in 0..QUARRIES {
            g.set_quarry(q, &[]);
        }
        let tiles: Vec<Tile> = palace.iter().map(|&(m, f, w)| tile(&g, m, f, w)).collect();
        g.give_palace(Seat(0), &tiles);
        g
    }

    #[test]
    fn buys_the_tile_that_completes_a_palace_paying_the_price_and_no_more() {
        let mut g = buying(&[(B, 1, 2), (B, 2, 2), (B, 3, 2), (B, 4, 2)]);
        let (roof, stray) = (tile(&g, B, 5, 3), tile(&g, S, 2, 1));
        g.set_warehouse(&[stray, roof]);
        g.set_hand(Seat(0), "red5 red3 brown7 silver4");
        assert_eq!(g.tile_price(), 8);
        assert_eq!(
            decide(&g, 0),
            Action::Buy {
                tiles: [roof.id].into_iter().collect(),
                payment: cards("red5 red3"),
            }
        );
    }

    #[test]
    fn does_not_pay_for_a_tile_it_cannot_use() {
        // A finished palace, and a lone roof tile that could only stand alone for −5.
        let mut g = buying(&[(B, 1, 2), (B, 2, 2), (B, 3, 2), (B, 4, 2), (B, 5, 2)]);
        g.set_warehouse(&[tile(&g, M, 5, 1)]);
        g.set_hand(Seat(0), "red7 red6 red5 red4 red3 cert");
        assert!(g.can_buy(Seat(0)));
        assert_eq!(decide(&g, 0), Action::Auction);
    }

    /// Seat 1 auctions quarry 1, which holds `lot`; seat 0 is to bid. Seat 0 owns a pure
    /// brick palace of floors 1 to 4.
    fn bidding(lot: &[(Material, u8, u8)], hand: &str) -> Palazzo {
        let mut g = game(2);
        g.active = Seat(1);
        g.apply(Seat(1), &Action::DrawTiles).unwrap();
        for q in 0..QUARRIES {
            g.set_quarry(q, &[]);
        }
        let own: Vec<Tile> = [(B, 1, 2), (B, 2, 2), (B, 3, 2), (B, 4, 2)]
            .iter()
            .map(|&(m, f, w)| tile(&g, m, f, w))
            .collect();
        g.give_palace(Seat(0), &own);
        let lot: Vec<Tile> = lot.iter().map(|&(m, f, w)| tile(&g, m, f, w)).collect();
        g.set_quarry(1, &lot);
        g.set_hands(&[
            hand,
            "red7 brown7 silver7 red6 brown6 silver6 cert cert cert",
        ]);
        g.apply(Seat(1), &Action::Auction).unwrap();
        assert_eq!(g.to_act(), crate::engine::SeatSet::only(Seat(0)));
        g
    }

    const RICH: &str = "red7 red7 red6 red6 red5 red5 red4 red4 red3 red3";

    #[test]
    fn bids_for_a_lot_worth_having_but_never_above_its_worth() {
        let g = bidding(&[(B, 5, 3)], RICH);
        assert_eq!(
            decide(&g, 0),
            Action::Raise {
                cards: cards("red4")
            }
        );

        // Seat 1 raises to 48: more than a roof tile is worth in coins.
        let mut g = g;
        g.apply(
            Seat(0),
            &Action::Raise {
                cards: cards("red4"),
            },
        )
        .unwrap();
        g.apply(
            Seat(1),
            &Action::Raise {
                cards: cards("red7 brown7 silver7 red6 brown6 silver6 cert cert cert"),
            },
        )
        .unwrap();
        assert!(g.cheapest_raise(Seat(0)).is_some(), "seat 0 could outbid");
        assert_eq!(decide(&g, 0), Action::Pass);
    }

    #[test]
    fn does_not_bid_for_a_lot_it_cannot_use() {
        // A second roof tile would stand alone: the lot is worth nothing to seat 0.
        let mut g = bidding(&[(M, 5, 1)], RICH);
        let roof = tile(&g, B, 5, 3);
        g.seats[0].palaces[0].insert(roof);
        g.stacks[2].retain(|i| *i != StackItem::Tile(roof));
        g.assert_sound();
        assert_eq!(decide(&g, 0), Action::Pass);
    }

    #[test]
    fn builds_on_the_palace_where_the_tile_scores_most() {
        let mut g = game(2);
        let bricks = [tile(&g, B, 1, 1), tile(&g, B, 2, 1)];
        g.give_palace(Seat(0), &bricks);
        let sandstones = [tile(&g, S, 1, 1), tile(&g, S, 2, 1)];
        g.give_palace(Seat(0), &sandstones);
        // The sandstone floor 3 keeps the sandstone palace pure.
        let s3 = tile(&g, S, 3, 2);
        g.acquire(Seat(0), &[s3]);
        assert_eq!(
            decide(&g, 0),
            Action::Place {
                tile: s3.id,
                site: Site::Palace(1)
            }
        );
    }

    #[test]
    fn starts_a_palace_early_but_puts_a_tile_out_of_the_game_that_can_no_longer_pay() {
        let mut g = game(3);
        let third = tile(&g, M, 3, 2);
        g.acquire(Seat(0), &[third]);
        let place = |site| Action::Place {
            tile: third.id,
            site,
        };
        assert_eq!(decide(&g, 0), place(Site::NewPalace));

        // Near the end, with every floor-4 tile in sight (seat 1 holds them), a floor 3 can
        // only ever get a roof: two floors score nothing, one costs 5.
        g.end_on_next_draw();
        for m in [B, S, M] {
            for w in 1..=3 {
                let fourth = tile(&g, m, 4, w);
                g.give_palace(Seat(1), &[fourth]);
            }
        }
        g.assert_sound();
        assert_eq!(decide(&g, 0), place(Site::OutOfGame));
    }

    #[test]
    fn near_the_end_rebuilds_a_lone_tile_into_the_palace_with_its_floor_free() {
        let mut g = game(2);
        let tall = [tile(&g, B, 1, 1), tile(&g, B, 2, 1), tile(&g, B, 4, 2)];
        g.give_palace(Seat(0), &tall);
        // Brick like the palace: inserted, it makes four pure floors.
        let lone = tile(&g, B, 3, 3);
        g.give_palace(Seat(0), &[lone]);
        g.end_on_next_draw();
        g.set_hand(Seat(0), "red3 brown7 brown6");
        assert_eq!(
            decide(&g, 0),
            Action::Rebuild {
                change: Rebuild::Insert {
                    tile: lone.id,
                    palace: 0
                },
                pay: "red3".parse().unwrap(),
            }
        );
    }

    #[test]
    fn takes_money_when_it_cannot_buy_and_nothing_waits_at_auction() {
        let mut g = game(2);
        for q in 0..QUARRIES {
            g.set_quarry(q, &[]);
        }
        g.set_hand(Seat(0), "red3");
        assert_eq!(decide(&g, 0), Action::TakeMoney);
    }

    #[test]
    fn picks_the_money_card_that_completes_a_group() {
        let action = pick_money(&cards("red5 brown5"), &cards("silver5 red7 brown7"));
        assert_eq!(
            action,
            Some(Action::PickMoney {
                card: "silver5".parse().unwrap()
            })
        );
    }

    #[test]
    fn a_palace_without_hope_is_worth_its_score() {
        let g = game(2);
        let weights = Weights {
            hope: 0.0,
            ..WEIGHTS
        };
        let mind = Mind::new(&g, Seat(0), &weights);
        let palaces: [&[(Material, u8, u8)]; 6] = [
            &[(M, 3, 2)],
            &[(B, 2, 1), (S, 4, 2)],
            &[(B, 1, 2), (S, 3, 2), (B, 5, 2)],
            &[(M, 1, 1), (M, 2, 2), (M, 3, 1), (M, 5, 3)],
            &[(S, 1, 3), (S, 2, 2), (S, 3, 1), (S, 4, 2), (S, 5, 3)],
            &[(S, 1, 3), (S, 2, 2), (B, 3, 1), (S, 4, 2), (S, 5, 3)],
        ];
        for spec in palaces {
            let tiles: Vec<Tile> = spec.iter().map(|&(m, f, w)| tile(&g, m, f, w)).collect();
            let palace = Palace::try_from(tiles).unwrap();
            let score = super::super::palace_score(&palace) as f32;
            assert!((mind.worth(&palace) - score).abs() < 1e-4, "{spec:?}");
        }
    }

    /// Who plays a seat.
    #[derive(Clone, Copy)]
    enum Player {
        Basic(Weights),
        Random,
    }

    /// Plays one game to its end, each action checked to apply; returns each seat's share of
    /// the win (a shared win split).
    fn play_out(players: &[Player], seed: u64) -> Vec<f64> {
        let mut g = Palazzo::setup(&Default::default(), players.len() as u8, seed).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5EED);
        let mut steps = 0;
        while let Some(seat) = g.to_act().iter().next() {
            let action = match players[seat.index()] {
                Player::Basic(w) => play(&g, seat, &w, &mut rng),
                Player::Random => g.random_action(seat, &mut rng),
            }
            .expect("the seat to act acts");
            if let Err(e) = g.apply(seat, &action) {
                panic!("seed {seed}: {action:?} by {seat} does not apply: {e}");
            }
            steps += 1;
            assert!(steps < 5_000, "seed {seed}: the game does not end");
        }
        let winners = g.outcome().expect("over").winners();
        let n = winners.iter().count() as f64;
        (0..players.len())
            .map(|i| {
                if winners.contains(Seat(i as u8)) {
                    1.0 / n
                } else {
                    0.0
                }
            })
            .collect()
    }

    /// The share of wins of `one` against `others` filling the other seats, over `games`
    /// games of `players`, `one` moving round the table.
    fn win_share(one: Player, others: Player, players: usize, games: u64) -> f64 {
        let mut won = 0.0;
        for k in 0..games {
            let at = k as usize % players;
            let mut seats = vec![others; players];
            seats[at] = one;
            won += play_out(&seats, 1_000 + k)[at];
        }
        won / games as f64
    }

    #[test]
    fn basic_players_make_only_legal_moves_and_every_game_ends() {
        for players in 2..=4_u8 {
            for seed in 0..34 {
                let mut g = Palazzo::setup(&Default::default(), players, seed).unwrap();
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                let mut steps = 0;
                while let Some(seat) = g.to_act().iter().next() {
                    for other in (0..players).map(Seat).filter(|&s| s != seat) {
                        assert_eq!(g.basic_action(other, &mut rng), None, "only {seat} acts");
                    }
                    let action = g.basic_action(seat, &mut rng).expect("the seat acts");
                    if let Err(e) = g.apply(seat, &action) {
                        panic!("{players} players, seed {seed}: {action:?} refused: {e}");
                    }
                    steps += 1;
                    assert!(steps < 5_000, "{players} players, seed {seed}: no end");
                }
                assert!(g.outcome().is_some());
                g.assert_sound();
                assert_eq!(g.basic_action(Seat(0), &mut rng), None, "nothing to do");
            }
        }
    }

    #[test]
    fn decides_from_what_its_seat_sees_alone() {
        // The same decision on a state whose hidden parts (other hands, stack and deck order,
        // future chance) are dealt again from the seat's view.
        let mut seen = 0;
        for seed in 0..12 {
            let players = 2 + (seed % 3) as u8;
            let mut g = Palazzo::setup(&Default::default(), players, seed).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut deal = ChaCha8Rng::seed_from_u64(seed + 100);
            while let Some(seat) = g.to_act().iter().next() {
                let other = g.determinize(seat, &mut deal);
                let mut twin = rng.clone();
                let action = g.basic_action(seat, &mut rng);
                assert_eq!(other.basic_action(seat, &mut twin), action, "seed {seed}");
                g.apply(seat, &action.unwrap()).unwrap();
                seen += 1;
            }
        }
        assert!(seen > 1_000);
    }

    #[test]
    fn beats_random_players_two_handed() {
        let share = win_share(Player::Basic(WEIGHTS), Player::Random, 2, 200);
        println!(
            "basic wins {:.1} % of 200 two-player games against random",
            100.0 * share
        );
        assert!(share >= 0.9, "basic won only {share}");
    }

    #[test]
    fn beats_three_random_players_four_handed() {
        let share = win_share(Player::Basic(WEIGHTS), Player::Random, 4, 200);
        println!(
            "basic wins {:.1} % of 200 four-player games against three random",
            100.0 * share
        );
        assert!(share >= 0.75, "basic won only {share}");
    }

    /// How long one decision takes, overall and by the kind of action chosen: run with
    /// `--ignored --nocapture` in an optimised build.
    #[test]
    #[ignore = "a measurement, not a check"]
    fn time_per_decision() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let mut by_kind: Vec<(&str, u32, std::time::Duration)> = Vec::new();
        for seed in 0..300 {
            let players = 2 + (seed % 3) as u8;
            let mut g = Palazzo::setup(&Default::default(), players, seed).unwrap();
            while let Some(seat) = g.to_act().iter().next() {
                let started = Instant::now();
                let action = std::hint::black_box(g.basic_action(seat, &mut rng)).unwrap();
                let spent = started.elapsed();
                match by_kind.iter_mut().find(|k| k.0 == action.kind()) {
                    Some(k) => (k.1, k.2) = (k.1 + 1, k.2 + spent),
                    None => by_kind.push((action.kind(), 1, spent)),
                }
                g.apply(seat, &action).unwrap();
            }
        }
        let calls: u32 = by_kind.iter().map(|k| k.1).sum();
        let spent: std::time::Duration = by_kind.iter().map(|k| k.2).sum();
        println!(
            "{} ns per decision over {calls}",
            spent.as_nanos() / u128::from(calls)
        );
        for (kind, n, spent) in by_kind {
            println!("  {kind}: {} ns over {n}", spent.as_nanos() / u128::from(n));
        }
    }

    /// Weights against variants, for tuning: run with `--ignored --nocapture`.
    #[test]
    #[ignore = "a measurement, not a check"]
    fn weights_against_variants() {
        let variants: Vec<(&str, Weights)> = vec![
            (
                "reach 1.0",
                Weights {
                    reach: 1.0,
                    ..WEIGHTS
                },
            ),
            (
                "reach 1.3",
                Weights {
                    reach: 1.3,
                    ..WEIGHTS
                },
            ),
            (
                "hope 0.7",
                Weights {
                    hope: 0.7,
                    ..WEIGHTS
                },
            ),
            (
                "hope 0.5",
                Weights {
                    hope: 0.5,
                    ..WEIGHTS
                },
            ),
            (
                "matching 0.7",
                Weights {
                    matching: 0.7,
                    ..WEIGHTS
                },
            ),
            (
                "coin 0.35",
                Weights {
                    coin: 0.35,
                    ..WEIGHTS
                },
            ),
            (
                "coin 0.45",
                Weights {
                    coin: 0.45,
                    ..WEIGHTS
                },
            ),
            (
                "draw_bonus 1.5",
                Weights {
                    draw_bonus: 1.5,
                    ..WEIGHTS
                },
            ),
            (
                "draw_bonus 0.5",
                Weights {
                    draw_bonus: 0.5,
                    ..WEIGHTS
                },
            ),
        ];
        for (name, w) in variants {
            let games = std::env::var("GAMES").map_or(600, |g| g.parse().unwrap());
            let two = win_share(Player::Basic(w), Player::Basic(WEIGHTS), 2, games);
            let three = win_share(Player::Basic(w), Player::Basic(WEIGHTS), 3, games);
            let four = win_share(Player::Basic(w), Player::Basic(WEIGHTS), 4, games);
            println!(
                "{name}: {:.1} % of 2p (fair 50), {:.1} % of 3p (33), {:.1} % of 4p (25)",
                100.0 * two,
                100.0 * three,
                100.0 * four
            );
        }
    }
}
