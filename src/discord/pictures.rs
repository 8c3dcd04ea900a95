//! Pictures on Discord: what a message's picture is drawn from, and the drawing itself, done
//! after the interaction has its answer and off the async threads.
//!
//! A [`Drawing`] holds the view it draws (never the state) and the seats' owners; the names on
//! the picture are read when it is drawn (by the notifier, from the names players were last
//! seen by). The board's
//! picture is not a drawing made at the move: the board painter ([`super::notify`]) draws the
//! game as it stands when it edits the board, so a board's text and picture always agree.

use std::fmt;
use std::sync::{Arc, Mutex, OnceLock};

use mini_moka::sync::Cache;

use tracing::warn;

use super::message::{Attachment, clip, limits};
use crate::engine::{Game, Seat};
use crate::lang::Lang;
use crate::picture::{Picture, PictureError, Pictured, ScoreHistory};
use crate::store::GameId;
use crate::table::Snapshot;

/// Draws the picture and says what it shows (its alt text), both from the same view.
type Draw = Box<dyn FnOnce(&[String]) -> Result<(Picture, String), PictureError> + Send>;

/// A picture still to be drawn.
pub struct Drawing {
    file: &'static str,
    /// Each seat's owner, for the names drawn: `None` for the program.
    owners: Vec<Option<u64>>,
    /// What the picture is drawn from, written out (the file and the view, serialised): the
    /// same key with the same names draws the same picture, so it is drawn once. `None`: drawn
    /// each time.
    key: Option<Vec<u8>>,
    /// The language of its words, and of the names it gives seats it cannot name.
    lang: Lang,
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
    /// The board of `snap`, said in `words` (its alt text, from the same view), if the game
    /// is being played (or is over) and its table wants
    /// pictures.
    pub fn board<G: Pictured>(
        snap: &Snapshot<G>,
        words: fn(&G::PublicView, &[String], Lang) -> String,
    ) -> Option<Drawing> {
        let state = snap.state.as_ref().filter(|_| snap.settings.pictures)?;
        let view = state.public_view();
        let lang = snap.lang();
        Some(Drawing {
            file: file::BOARD,
            owners: owners(snap),
            key: key_of(file::BOARD, &view),
            lang,
            draw: Box::new(move |names| {
                Ok((
                    G::board_picture(&view, names, lang)?,
                    words(&view, names, lang),
                ))
            }),
        })
    }

    /// `seat`'s hand in `snap`, said in `words`, if its table wants pictures.
    pub fn hand<G: Pictured>(
        snap: &Snapshot<G>,
        seat: Seat,
        lang: Lang,
        words: fn(&G::PrivateView, GameId, &[String], Lang) -> String,
    ) -> Option<Drawing> {
        let state = snap.state.as_ref().filter(|_| snap.settings.pictures)?;
        let view = state.private_view(seat);
        let game = snap.game.id;
        Some(Drawing {
            file: file::HAND,
            owners: owners(snap),
            key: key_of(file::HAND, &view),
            lang,
            draw: Box::new(move |names| {
                Ok((
                    G::hand_picture(&view, names, lang)?,
                    words(&view, game, names, lang),
                ))
            }),
        })
    }

