//! The computer's `basic` player: rules of thumb from the game's economics, and the playouts
//! of its `strong` level.
//!
//! Everything is priced in ducats, the score, weighed against the other players: a ducat paid
//! to another player costs its holder one ducat and lifts a rival by one, so it counts
//! `1 + rival` where `rival` is the weight of one opponent's gain (1 with two players, less
//! the more there are); the bank's money counts once.
//! - A commodity is worth the part of an order's payout it brings nearer: an order missing `m`
//!   of its commodities is delivered with odds falling in `m` and in the time left, and one
//!   commodity more moves it from `m` to `m − 1`. A commodity nobody needs is still a little
//!   trading stock.
//! - A card in hand is worth its payout at its odds; a card drawn unseen, the mean over the
//!   cards of its pile. A contract is worth what it adds to its group at the end if the building
//!   is ours, part of that while nobody owns it.
//! - A building owned is worth its contract's increment and the owner income its squares
//!   draw over the turns left; a marker in hand, a share of a future building.
//! - A building's action is worth its effect, a small order it completes, less the income it
//!   pays another owner.
//! - The tower player walks the path (up to four steps, every path tried) that gives most:
//!   actions for himself at the best buildings, the others sold, messages he holds delivered,
//!   rights on the streets; he takes an action himself, sells it or voids it by comparing those
//!   paths with and without his action; he sells a right or a step when the offer beats his
//!   own use of it.
//! - The others bid on an action a share of its worth to them (with an item, with two
//!   players), accept an ask below that worth, offer for a step or a right they value, and
//!   trade with anyone a commodity they need for ducats or a commodity they do not.
//! - An offer is accepted when what it brings is worth more than what it costs.
//!
//! It reads the public board and the seat's own hand; the table's way of calling it (a state
//! dealt again from the seat's view) keeps it from reading what the seat cannot see. It does no
//! search beyond the tower's paths: a decision is a few sums, a path a few hundred.

use std::cell::Cell;

use arrayvec::ArrayVec;
use rand::{Rng, RngExt};

use super::action::{Action, Item, Take, TilePlay, VillaChoice};
use super::building::{BuildingId, BuildingSet, MAX_BUILDINGS};
use super::bundle::Bundle;
use super::card::{CardId, CardKind, CardSet, Face};
use super::choices::{self, Side};
use super::commodity::Commodity;
use super::data::{self, Effect, Place};
use super::offer::{Offer, Subject, Terms};
use super::square::Square;
use super::tile::TileKind;
use super::{Acting, Genoa, Phase};
use crate::engine::{Heuristic, Seat, SeatSet};

/// The numbers behind the rules of thumb, in one place so that tests can try others.
#[derive(Debug, Clone, Copy)]
pub(super) struct Knobs {
    /// The odds of delivering a large order missing 0, 1, 2 or 3 of its commodities, with
    /// time enough.
    large_odds: [f32; 4],
    /// The same for a small order holding its commodity or not.
    small_odds: [f32; 2],
    /// The odds of a message being delivered some turn, with time enough.
    message_odds: f32,
    /// The rounds a plan needs, and one more for each commodity still missing.
    plan_rounds: f32,
    per_missing_round: f32,
    /// What a commodity nobody needs is worth: trading stock and the tie-break.
    commodity_floor: f32,
    /// How often another player takes a building's action in a turn, per square it covers:
    /// its owner's income.
    use_rate: f32,
    /// The most a marker in hand is worth, and the rounds left below which it is worth less.
    marker: f32,
    /// What a Starting space, a Trade 1:1 and an Extra action tile are worth with time left.
    starting_space: f32,
    trade_tile: f32,
    extra_action: f32,
    /// What the others would pay for an action, as a share of its worth to anyone.
    sale_share: f32,
    /// What a bidder offers, as a share of the action's worth to him, before the rival's
    /// weight.
    bid_share: f32,
    /// The least an action, a step or a right must be worth to bid for it.
    min_bid: f32,
    /// What the tower player asks, as a share of the action's worth to anyone.
    ask_share: f32,
    /// A plain trade: the share of a commodity's worth offered for it, the least gain worth
    /// proposing or accepting, and how often a seat proposes one when it could.
    trade_share: f32,
    trade_gain: f32,
    trade_odds: f64,
    /// How often a seat makes an offer it is not asked for (a step, a right) when it wants to.
    volunteer_odds: f64,
    /// The most random variation adds to a path's worth, so that playouts differ.
    jitter: f32,
}

/// Chosen by playing variants against each other (see the tests' measurements).
pub(super) const BASIC: Knobs = Knobs {
    large_odds: [0.95, 0.7, 0.45, 0.25],
    small_odds: [0.9, 0.6],
    message_odds: 0.3,
    plan_rounds: 1.0,
    per_missing_round: 0.7,
    commodity_floor: 3.0,
    use_rate: 0.03,
    marker: 14.0,
    starting_space: 12.0,
    trade_tile: 12.0,
    extra_action: 16.0,
    sale_share: 0.4,
    bid_share: 0.7,
    min_bid: 8.0,
    ask_share: 0.5,
    trade_share: 0.5,
    trade_gain: 6.0,
    trade_odds: 0.25,
    volunteer_odds: 0.7,
    jitter: 2.0,
};

impl Heuristic for Genoa {
    /// Measured with `tavola arena`, 20 two-player games against `basic` at 500 iterations a
    /// decision from seed 100: trusting the search won 0 %, a margin of one standard error 55 %,
    /// of two or three 70 %.
    const SEARCH_MARGIN: Option<f64> = Some(2.0);

    fn basic_action<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Option<Action> {
        if self.phase == Phase::Over || seat.index() >= self.seats.len() {
            return None;
        }
        let basic = Basic::new(self, seat, &BASIC);
        if self.waiting_on().contains(seat) {
            let action = basic.decide(rng);
            debug_assert!(
                crate::engine::Audit::is_offered(self, seat, &action),
                "basic {action:?} not offered to {seat} in {:?}",
                self.phase
            );
            Some(action)
        } else {
            basic.unasked(rng)
        }
    }

    /// The turn's decisions; plain trades only when nothing else is asked of the seat (an
    /// answer to a trade).
    fn search_choices(&self, seat: Seat) -> Vec<Action> {
        let mut turn = Vec::new();
        let mut side = Vec::new();
        let _ = choices::for_each(self, seat, &mut |s, a| {
            match s {
                Side::Turn => turn.push(a),
                Side::Trade => side.push(a),
            }
            std::ops::ControlFlow::Continue(())
        });
        if turn.is_empty() {
            // Asked only to answer a trade: the answers.
            side.retain(|a| matches!(a, Action::Accept { .. } | Action::Decline { .. }));
            side
        } else {
            turn
        }
    }

    /// In the move window, the other players may offer for the tower's next step; in phase 3,
    /// those with a marker in hand for the right being resolved. Nobody asks them, so the
    /// computer players ask themselves before the tower player moves on.
    fn volunteers(&self) -> SeatSet {
        let tower = self.tower();
        match self.phase {
            Phase::Move => self.all_seats().filter(|&s| s != tower).collect(),
            Phase::Acquire(_) if self.current_right().is_some() => self
                .all_seats()
                .filter(|&s| s != tower && self.seat(s).markers_in_hand > 0)
                .collect(),
            _ => SeatSet::EMPTY,
        }
    }
}

