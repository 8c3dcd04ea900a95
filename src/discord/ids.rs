//! Component ids: self-contained, so a button works after a restart and days later.
//!
//! `tv1:<game>:<version>:<verb>[:<arg>...]` — the game's id, the state version the component
//! was rendered for (a click on an older version is refused as stale), a verb and its
//! arguments. Every id is at most 100 characters, Discord's limit.
//!
//! A control is either one of the [`Shared`] controls every game has (Join, My hand, the votes,
//! …) or one of the game's own ([`GameControl`]), and the two never share a name: a game's verb
//! is written in a namespace of its own, `g.<verb>` (`tv1:7:12:g.pass`), while shared verbs are
//! written bare (`tv1:7:0:join`), as they always were. Ids written before games had that
//! namespace hold a game's verb bare (`tv1:7:12:pass`); boards posted then still work, since a
//! bare verb that is not a shared one is read as the game's. No game verb ever had a shared
//! verb's name, so the old ids read exactly as they did.

use std::fmt::{self, Debug};

use poise::serenity_prelude::{ComponentInteraction, ComponentInteractionDataKind};

use crate::engine::Seat;
use crate::store::GameId;

const PREFIX: &str = "tv1";
/// What marks a verb as the game's own.
const GAME_MARK: &str = "g.";
/// Discord's limit on a custom id.
pub const MAX_LEN: usize = 100;

/// A component's id: which game, the version it was rendered for, and the control.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ComponentId<C> {
    pub game: GameId,
    pub version: i64,
    pub control: Control<C>,
}

/// An id read before the router knows which game it belongs to: the game's control is still
/// words. The router reads it as the game's own type with [`ComponentId::typed`].
pub type WireId = ComponentId<Words>;

/// A shared control, or one of the game's (`C`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Control<C> {
    Shared(Shared),
    Game(C),
}

/// The controls every game has, handled by the shared flow.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shared {
    /// A lobby's buttons.
    Join,
    Leave,
    Start,
    Cancel,
    /// *My hand* on a board.
    Hand,
    /// A page of the history.
    Log {
        page: usize,
    },
    /// Under the final scores.
    Rematch,
    /// The vote to hand an absent seat to the program.
    Absent {
        seat: Seat,
    },
    /// The vote to abandon the game.
    Abandon,
    /// A lobby's select: add a computer player of the level chosen, or remove one.
    Computer,
    /// *Take back* the last action, on the board or on its confirmation.
    TakeBack,
}

/// One of a game's own controls: how it is written in an id, and read back.
pub trait GameControl: Sized + Clone + PartialEq + Debug + Send + Sync + 'static {
    /// Its verb (without the game's namespace mark).
    fn verb(&self) -> &str;

    /// Its arguments, each a word (`[A-Za-z0-9._-]+`).
    fn args(&self) -> Vec<String>;

    /// The control written as `verb` and `args`, or `None` if it is not one.
    fn parse(verb: &str, args: &[String]) -> Option<Self>;

    /// Its id on a message of `game` rendered at `version`.
    fn id(&self, game: GameId, version: i64) -> String {
        ComponentId {
            game,
            version,
            control: Control::Game(self.clone()),
        }
        .to_string()
    }
}

/// A game's control as words: a verb and its arguments, for reading an id before knowing its
/// game (the router, tests).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Words {
    pub verb: String,
    pub args: Vec<String>,
}

impl GameControl for Words {
    fn verb(&self) -> &str {
        &self.verb
    }

    fn args(&self) -> Vec<String> {
        self.args.clone()
    }

    fn parse(verb: &str, args: &[String]) -> Option<Words> {
        Some(Words {
            verb: verb.to_string(),
            args: args.to_vec(),
        })
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("this control is not one of Tavola's, or it was altered")]
pub struct BadId;

impl Shared {
    /// Its id on a message of `game` rendered at `version` (0 for messages that are not the
    /// board: they do not go stale).
    pub fn id(self, game: GameId, version: i64) -> String {
        ComponentId::<Words> {
            game,
            version,
            control: Control::Shared(self),
        }
        .to_string()
    }

    pub fn verb(self) -> &'static str {
        match self {
            Shared::Join => "join",
            Shared::Leave => "leave",
            Shared::Start => "start",
            Shared::Cancel => "cancel",
            Shared::Hand => "hand",
            Shared::Log { .. } => "log",
            Shared::Rematch => "rematch",
            Shared::Absent { .. } => "absent",
            Shared::Abandon => "abandon",
            Shared::Computer => "computer",
            Shared::TakeBack => "undo",
        }
    }

