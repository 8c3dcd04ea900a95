//! Making, accepting, declining and withdrawing offers (G-54 to G-61, G-100, G-108 to G-111).
//!
//! An offer is checked twice. When it is made, only what concerns its maker and the public
//! state (G-58 1, 2 and 7, the maker's own side of 3 and 4, and 5 or 6 when the maker would act
//! or place), so making an offer never probes another player's hidden cards. When it is
//! accepted, everything (G-58 1 to 6): a failed condition leaves the offer void — it cannot be
//! accepted, and nothing changes.

use super::bundle::Bundle;
use super::error::OfferError;
use super::event::{Event, Shown};
use super::offer::{Offer, OfferId, Subject, Terms, Void};
use super::tile::TileKind;
use super::{Genoa, MAX_OFFERS_PER_TURN, MAX_OPEN_TRADES, Phase, RuleError};
use crate::engine::Seat;

impl Genoa {
    /// Phases 2 and 3, when offers may be made (G-60).
    fn trading_open(&self) -> bool {
        matches!(
            self.phase,
            Phase::Window(_) | Phase::Acting(_) | Phase::Move | Phase::Acquire(_)
        )
    }

    /// Whether `seat` holds everything `bundle` gives.
    pub fn owns(&self, seat: Seat, bundle: &Bundle) -> bool {
        let s = self.seat(seat);
        s.ducats >= bundle.ducats
            && s.commodities.contains_all(&bundle.commodities)
            && s.hand.contains_all(bundle.cards)
            && s.tiles.contains_all(&bundle.tiles)
            && s.markers_in_hand >= bundle.markers
    }

    /// G-58 4: `seat`, giving `gives` markers back to its supply, can take `gets` from it.
    fn marker_room(&self, seat: Seat, gives: u8, gets: u8) -> bool {
        self.seat(seat).markers_in_supply + gives >= gets
    }

    /// The Extra action tiles `seat` holds once it gives `gives` and gets `gets`.
    fn extra_tiles_after(&self, seat: Seat, gives: &Bundle, gets: &Bundle) -> u8 {
        let extra = TileKind::ExtraAction;
        // Saturating: a maker who lacks what he gives is refused for that, by the caller.
        (self.seat(seat).tiles.count(extra) + gets.tiles.count(extra))
            .saturating_sub(gives.tiles.count(extra))
    }

    /// Whether `subject` is on the table now (G-58 2).
    fn subject_current(&self, subject: Subject) -> bool {
        match subject {
            Subject::Trade => self.trading_open() && self.options.free_trade,
            Subject::Action => self.window().is_some(),
            Subject::Move { to, with_action } => {
                self.is_legal_step(to) && (!with_action || self.opens_window(to))
            }
            Subject::Right { building } => self
                .current_right()
                .is_some_and(|r| self.candidates(r).contains(building)),
        }
    }

    /// Why `offer` cannot be accepted by `by` now, if it cannot (G-58).
    pub fn offer_void(&self, offer: &Offer, by: Seat) -> Option<Void> {
        self.void_reason(offer, Some(by), true)
    }

    /// What everyone can see of G-58 (G-115): the subject, and the maker's side but for the
    /// cards in it (hidden, G-104). Whether the recipient can give what is asked is found only
    /// when he accepts.
    pub fn public_void(&self, offer: &Offer) -> Option<Void> {
        self.void_reason(offer, None, false)
    }

