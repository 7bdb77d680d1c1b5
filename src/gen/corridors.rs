//! Stage: bottom-up over the BSP tree inside each quadrant, every pair of sibling cells is
//! joined by an L-shaped corridor between a room of each side; then a data-driven share of
//! extra loop corridors inside each quadrant.
//!
//! On large floors both stay near: a join between two big halves only draws among the rooms
//! of each half that face the other, and a loop joins rooms of a small subtree. Corridors
//! drawn between far rooms are long and mostly rejected (they cross other rooms' walls), so
//! drawing them made the stage grow faster than the floor.

use super::dig::RingMap;
use super::join::join;
use super::lottery::round_randomly;
use crate::world::PortableRng;
use crate::world::{CorridorKind, Layout, Level, Quadrant, Rect};

pub fn join_siblings(level: &mut Level, rings: &RingMap, rng: &mut fastrand::Rng) {
    let mut path = Vec::new();
    // Children always come after their parent, so walking backwards is bottom-up.
    for index in (0..level.layout.cells.len()).rev() {
        let cell = &level.layout.cells[index];
        let (Some(_), Some([left, right])) = (cell.quadrant, cell.children) else {
            continue;
        };
        let from = facing(level, rooms_under(&level.layout, left), right);
        let to = facing(level, rooms_under(&level.layout, right), left);
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

/// Sides of a join with more rooms than this draw among their [`FACING`] rooms nearest the
/// other side. Smaller ones (every join of an 80×50 floor) draw among all their rooms.
const FACING: usize = 8;

/// Quadrants with more rooms than this join a loop's first room to one of the rooms of its
/// smallest enclosing subtree holding [`FACING`] rooms; smaller ones, to any of theirs.
const LOCAL_LOOPS: usize = 16;

/// The rooms of `rooms` a corridor to the cell `other` should start from: all of them, or
/// for a big side the [`FACING`] nearest that cell (ties by index, so the draw is repeatable).
fn facing(level: &Level, mut rooms: Vec<usize>, other: usize) -> Vec<usize> {
    if rooms.len() <= FACING {
        return rooms;
    }
    let target = level.layout.cells[other].rect;
    let key = |&r: &usize| (gap(level.layout.rooms[r].rect, target), r);
    rooms.select_nth_unstable_by_key(FACING - 1, key);
    rooms.truncate(FACING);
    rooms.sort_unstable_by_key(key);
    rooms
}

/// The gap between two rectangles, in tiles along x plus along y.
fn gap(a: Rect, b: Rect) -> i32 {
    let dx = (b.x - a.right()).max(a.x - b.right()).max(0);
    let dy = (b.y - a.bottom()).max(a.y - b.bottom()).max(0);
    dx + dy
}

/// Adds `loop_share × rooms` extra corridors (rounded randomly) between random pairs of
/// rooms of the same quadrant, never between quadrants; in a big quadrant, between rooms of
/// a small subtree of it.
pub fn add_loops(level: &mut Level, rings: &RingMap, loop_share: f64, rng: &mut fastrand::Rng) {
    let mut path = Vec::new();
    let parents = parents(&level.layout);
    for quadrant in Quadrant::ROUTE {
        let rooms = rooms_of(&level.layout, quadrant);
        if rooms.len() < 2 {
            continue;
        }
        for _ in 0..round_randomly(loop_share * rooms.len() as f64, rng) {
            let a = rooms[rng.index(rooms.len())];
            let near = (rooms.len() > LOCAL_LOOPS).then(|| neighbourhood(level, &parents, a));
            let pool = near.as_deref().unwrap_or(&rooms);
            let b = loop {
                let b = pool[rng.index(pool.len())];
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

/// Each cell's parent (`usize::MAX` for the root).
fn parents(layout: &Layout) -> Vec<usize> {
    let mut parents = vec![usize::MAX; layout.cells.len()];
    for (i, cell) in layout.cells.iter().enumerate() {
        for child in cell.children.into_iter().flatten() {
            parents[child] = i;
        }
    }
    parents
}

/// The rooms under the smallest cell above `room`'s that holds at least [`FACING`] rooms, or
/// under its quadrant's cell if that is smaller. Holds `room` and another one.
fn neighbourhood(level: &Level, parents: &[usize], room: usize) -> Vec<usize> {
    let layout = &level.layout;
    let mut cell = layout.rooms[room].cell;
    loop {
        let parent = parents[cell];
        let top = parent == usize::MAX || layout.cells[parent].quadrant.is_none();
        if top {
            return rooms_under(layout, cell);
        }
        cell = parent;
        let rooms = rooms_under(layout, cell);
        if rooms.len() >= FACING {
            return rooms;
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
