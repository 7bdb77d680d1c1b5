//! Helpers shared by the integration tests: floors to check and grid searches over them.

#![allow(dead_code)] // each test file uses a different part of this module

pub mod desktop;
pub mod raid;
pub mod scenario;
pub mod shots;

use std::collections::VecDeque;

use torchdeep::data::{TableSources, Tables};
use torchdeep::gen::{generate_floor, FloorRequest, GeneratedFloor, StairsPlan};
use torchdeep::world::{Grid, Level, PortalKind, Pos};

pub fn tables() -> Tables {
    Tables::embedded().expect("the built-in tables load")
}

/// The built-in tables with `from` (once in `file`) replaced by `to`: the errors shown.
pub fn messages_after(file: &str, from: &str, to: &str) -> Vec<String> {
    let mut sources = TableSources::embedded();
    let text = sources.get(file).unwrap().to_string();
    assert_eq!(text.matches(from).count(), 1, "{from:?} once in {file}");
    sources.set(file, text.replacen(from, to, 1));
    match Tables::load(&sources) {
        Ok(_) => panic!("the edited tables loaded"),
        Err(e) => e.iter().map(ToString::to_string).collect(),
    }
}

/// A floor of the given depth and size, with the stairs varying by seed so every shape of
/// floor (exit or up-stairs, one or two ways down, goal or not) is covered.
pub fn floor(tables: &Tables, seed: u64, depth: u32, width: i32, height: i32) -> GeneratedFloor {
    let request = FloorRequest {
        depth,
        width,
        height,
        stairs: StairsPlan {
            up: if seed.is_multiple_of(2) {
                PortalKind::Exit
            } else {
                PortalKind::Up
            },
            down_stairs: (seed % 3) as usize,
            goal: seed.is_multiple_of(3),
        },
        prize: None,
    };
    let mut rng = fastrand::Rng::with_seed(seed);
    generate_floor(tables, &request, &mut rng)
}

/// Breadth-first search over 4-connected tiles for which `pass` holds; the visited mask.
pub fn flood(level: &Level, starts: &[Pos], pass: impl Fn(Pos) -> bool) -> Grid<bool> {
    flood_by(level, starts, pass, |p| p.neighbours4().to_vec())
}

/// As [`flood`], over 8-connected tiles: the steps creatures take.
pub fn flood8(level: &Level, starts: &[Pos], pass: impl Fn(Pos) -> bool) -> Grid<bool> {
    flood_by(level, starts, pass, |p| p.neighbours8().to_vec())
}

fn flood_by(
    level: &Level,
    starts: &[Pos],
    pass: impl Fn(Pos) -> bool,
    steps: impl Fn(Pos) -> Vec<Pos>,
) -> Grid<bool> {
    let mut seen = Grid::new(level.width(), level.height(), false);
    let mut queue: VecDeque<Pos> = VecDeque::new();
    for &s in starts {
        if pass(s) && !seen[s] {
            seen[s] = true;
            queue.push_back(s);
        }
    }
    while let Some(p) = queue.pop_front() {
        for q in steps(p) {
            if level.in_bounds(q) && !seen[q] && pass(q) {
                seen[q] = true;
                queue.push_back(q);
            }
        }
    }
    seen
}

/// Random wall maps for property tests: sides in `sides`, each tile a wall with a chance drawn
/// from 0 to `most_walls` percent.
pub fn random_walls(
    sides: std::ops::RangeInclusive<i32>,
    most_walls: u32,
) -> impl proptest::strategy::Strategy<Value = Grid<bool>> {
    use proptest::prelude::*;
    (sides.clone(), sides, 0..=most_walls).prop_flat_map(|(w, h, percent)| {
        proptest::collection::vec(
            proptest::bool::weighted(f64::from(percent) / 100.0),
            (w * h) as usize,
        )
        .prop_map(move |cells| {
            let mut grid = Grid::new(w, h, false);
            grid.cells_mut().copy_from_slice(&cells);
            grid
        })
    })
}
