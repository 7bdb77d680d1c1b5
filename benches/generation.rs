//! Generating whole floors, every stage included: an 80×50 floor, a 200×200 one and a
//! 1000×1000 one (the largest `torchdeep gen` makes), to see that the cost grows with the area.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use torchdeep::data::Tables;
use torchdeep::gen::{generate_floor, FloorRequest, StairsPlan};
use torchdeep::world::PortalKind;

fn request(width: i32, height: i32) -> FloorRequest {
    FloorRequest {
        depth: 1,
        width,
        height,
        stairs: StairsPlan {
            up: PortalKind::Up,
            down_stairs: 1,
            goal: false,
        },
        prize: None,
    }
}

fn floors(c: &mut Criterion) {
    let tables = Tables::embedded().expect("the built-in tables load");
    let mut group = c.benchmark_group("generation");
    for (name, w, h) in [
        ("floor 80x50", 80, 50),
        ("floor 200x200", 200, 200),
        ("floor 1000x1000", 1000, 1000),
    ] {
        let req = request(w, h);
        let mut seed = 0u64;
        // Some tens of milliseconds a floor: fewer samples keep the run to seconds.
        group.sample_size(if w * h > 100_000 { 10 } else { 100 });
        group.bench_function(name, |b| {
            b.iter(|| {
                seed += 1;
                let mut rng = fastrand::Rng::with_seed(seed);
                black_box(generate_floor(&tables, &req, &mut rng))
            })
        });
    }
    group.finish();
}

criterion_group!(benches, floors);
criterion_main!(benches);
