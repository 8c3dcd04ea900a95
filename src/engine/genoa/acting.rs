//! Inside an action (G-47a, G-53, G-62 to G-83): the actor receives the building's effect — at
//! a villa, a contract or a large order delivered —, may complete one order in all and play his
//! Commodity of your choice, Trade 1:1 and Building action tiles, and declares the action over
//! once the effect is received. Every decision is checked before anything changes.

use super::action::{Item, Take, TilePlay, VillaChoice};
use super::building::BuildingId;
use super::card::{CardId, CardKind, Face};
use super::data::{self, Effect};
use super::event::Event;
use super::tile::TileKind;
use super::{Acting, Genoa, Phase, RuleError};
use crate::engine::Seat;

impl Genoa {
    /// The action `seat` is inside.
    fn expect_actor(&self, seat: Seat) -> Result<Acting, RuleError> {
        match self.phase {
            Phase::Acting(a) if a.actor == seat => Ok(a),
            Phase::Acting(a) => Err(RuleError::ActorOnly(a.actor)),
            _ => Err(RuleError::WrongMoment),
        }
    }

    fn acting_mut(&mut self) -> &mut Acting {
        match &mut self.phase {
            Phase::Acting(a) => a,
            _ => unreachable!("checked by expect_actor"),
        }
    }

    /// The effect of a building that is not a villa (G-62 to G-67).
    pub(super) fn receive(&mut self, seat: Seat, events: &mut Vec<Event>) -> Result<(), RuleError> {
        let a = self.expect_actor(seat)?;
        if a.received {
            return Err(RuleError::EffectReceived);
        }
        if matches!(a.building.info().effect, Effect::Villa {}) {
            return Err(RuleError::WrongMoment);
        }
        self.give_effect(seat, a.building, events);
        self.acting_mut().received = true;
        Ok(())
    }

    /// A villa's effect: one of its two options (G-68).
    pub(super) fn villa(
        &mut self,
        seat: Seat,
        choice: VillaChoice,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let a = self.expect_actor(seat)?;
        if a.received {
            return Err(RuleError::EffectReceived);
        }
        if !matches!(a.building.info().effect, Effect::Villa {}) {
            return Err(RuleError::WrongMoment);
        }
        if let VillaChoice::Deliver { card, tile } = choice {
            if a.ordered {
                return Err(RuleError::OrderDone);
            }
            self.check_large_order(seat, a.building, card, tile)?;
        }
        self.villa_effect(seat, a.building, choice, events);
        let acting = self.acting_mut();
        acting.received = true;
        acting.ordered |= matches!(choice, VillaChoice::Deliver { .. });
        Ok(())
    }

    /// G-72: at the building the small order names, with its commodity, once per action.
    pub(super) fn small_order(
        &mut self,
        seat: Seat,
        card: CardId,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let a = self.expect_actor(seat)?;
        if a.ordered {
            return Err(RuleError::OrderDone);
        }
        if !self.seat(seat).hand.contains(card) {
            return Err(RuleError::NotInHand);
        }
        let Face::SmallOrder {
            building,
            commodity,
        } = card.face(self.options.contract_set)
        else {
            return Err(RuleError::WrongCard);
        };
        if building != a.building {
            return Err(RuleError::WrongCard);
        }
        if !self.seat(seat).commodities.contains(commodity) {
            return Err(RuleError::MissingCommodities);
        }
        let s = self.seat_mut(seat);
        s.commodities.remove(commodity);
        s.hand.remove(card);
        self.supply.commodities.add(commodity);
        self.piles[CardKind::SmallOrder.index()].put_under(card);
        let ducats = data::config().payouts.small_order;
        self.pay(seat, ducats);
        events.push(Event::SmallOrderDelivered { seat, card, ducats });
        self.acting_mut().ordered = true;
        Ok(())
    }

    /// G-80: a tile played inside one's own action; it goes back to the supply once its
    /// effect is complete (G-77).
    pub(super) fn play(
        &mut self,
        seat: Seat,
        play: TilePlay,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let a = self.expect_actor(seat)?;
        let tile = match play {
            TilePlay::Commodity { .. } => TileKind::CommodityOfChoice,
            TilePlay::Trade { .. } => TileKind::Trade,
            TilePlay::BuildingAction { .. } => TileKind::BuildingAction,
        };
        if !self.seat(seat).tiles.contains(tile) {
            return Err(RuleError::NoTile);
        }
        match play {
            TilePlay::Commodity { kind } => {
                if !self.supply.commodities.contains(kind) {
                    return Err(RuleError::SupplyEmpty);
                }
                events.push(Event::TilePlayed { seat, play });
                self.supply.commodities.remove(kind);
                self.seat_mut(seat).commodities.add(kind);
            }
            TilePlay::Trade { give, take } => {
                self.check_trade(seat, give, take)?;
                events.push(Event::TilePlayed { seat, play });
                self.trade(seat, give, take, events);
            }
            TilePlay::BuildingAction { building, villa } => {
                self.check_building_action(seat, a, building, villa)?;
                events.push(Event::TilePlayed { seat, play });
                match villa {
                    Some(choice) => {
                        self.villa_effect(seat, building, choice, events);
                        if matches!(choice, VillaChoice::Deliver { .. }) {
                            self.acting_mut().ordered = true;
                        }
                    }
                    None => self.give_effect(seat, building, events),
                }
            }
        }
        self.seat_mut(seat).tiles.remove(tile);
        self.supply.tiles.add(tile);
        Ok(())
    }

