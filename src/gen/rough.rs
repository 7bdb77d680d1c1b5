//! The last resort of a join, when no clean L exists between two rooms: the shortest path from
//! one room's middle to the other's that crosses every room wall it meets straight through,
//! away from corners and other doorways, so each crossing is one door. Rooms on the way are
//! walked through (what blocks inside them is cleared by the join).

use std::collections::VecDeque;

use super::dig::RingMap;
use crate::world::{CorridorKind, Grid, Level, Pos};

/// Fills `path` with the tiles from `from` to `to`; false (path empty) when there is none. A
/// hallway keeps off the tiles beside another hallway, which it would join.
pub fn rough_path(
    level: &Level,
    rings: &RingMap,
    (from, to): (Pos, Pos),
    kind: CorridorKind,
    path: &mut Vec<Pos>,
) -> bool {
    path.clear();
    let (w, h) = (level.width(), level.height());
    let inner = |p: Pos| p.x > 0 && p.y > 0 && p.x < w - 1 && p.y < h - 1;
    // Each tile reached remembers the tile it was stepped from (a wall crossing is one step of
    // two tiles, remembered at the far side).
    let mut came: Grid<Option<Pos>> = Grid::new(w, h, None);
    let mut queue = VecDeque::from([from]);
    came[from] = Some(from);
    while let Some(u) = queue.pop_front() {
        if u == to {
            break;
        }
        for d in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
            let v = u.offset(d.0, d.1);
            if !inner(v) {
                continue;
            }
            let outdoors = level.layout.room_at(v).is_none();
            if kind == CorridorKind::Hallway && outdoors && super::dig::touches_hallway(level, v) {
                continue;
            }
            let next = match rings.room(v) {
                Some(r) if level.layout.room_at(v).is_none() => {
                    let far = v.offset(d.0, d.1);
                    let ok = inner(far)
                        && rings
                            .room(far)
                            .is_none_or(|_| level.layout.room_at(far).is_some())
                        && crosses_cleanly(level, rings, r, u, v, far);
                    if !ok {
                        continue;
                    }
                    far
                }
                _ => v,
            };
            if came[next].is_none() {
                came[next] = Some(u);
                queue.push_back(next);
            }
        }
    }
    if came[to].is_none() {
        return false;
    }
    let mut at = to;
    while at != from {
        path.push(at);
        let back = came[at].unwrap_or(from);
        // A crossing: put back the wall tile between.
        if (back.x - at.x).abs() + (back.y - at.y).abs() == 2 {
            path.push(Pos::new((back.x + at.x) / 2, (back.y + at.y) / 2));
        }
        at = back;
    }
    path.push(from);
    path.reverse();
    true
}

/// Whether stepping `near` → `wall` → `far` crosses room `room`'s wall as a door should: from
/// its floor to outside or back, not at a corner, not into a prefab's closed wall, and not beside
/// a doorway already opened in that wall.
fn crosses_cleanly(
    level: &Level,
    rings: &RingMap,
    room: usize,
    near: Pos,
    wall: Pos,
    far: Pos,
) -> bool {
    let rect = level.layout.rooms[room].rect;
    let beside_doorway = level.walls[wall].is_some()
        && wall
            .neighbours4()
            .iter()
            .any(|&q| rings.room(q) == Some(room) && level.walls[q].is_none());
    rect.contains(near) != rect.contains(far)
        && !rect.is_ring_corner(wall)
        && !rings.is_closed(wall)
        && !beside_doorway
}
