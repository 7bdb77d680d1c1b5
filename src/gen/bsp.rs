//! Stage: each quadrant split recursively, alternating axis, at a random point at least
//! `min_cell` from either edge; a cell stops splitting when a half would be smaller than that.

use crate::world::{Cell, Layout, Rect};

/// The smallest cell that can hold a 3×3 room: wall, 3 floor, wall, and a gap for corridors.
pub const SMALLEST_CELL: i32 = 6;

pub fn split_cells(layout: &mut Layout, min_cell: i32, rng: &mut fastrand::Rng) {
    let min_cell = min_cell.max(SMALLEST_CELL);
    let mut pending: Vec<usize> = (0..layout.cells.len())
        .filter(|&i| layout.cells[i].is_leaf())
        .rev()
        .collect();
    while let Some(index) = pending.pop() {
        let parent = &layout.cells[index];
        // Quadrants (two letters) came from a split along y, so they split along x next.
        let along_x = parent.label.len().is_multiple_of(2);
        let Some((first, second)) = split_rect(parent.rect, along_x, min_cell, rng) else {
            continue;
        };
        let first_index = layout.cells.len();
        let child = |suffix: char, rect: Rect| Cell {
            label: format!("{}{suffix}", parent.label),
            rect,
            quadrant: parent.quadrant,
            children: None,
            room: None,
        };
        let (a, b) = (child('a', first), child('b', second));
        layout.cells.push(a);
        layout.cells.push(b);
        layout.cells[index].children = Some([first_index, first_index + 1]);
        pending.push(first_index + 1);
        pending.push(first_index);
    }
}

/// Cuts a rectangle in two across the chosen axis, or `None` if a half would be too small.
fn split_rect(
    rect: Rect,
    along_x: bool,
    min: i32,
    rng: &mut fastrand::Rng,
) -> Option<(Rect, Rect)> {
    let length = if along_x { rect.w } else { rect.h };
    if length < 2 * min {
        return None;
    }
    let cut = rng.i32(min..=length - min);
    Some(if along_x {
        (
            Rect::new(rect.x, rect.y, cut, rect.h),
            Rect::new(rect.x + cut, rect.y, rect.w - cut, rect.h),
        )
    } else {
        (
            Rect::new(rect.x, rect.y, rect.w, cut),
            Rect::new(rect.x, rect.y + cut, rect.w, rect.h - cut),
        )
    })
}
