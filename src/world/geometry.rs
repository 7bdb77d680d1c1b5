//! Positions and rectangles on the tile grid: x to the right, y down, (0, 0) top-left.

use serde::{Deserialize, Serialize};

/// A tile position.
/// Saved as `[x, y]`.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(from = "(i32, i32)", into = "(i32, i32)")]
pub struct Pos {
    pub x: i32,
    pub y: i32,
}

impl Pos {
    pub const fn new(x: i32, y: i32) -> Self {
        Pos { x, y }
    }

    /// Chebyshev distance: the number of king moves between two tiles.
    pub fn chebyshev(self, other: Pos) -> i32 {
        // In 64 bits, so a position from a damaged file cannot overflow it.
        let d = |a: i32, b: i32| (i64::from(a) - i64::from(b)).abs();
        d(self.x, other.x)
            .max(d(self.y, other.y))
            .min(i64::from(i32::MAX)) as i32
    }

    pub fn offset(self, dx: i32, dy: i32) -> Pos {
        Pos::new(self.x + dx, self.y + dy)
    }

    /// The four orthogonal neighbours, then the four diagonal ones.
    pub fn neighbours8(self) -> [Pos; 8] {
        let Pos { x, y } = self;
        [
            Pos::new(x, y - 1),
            Pos::new(x + 1, y),
            Pos::new(x, y + 1),
            Pos::new(x - 1, y),
            Pos::new(x + 1, y - 1),
            Pos::new(x + 1, y + 1),
            Pos::new(x - 1, y + 1),
            Pos::new(x - 1, y - 1),
        ]
    }

    pub fn neighbours4(self) -> [Pos; 4] {
        let Pos { x, y } = self;
        [
            Pos::new(x, y - 1),
            Pos::new(x + 1, y),
            Pos::new(x, y + 1),
            Pos::new(x - 1, y),
        ]
    }
}

/// An axis-aligned rectangle of tiles; `w` and `h` count tiles.
/// Saved as `[x, y, w, h]`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "[i32; 4]", into = "[i32; 4]")]
pub struct Rect {
    pub x: i32,
    pub y: i32,
    pub w: i32,
    pub h: i32,
}

impl Rect {
    pub const fn new(x: i32, y: i32, w: i32, h: i32) -> Self {
        Rect { x, y, w, h }
    }

    pub fn right(&self) -> i32 {
        self.x + self.w - 1
    }

    pub fn bottom(&self) -> i32 {
        self.y + self.h - 1
    }

    pub fn area(&self) -> i32 {
        self.w * self.h
    }

    pub fn contains(&self, p: Pos) -> bool {
        p.x >= self.x && p.x <= self.right() && p.y >= self.y && p.y <= self.bottom()
    }

    pub fn intersects(&self, other: &Rect) -> bool {
        self.x <= other.right()
            && other.x <= self.right()
            && self.y <= other.bottom()
            && other.y <= self.bottom()
    }

    /// The rectangle grown by `n` tiles on every side.
    pub fn grow(&self, n: i32) -> Rect {
        Rect::new(self.x - n, self.y - n, self.w + 2 * n, self.h + 2 * n)
    }

    /// Whether `p` lies on the one-tile ring just outside this rectangle.
    pub fn on_ring(&self, p: Pos) -> bool {
        self.grow(1).contains(p) && !self.contains(p)
    }

    /// Whether `p` is one of the four corners of the ring just outside this rectangle.
    pub fn is_ring_corner(&self, p: Pos) -> bool {
        (p.x == self.x - 1 || p.x == self.right() + 1)
            && (p.y == self.y - 1 || p.y == self.bottom() + 1)
    }

    pub fn center(&self) -> Pos {
        Pos::new(self.x + self.w / 2, self.y + self.h / 2)
    }

    /// Every position inside, row by row.
    pub fn positions(&self) -> impl Iterator<Item = Pos> + '_ {
        (self.y..self.y + self.h)
            .flat_map(move |y| (self.x..self.x + self.w).map(move |x| Pos::new(x, y)))
    }

    /// How many tiles lie on the rectangle's own edge.
    pub fn perimeter_len(&self) -> i32 {
        if self.w == 1 || self.h == 1 {
            self.w * self.h
        } else {
            2 * (self.w + self.h) - 4
        }
    }

    /// The `i`-th tile going round the rectangle's own edge, clockwise from its top-left.
    pub fn perimeter_tile(&self, i: i32) -> Pos {
        let (w, h) = (self.w, self.h);
        match i {
            i if i < w => Pos::new(self.x + i, self.y),
            i if i < w + h - 1 => Pos::new(self.right(), self.y + i - w + 1),
            i if i < 2 * w + h - 2 => Pos::new(self.right() - (i - (w + h - 2)), self.bottom()),
            i => Pos::new(self.x, self.bottom() - (i - (2 * w + h - 3))),
        }
    }

    /// Whether `p` is inside and on the rectangle's own edge.
    pub fn on_edge(&self, p: Pos) -> bool {
        self.contains(p)
            && (p.x == self.x || p.y == self.y || p.x == self.right() || p.y == self.bottom())
    }

    /// A uniformly random position inside.
    pub fn random_pos(&self, rng: &mut fastrand::Rng) -> Pos {
        Pos::new(
            rng.i32(self.x..self.x + self.w),
            rng.i32(self.y..self.y + self.h),
        )
    }
}

impl From<(i32, i32)> for Pos {
    fn from((x, y): (i32, i32)) -> Pos {
        Pos { x, y }
    }
}

impl From<Pos> for (i32, i32) {
    fn from(p: Pos) -> (i32, i32) {
        (p.x, p.y)
    }
}

impl From<[i32; 4]> for Rect {
    fn from([x, y, w, h]: [i32; 4]) -> Rect {
        Rect { x, y, w, h }
    }
}

impl From<Rect> for [i32; 4] {
    fn from(r: Rect) -> [i32; 4] {
        [r.x, r.y, r.w, r.h]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn perimeter_tiles_go_once_round_the_edge() {
        for rect in [
            Rect::new(2, 3, 5, 4),
            Rect::new(0, 0, 3, 3),
            Rect::new(1, 1, 2, 2),
        ] {
            let tiles: std::collections::BTreeSet<Pos> = (0..rect.perimeter_len())
                .map(|i| rect.perimeter_tile(i))
                .collect();
            assert_eq!(tiles.len() as i32, rect.perimeter_len());
            assert!(tiles.iter().all(|&p| rect.on_edge(p)));
        }
    }
}
