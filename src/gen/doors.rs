//! Stage: a closed door hangs in every doorway where a corridor crossed a room's wall.

use crate::world::{Level, Wall};

pub fn hang_doors(level: &mut Level) {
    for i in 0..level.layout.doors.len() {
        let p = level.layout.doors[i];
        level.walls[p] = Some(Wall::Door { open: false });
    }
}