/// One seat's reckoning of the position.
struct Basic<'a> {
    game: &'a Genoa,
    seat: Seat,
    k: &'a Knobs,
    players: u8,
    /// The weight of one opponent's gain against one's own.
    rival: f32,
    /// Turns still to come, this one included.
    turns_left: f32,
    /// Rounds still to come, this one counting by what is left of it.
    rounds_left: f32,
    /// What one more commodity of each kind is worth, and what one given away costs.
    gain: [f32; Commodity::COUNT],
    keep: [f32; Commodity::COUNT],
    /// The commodities each large order in hand still misses, once the ones held are shared
    /// out between them.
    large_missing: ArrayVec<(CardId, u8), 16>,
    /// The buildings we own, those our contracts name, and those of them that count now.
    owned: BuildingSet,
    named: BuildingSet,
    contracted: BuildingSet,
    /// What a card drawn unseen from each pile is worth, worked out when first needed (NaN
    /// until then).
    draws: Cell<[f32; CardKind::COUNT]>,
    /// The special tile in stock worth most to us, worked out when first needed: `None` until
    /// then, `Some(None)` when the stock has none worth having.
    #[allow(clippy::option_option)]
    best_tile: Cell<Option<Option<(TileKind, f32)>>>,
}

impl<'a> Basic<'a> {
    fn new(game: &'a Genoa, seat: Seat, k: &'a Knobs) -> Basic<'a> {
        let players = game.players;
        let rival = match players {
            2 => 1.0,
            3 => 0.5,
            4 => 0.35,
            _ => 0.25,
        };
        let n = u32::from(players);
        let into_round = u32::from((game.tower().0 + players - game.start_player.0) % players);
        let turns = (u32::from(game.rounds_left).saturating_sub(1)) * n + (n - into_round);
        let mut basic = Basic {
            game,
            seat,
            k,
            players,
            rival,
            turns_left: turns as f32,
            rounds_left: turns as f32 / n as f32,
            gain: [k.commodity_floor; Commodity::COUNT],
            keep: [k.commodity_floor; Commodity::COUNT],
            large_missing: ArrayVec::new(),
            owned: game.owned_by(seat),
            named: game
                .seat(seat)
                .hand
                .only(CardKind::Contract)
                .iter()
                .filter_map(|c| match c.face(game.options.contract_set) {
                    Face::Contract { building } => Some(building),
                    _ => None,
                })
                .collect(),
            contracted: game.contracted(seat),
            draws: Cell::new([f32::NAN; CardKind::COUNT]),
            best_tile: Cell::new(None),
        };
        basic.value_commodities();
        basic
    }

    fn me(&self) -> &super::SeatState {
        self.game.seat(self.seat)
    }

    fn set(&self) -> super::options::ContractSet {
        self.game.options.contract_set
    }

    /// How far `rounds` of play fit in the time left: 1 with time enough, less near the end.
    fn time_for(&self, rounds: f32) -> f32 {
        (self.rounds_left / rounds).min(1.0)
    }

    fn large_odds(&self, missing: u8) -> f32 {
        let m = usize::from(missing.min(3));
        self.k.large_odds[m]
            * self.time_for(self.k.plan_rounds + self.k.per_missing_round * f32::from(missing))
    }

    fn small_odds(&self, missing: u8) -> f32 {
        let m = usize::from(missing.min(1));
        self.k.small_odds[m]
            * self.time_for(self.k.plan_rounds + self.k.per_missing_round * f32::from(missing))
    }

    /// Shares the commodities held out between the orders in hand (large orders nearest to
    /// done first, then small ones) and prices one more or one less of each kind.
    fn value_commodities(&mut self) {
        let game = self.game;
        let me = game.seat(self.seat);
        let payouts = &data::config().payouts;
        let mut free = *me.commodities.counts();
        // The large orders, those missing least first.
        let mut larges: ArrayVec<(CardId, [Commodity; 3]), 16> = ArrayVec::new();
        for least in 0..=3 {
            for card in me.hand.only(CardKind::LargeOrder).iter() {
                if let Face::LargeOrder { commodities, .. } = card.face(self.set()) {
                    let missing = commodities
                        .iter()
                        .filter(|c| me.commodities.count(**c) == 0)
                        .count();
                    if missing == least {
                        let _ = larges.try_push((card, commodities));
                    }
                }
            }
        }
        let large = payouts.large_order as f32;
        for (card, wants) in larges {
            let mut missing = 0u8;
            let mut held: ArrayVec<Commodity, 3> = ArrayVec::new();
            let mut lacking: ArrayVec<Commodity, 3> = ArrayVec::new();
            for c in wants {
                if free[c.index()] > 0 {
                    free[c.index()] -= 1;
                    held.push(c);
                } else {
                    missing += 1;
                    lacking.push(c);
                }
            }
            let now = self.large_odds(missing);
            for c in lacking {
                self.gain[c.index()] += large * (self.large_odds(missing - 1) - now);
            }
            for c in held {
                self.keep[c.index()] += large * (now - self.large_odds(missing + 1));
            }
            let _ = self.large_missing.try_push((card, missing));
        }
        let small = payouts.small_order as f32;
        for card in me.hand.only(CardKind::SmallOrder).iter() {
            if let Face::SmallOrder { commodity, .. } = card.face(self.set()) {
                let i = commodity.index();
                if free[i] > 0 {
                    free[i] -= 1;
                    self.keep[i] += small * (self.small_odds(0) - self.small_odds(1));
                } else {
                    self.gain[i] += small * (self.small_odds(0) - self.small_odds(1));
                }
            }
        }
        // Late in the game a spare commodity is only the tie-break.
        if self.rounds_left < 1.0 {
            for i in 0..Commodity::COUNT {
                self.gain[i] = self.gain[i].max(0.5) - self.k.commodity_floor + 0.5;
                self.keep[i] = self.keep[i].max(0.5) - self.k.commodity_floor + 0.5;
            }
        }
    }

    // -----------------------------------------------------------------------------------------
    // What things are worth

    /// What a card is worth in our hand.
    fn card(&self, card: CardId) -> f32 {
        let payouts = &data::config().payouts;
        let me = self.me();
        match card.face(self.set()) {
            Face::LargeOrder { commodities, .. } => {
                let missing = self
                    .large_missing
                    .iter()
                    .find(|(c, _)| *c == card)
                    .map_or_else(
                        || {
                            commodities
                                .iter()
                                .filter(|c| me.commodities.count(**c) == 0)
                                .count() as u8
                        },
                        |&(_, m)| m,
                    );
                payouts.large_order as f32 * self.large_odds(missing)
            }
            Face::SmallOrder { commodity, .. } => {
                let missing = u8::from(me.commodities.count(commodity) == 0);
                payouts.small_order as f32 * self.small_odds(missing)
            }
            Face::Message { .. } => {
                payouts.message as f32 * self.k.message_odds * self.time_for(2.0)
            }
            Face::Contract { building } => self.contract(building),
        }
    }

    /// What a contract for `b` is worth: what it adds to our groups, at the odds of owning the
    /// building.
    fn contract(&self, b: BuildingId) -> f32 {
        let game = self.game;
        if self.named.contains(b) {
            return 0.0;
        }
        let odds = if !game.options.contract_requires_ownership || game.owner(b) == Some(self.seat)
        {
            1.0
        } else if game.owner(b).is_none() {
            (0.12 * self.rounds_left).min(0.6)
        } else {
            0.0
        };
        if odds == 0.0 {
            return 0.0;
        }
        odds * self.group_gain(self.contracted, b)
    }

    /// What adding `b` to the contracted buildings `set` adds to the contract income.
    fn group_gain(&self, set: BuildingSet, b: BuildingId) -> f32 {
        let board = data::board();
        let o = &self.game.options;
        if board.adjacent(b).intersection(set).is_empty() {
            // A group of its own.
            return o.contract_value(1) as f32;
        }
        let value =
            |s: BuildingSet| -> u32 { board.groups(s).map(|g| o.contract_value(g.len())).sum() };
        let mut with = set;
        with.insert(b);
        (value(with) - value(set)) as f32
    }

    /// What a card drawn unseen from `kind`'s pile is worth: the mean over the cards we do not
    /// hold.
    fn draw(&self, kind: CardKind) -> f32 {
        let mut draws = self.draws.get();
        let known = draws[kind.index()];
        if !known.is_nan() {
            return known;
        }
        let cards = CardSet::of_kind(kind).minus(self.me().hand);
        let n = cards.len();
        let worth = if n > 0 {
            cards.iter().map(|c| self.card(c)).sum::<f32>() / n as f32
        } else {
            0.0
        };
        draws[kind.index()] = worth;
        self.draws.set(draws);
        worth
    }

    /// What one more special tile of `kind` is worth to us.
    fn tile(&self, kind: TileKind) -> f32 {
        let later = self.time_for(1.5);
        match kind {
            TileKind::StartingSpace => self.k.starting_space * later,
            TileKind::Trade => self.k.trade_tile * later,
            TileKind::CommodityOfChoice => {
                let best = self.best_gain().map_or(0.0, |(_, g)| g);
                best.max(self.k.commodity_floor) * later.max(0.5)
            }
            TileKind::BuildingAction => {
                // Not through `effect`, which prices a villa by the tiles a delivery brings.
                let best = self
                    .owned
                    .iter()
                    .map(|b| match b.info().effect {
                        Effect::Villa {} => self.contract_draw(),
                        Effect::Tile {
                            kind: TileKind::BuildingAction,
                        } => 0.0,
                        _ => self.effect(b, false),
                    })
                    .fold(0.0, f32::max);
                best * later
            }
            TileKind::ExtraAction => self.k.extra_action * later,
        }
    }

    /// The commodity in stock worth most to us, and its worth.
    fn best_gain(&self) -> Option<(Commodity, f32)> {
        self.game
            .supply
            .commodities
            .distinct()
            .map(|c| (c, self.gain[c.index()]))
            .max_by(|a, b| a.1.total_cmp(&b.1))
    }

    /// What a marker in hand is worth: a building later, while there is time to place it.
    fn marker(&self, in_hand: u8) -> f32 {
        let owned = self.owned.len() as u8;
        if owned + in_hand >= 7 {
            return 0.0;
        }
        let base = self.k.marker * self.time_for(3.0);
        if in_hand >= 2 { base * 0.4 } else { base }
    }

    /// What owning `b` brings: its contract's increment and owner income over the turns left.
    fn owning(&self, b: BuildingId) -> f32 {
        let game = self.game;
        let contract = if self.named.contains(b)
            && !self.contracted.contains(b)
            && game.options.contract_requires_ownership
        {
            self.group_gain(self.contracted, b)
        } else {
            0.0
        };
        let squares = b.info().squares.len() as f32;
        let income = f32::from(game.options.owner_income)
            * self.k.use_rate
            * squares
            * (self.turns_left - 1.0).max(0.0);
        contract + income - f32::from(game.options.acquire_price_to_bank)
    }

    /// What the effect of `b` gives us; `order`: with a small order of ours completed there.
    fn effect(&self, b: BuildingId, order: bool) -> f32 {
        let game = self.game;
        let supply = &game.supply;
        let me = self.me();
        let base = match b.info().effect {
            Effect::Villa {} => self.villa(b).0.max(self.contract_draw()),
            Effect::Draw { pile, cards } => {
                let left = game.piles[pile.index()].len().min(usize::from(cards));
                left as f32 * self.draw(pile)
            }
            Effect::Markers { count } => {
                let n = count.min(me.markers_in_supply);
                (0..n)
                    .map(|i| self.marker(me.markers_in_hand + i))
                    .sum::<f32>()
            }
            Effect::Commodities { kinds } => kinds
                .iter()
                .filter(|c| supply.commodities.contains(**c))
                .map(|c| self.gain[c.index()])
                .sum(),
            Effect::Tile { kind } => {
                if supply.tiles.contains(kind) {
                    self.tile(kind)
                } else {
                    0.0
                }
            }
        };
        base + if order {
            self.small_order_at(b).map_or(0.0, |_| Self::small_payout())
        } else {
            0.0
        }
    }

    fn small_payout() -> f32 {
        data::config().payouts.small_order as f32
    }

    fn contract_draw(&self) -> f32 {
        if self.game.piles[CardKind::Contract.index()].is_empty() {
            0.0
        } else {
            self.draw(CardKind::Contract)
        }
    }

    /// The large order we can deliver at villa `b` now, and what delivering it brings.
    fn villa(&self, b: BuildingId) -> (f32, Option<CardId>) {
        let me = self.me();
        let card = me.hand.only(CardKind::LargeOrder).iter().find(|c| {
            matches!(c.face(self.set()), Face::LargeOrder { villa, commodities }
                if villa == b && commodities.iter().all(|k| me.commodities.count(*k) > 0))
        });
        match card {
            // The payout in hand now, whatever holding the order and its commodities promised.
            Some(card) => {
                let tile = self.best_supply_tile().map_or(0.0, |(_, v)| v);
                let large = data::config().payouts.large_order as f32;
                (large + tile, Some(card))
            }
            None => (0.0, None),
        }
    }

    /// The special tile in stock worth most to us.
    fn best_supply_tile(&self) -> Option<(TileKind, f32)> {
        if let Some(best) = self.best_tile.get() {
            return best;
        }
        let best = self
            .game
            .supply
            .tiles
            .distinct()
            .map(|t| (t, self.tile(t)))
            .max_by(|a, b| a.1.total_cmp(&b.1));
        self.best_tile.set(Some(best));
        best
    }

    /// A small order of ours for `b` whose commodity we hold.
    fn small_order_at(&self, b: BuildingId) -> Option<CardId> {
        let me = self.me();
        me.hand.only(CardKind::SmallOrder).iter().find(|c| {
            matches!(c.face(self.set()), Face::SmallOrder { building, commodity }
                if building == b && me.commodities.contains(commodity))
        })
    }

    /// What taking the action of `b` now is worth to us: its effect, a small order, less the
    /// income paid to another owner.
    fn action(&self, b: BuildingId) -> f32 {
        let owner = self.game.owner(b);
        let income = match owner {
            Some(o) if o != self.seat => f32::from(self.game.options.owner_income) * self.rival,
            _ => 0.0,
        };
        self.effect(b, true) - income
    }

    /// What anyone might make of the action of `b`, by what everyone sees: for prices.
    fn anyones(&self, b: BuildingId) -> f32 {
        let later = self.time_for(2.0);
        let v = match b.info().effect {
            Effect::Villa {} => 25.0,
            Effect::Draw { cards, pile } => {
                f32::from(cards)
                    * if pile == CardKind::LargeOrder {
                        25.0
                    } else {
                        12.0
                    }
            }
            Effect::Markers { .. } | Effect::Commodities { .. } => 16.0,
            Effect::Tile { .. } => 12.0,
        };
        v * later.max(0.3)
    }

    /// What one ducat is worth given to, or got from, another player.
    fn ducat(&self) -> f32 {
        1.0 + self.rival
    }

    /// What `bundle` is worth to us received (`receive`) or given.
    fn bundle(&self, bundle: &Bundle, receive: bool) -> f32 {
        let me = self.me();
        let mut v = bundle.ducats as f32 * self.ducat();
        for c in bundle.commodities.iter() {
            v += if receive {
                self.gain[c.index()]
            } else {
                self.keep[c.index()]
            };
        }
        for card in bundle.cards.iter() {
            v += self.card(card);
        }
        for t in bundle.tiles.iter() {
            v += self.tile(t);
        }
        for i in 0..bundle.markers {
            let held = if receive {
                me.markers_in_hand + i
            } else {
                me.markers_in_hand.saturating_sub(i + 1)
            };
            v += self.marker(held);
        }
        v
    }

    /// Our actions left this turn, Extra action tiles included.
    fn actions_left(&self) -> u8 {
        let game = self.game;
        let me = self.me();
        let tower = game.tower();
        let bonus =
            game.players == 2 && self.seat == tower && game.seat(tower.after(1, 2)).actions >= 1;
        let allowance = 1 + u8::from(bonus) + me.extra;
        allowance.saturating_sub(me.actions) + me.tiles.count(TileKind::ExtraAction)
    }

    /// Our cheapest item to give, as a bundle, and its worth to us (for two players, where a
    /// bid needs one, G-100).
    fn cheapest_item(&self) -> Option<(Bundle, f32)> {
        let me = self.me();
        let mut best: Option<(Bundle, f32)> = None;
        let mut consider = |b: Bundle, v: f32| {
            if best.is_none_or(|(_, w)| v < w) {
                best = Some((b, v));
            }
        };
        for c in me.commodities.distinct() {
            let mut b = Bundle::EMPTY;
            b.commodities.add(c);
            consider(b, self.keep[c.index()]);
        }
        for card in me.hand.iter() {
            let mut b = Bundle::EMPTY;
            b.cards.insert(card);
            consider(b, self.card(card));
        }
        for t in me.tiles.distinct() {
            let mut b = Bundle::EMPTY;
            b.tiles.add(t);
            consider(b, self.tile(t));
        }
        if me.markers_in_hand > 0 {
            let b = Bundle {
                markers: 1,
                ..Bundle::EMPTY
            };
            consider(b, self.marker(me.markers_in_hand - 1));
        }
        best
    }

    /// A bundle worth about `worth` to the one who gets it, ducats mostly: with two players,
    /// our cheapest item and ducats for the rest (G-100).
    fn payment(&self, worth: f32, needs_item: bool) -> Option<Bundle> {
        let ducats_have = self.me().ducats;
        if needs_item {
            let (mut b, v) = self.cheapest_item()?;
            let rest = (worth - v).max(0.0);
            b.ducats = round5(rest).min(ducats_have);
            Some(b)
        } else {
            Some(Bundle::ducats(round5(worth).min(ducats_have)))
        }
    }

    /// Whether offers between us and `other` need an item from us (G-100): with two players,
    /// from the tower player's opponent.
    fn item_needed(&self, other: Seat) -> bool {
        self.players == 2 && other == self.game.tower()
    }

    // -----------------------------------------------------------------------------------------
    // Decisions

    /// What we do, asked.
    fn decide<R: Rng + ?Sized>(&self, rng: &mut R) -> Action {
        if let Some(answer) = self.answer_trades() {
            return answer;
        }
        // Now and then, a plain trade first: the decision waits for the next call.
        if rng.random_bool(self.k.trade_odds)
            && let Some(trade) = self.propose_trade()
        {
            return trade;
        }
        let game = self.game;
        let tower = game.tower();
        let me = self.seat;
        let turn_decision = match game.phase {
            Phase::Start if me == tower => Some(self.start(rng)),
            Phase::Window(w) if me == tower && game.unanswered().is_empty() => {
                Some(self.sell_or_take(w.building, w.asked, rng))
            }
            Phase::Window(w) if me != tower && !w.passed.contains(me) && game.has_action(me) => {
                Some(self.bid(w.building))
            }
            Phase::Acting(a) if a.actor == me => Some(self.act(a)),
            Phase::Move if me == tower => Some(self.walk(rng)),
            Phase::Acquire(_) if me == tower => Some(self.acquire()),
            _ => None,
        };
        turn_decision.unwrap_or_else(|| {
            super::choices::default_action(game, me).expect("an awaited seat has a default")
        })
    }

    /// What we do unasked: an offer for the tower's next step or for the right being resolved.
    fn unasked<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Action> {
        let game = self.game;
        let tower = game.tower();
        if self.seat == tower || !rng.random_bool(self.k.volunteer_odds) {
            return None;
        }
        let mine = |kind: fn(&Subject) -> bool| {
            game.offers
                .iter()
                .any(|o| o.from == self.seat && kind(&o.terms.subject))
        };
        match game.phase {
            Phase::Move if !mine(|s| matches!(s, Subject::Move { .. })) => self.offer_for_step(),
            Phase::Acquire(_) if !mine(|s| matches!(s, Subject::Right { .. })) => {
                self.offer_for_right()
            }
            _ => None,
        }
    }

    /// Accepts a plain trade addressed to us that is worth it, or declines the oldest.
    fn answer_trades(&self) -> Option<Action> {
        let game = self.game;
        let mut decline = None;
        for o in &game.offers {
            if o.terms.subject != Subject::Trade || o.terms.to != Some(self.seat) {
                continue;
            }
            if game.offer_void(o, self.seat).is_none()
                && self.bundle(&o.terms.give, true) - self.bundle(&o.terms.get, false)
                    >= self.k.trade_gain
            {
                return Some(Action::Accept { offer: o.id });
            }
            decline.get_or_insert(Action::Decline { offer: o.id });
        }
        decline
    }

    /// A plain trade that helps us: a commodity we need from a player who shows one, for
    /// ducats or for one we need less.
    fn propose_trade(&self) -> Option<Action> {
        let game = self.game;
        if !game.options.free_trade || game.check_room(self.seat, Subject::Trade).is_err() {
            return None;
        }
        let mut best: Option<(f32, Terms)> = None;
        for other in game.all_seats().filter(|&s| s != self.seat) {
            let theirs = game.seat(other).commodities;
            for kind in theirs.distinct() {
                let want = self.gain[kind.index()] - self.k.commodity_floor;
                if want < self.k.trade_gain * 2.0 {
                    continue;
                }
                let asked = game.offers.iter().any(|o| {
                    o.from == self.seat
                        && o.terms.to == Some(other)
                        && o.terms.get.commodities.contains(kind)
                });
                if asked {
                    continue;
                }
                let mut get = Bundle::EMPTY;
                get.commodities.add(kind);
                let price = want * self.k.trade_share / self.ducat();
                let Some(give) = self.payment(price, self.item_needed(other)) else {
                    continue;
                };
                if give.commodities.contains(kind) || (give.is_empty() && get.is_empty()) {
                    continue;
                }
                let gain = self.gain[kind.index()] - self.bundle(&give, false);
                let terms = Terms {
                    to: Some(other),
                    subject: Subject::Trade,
                    give,
                    get,
                    reveal: false,
                };
                if gain >= self.k.trade_gain
                    && best.is_none_or(|(g, _)| gain > g)
                    && game.check_terms(self.seat, &terms).is_ok()
                {
                    best = Some((gain, terms));
                }
            }
        }
        best.map(|(_, t)| Action::Offer(t))
    }

    /// Phase 1: a Starting space onto the best path's start when that beats a roll by more
    /// than the tile, else a roll.
    fn start<R: Rng + ?Sized>(&self, rng: &mut R) -> Action {
        if !self.me().tiles.contains(TileKind::StartingSpace) {
            return Action::Roll;
        }
        let board = data::board();
        let actions = self.actions_left();
        let table = self.path_table();
        let from = |square: Square| -> f32 {
            self.best_paths(&table, actions, &self.path_from(&table, square), [0.0; 4])
                .worth
        };
        // A roll: the mean of a few squares the dice could name.
        let (mut roll, mut n) = (0.0, 0);
        for _ in 0..6 {
            let s = Square::from_index(rng.random_range(0..super::square::SQUARES))
                .expect("on the grid");
            if board.place(s) != Place::Market {
                roll += from(s);
                n += 1;
            }
        }
        let roll = roll / n.max(1) as f32;
        let mut best: Option<(f32, Square)> = None;
        for b in table.wanted.iter() {
            for &s in &b.info().squares {
                let v = from(s);
                if best.is_none_or(|(w, _)| v > w) {
                    best = Some((v, s));
                }
            }
        }
        match best {
            Some((v, square)) if v - self.tile(TileKind::StartingSpace) > roll => {
                Action::StartAt { square }
            }
            _ => Action::Roll,
        }
    }

    /// The tower player in an action window everyone has answered: take the action himself,
    /// sell it to the best bid, ask a price, or void it, by the paths that follow.
    fn sell_or_take<R: Rng + ?Sized>(&self, b: BuildingId, asked: bool, rng: &mut R) -> Action {
        let game = self.game;
        let actions = self.actions_left();
        let table = self.path_table();
        let later = self.best_paths(&table, actions, &self.path_here(), [0.0; 4]);
        let keep_action = later.worth;
        let take = if game.has_action(self.seat) {
            self.action(b) + later.fewer
        } else {
            f32::NEG_INFINITY
        };
        // The best bid, for what it brings less the action it hands a rival.
        let rival_gets = self.rival * self.anyones(b);
        let best_bid = game
            .valid_bids()
            .map(|o| (o.id, self.bundle(&o.terms.give, true) - rival_gets))
            .max_by(|x, y| x.1.total_cmp(&y.1));
        if let Some((id, v)) = best_bid {
            return if take >= v + keep_action {
                Action::Take
            } else {
                Action::Accept { offer: id }
            };
        }
        if take >= keep_action + rng.random_range(0.0..1.0) {
            return Action::Take;
        }
        if !asked && !game.eligible().is_empty() {
            let price = self.anyones(b) * self.k.ask_share;
            let get = if self.players == 2 {
                // G-100: the opponent gives an item; ask for the one we need most that he shows.
                let opponent = self.seat.after(1, 2);
                game.seat(opponent)
                    .commodities
                    .distinct()
                    .max_by(|x, y| self.gain[x.index()].total_cmp(&self.gain[y.index()]))
                    .map(|k| {
                        let mut g = Bundle::ducats(round5(price * 0.5));
                        g.commodities.add(k);
                        g
                    })
            } else {
                Some(Bundle::ducats(round5(price).max(5)))
            };
            if let Some(get) = get {
                let terms = Terms {
                    to: None,
                    subject: Subject::Action,
                    give: Bundle::EMPTY,
                    get,
                    reveal: false,
                };
                if self.bundle(&get, true) - rival_gets > 0.0
                    && game.check_terms(self.seat, &terms).is_ok()
                {
                    return Action::Offer(terms);
                }
            }
        }
        if game.may_void().is_ok() {
            Action::Void
        } else if game.has_action(self.seat) {
            Action::Take
        } else {
            super::choices::default_action(game, self.seat).expect("the tower is awaited")
        }
    }

    /// A player other than the tower player, in an action window: accept the ask if it is
    /// cheap, bid a share of the action's worth, or pass.
    fn bid(&self, b: BuildingId) -> Action {
        let game = self.game;
        let tower = game.tower();
        let worth = self.action(b);
        if let Some(ask) = game.ask()
            && game.offer_void(ask, self.seat).is_none()
            && worth - self.bundle(&ask.terms.get, false) >= self.k.min_bid * 0.5
        {
            return Action::Accept { offer: ask.id };
        }
        if worth < self.k.min_bid {
            return Action::Pass;
        }
        let mut amount = worth * self.k.bid_share / self.ducat();
        // Beat the best bid standing if that still pays.
        let best_other = game
            .bids()
            .filter(|o| o.from != self.seat)
            .map(|o| o.terms.give.ducats as f32)
            .fold(0.0, f32::max);
        if best_other > 0.0 && best_other + 5.0 > amount {
            let most = worth * 0.9 / self.ducat();
            if best_other + 5.0 <= most {
                amount = best_other + 5.0;
            } else {
                return Action::Pass;
            }
        }
        let Some(give) = self.payment(amount, self.item_needed(tower)) else {
            return Action::Pass;
        };
        if self.bundle(&give, false) > worth {
            return Action::Pass;
        }
        let terms = Terms {
            to: Some(tower),
            subject: Subject::Action,
            give,
            get: Bundle::EMPTY,
            reveal: false,
        };
        if game.check_terms(self.seat, &terms).is_ok() {
            Action::Offer(terms)
        } else {
            Action::Pass
        }
    }

    /// Inside our action: the effect (a delivery if we can), an order, the tiles worth
    /// playing, then the end of it.
    fn act(&self, a: Acting) -> Action {
        let game = self.game;
        let me = self.me();
        let is_villa = matches!(a.building.info().effect, Effect::Villa {});
        if !a.received {
            if is_villa {
                if !a.ordered
                    && let (_, Some(card)) = self.villa(a.building)
                {
                    let tile = self.best_supply_tile().map(|(t, _)| t);
                    return Action::Villa(VillaChoice::Deliver { card, tile });
                }
                // One commodity short of a delivery here: the tile that brings it first.
                if !a.ordered
                    && let Some(play) = self.complete_large_order(a.building)
                {
                    return Action::Play(play);
                }
                return Action::Villa(VillaChoice::Contract);
            }
            return Action::Receive;
        }
        if !a.ordered {
            if let Some(card) = self.small_order_at(a.building) {
                return Action::SmallOrder { card };
            }
            // A small order here short of its commodity: the Commodity of your choice.
            if me.tiles.contains(TileKind::CommodityOfChoice)
                && let Some(kind) =
                    me.hand.only(CardKind::SmallOrder).iter().find_map(|c| {
                        match c.face(self.set()) {
                            Face::SmallOrder {
                                building,
                                commodity,
                            } if building == a.building && !me.commodities.contains(commodity) => {
                                Some(commodity)
                            }
                            _ => None,
                        }
                    })
                && game.supply.commodities.contains(kind)
            {
                return Action::Play(TilePlay::Commodity { kind });
            }
        }
        if let Some(play) = self.tile_worth_playing(a) {
            return Action::Play(play);
        }
        Action::ActionOver
    }

    /// A Commodity of your choice or a Trade 1:1 that brings the one commodity a large order
    /// for `villa` still misses.
    fn complete_large_order(&self, villa: BuildingId) -> Option<TilePlay> {
        let game = self.game;
        let me = self.me();
        let missing = me.hand.only(CardKind::LargeOrder).iter().find_map(|c| {
            let Face::LargeOrder {
                villa: named,
                commodities,
            } = c.face(self.set())
            else {
                return None;
            };
            let lacking: ArrayVec<Commodity, 3> = commodities
                .into_iter()
                .filter(|k| !me.commodities.contains(*k))
                .collect();
            (named == villa && lacking.len() == 1).then(|| lacking[0])
        })?;
        if !game.supply.commodities.contains(missing) {
            return None;
        }
        if me.tiles.contains(TileKind::CommodityOfChoice) {
            return Some(TilePlay::Commodity { kind: missing });
        }
        if me.tiles.contains(TileKind::Trade) {
            let take = Take::Commodity(missing);
            let give = self.cheapest_trade_item(Some(missing))?;
            if game.check_trade(self.seat, give, take).is_ok() {
                return Some(TilePlay::Trade { give, take });
            }
        }
        None
    }

    /// The item we would miss least, for Trade 1:1 (not `not` nor a Trade 1:1 tile we play).
    fn cheapest_trade_item(&self, not: Option<Commodity>) -> Option<Item> {
        let me = self.me();
        let mut best: Option<(Item, f32)> = None;
        let mut consider = |i: Item, v: f32| {
            if best.is_none_or(|(_, w)| v < w) {
                best = Some((i, v));
            }
        };
        for c in me.commodities.distinct() {
            if Some(c) != not {
                consider(Item::Commodity(c), self.keep[c.index()]);
            }
        }
        for card in me.hand.iter() {
            consider(Item::Card(card), self.card(card));
        }
        for t in me.tiles.distinct() {
            if me.tiles.count(t) > u8::from(t == TileKind::Trade) {
                consider(Item::Tile(t), self.tile(t));
            }
        }
        if me.markers_in_hand > 0 {
            consider(Item::Marker, self.marker(me.markers_in_hand - 1));
        }
        best.map(|(i, _)| i)
    }

    /// A tile worth playing inside our action now.
    fn tile_worth_playing(&self, a: Acting) -> Option<TilePlay> {
        let game = self.game;
        let me = self.me();
        let last_round = self.rounds_left <= 1.0;
        if me.tiles.contains(TileKind::BuildingAction) {
            let mut best: Option<(f32, TilePlay)> = None;
            for b in self.owned.iter() {
                // A Building action at the Palace would only take a tile like itself.
                if is_palace_like(b) {
                    continue;
                }
                let (v, villa) = if matches!(b.info().effect, Effect::Villa {}) {
                    match self.villa(b) {
                        (v, Some(card)) if !a.ordered => {
                            let tile = self.best_supply_tile().map(|(t, _)| t);
                            (v, Some(VillaChoice::Deliver { card, tile }))
                        }
                        _ => (self.contract_draw(), Some(VillaChoice::Contract)),
                    }
                } else {
                    (self.effect(b, false), None)
                };
                if best.as_ref().is_none_or(|(w, _)| v > *w) {
                    best = Some((v, TilePlay::BuildingAction { building: b, villa }));
                }
            }
            if let Some((v, play)) = best
                && (v >= 15.0 || (last_round && v > 0.0))
            {
                return Some(play);
            }
        }
        if me.tiles.contains(TileKind::CommodityOfChoice)
            && let Some((kind, g)) = self.best_gain()
            && (g >= 15.0 || last_round)
        {
            return Some(TilePlay::Commodity { kind });
        }
        if me.tiles.contains(TileKind::Trade) {
            let give = self.cheapest_trade_item(None)?;
            let give_worth = match give {
                Item::Commodity(c) => self.keep[c.index()],
                Item::Card(c) => self.card(c),
                Item::Tile(t) => self.tile(t),
                Item::Marker => self.marker(me.markers_in_hand - 1),
            };
            let mut best: Option<(f32, Take)> = None;
            let mut consider = |t: Take, v: f32| {
                if game.supply_has(self.seat, t) && best.is_none_or(|(w, _)| v > w) {
                    best = Some((v, t));
                }
            };
            for c in Commodity::ALL {
                consider(Take::Commodity(c), self.gain[c.index()]);
            }
            for t in TileKind::ALL {
                // Taking a Trade 1:1 or a Building action back only feeds the next play.
                if t != TileKind::Trade && t != TileKind::BuildingAction {
                    consider(Take::Tile(t), self.tile(t));
                }
            }
            for k in CardKind::ALL {
                consider(Take::Card(k), self.draw(k));
            }
            consider(Take::Marker, self.marker(me.markers_in_hand));
            let threshold = if last_round { 0.5 } else { self.k.trade_tile };
            if let Some((v, take)) = best
                && v - give_worth >= threshold
                && game.check_trade(self.seat, give, take).is_ok()
            {
                return Some(TilePlay::Trade { give, take });
            }
        }
        None
    }

    /// The tower player in the move window: a move offer if one beats his own best path, else
    /// a step along that path, or a stop.
    fn walk<R: Rng + ?Sized>(&self, rng: &mut R) -> Action {
        let game = self.game;
        let table = self.path_table();
        let jitter = self.k.jitter;
        let Best {
            worth: best, first, ..
        } = self.best_paths(
            &table,
            self.actions_left(),
            &self.path_here(),
            std::array::from_fn(|_| rng.random_range(0.0..=jitter)),
        );
        // Move offers: the bundle, plus the path that starts with that step.
        let mut offer: Option<(f32, Offer)> = None;
        for o in &game.offers {
            let Subject::Move { to, with_action } = o.terms.subject else {
                continue;
            };
            if o.terms.to != Some(self.seat) || game.offer_void(o, self.seat).is_some() {
                continue;
            }
            let mut v =
                self.bundle(&o.terms.give, true) + self.path_through(&table, to, with_action);
            if with_action && let Some(b) = data::board().building_at(to) {
                v -= self.rival * self.anyones(b);
            }
            if offer.as_ref().is_none_or(|(w, _)| v > *w) {
                offer = Some((v, *o));
            }
        }
        if let Some((v, o)) = offer
            && v >= best
        {
            return Action::Accept { offer: o.id };
        }
        match first {
            Some(to) if best > 0.5 => Action::Step { to },
            _ => Action::Stop,
        }
    }

    /// Phase 3, the tower player: place his marker, sell the right to the best bid, or let it
    /// lapse; then end the turn.
    fn acquire(&self) -> Action {
        let game = self.game;
        let Some(right) = game.current_right() else {
            return Action::EndTurn;
        };
        let me = self.me();
        let mut place: Option<(f32, BuildingId)> = None;
        if me.markers_in_hand > 0 {
            let marker = self.marker(me.markers_in_hand - 1);
            for b in game.candidates(right).iter() {
                let v = self.owning(b) - marker;
                if game.check_placing(b, me.markers_in_hand, me.ducats).is_ok()
                    && place.is_none_or(|(w, _)| v > w)
                {
                    place = Some((v, b));
                }
            }
        }
        let bid = game
            .offers
            .iter()
            .filter(|o| {
                matches!(o.terms.subject, Subject::Right { .. })
                    && o.terms.to == Some(self.seat)
                    && game.offer_void(o, self.seat).is_none()
            })
            .map(|o| {
                let Subject::Right { building } = o.terms.subject else {
                    unreachable!("filtered")
                };
                (
                    o.id,
                    self.bundle(&o.terms.give, true) - self.rival * self.anyone_owning(building),
                )
            })
            .max_by(|x, y| x.1.total_cmp(&y.1));
        let compulsory = game.expect_no_compulsory_bid().is_err();
        match (place, bid) {
            (Some((p, b)), Some((_, v))) if p > 0.0 && p >= v => Action::Place { building: b },
            (Some((p, b)), None) if p > 0.0 => Action::Place { building: b },
            (_, Some((id, v))) if v > 0.0 || compulsory => Action::Accept { offer: id },
            (Some((_, b)), _) if compulsory => Action::Place { building: b },
            _ => Action::Lapse,
        }
    }

    /// What owning `b` might bring another player, by what everyone sees.
    fn anyone_owning(&self, b: BuildingId) -> f32 {
        let squares = b.info().squares.len() as f32;
        10.0 * self.time_for(3.0)
            + f32::from(self.game.options.owner_income)
                * self.k.use_rate
                * squares
                * self.turns_left
    }

    /// An offer for the tower's next step, towards an action or a message we want.
    fn offer_for_step(&self) -> Option<Action> {
        let game = self.game;
        let board = data::board();
        let tower = game.tower();
        let me = self.me();
        let has_action = game.has_action(self.seat);
        let mut best: Option<(f32, Square, bool)> = None;
        for to in game.legal_steps() {
            let building = board
                .building_at(to)
                .filter(|b| !game.turn.visited.contains(*b));
            let mut v = 0.0;
            if let Some(b) = building {
                let mut visited = game.turn.visited;
                visited.insert(b);
                v += self.messages_delivered(game.turn.visited, visited);
            }
            let with_action =
                has_action && building.is_some_and(|b| self.action(b) >= self.k.min_bid);
            if with_action && let Some(b) = building {
                v += self.action(b);
            }
            if best.is_none_or(|(w, _, _)| v > w) {
                best = Some((v, to, with_action));
            }
        }
        let (v, to, with_action) = best?;
        if v < self.k.min_bid * 1.5 {
            return None;
        }
        let give = self.payment(
            v * self.k.bid_share * 0.6 / self.ducat(),
            self.item_needed(tower),
        )?;
        if me.ducats < give.ducats || self.bundle(&give, false) >= v {
            return None;
        }
        let terms = Terms {
            to: Some(tower),
            subject: Subject::Move { to, with_action },
            give,
            get: Bundle::EMPTY,
            reveal: false,
        };
        game.check_terms(self.seat, &terms)
            .is_ok()
            .then_some(Action::Offer(terms))
    }

    /// A bid for the right being resolved, on the building we would most like to own.
    fn offer_for_right(&self) -> Option<Action> {
        let game = self.game;
        let right = game.current_right()?;
        let me = self.me();
        if me.markers_in_hand == 0 {
            return None;
        }
        let marker = self.marker(me.markers_in_hand - 1);
        let (v, building) = game
            .candidates(right)
            .iter()
            .map(|b| (self.owning(b) - marker, b))
            .max_by(|x, y| x.0.total_cmp(&y.0))?;
        if v < self.k.min_bid {
            return None;
        }
        let give = self.payment(
            v * self.k.bid_share * 0.6 / self.ducat(),
            self.item_needed(game.tower()),
        )?;
        if self.bundle(&give, false) >= v {
            return None;
        }
        let terms = Terms {
            to: Some(game.tower()),
            subject: Subject::Right { building },
            give,
            get: Bundle::EMPTY,
            reveal: false,
        };
        game.check_terms(self.seat, &terms)
            .is_ok()
            .then_some(Action::Offer(terms))
    }

    // -----------------------------------------------------------------------------------------
    // The tower's paths

    /// What each building's window and each street's right bring the tower player on a path.
    fn path_table(&self) -> PathTable {
        let game = self.game;
        let board = data::board();
        let others_act = game.eligible().iter().any(|s| s != self.seat);
        let me = self.me();
        let mut table = PathTable {
            take: [0.0; MAX_BUILDINGS],
            sell: [0.0; MAX_BUILDINGS],
            streets: [None; super::square::SQUARES],
            wanted: BuildingSet::EMPTY,
            messages: ArrayVec::new(),
            marker: self.marker(me.markers_in_hand.saturating_sub(1)),
            right_sale: if self.players > 2 { 4.0 } else { 2.0 },
        };
        let income = f32::from(game.options.owner_income);
        let can_act = game.has_action(self.seat);
        let mut own = [0.0; MAX_BUILDINGS];
        for b in BuildingId::all() {
            let i = b.index();
            let sold = if others_act {
                let anyone = self.anyones(b);
                anyone * (self.k.sale_share * self.ducat() - self.rival)
                    + if game.owner(b) == Some(self.seat) {
                        income
                    } else {
                        0.0
                    }
            } else {
                0.0
            };
            table.sell[i] = sold;
            if can_act {
                table.take[i] = self.action(b);
                if table.take[i] > sold + 10.0 {
                    table.wanted.insert(b);
                }
            }
            if game.owner(b).is_none() {
                own[i] = self.owning(b);
            }
        }
        for i in 0..super::square::SQUARES {
            let square = Square::from_index(i).expect("on the grid");
            if board.place(square) == Place::Street {
                table.streets[i] = board
                    .bordering(square)
                    .iter()
                    .filter(|&b| game.owner(b).is_none())
                    .map(|b| (own[b.index()], b))
                    .max_by(|x, y| x.0.total_cmp(&y.0));
            }
        }
        let visited = game.turn.visited;
        for card in me.hand.only(CardKind::Message).iter() {
            if let Face::Message { buildings } = card.face(self.set()) {
                let pair: BuildingSet = buildings.into_iter().collect();
                if pair.intersection(visited) != pair {
                    let _ = table.messages.try_push(pair);
                }
            }
        }
        table
    }

    /// Every path on from `path` (up to five squares in all): the best one's worth with
    /// `actions` of ours left (its first step varied by `jitter`, by direction) and its first
    /// step, and the best worth with one action fewer.
    fn best_paths(&self, table: &PathTable, actions: u8, path: &Path, jitter: [f32; 4]) -> Best {
        let mut walk = Walk {
            table,
            options: &self.game.options,
            actions,
            jitter,
            best: Best {
                worth: f32::NEG_INFINITY,
                first: None,
                fewer: f32::NEG_INFINITY,
            },
        };
        let mut discs = path.discs.clone();
        walk.on(&mut discs, path.visited, path.acc, None);
        walk.best
    }

    /// The path that starts where the tower stands now.
    fn path_here(&self) -> Path {
        let turn = &self.game.turn;
        Path {
            discs: turn.discs.clone(),
            visited: turn.visited,
            acc: Acc::new(self.me().markers_in_hand),
        }
    }

    /// The path that starts on `square` (a Starting space).
    fn path_from(&self, table: &PathTable, square: Square) -> Path {
        let mut path = Path {
            discs: ArrayVec::new(),
            visited: BuildingSet::EMPTY,
            acc: Acc::new(self.me().markers_in_hand),
        };
        path.enter(table, square);
        path
    }

    /// The worth of the best path that starts by stepping to `to`, its action taken by
    /// another player if `with_action`.
    fn path_through(&self, table: &PathTable, to: Square, with_action: bool) -> f32 {
        let game = self.game;
        let mut table = table.clone();
        if with_action && let Some(b) = data::board().building_at(to) {
            table.take[b.index()] = 0.0;
            table.sell[b.index()] = if game.owner(b) == Some(self.seat) {
                f32::from(game.options.owner_income)
            } else {
                0.0
            };
        }
        let mut path = self.path_here();
        path.enter(&table, to);
        self.best_paths(&table, self.actions_left(), &path, [0.0; 4])
            .worth
    }

    /// The messages of ours delivered by visiting `after` where `before` was visited.
    fn messages_delivered(&self, before: BuildingSet, after: BuildingSet) -> f32 {
        let payout = data::config().payouts.message as f32;
        self.me()
            .hand
            .only(CardKind::Message)
            .iter()
            .filter(|c| match c.face(self.set()) {
                Face::Message { buildings } => {
                    buildings.iter().all(|b| after.contains(*b))
                        && !buildings.iter().all(|b| before.contains(*b))
                }
                _ => false,
            })
            .count() as f32
            * payout
    }
}

