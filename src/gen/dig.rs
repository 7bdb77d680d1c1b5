//! Digging L-shaped corridors: the path, the test that it crosses room walls cleanly, and the
//! carving. Shared by the sibling, loop and hallway corridors.

use super::prefabs;
use crate::data::Tables;
use crate::world::{Corridor, CorridorKind, Grid, Ground, Level, Pos, Rect};

/// For each tile on the wall ring of a room, 1 + that room's index (0 elsewhere); which ring
/// tiles of prefabs are closed (a prefab with door marks is entered only there); and each
/// such prefab's doorways.
pub struct RingMap {
    rooms: Grid<u16>,
    closed: Grid<bool>,
    doorways: Vec<Vec<Doorway>>,
}

/// A door of a prefab with the tiles on either side: corridors step straight through it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Doorway {
    pub inside: Pos,
    pub door: Pos,
    pub outside: Pos,
}

/// One end of a corridor: the point its L runs to and, for a prefab with doors, the doorway
/// it steps through from inside the room to reach that point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct End {
    pub point: Pos,
    pub doorway: Option<Doorway>,
}

impl End {
    pub fn at(point: Pos) -> End {
        End {
            point,
            doorway: None,
        }
    }

    pub fn through(doorway: Doorway) -> End {
        End {
            point: doorway.outside,
            doorway: Some(doorway),
        }
    }
}

impl RingMap {
    pub fn new(level: &Level, tables: &Tables) -> Self {
        let mut rooms = Grid::new(level.width(), level.height(), 0);
        let mut closed = Grid::new(level.width(), level.height(), false);
        let mut doorways = vec![Vec::new(); level.layout.rooms.len()];
        let reach = reaches(level);
        for (i, room) in level.layout.rooms.iter().enumerate() {
            let ring = room.rect.grow(1);
            let mark = i as u16 + 1;
            for x in ring.x..=ring.right() {
                rooms[Pos::new(x, ring.y)] = mark;
                rooms[Pos::new(x, ring.bottom())] = mark;
            }
            for y in ring.y..=ring.bottom() {
                rooms[Pos::new(ring.x, y)] = mark;
                rooms[Pos::new(ring.right(), y)] = mark;
            }
            let Some(placement) = room.prefab else {
                continue;
            };
            let prefab = tables.prefabs.get(usize::from(placement.index));
            if let Some(doors) = prefabs::entrances(prefab, placement, room.rect) {
                for p in ring.positions().filter(|&p| room.rect.on_ring(p)) {
                    closed[p] = !doors.contains(&p);
                }
                doorways[i] = doors
                    .iter()
                    .map(|&door| doorway(room.rect, door))
                    .filter(|d| reach[room.quadrant as usize].contains(d.outside))
                    .collect();
            }
        }
        RingMap {
            rooms,
            closed,
            doorways,
        }
    }

    /// The doorways of a prefab with door marks; empty for any other room.
    pub fn doorways(&self, room: usize) -> &[Doorway] {
        &self.doorways[room]
    }

    /// Whether a prefab's ring tile is closed to corridors (a prefab with doors elsewhere).
    pub fn is_closed(&self, p: Pos) -> bool {
        self.closed[p]
    }

    /// The room whose wall ring holds `p`.
    pub fn room(&self, p: Pos) -> Option<usize> {
        match self.rooms[p] {
            0 => None,
            n => Some(n as usize - 1),
        }
    }
}

/// Per quadrant (in `Quadrant` order), where a corridor stepping out of a room's door may
/// run: inside the quadrant and off its edge rows and columns, as corridors between points
/// inside rooms always are. On an edge it could touch the next quadrant's corridors, or the
/// floor's border.
pub fn reaches(level: &Level) -> [Rect; 4] {
    let mut out = [Rect::default(); 4];
    for cell in level.layout.quadrant_cells() {
        if let Some(q) = cell.quadrant {
            out[q as usize] = cell.rect.grow(-1);
        }
    }
    out
}

/// The tile a door of `room`'s ring opens onto on either side.
pub fn doorway(room: Rect, door: Pos) -> Doorway {
    let (dx, dy) = if door.x < room.x {
        (-1, 0)
    } else if door.x > room.right() {
        (1, 0)
    } else if door.y < room.y {
        (0, -1)
    } else {
        (0, 1)
    };
    Doorway {
        inside: door.offset(-dx, -dy),
        door,
        outside: door.offset(dx, dy),
    }
}

