//! Stairs and exits: where a portal stands and where it leads. Never drawn by itself.

use serde::{Deserialize, Serialize};

use super::geometry::Pos;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PortalKind {
    /// Up-stairs to the parent floor.
    Up,
    /// Down-stairs to a child floor.
    Down,
    /// The first floor's up-stairs: taking it ends the run.
    Exit,
}

/// Where a portal leads: a floor of the dungeon and the tile one arrives on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PortalTarget {
    pub floor: usize,
    pub arrival: Pos,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Portal {
    pub pos: Pos,
    pub kind: PortalKind,
    /// The free tile beside the stairs where one arrives through the other end.
    pub landing: Pos,
    /// `None` for the exit; filled in when the dungeon links its floors.
    pub to: Option<PortalTarget>,
}
