//! Field of view by Albert Ford's "Symmetric Shadowcasting".
//!
//! The map around the observer is cut into four quadrants (north, east, south, west), each
//! scanned outward row by row. A row is the span of tiles at one depth between a start and an
//! end slope; a run of floor tiles in a row becomes a narrower row one step deeper, bounded by
//! the walls beside it. A floor tile counts as seen only if its centre lies between the row's
//! slopes (`is_symmetric` in the article), which makes sight between floor tiles symmetric;
//! a wall is lit as soon as the row reaches it, so the walls of a room are all seen.
//!
//! For speed the scan is iterative (a reused stack of rows), keeps slopes as integer fractions
//! and finds a row's first and last column by stepping from a hint instead of dividing, works on
//! flat indices, and marks visibility with a generation stamp so a new computation never clears
//! the grid.

use crate::world::{Grid, Pos};

/// What the scan asks about a tile: whether it blocks sight. `index` is the flat index
/// `y * width + x` of the in-bounds tile `(x, y)`.
trait Opacity {
    fn opaque(&self, index: usize, x: i32, y: i32) -> bool;
}

/// A byte per tile, non-zero = opaque.
struct Bytes<'a>(&'a [u8]);

impl Opacity for Bytes<'_> {
    #[inline(always)]
    fn opaque(&self, index: usize, _x: i32, _y: i32) -> bool {
        self.0[index] != 0
    }
}

/// The caller's own test of a position.
struct ByPos<F>(F);

impl<F: Fn(Pos) -> bool> Opacity for ByPos<F> {
    #[inline(always)]
    fn opaque(&self, _index: usize, x: i32, y: i32) -> bool {
        (self.0)(Pos::new(x, y))
    }
}

/// A row still to scan: its depth, the slopes `start_num / start_den` and `end_num / end_den`
/// (denominators positive), and guesses of its first and last columns, each off by at most two.
#[derive(Clone, Copy, Debug)]
struct Row {
    depth: i32,
    start_num: i32,
    start_den: i32,
    end_num: i32,
    end_den: i32,
    first_hint: i32,
    last_hint: i32,
}

/// One of the four quadrants: how depth and column map to the map, and where the map ends.
#[derive(Clone, Copy, Debug)]
struct Quadrant {
    /// The tile one row deeper, as (dx, dy) and as a flat index offset.
    depth_dir: (i32, i32),
    depth_step: isize,
    /// The tile one column to the right, likewise.
    col_dir: (i32, i32),
    col_step: isize,
    /// The deepest row inside the map (and within the radius).
    max_depth: i32,
    /// The columns inside the map.
    min_col: i32,
    max_col: i32,
}

/// The smallest column `c` whose tile is in a row with start slope `num / den` at `depth`:
/// `c = round_ties_up(depth * num / den)`, i.e. the smallest `c` with `(2c + 1) den > 2 depth num`.
#[inline(always)]
fn first_col(depth: i32, num: i32, den: i32, hint: i32) -> i32 {
    let target = 2 * i64::from(depth) * i64::from(num);
    let den = i64::from(den);
    let mut c = i64::from(hint);
    while (2 * c + 1) * den <= target {
        c += 1;
    }
    while (2 * c - 1) * den > target {
        c -= 1;
    }
    c as i32
}

/// The largest column `c` in a row with end slope `num / den` at `depth`:
/// `c = round_ties_down(depth * num / den)`, i.e. the largest `c` with `(2c - 1) den < 2 depth num`.
#[inline(always)]
fn last_col(depth: i32, num: i32, den: i32, hint: i32) -> i32 {
    let target = 2 * i64::from(depth) * i64::from(num);
    let den = i64::from(den);
    let mut c = i64::from(hint);
    while (2 * c - 1) * den >= target {
        c -= 1;
    }
    while (2 * c + 1) * den < target {
        c += 1;
    }
    c as i32
}

/// Reach of an unlimited radius: wider than any row.
const UNLIMITED: i32 = i32::MAX / 4;

/// A reusable field-of-view computation over a map of fixed size.
#[derive(Clone, Debug)]
pub struct Fov {
    width: i32,
    height: i32,
    /// A tile is visible when its stamp equals `generation`.
    stamps: Vec<u32>,
    generation: u32,
    origin: Pos,
    radius: i32,
    /// For the radius of `reach_radius`: the widest column within the radius at each depth.
    reach: Vec<i32>,
    reach_radius: i32,
    rows: Vec<Row>,
}

