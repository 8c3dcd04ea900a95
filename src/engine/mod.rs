//! The rules engines and the contract every game implements.
//!
//! An engine is pure: no I/O, no async, no Discord, no database. All chance flows from a seeded
//! generator held in the state, so a game is reproduced exactly by `(options, seed, actions)`.

pub mod alhambra;
pub mod genoa;
pub mod multiset;
pub mod palazzo;
pub mod playout;
pub mod princes;
pub mod record;
mod seat;
mod take_back;

use std::fmt::{Debug, Display};

use rand::Rng;
use serde::{Serialize, de::DeserializeOwned};

pub use seat::{Seat, SeatSet};
pub use take_back::Irreversible;

// `GameKind`: its variants, `ALL`, `name`, `title` and `from_name`, from the one list.
crate::games!(@game_kind);

/// Why a game could not be set up.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("{game} is played by {min} to {max} players, not {players}")]
    PlayerCount {
        game: &'static str,
        min: u8,
        max: u8,
        players: u8,
    },
}

impl SetupError {
    /// Refuses a number of `players` outside `(min, max)` for `game` (its name for players).
    pub fn check_players(
        game: &'static str,
        (min, max): (u8, u8),
        players: u8,
    ) -> Result<(), SetupError> {
        if (min..=max).contains(&players) {
            Ok(())
        } else {
            Err(SetupError::PlayerCount {
                game,
                min,
                max,
                players,
            })
        }
    }
}

