//! Invariants over the whole state, probes for the simulation battery, the words of a golden
//! playthrough, and the random-game tests.

use std::fmt::Write;

use rand::{Rng, RngExt};

use super::bonus_cards::Bonus;
use super::components::Character;
use super::components::{
    BUILDERS, BUILDINGS_EACH, Building, CardSet, FLORINS, FREEDOMS_EACH, Freedom, Indexed, JESTERS,
    LANDSCAPES_EACH, Landscape, MAX_BUILDERS, Object, Piece, Profession, RECRUITING_CARDS,
};
use super::prestige_cards::Prestige;
use super::principality::{Anchor, Orientation, Placement};
use super::{Action, Card, Deck, Drawn, Pending, Phase, Princes, Source};
use crate::engine::{Audit, Game, Seat};

impl Audit for Princes {
    const ACTION_KINDS: &'static [&'static str] = &Action::KINDS;

    fn action_kind(action: &Action) -> &'static str {
        action.kind()
    }

    /// The base game, and with The Muse & Princess (whose characters' actions only it has).
    fn option_sets() -> Vec<(&'static str, super::Options)> {
        vec![
            ("", super::Options::default()),
            (
                "muse_princess",
                super::Options {
                    expansion: Some(super::Expansion::MusePrincess),
                },
            ),
        ]
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.check_money()?;
        self.check_pieces()?;
        self.check_cards()?;
        self.check_points()?;
        self.check_phase()
    }

    fn reshuffle_hidden<R: Rng + ?Sized>(&self, rng: &mut R) -> Self {
        self.redeal(None, rng)
    }

    fn arbitrary_action<R: Rng + ?Sized>(&self, rng: &mut R) -> Action {
        fn pick<T: Copy, R: Rng + ?Sized>(all: &[T], rng: &mut R) -> T {
            all[rng.random_range(0..all.len())]
        }
        let seat = Seat(rng.random_range(0..self.players + 1));
        match rng.random_range(0..21) {
            0 => Action::Return {
                profession: pick(&Profession::ALL, rng),
            },
            1 => Action::Name {
                object: pick(
                    &[
                        Object::Landscape,
                        Object::Forest,
                        Object::Builder,
                        Object::Prestige,
                    ],
                    rng,
                ),
            },
            2 => Action::Raise,
            3 => Action::Pass,
            4 => Action::Take {
                object: pick(
                    &[
                        Object::Lake,
                        Object::Landscape,
                        Object::Jester,
                        Object::Recruiting,
                    ],
                    rng,
                ),
            },
            5 => Action::Place {
                placement: Placement {
                    piece: if rng.random_bool(0.5) {
                        Piece::Building(pick(&Building::ALL, rng))
                    } else {
                        Piece::Landscape(pick(&Landscape::ALL, rng))
                    },
                    orientation: pick(&Orientation::ALL, rng),
                    anchor: Anchor {
                        column: rng.random_range(0..8),
                        row: rng.random_range(0..8),
                    },
                },
            },
            6 => Action::Keep {
                card: match rng.random_range(0..3) {
                    0 => Card::Profession(pick(&Profession::ALL, rng)),
                    1 => Card::Bonus(pick(&Bonus::ALL, rng)),
                    _ => Card::Prestige(pick(&Prestige::ALL, rng)),
                },
            },
            7 => Action::Recruit {
                from: seat,
                profession: pick(&Profession::ALL, rng),
            },
            8 => Action::Merchant {
                free: rng.random_bool(0.5),
            },
            9 => Action::Bid {
                character: pick(&Character::ALL, rng),
                space: rng.random_range(0..17),
            },
            10 => Action::Work {
                profession: pick(&Profession::ALL, rng),
                bonus: CardSet::from_bits(rng.next_u32()),
            },
            11 => Action::Princess,
            12 => Action::Convert {
                points: rng.random_range(0..20),
            },
            13 => Action::Build {
                building: pick(&Building::ALL, rng),
            },
            14 => Action::Profession,
            15 => Action::Freedom {
                freedom: pick(&Freedom::ALL, rng),
            },
            16 => Action::Bonus,
            17 => Action::EndTurn,
            18 => Action::Sell {
                points: rng.random_range(0..4),
            },
            19 => Action::Professor {
                deck: pick(&[Deck::Profession, Deck::Bonus, Deck::Prestige], rng),
            },
            _ => Action::MerchantPoints,
        }
    }

    fn is_offered(&self, seat: Seat, action: &Action) -> bool {
        super::choices::is_offered(self, seat, action)
    }

    /// The standings with their money tie-break, and each seat's points by source.
    fn describe_end(&self) -> String {
        let mut out = String::new();
        let outcome = self.outcome().expect("the game is over");
        for st in &outcome.standings {
            let s = self.seat(st.seat);
            let sources: Vec<String> = Source::ALL
                .iter()
                .filter(|&&src| s.points_from(src) != 0)
                .map(|&src| format!("{src:?} {}", s.points_from(src)))
                .collect();
            writeln!(
                out,
                "{}: {} PP ({}), {} florins, rank {}",
                st.seat,
                st.score,
                sources.join(", "),
                s.money,
                st.rank
            )
            .expect("writing to a string");
        }
        out
    }
}

