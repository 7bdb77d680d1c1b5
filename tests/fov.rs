//! Field of view: golden maps drawn in ASCII, symmetry, and a comparison with a plain port of
//! the article's algorithm (exact fractions, recursion) on random maps.
//!
//! Maps: `#` wall, `.` floor, `@` the observer (on floor). Expected views: each visible tile
//! keeps its map character, each unseen one is `%`.

mod support;

use proptest::prelude::*;
use support::random_walls;
use torchdeep::grid::fov::{Fov, SightMap};
use torchdeep::world::{Grid, Pos};

struct Map {
    walls: Grid<bool>,
    sight: SightMap,
    observer: Option<Pos>,
}

fn parse(rows: &[&str]) -> Map {
    let (w, h) = (rows[0].len() as i32, rows.len() as i32);
    let mut walls = Grid::new(w, h, false);
    let mut observer = None;
    for (y, row) in rows.iter().enumerate() {
        assert_eq!(row.len() as i32, w, "row {y} has another width");
        for (x, ch) in row.chars().enumerate() {
            let p = Pos::new(x as i32, y as i32);
            match ch {
                '#' => walls[p] = true,
                '.' => {}
                '@' => observer = Some(p),
                other => panic!("unknown map character {other:?}"),
            }
        }
    }
    let bytes: Vec<u8> = walls.cells().iter().map(|&w| u8::from(w)).collect();
    let sight = SightMap::from_bytes(w, h, &bytes);
    Map {
        walls,
        sight,
        observer,
    }
}

fn render(map: &Map, fov: &Fov) -> Vec<String> {
    (0..map.walls.height())
        .map(|y| {
            (0..map.walls.width())
                .map(|x| {
                    let p = Pos::new(x, y);
                    match (fov.is_visible(p), Some(p) == map.observer, map.walls[p]) {
                        (false, _, _) => '%',
                        (true, true, _) => '@',
                        (true, false, true) => '#',
                        (true, false, false) => '.',
                    }
                })
                .collect()
        })
        .collect()
}

/// Checks both entry points (closure and byte grid) against the expected drawing.
fn check_with_radius(radius: i32, map_rows: &[&str], expected: &[&str]) {
    let map = parse(map_rows);
    let origin = map.observer.expect("the map has an @");
    let mut fov = Fov::new(map.walls.width(), map.walls.height());
    fov.compute(origin, radius, |p| map.walls[p]);
    let by_closure = render(&map, &fov);
    assert_eq!(
        by_closure,
        expected,
        "\nseen (closure):\n{}\nexpected:\n{}\n",
        by_closure.join("\n"),
        expected.join("\n")
    );
    fov.compute_on(origin, radius, &map.sight);
    assert_eq!(render(&map, &fov), expected, "sight map differs");
}

fn check(map_rows: &[&str], expected: &[&str]) {
    check_with_radius(0, map_rows, expected);
}

#[test]
fn open_room_is_all_seen() {
    let map = [
        "#########",
        "#.......#",
        "#.......#",
        "#...@...#",
        "#.......#",
        "#########",
    ];
    check(&map, &map);
}

#[test]
fn pillars_cast_widening_shadows() {
    check(
        &[
            "#################",
            "#...............#",
            "#...............#",
            "#.......#.......#",
            "#...............#",
            "#..@.....#......#",
            "#...............#",
            "#...............#",
            "#################",
        ],
        &[
            "#############%%%%",
            "#...........%%%%#",
            "#.........%%%...#",
            "#.......#%......#",
            "#...............#",
            "#..@.....#%%%%%%%",
            "#...............#",
            "#...............#",
            "#################",
        ],
    );
}

#[test]
fn corridor_shows_a_strip_of_the_room() {
    check(
        &[
            "###########",
            "#.........#",
            "#.........#",
            "#.........#",
            "#####.#####",
            "#####.#####",
            "#####@#####",
            "###########",
        ],
        &[
            "%%%%###%%%%",
            "%%%%...%%%%",
            "%%%%...%%%%",
            "%%%%%.%%%%%",
            "%%%%#.#%%%%",
            "%%%%#.#%%%%",
            "%%%%#@#%%%%",
            "%%%%###%%%%",
        ],
    );
}

#[test]
fn corridor_by_a_room_corner() {
    check(
        &[
            "#############",
            "#...........#",
            "#...........#",
            "#...........#",
            "#...........#",
            "###.#########",
            "###.#########",
            "###.#########",
            "###@#########",
            "#############",
        ],
        &[
            "%%###%%%%%%%%",
            "%%...%%%%%%%%",
            "%%...%%%%%%%%",
            "%%%.%%%%%%%%%",
            "%%%.%%%%%%%%%",
            "%%#.#%%%%%%%%",
            "%%#.#%%%%%%%%",
            "%%#.#%%%%%%%%",
            "%%#@#%%%%%%%%",
            "%%###%%%%%%%%",
        ],
    );
}

