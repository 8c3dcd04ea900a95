//! What leaves the engine: the public view every player may see, and one seat's private view.
//!
//! The public view holds no card of any hand and no order of any deck: only counts. Money is
//! public (ruling 2).

use serde::Serialize;

use super::actions::CARD_PRICE;
use super::auction::RAISE;
use super::bonus_cards::Bonus;
use super::characters::SPACE;
use super::components::{CardSet, Character, Freedom, Object, POINT_SOLD, Profession};
use super::prestige_cards::Prestige;
use super::principality::Placement;
use super::state::{Bidding, Holder};
use super::work::FLORINS_PER_POINT;
use super::{Card, Deck, Pending, Phase, Placing, Princes, Source, Supply, Turn};
use crate::engine::{Game, Outcome, Seat, SeatSet};

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PublicView {
    pub players: u8,
    pub round: u8,
    pub minimum_work: u8,
    pub start: Seat,
    pub expansion: bool,
    pub decision: Decision,
    pub supply: Supply,
    pub professions_left: usize,
    pub bonus_left: usize,
    pub prestige_left: usize,
    pub bonus_played: CardSet<Bonus>,
    /// Each character card and where it is; with the expansion only.
    pub characters: Vec<(Character, Holder)>,
    pub banker_pot: u16,
    /// What things cost in this game, as the rules set it.
    pub prices: Prices,
    pub seats: Vec<SeatView>,
    pub outcome: Option<Outcome>,
}

/// What things cost, in florins, as the rules set it for this game: what a board shows beside
/// its buttons, so that no renderer states a rule again.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Prices {
    /// What an object's auction opens at, and what the last player pays to take one: 200, or
    /// 300 with two players.
    pub opening_bid: u16,
    /// Each raise of an object's auction.
    pub raise: u16,
    /// A profession card, a freedom or a bonus card.
    pub card: u16,
    /// What each prestige point taken costs of a work's payment.
    pub point: u16,
    /// A bidding space of the character auction, per its number.
    pub space: u16,
    /// What the bank pays for each prestige point sold back (the base game).
    pub point_sold: u16,
}