    fn args(self) -> Vec<String> {
        match self {
            Shared::Log { page } => vec![page.to_string()],
            Shared::Absent { seat } => vec![seat.0.to_string()],
            _ => Vec::new(),
        }
    }

    /// The shared control written as `verb` and `args`: `Ok(None)` if `verb` is not a shared
    /// one, an error if it is but its arguments are wrong (or are not as it writes them).
    fn parse(verb: &str, args: &[String]) -> Result<Option<Shared>, BadId> {
        let shared = Shared::parse_loosely(verb, args)?;
        match shared {
            Some(control) if control.args() != args => Err(BadId),
            _ => Ok(shared),
        }
    }

    fn parse_loosely(verb: &str, args: &[String]) -> Result<Option<Shared>, BadId> {
        fn one<T: std::str::FromStr>(args: &[String]) -> Result<T, BadId> {
            match args {
                [arg] => arg.parse().map_err(|_| BadId),
                _ => Err(BadId),
            }
        }
        let bare = |control: Shared| match args {
            [] => Ok(Some(control)),
            _ => Err(BadId),
        };
        match verb {
            "join" => bare(Shared::Join),
            "leave" => bare(Shared::Leave),
            "start" => bare(Shared::Start),
            "cancel" => bare(Shared::Cancel),
            "hand" => bare(Shared::Hand),
            "rematch" => bare(Shared::Rematch),
            "abandon" => bare(Shared::Abandon),
            "computer" => bare(Shared::Computer),
            "undo" => bare(Shared::TakeBack),
            "log" => Ok(Some(Shared::Log { page: one(args)? })),
            "absent" => Ok(Some(Shared::Absent {
                seat: Seat(one(args)?),
            })),
            _ => Ok(None),
        }
    }
}

impl<C: GameControl> Control<C> {
    /// The verb, without the game's namespace mark.
    pub fn verb(&self) -> &str {
        match self {
            Control::Shared(s) => s.verb(),
            Control::Game(c) => c.verb(),
        }
    }
}

impl<C: GameControl> ComponentId<C> {
    /// Reads an id completely, or refuses it: every part must be read, and read back as it is
    /// written — the id is exactly the one this control would be given (but for the game's
    /// namespace mark, which ids written before it lack). Trailing arguments, a number written
    /// with a sign or leading zeros, an argument a control's parser would read only in part:
    /// each is refused rather than read as something near it.
    pub fn parse(id: &str) -> Result<ComponentId<C>, BadId> {
        if id.len() > MAX_LEN {
            return Err(BadId);
        }
        let mut parts = id.split(':');
        if parts.next() != Some(PREFIX) {
            return Err(BadId);
        }
        let game = parts.next().and_then(number).ok_or(BadId)?;
        let version = parts
            .next()
            .and_then(number)
            .filter(|v| *v >= 0)
            .ok_or(BadId)?;
        let verb = parts.next().filter(|v| is_word(v)).ok_or(BadId)?;
        let args: Vec<String> = parts.map(str::to_string).collect();
        if args.iter().any(|a| !is_word(a)) {
            return Err(BadId);
        }
        let game_control = |verb: &str| match verb {
            "" => Err(BadId),
            verb => read_game_control::<C>(verb, &args).map(Control::Game),
        };
        let control = match verb.strip_prefix(GAME_MARK) {
            Some(verb) => game_control(verb)?,
            None => match Shared::parse(verb, &args)? {
                Some(shared) => Control::Shared(shared),
                // Written before game verbs had a namespace.
                None => game_control(verb)?,
            },
        };
        Ok(ComponentId {
            game: GameId(game),
            version,
            control,
        })
    }
}

impl WireId {
    /// The same id, its game control read as `C`.
    pub fn typed<C: GameControl>(&self) -> Result<ComponentId<C>, BadId> {
        let control = match &self.control {
            Control::Shared(s) => Control::Shared(*s),
            Control::Game(words) => Control::Game(read_game_control(&words.verb, &words.args)?),
        };
        Ok(ComponentId {
            game: self.game,
            version: self.version,
            control,
        })
    }
}

/// A game's control read from `verb` and `args`, only if it writes itself exactly so: a parser
/// that reads a prefix of an argument, or ignores one, does not make a near id pass.
fn read_game_control<C: GameControl>(verb: &str, args: &[String]) -> Result<C, BadId> {
    let control = C::parse(verb, args).ok_or(BadId)?;
    if control.verb() == verb && control.args() == args {
        Ok(control)
    } else {
        Err(BadId)
    }
}

