//! Digging L-shaped corridors: the path, the test that it crosses room walls cleanly, and the
//! carving. Shared by the sibling, loop and hallway corridors.

use crate::world::{Corridor, CorridorKind, Grid, Ground, Level, Pos, Rect};

/// For each tile on the wall ring of a room, 1 + that room's index; 0 elsewhere.
pub struct RingMap(Grid<u16>);

impl RingMap {
    pub fn new(level: &Level) -> Self {
        let mut map = Grid::new(level.width(), level.height(), 0);
        for (i, room) in level.layout.rooms.iter().enumerate() {
            let ring = room.rect.grow(1);
            let mark = i as u16 + 1;
            for x in ring.x..=ring.right() {
                map[Pos::new(x, ring.y)] = mark;
                map[Pos::new(x, ring.bottom())] = mark;
            }
            for y in ring.y..=ring.bottom() {
                map[Pos::new(ring.x, y)] = mark;
                map[Pos::new(ring.right(), y)] = mark;
            }
        }
        RingMap(map)
    }

    fn room(&self, p: Pos) -> Option<usize> {
        match self.0[p] {
            0 => None,
            n => Some(n as usize - 1),
        }
    }
}

/// The tiles of an L from `start` to `end`, bending once; `horizontal_first` picks the elbow.
pub fn l_path(start: Pos, end: Pos, horizontal_first: bool, path: &mut Vec<Pos>) -> Pos {
    path.clear();
    let bend = if horizontal_first {
        Pos::new(end.x, start.y)
    } else {
        Pos::new(start.x, end.y)
    };
    let mut walk = |from: Pos, to: Pos| {
        let (dx, dy) = ((to.x - from.x).signum(), (to.y - from.y).signum());
        let mut p = from;
        while p != to {
            path.push(p);
            p = p.offset(dx, dy);
        }
    };
    walk(start, bend);
    walk(bend, end);
    path.push(end);
    bend
}

/// Whether digging `path` would cross every room wall it meets straight through its middle:
/// never along a wall, never at a corner, never beside another doorway; and, for a hallway,
/// never touching another hallway.
pub fn is_clean(level: &Level, rings: &RingMap, path: &[Pos], kind: CorridorKind) -> bool {
    let rooms = &level.layout.rooms;
    for (i, &p) in path.iter().enumerate() {
        if let Some(r) = rings.room(p) {
            let rect = rooms[r].rect;
            let (Some(&prev), Some(&next)) =
                (i.checked_sub(1).and_then(|j| path.get(j)), path.get(i + 1))
            else {
                return false;
            };
            let straight = prev.x - p.x == p.x - next.x && prev.y - p.y == p.y - next.y;
            if !straight || rect.is_ring_corner(p) || rect.contains(prev) == rect.contains(next) {
                return false;
            }
            let opened = level.walls[p].is_none();
            if !opened
                && p.neighbours4()
                    .iter()
                    .any(|&q| rings.room(q) == Some(r) && level.walls[q].is_none())
            {
                return false;
            }
        } else if kind == CorridorKind::Hallway && level.layout.room_at(p).is_none() {
            let touches = std::iter::once(p)
                .chain(p.neighbours8())
                .any(|q| level.ground.get(q) == Some(&Ground::Hallway));
            if touches {
                return false;
            }
        }
    }
    true
}

/// Carves `path`: room floor is left alone, a room's wall becomes a doorway (recorded in the
/// layout's doors), anything else becomes corridor or hallway ground.
pub fn carve(level: &mut Level, rings: &RingMap, path: &[Pos], bend: Pos, kind: CorridorKind) {
    // A hallway's L may pass through rooms on its way; only the run between rooms that leaves
    // one quadrant for the next is hallway, the others are ordinary corridor.
    let mut run_start = 0;
    while run_start < path.len() {
        if level.layout.room_at(path[run_start]).is_some() {
            run_start += 1;
            continue;
        }
        let run_len = path[run_start..]
            .iter()
            .position(|&p| level.layout.room_at(p).is_some())
            .unwrap_or(path.len() - run_start);
        let run = &path[run_start..run_start + run_len];
        let crosses =
            level.layout.quadrant_at(run[0]) != level.layout.quadrant_at(run[run_len - 1]);
        let ground = if kind == CorridorKind::Hallway && crosses {
            Ground::Hallway
        } else {
            Ground::Corridor
        };
        for &p in run {
            if rings.room(p).is_some() {
                if level.walls[p].is_some() {
                    level.layout.doors.push(p);
                }
                level.ground[p] = Ground::Corridor;
            } else if level.ground[p] != Ground::Hallway {
                level.ground[p] = ground;
            }
            level.walls[p] = None;
        }
        run_start += run_len;
    }
    level.layout.corridors.push(Corridor {
        start: path[0],
        bend,
        end: *path.last().unwrap_or(&bend),
        kind,
    });
}

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
    let nearest = (kind == CorridorKind::Hallway).then(|| nearest_three(level, from, to));
    let mut found = None;
    for _ in 0..attempts {
        let (a, b) = match &nearest {
            Some(pairs) => pairs[rng.usize(..pairs.len())],
            None => (from[rng.usize(..from.len())], to[rng.usize(..to.len())]),
        };
        let start = rooms[a].rect.random_pos(rng);
        let end = rooms[b].rect.random_pos(rng);
        let first = rng.bool();
        found = [first, !first].into_iter().find_map(|horizontal_first| {
            let bend = l_path(start, end, horizontal_first, path);
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
            let (start, end) = (rooms[a].rect.center(), rooms[b].rect.center());
            let bend = l_path(start, end, true, path);
            carve(level, rings, path, bend, kind);
            false
        }
        None => false,
    }
}

/// Every pair of rooms, nearest first, with the points of each room's middle row and column:
/// slow, but it finds a clean L wherever one is likely to exist.
fn search_nearest_pairs(
    level: &Level,
    rings: &RingMap,
    from: &[usize],
    to: &[usize],
    kind: CorridorKind,
    path: &mut Vec<Pos>,
) -> Option<Pos> {
    let rooms = &level.layout.rooms;
    let cross = |r: Rect| {
        let c = r.center();
        (r.x..=r.right())
            .map(move |x| Pos::new(x, c.y))
            .chain((r.y..=r.bottom()).map(move |y| Pos::new(c.x, y)))
    };
    for (a, b) in nearest_pairs(level, from, to) {
        for start in cross(rooms[a].rect) {
            for end in cross(rooms[b].rect) {
                for horizontal_first in [true, false] {
                    let bend = l_path(start, end, horizontal_first, path);
                    if is_clean(level, rings, path, kind) {
                        return Some(bend);
                    }
                }
            }
        }
    }
    None
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

/// The (up to) three nearest pairs, in one pass instead of a sort.
fn nearest_three(level: &Level, from: &[usize], to: &[usize]) -> Vec<(usize, usize)> {
    let rooms = &level.layout.rooms;
    let mut best: Vec<(i32, usize, usize)> = Vec::with_capacity(4);
    for &a in from {
        for &b in to {
            let entry = (gap(rooms[a].rect, rooms[b].rect), a, b);
            if best.len() < 3 || entry < best[best.len() - 1] {
                let at = best.partition_point(|e| *e < entry);
                best.insert(at, entry);
                best.truncate(3);
            }
        }
    }
    best.into_iter().map(|(_, a, b)| (a, b)).collect()
}
