//! Shared test support: the random-simulation battery that every game passes.

pub mod battery;
