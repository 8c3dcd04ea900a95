//! Setting up: money, the supply, the shuffled decks, four professions dealt to each player
//! (each keeps three, all choosing at once) and the starting player.

use arrayvec::ArrayVec;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::bonus_cards::Bonus;

use super::components::{
    BUILDERS, BUILDINGS_EACH, CardSet, FLORINS, FREEDOMS_EACH, Freedom, JESTERS, LANDSCAPES_EACH,
    Profession, RECRUITING_CARDS,
};
use super::prestige_cards::Prestige;
use super::principality::Principality;
use super::state::{Auction, Characters};
use super::{Event, Options, Phase, Princes, RuleError, SeatState, Supply};
use crate::engine::Seat;

/// Starting money: 3,500 florins, 2,500 with two players (*text*).
pub fn starting_money(players: u8) -> u32 {
    if players == 2 { 2500 } else { 3500 }
}

pub const DEALT: usize = 4;

pub(super) fn new_game(options: &Options, players: u8, seed: u64) -> Princes {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut professions = ArrayVec::from(Profession::ALL);
    professions.shuffle(&mut rng);
    let mut bonus_deck = ArrayVec::from(Bonus::ALL);
    bonus_deck.shuffle(&mut rng);
    let mut prestige_deck = ArrayVec::from(Prestige::ALL);
    prestige_deck.shuffle(&mut rng);

    let money = starting_money(players);
    let seats = (0..players)
        .map(|_| SeatState {
            money,
            points: [0; 9],
            principality: Principality::new(),
            builders: 0,
            jesters: 0,
            freedoms: CardSet::EMPTY,
            hand: professions.drain(professions.len() - DEALT..).collect(),
            table: CardSet::EMPTY,
            recruiting_in_hand: 0,
            recruiting_on_table: 0,
            bonus: CardSet::EMPTY,
            prestige: CardSet::EMPTY,
            best_work: 0,
        })
        .collect();
    let freedoms = freedoms_in_play(players, &mut rng);
    let start = Seat(rng.random_range(0..players));
    let characters = Characters::new(options.expansion.is_some());
    let bank = FLORINS - i64::from(money) * i64::from(players) - i64::from(characters.pot);

    Princes {
        players,
        options: options.clone(),
        rng,
        round: 1,
        start,
        bank,
        supply: Supply {
            buildings: [BUILDINGS_EACH; 10],
            landscapes: [LANDSCAPES_EACH; 3],
            jesters: JESTERS,
            builders: BUILDERS,
            freedoms,
            recruiting: RECRUITING_CARDS,
        },
        professions,
        bonus_deck,
        prestige_deck,
        bonus_played: CardSet::EMPTY,
        seats,
        characters,
        phase: Phase::Deal {
            returned: ArrayVec::new(),
        },
        pending: None,
    }
}

/// Freedom tiles in play, by kind: players − 1 of each (*text*); with two players one of each
/// and two more drawn at random from the nine others (ruling 9).
fn freedoms_in_play(players: u8, rng: &mut ChaCha8Rng) -> [u8; 3] {
    if players > 2 {
        return [players - 1; 3];
    }
    let mut others: Vec<Freedom> = Freedom::ALL
        .iter()
        .flat_map(|&f| std::iter::repeat_n(f, usize::from(FREEDOMS_EACH - 1)))
        .collect();
    others.shuffle(rng);
    let mut counts = [1; 3];
    for f in &others[..2] {
        counts[*f as usize] += 1;
    }
    counts
}

impl Princes {
    /// A seat returns the fourth profession; when all have, the returned cards are shuffled
    /// with the undealt ones into the deck and round 1 begins.
    pub(super) fn return_profession(
        &mut self,
        seat: Seat,
        profession: Profession,
        events: &mut Vec<super::Event>,
    ) -> Result<(), RuleError> {
        if !self.seat(seat).hand.contains(profession) {
            return Err(RuleError::NotHeld);
        }
        self.seat_mut(seat).hand.remove(profession);
        let Phase::Deal { returned } = &mut self.phase else {
            unreachable!("checked by apply");
        };
        returned.push(profession);
        events.push(Event::ProfessionReturned { seat });
        if self.seats.iter().all(|s| s.hand.len() == 3) {
            let Phase::Deal { returned } = std::mem::replace(&mut self.phase, Phase::Over) else {
                unreachable!();
            };
            self.professions.extend(returned);
            self.professions.shuffle(&mut self.rng);
            self.begin_round(events);
        }
        Ok(())
    }

    /// A new round: its starting player names the first object.
    pub(super) fn begin_round(&mut self, events: &mut Vec<Event>) {
        events.push(Event::RoundBegins {
            round: self.round,
            start: self.start,
            minimum: self.minimum_work(),
        });
        self.phase = Phase::Auction(Auction::new(self.start));
        self.continue_auction(events);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Audit, Game};

    #[test]
    fn princes_seats_two_to_five() {
        assert!(Princes::setup(&Options::default(), 1, 0).is_err());
        assert!(Princes::setup(&Options::default(), 6, 0).is_err());
        for n in 2..=5 {
            Princes::setup(&Options::default(), n, 0).unwrap();
        }
    }

    #[test]
    fn rule_each_player_starts_with_3500_florins_and_four_professions_to_keep_three() {
        let g = Princes::setup(&Options::default(), 4, 7).unwrap();
        for s in &g.seats {
            assert_eq!(s.money, 3500);
            assert_eq!(s.hand.len(), 4);
        }
        assert_eq!(g.to_act().len(), 4, "all choose at once");
        assert_eq!(g.professions.len(), 21 - 16);
        g.check_invariants().unwrap();
    }

    #[test]
    fn rule_freedoms_in_play_are_players_minus_one_of_each() {
        for n in 3..=5 {
            let g = Princes::setup(&Options::default(), n, 1).unwrap();
            assert_eq!(g.supply.freedoms, [n - 1; 3]);
        }
    }

    #[test]
    fn ruling_9_two_players_have_five_freedoms_at_least_one_of_each() {
        for seed in 0..50 {
            let g = Princes::setup(&Options::default(), 2, seed).unwrap();
            assert_eq!(g.supply.freedoms.iter().sum::<u8>(), 5);
            assert!(g.supply.freedoms.iter().all(|&n| (1..=3).contains(&n)));
            assert!(g.seats.iter().all(|s| s.money == 2500));
        }
    }

    #[test]
    fn rule_returning_the_fourth_profession_starts_round_one_when_all_have() {
        let mut g = Princes::setup(&Options::default(), 3, 5).unwrap();
        for seat in 0..3 {
            let card = g.seats[seat].hand.iter().next().unwrap();
            assert!(
                g.apply(
                    Seat(seat as u8),
                    &super::super::Action::Return { profession: card }
                )
                .is_ok()
            );
            assert!(
                g.apply(
                    Seat(seat as u8),
                    &super::super::Action::Return { profession: card }
                )
                .is_err()
            );
        }
        assert_eq!(g.professions.len(), 21 - 9);
        assert!(matches!(g.phase, Phase::Auction(_)));
        assert_eq!(g.to_act().single(), Some(g.start));
    }

    #[test]
    fn setup_is_reproducible_from_the_seed_and_the_start_player_varies() {
        let a = Princes::setup(&Options::default(), 4, 11).unwrap();
        assert_eq!(a, Princes::setup(&Options::default(), 4, 11).unwrap());
        let starts: std::collections::BTreeSet<_> = (0..40)
            .map(|s| Princes::setup(&Options::default(), 4, s).unwrap().start)
            .collect();
        assert_eq!(starts.len(), 4);
    }
}
