//! Dijkstra maps: the distance of every tile to the nearest source, by a flat-array
//! breadth-first search (unit steps make Dijkstra's algorithm a BFS).

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::paths::STEPS;
use crate::world::Pos;

/// A distance not yet reached.
const UNSEEN: u32 = u32::MAX;
/// An impassable tile, and the ring of tiles around the map.
const BLOCKED: u32 = u32::MAX - 1;

/// What a lazy search does after giving a tile its distance.
enum Reached {
    Go,
    StopNow,
    /// Stop once every tile at this distance has been reached.
    StopAfterRing,
}

/// The distance of every tile to the nearest source, over passable tiles.
///
/// The distances are kept with a one-tile ring of blocked tiles around the map, so the search
/// never tests whether a neighbour is inside the map.
#[derive(Clone, Debug)]
pub struct DijkstraMap {
    width: i32,
    height: i32,
    /// `(width + 2) * (height + 2)` distances; the ring is always `BLOCKED`.
    dist: Vec<u32>,
    queue: Vec<u32>,
    /// The ring being walked back by [`DijkstraMap::first_steps`], kept for its allocation.
    ring: Vec<u32>,
    /// The tiles whose distance fell, nearest first, for [`DijkstraMap::grow`].
    fallen: BinaryHeap<Reverse<(u32, u32)>>,
}

impl DijkstraMap {
    pub fn new(width: i32, height: i32) -> Self {
        assert!(width >= 0 && height >= 0, "map size must not be negative");
        let padded = ((width + 2) * (height + 2)) as usize;
        DijkstraMap {
            width,
            height,
            dist: vec![BLOCKED; padded],
            queue: Vec::with_capacity(padded),
            ring: Vec::new(),
            fallen: BinaryHeap::new(),
        }
    }

    /// Makes the map `width` × `height`, anew if it had another size.
    pub fn ensure_size(&mut self, width: i32, height: i32) {
        if (self.width, self.height) != (width, height) {
            *self = DijkstraMap::new(width, height);
        }
    }

    pub fn width(&self) -> i32 {
        self.width
    }

    pub fn height(&self) -> i32 {
        self.height
    }

    /// Computes the distance of every tile to the nearest of `sources`, walking only on tiles
    /// where `passable(pos)` holds. Impassable sources are ignored.
    pub fn compute(&mut self, sources: &[Pos], passable: impl Fn(Pos) -> bool) {
        let pw = self.padded_width();
        for y in 0..self.height {
            let row = &mut self.dist[(y + 1) as usize * pw + 1..][..self.width as usize];
            for (x, d) in row.iter_mut().enumerate() {
                *d = if passable(Pos::new(x as i32, y)) {
                    UNSEEN
                } else {
                    BLOCKED
                };
            }
        }
        self.search(sources);
    }

    /// As [`DijkstraMap::compute`], with a byte per tile (`y * width + x`, non-zero =
    /// impassable): the fast path for a level that keeps such a grid.
    pub fn compute_on(&mut self, sources: &[Pos], blocked: &[u8]) {
        let w = self.width as usize;
        assert_eq!(
            blocked.len(),
            w * self.height as usize,
            "the blocking grid must be {}x{}",
            self.width,
            self.height
        );
        let pw = self.padded_width();
        for (y, src) in blocked.chunks_exact(w.max(1)).enumerate() {
            let row = &mut self.dist[(y + 1) * pw + 1..][..w];
            for (d, &b) in row.iter_mut().zip(src) {
                *d = if b == 0 { UNSEEN } else { BLOCKED };
            }
        }
        self.search(sources);
    }

    /// As [`DijkstraMap::compute`], but asks `passable` only about the tiles the search
    /// reaches and stops once `goal` has its distance. Every tile nearer the sources than
    /// `goal` then has its true distance (the others read as unreachable): enough to step from
    /// `goal` towards the nearest source, without searching the whole map.
    pub fn compute_until(
        &mut self,
        sources: &[Pos],
        goal: Pos,
        mut passable: impl FnMut(Pos) -> bool,
    ) {
        self.forget_interior();
        self.queue.clear();
        let goal = self.in_bounds(goal).then(|| self.padded_index(goal));
        for &s in sources {
            if self.in_bounds(s) {
                let i = self.padded_index(s);
                if self.dist[i] == UNSEEN {
                    self.dist[i] = if passable(s) { 0 } else { BLOCKED };
                    if self.dist[i] == 0 {
                        self.queue.push(i as u32);
                    }
                }
            }
        }
        if goal.is_some_and(|g| self.dist[g] == 0) {
            return;
        }
        self.search_lazily(&mut passable, |n, _| {
            if Some(n) == goal {
                Reached::StopNow
            } else {
                Reached::Go
            }
        });
    }

