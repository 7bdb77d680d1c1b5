//! What a save leaves to the generator. A floor's ground, walls, ornaments and BSP layout
//! follow from the run's seed and tables, and play changes only a few of their tiles (doors
//! opened, hallways spent, fixtures gone). So serde leaves a level's terrain out of the state
//! (see `world::Level`), and a save keeps just the tiles that differ from the floor generated
//! again, with a hash of the generated floors: a save whose floors this version would generate
//! otherwise is refused, never read onto the wrong map.

use std::hash::{Hash, Hasher};

use serde::{Deserialize, Serialize};

use crate::data::Tables;
use crate::gen::generate_dungeon;
use crate::rules::GameState;
use crate::world::{Dungeon, Grid, Ground, Layout, Level, Ornament, StableHasher, Wall};

/// The terrain of the floors a seed generates, with its hash: what a run's saves are written
/// against. A run makes it once (1 to 3 ms) and keeps it for its saves; the creatures and
/// things of the generated floors are the game's, and not kept here.
pub struct Generated {
    floors: Vec<FreshTerrain>,
    hash: u64,
}

/// One generated floor's ground, walls, ornaments and BSP layout.
struct FreshTerrain {
    ground: Grid<Ground>,
    walls: Grid<Option<Wall>>,
    ornaments: Grid<Option<Ornament>>,
    layout: Layout,
}

/// Only the hash: the floors would fill a run's debug print.
impl std::fmt::Debug for Generated {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Generated {{ hash: {:#x} }}", self.hash)
    }
}

impl Generated {
    /// Generates the seed's floors and keeps their terrain.
    pub fn new(tables: &Tables, seed: u64) -> Generated {
        let dungeon = generate_dungeon(tables, seed);
        Generated::of_floors(dungeon.floors.into_iter().map(|f| f.level.into()))
    }

    /// A copy of the terrain of a dungeon just generated, before any play: the dungeon a new
    /// game goes on to play.
    pub(crate) fn of(dungeon: &Dungeon) -> Generated {
        Generated::of_floors(
            dungeon
                .floors
                .iter()
                .map(|f| FreshTerrain::copied(&f.level)),
        )
    }

    fn of_floors(floors: impl Iterator<Item = FreshTerrain>) -> Generated {
        let floors: Vec<FreshTerrain> = floors.collect();
        Generated {
            hash: terrain_hash(&floors),
            floors,
        }
    }
}

impl FreshTerrain {
    fn copied(level: &Level) -> FreshTerrain {
        FreshTerrain {
            ground: level.ground.clone(),
            walls: level.walls.clone(),
            ornaments: level.ornaments.clone(),
            layout: level.layout.clone(),
        }
    }

    /// Its width and height in tiles.
    fn size(&self) -> (i32, i32) {
        (self.ground.width(), self.ground.height())
    }
}

impl From<Level> for FreshTerrain {
    fn from(level: Level) -> FreshTerrain {
        FreshTerrain {
            ground: level.ground,
            walls: level.walls,
            ornaments: level.ornaments,
            layout: level.layout,
        }
    }
}

/// Every floor's terrain, as changes from the floors the seed generates.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SavedTerrain {
    /// The stable hash of the generated floors' ground, walls and ornaments
    /// ([`terrain_hash`]); the layout follows from the same stages.
    generated: u64,
    floors: Vec<FloorTerrain>,
    /// The floors (by index) that are not the generated ones at all: a hand-made level, for
    /// tests and tools. Their terrain cannot be saved, so such a save is refused when read.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    unlike_generated: Vec<usize>,
}

/// One floor's tiles that differ from the generated floor's, by row-major index, layer by
/// layer.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
struct FloorTerrain {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    ground: Vec<(u32, Ground)>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    walls: Vec<(u32, Option<Wall>)>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    ornaments: Vec<(u32, Option<Ornament>)>,
}

/// Why saved terrain cannot be put back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TerrainFailure {
    /// This version generates the seed's floors otherwise than the one that saved.
    OtherFloors,
    /// The terrain does not fit the run: the reason.
    Damaged(String),
}

