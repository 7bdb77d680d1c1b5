//! A dense row-major grid, the storage of every tile layer.

use super::geometry::Pos;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Grid<T> {
    width: i32,
    height: i32,
    cells: Vec<T>,
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

    /// Every position with its cell, row by row.
    pub fn iter(&self) -> impl Iterator<Item = (Pos, &T)> {
        let w = self.width;
        self.cells
            .iter()
            .enumerate()
            .map(move |(i, c)| (Pos::new(i as i32 % w, i as i32 / w), c))
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
