//! Long, nearly diagonal A* queries as a breadth-first search over rows of 64-bit words.
//!
//! With unit steps and the Chebyshev heuristic, A* expands every tile whose `g + h` is below the
//! optimum. Across open floor with a near-diagonal goal those tiles fill a band as wide as the
//! detour the obstacles force, along the whole way: 24,000 tiles on the 1000×1000 benchmark map,
//! one at a time. This search visits the same band 64 tiles at a time.
//!
//! Layer `g` holds the tiles at distance `g` from the start: layer `g + 1` is the 8-neighbourhood
//! of layer `g` (each row shifted by a tile either way, ORed with the rows above and below),
//! less walls and tiles reached before. Searching for a path of at most `f` steps, it keeps only
//! tiles within `g + 1` of the start and `f - g - 1` of the goal: a rectangle, whose columns are
//! the layer's window. A tile on a shortest path to any kept tile is kept too (the heuristic is
//! consistent), so the layers are exact distances, and when `f` is at least the optimum the goal
//! turns up in layer "optimum". The rectangle is at most `f - |dx| + 1` tiles wide and
//! `f - |dy| + 1` tall: while both are at most 62 (two bits spare for the spreading), a layer row
//! is one word and a layer at most 62 rows. So the search takes only queries of 64 steps or more
//! close to a diagonal, `f - min(|dx|, |dy|) < 62`, and leaves the rest to the A*.
//!
//! `f` comes from a first, greedy pass that widens its rectangle whenever its layer dies out and
//! carries on from there. Its path, `u` steps, need not be the shortest, so unless `u` is the
//! Chebyshev distance (no path can be shorter), an exact pass bounded by `u` follows. When the
//! greedy pass finds nothing, an exact pass bounded by the widest band has the last word.

use super::astar::Passability;
use super::paths::STEPS;
use crate::world::Pos;

/// The widest window, in tiles: a row and the two bits the spread adds fit in a word.
const WINDOW: i32 = 62;

/// Queries shorter than this are left to the A*, already quick on them.
const MIN_DISTANCE: i32 = 64;

/// The greedy pass starts this much above the Chebyshev distance, to look past the first
/// obstacles before it commits: its path is then shorter, and so is the exact pass it bounds.
const MARGIN: i32 = 6;

/// Rows of a layer: `len` words from `rows[at]`, for rows `y0..y0 + len`, bit `i` of a word
/// being the tile `x0 + i`. Two empty words lie before and after them in `rows`.
#[derive(Clone, Copy, Debug)]
struct Layer {
    x0: i32,
    y0: i32,
    len: i32,
    at: usize,
}

/// What the band's first pass found.
pub(super) enum Greedy {
    /// An optimal path.
    Found(Vec<Pos>),
    /// The query is too short or too far from a diagonal for the band.
    NotForBand,
    /// No path within the band its layers kept: [`BitBand::find_widest`] settles it.
    Failed,
}

#[derive(Clone, Debug, Default)]
pub(super) struct BitBand {
    width: i32,
    height: i32,
    /// The passable tiles not reached yet, word `k` of row `y` at `k * height + y` (word-column
    /// major, so a window's words down the rows are adjacent). One more column, of zeros, on the
    /// right, for a window that ends in the last word.
    open: Vec<u64>,
    /// The search that read each word of `open` from the map (words are read when first used).
    loaded: Vec<u32>,
    /// For each word column, a search and rows `lo..=hi` all read in it.
    checked: Vec<(u32, i32, i32)>,
    generation: u32,
    layers: Vec<Layer>,
    rows: Vec<u64>,
}

impl BitBand {
    pub(super) fn new(width: i32, height: i32) -> Self {
        BitBand {
            width,
            height,
            ..Default::default()
        }
    }

