//! The data tables of `config/`: CSV files whose cells are YAML values, loaded into typed rows
//! and cross-checked, with every problem reported at once and located.

mod behaviours;
pub mod bounded;
pub mod bounds;
mod cell;
mod checks;
mod classes;
mod defs;
pub mod dice;
mod dungeon;
mod effects;
mod entity_rows;
mod equipment;
mod error;
mod fingerprint;
mod items;
mod levels;
mod load;
mod monsters;
mod names;
mod parameters;
pub mod prefab;
mod races;
pub mod raids;
mod reader;
pub mod resources;
mod rooms;
mod scores;
pub mod shops;
mod sources;
pub mod spells;
mod sprites;
mod suggest;
pub mod tileset;
mod traps;
pub mod words;

pub use defs::*;
pub use effects::EFFECTS;
pub use error::{LoadError, LoadErrors};
pub use fingerprint::{Fingerprint, MAPS_ENTRY};
pub use prefab::{Prefab, PrefabChoice, PrefabLibrary};
pub use resources::Resources;
pub use shops::{Category, ShopDef};
pub use sources::{TableSources, TABLE_FILES};
pub use spells::{Area, Frequency, SpellDef, SpellEffect};
pub use suggest::{closest, edit_distance};
pub use tileset::{Light, TileInfo, TilesetInfo, TILESET_PATH};
pub use words::Words;

/// The `game_parameters.csv` rows the generator reads; loading fails if one is missing.
pub mod param {
    /// Smallest BSP cell side, in tiles; shrinks with depth so deeper floors have more rooms.
    pub const BSP_MIN_CELL: &str = "bsp_min_cell";
    /// Multiplies every room's monster density.
    pub const MONSTER_DENSITY: &str = "monster_density";
    /// Multiplies every room's item density.
    pub const ITEM_DENSITY: &str = "item_density";
    /// Extra loop corridors inside a quadrant, per room of the quadrant.
    pub const LOOP_CORRIDORS: &str = "loop_corridors";

    /// The chance that a room has torches on its walls; the others stay dark.
    pub const LIT_ROOMS: &str = "lit_rooms";
    /// The chance that a room's wall tile carries moss or a crack.
    pub const WALL_WEAR: &str = "wall_wear";

    /// Traps laid in a room trapped with intent (holding treasure or stairs).
    pub const TRAPS_PER_ROOM: &str = "traps_per_room";

    /// Guards posted in a room holding treasure.
    pub const GUARDS_PER_ROOM: &str = "guards_per_room";

    /// Experience for each room of a floor first seen.
    pub const ROOM_XP: &str = "room_xp";
    /// Experience for a floor first entered.
    pub const FLOOR_XP: &str = "floor_xp";

    /// Fixtures (barrels, chests, altars, rune stones) a room of the generator holds.
    pub const FIXTURES_PER_ROOM: &str = "fixtures_per_room";

    /// The chance that a floor holds a shop (`shops.csv`).
    pub const SHOP_FLOORS: &str = "shop_floors";

    pub const REQUIRED: [&str; 12] = [
        BSP_MIN_CELL,
        MONSTER_DENSITY,
        ITEM_DENSITY,
        LOOP_CORRIDORS,
        LIT_ROOMS,
        WALL_WEAR,
        TRAPS_PER_ROOM,
        GUARDS_PER_ROOM,
        ROOM_XP,
        FLOOR_XP,
        FIXTURES_PER_ROOM,
        SHOP_FLOORS,
    ];

    /// The largest size any number of a curve may have: a, b, ad, min and max.
    pub const MAX_MAGNITUDE: f64 = 1_000_000.0;