/// The best paths found: the best worth and its first step, and the best worth with one of our
/// actions fewer.
#[derive(Debug, Clone, Copy)]
struct Best {
    worth: f32,
    first: Option<Square>,
    fewer: f32,
}

/// The walk over every path, keeping the best.
struct Walk<'b> {
    table: &'b PathTable,
    options: &'b super::Options,
    actions: u8,
    jitter: [f32; 4],
    best: Best,
}

impl Walk<'_> {
    fn on(
        &mut self,
        discs: &mut ArrayVec<Square, 5>,
        visited: BuildingSet,
        acc: Acc,
        first: Option<(usize, Square)>,
    ) {
        let payout = data::config().payouts.message as f32;
        let messages = self
            .table
            .messages
            .iter()
            .filter(|pair| pair.intersection(visited) == **pair)
            .count() as f32
            * payout;
        let base = acc.sell + acc.rights + messages;
        let worth = base + acc.top(self.actions) + first.map_or(0.0, |(k, _)| self.jitter[k]);
        if worth > self.best.worth {
            self.best.worth = worth;
            self.best.first = first.map(|(_, s)| s);
        }
        self.best.fewer = self
            .best
            .fewer
            .max(base + acc.top(self.actions.saturating_sub(1)));
        if discs.len() >= discs.capacity() {
            return;
        }
        let board = data::board();
        let at = *discs.last().expect("the tower stands");
        for (k, next) in at.neighbours().enumerate() {
            let place = board.place(next);
            if (place == Place::Market && !self.options.market_passable)
                || (!self.options.revisit_squares && discs.contains(&next))
            {
                continue;
            }
            let (mut visited, mut acc) = (visited, acc);
            match place {
                Place::Building(b) if !visited.contains(b) => {
                    visited.insert(b);
                    acc.building(self.table, b);
                }
                Place::Street => acc.street(self.table, next),
                _ => {}
            }
            discs.push(next);
            self.on(discs, visited, acc, first.or(Some((k, next))));
            discs.pop();
        }
    }
}

