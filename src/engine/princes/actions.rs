//! The action phase: each player in turn takes up to two actions (three with the Cardinal):
//! build, take a profession card, introduce a freedom, acquire a bonus card, or complete a work
//! ([`super::work`]); recruiting cards are played besides, at any time of the turn.

use super::components::Character;
use super::components::{Building, Freedom, Piece, Profession};
use super::{Action, Deck, Event, Pending, Phase, Placing, Princes, RuleError, Turn};
use crate::engine::Seat;

/// The price of a profession card, a freedom and a bonus card (*text*).
pub const CARD_PRICE: u16 = 300;

/// Actions a turn, and how often each may be taken in a round (*text*).
pub const ACTIONS: u8 = 2;
pub const MAX_WORKS: u8 = 2;
pub const MAX_BUILDS: u8 = 2;
pub const MAX_BONUS_CARDS: u8 = 2;

/// What a building costs a player with this many builders: 700, 300 with one or two, nothing
/// with three (*text*).
pub fn building_cost(builders: u8) -> u16 {
    match builders {
        0 => 700,
        1 | 2 => 300,
        _ => 0,
    }
}

impl Princes {
    pub(super) fn turn(&self) -> Option<&Turn> {
        match &self.phase {
            Phase::Actions(t) => Some(t),
            _ => None,
        }
    }

    pub(super) fn turn_mut(&mut self) -> &mut Turn {
        match &mut self.phase {
            Phase::Actions(t) => t,
            _ => unreachable!("the action phase is running"),
        }
    }

    pub(super) fn begin_actions(&mut self, events: &mut Vec<Event>) {
        self.begin_turn(self.start, 0, events);
    }

    /// A seat's turn begins; a Cardinal or Muse it holds is played at once (ruling 13).
    fn begin_turn(&mut self, seat: Seat, done: u8, events: &mut Vec<Event>) {
        let mut turn = Turn {
            seat,
            done,
            actions_left: ACTIONS,
            works: 0,
            builds: 0,
            bonus_cards: 0,
            profession: false,
            freedom: false,
            muse: 0,
        };
        for (c, gift) in [(Character::Cardinal, 1), (Character::Muse, 0)] {
            if self.characters.held_by(seat, c) {
                self.characters.give_back(c);
                events.push(Event::CharacterPlayed { seat, character: c });
                turn.actions_left += gift;
                if c == Character::Muse {
                    turn.muse = self.round;
                }
            }
        }
        events.push(Event::TurnBegins {
            seat,
            actions: turn.actions_left,
        });
        self.phase = Phase::Actions(turn);
    }

    /// Ends the turn once its actions are spent and nothing else could be done (ruling 11).
    pub(super) fn continue_turn(&mut self, events: &mut Vec<Event>) {
        let Some(t) = self.turn() else { return };
        let seat = t.seat;
        if t.actions_left == 0
            && self.recruitable(seat).next().is_none()
            && self.playable_characters(seat).next().is_none()
        {
            self.end_turn(events);
        }
    }

    fn end_turn(&mut self, events: &mut Vec<Event>) {
        let t = self.turn().expect("a turn").clone();
        events.push(Event::TurnEnds { seat: t.seat });
        let done = t.done + 1;
        if done == self.players {
            self.end_action_phase(events);
        } else {
            self.begin_turn(t.seat.after(1, self.players), done, events);
        }
    }

    pub(super) fn turn_action(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        match action {
            Action::Work { profession, bonus } => self.work(seat, *profession, *bonus, events),
            Action::Princess => self.princess_work(seat, events),
            Action::Build { building } => self.build(seat, *building, events),
            Action::Profession => self.take_card(seat, Deck::Profession, events),
            Action::Bonus => self.take_card(seat, Deck::Bonus, events),
            Action::Freedom { freedom } => self.introduce(seat, *freedom, events),
            Action::Recruit { from, profession } => self.recruit(seat, *from, *profession, events),
            Action::EndTurn => {
                self.end_turn(events);
                Ok(())
            }
            _ => Err(RuleError::NotNow("it is the action phase")),
        }
    }

