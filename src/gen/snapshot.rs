//! The record of generation: a copy of the terrain and the counts of what exists after each
//! stage, so the debug overlay can step through how a floor was made.

use crate::world::{Grid, Ground, Level, Wall};

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

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Snapshot {
    pub stage: Stage,
    pub ground: Grid<Ground>,
    pub walls: Grid<Option<Wall>>,
    /// How many of the layout's cells, rooms, corridors and doors existed then.
    pub cells: usize,
    pub rooms: usize,
    pub corridors: usize,
    pub doors: usize,
    pub creatures: usize,
    pub items: usize,
}

impl Snapshot {
    pub fn take(stage: Stage, level: &Level) -> Self {
        Snapshot {
            stage,
            ground: level.ground.clone(),
            walls: level.walls.clone(),
            cells: level.layout.cells.len(),
            rooms: level.layout.rooms.len(),
            corridors: level.layout.corridors.len(),
            doors: level.layout.doors.len(),
            creatures: level.creatures.len(),
            items: level.items.len(),
        }
    }
}
