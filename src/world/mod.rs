//! The state of the game world: grids, layers, levels, portals and the dungeon.

pub mod abilities;
pub mod character;
pub mod creatures;
pub mod dungeon;
pub mod fixtures;
pub mod geometry;
pub mod grid;
pub mod hallways;
pub mod identities;
pub mod ids;
pub mod inventory;
pub mod item;
pub mod items;
pub mod journal;
pub mod layout;
pub mod level;
pub mod mind;
pub mod orientation;
pub mod portal;
pub mod shop;
pub mod spellbook;
pub mod stable_hash;
pub mod status;
pub mod tile_bits;
pub mod tile_filter;
pub mod tiles;
pub mod traps;

pub use abilities::{Abilities, Ability, Defence, Defences};
pub use character::Character;
pub use creatures::{Creature, CreatureId, Creatures, IDS_PER_FLOOR};
pub use dungeon::{Dungeon, DungeonFloor};
pub use fixtures::Fixture;
pub use geometry::{Pos, Rect};
pub use grid::Grid;
pub use identities::{Identities, Label};
pub use ids::{CheckId, ItemId, MonsterId, RoomTypeId, ShopId, SpellId, TrapId};
pub use inventory::Inventory;
pub use item::Item;
pub use items::Items;
pub use journal::{Journal, Note, Page};
pub use layout::{
    Cell, Corridor, CorridorKind, Layout, PrefabPlacement, Quadrant, Room, RoomShape, TrappedRoom,
    TRAP_LEVELS,
};
pub use level::Level;
pub use mind::{Flight, Mind, Poison, Who, STUN_SHRUG_TURNS, STUN_TURNS};
pub use orientation::Orientation;
pub use portal::{Portal, PortalKind, PortalTarget};
pub use shop::Shop;
pub use spellbook::Spellbook;
pub use stable_hash::{PortableRng, StableHasher};
pub use status::{Status, Statuses};
pub use tiles::{Ground, Ornament, Wall};
pub use traps::Trap;
