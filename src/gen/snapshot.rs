//! The record of generation: the terrain after each stage and the counts of what existed
//! then, so the debug overlay can step through how a floor was made.

use crate::world::{Ground, Level, Wall};

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
    /// The spawns a prefab's designer drew.
    Prefabs,
    Spawns,
}

impl Stage {
    /// How many stages a floor goes through.
    pub const COUNT: usize = 10;

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
            Stage::Prefabs => "prefabs",
            Stage::Spawns => "spawns",
        }
    }
}

/// What existed after a stage: how many cells, rooms, corridors, doors, creatures and items.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Snapshot {
    pub stage: Stage,
    pub cells: usize,
    pub rooms: usize,
    pub corridors: usize,
    pub doors: usize,
    pub creatures: usize,
    pub items: usize,
}

/// Every snapshot of a floor, with the floor and walls layers after each stage: one plain
/// copy (a memcpy) per stage and layer.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct History {
    width: i32,
    height: i32,
    ground: Vec<Vec<Ground>>,
    walls: Vec<Vec<Option<Wall>>>,
    pub snapshots: Vec<Snapshot>,
}

impl History {
    pub fn new(width: i32, height: i32, stages: usize) -> Self {
        History {
            width,
            height,
            ground: Vec::with_capacity(stages),
            walls: Vec::with_capacity(stages),
            snapshots: Vec::with_capacity(stages),
        }
    }

    pub fn record(&mut self, stage: Stage, level: &Level) {
        self.ground.push(level.ground.cells().to_vec());
        self.walls.push(level.walls.cells().to_vec());
        self.snapshots.push(Snapshot {
            stage,
            cells: level.layout.cells.len(),
            rooms: level.layout.rooms.len(),
            corridors: level.layout.corridors.len(),
            doors: level.layout.doors.len(),
            creatures: level.creatures.len(),
            items: level.items.len(),
        });
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

    /// The floor and walls layers after snapshot `k`, row by row. Panics if there is none.
    pub fn terrain(&self, k: usize) -> (&[Ground], &[Option<Wall>]) {
        (&self.ground[k], &self.walls[k])
    }

    pub fn width(&self) -> i32 {
        self.width
    }

    pub fn height(&self) -> i32 {
        self.height
    }
}