/// A number as ids write them: decimal digits, no sign, no leading zero.
fn number(s: &str) -> Option<i64> {
    let canonical =
        !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) && (s == "0" || !s.starts_with('0'));
    canonical.then(|| s.parse().ok()).flatten()
}

/// The values chosen in a select, empty for a button: what a component sends besides its id.
pub fn values(c: &ComponentInteraction) -> &[String] {
    match &c.data.kind {
        ComponentInteractionDataKind::StringSelect { values } => values,
        _ => &[],
    }
}

fn is_word(s: &str) -> bool {
    !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-'))
}

impl<C: GameControl> fmt::Display for ComponentId<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{PREFIX}:{}:{}:", self.game.0, self.version)?;
        let args = match &self.control {
            Control::Shared(s) => {
                f.write_str(s.verb())?;
                s.args()
            }
            Control::Game(c) => {
                write!(f, "{GAME_MARK}{}", c.verb())?;
                c.args()
            }
        };
        for arg in &args {
            debug_assert!(is_word(arg), "{arg:?} is not a word");
            write!(f, ":{arg}")?;
        }
        Ok(())
    }
}

/// The id of `control` with junk after it, each way a tampered id could carry it: for tests
/// that every kind of control refuses them.
#[cfg(test)]
pub(crate) fn with_trailing_junk<C: GameControl>(control: &C) -> Vec<String> {
    let id = control.id(GameId(1), 100);
    let legacy = id.replacen(&format!(":{GAME_MARK}"), ":", 1);
    let mut out = Vec::new();
    for written in [&id, &legacy] {
        for junk in [":-1", ":x", ":", ":0:0", " ", "\n", "::"] {
            out.push(format!("{written}{junk}"));
        }
    }
    out
}

