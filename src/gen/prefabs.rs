//! Prefab rooms: the choice of a prefab that fits a cell and how it is laid (for the rooms
//! stage), and the `prefabs` stage, which puts each prefab's designed spawns on the level.

use super::caps::Census;
use super::dig::doorway;
use super::loot::make_item;
use super::lottery::pick_weighted;
use super::spawns::{choose_monster, spawn_monster};
use super::treasure::near_arrival;
use crate::data::prefab::{Orientation, Prefab, SpawnWhat};
use crate::data::{PrefabChoice, Tables};
use crate::world::{Ground, Level, Pos, PrefabPlacement, Rect, Trap};

/// A prefab named by `choice`, allowed at this difficulty and depth, laid in `cell` in one of
/// its orientations with at least one door a corridor can reach (opening inside `reach`: its
/// quadrant, off the floor's border); with the top-left corner of its ring. `None` when none
/// fits.
pub fn choose(
    tables: &Tables,
    choice: &PrefabChoice,
    (difficulty, depth): (u8, u32),
    cell: Rect,
    reach: Rect,
    rng: &mut fastrand::Rng,
) -> Option<(PrefabPlacement, Pos)> {
    let library = &tables.prefabs;
    let mut options: Vec<(usize, Vec<(Orientation, Rect)>)> = library
        .members(choice)
        .filter(|&i| library.get(i).rules.allows(difficulty, depth))
        .map(|i| (i, placements(library.get(i), cell, reach)))
        .filter(|(_, ways)| !ways.is_empty())
        .collect();
    let weights = options
        .iter()
        .enumerate()
        .map(|(k, (i, _))| (k, library.get(*i).rules.weight));
    let k = pick_weighted(weights, rng)?;
    let (index, ways) = options.swap_remove(k);
    let areas = ways.iter().map(|&(o, r)| ((o, r), f64::from(r.area())));
    let (orientation, corners) = pick_weighted(areas, rng)?;
    let placement = PrefabPlacement {
        index: index as u16,
        orientation,
    };
    Some((placement, corners.random_pos(rng)))
}

/// Where the prefab's ring corner may lie, per orientation that fits the cell (its last column
/// and row left free for corridors, as for every room): for each door, the corners that make
/// it open inside `reach` (for a prefab without doors, every corner).
fn placements(prefab: &Prefab, cell: Rect, reach: Rect) -> Vec<(Orientation, Rect)> {
    let mut out = Vec::new();
    for orientation in prefab.orientations().filter(|&o| prefab.fits(o, cell)) {
        let (w, h) = orientation.size(prefab.width(), prefab.height());
        let corners = Rect::new(cell.x, cell.y, cell.w - w, cell.h - h);
        if prefab.doors.is_empty() {
            out.push((orientation, corners));
            continue;
        }
        for &door in &prefab.doors {
            let q = orientation.apply(door, prefab.width(), prefab.height());
            let room = Rect::new(1, 1, w - 2, h - 2);
            let outside = doorway(room, q).outside;
            let opens = Rect::new(reach.x - outside.x, reach.y - outside.y, reach.w, reach.h);
            if let Some(r) = intersection(corners, opens) {
                out.push((orientation, r));
            }
        }
    }
    out
}

fn intersection(a: Rect, b: Rect) -> Option<Rect> {
    let (x, y) = (a.x.max(b.x), a.y.max(b.y));
    let (right, bottom) = (a.right().min(b.right()), a.bottom().min(b.bottom()));
    (right >= x && bottom >= y).then(|| Rect::new(x, y, right - x + 1, bottom - y + 1))
}

/// Where a tile of the prefab's map lies on the level, for a prefab laid in `room`.
pub fn placed(prefab: &Prefab, placement: PrefabPlacement, room: Rect, p: Pos) -> Pos {
    let q = placement
        .orientation
        .apply(p, prefab.width(), prefab.height());
    Pos::new(room.x - 1 + q.x, room.y - 1 + q.y)
}

/// Writes the prefab's tiles with its ring's corner at `corner`; returns the room's floor
/// area (inside the ring).
pub fn lay(
    level: &mut Level,
    prefab: &Prefab,
    placement: PrefabPlacement,
    corner: Pos,
    room_index: usize,
) -> Rect {
    let (w, h) = placement.orientation.size(prefab.width(), prefab.height());
    let rect = Rect::new(corner.x + 1, corner.y + 1, w - 2, h - 2);
    for (p, cell) in prefab.cells.iter() {
        let q = placed(prefab, placement, rect, p);
        level.ground[q] = cell.ground;
        level.walls[q] = cell.wall;
        level.ornaments[q] = cell.ornament;
        if rect.contains(q) {
            level.layout.room_map[q] = room_index as u16 + 1;
        }
    }
    rect
}

