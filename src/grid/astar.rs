//! A* between two tiles, tuned for the unit-cost 8-connected grid.
//!
//! With unit steps and the Chebyshev heuristic `h = max(|dx|, |dy|)` (admissible and
//! consistent), a neighbour's `f = g + h` is the current f, or one or two more. So the open set
//! is three stacks: tiles of the current f, of f + 1 and of f + 2. Popping the current stack
//! last-in first-out breaks ties towards the tiles reached last, the deepest, which walks
//! straight to the goal once f reaches the optimum.
//!
//! Each tile's state is one word, `generation << 32 | (G_MASK - g) << 3 | step from parent`,
//! so "not reached in this search, or reached by a longer path" is a single comparison and a
//! new search clears nothing. Walls found on the way are marked as unbeatable tiles.
//!
//! Long queries close to a diagonal go to [`BitBand`] first: across open floor the tiles whose
//! f is below the optimum make a long band there, which it searches 64 tiles at a time.
//!
//! On a byte grid, a search whose f climbs well above the straight-line distance is handed to
//! [`WordSearch`]: the path winds (rooms and corridors), the heuristic prunes little, and a
//! breadth-first search from both ends, 64 tiles at a time, costs less than the tiles A* would
//! still expand one by one. While f stays close, the A* keeps the query: across open floor
//! its deepest-first ties walk nearly straight to the goal, which a breadth-first search
//! cannot. On a small map it also hands over after many tiles, as the breadth-first search
//! cannot cost much there. A query the band takes gets a short A* probe first: a crooked one
//! goes to [`WordSearch`] without the band's passes, which would fail; the others go to the
//! band, and its widest pass when its first fails (a noise cave), which holds every path that
//! fits the band.

use super::astar_band::{BitBand, Greedy};
use super::astar_words::WordSearch;
use super::paths::STEPS;
use crate::world::Pos;

/// The A* hands a byte-grid query on once f exceeds the start's h by this many steps plus
/// 1/[`DETOUR_SHARE`] of h: soon enough that little A* work is thrown away on a crooked map
/// (about 70 tiles on the 200×200 rooms benchmark map), late enough that pillars and short
/// detours on open floor stay with the A*.
const DETOUR_STEPS: u32 = 16;
const DETOUR_SHARE: u32 = 32;

/// On a small map, where [`WordSearch`] cannot cost much, it also hands it on after
/// expanding this many tiles plus twice h: many tiles for an f that stays low.
const SPARE_EXPANSIONS: u32 = 64;

/// Before the band, the A* probes a query for as many tiles as [`SPARE_EXPANSIONS`] plus
/// 1/`PROBE_SHARE` of h.
const PROBE_SHARE: u32 = 8;

/// Maps of at most this many tiles are small.
const SMALL_MAP: i64 = 1 << 16;

/// Bits of a node word holding `G_MASK - g`.
const G_BITS: u32 = 29;
const G_MASK: u64 = (1 << G_BITS) - 1;

/// Every step, for the start tile.
const ALL_STEPS: [u8; 8] = [0, 1, 2, 3, 4, 5, 6, 7];

/// For a tile entered by step `k`, the steps to the neighbours that are not also next to the
/// tile it came from (3 after a straight step, 5 after a diagonal one). The others were tried
/// when that tile was expanded, and got a path at least as short, so they need no second look.
const FRESH_STEPS: [([u8; 5], usize); 8] = fresh_steps();

const fn fresh_steps() -> [([u8; 5], usize); 8] {
    let mut table = [([0u8; 5], 0usize); 8];
    let mut k = 0;
    while k < 8 {
        let (dx, dy) = STEPS[k];
        let mut e = 0;
        while e < 8 {
            let (ex, ey) = STEPS[e];
            // The neighbour at (ex, ey) seen from the parent at (-dx, -dy).
            if (ex + dx).abs() >= 2 || (ey + dy).abs() >= 2 {
                let (list, len) = &mut table[k];
                list[*len] = e as u8;
                *len += 1;
            }
            e += 1;
        }
        k += 1;
    }
    table
}