    /// Brings the distances up to date when the tiles `opened` may have become passable, and
    /// nothing else changed: ways can only have grown shorter, so the distances that fall are
    /// carried out from the opened tiles, nearest first, rather than searched anew. An opened
    /// tile among `sources` is a source. Only distances below `below` are carried: a map that
    /// held every distance below `below` (as [`DijkstraMap::compute_until`] holds those below
    /// its goal's, and gives no tile a wrong one) holds them still, for the tiles as they are
    /// now.
    pub fn grow(
        &mut self,
        opened: &[Pos],
        sources: &[Pos],
        below: u32,
        mut passable: impl FnMut(Pos) -> bool,
    ) {
        let pw = self.padded_width();
        let offsets = STEPS.map(|(dx, dy)| dy as isize * pw as isize + dx as isize);
        self.fallen.clear();
        for &p in opened {
            if !self.in_bounds(p) || !passable(p) {
                continue;
            }
            let i = self.padded_index(p);
            if self.dist[i] == BLOCKED {
                self.dist[i] = UNSEEN;
            }
            let from_neighbours = offsets
                .iter()
                .map(|&off| self.dist[(i as isize + off) as usize])
                .filter(|&d| d < BLOCKED)
                .min()
                .map_or(UNSEEN, |d| d + 1);
            let d = if sources.contains(&p) {
                0
            } else {
                from_neighbours
            };
            if d < self.dist[i] && d < below {
                self.dist[i] = d;
                self.fallen.push(Reverse((d, i as u32)));
            }
        }
        while let Some(Reverse((d, cell))) = self.fallen.pop() {
            let cell = cell as usize;
            if self.dist[cell] != d || d + 1 >= below {
                continue; // fell further since, or nothing below `below` to carry
            }
            for off in offsets {
                let n = (cell as isize + off) as usize;
                if self.dist[n] == BLOCKED || self.dist[n] <= d + 1 {
                    continue;
                }
                if self.dist[n] == UNSEEN {
                    let p = Pos::new((n % pw) as i32 - 1, (n / pw) as i32 - 1);
                    if !passable(p) {
                        self.dist[n] = BLOCKED;
                        continue;
                    }
                }
                self.dist[n] = d + 1;
                self.fallen.push(Reverse((d + 1, n as u32)));
            }
        }
    }

    /// Collects into `found` the tiles nearest `start` where `wanted` holds, by steps over the
    /// tiles where `passable` holds (asked only about the tiles reached, `start` first): all
    /// those at the least distance, none when none is reachable.
    pub fn nearest(
        &mut self,
        start: Pos,
        mut passable: impl FnMut(Pos) -> bool,
        mut wanted: impl FnMut(Pos) -> bool,
        found: &mut Vec<Pos>,
    ) {
        found.clear();
        self.forget_interior();
        self.queue.clear();
        if !self.in_bounds(start) || !passable(start) {
            return;
        }
        if wanted(start) {
            found.push(start);
            return;
        }
        let i = self.padded_index(start);
        self.dist[i] = 0;
        self.queue.push(i as u32);
        // The ring being searched is finished before the search stops, so `found` holds all
        // of the nearest.
        self.search_lazily(&mut passable, |_, p| {
            if wanted(p) {
                found.push(p);
                Reached::StopAfterRing
            } else {
                Reached::Go
            }
        });
    }

    /// After [`DijkstraMap::nearest`] from `start` found `ends` (all at the same distance),
    /// collects into `steps` the neighbours of `start` on a shortest way to one of them: the
    /// tiles one step out from which an end is reached in the fewest steps, as a search back
    /// from the ends would find them, though it walks back only along those shortest ways.
    pub fn first_steps(&mut self, start: Pos, ends: &[Pos], steps: &mut Vec<Pos>) {
        steps.clear();
        let Some(&end) = ends.first() else {
            return;
        };
        let (Some(0), Some(far)) = (self.distance(start), self.distance(end)) else {
            return;
        };
        let pw = self.padded_width();
        let offsets = STEPS.map(|(dx, dy)| dy as isize * pw as isize + dx as isize);
        let index = |p: Pos| ((p.y + 1) as usize * pw + (p.x + 1) as usize) as u32;
        self.ring.clear();
        self.ring.extend(ends.iter().map(|&e| index(e)));
        // Each ring back holds the tiles one step nearer `start` next to the ring before.
        for d in (1..far).rev() {
            self.queue.clear();
            for &cell in &self.ring {
                for off in offsets {
                    let n = (cell as isize + off) as usize;
                    if self.dist[n] == d {
                        self.queue.push(n as u32);
                    }
                }
            }
            self.queue.sort_unstable();
            self.queue.dedup();
            std::mem::swap(&mut self.queue, &mut self.ring);
        }
        let pos_of = |i: u32| {
            let i = i as usize;
            Pos::new((i % pw) as i32 - 1, (i / pw) as i32 - 1)
        };
        steps.extend(self.ring.iter().map(|&i| pos_of(i)));
    }

