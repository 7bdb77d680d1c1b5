//! Rogue Code's speed: whole raids of the template rogue (rogues/template.rhai), script and
//! room together, on one core. One iteration plays the raids of seeds 1 to 20; its
//! throughput is the rooms they play (each beaten room and the one each raid ends in), so
//! criterion's elem/s is rooms per second (the goal is ≥ 5,000). `wait` is the floor under
//! it: a script that only waits, so the cost is the game's side (view, turn, rules) alone.

use std::sync::Arc;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use torchdeep::data::raids::RaidTables;
use torchdeep::data::Tables;
use torchdeep::raid::{play_raid, Script};

const SEEDS: std::ops::RangeInclusive<u64> = 1..=20;

fn raids(c: &mut Criterion) {
    let tables = Arc::new(Tables::embedded().expect("the built-in tables load"));
    let raids = Arc::new(RaidTables::embedded(&tables).expect("the raid tables load"));
    let scripts = [
        ("template", include_str!("../rogues/template.rhai")),
        ("wait", "fn turn(view, memory) { wait() }"),
    ];
    let mut group = c.benchmark_group("raid");
    for (name, source) in scripts {
        let mut script = Script::compile(source).expect("the script compiles");
        let rooms: u64 = SEEDS
            .map(|s| u64::from(play_raid(&tables, &raids, &mut script, s, false).0.score) + 1)
            .sum();
        group.throughput(Throughput::Elements(rooms));
        group.bench_function(name, |b| {
            b.iter(|| {
                for seed in SEEDS {
                    play_raid(&tables, &raids, &mut script, seed, false);
                }
            })
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = raids
}
criterion_main!(benches);