    /// G-58 2 to 6 for `offer` accepted by `by` (`None`: not known yet, so only the maker's
    /// side), counting the cards of each side only if `cards`.
    fn void_reason(&self, offer: &Offer, by: Option<Seat>, cards: bool) -> Option<Void> {
        let t = &offer.terms;
        if !self.subject_current(t.subject) {
            return Some(Void::SubjectGone);
        }
        let seen = |b: &Bundle| {
            let mut b = *b;
            if !cards {
                b.cards = super::CardSet::EMPTY;
            }
            b
        };
        if !self.owns(offer.from, &seen(&t.give)) {
            return Some(Void::Lacks(offer.from));
        }
        if !self.marker_room(offer.from, t.give.markers, t.get.markers) {
            return Some(Void::NoMarkerRoom(offer.from));
        }
        if let Some(by) = by {
            if !self.owns(by, &seen(&t.get)) {
                return Some(Void::Lacks(by));
            }
            if !self.marker_room(by, t.get.markers, t.give.markers) {
                return Some(Void::NoMarkerRoom(by));
            }
        }
        // The one who would act or place: the bidder, or for an ask whoever accepts it.
        let who = if t.to.is_none() { by? } else { offer.from };
        let (gives, gets) = if who == offer.from {
            (&t.give, &t.get)
        } else {
            (&t.get, &t.give)
        };
        match t.subject {
            Subject::Action
            | Subject::Move {
                with_action: true, ..
            } => {
                if !self.has_action_with(who, self.extra_tiles_after(who, gives, gets)) {
                    return Some(Void::NoActionLeft(who));
                }
            }
            Subject::Right { building } => {
                let markers = self.seat(who).markers_in_hand - gives.markers + gets.markers;
                let ducats = self.seat(who).ducats - gives.ducats + gets.ducats;
                match self.check_placing(building, markers, ducats) {
                    Ok(()) => {}
                    Err(RuleError::TooFewDucats) => return Some(Void::CannotPayBank(who)),
                    Err(_) => return Some(Void::NoMarkerInHand(who)),
                }
            }
            Subject::Trade | Subject::Move { .. } => {}
        }
        None
    }

    /// The open offer of `maker`'s that one on `subject` would replace (G-109: one per player
    /// per subject; plain trades replace nothing).
    fn replaced_by(&self, maker: Seat, subject: Subject) -> Option<OfferId> {
        self.offers
            .iter()
            .find(|o| o.from == maker && o.terms.subject.same_kind(subject))
            .map(|o| o.id)
    }

    /// The bounds of rulings 7 and 26: three plain trades open per player, twenty offers on
    /// the table (a replacement takes its old offer's place), ten offers a player a turn.
    pub(super) fn check_room(&self, maker: Seat, subject: Subject) -> Result<(), OfferError> {
        if self.seat(maker).offered >= MAX_OFFERS_PER_TURN {
            return Err(OfferError::TurnLimit);
        }
        if subject == Subject::Trade {
            let open = self
                .offers
                .iter()
                .filter(|o| o.from == maker && o.terms.subject == Subject::Trade)
                .count();
            if open >= MAX_OPEN_TRADES {
                return Err(OfferError::TradesOpen);
            }
        }
        if self.offers.is_full() && self.replaced_by(maker, subject).is_none() {
            return Err(OfferError::TableFull);
        }
        Ok(())
    }

    /// What G-54, G-58 (the maker's part) and G-100 ask of an offer `maker` makes now.
    pub fn check_terms(&self, maker: Seat, t: &Terms) -> Result<(), OfferError> {
        let tower = self.tower();
        if t.to == Some(maker) {
            return Err(OfferError::ToSelf);
        }
        if t.to.is_some_and(|s| s.0 >= self.players) {
            return Err(OfferError::NotAllowed);
        }
        if !self.trading_open() {
            return Err(OfferError::NoSubject);
        }
        self.check_room(maker, t.subject)?;
        match t.subject {
            Subject::Trade => {
                if !self.options.free_trade {
                    return Err(OfferError::NoFreeTrade);
                }
                if t.to.is_none() {
                    return Err(OfferError::NotAllowed);
                }
                if t.give.is_empty() && t.get.is_empty() {
                    return Err(OfferError::Empty);
                }
            }
            Subject::Action if maker == tower => {
                let asked = self.window().ok_or(OfferError::NoSubject)?.asked;
                if t.to.is_some() || !t.give.is_empty() {
                    return Err(OfferError::BadAsk);
                }
                if asked {
                    return Err(OfferError::NotAllowed);
                }
            }
            Subject::Action | Subject::Move { .. } | Subject::Right { .. } => {
                if maker == tower || t.to != Some(tower) || !t.get.is_empty() {
                    return Err(OfferError::BadBid);
                }
                if !self.subject_current(t.subject) {
                    return Err(OfferError::NoSubject);
                }
                let acts = matches!(
                    t.subject,
                    Subject::Action
                        | Subject::Move {
                            with_action: true,
                            ..
                        }
                );
                if acts
                    && !self.has_action_with(maker, self.extra_tiles_after(maker, &t.give, &t.get))
                {
                    return Err(OfferError::NoAction);
                }
                if let Subject::Right { .. } = t.subject {
                    let s = self.seat(maker);
                    if s.markers_in_hand.saturating_sub(t.give.markers) == 0 {
                        return Err(OfferError::NoMarker);
                    }
                    // The bank's price (G-91) is the buyer's to pay, beside what he offers.
                    let price = u32::from(self.options.acquire_price_to_bank);
                    if s.ducats.saturating_sub(t.give.ducats) < price {
                        return Err(OfferError::MakerLacks);
                    }
                }
            }
        }
        if !self.owns(maker, &t.give) {
            return Err(OfferError::MakerLacks);
        }
        if !self.marker_room(maker, t.give.markers, t.get.markers) {
            return Err(OfferError::MakerNoRoom);
        }
        // G-100: between the two players, the tower player's opponent always gives an item.
        if self.players == 2 {
            let opponent_gives = if maker == tower { &t.get } else { &t.give };
            if !opponent_gives.has_item() {
                return Err(OfferError::TwoPlayerItem);
            }
        }
        Ok(())
    }

