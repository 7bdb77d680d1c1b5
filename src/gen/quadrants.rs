//! Stage: the floor's rectangle split evenly into halves `a | b`, then each half into the
//! four quadrants `aa` (top-left), `ab` (bottom-left), `ba` (top-right), `bb` (bottom-right).

use crate::world::{Cell, Layout, Quadrant, Rect};

pub fn split_quadrants(layout: &mut Layout, width: i32, height: i32) {
    let half_w = width / 2;
    let half_h = height / 2;
    let cell = |label: &str, rect: Rect, quadrant: Option<Quadrant>| Cell {
        label: label.to_string(),
        rect,
        quadrant,
        children: None,
        room: None,
    };
    layout.cells.clear();
    layout.cells.extend([
        Cell {
            children: Some([1, 2]),
            ..cell("", Rect::new(0, 0, width, height), None)
        },
        Cell {
            children: Some([3, 4]),
            ..cell("a", Rect::new(0, 0, half_w, height), None)
        },
        Cell {
            children: Some([5, 6]),
            ..cell("b", Rect::new(half_w, 0, width - half_w, height), None)
        },
        cell("aa", Rect::new(0, 0, half_w, half_h), Some(Quadrant::AA)),
        cell(
            "ab",
            Rect::new(0, half_h, half_w, height - half_h),
            Some(Quadrant::AB),
        ),
        cell(
            "ba",
            Rect::new(half_w, 0, width - half_w, half_h),
            Some(Quadrant::BA),
        ),
        cell(
            "bb",
            Rect::new(half_w, half_h, width - half_w, height - half_h),
            Some(Quadrant::BB),
        ),
    ]);
}
