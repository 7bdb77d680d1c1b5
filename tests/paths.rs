//! Paths: Dijkstra maps checked against a plain breadth-first search (also when a map stopped
//! at a goal takes in tiles opened since), A* checked for optimal, walkable paths, and a
//! distance map drawn in ASCII.

mod support;

use std::collections::VecDeque;

use proptest::prelude::*;
use support::random_walls;
use torchdeep::grid::paths::{astar, AStar, DijkstraMap};
use torchdeep::world::{Grid, Pos};

/// Distances by the textbook search: 8 neighbours, unit steps, bounds checked every time.
fn bfs(walls: &Grid<bool>, sources: &[Pos]) -> Grid<Option<u32>> {
    let mut dist = Grid::new(walls.width(), walls.height(), None);
    let mut queue = VecDeque::new();
    for &s in sources {
        if walls.get(s) == Some(&false) && dist[s].is_none() {
            dist[s] = Some(0);
            queue.push_back(s);
        }
    }
    while let Some(p) = queue.pop_front() {
        let d = dist[p].unwrap();
        for n in p.neighbours8() {
            if walls.get(n) == Some(&false) && dist[n].is_none() {
                dist[n] = Some(d + 1);
                queue.push_back(n);
            }
        }
    }
    dist
}

fn parse(rows: &[&str]) -> (Grid<bool>, Vec<Pos>) {
    let mut walls = Grid::new(rows[0].len() as i32, rows.len() as i32, false);
    let mut marks = Vec::new();
    for (y, row) in rows.iter().enumerate() {
        for (x, ch) in row.chars().enumerate() {
            let p = Pos::new(x as i32, y as i32);
            match ch {
                '#' => walls[p] = true,
                '.' => {}
                '@' => marks.push(p),
                other => panic!("unknown map character {other:?}"),
            }
        }
    }
    (walls, marks)
}

fn bytes(walls: &Grid<bool>) -> Vec<u8> {
    walls.cells().iter().map(|&w| u8::from(w)).collect()
}

/// Distances as digits (base 36), walls `#`, unreachable floor `?`.
fn render_distances(walls: &Grid<bool>, map: &DijkstraMap) -> Vec<String> {
    (0..walls.height())
        .map(|y| {
            (0..walls.width())
                .map(|x| {
                    let p = Pos::new(x, y);
                    match (walls[p], map.distance(p)) {
                        (true, _) => '#',
                        (false, None) => '?',
                        (false, Some(d)) => char::from_digit(d, 36).unwrap(),
                    }
                })
                .collect()
        })
        .collect()
}

#[test]
fn distances_drawn_around_walls() {
    let (walls, sources) = parse(&[
        "############",
        "#@.....#...#",
        "#.####.#.#.#",
        "#.#....#.#.#",
        "#.#.####.#.#",
        "#........#.#",
        "##########.#",
        "#...#......#",
        "#.#.########",
        "#.#........#",
        "############",
    ]);
    let expected = [
        "############",
        "#012345#dde#",
        "#1####5#c#e#",
        "#2#6666#b#f#",
        "#3#5####a#g#",
        "#4456789a#h#",
        "##########i#",
        "#???#nmlkjj#",
        "#?#?########",
        "#?#????????#",
        "############",
    ];
    let mut map = DijkstraMap::new(walls.width(), walls.height());
    map.compute(&sources, |p| !walls[p]);
    assert_eq!(render_distances(&walls, &map), expected);
}

#[test]
fn several_sources_meet_halfway() {
    let (walls, sources) = parse(&["#########", "#@.....@#", "#########"]);
    let mut map = DijkstraMap::new(walls.width(), walls.height());
    map.compute_on(&sources, &bytes(&walls));
    assert_eq!(
        render_distances(&walls, &map),
        ["#########", "#0123210#", "#########"]
    );
}

