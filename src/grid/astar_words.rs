//! Crooked A* queries as a breadth-first search from both ends over rows of 64-bit words.
//!
//! When the shortest path winds far from the straight line (rooms joined by corridors), the
//! Chebyshev heuristic prunes little and A* expands most of the floor, a tile at a time. This
//! search takes the same floor 64 tiles at a time: layer `g + 1` is the 8-neighbourhood of
//! layer `g` (each word spread a tile either way, into the rows above and below), less walls
//! and tiles reached before. A layer is a list of its non-zero words only, `(index, bits)`, so
//! a corridor costs a word per step whatever the map's width, and the whole map is never swept.
//!
//! Two searches, from the start and from the goal, take turns by the size of their last layer.
//! The first tile one of them reaches that the other has reached closes the shortest path:
//! before that step no tile was within `a` of the start and `b` of the goal, so the distance
//! is at least `a + b + 1`, and that tile gives a walk of exactly that. Each word remembers the
//! word it was spread from, which holds a neighbour of every tile of its own, so the path is
//! read back a step at a time.
//!
//! A word's bits are read from the map the first time a row is needed, so a short query on a
//! large map reads only the rows near its ends.

use super::astar::Passability;
use crate::world::Pos;

/// Tiles of a layer: `bits` of word `index` (in [`Side::open`]), spread from the word at
/// `parent` in [`Side::words`].
#[derive(Clone, Copy, Debug)]
struct Word {
    index: u32,
    parent: u32,
    bits: u64,
}

/// The parent of a side's first word, its end tile.
const NO_PARENT: u32 = u32::MAX;

/// One end's search: the tiles it has not reached and its layers.
#[derive(Clone, Debug, Default)]
struct Side {
    /// Passable tiles not reached yet, word `k` of row `y` at `(y + 1) * stride + k + 1`: an
    /// empty row above and below the map and an empty word either side of each row, so a
    /// spreading word needs no bounds checks. Valid in the rows loaded in this search.
    open: Vec<u64>,
    /// Every layer's non-zero words, layer after layer. A word can appear twice in a layer,
    /// with different bits.
    words: Vec<Word>,
    /// Where each layer starts in `words`.
    layers: Vec<usize>,
    /// Rows that may hold this side's tiles: grows by one either way with each layer.
    reach: (i32, i32),
}

impl Side {
    fn last_layer_len(&self) -> usize {
        self.words.len() - self.layers.last().copied().unwrap_or(0)
    }
}

#[derive(Clone, Debug, Default)]
pub(super) struct WordSearch {
    width: i32,
    height: i32,
    /// Words per row, with the empty word either side.
    stride: usize,
    sides: [Side; 2],
    /// The search that read each row from the map (into both sides' `open`).
    loaded: Vec<u32>,
    generation: u32,
}

/// What one step of a side found.
enum Step {
    /// A new layer, meeting nothing of the other side.
    Grew,
    /// No new tile: the side's end is walled off from the other.
    Stuck,
    /// A new layer whose word at `words[at]` holds a tile the other side has reached.
    Met { at: usize, shared: u64 },
}

impl WordSearch {
    pub(super) fn new(width: i32, height: i32) -> Self {
        WordSearch {
            width,
            height,
            stride: (width as usize).div_ceil(64) + 2,
            ..Default::default()
        }
    }

    /// An optimal path from `start` to `goal`, both inside the map (as
    /// [`super::AStar::find_path`]: the start need not be passable, the goal must be), or
    /// `None` when there is none.
    pub(super) fn find<P: Passability>(
        &mut self,
        start: Pos,
        goal: Pos,
        passability: &P,
    ) -> Option<Vec<Pos>> {
        if start == goal {
            return Some(Vec::new());
        }
        if self.loaded.is_empty() {
            let words = self.stride * (self.height as usize + 2);
            for side in &mut self.sides {
                side.open = vec![0; words];
            }
            self.loaded = vec![0; self.height as usize];
        }
        if self.generation == u32::MAX {
            self.loaded.fill(0);
            self.generation = 0;
        }
        self.generation += 1;
        for (s, end) in [start, goal].into_iter().enumerate() {
            self.load_row(end.y, passability);
            let (index, bit) = self.word_of(end);
            let side = &mut self.sides[s];
            side.open[index] &= !(1 << bit);
            side.words.clear();
            side.words.push(Word {
                index: index as u32,
                parent: NO_PARENT,
                bits: 1 << bit,
            });
            side.layers.clear();
            side.layers.push(0);
            side.reach = (end.y, end.y);
        }
        loop {
            // The side with the smaller last layer: it costs less to spread.
            let s = usize::from(self.sides[1].last_layer_len() < self.sides[0].last_layer_len());
            match self.step(s, passability) {
                Step::Grew => {}
                Step::Stuck => return None,
                Step::Met { at, shared } => return Some(self.path_through(s, at, shared)),
            }
        }
    }

    /// Word index and bit of an in-bounds tile.
    fn word_of(&self, p: Pos) -> (usize, u32) {
        let index = (p.y as usize + 1) * self.stride + (p.x as usize >> 6) + 1;
        (index, (p.x & 63) as u32)
    }

