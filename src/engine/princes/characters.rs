//! The Muse & Princess expansion: six special characters auctioned after the objects, with
//! markers on bidding spaces, and what each does.

use super::components::Character;
use super::state::{CharacterAuction, Characters, Holder};
use super::{Deck, Event, Pending, Phase, Princes, RuleError, Source};
use crate::engine::{Seat, SeatSet};

/// The Banker's pot when set out (*text*), and what is added each round nobody buys it.
pub const BANKER_POT: u16 = 600;
pub const BANKER_GROWTH: u16 = 100;
/// What a bidding space of the character auction is worth: its number, in hundreds of florins
/// (*text*).
pub const SPACE: u16 = 100;

impl Characters {
    pub fn new(expansion: bool) -> Characters {
        Characters {
            holders: [Holder::Free; 6],
            pot: if expansion { BANKER_POT } else { 0 },
            banker_at_end: None,
        }
    }

    pub fn held_by(&self, seat: Seat, c: Character) -> bool {
        self.holders[c as usize] == Holder::Held(seat)
    }

    /// A used card goes back beside the board.
    pub fn give_back(&mut self, c: Character) {
        self.holders[c as usize] = Holder::Free;
    }

    pub fn of(&self, seat: Seat) -> impl Iterator<Item = Character> + '_ {
        Character::ALL
            .into_iter()
            .filter(move |&c| self.held_by(seat, c))
    }
}

impl Princes {
    fn character_auction(&mut self) -> &mut CharacterAuction {
        match &mut self.phase {
            Phase::Characters(c) => c,
            _ => unreachable!("the character auction is running"),
        }
    }

    /// Unused cards come back, and the starting player opens the bidding.
    pub(super) fn begin_characters(&mut self, events: &mut Vec<Event>) {
        for c in Character::ALL {
            if let Holder::Held(seat) = self.characters.holders[c as usize] {
                events.push(Event::CharacterReturned { seat, character: c });
            }
            self.characters.holders[c as usize] = Holder::Free;
        }
        self.phase = Phase::Characters(CharacterAuction {
            turn: self.start,
            markers: [None; 6],
            finished: SeatSet::EMPTY,
            banker_bought: false,
        });
        self.continue_characters(events);
    }

    /// A seat whose marker is still on a card when its turn comes has bought it (*text*).
    pub(super) fn continue_characters(&mut self, events: &mut Vec<Event>) {
        let players = self.players;
        loop {
            let ca = self.character_auction();
            if ca.finished.len() == usize::from(players) {
                let bought = ca.banker_bought;
                if !bought {
                    self.characters.pot += BANKER_GROWTH;
                    self.bank -= i64::from(BANKER_GROWTH);
                    events.push(Event::BankerPotGrows {
                        pot: self.characters.pot,
                    });
                }
                self.begin_actions(events);
                return;
            }
            let seat = ca.turn;
            if ca.finished.contains(seat) {
                ca.turn = seat.after(1, players);
                continue;
            }
            let Some(c) = ca
                .markers
                .iter()
                .position(|m| m.is_some_and(|(s, _)| s == seat))
            else {
                return;
            };
            let space = ca.markers[c].expect("a marker").1;
            ca.markers[c] = None;
            ca.finished.insert(seat);
            ca.turn = seat.after(1, players);
            self.buy_character(seat, Character::ALL[c], space, events);
        }
    }

    fn buy_character(&mut self, seat: Seat, c: Character, space: u8, events: &mut Vec<Event>) {
        let price = u16::from(space) * SPACE;
        self.pay(seat, u32::from(price));
        events.push(Event::CharacterBought {
            seat,
            character: c,
            price,
        });
        if c == Character::Banker {
            let pot = self.characters.pot;
            self.seat_mut(seat).money += u32::from(pot);
            self.characters.pot = BANKER_POT;
            self.bank -= i64::from(BANKER_POT);
            self.characters.holders[c as usize] = Holder::Used;
            self.character_auction().banker_bought = true;
            if self.round == super::components::ROUNDS {
                self.characters.banker_at_end = Some(seat);
            }
            events.push(Event::BankerPaid { seat, florins: pot });
        } else {
            self.characters.holders[c as usize] = Holder::Held(seat);
        }
    }