    /// Refuses an action when none is left this turn.
    pub(super) fn check_action_left(&self) -> Result<&Turn, RuleError> {
        let t = self.turn().expect("a turn");
        if t.actions_left == 0 {
            return Err(RuleError::NoActionLeft);
        }
        Ok(t)
    }

    fn check_purse(&self, seat: Seat, cost: u16) -> Result<(), RuleError> {
        let money = self.seat(seat).money;
        if money < u32::from(cost) {
            return Err(RuleError::CannotAfford {
                cost: u32::from(cost),
                money,
            });
        }
        Ok(())
    }

    /// Whether the seat may build `building` now; a building that fits nowhere cannot be
    /// built (ruling 4).
    pub fn can_build(&self, seat: Seat, building: Building) -> Result<(), RuleError> {
        let t = self.check_action_left()?;
        if t.builds >= MAX_BUILDS {
            return Err(RuleError::LimitReached("build"));
        }
        if self.supply.buildings[building as usize] == 0 {
            return Err(RuleError::Unavailable("that building"));
        }
        let s = self.seat(seat);
        if s.principality.has(building) {
            return Err(RuleError::Refused("you already have that building"));
        }
        self.check_purse(seat, building_cost(s.builders))?;
        if !s
            .principality
            .fits(Piece::Building(building), s.adjacent_buildings())
        {
            return Err(RuleError::Refused(
                "that building fits nowhere in your principality",
            ));
        }
        Ok(())
    }

    fn build(
        &mut self,
        seat: Seat,
        building: Building,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.can_build(seat, building)?;
        let cost = building_cost(self.seat(seat).builders);
        self.pay(seat, u32::from(cost));
        let t = self.turn_mut();
        t.builds += 1;
        t.actions_left -= 1;
        events.push(Event::Built {
            seat,
            building,
            cost,
        });
        self.pending = Some(Pending::Place {
            seat,
            what: Placing::Piece(Piece::Building(building)),
        });
        Ok(())
    }

    /// Whether the seat may take a card of this deck now (300 florins).
    pub fn can_take_card(&self, seat: Seat, deck: Deck) -> Result<(), RuleError> {
        let t = self.check_action_left()?;
        match deck {
            Deck::Profession if t.profession => {
                return Err(RuleError::LimitReached("take a profession card"));
            }
            Deck::Bonus if t.bonus_cards >= MAX_BONUS_CARDS => {
                return Err(RuleError::LimitReached("acquire a bonus card"));
            }
            Deck::Prestige => return Err(RuleError::Refused("prestige cards are auctioned")),
            _ => {}
        }
        if self.deck_len(deck) == 0 {
            return Err(RuleError::Unavailable("that deck"));
        }
        self.check_purse(seat, CARD_PRICE)
    }

    fn take_card(
        &mut self,
        seat: Seat,
        deck: Deck,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.can_take_card(seat, deck)?;
        self.pay(seat, u32::from(CARD_PRICE));
        let t = self.turn_mut();
        t.actions_left -= 1;
        if deck == Deck::Profession {
            t.profession = true;
        } else {
            t.bonus_cards += 1;
        }
        events.push(Event::CardBought {
            seat,
            deck,
            price: CARD_PRICE,
        });
        let drawn = self.draw_five(deck);
        self.pending = Some(Pending::Pick { seat, drawn });
        Ok(())
    }

    pub fn can_introduce(&self, seat: Seat, freedom: Freedom) -> Result<(), RuleError> {
        let t = self.check_action_left()?;
        if t.freedom {
            return Err(RuleError::LimitReached("introduce a freedom"));
        }
        if self.supply.freedoms[freedom as usize] == 0 {
            return Err(RuleError::Unavailable("that freedom"));
        }
        if self.seat(seat).freedoms.contains(freedom) {
            return Err(RuleError::Refused("you already have that freedom"));
        }
        self.check_purse(seat, CARD_PRICE)
    }

