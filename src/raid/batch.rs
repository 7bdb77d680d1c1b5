//! Many raids of one script, on as many threads as asked: raid `i` is played on seed
//! `seed + i` by its own copy of the script, so the results are the same on any number of
//! threads and any platform.

use std::sync::Arc;
use std::time::Instant;

use super::runner::{Raid, TurnRecord};
use super::script::{Script, ScriptError};
use super::summary::RaidResult;
use crate::data::raids::RaidTables;
use crate::data::Tables;

/// One raid's result and, when asked for, every turn of it.
pub type RaidLog = (RaidResult, Vec<TurnRecord>);

/// Plays one raid of `seed` to its end.
pub fn play_raid(
    tables: &Arc<Tables>,
    raids: &Arc<RaidTables>,
    script: &mut Script,
    seed: u64,
    keep_turns: bool,
) -> RaidLog {
    script.start(seed);
    let mut raid = Raid::new(Arc::clone(tables), Arc::clone(raids), seed);
    let mut turns = Vec::new();
    let mut count = 0u64;
    raid.run(script, |record| {
        count += 1;
        if keep_turns {
            turns.push(record.clone());
        }
    });
    let result = RaidResult {
        seed,
        score: raid.score(),
        end: raid.end().cloned().expect("a raid that ran has ended"),
        turns: count,
        script_errors: raid.script_errors(),
    };
    (result, turns)
}

/// Plays `count` raids of `source` from `seed` on `threads` threads. Returns them in order
/// with the seconds of work they took (summed over the threads), or the script's compile
/// error.
pub fn play_raids(
    tables: &Arc<Tables>,
    raids: &Arc<RaidTables>,
    source: &str,
    seed: u64,
    count: usize,
    threads: usize,
    keep_turns: bool,
) -> Result<(Vec<RaidLog>, f64), ScriptError> {
    Script::compile(source)?;
    let threads = threads.clamp(1, count.max(1));
    let chunk = count.div_ceil(threads);
    let work = |part: usize| -> (Vec<RaidLog>, f64) {
        let start = Instant::now();
        let mut script = Script::compile(source).expect("it compiled once");
        let first = part * chunk;
        let logs = (first..(first + chunk).min(count))
            .map(|i| {
                play_raid(
                    tables,
                    raids,
                    &mut script,
                    seed.wrapping_add(i as u64),
                    keep_turns,
                )
            })
            .collect();
        (logs, start.elapsed().as_secs_f64())
    };
    let parts: Vec<(Vec<RaidLog>, f64)> = if threads == 1 {
        vec![work(0)]
    } else {
        std::thread::scope(|s| {
            let handles: Vec<_> = (0..threads).map(|t| s.spawn(move || work(t))).collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("a raid thread does not panic"))
                .collect()
        })
    };
    let seconds = parts.iter().map(|(_, s)| s).sum();
    Ok((parts.into_iter().flat_map(|(l, _)| l).collect(), seconds))
}