    /// Whether the seat may put its marker on that space now.
    pub fn can_bid_character(&self, seat: Seat, c: Character, space: u8) -> Result<(), RuleError> {
        let Phase::Characters(ca) = &self.phase else {
            return Err(RuleError::NotNow("no character auction is running"));
        };
        if self.characters.holders[c as usize] != Holder::Free {
            return Err(RuleError::Unavailable("that character"));
        }
        if !c.spaces().contains(&space) {
            return Err(RuleError::OutOfRange);
        }
        if let Some((_, other)) = ca.markers[c as usize]
            && space <= other
        {
            return Err(RuleError::Refused(
                "bid on a higher space than the marker there",
            ));
        }
        let cost = u32::from(space) * u32::from(SPACE);
        let money = self.seat(seat).money;
        if cost > money {
            return Err(RuleError::CannotAfford { cost, money });
        }
        Ok(())
    }

    pub(super) fn bid_character(
        &mut self,
        seat: Seat,
        c: Character,
        space: u8,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.can_bid_character(seat, c, space)?;
        let players = self.players;
        let ca = self.character_auction();
        ca.markers[c as usize] = Some((seat, space));
        ca.turn = seat.after(1, players);
        events.push(Event::CharacterBid {
            seat,
            character: c,
            bid: u16::from(space) * SPACE,
        });
        Ok(())
    }

    pub(super) fn pass_characters(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let players = self.players;
        let ca = self.character_auction();
        ca.finished.insert(seat);
        ca.turn = seat.after(1, players);
        events.push(Event::Passed { seat });
    }

    /// The Professor: a prestige or a bonus card for free, picked from the top five.
    pub(super) fn professor(
        &mut self,
        seat: Seat,
        deck: Deck,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.check_character_use(seat, Character::Professor)?;
        if deck == Deck::Profession {
            return Err(RuleError::Refused(
                "the Professor gives a prestige or a bonus card",
            ));
        }
        if self.deck_len(deck) == 0 {
            return Err(RuleError::Unavailable("that deck"));
        }
        self.characters.give_back(Character::Professor);
        events.push(Event::CharacterPlayed {
            seat,
            character: Character::Professor,
        });
        let drawn = self.draw_five(deck);
        self.pending = Some(Pending::Pick { seat, drawn });
        Ok(())
    }

    /// The Merchant: as many points as the holder's rank on the fame track.
    pub(super) fn merchant_points(
        &mut self,
        seat: Seat,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.check_character_use(seat, Character::Merchant)?;
        self.characters.give_back(Character::Merchant);
        let points = self.rank(seat);
        self.score(seat, Source::Merchant, i16::from(points));
        events.push(Event::MerchantPoints { seat, points });
        Ok(())
    }

    /// A character "used at any time" is used when its holder is to act and owes no other
    /// decision (ruling 15).
    fn check_character_use(&self, seat: Seat, c: Character) -> Result<(), RuleError> {
        if !self.characters.held_by(seat, c) {
            return Err(RuleError::NotHeld);
        }
        if self.pending.is_some() || matches!(self.phase, Phase::Deal { .. } | Phase::Over) {
            return Err(RuleError::NotNow("another decision is owed first"));
        }
        Ok(())
    }

    /// Whether the seat holds a character it may play now (the Professor with a deck to draw
    /// from, the Merchant).
    pub fn playable_characters(&self, seat: Seat) -> impl Iterator<Item = super::Action> + '_ {
        use super::Action;
        let professor = self.characters.held_by(seat, Character::Professor);
        let merchant = self.characters.held_by(seat, Character::Merchant);
        [Deck::Prestige, Deck::Bonus]
            .into_iter()
            .filter(move |&d| professor && self.deck_len(d) > 0)
            .map(|deck| Action::Professor { deck })
            .chain(merchant.then_some(Action::MerchantPoints))
    }
}

#[cfg(test)]
mod tests {
    use super::super::Action;
    use super::super::fixtures::game;
    use super::*;
    use crate::engine::{Audit, Game};

