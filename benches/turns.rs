//! The turn engine's speed: one full round of 500 monsters (verp_1, verp_3 and wibble_1, so
//! beelines, hunts, random walks, keeping range and throwing) on an open 200×200 floor with a
//! 2×2 pillar in every 10×10 block, the player in the middle. Criterion reports the round;
//! with 500 elements per round, its throughput is monster turns per second (≤ 1 µs each is
//! the target). `spread` scatters the monsters over the whole floor (most doze, more than 40
//! tiles away); `crowd` puts them all within 40 tiles of the player.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use torchdeep::data::Tables;
use torchdeep::rules::scenario::level_from_ascii;
use torchdeep::rules::{Command, Game};
use torchdeep::world::{Inventory, Pos};

const SIDE: usize = 200;
const MONSTERS: usize = 500;

/// The floor as text: walls around, pillars, the player in the middle.
fn arena_rows(seed: u64) -> Vec<Vec<char>> {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut rows = vec![vec!['.'; SIDE]; SIDE];
    rows[0].fill('#');
    rows[SIDE - 1].fill('#');
    for row in &mut rows {
        row[0] = '#';
        row[SIDE - 1] = '#';
    }
    for by in (0..SIDE).step_by(10) {
        for bx in (0..SIDE).step_by(10) {
            let (x, y) = (bx + 1 + rng.usize(0..7), by + 1 + rng.usize(0..7));
            for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                rows[y + dy][x + dx] = '#';
            }
        }
    }
    rows[SIDE / 2][SIDE / 2] = '@';
    rows
}

/// A game on the arena with monsters on free tiles within `reach` of the middle.
fn arena(tables: &Tables, reach: usize, seed: u64) -> Game {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut rows = arena_rows(seed);
    let mid = SIDE / 2;
    let mut hunters = Vec::new();
    let mut placed = 0;
    while placed < MONSTERS {
        let x = rng.usize(mid.saturating_sub(reach).max(1)..(mid + reach).min(SIDE - 1));
        let y = rng.usize(mid.saturating_sub(reach).max(1)..(mid + reach).min(SIDE - 1));
        if rows[y][x] != '.' {
            continue;
        }
        match placed % 10 {
            0..=3 => rows[y][x] = 'v',
            4..=6 => rows[y][x] = 'w',
            _ => {
                rows[y][x] = 'x'; // a verp_3, spawned below
                hunters.push(Pos::new(x as i32, y as i32));
            }
        }
        placed += 1;
    }
    let text: Vec<String> = rows
        .iter()
        .map(|r| r.iter().map(|&c| if c == 'x' { '.' } else { c }).collect())
        .collect();
    let text: Vec<&str> = text.iter().map(String::as_str).collect();
    let (mut level, player) = level_from_ascii(tables, &text).expect("the arena");
    let verp_3 = tables.monster_id("verp_3").expect("a verp_3 row");
    let hp = tables.monster(verp_3).hp;
    for p in hunters {
        level.creatures.spawn(verp_3, p, hp, Inventory::default());
    }
    // The player outlives any benchmark.
    level.creatures.with_mut(player, |c| c.hp = i32::MAX / 2);
    let mut game = Game::from_level(tables.clone(), level, player, seed);
    // Let the first throws and chases settle.
    for _ in 0..20 {
        game.act(Command::Wait).expect("the player waits");
    }
    game
}

fn rounds(c: &mut Criterion) {
    let tables = Tables::embedded().expect("the built-in tables load");
    let mut group = c.benchmark_group("monster round, 500 monsters, 200x200");
    group.throughput(Throughput::Elements(MONSTERS as u64));
    for (name, reach) in [("spread", SIDE / 2), ("crowd", 40)] {
        let mut game = arena(&tables, reach, 3);
        group.bench_function(name, |b| {
            b.iter(|| game.act(Command::Wait).map(|events| events.len()))
        });
        // The first round after a fresh start, from the same state every time.
        let fresh = arena(&tables, reach, 3);
        group.bench_function(format!("{name}, same state"), |b| {
            b.iter_batched_ref(
                || fresh.clone(),
                |g| g.act(Command::Wait).map(|events| events.len()),
                BatchSize::LargeInput,
            )
        });
    }
    group.finish();
}

criterion_group!(benches, rounds);
criterion_main!(benches);
