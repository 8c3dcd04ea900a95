//! The click handlers: each button or select the router hands on, judged and handed to the
//! table service in as few calls as it needs, and answered with what the table returned,
//! rendered ([`render`](super::render)). Nothing here is imported by the render or the outbound
//! side; the router alone calls in.

pub mod game;
pub mod lobby;
pub mod log;
pub mod rematch;
pub mod take_back;
pub mod vacation;
pub mod votes;