#[test]
fn sight_passes_between_diagonal_walls() {
    check(
        &[
            "###########",
            "#.........#",
            "#.........#",
            "#....#....#",
            "#...#.....#",
            "#..@......#",
            "#.........#",
            "###########",
        ],
        &[
            "######%%%%%",
            "#.....%%%%%",
            "#....%%%%.#",
            "#....%%...#",
            "#...#.....#",
            "#..@......#",
            "#.........#",
            "###########",
        ],
    );
}

#[test]
fn a_diagonal_wall_hides_what_is_behind_it() {
    check(
        &[
            "##########",
            "#@.......#",
            "#.#......#",
            "#..#.....#",
            "#...#....#",
            "#........#",
            "##########",
        ],
        &[
            "##########",
            "#@.......#",
            "#.#......#",
            "#..%%....#",
            "#..%%%%..#",
            "#...%%%%%#",
            "####%%%%%%",
        ],
    );
}

#[test]
fn radius_is_euclidean() {
    check_with_radius(
        4,
        &[
            "...........",
            "...........",
            "...........",
            "...........",
            "...........",
            ".....@.....",
            "...........",
            "...........",
            "...........",
            "...........",
            "...........",
        ],
        &[
            "%%%%%%%%%%%",
            "%%%%%.%%%%%",
            "%%%.....%%%",
            "%%.......%%",
            "%%.......%%",
            "%....@....%",
            "%%.......%%",
            "%%.......%%",
            "%%%.....%%%",
            "%%%%%.%%%%%",
            "%%%%%%%%%%%",
        ],
    );
}

#[test]
fn radius_cuts_walls_too() {
    check_with_radius(
        5,
        &[
            "#############",
            "#...........#",
            "#...........#",
            "#...........#",
            "#.....@.....#",
            "#...........#",
            "#...........#",
            "#############",
        ],
        &[
            "%%%#######%%%",
            "%%.........%%",
            "%%.........%%",
            "%%.........%%",
            "%.....@.....%",
            "%%.........%%",
            "%%.........%%",
            "%%#########%%",
        ],
    );
}

#[test]
fn walls_of_a_room_are_lit_but_not_those_behind_them() {
    check(
        &[
            "###########",
            "#####.#####",
            "##.......##",
            "#.........#",
            "#....@....#",
            "#.........#",
            "##.......##",
            "###########",
        ],
        &[
            "%%%%###%%%%",
            "%####.####%",
            "##.......##",
            "#.........#",
            "#....@....#",
            "#.........#",
            "##.......##",
            "%#########%",
        ],
    );
}

#[test]
fn observer_in_a_map_corner() {
    check(
        &[
            "@.........",
            "..........",
            "...#......",
            "..........",
            "......#...",
            "..........",
        ],
        &[
            "@.........",
            "..........",
            "...#......",
            "....%%....",
            ".....%%%..",
            ".......%%%",
        ],
    );
}

#[test]
fn observer_on_a_map_side() {
    check(
        &["......", "..#...", "@.....", "..#...", "......"],
        &["...%%%", "..#%..", "@.....", "..#%..", "...%%%"],
    );
}

#[test]
fn a_walled_in_observer_sees_only_its_walls() {
    check(
        &["#####", "#####", "##@##", "#####", "#####"],
        &["%%%%%", "%###%", "%#@#%", "%###%", "%%%%%"],
    );
}

#[test]
fn tile_lists_agree_with_the_grid() {
    let map = parse(&[
        "#################",
        "#.......#.......#",
        "#..@.....#......#",
        "#################",
    ]);
    let mut fov = Fov::new(map.walls.width(), map.walls.height());
    for radius in [0, 3, 8] {
        fov.compute_on(map.observer.unwrap(), radius, &map.sight);
        let grid = fov.to_grid();
        let listed: Vec<Pos> = fov.visible_positions().collect();
        let from_grid: Vec<Pos> = grid.iter().filter(|(_, &v)| v).map(|(p, _)| p).collect();
        assert_eq!(listed, from_grid);
        assert_eq!(fov.visible_count(), listed.len());
        assert!(listed.iter().all(|&p| fov.is_visible(p)));
    }
    assert!(!fov.is_visible(Pos::new(-1, 0)));
    assert!(!fov.is_visible(Pos::new(0, 99)));
}

