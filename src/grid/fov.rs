//! Field of view by Albert Ford's "Symmetric Shadowcasting".
//!
//! The map around the observer is cut into four quadrants (north, east, south, west), each
//! scanned outward row by row. A row is the span of tiles at one depth between a start and an
//! end slope; a run of floor tiles in a row becomes a narrower row one step deeper, bounded by
//! the walls beside it. A floor tile counts as seen only if its centre lies between the row's
//! slopes (`is_symmetric` in the article), which makes sight between floor tiles symmetric;
//! a wall is lit as soon as the row reaches it, so the walls of a room are all seen.
//!
//! For speed the scan keeps slopes as integer fractions and reads opacity from a [`SightMap`],
//! where each of its rows is a run of bits: it finds the runs of floor and wall with bit scans
//! and reveals a whole row with a few masks. Visibility is kept the same way, each word stamped
//! with the computation that wrote it, so a new computation clears nothing. The rows wait in one
//! first-in first-out queue for all four quadrants, so the rows in flight are independent of
//! each other and the processor works on several at once.

mod row;

use row::{first_cols, last_cols, narrow_row, next_change, wide_row, Marks, Row, RowLight, Runs};

use super::sight::BitLines;
pub use super::sight::SightMap;
use crate::world::{Grid, Pos};

/// One of the four quadrants: which lines of bits (rows or columns of the map) it reads, and
/// where the map ends. Column `c` of the row at depth `d` is bit `along + c` of the line that
/// starts at word `base + (line + d * line_step) * words`.
#[derive(Clone, Copy, Debug, Default)]
struct Quadrant {
    base: usize,
    words: usize,
    line: i32,
    line_step: i32,
    along: i32,
    /// The deepest row inside the map (and within the radius).
    max_depth: i32,
    /// The columns inside the map.
    min_col: i32,
    max_col: i32,
}

/// Reach of an unlimited radius: wider than any row.
const UNLIMITED: i32 = i32::MAX / 4;

/// A reusable field-of-view computation over a map of fixed size.
#[derive(Clone, Debug)]
pub struct Fov {
    width: i32,
    height: i32,
    /// What the last computation saw, as bits; a word counts only if its stamp equals
    /// `generation`.
    seen: BitLines,
    stamps: Vec<u32>,
    generation: u32,
    origin: Pos,
    radius: i32,
    /// For the radius of `reach_radius`: the widest column within the radius at each depth.
    reach: Vec<i32>,
    reach_radius: i32,
    /// The rows to scan, first in first out from `next_row`.
    rows: Vec<Row>,
    /// The opacity asked of [`Fov::compute`]'s closure.
    scratch: SightMap,
}

impl Fov {
    pub fn new(width: i32, height: i32) -> Self {
        assert!(width >= 0 && height >= 0, "map size must not be negative");
        let seen = BitLines::new(width, height);
        Fov {
            width,
            height,
            stamps: vec![0; seen.words.len()],
            seen,
            // Stamps start below the generation: nothing is visible before a computation.
            generation: 1,
            origin: Pos::new(0, 0),
            radius: 0,
            reach: Vec::new(),
            reach_radius: -1,
            rows: Vec::with_capacity(256),
            scratch: SightMap::new(width, height),
        }
    }

    pub fn width(&self) -> i32 {
        self.width
    }

    pub fn height(&self) -> i32 {
        self.height
    }

    /// Computes what is visible from `origin`; `opaque(pos)` says whether an in-bounds tile
    /// blocks sight. `radius` 0 is unlimited, otherwise a tile is in range when
    /// `dx² + dy² <= radius²`. Visible walls count as visible.
    ///
    /// Asks `opaque` about every tile within `radius` of the origin (of the map when unlimited);
    /// a level that keeps a [`SightMap`] should call [`Fov::compute_on`] instead.
    pub fn compute(&mut self, origin: Pos, radius: i32, opaque: impl Fn(Pos) -> bool) {
        let r = if radius > 0 {
            radius
        } else {
            self.width.max(self.height)
        };
        let mut scratch = std::mem::replace(&mut self.scratch, SightMap::new(0, 0));
        for y in (origin.y - r).max(0)..(origin.y + r + 1).min(self.height) {
            for x in (origin.x - r).max(0)..(origin.x + r + 1).min(self.width) {
                let p = Pos::new(x, y);
                scratch.set_opaque(p, opaque(p));
            }
        }
        self.compute_on(origin, radius, &scratch);
        self.scratch = scratch;
    }

