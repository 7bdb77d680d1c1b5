//! A quick "surely nothing here" over a set of tiles: a counting filter of a few bits a tile
//! in the set. A tile whose bucket counts nothing is not in the set; a counted one may be, and
//! the set itself is asked. It spares a tree search for the usual answer, "no", which the
//! generator asks of every tile it tries.

use super::geometry::Pos;

#[derive(Clone, Debug, Default)]
pub struct TileFilter {
    /// How many tiles of the set fall in each bucket; a power of two of them, or none.
    counts: Vec<u32>,
    /// log2 of the number of buckets.
    bits: u32,
}

/// Buckets kept per tile of the set, at least: few tiles share a bucket.
const BUCKETS_PER_TILE: usize = 4;
const FEWEST_BUCKETS: usize = 64;

impl TileFilter {
    /// A filter holding `tiles`.
    pub fn of(tiles: impl ExactSizeIterator<Item = Pos>) -> Self {
        let buckets = (tiles.len() * BUCKETS_PER_TILE)
            .next_power_of_two()
            .max(FEWEST_BUCKETS);
        let mut filter = TileFilter {
            counts: vec![0; buckets],
            bits: buckets.trailing_zeros(),
        };
        for p in tiles {
            let b = filter.bucket(p);
            filter.counts[b] += 1;
        }
        filter
    }

    /// Fibonacci hashing of the packed position: neighbouring tiles land far apart.
    fn bucket(&self, p: Pos) -> usize {
        let key = u64::from(p.x as u32) << 32 | u64::from(p.y as u32);
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - self.bits)) as usize
    }

    /// False when `p` is surely not in the set.
    pub fn may_hold(&self, p: Pos) -> bool {
        !self.counts.is_empty() && self.counts[self.bucket(p)] > 0
    }

    /// Whether a set of `len` tiles needs a bigger filter (rebuilt with [`TileFilter::of`]).
    pub fn is_too_small_for(&self, len: usize) -> bool {
        len * BUCKETS_PER_TILE / 2 > self.counts.len()
    }

    /// Counts a tile added to the set (one not in it already).
    pub fn add(&mut self, p: Pos) {
        if !self.counts.is_empty() {
            let b = self.bucket(p);
            self.counts[b] += 1;
        }
    }

    /// Uncounts a tile taken from the set.
    pub fn remove(&mut self, p: Pos) {
        if !self.counts.is_empty() {
            let b = self.bucket(p);
            self.counts[b] -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::world::PortableRng;

    #[test]
    fn a_tile_of_the_set_is_always_held_and_most_others_are_not() {
        let mut rng = fastrand::Rng::with_seed(3);
        let mut set: Vec<Pos> = Vec::new();
        let mut filter = TileFilter::default();
        for _ in 0..5000 {
            let p = Pos::new(rng.i32(0..1000), rng.i32(0..1000));
            if rng.u8(..) < 60 && !set.is_empty() {
                let q = set.swap_remove(rng.index(set.len()));
                filter.remove(q);
            } else if !set.contains(&p) {
                set.push(p);
                filter.add(p);
                if filter.is_too_small_for(set.len()) {
                    filter = TileFilter::of(set.iter().copied());
                }
            }
            assert!(set.iter().all(|&q| filter.may_hold(q)));
        }
        let others = (0..1000)
            .map(|x| Pos::new(x, 1001))
            .filter(|&p| filter.may_hold(p))
            .count();
        assert!(
            others < 400,
            "{others} of 1000 tiles outside the set may be held"
        );
    }
}