/// What each building's window and each street's right bring the tower player, for his
/// paths.
#[derive(Clone)]
struct PathTable {
    /// Taking its action himself.
    take: [f32; MAX_BUILDINGS],
    /// Selling it (or voiding it when nobody else can act).
    sell: [f32; MAX_BUILDINGS],
    /// For each street, the unowned building next to it we would most like to own, and what
    /// owning it brings (`None` for a square that is no street or a street with none).
    streets: [Option<(f32, BuildingId)>; super::square::SQUARES],
    /// The buildings whose action we want for ourselves.
    wanted: BuildingSet,
    /// Our messages' buildings, those not delivered yet.
    messages: ArrayVec<BuildingSet, 16>,
    /// What a marker in hand is worth kept.
    marker: f32,
    /// What a right brings sold when we do not use it.
    right_sale: f32,
}

/// What a path has brought so far.
#[derive(Debug, Clone, Copy)]
struct Acc {
    /// Every window sold.
    sell: f32,
    /// The three best gains of taking an action over selling it, best first.
    extra: [f32; 3],
    /// The rights of its streets.
    rights: f32,
    /// Our markers in hand still free for those rights, and the buildings they go to.
    markers: u8,
    claimed: BuildingSet,
}

impl Acc {
    fn new(markers: u8) -> Acc {
        Acc {
            sell: 0.0,
            extra: [0.0; 3],
            rights: 0.0,
            markers,
            claimed: BuildingSet::EMPTY,
        }
    }

