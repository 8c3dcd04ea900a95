//! Pictures on Discord: what a message's picture is drawn from, and the drawing itself, done
//! after the interaction has its answer and off the async threads.
//!
//! A [`Drawing`] holds the view it draws (never the state) and the seats' owners; the names on
//! the picture are read when it is drawn (by the notifier, from the names players were last
//! seen by). The board's
//! picture is not a drawing made at the move: the board painter ([`super::notify`]) draws the
//! game as it stands when it edits the board, so a board's text and picture always agree.

use std::fmt;

use tracing::warn;

use super::alt_text;
use super::message::Attachment;
use super::ui::Ui;
use crate::engine::{Game, Seat};
use crate::picture::{Picture, PictureError, ScoreHistory};
use crate::table::Snapshot;

/// Draws the picture and says what it shows (its alt text), both from the same view.
type Draw = Box<dyn FnOnce(&[String]) -> Result<(Picture, String), PictureError> + Send>;

/// A picture still to be drawn.
pub struct Drawing {
    file: &'static str,
    /// Each seat's owner, for the names drawn: `None` for the program.
    owners: Vec<Option<u64>>,
    draw: Draw,
}

impl fmt::Debug for Drawing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Drawing")
            .field("file", &self.file)
            .field("owners", &self.owners)
            .finish_non_exhaustive()
    }
}

/// The file names pictures are attached as: the embed's image refers to its message's file.
pub mod file {
    pub const BOARD: &str = "board.webp";
    pub const HAND: &str = "hand.webp";
    pub const SCORES: &str = "scores.webp";
    pub const PREVIEW: &str = "preview.webp";
}

fn owners<G: Game>(snap: &Snapshot<G>) -> Vec<Option<u64>> {
    snap.seats.iter().map(|s| s.owner).collect()
}

impl Drawing {
    /// The board of `snap`, if the game is being played (or is over) and its table wants
    /// pictures.
    pub fn board<G: Ui>(snap: &Snapshot<G>) -> Option<Drawing> {
        let state = snap.state.as_ref().filter(|_| snap.settings.pictures)?;
        let view = state.public_view();
        Some(Drawing {
            file: file::BOARD,
            owners: owners(snap),
            draw: Box::new(move |names| {
                Ok((
                    G::board_picture(&view, names)?,
                    alt_text::board::<G>(&view, names),
                ))
            }),
        })
    }

    /// `seat`'s hand in `snap`, if its table wants pictures.
    pub fn hand<G: Ui>(snap: &Snapshot<G>, seat: Seat) -> Option<Drawing> {
        let state = snap.state.as_ref().filter(|_| snap.settings.pictures)?;
        let view = state.private_view(seat);
        let game = snap.game.id;
        Some(Drawing {
            file: file::HAND,
            owners: owners(snap),
            draw: Box::new(move |names| {
                Ok((
                    G::hand_picture(&view, names)?,
                    alt_text::hand::<G>(&view, game, names),
                ))
            }),
        })
    }

    /// The final scores of `snap`'s game, with the score of every seat after each action of
    /// `history`, if its table wants pictures.
    pub fn scores<G: Ui>(snap: &Snapshot<G>, history: ScoreHistory) -> Option<Drawing> {
        let state = snap.state.as_ref().filter(|_| snap.settings.pictures)?;
        let view = state.public_view();
        Some(Drawing {
            file: file::SCORES,
            owners: owners(snap),
            draw: Box::new(move |names| {
                Ok((
                    G::scores_picture(&view, &history, names)?,
                    alt_text::final_scores::<G>(&view, names),
                ))
            }),
        })
    }

    /// A picture for the answer to a click, drawn by `draw` from the views it holds and said
    /// in `words`; the seats' owners, for the names, are filled in by the shared flow
    /// ([`Drawing::for_owners`]).
    pub fn answer(
        file: &'static str,
        words: &str,
        draw: impl FnOnce(&[String]) -> Result<Picture, PictureError> + Send + 'static,
    ) -> Drawing {
        let words = alt_text::given(words);
        Drawing {
            file,
            owners: Vec::new(),
            draw: Box::new(move |names| Ok((draw(names)?, words))),
        }
    }

    /// The same drawing, naming the seats of `snap`'s game.
    #[must_use]
    pub fn for_owners<G: Game>(mut self, snap: &Snapshot<G>) -> Drawing {
        self.owners = owners(snap);
        self
    }

    /// The file name the picture is attached as.
    pub fn file(&self) -> &'static str {
        self.file
    }

    /// Each seat's owner (`None` for the program), whose names the picture draws.
    pub fn owners(&self) -> &[Option<u64>] {
        &self.owners
    }

    /// Draws the picture with `names` (in seat order) on the picture thread.
    pub async fn draw(self, names: Vec<String>) -> Result<Attachment, PictureError> {
        let draw = self.draw;
        let (done, drawn) = tokio::sync::oneshot::channel();
        let job: Job = Box::new(move || {
            // The receiver is gone only if the bot stopped waiting: nobody needs the picture.
            let _ = done.send(draw(&names));
        });
        drawer()
            .send(job)
            .map_err(|_| PictureError::Svg("the picture thread has stopped".into()))?;
        let (picture, description) = drawn
            .await
            .map_err(|_| PictureError::Svg("the picture thread dropped a drawing".into()))??;
        Ok(Attachment {
            name: self.file.to_string(),
            bytes: picture.bytes,
            description,
        })
    }
}

type Job = Box<dyn FnOnce() + Send>;

/// The one thread that draws pictures, started on first use. A board takes some milliseconds of
/// CPU; drawn one at a time on a thread of lower priority, pictures leave the other cores, and
/// the CPU whenever they need it, to the threads answering clicks, so a picture never delays an
/// answer. Pictures queue instead (a board every ~15 ms is plenty for a bot's channels).
fn drawer() -> &'static std::sync::mpsc::Sender<Job> {
    static DRAWER: std::sync::OnceLock<std::sync::mpsc::Sender<Job>> = std::sync::OnceLock::new();
    DRAWER.get_or_init(|| {
        let (send, jobs) = std::sync::mpsc::channel::<Job>();
        let started = std::thread::Builder::new()
            .name("tavola-pictures".into())
            .spawn(move || {
                lower_priority();
                for job in jobs {
                    job();
                }
            });
        if let Err(e) = started {
            warn!("the picture thread did not start, boards stay text: {e}");
        }
        send
    })
}

/// Lowers the calling thread's priority (nice 10). On Linux the nice value is the thread's own,
/// so only the picture thread yields.
fn lower_priority() {
    #[cfg(target_os = "linux")]
    // SAFETY: setpriority only reads its arguments; `0` names the calling thread.
    unsafe {
        if libc::setpriority(libc::PRIO_PROCESS, 0, 10) != 0 {
            warn!("the picture thread keeps its priority");
        }
    }
}