/// Asserts that every id of `with_trailing_junk` is refused, read directly as `C` or read
/// first as words and then as `C`, as the router does.
#[cfg(test)]
pub(crate) fn assert_junk_refused<C: GameControl>(controls: &[C]) {
    for control in controls {
        for bad in with_trailing_junk(control) {
            assert_eq!(ComponentId::<C>::parse(&bad), Err(BadId), "{bad:?}");
            let typed = WireId::parse(&bad).and_then(|wire| wire.typed::<C>());
            assert_eq!(typed, Err(BadId), "{bad:?}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game whose verbs take shared verbs' names.
    #[derive(Debug, Clone, PartialEq)]
    enum Clashing {
        Log,
        Join(u8),
    }

    impl GameControl for Clashing {
        fn verb(&self) -> &str {
            match self {
                Clashing::Log => "log",
                Clashing::Join(_) => "join",
            }
        }

        fn args(&self) -> Vec<String> {
            match self {
                Clashing::Log => Vec::new(),
                Clashing::Join(n) => vec![n.to_string()],
            }
        }

        fn parse(verb: &str, args: &[String]) -> Option<Clashing> {
            match (verb, args) {
                ("log", []) => Some(Clashing::Log),
                ("join", [n]) => n.parse().ok().map(Clashing::Join),
                _ => None,
            }
        }
    }

    fn parse(id: &str) -> Result<Control<Clashing>, BadId> {
        ComponentId::<Clashing>::parse(id).map(|id| id.control)
    }

    #[test]
    fn shared_ids_are_written_as_they_always_were() {
        for (control, text) in [
            (Shared::Join, "tv1:42:0:join"),
            (Shared::Leave, "tv1:42:0:leave"),
            (Shared::Start, "tv1:42:0:start"),
            (Shared::Cancel, "tv1:42:0:cancel"),
            (Shared::Hand, "tv1:42:0:hand"),
            (Shared::Log { page: 3 }, "tv1:42:0:log:3"),
            (Shared::Rematch, "tv1:42:0:rematch"),
            (Shared::Absent { seat: Seat(2) }, "tv1:42:0:absent:2"),
            (Shared::Abandon, "tv1:42:0:abandon"),
            (Shared::Computer, "tv1:42:0:computer"),
        ] {
            assert_eq!(control.id(GameId(42), 0), text);
            assert_eq!(parse(text), Ok(Control::Shared(control)), "{text}");
            assert_eq!(WireId::parse(text).unwrap().control.verb(), control.verb());
        }
    }

    #[test]
    fn a_game_control_named_like_a_shared_one_is_still_the_games() {
        let log = Clashing::Log.id(GameId(5), 9);
        assert_eq!(log, "tv1:5:9:g.log");
        assert_eq!(parse(&log), Ok(Control::Game(Clashing::Log)));
        let join = Clashing::Join(4).id(GameId(5), 9);
        assert_eq!(join, "tv1:5:9:g.join:4");
        assert_eq!(parse(&join), Ok(Control::Game(Clashing::Join(4))));
        // And the shared ones stay shared.
        assert_eq!(
            parse("tv1:5:0:log:2"),
            Ok(Control::Shared(Shared::Log { page: 2 }))
        );
        assert_eq!(parse("tv1:5:0:join"), Ok(Control::Shared(Shared::Join)));
        // A shared control's arguments are checked, not handed to the game.
        assert_eq!(parse("tv1:5:0:join:4"), Err(BadId));
    }

    #[test]
    fn the_router_reads_the_game_control_once_it_knows_the_game() {
        let wire = WireId::parse("tv1:5:9:g.join:4").unwrap();
        assert_eq!(
            wire.control,
            Control::Game(Words {
                verb: "join".into(),
                args: vec!["4".into()]
            })
        );
        assert_eq!(wire.control.verb(), "join");
        assert_eq!(
            wire.typed::<Clashing>(),
            Ok(ComponentId {
                game: GameId(5),
                version: 9,
                control: Control::Game(Clashing::Join(4))
            })
        );
        assert_eq!(wire.to_string(), "tv1:5:9:g.join:4");
        let legacy = WireId::parse("tv1:5:9:pick:red5").unwrap();
        assert_eq!(legacy.to_string(), "tv1:5:9:g.pick:red5");
        assert_eq!(legacy.typed::<Clashing>(), Err(BadId));
    }

    #[test]
    fn junk_after_a_shared_control_is_refused() {
        for control in [
            Shared::Join,
            Shared::Leave,
            Shared::Start,
            Shared::Cancel,
            Shared::Hand,
            Shared::Log { page: 3 },
            Shared::Rematch,
            Shared::Absent { seat: Seat(2) },
            Shared::Abandon,
            Shared::Computer,
            Shared::TakeBack,
        ] {
            let id = control.id(GameId(1), 100);
            for junk in [":-1", ":x", ":", ":0:0", " ", "::"] {
                let bad = format!("{id}{junk}");
                assert_eq!(WireId::parse(&bad), Err(BadId), "{bad:?}");
                assert_eq!(parse(&bad), Err(BadId), "{bad:?}");
            }
        }
    }

    #[test]
    fn junk_after_a_games_control_is_refused() {
        assert_junk_refused(&[Clashing::Log, Clashing::Join(4)]);
        // The case that used to pass as *pass*, read as words and as a game's control.
        let pass = WireId::parse("tv1:1:100:pass");
        assert!(pass.is_ok());
        assert_eq!(
            WireId::parse("tv1:1:100:pass:-1").and_then(|w| w.typed::<Clashing>()),
            Err(BadId)
        );
    }

    #[test]
    fn numbers_are_read_only_as_ids_write_them() {
        for bad in [
            "tv1:+1:100:join",
            "tv1:01:100:join",
            "tv1:1:+100:join",
            "tv1:1:0100:join",
            "tv1:1:00:join",
            "tv1:-1:0:join",
            "tv1:1:0:log:01",
            "tv1:1:0:log:-0",
            "tv1:1:0:absent:02",
            "tv1:5:9:g.join:04",
            "tv1:5:9:g.join:+4",
        ] {
            assert_eq!(parse(bad), Err(BadId), "{bad:?}");
        }
        assert_eq!(
            parse("tv1:1:0:log:0"),
            Ok(Control::Shared(Shared::Log { page: 0 }))
        );
        assert_eq!(
            ComponentId::<Clashing>::parse("tv1:10:0:join")
                .unwrap()
                .game,
            GameId(10)
        );
    }

    #[test]
    fn tampered_ids_are_refused() {
        for bad in [
            "",
            "tv2:1:1:pass",
            "tv1:x:1:pass",
            "tv1:1:-3:pass",
            "tv1:1:1",
            "tv1:1:1:",
            "tv1:1:1:pass:",
            "tv1:1:1:pa ss",
            "tv1:99999999999999999999:1:pass",
            "tv1:1:1:g.",
            "tv1:1:0:absent",
            "tv1:1:0:absent:x",
            "tv1:1:0:log:1:2",
            "tv1:1:0:hand:1",
        ] {
            assert_eq!(WireId::parse(bad), Err(BadId), "{bad:?}");
        }
        assert_eq!(
            WireId::parse(&format!("tv1:1:1:{}", "a".repeat(100))),
            Err(BadId)
        );
    }
}
