//! A dungeon: the floors of `dungeon.csv`, each a level, linked by portals.

use serde::{Deserialize, Serialize};

use super::level::Level;

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DungeonFloor {
    /// The row of `dungeon.csv`.
    pub spec: usize,
    pub depth: u32,
    pub level: Level,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Dungeon {
    pub seed: u64,
    /// In `dungeon.csv` order; the first is where a run starts.
    pub floors: Vec<DungeonFloor>,
}