    fn pos_of(&self, index: usize, bit: u32) -> Pos {
        let (row, word) = (index / self.stride, index % self.stride);
        Pos::new(((word - 1) * 64) as i32 + bit as i32, row as i32 - 1)
    }

    /// Reads row `y` (if inside the map) into both sides' `open`, unless this search has.
    fn load_row<P: Passability>(&mut self, y: i32, passability: &P) {
        if y < 0 || y >= self.height || self.loaded[y as usize] == self.generation {
            return;
        }
        self.loaded[y as usize] = self.generation;
        let at = (y as usize + 1) * self.stride + 1;
        let [first, second] = &mut self.sides;
        passability.row_bits(y, self.width, |k, bits| {
            first.open[at + k] = bits;
            second.open[at + k] = bits;
        });
    }

    /// Spreads side `s`'s last layer into a new one.
    fn step<P: Passability>(&mut self, s: usize, passability: &P) -> Step {
        // The new layer, and the rows read to make it, lie within a row of the side's reach;
        // the rows inside it were read for the layers before.
        let (lo, hi) = self.sides[s].reach;
        let reach = ((lo - 1).max(0), (hi + 1).min(self.height - 1));
        self.load_row(reach.0, passability);
        self.load_row(reach.1, passability);
        let stride = self.stride;
        let [first, second] = &mut self.sides;
        let (this, other) = if s == 0 {
            (first, &*second)
        } else {
            (second, &*first)
        };
        this.reach = reach;
        let (from, to) = (
            *this.layers.last().expect("a first layer"),
            this.words.len(),
        );
        this.layers.push(to);
        let open = &mut this.open[..];
        let other_open = &other.open[..];
        // Takes the open tiles among `bits` of word `index` into the new layer. Clearing them
        // at once keeps a tile from entering twice; a word reached twice is listed twice,
        // which costs less than merging.
        let mut reach_word = |words: &mut Vec<Word>, index: usize, bits: u64, parent: usize| {
            let new = bits & open[index];
            if new != 0 {
                open[index] ^= new;
                words.push(Word {
                    index: index as u32,
                    parent: parent as u32,
                    bits: new,
                });
            }
        };
        for at in from..to {
            let Word { index, bits, .. } = this.words[at];
            let index = index as usize;
            let spread = bits | bits << 1 | bits >> 1;
            for row in [index - stride, index, index + stride] {
                reach_word(&mut this.words, row, spread, at);
            }
            // Tiles at a word's edge reach into the next word.
            if bits & 1 != 0 {
                for row in [index - stride, index, index + stride] {
                    reach_word(&mut this.words, row - 1, 1 << 63, at);
                }
            }
            if bits >> 63 != 0 {
                for row in [index - stride, index, index + stride] {
                    reach_word(&mut this.words, row + 1, 1, at);
                }
            }
        }
        // Looking for the other side in a pass of its own keeps the spreading loop short.
        let met = this.words[to..].iter().enumerate().find_map(|(i, word)| {
            let shared = word.bits & !other_open[word.index as usize];
            (shared != 0).then_some((to + i, shared))
        });
        match met {
            Some((at, shared)) => Step::Met { at, shared },
            None if this.words.len() == to => Step::Stuck,
            None => Step::Grew,
        }
    }

    /// The path from the start to the goal through a tile of `shared`, which side `s` has just
    /// reached in `words[at]` and the other side reached in its last layer.
    fn path_through(&self, s: usize, at: usize, shared: u64) -> Vec<Pos> {
        let index = self.sides[s].words[at].index;
        let meeting = self.pos_of(index as usize, shared.trailing_zeros());
        let other = &self.sides[1 - s];
        let (_, bit) = self.word_of(meeting);
        let other_at = (other.layers[other.layers.len() - 1]..other.words.len())
            .find(|&i| other.words[i].index == index && other.words[i].bits >> bit & 1 != 0)
            .expect("the other side reached the meeting tile in its last layer");
        let mut ats = [at, other_at];
        if s == 1 {
            ats.swap(0, 1);
        }
        let mut path = self.walk_back(0, ats[0], meeting);
        path.pop(); // the start itself
        path.reverse();
        path.push(meeting);
        path.extend(self.walk_back(1, ats[1], meeting));
        path
    }

    /// From `p` in side `s`'s word `words[at]`, a tile of each layer before it down to the
    /// side's end, each next to the one before.
    fn walk_back(&self, s: usize, mut at: usize, mut p: Pos) -> Vec<Pos> {
        let words = &self.sides[s].words;
        let mut tiles = Vec::new();
        while words[at].parent != NO_PARENT {
            at = words[at].parent as usize;
            let parent = words[at];
            let from = self.pos_of(parent.index as usize, 0);
            // The parent's tiles next to p lie in its row, in columns p.x - 1 ..= p.x + 1.
            p = [0, -1, 1]
                .into_iter()
                .map(|dx| Pos::new(p.x + dx, from.y))
                .find(|q| {
                    (0..64).contains(&(q.x - from.x)) && parent.bits >> (q.x - from.x) & 1 != 0
                })
                .expect("every tile of a word is next to one of the word it was spread from");
            tiles.push(p);
        }
        tiles
    }
}