/// A hash of every floor's ground, walls and ornaments, the same on every platform.
fn terrain_hash(floors: &[FreshTerrain]) -> u64 {
    let mut h = StableHasher::default();
    for floor in floors {
        floor.ground.hash(&mut h);
        floor.walls.hash(&mut h);
        floor.ornaments.hash(&mut h);
    }
    h.finish()
}

impl SavedTerrain {
    /// How the terrain of every level of `state` differs from `generated`, the floors of
    /// the state's seed.
    pub fn of(state: &GameState, generated: &Generated) -> SavedTerrain {
        let mut unlike_generated = Vec::new();
        let floors = (state.dungeon().floors.iter().enumerate())
            .map(|(i, floor)| {
                let level = &floor.level;
                let fresh = generated.floors.get(i);
                match fresh.filter(|f| f.size() == (level.width(), level.height())) {
                    Some(fresh) if fresh.layout == level.layout => FloorTerrain {
                        ground: changes(&level.ground, &fresh.ground),
                        walls: changes(&level.walls, &fresh.walls),
                        ornaments: changes(&level.ornaments, &fresh.ornaments),
                    },
                    _ => {
                        unlike_generated.push(i);
                        FloorTerrain::default()
                    }
                }
            })
            .collect();
        SavedTerrain {
            generated: generated.hash,
            floors,
            unlike_generated,
        }
    }

    /// Puts the terrain back into the levels of a state read from a save, from `generated`,
    /// the floors of its seed generated again.
    pub fn put_back(
        self,
        state: &mut GameState,
        generated: &Generated,
    ) -> Result<(), TerrainFailure> {
        if let Some(i) = self.unlike_generated.first() {
            return Err(TerrainFailure::Damaged(format!(
                "floor {i} is not the floor the seed generates, and a save cannot hold it"
            )));
        }
        if generated.hash != self.generated {
            return Err(TerrainFailure::OtherFloors);
        }
        let levels = state.levels_for_save().count();
        let fresh = &generated.floors;
        if self.floors.len() != levels || fresh.len() != levels {
            return Err(TerrainFailure::Damaged(format!(
                "terrain for {} floors; expected one for each of the run's {levels}",
                self.floors.len()
            )));
        }
        for (i, ((level, saved), fresh)) in (state.levels_for_save().zip(self.floors))
            .zip(fresh)
            .enumerate()
        {
            saved
                .put_into(level, fresh)
                .map_err(|why| TerrainFailure::Damaged(format!("floor {i}: {why}")))?;
        }
        Ok(())
    }
}

impl FloorTerrain {
    /// The generated floor's terrain, with the changes applied, into `level`.
    fn put_into(self, level: &mut Level, fresh: &FreshTerrain) -> Result<(), String> {
        level.ground = restore(&fresh.ground, self.ground).map_err(|e| format!("ground: {e}"))?;
        level.walls = restore(&fresh.walls, self.walls).map_err(|e| format!("walls: {e}"))?;
        level.ornaments =
            restore(&fresh.ornaments, self.ornaments).map_err(|e| format!("ornaments: {e}"))?;
        level.layout = fresh.layout.clone();
        Ok(())
    }
}

/// The tiles of `saved` that differ from `fresh` (of the same size), by row-major index.
fn changes<T: Clone + PartialEq>(saved: &Grid<T>, fresh: &Grid<T>) -> Vec<(u32, T)> {
    (saved.cells().iter().zip(fresh.cells()).enumerate())
        .filter(|(_, (s, f))| s != f)
        .map(|(i, (s, _))| (i as u32, s.clone()))
        .collect()
}

/// The generated layer with `changes` applied.
fn restore<T: Clone>(fresh: &Grid<T>, changes: Vec<(u32, T)>) -> Result<Grid<T>, String> {
    let mut layer = fresh.clone();
    let tiles = layer.cells().len();
    for (i, value) in changes {
        let cell = (layer.cells_mut().get_mut(i as usize))
            .ok_or_else(|| format!("a change at tile {i}; expected an index below {tiles}"))?;
        *cell = value;
    }
    Ok(layer)
}