/// The contract between a game's rules and everything around them (store, table, Discord).
///
/// The implementing type *is* the full game state, hidden parts included; it leaves the engine
/// only through [`Game::public_view`] and [`Game::private_view`].
pub trait Game:
    Clone + PartialEq + Debug + Serialize + DeserializeOwned + Send + Sync + 'static
{
    /// The short name used in records and on the command line, e.g. "palazzo".
    const NAME: &'static str;
    /// The name players read, e.g. "Palazzo": the title its line in the list of games gives
    /// it ([`GameKind::title`]).
    const TITLE: &'static str;
    /// The smallest and largest number of players.
    const PLAYERS: (u8, u8);

    type Options: Default + Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    type Event: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Display + Send + Sync;
    type Error: std::error::Error + Clone + PartialEq + Send + Sync + 'static;
    /// The views compare: two states show a seat the same game exactly when their views for it
    /// are equal, which is how the promises about hidden information below are tested.
    type PublicView: Debug + PartialEq + Serialize + Send + 'static;
    type PrivateView: Debug + PartialEq + Serialize + Send + 'static;

    /// A new game; every random choice (shuffles, the first player) comes from `seed`.
    fn setup(options: &Self::Options, players: u8, seed: u64) -> Result<Self, SetupError>;

    fn players(&self) -> u8;

    /// The seats that may act now: empty once the game is over. In most games only the seats
    /// whose decision the game waits on may act; in a game of offers (Genoa) anyone may make
    /// one while the turn goes on, and [`Game::awaited`] says whom the game waits on.
    fn to_act(&self) -> SeatSet;

    /// The seats whose decision the game waits on: they get reminders and deadlines, a
    /// program seat among them thinks, and a random playout lets them act. Every awaited seat
    /// is in [`Game::to_act`], and while that is not empty neither is this. By default the
    /// same as `to_act`.
    fn awaited(&self) -> SeatSet {
        self.to_act()
    }

    /// The awaited seats asked only to answer another's turn, not to play their own (Genoa:
    /// to bid or pass in an action window, to answer a trade put to them). The table gives
    /// them a shorter deadline (the settings' answer deadline), so a turn is
    /// not held for days by the players it merely consults. None by default.
    fn answering(&self) -> SeatSet {
        SeatSet::EMPTY
    }

    /// The seat a random playout lets act next: by default the first awaited seat, drawing
    /// nothing from `rng`. A game whose seats may act without being awaited lets them in now
    /// and then, so that random play reaches those actions too.
    fn random_mover<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Seat> {
        let _ = rng;
        self.awaited().iter().next()
    }

    /// Applies one decision, appending what happened to `events`. Atomic: on error the state
    /// is exactly as it was (what `events` holds then is unspecified: callers drop it).
    ///
    /// The hot path of search and random play: with a buffer kept between calls it allocates
    /// nothing.
    fn apply_into(
        &mut self,
        seat: Seat,
        action: &Self::Action,
        events: &mut Vec<Self::Event>,
    ) -> Result<(), Self::Error>;

    /// Applies one decision and returns what happened. Atomic: on error the state is exactly
    /// as it was.
    fn apply(
        &mut self,
        seat: Seat,
        action: &Self::Action,
    ) -> Result<Vec<Self::Event>, Self::Error> {
        let mut events = Vec::new();
        self.apply_into(seat, action, &mut events)?;
        Ok(events)
    }

    /// What `seat` may do now: empty for a seat not in [`Game::to_act`], never empty for one
    /// in it. Every action offered applies.
    ///
    /// Where one kind of decision has too many variants to list (a payment chosen from a hand,
    /// say), a game may offer one representative action of that kind and validate the full set
    /// when an action is applied; [`Audit::is_offered`] then says which actions each offer
    /// stands for, and [`Game::random_action`] may vary them.
    fn choices(&self, seat: Seat) -> Vec<Self::Action>;

    /// Everything every player may see, and nothing more.
    fn public_view(&self) -> Self::PublicView;

    /// What `seat` may see: the public view plus that seat's secrets.
    fn private_view(&self, seat: Seat) -> Self::PrivateView;

    /// Scores and ranks, once the game is over.
    fn outcome(&self) -> Option<Outcome>;

    /// A complete state that agrees with everything `seat` knows (the public view and its own
    /// private view, which it returns unchanged) with everything else dealt again at random:
    /// the other hands, the order of every deck and stack, and the generator of future chance.
    /// For a computer player's search, which must not see what its seat cannot.
    ///
    /// What it returns depends only on what `seat` may see and on `rng`: two states that
    /// differ only in what is hidden from `seat` give the same state for the same draws.
    fn determinize<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Self;

    /// A legal action that always moves the game towards its end, for an awaited seat (`None`
    /// for one the game does not wait on): for timeouts and as the dumbest program player.
    fn default_action(&self, seat: Seat) -> Option<Self::Action>;

    /// A random legal action, as a random player would choose it. The default picks uniformly
    /// among [`Game::choices`]; games override it to vary what a representative choice stands
    /// for (e.g. the payment), or to give random players a temperament.
    fn random_action<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Option<Self::Action> {
        let mut choices = self.choices(seat);
        if choices.is_empty() {
            return None;
        }
        let i = (rng.next_u64() % choices.len() as u64) as usize;
        Some(choices.swap_remove(i))
    }

    fn is_over(&self) -> bool {
        self.to_act().is_empty()
    }

    /// Whether `seat`'s `action`, which took the game from `self` to `after` and said
    /// `events`, may be taken back (the game put back exactly as `self`) while no other seat
    /// has acted since: refused when it showed anyone something hidden, or changed what
    /// another seat holds. The table checks the rest (whose action it was, who acted since,
    /// the game's end).
    ///
    /// The random-simulation battery holds every game to it: an action allowed here, played
    /// on any deal that agrees with what `seat` knew, must show `seat` the same game.
    fn take_back(
        &self,
        seat: Seat,
        action: &Self::Action,
        after: &Self,
        events: &[Self::Event],
    ) -> Result<(), Irreversible>;
}

/// A fast player written from the game's economics: the computer's `basic` level, and the
/// playouts of its `strong` level's search. Every game of the list implements it.
pub trait Heuristic: Game {
    /// A legal action for `seat`, chosen by rules of thumb in at most a few microseconds: a
    /// search calls it at every step of every playout. Never `None` for an awaited seat; for
    /// one of [`Heuristic::volunteers`], `None` when it lets the moment pass. `rng` breaks ties
    /// and varies play, so that playouts do not all follow one line.
    fn basic_action<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Option<Self::Action>;

    /// Seats the game does not wait on that may wish to act now of their own accord (in
    /// Genoa, an offer for the tower's next step or for an acquisition right, which nobody is
    /// asked for). The computer players ask the rules of thumb of each, in seat order, before
    /// an awaited seat acts. None by default: in most games only awaited seats act.
    fn volunteers(&self) -> SeatSet {
        SeatSet::EMPTY
    }

