//! Traps lying on a level: hidden until found.

use serde::{Deserialize, Serialize};

use super::geometry::Pos;
use super::ids::TrapId;
use super::level::Level;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Trap {
    /// The row of `traps.csv`.
    pub kind: TrapId,
    pub pos: Pos,
    /// Hidden from the player until noticed; the dungeon's own creatures always know.
    pub hidden: bool,
    /// Failed tries at disarming it.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub tries: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

impl Level {
    /// The trap on a tile, if the player has found it.
    pub fn found_trap_at(&self, p: Pos) -> Option<&Trap> {
        self.trap_at(p).filter(|t| !t.hidden)
    }
}