    fn introduce(
        &mut self,
        seat: Seat,
        freedom: Freedom,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        self.can_introduce(seat, freedom)?;
        self.pay(seat, u32::from(CARD_PRICE));
        self.supply.freedoms[freedom as usize] -= 1;
        self.seat_mut(seat).freedoms.insert(freedom);
        let t = self.turn_mut();
        t.actions_left -= 1;
        t.freedom = true;
        events.push(Event::FreedomIntroduced { seat, freedom });
        Ok(())
    }

    /// The face-up professions the seat could recruit with a recruiting card in hand: those
    /// on its opponents' tables (*text*).
    pub fn recruitable(&self, seat: Seat) -> impl Iterator<Item = (Seat, Profession)> + '_ {
        let has_card = self.seat(seat).recruiting_in_hand > 0;
        self.all_seats()
            .filter(move |&s| has_card && s != seat)
            .flat_map(move |s| self.seat(s).table.iter().map(move |p| (s, p)))
    }

    /// Plays a recruiting card: the profession goes to the seat's hand, the recruiting card
    /// takes its place on the opponent's table (ruling 7).
    pub(super) fn recruit(
        &mut self,
        seat: Seat,
        from: Seat,
        profession: Profession,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if self.seat(seat).recruiting_in_hand == 0 {
            return Err(RuleError::NotHeld);
        }
        if from == seat || from.0 >= self.players || !self.seat(from).table.contains(profession) {
            return Err(RuleError::Unavailable("that profession"));
        }
        let other = self.seat_mut(from);
        other.table.remove(profession);
        other.recruiting_on_table += 1;
        let me = self.seat_mut(seat);
        me.recruiting_in_hand -= 1;
        me.hand.insert(profession);
        events.push(Event::Recruited {
            seat,
            from,
            profession,
        });
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::super::fixtures::{actions, game};
    use super::*;
    use crate::engine::{Audit, Game};
    use Building as B;

    #[test]
    fn rule_building_costs_700_then_300_with_builders_and_nothing_with_three() {
        assert_eq!(building_cost(0), 700);
        assert_eq!(building_cost(1), 300);
        assert_eq!(building_cost(2), 300);
        assert_eq!(building_cost(3), 0);
        let mut g = actions(game(3, false), 1, Seat(0));
        g.give_builders(Seat(0), 3);
        let money = g.seat(Seat(0)).money;
        g.play(0, Action::Build { building: B::Tower });
        g.place_first(0);
        assert_eq!(g.seat(Seat(0)).money, money);
        assert_eq!(g.seat(Seat(0)).pp(), 3, "a building scores 3");
    }

    #[test]
    fn rule_each_building_once_and_at_most_two_builds_a_round() {
        let mut g = actions(game(3, false), 1, Seat(0));
        g.play(0, Action::Build { building: B::Tower });
        g.place_first(0);
        assert!(g.can_build(Seat(0), B::Tower).is_err());
        g.play(
            0,
            Action::Build {
                building: B::Chapel,
            },
        );
        g.place_first(0);
        assert_eq!(g.seat(Seat(0)).money, 3500 - 1400);
        assert_eq!(g.turn().unwrap().seat, Seat(1), "two actions end the turn");
    }

    #[test]
    fn rule_profession_and_freedom_once_a_round_with_three_actions() {
        let mut g = actions(game(3, false), 1, Seat(0));
        g.turn_mut().actions_left = 3;
        g.play(
            0,
            Action::Freedom {
                freedom: Freedom::Travel,
            },
        );
        assert_eq!(
            g.can_introduce(Seat(0), Freedom::Opinion),
            Err(RuleError::LimitReached("introduce a freedom"))
        );
        g.play(0, Action::Profession);
        let card = g.choices(Seat(0))[0].clone();
        g.play(0, card);
        assert_eq!(g.seat(Seat(0)).hand.len(), 4);
        assert!(g.can_take_card(Seat(0), Deck::Profession).is_err());
        assert!(g.can_take_card(Seat(0), Deck::Bonus).is_ok());
    }

    #[test]
    fn rule_a_freedom_kind_runs_out_at_players_minus_one() {
        let mut g = actions(game(3, false), 1, Seat(0));
        g.give_freedom(Seat(1), Freedom::Travel);
        g.give_freedom(Seat(2), Freedom::Travel);
        assert_eq!(
            g.can_introduce(Seat(0), Freedom::Travel),
            Err(RuleError::Unavailable("that freedom"))
        );
    }

    #[test]
    fn rule_players_may_take_fewer_actions() {
        let mut g = actions(game(3, false), 1, Seat(0));
        let events = g.play(0, Action::EndTurn);
        assert!(events.contains(&Event::TurnBegins {
            seat: Seat(1),
            actions: 2
        }));
    }

    #[test]
    fn ruling_4_a_building_that_fits_nowhere_is_not_offered() {
        let mut g = actions(game(3, false), 1, Seat(0));
        for _ in 0..6 {
            g.lay(Seat(0), Piece::Landscape(super::super::Landscape::Forest));
        }
        for b in [B::Tower, B::Chapel, B::Library] {
            if g.seat(Seat(0)).principality.fits(Piece::Building(b), false) {
                g.lay(Seat(0), Piece::Building(b));
            }
        }
        let fits = |g: &Princes, b| g.seat(Seat(0)).principality.fits(Piece::Building(b), false);
        let unplaceable: Vec<_> = B::ALL.into_iter().filter(|&b| !fits(&g, b)).collect();
        assert!(!unplaceable.is_empty(), "a crowded principality");
        for b in unplaceable {
            assert!(g.can_build(Seat(0), b).is_err());
            assert!(!g.choices(Seat(0)).contains(&Action::Build { building: b }));
        }
        g.check_invariants().unwrap();
    }

    #[test]
    fn ruling_7_a_recruited_card_leaves_a_recruiting_card_that_still_counts_for_its_owner() {
        let mut g = actions(game(3, false), 2, Seat(0));
        g.set_table(Seat(1), &[Profession::Poet]);
        g.give_recruiting(Seat(0), 1);
        let works = g.seat(Seat(1)).tally().on_table;
        let mine = g.seat(Seat(0)).tally().professions();
        let recruit = Action::Recruit {
            from: Seat(1),
            profession: Profession::Poet,
        };
        assert!(g.choices(Seat(0)).contains(&recruit));
        g.play(0, recruit);
        assert!(g.seat(Seat(0)).hand.contains(Profession::Poet));
        assert_eq!(
            g.seat(Seat(1)).tally().on_table,
            works,
            "still as many works"
        );
        assert_eq!(g.seat(Seat(0)).tally().professions(), mine);
        assert_eq!(g.turn().unwrap().actions_left, 2, "not an action");
        assert!(
            g.apply(
                Seat(0),
                &Action::Recruit {
                    from: Seat(0),
                    profession: Profession::Poet
                }
            )
            .is_err(),
            "never from oneself"
        );
        g.check_invariants().unwrap();
    }

    #[test]
    fn ruling_6_points_are_sold_for_100_each_when_to_act_but_not_with_the_expansion() {
        let mut g = actions(game(3, false), 1, Seat(0));
        g.seats[0].points[super::super::Source::BestWork as usize] = 5;
        assert!(g.choices(Seat(0)).contains(&Action::Sell { points: 1 }));
        assert!(
            g.apply(Seat(1), &Action::Sell { points: 1 }).is_err(),
            "not to act"
        );
        g.play(0, Action::Sell { points: 3 });
        assert_eq!(g.seat(Seat(0)).pp(), 2);
        assert_eq!(g.seat(Seat(0)).money, 3800);
        assert!(g.apply(Seat(0), &Action::Sell { points: 3 }).is_err());

        let mut g = actions(game(3, true), 1, Seat(0));
        g.seats[0].points[super::super::Source::BestWork as usize] = 5;
        assert!(
            !g.choices(Seat(0))
                .iter()
                .any(|a| matches!(a, Action::Sell { .. }))
        );
        assert!(g.apply(Seat(0), &Action::Sell { points: 1 }).is_err());
    }
}
