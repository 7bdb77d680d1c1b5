//! The state of the game world: grids, layers, levels, portals and the dungeon.

pub mod creatures;
pub mod dungeon;
pub mod geometry;
pub mod grid;
pub mod inventory;
pub mod items;
pub mod layout;
pub mod level;
pub mod portal;
pub mod tiles;
pub mod traps;

pub use creatures::{Creature, CreatureId, Creatures};
pub use dungeon::{Dungeon, DungeonFloor};
pub use geometry::{Pos, Rect};
pub use grid::Grid;
pub use inventory::{Inventory, ItemStack};
pub use items::Items;
pub use layout::{
    Cell, Corridor, CorridorKind, Layout, PrefabPlacement, Quadrant, Room, RoomShape, TrappedRoom,
    TRAP_LEVELS,
};
pub use level::Level;
pub use portal::{Portal, PortalKind, PortalTarget};
pub use tiles::{Ground, Ornament, Wall};
pub use traps::Trap;
