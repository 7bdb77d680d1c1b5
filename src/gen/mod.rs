//! Floor generation as a chain of stages, one per file, each a function of the level so far
//! and the floor's own `fastrand::Rng`. A snapshot is taken after every stage.

mod bsp;
mod caps;
mod corridors;
mod dig;
mod door_index;
mod doors;
mod dungeon;
mod fixtures;
mod guards;
mod hallways;
mod join;
pub mod loot;
mod lottery;
mod open_way;
mod ornaments;
mod prefabs;
mod quadrants;
mod raid_room;
mod refused_runs;
mod rooms;
mod rough;
pub mod shops;
mod snapshot;
mod spawns;
mod stairs;
mod traps;
mod treasure;

pub use bsp::SMALLEST_CELL;
pub use dungeon::{floor_seed, generate_dungeon, request_for, spawn_player};
pub use prefabs::placed as prefab_tile;
pub use raid_room::{raid_room, RaidRoom};
pub use snapshot::{History, Snapshot, Stage};
pub use spawns::expected_spawns;
pub use stairs::StairsPlan;
pub use traps::draw as draw_trap_lottery;

use crate::data::{param, Tables};
use crate::world::{Level, Pos};

/// Everything that decides a floor besides the tables and the random numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FloorRequest {
    pub depth: u32,
    pub width: i32,
    pub height: i32,
    pub stairs: StairsPlan,
    /// A thing worth the detour, guarded in a room of quadrant `ba` (`dungeon.csv`'s prize).
    pub prize: Option<crate::data::ItemId>,
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
    let start = rng.get_seed();
    let (level, arrival, snapshots) = run_stages(tables, request, rng, None);
    GeneratedFloor {
        level,
        arrival,
        history: History::new(*request, start, snapshots),
    }
}

/// Runs the chain of stages, taking a snapshot after each, and stops after `stop` if given.
/// Returns the level, the arrival (the default position before the stairs stage) and the
/// snapshots.
fn run_stages(
    tables: &Tables,
    request: &FloorRequest,
    rng: &mut fastrand::Rng,
    stop: Option<Stage>,
) -> (Level, Pos, Vec<Snapshot>) {
    let width = request.width.max(MIN_FLOOR_SIDE);
    let height = request.height.max(MIN_FLOOR_SIDE);
    let depth = request.depth;
    let mut level = Level::new(width, height);
    let mut snapshots = Vec::with_capacity(Stage::COUNT);
    let mut arrival = Pos::default();
    // Records the stage; true when the chain should stop here.
    let mut done = |stage: Stage, level: &Level| {
        snapshots.push(Snapshot::take(stage, level));
        stop == Some(stage)
    };
    'chain: {
        quadrants::split_quadrants(&mut level.layout, width, height);
        if done(Stage::Quadrants, &level) {
            break 'chain;
        }
        let min_cell = tables.parameters.at(param::BSP_MIN_CELL, depth).round() as i32;
        bsp::split_cells(&mut level.layout, min_cell, rng);
        if done(Stage::Splits, &level) {
            break 'chain;
        }
        rooms::place_rooms(&mut level, tables, depth, rng);
        if done(Stage::Rooms, &level) {
            break 'chain;
        }
        let rings = dig::RingMap::new(&level, tables);
        corridors::join_siblings(&mut level, &rings, rng);
        let loop_share = tables.parameters.at(param::LOOP_CORRIDORS, depth);
        corridors::add_loops(&mut level, &rings, loop_share, rng);
        if done(Stage::Corridors, &level) {
            break 'chain;
        }
        hallways::join_quadrants(&mut level, &rings, rng);
        if done(Stage::Hallways, &level) {
            break 'chain;
        }
        doors::hang_doors(&mut level);
        if done(Stage::Doors, &level) {
            break 'chain;
        }
        let lit_rooms = tables.parameters.at(param::LIT_ROOMS, depth);
        let wear = tables.parameters.at(param::WALL_WEAR, depth);
        ornaments::decorate(&mut level, lit_rooms, wear, rng);
        if done(Stage::Ornaments, &level) {
            break 'chain;
        }
        arrival = stairs::place_stairs(&mut level, request.stairs, rng);
        if done(Stage::Stairs, &level) {
            break 'chain;
        }
        treasure::place_treasure(&mut level, tables, request, arrival, rng);
        if done(Stage::Treasure, &level) {
            break 'chain;
        }
        traps::place_traps(&mut level, tables, depth, arrival, rng);
        if done(Stage::Traps, &level) {
            break 'chain;
        }
        prefabs::spawn_designed(&mut level, tables, depth, arrival, rng);
        shops::open_shops(&mut level, tables, depth, rng);
        if done(Stage::Prefabs, &level) {
            break 'chain;
        }
        spawns::spawn(&mut level, tables, depth, arrival, rng);
        if done(Stage::Spawns, &level) {
            break 'chain;
        }
        fixtures::place_fixtures(&mut level, tables, depth, rng);
        done(Stage::Fixtures, &level);
    }
    (level, arrival, snapshots)
}

/// The level exactly as it stood after `stage` of a floor's history: the stages are
/// functions of the floor's random numbers, so running them again from the recorded start
/// replays the floor's making.
pub fn replay(tables: &Tables, history: &History, stage: Stage) -> Level {
    let mut rng = fastrand::Rng::with_seed(history.start);
    run_stages(tables, &history.request, &mut rng, Some(stage)).0
}
