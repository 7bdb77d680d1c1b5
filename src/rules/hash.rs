//! A hash of a run's state that is the same on every platform and Rust version (64-bit
//! FNV-1a over little-endian bytes), so a recording can check it is replayed exactly.

use std::hash::{Hash, Hasher};

use super::game::Game;

/// 64-bit FNV-1a; integers are hashed as little-endian bytes whatever the machine.
pub struct StableHasher(u64);

impl Default for StableHasher {
    fn default() -> Self {
        StableHasher(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for StableHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }

    fn write_u16(&mut self, n: u16) {
        self.write(&n.to_le_bytes());
    }

    fn write_u32(&mut self, n: u32) {
        self.write(&n.to_le_bytes());
    }

    fn write_u64(&mut self, n: u64) {
        self.write(&n.to_le_bytes());
    }

    fn write_usize(&mut self, n: usize) {
        self.write(&(n as u64).to_le_bytes());
    }

    fn write_i32(&mut self, n: i32) {
        self.write(&n.to_le_bytes());
    }

    fn write_i64(&mut self, n: i64) {
        self.write(&n.to_le_bytes());
    }
}

/// Everything that can change during a run: the turn, the player, every floor's creatures,
/// items, doors and traps, the rules' memories, the explored tiles and the random number state.
/// (Terrain and layout are fixed by the seed and left out.)
pub fn state_hash(game: &Game) -> u64 {
    let mut h = StableHasher::default();
    game.turn.hash(&mut h);
    game.floor.hash(&mut h);
    game.player.hash(&mut h);
    game.kills.hash(&mut h);
    game.outcome.hash(&mut h);
    game.rng.get_seed().hash(&mut h);
    game.sneaking.hash(&mut h);
    for (floor, state) in game.dungeon.floors.iter().zip(&game.floors) {
        let level = &floor.level;
        level.walls.hash(&mut h);
        level.creatures.hash(&mut h);
        level.items.hash(&mut h);
        level.traps.hash(&mut h);
        state.minds.hash(&mut h);
        state.vision.explored.hash(&mut h);
    }
    h.finish()
}