    /// As [`Fov::compute`], with opacity from a [`SightMap`] of the same size: the fast path.
    pub fn compute_on(&mut self, origin: Pos, radius: i32, sight: &SightMap) {
        assert!(
            sight.width() == self.width && sight.height() == self.height,
            "the sight map must be {}x{}",
            self.width,
            self.height
        );
        self.next_generation();
        self.origin = origin;
        self.radius = radius.max(0);
        if !self.in_bounds(origin) {
            return;
        }
        self.prepare_reach(self.radius);
        let (word, bit) = self.seen.in_row(origin);
        self.seen.words[word] = 1 << bit;
        self.stamps[word] = self.generation;

        let (w, h) = (self.width, self.height);
        let (ox, oy) = (origin.x, origin.y);
        let depth_limit = |to_edge: i32| {
            if self.radius > 0 {
                to_edge.min(self.radius)
            } else {
                to_edge
            }
        };
        let (row_words, col_words, cols_at) =
            (self.seen.row_words, self.seen.col_words, self.seen.cols_at);
        let along_x = |line_step: i32, to_edge: i32| Quadrant {
            base: 0,
            words: row_words,
            line: oy,
            line_step,
            along: ox,
            max_depth: depth_limit(to_edge),
            min_col: -ox,
            max_col: w - 1 - ox,
        };
        let along_y = |line_step: i32, to_edge: i32| Quadrant {
            base: cols_at,
            words: col_words,
            line: ox,
            line_step,
            along: oy,
            max_depth: depth_limit(to_edge),
            min_col: -oy,
            max_col: h - 1 - oy,
        };
        let quadrants = [
            along_x(-1, oy),
            along_y(1, w - 1 - ox),
            along_x(1, h - 1 - oy),
            along_y(-1, ox),
        ];
        self.rows.clear();
        for (i, q) in quadrants.iter().enumerate() {
            if q.max_depth >= 1 {
                self.rows.push(Row {
                    quadrant: i as u32,
                    depth: 1,
                    start_num: -1,
                    start_den: 1,
                    end_num: 1,
                    end_den: 1,
                    first_hint: -1,
                    last_hint: 1,
                });
            }
        }
        self.scan(&quadrants, &sight.bits.words);
    }

    pub fn is_visible(&self, p: Pos) -> bool {
        if !self.in_bounds(p) {
            return false;
        }
        [self.seen.in_row(p), self.seen.in_col(p)]
            .into_iter()
            .any(|(word, bit)| {
                self.stamps[word] == self.generation && self.seen.words[word] >> bit & 1 != 0
            })
    }