/// An open tile: `x << 48 | y << 32 | index` (index = `y * width + x`). A step is then one
/// wrapping addition of a packed offset, since no field leaves its range inside the map.
fn entry(x: i32, y: i32, index: usize) -> u64 {
    (x as u64) << 48 | (y as u64) << 32 | index as u64
}

fn entry_x(e: u64) -> i32 {
    (e >> 48) as i32
}

fn entry_y(e: u64) -> i32 {
    (e >> 32 & 0xffff) as i32
}

fn entry_index(e: u64) -> usize {
    e as u32 as usize
}

/// Whether the search may enter a tile: `index` is `y * width + x` of the in-bounds `(x, y)`.
pub(super) trait Passability {
    fn passable(&self, index: usize, x: i32, y: i32) -> bool;

    /// Whether [`Passability::bits`] reads a word at a time, so that a search over words
    /// costs little to feed.
    fn reads_words(&self) -> bool {
        false
    }

    /// The passable tiles among `(x, y)` for `x0 <= x < x1` (at most 64), bit `x - x0` each.
    fn bits(&self, y: i32, x0: i32, x1: i32, width: i32) -> u64 {
        (x0..x1).fold(0, |bits, x| {
            let open = self.passable((y * width + x) as usize, x, y);
            bits | u64::from(open) << (x - x0)
        })
    }

    /// The passable tiles of row `y`, 64 to a word: `put(k, bits)` for word `k`.
    fn row_bits(&self, y: i32, width: i32, mut put: impl FnMut(usize, u64)) {
        for (k, x0) in (0..width).step_by(64).enumerate() {
            put(k, self.bits(y, x0, (x0 + 64).min(width), width));
        }
    }
}

struct OpenBytes<'a>(&'a [u8]);

impl Passability for OpenBytes<'_> {
    #[inline(always)]
    fn passable(&self, index: usize, _x: i32, _y: i32) -> bool {
        self.0[index] == 0
    }

    fn reads_words(&self) -> bool {
        true
    }

    fn row_bits(&self, y: i32, width: i32, mut put: impl FnMut(usize, u64)) {
        let row = &self.0[(y * width) as usize..((y + 1) * width) as usize];
        let mut chunks = row.chunks_exact(64);
        for (k, chunk) in (&mut chunks).enumerate() {
            put(k, zero_bytes_of_word(chunk.try_into().expect("64 bytes")));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            // The tiles past the row's end read as walls.
            let mut last = [1; 64];
            last[..rest.len()].copy_from_slice(rest);
            put(row.len() / 64, zero_bytes_of_word(&last));
        }
    }

    fn bits(&self, y: i32, x0: i32, x1: i32, width: i32) -> u64 {
        let row = (y * width) as usize;
        let bytes = &self.0[row + x0 as usize..row + x1 as usize];
        if let Ok(word) = <&[u8; 64]>::try_from(bytes) {
            return zero_bytes_of_word(word); // the usual case
        }
        let mut chunks = bytes.chunks_exact(8);
        let mut bits = 0;
        for (i, eight) in (&mut chunks).enumerate() {
            let eight = eight.try_into().expect("8 bytes");
            bits |= zero_bytes(u64::from_le_bytes(eight)) << (8 * i);
        }
        let done = bytes.len() - chunks.remainder().len();
        for (i, &b) in chunks.remainder().iter().enumerate() {
            bits |= u64::from(b == 0) << (done + i);
        }
        bits
    }
}

