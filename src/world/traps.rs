//! Traps lying on a level: hidden until found.

use super::geometry::Pos;
use super::level::Level;
use crate::data::TrapId;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Trap {
    /// The row of `traps.csv`.
    pub kind: TrapId,
    pub pos: Pos,
    /// Hidden from the player until noticed; the dungeon's own creatures always know.
    pub hidden: bool,
}

impl Level {
    /// The trap on a tile, if the player has found it.
    pub fn found_trap_at(&self, p: Pos) -> Option<&Trap> {
        self.trap_at(p).filter(|t| !t.hidden)
    }
}