    /// G-47a: only once the effect is received; the tower may then move on.
    pub(super) fn action_over(
        &mut self,
        seat: Seat,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let a = self.expect_actor(seat)?;
        if !a.received {
            return Err(RuleError::EffectFirst);
        }
        events.push(Event::ActionOver {
            seat,
            building: a.building,
        });
        self.phase = Phase::Move;
        Ok(())
    }

    /// G-83: a building the player owns, wherever the tower is; at a villa with its choice, a
    /// delivery only if no order was completed in this action (G-70).
    fn check_building_action(
        &self,
        seat: Seat,
        acting: Acting,
        building: BuildingId,
        villa: Option<VillaChoice>,
    ) -> Result<(), RuleError> {
        if self.owner(building) != Some(seat) {
            return Err(RuleError::NotOwned);
        }
        let is_villa = matches!(building.info().effect, Effect::Villa {});
        match (is_villa, villa) {
            (true, Some(VillaChoice::Deliver { card, tile })) => {
                if acting.ordered {
                    return Err(RuleError::OrderDone);
                }
                self.check_large_order(seat, building, card, tile)
            }
            (true, Some(VillaChoice::Contract)) | (false, None) => Ok(()),
            (true, None) | (false, Some(_)) => Err(RuleError::WrongMoment),
        }
    }

    /// G-71: the card in hand, for this villa, its three commodities held, and a special tile
    /// of a kind in stock chosen (none only when the supply has none).
    fn check_large_order(
        &self,
        seat: Seat,
        villa: BuildingId,
        card: CardId,
        tile: Option<TileKind>,
    ) -> Result<(), RuleError> {
        let s = self.seat(seat);
        if !s.hand.contains(card) {
            return Err(RuleError::NotInHand);
        }
        let Face::LargeOrder {
            villa: named,
            commodities,
        } = card.face(self.options.contract_set)
        else {
            return Err(RuleError::WrongCard);
        };
        if named != villa {
            return Err(RuleError::WrongCard);
        }
        let needed: super::Commodities = commodities.into_iter().collect();
        if !s.commodities.contains_all(&needed) {
            return Err(RuleError::MissingCommodities);
        }
        match tile {
            Some(kind) if !self.supply.tiles.contains(kind) => Err(RuleError::SupplyEmpty),
            None if !self.supply.tiles.is_empty() => Err(RuleError::SupplyEmpty),
            _ => Ok(()),
        }
    }

    /// A villa's effect, checked by the caller.
    fn villa_effect(
        &mut self,
        seat: Seat,
        villa: BuildingId,
        choice: VillaChoice,
        events: &mut Vec<Event>,
    ) {
        match choice {
            VillaChoice::Contract => {
                self.draw_into_hand(seat, villa, CardKind::Contract, 1, events)
            }
            VillaChoice::Deliver { card, tile } => {
                let Face::LargeOrder { commodities, .. } = card.face(self.options.contract_set)
                else {
                    unreachable!("checked as a large order")
                };
                let s = self.seat_mut(seat);
                s.hand.remove(card);
                for kind in commodities {
                    s.commodities.remove(kind);
                }
                for kind in commodities {
                    self.supply.commodities.add(kind);
                }
                if let Some(kind) = tile {
                    self.supply.tiles.remove(kind);
                    self.seat_mut(seat).tiles.add(kind);
                }
                self.piles[CardKind::LargeOrder.index()].put_under(card);
                let ducats = data::config().payouts.large_order;
                self.pay(seat, ducats);
                events.push(Event::LargeOrderDelivered {
                    seat,
                    card,
                    tile,
                    ducats,
                });
            }
        }
    }

    /// The effect of a building that is not a villa: what is left of it (G-53, G-69).
    fn give_effect(&mut self, seat: Seat, building: BuildingId, events: &mut Vec<Event>) {
        match building.info().effect {
            Effect::Villa {} => unreachable!("a villa's effect is a choice"),
            Effect::Draw { pile, cards } => {
                self.draw_into_hand(seat, building, pile, cards, events);
            }
            Effect::Markers { count } => {
                let s = self.seat_mut(seat);
                let n = count.min(s.markers_in_supply);
                s.markers_in_supply -= n;
                s.markers_in_hand += n;
                events.push(self.received(seat, building, |e| {
                    if let Event::Received { markers, .. } = e {
                        *markers = n;
                    }
                }));
            }
            Effect::Commodities { kinds } => {
                let mut got = super::Commodities::EMPTY;
                for kind in kinds {
                    if self.supply.commodities.remove(kind) {
                        got.add(kind);
                    }
                }
                self.seat_mut(seat).commodities.add_all(&got);
                events.push(self.received(seat, building, |e| {
                    if let Event::Received { commodities, .. } = e {
                        *commodities = got;
                    }
                }));
            }
            Effect::Tile { kind } => {
                let mut got = super::Tiles::EMPTY;
                if self.supply.tiles.remove(kind) {
                    got.add(kind);
                }
                self.seat_mut(seat).tiles.add_all(&got);
                events.push(self.received(seat, building, |e| {
                    if let Event::Received { tiles, .. } = e {
                        *tiles = got;
                    }
                }));
            }
        }
    }

