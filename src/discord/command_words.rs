//! The slash commands in every language: each command's, option's and choice's name and
//! description read from the catalogue (`locales/*/commands.ftl`), English as the one Discord
//! falls back on and the others as its localisations, so a German client shows `/spielen`.
//!
//! A command's messages are keyed by its path: `command-play` (the name),
//! `command-play-description`, `command-play-remind_hours` and
//! `command-play-remind_hours-description` for an option, `command-play-level-strong` for a
//! choice; a subcommand's path is its parent's and its own (`command-game-board`). The games
//! `/play` offers are named by their titles (`game-<name>`).

use std::borrow::Cow;

use super::data::{Data, Error};
use crate::engine::GameKind;
use crate::lang::{Lang, tr};

type Command = poise::Command<std::sync::Arc<Data>, Error>;

/// The message `key` in `lang`, if the catalogue has it.
fn word(lang: Lang, key: &str) -> String {
    tr(lang, key, [])
}

/// Every Discord locale of every language but English, with its language.
fn localised() -> impl Iterator<Item = (&'static str, Lang)> {
    Lang::ALL[1..]
        .iter()
        .flat_map(|&l| l.discord_locales().iter().map(move |d| (*d, l)))
}

/// `commands` named and described from the catalogue, in English and in every other language.
pub fn localise(commands: &mut [Command]) {
    for command in commands {
        localise_command(command, "command");
    }
}

fn localise_command(command: &mut Command, parent: &str) {
    let path = format!("{parent}-{}", command.name);
    command.description = Some(word(Lang::En, &format!("{path}-description")).into());
    command.name_localizations = localised()
        .map(|(d, l)| (d.into(), word(l, &path).into()))
        .collect();
    command.description_localizations = localised()
        .map(|(d, l)| (d.into(), word(l, &format!("{path}-description")).into()))
        .collect();
    for p in &mut command.parameters {
        let key = format!("{path}-{}", p.name);
        p.description = Some(word(Lang::En, &format!("{key}-description")).into());
        p.name_localizations = localised()
            .map(|(d, l)| (d.into(), word(l, &key).into()))
            .collect();
        p.description_localizations = localised()
            .map(|(d, l)| (d.into(), word(l, &format!("{key}-description")).into()))
            .collect();
        let choices: Vec<poise::CommandParameterChoice> =
            p.choices.iter().map(|c| choice(c, &key)).collect();
        p.choices = Cow::Owned(choices);
    }
    for sub in &mut command.subcommands {
        localise_command(sub, &path);
    }
}

/// A choice named in every language: a game by its title there, a language by its own name
/// (the same in all), anything else from the catalogue.
fn choice(c: &poise::CommandParameterChoice, key: &str) -> poise::CommandParameterChoice {
    let name: &str = &c.name;
    let in_lang = |lang: Lang| -> Option<String> {
        if let Some(kind) = GameKind::ALL.into_iter().find(|k| k.title() == name) {
            return Some(super::names::game_title(kind, lang));
        }
        if Lang::ALL.iter().any(|l| l.own_name() == name) {
            return None;
        }
        Some(word(lang, &format!("{key}-{name}")))
    };
    poise::CommandParameterChoice {
        name: c.name.clone(),
        localizations: localised()
            .filter_map(|(d, l)| in_lang(l).map(|n| (d.into(), n.into())))
            .collect(),
        __non_exhaustive: (),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Discord's rule for a command's or option's name: 1–32 lowercase letters, digits, `-`
    /// or `_`.
    fn fits_name(name: &str) -> bool {
        (1..=32).contains(&name.chars().count())
            && name.chars().all(|c| {
                c == '-' || c == '_' || c.is_numeric() || (c.is_alphabetic() && !c.is_uppercase())
            })
    }

    fn fits_description(d: &str) -> bool {
        (1..=100).contains(&d.chars().count())
    }

    fn check(command: &Command, bad: &mut Vec<String>) {
        let mut all: Vec<(&str, &str)> = vec![("en", &command.name)];
        all.extend(command.name_localizations.iter().map(|(l, n)| (&**l, &**n)));
        for (l, n) in &all {
            if !fits_name(n) {
                bad.push(format!("{l}: /{} is named {n:?}", command.qualified_name));
            }
        }
        let descriptions = command
            .description
            .iter()
            .map(|d| &**d)
            .chain(command.description_localizations.iter().map(|(_, d)| &**d));
        for d in descriptions {
            if !fits_description(d) {
                bad.push(format!("/{}: description {d:?}", command.qualified_name));
            }
        }
        for p in &command.parameters {
            let names =
                std::iter::once(&*p.name).chain(p.name_localizations.iter().map(|(_, n)| &**n));
            for n in names {
                if !fits_name(n) {
                    bad.push(format!("/{} option {n:?}", command.qualified_name));
                }
            }
            let descriptions = p
                .description
                .iter()
                .map(|d| &**d)
                .chain(p.description_localizations.iter().map(|(_, d)| &**d));
            for d in descriptions {
                if !fits_description(d) {
                    bad.push(format!(
                        "/{} {}: description {d:?}",
                        command.qualified_name, p.name
                    ));
                }
            }
            for c in p.choices.iter() {
                for (_, n) in c.localizations.iter() {
                    if !fits_description(n) {
                        bad.push(format!(
                            "/{} {}: choice {n:?}",
                            command.qualified_name, p.name
                        ));
                    }
                }
            }
        }
        // Names are unique among a command's options, in every language.
        for (locale, _) in localised() {
            let mut seen = std::collections::HashSet::new();
            for p in &command.parameters {
                let n = p
                    .name_localizations
                    .iter()
                    .find(|(l, _)| l == locale)
                    .map_or(&*p.name, |(_, n)| &**n);
                if !seen.insert(n.to_string()) {
                    bad.push(format!(
                        "/{}: two options named {n:?} in {locale}",
                        command.qualified_name
                    ));
                }
            }
        }
        for sub in &command.subcommands {
            check(sub, bad);
        }
    }

    #[test]
    fn every_command_is_named_and_described_in_every_language_within_discords_rules() {
        let mut commands = crate::discord::commands::all();
        localise(&mut commands);
        let mut bad = Vec::new();
        for c in &commands {
            check(c, &mut bad);
        }
        assert!(bad.is_empty(), "{}", bad.join("\n"));
        let play = commands.iter().find(|c| c.name == "play").unwrap();
        let german = |pairs: &[(Cow<'static, str>, Cow<'static, str>)]| {
            pairs
                .iter()
                .find(|(l, _)| l == "de")
                .map(|(_, n)| n.to_string())
        };
        assert_eq!(german(&play.name_localizations).as_deref(), Some("spielen"));
        let game = &play.parameters[0];
        assert_eq!(
            german(&game.choices[2].localizations).as_deref(),
            Some("Die Fürsten von Florenz")
        );
    }
}
