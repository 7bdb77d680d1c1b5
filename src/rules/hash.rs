//! A hash of a run's state that is the same on every platform and Rust version (64-bit
//! FNV-1a over little-endian bytes), so a recording can check it is replayed exactly.

use std::hash::{Hash, Hasher};

pub use crate::world::StableHasher;

use super::game::Game;

/// Everything that can change during a run: the turn, the player and their character, every
/// floor's creatures, items, doors and traps, the creatures' memories, the explored tiles and
/// rooms, and the random number state.
/// (Terrain and layout are fixed by the seed and left out.)
pub fn state_hash(game: &Game) -> u64 {
    let state = game.state();
    let mut h = StableHasher::default();
    state.turn().hash(&mut h);
    state.floor().hash(&mut h);
    state.player().hash(&mut h);
    state.kills().hash(&mut h);
    state.outcome().hash(&mut h);
    state.dice_state().hash(&mut h);
    state.is_sneaking().hash(&mut h);
    state.character().hash(&mut h);
    for (i, floor) in state.dungeon().floors.iter().enumerate() {
        let level = &floor.level;
        level.walls.hash(&mut h);
        level.creatures.hash(&mut h);
        level.items.hash(&mut h);
        level.traps.hash(&mut h);
        state.explored(i).hash(&mut h);
        state.found_rooms(i).hash(&mut h);
    }
    h.finish()
}
