//! Which rooms and points a corridor joins: random draws first, then a systematic search
//! over the nearest pairs of rooms, and as a last resort a rough corridor. A prefab with doors
//! is left and entered through a doorway; any other room from a point inside it.

use super::dig::{carve, corridor_path, doorway, first_fault, is_clean, reaches, End, RingMap};
use super::refused_runs::{FirstRun, RefusedRuns};
use super::rough::rough_path;
use crate::world::PortableRng;
use crate::world::{CorridorKind, Ground, Level, Pos, Rect};

/// Joins a room of `from` to a room of `to` with a clean L and digs it; returns false, digging
/// nothing, when no clean L was found. Random draws of rooms, points and elbow come first;
/// when `thorough`, a systematic search over the nearest pairs of rooms follows.
pub fn join(
    level: &mut Level,
    rings: &RingMap,
    ends: (&[usize], &[usize]),
    kind: CorridorKind,
    thorough: bool,
    rng: &mut fastrand::Rng,
    path: &mut Vec<Pos>,
) -> bool {
    let (from, to) = ends;
    let attempts = if thorough { 24 } else { 6 };
    let rooms = &level.layout.rooms;
    // Hallways join rooms facing each other across the boundary, so they stay short and
    // leave room for the next hallway of the route.
    let rect_of = |room: usize| rooms[room].rect;
    let nearest = (kind == CorridorKind::Hallway).then(|| nearest_three(rect_of, from, to));
    let mut found = None;
    for _ in 0..attempts {
        let (a, b) = match &nearest {
            Some(pairs) => pairs[rng.index(pairs.len())],
            None => (from[rng.index(from.len())], to[rng.index(to.len())]),
        };
        let start = random_end(rooms[a].rect, rings, a, rng);
        let end = random_end(rooms[b].rect, rings, b, rng);
        let first = rng.bool();
        found = [first, !first].into_iter().find_map(|horizontal_first| {
            let bend = corridor_path(start, end, horizontal_first, path);
            is_clean(level, rings, path, kind).then_some(bend)
        });
        if found.is_some() {
            break;
        }
    }
    if found.is_none() && thorough {
        found = search_nearest_pairs(level, rings, from, to, kind, path);
    }
    match found {
        Some(bend) => {
            carve(level, rings, path, bend, kind);
            true
        }
        // Better a rough doorway than a floor cut in two.
        None if thorough => {
            let (a, b) = nearest_pairs(level, from, to)[0];
            let (start, end) = (walkable_middle(level, a), walkable_middle(level, b));
            let bend = if rough_path(level, rings, (start, end), kind, path) {
                path[path.len() / 2]
            } else {
                corridor_path(End::at(start), End::at(end), true, path)
            };
            clear_rooms_along(level, path);
            carve(level, rings, path, bend, kind);
            false
        }
        None => false,
    }
}

/// The walkable tile of a room nearest its middle (a prefab's middle may be a pillar).
fn walkable_middle(level: &Level, room: usize) -> Pos {
    let rect = level.layout.rooms[room].rect;
    let c = rect.center();
    rect.positions()
        .filter(|&p| level.is_walkable(p))
        .min_by_key(|&p| (p.x - c.x).abs() + (p.y - c.y).abs())
        .unwrap_or(c)
}

/// Clears what blocks a rough corridor inside the rooms it crosses, so it still connects.
fn clear_rooms_along(level: &mut Level, path: &[Pos]) {
    for &p in path {
        if level.layout.room_at(p).is_some() && !level.is_walkable(p) {
            level.walls[p] = None;
            if level.ground[p] == Ground::Rock {
                level.ground[p] = Ground::Room;
            }
        }
    }
}

/// A random end in a room: through one of a prefab's doorways, or any point of another room.
fn random_end(rect: Rect, rings: &RingMap, room: usize, rng: &mut fastrand::Rng) -> End {
    match rings.doorways(room) {
        [] => End::at(rect.random_pos(rng)),
        doorways => End::through(doorways[rng.index(doorways.len())]),
    }
}

/// Every pair of rooms, nearest first, with each room's search ends: slow, but it finds a
/// clean L wherever one is likely to exist. When none exists (a prefab's doors face away from
/// the other room), the nearest pairs are tried again with a straight step through a wall of
/// each room and an L between the steps.
fn search_nearest_pairs(
    level: &Level,
    rings: &RingMap,
    from: &[usize],
    to: &[usize],
    kind: CorridorKind,
    path: &mut Vec<Pos>,
) -> Option<Pos> {
    let pairs = nearest_pairs(level, from, to);
    let passes: [(usize, EndsOf); 2] = [(pairs.len(), search_ends), (STEPPED_PAIRS, stepped_ends)];
    for (count, ends) in passes {
        for &(a, b) in pairs.iter().take(count) {
            let ends_b = ends(level, rings, b);
            for &start in &ends(level, rings, a) {
                let mut refused = RefusedRuns::for_start(start);
                for &end in &ends_b {
                    for horizontal_first in [true, false] {
                        let run = FirstRun::of(start, end, horizontal_first);
                        if refused.covers(run) {
                            continue;
                        }
                        let bend = corridor_path(start, end, horizontal_first, path);
                        match first_fault(level, rings, path, kind) {
                            None => return Some(bend),
                            Some(at) => refused.note(run, at),
                        }
                    }
                }
            }
        }
    }
    None
}

