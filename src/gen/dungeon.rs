//! The whole dungeon: every floor of `dungeon.csv` generated from its own seed, then linked
//! stairs to stairs.

use super::stairs::StairsPlan;
use super::{generate_floor, FloorRequest};
use crate::data::Tables;
use crate::world::{
    CreatureId, Dungeon, DungeonFloor, Inventory, Level, PortalKind, PortalTarget, Pos,
    IDS_PER_FLOOR,
};

/// Puts the player, as `monsters.csv` describes it, on a tile; `None` if the tile is taken.
pub fn spawn_player(level: &mut Level, tables: &Tables, at: Pos) -> Option<CreatureId> {
    let player = tables.player();
    let def = tables.monster(player);
    let mut inventory = Inventory::default();
    for &(item, count) in &def.items {
        inventory.add(crate::world::Item::new(item, count));
    }
    level.creatures.spawn(player, at, def.hp, inventory)
}

/// Each floor has its own seed, so one floor can be generated alone (`torchdeep gen --floor`)
/// exactly as it appears in the dungeon.
pub fn floor_seed(dungeon_seed: u64, floor: usize) -> u64 {
    // SplitMix64 finaliser: neighbouring floors get unrelated seeds.
    let mut z = dungeon_seed ^ (floor as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The request for a floor of `dungeon.csv`, by its row.
pub fn request_for(tables: &Tables, floor: usize) -> FloorRequest {
    let spec = &tables.dungeon[floor];
    FloorRequest {
        depth: spec.depth,
        width: spec.width,
        height: spec.height,
        stairs: StairsPlan {
            up: if spec.parent.is_some() {
                PortalKind::Up
            } else {
                PortalKind::Exit
            },
            down_stairs: tables.children(floor).count(),
            goal: spec.goal,
        },
        prize: spec.prize,
    }
}

/// Generates every floor, links each down-stairs to its child's up-stairs and back, and puts
/// the player at the first floor's arrival.
pub fn generate_dungeon(tables: &Tables, seed: u64) -> Dungeon {
    let mut floors: Vec<DungeonFloor> = (0..tables.dungeon.len())
        .map(|i| {
            let mut rng = fastrand::Rng::with_seed(floor_seed(seed, i));
            let mut generated = generate_floor(tables, &request_for(tables, i), &mut rng);
            // Ids unique in the dungeon: a creature keeps its own on every floor.
            generated.level.shift_creature_ids(i as u32 * IDS_PER_FLOOR);
            if i == 0 {
                spawn_player(&mut generated.level, tables, generated.arrival);
            }
            DungeonFloor {
                spec: i,
                depth: tables.dungeon[i].depth,
                level: generated.level,
            }
        })
        .collect();
    for parent in 0..floors.len() {
        let downs: Vec<usize> = (0..floors[parent].level.portals.len())
            .filter(|&k| floors[parent].level.portals[k].kind == PortalKind::Down)
            .collect();
        for (&k, child) in downs.iter().zip(tables.children(parent)) {
            let Some(up) = floors[child]
                .level
                .portals
                .iter()
                .position(|p| p.kind == PortalKind::Up)
            else {
                continue;
            };
            let down_landing = floors[parent].level.portals[k].landing;
            let up_landing = floors[child].level.portals[up].landing;
            floors[parent].level.portals[k].to = Some(PortalTarget {
                floor: child,
                arrival: up_landing,
            });
            floors[child].level.portals[up].to = Some(PortalTarget {
                floor: parent,
                arrival: down_landing,
            });
        }
    }
    Dungeon { seed, floors }
}