    pub(super) fn make_offer(
        &mut self,
        seat: Seat,
        terms: Terms,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.check_terms(seat, &terms)
            .map_err(RuleError::BadOffer)?;
        let replaced = self.replaced_by(seat, terms.subject);
        // Offers are numbered over the whole game; past the last number, no more are made.
        let next = self
            .next_offer
            .checked_add(1)
            .ok_or(RuleError::TooManyOffers)?;
        if let Some(id) = replaced {
            self.remove_offer(id);
            events.push(Event::OfferReplaced { id });
        }
        let id = self.next_offer;
        self.next_offer = next;
        self.seats[seat.index()].offered += 1;
        self.offers.push(Offer {
            id,
            from: seat,
            terms,
        });
        events.push(Event::OfferMade {
            id,
            from: seat,
            to: terms.to,
            subject: terms.subject,
            give: Shown::from(&terms.give),
            get: Shown::from(&terms.get),
        });
        if terms.subject == Subject::Action
            && let Phase::Window(w) = &mut self.phase
        {
            if seat == self.turn.tower {
                // The ask is news to everyone who passed: they may answer it.
                w.asked = true;
                w.passed = crate::engine::SeatSet::EMPTY;
            } else {
                // G-49a: a player who bids after passing no longer counts as passed.
                w.passed = w.passed.iter().filter(|&s| s != seat).collect();
            }
        }
        Ok(())
    }

    fn find_offer(&self, id: OfferId) -> Result<Offer, RuleError> {
        self.offer(id).copied().ok_or(RuleError::NoSuchOffer(id))
    }

    /// G-111: the addressee accepts (for an ask, any player but the tower player); the offer
    /// is checked again, both sides exchange at once, and its subject is carried out.
    pub(super) fn accept(
        &mut self,
        seat: Seat,
        id: OfferId,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let offer = self.find_offer(id)?;
        match offer.terms.to {
            Some(to) if to != seat => return Err(RuleError::NotAddressed(id)),
            None if seat == offer.from => return Err(RuleError::NotAddressed(id)),
            _ => {}
        }
        if let Some(void) = self.offer_void(&offer, seat) {
            return Err(RuleError::OfferVoid(void));
        }
        self.remove_offer(id);
        self.exchange(offer.from, seat, &offer.terms.give, &offer.terms.get);
        events.push(Event::OfferAccepted {
            id,
            from: offer.from,
            by: seat,
            give: Shown::from(&offer.terms.give),
            get: Shown::from(&offer.terms.get),
        });
        match offer.terms.subject {
            Subject::Trade => {}
            Subject::Action => {
                let building = self.window().expect("checked current").building;
                // A bid's maker takes the action; an ask's taker is whoever accepts it.
                let actor = if offer.terms.to.is_none() {
                    seat
                } else {
                    offer.from
                };
                self.take_action(actor, building, events);
            }
            Subject::Move { to, with_action } => {
                self.lapse_offers(|o| matches!(o.terms.subject, Subject::Move { .. }), events);
                events.push(Event::Stepped { to });
                self.enter(to, with_action.then_some(offer.from), events);
            }
            Subject::Right { building } => {
                self.place_marker(offer.from, building, events);
                self.resolve_right(events);
            }
        }
        Ok(())
    }

