//! Stage: bottom-up over the BSP tree inside each quadrant, every pair of sibling cells is
//! joined by an L-shaped corridor between a room of each side; then a data-driven share of
//! extra loop corridors inside each quadrant.

use super::dig::RingMap;
use super::join::join;
use super::lottery::round_randomly;
use crate::world::PortableRng;
use crate::world::{CorridorKind, Layout, Level, Quadrant};

pub fn join_siblings(level: &mut Level, rings: &RingMap, rng: &mut fastrand::Rng) {
    let mut path = Vec::new();
    // Children always come after their parent, so walking backwards is bottom-up.
    for index in (0..level.layout.cells.len()).rev() {
        let cell = &level.layout.cells[index];
        let (Some(_), Some([left, right])) = (cell.quadrant, cell.children) else {
            continue;
        };
        let from = rooms_under(&level.layout, left);
        let to = rooms_under(&level.layout, right);
        join(
            level,
            rings,
            (&from, &to),
            CorridorKind::Sibling,
            true,
            rng,
            &mut path,
        );
    }
}

/// Adds `loop_share × rooms` extra corridors (rounded randomly) between random pairs of
/// rooms of the same quadrant, never between quadrants.
pub fn add_loops(level: &mut Level, rings: &RingMap, loop_share: f64, rng: &mut fastrand::Rng) {
    let mut path = Vec::new();
    for quadrant in Quadrant::ROUTE {
        let rooms = rooms_of(&level.layout, quadrant);
        if rooms.len() < 2 {
            continue;
        }
        for _ in 0..round_randomly(loop_share * rooms.len() as f64, rng) {
            let a = rooms[rng.index(rooms.len())];
            let b = loop {
                let b = rooms[rng.index(rooms.len())];
                if b != a {
                    break b;
                }
            };
            // A loop that cannot be dug cleanly is simply left out.
            join(
                level,
                rings,
                (&[a], &[b]),
                CorridorKind::Loop,
                false,
                rng,
                &mut path,
            );
        }
    }
}

/// The rooms in the leaves under a cell.
pub fn rooms_under(layout: &Layout, cell: usize) -> Vec<usize> {
    let mut rooms = Vec::new();
    let mut stack = vec![cell];
    while let Some(i) = stack.pop() {
        match layout.cells[i].children {
            Some([a, b]) => stack.extend([b, a]),
            None => rooms.extend(layout.cells[i].room),
        }
    }
    rooms
}

pub fn rooms_of(layout: &Layout, quadrant: Quadrant) -> Vec<usize> {
    (0..layout.rooms.len())
        .filter(|&r| layout.rooms[r].quadrant == quadrant)
        .collect()
}