    /// Every visible position of the last computation, row by row.
    pub fn visible_positions(&self) -> impl Iterator<Item = Pos> + '_ {
        let (x0, y0, x1, y1) = self.last_bounds();
        (y0..=y1)
            .flat_map(move |y| (x0..=x1).map(move |x| Pos::new(x, y)))
            .filter(move |&p| self.is_visible(p))
    }

    /// Calls `f` with every tile the last computation found visible, read from the words that
    /// hold them, 64 tiles at a time: row by row, then column by column, so a tile marked along
    /// both comes twice. Much quicker than asking [`Fov::is_visible`] of every tile round.
    pub fn for_each_visible(&self, mut f: impl FnMut(Pos)) {
        let (x0, y0, x1, y1) = self.last_bounds();
        let lines = &self.seen;
        for y in y0..=y1 {
            let base = y as usize * lines.row_words;
            self.visible_in_line(base, x0, x1, |x| f(Pos::new(x, y)));
        }
        for x in x0..=x1 {
            let base = lines.cols_at + x as usize * lines.col_words;
            self.visible_in_line(base, y0, y1, |y| f(Pos::new(x, y)));
        }
    }

    /// The marked places `lo..=hi` along the line whose words start at `base`.
    fn visible_in_line(&self, base: usize, lo: i32, hi: i32, mut found: impl FnMut(i32)) {
        for word in lo as usize / 64..=hi as usize / 64 {
            let i = base + word;
            if self.stamps[i] != self.generation {
                continue; // left over from an earlier computation
            }
            let start = word as i32 * 64;
            let (a, b) = ((lo - start).max(0), (hi - start).min(63));
            let mut bits = self.seen.words[i] & (u64::MAX >> (63 - b)) & (u64::MAX << a);
            while bits != 0 {
                found(start + bits.trailing_zeros() as i32);
                bits &= bits - 1;
            }
        }
    }

    /// How many tiles the last computation found visible.
    pub fn visible_count(&self) -> usize {
        self.visible_positions().count()
    }

    /// The visibility of the last computation as a grid of booleans (allocates).
    pub fn to_grid(&self) -> Grid<bool> {
        let mut grid = Grid::new(self.width, self.height, false);
        for p in self.visible_positions() {
            grid[p] = true;
        }
        grid
    }

    fn in_bounds(&self, p: Pos) -> bool {
        p.x >= 0 && p.y >= 0 && p.x < self.width && p.y < self.height
    }

    /// The box of tiles the last computation may have marked: inclusive x0, y0, x1, y1.
    fn last_bounds(&self) -> (i32, i32, i32, i32) {
        if !self.in_bounds(self.origin) {
            return (0, 0, -1, -1);
        }
        let r = if self.radius > 0 {
            self.radius
        } else {
            self.width.max(self.height)
        };
        let o = self.origin;
        (
            (o.x - r).max(0),
            (o.y - r).max(0),
            (o.x + r).min(self.width - 1),
            (o.y + r).min(self.height - 1),
        )
    }

    /// Starts a new generation, so every word of the previous computation reads as unseen.
    fn next_generation(&mut self) {
        if self.generation == u32::MAX {
            self.stamps.fill(0);
            self.generation = 0;
        }
        self.generation += 1;
    }

    fn prepare_reach(&mut self, radius: i32) {
        if radius <= 0 || self.reach_radius == radius {
            return;
        }
        let r2 = i64::from(radius) * i64::from(radius);
        self.reach.clear();
        let mut c = i64::from(radius);
        for d in 0..=i64::from(radius) {
            while c > 0 && d * d + c * c > r2 {
                c -= 1;
            }
            self.reach.push(c as i32);
        }
        self.reach_radius = radius;
    }

    /// Scans the queued rows, and the rows they make, until none is left.
    fn scan(&mut self, quadrants: &[Quadrant; 4], opaque: &[u64]) {
        let generation = self.generation;
        let reach_table = (self.radius > 0).then_some(&self.reach[..]);
        let seen = &mut self.seen.words[..];
        let stamps = &mut self.stamps[..];
        let rows = &mut self.rows;
        let mut next_row = 0;
        while let Some(&row) = rows.get(next_row) {
            next_row += 1;
            let q = &quadrants[row.quadrant as usize];
            let d = row.depth;
            let (first, sym_first) = first_cols(d, row.start_num, row.start_den, row.first_hint);
            let (last, sym_last) = last_cols(d, row.end_num, row.end_den, row.last_hint);
            // Tiles beyond the map edge act as walls that are never lit.
            let lo = first.max(q.min_col);
            let hi = last.min(q.max_col);
            if lo > hi {
                continue;
            }
            let line_start = q.base + (q.line + d * q.line_step) as usize * q.words;
            let line = &opaque[line_start..line_start + q.words];

            // Walls are lit across the row, floors only with their centre inside the slopes
            // (`sym_first..=sym_last`). A start slope moved within this row only moves left of
            // the next tiles, so these bounds hold for the whole row.
            let reach = reach_table.map_or(UNLIMITED, |t| t[d as usize]);
            if lo > reach || hi < -reach {
                // All beyond the radius, and so are the rows it would make: they never come
                // back towards the middle column.
                continue;
            }
            let lit = RowLight {
                walls: (lo.max(-reach), hi.min(reach)),
                floors: (lo.max(-reach).max(sym_first), hi.min(reach).min(sym_last)),
            };
            let marks = Marks {
                seen: &mut seen[line_start..line_start + q.words],
                stamps: &mut stamps[line_start..line_start + q.words],
                generation,
            };
            let runs = if hi - lo < 64 {
                narrow_row(line, q.along, lo, hi, lit, marks)
            } else {
                wide_row(line, q.along, lo, hi, lit, marks);
                Runs::Wide
            };
            if d >= q.max_depth {
                continue;
            }

            // Each run of floor becomes a row one deeper, between the walls beside it: from the
            // left edge of its first tile (or the row's start, if nothing is left of it) to the
            // left edge of the wall after it (or the row's end, if nothing is right of it).
            let wall_before = first < q.min_col;
            let wall_after = last > q.max_col;
            let mut deeper = |run_lo: i32, run_end: i32| {
                let (start_num, start_den, first_hint) = if run_lo != first || wall_before {
                    (2 * run_lo - 1, 2 * d, run_lo)
                } else {
                    (row.start_num, row.start_den, first)
                };
                let (end_num, end_den, last_hint) = if run_end <= hi || wall_after {
                    (2 * run_end - 1, 2 * d, run_end - 1)
                } else {
                    (row.end_num, row.end_den, last)
                };
                rows.push(Row {
                    quadrant: row.quadrant,
                    depth: d + 1,
                    start_num,
                    start_den,
                    end_num,
                    end_den,
                    first_hint,
                    last_hint,
                });
            };
            match runs {
                Runs::Narrow(walls) => {
                    let floors = !walls & (!0u64 >> (63 - (hi - lo) as u32));
                    let mut starts = floors & !(floors << 1);
                    let mut lasts = floors & !(floors >> 1);
                    while starts != 0 {
                        let run_lo = lo + starts.trailing_zeros() as i32;
                        let run_end = lo + lasts.trailing_zeros() as i32 + 1;
                        deeper(run_lo, run_end);
                        starts &= starts - 1;
                        lasts &= lasts - 1;
                    }
                }
                Runs::Wide => {
                    let limit = (q.along + hi) as usize + 1;
                    let mut c = lo;
                    while c <= hi {
                        let at = (q.along + c) as usize;
                        let is_wall = line[at / 64] >> (at % 64) & 1 != 0;
                        let end = (next_change(line, at, is_wall, limit) - at) as i32 + c;
                        if !is_wall {
                            deeper(c, end);
                        }
                        c = end;
                    }
                }
            }
        }
    }
}
