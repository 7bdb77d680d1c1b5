//! Stage: the up-stairs (or the dungeon's exit) in a room of `aa` and one down-stairs per
//! child floor in rooms of `ba`, each on an edge tile of its room (a room with stairs is
//! trapped with intent, and its exit lies on its edge).

use super::corridors::rooms_of;
use crate::world::PortableRng;
use crate::world::{Ground, Level, Portal, PortalKind, Pos, Quadrant};

/// What the stairs stage needs to know about the floor's place in the dungeon.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StairsPlan {
    /// `Exit` on the first floor, `Up` elsewhere.
    pub up: PortalKind,
    pub down_stairs: usize,
    /// Whether the floor holds the treasure the run is for (placed by the treasure stage).
    pub goal: bool,
}

/// Places the portals; returns the landing of the up-stairs, where a player arrives.
pub fn place_stairs(level: &mut Level, plan: StairsPlan, rng: &mut fastrand::Rng) -> Pos {
    let up = place_portal(level, Quadrant::AA, plan.up, &[], rng);
    let mut used_rooms = Vec::new();
    for _ in 0..plan.down_stairs {
        let down = place_portal(level, Quadrant::BA, PortalKind::Down, &used_rooms, rng);
        used_rooms.extend(level.layout.room_at(down.pos));
    }
    up.landing
}

fn place_portal(
    level: &mut Level,
    quadrant: Quadrant,
    kind: PortalKind,
    avoid_rooms: &[usize],
    rng: &mut fastrand::Rng,
) -> Portal {
    let pos = free_tile(level, quadrant, avoid_rooms, rng);
    let room = level.layout.room_at(pos);
    // One arrives beside the stairs, along the room's edge when possible: the landing is the
    // entry of a trapped room, and entries lie on the edge.
    let rect = room.map(|r| level.layout.rooms[r].rect);
    let beside = |q: &Pos| level.layout.room_at(*q) == room && is_free(level, *q);
    let on_edge = |q: &Pos| rect.is_some_and(|r| r.on_edge(*q));
    let neighbours = pos.neighbours8();
    let landing = (neighbours.iter().find(|q| beside(q) && on_edge(q)))
        .or_else(|| neighbours.iter().find(|q| beside(q)))
        .copied()
        .unwrap_or(pos);
    level.ground[pos] = match kind {
        PortalKind::Down => Ground::StairsDown,
        PortalKind::Up | PortalKind::Exit => Ground::StairsUp,
    };
    let portal = Portal {
        pos,
        kind,
        landing,
        to: None,
    };
    level.portals.push(portal);
    portal
}

/// A free edge tile of a room of the quadrant (see `is_free`); rooms in `avoid_rooms` only
/// if the quadrant has no other.
fn free_tile(
    level: &Level,
    quadrant: Quadrant,
    avoid_rooms: &[usize],
    rng: &mut fastrand::Rng,
) -> Pos {
    let rooms = rooms_of(&level.layout, quadrant);
    let preferred: Vec<usize> = rooms
        .iter()
        .copied()
        .filter(|r| !avoid_rooms.contains(r))
        .collect();
    let rooms = if preferred.is_empty() {
        rooms
    } else {
        preferred
    };
    for _ in 0..64 {
        let rect = level.layout.rooms[rooms[rng.index(rooms.len())]].rect;
        let p = rect.perimeter_tile(rng.i32(0..rect.perimeter_len()));
        if is_free(level, p) {
            return p;
        }
    }
    // Crowded rooms: the first free edge tile in order, else any free tile.
    let edges = |r: usize| {
        let rect = level.layout.rooms[r].rect;
        (0..rect.perimeter_len()).map(move |i| rect.perimeter_tile(i))
    };
    rooms
        .iter()
        .flat_map(|&r| edges(r))
        .find(|&p| is_free(level, p))
        .or_else(|| {
            rooms
                .iter()
                .flat_map(|&r| level.layout.rooms[r].rect.positions())
                .find(|&p| is_free(level, p))
        })
        .or_else(|| {
            rooms
                .iter()
                .flat_map(|&r| level.layout.rooms[r].rect.positions())
                .find(|&p| level.is_walkable(p) && !level.ground[p].is_stairs())
        })
        .unwrap_or_else(|| level.layout.rooms[rooms[0]].rect.center())
}

/// Room floor with nothing on it: no stairs, no landing, no item, no creature, and no
/// designer's wall tile of a prefab.
pub fn is_free(level: &Level, p: Pos) -> bool {
    level.ground[p] == Ground::Room
        && level.walls[p].is_none()
        && level.creatures.id_at(p).is_none()
        && level.items.is_empty_at(p)
        && !level.portals.iter().any(|portal| portal.landing == p)
}