/// The ends a search tries in a room.
type EndsOf = fn(&Level, &RingMap, usize) -> Vec<End>;

/// How many of the nearest pairs the stepped search tries.
const STEPPED_PAIRS: usize = 6;

/// The ends a search tries in a room: every doorway of a prefab with doors, else the points
/// of the room's middle row and column.
fn search_ends(level: &Level, rings: &RingMap, room: usize) -> Vec<End> {
    let rect = level.layout.rooms[room].rect;
    match rings.doorways(room) {
        [] => {
            let c = rect.center();
            (rect.x..=rect.right())
                .map(|x| End::at(Pos::new(x, c.y)))
                .chain((rect.y..=rect.bottom()).map(|y| End::at(Pos::new(c.x, y))))
                .collect()
        }
        doorways => doorways.iter().map(|&d| End::through(d)).collect(),
    }
}

/// A step through the wall for every doorway of a prefab with doors, else through every
/// tile of the ring but the corners.
fn stepped_ends(level: &Level, rings: &RingMap, room: usize) -> Vec<End> {
    let rect = level.layout.rooms[room].rect;
    let reach = reaches(level)[level.layout.rooms[room].quadrant as usize];
    match rings.doorways(room) {
        [] => rect
            .grow(1)
            .positions()
            .filter(|&p| rect.on_ring(p) && !rect.is_ring_corner(p))
            .map(|p| doorway(rect, p))
            .filter(|d| reach.contains(d.outside))
            .map(End::through)
            .collect(),
        doorways => doorways.iter().map(|&d| End::through(d)).collect(),
    }
}

/// The gap between two rooms' floors, in tiles along x plus along y.
fn gap(a: Rect, b: Rect) -> i32 {
    let dx = (b.x - a.right()).max(a.x - b.right()).max(0);
    let dy = (b.y - a.bottom()).max(a.y - b.bottom()).max(0);
    dx + dy
}

/// Every pair of a room of `from` and a room of `to`, the nearest first.
fn nearest_pairs(level: &Level, from: &[usize], to: &[usize]) -> Vec<(usize, usize)> {
    let rooms = &level.layout.rooms;
    let mut pairs: Vec<(i32, usize, usize)> = from
        .iter()
        .flat_map(|&a| {
            to.iter()
                .map(move |&b| (gap(rooms[a].rect, rooms[b].rect), a, b))
        })
        .collect();
    pairs.sort_unstable();
    pairs.into_iter().map(|(_, a, b)| (a, b)).collect()
}

/// The (up to) three nearest pairs, in one pass instead of a sort. A room of `from` is no
/// nearer any room of `to` than the box around them all, so rooms of `from` are tried by that
/// bound, nearest first, and the search stops once the bound passes the third pair's gap:
/// across a big floor's quadrants most pairs are never measured.
fn nearest_three(
    rect_of: impl Fn(usize) -> Rect,
    from: &[usize],
    to: &[usize],
) -> Vec<(usize, usize)> {
    let Some(around_to) = bounding_box(to.iter().map(|&b| rect_of(b))) else {
        return Vec::new();
    };
    let mut by_bound: Vec<(i32, usize)> = from
        .iter()
        .map(|&a| (gap(rect_of(a), around_to), a))
        .collect();
    by_bound.sort_unstable();
    let mut best: Vec<(i32, usize, usize)> = Vec::with_capacity(4);
    for (bound, a) in by_bound {
        if best.len() == 3 && bound > best[2].0 {
            break;
        }
        for &b in to {
            let entry = (gap(rect_of(a), rect_of(b)), a, b);
            if best.len() < 3 || entry < best[best.len() - 1] {
                let at = best.partition_point(|e| *e < entry);
                best.insert(at, entry);
                best.truncate(3);
            }
        }
    }
    best.into_iter().map(|(_, a, b)| (a, b)).collect()
}

/// The smallest rectangle holding all of `rects`, or `None` when there are none.
fn bounding_box(rects: impl Iterator<Item = Rect>) -> Option<Rect> {
    rects.reduce(|u, r| {
        let (x, y) = (u.x.min(r.x), u.y.min(r.y));
        let (right, bottom) = (u.right().max(r.right()), u.bottom().max(r.bottom()));
        Rect::new(x, y, right - x + 1, bottom - y + 1)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_three_nearest_pairs_are_those_of_a_full_sort() {
        let mut rng = fastrand::Rng::with_seed(7);
        for _ in 0..300 {
            let rects: Vec<Rect> = (0..rng.u32(1..40))
                .map(|_| {
                    Rect::new(
                        rng.i32(0..200),
                        rng.i32(0..200),
                        rng.i32(1..12),
                        rng.i32(1..12),
                    )
                })
                .collect();
            let split = rng.index(rects.len() + 1);
            let from: Vec<usize> = (0..split).collect();
            let to: Vec<usize> = (split..rects.len()).collect();
            let mut all: Vec<(i32, usize, usize)> = from
                .iter()
                .flat_map(|&a| to.iter().map(move |&b| (a, b)))
                .map(|(a, b)| (gap(rects[a], rects[b]), a, b))
                .collect();
            all.sort_unstable();
            let expected: Vec<(usize, usize)> =
                all.iter().take(3).map(|&(_, a, b)| (a, b)).collect();
            assert_eq!(nearest_three(|r| rects[r], &from, &to), expected);
        }
    }
}