/// The tiles from `a` to `b`: out through `a`'s doorway, an L from point to point bending
/// once (`horizontal_first` picks the elbow), and in through `b`'s doorway. Returns the bend.
pub fn corridor_path(a: End, b: End, horizontal_first: bool, path: &mut Vec<Pos>) -> Pos {
    path.clear();
    if let Some(d) = a.doorway {
        path.extend([d.inside, d.door]);
    }
    let (start, end) = (a.point, b.point);
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
    if let Some(d) = b.doorway {
        path.extend([d.door, d.inside]);
    }
    bend
}

/// Whether digging `path` would cross every room wall it meets straight through its middle:
/// never along a wall, never at a corner, never beside another doorway, and into a prefab only
/// at its doors; whether it stays on walkable tiles inside rooms (a prefab's pillars stay);
/// and, for a hallway, whether it never touches another hallway.
pub fn is_clean(level: &Level, rings: &RingMap, path: &[Pos], kind: CorridorKind) -> bool {
    first_fault(level, rings, path, kind).is_none()
}

/// The index of the first tile that keeps `path` from being clean ([`is_clean`]). Whether a
/// tile is at fault follows from it, the two tiles before it and the one after (and from
/// whether those exist), so any path that begins with the same tiles up to the one after
/// fails there too.
pub fn first_fault(
    level: &Level,
    rings: &RingMap,
    path: &[Pos],
    kind: CorridorKind,
) -> Option<usize> {
    (0..path.len()).find(|&i| !is_clean_at(level, rings, path, i, kind))
}

/// Whether the tile `at` of `path` keeps it clean, as [`is_clean`] says of every tile.
/// Inlined: the corridor searches ask it of every tile of thousands of paths.
#[inline(always)]
fn is_clean_at(
    level: &Level,
    rings: &RingMap,
    path: &[Pos],
    at: usize,
    kind: CorridorKind,
) -> bool {
    let p = path[at];
    // A path that turns back on itself (out of a door and straight in again) is no corridor.
    if at >= 2 && path[at - 2] == p {
        return false;
    }
    if level.layout.room_at(p).is_some() {
        return level.is_walkable(p);
    }
    if let Some(r) = rings.room(p) {
        let opened = level.walls[p].is_none();
        return !rings.closed[p]
            && crosses_straight(level, r, path, at)
            && (opened
                || !p
                    .neighbours4()
                    .iter()
                    .any(|&q| rings.room(q) == Some(r) && level.walls[q].is_none()));
    }
    !(kind == CorridorKind::Hallway && touches_hallway(level, p))
}

/// Whether a tile is hallway or has hallway beside it.
pub(super) fn touches_hallway(level: &Level, p: Pos) -> bool {
    // Row by row over the block inside the level: the corridor searches ask this of every
    // tile of every path they try.
    let (w, h) = (level.width(), level.height());
    let (left, right) = ((p.x - 1).max(0), (p.x + 1).min(w - 1));
    ((p.y - 1).max(0)..=(p.y + 1).min(h - 1))
        .any(|y| (left..=right).any(|x| level.ground[Pos::new(x, y)] == Ground::Hallway))
}

/// Carves `path`: room floor is left alone, a room's wall crossed straight becomes a doorway
/// (recorded in the layout's doors), anything else becomes corridor or hallway ground. Only a
/// rough corridor (see `join`) runs along a wall or turns in it: those tiles open as corridor,
/// never as a row of doors.
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
        for (k, &p) in run.iter().enumerate() {
            if let Some(r) = rings.room(p) {
                let at = run_start + k;
                if level.walls[p].is_some() && crosses_straight(level, r, path, at) {
                    level.layout.doors.push(p);
                }
                // A torch or moss a designer hung on a prefab's wall goes with the wall.
                level.ornaments[p] = None;
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

/// Whether `path` passes through the ring tile `path[at]` of room `room` straight from its
/// floor to outside it (or back), away from the ring's corners.
fn crosses_straight(level: &Level, room: usize, path: &[Pos], at: usize) -> bool {
    let rect = level.layout.rooms[room].rect;
    let p = path[at];
    let (Some(&prev), Some(&next)) = (
        at.checked_sub(1).and_then(|i| path.get(i)),
        path.get(at + 1),
    ) else {
        return false;
    };
    let straight = prev.x - p.x == p.x - next.x && prev.y - p.y == p.y - next.y;
    straight && !rect.is_ring_corner(p) && rect.contains(prev) != rect.contains(next)
}