/// A bit for each zero byte of the 64, bit `i` for byte `i`: four SSE2 byte comparisons.
#[cfg(target_arch = "x86_64")]
fn zero_bytes_of_word(word: &[u8; 64]) -> u64 {
    use std::arch::x86_64::{
        __m128i, _mm_cmpeq_epi8, _mm_loadu_si128, _mm_movemask_epi8, _mm_setzero_si128,
    };
    (0..4).fold(0, |bits, i| {
        // SAFETY: SSE2 is part of every x86_64 target, and the unaligned load reads bytes
        // 16 * i .. 16 * i + 16 of the 64-byte array.
        let zeros = unsafe {
            let v = _mm_loadu_si128(word.as_ptr().add(16 * i).cast::<__m128i>());
            _mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_setzero_si128()))
        };
        bits | u64::from(zeros as u16) << (16 * i)
    })
}

/// A bit for each zero byte of the 64, bit `i` for byte `i`, eight bytes at a time.
#[cfg(not(target_arch = "x86_64"))]
fn zero_bytes_of_word(word: &[u8; 64]) -> u64 {
    (0..8).fold(0, |bits, i| {
        let eight = word[8 * i..8 * i + 8].try_into().expect("8 bytes");
        bits | zero_bytes(u64::from_le_bytes(eight)) << (8 * i)
    })
}

