//! Grid algorithms on maps like those of `bench/README.md`, generated here: field of view with
//! radius 20 on a 200×200 map of rooms and corridors, Dijkstra and A* on a 1000×1000 open map
//! with a 2×2 pillar in every 10×10 block.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use torchdeep::grid::fov::{Fov, SightMap};
use torchdeep::grid::paths::{AStar, DijkstraMap};
use torchdeep::world::{Grid, Pos, Rect};

/// Walls everywhere, then up to `rooms` rectangular rooms a tile apart, each joined to the one
/// before by an L-shaped corridor.
fn rooms_map(width: i32, height: i32, rooms: usize, seed: u64) -> Grid<bool> {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut walls = Grid::new(width, height, true);
    let mut placed: Vec<Rect> = Vec::new();
    for _ in 0..rooms * 50 {
        if placed.len() == rooms {
            break;
        }
        let (w, h) = (rng.i32(4..=16), rng.i32(4..=10));
        let room = Rect::new(
            rng.i32(1..=width - w - 2),
            rng.i32(1..=height - h - 2),
            w,
            h,
        );
        if placed.iter().any(|r| r.grow(1).intersects(&room)) {
            continue;
        }
        for p in room.positions() {
            walls[p] = false;
        }
        placed.push(room);
    }
    for pair in placed.windows(2) {
        let (a, b) = (pair[0].center(), pair[1].center());
        let corner = if rng.bool() {
            Pos::new(b.x, a.y)
        } else {
            Pos::new(a.x, b.y)
        };
        for (from, to) in [(a, corner), (corner, b)] {
            for x in from.x.min(to.x)..=from.x.max(to.x) {
                for y in from.y.min(to.y)..=from.y.max(to.y) {
                    walls[Pos::new(x, y)] = false;
                }
            }
        }
    }
    walls
}

/// Open floor inside a wall border, with a 2×2 pillar at a random place in every 10×10 block.
fn pillars_map(width: i32, height: i32, seed: u64) -> Grid<bool> {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut walls = Grid::new(width, height, false);
    for x in 0..width {
        walls[Pos::new(x, 0)] = true;
        walls[Pos::new(x, height - 1)] = true;
    }
    for y in 0..height {
        walls[Pos::new(0, y)] = true;
        walls[Pos::new(width - 1, y)] = true;
    }
    for by in (0..height).step_by(10) {
        for bx in (0..width).step_by(10) {
            let pillar = Rect::new(bx + 1 + rng.i32(0..7), by + 1 + rng.i32(0..7), 2, 2);
            for p in pillar.positions() {
                if p.x > 0 && p.y > 0 && p.x < width - 1 && p.y < height - 1 {
                    walls[p] = true;
                }
            }
        }
    }
    walls
}

fn bytes(walls: &Grid<bool>) -> Vec<u8> {
    walls.cells().iter().map(|&w| u8::from(w)).collect()
}

fn fov(c: &mut Criterion) {
    let walls = rooms_map(200, 200, 90, 2);
    let sight = SightMap::from_fn(200, 200, |p| walls[p]);
    let mut rng = fastrand::Rng::with_seed(7);
    let floors: Vec<Pos> = walls.iter().filter(|(_, &w)| !w).map(|(p, _)| p).collect();
    let observers: Vec<Pos> = (0..16).map(|_| floors[rng.usize(..floors.len())]).collect();
    let mut fov = Fov::new(200, 200);
    c.bench_function("fov r=20 rooms200 (16 observers)", |b| {
        b.iter(|| {
            for &p in &observers {
                fov.compute_on(p, 20, &sight);
                black_box(&fov);
            }
        })
    });
    c.bench_function("fov r=20 rooms200, closure (16 observers)", |b| {
        b.iter(|| {
            for &p in &observers {
                fov.compute(p, 20, |q| walls[q]);
                black_box(&fov);
            }
        })
    });
}

fn paths(c: &mut Criterion) {
    let walls = pillars_map(1000, 1000, 4);
    let blocked = bytes(&walls);
    let mut group = c.benchmark_group("open1000");
    group.sample_size(20);
    let mut dijkstra = DijkstraMap::new(1000, 1000);
    group.bench_function("dijkstra from the centre", |b| {
        b.iter(|| {
            dijkstra.compute_on(&[Pos::new(500, 500)], &blocked);
            black_box(&dijkstra);
        })
    });
    let (start, goal) = (Pos::new(1, 1), Pos::new(998, 997));
    let mut astar = AStar::new(1000, 1000);
    group.bench_function("astar corner to corner", |b| {
        b.iter(|| black_box(astar.find_path_on(start, goal, &blocked)))
    });
    group.finish();
}

criterion_group!(benches, fov, paths);
criterion_main!(benches);
