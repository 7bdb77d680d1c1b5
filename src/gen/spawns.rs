//! Stage: creatures and items scattered over each room by the room's densities (per 100
//! floor tiles) times the depth curves (each kind weighed and capped by its own rows), never on stairs or landings, never in walls. The room
//! one arrives in stays empty of monsters. Prefab rooms hold only what their designer drew
//! (the prefabs stage).

use super::caps::Census;
use super::lottery::{pick_weighted, round_randomly};
use super::stairs::is_free;
use crate::data::prefab::SpawnWhat;
use crate::data::{param, MonsterId, Tables};
use crate::world::PortableRng;
use crate::world::{Inventory, Level, Pos};

/// The number of monsters and items a room should hold, before rounding and crowding. A
/// prefab room holds its designed spawns: the sum of their chances.
pub fn expected_spawns(tables: &Tables, level: &Level, room: usize, depth: u32) -> (f64, f64) {
    let r = &level.layout.rooms[room];
    if let Some(placement) = r.prefab {
        let spawns = &tables.prefabs.get(usize::from(placement.index)).spawns;
        let sum = |monster: bool| -> f64 {
            spawns
                .iter()
                .filter(|s| match s.what {
                    SpawnWhat::Monster(_) | SpawnWhat::AnyMonster | SpawnWhat::Guard => monster,
                    SpawnWhat::Item(_) | SpawnWhat::AnyItem => !monster,
                    SpawnWhat::Trap(_) | SpawnWhat::Fixture(_) | SpawnWhat::Marker => false,
                })
                .map(|s| s.chance)
                .sum()
        };
        return (sum(true), sum(false));
    }
    let def = tables.room(r.kind);
    let per_100 = f64::from(r.rect.area()) / 100.0;
    let monsters =
        def.monster_density * per_100 * tables.parameters.at(param::MONSTER_DENSITY, depth);
    let items = def.item_density * per_100 * tables.parameters.at(param::ITEM_DENSITY, depth);
    (monsters, items)
}

pub fn spawn(
    level: &mut Level,
    tables: &Tables,
    depth: u32,
    arrival: Pos,
    rng: &mut fastrand::Rng,
) {
    let arrival_room = level.layout.room_at(arrival);
    let mut census = Census::of(tables, level, depth);
    for room in 0..level.layout.rooms.len() {
        if level.layout.rooms[room].prefab.is_some() {
            continue; // the prefabs stage gave it its designed spawns
        }
        let (monsters, items) = expected_spawns(tables, level, room, depth);
        if arrival_room != Some(room) {
            for _ in 0..round_randomly(monsters, rng) {
                let Some(kind) = choose_monster(tables, (level, &census), room, rng) else {
                    break;
                };
                let Some(pos) = free_tile_in(level, room, rng) else {
                    break;
                };
                spawn_monster(level, tables, kind, pos);
                census.placed_monster(kind);
            }
        }
        for _ in 0..round_randomly(items, rng) {
            let Some(item) = super::loot::make_item(tables, (level, &census), room, depth, rng)
            else {
                break;
            };
            let Some(pos) = free_tile_in(level, room, rng) else {
                break;
            };
            census.placed_item(item.kind);
            level.items.drop_at(pos, item);
        }
    }
}

/// Puts a monster, with what `monsters.csv` says it carries, on a tile.
pub fn spawn_monster(level: &mut Level, tables: &Tables, kind: MonsterId, pos: Pos) {
    let def = tables.monster(kind);
    let mut inventory = Inventory::default();
    for &(item, count) in &def.items {
        inventory.add(crate::world::Item::new(item, count));
    }
    level.creatures.spawn(kind, pos, def.hp, inventory);
}

/// A monster of the room's difficulty that lives at the census's depth, among those the room
/// allows, by `chance` times its probability row there, leaving out those at their count.
pub fn choose_monster(
    tables: &Tables,
    (level, census): (&Level, &Census),
    room: usize,
    rng: &mut fastrand::Rng,
) -> Option<MonsterId> {
    let r = &level.layout.rooms[room];
    let allowed = tables.room(r.kind).monsters.as_deref();
    let difficulty = r.quadrant.difficulty();
    let keep = move |id: MonsterId| {
        tables.monster(id).difficulty == Some(difficulty)
            && allowed.is_none_or(|list| list.contains(&id))
    };
    pick_weighted(census.monster_draws(level, room, keep), rng)
}

/// A random free tile of the room, or `None` when the room is full.
fn free_tile_in(level: &Level, room: usize, rng: &mut fastrand::Rng) -> Option<Pos> {
    let rect = level.layout.rooms[room].rect;
    for _ in 0..16 {
        let p = rect.random_pos(rng);
        if is_free(level, p) {
            return Some(p);
        }
    }
    let free: Vec<Pos> = rect.positions().filter(|&p| is_free(level, p)).collect();
    (!free.is_empty()).then(|| free[rng.index(free.len())])
}
