//! Pits never shut the way between a floor's stairs. A pit drops whoever steps on it to the
//! floor below, so a pit that is the only way from the down-stairs to the up-stairs would send
//! a player who climbs back up onto it again and again once its works are past disarming.
//! Counting every pit as a wall, every portal of the floor must still be reachable from the
//! others: the traps stage lays no pit, and the fixtures stage stands no fixture, that would
//! break this.

use crate::world::{Grid, Level, Pos};

/// Whether blocking `at` (with a pit or a fixture), the pits on `pits` counted as walls,
/// leaves every portal of `level` reachable from every other in eight-way steps over
/// walkable tiles.
pub fn leaves_the_way_open(level: &Level, pits: &[Pos], at: Pos) -> bool {
    let open = |p: Pos| level.is_walkable(p) && p != at && !pits.contains(&p);
    // A tile whose open neighbours touch one another all round cannot be the only way
    // between them: most tiles of a room are told so without a search.
    if !splits_its_neighbours(at, open) {
        return true;
    }
    portals_joined(level, open)
}

/// Whether every portal of `level` is reachable from the first over `open` tiles.
pub fn portals_joined(level: &Level, open: impl Fn(Pos) -> bool) -> bool {
    let Some(first) = level.portals.first() else {
        return true;
    };
    let mut seen = Grid::new(level.width(), level.height(), false);
    let mut stack = vec![first.pos];
    seen[first.pos] = true;
    while let Some(p) = stack.pop() {
        for n in p.neighbours8() {
            if level.in_bounds(n) && !seen[n] && open(n) {
                seen[n] = true;
                stack.push(n);
            }
        }
    }
    level.portals.iter().all(|portal| seen[portal.pos])
}

/// Whether the open tiles around `at`, taken round its ring of eight, fall into more than
/// one group of neighbours that touch (each ring tile touches the next in eight-way steps).
fn splits_its_neighbours(at: Pos, open: impl Fn(Pos) -> bool) -> bool {
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
    let ring: Vec<bool> = RING
        .iter()
        .map(|&(dx, dy)| open(at.offset(dx, dy)))
        .collect();
    // Each start of a run of open tiles round the ring begins a group.
    let starts = (0..8).filter(|&i| ring[i] && !ring[(i + 7) % 8]).count();
    starts > 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::world::{Ground, Portal, PortalKind};

    /// A corridor one tile wide from (1,1) to (8,1), stairs at both ends.
    fn corridor() -> Level {
        let mut level = Level::new(10, 3);
        for x in 1..=8 {
            level.ground[Pos::new(x, 1)] = Ground::Corridor;
            level.walls[Pos::new(x, 1)] = None;
        }
        for (x, kind) in [(1, PortalKind::Up), (8, PortalKind::Down)] {
            level.portals.push(Portal {
                pos: Pos::new(x, 1),
                kind,
                landing: Pos::new(x, 1),
                to: None,
            });
        }
        level
    }

    #[test]
    fn a_pit_across_a_corridor_shuts_it_and_one_beside_a_room_does_not() {
        let mut level = corridor();
        assert!(!leaves_the_way_open(&level, &[], Pos::new(4, 1)));
        // Widened to two tiles, one pit leaves a way, a second beside it does not.
        for x in 1..=8 {
            level.ground[Pos::new(x, 2)] = Ground::Room;
            level.walls[Pos::new(x, 2)] = None;
        }
        assert!(leaves_the_way_open(&level, &[], Pos::new(4, 1)));
        // A second pit on the diagonal leaves a diagonal step between them.
        assert!(leaves_the_way_open(
            &level,
            &[Pos::new(4, 1)],
            Pos::new(5, 2)
        ));
        // One right beside it shuts the way.
        assert!(!leaves_the_way_open(
            &level,
            &[Pos::new(4, 1)],
            Pos::new(4, 2)
        ));
    }

    #[test]
    fn the_ring_test_agrees_with_the_search() {
        let mut rng = fastrand::Rng::with_seed(3);
        for _ in 0..300 {
            let mut level = Level::new(7, 7);
            for y in 1..6 {
                for x in 1..6 {
                    if rng.u8(..3) > 0 {
                        level.ground[Pos::new(x, y)] = Ground::Room;
                        level.walls[Pos::new(x, y)] = None;
                    }
                }
            }
            let at = Pos::new(3, 3);
            let open = |p: Pos| level.is_walkable(p) && p != at;
            if !splits_its_neighbours(at, open) {
                // No split round the ring: every pair of open neighbours stays joined.
                let ring: Vec<Pos> = at.neighbours8().into_iter().filter(|&p| open(p)).collect();
                for &a in &ring {
                    let mut l = level.clone();
                    l.portals = [a]
                        .iter()
                        .chain(&ring)
                        .map(|&pos| Portal {
                            pos,
                            kind: PortalKind::Down,
                            landing: pos,
                            to: None,
                        })
                        .collect();
                    assert!(portals_joined(&l, open));
                }
            }
        }
    }
}