#[test]
fn impassable_and_outside_sources_are_ignored() {
    let (walls, _) = parse(&["#####", "#...#", "#####"]);
    let mut map = DijkstraMap::new(walls.width(), walls.height());
    map.compute_on(&[Pos::new(0, 0), Pos::new(-3, 9)], &bytes(&walls));
    assert!(walls.iter().all(|(p, _)| map.distance(p).is_none()));
    assert_eq!(map.step_towards_source(Pos::new(2, 1)), None);
}

#[test]
fn rolling_down_reaches_the_source() {
    let (walls, sources) = parse(&[
        "##########",
        "#@...#...#",
        "#.##.#.#.#",
        "#..#...#.#",
        "##########",
    ]);
    let mut map = DijkstraMap::new(walls.width(), walls.height());
    map.compute(&sources, |p| !walls[p]);
    let mut p = Pos::new(8, 3);
    let mut steps = 0;
    while let Some(next) = map.step_towards_source(p) {
        assert_eq!(p.chebyshev(next), 1);
        assert!(!walls[next]);
        p = next;
        steps += 1;
    }
    assert_eq!(p, sources[0]);
    assert_eq!(Some(steps), map.distance(Pos::new(8, 3)));
}

/// Checks `path` is an optimal walk from `start` to `goal` over floor.
fn assert_optimal(walls: &Grid<bool>, start: Pos, goal: Pos, path: &[Pos], best: u32) {
    assert_eq!(path.len() as u32, best, "{start:?} -> {goal:?}: {path:?}");
    let mut at = start;
    for &p in path {
        assert_eq!(at.chebyshev(p), 1, "{at:?} -> {p:?} is not one step");
        assert_eq!(walls.get(p), Some(&false), "{p:?} is not floor");
        at = p;
    }
    assert_eq!(at, goal);
}

#[test]
fn astar_goes_around_a_wall() {
    let (walls, marks) = parse(&[
        "#########",
        "#...#...#",
        "#.@.#.@.#",
        "#...#...#",
        "#.......#",
        "#########",
    ]);
    let path = astar(walls.width(), walls.height(), marks[0], marks[1], |p| {
        !walls[p]
    })
    .unwrap();
    assert_optimal(&walls, marks[0], marks[1], &path, 4);
}

#[test]
fn astar_edge_cases() {
    let (walls, marks) = parse(&["@...#...", "....#.@.", "....#..."]);
    let mut search = AStar::new(walls.width(), walls.height());
    let blocked = bytes(&walls);
    // Walled off: no path, and the search still works afterwards.
    assert_eq!(search.find_path_on(marks[0], marks[1], &blocked), None);
    // Onto a wall, or outside the map.
    assert_eq!(
        search.find_path_on(marks[0], Pos::new(4, 0), &blocked),
        None
    );
    assert_eq!(
        search.find_path_on(marks[0], Pos::new(8, 0), &blocked),
        None
    );
    assert_eq!(
        search.find_path_on(Pos::new(-1, 0), marks[0], &blocked),
        None
    );
    // Already there.
    assert_eq!(
        search.find_path_on(marks[1], marks[1], &blocked),
        Some(vec![])
    );
    // Along the map's edge, where the search must not step outside.
    let path = search
        .find_path_on(marks[0], Pos::new(0, 2), &blocked)
        .unwrap();
    assert_optimal(&walls, marks[0], Pos::new(0, 2), &path, 2);
    let path = search
        .find_path(marks[1], Pos::new(7, 0), |p| !walls[p])
        .unwrap();
    assert_optimal(&walls, marks[1], Pos::new(7, 0), &path, 1);
}

#[test]
fn astar_may_start_on_a_wall() {
    let (walls, _) = parse(&["#####", "#...#", "#####"]);
    let path = astar(5, 3, Pos::new(0, 1), Pos::new(3, 1), |p| !walls[p]).unwrap();
    assert_eq!(path, [Pos::new(1, 1), Pos::new(2, 1), Pos::new(3, 1)]);
}

fn random_map() -> impl Strategy<Value = Grid<bool>> {
    random_walls(1..=28, 55)
}

