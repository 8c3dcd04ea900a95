//! The rule text's worked examples.