    /// The range each curve the generator reads must stay in: its `min` and `max` are checked
    /// against it when loading, so no value reaching a size, a count or a chance is absurd.
    pub const BOUNDS: [(&str, f64, f64); 12] = [
        (BSP_MIN_CELL, 1.0, 200.0),
        (MONSTER_DENSITY, 0.0, 20.0),
        (ITEM_DENSITY, 0.0, 20.0),
        (LOOP_CORRIDORS, 0.0, 1.0),
        (LIT_ROOMS, 0.0, 1.0),
        (WALL_WEAR, 0.0, 1.0),
        (TRAPS_PER_ROOM, 0.0, 50.0),
        (GUARDS_PER_ROOM, 0.0, 20.0),
        (ROOM_XP, 0.0, 100_000.0),
        (FLOOR_XP, 0.0, 1_000_000.0),
        (FIXTURES_PER_ROOM, 0.0, 10.0),
        (SHOP_FLOORS, 0.0, 1.0),
    ];
}

/// The depth curves of `game_parameters.csv`, templates already resolved.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GameParameters {
    /// The generator's and the rules' own rows (an empty `entity` cell), by id.
    pub curves: Vec<(String, Curve)>,
    /// The rows of one monster or item each, in table order.
    pub entities: Vec<EntityCurve>,
}

/// What a row of `game_parameters.csv` with an `entity` is about: a row of monsters.csv, or
/// of items.csv or equipment.csv.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Entity {
    Monster(MonsterId),
    Item(ItemId),
}

/// The `unit` of an entity's row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Metric {
    /// At most this many on a floor, or in a room.
    Count,
    /// Multiplies the entity's `chance` in each room's draw.
    Probability,
}

/// The `per` of a row: what one value applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scope {
    Room,
    Floor,
}

/// One monster's or item's curve of `game_parameters.csv`.
#[derive(Clone, Debug, PartialEq)]
pub struct EntityCurve {
    /// The row's id, for the overlay and messages.
    pub id: String,
    pub entity: Entity,
    pub metric: Metric,
    pub scope: Scope,
    pub curve: Curve,
}

impl GameParameters {
    pub fn curve(&self, name: &str) -> Option<&Curve> {
        self.curves.iter().find(|(n, _)| n == name).map(|(_, c)| c)
    }

    /// The value of a curve at a depth; loading guarantees the curves in `param::REQUIRED`.
    pub fn at(&self, name: &str, depth: u32) -> f64 {
        self.curve(name).map_or(0.0, |c| c.at(depth))
    }

    pub fn entity_curve(&self, entity: Entity, metric: Metric) -> Option<&EntityCurve> {
        self.entities
            .iter()
            .find(|e| e.entity == entity && e.metric == metric)
    }

    /// What multiplies the entity's `chance` at a depth: its probability row, or 1 for an
    /// entity without one (loading requires one of everything that spawns; hand-made tables in
    /// tests may lack it).
    pub fn weight(&self, entity: Entity, depth: u32) -> f64 {
        self.entity_curve(entity, Metric::Probability)
            .map_or(1.0, |e| e.curve.at(depth))
    }

    /// At most how many of the entity the generator places at a depth, on a floor or in a room;
    /// `None` without a count row.
    pub fn cap(&self, entity: Entity, depth: u32) -> Option<(Scope, usize)> {
        let row = self.entity_curve(entity, Metric::Count)?;
        Some((row.scope, row.curve.at(depth).max(0.0).floor() as usize))
    }
}

/// Every table, loaded and cross-checked.
#[derive(Clone, Debug, PartialEq)]
pub struct Tables {
    pub monsters: Vec<MonsterDef>,
    pub items: Vec<ItemDef>,
    pub rooms: Vec<RoomDef>,
    pub traps: Vec<TrapDef>,
    /// `ability_checks.csv`: the things that test an ability, and disarming.
    pub checks: Vec<CheckDef>,
    pub parameters: GameParameters,
    /// `words.csv`: the sets each run draws names and looks from.
    pub words: Words,
    pub dungeon: Vec<FloorSpec>,
    /// `shops.csv`: the kinds of shop a floor may hold.
    pub shops: Vec<ShopDef>,
    /// `spells.csv`: the classes' spells and the monsters'.
    pub spells: Vec<SpellDef>,
    pub classes: Vec<ClassDef>,
    pub races: Vec<RaceDef>,
    /// Levels 1 to 20, in order.
    pub levels: Vec<LevelDef>,
    /// The Tiled prefab rooms of `maps/prefabs`, their spawn ids checked against these tables.
    pub prefabs: PrefabLibrary,
    /// A hash of every table's text and of the maps: saves and replays are tied to it.
    pub fingerprint: Fingerprint,
}

