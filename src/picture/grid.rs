//! A grid of square cells drawn at a place: Princes' principality, Genoa's city.

use super::svg::{Paint, Svg};

/// Where a grid is drawn: its top-left corner and the side of a cell.
#[derive(Debug, Clone, Copy)]
pub(crate) struct GridAt {
    pub x: f32,
    pub y: f32,
    pub cell: f32,
}

impl GridAt {
    /// The side of a square grid of `cells` a side.
    pub fn side(self, cells: u8) -> f32 {
        self.cell * f32::from(cells)
    }

    pub fn at(self, (c, r): (i32, i32)) -> (f32, f32) {
        (self.x + c as f32 * self.cell, self.y + r as f32 * self.cell)
    }
}

/// The outline of a set of cells: every cell side not shared with another cell of the set.
pub(crate) fn outline(svg: &mut Svg, g: GridAt, cells: &[(i32, i32)], paint: Paint) {
    let has = |c: (i32, i32)| cells.contains(&c);
    for &(c, r) in cells {
        let (x, y) = g.at((c, r));
        let s = g.cell;
        if !has((c, r - 1)) {
            svg.line((x, y), (x + s, y), paint);
        }
        if !has((c, r + 1)) {
            svg.line((x, y + s), (x + s, y + s), paint);
        }
        if !has((c - 1, r)) {
            svg.line((x, y), (x, y + s), paint);
        }
        if !has((c + 1, r)) {
            svg.line((x + s, y), (x + s, y + s), paint);
        }
    }
}
