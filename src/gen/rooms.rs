//! Stage: one room in every leaf cell, its type drawn from `rooms.csv` by difficulty, depth
//! and `chance`; a prefab room lays a prefab of its pool that fits the cell.

use super::dig::reaches;
use super::lottery::pick_weighted;
use super::prefabs;
use crate::data::{RoomTypeId, Tables};
use crate::world::{Ground, Level, Rect, Room, RoomShape, Shop};

pub fn place_rooms(level: &mut Level, tables: &Tables, depth: u32, rng: &mut fastrand::Rng) {
    let reaches = reaches(level);
    let shop = super::shops::plan(level, tables, depth, rng);
    for cell_index in 0..level.layout.cells.len() {
        let cell = &level.layout.cells[cell_index];
        let (true, Some(quadrant)) = (cell.is_leaf(), cell.quadrant) else {
            continue;
        };
        let cell_rect = cell.rect;
        let difficulty = quadrant.difficulty();
        let shop_here = shop.filter(|s| s.cell == cell_index);
        let kind = match shop_here {
            Some(s) => tables.shop(s.kind).room,
            None => choose_room_type(tables, difficulty, depth, rng),
        };
        let def = tables.room(kind);
        let room_index = level.layout.rooms.len();
        let reach = reaches[quadrant as usize];
        let prefab = def.prefab.as_ref().and_then(|choice| {
            prefabs::choose(tables, choice, (difficulty, depth), cell_rect, reach, rng)
        });
        let (rect, shape) = match prefab {
            Some((placement, corner)) => {
                let prefab = tables.prefabs.get(usize::from(placement.index));
                let rect = prefabs::lay(level, prefab, placement, corner, room_index);
                (rect, RoomShape::Prefab)
            }
            // A prefab room whose pool has nothing that fits the cell is an ordinary room.
            None => {
                let shape = match def.shape {
                    RoomShape::Prefab => RoomShape::BoxRandom,
                    shape => shape,
                };
                let rect = room_rect(cell_rect, shape, rng);
                for p in rect.positions() {
                    level.ground[p] = Ground::Room;
                    level.walls[p] = None;
                    level.layout.room_map[p] = room_index as u16 + 1;
                }
                (rect, shape)
            }
        };
        level.layout.rooms.push(Room {
            rect,
            cell: cell_index,
            quadrant,
            shape,
            kind,
            prefab: prefab.map(|(placement, _)| placement),
        });
        level.layout.cells[cell_index].room = Some(room_index);
        if let (Some(s), Some(_)) = (shop_here, prefab) {
            level.shops.push(Shop {
                kind: s.kind,
                room: room_index as u16,
                keeper: None,
                counter: Vec::new(),
                angry: false,
            });
        }
    }
}

/// The room types allowed at this difficulty and depth, by weight; if the tables offer none,
/// any type with a weight, so a floor is never left without rooms.
fn choose_room_type(
    tables: &Tables,
    difficulty: u8,
    depth: u32,
    rng: &mut fastrand::Rng,
) -> RoomTypeId {
    let all = tables
        .rooms
        .iter()
        .enumerate()
        .map(|(i, r)| (RoomTypeId(i as u16), r));
    let fitting = all.clone().filter(|(_, r)| {
        r.difficulty.is_none_or(|d| d == difficulty)
            && depth >= r.min_depth
            && r.max_depth.is_none_or(|max| depth <= max)
    });
    pick_weighted(fitting.map(|(id, r)| (id, r.chance)), rng)
        .or_else(|| pick_weighted(all.map(|(id, r)| (id, r.chance)), rng))
        .unwrap_or(RoomTypeId(0))
}

/// The floor area of a room in a cell. The cell keeps a ring of wall around the room and one
/// more row and column of rock on its right and bottom, so neighbouring rooms never share a
/// wall and a corridor always runs between them.
fn room_rect(cell: Rect, shape: RoomShape, rng: &mut fastrand::Rng) -> Rect {
    let max_w = cell.w - 3;
    let max_h = cell.h - 3;
    match shape {
        RoomShape::BoxFull => Rect::new(cell.x + 1, cell.y + 1, max_w, max_h),
        // Prefabs are laid by `prefabs::lay`; one that found no fit is a random box.
        RoomShape::BoxRandom | RoomShape::Prefab => {
            let w = rng.i32((max_w / 2).max(3)..=max_w);
            let h = rng.i32((max_h / 2).max(3)..=max_h);
            let x = rng.i32(cell.x + 1..=cell.x + 1 + max_w - w);
            let y = rng.i32(cell.y + 1..=cell.y + 1 + max_h - h);
            Rect::new(x, y, w, h)
        }
    }
}