    /// An empty [`Event::Received`] for `seat` at `building`, filled by `fill`.
    fn received(&self, seat: Seat, building: BuildingId, fill: impl FnOnce(&mut Event)) -> Event {
        let mut e = Event::Received {
            seat,
            building,
            commodities: super::Commodities::EMPTY,
            tiles: super::Tiles::EMPTY,
            markers: 0,
            cards: [0; CardKind::COUNT],
        };
        fill(&mut e);
        e
    }

    /// Draws up to `n` cards of `kind` into `seat`'s hand, reshuffling the pile when it runs
    /// out (G-86), possibly in the middle of the draw.
    fn draw_into_hand(
        &mut self,
        seat: Seat,
        building: BuildingId,
        kind: CardKind,
        n: u8,
        events: &mut Vec<Event>,
    ) {
        let mut drawn = 0;
        for _ in 0..n {
            let d = self.piles[kind.index()].draw(&mut self.rng);
            if let Some(cards) = d.reshuffled {
                events.push(Event::Reshuffled { pile: kind, cards });
            }
            if let Some(card) = d.card {
                self.seat_mut(seat).hand.insert(card);
                drawn += 1;
            }
        }
        events.push(self.received(seat, building, |e| {
            if let Event::Received { cards, .. } = e {
                cards[kind.index()] = drawn;
            }
        }));
    }

    /// G-82: the item given is the player's, and the item taken is in the supply once the given
    /// one is there.
    pub(super) fn check_trade(&self, seat: Seat, give: Item, take: Take) -> Result<(), RuleError> {
        let s = self.seat(seat);
        let owned = match give {
            Item::Commodity(k) => s.commodities.contains(k),
            Item::Card(c) => s.hand.contains(c),
            // The Trade 1:1 tile being played is not the one given.
            Item::Tile(k) => s.tiles.count(k) > u8::from(k == TileKind::Trade),
            Item::Marker => s.markers_in_hand > 0,
        };
        if !owned {
            return Err(RuleError::NotInHand);
        }
        let back = |same: bool| u8::from(same);
        let available = match take {
            Take::Commodity(k) => {
                self.supply.commodities.count(k) + back(give == Item::Commodity(k)) > 0
            }
            Take::Tile(k) => self.supply.tiles.count(k) + back(give == Item::Tile(k)) > 0,
            Take::Card(kind) => {
                let given = matches!(give, Item::Card(c) if c.kind() == kind);
                !self.piles[kind.index()].is_empty() || given
            }
            Take::Marker => s.markers_in_supply + back(give == Item::Marker) > 0,
        };
        if available {
            Ok(())
        } else {
            Err(RuleError::SupplyEmpty)
        }
    }

    /// Whether the supply (for a marker, `seat`'s own) has `take` now.
    pub(super) fn supply_has(&self, seat: Seat, take: Take) -> bool {
        match take {
            Take::Commodity(k) => self.supply.commodities.contains(k),
            Take::Tile(k) => self.supply.tiles.contains(k),
            Take::Card(kind) => !self.piles[kind.index()].is_empty(),
            Take::Marker => self.seat(seat).markers_in_supply > 0,
        }
    }

    /// Trade 1:1, checked: the given item to the supply (a card face up under its pile, a
    /// marker back to one's own supply), then the taken one from it.
    fn trade(&mut self, seat: Seat, give: Item, take: Take, events: &mut Vec<Event>) {
        let s = self.seat_mut(seat);
        match give {
            Item::Commodity(k) => {
                s.commodities.remove(k);
                self.supply.commodities.add(k);
            }
            Item::Card(c) => {
                s.hand.remove(c);
                self.piles[c.kind().index()].put_under(c);
            }
            Item::Tile(k) => {
                s.tiles.remove(k);
                self.supply.tiles.add(k);
            }
            Item::Marker => {
                s.markers_in_hand -= 1;
                s.markers_in_supply += 1;
            }
        }
        match take {
            Take::Commodity(k) => {
                self.supply.commodities.remove(k);
                self.seat_mut(seat).commodities.add(k);
            }
            Take::Tile(k) => {
                self.supply.tiles.remove(k);
                self.seat_mut(seat).tiles.add(k);
            }
            Take::Card(kind) => {
                let d = self.piles[kind.index()].draw(&mut self.rng);
                if let Some(cards) = d.reshuffled {
                    events.push(Event::Reshuffled { pile: kind, cards });
                }
                if let Some(card) = d.card {
                    self.seat_mut(seat).hand.insert(card);
                }
            }
            Take::Marker => {
                let s = self.seat_mut(seat);
                s.markers_in_supply -= 1;
                s.markers_in_hand += 1;
            }
        }
    }
}