    /// Every interior tile back to not yet reached nor asked about.
    fn forget_interior(&mut self) {
        let (w, pw) = (self.width as usize, self.padded_width());
        for y in 0..self.height as usize {
            self.dist[(y + 1) * pw + 1..][..w].fill(UNSEEN);
        }
    }

    /// Breadth-first search from the queued tiles (at distance 0), asking `passable` about
    /// each tile when first reached and telling `reached` of each tile given a distance.
    fn search_lazily(
        &mut self,
        passable: &mut impl FnMut(Pos) -> bool,
        mut reached: impl FnMut(usize, Pos) -> Reached,
    ) {
        let pw = self.padded_width();
        let offsets = STEPS.map(|(dx, dy)| dy as isize * pw as isize + dx as isize);
        let dist = &mut self.dist[..];
        let queue = &mut self.queue;
        let mut head = 0;
        let mut level = 0;
        let mut stop_after_ring = false;
        while head < queue.len() && !stop_after_ring {
            level += 1;
            let level_end = queue.len();
            while head < level_end {
                let cell = queue[head] as usize;
                head += 1;
                // One division a tile, not one a neighbour.
                let here = Pos::new((cell % pw) as i32 - 1, (cell / pw) as i32 - 1);
                for (off, (dx, dy)) in offsets.into_iter().zip(STEPS) {
                    let n = (cell as isize + off) as usize;
                    if dist[n] != UNSEEN {
                        continue;
                    }
                    let p = here.offset(dx, dy);
                    if !passable(p) {
                        dist[n] = BLOCKED;
                        continue;
                    }
                    dist[n] = level;
                    queue.push(n as u32);
                    match reached(n, p) {
                        Reached::Go => {}
                        Reached::StopNow => return,
                        Reached::StopAfterRing => stop_after_ring = true,
                    }
                }
            }
        }
    }

    /// The number of steps from `p` to the nearest source, or `None` if no source is reachable
    /// (or `p` is impassable or outside the map).
    pub fn distance(&self, p: Pos) -> Option<u32> {
        if !self.in_bounds(p) {
            return None;
        }
        let d = self.dist[self.padded_index(p)];
        (d < BLOCKED).then_some(d)
    }

    /// The neighbour of `from` one step closer to a source (the first such in `STEPS` order),
    /// or `None` at a source or where no source is reachable.
    pub fn step_towards_source(&self, from: Pos) -> Option<Pos> {
        let here = self.distance(from)?;
        if here == 0 {
            return None;
        }
        STEPS
            .iter()
            .map(|&(dx, dy)| from.offset(dx, dy))
            .find(|&n| self.distance(n) == Some(here - 1))
    }

    fn in_bounds(&self, p: Pos) -> bool {
        p.x >= 0 && p.y >= 0 && p.x < self.width && p.y < self.height
    }

    fn padded_width(&self) -> usize {
        (self.width + 2) as usize
    }

    fn padded_index(&self, p: Pos) -> usize {
        (p.y + 1) as usize * self.padded_width() + (p.x + 1) as usize
    }

    /// Breadth-first search from the sources, one distance level at a time.
    fn search(&mut self, sources: &[Pos]) {
        self.queue.clear();
        for &s in sources {
            if self.in_bounds(s) {
                let i = self.padded_index(s);
                if self.dist[i] == UNSEEN {
                    self.dist[i] = 0;
                    self.queue.push(i as u32);
                }
            }
        }
        let pw = self.padded_width() as isize;
        let offsets = STEPS.map(|(dx, dy)| dy as isize * pw + dx as isize);
        let dist = &mut self.dist[..];
        let queue = &mut self.queue;
        let mut head = 0;
        let mut level = 0;
        while head < queue.len() {
            level += 1;
            let level_end = queue.len();
            while head < level_end {
                let cell = queue[head] as isize;
                head += 1;
                for off in offsets {
                    let n = (cell + off) as usize;
                    if dist[n] == UNSEEN {
                        dist[n] = level;
                        queue.push(n as u32);
                    }
                }
            }
        }
    }
}