/// The ring tiles of a laid prefab where corridors may enter; `None` when any may be used.
pub fn entrances(prefab: &Prefab, placement: PrefabPlacement, room: Rect) -> Option<Vec<Pos>> {
    (!prefab.doors.is_empty()).then(|| {
        prefab
            .doors
            .iter()
            .map(|&d| placed(prefab, placement, room, d))
            .collect()
    })
}

/// The `prefabs` stage: each prefab room gets the spawns its designer drew, each with its
/// `chance`, on tiles still free after the stairs. The arrival room gets no monsters. A spawn
/// of any monster draws one that lives at `depth`; a named monster is placed as designed.
pub fn spawn_designed(
    level: &mut Level,
    tables: &Tables,
    depth: u32,
    arrival: Pos,
    rng: &mut fastrand::Rng,
) {
    let arrival_room = level.layout.room_at(arrival);
    let mut census = Census::of(tables, level, depth);
    for r in 0..level.layout.rooms.len() {
        let room = &level.layout.rooms[r];
        let (Some(placement), rect) = (room.prefab, room.rect) else {
            continue;
        };
        let prefab = tables.prefabs.get(usize::from(placement.index));
        for spawn in &prefab.spawns {
            // Every spawn draws its chance, so one spawn's outcome never shifts another's.
            if rng.f64() >= spawn.chance {
                continue;
            }
            let pos = placed(prefab, placement, rect, spawn.pos);
            if !is_open(level, pos) {
                continue;
            }
            match spawn.what {
                SpawnWhat::Monster(_) | SpawnWhat::AnyMonster | SpawnWhat::Guard
                    if arrival_room == Some(r) => {}
                SpawnWhat::Monster(kind) if level.creatures.id_at(pos).is_none() => {
                    spawn_monster(level, tables, kind, pos);
                    census.placed_monster(kind);
                }
                SpawnWhat::AnyMonster if level.creatures.id_at(pos).is_none() => {
                    if let Some(kind) = choose_monster(tables, (level, &census), r, rng) {
                        spawn_monster(level, tables, kind, pos);
                        census.placed_monster(kind);
                    }
                }
                SpawnWhat::Guard if level.creatures.id_at(pos).is_none() => {
                    let difficulty = level.layout.rooms[r].quadrant.difficulty();
                    if let Some(kind) = tables.guard_for(difficulty) {
                        spawn_monster(level, tables, kind, pos);
                    }
                }
                SpawnWhat::Item(item) if level.items.is_empty_at(pos) => {
                    level
                        .items
                        .drop_at(pos, crate::world::Item::new(item, spawn.count));
                    census.placed_item(item);
                }
                SpawnWhat::AnyItem if level.items.is_empty_at(pos) => {
                    if let Some(item) = make_item(tables, (level, &census), r, depth, rng) {
                        census.placed_item(item.kind);
                        level.items.drop_at(pos, item.with_count(spawn.count));
                    }
                }
                SpawnWhat::Trap(kind)
                    if level.trap_at(pos).is_none()
                        && !is_entry(level, pos)
                        && !near_arrival(level, arrival, pos) =>
                {
                    level.traps.push(Trap {
                        kind,
                        pos,
                        hidden: true,
                        tries: 0,
                    });
                }
                SpawnWhat::Fixture(kind)
                    if level.trap_at(pos).is_none()
                        && level.items.is_empty_at(pos)
                        && level.creatures.id_at(pos).is_none() =>
                {
                    level.place_fixture(kind, pos, tables.check(kind).tries);
                }
                // Exits and entries are for Rogue Code raids.
                _ => {}
            }
        }
    }
}

/// Whether one enters a trapped room on this tile (no trap may lie there).
fn is_entry(level: &Level, p: Pos) -> bool {
    level.layout.trapped.iter().any(|t| t.entry == p)
}

/// Walkable floor that is neither stairs, a door nor a stairs landing.
fn is_open(level: &Level, p: Pos) -> bool {
    level.walls[p].is_none()
        && level.ground[p] != Ground::Rock
        && !level.ground[p].is_stairs()
        && !level.portals.iter().any(|portal| portal.landing == p)
}
