//! Prefab rooms drawn in Tiled (`maps/prefabs/*.tmx`, conventions in `maps/README.md`):
//! imported through the `tiled` crate from in-memory bytes, checked, and kept ready for the
//! generator to lay into a BSP cell, turned or mirrored when the map allows it.

mod ids;
mod import;
mod objects;
mod props;
mod scan;
mod tiles;

mod validate;

pub use crate::world::Orientation;
pub use ids::{SpawnIds, UncheckedIds};
pub use import::{import_prefabs, prefab_name};
pub use scan::check_xml;
pub use validate::is_walkable;

use super::error::LoadError;
use super::resources::Resources;
use super::{CheckId, ItemId, MonsterId, TrapId};
use crate::world::{Grid, Ground, Ornament, Pos, Rect, Wall};

/// Where the game looks for prefab maps among the resources.
pub const PREFAB_DIR: &str = "maps/prefabs";

/// One tile of a prefab map, as the level's layers will hold it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PrefabCell {
    pub ground: Ground,
    pub wall: Option<Wall>,
    pub ornament: Option<Ornament>,
}

/// The class of a spawn object, as the designer sets it in Tiled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SpawnClass {
    Monster,
    /// A guard of the room's difficulty (`Tables::guard_for`).
    Guard,
    Item,
    Trap,
    Treasure,
    Exit,
    Entry,
    /// A barrel, chest, altar or rune stone of `ability_checks.csv`.
    Fixture,
    /// Where a shop's keeper (`shops.csv`) stands; makes the room a shop when a floor has one.
    Keeper,
    /// A display tile where a shop lays a ware.
    Ware,
}

impl SpawnClass {
    /// Every class an object in the `spawns` layer may have, `door` included.
    pub const NAMES: [&'static str; 11] = [
        "monster", "guard", "item", "trap", "treasure", "exit", "entry", "fixture", "keeper",
        "ware", "door",
    ];

    pub fn name(self) -> &'static str {
        match self {
            SpawnClass::Monster => "monster",
            SpawnClass::Guard => "guard",
            SpawnClass::Item => "item",
            SpawnClass::Trap => "trap",
            SpawnClass::Treasure => "treasure",
            SpawnClass::Exit => "exit",
            SpawnClass::Entry => "entry",
            SpawnClass::Fixture => "fixture",
            SpawnClass::Keeper => "keeper",
            SpawnClass::Ware => "ware",
        }
    }

    pub fn parse(name: &str) -> Option<SpawnClass> {
        [
            SpawnClass::Monster,
            SpawnClass::Guard,
            SpawnClass::Item,
            SpawnClass::Trap,
            SpawnClass::Treasure,
            SpawnClass::Exit,
            SpawnClass::Entry,
            SpawnClass::Fixture,
            SpawnClass::Keeper,
            SpawnClass::Ware,
        ]
        .into_iter()
        .find(|c| c.name() == name)
    }
}

/// What a spawn object puts on the level.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SpawnWhat {
    /// A monster the room allows at its difficulty, drawn by `chance` (no `id` given).
    AnyMonster,
    Monster(MonsterId),
    /// The guard row of `monsters.csv` for the room's difficulty.
    Guard,
    /// An item drawn by `items.csv`'s `chance` (no `id` given).
    AnyItem,
    Item(ItemId),
    /// A trap of `traps.csv`, laid hidden.
    Trap(TrapId),
    /// A fixture of `ability_checks.csv`.
    Fixture(CheckId),
    /// An `exit` or `entry` point (for Rogue Code raids), a shop's `keeper` or `ware` tile:
    /// nothing is placed by the spawn itself.
    Marker,
}

#[derive(Clone, Debug, PartialEq)]
pub struct PrefabSpawn {
    /// The Tiled object id, for messages.
    pub object: u32,
    pub class: SpawnClass,
    /// The tile in map coordinates (the ring included, so the interior starts at 1, 1).
    pub pos: Pos,
    /// The `id` property as written.
    pub id: Option<String>,
    pub what: SpawnWhat,
    /// The probability that it appears, 0 to 1.
    pub chance: f64,
    /// How many of the item lie there.
    pub count: u32,
}

/// Where a prefab may appear and how it may be laid, from the map's properties.
#[derive(Clone, Debug, PartialEq)]
pub struct PrefabRules {
    /// The quadrant difficulties it may appear at.
    pub difficulties: Vec<u8>,
    pub min_depth: u32,
    pub max_depth: Option<u32>,
    /// Weight among the prefabs of a pool that fit a cell.
    pub weight: f64,
    pub rotate: bool,
    pub mirror: bool,
    /// Pools it belongs to, named `tag:NAME` in `rooms.csv`.
    pub tags: Vec<String>,
}

impl Default for PrefabRules {
    fn default() -> Self {
        PrefabRules {
            difficulties: vec![0, 1, 2, 3],
            min_depth: 1,
            max_depth: None,
            weight: 1.0,
            rotate: false,
            mirror: false,
            tags: Vec::new(),
        }
    }
}

