//! Every word a player reads, in their language.
//!
//! The words live in Fluent catalogues, `locales/<tag>/*.ftl`, compiled into the binary (no file
//! to ship); code names a message by its key and hands it its variables, and Fluent does the
//! plurals and each language's grammar. [`t!`](crate::t) is how code asks:
//!
//! ```
//! use tavola::lang::Lang;
//!
//! assert_eq!(tavola::t!(Lang::En, "seat", number = 2), "Seat 2");
//! assert_eq!(tavola::t!(Lang::De, "seat", number = 2), "Platz 2");
//! ```
//!
//! # Who reads which language
//!
//! What one person reads (an ephemeral answer, a picker, *My hand*, a DM, a reminder) is in that
//! person's Discord language, remembered from their latest interaction; what the table reads
//! (the board, its picture, pings, the final scores) is in the game's language, chosen with
//! `/play` (by default the server's). A language Tavola does not have reads as English.
//!
//! # Adding a language
//!
//! A third language is its catalogue folder (`locales/<tag>/`, every file of `locales/en-US/`
//! translated) and one line in the list below: its variant, its tag (the folder's name), its
//! own name, and the Discord locales it answers. The tests then hold it to the same keys and
//! variables as English and run every message and picture through Discord's limits in it.

mod pseudo;

use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt;
use std::sync::LazyLock;

use fluent_templates::LanguageIdentifier;
use fluent_templates::fluent_bundle::FluentValue;
use serde::{Deserialize, Serialize};

pub use pseudo::{PSEUDO_CLOSE, PSEUDO_OPEN, unsourced_words};

fluent_templates::static_loader! {
    static CATALOGUE = {
        locales: "./locales",
        fallback_language: "en-US",
        // Discord shows text as it is: Unicode isolation marks around each variable would
        // only cost characters out of its limits.
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

/// The list of languages: `Variant => "tag", "its own name", [Discord locales it answers],`.
macro_rules! languages {
    ($($V:ident => $tag:literal, $own:literal, [$($discord:literal),*],)*) => {
        /// A language Tavola speaks.
        #[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
        pub enum Lang {
            /// English: the fallback, and the language of every key's reference text.
            #[default]
            En,
            $($V,)*
            /// English, every message wrapped in `⟦…⟧` and lengthened: what tests run the
            /// games in to find a word that did not come from the catalogue, or a message that
            /// only fits in English. Not offered to players.
            Pseudo,
        }

        impl Lang {
            /// The languages players can choose, English first.
            pub const ALL: &[Lang] = &[Lang::En, $(Lang::$V,)*];

            /// Its catalogue's tag (a folder of `locales/`), e.g. `"de"`.
            pub fn tag(self) -> &'static str {
                match self {
                    Lang::En => "en-US",
                    $(Lang::$V => $tag,)*
                    Lang::Pseudo => "en-XA",
                }
            }

            /// Its name in itself, e.g. "Deutsch".
            pub fn own_name(self) -> &'static str {
                match self {
                    Lang::En => "English",
                    $(Lang::$V => $own,)*
                    Lang::Pseudo => "Pseudo",
                }
            }

            /// The Discord locales it answers (Discord's own codes).
            pub fn discord_locales(self) -> &'static [&'static str] {
                match self {
                    Lang::En => &["en-US", "en-GB"],
                    $(Lang::$V => &[$($discord),*],)*
                    Lang::Pseudo => &["en-XA"],
                }
            }
        }
    };
}

languages! {
    De => "de", "Deutsch", ["de"],
}

impl Lang {
    /// The language for a Discord locale (`"de"`, `"en-GB"`), or `None` for one Tavola does not
    /// speak.
    pub fn from_discord(locale: &str) -> Option<Lang> {
        Lang::ALL
            .iter()
            .chain(&[Lang::Pseudo])
            .copied()
            .find(|l| l.discord_locales().contains(&locale) || l.tag() == locale)
    }

    /// The language for a Discord locale, English for one Tavola does not speak.
    pub fn of_discord(locale: &str) -> Lang {
        Lang::from_discord(locale).unwrap_or_default()
    }

    /// Its catalogue's identifier, parsed once.
    fn id(self) -> &'static LanguageIdentifier {
        static IDS: LazyLock<Vec<LanguageIdentifier>> = LazyLock::new(|| {
            Lang::ALL
                .iter()
                .chain(&[Lang::Pseudo])
                .map(|l| l.tag().parse().expect("every tag is a language identifier"))
                .collect()
        });
        let index = Lang::ALL
            .iter()
            .position(|l| *l == self)
            .unwrap_or(Lang::ALL.len());
        &IDS[index]
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

/// Stored by its tag; a tag this build does not know (a language since removed) reads as
/// English, so a game is never lost for its language.
impl Serialize for Lang {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.tag())
    }
}

impl<'de> Deserialize<'de> for Lang {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Lang, D::Error> {
        let tag = Cow::<str>::deserialize(d)?;
        Ok(Lang::of_discord(&tag))
    }
}

/// A variable handed to a message: a number (Fluent picks its plural form) or a text.
pub type Arg<'a> = FluentValue<'a>;

/// The message `key` in `lang`, its variables filled in; what [`t!`](crate::t) calls.
///
/// A key the language lacks reads in English. A key English lacks, or a variable the message
/// wants and was not given, is a bug the tests must find: it panics in debug builds, and reads
/// as the key itself in a release build rather than leaving a player without an answer.
pub fn tr<'a>(
    lang: Lang,
    key: &str,
    args: impl IntoIterator<Item = (&'static str, Arg<'a>)>,
) -> String {
    let args: HashMap<Cow<'static, str>, Arg<'a>> = args
        .into_iter()
        .map(|(k, v)| (Cow::Borrowed(k), v))
        .collect();
    let args = (!args.is_empty()).then_some(&args);
    let source = if lang == Lang::Pseudo { Lang::En } else { lang };
    let found = CATALOGUE
        .lookup_single_language(source.id(), key, args)
        .or_else(|e| {
            if source == Lang::En {
                Err(e)
            } else {
                CATALOGUE.lookup_single_language(Lang::En.id(), key, args)
            }
        });
    match found {
        Ok(text) if lang == Lang::Pseudo => pseudo::wrap(&text),
        Ok(text) => text,
        Err(e) => {
            // The tests' builds stop here: a missing message is found before a player sees it.
            #[allow(clippy::manual_assert)]
            if cfg!(debug_assertions) {
                panic!("message {key:?}: {e:?}");
            }
            tracing::warn!(key, "a message the catalogue cannot say: {e:?}");
            key.to_string()
        }
    }
}

/// The message `key` in a language, with its variables: `t!(lang, "key")` or
/// `t!(lang, "key", name = value, …)`, each value a number or a text (`&str`, `String`).
#[macro_export]
macro_rules! t {
    ($lang:expr, $key:literal $(,)?) => {
        $crate::lang::tr($lang, $key, [])
    };
    ($lang:expr, $key:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::lang::tr(
            $lang,
            $key,
            [$((stringify!($name), $crate::lang::Arg::from($value))),+],
        )
    };
}

#[cfg(test)]
mod tests;
