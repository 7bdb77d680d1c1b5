//! The record of generation: what existed after each stage, and what it takes to replay the
//! floor's making up to any stage, so the debug overlay can step through it.

use super::FloorRequest;
use crate::world::Level;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    Quadrants,
    Splits,
    Rooms,
    Corridors,
    Hallways,
    Doors,
    Ornaments,
    Stairs,
    /// Which rooms are trapped with intent, their entries and treasure.
    Treasure,
    Traps,
    /// The spawns a prefab's designer drew.
    Prefabs,
    Spawns,
    /// Barrels, chests, altars and rune stones that test an ability.
    Fixtures,
}

impl Stage {
    /// How many stages a floor goes through.
    pub const COUNT: usize = 13;

    pub fn name(self) -> &'static str {
        match self {
            Stage::Quadrants => "quadrants",
            Stage::Splits => "splits",
            Stage::Rooms => "rooms",
            Stage::Corridors => "corridors",
            Stage::Hallways => "hallways",
            Stage::Doors => "doors",
            Stage::Ornaments => "ornaments",
            Stage::Stairs => "stairs",
            Stage::Treasure => "treasure",
            Stage::Traps => "traps",
            Stage::Prefabs => "prefabs",
            Stage::Spawns => "spawns",
            Stage::Fixtures => "fixtures",
        }
    }
}

/// What existed after a stage: how many cells, rooms, corridors, doors, creatures, items,
/// traps and fixtures.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Snapshot {
    pub stage: Stage,
    pub cells: usize,
    pub rooms: usize,
    pub corridors: usize,
    pub doors: usize,
    pub creatures: usize,
    pub items: usize,
    pub traps: usize,
    pub fixtures: usize,
}

impl Snapshot {
    pub fn take(stage: Stage, level: &Level) -> Self {
        Snapshot {
            stage,
            cells: level.layout.cells.len(),
            rooms: level.layout.rooms.len(),
            corridors: level.layout.corridors.len(),
            doors: level.layout.doors.len(),
            creatures: level.creatures.len(),
            items: level.items.len(),
            traps: level.traps.len(),
            fixtures: level.fixtures.len(),
        }
    }
}

/// How a floor was made: its request, the state of its random numbers when generation began,
/// and a snapshot after every stage. `gen::replay` rebuilds the level as it stood after any
/// stage from this, exactly, without the cost of copying every layer at every stage.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct History {
    pub request: FloorRequest,
    /// `fastrand::Rng::get_seed` before the first stage.
    pub start: u64,
    pub snapshots: Vec<Snapshot>,
}

impl History {
    pub fn new(request: FloorRequest, start: u64, snapshots: Vec<Snapshot>) -> Self {
        History {
            request,
            start,
            snapshots,
        }
    }

    pub fn len(&self) -> usize {
        self.snapshots.len()
    }

    pub fn is_empty(&self) -> bool {
        self.snapshots.is_empty()
    }

    pub fn iter(&self) -> impl Iterator<Item = &Snapshot> {
        self.snapshots.iter()
    }
}
