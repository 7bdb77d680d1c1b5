//! Stage 7: the up-stairs (or the dungeon's exit) in a room of `aa`, one down-stairs per child
//! floor in rooms of `ba`, and on the goal floor the treasure in `ba` too.

use super::corridors::rooms_of;
use crate::data::Tables;
use crate::world::{Ground, Level, Portal, PortalKind, Pos, Quadrant};

/// What the stairs stage needs to know about the floor's place in the dungeon.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StairsPlan {
    /// `Exit` on the first floor, `Up` elsewhere.
    pub up: PortalKind,
    pub down_stairs: usize,
    pub goal: bool,
}

/// Places the portals; returns the landing of the up-stairs, where a player arrives.
pub fn place_stairs(
    level: &mut Level,
    tables: &Tables,
    plan: StairsPlan,
    rng: &mut fastrand::Rng,
) -> Pos {
    let up = place_portal(level, Quadrant::AA, plan.up, &[], rng);
    let mut used_rooms = Vec::new();
    for _ in 0..plan.down_stairs {
        let down = place_portal(level, Quadrant::BA, PortalKind::Down, &used_rooms, rng);
        used_rooms.extend(level.layout.room_at(down.pos));
    }
    if plan.goal {
        if let Some(treasure) = tables.treasure() {
            let pos = free_tile(level, Quadrant::BA, &used_rooms, rng);
            level.items.drop_at(pos, treasure, 1);
        }
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
    let landing = pos
        .neighbours8()
        .into_iter()
        .find(|&q| level.layout.room_at(q) == room && is_free(level, q))
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

/// A tile of a room of the quadrant that holds no stairs, landing or item; rooms in
/// `avoid_rooms` only if the quadrant has no other.
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
        let rect = level.layout.rooms[rooms[rng.usize(..rooms.len())]].rect;
        let p = rect.random_pos(rng);
        if is_free(level, p) {
            return p;
        }
    }
    // Crowded rooms: take the first free tile in order.
    rooms
        .iter()
        .flat_map(|&r| level.layout.rooms[r].rect.positions())
        .find(|&p| is_free(level, p))
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