#[test]
fn opening_a_door_updates_the_sight_map() {
    let mut map = parse(&["#######", "#@.#..#", "#######"]);
    let door = Pos::new(3, 1);
    let beyond = Pos::new(5, 1);
    let mut fov = Fov::new(7, 3);
    fov.compute_on(map.observer.unwrap(), 0, &map.sight);
    assert!(fov.is_visible(door) && !fov.is_visible(beyond));
    assert!(map.sight.is_opaque(door));
    map.sight.set_opaque(door, false);
    assert!(!map.sight.is_opaque(door));
    assert!(
        map.sight.is_opaque(Pos::new(-1, 1)),
        "outside the map blocks sight"
    );
    fov.compute_on(map.observer.unwrap(), 0, &map.sight);
    assert!(fov.is_visible(door) && fov.is_visible(beyond));
}

#[test]
fn nothing_is_visible_before_the_first_computation() {
    let fov = Fov::new(5, 5);
    assert!(!fov.is_visible(Pos::new(2, 2)));
    assert_eq!(fov.visible_count(), 0);
}

/// For every pair of floor tiles a, b: b is visible from a exactly when a is from b.
fn assert_symmetric(walls: &Grid<bool>, radius: i32) {
    let floors: Vec<Pos> = walls.iter().filter(|(_, &w)| !w).map(|(p, _)| p).collect();
    let mut fov = Fov::new(walls.width(), walls.height());
    let views: Vec<Grid<bool>> = floors
        .iter()
        .map(|&a| {
            fov.compute(a, radius, |p| walls[p]);
            fov.to_grid()
        })
        .collect();
    for (i, &a) in floors.iter().enumerate() {
        for (j, &b) in floors.iter().enumerate() {
            let (a_sees_b, b_sees_a) = (views[i][b], views[j][a]);
            assert_eq!(
                a_sees_b, b_sees_a,
                "{a:?} sees {b:?}: {a_sees_b}, back: {b_sees_a}"
            );
        }
    }
}

#[test]
fn sight_between_floors_is_symmetric_on_drawn_maps() {
    let maps: [&[&str]; 3] = [
        &[
            "#################",
            "#...............#",
            "#.......#.......#",
            "#...#...........#",
            "#.........#.....#",
            "#..#.....##.....#",
            "#...............#",
            "#################",
        ],
        &[
            "###########",
            "#....#....#",
            "#...#.....#",
            "#..#...#..#",
            "#.....#...#",
            "#...#.....#",
            "###########",
        ],
        &[
            "..#....#..#.",
            ".#..#.....#.",
            "...##..#....",
            "#.......#..#",
            "..#.#.......",
            ".....#..##..",
            "#..#.....#..",
            "..........#.",
        ],
    ];
    for rows in maps {
        let walls = parse(rows).walls;
        for radius in [0, 3, 5] {
            assert_symmetric(&walls, radius);
        }
    }
}

#[path = "fov/reference.rs"]
mod reference;

/// Maps up to `max` tiles a side; past 64 a row of the sight map spans several words.
fn random_map(max: i32) -> impl Strategy<Value = Grid<bool>> {
    random_walls(1..=max, 60)
}

proptest! {
    #[test]
    fn matches_the_article_on_random_maps(
        walls in random_map(150),
        seeds in proptest::collection::vec((any::<u16>(), any::<u16>(), 0..=70i32), 1..6),
    ) {
        let bytes: Vec<u8> = walls.cells().iter().map(|&w| u8::from(w)).collect();
        let sight = SightMap::from_bytes(walls.width(), walls.height(), &bytes);
        prop_assert_eq!(&SightMap::from_fn(walls.width(), walls.height(), |p| walls[p]), &sight);
        // One Fov reused for every query, so stale marks of earlier ones would show.
        let mut fov = Fov::new(walls.width(), walls.height());
        for (sx, sy, radius) in seeds {
            let origin = Pos::new(i32::from(sx) % walls.width(), i32::from(sy) % walls.height());
            let expected = reference::compute(&walls, origin, radius);
            fov.compute(origin, radius, |p| walls[p]);
            prop_assert_eq!(fov.to_grid(), expected.clone(), "closure, from {:?} r={}", origin, radius);
            fov.compute_on(origin, radius, &sight);
            prop_assert_eq!(fov.to_grid(), expected.clone(), "sight map, from {:?} r={}", origin, radius);
            // The words' own list of what is seen gives the same tiles.
            let mut listed = Grid::new(walls.width(), walls.height(), false);
            fov.for_each_visible(|p| listed[p] = true);
            prop_assert_eq!(listed, expected, "listed, from {:?} r={}", origin, radius);
        }
    }

    #[test]
    fn symmetric_on_random_maps(walls in random_map(20), radius in prop_oneof![Just(0), 1..=10i32]) {
        assert_symmetric(&walls, radius);
    }
}