    /// Bids on an action cannot be declined (G-49); an ask is not addressed to anyone.
    pub(super) fn decline(
        &mut self,
        seat: Seat,
        id: OfferId,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let offer = self.find_offer(id)?;
        if offer.terms.to != Some(seat) {
            return Err(RuleError::NotAddressed(id));
        }
        if offer.terms.subject == Subject::Action {
            return Err(RuleError::CannotDecline);
        }
        self.remove_offer(id);
        events.push(Event::OfferDeclined { id });
        Ok(())
    }

    pub(super) fn withdraw(
        &mut self,
        seat: Seat,
        id: OfferId,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let offer = self.find_offer(id)?;
        if offer.from != seat {
            return Err(RuleError::NotYourOffer(id));
        }
        self.remove_offer(id);
        events.push(Event::OfferWithdrawn { id });
        Ok(())
    }

    /// Both sides at once (G-57), checked by [`Genoa::offer_void`].
    fn exchange(&mut self, a: Seat, b: Seat, a_gives: &Bundle, b_gives: &Bundle) {
        self.take_out(a, a_gives);
        self.take_out(b, b_gives);
        self.put_in(b, a_gives);
        self.put_in(a, b_gives);
    }

    fn take_out(&mut self, seat: Seat, bundle: &Bundle) {
        let s = self.seat_mut(seat);
        s.ducats -= bundle.ducats;
        s.commodities.remove_all(&bundle.commodities);
        s.hand = s.hand.minus(bundle.cards);
        s.tiles.remove_all(&bundle.tiles);
        // G-56: a marker given goes back to the giver's supply ...
        s.markers_in_hand -= bundle.markers;
        s.markers_in_supply += bundle.markers;
    }

    fn put_in(&mut self, seat: Seat, bundle: &Bundle) {
        let s = self.seat_mut(seat);
        s.ducats += bundle.ducats;
        s.commodities.add_all(&bundle.commodities);
        s.hand = s.hand.union(bundle.cards);
        s.tiles.add_all(&bundle.tiles);
        // ... and the receiver takes one of her own colour from hers.
        s.markers_in_supply -= bundle.markers;
        s.markers_in_hand += bundle.markers;
    }

    pub(super) fn remove_offer(&mut self, id: OfferId) {
        if let Some(at) = self.offers.iter().position(|o| o.id == id) {
            self.offers.remove(at);
        }
    }

    /// Every open offer naming a card its maker no longer holds lapses: the card was
    /// delivered, traded away or given by Trade 1:1. The rules would leave such an offer
    /// standing void (G-58, G-109), but only its maker could tell it from a valid one (cards
    /// in offers show their kind only, G-106), so the board could not mark it void without
    /// telling something hidden (G-115). Lapsing it keeps every open offer's cards in its
    /// maker's hand, so what the board shows of an offer follows from what the table sees.
    pub(super) fn lapse_unbacked_offers(&mut self, events: &mut Vec<Event>) {
        let mut i = 0;
        while i < self.offers.len() {
            let o = self.offers[i];
            if self.seat(o.from).hand.contains_all(o.terms.give.cards) {
                i += 1;
            } else {
                events.push(Event::OfferLapsed { id: o.id });
                self.offers.remove(i);
            }
        }
    }