    /// An optimal path from `start` to the passable `goal` (as [`super::AStar::find_path`]), or
    /// `None` when the query is not one for this search or its path is longer than it can
    /// follow (or there is none): then the A* must answer.
    pub(super) fn find<P: Passability>(
        &mut self,
        start: Pos,
        goal: Pos,
        passability: &P,
    ) -> Option<Vec<Pos>> {
        match self.find_greedily(start, goal, passability) {
            Greedy::Found(path) => Some(path),
            Greedy::NotForBand => None,
            Greedy::Failed => self.find_widest(start, goal, passability),
        }
    }

    /// Whether the query is one for the band: 64 steps or more, close to a diagonal.
    pub(super) fn takes(start: Pos, goal: Pos) -> bool {
        let (dx, dy) = ((goal.x - start.x).abs(), (goal.y - start.y).abs());
        let f_max = dx.min(dy) + WINDOW - 1;
        dx.max(dy) >= MIN_DISTANCE && f_max >= dx.max(dy)
    }

    /// The first pass, and the exact pass its path bounds: a path as [`BitBand::find`], or why
    /// there is none yet.
    pub(super) fn find_greedily<P: Passability>(
        &mut self,
        start: Pos,
        goal: Pos,
        passability: &P,
    ) -> Greedy {
        if !Self::takes(start, goal) {
            return Greedy::NotForBand;
        }
        let (dx, dy) = ((goal.x - start.x).abs(), (goal.y - start.y).abs());
        let distance = dx.max(dy);
        let f_max = dx.min(dy) + WINDOW - 1;
        if self.open.is_empty() {
            let columns = (self.width as usize).div_ceil(64) + 1;
            self.open = vec![0; columns * self.height as usize];
            self.loaded = vec![0; columns * self.height as usize];
            self.checked = vec![(0, 0, 0); columns];
        }
        if self.generation == u32::MAX {
            self.loaded.fill(0);
            self.checked.fill((0, 0, 0));
            self.generation = 0;
        }
        self.generation += 1;
        let first = (distance + MARGIN).min(f_max);
        let steps = match self.search(start, goal, first, f_max, true, passability) {
            Some(u) if u == distance => u,
            Some(u) => {
                self.reopen();
                self.search(start, goal, u, u, false, passability)
                    .expect("a search bounded by a path's length finds one")
            }
            None => return Greedy::Failed,
        };
        Greedy::Found(self.walk_back(goal, steps))
    }

    /// After [`Greedy::Failed`] for the same query: the exact pass over the widest band,
    /// which finds the path whenever it fits the band. The greedy layers can run into a
    /// pocket of walls the tiles they left behind would have led around (iid noise caves do
    /// this).
    pub(super) fn find_widest<P: Passability>(
        &mut self,
        start: Pos,
        goal: Pos,
        passability: &P,
    ) -> Option<Vec<Pos>> {
        let (dx, dy) = ((goal.x - start.x).abs(), (goal.y - start.y).abs());
        let f_max = dx.min(dy) + WINDOW - 1;
        self.reopen();
        let steps = self.search(start, goal, f_max, f_max, false, passability)?;
        Some(self.walk_back(goal, steps))
    }