impl PrefabRules {
    pub fn allows(&self, difficulty: u8, depth: u32) -> bool {
        self.difficulties.contains(&difficulty)
            && depth >= self.min_depth
            && self.max_depth.is_none_or(|max| depth <= max)
    }
}

/// One imported prefab.
#[derive(Clone, Debug, PartialEq)]
pub struct Prefab {
    /// The file name without `.tmx`: how `rooms.csv` names it.
    pub name: String,
    /// The resource path, for messages.
    pub file: String,
    /// Every tile of the map, its outer wall ring included.
    pub cells: Grid<PrefabCell>,
    /// Ring tiles where corridors may enter; empty when any ring tile but a corner may be used.
    pub doors: Vec<Pos>,
    pub spawns: Vec<PrefabSpawn>,
    pub rules: PrefabRules,
}

impl Prefab {
    /// The map's width, its ring included.
    pub fn width(&self) -> i32 {
        self.cells.width()
    }

    pub fn height(&self) -> i32 {
        self.cells.height()
    }

    /// The floor area inside the ring, in map coordinates.
    pub fn interior(&self) -> Rect {
        Rect::new(1, 1, self.width() - 2, self.height() - 2)
    }

    pub fn orientations(&self) -> impl Iterator<Item = Orientation> {
        Orientation::allowed(self.rules.rotate, self.rules.mirror)
    }

    /// Whether the laid prefab fits a BSP cell, which keeps its last column and row free
    /// for corridors.
    pub fn fits(&self, orientation: Orientation, cell: Rect) -> bool {
        let (w, h) = orientation.size(self.width(), self.height());
        w < cell.w && h < cell.h
    }
}

/// How a row of `rooms.csv` names its prefabs.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum PrefabChoice {
    /// One prefab, by file name.
    Name(String),
    /// Every prefab whose `tags` map property holds this tag (`tag:NAME`).
    Tag(String),
}

impl PrefabChoice {
    pub fn parse(text: &str) -> Option<PrefabChoice> {
        let text = text.trim();
        match text.strip_prefix("tag:") {
            Some(tag) if super::cell::is_id(tag.trim()) => {
                Some(PrefabChoice::Tag(tag.trim().into()))
            }
            Some(_) => None,
            None if super::cell::is_id(text) => Some(PrefabChoice::Name(text.into())),
            None => None,
        }
    }

    /// As written in `rooms.csv`.
    pub fn written(&self) -> String {
        match self {
            PrefabChoice::Name(n) => n.clone(),
            PrefabChoice::Tag(t) => format!("tag:{t}"),
        }
    }
}

/// Every prefab the game knows, in file order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PrefabLibrary {
    pub prefabs: Vec<Prefab>,
}

impl PrefabLibrary {
    /// Imports every `.tmx` under `maps/prefabs` of the resources; a file with a problem is
    /// left out and its problems are returned.
    pub fn load(resources: &Resources, ids: &dyn SpawnIds) -> (PrefabLibrary, Vec<LoadError>) {
        let paths = resources.list(PREFAB_DIR, "tmx");
        let mut errors = Vec::new();
        let mut prefabs: Vec<Prefab> = Vec::new();
        for result in import_prefabs(resources, &paths, ids) {
            match result {
                Ok(prefab) => {
                    if let Some(first) = prefabs.iter().find(|p| p.name == prefab.name) {
                        let message = format!(
                            "another prefab is named \"{}\" ({}); rename one file",
                            prefab.name, first.file
                        );
                        errors.push(LoadError::file(&prefab.file, message));
                    } else {
                        prefabs.push(prefab);
                    }
                }
                Err(e) => errors.extend(e.0),
            }
        }
        (PrefabLibrary { prefabs }, errors)
    }

    pub fn get(&self, index: usize) -> &Prefab {
        &self.prefabs[index]
    }

    pub fn index_of(&self, name: &str) -> Option<usize> {
        self.prefabs.iter().position(|p| p.name == name)
    }

    /// The prefabs a `rooms.csv` row names, by index.
    pub fn members<'a>(&'a self, choice: &'a PrefabChoice) -> impl Iterator<Item = usize> + 'a {
        self.prefabs
            .iter()
            .enumerate()
            .filter(move |(_, p)| match choice {
                PrefabChoice::Name(n) => p.name == *n,
                PrefabChoice::Tag(t) => p.rules.tags.contains(t),
            })
            .map(|(i, _)| i)
    }

    /// Every tag in use, sorted, for messages.
    pub fn tags(&self) -> Vec<&str> {
        let mut tags: Vec<&str> = self
            .prefabs
            .iter()
            .flat_map(|p| p.rules.tags.iter().map(String::as_str))
            .collect();
        tags.sort_unstable();
        tags.dedup();
        tags
    }
}
