//! Genoa's own controls, and how each is written in a component id (after the game's namespace
//! mark, see `discord::ids`).
//!
//! Genoa's decisions are many and change with every offer, so its controls name no action:
//! *Act…* opens a picker of what the clicking seat may do now, and a choice in it is the
//! action's place in that list. The list is the engine's, at the version the picker was drawn
//! for; a picker drawn for an older version is refused as stale, so a place always means the
//! action it was shown as.

use super::draft::{Draft, Side};
use crate::discord::ids::GameControl;
use crate::discord::message::limits;
use crate::engine::genoa::OfferId;

/// Past any list of choices the engine makes (a tampered id is refused before it is read).
const MAX_CHOICES: usize = 10_000;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Control {
    /// On the board: open the picker of the clicking seat's choices.
    Act,
    /// In the picker: show page `n` (from 0).
    Page(usize),
    /// In the picker: select number `n` of a page (the number only keeps the selects' ids
    /// apart); the value chosen is the action's place in the list.
    Choose(usize),
    /// In the picker: the button of the action at place `n` in the list.
    Pick(usize),
    /// In a hand: answer offer `n` (accept, decline) or withdraw one's own. These name the
    /// offer, not a place in a list, so they hold on any version while the offer stands.
    Accept(OfferId),
    Decline(OfferId),
    Withdraw(OfferId),
    /// In the offer builder, each carrying the whole draft it was drawn with: the select of
    /// what the maker gives, and of what he asks (the items chosen replace the side's);
    Give(Draft),
    Ask(Draft),
    /// a side's ducats moved by a step;
    Ducats(Side, i32, Draft),
    /// whether the recipient sees the faces of the cards given;
    Reveal(Draft),
    /// and sending the offer as drafted.
    Send(Draft),
}

/// The largest step a ducat button may carry (a tampered id is refused past it).
const MAX_STEP: i32 = 100;

impl GameControl for Control {
    fn verb(&self) -> &str {
        match self {
            Control::Act => "act",
            Control::Page(_) => "page",
            Control::Choose(_) => "choose",
            Control::Pick(_) => "pick",
            Control::Accept(_) => "accept",
            Control::Decline(_) => "decline",
            Control::Withdraw(_) => "withdraw",
            Control::Give(_) => "give",
            Control::Ask(_) => "ask",
            Control::Ducats(..) => "ducats",
            Control::Reveal(_) => "reveal",
            Control::Send(_) => "send",
        }
    }

    fn args(&self) -> Vec<String> {
        match self {
            Control::Page(n) | Control::Choose(n) | Control::Pick(n) => vec![n.to_string()],
            Control::Accept(n) | Control::Decline(n) | Control::Withdraw(n) => vec![n.to_string()],
            Control::Act => Vec::new(),
            Control::Give(d) | Control::Ask(d) | Control::Reveal(d) | Control::Send(d) => d.words(),
            Control::Ducats(side, step, d) => {
                let mut args = vec![format!("{}{step}", side.letter())];
                args.extend(d.words());
                args
            }
        }
    }

    fn parse(verb: &str, args: &[String]) -> Option<Control> {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        Some(match (verb, args.as_slice()) {
            ("act", []) => Control::Act,
            ("page", [n]) => Control::Page(n.parse().ok().filter(|n| *n < 1000)?),
            // A page holds at most one select a row.
            ("choose", [n]) => Control::Choose(n.parse().ok().filter(|n| *n < limits::ROWS)?),
            ("pick", [n]) => Control::Pick(n.parse().ok().filter(|n| *n < MAX_CHOICES)?),
            ("accept", [n]) => Control::Accept(n.parse().ok()?),
            ("decline", [n]) => Control::Decline(n.parse().ok()?),
            ("withdraw", [n]) => Control::Withdraw(n.parse().ok()?),
            ("give", words) => Control::Give(Draft::read(words)?),
            ("ask", words) => Control::Ask(Draft::read(words)?),
            ("reveal", words) => Control::Reveal(Draft::read(words)?),
            ("send", words) => Control::Send(Draft::read(words)?),
            ("ducats", [step, words @ ..]) => {
                let mut chars = step.chars();
                let side = Side::from_letter(chars.next()?)?;
                let step: i32 = chars.as_str().parse().ok()?;
                if step == 0 || step.abs() > MAX_STEP {
                    return None;
                }
                Control::Ducats(side, step, Draft::read(words)?)
            }
            _ => return None,
        })
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// The game's control a component id names; panics on any other id.
    pub(in crate::discord::genoa) fn control_of(id: &str) -> Control {
        let parsed = crate::discord::ids::ComponentId::<Control>::parse(id).unwrap();
        let crate::discord::ids::Control::Game(control) = parsed.control else {
            panic!("{id} is not a control of the game's")
        };
        control
    }

    #[test]
    fn every_control_reads_back_as_written_and_nothing_else_reads() {
        for c in [
            Control::Act,
            Control::Page(0),
            Control::Page(7),
            Control::Choose(3),
            Control::Pick(0),
            Control::Pick(412),
            Control::Accept(1),
            Control::Decline(65_535),
            Control::Withdraw(7),
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
        assert_eq!(Control::parse("choose", &["5".into()]), None);
        assert_eq!(Control::parse("pick", &["10000".into()]), None);
        assert_eq!(Control::parse("pick", &["-1".into()]), None);
        assert_eq!(Control::parse("accept", &["65536".into()]), None);
        assert_eq!(Control::parse("withdraw", &[]), None);
        assert_eq!(Control::parse("choose", &[]), None);
        assert_eq!(Control::parse("bid", &[]), None);
    }
}