#[cfg(test)]
mod tests {
    use super::super::paths::STEPS;
    use super::*;
    use std::collections::VecDeque;

    struct Walls {
        width: i32,
        height: i32,
        wall: Vec<bool>,
    }

    impl Passability for Walls {
        fn passable(&self, index: usize, _x: i32, _y: i32) -> bool {
            !self.wall[index]
        }
    }

    impl Walls {
        fn random(width: i32, height: i32, density: f32, seed: u64) -> Walls {
            let mut rng = fastrand::Rng::with_seed(seed);
            let wall = (0..width * height).map(|_| rng.f32() < density).collect();
            Walls {
                width,
                height,
                wall,
            }
        }

        fn is_wall(&self, p: Pos) -> bool {
            self.wall[(p.y * self.width + p.x) as usize]
        }

        fn bfs(&self, start: Pos, goal: Pos) -> Option<usize> {
            let w = self.width;
            let mut seen = vec![usize::MAX; self.wall.len()];
            let mut queue = VecDeque::from([start]);
            seen[(start.y * w + start.x) as usize] = 0;
            while let Some(p) = queue.pop_front() {
                let d = seen[(p.y * w + p.x) as usize];
                if p == goal {
                    return Some(d);
                }
                for (dx, dy) in STEPS {
                    let n = p.offset(dx, dy);
                    let inside = n.x >= 0 && n.y >= 0 && n.x < w && n.y < self.height;
                    if inside && !self.is_wall(n) && seen[(n.y * w + n.x) as usize] == usize::MAX {
                        seen[(n.y * w + n.x) as usize] = d + 1;
                        queue.push_back(n);
                    }
                }
            }
            None
        }

        /// Checks the search's answer against the breadth-first distance.
        fn check(&self, search: &mut WordSearch, start: Pos, goal: Pos) {
            let found = search.find(start, goal, self);
            let best = if self.is_wall(goal) {
                None
            } else {
                self.bfs(start, goal)
            };
            let Some(best) = best else {
                assert_eq!(found, None, "{start:?} to {goal:?} has no path");
                return;
            };
            let path = found.unwrap_or_else(|| panic!("{start:?} to {goal:?}: no path found"));
            assert_eq!(path.len(), best, "{start:?} to {goal:?}: {path:?}");
            let mut at = start;
            for &p in &path {
                assert_eq!(at.chebyshev(p), 1, "a step from {at:?} to {p:?}");
                assert!(!self.is_wall(p), "{p:?} is a wall");
                at = p;
            }
            assert_eq!(at, goal);
        }
    }

    /// Random maps of widths either side of a word's 64 tiles, queries between random tiles,
    /// the same search reused so that state left by one query would show in the next.
    #[test]
    fn paths_are_as_short_as_breadth_first_ones() {
        for seed in 0..300 {
            let mut rng = fastrand::Rng::with_seed(seed);
            let (width, height) = (rng.i32(1..=150), rng.i32(1..=40));
            let walls = Walls::random(width, height, 0.1 + 0.4 * rng.f32(), seed);
            let mut search = WordSearch::new(width, height);
            for _ in 0..8 {
                let start = Pos::new(rng.i32(0..width), rng.i32(0..height));
                let goal = Pos::new(rng.i32(0..width), rng.i32(0..height));
                if walls.is_wall(goal) {
                    continue; // the A* turns these away before asking
                }
                walls.check(&mut search, start, goal);
            }
        }
    }

    #[test]
    fn ends_on_the_map_edges_and_across_words() {
        let walls = Walls::random(130, 9, 0.0, 1);
        let mut search = WordSearch::new(130, 9);
        for (start, goal) in [
            (Pos::new(0, 0), Pos::new(129, 8)),
            (Pos::new(129, 0), Pos::new(0, 8)),
            (Pos::new(63, 4), Pos::new(64, 4)),
            (Pos::new(64, 0), Pos::new(63, 8)),
            (Pos::new(127, 8), Pos::new(128, 0)),
        ] {
            walls.check(&mut search, start, goal);
        }
    }

    #[test]
    fn same_tile_walled_off_and_start_on_a_wall() {
        // A wall down column 70 with the start on it: the left side is walled off from the
        // right, but the start still steps off either way.
        let mut walls = Walls::random(100, 12, 0.0, 1);
        for y in 0..12 {
            walls.wall[(y * 100 + 70) as usize] = true;
        }
        let mut search = WordSearch::new(100, 12);
        assert_eq!(
            search.find(Pos::new(5, 5), Pos::new(5, 5), &walls),
            Some(vec![])
        );
        assert_eq!(search.find(Pos::new(5, 5), Pos::new(90, 5), &walls), None);
        assert_eq!(search.find(Pos::new(90, 5), Pos::new(5, 5), &walls), None);
        walls.check(&mut search, Pos::new(70, 3), Pos::new(2, 11));
        walls.check(&mut search, Pos::new(70, 3), Pos::new(99, 0));
        walls.check(&mut search, Pos::new(1, 1), Pos::new(60, 10));
    }
}
