//! Floor generation as a chain of stages, one per file, each a function of the level so far
//! and the floor's own `fastrand::Rng`. A snapshot is taken after every stage.

mod bsp;
mod corridors;
mod dig;
mod doors;
mod dungeon;
mod hallways;
mod join;
mod lottery;
mod ornaments;
mod prefabs;
mod quadrants;
mod rooms;
mod snapshot;
mod spawns;
mod stairs;

pub use bsp::SMALLEST_CELL;
pub use dungeon::{floor_seed, generate_dungeon, request_for, spawn_player};
pub use snapshot::{History, Snapshot, Stage};
pub use spawns::expected_spawns;
pub use stairs::StairsPlan;

use crate::data::{param, Tables};
use crate::world::{Level, Pos};

/// Everything that decides a floor besides the tables and the random numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FloorRequest {
    pub depth: u32,
    pub width: i32,
    pub height: i32,
    pub stairs: StairsPlan,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeneratedFloor {
    pub level: Level,
    /// Where a player arriving by the up-stairs stands.
    pub arrival: Pos,
    pub history: History,
}

/// The smallest floor side that still holds a room in every quadrant.
pub const MIN_FLOOR_SIDE: i32 = 2 * SMALLEST_CELL;

/// Generates one floor. Sides smaller than `MIN_FLOOR_SIDE` are raised to it.
pub fn generate_floor(
    tables: &Tables,
    request: &FloorRequest,
    rng: &mut fastrand::Rng,
) -> GeneratedFloor {
    let width = request.width.max(MIN_FLOOR_SIDE);
    let height = request.height.max(MIN_FLOOR_SIDE);
    let depth = request.depth;
    let mut level = Level::new(width, height);
    let mut history = History::new(width, height, Stage::COUNT);
    let mut record = |stage: Stage, level: &Level| history.record(stage, level);

    quadrants::split_quadrants(&mut level.layout, width, height);
    record(Stage::Quadrants, &level);

    let min_cell = tables.parameters.at(param::BSP_MIN_CELL, depth).round() as i32;
    bsp::split_cells(&mut level.layout, min_cell, rng);
    record(Stage::Splits, &level);

    rooms::place_rooms(&mut level, tables, depth, rng);
    record(Stage::Rooms, &level);

    let rings = dig::RingMap::new(&level, tables);
    corridors::join_siblings(&mut level, &rings, rng);
    let loop_share = tables.parameters.at(param::LOOP_CORRIDORS, depth);
    corridors::add_loops(&mut level, &rings, loop_share, rng);
    record(Stage::Corridors, &level);

    hallways::join_quadrants(&mut level, &rings, rng);
    record(Stage::Hallways, &level);

    doors::hang_doors(&mut level);
    record(Stage::Doors, &level);

    let lit_rooms = tables.parameters.at(param::LIT_ROOMS, depth);
    let wear = tables.parameters.at(param::WALL_WEAR, depth);
    ornaments::decorate(&mut level, lit_rooms, wear, rng);
    record(Stage::Ornaments, &level);

    let arrival = stairs::place_stairs(&mut level, tables, request.stairs, rng);
    record(Stage::Stairs, &level);

    prefabs::spawn_designed(&mut level, tables, arrival, rng);
    record(Stage::Prefabs, &level);

    spawns::spawn(&mut level, tables, depth, arrival, rng);
    record(Stage::Spawns, &level);

    GeneratedFloor {
        level,
        arrival,
        history,
    }
}