impl Princes {
    /// Every florin is in the bank, a purse or on the Banker.
    fn check_money(&self) -> Result<(), String> {
        let purses: i64 = self.seats.iter().map(|s| i64::from(s.money)).sum();
        let total = self.bank + purses + i64::from(self.characters.pot);
        if total != FLORINS {
            return Err(format!("florins add up to {total}, not {FLORINS}"));
        }
        Ok(())
    }

    /// Every building, landscape, builder, jester, freedom and recruiting card is in the
    /// supply or with one seat.
    fn check_pieces(&self) -> Result<(), String> {
        for b in Building::ALL {
            let built = self.seats.iter().filter(|s| s.principality.has(b)).count() as u8;
            let n = self.supply.buildings[b as usize] + built;
            if n != BUILDINGS_EACH {
                return Err(format!("{n} {b:?} buildings"));
            }
        }
        for l in Landscape::ALL {
            let planted: u8 = self
                .seats
                .iter()
                .map(|s| s.principality.landscapes(l))
                .sum();
            if self.supply.landscapes[l as usize] + planted != LANDSCAPES_EACH {
                return Err(format!("{l:?} tiles do not add up"));
            }
        }
        let sum = |f: fn(&super::SeatState) -> u8| self.seats.iter().map(f).sum::<u8>();
        if self.supply.jesters + sum(|s| s.jesters) != JESTERS {
            return Err("jesters do not add up".into());
        }
        if self.supply.builders + sum(|s| s.builders) != BUILDERS {
            return Err("builders do not add up".into());
        }
        if self.seats.iter().any(|s| s.builders > MAX_BUILDERS) {
            return Err("a seat has more than three builders".into());
        }
        let recruiting =
            self.supply.recruiting + sum(|s| s.recruiting_in_hand) + sum(|s| s.recruiting_on_table);
        if recruiting != RECRUITING_CARDS {
            return Err(format!("{recruiting} recruiting cards"));
        }
        let mut in_play = 0;
        for f in Freedom::ALL {
            let held = self.seats.iter().filter(|s| s.freedoms.contains(f)).count() as u8;
            let n = self.supply.freedoms[f as usize] + held;
            if n > FREEDOMS_EACH || (self.players > 2 && n != self.players - 1) {
                return Err(format!("{n} {f:?} freedoms"));
            }
            in_play += n;
        }
        if self.players == 2 && in_play != 5 {
            return Err(format!("{in_play} freedoms in a two-player game"));
        }
        for s in &self.seats {
            let p = &s.principality;
            let used: u8 = p
                .placed()
                .iter()
                .map(|pl| {
                    super::components::assumed::shape(pl.piece)
                        .iter()
                        .map(|r| r.matches('#').count() as u8)
                        .sum::<u8>()
                })
                .sum();
            if used + p.empty_cells() + 6 != 49 {
                return Err("a principality's cells do not add up".into());
            }
        }
        Ok(())
    }

