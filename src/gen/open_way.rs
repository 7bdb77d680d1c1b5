//! Pits never shut the way between a floor's stairs. A pit drops whoever steps on it to the
//! floor below, so a pit that is the only way from the down-stairs to the up-stairs would send
//! a player who climbs back up onto it again and again once its works are past disarming.
//! Counting every pit as a wall, every portal of the floor must still be reachable from the
//! others: the traps stage lays no pit, and the fixtures stage stands no fixture, that would
//! break this.
//!
//! Blocking a tile can only part the tiles round it. So the question is asked of them: whether
//! they touch all round, then whether they join up again close by, then whether all but one
//! of the pieces they fall into are closed pockets holding no stairs. A piece is filled up to
//! [`POCKET`] tiles; when two are larger than that, the tile is taken to shut the way. So on a
//! floor of fewer tiles (every floor of `dungeon.csv` today) the answer is exact, and on a
//! 1000×1000 floor a few pits and fixtures are left out where a search of the whole floor,
//! some 10 ms, might have allowed them.

use crate::data::Tables;
use crate::world::{Grid, Level, Pos};

/// How far round a blocked tile its open neighbours are first sought to join up again, in
/// tiles: far enough for a pillar, a doorway or a short wall, near enough to stay cheap.
const NEARBY: i32 = 6;

/// The most tiles a piece is filled to before it counts as large: prefab mazes and nooks
/// are smaller, the rest of a floor is larger.
const POCKET: usize = 4_096;

/// The pits of a floor, sorted by row then column.
#[derive(Clone, Debug, Default)]
pub struct Pits(Vec<Pos>);

impl Pits {
    /// The pits laid on `level` so far.
    pub fn of(level: &Level, tables: &Tables) -> Pits {
        let mut pits = Pits::default();
        for t in &level.traps {
            if tables.trap(t.kind).is_pit() {
                pits.add(t.pos);
            }
        }
        pits
    }

    pub fn contains(&self, p: Pos) -> bool {
        self.0
            .binary_search_by_key(&(p.y, p.x), |q| (q.y, q.x))
            .is_ok()
    }

    pub fn add(&mut self, p: Pos) {
        if let Err(i) = self.0.binary_search_by_key(&(p.y, p.x), |q| (q.y, q.x)) {
            self.0.insert(i, p);
        }
    }
}

/// Whether blocking `at` (with a pit or a fixture), the pits counted as walls, surely leaves
/// every portal of `level` reachable from every other in eight-way steps over walkable tiles
/// (given that they were before).
pub fn leaves_the_way_open(level: &Level, pits: &Pits, at: Pos) -> bool {
    let open = |p: Pos| level.in_bounds(p) && p != at && level.is_walkable(p) && !pits.contains(p);
    if !splits_its_neighbours(at, open) || neighbours_join_nearby(at, open) {
        return true;
    }
    told_by_pockets(level, at, open).unwrap_or(false)
}

/// Whether the open tiles round `at` fall into more than one group of tiles that touch in
/// eight-way steps: round the ring each tile touches the next, and each side's middle tile
/// the middles of the two sides beside it.
fn splits_its_neighbours(at: Pos, open: impl Fn(Pos) -> bool) -> bool {
    // Corners and side middles in turn round the ring.
    const RING: [(i32, i32); 8] = [
        (-1, -1),
        (0, -1),
        (1, -1),
        (1, 0),
        (1, 1),
        (0, 1),
        (-1, 1),
        (-1, 0),
    ];
    let mut ring = [false; 8];
    for (cell, &(dx, dy)) in ring.iter_mut().zip(&RING) {
        *cell = open(at.offset(dx, dy));
    }
    // Two open side middles touch across a closed corner: count the corner as a bridge.
    let joined: Vec<bool> = (0..8)
        .map(|i| ring[i] || (i % 2 == 0 && ring[(i + 7) % 8] && ring[(i + 1) % 8]))
        .collect();
    // Each start of a run of joined tiles round the ring begins a group.
    let starts = (0..8)
        .filter(|&i| joined[i] && !joined[(i + 7) % 8])
        .count();
    starts > 1
}