impl Fov {
    pub fn new(width: i32, height: i32) -> Self {
        assert!(width >= 0 && height >= 0, "map size must not be negative");
        Fov {
            width,
            height,
            // Stamps start below the generation: nothing is visible before a computation.
            stamps: vec![0; (width * height) as usize],
            generation: 1,
            origin: Pos::new(0, 0),
            radius: 0,
            reach: Vec::new(),
            reach_radius: -1,
            rows: Vec::with_capacity(64),
        }
    }

    pub fn width(&self) -> i32 {
        self.width
    }

    pub fn height(&self) -> i32 {
        self.height
    }

    /// Computes what is visible from `origin`; `opaque(pos)` says whether an in-bounds tile
    /// blocks sight (it is never asked about the origin). `radius` 0 is unlimited, otherwise
    /// a tile is in range when `dx² + dy² <= radius²`. Visible walls count as visible.
    pub fn compute(&mut self, origin: Pos, radius: i32, opaque: impl Fn(Pos) -> bool) {
        self.run(origin, radius, &ByPos(opaque));
    }

    /// As [`Fov::compute`], with opacity read from a byte per tile (`y * width + x`,
    /// non-zero = opaque): the fast path for a level that keeps such a grid.
    pub fn compute_on(&mut self, origin: Pos, radius: i32, opaque: &[u8]) {
        assert_eq!(
            opaque.len(),
            self.stamps.len(),
            "the opacity grid must be {}x{}",
            self.width,
            self.height
        );
        self.run(origin, radius, &Bytes(opaque));
    }

    pub fn is_visible(&self, p: Pos) -> bool {
        self.in_bounds(p) && self.stamps[(p.y * self.width + p.x) as usize] == self.generation
    }