    fn building(&mut self, table: &PathTable, b: BuildingId) {
        let i = b.index();
        self.sell += table.sell[i];
        let mut more = table.take[i] - table.sell[i];
        for slot in &mut self.extra {
            if more > *slot {
                std::mem::swap(slot, &mut more);
            }
        }
    }

    fn street(&mut self, table: &PathTable, square: Square) {
        match table.streets[square.index()] {
            Some((worth, b))
                if self.markers > 0 && worth > table.marker && !self.claimed.contains(b) =>
            {
                self.rights += worth - table.marker;
                self.markers -= 1;
                self.claimed.insert(b);
            }
            Some(_) => self.rights += table.right_sale,
            None => {}
        }
    }

    /// The gains of taking `actions` of the windows ourselves.
    fn top(&self, actions: u8) -> f32 {
        self.extra[..usize::from(actions.min(3))].iter().sum()
    }
}

/// A path of the tower: the squares it stands on, the buildings visited, and what the
/// squares it entered have brought.
struct Path {
    discs: ArrayVec<Square, 5>,
    visited: BuildingSet,
    acc: Acc,
}

impl Path {
    fn enter(&mut self, table: &PathTable, square: Square) {
        self.discs.push(square);
        match data::board().place(square) {
            Place::Building(b) if !self.visited.contains(b) => {
                self.visited.insert(b);
                self.acc.building(table, b);
            }
            Place::Street => self.acc.street(table, square),
            _ => {}
        }
    }
}