/// Larger maps with few walls, where long queries from corner to corner go to the bit-row
/// search of `AStar` (near-diagonal, 64 steps or more).
fn open_map() -> impl Strategy<Value = Grid<bool>> {
    random_walls(64..=140, 30)
}

/// Walls across the map every few rows, each with a gap or two, and some noise: paths wind
/// from gap to gap far longer than the straight line, so byte-grid queries go from the A* to
/// the breadth-first search over words, on maps wider and narrower than a word's 64 tiles.
fn serpentine_map() -> impl Strategy<Value = Grid<bool>> {
    (20..=150i32, 20..=90i32, 3..=6i32, any::<u64>(), 0..=20u32).prop_map(
        |(w, h, spacing, seed, noise)| {
            let mut rng = fastrand::Rng::with_seed(seed);
            let mut walls = Grid::new(w, h, false);
            for y in (spacing..h - 1).step_by(spacing as usize) {
                for x in 0..w {
                    walls[Pos::new(x, y)] = true;
                }
                for _ in 0..rng.u32(1..=2) {
                    walls[Pos::new(rng.i32(0..w), y)] = false;
                }
            }
            for cell in walls.cells_mut() {
                if rng.u32(0..100) < noise {
                    *cell = true;
                }
            }
            walls
        },
    )
}

/// Both A* entry points against a BFS distance, for one query.
fn check_astar(
    walls: &Grid<bool>,
    blocked: &[u8],
    search: &mut AStar,
    start: Pos,
    goal: Pos,
) -> Result<(), TestCaseError> {
    let best = bfs(walls, &[start])[goal];
    let by_bytes = search.find_path_on(start, goal, blocked);
    let by_closure = search.find_path(start, goal, |p| !walls[p]);
    match best {
        None => {
            prop_assert_eq!(by_bytes, None);
            prop_assert_eq!(by_closure, None);
        }
        Some(best) => {
            assert_optimal(walls, start, goal, &by_bytes.unwrap(), best);
            assert_optimal(walls, start, goal, &by_closure.unwrap(), best);
        }
    }
    Ok(())
}

fn pos_in(walls: &Grid<bool>, (x, y): (u16, u16)) -> Pos {
    Pos::new(i32::from(x) % walls.width(), i32::from(y) % walls.height())
}