    /// Every visible position of the last computation, row by row.
    pub fn visible_positions(&self) -> impl Iterator<Item = Pos> + '_ {
        let (x0, y0, x1, y1) = self.last_bounds();
        (y0..=y1)
            .flat_map(move |y| (x0..=x1).map(move |x| Pos::new(x, y)))
            .filter(move |&p| self.stamps[(p.y * self.width + p.x) as usize] == self.generation)
    }

    /// How many tiles the last computation found visible.
    pub fn visible_count(&self) -> usize {
        self.visible_positions().count()
    }

    /// The visibility of the last computation as a grid of booleans (allocates).
    pub fn to_grid(&self) -> Grid<bool> {
        let mut grid = Grid::new(self.width, self.height, false);
        for (cell, &stamp) in grid.cells_mut().iter_mut().zip(&self.stamps) {
            *cell = stamp == self.generation;
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

    /// Starts a new generation, so every tile of the previous computation reads as unseen.
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

    fn run<O: Opacity>(&mut self, origin: Pos, radius: i32, opacity: &O) {
        self.next_generation();
        self.origin = origin;
        self.radius = radius.max(0);
        if !self.in_bounds(origin) {
            return;
        }
        self.prepare_reach(self.radius);
        let origin_index = (origin.y * self.width + origin.x) as usize;
        self.stamps[origin_index] = self.generation;

        let (w, h) = (self.width, self.height);
        let (ox, oy) = (origin.x, origin.y);
        let depth_limit = |to_edge: i32| {
            if self.radius > 0 {
                to_edge.min(self.radius)
            } else {
                to_edge
            }
        };
        let quadrants = [
            Quadrant {
                depth_dir: (0, -1),
                depth_step: -(w as isize),
                col_dir: (1, 0),
                col_step: 1,
                max_depth: depth_limit(oy),
                min_col: -ox,
                max_col: w - 1 - ox,
            },
            Quadrant {
                depth_dir: (1, 0),
                depth_step: 1,
                col_dir: (0, 1),
                col_step: w as isize,
                max_depth: depth_limit(w - 1 - ox),
                min_col: -oy,
                max_col: h - 1 - oy,
            },
            Quadrant {
                depth_dir: (0, 1),
                depth_step: w as isize,
                col_dir: (1, 0),
                col_step: 1,
                max_depth: depth_limit(h - 1 - oy),
                min_col: -ox,
                max_col: w - 1 - ox,
            },
            Quadrant {
                depth_dir: (-1, 0),
                depth_step: -1,
                col_dir: (0, 1),
                col_step: w as isize,
                max_depth: depth_limit(ox),
                min_col: -oy,
                max_col: h - 1 - oy,
            },
        ];
        for quadrant in &quadrants {
            if quadrant.max_depth >= 1 {
                self.scan(quadrant, origin, origin_index, opacity);
            }
        }
    }

    /// Scans one quadrant, row by row, from depth 1 outward.
    #[inline(always)]
    fn scan<O: Opacity>(&mut self, q: &Quadrant, origin: Pos, origin_index: usize, opacity: &O) {
        let generation = self.generation;
        let limited = self.radius > 0;
        let reach_table = &self.reach[..];
        let stamps = &mut self.stamps[..];
        let rows = &mut self.rows;
        rows.clear();
        rows.push(Row {
            depth: 1,
            start_num: -1,
            start_den: 1,
            end_num: 1,
            end_den: 1,
            first_hint: -1,
            last_hint: 1,
        });
        while let Some(row) = rows.pop() {
            let d = row.depth;
            let first = first_col(d, row.start_num, row.start_den, row.first_hint);
            let last = last_col(d, row.end_num, row.end_den, row.last_hint);
            if first > last {
                continue;
            }
            // Floor tiles are seen only with their centre inside the slopes: between the first
            // column at or right of `depth * start` and the last at or left of `depth * end`.
            // A start slope moved within this row only moves it left of the next tiles, so
            // these bounds hold for the whole row.
            let sym_first = if i64::from(first) * i64::from(row.start_den)
                >= i64::from(d) * i64::from(row.start_num)
            {
                first
            } else {
                first + 1
            };
            let sym_last = if i64::from(last) * i64::from(row.end_den)
                <= i64::from(d) * i64::from(row.end_num)
            {
                last
            } else {
                last - 1
            };
            let reach = if limited {
                reach_table[d as usize]
            } else {
                UNLIMITED
            };
            let floor_first = sym_first.max(-reach);
            let floor_last = sym_last.min(reach);

            // Tiles beyond the map edge act as walls that are never lit.
            let lo = first.max(q.min_col);
            let hi = last.min(q.max_col);
            if lo > hi {
                continue;
            }
            let wall_before = first < q.min_col;
            let wall_after = last > q.max_col;

            let base = origin_index as isize + d as isize * q.depth_step;
            let row_x = origin.x + d * q.depth_dir.0;
            let row_y = origin.y + d * q.depth_dir.1;
            let index_of = |c: i32| (base + c as isize * q.col_step) as usize;
            let is_opaque = |c: i32| {
                opacity.opaque(
                    index_of(c),
                    row_x + c * q.col_dir.0,
                    row_y + c * q.col_dir.1,
                )
            };
            let deeper = d < q.max_depth;

            let (mut start_num, mut start_den, mut first_hint) =
                (row.start_num, row.start_den, first);
            let mut c = lo;
            while c <= hi {
                let run = c;
                if is_opaque(c) {
                    c += 1;
                    while c <= hi && is_opaque(c) {
                        c += 1;
                    }
                    for k in run.max(-reach)..=(c - 1).min(reach) {
                        stamps[index_of(k)] = generation;
                    }
                } else {
                    if run != first || wall_before {
                        // A floor after a wall: the next rows start at this tile's left edge.
                        start_num = 2 * run - 1;
                        start_den = 2 * d;
                        first_hint = run;
                    }
                    c += 1;
                    while c <= hi && !is_opaque(c) {
                        c += 1;
                    }
                    for k in run.max(floor_first)..=(c - 1).min(floor_last) {
                        stamps[index_of(k)] = generation;
                    }
                    if deeper {
                        // The next row ends at the left edge of the wall that ended this run.
                        let (end_num, end_den, last_hint) = if c <= hi || wall_after {
                            (2 * c - 1, 2 * d, c - 1)
                        } else {
                            (row.end_num, row.end_den, last)
                        };
                        rows.push(Row {
                            depth: d + 1,
                            start_num,
                            start_den,
                            end_num,
                            end_den,
                            first_hint,
                            last_hint,
                        });
                    }
                }
            }
        }
    }
}