/// A bit for each zero byte of `v`, bit `i` for byte `i`.
fn zero_bytes(v: u64) -> u64 {
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    // The high bit of each zero byte, then the 8 high bits gathered into the top byte by a
    // multiplication.
    let zero = !(((v & LOW7) + LOW7) | v) & !LOW7;
    (zero >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56
}

struct ByPos<F>(F);

impl<F: Fn(Pos) -> bool> Passability for ByPos<F> {
    #[inline(always)]
    fn passable(&self, _index: usize, x: i32, y: i32) -> bool {
        (self.0)(Pos::new(x, y))
    }
}

/// When the A* stops short.
#[derive(Clone, Copy)]
struct Limits {
    /// Give up once f passes this.
    max_f: u32,
    /// Give up after expanding this many tiles.
    max_expansions: u32,
}

impl Limits {
    const NONE: Limits = Limits {
        max_f: u32::MAX,
        max_expansions: u32::MAX,
    };
}

/// How the A* loop ended.
enum Outcome {
    /// The path (filled in once the loop is over).
    Found(Vec<Pos>),
    Unreachable,
    /// f rose too far above the straight-line distance: the query goes to [`WordSearch`].
    Crooked,
    /// Too many tiles were expanded for an f still close to it: the band's widest pass, if
    /// the band takes the query, else [`WordSearch`].
    Costly,
}

impl Outcome {
    /// The path, when the A* answered.
    fn found(self) -> Option<Vec<Pos>> {
        match self {
            Outcome::Found(path) => Some(path),
            _ => None,
        }
    }
}

/// A reusable A* search over a map of fixed size (at most 65,535 tiles a side).
#[derive(Clone, Debug)]
pub struct AStar {
    width: i32,
    height: i32,
    nodes: Vec<u64>,
    generation: u32,
    /// The open stacks, kept for their allocations.
    stacks: [Vec<u64>; 3],
    /// The search that answers long, nearly diagonal queries instead.
    band: BitBand,
    /// The search that takes over crooked queries on byte grids.
    words: WordSearch,
}

impl AStar {
    pub fn new(width: i32, height: i32) -> Self {
        assert!(
            (0..=0xffff).contains(&width)
                && (0..=0xffff).contains(&height)
                && i64::from(width) * i64::from(height) <= G_MASK as i64,
            "A* maps are 0 to 65,535 tiles a side, and fewer than 2^29 tiles"
        );
        AStar {
            width,
            height,
            nodes: vec![0; width as usize * height as usize],
            generation: 0,
            stacks: Default::default(),
            band: BitBand::new(width, height),
            words: WordSearch::new(width, height),
        }
    }

    /// Whether it searches a `width` × `height` map.
    pub fn fits(&self, width: i32, height: i32) -> bool {
        (self.width, self.height) == (width, height)
    }

    /// An optimal path from `start` to `goal` over tiles where `passable(pos)` holds: the tiles
    /// stepped on after `start`, ending with `goal` (empty when they are the same tile).
    /// `None` when the goal is impassable, outside the map or unreachable. The start tile
    /// itself need not be passable.
    pub fn find_path(
        &mut self,
        start: Pos,
        goal: Pos,
        passable: impl Fn(Pos) -> bool,
    ) -> Option<Vec<Pos>> {
        self.run(start, goal, &ByPos(passable))
    }

    /// As [`AStar::find_path`], with a byte per tile (`y * width + x`, non-zero =
    /// impassable): the fast path for a level that keeps such a grid.
    pub fn find_path_on(&mut self, start: Pos, goal: Pos, blocked: &[u8]) -> Option<Vec<Pos>> {
        assert_eq!(
            blocked.len(),
            self.nodes.len(),
            "the blocking grid must be {}x{}",
            self.width,
            self.height
        );
        self.run(start, goal, &OpenBytes(blocked))
    }

    fn in_bounds(&self, p: Pos) -> bool {
        p.x >= 0 && p.y >= 0 && p.x < self.width && p.y < self.height
    }

    fn run<P: Passability>(&mut self, start: Pos, goal: Pos, passability: &P) -> Option<Vec<Pos>> {
        if !self.in_bounds(start) || !self.in_bounds(goal) {
            return None;
        }
        let w = self.width;
        let goal_index = (goal.y * w + goal.x) as usize;
        if !passability.passable(goal_index, goal.x, goal.y) {
            return None;
        }
        if !passability.reads_words() {
            if let Some(path) = self.band.find(start, goal, passability) {
                return Some(path);
            }
            return self.search(start, goal, passability, Limits::NONE).found();
        }
        let h = start.chebyshev(goal) as u32;
        let max_f = h + DETOUR_STEPS + h / DETOUR_SHARE;
        if BitBand::takes(start, goal) {
            // A few A* steps first: a crooked query shows at once, and skips the band.
            let probe = Limits {
                max_f,
                max_expansions: h / PROBE_SHARE + SPARE_EXPANSIONS,
            };
            return match self.search(start, goal, passability, probe) {
                Outcome::Crooked => self.words.find(start, goal, passability),
                Outcome::Costly => match self.band.find_greedily(start, goal, passability) {
                    Greedy::Found(path) => Some(path),
                    // Many tiles at a low f (a noise cave): the widest band suits it.
                    Greedy::Failed | Greedy::NotForBand => self
                        .band
                        .find_widest(start, goal, passability)
                        .or_else(|| self.words.find(start, goal, passability)),
                },
                done => done.found(),
            };
        }
        let small_map = i64::from(self.width) * i64::from(self.height) <= SMALL_MAP;
        let limits = Limits {
            max_f,
            max_expansions: if small_map {
                2 * h + SPARE_EXPANSIONS
            } else {
                u32::MAX
            },
        };
        match self.search(start, goal, passability, limits) {
            Outcome::Crooked | Outcome::Costly => self.words.find(start, goal, passability),
            done => done.found(),
        }
    }

    /// The A* proper, until it finds the goal, runs out of tiles, or passes `limits`.
    fn search<P: Passability>(
        &mut self,
        start: Pos,
        goal: Pos,
        passability: &P,
        limits: Limits,
    ) -> Outcome {
        let w = self.width;
        let goal_index = (goal.y * w + goal.x) as usize;
        if self.generation == u32::MAX {
            self.nodes.fill(0);
            self.generation = 0;
        }
        self.generation += 1;
        let stamp = u64::from(self.generation) << 32;
        // A tile no path in this search can improve on (g = 0): the start, and walls.
        let closed = stamp | G_MASK << 3 | 7;

        let deltas = STEPS.map(|(dx, dy)| {
            ((dx as i64) << 48)
                .wrapping_add((dy as i64) << 32)
                .wrapping_add(dy as i64 * w as i64 + dx as i64) as u64
        });
        let heuristic =
            |e: u64| (entry_x(e) - goal.x).abs().max((entry_y(e) - goal.y).abs()) as u32;
        let (max_x, max_y) = (w - 1, self.height - 1);

        let nodes = &mut self.nodes[..];
        let [mut current, mut near, mut far] = std::mem::take(&mut self.stacks);
        current.clear();
        near.clear();
        far.clear();

        let start_index = (start.y * w + start.x) as usize;
        nodes[start_index] = closed;
        let first = entry(start.x, start.y, start_index);
        let mut f = heuristic(first);
        let mut expansions = 0;
        current.push(first);
        let outcome = loop {
            let Some(e) = current.pop() else {
                if near.is_empty() && far.is_empty() {
                    break Outcome::Unreachable;
                }
                f += 1;
                if f > limits.max_f {
                    break Outcome::Crooked;
                }
                std::mem::swap(&mut current, &mut near);
                std::mem::swap(&mut near, &mut far);
                continue;
            };
            let index = entry_index(e);
            let node = nodes[index];
            let g = (G_MASK - (node >> 3 & G_MASK)) as u32;
            let h = heuristic(e);
            if g + h != f {
                continue; // reached again by a shorter path since this entry was pushed
            }
            if index == goal_index {
                break Outcome::Found(Vec::new());
            }
            expansions += 1;
            if expansions > limits.max_expansions {
                break Outcome::Costly;
            }
            let steps = if index == start_index {
                &ALL_STEPS[..]
            } else {
                let (list, len) = &FRESH_STEPS[(node & 7) as usize];
                &list[..*len]
            };
            let next = stamp | (G_MASK - u64::from(g + 1)) << 3;
            let (x, y) = (entry_x(e), entry_y(e));
            let interior = x > 0 && y > 0 && x < max_x && y < max_y;
            for &k in steps {
                if !interior {
                    let (dx, dy) = STEPS[k as usize];
                    let (nx, ny) = (x + dx, y + dy);
                    if nx < 0 || ny < 0 || nx > max_x || ny > max_y {
                        continue;
                    }
                }
                let ne = e.wrapping_add(deltas[k as usize]);
                let n = entry_index(ne);
                if nodes[n] >= next {
                    continue; // reached in this search by a path at least as short
                }
                if !passability.passable(n, entry_x(ne), entry_y(ne)) {
                    nodes[n] = closed;
                    continue;
                }
                nodes[n] = next | u64::from(k);
                // The neighbour's f is f + (its h - this h + 1), one of f, f + 1, f + 2.
                match heuristic(ne) + 1 - h {
                    0 => current.push(ne),
                    1 => near.push(ne),
                    _ => far.push(ne),
                }
            }
        };
        self.stacks = [current, near, far];
        match outcome {
            Outcome::Found(_) => Outcome::Found(self.walk_back(start, goal)),
            other => other,
        }
    }

    /// Follows the recorded steps from the goal back to the start.
    fn walk_back(&self, start: Pos, goal: Pos) -> Vec<Pos> {
        let w = self.width;
        let node = |p: Pos| self.nodes[(p.y * w + p.x) as usize];
        let g = (G_MASK - (node(goal) >> 3 & G_MASK)) as usize;
        let mut path = vec![goal; g];
        let mut p = goal;
        for slot in path.iter_mut().rev() {
            *slot = p;
            let (dx, dy) = STEPS[(node(p) & 7) as usize];
            p = p.offset(-dx, -dy);
        }
        debug_assert_eq!(p, start);
        path
    }
}

/// An optimal path from `start` to `goal` (see [`AStar::find_path`]); allocates a search for
/// this one call, keep an [`AStar`] to search often.
pub fn astar(
    width: i32,
    height: i32,
    start: Pos,
    goal: Pos,
    passable: impl Fn(Pos) -> bool,
) -> Option<Vec<Pos>> {
    AStar::new(width, height).find_path(start, goal, passable)
}