    /// Every card of the three decks once: in its deck, a hand, on a table, drawn or played.
    fn check_cards(&self) -> Result<(), String> {
        fn exactly<T: Indexed>(cards: &[T], what: &str) -> Result<(), String> {
            let set: CardSet<T> = cards.iter().copied().collect();
            if cards.len() != T::ALL.len() || set != CardSet::full() {
                return Err(format!(
                    "{} {what} cards, {} distinct",
                    cards.len(),
                    set.len()
                ));
            }
            Ok(())
        }
        let drawn = match &self.pending {
            Some(Pending::Pick { drawn, .. }) => Some(drawn),
            _ => None,
        };
        let mut professions: Vec<Profession> = self.professions.to_vec();
        let mut bonus: Vec<Bonus> = self.bonus_deck.to_vec();
        let mut prestige: Vec<Prestige> = self.prestige_deck.to_vec();
        bonus.extend(self.bonus_played.iter());
        for s in &self.seats {
            professions.extend(s.hand.iter().chain(s.table.iter()));
            bonus.extend(s.bonus.iter());
            prestige.extend(s.prestige.iter());
        }
        if let Phase::Deal { returned } = &self.phase {
            professions.extend(returned);
        }
        match drawn {
            Some(Drawn::Professions(d)) => professions.extend(d),
            Some(Drawn::Bonus(d)) => bonus.extend(d),
            Some(Drawn::Prestige(d)) => prestige.extend(d),
            None => {}
        }
        exactly(&professions, "profession")?;
        exactly(&bonus, "bonus")?;
        exactly(&prestige, "prestige")
    }

    fn check_points(&self) -> Result<(), String> {
        for (i, s) in self.seats.iter().enumerate() {
            if s.pp() < 0 {
                return Err(format!("seat {i} has {} points", s.pp()));
            }
            for src in Source::ALL {
                let p = s.points_from(src);
                if (src == Source::Sold) != (p < 0) && p != 0 {
                    return Err(format!("seat {i}: {p} points from {src:?}"));
                }
            }
            if self.expansion() && s.points_from(Source::Sold) != 0 {
                return Err("points sold with the expansion".into());
            }
        }
        Ok(())
    }

