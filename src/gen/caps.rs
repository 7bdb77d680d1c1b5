//! The count rows of `game_parameters.csv`: a monster or item already as many times on the
//! floor (or in the room) as its curve allows at this depth is left out of the draw.

use crate::data::{Entity, Scope, Tables};
use crate::world::Level;

/// Whether the floor, or room `room` for a per-room count, holds as many of `entity` as its
/// count row allows at `depth`; a stack of items counts once.
pub fn is_full(tables: &Tables, level: &Level, room: usize, entity: Entity, depth: u32) -> bool {
    let Some((scope, cap)) = tables.parameters.cap(entity, depth) else {
        return false;
    };
    let rect = level.layout.rooms[room].rect;
    let counted = |p| scope == Scope::Floor || rect.contains(p);
    let held = match entity {
        Entity::Monster(kind) => level
            .creatures
            .iter()
            .filter(|c| c.kind == kind && counted(c.pos))
            .count(),
        Entity::Item(kind) => level
            .items
            .iter()
            .filter(|(p, item)| item.kind == kind && counted(*p))
            .count(),
    };
    held >= cap
}
