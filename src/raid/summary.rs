//! Many raids summed up (GAME.md §11): one raid can be unlucky, so a script is judged by the
//! scores of many — mean, median, best, worst, a histogram, and how the raids ended.

use std::collections::BTreeMap;

use serde::Serialize;

use super::runner::RaidEnd;

/// How one raid went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RaidResult {
    pub seed: u64,
    /// Rooms beaten.
    pub score: u32,
    pub end: RaidEnd,
    /// Turns played in all.
    pub turns: u64,
    pub script_errors: u32,
}

/// What `torchdeep raid` prints, as one JSON line.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RaidSummary {
    pub raids: usize,
    pub mean: f64,
    pub median: f64,
    pub best: u32,
    pub worst: u32,
    /// `histogram[s]` raids scored `s`.
    pub histogram: Vec<u32>,
    /// By cause: a guard's or trap's row, `poison`, or `time`.
    pub deaths: BTreeMap<String, u32>,
    pub script_errors: u64,
    pub turns: u64,
    /// Rooms played (beaten, and the one each raid ended in) per second of work on one core.
    pub rooms_per_second: f64,
}

impl RaidSummary {
    /// The summary of `results`, which took `seconds` of work (summed over the threads).
    pub fn of(results: &[RaidResult], seconds: f64) -> RaidSummary {
        let mut scores: Vec<u32> = results.iter().map(|r| r.score).collect();
        scores.sort_unstable();
        let n = scores.len();
        let mean = if n == 0 {
            0.0
        } else {
            scores.iter().map(|&s| f64::from(s)).sum::<f64>() / n as f64
        };
        let median = match n {
            0 => 0.0,
            n if n % 2 == 1 => f64::from(scores[n / 2]),
            n => (f64::from(scores[n / 2 - 1]) + f64::from(scores[n / 2])) / 2.0,
        };
        let best = scores.last().copied().unwrap_or(0);
        let mut histogram = vec![0; best as usize + 1];
        for &s in &scores {
            histogram[s as usize] += 1;
        }
        let mut deaths = BTreeMap::new();
        for r in results {
            *deaths.entry(r.end.cause().to_string()).or_insert(0) += 1;
        }
        let rooms: u64 = results.iter().map(|r| u64::from(r.score) + 1).sum();
        RaidSummary {
            raids: n,
            mean: round2(mean),
            median,
            best,
            worst: scores.first().copied().unwrap_or(0),
            histogram,
            deaths,
            script_errors: results.iter().map(|r| u64::from(r.script_errors)).sum(),
            turns: results.iter().map(|r| r.turns).sum(),
            rooms_per_second: if seconds > 0.0 {
                (rooms as f64 / seconds).round()
            } else {
                0.0
            },
        }
    }
}

fn round2(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}