    /// The decisions of `seat` a search weighs, the rules of thumb's own always among them (the
    /// search adds it). All the choices by default. A game may leave decisions on the side to
    /// the rules of thumb: in Genoa, a plain trade proposed or withdrawn changes nothing until
    /// answered and hands the seat the decision again, so a tree would rate such a step by the
    /// best it can do after it — above every move that commits — and fill a turn with them.
    fn search_choices(&self, seat: Seat) -> Vec<Self::Action> {
        self.choices(seat)
    }

    /// How many standard errors the search's best action must beat the rules of thumb's own by
    /// before it is played instead; `None` trusts the search. Where a game asks for many small
    /// decisions (Genoa's turn is a dozen of them), each search's noise picks a slightly worse
    /// move a little too often, and over a game those add up to more than the search wins.
    const SEARCH_MARGIN: Option<f64> = None;
}

/// What the shared test suites (the random-simulation battery, the golden playthroughs, the
/// documented actions) and `tavola replay` need of a game beyond its rules: checks on its hidden
/// state, probes, and its words for a playthrough. Every game of the list implements it.
pub trait Audit: Game {
    /// Every kind of action, by its tag in records (`"pass"`, `"buy"`, …): the random players
    /// of the battery must play each, and `docs/records.md` must show an example of each.
    const ACTION_KINDS: &'static [&'static str];

    /// The kind of `action`, one of [`Audit::ACTION_KINDS`].
    fn action_kind(action: &Self::Action) -> &'static str;

    /// Every component accounted for and every structural invariant holds.
    fn check_invariants(&self) -> Result<(), String>;

    /// The same game with everything hidden reshuffled (stack order, deck order, which cards
    /// each hand holds, hand sizes kept): its public view must not change.
    fn reshuffle_hidden<R: Rng + ?Sized>(&self, rng: &mut R) -> Self;

    /// Any well-formed action, legal or not, for probing that illegal ones are refused.
    fn arbitrary_action<R: Rng + ?Sized>(&self, rng: &mut R) -> Self::Action;

    /// Whether `action` is among `seat`'s choices, or stands for one of them (see
    /// [`Game::choices`]: e.g. a payment other than the one offered): an action the rules accept
    /// must be offered.
    fn is_offered(&self, seat: Seat, action: &Self::Action) -> bool {
        self.choices(seat).contains(action)
    }

    /// What a golden playthrough shows before the first action, from the game as set up (e.g.
    /// the hands dealt): lines ending in a newline. Nothing by default.
    fn describe_start(&self) -> String {
        String::new()
    }

    /// The options the shared suites play the game with, each named: the battery and the
    /// render limits spread their games over them, and each has its own golden playthroughs
    /// (the default options, named "", first). Only the default options by default.
    fn option_sets() -> Vec<(&'static str, Self::Options)> {
        vec![("", Self::Options::default())]
    }

    /// What a golden playthrough shows of the finished game: the standings and whatever else a
    /// reviewer should see change (e.g. points by category), lines ending in a newline.
    fn describe_end(&self) -> String;
}

/// The end of a game: one standing per seat, in seat order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct Outcome {
    pub standings: Vec<Standing>,
    /// Whether a tie on points for first place was broken by the game's tie-breaks.
    pub decided_by_tie_break: bool,
}

/// One seat's result. Records and databases written before `tie_breaks` hold a single
/// `tie_break` (a number or `null`); it is still read, as the list of that one number (or none).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(try_from = "StandingFields")]
pub struct Standing {
    pub seat: Seat,
    pub score: i32,
    /// What separates seats equal on points, most important first, compared in that order;
    /// empty where the game has no tie-break.
    pub tie_breaks: Vec<i32>,
    /// 1 for the winner(s); tied seats share a rank.
    pub rank: u8,
}

/// A standing as read: `tie_breaks`, or the single `tie_break` of the older format.
#[derive(serde::Deserialize)]
struct StandingFields {
    seat: Seat,
    score: i32,
    #[serde(default)]
    tie_breaks: Option<Vec<i32>>,
    #[serde(default)]
    tie_break: Option<i32>,
    rank: u8,
}

impl TryFrom<StandingFields> for Standing {
    type Error = &'static str;

    fn try_from(f: StandingFields) -> Result<Standing, Self::Error> {
        let tie_breaks = match (f.tie_breaks, f.tie_break) {
            (Some(_), Some(_)) => return Err("a standing has both `tie_breaks` and `tie_break`"),
            (Some(list), None) => list,
            (None, old) => old.into_iter().collect(),
        };
        Ok(Standing {
            seat: f.seat,
            score: f.score,
            tie_breaks,
            rank: f.rank,
        })
    }
}

