//! Positions for rule tests.
