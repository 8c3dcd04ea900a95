//! The names pictures draw seats by.

use super::fonts::{self, Face};
use super::style;

/// Seat `index`'s name as the title line says it: cut to under a quarter of the width, so what
/// the seat is to do (which may name a second seat) still fits after it.
pub(super) fn short_name(names: &[String], index: usize) -> String {
    fonts::fit(&seat_name(names, index), 180.0, style::BODY, Face::Bold)
}

/// The name drawn for seat `index`.
pub(super) fn seat_name(names: &[String], index: usize) -> String {
    match names.get(index) {
        Some(name) if !name.trim().is_empty() => name.trim().to_string(),
        _ => format!("Seat {}", index + 1),
    }
}
