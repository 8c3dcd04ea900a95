//! The Princes of Florence (Richard Ulrich & Wolfgang Kramer, 2000) for 2–5 players, with the
//! Muse & Princess expansion.

pub mod components;
pub mod principality;
