//! What a save leaves to the generator. A floor's ground, walls, ornaments and BSP layout
//! follow from the run's seed and tables, and play changes only a few of their tiles (doors
//! opened, hallways spent, fixtures gone). So a save holds just the tiles that differ from the
//! floor generated again, with a hash of the generated floors: a save whose floors this
//! version would generate otherwise is refused, never read onto the wrong map.

use std::hash::{Hash, Hasher};

use serde::{Deserialize, Serialize};

use crate::rules::GameState;
use crate::world::{Dungeon, Grid, Ground, Layout, Level, Ornament, StableHasher, Wall};

/// Every floor's terrain, as changes from the floors the seed generates.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SavedTerrain {
    /// The stable hash of the generated floors' terrain ([`terrain_hash`]).
    generated: u64,
    floors: Vec<FloorTerrain>,
}

/// One floor's terrain.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct FloorTerrain {
    ground: Layer<Ground>,
    walls: Layer<Option<Wall>>,
    ornaments: Layer<Option<Ornament>>,
    /// `None` when it is the generated floor's, as it always is in play.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    layout: Option<Layout>,
}

/// One layer of a floor.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(
    rename_all = "snake_case",
    bound(
        serialize = "T: Serialize + PartialEq",
        deserialize = "T: Deserialize<'de> + Clone"
    )
)]
enum Layer<T> {
    /// The tiles that differ from the generated floor's, by row-major index.
    Changed(Vec<(u32, T)>),
    /// The whole layer, when the floor is not the generated one's size (a hand-made level).
    Whole(Grid<T>),
}

/// Why saved terrain cannot be put back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TerrainFailure {
    /// This version generates the seed's floors otherwise than the one that saved.
    OtherFloors,
    /// The terrain does not fit the run: the reason.
    Damaged(String),
}

/// A hash of every floor's terrain, the same on every platform.
pub fn terrain_hash(dungeon: &Dungeon) -> u64 {
    let mut h = StableHasher::default();
    for floor in &dungeon.floors {
        let level = &floor.level;
        level.ground.hash(&mut h);
        level.walls.hash(&mut h);
        level.ornaments.hash(&mut h);
        level.layout.hash(&mut h);
    }
    h.finish()
}

impl SavedTerrain {
    /// Takes the terrain out of every level of `state` (a copy about to be written), keeping
    /// only how it differs from `generated`, the dungeon of the state's seed.
    pub fn take_out(state: &mut GameState, generated: &Dungeon) -> SavedTerrain {
        let floors = state
            .levels_for_save()
            .enumerate()
            .map(|(i, level)| {
                let fresh = generated.floors.get(i).map(|f| &f.level);
                let layout = std::mem::take(&mut level.layout);
                FloorTerrain {
                    ground: Layer::of(std::mem::take(&mut level.ground), fresh.map(|f| &f.ground)),
                    walls: Layer::of(std::mem::take(&mut level.walls), fresh.map(|f| &f.walls)),
                    ornaments: Layer::of(
                        std::mem::take(&mut level.ornaments),
                        fresh.map(|f| &f.ornaments),
                    ),
                    layout: (fresh.map(|f| &f.layout) != Some(&layout)).then_some(layout),
                }
            })
            .collect();
        SavedTerrain {
            generated: terrain_hash(generated),
            floors,
        }
    }

    /// Puts the terrain back into the levels of a state read from a save, from `generated`,
    /// the dungeon of its seed generated again.
    pub fn put_back(self, state: &mut GameState, generated: Dungeon) -> Result<(), TerrainFailure> {
        if terrain_hash(&generated) != self.generated {
            return Err(TerrainFailure::OtherFloors);
        }
        let levels = state.levels_for_save().count();
        if self.floors.len() != levels {
            return Err(TerrainFailure::Damaged(format!(
                "terrain for {} floors; expected one for each of the run's {levels}",
                self.floors.len()
            )));
        }
        let mut fresh = generated.floors.into_iter().map(|f| f.level);
        for (i, (level, saved)) in state.levels_for_save().zip(self.floors).enumerate() {
            saved
                .put_into(level, fresh.next())
                .map_err(|why| TerrainFailure::Damaged(format!("floor {i}: {why}")))?;
        }
        Ok(())
    }
}

impl FloorTerrain {
    fn put_into(self, level: &mut Level, fresh: Option<Level>) -> Result<(), String> {
        let (ground, walls, ornaments, layout) = match fresh {
            Some(f) => (
                Some(f.ground),
                Some(f.walls),
                Some(f.ornaments),
                Some(f.layout),
            ),
            None => (None, None, None, None),
        };
        level.ground = self
            .ground
            .restore(ground)
            .map_err(|e| format!("ground: {e}"))?;
        level.walls = self
            .walls
            .restore(walls)
            .map_err(|e| format!("walls: {e}"))?;
        level.ornaments =
            (self.ornaments.restore(ornaments)).map_err(|e| format!("ornaments: {e}"))?;
        level.layout = self
            .layout
            .or(layout)
            .ok_or("no layout, and no generated floor to take it from")?;
        Ok(())
    }
}

impl<T: Clone + PartialEq> Layer<T> {
    /// The layer `saved` as changes from `fresh`, or whole when their sizes differ.
    fn of(saved: Grid<T>, fresh: Option<&Grid<T>>) -> Layer<T> {
        match fresh {
            Some(f) if (f.width(), f.height()) == (saved.width(), saved.height()) => {
                let changed = (saved.cells().iter().zip(f.cells()).enumerate())
                    .filter(|(_, (s, f))| s != f)
                    .map(|(i, (s, _))| (i as u32, s.clone()))
                    .collect();
                Layer::Changed(changed)
            }
            _ => Layer::Whole(saved),
        }
    }

    /// The layer again, from the generated floor's for changes.
    fn restore(self, fresh: Option<Grid<T>>) -> Result<Grid<T>, String> {
        match self {
            Layer::Whole(grid) => Ok(grid),
            Layer::Changed(changed) => {
                let mut grid = fresh.ok_or("changes, but no generated floor to apply them to")?;
                let tiles = grid.cells().len();
                for (i, value) in changed {
                    let cell = (grid.cells_mut().get_mut(i as usize)).ok_or_else(|| {
                        format!("a change at tile {i}; expected an index below {tiles}")
                    })?;
                    *cell = value;
                }
                Ok(grid)
            }
        }
    }
}
