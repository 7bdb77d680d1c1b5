//! A dense row-major grid, the storage of every tile layer.

use serde::{Deserialize, Serialize};

use super::geometry::{Pos, Rect};

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Grid<T> {
    width: i32,
    height: i32,
    cells: Vec<T>,
}

/// The empty grid, 0×0: what a level's layer is while a save is written or read without it.
impl<T> Default for Grid<T> {
    fn default() -> Self {
        Grid {
            width: 0,
            height: 0,
            cells: Vec::new(),
        }
    }
}

impl<T: Clone> Grid<T> {
    pub fn new(width: i32, height: i32, fill: T) -> Self {
        assert!(width >= 0 && height >= 0, "grid size must not be negative");
        Grid {
            width,
            height,
            cells: vec![fill; (width * height) as usize],
        }
    }

    /// Sets every cell to `value`, keeping the allocation.
    pub fn fill(&mut self, value: T) {
        self.cells.fill(value);
    }
}

impl<T> Grid<T> {
    pub fn width(&self) -> i32 {
        self.width
    }

    pub fn height(&self) -> i32 {
        self.height
    }

    pub fn in_bounds(&self, p: Pos) -> bool {
        p.x >= 0 && p.y >= 0 && p.x < self.width && p.y < self.height
    }

    /// The flat index of an in-bounds position.
    pub fn index(&self, p: Pos) -> usize {
        debug_assert!(
            self.in_bounds(p),
            "{p:?} outside {}x{}",
            self.width,
            self.height
        );
        (p.y * self.width + p.x) as usize
    }

    pub fn pos_of(&self, index: usize) -> Pos {
        let i = index as i32;
        Pos::new(i % self.width, i / self.width)
    }

    pub fn get(&self, p: Pos) -> Option<&T> {
        if self.in_bounds(p) {
            Some(&self.cells[self.index(p)])
        } else {
            None
        }
    }

    pub fn cells(&self) -> &[T] {
        &self.cells
    }

    pub fn cells_mut(&mut self) -> &mut [T] {
        &mut self.cells
    }

    /// The part of each row of `rect` that lies in the grid, top to bottom: a slice of cells
    /// a row, for a look over a rectangle without a bounds check a tile.
    pub fn rows_in(&self, rect: Rect) -> impl Iterator<Item = &[T]> {
        let x0 = rect.x.clamp(0, self.width);
        let x1 = (rect.x + rect.w).clamp(x0, self.width);
        let rows = rect.y.max(0)..(rect.y + rect.h).min(self.height);
        rows.map(move |y| {
            let start = (y * self.width) as usize;
            &self.cells[start + x0 as usize..start + x1 as usize]
        })
    }

    /// Every position with its cell, row by row.
    pub fn iter(&self) -> impl Iterator<Item = (Pos, &T)> {
        let w = self.width;
        self.cells
            .iter()
            .enumerate()
            .map(move |(i, c)| (Pos::new(i as i32 % w, i as i32 / w), c))
    }
}

impl Grid<bool> {
    /// Whether every tile of the 3×3 block round `p` that lies in the grid is set: away from
    /// the edges, nine loads from one slice, with no loop and one bounds check.
    #[inline]
    pub fn all_set_around(&self, p: Pos) -> bool {
        if p.x < 1 || p.y < 1 || p.x >= self.width - 1 || p.y >= self.height - 1 {
            return (self.rows_in(Rect::new(p.x - 1, p.y - 1, 3, 3)))
                .all(|row| !row.contains(&false));
        }
        let (w, i) = (self.width as usize, self.index(p));
        let c = &self.cells[i - w - 1..=i + w + 1];
        let row = |k: usize| c[k] & c[k + 1] & c[k + 2];
        row(0) & row(w) & row(2 * w)
    }
}

impl<T> std::ops::Index<Pos> for Grid<T> {
    type Output = T;
    fn index(&self, p: Pos) -> &T {
        &self.cells[self.index(p)]
    }
}