impl Tables {
    pub fn monster(&self, id: MonsterId) -> &MonsterDef {
        &self.monsters[id.0 as usize]
    }

    pub fn item(&self, id: ItemId) -> &ItemDef {
        &self.items[id.0 as usize]
    }

    pub fn trap(&self, id: TrapId) -> &TrapDef {
        &self.traps[id.0 as usize]
    }

    pub fn check(&self, id: CheckId) -> &CheckDef {
        &self.checks[id.0 as usize]
    }

    /// The row tried when disarming a found trap, if the tables have one.
    pub fn disarm_check(&self) -> Option<CheckId> {
        self.checks
            .iter()
            .position(|c| c.thing == CheckThing::Trap)
            .map(|i| CheckId(i as u16))
    }

    pub fn room(&self, id: RoomTypeId) -> &RoomDef {
        &self.rooms[id.0 as usize]
    }

    pub fn monster_id(&self, name: &str) -> Option<MonsterId> {
        self.monsters
            .iter()
            .position(|m| m.id == name)
            .map(|i| MonsterId(i as u16))
    }

    pub fn item_id(&self, name: &str) -> Option<ItemId> {
        self.items
            .iter()
            .position(|m| m.id == name)
            .map(|i| ItemId(i as u16))
    }

    /// The monster row whose behaviour stack is the player's; loading guarantees exactly one.
    pub fn player(&self) -> MonsterId {
        let i = self
            .monsters
            .iter()
            .position(|m| m.behaviours.contains(&Behaviour::Player))
            .unwrap_or(0);
        MonsterId(i as u16)
    }

    /// The guard posted in a quadrant of this difficulty: among the rows with a `guard`
    /// behaviour, the one of the highest difficulty not above it (the first such row on a tie).
    pub fn guard_for(&self, difficulty: u8) -> Option<MonsterId> {
        let is_guard = |m: &MonsterDef| {
            m.behaviours
                .iter()
                .any(|b| matches!(b, Behaviour::Guard { .. }))
        };
        let mut best: Option<(u8, usize)> = None;
        for (i, m) in self.monsters.iter().enumerate() {
            let Some(d) = m.difficulty.filter(|&d| d <= difficulty) else {
                continue;
            };
            if is_guard(m) && best.is_none_or(|(b, _)| d > b) {
                best = Some((d, i));
            }
        }
        best.map(|(_, i)| MonsterId(i as u16))
    }

    pub fn spell(&self, id: SpellId) -> &SpellDef {
        &self.spells[id.0 as usize]
    }

    pub fn spell_id(&self, name: &str) -> Option<SpellId> {
        self.spells
            .iter()
            .position(|s| s.id == name)
            .map(|i| SpellId(i as u16))
    }

    pub fn shop(&self, id: crate::world::ShopId) -> &ShopDef {
        &self.shops[id.0 as usize]
    }

    /// The row of coins: shops take and pay them. Loading guarantees one when there are shops.
    pub fn gold(&self) -> Option<ItemId> {
        self.items
            .iter()
            .position(|i| i.kind == ItemKind::Gold)
            .map(|i| ItemId(i as u16))
    }

    /// The item the run is for; loading guarantees exactly one treasure.
    pub fn treasure(&self) -> Option<ItemId> {
        self.items
            .iter()
            .position(|i| i.kind == ItemKind::Treasure)
            .map(|i| ItemId(i as u16))
    }

    pub fn floor_index(&self, id: &str) -> Option<usize> {
        self.dungeon.iter().position(|f| f.id == id)
    }

    /// The floors whose up-stairs lead to `floor`, in table order.
    pub fn children(&self, floor: usize) -> impl Iterator<Item = usize> + '_ {
        self.dungeon
            .iter()
            .enumerate()
            .filter(move |(_, f)| f.parent == Some(floor))
            .map(|(i, _)| i)
    }
}
