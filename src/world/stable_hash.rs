//! Things the same on every platform and Rust version: a hash (64-bit FNV-1a over
//! little-endian bytes) for the state hash of replays and the tables' fingerprint, and random
//! picks by index.

use std::hash::Hasher;

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

/// Random picks that are the same on every platform: fastrand's `usize` draws 32 bits on
/// wasm32 and 64 elsewhere, so a dungeon or run would differ in the browser. Every pick by
/// index in the simulation goes through here instead.
pub trait PortableRng {
    /// An index below `len` (which must be non-zero and below 2³²).
    fn index(&mut self, len: usize) -> usize;

    /// A whole number from `low` to `high`, both included (`high` below 2³²).
    fn between(&mut self, low: usize, high: usize) -> usize {
        low + self.index(high - low + 1)
    }

    /// Shuffles a slice (Fisher–Yates, drawing through `index`).
    fn shuffle_all<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.index(i + 1));
        }
    }
}

impl PortableRng for fastrand::Rng {
    fn index(&mut self, len: usize) -> usize {
        self.u32(..len as u32) as usize
    }
}
