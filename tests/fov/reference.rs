//! A plain port of the article's Python: exact fractions (as i64 pairs), recursion, tiles
//! outside the map treated as unlit walls, the radius applied when revealing.

use torchdeep::world::{Grid, Pos};

#[derive(Clone, Copy)]
struct Slope {
    num: i64,
    den: i64,
}

struct Row {
    depth: i64,
    start: Slope,
    end: Slope,
}

fn round_ties_up(depth: i64, s: Slope) -> i64 {
    (2 * depth * s.num + s.den).div_euclid(2 * s.den)
}

fn round_ties_down(depth: i64, s: Slope) -> i64 {
    -(s.den - 2 * depth * s.num).div_euclid(2 * s.den)
}

fn slope(depth: i64, col: i64) -> Slope {
    Slope {
        num: 2 * col - 1,
        den: 2 * depth,
    }
}

fn is_symmetric(row: &Row, col: i64) -> bool {
    col * row.start.den >= row.depth * row.start.num && col * row.end.den <= row.depth * row.end.num
}

pub fn compute(walls: &Grid<bool>, origin: Pos, radius: i32) -> Grid<bool> {
    let mut seen = Grid::new(walls.width(), walls.height(), false);
    seen[origin] = true;
    for quadrant in 0..4 {
        let transform = |depth: i64, col: i64| {
            let (d, c) = (depth as i32, col as i32);
            match quadrant {
                0 => origin.offset(c, -d),
                1 => origin.offset(d, c),
                2 => origin.offset(c, d),
                _ => origin.offset(-d, c),
            }
        };
        let mut scan = Scan {
            walls,
            seen: &mut seen,
            origin,
            radius,
            transform: &transform,
        };
        scan.row(Row {
            depth: 1,
            start: Slope { num: -1, den: 1 },
            end: Slope { num: 1, den: 1 },
        });
    }
    seen
}

struct Scan<'a> {
    walls: &'a Grid<bool>,
    seen: &'a mut Grid<bool>,
    origin: Pos,
    radius: i32,
    transform: &'a dyn Fn(i64, i64) -> Pos,
}

#[derive(Clone, Copy, PartialEq)]
enum Tile {
    Wall,
    Floor,
}

impl Scan<'_> {
    fn tile(&self, depth: i64, col: i64) -> Tile {
        match self.walls.get((self.transform)(depth, col)) {
            Some(false) => Tile::Floor,
            _ => Tile::Wall,
        }
    }

    fn reveal(&mut self, depth: i64, col: i64) {
        let p = (self.transform)(depth, col);
        let (dx, dy) = (p.x - self.origin.x, p.y - self.origin.y);
        let in_range = self.radius == 0 || dx * dx + dy * dy <= self.radius * self.radius;
        if self.walls.in_bounds(p) && in_range {
            self.seen[p] = true;
        }
    }

    fn row(&mut self, mut row: Row) {
        if !self.walls.in_bounds((self.transform)(row.depth, 0)) {
            return; // the whole row is outside the map: nothing but walls
        }
        let mut prev = None;
        let first = round_ties_up(row.depth, row.start);
        let last = round_ties_down(row.depth, row.end);
        for col in first..=last {
            let tile = self.tile(row.depth, col);
            if tile == Tile::Wall || is_symmetric(&row, col) {
                self.reveal(row.depth, col);
            }
            if prev == Some(Tile::Wall) && tile == Tile::Floor {
                row.start = slope(row.depth, col);
            }
            if prev == Some(Tile::Floor) && tile == Tile::Wall {
                self.row(Row {
                    depth: row.depth + 1,
                    start: row.start,
                    end: slope(row.depth, col),
                });
            }
            prev = Some(tile);
        }
        if prev == Some(Tile::Floor) {
            self.row(Row {
                depth: row.depth + 1,
                start: row.start,
                end: row.end,
            });
        }
    }
}
