//! The ids of the controls on a person's settings panel: `tv1:me:<verb>`. They belong to no
//! game: a click changes the settings of whoever clicks, so the id names nobody, and a panel
//! forwarded or clicked by another person only ever changes that person's own settings.

use super::super::ids::{BadId, MAX_LEN};

const PREFIX: &str = "tv1:me:";

/// A control of the settings panel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PersonalControl {
    /// The select of time zones.
    Zone,
    /// The selects of the quiet hours' start and end.
    QuietFrom,
    QuietTo,
    /// The toggles.
    DmPings,
    HandDm,
    Digest,
    /// *End my vacation*.
    Back,
}

impl PersonalControl {
    const ALL: [PersonalControl; 7] = [
        PersonalControl::Zone,
        PersonalControl::QuietFrom,
        PersonalControl::QuietTo,
        PersonalControl::DmPings,
        PersonalControl::HandDm,
        PersonalControl::Digest,
        PersonalControl::Back,
    ];

    fn verb(self) -> &'static str {
        match self {
            PersonalControl::Zone => "tz",
            PersonalControl::QuietFrom => "qf",
            PersonalControl::QuietTo => "qt",
            PersonalControl::DmPings => "dmp",
            PersonalControl::HandDm => "hdm",
            PersonalControl::Digest => "dig",
            PersonalControl::Back => "back",
        }
    }

    /// Its id.
    pub fn id(self) -> String {
        let id = format!("{PREFIX}{}", self.verb());
        debug_assert!(id.len() <= MAX_LEN);
        id
    }

    /// The control `id` names, if it is one of the panel's: `None` for any other of Tavola's
    /// ids (a game's), `BadId` for one under the panel's prefix that is not exactly a control's.
    pub fn parse(id: &str) -> Option<Result<PersonalControl, BadId>> {
        let verb = id.strip_prefix(PREFIX)?;
        Some(
            Self::ALL
                .into_iter()
                .find(|c| c.verb() == verb)
                .ok_or(BadId),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::ids::WireId;

    #[test]
    fn every_control_reads_back_as_itself_and_nothing_near_it_is_read() {
        for control in PersonalControl::ALL {
            assert_eq!(PersonalControl::parse(&control.id()), Some(Ok(control)));
            // A game's id never reads as the panel's, nor the panel's as a game's.
            assert!(WireId::parse(&control.id()).is_err());
        }
        assert_eq!(PersonalControl::parse("tv1:me:tz:1"), Some(Err(BadId)));
        assert_eq!(PersonalControl::parse("tv1:me:"), Some(Err(BadId)));
        assert_eq!(PersonalControl::parse("tv1:me:TZ"), Some(Err(BadId)));
        assert_eq!(PersonalControl::parse("tv1:7:0:join"), None);
    }
}
