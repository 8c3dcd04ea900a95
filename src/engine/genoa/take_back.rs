//! Which actions a player may take back.

use super::Genoa;
use super::action::Action;
use super::event::Event;
use crate::engine::{Irreversible, Seat};

pub(super) fn take_back(
    _before: &Genoa,
    _seat: Seat,
    _action: &Action,
    _after: &Genoa,
    _events: &[Event],
) -> Result<(), Irreversible> {
    Err(Irreversible::Revealed)
}
