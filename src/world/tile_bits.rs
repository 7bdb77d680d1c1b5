//! An exact set of tiles, a bit a tile in rows of 64-bit words: "is anything on this tile, or
//! on the 3×3 block round it?" in a few loads, where a hashed filter needs nine probes and,
//! with a pile every few rooms, often sends the question on to the tree anyway. The rows grow
//! to take in the tiles added, up to [`MAX_SIDE`]; a tile beyond that (or at a negative
//! coordinate, which no level has) is only counted, and while any is held every answer is
//! "maybe", so the bits never claim a tile is empty when it is not.

use super::geometry::Pos;

/// The widest and tallest the rows grow: floors are at most 1000×1000, and a save naming a
/// tile far beyond must not make the set allocate for it.
pub const MAX_SIDE: usize = 4096;

#[derive(Clone, Debug, Default)]
pub struct TileBits {
    words: Vec<u64>,
    /// Words in a row.
    stride: usize,
    rows: usize,
    /// Tiles held outside the rows.
    strays: u32,
}

impl TileBits {
    /// A set holding `tiles`.
    pub fn of(tiles: impl Iterator<Item = Pos>) -> Self {
        let mut bits = TileBits::default();
        for p in tiles {
            bits.insert(p);
        }
        bits
    }

    /// The row and word of a tile the rows may hold, and its bit in that word.
    fn place(p: Pos) -> Option<(usize, usize, u64)> {
        let (x, y) = (usize::try_from(p.x).ok()?, usize::try_from(p.y).ok()?);
        (x < MAX_SIDE && y < MAX_SIDE).then_some((y, x / 64, 1 << (x % 64)))
    }

    /// Adds a tile not in the set already.
    pub fn insert(&mut self, p: Pos) {
        let Some((y, word, bit)) = Self::place(p) else {
            self.strays += 1;
            return;
        };
        if y >= self.rows || word >= self.stride {
            self.grow(y + 1, word + 1);
        }
        self.words[y * self.stride + word] |= bit;
    }

    /// Takes a tile from the set.
    pub fn remove(&mut self, p: Pos) {
        match Self::place(p) {
            Some((y, word, bit)) if y < self.rows && word < self.stride => {
                self.words[y * self.stride + word] &= !bit;
            }
            Some(_) => {}
            None => self.strays = self.strays.saturating_sub(1),
        }
    }

    /// Re-lays the rows to hold at least `rows` rows of `stride` words, keeping their bits;
    /// a side that grows at least doubles, so a floor filled from its top costs a few
    /// re-layings, not one a row.
    fn grow(&mut self, rows: usize, stride: usize) {
        let at_least = |want: usize, now: usize, most: usize| match want > now {
            true => want.max(now * 2).min(most),
            false => now,
        };
        let rows = at_least(rows, self.rows, MAX_SIDE);
        let stride = at_least(stride, self.stride, MAX_SIDE / 64);
        let mut words = vec![0; rows * stride];
        for y in 0..self.rows {
            let old = &self.words[y * self.stride..(y + 1) * self.stride];
            words[y * stride..y * stride + self.stride].copy_from_slice(old);
        }
        (self.words, self.rows, self.stride) = (words, rows, stride);
    }

    /// Whether every answer is exact (no tile is held outside the rows).
    pub fn is_exact(&self) -> bool {
        self.strays == 0
    }

    /// False when `p` is surely not in the set; true when it is (or a stray may be it).
    pub fn may_hold(&self, p: Pos) -> bool {
        if self.strays > 0 {
            return true;
        }
        Self::place(p).is_some_and(|(y, word, bit)| {
            y < self.rows && word < self.stride && self.words[y * self.stride + word] & bit != 0
        })
    }

    /// False when no tile of the 3×3 block centred on `p` is in the set; true when one is (or
    /// a stray may be).
    pub fn may_hold_around(&self, p: Pos) -> bool {
        if self.strays > 0 {
            return true;
        }
        // Most blocks lie inside the rows with their three columns in one word: three loads.
        if p.x >= 1 && p.y >= 1 {
            let (x0, y) = ((p.x - 1) as usize, p.y as usize);
            let (word, shift) = (x0 / 64, x0 % 64);
            if shift <= 61 && word < self.stride && y + 1 < self.rows {
                let (s, i) = (self.stride, (y - 1) * self.stride + word);
                let rows = self.words[i] | self.words[i + s] | self.words[i + 2 * s];
                return rows >> shift & 0b111 != 0;
            }
        }
        // The block cut to the rows, in a width where its edges cannot overflow.
        let cut = |c: i32, len: usize| {
            let (lo, hi) = (
                (i64::from(c) - 1).max(0),
                (i64::from(c) + 1).min(len as i64 - 1),
            );
            (lo <= hi).then_some((lo as usize, hi as usize))
        };
        let (Some((x0, x1)), Some((y0, y1))) = (cut(p.x, self.stride * 64), cut(p.y, self.rows))
        else {
            return false;
        };
        // The block's columns cut to the rows: at most three bits, which may cross from one
        // word to the next.
        let (w0, w1) = (x0 / 64, x1 / 64);
        let first = u64::MAX << (x0 % 64);
        let last = u64::MAX >> (63 - x1 % 64);
        let (mask0, mask1) = if w0 == w1 {
            (first & last, 0)
        } else {
            (first, last)
        };
        (y0..=y1).any(|y| {
            let row = y * self.stride;
            self.words[row + w0] & mask0 != 0 || self.words[row + w1] & mask1 != 0
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// The bits answer exactly as the set they hold, for tiles inside, on and past its edges.
    #[test]
    fn the_bits_answer_as_the_set_does() {
        let mut rng = fastrand::Rng::with_seed(11);
        let mut set = BTreeSet::new();
        let mut bits = TileBits::default();
        for round in 0..4000 {
            let p = Pos::new(rng.i32(0..140), rng.i32(0..60));
            if set.insert(p) {
                bits.insert(p);
            } else if round % 3 == 0 {
                set.remove(&p);
                bits.remove(p);
            }
            let q = Pos::new(rng.i32(-3..145), rng.i32(-3..65));
            assert_eq!(bits.may_hold(q), set.contains(&q), "{q:?}");
            let near =
                (-1..=1).any(|dy| (-1..=1).any(|dx| set.contains(&Pos::new(q.x + dx, q.y + dy))));
            assert_eq!(bits.may_hold_around(q), near, "around {q:?}");
        }
    }

    #[test]
    fn a_tile_out_of_the_rows_makes_every_answer_maybe_until_it_goes() {
        let mut bits = TileBits::of([Pos::new(2, 2)].into_iter());
        assert!(!bits.may_hold(Pos::new(9, 9)));
        for far in [Pos::new(-1, 0), Pos::new(MAX_SIDE as i32, 5)] {
            bits.insert(far);
            assert!(bits.may_hold(Pos::new(9, 9)) && bits.may_hold_around(Pos::new(9, 9)));
            bits.remove(far);
        }
        assert!(!bits.may_hold(Pos::new(9, 9)) && !bits.may_hold_around(Pos::new(9, 9)));
        assert!(bits.words.len() <= 2 * 3, "a far tile never grows the rows");
    }
}