    /// Layers from `start` until one holds `goal`: returns its number. Bounded by `f`, or when
    /// `greedy`, by an `f` raised (up to `f_max`) whenever a layer would be empty.
    fn search<P: Passability>(
        &mut self,
        start: Pos,
        goal: Pos,
        mut f: i32,
        f_max: i32,
        greedy: bool,
        passability: &P,
    ) -> Option<i32> {
        let (w, h) = (self.width, self.height);
        self.layers.clear();
        self.rows.clear();
        self.layers.push(Layer {
            x0: start.x,
            y0: start.y,
            len: 1,
            at: 2,
        });
        self.rows.extend_from_slice(&[0, 0, 1, 0, 0]);
        let start_word = self.load((start.x >> 6) as usize, start.y, start.y, passability);
        self.open[start_word] &= !(1 << (start.x & 63));
        let mut g = 0;
        while g < f {
            // The rectangle of layer g + 1, and the rows next to layer g in it.
            let r = f - g - 1;
            let x_lo = (start.x - g - 1).max(goal.x - r).max(0);
            let x_hi = (start.x + g + 1).min(goal.x + r).min(w - 1);
            let cur = self.layers[g as usize];
            let y_from = (cur.y0 - 1).max(start.y - g - 1).max(goal.y - r).max(0);
            let y_to = (cur.y0 + cur.len)
                .min(start.y + g + 1)
                .min(goal.y + r)
                .min(h - 1);
            // Bit i of a row of layer g is tile cur.x0 + i, bit i + shift - 1 of the window.
            let shift = cur.x0 - x_lo + 1;
            let next = if x_lo <= x_hi && y_from <= y_to && shift < 64 {
                self.step(cur, shift as u32, x_lo, x_hi, y_from, y_to, passability)
            } else {
                None
            };
            match next {
                Some(layer) => self.layers.push(layer),
                None if greedy && f < f_max => {
                    f += 1;
                    continue;
                }
                None => return None,
            }
            g += 1;
            if self.member(g as usize, goal) {
                return Some(g);
            }
        }
        None
    }

    /// The next layer, in the window `x_lo..=x_hi` (at most [`WINDOW`] wide) of rows
    /// `y_from..=y_to`, from the layer `cur`; `None` when it is empty.
    #[allow(clippy::too_many_arguments)]
    fn step<P: Passability>(
        &mut self,
        cur: Layer,
        shift: u32,
        x_lo: i32,
        x_hi: i32,
        y_from: i32,
        y_to: i32,
        passability: &P,
    ) -> Option<Layer> {
        let n = (y_to - y_from + 1) as usize;
        let (k, off) = ((x_lo >> 6) as usize, (x_lo & 63) as u32);
        let lo_at = self.load(k, y_from, y_to, passability);
        // Word k + 1 is read and written back unchanged when the window ends in word k.
        let hi_at = if x_hi >> 6 > x_lo >> 6 {
            self.load(k + 1, y_from, y_to, passability)
        } else {
            lo_at + self.height as usize
        };
        let mask = u64::MAX >> (64 - (x_hi - x_lo + 1));
        // The new rows go at the end of the arena, two empty words either side.
        let base = self.rows.len() + 2;
        self.rows.resize(base + n + 2, 0);
        let (old, new) = self.rows.split_at_mut(base);
        let new = &mut new[..n];
        // Rows y_from - 1 ..= y_to + 1 of layer g, within its empty words.
        let from = (cur.at as i32 + y_from - 1 - cur.y0) as usize;
        let src = &old[from..from + n + 2];
        let spread = |t: u64| {
            let u = t << shift;
            u | u >> 1 | u >> 2
        };
        let (lo_words, hi_words) = self.open.split_at_mut(hi_at);
        let (lo_words, hi_words) = (&mut lo_words[lo_at..lo_at + n], &mut hi_words[..n]);
        // The window's bits of a row are bits off.. of word k and ..off of word k + 1.
        let back = 63 - off;
        let (mut above, mut here) = (spread(src[0]), spread(src[1]));
        for i in 0..n {
            let below = spread(src[i + 2]);
            let (a, b) = (lo_words[i], hi_words[i]);
            let reached = (above | here | below) & mask & (a >> off | (b << 1) << back);
            lo_words[i] = a & !(reached << off);
            hi_words[i] = b & !((reached >> 1) >> back);
            new[i] = reached;
            (above, here) = (here, below);
        }
        let Some(first) = new.iter().position(|&row| row != 0) else {
            self.rows.truncate(base - 2);
            return None;
        };
        let last = new.iter().rposition(|&row| row != 0).unwrap_or(first);
        Some(Layer {
            x0: x_lo,
            y0: y_from + first as i32,
            len: (last - first + 1) as i32,
            at: base + first,
        })
    }