impl<T> std::ops::IndexMut<Pos> for Grid<T> {
    fn index_mut(&mut self, p: Pos) -> &mut T {
        let i = self.index(p);
        &mut self.cells[i]
    }
}

/// The largest grid a save may describe, in tiles: far beyond any floor of `dungeon.csv`,
/// small enough that a forged size cannot exhaust memory.
pub const MAX_SAVED_TILES: usize = 1 << 22;

/// A grid is saved as its size and runs of equal cells, `[count, value]`: a floor's layers are
/// long runs of rock and floor, so this keeps a save small.
#[derive(Serialize, Deserialize)]
struct SavedGrid<T> {
    width: i32,
    height: i32,
    runs: Vec<(u32, T)>,
}

impl<T: Serialize + PartialEq> Serialize for Grid<T> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut runs: Vec<(u32, &T)> = Vec::new();
        for cell in &self.cells {
            match runs.last_mut() {
                Some((n, value)) if *value == cell => *n += 1,
                _ => runs.push((1, cell)),
            }
        }
        SavedGrid {
            width: self.width,
            height: self.height,
            runs,
        }
        .serialize(serializer)
    }
}

impl<'de, T: Deserialize<'de> + Clone> Deserialize<'de> for Grid<T> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        let saved = SavedGrid::<T>::deserialize(deserializer)?;
        let (w, h) = (saved.width, saved.height);
        let size = (w as i64) * (h as i64);
        if w < 0 || h < 0 || size > MAX_SAVED_TILES as i64 {
            return Err(D::Error::custom(format!(
                "a grid of {w}x{h} tiles; expected a size from 0x0 to {MAX_SAVED_TILES} tiles"
            )));
        }
        let total: u64 = saved.runs.iter().map(|(n, _)| u64::from(*n)).sum();
        if total != size as u64 {
            return Err(D::Error::custom(format!(
                "a {w}x{h} grid whose runs cover {total} tiles; expected {size}"
            )));
        }
        let mut cells = Vec::with_capacity(size as usize);
        for (n, value) in saved.runs {
            cells.extend(std::iter::repeat_n(value, n as usize));
        }
        Ok(Grid {
            width: w,
            height: h,
            cells,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every rectangle, inside, across an edge or wholly outside, gives the cells its tiles
    /// in the grid have, row by row, and nothing else.
    #[test]
    fn a_block_is_all_set_exactly_when_each_of_its_tiles_in_the_grid_is() {
        let mut rng = fastrand::Rng::with_seed(3);
        for _ in 0..50 {
            let (w, h) = (rng.i32(1..9), rng.i32(1..9));
            let mut grid = Grid::new(w, h, true);
            for cell in grid.cells_mut() {
                *cell = rng.u8(..) > 20;
            }
            for y in -2..h + 2 {
                for x in -2..w + 2 {
                    let p = Pos::new(x, y);
                    let by_tiles = Rect::new(x - 1, y - 1, 3, 3)
                        .positions()
                        .filter_map(|q| grid.get(q))
                        .all(|&set| set);
                    assert_eq!(grid.all_set_around(p), by_tiles, "{p:?} in {w}x{h}");
                }
            }
        }
    }

    #[test]
    fn rows_in_a_rectangle_are_its_tiles_in_the_grid() {
        let mut grid = Grid::new(7, 5, 0);
        for (i, cell) in grid.cells_mut().iter_mut().enumerate() {
            *cell = i;
        }
        for (x, y, w, h) in [
            (1, 1, 3, 2),
            (-2, -1, 4, 3),
            (5, 3, 6, 6),
            (8, 0, 2, 2),
            (-5, 2, 3, 1),
        ] {
            let rect = Rect::new(x, y, w, h);
            let by_rows: Vec<usize> = grid.rows_in(rect).flatten().copied().collect();
            let by_tiles: Vec<usize> = rect
                .positions()
                .filter_map(|p| grid.get(p))
                .copied()
                .collect();
            assert_eq!(by_rows, by_tiles, "{rect:?}");
        }
    }
}