/// Whether a Building action at `b` would only bring back a Building action tile.
fn is_palace_like(b: BuildingId) -> bool {
    matches!(
        b.info().effect,
        Effect::Tile {
            kind: TileKind::BuildingAction
        }
    )
}

/// `x` ducats rounded to a multiple of five (at least zero).
fn round5(x: f32) -> u32 {
    ((x / 5.0).round().max(0.0) as u32) * 5
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::super::event::Event;
    use super::super::options::{Options, Rights};
    use super::*;
    use crate::computer::search::volunteer;
    use crate::engine::{Audit, Game};

    /// What kind of offer `terms`, made by `from` while `tower` is the tower player, is.
    fn offer_kind(terms: &Terms) -> &'static str {
        match (terms.subject, terms.to) {
            (Subject::Action, None) => "ask",
            (Subject::Action, Some(_)) => "bid",
            (Subject::Move { .. }, _) => "move offer",
            (Subject::Right { .. }, _) => "right bid",
            (Subject::Trade, _) => "trade",
        }
    }

    /// Basic players in every seat, offers made unasked included, as the arena plays them:
    /// how often each kind of offer was made and accepted, and each kind of delivery.
    fn basic_game(options: &Options, players: u8, seed: u64, seen: &mut BTreeMap<String, u32>) {
        let mut game = Genoa::setup(options, players, seed).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut kinds: BTreeMap<u16, &'static str> = BTreeMap::new();
        let mut steps = 0;
        loop {
            let (seat, action) = if let Some(v) = volunteer(&game, &mut rng) {
                v
            } else {
                let Some(seat) = game.awaited().iter().next() else {
                    break;
                };
                let a = game
                    .basic_action(seat, &mut rng)
                    .expect("an awaited seat acts");
                (seat, a)
            };
            let events = game.apply(seat, &action).unwrap_or_else(|e| {
                panic!("{players}p seed {seed}: basic {action:?} by {seat} refused: {e}")
            });
            game.check_invariants().unwrap();
            for e in events {
                let key = match e {
                    Event::OfferMade { id, .. } => {
                        let Action::Offer(terms) = action else {
                            unreachable!("only an offer makes one")
                        };
                        kinds.insert(id, offer_kind(&terms));
                        format!("{} made", offer_kind(&terms))
                    }
                    Event::OfferAccepted { id, .. } => format!("{} accepted", kinds[&id]),
                    Event::LargeOrderDelivered { .. } => "large order".into(),
                    Event::SmallOrderDelivered { .. } => "small order".into(),
                    Event::MessageDelivered { .. } => "message".into(),
                    Event::MarkerPlaced { .. } => "marker placed".into(),
                    Event::TilePlayed { play, .. } => format!(
                        "tile {}",
                        match play {
                            TilePlay::Commodity { .. } => "commodity",
                            TilePlay::Trade { .. } => "trade",
                            TilePlay::BuildingAction { .. } => "building action",
                        }
                    ),
                    Event::StartingSpace { .. } => "starting space".into(),
                    _ => continue,
                };
                *seen.entry(key).or_default() += 1;
            }
            steps += 1;
            assert!(
                steps < 20_000,
                "{players}p seed {seed}: basic players never end"
            );
        }
        assert!(game.outcome().is_some());
    }

    #[test]
    fn basic_players_finish_every_game_making_and_answering_every_kind_of_offer() {
        let variants = [
            Options::default(),
            Options {
                acquire_compulsory: true,
                acquire_rights_per_street_disc: Rights::AllAdjacent,
                ..Options::default()
            },
            Options {
                free_trade: false,
                ..Options::default()
            },
        ];
        for players in 2..=5 {
            let mut seen = BTreeMap::new();
            for seed in 0..24 {
                let options = &variants[seed as usize % variants.len()];
                basic_game(options, players, seed, &mut seen);
            }
            for kind in [
                "bid made",
                "bid accepted",
                "ask made",
                "move offer made",
                "right bid made",
                "right bid accepted",
                "trade made",
                "trade accepted",
                "large order",
                "small order",
                "message",
                "marker placed",
            ] {
                assert!(
                    seen.contains_key(kind),
                    "{players}p: basic players never reached {kind}: {seen:?}"
                );
            }
        }
    }

    #[test]
    fn the_search_weighs_the_turn_and_leaves_plain_trades_to_the_rules_of_thumb() {
        use super::super::fixtures::{ANNA, BEN, CARA, game, play, trade};
        let side = |a: &Action| {
            matches!(a, Action::Withdraw { .. })
                || matches!(a, Action::Offer(t) if t.subject == Subject::Trade)
        };
        let mut g = game(3);
        g.roll_to(1, 3);
        play(&mut g, CARA, trade(BEN, Bundle::ducats(1), Bundle::EMPTY));
        for seat in [ANNA, BEN, CARA] {
            let all = g.choices(seat);
            let weighed = g.search_choices(seat);
            assert!(all.iter().any(side), "{seat} could trade: {all:?}");
            assert!(!weighed.is_empty(), "{seat} has turn decisions");
            assert!(
                weighed.iter().all(|a| all.contains(a) && !side(a)),
                "{seat}: {weighed:?}"
            );
        }
        // Once Anna is inside her action, all that is asked of Ben is the trade's answer.
        play(&mut g, ANNA, Action::Take);
        let weighed = g.search_choices(BEN);
        assert!(!weighed.is_empty());
        assert!(
            weighed.iter().all(|a| matches!(
                a,
                Action::Accept { offer: 1 } | Action::Decline { offer: 1 }
            )),
            "{weighed:?}"
        );
    }
}
