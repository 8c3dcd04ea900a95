//! The one list of the games Tavola hosts.
//!
//! A new game is its engine, picture and Discord folders, and one line in the list of
//! [`games!`](macro@crate::games) (the whole recipe, with the `mod` lines and the benchmarks
//! the compiler cannot reach, is in `docs/design.md`):
//!
//! - `src/engine/<module>/`: the type `<Variant>` implementing [`Game`](crate::engine::Game)
//!   (its rules, `NAME` for records, and `TITLE` read from the list) and
//!   [`Audit`](crate::engine::Audit) (what the shared test suites check), with the game's own
//!   rule tests beside its rules;
//! - `src/picture/<module>/`: its board, hand and scores drawn from the views (`Pictured`);
//! - `src/discord/<module>/`: its board, hand and controls (the Discord `Ui`);
//! - the line `<Variant> => <module>: "<title>",` below, the title being the game's name for
//!   players.
//!
//! Everything else follows from that line: [`GameKind`](crate::engine::GameKind) (its variants,
//! `ALL`, `name`, `title`, `from_name`), the dispatch [`with_game!`](crate::with_game), the
//! `/play` choices (`@titled`), `tavola simulate` and `tavola replay`, the benchmark groups, and the shared
//! test suites (the random-simulation battery, the golden playthroughs, the kept records and
//! the documented actions). The record documentation (`docs/records.md`) and the kept records
//! (`tests/records/<name>-<players>p-77.json`) are data the shared tests then ask for.
//!
//! # Expanding the list
//!
//! `games!(callback)` calls the macro `callback` with the list, each game as
//! `Variant => module: engine type,`, e.g.
//!
//! ```
//! macro_rules! names {
//!     ($($variant:ident => $module:ident: $game:ty,)*) => {
//!         [$(<$game as tavola::engine::Game>::NAME),*]
//!     };
//! }
//! assert_eq!(tavola::games!(names), ["palazzo", "alhambra", "princes", "genoa"]);
//! ```
//!
//! The engine type of `Variant => module` is `crate::engine::module::Variant`, its Discord
//! module `crate::discord::module`, its kind `GameKind::Variant`. The arms starting with `@`
//! are the crate's own expansions (`@game_kind` defines `GameKind`, `@with_game` is
//! [`with_game!`](crate::with_game), `@titled callback` hands `callback` each game as
//! `Variant: "title",`, for what must be written with the titles as literals, such as the
//! `/play` choices).

/// The list of games: see [the module docs](mod@crate::games).
#[macro_export]
macro_rules! games {
    // `GameKind`, its names and titles.
    ([$($V:ident => $m:ident: $title:literal,)*] @game_kind) => {
        /// The games Tavola knows, by the name records and commands use; in the order of
        /// the list in `src/games.rs`.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum GameKind {
            $($V,)*
        }

        impl GameKind {
            /// How many games there are.
            pub const COUNT: usize = [$(GameKind::$V),*].len();

            /// Every game, in the order of the list.
            pub const ALL: [GameKind; GameKind::COUNT] = [$(GameKind::$V),*];

            /// The short name used in records and on the command line, e.g. "palazzo".
            pub fn name(self) -> &'static str {
                match self {
                    $(GameKind::$V => <$crate::engine::$m::$V as $crate::engine::Game>::NAME,)*
                }
            }

            /// The name players read, e.g. "Palazzo": the game's
            /// [`Game::TITLE`]($crate::engine::Game::TITLE).
            pub const fn title(self) -> &'static str {
                match self {
                    $(GameKind::$V => $title,)*
                }
            }

            pub fn from_name(name: &str) -> Option<GameKind> {
                GameKind::ALL.into_iter().find(|k| k.name() == name)
            }
        }
    };

    // `with_game!`: one match arm per game, `$G` the engine type.
    ([$($V:ident => $m:ident: $title:literal,)*] @with_game ($kind:expr) $G:ident ($body:expr)) => {
        match $kind {
            $(
                $crate::engine::GameKind::$V => {
                    type $G = $crate::engine::$m::$V;
                    $body
                }
            )*
        }
    };

    // A macro handed each game's title, as a literal.
    ([$($V:ident => $m:ident: $title:literal,)*] @titled $callback:ident) => {
        $callback! { $($V: $title,)* }
    };

    // Any other macro, handed the list.
    ([$($V:ident => $m:ident: $title:literal,)*] $callback:ident) => {
        $callback! { $($V => $m: $crate::engine::$m::$V,)* }
    };

    // THE LIST: one line per game, `Variant => module: "title"`. Every expansion above starts
    // here.
    ($($how:tt)+) => {
        $crate::games! {
            [
                Palazzo => palazzo: "Palazzo",
                Alhambra => alhambra: "Alhambra",
                Princes => princes: "The Princes of Florence",
                Genoa => genoa: "Genoa",
            ]
            $($how)+
        }
    };
}

/// Runs `$body` with `$G` bound to the engine type of `$kind` (a
/// [`GameKind`](crate::engine::GameKind)): `with_game!(kind, G => simulate::<G>())`.
#[macro_export]
macro_rules! with_game {
    ($kind:expr, $G:ident => $body:expr) => {
        $crate::games!(@with_game ($kind) $G ($body))
    };
}

#[cfg(test)]
mod tests {
    use crate::engine::{Game, GameKind};

    #[test]
    fn every_game_is_found_by_its_name_and_dispatches_to_its_engine() {
        for kind in GameKind::ALL {
            assert_eq!(GameKind::from_name(kind.name()), Some(kind));
            let (name, title) = crate::with_game!(kind, G => (G::NAME, G::TITLE));
            assert_eq!((name, title), (kind.name(), kind.title()));
        }
        assert_eq!(GameKind::from_name("chess"), None);
    }

    #[test]
    fn names_and_titles_are_distinct() {
        let mut names: Vec<_> = GameKind::ALL.iter().map(|k| k.name()).collect();
        let mut titles: Vec<_> = GameKind::ALL.iter().map(|k| k.title()).collect();
        names.sort_unstable();
        names.dedup();
        titles.sort_unstable();
        titles.dedup();
        assert_eq!(names.len(), GameKind::COUNT);
        assert_eq!(titles.len(), GameKind::COUNT);
    }

    #[test]
    fn a_callback_is_handed_the_list_in_order() {
        macro_rules! kinds {
            ($($V:ident => $m:ident: $G:ty,)*) => {
                [$((GameKind::$V, stringify!($m), <$G as Game>::NAME)),*]
            };
        }
        let listed = crate::games!(kinds);
        assert_eq!(listed.map(|(k, _, _)| k), GameKind::ALL);
        assert_eq!(listed[0].1, "palazzo", "the module's name");
        for (kind, _, name) in listed {
            assert_eq!(kind.name(), name, "the engine type of {kind:?}");
        }
    }
}