proptest! {
    #[test]
    fn dijkstra_matches_bfs(
        walls in random_map(),
        sources in proptest::collection::vec(any::<(u16, u16)>(), 0..4),
        second in any::<(u16, u16)>(),
    ) {
        let sources: Vec<Pos> = sources.into_iter().map(|s| pos_in(&walls, s)).collect();
        let blocked = bytes(&walls);
        let mut map = DijkstraMap::new(walls.width(), walls.height());
        map.compute(&sources, |p| !walls[p]);
        let expected = bfs(&walls, &sources);
        for (p, &d) in expected.iter() {
            prop_assert_eq!(map.distance(p), d, "closure at {:?}", p);
        }
        // The byte-grid path, over a map that held other distances before.
        let other = [pos_in(&walls, second)];
        map.compute_on(&other, &blocked);
        let expected_other = bfs(&walls, &other);
        for (p, &d) in expected_other.iter() {
            prop_assert_eq!(map.distance(p), d, "bytes at {:?}", p);
        }
        for (p, &d) in expected_other.iter() {
            match (d, map.step_towards_source(p)) {
                (None | Some(0), step) => prop_assert_eq!(step, None),
                (Some(d), Some(next)) => {
                    prop_assert_eq!(p.chebyshev(next), 1);
                    prop_assert_eq!(map.distance(next), Some(d - 1));
                }
                (Some(_), None) => prop_assert!(false, "no step down from {:?}", p),
            }
        }
    }

    /// A map searched until it reached a goal, then told twice of tiles opened since (as the
    /// robot's walks are when it explores), against a new search each time: every distance
    /// below the goal's (every one, if the search never reached the goal) is the true one,
    /// and no tile has a wrong one.
    #[test]
    fn grown_maps_match_a_new_search(
        walls in random_map(),
        closed in any::<u64>(),
        sources in proptest::collection::vec(any::<(u16, u16)>(), 1..4),
        goal in any::<(u16, u16)>(),
    ) {
        let sources: Vec<Pos> = sources.into_iter().map(|s| pos_in(&walls, s)).collect();
        let goal = pos_in(&walls, goal);
        // About half the floor starts closed; it opens in two halves.
        let mut rng = fastrand::Rng::with_seed(closed);
        let mut shut = walls.clone();
        let mut openings: [Vec<Pos>; 2] = Default::default();
        for (p, &wall) in walls.iter() {
            if !wall && rng.bool() {
                shut[p] = true;
                openings[usize::from(rng.bool())].push(p);
            }
        }
        let mut map = DijkstraMap::new(walls.width(), walls.height());
        map.compute_until(&sources, goal, |p| !shut[p]);
        let below = map.distance(goal).unwrap_or(u32::MAX);
        for opened in &openings {
            for &p in opened {
                shut[p] = false;
            }
            map.grow(opened, &sources, below, |p| !shut[p]);
            let expected = bfs(&shut, &sources);
            for (p, &d) in expected.iter() {
                match (d, map.distance(p)) {
                    (Some(d), got) if d < below => prop_assert_eq!(got, Some(d), "at {:?}", p),
                    (_, Some(got)) => prop_assert_eq!(Some(got), d, "at {:?}", p),
                    _ => {}
                }
            }
        }
    }

    #[test]
    fn astar_is_optimal(
        walls in random_map(),
        queries in proptest::collection::vec(any::<((u16, u16), (u16, u16))>(), 1..6),
    ) {
        let blocked = bytes(&walls);
        // One search reused for every query, so stale state of earlier ones would show.
        let mut search = AStar::new(walls.width(), walls.height());
        for (s, g) in queries {
            let (start, goal) = (pos_in(&walls, s), pos_in(&walls, g));
            if walls[start] {
                continue;
            }
            check_astar(&walls, &blocked, &mut search, start, goal)?;
        }
    }

    #[test]
    fn crooked_astar_paths_are_optimal(
        walls in serpentine_map(),
        queries in proptest::collection::vec(any::<((u16, u16), (u16, u16))>(), 1..6),
    ) {
        let blocked = bytes(&walls);
        let (w, h) = (walls.width(), walls.height());
        let mut search = AStar::new(w, h);
        // Top to bottom, along the map's edges, then between random tiles.
        let edges = [((0, 0), (w - 1, h - 1)), ((w - 1, 0), (0, h - 1))];
        let random = queries
            .into_iter()
            .map(|(s, g)| (pos_in(&walls, s), pos_in(&walls, g)));
        for (start, goal) in edges
            .into_iter()
            .map(|((sx, sy), (gx, gy))| (Pos::new(sx, sy), Pos::new(gx, gy)))
            .chain(random)
        {
            if walls[start] {
                continue;
            }
            check_astar(&walls, &blocked, &mut search, start, goal)?;
        }
    }

    #[test]
    fn long_astar_paths_are_optimal(
        walls in open_map(),
        corners in proptest::collection::vec(any::<(u8, u8, u8, u8, bool)>(), 1..4),
    ) {
        let blocked = bytes(&walls);
        let (w, h) = (walls.width(), walls.height());
        let mut search = AStar::new(w, h);
        for (sx, sy, gx, gy, flip) in corners {
            // Near opposite corners (either diagonal), some tiles in.
            let (sx, sy) = (i32::from(sx % 12), i32::from(sy % 12));
            let (gx, gy) = (w - 1 - i32::from(gx % 12), h - 1 - i32::from(gy % 12));
            let (start, goal) = if flip {
                (Pos::new(sx, gy), Pos::new(gx, sy))
            } else {
                (Pos::new(sx, sy), Pos::new(gx, gy))
            };
            if walls[start] {
                continue;
            }
            check_astar(&walls, &blocked, &mut search, start, goal)?;
        }
    }
}
