//! How a floor was cut: the BSP tree of cells, the rooms in its leaves, corridors and doors.
//! The game uses it to name where the player is; the debug overlay draws it.

use serde::{Deserialize, Serialize};

use super::geometry::{Pos, Rect};
use super::grid::Grid;
use super::ids::RoomTypeId;
use super::orientation::Orientation;

/// One of the four quadrants of a floor, in the order the route visits them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Quadrant {
    /// Top-left: the arrival, difficulty 0.
    AA,
    /// Bottom-left: difficulty 1.
    AB,
    /// Bottom-right: difficulty 2.
    BB,
    /// Top-right: the way down or the goal, difficulty 3.
    BA,
}

impl Quadrant {
    /// The route through a floor.
    pub const ROUTE: [Quadrant; 4] = [Quadrant::AA, Quadrant::AB, Quadrant::BB, Quadrant::BA];

    pub fn difficulty(self) -> u8 {
        match self {
            Quadrant::AA => 0,
            Quadrant::AB => 1,
            Quadrant::BB => 2,
            Quadrant::BA => 3,
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Quadrant::AA => "aa",
            Quadrant::AB => "ab",
            Quadrant::BB => "bb",
            Quadrant::BA => "ba",
        }
    }
}

/// A node of the BSP tree; the root is the whole floor, its grandchildren the quadrants.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Cell {
    /// `a`, `b`, `aa`, `aab`, …: each split appends `a` (top or left) or `b`.
    pub label: String,
    pub rect: Rect,
    /// `None` for the root and the two halves above the quadrants.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub quadrant: Option<Quadrant>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub children: Option<[usize; 2]>,
    /// The room of a leaf cell.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub room: Option<usize>,
}

impl Cell {
    pub fn is_leaf(&self) -> bool {
        self.children.is_none()
    }
}

/// The shape of a room as `rooms.csv` names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RoomShape {
    BoxRandom,
    BoxFull,
    /// A Tiled prefab that fits the cell.
    Prefab,
}

impl RoomShape {
    pub fn name(self) -> &'static str {
        match self {
            RoomShape::BoxRandom => "box_random",
            RoomShape::BoxFull => "box_full",
            RoomShape::Prefab => "prefab",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Room {
    /// The walkable floor area; the walls are the ring around it.
    pub rect: Rect,
    pub cell: usize,
    pub quadrant: Quadrant,
    pub shape: RoomShape,
    /// The row of `rooms.csv` the room was drawn from.
    pub kind: RoomTypeId,
    /// For a prefab room: which prefab and how it lies.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prefab: Option<PrefabPlacement>,
}

/// A prefab laid in a room: its index in the tables' prefab library and how it was turned.
/// The map's top-left corner (its ring's) lies at the room's `rect.x - 1, rect.y - 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PrefabPlacement {
    pub index: u16,
    pub orientation: Orientation,
}

/// Why a corridor was dug.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CorridorKind {
    /// Joins two sibling cells of the BSP tree.
    Sibling,
    /// An extra corridor inside a quadrant that makes a loop.
    Loop,
    /// Joins two quadrants along the route; its tiles are transition hallway.
    Hallway,
}

/// An L-shaped corridor: from `start` straight to `bend`, then straight to `end`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Corridor {
    pub start: Pos,
    pub bend: Pos,
    pub end: Pos,
    pub kind: CorridorKind,
}

/// A room trapped with intent (GAME.md §7): it holds treasure or stairs; traps cluster
/// around them by a weighted lottery.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TrappedRoom {
    pub room: usize,
    /// The edge tile one enters by (beside a door); never trapped.
    pub entry: Pos,
    /// Stairs in the room (on edge tiles).
    pub exits: Vec<Pos>,
    pub treasure: Vec<Pos>,
    /// For each tile of the room's floor area, row by row, its trap level: 0 (very high)
    /// to 4 (very low) by Chebyshev distance to treasure or an exit (see `TRAP_LEVELS`);
    /// `None` where no trap can lie (the entry, a prefab's pillar).
    pub levels: Vec<Option<u8>>,
}

/// Trap likelihood by level (GAME.md §7): the probability shown to people and the lottery
/// tickets a tile of that level holds when traps are drawn.
pub const TRAP_LEVELS: [(f64, u32); 5] = [(0.2, 16), (0.1, 8), (0.05, 4), (0.025, 2), (0.0125, 1)];

impl TrappedRoom {
    /// The level of a tile at Chebyshev distance `d` from the nearest treasure or exit.
    pub fn level_at_distance(d: i32) -> u8 {
        d.clamp(0, 4) as u8
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Layout {
    /// The BSP tree; index 0 is the root.
    pub cells: Vec<Cell>,
    pub rooms: Vec<Room>,
    pub corridors: Vec<Corridor>,
    pub doors: Vec<Pos>,
    pub trapped: Vec<TrappedRoom>,
    /// For each tile, 1 + the index of the room whose floor it is, or 0.
    pub room_map: Grid<u16>,
}

impl Layout {
    pub fn new(width: i32, height: i32) -> Self {
        Layout {
            cells: Vec::new(),
            rooms: Vec::new(),
            corridors: Vec::new(),
            doors: Vec::new(),
            trapped: Vec::new(),
            room_map: Grid::new(width, height, 0),
        }
    }

    /// The room whose floor holds `pos`.
    pub fn room_at(&self, pos: Pos) -> Option<usize> {
        match self.room_map.get(pos) {
            Some(&n) if n > 0 => Some(n as usize - 1),
            _ => None,
        }
    }

    /// The four quadrant cells, in route order.
    pub fn quadrant_cells(&self) -> impl Iterator<Item = &Cell> {
        Quadrant::ROUTE.into_iter().filter_map(|q| {
            self.cells
                .iter()
                .find(|c| c.quadrant == Some(q) && c.label.len() == 2)
        })
    }

    /// The quadrant a tile belongs to.
    pub fn quadrant_at(&self, pos: Pos) -> Option<Quadrant> {
        self.quadrant_cells()
            .find(|c| c.rect.contains(pos))
            .and_then(|c| c.quadrant)
    }

    pub fn leaves(&self) -> impl Iterator<Item = &Cell> {
        self.cells.iter().filter(|c| c.is_leaf())
    }
}