    fn check_phase(&self) -> Result<(), String> {
        match &self.phase {
            Phase::Deal { returned } => {
                let four = self.seats.iter().filter(|s| s.hand.len() == 4).count();
                if four + returned.len() != usize::from(self.players) {
                    return Err("dealt hands and returned cards disagree".into());
                }
            }
            Phase::Auction(a) => {
                if let Some(b) = &a.bidding
                    && (!a.in_play(b.leader) || !a.in_play(b.turn) || b.passed.contains(b.turn))
                {
                    return Err("a bidding seat is out of the auction".into());
                }
            }
            Phase::Actions(t) => {
                if t.actions_left > 3 || t.works > 2 || t.builds > 2 || t.bonus_cards > 2 {
                    return Err(format!("a turn beyond its limits: {t:?}"));
                }
            }
            Phase::Characters(_) | Phase::Over => {}
        }
        if !self.expansion()
            && self
                .characters
                .holders
                .iter()
                .any(|h| *h != super::Holder::Free)
        {
            return Err("a character in play without the expansion".into());
        }
        if let Some(Pending::Pick { drawn, .. }) = &self.pending
            && (drawn.is_empty() || drawn.len() > 5)
        {
            return Err("a pick of no card or more than five".into());
        }
        if self.round == 0 || self.round > 7 {
            return Err(format!("round {}", self.round));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Expansion, Options};
    use super::*;
    use crate::engine::playout::players_rng;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    fn options(expansion: bool) -> Options {
        Options {
            expansion: expansion.then_some(Expansion::MusePrincess),
        }
    }

    /// Plays a seeded random game, checking everything the battery checks at every step.
    fn checked_game(players: u8, expansion: bool, seed: u64) -> (Princes, usize) {
        let mut g = Princes::setup(&options(expansion), players, seed).unwrap();
        let mut rng = players_rng(seed);
        let mut probe = ChaCha8Rng::seed_from_u64(seed ^ 0x4d);
        let mut steps = 0;
        g.check_invariants().unwrap();
        while let Some(seat) = g.to_act().iter().next() {
            assert!(steps < 20_000, "no end after 20,000 actions");
            let choices = g.choices(seat);
            assert!(!choices.is_empty(), "{seat} must act but has no choice");
            if steps % 7 == 0 {
                for c in &choices {
                    let mut h = g.clone();
                    h.apply(seat, c)
                        .unwrap_or_else(|e| panic!("offered {c:?} refused: {e}"));
                    h.check_invariants()
                        .unwrap_or_else(|e| panic!("after {c:?}: {e}"));
                }
                for _ in 0..4 {
                    let a = g.arbitrary_action(&mut probe);
                    let s = Seat(probe.random_range(0..players));
                    let mut h = g.clone();
                    match h.apply(s, &a) {
                        Ok(_) => assert!(g.is_offered(s, &a), "{a:?} by {s} applied, not offered"),
                        Err(_) => assert_eq!(h, g, "{a:?} refused but the state changed"),
                    }
                }
                let json = serde_json::to_string(&g).unwrap();
                let back: Princes = serde_json::from_str(&json).unwrap();
                assert_eq!(back, g, "JSON round trip");
                let view = serde_json::to_value(g.public_view()).unwrap();
                let reshuffled = g.reshuffle_hidden(&mut probe);
                reshuffled.check_invariants().unwrap();
                assert_eq!(
                    serde_json::to_value(reshuffled.public_view()).unwrap(),
                    view
                );
                let _ = serde_json::to_value(g.private_view(seat)).unwrap();
                let d = g.default_action(seat).expect("a default");
                assert!(g.is_offered(seat, &d), "default {d:?} not offered");
            }
            let action = g.random_action(seat, &mut rng).unwrap();
            assert!(g.is_offered(seat, &action), "random {action:?} not offered");
            g.apply(seat, &action)
                .unwrap_or_else(|e| panic!("{action:?} refused: {e}"));
            g.check_invariants()
                .unwrap_or_else(|e| panic!("after {action:?}: {e}"));
            steps += 1;
        }
        assert!(g.outcome().is_some());
        (g, steps)
    }

    #[test]
    fn random_games_keep_every_invariant_and_end() {
        for seed in 0..300u64 {
            let players = 2 + (seed % 4) as u8;
            checked_game(players, seed % 2 == 1, seed);
        }
    }

    #[test]
    #[ignore = "long: run with --release"]
    fn many_random_games_keep_every_invariant_and_end() {
        for seed in 1000..4000u64 {
            let players = 2 + (seed % 4) as u8;
            checked_game(players, seed % 2 == 1, seed);
        }
    }

    #[test]
    fn default_players_always_finish_the_game() {
        for players in 2..=5 {
            for expansion in [false, true] {
                let mut g = Princes::setup(&options(expansion), players, 3).unwrap();
                let mut n = 0;
                while let Some(seat) = g.to_act().iter().next() {
                    let a = g.default_action(seat).unwrap();
                    g.apply(seat, &a).unwrap();
                    n += 1;
                    assert!(n < 2000);
                }
                assert!(g.outcome().is_some());
            }
        }
    }

    #[test]
    #[ignore = "a measurement: run with --release --nocapture"]
    fn measure_actions_per_second() {
        use crate::engine::playout::play_random;
        let start = std::time::Instant::now();
        let mut actions = 0;
        let mut games = 0;
        for seed in 0..2000u64 {
            let players = 2 + (seed % 4) as u8;
            let mut g = Princes::setup(&options(seed % 2 == 1), players, seed).unwrap();
            actions += play_random(&mut g, &mut players_rng(seed), |_, _, _| {});
            games += 1;
        }
        let secs = start.elapsed().as_secs_f64();
        println!(
            "princes: {games} random games, {actions} actions in {secs:.2} s: {:.0} actions/s",
            actions as f64 / secs
        );
    }

    #[test]
    fn a_new_game_passes_its_audit_and_a_lost_card_fails_it() {
        let mut g = Princes::setup(&Options::default(), 4, 1).unwrap();
        g.check_invariants().unwrap();
        g.professions.pop();
        assert!(g.check_invariants().unwrap_err().contains("profession"));
        let mut g = Princes::setup(&Options::default(), 4, 1).unwrap();
        g.seats[0].money += 100;
        assert!(g.check_invariants().unwrap_err().contains("florins"));
    }
}