impl Outcome {
    /// Ranks seats by score, then by their tie-breaks compared in order (most important first);
    /// equal on all of them means a shared rank. `scores` holds each seat's score and
    /// tie-breaks, in seat order.
    pub fn ranked(scores: &[(i32, Vec<i32>)]) -> Outcome {
        let key = |i: usize| (scores[i].0, scores[i].1.as_slice());
        let standings = (0..scores.len())
            .map(|i| Standing {
                seat: Seat(i as u8),
                score: scores[i].0,
                tie_breaks: scores[i].1.clone(),
                rank: 1 + (0..scores.len()).filter(|&j| key(j) > key(i)).count() as u8,
            })
            .collect::<Vec<_>>();
        let best = scores.iter().map(|s| s.0).max().unwrap_or(0);
        let tied_on_points = scores.iter().filter(|s| s.0 == best).count();
        let winners = standings.iter().filter(|s| s.rank == 1).count();
        Outcome {
            decided_by_tie_break: tied_on_points > 1 && winners < tied_on_points,
            standings,
        }
    }

    pub fn winners(&self) -> SeatSet {
        self.standings
            .iter()
            .filter(|s| s.rank == 1)
            .map(|s| s.seat)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranking_breaks_ties_and_shares_what_stays_tied() {
        let o = Outcome::ranked(&[(10, vec![5]), (10, vec![9]), (3, vec![40])]);
        assert_eq!(
            o.standings.iter().map(|s| s.rank).collect::<Vec<_>>(),
            [2, 1, 3]
        );
        assert!(o.decided_by_tie_break);
        assert_eq!(o.winners(), SeatSet::from_iter([Seat(1)]));

        let shared = Outcome::ranked(&[(10, vec![9]), (10, vec![9]), (12, vec![0])]);
        assert_eq!(
            shared.standings.iter().map(|s| s.rank).collect::<Vec<_>>(),
            [2, 2, 1]
        );
        assert!(
            !shared.decided_by_tie_break,
            "the tie was not for first place"
        );

        let draw = Outcome::ranked(&[(7, vec![9]), (7, vec![9])]);
        assert_eq!(draw.winners().len(), 2);
        assert!(!draw.decided_by_tie_break);

        let none = Outcome::ranked(&[(7, vec![]), (7, vec![]), (2, vec![])]);
        assert_eq!(none.winners().len(), 2);
        assert!(!none.decided_by_tie_break);
    }

    #[test]
    fn tie_breaks_are_compared_in_order_most_important_first() {
        let o = Outcome::ranked(&[
            (10, vec![4, 1]),
            (10, vec![3, 9]),
            (10, vec![4, 2]),
            (10, vec![4, 2]),
        ]);
        assert_eq!(
            o.standings.iter().map(|s| s.rank).collect::<Vec<_>>(),
            [3, 4, 1, 1]
        );
        assert!(o.decided_by_tie_break, "two of four share the win");
        assert_eq!(o.standings[1].tie_breaks, [3, 9]);
    }

    #[test]
    fn an_outcome_of_the_older_format_is_read_and_the_new_one_written() {
        let old = r#"{"standings": [
            {"seat": 0, "score": 13, "tie_break": 21, "rank": 1},
            {"seat": 1, "score": 13, "tie_break": null, "rank": 2}
        ], "decided_by_tie_break": true}"#;
        let outcome: Outcome = serde_json::from_str(old).unwrap();
        assert_eq!(outcome.standings[0].tie_breaks, [21]);
        assert_eq!(outcome.standings[1].tie_breaks, Vec::<i32>::new());

        let written = serde_json::to_value(&outcome).unwrap();
        assert_eq!(
            written["standings"][0],
            serde_json::json!({"seat": 0, "score": 13, "tie_breaks": [21], "rank": 1})
        );
        let back: Outcome = serde_json::from_value(written).unwrap();
        assert_eq!(back, outcome);

        let without: Standing =
            serde_json::from_str(r#"{"seat": 2, "score": 5, "rank": 3}"#).unwrap();
        assert!(without.tie_breaks.is_empty());
        let both = r#"{"seat": 0, "score": 1, "tie_break": 2, "tie_breaks": [2], "rank": 1}"#;
        assert!(serde_json::from_str::<Standing>(both).is_err());
    }
}
