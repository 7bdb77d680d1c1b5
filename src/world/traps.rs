//! Traps lying on a level: hidden until found.

use super::geometry::Pos;
use crate::data::TrapId;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Trap {
    /// The row of `traps.csv`.
    pub kind: TrapId,
    pub pos: Pos,
    /// Hidden from the player until noticed; the dungeon's own creatures always know.
    pub hidden: bool,
}
