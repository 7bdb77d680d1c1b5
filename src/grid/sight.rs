//! Which tiles block sight, as bits, in the form the field of view reads fastest.

use crate::world::Pos;

/// A grid of bits stored twice: row by row, and column by column. The field of view scans
/// north and south along rows and east and west along columns, so each of its rows of tiles is a
/// run of consecutive bits in one of the two.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct BitLines {
    /// Words per row (`ceil(width / 64)`) and per column (`ceil(height / 64)`).
    pub row_words: usize,
    pub col_words: usize,
    /// Where the columns start in `words`: row `y` holds bit `x` at word
    /// `y * row_words + x / 64`, bit `x % 64`; column `x` holds bit `y` at word
    /// `cols_at + x * col_words + y / 64`, bit `y % 64`.
    pub cols_at: usize,
    pub words: Vec<u64>,
}

impl BitLines {
    pub fn new(width: i32, height: i32) -> Self {
        let row_words = (width as usize).div_ceil(64);
        let col_words = (height as usize).div_ceil(64);
        let cols_at = row_words * height as usize;
        BitLines {
            row_words,
            col_words,
            cols_at,
            words: vec![0; cols_at + col_words * width as usize],
        }
    }

    /// The word and bit of `p` in its row.
    pub fn in_row(&self, p: Pos) -> (usize, u32) {
        let (x, y) = (p.x as usize, p.y as usize);
        (y * self.row_words + x / 64, (x % 64) as u32)
    }

    /// The word and bit of `p` in its column.
    pub fn in_col(&self, p: Pos) -> (usize, u32) {
        let (x, y) = (p.x as usize, p.y as usize);
        (self.cols_at + x * self.col_words + y / 64, (y % 64) as u32)
    }

    pub fn get(&self, p: Pos) -> bool {
        let (word, bit) = self.in_row(p);
        self.words[word] >> bit & 1 != 0
    }

    pub fn set(&mut self, p: Pos, value: bool) {
        for (word, bit) in [self.in_row(p), self.in_col(p)] {
            if value {
                self.words[word] |= 1 << bit;
            } else {
                self.words[word] &= !(1 << bit);
            }
        }
    }
}

/// Which tiles of a map block sight: the input of [`super::fov::Fov::compute_on`]. A level
/// builds one when it is made and updates it when a door opens or a wall falls.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SightMap {
    width: i32,
    height: i32,
    pub(super) bits: BitLines,
}

impl SightMap {
    /// A map where nothing blocks sight.
    pub fn new(width: i32, height: i32) -> Self {
        assert!(width >= 0 && height >= 0, "map size must not be negative");
        SightMap {
            width,
            height,
            bits: BitLines::new(width, height),
        }
    }

    /// The map where `opaque(pos)` says what blocks sight.
    pub fn from_fn(width: i32, height: i32, opaque: impl Fn(Pos) -> bool) -> Self {
        let mut map = SightMap::new(width, height);
        for y in 0..height {
            for x in 0..width {
                let p = Pos::new(x, y);
                if opaque(p) {
                    map.bits.set(p, true);
                }
            }
        }
        map
    }

    /// The map from a byte per tile (`y * width + x`, non-zero = opaque).
    pub fn from_bytes(width: i32, height: i32, opaque: &[u8]) -> Self {
        assert_eq!(
            opaque.len(),
            width as usize * height as usize,
            "the opacity grid must be {width}x{height}"
        );
        SightMap::from_fn(width, height, |p| opaque[(p.y * width + p.x) as usize] != 0)
    }

    pub fn width(&self) -> i32 {
        self.width
    }

    pub fn height(&self) -> i32 {
        self.height
    }

    pub fn in_bounds(&self, p: Pos) -> bool {
        p.x >= 0 && p.y >= 0 && p.x < self.width && p.y < self.height
    }

    /// Whether the tile blocks sight; tiles outside the map do.
    pub fn is_opaque(&self, p: Pos) -> bool {
        !self.in_bounds(p) || self.bits.get(p)
    }

    /// Makes an in-bounds tile block sight or not.
    pub fn set_opaque(&mut self, p: Pos, opaque: bool) {
        assert!(self.in_bounds(p), "{p:?} is outside the map");
        self.bits.set(p, opaque);
    }
}