/// Whether the open neighbours of `at` all join one another over open tiles within
/// [`NEARBY`] tiles of it.
fn neighbours_join_nearby(at: Pos, open: impl Fn(Pos) -> bool) -> bool {
    const SIDE: i32 = 2 * NEARBY + 1;
    let ring: Vec<Pos> = at.neighbours8().into_iter().filter(|&p| open(p)).collect();
    let Some(&first) = ring.first() else {
        return true;
    };
    let index = |p: Pos| ((p.y - at.y + NEARBY) * SIDE + (p.x - at.x + NEARBY)) as usize;
    let mut seen = [false; (SIDE * SIDE) as usize];
    let mut stack = vec![first];
    seen[index(first)] = true;
    while let Some(p) = stack.pop() {
        for n in p.neighbours8() {
            let near = (n.x - at.x).abs() <= NEARBY && (n.y - at.y).abs() <= NEARBY;
            if near && !seen[index(n)] && open(n) {
                seen[index(n)] = true;
                stack.push(n);
            }
        }
    }
    ring.iter().all(|&p| seen[index(p)])
}

/// The answer from the pieces the open neighbours of `at` fall into without it, each filled
/// up to [`POCKET`] tiles: `None` when two or more pieces are larger than that.
fn told_by_pockets(level: &Level, at: Pos, open: impl Fn(Pos) -> bool) -> Option<bool> {
    let portals: Vec<Pos> = level.portals.iter().map(|p| p.pos).collect();
    // The piece each tile filled so far belongs to: 1 + the index of the neighbour it was
    // filled from, 0 for none yet.
    let mut piece = Grid::new(level.width(), level.height(), 0u8);
    let mut large = Vec::new();
    for (k, start) in (1u8..).zip(at.neighbours8()) {
        if !open(start) || piece[start] != 0 {
            continue;
        }
        let (mut stack, mut filled, mut joins_large, mut cut) = (vec![start], 1, false, false);
        piece[start] = k;
        while let Some(p) = stack.pop() {
            if filled >= POCKET {
                cut = true;
                break;
            }
            for n in p.neighbours8() {
                if !level.in_bounds(n) {
                    continue;
                }
                match piece[n] {
                    // A closed piece would have been filled through to here: this one is
                    // a piece left unfinished as large.
                    0 if open(n) => {
                        piece[n] = k;
                        filled += 1;
                        stack.push(n);
                    }
                    0 => {}
                    other => joins_large |= other != k,
                }
            }
        }
        if joins_large {
            continue;
        }
        if cut {
            large.push(k);
            if large.len() > 1 {
                return None;
            }
            continue;
        }
        // A closed piece: it must hold every portal or none.
        let inside = portals.iter().filter(|&&p| piece[p] == k).count();
        if inside == portals.len() {
            return Some(true);
        }
        if inside > 0 {
            return Some(false);
        }
    }
    // Every closed piece is empty of portals, so they are all in the one large piece.
    Some(true)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::world::{Ground, Portal, PortalKind};

    /// Whether every portal of `level` is reachable from the first over walkable tiles but those
    /// of `closed`: the answer the shortcuts must give.
    fn portals_joined(level: &Level, closed: impl IntoIterator<Item = Pos>) -> bool {
        let Some(first) = level.portals.first() else {
            return true;
        };
        let mut seen = Grid::new(level.width(), level.height(), false);
        for p in closed {
            if level.in_bounds(p) {
                seen[p] = true;
            }
        }
        let mut stack = vec![first.pos];
        seen[first.pos] = true;
        while let Some(p) = stack.pop() {
            for n in p.neighbours8() {
                if level.in_bounds(n) && !seen[n] && level.is_walkable(n) {
                    seen[n] = true;
                    stack.push(n);
                }
            }
        }
        level.portals.iter().all(|portal| seen[portal.pos])
    }

    fn pits_at(at: &[Pos]) -> Pits {
        let mut pits = Pits::default();
        for &p in at {
            pits.add(p);
        }
        pits
    }

    /// Stairs up and down on row 1 of `level`, at columns `up` and `down`.
    fn stairs(level: &mut Level, up: i32, down: i32) {
        for (x, kind) in [(up, PortalKind::Up), (down, PortalKind::Down)] {
            level.portals.push(Portal {
                pos: Pos::new(x, 1),
                kind,
                landing: Pos::new(x, 1),
                to: None,
            });
        }
    }

    /// A corridor one tile wide from (1,1) to (8,1), stairs at both ends.
    fn corridor() -> Level {
        let mut level = Level::new(10, 4);
        for x in 1..=8 {
            level.ground[Pos::new(x, 1)] = Ground::Corridor;
            level.walls[Pos::new(x, 1)] = None;
        }
        stairs(&mut level, 1, 8);
        level
    }

    #[test]
    fn a_pit_across_a_corridor_shuts_it_and_one_beside_a_room_does_not() {
        let mut level = corridor();
        assert!(!leaves_the_way_open(
            &level,
            &Pits::default(),
            Pos::new(4, 1)
        ));
        // Widened to two tiles, one pit leaves a way.
        for x in 1..=8 {
            level.ground[Pos::new(x, 2)] = Ground::Room;
            level.walls[Pos::new(x, 2)] = None;
        }
        assert!(leaves_the_way_open(
            &level,
            &Pits::default(),
            Pos::new(4, 1)
        ));
        // A second pit on the diagonal leaves a diagonal step between them.
        let first = pits_at(&[Pos::new(4, 1)]);
        assert!(leaves_the_way_open(&level, &first, Pos::new(5, 2)));
        // One right beside it shuts the way.
        assert!(!leaves_the_way_open(&level, &first, Pos::new(4, 2)));
    }

    /// A random level of `w`×`h`: either its inner tiles open with a chance from 1 in 2 to
    /// 3 in 4, or the path of a random walk (mostly passages one tile wide); three portals on
    /// open tiles, and the open tiles. `None` when too few tiles are open.
    fn random_level(rng: &mut fastrand::Rng, w: i32, h: i32) -> Option<(Level, Vec<Pos>)> {
        let mut level = Level::new(w, h);
        let mut open = Vec::new();
        let mut carve = |level: &mut Level, p: Pos| {
            if level.walls[p].is_some() {
                level.ground[p] = Ground::Room;
                level.walls[p] = None;
                open.push(p);
            }
        };
        if rng.bool() {
            let share = rng.u8(8..12);
            for y in 1..h - 1 {
                for x in 1..w - 1 {
                    if rng.u8(..16) < share {
                        carve(&mut level, Pos::new(x, y));
                    }
                }
            }
        } else {
            let mut p = Pos::new(rng.i32(1..w - 1), rng.i32(1..h - 1));
            for _ in 0..(w * h) / 2 {
                carve(&mut level, p);
                let n = p.neighbours4()[rng.u32(..4) as usize];
                if n.x > 0 && n.y > 0 && n.x < w - 1 && n.y < h - 1 {
                    p = n;
                }
            }
        }
        if open.len() < 6 {
            return None;
        }
        for _ in 0..3 {
            let pos = open[rng.u32(..open.len() as u32) as usize];
            level.portals.push(Portal {
                pos,
                kind: PortalKind::Down,
                landing: pos,
                to: None,
            });
        }
        Some((level, open))
    }

    #[test]
    fn the_ring_test_finds_exactly_the_rings_that_fall_apart() {
        let mut rng = fastrand::Rng::with_seed(3);
        for _ in 0..2_000 {
            let Some((level, _)) = random_level(&mut rng, 5, 5) else {
                continue;
            };
            let at = Pos::new(2, 2);
            let open = |p: Pos| level.is_walkable(p) && p != at;
            // The groups of the ring alone, found by a search that keeps to the ring.
            let ring: Vec<Pos> = at.neighbours8().into_iter().filter(|&p| open(p)).collect();
            let mut groups = 0;
            let mut seen: Vec<Pos> = Vec::new();
            for &start in &ring {
                if seen.contains(&start) {
                    continue;
                }
                groups += 1;
                let mut stack = vec![start];
                seen.push(start);
                while let Some(p) = stack.pop() {
                    for &q in &ring {
                        if q.chebyshev(p) == 1 && !seen.contains(&q) {
                            seen.push(q);
                            stack.push(q);
                        }
                    }
                }
            }
            assert_eq!(splits_its_neighbours(at, open), groups > 1, "{ring:?}");
        }
    }

    /// Every shortcut against a search of the whole floor: the same answer on floors smaller
    /// than a pocket, and never "open" for a shut way on larger ones.
    #[test]
    fn the_shortcuts_answer_as_a_search_of_the_whole_floor() {
        let mut rng = fastrand::Rng::with_seed(5);
        let mut shut = 0;
        for case in 0..20_000 {
            let (w, h) = if case % 50 == 0 { (120, 80) } else { (24, 14) };
            let Some((level, open)) = random_level(&mut rng, w, h) else {
                continue;
            };
            let tile = |rng: &mut fastrand::Rng| open[rng.u32(..open.len() as u32) as usize];
            let mut pits = Pits::default();
            for _ in 0..rng.u32(..6) {
                pits.add(tile(&mut rng));
            }
            let at = tile(&mut rng);
            let portal = |p: Pos| level.portals.iter().any(|q| q.pos == p);
            if portal(at) || level.portals.iter().any(|q| pits.contains(q.pos)) {
                continue;
            }
            if !portals_joined(&level, pits.0.clone()) {
                continue;
            }
            let expected = portals_joined(&level, pits.0.iter().copied().chain([at]));
            shut += usize::from(!expected);
            let told = leaves_the_way_open(&level, &pits, at);
            if (w * h) as usize <= POCKET {
                assert_eq!(told, expected, "{at:?}");
            } else {
                assert!(expected || !told, "{at:?}: a way shut, told open");
            }
        }
        assert!(shut > 100, "some cases shut the way: {shut}");
    }

    #[test]
    fn pockets_tell_a_nook_from_a_way_through() {
        // A long corridor with stairs at both ends and a side passage to a nook.
        let mut level = Level::new(200, 8);
        let mut dig = |x: i32, y: i32| {
            level.ground[Pos::new(x, y)] = Ground::Corridor;
            level.walls[Pos::new(x, y)] = None;
        };
        for x in 1..199 {
            dig(x, 1);
        }
        for y in 2..7 {
            dig(100, y);
        }
        for x in 90..110 {
            dig(x, 6);
        }
        stairs(&mut level, 1, 198);
        let level = &level;
        let open = |at: Pos| move |p: Pos| level.is_walkable(p) && p != at;
        // Off the side passage: the nook beyond is a closed piece with no stairs.
        assert_eq!(
            told_by_pockets(level, Pos::new(100, 4), open(Pos::new(100, 4))),
            Some(true)
        );
        // On the corridor: each side is a closed piece holding one of the two stairs.
        assert_eq!(
            told_by_pockets(level, Pos::new(60, 1), open(Pos::new(60, 1))),
            Some(false)
        );
        assert!(!leaves_the_way_open(
            level,
            &Pits::default(),
            Pos::new(60, 1)
        ));
        assert!(leaves_the_way_open(
            level,
            &Pits::default(),
            Pos::new(100, 4)
        ));
    }
}