    /// Reads word column `k` of rows `y_from..=y_to` from the map where this search has not
    /// yet; returns the index of the first in `open`.
    fn load<P: Passability>(&mut self, k: usize, y_from: i32, y_to: i32, passability: &P) -> usize {
        // Consecutive layers mostly use the same rows of the same column: only the rows beyond
        // those known loaded need a look.
        let (generation, lo, hi) = self.checked[k];
        if generation != self.generation || y_to < lo - 1 || y_from > hi + 1 {
            self.load_rows(k, y_from, y_to, passability);
            self.checked[k] = (self.generation, y_from, y_to);
        } else if y_from < lo || y_to > hi {
            self.load_rows(k, y_from, y_to.min(lo - 1), passability);
            self.load_rows(k, y_from.max(hi + 1), y_to, passability);
            self.checked[k] = (generation, lo.min(y_from), hi.max(y_to));
        }
        k * self.height as usize + y_from as usize
    }

    #[inline(always)]
    fn load_rows<P: Passability>(&mut self, k: usize, y_from: i32, y_to: i32, passability: &P) {
        let at = k * self.height as usize;
        let x0 = k as i32 * 64;
        for y in y_from..=y_to {
            let i = at + y as usize;
            if self.loaded[i] != self.generation {
                self.loaded[i] = self.generation;
                self.open[i] = if x0 < self.width {
                    passability.bits(y, x0, (x0 + 64).min(self.width), self.width)
                } else {
                    0
                };
            }
        }
    }

    /// Marks the tiles of every layer open again, for a second search.
    fn reopen(&mut self) {
        let h = self.height as usize;
        for l in &self.layers {
            let (k, off) = ((l.x0 >> 6) as usize, l.x0 & 63);
            for (i, &row) in self.rows[l.at..l.at + l.len as usize].iter().enumerate() {
                let at = k * h + l.y0 as usize + i;
                self.open[at] |= row << off;
                if off > 0 {
                    self.open[at + h] |= row >> (64 - off);
                }
            }
        }
    }

    fn member(&self, g: usize, p: Pos) -> bool {
        let l = self.layers[g];
        let (i, bit) = (p.y - l.y0, p.x - l.x0);
        (0..l.len).contains(&i)
            && (0..64).contains(&bit)
            && self.rows[l.at + i as usize] >> bit & 1 != 0
    }

