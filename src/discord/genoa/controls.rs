//! Genoa's own controls, and how each is written in a component id (after the game's namespace
//! mark, see `discord::ids`).
//!
//! Genoa's decisions are many and change with every offer, so its controls name no action:
//! *Act…* opens a picker of what the clicking seat may do now, and a choice in it is the
//! action's place in that list. The list is the engine's, at the version the picker was drawn
//! for; a picker drawn for an older version is refused as stale, so a place always means the
//! action it was shown as.

use crate::discord::ids::GameControl;

/// The selects on one page of the picker, and the choices each holds (Discord's limits: five
/// rows, one left for the page buttons; 25 options a select).
pub const SELECTS: usize = 4;
pub const PER_SELECT: usize = 25;
/// How many choices one page of the picker shows.
pub const PAGE: usize = SELECTS * PER_SELECT;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Control {
    /// On the board: open the picker of the clicking seat's choices.
    Act,
    /// In the picker: show page `n` (from 0).
    Page(usize),
    /// In the picker: select number `n` of a page (the number only keeps the selects' ids
    /// apart); the value chosen is the action's place in the list.
    Choose(usize),
}

impl GameControl for Control {
    fn verb(&self) -> &str {
        match self {
            Control::Act => "act",
            Control::Page(_) => "page",
            Control::Choose(_) => "choose",
        }
    }

    fn args(&self) -> Vec<String> {
        match self {
            Control::Page(n) | Control::Choose(n) => vec![n.to_string()],
            Control::Act => Vec::new(),
        }
    }

    fn parse(verb: &str, args: &[String]) -> Option<Control> {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        Some(match (verb, args.as_slice()) {
            ("act", []) => Control::Act,
            ("page", [n]) => Control::Page(n.parse().ok().filter(|n| *n < 1000)?),
            ("choose", [n]) => Control::Choose(n.parse().ok().filter(|n| *n < SELECTS)?),
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_control_reads_back_as_written_and_nothing_else_reads() {
        for c in [
            Control::Act,
            Control::Page(0),
            Control::Page(7),
            Control::Choose(3),
        ] {
            assert_eq!(
                Control::parse(c.verb(), &c.args()),
                Some(c.clone()),
                "{c:?}"
            );
        }
        assert_eq!(Control::parse("page", &["x".into()]), None);
        assert_eq!(Control::parse("page", &["5000".into()]), None);
        assert_eq!(Control::parse("act", &["1".into()]), None);
        assert_eq!(Control::parse("choose", &["4".into()]), None);
        assert_eq!(Control::parse("choose", &[]), None);
        assert_eq!(Control::parse("bid", &[]), None);
    }
}
