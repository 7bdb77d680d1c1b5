//! Stage: which rooms are trapped with intent, their guards and their treasure (GAME.md §7).
//! Every room holding stairs is, and so is every room that draws a treasure hoard by its
//! `rooms.csv` `treasure` chance; on the goal floor a room of `ba` always holds the run's
//! treasure. For each, in order: its exits (the stairs, already on edge tiles), its entry (an
//! edge tile beside a door), its guards when it holds treasure, then its treasure (any free
//! tile but the entry).

use super::corridors::rooms_of;
use super::door_index::DoorIndex;
use super::stairs::is_free;
use crate::data::{ItemKind, Tables};
use crate::world::PortableRng;
use crate::world::{Item, Level, Pos, Quadrant, TrappedRoom};

pub fn place_treasure(
    level: &mut Level,
    tables: &Tables,
    request: &super::FloorRequest,
    arrival: Pos,
    rng: &mut fastrand::Rng,
) {
    let (depth, goal) = (request.depth, request.stairs.goal);
    // The run's treasure on the goal floor, else the floor's prize, in a room of `ba`.
    let special = if goal {
        tables.treasure().map(|t| Item::new(t, 1))
    } else {
        request.prize.map(|p| prize(tables, p))
    };
    let arrival_room = level.layout.room_at(arrival);
    let goal_room = special
        .is_some()
        .then(|| rooms_of(&level.layout, Quadrant::BA))
        .filter(|rooms| !rooms.is_empty())
        .map(|rooms| rooms[rng.index(rooms.len())]);
    let hoard = tables
        .items
        .iter()
        .position(|i| i.kind == ItemKind::Gold)
        .map(|i| crate::data::ItemId(i as u16));
    let doors = DoorIndex::new(&level.layout.doors);
    for room in 0..level.layout.rooms.len() {
        let rect = level.layout.rooms[room].rect;
        let exits: Vec<Pos> = level
            .portals
            .iter()
            .filter(|p| rect.contains(p.pos))
            .map(|p| p.pos)
            .collect();
        let is_goal = goal_room == Some(room);
        let chance = tables.room(level.layout.rooms[room].kind).treasure;
        let has_hoard = !is_goal && rng.f64() < chance;
        if exits.is_empty() && !is_goal && !has_hoard {
            continue;
        }
        let entry = entry_of(level, &doors, room, arrival, rng);
        let mut treasure = Vec::new();
        let item = if is_goal {
            special
        } else if has_hoard {
            hoard.map(|h| Item::new(h, 0))
        } else {
            None
        };
        if item.is_some() && arrival_room != Some(room) {
            super::guards::post_guards(level, tables, room, entry, depth, rng);
        }
        if let Some(item) = item {
            if let Some(p) = free_tile_but(level, room, entry, rng) {
                let count = if is_goal { 1 } else { rng.u32(12..=40) };
                level.items.drop_at(p, item.with_count(count));
                treasure.push(p);
            }
        }
        level.layout.trapped.push(TrappedRoom {
            room,
            entry,
            exits,
            treasure,
            levels: Vec::new(),
        });
    }
}

/// Where one enters a room: the arrival tile in the room one arrives in (when it lies on
/// the edge); else the edge tile just inside one of its doors; a room without doors is
/// entered anywhere along its edge.
fn entry_of(
    level: &Level,
    doors: &DoorIndex,
    room: usize,
    arrival: Pos,
    rng: &mut fastrand::Rng,
) -> Pos {
    let rect = level.layout.rooms[room].rect;
    if rect.on_edge(arrival) {
        return arrival;
    }
    let inside: Vec<Pos> = doors
        .within(&level.layout.doors, rect.grow(1))
        .iter()
        .filter(|&&d| rect.on_ring(d) && !rect.is_ring_corner(d))
        .flat_map(|d| d.neighbours4())
        .filter(|&q| rect.contains(q) && level.is_walkable(q))
        .collect();
    if !inside.is_empty() {
        return inside[rng.index(inside.len())];
    }
    let edge: Vec<Pos> = (0..rect.perimeter_len())
        .map(|i| rect.perimeter_tile(i))
        .filter(|&p| level.is_walkable(p))
        .collect();
    edge.get(rng.index(edge.len().max(1)))
        .copied()
        .unwrap_or(rect.center())
}

/// A free tile of the room other than `entry`, if any.
fn free_tile_but(level: &Level, room: usize, entry: Pos, rng: &mut fastrand::Rng) -> Option<Pos> {
    let rect = level.layout.rooms[room].rect;
    let ok = |p: Pos| p != entry && is_free(level, p) && !level.ground[p].is_stairs();
    (0..32)
        .map(|_| rect.random_pos(rng))
        .find(|&p| ok(p))
        .or_else(|| rect.positions().find(|&p| ok(p)))
}

/// How far from a tile where the player arrives (the start, a stairs landing, the landing
/// below a pit) a trap must lie at least, in tiles: more than this.
pub const ARRIVAL_CLEARANCE: i32 = 2;

/// Whether `p` lies within [`ARRIVAL_CLEARANCE`] of the floor's arrival or of a portal's
/// landing: no trap may greet the player on their first steps.
pub fn near_arrival(level: &Level, arrival: Pos, p: Pos) -> bool {
    arrival.chebyshev(p) <= ARRIVAL_CLEARANCE
        || level
            .portals
            .iter()
            .any(|portal| portal.landing.chebyshev(p) <= ARRIVAL_CLEARANCE)
}

/// A floor's prize: equipment comes +2 and known to be no curse.
fn prize(tables: &Tables, kind: crate::data::ItemId) -> Item {
    let mut item = Item::new(kind, 1);
    if tables.item(kind).equip.is_some() {
        item.enchantment = 2;
    }
    item
}