    /// Every open offer `lapses` selects lapses (G-61).
    pub(super) fn lapse_offers(
        &mut self,
        lapses: impl Fn(&Offer) -> bool,
        events: &mut Vec<Event>,
    ) {
        let mut i = 0;
        while i < self.offers.len() {
            if lapses(&self.offers[i]) {
                events.push(Event::OfferLapsed {
                    id: self.offers[i].id,
                });
                self.offers.remove(i);
            } else {
                i += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::commodity::Commodity::{Ale, Pepper};
    use super::super::fixtures::{ANNA, BEN, CARA, card, game, play, sq, trade, with};
    use super::super::options::{Options, StartPlayer};
    use super::super::{Action, CardSet};
    use super::*;
    use crate::engine::Game;

    fn cards(ids: &[&str]) -> Bundle {
        Bundle {
            cards: ids.iter().map(|id| card(id)).collect::<CardSet>(),
            ..Bundle::EMPTY
        }
    }

    fn goods(kinds: &[super::super::Commodity]) -> Bundle {
        Bundle {
            commodities: kinds.iter().copied().collect(),
            ..Bundle::EMPTY
        }
    }

    /// Three players, the tower on a street in the move window.
    fn moving() -> Genoa {
        let mut g = game(3);
        g.set_hand(ANNA, &["S-06"]);
        g.set_hand(BEN, &["S-10"]);
        g.set_hand(CARA, &["S-15", "L-11"]);
        g.roll_to(3, 2);
        g
    }

    fn bad(g: &Genoa, seat: Seat, action: Action) -> RuleError {
        g.clone().apply(seat, &action).unwrap_err()
    }

    #[test]
    fn rule_g54_an_offer_with_a_subject_gives_the_tower_player_only_the_subject() {
        let mut g = game(3);
        g.roll_to(1, 3);
        let bid = |to, get| {
            Action::Offer(Terms {
                to: Some(to),
                subject: Subject::Action,
                give: Bundle::ducats(5),
                get,
                reveal: false,
            })
        };
        let asks_back = bid(ANNA, Bundle::ducats(1));
        assert_eq!(
            bad(&g, BEN, asks_back),
            RuleError::BadOffer(OfferError::BadBid)
        );
        assert_eq!(
            bad(&g, BEN, bid(CARA, Bundle::EMPTY)),
            RuleError::BadOffer(OfferError::BadBid)
        );
        let ask_giving = Action::Offer(Terms {
            to: None,
            subject: Subject::Action,
            give: Bundle::ducats(5),
            get: Bundle::EMPTY,
            reveal: false,
        });
        assert_eq!(
            bad(&g, ANNA, ask_giving),
            RuleError::BadOffer(OfferError::BadAsk)
        );
        play(&mut g, BEN, bid(ANNA, Bundle::EMPTY));
    }

    #[test]
    fn rule_g58_the_maker_is_checked_when_he_offers_the_other_side_only_at_acceptance() {
        let mut g = moving();
        let too_rich = trade(BEN, Bundle::ducats(500), Bundle::EMPTY);
        assert_eq!(
            bad(&g, CARA, too_rich),
            RuleError::BadOffer(OfferError::MakerLacks)
        );
        // Cara asks Ben for a card he does not hold: made, but void for him.
        play(
            &mut g,
            CARA,
            trade(BEN, Bundle::ducats(10), cards(&["S-01"])),
        );
        let id = g.offers()[0].id;
        assert_eq!(g.offer_void(&g.offers()[0], BEN), Some(Void::Lacks(BEN)));
        assert_eq!(
            g.public_void(&g.offers()[0]),
            None,
            "the table cannot tell (G-115)"
        );
        assert_eq!(
            bad(&g, BEN, Action::Accept { offer: id }),
            RuleError::OfferVoid(Void::Lacks(BEN))
        );
        assert!(!g.choices(BEN).contains(&Action::Accept { offer: id }));
        play(&mut g, BEN, Action::Decline { offer: id });
        assert!(g.offers().is_empty());
    }

    #[test]
    fn rule_g56_g57_acceptance_exchanges_both_sides_at_once_markers_through_the_supplies() {
        let mut g = moving();
        g.give_markers(CARA, 2);
        g.give_commodities(BEN, &[Ale]);
        let give = Bundle {
            ducats: 10,
            markers: 1,
            ..cards(&["S-15"])
        };
        play(&mut g, CARA, trade(BEN, give, goods(&[Ale])));
        play(&mut g, BEN, Action::Accept { offer: 1 });
        let (ben, cara) = (g.seat(BEN), g.seat(CARA));
        assert_eq!((ben.ducats(), cara.ducats()), (140, 120));
        assert!(ben.hand().contains(card("S-15")) && cara.commodities().count(Ale) == 1);
        assert_eq!((cara.markers_in_hand(), cara.markers_in_supply()), (1, 6));
        assert_eq!((ben.markers_in_hand(), ben.markers_in_supply()), (1, 6));
        // A player with no marker left in supply cannot receive one (G-56, G-58 4).
        g.give_markers(BEN, 6);
        g.give_markers(CARA, 1);
        let marker = Bundle {
            markers: 1,
            ..Bundle::EMPTY
        };
        play(&mut g, CARA, trade(BEN, marker, Bundle::EMPTY));
        assert_eq!(
            g.offer_void(&g.offers()[0], BEN),
            Some(Void::NoMarkerRoom(BEN))
        );
    }

    #[test]
    fn rule_g59_an_accepted_move_offer_steps_at_once_and_its_action_is_the_buyers() {
        let mut g = moving();
        let to = |x, y, with_action| {
            Action::Offer(Terms {
                to: Some(ANNA),
                subject: Subject::Move {
                    to: sq(x, y),
                    with_action,
                },
                give: Bundle::ducats(5),
                get: Bundle::EMPTY,
                reveal: false,
            })
        };
        // "With its action" only where a window would open (G-54 b).
        assert_eq!(
            bad(&g, BEN, to(4, 2, true)),
            RuleError::BadOffer(OfferError::NoSubject)
        );
        play(&mut g, BEN, to(2, 2, true));
        play(&mut g, CARA, to(4, 2, false));
        let events = play(&mut g, ANNA, Action::Accept { offer: 1 });
        assert!(events.contains(&Event::Stepped { to: sq(2, 2) }));
        assert!(
            events.contains(&Event::OfferLapsed { id: 2 }),
            "G-59: the others lapse"
        );
        assert!(matches!(g.phase, Phase::Acting(a) if a.actor == BEN));
        assert_eq!(g.seat(ANNA).ducats(), 135);
        // The tower player may also decline, or ignore them and step (G-59).
        let mut g = moving();
        play(&mut g, BEN, to(4, 2, false));
        play(&mut g, ANNA, Action::Step { to: sq(2, 2) });
        assert!(g.offers().is_empty());
    }

    #[test]
    fn ruling_26_ten_offers_a_turn_so_a_declined_offer_cannot_come_back_for_ever() {
        let mut g = game(3);
        g.roll_to(1, 3);
        let gift = trade(BEN, Bundle::ducats(1), Bundle::EMPTY);
        for n in 0..MAX_OFFERS_PER_TURN {
            play(&mut g, CARA, gift);
            let id = g.offers().last().expect("the trade stands").id;
            play(&mut g, BEN, Action::Decline { offer: id });
            assert_eq!(g.seat(CARA).offered, n + 1);
        }
        assert_eq!(
            bad(&g, CARA, gift),
            RuleError::BadOffer(OfferError::TurnLimit)
        );
        let offers = |g: &Genoa, seat| {
            g.choices(seat)
                .into_iter()
                .filter(|a| matches!(a, Action::Offer(_)))
                .count()
        };
        assert_eq!(offers(&g, CARA), 0, "no offer is listed past the bound");
        assert!(offers(&g, BEN) > 0, "the bound is each player's own");
        // The next turn, the count starts again.
        while g.tower() == ANNA {
            let seat = g
                .waiting_on()
                .iter()
                .next()
                .expect("a turn waits on someone");
            let action = super::super::choices::default_action(&g, seat).expect("a default");
            play(&mut g, seat, action);
        }
        assert_eq!(g.seat(CARA).offered, 0);
    }

    #[test]
    fn rule_g60_no_plain_trades_in_phase_1_or_when_they_are_off() {
        let g = game(3);
        let gift = trade(CARA, Bundle::ducats(1), Bundle::EMPTY);
        assert_eq!(
            bad(&g, BEN, gift),
            RuleError::BadOffer(OfferError::NoSubject)
        );
        let mut g = with(
            Options {
                free_trade: false,
                start_player: StartPlayer::FirstSeat,
                ..Options::default()
            },
            3,
        );
        g.roll_to(3, 2);
        assert_eq!(
            bad(&g, BEN, gift),
            RuleError::BadOffer(OfferError::NoFreeTrade)
        );
        let trades = |a: &Action| matches!(a, Action::Offer(t) if t.subject == Subject::Trade);
        assert!(!g.choices(BEN).iter().any(trades));
    }

    #[test]
    fn rule_g100_with_two_players_the_opponent_always_gives_an_item() {
        let mut g = game(2);
        g.roll_to(3, 2);
        g.give_commodities(BEN, &[Ale]);
        let two = RuleError::BadOffer(OfferError::TwoPlayerItem);
        assert_eq!(
            bad(&g, ANNA, trade(BEN, goods(&[]), Bundle::ducats(5))),
            two
        );
        assert_eq!(
            bad(&g, BEN, trade(ANNA, Bundle::ducats(5), Bundle::EMPTY)),
            two
        );
        play(&mut g, ANNA, trade(BEN, Bundle::ducats(5), goods(&[Ale])));
        play(&mut g, BEN, trade(ANNA, goods(&[Ale]), Bundle::EMPTY));
    }

    #[test]
    fn rule_g109_one_offer_per_subject_and_ruling_7_three_plain_trades_at_once() {
        let mut g = game(3);
        g.roll_to(1, 3);
        let bid = |ducats| {
            Action::Offer(Terms {
                to: Some(ANNA),
                subject: Subject::Action,
                give: Bundle::ducats(ducats),
                get: Bundle::EMPTY,
                reveal: false,
            })
        };
        play(&mut g, BEN, bid(5));
        let events = play(&mut g, BEN, bid(8));
        assert_eq!(events[0], Event::OfferReplaced { id: 1 });
        assert_eq!(g.offers().len(), 1);
        for n in 1..=3 {
            play(&mut g, CARA, trade(BEN, Bundle::ducats(n), Bundle::EMPTY));
        }
        assert_eq!(
            bad(&g, CARA, trade(ANNA, Bundle::ducats(4), Bundle::EMPTY)),
            RuleError::BadOffer(OfferError::TradesOpen)
        );
        assert_eq!(
            bad(&g, BEN, Action::Withdraw { offer: 3 }),
            RuleError::NotYourOffer(3)
        );
        play(&mut g, CARA, Action::Withdraw { offer: 3 });
    }

    #[test]
    fn ruling_19_an_offer_naming_a_card_its_maker_gives_away_lapses() {
        let mut g = moving();
        play(
            &mut g,
            CARA,
            trade(BEN, cards(&["S-15"]), Bundle::ducats(5)),
        );
        play(
            &mut g,
            CARA,
            trade(ANNA, cards(&["S-15", "L-11"]), Bundle::ducats(9)),
        );
        play(
            &mut g,
            CARA,
            trade(ANNA, cards(&["L-11"]), Bundle::ducats(7)),
        );
        let events = play(&mut g, BEN, Action::Accept { offer: 1 });
        assert!(events.contains(&Event::OfferLapsed { id: 2 }));
        assert_eq!(g.offers().len(), 1, "the offer of L-11 alone stands");
        // A void for want of ducats stays open: anyone can see it (G-115).
        play(
            &mut g,
            BEN,
            trade(ANNA, Bundle::ducats(120), goods(&[Pepper])),
        );
        play(&mut g, BEN, trade(CARA, Bundle::ducats(100), Bundle::EMPTY));
        play(&mut g, CARA, Action::Accept { offer: 5 });
        let open = g.offer(4).expect("still open");
        assert_eq!(g.public_void(open), Some(Void::Lacks(BEN)));
    }

    #[test]
    fn rule_g61_every_open_offer_lapses_when_the_turn_ends() {
        let mut g = moving();
        play(&mut g, CARA, trade(BEN, Bundle::ducats(5), Bundle::EMPTY));
        play(&mut g, ANNA, Action::Stop);
        let events = play(&mut g, ANNA, Action::EndTurn);
        assert!(events.contains(&Event::OfferLapsed { id: 1 }));
        assert!(g.offers().is_empty());
    }
}