    /// A three-player game at the start of its character auction, seat 0 first.
    fn auction() -> Princes {
        let mut g = game(3, true);
        let mut events = Vec::new();
        g.begin_characters(&mut events);
        g
    }

    #[test]
    fn rule_a_marker_still_on_a_card_at_its_turn_buys_it() {
        let mut g = auction();
        g.play(
            0,
            Action::Bid {
                character: Character::Cardinal,
                space: 3,
            },
        );
        g.play(
            1,
            Action::Bid {
                character: Character::Muse,
                space: 5,
            },
        );
        let events = g.play(2, Action::Pass);
        assert!(events.contains(&Event::CharacterBought {
            seat: Seat(0),
            character: Character::Cardinal,
            price: 300
        }));
        assert!(events.contains(&Event::CharacterBought {
            seat: Seat(1),
            character: Character::Muse,
            price: 500
        }));
        assert!(
            events.contains(&Event::TurnBegins {
                seat: Seat(0),
                actions: 3
            }),
            "seat 0 plays its Cardinal at once"
        );
        assert!(g.characters.held_by(Seat(1), Character::Muse));
        assert!(
            matches!(g.phase, Phase::Actions(_)),
            "all have bought or passed"
        );
        assert!(events.contains(&Event::BankerPotGrows { pot: 700 }));
        g.check_invariants().unwrap();
    }

    #[test]
    fn rule_a_higher_bid_returns_the_marker_there() {
        let mut g = auction();
        g.play(
            0,
            Action::Bid {
                character: Character::Princess,
                space: 4,
            },
        );
        assert!(
            g.apply(
                Seat(1),
                &Action::Bid {
                    character: Character::Princess,
                    space: 4
                }
            )
            .is_err()
        );
        g.play(
            1,
            Action::Bid {
                character: Character::Princess,
                space: 5,
            },
        );
        g.play(2, Action::Pass);
        assert_eq!(g.to_act().single(), Some(Seat(0)), "seat 0 must bid again");
        assert!(g.choices(Seat(0)).iter().all(|a| match a {
            Action::Bid {
                character: Character::Princess,
                space,
            } => *space > 5,
            _ => true,
        }));
    }

    #[test]
    fn rule_bids_within_the_spaces_and_the_purse() {
        let mut g = auction();
        assert!(g.can_bid_character(Seat(0), Character::Banker, 6).is_err());
        assert!(g.can_bid_character(Seat(0), Character::Banker, 0).is_ok());
        assert!(g.can_bid_character(Seat(0), Character::Muse, 2).is_err());
        assert!(g.can_bid_character(Seat(0), Character::Muse, 15).is_ok());
        g.seats[0].money = 500;
        g.bank += 3000;
        assert!(g.can_bid_character(Seat(0), Character::Muse, 6).is_err());
    }

    #[test]
    fn rule_unused_characters_return_at_the_next_character_auction() {
        let mut g = game(3, true);
        g.characters.holders[Character::Princess as usize] = Holder::Held(Seat(2));
        let mut events = Vec::new();
        g.begin_characters(&mut events);
        assert!(events.contains(&Event::CharacterReturned {
            seat: Seat(2),
            character: Character::Princess
        }));
        assert!(g.characters.holders.iter().all(|h| *h == Holder::Free));
    }

    #[test]
    fn ruling_14_the_banker_bought_in_the_last_round_turns_money_into_points() {
        let mut g = auction();
        g.round = 7;
        g.play(
            0,
            Action::Bid {
                character: Character::Banker,
                space: 0,
            },
        );
        g.play(1, Action::Pass);
        g.play(2, Action::Pass);
        assert_eq!(g.characters.banker_at_end, Some(Seat(0)));
        while let Some(seat) = g.to_act().iter().next() {
            g.play(seat.0, Action::EndTurn);
        }
        // 3,500 + 600 = 4,100 florins: 20 points, 100 kept.
        assert_eq!(g.seat(Seat(0)).points_from(Source::Banker), 20);
        assert_eq!(g.seat(Seat(0)).money, 100);
        g.check_invariants().unwrap();
    }
}
