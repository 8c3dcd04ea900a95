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
                self.draw_into_hand(seat, villa, CardKind::Contract, 1, events);
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
                events.push(Self::received(seat, building, |e| {
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
                events.push(Self::received(seat, building, |e| {
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
                events.push(Self::received(seat, building, |e| {
                    if let Event::Received { tiles, .. } = e {
                        *tiles = got;
                    }
                }));
            }
        }
    }

    /// An empty [`Event::Received`] for `seat` at `building`, filled by `fill`.
    fn received(seat: Seat, building: BuildingId, fill: impl FnOnce(&mut Event)) -> Event {
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
        events.push(Self::received(seat, building, |e| {
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

#[cfg(test)]
mod tests {
    use super::super::Action;
    use super::super::commodity::Commodity::*;
    use super::super::fixtures::{ANNA, BEN, b, card, game, play};
    use super::*;
    use crate::engine::Game;

    /// Three players, Anna inside her own action at the building on (`x`, `y`).
    fn acting_at(x: u8, y: u8, prepare: impl FnOnce(&mut Genoa)) -> Genoa {
        let mut g = game(3);
        g.set_hand(ANNA, &[]);
        prepare(&mut g);
        g.roll_to(x, y);
        play(&mut g, ANNA, Action::Take);
        g
    }

    #[test]
    fn rule_g47a_the_action_is_over_only_once_its_effect_is_received() {
        let mut g = acting_at(1, 3, |_| {});
        assert_eq!(
            g.clone().apply(ANNA, &Action::ActionOver),
            Err(RuleError::EffectFirst)
        );
        play(&mut g, ANNA, Action::Receive);
        assert_eq!(
            g.clone().apply(ANNA, &Action::Receive),
            Err(RuleError::EffectReceived)
        );
        assert_eq!(
            g.clone().apply(BEN, &Action::ActionOver),
            Err(RuleError::ActorOnly(ANNA))
        );
        play(&mut g, ANNA, Action::ActionOver);
        assert_eq!(g.phase, Phase::Move);
    }

    #[test]
    fn rule_g53_g67_g69_a_short_supply_gives_what_is_left_and_the_action_still_counts() {
        let mut g = acting_at(1, 6, |g| g.give_commodities(BEN, &[Ale; 5]));
        let events = play(&mut g, ANNA, Action::Receive);
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::Received { commodities, .. }
            if commodities.len() == 1 && commodities.count(Wine) == 1))
        );
        assert_eq!(g.seat(ANNA).actions_taken(), 1);

        let mut g = acting_at(4, 6, |g| g.give_markers(ANNA, 6));
        play(&mut g, ANNA, Action::Receive);
        let s = g.seat(ANNA);
        assert_eq!(
            (s.markers_in_hand(), s.markers_in_supply()),
            (7, 0),
            "G-65: one left"
        );
    }

    #[test]
    fn rule_g70_one_order_per_action_building_actions_included() {
        let mut g = acting_at(1, 1, |g| {
            g.set_hand(ANNA, &["L-01", "L-02"]);
            g.give_commodities(ANNA, &[Silk, Silver, Wine, Pepper, Copper, Linen]);
            g.give_tiles(ANNA, &[TileKind::BuildingAction]);
            g.set_owner("villa_colini", ANNA);
        });
        let deliver = |id: &str| VillaChoice::Deliver {
            card: card(id),
            tile: Some(TileKind::Trade),
        };
        play(&mut g, ANNA, Action::Villa(deliver("L-01")));
        let second = Action::Play(TilePlay::BuildingAction {
            building: b("villa_colini"),
            villa: Some(deliver("L-02")),
        });
        assert_eq!(g.clone().apply(ANNA, &second), Err(RuleError::OrderDone));
        // A Building action is no tower action: the villa may give a contract again (G-83).
        let contract = Action::Play(TilePlay::BuildingAction {
            building: b("villa_colini"),
            villa: Some(VillaChoice::Contract),
        });
        play(&mut g, ANNA, contract);
        assert_eq!(g.seat(ANNA).hand().only(CardKind::Contract).len(), 1);
    }

    #[test]
    fn ruling_10_a_large_order_rewards_a_tile_of_a_kind_in_stock() {
        let mut g = acting_at(1, 1, |g| {
            g.set_hand(ANNA, &["L-01"]);
            g.give_commodities(ANNA, &[Silk, Silver, Wine]);
            g.give_tiles(BEN, &[TileKind::Trade; 7]);
        });
        for tile in [None, Some(TileKind::Trade)] {
            let deliver = Action::Villa(VillaChoice::Deliver {
                card: card("L-01"),
                tile,
            });
            assert_eq!(g.clone().apply(ANNA, &deliver), Err(RuleError::SupplyEmpty));
        }
        let events = play(
            &mut g,
            ANNA,
            Action::Villa(VillaChoice::Deliver {
                card: card("L-01"),
                tile: Some(TileKind::StartingSpace),
            }),
        );
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::LargeOrderDelivered { ducats: 100, .. }))
        );
        assert!(g.seat(ANNA).commodities().is_empty());
    }

    #[test]
    fn rule_g77_a_played_tile_goes_back_only_after_its_effect() {
        let mut g = acting_at(1, 3, |g| {
            g.give_tiles(ANNA, &[TileKind::Trade]);
            g.give_tiles(BEN, &[TileKind::Trade; 6]);
        });
        play(&mut g, ANNA, Action::Receive);
        let itself = Action::Play(TilePlay::Trade {
            give: Item::Commodity(Linen),
            take: Take::Tile(TileKind::Trade),
        });
        assert_eq!(g.clone().apply(ANNA, &itself), Err(RuleError::SupplyEmpty));
        play(
            &mut g,
            ANNA,
            Action::Play(TilePlay::Trade {
                give: Item::Commodity(Linen),
                take: Take::Marker,
            }),
        );
        assert_eq!(g.supply().tiles.count(TileKind::Trade), 1);
        assert_eq!(g.seat(ANNA).markers_in_hand(), 1);
    }

    #[test]
    fn rule_g82_g85_a_card_given_goes_face_up_and_may_come_back_in_a_reshuffle() {
        let mut g = acting_at(1, 3, |g| {
            g.set_hand(ANNA, &["S-06"]);
            g.give_tiles(ANNA, &[TileKind::Trade; 2]);
            g.on_top("S-03");
        });
        play(&mut g, ANNA, Action::Receive);
        let trade = Action::Play(TilePlay::Trade {
            give: Item::Card(card("S-06")),
            take: Take::Card(CardKind::SmallOrder),
        });
        play(&mut g, ANNA, trade);
        assert_eq!(g.seat(ANNA).hand(), [card("S-03")].into_iter().collect());
        assert_eq!(g.pile(CardKind::SmallOrder).face_up(), [card("S-06")]);
        // With the face-down pile drawn out, the card given is shuffled in and drawn (G-86).
        g.played_but(CardKind::SmallOrder, 0);
        let shuffled = g.pile(CardKind::SmallOrder).len() as u8 + 1;
        let trade = Action::Play(TilePlay::Trade {
            give: Item::Card(card("S-03")),
            take: Take::Card(CardKind::SmallOrder),
        });
        let events = play(&mut g, ANNA, trade);
        assert!(events.contains(&Event::Reshuffled {
            pile: CardKind::SmallOrder,
            cards: shuffled
        }));
        assert_eq!(g.seat(ANNA).hand().len(), 1);
    }

    #[test]
    fn rule_g86_a_pile_runs_out_in_the_middle_of_a_two_card_draw() {
        let mut g = acting_at(4, 3, |g| g.played_but(CardKind::SmallOrder, 1));
        let before = g.pile(CardKind::SmallOrder).clone();
        let events = play(&mut g, ANNA, Action::Receive);
        assert!(events.contains(&Event::Reshuffled {
            pile: CardKind::SmallOrder,
            cards: before.face_up().len() as u8
        }));
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::Received { cards, .. } if cards[1] == 2))
        );
        assert!(
            g.seat(ANNA).hand().contains(before.face_down()[0]),
            "the last card first"
        );
    }

    #[test]
    fn rule_g81_commodity_of_your_choice_needs_a_kind_in_stock() {
        let mut g = acting_at(1, 3, |g| {
            g.give_tiles(ANNA, &[TileKind::CommodityOfChoice]);
            g.give_commodities(BEN, &[Pepper; 5]);
        });
        let pepper = Action::Play(TilePlay::Commodity { kind: Pepper });
        assert_eq!(g.clone().apply(ANNA, &pepper), Err(RuleError::SupplyEmpty));
        assert!(!g.choices(ANNA).contains(&pepper));
        play(
            &mut g,
            ANNA,
            Action::Play(TilePlay::Commodity { kind: Saffron }),
        );
        assert_eq!(g.seat(ANNA).commodities().count(Saffron), 1);
    }

    #[test]
    fn rule_g83_a_building_action_works_at_ones_own_building_wherever_the_tower_is() {
        let mut g = acting_at(1, 3, |g| {
            g.give_tiles(ANNA, &[TileKind::BuildingAction; 2]);
            g.set_owner("fabric", ANNA);
        });
        let ba = |key: &str| {
            Action::Play(TilePlay::BuildingAction {
                building: b(key),
                villa: None,
            })
        };
        assert_eq!(
            g.clone().apply(ANNA, &ba("spices")),
            Err(RuleError::NotOwned)
        );
        play(&mut g, ANNA, Action::Receive);
        // Even the building whose action she has just taken, twice (G-83).
        play(&mut g, ANNA, ba("fabric"));
        play(&mut g, ANNA, ba("fabric"));
        let c: &super::super::Commodities = g.seat(ANNA).commodities();
        assert_eq!((c.count(Linen), c.count(Silk)), (3, 3));
        assert_eq!(g.seat(ANNA).actions_taken(), 1);
    }
}