    /// The final scores of `snap`'s game, said in `words`, with the score of every seat after
    /// each action of
    /// `history`, if its table wants pictures.
    pub fn scores<G: Pictured>(
        snap: &Snapshot<G>,
        history: ScoreHistory,
        words: fn(&G::PublicView, &[String], Lang) -> String,
    ) -> Option<Drawing> {
        let state = snap.state.as_ref().filter(|_| snap.settings.pictures)?;
        let view = state.public_view();
        let lang = snap.lang();
        Some(Drawing {
            file: file::SCORES,
            owners: owners(snap),
            // Drawn once, at the end of a game.
            key: None,
            lang,
            draw: Box::new(move |names| {
                Ok((
                    G::scores_picture(&view, &history, names, lang)?,
                    words(&view, names, lang),
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
        let words = clip(words, limits::ATTACHMENT_DESCRIPTION);
        Drawing {
            file,
            owners: Vec::new(),
            key: None,
            lang: Lang::En,
            draw: Box::new(move |names| Ok((draw(names)?, words))),
        }
    }

    /// The same drawing, drawn once for `key` (what it is drawn from, written out) and the
    /// same names.
    #[must_use]
    pub fn drawn_once_for(mut self, key: Vec<u8>) -> Drawing {
        self.key = Some(key);
        self
    }

    /// The same drawing, naming the seats of `snap`'s game.
    #[must_use]
    pub fn for_owners<G: Game>(mut self, snap: &Snapshot<G>) -> Drawing {
        self.owners = owners(snap);
        self
    }

    /// The same drawing, for a reader of `lang` (a picker's preview, drawn for the one who
    /// clicked).
    #[must_use]
    pub fn in_lang(mut self, lang: Lang) -> Drawing {
        self.lang = lang;
        self
    }

    /// The language of the picture's words.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The file name the picture is attached as.
    pub fn file(&self) -> &'static str {
        self.file
    }

    /// Each seat's owner (`None` for the program), whose names the picture draws.
    pub fn owners(&self) -> &[Option<u64>] {
        &self.owners
    }

    /// Draws the picture with `names` (in seat order) on a picture thread, unless the same
    /// picture was drawn lately: then it is the one kept.
    pub async fn draw(self, names: Vec<String>) -> Result<Attachment, PictureError> {
        let lang = self.lang;
        let key = self.key.map(|mut key| {
            // The same view drawn in another language is another picture.
            key.push(0);
            key.extend_from_slice(lang.tag().as_bytes());
            for name in &names {
                key.push(0);
                key.extend_from_slice(name.as_bytes());
            }
            key
        });
        if let Some(kept) = key.as_ref().and_then(|k| kept().get(k)) {
            return Ok((*kept).clone());
        }
        let draw = self.draw;
        let (done, drawn) = tokio::sync::oneshot::channel();
        let job: Job = Box::new(move || {
            // The receiver is gone only if the bot stopped waiting: nobody needs the picture.
            let _ = done.send(draw(&names));
        });
        drawers()
            .send(job)
            .map_err(|_| PictureError::Svg("the picture threads have stopped".into()))?;
        let (picture, description) = drawn
            .await
            .map_err(|_| PictureError::Svg("a picture thread dropped a drawing".into()))??;
        let attachment = Attachment {
            name: self.file.to_string(),
            bytes: picture.bytes,
            description,
        };
        if let Some(key) = key {
            kept().insert(key, Arc::new(attachment.clone()));
        }
        Ok(attachment)
    }
}

/// The key of a picture drawn from `view` as `file`: the two written out. A view that cannot
/// be written (none should fail) is drawn each time.
fn key_of(file: &str, view: &impl serde::Serialize) -> Option<Vec<u8>> {
    let mut key = file.as_bytes().to_vec();
    key.push(0);
    serde_json::to_writer(&mut key, view).ok()?;
    Some(key)
}

/// How many bytes of pictures are kept for drawing again: some hundreds of boards and hands.
const KEPT_BYTES: u64 = 32 * 1024 * 1024;

/// The pictures drawn lately, by key, the least used dropped first past [`KEPT_BYTES`]. A
/// player who asks for their hand again, or clicks faster than the game moves, gets the
/// picture already drawn: one person's clicks cost no drawing while nothing changed.
fn kept() -> &'static Cache<Vec<u8>, Arc<Attachment>> {
    static KEPT: OnceLock<Cache<Vec<u8>, Arc<Attachment>>> = OnceLock::new();
    KEPT.get_or_init(|| {
        Cache::builder()
            .max_capacity(KEPT_BYTES)
            .weigher(|key: &Vec<u8>, picture: &Arc<Attachment>| {
                u32::try_from(key.len() + picture.bytes.len() + picture.description.len())
                    .unwrap_or(u32::MAX)
            })
            .build()
    })
}

type Job = Box<dyn FnOnce() + Send>;

/// The threads that draw pictures, one per core, started on first use. A board takes tens of
/// milliseconds of CPU; drawn on threads of lower priority, pictures take the cores only while
/// the threads answering clicks leave them idle, so a picture never delays an answer, and the
/// pictures of all games share every core the answers leave.
fn drawers() -> &'static std::sync::mpsc::Sender<Job> {
    static DRAWERS: OnceLock<std::sync::mpsc::Sender<Job>> = OnceLock::new();
    DRAWERS.get_or_init(|| {
        let (send, jobs) = std::sync::mpsc::channel::<Job>();
        let jobs = Arc::new(Mutex::new(jobs));
        let threads = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
        for i in 0..threads {
            let jobs = jobs.clone();
            let started = std::thread::Builder::new()
                .name(format!("tavola-pictures-{i}"))
                .spawn(move || {
                    lower_priority();
                    loop {
                        // The lock is held only to take a job, not while drawing it.
                        let job = jobs.lock().expect("picture jobs lock").recv();
                        match job {
                            Ok(job) => job(),
                            Err(_) => return,
                        }
                    }
                });
            if let Err(e) = started {
                warn!("a picture thread did not start: {e}");
            }
        }
        send
    })
}

/// Lowers the calling thread's priority (nice 10). On Linux the nice value is the thread's own,
/// so only the picture threads yield.
fn lower_priority() {
    #[cfg(target_os = "linux")]
    // SAFETY: setpriority only reads its arguments; `0` names the calling thread.
    unsafe {
        if libc::setpriority(libc::PRIO_PROCESS, 0, 10) != 0 {
            warn!("a picture thread keeps its priority");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    /// A drawing that counts in `drawn` each time it is really drawn.
    fn counting(drawn: &Arc<AtomicUsize>) -> Drawing {
        let drawn = drawn.clone();
        Drawing::answer(file::HAND, "a hand", move |names| {
            drawn.fetch_add(1, Ordering::SeqCst);
            crate::picture::raster::rasterise(
                &crate::picture::svg::Svg::new(
                    8.0 + names.len() as f32,
                    crate::picture::svg::Colour::WHITE,
                )
                .finish(8.0),
            )
        })
    }

    fn counted(key: &[u8], drawn: &Arc<AtomicUsize>) -> Drawing {
        counting(drawn).drawn_once_for(key.to_vec())
    }

    #[tokio::test]
    async fn a_picture_is_drawn_once_for_its_view_and_names_and_again_for_others() {
        let drawn = Arc::new(AtomicUsize::new(0));
        let names = || vec!["Anna".to_string(), "Bruno".to_string()];
        let key = format!("test-{}", rand::random::<u64>()).into_bytes();
        let first = counted(&key, &drawn).draw(names()).await.unwrap();
        let again = counted(&key, &drawn).draw(names()).await.unwrap();
        assert_eq!(drawn.load(Ordering::SeqCst), 1, "the kept picture is used");
        assert_eq!(first, again);
        assert_eq!(again.description, "a hand");
        counted(&key, &drawn)
            .draw(vec!["Anna".to_string(), "Bea".to_string()])
            .await
            .unwrap();
        assert_eq!(drawn.load(Ordering::SeqCst), 2, "other names, drawn again");
        let other = [key.as_slice(), b"x"].concat();
        counted(&other, &drawn).draw(names()).await.unwrap();
        assert_eq!(drawn.load(Ordering::SeqCst), 3, "another view, drawn again");
        counting(&drawn).draw(names()).await.unwrap();
        assert_eq!(drawn.load(Ordering::SeqCst), 4, "no key, drawn each time");
        counted(&key, &drawn)
            .in_lang(Lang::De)
            .draw(names())
            .await
            .unwrap();
        assert_eq!(
            drawn.load(Ordering::SeqCst),
            5,
            "another language, drawn again"
        );
    }
}
