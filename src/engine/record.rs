//! Game records: options, seats, seed and the actions in order, plus the result. Replaying a
//! record rebuilds the identical game; `docs/records.md` documents the format.

use serde::{Deserialize, Serialize};

use super::{Game, Outcome, Seat};

/// The version of the record format; readers refuse other versions.
pub const FORMAT: u32 = 1;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Record<G: Game> {
    pub format: u32,
    pub game: String,
    pub options: G::Options,
    pub seats: Vec<SeatInfo>,
    pub seed: u64,
    pub actions: Vec<Step<G>>,
    /// The outcome, once the game is over.
    pub result: Option<Outcome>,
}

/// Who sat in a seat. Names are for people reading the record; the rules never see them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatInfo {
    pub name: String,
}

/// One accepted action.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Step<G: Game> {
    pub seat: Seat,
    pub action: G::Action,
}

/// What went wrong replaying a record; `step` counts actions from 1.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ReplayError {
    #[error("format {0} is not supported (this build reads format {FORMAT})")]
    Format(u32),
    #[error("the record is for {found}, not {expected}")]
    WrongGame {
        expected: &'static str,
        found: String,
    },
    #[error("setup failed: {0}")]
    Setup(#[from] super::SetupError),
    #[error("step {step}: {seat} may not act: {reason}")]
    Illegal {
        step: usize,
        seat: Seat,
        reason: String,
    },
    #[error(
        "the stored result differs from the replayed one: stored {stored}, replayed {replayed}"
    )]
    ResultMismatch { stored: String, replayed: String },
    #[error("step {step} is past the end: the record has {steps} actions (steps 0 to {steps})")]
    PastTheEnd { step: usize, steps: usize },
}

impl<G: Game> Record<G> {
    /// An empty record for a new game.
    pub fn new(options: G::Options, seats: Vec<SeatInfo>, seed: u64) -> Self {
        Record {
            format: FORMAT,
            game: G::NAME.to_string(),
            options,
            seats,
            seed,
            actions: Vec::new(),
            result: None,
        }
    }

    /// Seats named "Seat 1", "Seat 2", ...
    pub fn anonymous_seats(players: u8) -> Vec<SeatInfo> {
        (1..=players)
            .map(|i| SeatInfo {
                name: format!("Seat {i}"),
            })
            .collect()
    }

    /// The game as set up, before any action.
    pub fn start(&self) -> Result<G, ReplayError> {
        if self.format != FORMAT {
            return Err(ReplayError::Format(self.format));
        }
        if self.game != G::NAME {
            return Err(ReplayError::WrongGame {
                expected: G::NAME,
                found: self.game.clone(),
            });
        }
        Ok(G::setup(&self.options, self.seats.len() as u8, self.seed)?)
    }

    /// The game after its first `step` actions (0: as set up), as a replay or a page shows
    /// that moment; the result is not checked, the record need not go that far.
    pub fn state_after(&self, step: usize) -> Result<G, ReplayError> {
        let actions = self.actions.get(..step).ok_or(ReplayError::PastTheEnd {
            step,
            steps: self.actions.len(),
        })?;
        let mut game = self.start()?;
        for (i, action) in actions.iter().enumerate() {
            applied(&mut game, i + 1, action)?;
        }
        Ok(game)
    }

    /// Replays every action, calling `after_step(step, state, events)` after each, and checks
    /// the stored result against the replayed one.
    pub fn replay(
        &self,
        mut after_step: impl FnMut(usize, &Step<G>, &G, &[G::Event]),
    ) -> Result<G, ReplayError> {
        let mut game = self.start()?;
        for (i, step) in self.actions.iter().enumerate() {
            let events = applied(&mut game, i + 1, step)?;
            after_step(i + 1, step, &game, &events);
        }
        let replayed = game.outcome();
        if replayed != self.result {
            let show = |o: &Option<Outcome>| match o {
                Some(o) => format!(
                    "{:?}",
                    o.standings.iter().map(|s| s.score).collect::<Vec<_>>()
                ),
                None => "unfinished".to_string(),
            };
            return Err(ReplayError::ResultMismatch {
                stored: show(&self.result),
                replayed: show(&replayed),
            });
        }
        Ok(game)
    }
}

/// Applies the `number`th action (from 1) to `game`, as the record says it was taken.
fn applied<G: Game>(
    game: &mut G,
    number: usize,
    step: &Step<G>,
) -> Result<Vec<G::Event>, ReplayError> {
    game.apply(step.seat, &step.action)
        .map_err(|e| ReplayError::Illegal {
            step: number,
            seat: step.seat,
            reason: e.to_string(),
        })
}
