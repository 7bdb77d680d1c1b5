//! What each tile layer can hold: semantic kinds, never pictures (the app maps them to sprites).

use serde::{Deserialize, Serialize};

/// The floor layer: what lies underfoot.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ground {
    /// Solid rock under a wall or outside every room and corridor.
    #[default]
    Rock,
    Room,
    Corridor,
    /// A corridor between two quadrants: entering it heals the player, once a floor.
    Hallway,
    /// A transition hallway that has healed the player: a corridor like any other now.
    SpentHallway,
    StairsUp,
    StairsDown,
    /// A designer's floor tile from a prefab (water, rubble, …), by tileset id; walkable.
    Tile(u16),
}

impl Ground {
    pub fn is_stairs(self) -> bool {
        matches!(self, Ground::StairsUp | Ground::StairsDown)
    }
}

/// The walls layer: `None` where nothing stands in the way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Wall {
    Stone,
    /// A wall tile that a corridor passes through; walkable and opaque while closed.
    Door {
        open: bool,
    },
    /// A designer's blocking tile from a prefab (pillar, bookshelf, …), by tileset id.
    Tile {
        id: u16,
        transparent: bool,
    },
    /// A fixture stands here (barrel, chest, altar, …; see `Level::fixtures`): it blocks like
    /// furniture and lets sight pass.
    Fixture,
}

/// The ornaments layer: see-through decorations over floor or wall.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ornament {
    Torch,
    Moss,
    Crack,
    /// Any other ornament of the tileset (cobweb, bones, candles, …), by tileset id.
    Tile(u16),
}

/// The ASCII character of a tile's terrain, as `torchdeep gen` prints it.
pub fn terrain_char(ground: Ground, wall: Option<Wall>) -> char {
    match (wall, ground) {
        (Some(Wall::Door { .. }), _) => '+',
        (Some(Wall::Fixture), _) => '0',
        (Some(Wall::Stone | Wall::Tile { .. }), _) | (None, Ground::Rock) => '#',
        (None, Ground::Room) | (None, Ground::Corridor) => '.',
        (None, Ground::Tile(_)) => ',',
        (None, Ground::Hallway) => '=',
        (None, Ground::SpentHallway) => '-',
        (None, Ground::StairsUp) => '<',
        (None, Ground::StairsDown) => '>',
    }
}
