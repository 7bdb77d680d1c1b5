//! Runs that last, timed: saving and loading a run that reached the goal floor (the greedy
//! robot's, every floor it passed explored), generating the floors its saves are written
//! against (once a run, and at every load), and re-running a 5,000-turn replay headless as
//! `torchdeep replay FILE --verify` does. Before timing it prints what it measures: the seed,
//! the floors visited, the turns and the save's size on disk.

use std::sync::Arc;

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use torchdeep::bot::autoplay::{random_command, Greedy};
use torchdeep::data::Tables;
use torchdeep::run::terrain::Generated;
use torchdeep::run::{Replay, Run, SaveFile};

/// The first greedy run (seeds from 1) that stands alive on the goal floor.
fn deep_run(tables: &Arc<Tables>) -> Run {
    let goal = tables
        .dungeon
        .iter()
        .position(|f| f.goal)
        .expect("a goal floor");
    for seed in 1.. {
        let mut run = Run::new(Arc::clone(tables), seed, 0);
        let mut bot = Greedy::new();
        while run.game().outcome().is_none() && run.game().turn() < 5_000 {
            if run.game().floor() == goal {
                return run;
            }
            let command = bot.next_command(run.game());
            let _ = run.act(command);
        }
    }
    unreachable!()
}

/// The first random-robot run (seeds from 1) that lasts 5,000 turns.
fn long_replay(tables: &Arc<Tables>) -> Replay {
    for seed in 1.. {
        let mut run = Run::new(Arc::clone(tables), seed, 0);
        let mut rng = fastrand::Rng::with_seed(seed);
        while run.game().outcome().is_none() && run.game().turn() < 5_000 {
            let command = random_command(run.game(), &mut rng);
            let _ = run.act(command);
        }
        if run.game().turn() >= 5_000 {
            return run.replay();
        }
    }
    unreachable!()
}

fn saves(c: &mut Criterion) {
    let tables = Arc::new(Tables::embedded().expect("the built-in tables load"));
    let run = deep_run(&tables);
    let game = run.game();
    let visited = (0..game.dungeon().floors.len())
        .filter(|&f| game.state().explored(f).cells().iter().any(|&e| e))
        .count();
    let json = run.save_json();
    eprintln!(
        "save: seed {}, floor {} at turn {}, {visited} of {} floors visited, {} bytes",
        game.seed(),
        game.floor_spec().id,
        game.turn(),
        game.dungeon().floors.len(),
        json.len()
    );
    c.bench_function("save a run on the goal floor", |b| {
        b.iter(|| black_box(run.save_json()))
    });
    c.bench_function("generate the floors saves are written against", |b| {
        b.iter(|| Generated::new(&tables, game.seed()))
    });
    c.bench_function("load a run on the goal floor", |b| {
        b.iter(|| SaveFile::load(json.as_bytes(), Arc::clone(&tables)).expect("it loads"))
    });

    let replay = long_replay(&tables);
    eprintln!(
        "replay: seed {}, {} commands, {} bytes",
        replay.seed,
        replay.commands.len(),
        replay.to_json().len()
    );
    c.bench_function("verify a 5,000-turn replay", |b| {
        b.iter(|| {
            let verdict = replay.verify(Arc::clone(&tables));
            assert_eq!(verdict.diverged_at, None);
            verdict
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = saves
}
criterion_main!(benches);