    /// The tiles of layers 1 to `n` that lead to `goal`, each next to the one before, keeping
    /// the previous step's direction where it can.
    fn walk_back(&self, goal: Pos, n: i32) -> Vec<Pos> {
        let n = n as usize;
        let mut path = vec![goal; n];
        let mut p = goal;
        let mut k = 0;
        for g in (1..n).rev() {
            k = (k..k + 8)
                .map(|k| k % 8)
                .find(|&k| self.member(g, p.offset(-STEPS[k].0, -STEPS[k].1)))
                .expect("every tile of a layer is next to one of the layer before");
            p = p.offset(-STEPS[k].0, -STEPS[k].1);
            path[g - 1] = p;
        }
        path
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::VecDeque;

    /// Walls as a grid of booleans.
    struct Walls {
        width: i32,
        wall: Vec<bool>,
    }

    impl Passability for Walls {
        fn passable(&self, index: usize, _x: i32, _y: i32) -> bool {
            !self.wall[index]
        }
    }

    /// A map with pillars on a lattice and, if asked, a wall across the diagonal with one gap.
    fn map(width: i32, height: i32, barrier: bool) -> Walls {
        let mut wall = vec![false; (width * height) as usize];
        for y in 0..height {
            for x in 0..width {
                let pillar = x % 7 == 3 && y % 5 == 2;
                let across = barrier && x + y == width && (x - y).abs() > 20;
                wall[(y * width + x) as usize] = pillar || across;
            }
        }
        Walls { width, wall }
    }

    fn bfs(walls: &Walls, height: i32, start: Pos, goal: Pos) -> Option<u32> {
        let w = walls.width;
        let mut seen = vec![u32::MAX; walls.wall.len()];
        let mut queue = VecDeque::from([start]);
        seen[(start.y * w + start.x) as usize] = 0;
        while let Some(p) = queue.pop_front() {
            let d = seen[(p.y * w + p.x) as usize];
            if p == goal {
                return Some(d);
            }
            for (dx, dy) in STEPS {
                let n = p.offset(dx, dy);
                let i = (n.y * w + n.x) as usize;
                let inside = n.x >= 0 && n.y >= 0 && n.x < w && n.y < height;
                if inside && !walls.wall[i] && seen[i] == u32::MAX {
                    seen[i] = d + 1;
                    queue.push_back(n);
                }
            }
        }
        None
    }

    /// The band search itself answers these long near-diagonal queries (not the A* behind
    /// it), with legal steps and the breadth-first distance, across several 64-bit words.
    #[test]
    fn long_diagonal_queries_are_answered_optimally_by_the_band() {
        for (width, height, barrier, start, goal) in [
            (200, 190, false, Pos::new(1, 1), Pos::new(198, 188)),
            (200, 190, false, Pos::new(198, 1), Pos::new(2, 187)),
            (160, 160, true, Pos::new(0, 0), Pos::new(159, 159)),
        ] {
            let walls = map(width, height, barrier);
            let mut band = BitBand::new(width, height);
            let path = band
                .find(start, goal, &walls)
                .unwrap_or_else(|| panic!("the band answers {start:?} to {goal:?}"));
            let best = bfs(&walls, height, start, goal).unwrap();
            assert_eq!(path.len() as u32, best, "{start:?} to {goal:?}");
            assert_eq!(path.last(), Some(&goal));
            let mut at = start;
            for &p in &path {
                assert_eq!(at.chebyshev(p), 1, "a step from {at:?} to {p:?}");
                assert!(!walls.wall[(p.y * width + p.x) as usize], "{p:?} is a wall");
                at = p;
            }
        }
    }

    /// Corner to corner across iid noise inside a wall border (each tile a wall with p = 0.3, as the benchmark's
    /// `cave200`): the greedy layers get caught in pockets there, and the band must still
    /// answer, optimally, whenever the shortest path fits it.
    #[test]
    fn noise_caves_are_answered_by_the_band() {
        let (width, height) = (200, 200);
        for seed in 1..=20 {
            let mut rng = fastrand::Rng::with_seed(seed);
            let mut walls = map(width, height, false);
            for (i, w) in walls.wall.iter_mut().enumerate() {
                let (x, y) = (i as i32 % width, i as i32 / width);
                let border = x == 0 || y == 0 || x == width - 1 || y == height - 1;
                *w = border || rng.f32() < 0.3;
            }
            let (start, goal) = (Pos::new(196, 1), Pos::new(1, 197));
            for p in [start, goal] {
                walls.wall[(p.y * width + p.x) as usize] = false;
            }
            let Some(best) = bfs(&walls, height, start, goal) else {
                continue;
            };
            let path = BitBand::new(width, height).find(start, goal, &walls);
            // The band takes paths of up to min(|dx|, |dy|) + WINDOW - 1 steps.
            if (best as i32) < 195 + WINDOW {
                let path = path.unwrap_or_else(|| panic!("seed {seed}: the band answers"));
                assert_eq!(path.len() as u32, best, "seed {seed}");
            }
        }
    }

    #[test]
    fn short_or_crooked_queries_are_left_to_the_a_star() {
        let walls = map(200, 200, false);
        let mut band = BitBand::new(200, 200);
        assert!(band
            .find(Pos::new(1, 1), Pos::new(40, 40), &walls)
            .is_none());
        // Far from a diagonal: the band would be wider than a word.
        assert!(band
            .find(Pos::new(1, 1), Pos::new(198, 20), &walls)
            .is_none());
    }
}