impl Prices {
    fn of(game: &Princes) -> Prices {
        Prices {
            opening_bid: game.opening_bid(),
            raise: RAISE,
            card: CARD_PRICE,
            point: FLORINS_PER_POINT,
            space: SPACE,
            point_sold: POINT_SOLD,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SeatView {
    pub seat: Seat,
    pub money: u32,
    pub points: i32,
    /// Points by source, in [`Source::ALL`] order.
    pub points_by_source: Vec<(Source, i16)>,
    pub placed: Vec<Placement>,
    pub empty_cells: u8,
    pub builders: u8,
    pub jesters: u8,
    pub freedoms: CardSet<Freedom>,
    /// Played professions, face up: the ones others may recruit.
    pub table: CardSet<Profession>,
    pub recruiting_on_table: u8,
    pub professions_in_hand: u8,
    pub recruiting_in_hand: u8,
    pub bonus_cards: u8,
    pub prestige_cards: u8,
    /// The marker on the fame track: this round's best work, 0 for none.
    pub best_work: u8,
}

/// The decision the game waits for, with the public facts needed to make it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Decision {
    ChooseProfessions {
        seats: SeatSet,
    },
    NameObject {
        seat: Seat,
        last_player: bool,
        blocked: Vec<Object>,
        done: SeatSet,
        out: SeatSet,
    },
    Bid {
        seat: Seat,
        bidding: Bidding,
    },
    BidCharacter {
        seat: Seat,
        markers: Vec<(Character, Seat, u8)>,
        finished: SeatSet,
    },
    Action {
        seat: Seat,
        turn: Turn,
    },
    Place {
        seat: Seat,
        what: Placing,
    },
    Pick {
        seat: Seat,
        deck: Deck,
        drawn: usize,
    },
    Recruit {
        seat: Seat,
    },
    Merchant {
        seat: Seat,
        object: Object,
        price: u16,
    },
    Convert {
        seat: Seat,
        payment: u16,
    },
    Over,
}

/// What one seat sees: the public view and its own cards, with the value a work by each
/// profession in hand would have now.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PrivateView {
    pub public: PublicView,
    pub seat: Seat,
    pub professions: Vec<HandProfession>,
    pub bonus: CardSet<Bonus>,
    pub prestige: CardSet<Prestige>,
    /// The cards drawn for this seat to keep one of.
    pub drawn: Vec<Card>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HandProfession {
    pub profession: Profession,
    /// A work by it now, without bonus cards.
    pub work_value: u8,
}

fn decision(game: &Princes) -> Decision {
    if let Some(p) = &game.pending {
        return match p {
            Pending::Place { seat, what } => Decision::Place {
                seat: *seat,
                what: *what,
            },
            Pending::Pick { seat, drawn } => Decision::Pick {
                seat: *seat,
                deck: drawn.deck(),
                drawn: drawn.len(),
            },
            Pending::Recruit { seat } => Decision::Recruit { seat: *seat },
            Pending::Merchant {
                seat,
                object,
                price,
            } => Decision::Merchant {
                seat: *seat,
                object: *object,
                price: *price,
            },
            Pending::Convert { seat, payment } => Decision::Convert {
                seat: *seat,
                payment: *payment,
            },
        };
    }
    match &game.phase {
        Phase::Deal { .. } => Decision::ChooseProfessions {
            seats: game.to_act(),
        },
        Phase::Auction(a) => match &a.bidding {
            Some(b) => Decision::Bid {
                seat: b.turn,
                bidding: b.clone(),
            },
            None => Decision::NameObject {
                seat: a.namer,
                last_player: game.last_player(),
                blocked: Object::STACKS
                    .into_iter()
                    .filter(|o| a.blocked & o.stack_mask() != 0)
                    .collect(),
                done: a.done,
                out: a.out,
            },
        },
        Phase::Characters(c) => Decision::BidCharacter {
            seat: c.turn,
            markers: Character::ALL
                .into_iter()
                .filter_map(|ch| c.markers[ch as usize].map(|(s, space)| (ch, s, space)))
                .collect(),
            finished: c.finished,
        },
        Phase::Actions(t) => Decision::Action {
            seat: t.seat,
            turn: t.clone(),
        },
        Phase::Over => Decision::Over,
    }
}

pub(super) fn public(game: &Princes) -> PublicView {
    PublicView {
        players: game.players,
        round: game.round,
        minimum_work: game.minimum_work(),
        start: game.start,
        expansion: game.expansion(),
        decision: decision(game),
        supply: game.supply.clone(),
        professions_left: game.professions.len(),
        bonus_left: game.bonus_deck.len(),
        prestige_left: game.prestige_deck.len(),
        bonus_played: game.bonus_played,
        characters: if game.expansion() {
            Character::ALL
                .into_iter()
                .map(|c| (c, game.characters.holders[c as usize]))
                .collect()
        } else {
            Vec::new()
        },
        banker_pot: game.characters.pot,
        prices: Prices::of(game),
        seats: game
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| SeatView {
                seat: Seat(i as u8),
                money: s.money,
                points: s.pp(),
                points_by_source: Source::ALL
                    .into_iter()
                    .map(|src| (src, s.points_from(src)))
                    .collect(),
                placed: s.principality.placed().to_vec(),
                empty_cells: s.principality.empty_cells(),
                builders: s.builders,
                jesters: s.jesters,
                freedoms: s.freedoms,
                table: s.table,
                recruiting_on_table: s.recruiting_on_table,
                professions_in_hand: s.hand.len(),
                recruiting_in_hand: s.recruiting_in_hand,
                bonus_cards: s.bonus.len(),
                prestige_cards: s.prestige.len(),
                best_work: s.best_work,
            })
            .collect(),
        outcome: game.outcome(),
    }
}

pub(super) fn private(game: &Princes, seat: Seat) -> PrivateView {
    let s = game.seat(seat);
    PrivateView {
        public: public(game),
        seat,
        professions: s
            .hand
            .iter()
            .map(|profession| HandProfession {
                profession,
                work_value: game.work_value(seat, profession, CardSet::EMPTY),
            })
            .collect(),
        bonus: s.bonus,
        prestige: s.prestige,
        drawn: match &game.pending {
            Some(Pending::Pick { seat: s, drawn }) if *s == seat => drawn.cards().to_vec(),
            _ => Vec::new(),
        },
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::*;
    use crate::engine::princes::{Action, Event, Expansion, Options};

    /// Every price a renderer reads from the view is the one the engine then charges: random
    /// games of every size, with and without the expansion, each move checked against the
    /// prices in the public view before it.
    #[test]
    fn the_prices_in_the_view_are_those_the_engine_charges() {
        let mut seen: BTreeMap<&str, usize> = BTreeMap::new();
        for players in 2..=5 {
            for expansion in [None, Some(Expansion::MusePrincess)] {
                for seed in 0..6 {
                    let options = Options { expansion };
                    let mut game = Princes::setup(&options, players, seed).unwrap();
                    let mut rng = ChaCha8Rng::seed_from_u64(seed);
                    while let Some(seat) = game.to_act().iter().next() {
                        let before = game.public_view();
                        let action = game.random_action(seat, &mut rng).unwrap();
                        let events = game.apply(seat, &action).unwrap();
                        let after = game.public_view();
                        check(&before, &after, seat, &action, &events, &mut seen);
                    }
                }
            }
        }
        for what in [
            "opening bid",
            "take",
            "raise",
            "card",
            "freedom",
            "point",
            "space",
            "sold",
        ] {
            assert!(
                seen.get(what).copied().unwrap_or(0) > 0,
                "never saw a {what}"
            );
        }
    }

    fn check(
        before: &PublicView,
        after: &PublicView,
        seat: Seat,
        action: &Action,
        events: &[Event],
        seen: &mut BTreeMap<&'static str, usize>,
    ) {
        let prices = before.prices;
        let money = |view: &PublicView| i64::from(view.seats[seat.index()].money);
        // Money is compared only when nothing else in the move touched it (the end's
        // conversion of money to points, say).
        let alone = events.iter().all(|e| {
            matches!(
                e,
                Event::FreedomIntroduced { .. }
                    | Event::Sold { .. }
                    | Event::TurnEnds { .. }
                    | Event::TurnBegins { .. }
            )
        });
        let mut saw = |what| *seen.entry(what).or_default() += 1;
        for event in events {
            match (action, event) {
                (Action::Name { .. }, Event::Named { bid, .. }) => {
                    assert_eq!(*bid, prices.opening_bid);
                    saw("opening bid");
                }
                (Action::Take { .. }, Event::Took { price, .. }) => {
                    assert_eq!(*price, prices.opening_bid);
                    saw("take");
                }
                (Action::Raise, Event::Raised { bid, .. }) => {
                    let Decision::Bid { bidding, .. } = &before.decision else {
                        panic!("a raise outside a bidding");
                    };
                    assert_eq!(*bid, bidding.high + prices.raise);
                    saw("raise");
                }
                (Action::Profession | Action::Bonus, Event::CardBought { price, .. }) => {
                    assert_eq!(*price, prices.card);
                    saw("card");
                }
                (Action::Freedom { .. }, Event::FreedomIntroduced { .. }) if alone => {
                    assert_eq!(money(before) - money(after), i64::from(prices.card));
                    saw("freedom");
                }
                (Action::Convert { points }, Event::Converted { florins, .. }) => {
                    assert_eq!(*florins, u16::from(*points) * prices.point);
                    saw("point");
                }
                (Action::Bid { space, .. }, Event::CharacterBid { bid, .. }) => {
                    assert_eq!(*bid, u16::from(*space) * prices.space);
                    saw("space");
                }
                (Action::Sell { points }, Event::Sold { .. }) if alone => {
                    let got = money(after) - money(before);
                    assert_eq!(got, i64::from(*points) * i64::from(prices.point_sold));
                    saw("sold");
                }
                _ => {}
            }
        }
    }
}
